import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// A data source that gives every row a registered cell with the background configuration
/// `background` makes, set the way an app sets it in `cellForRowAt`.
@MainActor
private final class BackgroundSource: UITableViewDataSource {
    let background: () -> UIBackgroundConfiguration

    init(background: @escaping () -> UIBackgroundConfiguration) { self.background = background }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.backgroundConfiguration = background()
        cell.accessibilityIdentifier = "row_\(indexPath.row)"
        return cell
    }
}

/// A laid-out 320x132 table of three 44-point rows whose cells get `background`.
@MainActor
private func makeBackgroundTable(_ background: @escaping () -> UIBackgroundConfiguration) -> (UITableView, BackgroundSource) {
    let table = makeTable(height: 132)
    table.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
    let source = BackgroundSource(background: background)
    table.dataSource = source
    table.layoutIfNeeded()
    return (table, source)
}

/// The fill of the background rectangle the SVG renderer draws for the row at `row` (rows are
/// 44 points tall from y = 0), or nil when there is none.
@MainActor
private func renderedBackgroundFill(_ table: UITableView, row: Int) -> String? {
    let prefix = ##"<rect class="background" x="0" y="\##(row * 44)" width="320" height="44""##
    let line = SVGRenderer.render(table).split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.hasPrefix(prefix) }
    guard let line, let range = line.range(of: ##"fill=""##) else { return nil }
    return String(line[range.upperBound...].prefix { $0 != "\"" })
}

/// UIKit's automatic background update changes only what the app left to the system: a
/// `backgroundColor` the app set itself stays when the cell is selected or highlighted, even
/// when it is the very colour the preset starts with.
@Suite("Customised background colours")
@MainActor
struct CustomizedBackgroundColorTests {
    /// Fills an app might set: a colour of its own, and the colours the presets start with
    /// (white is `systemBackground`, the list cell presets' own fill).
    nonisolated static let appColors: [UIColor] = [.systemBlue, .systemBackground, .white, .clear, .systemGray4]

    @Test("a fill the app set stays when the row is selected with selectRow", arguments: appColors)
    func explicitFillSurvivesSelectRow(color: UIColor) throws {
        let (table, source) = makeBackgroundTable {
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = color
            return background
        }
        let row = IndexPath(row: 1, section: 0)

        table.selectRow(at: row, animated: false, scrollPosition: .none)
        table.layoutIfNeeded()

        let cell = try #require(table.cellForRow(at: row))
        #expect(cell.isSelected)
        #expect(cell.backgroundConfigurationView?.resolvedBackgroundColor == color)
        #expect(cell.backgroundConfiguration?.backgroundColor == color, "the cell keeps the configuration as set")
        withExtendedLifetime(source) {}
    }

    @Test("a fill the app set stays through a tap (highlight, then selection) and shows in the rendering")
    func explicitFillSurvivesTap() throws {
        let (table, source) = makeBackgroundTable {
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .white
            return background
        }
        let row = IndexPath(row: 0, section: 0)
        let cell = try #require(table.cellForRow(at: row))
        cell.isHighlighted = true
        table.layoutIfNeeded()
        #expect(cell.backgroundConfigurationView?.resolvedBackgroundColor == .white, "highlighted")
        cell.isHighlighted = false

        table.tapRow(at: row)
        table.layoutIfNeeded()

        #expect(cell.isSelected)
        #expect(cell.backgroundConfigurationView?.resolvedBackgroundColor == .white)
        #expect(renderedBackgroundFill(table, row: 0) == "#FFFFFF")
        withExtendedLifetime(source) {}
    }

    @Test("an untouched list cell preset still turns systemGray4 when its row is selected, and back when deselected")
    func untouchedPresetFollowsState() throws {
        let (table, source) = makeBackgroundTable { .listPlainCell() }
        let row = IndexPath(row: 2, section: 0)
        let cell = try #require(table.cellForRow(at: row))

        table.tapRow(at: row)
        table.layoutIfNeeded()
        #expect(cell.backgroundConfigurationView?.resolvedBackgroundColor == .systemGray4)
        #expect(renderedBackgroundFill(table, row: 2) == "#D1D1D6")

        table.deselectRow(at: row, animated: false)
        table.layoutIfNeeded()
        #expect(cell.backgroundConfigurationView?.resolvedBackgroundColor == .systemBackground)
        withExtendedLifetime(source) {}
    }

    @Test("customising another property leaves the fill to the system")
    func otherPropertyLeavesFillToSystem() throws {
        let (table, source) = makeBackgroundTable {
            var background = UIBackgroundConfiguration.listPlainCell()
            background.cornerRadius = 9
            background.strokeWidth = 1
            return background
        }
        let row = IndexPath(row: 0, section: 0)
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        table.layoutIfNeeded()

        let view = try #require(table.cellForRow(at: row)?.backgroundConfigurationView)
        #expect(view.resolvedBackgroundColor == .systemGray4)
        #expect(view.configuration.cornerRadius == 9)
        withExtendedLifetime(source) {}
    }

    @Test("a sidebar cell given its own clear fill stays clear when selected; untouched, it turns to the tint")
    func sidebarExplicitClear() throws {
        var explicit = UIBackgroundConfiguration.listSidebarCell()
        explicit.backgroundColor = .clear
        #expect(explicit.updated(for: cellState(selected: true)).backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: cellState(selected: true)).backgroundColor == nil)

        var accompanied = UIBackgroundConfiguration.listAccompaniedSidebarCell()
        accompanied.backgroundColor = .clear
        #expect(accompanied.updated(for: cellState(highlighted: true)).backgroundColor == .clear)
    }

    @Test("setting the fill to nil (the tint) counts as customising it")
    func explicitNilFill() {
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = nil
        let selected = background.updated(for: cellState(selected: true))
        #expect(selected.backgroundColor == nil)
        #expect(selected.resolvedBackgroundColor(for: .purple) == .purple)
    }

    @Test("the system's own change is not a customisation: an updated preset still follows later states")
    func updatedPresetStaysUntouched() {
        // A configuration made by updated(for:) and kept (as a view model may keep one) still
        // follows the state, back to the preset's own fill, because its grey came from the system.
        let selected = UIBackgroundConfiguration.listPlainCell().updated(for: cellState(selected: true))
        #expect(selected.backgroundColor == .systemGray4)
        var kept = selected
        kept.cornerRadius = 4
        #expect(kept.updated(for: cellState()).backgroundColor == .systemBackground)
        #expect(
            UIBackgroundConfiguration.listSidebarCell().updated(for: cellState(highlighted: true))
                .updated(for: cellState()).backgroundColor == .clear)

        // Whereas the same grey written by hand is the app's, in every state.
        var handWritten = UIBackgroundConfiguration.listPlainCell()
        handWritten.backgroundColor = .systemGray4
        #expect(handWritten.updated(for: cellState()).backgroundColor == .systemGray4)
        #expect(handWritten.updated(for: cellState(highlighted: true)).backgroundColor == .systemGray4)
    }

    @Test("equality compares what a configuration shows, not which properties the app set")
    func equalityIgnoresCustomisation() {
        var explicit = UIBackgroundConfiguration.listPlainCell()
        explicit.backgroundColor = .systemBackground
        #expect(explicit == .listPlainCell())
        #expect(explicit.hashValue == UIBackgroundConfiguration.listPlainCell().hashValue)
        #expect(explicit.updated(for: cellState(selected: true)) != UIBackgroundConfiguration.listPlainCell().updated(for: cellState(selected: true)))
    }
}
