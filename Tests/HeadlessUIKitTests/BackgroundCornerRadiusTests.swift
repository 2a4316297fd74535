import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// The lines of an SVG document that contain every one of `needles`, trimmed.
private func lines(_ svg: String, containing needles: String...) -> [String] {
    svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { line in needles.allSatisfy { line.contains($0) } }
}

/// A laid-out 320x132 table of three 44-point `CountingTableCell` rows (y = 0, 44, 88) with
/// identifiers `row_<n>`.
@MainActor
private func makeRadiusTable() throws -> (UITableView, RecordingTableSource, [UITableViewCell]) {
    let (table, source) = makeTable(rows: [3], height: 132)
    let cells = try (0..<3).map { try #require(table.cellForRow(at: IndexPath(row: $0, section: 0))) }
    for (row, cell) in cells.enumerated() { cell.accessibilityIdentifier = "row_\(row)" }
    return (table, source, cells)
}

/// Since iOS 14 a cell's background configuration draws its background: a corner radius set on
/// the cell's layer no longer shows, and `backgroundConfiguration.cornerRadius` is what rounds
/// the cell. The layer keeps what the app wrote to it.
@Suite("Background configuration corner radius")
@MainActor
struct BackgroundCornerRadiusTests {
    private static func rounded(_ radius: CGFloat) -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration.listPlainCell()
        background.cornerRadius = radius
        return background
    }

    @Test("the configuration's radius is drawn whether the layer's radius was set before or after it")
    func configurationRadiusWinsInEitherOrder() throws {
        let (table, source, cells) = try makeRadiusTable()
        // Row 0: layer first, then the configuration.
        cells[0].layer.cornerRadius = 20
        cells[0].backgroundConfiguration = Self.rounded(9)
        // Row 1: the configuration first, then the layer.
        cells[1].backgroundConfiguration = Self.rounded(9)
        cells[1].layer.cornerRadius = 20

        let svg = SVGRenderer.render(table)

        for y in [0, 44] {
            let frame = ##"x="0" y="\##(y)" width="320" height="44""##
            #expect(lines(svg, containing: ##"class="background" "## + frame, ##"rx="9""##).count == 1)
            #expect(lines(svg, containing: "<rect " + frame, ##"data-identifier="row_\##(y / 44)""##, ##"rx="9""##).count == 1)
            // The element's outline follows the rounded background, 0.5 inside it.
            #expect(lines(svg, containing: ##"class="outline" x="0.5" y="\##(y).5"##, ##"rx="8.5""##).count == 1)
        }
        #expect(lines(svg, containing: ##"rx="20""##).isEmpty, "the layer's radius does not show")
        #expect(lines(svg, containing: ##"rx="19.5""##).isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test("a configuration without a radius draws square corners over a rounded layer")
    func zeroConfigurationRadius() throws {
        let (table, source, cells) = try makeRadiusTable()
        cells[2].layer.cornerRadius = 12
        cells[2].backgroundConfiguration = .listPlainCell()

        let svg = SVGRenderer.render(table)

        #expect(lines(svg, containing: ##"y="88""##, "rx=").isEmpty)
        #expect(lines(svg, containing: ##"y="88.5""##, "rx=").isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test("the engine leaves the app's layer radius alone: it reads back as set, in either order and after updates")
    func layerRadiusReadsBack() throws {
        let (table, source, cells) = try makeRadiusTable()
        cells[0].layer.cornerRadius = 20
        cells[0].backgroundConfiguration = Self.rounded(9)
        cells[1].backgroundConfiguration = Self.rounded(9)
        cells[1].layer.cornerRadius = 6

        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        cells[1].setNeedsUpdateConfiguration()
        table.layoutIfNeeded()

        #expect(cells[0].layer.cornerRadius == 20)
        #expect(cells[1].layer.cornerRadius == 6)
        #expect(cells[0].backgroundConfigurationView?.layer.cornerRadius == 9, "the background view is what is rounded")
        #expect(cells[1].backgroundConfigurationView?.layer.cornerRadius == 9)
        withExtendedLifetime(source) {}
    }

    @Test("a cell without a background configuration is drawn with its layer's radius")
    func layerRadiusWithoutConfiguration() throws {
        let (table, source, cells) = try makeRadiusTable()
        cells[2].layer.cornerRadius = 6

        let svg = SVGRenderer.render(table)

        #expect(lines(svg, containing: ##"<rect x="0" y="88" width="320" height="44" rx="6""##, ##"data-identifier="row_2""##).count == 1)
        #expect(lines(svg, containing: ##"class="outline" x="0.5" y="88.5""##, ##"rx="5.5""##).count == 1)

        // Taking the configuration away gives the layer's radius back.
        cells[0].layer.cornerRadius = 6
        cells[0].backgroundConfiguration = Self.rounded(9)
        cells[0].backgroundConfiguration = nil
        let after = SVGRenderer.render(table)
        #expect(lines(after, containing: ##"<rect x="0" y="0" width="320" height="44" rx="6""##).count == 1)
        withExtendedLifetime(source) {}
    }
}
