import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `<rect …/>` and `<g …>` lines of an SVG document that contain every one of `needles`.
private func svgLines(_ svg: String, containing needles: String...) -> [String] {
    svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { line in needles.allSatisfy { line.contains($0) } }
}

/// Whether `svg` parses as XML.
private func isWellFormedXML(_ svg: String) -> Bool {
    XMLParser(data: Data(svg.utf8)).parse()
}

@MainActor
@Suite("SVGRenderer")
struct SVGRendererTests {
    @Test("a plain table's first screen matches Fixtures/Rendering/table-plain.svg")
    func plainTableGolden() throws {
        let (table, source) = makeRenderTable()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let svg = SVGRenderer.render(table)
        try expectMatchesRenderingFixture(svg, named: "table-plain.svg")
        #expect(isWellFormedXML(svg))
        withExtendedLifetime(source) {}
    }

    @Test("a flow-layout collection matches Fixtures/Rendering/collection-flow.svg")
    func flowCollectionGolden() throws {
        let (collection, source) = makeRenderCollection()
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let svg = SVGRenderer.render(collection)
        try expectMatchesRenderingFixture(svg, named: "collection-flow.svg")
        #expect(isWellFormedXML(svg))
        withExtendedLifetime(source) {}
    }

    @Test("the canvas is the viewport: the content is translated by minus the content offset")
    func canvasIsTheViewport() {
        let (table, source) = makeRenderTable()
        scroll(table, toY: 360)
        let svg = SVGRenderer.render(table)
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 320 400""##))
        #expect(svg.contains(##"<g transform="translate(0 -360)">"##))
        #expect(!svgLines(svg, containing: ##"class="list" x="0" y="360" width="320" height="400" fill="#FFFFFF""##).isEmpty)
        // Rows are drawn at their frames in content coordinates, under the pinned header.
        #expect(svgLines(svg, containing: ##"<g class="header" data-index-path="1" data-pinned="true">"##).count == 1)
        #expect(
            !svgLines(svg, containing: ##"x="0" y="364" width="320" height="56""##, ##"data-identifier="contact_1_0""##)
                .isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test("items sit where the flow layout puts them; the section inset area is drawn dashed")
    func sectionInsetsAndSpacing() {
        let (collection, source) = makeRenderCollection()
        let svg = SVGRenderer.render(collection)
        // Left inset 12, then 144 wide, interitem spacing 8; header 32 plus top inset 8.
        #expect(!svgLines(svg, containing: ##"x="12" y="40" width="144" height="60""##, "tile_0_0").isEmpty)
        #expect(!svgLines(svg, containing: ##"x="164" y="40" width="144" height="60""##, "tile_0_1").isEmpty)
        // Line spacing 8: the second line starts at 40 + 60 + 8.
        #expect(!svgLines(svg, containing: ##"x="12" y="108" width="144" height="60""##, "tile_0_2").isEmpty)
        let insets = svgLines(svg, containing: ##"class="section-inset""##)
        #expect(insets.first == ##"<rect class="section-inset" data-section="0" x="12" y="40" width="296" height="196" fill="none" stroke="#8E8E93" stroke-width="1" stroke-dasharray="4 3"/>"##)
        withExtendedLifetime(source) {}
    }

    @Test("a configured background is filled with its resolved colour and rounded by its corner radius")
    func backgroundConfiguration() throws {
        let (table, source) = makeRenderTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = nil  // the tint
        background.cornerRadius = 12
        background.strokeWidth = 2
        background.strokeColor = .orange
        cell.backgroundConfiguration = background
        cell.tintColor = .purple  // set after the background was applied: resolved when drawn
        let svg = SVGRenderer.render(table)
        #expect(
            svgLines(svg, containing: ##"class="background""##)
                == [##"<rect class="background" x="0" y="28" width="320" height="56" rx="12" fill="#800080" stroke="#FF8000" stroke-width="2"/>"##])
        // The cell's own rectangle and outline take the background's corner radius.
        #expect(svgLines(svg, containing: ##"rx="12""##, ##"data-identifier="contact_0_0""##).count == 1)
        #expect(svgLines(svg, containing: ##"class="outline" x="0.5" y="28.5" width="319" height="55" rx="11.5""##).count == 1)

        // A preset colour resolves for the state: selected list cells turn grey.
        var plain = UIBackgroundConfiguration.listPlainCell()
        plain.cornerRadius = 8
        cell.backgroundConfiguration = plain
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let selected = SVGRenderer.render(table)
        #expect(svgLines(selected, containing: ##"class="background""##, ##"rx="8" fill="#D1D1D6""##).count == 1)
        withExtendedLifetime(source) {}
    }

    @Test("selected and highlighted elements get distinct outlines and data attributes")
    func selectionOutline() throws {
        let (table, source) = makeRenderTable()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))).isHighlighted = true
        let svg = SVGRenderer.render(table)
        #expect(svgLines(svg, containing: ##"<g class="row" data-index-path="0.1" data-selected="true">"##).count == 1)
        #expect(svgLines(svg, containing: ##"<g class="row" data-index-path="0.2" data-highlighted="true">"##).count == 1)
        #expect(
            svgLines(svg, containing: ##"class="selection""##)
                == [##"<rect class="selection" x="1" y="85" width="318" height="54" fill="none" stroke="#007AFF" stroke-width="2"/>"##])
        #expect(svgLines(svg, containing: ##"class="highlight""##, ##"stroke="#FF9500""##, "stroke-dasharray").count == 1)
        // Every other element on screen has the light outline: header 0, rows 0.0, 0.3 and 0.4,
        // footer 0, header 1, row 1.0, footer 1.
        #expect(svgLines(svg, containing: ##"class="outline""##, ##"stroke="#C6C6C8" stroke-width="1""##).count == 8)
        withExtendedLifetime(source) {}
    }

    @Test("labels are drawn as text with their font and colour; texts and identifiers are XML-escaped")
    func textsAndEscaping() throws {
        let (table, source) = makeRenderTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        var content = UIListContentConfiguration.valueCell()
        content.text = ##"Tom & "Jerry" <3 'x'"##
        cell.contentConfiguration = content
        cell.accessibilityIdentifier = "a<b>&\"c\""
        let svg = SVGRenderer.render(table)
        #expect(svg.contains(">Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos;</text>"))
        #expect(svg.contains(##"data-identifier="a&lt;b&gt;&amp;&quot;c&quot;""##))
        #expect(!svg.contains("Tom & "))
        #expect(isWellFormedXML(svg))
        // The phone of the next row: body font, secondary colour (translucent), right of its frame.
        let phone = svgLines(svg, containing: ">+44 20 7946 0002</text>")
        #expect(phone.count == 1)
        #expect(phone.first?.contains(##"font-size="17" fill="#3C3C43" fill-opacity="0.6""##) == true)
        withExtendedLifetime(source) {}
    }

    @Test("a label allowed several lines wraps by characters into tspans, as UILabel measures")
    func multilineText() {
        let label = UILabel(text: "abcdefghij")
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 10, weight: .bold)
        label.frame = CGRect(x: 0, y: 0, width: 25, height: 24)
        let svg = SVGRenderer.render(label, size: CGSize(width: 25, height: 24))
        #expect(svg.contains(##"<text x="0" y="9.5" font-size="10" font-weight="700" fill="#000000">"##))
        #expect(svg.contains(##"<tspan x="0" y="9.5">abcde</tspan>"##))
        #expect(svg.contains(##"<tspan x="0" y="21.5">fghij</tspan>"##))
    }

    @Test("any view tree renders: frames are converted through bounds origins, hidden views are skipped")
    func genericViewTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 150, height: 60))
        container.layer.cornerRadius = 4
        container.layer.borderWidth = 1
        container.layer.borderColor = UIColor.gray.cgColor
        let scrolled = UIScrollView(frame: CGRect(x: 5, y: 5, width: 100, height: 40))
        scrolled.contentOffset = CGPoint(x: 0, y: 30)
        let inner = UIView(frame: CGRect(x: 0, y: 40, width: 50, height: 10.25))
        inner.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        inner.alpha = 0.5
        inner.accessibilityIdentifier = "inner"
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.accessibilityIdentifier = "hidden"
        let transparent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        transparent.alpha = 0
        transparent.accessibilityIdentifier = "transparent"
        let image = UIImageView(image: UIImage(systemName: "star.fill"))
        root.addSubview(container)
        container.addSubview(scrolled)
        scrolled.addSubview(inner)
        root.addSubview(hidden)
        hidden.addSubview(image)
        root.addSubview(transparent)
        let svg = SVGRenderer.render(root, size: CGSize(width: 200, height: 100))
        #expect(svg.contains(##"<rect x="10" y="20" width="150" height="60" rx="4" fill="none" stroke="#808080" stroke-width="1"/>"##))
        // 10 + 5 + 0 across; 20 + 5 - 30 + 40 down.
        #expect(svg.contains(##"<rect x="15" y="35" width="50" height="10.25" fill="#FF0000" fill-opacity="0.5" opacity="0.5" data-identifier="inner"/>"##))
        #expect(!svg.contains("hidden"))
        #expect(!svg.contains("transparent"))
        #expect(!svg.contains("star.fill"))
        #expect(isWellFormedXML(svg))
    }

    @Test("an image view is a rectangle titled with the image's name")
    func imageView() {
        var content = UIListContentConfiguration.cell()
        content.text = "Favourites"
        content.image = UIImage(systemName: "star.fill")
        let row = UIListContentView(configuration: content)
        row.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let svg = SVGRenderer.render(row, size: row.bounds.size)
        #expect(svg.contains(##"<rect class="image" x="16" y="11.8" width="24" height="24" fill="#007AFF" fill-opacity="0.25">"##))
        #expect(svg.contains("<title>star.fill</title>"))
    }

    @Test("showingIdentifiers puts each identified view, and what it draws, in a group titled with its identifier")
    func identifiersOnHover() throws {
        let (table, source) = makeRenderTable()
        let svg = SVGRenderer.render(table, showingIdentifiers: true)
        let lines = svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let group = ##"<g class="identified" pointer-events="all">"##
        // The titles, one per group, name every element on screen: header 0 (0–28), rows 0.0 to
        // 0.4 (28–308), footer 0, header 1, row 1.0 (from 364) and the plain table's pinned
        // footer 1.
        let titles = lines.indices.filter { lines[$0] == group }.map { lines[$0 + 1] }
        #expect(
            titles == [
                "contact_0_0", "contact_0_1", "contact_0_2", "contact_0_3", "contact_0_4", "contact_1_0",
                "contacts_header_0", "contacts_footer_0", "contacts_header_1", "contacts_footer_1",
            ].map { "<title>\($0)</title>" })
        // Row 0.0: the group opens the row's element, the cell's own rectangle follows the title,
        // and the group closes before the separator and the outline, which are the row's.
        let row = try #require(lines.firstIndex(of: ##"<g class="row" data-index-path="0.0">"##))
        #expect(lines[row + 1] == group)
        #expect(lines[row + 3] == ##"<rect x="0" y="28" width="320" height="56" fill="none" data-identifier="contact_0_0"/>"##)
        let separator = try #require(lines[row...].firstIndex { $0.hasPrefix(##"<line class="separator""##) })
        let close = try #require(lines[row...].firstIndex(of: "</g>"))
        #expect(close == separator - 1)
        #expect(isWellFormedXML(svg))
        // Off by default: the same table draws no groups and no identifier titles.
        let plain = SVGRenderer.render(table)
        #expect(!plain.contains("identified") && !plain.contains("<title>contact"))
        withExtendedLifetime(source) {}
    }

    @Test("identifier groups nest (the innermost names what is under the pointer), cover the list, and are escaped")
    func nestedAndListIdentifiers() throws {
        let (table, source) = makeRenderTable()
        table.accessibilityIdentifier = "contacts<list>"
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let badge = UILabel(text: "VIP")
        badge.frame = CGRect(x: 250, y: 10, width: 40, height: 20)
        badge.accessibilityIdentifier = "vip_badge"
        cell.contentView.addSubview(badge)
        let lines = SVGRenderer.render(table, showingIdentifiers: true).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let group = ##"<g class="identified" pointer-events="all">"##
        // The list's group opens inside the viewport's translation, before the list's rectangle.
        #expect(lines[2] == ##"<g transform="translate(0 0)">"##)
        #expect(lines[3] == group && lines[4] == "<title>contacts&lt;list&gt;</title>")
        #expect(lines[5].hasPrefix(##"<rect class="list""##))
        // The badge's group sits inside the cell's: the badge is at 250, 28 + 10 on the canvas.
        let cellTitle = try #require(lines.firstIndex(of: "<title>contact_0_0</title>"))
        let badgeTitle = try #require(lines.firstIndex(of: "<title>vip_badge</title>"))
        let cellEnd = try #require(lines[cellTitle...].firstIndex { $0.hasPrefix(##"<line class="separator""##) })
        #expect(cellTitle < badgeTitle && badgeTitle < cellEnd)
        #expect(lines[badgeTitle - 1] == group)
        #expect(lines[badgeTitle + 1] == ##"<rect x="250" y="38" width="40" height="20" fill="none" data-identifier="vip_badge"/>"##)
        #expect(lines[badgeTitle + 3] == "</g>")
        withExtendedLifetime(source) {}
    }

    @Test("the same screen renders the same, however the collection got there")
    func determinism() {
        let (first, firstSource) = makeRenderCollection()
        let once = SVGRenderer.render(first)
        #expect(SVGRenderer.render(first) == once)

        let (second, secondSource) = makeRenderCollection()
        scroll(second, toY: 256)
        scroll(second, toY: 90)
        scroll(second, toY: 0)
        #expect(SVGRenderer.render(second) == once)
        withExtendedLifetime((firstSource, secondSource)) {}
    }
}
