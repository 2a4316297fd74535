import CellKit

/// Scenario: rounded corners come from the background configuration, not the layer; touched
/// or selected rows turn yellow, or (the second style) the tint at 30% alpha.
enum RoundedCellStyle {
    case yellow, tint
}

/// Fades any colour to 30% opacity, for the tint style.
let thirtyPercentAlpha = UIConfigurationColorTransformer("alpha 0.3") { $0.withAlphaComponent(0.3) }

/// Gives `cell` a rounded background that reacts to highlight and selection.
@MainActor
func applyRoundedBackground(to cell: UITableViewCell, style: RoundedCellStyle) {
    cell.layer.cornerRadius = 9  // has no visible effect: the configured background covers the layer
    cell.configurationUpdateHandler = { cell, state in
        var background = UIBackgroundConfiguration.listPlainCell()
        background.cornerRadius = 9
        if state.isHighlighted || state.isSelected {
            switch style {
            case .yellow:
                background.backgroundColor = .yellow
            case .tint:
                background.backgroundColor = nil
                background.backgroundColorTransformer = thirtyPercentAlpha
            }
        }
        cell.backgroundConfiguration = background
    }
}

/// Rows for the scenario, standard content through `defaultContentConfiguration()`.
final class RoundedRowsDataSource: UITableViewDataSource {
    let style: RoundedCellStyle
    init(style: RoundedCellStyle) { self.style = style }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "rounded", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: "circle")
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        applyRoundedBackground(to: cell, style: style)
        return cell
    }
}
