#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A switch-like control made in code, used as a cell's accessory view.
final class SettingsToggleView: UIView {
    var isOn = false {
        didSet { knob.frame.origin.x = isOn ? 20 : 2; backgroundColor = isOn ? .systemGreen : .systemGray4 }
    }
    var onChange: ((Bool) -> Void)?
    private let knob = UIView(frame: CGRect(x: 2, y: 2, width: 27, height: 27))

    override init(frame: CGRect) {
        super.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        layer.cornerRadius = 15.5
        knob.backgroundColor = .white
        knob.layer.cornerRadius = 13.5
        addSubview(knob)
        backgroundColor = .systemGray4
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func toggle() {
        isOn.toggle()
        onChange?(isOn)
    }
}

enum SettingsRow: CaseIterable {
    case airplaneMode, wifi, bluetooth, notifications, general

    var title: String {
        switch self {
        case .airplaneMode: return "Airplane Mode"
        case .wifi: return "Wi-Fi"
        case .bluetooth: return "Bluetooth"
        case .notifications: return "Notifications"
        case .general: return "General"
        }
    }

    var symbolName: String {
        switch self {
        case .airplaneMode: return "airplane"
        case .wifi: return "wifi"
        case .bluetooth: return "antenna.radiowaves.left.and.right"
        case .notifications: return "bell.badge.fill"
        case .general: return "gear"
        }
    }
}

/// The root of a Settings app: value1 cells, disclosure indicators and a toggle accessory.
final class SettingsRootViewController: UITableViewController {
    private let sections: [[SettingsRow]] = [[.airplaneMode, .wifi, .bluetooth], [.notifications, .general]]
    var isAirplaneModeOn = false
    var wifiNetworkName = "Home"
    private(set) var openedRows: [SettingsRow] = []

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.rowHeight = 44
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section][indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingsCell")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "SettingsCell")
        cell.textLabel?.text = row.title
        cell.imageView?.image = UIImage(systemName: row.symbolName)
        cell.imageView?.tintColor = .systemBlue
        cell.detailTextLabel?.text = nil
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.selectionStyle = .default

        switch row {
        case .airplaneMode:
            let toggle = SettingsToggleView(frame: .zero)
            toggle.isOn = isAirplaneModeOn
            toggle.onChange = { [weak self] isOn in self?.isAirplaneModeOn = isOn }
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        case .wifi:
            cell.detailTextLabel?.text = isAirplaneModeOn ? "Off" : wifiNetworkName
            cell.accessoryType = .disclosureIndicator
        case .bluetooth:
            cell.detailTextLabel?.text = "On"
            cell.accessoryType = .disclosureIndicator
        case .notifications, .general:
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        sections[indexPath.section][indexPath.row] == .airplaneMode ? nil : indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        openedRows.append(sections[indexPath.section][indexPath.row])
    }
}
