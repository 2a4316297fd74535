#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct PodcastEpisode {
    let number: Int
    let title: String
    let summary: String
    let minutes: Int
}

/// Episodes with multi-line subtitles and fixed-size artwork in the cell's image view.
final class PodcastEpisodesViewController: UITableViewController {
    let episodes: [PodcastEpisode] = (1...30).map {
        PodcastEpisode(number: $0, title: "Episode \($0)", summary: "In which we talk about lists, part \($0).", minutes: 30 + $0)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Episodes"
        tableView.rowHeight = 72
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Episode")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Episode")
        let episode = episodes[indexPath.row]
        cell.textLabel?.text = "\(episode.number). \(episode.title)"
        cell.textLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        cell.detailTextLabel?.text = "\(episode.minutes) min · \(episode.summary)"
        cell.detailTextLabel?.numberOfLines = 2
        cell.detailTextLabel?.font = UIFont.preferredFont(forTextStyle: .subheadline)
        cell.imageView?.image = UIImage(systemName: "play.circle.fill")
        cell.imageView?.contentMode = .scaleAspectFit
        cell.accessoryType = .detailButton
        return cell
    }
}
