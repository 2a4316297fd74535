#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// An inbox written for iOS 15: no extra padding above section headers, self-sizing header
/// views with list configurations, unread rows in the bold variant of the body font and the
/// brand colour from the asset catalogue, accessibility traits, and a scroll-view delegate that
/// hides the "new mail" banner once the list scrolls.
final class UnreadInboxViewController: UITableViewController {
    struct Message {
        let sender: String
        let subject: String
        var isUnread: Bool
    }

    var sections: [(title: String, messages: [Message])] = [
        ("Today", [
            Message(sender: "Grace Hopper", subject: "Compiler notes", isUnread: true),
            Message(sender: "Alan Turing", subject: "Lunch?", isUnread: false),
        ]),
        ("Yesterday", [
            Message(sender: "Katherine Johnson", subject: "Trajectory check", isUnread: true),
        ]),
    ]
    private(set) var showsNewMailBanner = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Day")
        tableView.sectionHeaderTopPadding = 0
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        let message = sections[indexPath.section].messages[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = message.sender
        content.secondaryText = message.subject
        let body = UIFont.preferredFont(forTextStyle: .body)
        if message.isUnread, let bold = body.fontDescriptor.withSymbolicTraits(.traitBold) {
            content.textProperties.font = UIFont(descriptor: bold, size: 0)
            content.textProperties.color = UIColor(named: "UnreadTint") ?? .systemBlue
        } else {
            content.textProperties.font = body
        }
        cell.contentConfiguration = content
        cell.accessibilityTraits = message.isUnread ? [.button, .updatesFrequently] : .button
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Day")
        var content = UIListContentConfiguration.plainHeader()
        content.text = sections[section].title
        header?.contentConfiguration = content
        header?.accessibilityTraits = .header
        return header
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        sections[indexPath.section].messages[indexPath.row].isUnread = false
        tableView.reloadRows(at: [indexPath], with: .none)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.contentOffset.y > 0 { showsNewMailBanner = false }
    }
}
