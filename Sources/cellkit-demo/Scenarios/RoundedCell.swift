import CellKit

/// Scenario: rounded corners come from the background configuration, not the layer; touched
/// or selected rows turn yellow, or (the second style) the tint at 30% alpha.
enum RoundedCellStyle {
    case yellow, tint
}

/// Fades any colour to 30% opacity, for the tint style.
let thirtyPercentAlpha = ColorTransformer("alpha 0.3") { $0.withAlphaComponent(0.3) }

/// Gives `cell` a rounded background that reacts to highlight and selection.
@MainActor
func applyRoundedBackground(to cell: TableViewCell, style: RoundedCellStyle) {
    cell.layer.cornerRadius = 9  // has no visible effect: the configured background covers the layer
    cell.configurationUpdateHandler = { cell, state in
        var background = BackgroundConfiguration.listPlainCell()
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
final class RoundedRowsDataSource: TableViewDataSource {
    let style: RoundedCellStyle
    init(style: RoundedCellStyle) { self.style = style }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "rounded", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.image = Image(systemName: "circle")
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        applyRoundedBackground(to: cell, style: style)
        return cell
    }
}
