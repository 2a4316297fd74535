#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// General › About: grouped sections with header and footer titles and value1 rows.
final class AboutPhoneViewController: UITableViewController {
    struct Group {
        let header: String?
        let footer: String?
        let rows: [(String, String)]
    }

    let groups = [
        Group(header: nil, footer: nil, rows: [("Name", "Ada's iPhone"), ("iOS Version", "16.4"), ("Model Name", "iPhone 14")]),
        Group(header: "Storage", footer: "Available space is approximate.", rows: [("Capacity", "128 GB"), ("Available", "41.2 GB")]),
        Group(header: "Network", footer: nil, rows: [("Carrier", "Carrier 53.0"), ("Wi-Fi Address", "F0:99:B6:00:00:01")]),
    ]

    init() {
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        tableView.allowsSelection = false
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        groups.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        groups[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        groups[section].header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        groups[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "About")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "About")
        let (label, value) = groups[indexPath.section].rows[indexPath.row]
        cell.textLabel?.text = label
        cell.detailTextLabel?.text = value
        return cell
    }
}
