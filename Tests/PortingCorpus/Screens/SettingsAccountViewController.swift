#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct SettingsAccountField {
    let label: String
    let value: String
    let hasInfo: Bool
}

/// Account details as value1 rows; some rows have a detail (info) button.
final class SettingsAccountViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var fields: [SettingsAccountField] = [
        SettingsAccountField(label: "Name", value: "Ada Lovelace", hasInfo: false),
        SettingsAccountField(label: "Email", value: "ada@example.com", hasInfo: true),
        SettingsAccountField(label: "Phone", value: "+44 20 7946 0000", hasInfo: true),
        SettingsAccountField(label: "Plan", value: "Family", hasInfo: false),
    ]
    private(set) var infoRequests: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        view.backgroundColor = .systemGroupedBackground
        tableView.frame = view.bounds
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fields.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "AccountCell")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "AccountCell")
        let field = fields[indexPath.row]
        cell.textLabel?.text = field.label
        cell.detailTextLabel?.text = field.value
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.accessoryType = field.hasInfo ? .detailButton : .none
        cell.selectionStyle = .none
        return cell
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        infoRequests.append(fields[indexPath.row].label)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        false
    }
}
