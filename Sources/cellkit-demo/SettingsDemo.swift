import CellKit

/// A settings row described entirely by configurations: no cell subclass, no setup code.
struct SettingRowModel: CellViewModel, ConfigurableViewModel, InteractiveCellViewModel, Accessible {
    typealias Cell = UITableViewCell

    let title: String
    let value: String
    let symbol: String
    let selectionHandler: (() -> Void)?

    var accessibilityIdentifier: String? { "setting" }
    var accessibilityOptions: AccessibilityDisplayOptions { .row }

    func contentConfiguration(for state: UICellConfigurationState) -> (any UIContentConfiguration)? {
        var content = UIListContentConfiguration.valueCell().updated(for: state)
        content.text = title
        content.secondaryText = value
        content.image = UIImage(systemName: symbol)
        if state.isSelected {
            content.textProperties.color = .blue
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
        }
        return content
    }

    func backgroundConfiguration(for state: UICellConfigurationState) -> UIBackgroundConfiguration? {
        UIBackgroundConfiguration.listGroupedCell().updated(for: state)
    }
}

/// The demo's third screen: view models drive configurations, rows size themselves, and a tap
/// changes the tapped row's look.
@MainActor
enum SettingsDemo {
    static func run() -> String {
        var log: [String] = []
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .insetGrouped)
        tableView.estimatedRowHeight = 60
        let adapter = TableDataAdapter(tableView: tableView)
        adapter.automaticallyInferCellViewModelTypes = true
        let settings = [("Wi-Fi", "Home", "wifi"), ("Bluetooth", "On", "bolt"), ("Battery", "82%", "battery.75")]
        adapter.data = [
            Section(
                id: "settings",
                items: settings.map { title, value, symbol in
                    SettingRowModel(title: title, value: value, symbol: symbol) { log.append("opened \(title)") }
                })
        ]
        var output = Appearance.screen("Settings, configured by view models (rows measured)", tableView)
        output += Appearance.describe(tableView.visibleCells)
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        output += Appearance.screen("Settings: tapped row 1, which now looks selected", tableView)
        output += Appearance.describe(tableView.visibleCells)
        output += "handler log: \(log.joined(separator: ", "))\n"
        return output
    }
}
