#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A custom accessory: a small pill label showing "On"/"Off", made with a frame.
final class PrivacyStatusPill: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 10
        clipsToBounds = true
        label.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    func show(isOn: Bool) {
        label.text = isOn ? "On" : "Off"
        label.textColor = isOn ? .white : .label
        backgroundColor = isOn ? .systemBlue : .systemGray5
    }
}

struct PrivacyPermission {
    let name: String
    var isGranted: Bool
}

/// Permissions list: each row's accessoryView is a pill; tapping a row flips it.
final class SettingsPrivacyViewController: UITableViewController {
    var permissions = [
        PrivacyPermission(name: "Location Services", isGranted: true),
        PrivacyPermission(name: "Tracking", isGranted: false),
        PrivacyPermission(name: "Contacts", isGranted: true),
        PrivacyPermission(name: "Camera", isGranted: false),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Privacy & Security"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PermissionCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        permissions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PermissionCell", for: indexPath)
        let permission = permissions[indexPath.row]
        cell.textLabel?.text = permission.name
        let pill = (cell.accessoryView as? PrivacyStatusPill) ?? PrivacyStatusPill(frame: CGRect(x: 0, y: 0, width: 44, height: 20))
        pill.show(isOn: permission.isGranted)
        cell.accessoryView = pill
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Apps that have requested access will appear here."
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        permissions[indexPath.row].isGranted.toggle()
        tableView.reloadRows(at: [indexPath], with: .none)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
