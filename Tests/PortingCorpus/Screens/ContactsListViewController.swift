#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct ContactsPerson {
    let name: String
    let phone: String
    let isFavorite: Bool
}

/// A subtitle cell registered by class: UIKit ignores the style of a registered class, so the
/// subclass asks for `.subtitle` in its initializer.
final class ContactsSubtitleCell: UITableViewCell {
    static let reuseIdentifier = "ContactsSubtitleCell"

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ContactsListViewController: UITableViewController {
    var people: [ContactsPerson] = [
        ContactsPerson(name: "Grace Hopper", phone: "555-0100", isFavorite: true),
        ContactsPerson(name: "Alan Turing", phone: "555-0101", isFavorite: false),
        ContactsPerson(name: "Katherine Johnson", phone: "555-0102", isFavorite: true),
        ContactsPerson(name: "Edsger Dijkstra", phone: "555-0103", isFavorite: false),
    ]
    private(set) var calledNumbers: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactsSubtitleCell.self, forCellReuseIdentifier: ContactsSubtitleCell.reuseIdentifier)
        tableView.rowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        people.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactsSubtitleCell.reuseIdentifier, for: indexPath)
        let person = people[indexPath.row]
        cell.textLabel?.text = person.name
        cell.detailTextLabel?.text = person.phone
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.imageView?.image = UIImage(systemName: person.isFavorite ? "star.fill" : "person.crop.circle")
        cell.imageView?.tintColor = person.isFavorite ? .systemYellow : .systemGray
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calledNumbers.append(people[indexPath.row].phone)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
