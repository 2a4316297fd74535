#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A feed post: avatar, author and time on one line, the post's text below, wrapping. Built with
/// anchors against the content view's margins; the rows size themselves.
final class NewsFeedPostCell: UITableViewCell {
    static let reuseIdentifier = "NewsFeedPostCell"

    let avatarView = UIImageView()
    let authorLabel = UILabel()
    let timeLabel = UILabel()
    let bodyLabel = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.layer.cornerRadius = 20
        avatarView.clipsToBounds = true
        authorLabel.translatesAutoresizingMaskIntoConstraints = false
        authorLabel.font = .boldSystemFont(ofSize: 17)
        timeLabel.translatesAutoresizingMaskIntoConstraints = false
        timeLabel.font = .systemFont(ofSize: 13)
        timeLabel.textColor = .secondaryLabel
        timeLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        timeLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        bodyLabel.numberOfLines = 0
        contentView.addSubview(avatarView)
        contentView.addSubview(authorLabel)
        contentView.addSubview(timeLabel)
        contentView.addSubview(bodyLabel)

        let margins = contentView.layoutMarginsGuide
        let bodyBottom = bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        bodyBottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalToConstant: 40),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            authorLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            authorLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            timeLabel.leadingAnchor.constraint(greaterThanOrEqualTo: authorLabel.trailingAnchor, constant: 8),
            timeLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            timeLabel.firstBaselineAnchor.constraint(equalTo: authorLabel.firstBaselineAnchor),

            bodyLabel.leadingAnchor.constraint(equalTo: authorLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: authorLabel.bottomAnchor, constant: 4),
            bodyLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            bodyBottom,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct NewsFeedPost {
    var author: String
    var time: String
    var body: String
}

final class NewsFeedAutoLayoutViewController: UITableViewController {
    var posts = [
        NewsFeedPost(author: "Ada", time: "2m", body: "Notes on the engine."),
        NewsFeedPost(author: "Grace", time: "1h", body: "Found a moth in relay 70, panel F. First actual case of a bug being found."),
        NewsFeedPost(author: "Edsger", time: "3d", body: "Go to considered harmful."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NewsFeedPostCell.self, forCellReuseIdentifier: NewsFeedPostCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NewsFeedPostCell.reuseIdentifier, for: indexPath) as! NewsFeedPostCell
        let post = posts[indexPath.row]
        cell.authorLabel.text = post.author
        cell.timeLabel.text = post.time
        cell.bodyLabel.text = post.body
        cell.avatarView.image = UIImage(systemName: "person.crop.circle.fill")
        return cell
    }
}
