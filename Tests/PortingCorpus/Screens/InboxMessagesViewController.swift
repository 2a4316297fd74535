#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct InboxMessage {
    let sender: String
    let subject: String
    var isUnread: Bool
}

/// A mail list: subtitle cells created in `cellForRowAt`, unread rows in bold with a dot image.
final class InboxMessagesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private(set) var tableView: UITableView!
    var messages: [InboxMessage] = [
        InboxMessage(sender: "Tim", subject: "Keynote draft", isUnread: true),
        InboxMessage(sender: "Craig", subject: "Re: Build times", isUnread: false),
        InboxMessage(sender: "Jony", subject: "Chamfers", isUnread: true),
    ]

    var unreadCount: Int { messages.filter(\.isUnread).count }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.estimatedRowHeight = 64
        tableView.rowHeight = UITableView.automaticDimension
        view.addSubview(tableView)
        updateTitle()
    }

    private func updateTitle() {
        title = unreadCount > 0 ? "Inbox (\(unreadCount))" : "Inbox"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let identifier = "InboxCell"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
        let message = messages[indexPath.row]
        cell.textLabel?.text = message.sender
        cell.textLabel?.font = message.isUnread
            ? UIFont.systemFont(ofSize: 17, weight: .bold)
            : UIFont.systemFont(ofSize: 17, weight: .regular)
        cell.detailTextLabel?.text = message.subject
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.imageView?.image = message.isUnread ? UIImage(systemName: "circle.fill") : nil
        cell.imageView?.tintColor = .systemBlue
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        messages[indexPath.row].isUnread = false
        tableView.reloadRows(at: [indexPath], with: .automatic)
        updateTitle()
    }
}
