#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct MailboxThread {
    let from: String
    var isRead: Bool
    var isFlagged: Bool
}

/// Swipe actions as Mail has them: leading read/unread, trailing delete (full swipe) and flag.
final class MailboxSwipeViewController: UITableViewController {
    var threads = [
        MailboxThread(from: "Apple", isRead: false, isFlagged: false),
        MailboxThread(from: "GitHub", isRead: true, isFlagged: false),
        MailboxThread(from: "Swift Forums", isRead: false, isFlagged: true),
    ]
    private(set) var archived: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Thread")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        threads.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Thread", for: indexPath)
        let thread = threads[indexPath.row]
        cell.textLabel?.text = thread.from
        cell.textLabel?.font = thread.isRead ? .systemFont(ofSize: 17) : .boldSystemFont(ofSize: 17)
        cell.imageView?.image = thread.isFlagged ? UIImage(systemName: "flag.fill") : nil
        cell.imageView?.tintColor = .systemOrange
        return cell
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let isRead = threads[indexPath.row].isRead
        let toggle = UIContextualAction(style: .normal, title: isRead ? "Unread" : "Read") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.threads[indexPath.row].isRead.toggle()
            self.tableView.reloadRows(at: [indexPath], with: .none)
            completion(true)
        }
        toggle.backgroundColor = .systemBlue
        toggle.image = UIImage(systemName: isRead ? "envelope.badge" : "envelope.open")
        return UISwipeActionsConfiguration(actions: [toggle])
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Archive") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.archived.append(self.threads[indexPath.row].from)
            self.threads.remove(at: indexPath.row)
            self.tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        delete.image = UIImage(systemName: "archivebox")
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            self?.threads[indexPath.row].isFlagged.toggle()
            self?.tableView.reloadRows(at: [indexPath], with: .none)
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }
}
