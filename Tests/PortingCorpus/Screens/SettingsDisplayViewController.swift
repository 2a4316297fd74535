#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Display & Brightness: an appearance choice (checkmarks), value1 rows and a text-size row.
final class SettingsDisplayViewController: UITableViewController {
    enum Appearance: String, CaseIterable { case light = "Light", dark = "Dark", automatic = "Automatic" }

    var appearance: Appearance = .automatic
    var textSizeName = "Default"
    var autoLockMinutes = 2

    init() {
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Display & Brightness"
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        tableView.sectionHeaderHeight = UITableView.automaticDimension
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? Appearance.allCases.count : 2
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Appearance" : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "choice")
                ?? UITableViewCell(style: .default, reuseIdentifier: "choice")
            let option = Appearance.allCases[indexPath.row]
            cell.textLabel?.text = option.rawValue
            cell.accessoryType = option == appearance ? .checkmark : .none
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "value")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
        cell.accessoryType = .disclosureIndicator
        if indexPath.row == 0 {
            cell.textLabel?.text = "Text Size"
            cell.detailTextLabel?.text = textSizeName
        } else {
            cell.textLabel?.text = "Auto-Lock"
            cell.detailTextLabel?.text = "\(autoLockMinutes) Minutes"
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard indexPath.section == 0 else { return }
        appearance = Appearance.allCases[indexPath.row]
        tableView.reloadSections(IndexSet(integer: 0), with: .none)
    }
}
