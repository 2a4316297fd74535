import CellKitTestSupport
import Foundation
import HeadlessUIKit
import CellKitTesting
import Testing

// Fixtures shared by the renderer tests: a contacts table and a tiles collection, and the
// golden-file comparison.

// MARK: - Golden files

/// Compares `output` with `Fixtures/Rendering/<name>` through CellKitTesting's `GoldenFile`
/// (a line diff on mismatch, recorded at the caller's line; `CELLKIT_RECORD_FIXTURES=1` re-records).
func expectMatchesRenderingFixture(
    _ output: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try GoldenFile(named: name, in: GoldenFile.fixturesDirectory("Rendering"))
        .assertMatches(output, sourceLocation: sourceLocation)
}

// MARK: - Contacts table

/// Names and phone numbers by section, as in the demo.
let renderContactSections: [(title: String, footer: String, people: [(name: String, phone: String)])] = [
    (
        "Friends", "5 friends",
        [
            ("Ada Lovelace", "+44 20 7946 0001"), ("Alan Turing", "+44 20 7946 0002"),
            ("Grace Hopper", "+1 202 555 0103"), ("Edsger Dijkstra", "+31 20 555 0104"),
            ("Barbara Liskov", "+1 617 555 0105"),
        ]
    ),
    (
        "Colleagues", "8 colleagues",
        [
            ("Donald Knuth", "+1 650 555 0201"), ("Frances Allen", "+1 914 555 0202"),
            ("John Backus", "+1 212 555 0203"), ("Margaret Hamilton", "+1 617 555 0204"),
            ("Niklaus Wirth", "+41 44 555 0205"), ("Radia Perlman", "+1 978 555 0206"),
            ("Tony Hoare", "+44 1865 555 0207"), ("Leslie Lamport", "+1 650 555 0208"),
        ]
    ),
]

/// A contacts table: value cells (name, phone) 56 points tall with identifiers
/// `contact_<section>_<row>`, headers and footers 28 points tall from list content
/// configurations with identifiers `contacts_header_<section>` / `contacts_footer_<section>`.
@MainActor
final class RenderContactsSource: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { renderContactSections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        renderContactSections[section].people.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        let person = renderContactSections[indexPath.section].people[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = person.name
        content.secondaryText = person.phone
        cell.contentConfiguration = content
        cell.accessibilityIdentifier = "contact_\(indexPath.section)_\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 56 }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 28 }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        sectionView(tableView, text: renderContactSections[section].title, identifier: "contacts_header_\(section)")
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        sectionView(tableView, text: renderContactSections[section].footer, identifier: "contacts_footer_\(section)")
    }

    private func sectionView(_ tableView: UITableView, text: String, identifier: String) -> UIView? {
        guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "section") else { return nil }
        var content = view.defaultContentConfiguration()
        content.text = text
        view.contentConfiguration = content
        view.accessibilityIdentifier = identifier
        return view
    }
}

/// A laid-out contacts table 320x400 and its source (keep it: the table holds it weakly).
@MainActor
func makeRenderTable(
    style: UITableView.Style = .plain, estimatedRowHeight: CGFloat = UITableView.automaticDimension
) -> (UITableView, RenderContactsSource) {
    let table = makeTable(height: 400, style: style)
    table.estimatedRowHeight = estimatedRowHeight
    table.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "section")
    let source = RenderContactsSource()
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, source)
}

// MARK: - Tiles collection

/// A tiles collection: list cells 144x60 with the person's name on a plain-cell background
/// rounded by 10 points, identifiers
/// `tile_<section>_<item>`; headers 32 points tall with identifiers `tiles_header_<section>`.
@MainActor
final class RenderTilesSource: UICollectionViewDataSource, UICollectionViewDelegate {
    func numberOfSections(in collectionView: UICollectionView) -> Int { renderContactSections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        renderContactSections[section].people.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = renderContactSections[indexPath.section].people[indexPath.item].name
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell()
        background.cornerRadius = 10
        cell.backgroundConfiguration = background
        cell.accessibilityIdentifier = "tile_\(indexPath.section)_\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        var content = UIListContentConfiguration.plainHeader()
        content.text = renderContactSections[indexPath.section].title
        view.contentConfiguration = content
        view.accessibilityIdentifier = "tiles_header_\(indexPath.section)"
        return view
    }
}

/// A laid-out tiles collection 320x300 in a flow layout (section insets 8/12, line spacing 8,
/// interitem spacing 8, headers 32 tall) and its source.
@MainActor
func makeRenderCollection() -> (UICollectionView, RenderTilesSource) {
    let (collection, _) = makeCollection(width: 320, height: 300) { layout in
        layout.itemSize = CGSize(width: 144, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
    }
    collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "tile")
    collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    let source = RenderTilesSource()
    collection.dataSource = source
    collection.delegate = source
    collection.layoutIfNeeded()
    return (collection, source)
}

/// The output lines that mention `needle`.
func renderedLines(_ output: String, containing needle: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter { $0.contains(needle) }
}

// MARK: - Tests

@MainActor
@Suite("TextRenderer")
struct TextRendererTests {
    @Test("a plain table's first screen matches Fixtures/Rendering/table-plain.txt")
    func plainTableGolden() throws {
        let (table, source) = makeRenderTable()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let output = TextRenderer.render(table)
        try expectMatchesRenderingFixture(output, named: "table-plain.txt")
        withExtendedLifetime(source) {}
    }

    @Test("the header line gives the list, its viewport and its content size")
    func headerLine() {
        let (table, source) = makeRenderTable()
        scroll(table, toY: 360)
        let first = TextRenderer.render(table).split(separator: "\n").first.map(String.init)
        #expect(first == "UITableView plain  viewport (0, 360, 320, 400)  content 320x840")
        withExtendedLifetime(source) {}
    }

    @Test("a floating header and footer are marked pinned; section views at their place are not")
    func pinnedSectionViews() {
        let (table, source) = makeRenderTable()
        // First screen: only the Colleagues footer floats (at the bottom of the screen).
        let pinned = renderedLines(TextRenderer.render(table), containing: "[pinned]")
        #expect(pinned.count == 1 && pinned[0].contains("footer 1  (0, 372, 320, 28)"))
        scroll(table, toY: 360)
        let output = TextRenderer.render(table)
        let lines = output.split(separator: "\n").map(String.init)
        // The floating Colleagues header comes first, at the top of the screen.
        #expect(lines[1].hasPrefix("-- Colleagues --"))
        #expect(lines[1].contains("header 1  (0, 360, 320, 28)"))
        #expect(lines[1].hasSuffix("id=contacts_header_1  [pinned]"))
        // The Colleagues footer floats at the bottom of the screen (its place is at 812).
        let footer = renderedLines(output, containing: "footer 1")
        #expect(footer.count == 1 && footer[0].contains("(0, 732, 320, 28)") && footer[0].hasSuffix("[pinned]"))
        withExtendedLifetime(source) {}
    }

    @Test("rows show their texts in brackets, their frame and identifier, and selection and highlight marks")
    func rowsAndMarks() throws {
        let (table, source) = makeRenderTable()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        try #require(table.cellForRow(at: IndexPath(row: 3, section: 0))).isHighlighted = true
        let output = TextRenderer.render(table)
        let selected = renderedLines(output, containing: "row 0.1")
        #expect(selected.count == 1)
        #expect(selected.first?.hasPrefix("[Alan Turing | +44 20 7946 0002]") == true)
        #expect(selected.first?.contains("(0, 84, 320, 56)") == true)
        #expect(selected.first?.contains("id=contact_0_1 ") == true)
        #expect(selected.first?.hasSuffix(" [selected]") == true)
        #expect(renderedLines(output, containing: "row 0.3").first?.hasSuffix(" [highlighted]") == true)
        #expect(renderedLines(output, containing: "[selected]").count == 1)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(!TextRenderer.render(table).contains("[selected]"))
        withExtendedLifetime(source) {}
    }

    @Test("a grouped table's headers scroll with the rows and are never pinned")
    func groupedTable() throws {
        let (table, source) = makeRenderTable(style: .grouped)
        scroll(table, toY: 360)
        let output = TextRenderer.render(table)
        try expectMatchesRenderingFixture(output, named: "table-grouped.txt")
        #expect(output.hasPrefix("UITableView grouped  viewport (0, 360, 320, 400)"))
        #expect(!output.contains("[pinned]"))
        // The Colleagues header is at its place, half off the screen, in the grouped style's
        // upper case.
        #expect(
            renderedLines(output, containing: "header 1")
                == ["-- COLLEAGUES -----------------------  header 1  (0, 336, 320, 28)  id=contacts_header_1"])
        let row = renderedLines(output, containing: "row 1.0")
        #expect(row.first?.hasPrefix("[Donald Knuth | +1 650 555 0201]") == true)
        withExtendedLifetime(source) {}
    }

    @Test("a flow layout's items share a line per flow line; matches Fixtures/Rendering/collection-flow.txt")
    func flowCollection() throws {
        let (collection, source) = makeRenderCollection()
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let output = TextRenderer.render(collection)
        try expectMatchesRenderingFixture(output, named: "collection-flow.txt")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "UICollectionView UICollectionViewFlowLayout  viewport (0, 0, 320, 300)  content 320x556")
        #expect(lines.contains("[Ada Lovelace] [Alan Turing]"))
        #expect(lines.contains("[Barbara Liskov]"))
        // The items' details show the section inset (12) and the interitem spacing (8).
        #expect(renderedLines(output, containing: "item 0.0").first?.contains("(12, 40, 144, 60)") == true)
        #expect(renderedLines(output, containing: "item 0.1").first?.contains("(164, 40, 144, 60)") == true)
        #expect(renderedLines(output, containing: "item 0.1").first?.hasSuffix("[selected]") == true)
        withExtendedLifetime(source) {}
    }

    @Test("texts come from every visible label in the cell, in reading order, hidden ones left out")
    func readingOrder() {
        let (table, source) = makeTable(rows: [1])
        let cell = table.visibleCells[0]
        // Added out of reading order: bottom-right, top-right, top-left, then two invisible ones.
        let placed: [(String, CGRect)] = [
            ("bottom", CGRect(x: 0, y: 24, width: 100, height: 20)),
            ("right", CGRect(x: 200, y: 0, width: 100, height: 20)),
            ("left", CGRect(x: 10, y: 2, width: 100, height: 16)),
        ]
        for (text, frame) in placed {
            let label = UILabel(text: text)
            label.frame = frame
            cell.contentView.addSubview(label)
        }
        let hidden = UILabel(text: "hidden")
        hidden.isHidden = true
        let transparent = UILabel(text: "transparent")
        transparent.alpha = 0
        cell.contentView.addSubview(hidden)
        cell.contentView.addSubview(transparent)
        let output = TextRenderer.render(table)
        #expect(renderedLines(output, containing: "row 0.0").first?.hasPrefix("[left | right | bottom]  row 0.0") == true)
        #expect(!output.contains("hidden") && !output.contains("transparent"))
        withExtendedLifetime(source) {}
    }

    @Test("the same screen renders the same, however the table got there")
    func determinism() {
        // Estimates equal to the rows' 56 points: scrolling back up then measures no row above
        // the screen taller than estimated, which would move the offset to keep the rows on
        // screen in place (as UIKit does), a different screen for a reason other than reuse.
        let (first, firstSource) = makeRenderTable(estimatedRowHeight: 56)
        let once = TextRenderer.render(first)
        #expect(TextRenderer.render(first) == once)

        // Another table, its delegate set before its data source, scrolled away and back, with
        // a row selected and deselected: its views were recycled in another order.
        let second = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        second.estimatedRowHeight = 56
        second.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "section")
        second.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        let secondSource = RenderContactsSource()
        second.delegate = secondSource
        second.dataSource = secondSource
        scroll(second, toY: 440)
        scroll(second, toY: 120)
        scroll(second, toY: 0)
        second.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        second.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        #expect(TextRenderer.render(second) == once)
        withExtendedLifetime((firstSource, secondSource)) {}
    }

    @Test("lines have no trailing spaces, and an empty list says nothing is on screen")
    func layoutRules() {
        let (table, source) = makeRenderTable()
        let (collection, tiles) = makeRenderCollection()
        for output in [TextRenderer.render(table), TextRenderer.render(collection)] {
            #expect(output.hasSuffix("\n"))
            #expect(!output.split(separator: "\n").contains { $0.hasSuffix(" ") })
        }
        let (empty, emptySource) = makeTable(rows: [])
        #expect(
            TextRenderer.render(empty)
                == "UITableView plain  viewport (0, 0, 320, 480)  content 320x0\n(nothing on screen)\n")
        withExtendedLifetime((source, tiles, emptySource)) {}
    }
}
