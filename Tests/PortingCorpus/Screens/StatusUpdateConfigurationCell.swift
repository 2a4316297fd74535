#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIConfigurationStateCustomKey {
    static let statusIsArchived = UIConfigurationStateCustomKey("com.example.status.isArchived")
}

extension UICellConfigurationState {
    var isArchived: Bool {
        get { self[.statusIsArchived] as? Bool ?? false }
        set { self[.statusIsArchived] = newValue }
    }
}

/// A cell subclass that builds its configurations in `updateConfiguration(using:)`, with a
/// custom state ("archived") added by overriding `configurationState`.
final class StatusUpdateConfigurationCell: UITableViewCell {
    var statusText: String? { didSet { setNeedsUpdateConfiguration() } }
    var isArchived = false { didSet { setNeedsUpdateConfiguration() } }
    private(set) var updateCount = 0

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isArchived = isArchived
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        updateCount += 1
        var content = defaultContentConfiguration().updated(for: state)
        content.text = statusText
        content.secondaryText = state.isArchived ? "Archived" : nil
        content.textProperties.color = state.isArchived ? .tertiaryLabel : .label
        contentConfiguration = content

        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        if state.isArchived {
            background.backgroundColor = .systemGray6
        } else if state.isSelected || state.isHighlighted {
            background.backgroundColor = .systemGray4
        }
        backgroundConfiguration = background
    }
}

final class StatusListViewController: UITableViewController {
    var statuses: [(text: String, archived: Bool)] = [("Shipping today", false), ("Old news", true), ("In review", false)]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(StatusUpdateConfigurationCell.self, forCellReuseIdentifier: "Status")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        statuses.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Status", for: indexPath) as! StatusUpdateConfigurationCell
        cell.statusText = statuses[indexPath.row].text
        cell.isArchived = statuses[indexPath.row].archived
        return cell
    }
}
