import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// The `<line class="separator">` elements of an SVG picture, as (y, x1, x2, stroke).
private func separators(in svg: String) -> [(y: String, x1: String, x2: String, stroke: String)] {
    svg.components(separatedBy: "\n").filter { $0.contains("class=\"separator\"") }.map { line in
        func value(_ name: String) -> String {
            guard let start = line.range(of: " \(name)=\"") else { return "" }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        return (value("y1"), value("x1"), value("x2"), value("stroke"))
    }
}

@MainActor
@Suite("List separators: showsSeparators, separatorConfiguration, itemSeparatorHandler")
struct ListSeparatorTests {
    @Test("Automatic separators: below every row but the last of its section, from where the text starts to the edge")
    func automatic() {
        let screen = ListScreen(UICollectionLayoutListConfiguration(appearance: .plain))
        let lines = separators(in: SVGRenderer.render(screen.collectionView))
        // Rows 44 tall at y 0, 44, 88: lines a quarter point inside the bottom edges of rows 0 and 1.
        // .cell() text starts at its 16-point leading margin; the line runs to the right edge (320).
        #expect(lines.map(\.y) == ["43.75", "87.75"])
        #expect(lines.allSatisfy { $0.x1 == "16" && $0.x2 == "320" })
        // UIKit's separator colour, 60/60/67.
        #expect(lines.allSatisfy { $0.stroke == "#3C3C43" })
    }

    @Test("An inset-grouped list's separators start at the text of its inset rows and end at their edge")
    func insetGrouped() {
        let screen = ListScreen(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let lines = separators(in: SVGRenderer.render(screen.collectionView))
        // Rows at x 20..300 from y 18: bottoms at 62 and 106; text 16 into the row.
        #expect(lines.map(\.y) == ["61.75", "105.75"])
        #expect(lines.allSatisfy { $0.x1 == "36" && $0.x2 == "300" })
    }

    @Test("showsSeparators = false hides every separator, whatever the separator configuration says")
    func hidden() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        configuration.separatorConfiguration.topSeparatorVisibility = .visible
        configuration.itemSeparatorHandler = { _, separators in
            var separators = separators
            separators.bottomSeparatorVisibility = .visible
            return separators
        }
        let screen = ListScreen(configuration)
        #expect(separators(in: SVGRenderer.render(screen.collectionView)).isEmpty)
    }

    @Test("The section's configuration applies to every row: explicit visibilities, insets and colour")
    func sectionConfiguration() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 10)
        configuration.separatorConfiguration.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let screen = ListScreen(configuration)
        let lines = separators(in: SVGRenderer.render(screen.collectionView))
        // Visible even below the last row; from 0 to 320 − 10.
        #expect(lines.map(\.y) == ["43.75", "87.75", "131.75"])
        #expect(lines.allSatisfy { $0.x1 == "0" && $0.x2 == "310" && $0.stroke == "#FF0000" })
    }

    @Test("itemSeparatorHandler gets each row's index path and the section's configuration, and its answer is drawn")
    func handler() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var seen: [IndexPath] = []
        var sawAutomatic = true
        configuration.itemSeparatorHandler = { indexPath, separators in
            seen.append(indexPath)
            sawAutomatic = sawAutomatic && separators.topSeparatorVisibility == .automatic
                && separators.bottomSeparatorVisibility == .automatic
            var separators = separators
            if indexPath.item == 0 {
                separators.topSeparatorVisibility = .visible
                separators.topSeparatorInsets.leading = 4
            }
            if indexPath.item == 1 { separators.bottomSeparatorVisibility = .hidden }
            return separators
        }
        let screen = ListScreen(configuration)
        let lines = separators(in: SVGRenderer.render(screen.collectionView))
        // Row 0: a top line (inset 4 on the leading side, automatic trailing) and its automatic bottom line;
        // row 1: hidden; row 2: the last, none.
        #expect(lines.map(\.y) == ["0.25", "43.75"])
        #expect(lines.map(\.x1) == ["4", "16"])
        #expect(Set(seen) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(sawAutomatic)
    }

    @Test("Between two selected rows of a multiple-selection list, the separator takes multipleSelectionColor")
    func multipleSelection() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.multipleSelectionColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let screen = ListScreen(configuration)
        screen.collectionView.allowsMultipleSelection = true
        screen.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        screen.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let lines = separators(in: SVGRenderer.render(screen.collectionView))
        // Below row 0 (rows 0 and 1 selected): blue; below row 1 (row 2 not selected): the usual colour.
        #expect(lines.map(\.stroke) == ["#0000FF", "#3C3C43"])
    }

    @Test("A separator configuration's visual effect is named on each separator line")
    func visualEffect() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.visualEffect = UIBlurEffect(style: .systemThinMaterial)
        let svg = SVGRenderer.render(ListScreen(configuration).collectionView)
        #expect(svg.components(separatedBy: "data-visual-effect=\"blur(systemThinMaterial)\"").count - 1 == 2)
    }

    @Test("An indented row's automatic separator starts at its indented text")
    func indented() {
        let screen = ListScreen(UICollectionLayoutListConfiguration(appearance: .plain))
        screen.cell(0).indentationLevel = 2
        screen.collectionView.layoutIfNeeded()
        screen.cell(0).layoutIfNeeded()
        let lines = separators(in: SVGRenderer.render(screen.collectionView))
        // 2 × 10 points of indentation, then the 16-point text margin.
        #expect(lines.first?.x1 == "36")
    }
}

@MainActor
@Suite("List header modes: headerTopPadding and firstItemInSection")
struct ListHeaderModeTests {
    private func withHeaders(_ screen: ListScreen) {
        screen.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(
                using: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: kind) { view, _, _ in
                    var content = UIListContentConfiguration.plainHeader()
                    content.text = "Header"
                    view.contentConfiguration = content
                },
                for: indexPath)
        }
        screen.collectionView.reloadData()
        screen.collectionView.layoutIfNeeded()
    }

    @Test("headerTopPadding adds room above each section's header")
    func headerTopPadding() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 10
        let screen = ListScreen(configuration, sections: [["A"], ["B"]])
        withHeaders(screen)
        let kind = UICollectionView.elementKindSectionHeader
        // Headers measure 6 + 20.4 + 6 = 32.4 (one line of 17-point headline in plainHeader's margins).
        // Section 0: 10 of padding, header 10..<42.4, row 42.4..<86.4, 18-point gap (no footer) to 104.4.
        // Section 1: padding to 114.4, header 114.4..<146.8, row 146.8..<190.8, gap to 208.8.
        let headers = (0..<2).map {
            screen.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: $0))?.frame.minY ?? -1
        }
        #expect(isClose(headers[0], 10))
        #expect(isClose(screen.cell(0).frame.minY, 42.4))
        #expect(isClose(headers[1], 114.4))
        #expect(isClose(screen.cell(0, section: 1).frame.minY, 146.8))
        #expect(isClose(screen.collectionView.contentSize.height, 208.8))
    }

    @Test("Without a header, headerTopPadding adds nothing")
    func paddingWithoutHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerTopPadding = 10
        let screen = ListScreen(configuration)
        #expect(screen.cell(0).frame.minY == 18)   // only the grouped gap
    }

    @Test("firstItemInSection: the first item of each section is styled as the appearance's header, without the grouped gap")
    func firstItemInSection() {
        for (appearance, header, headerBackground, cell, cellBackground) in [
            (UICollectionLayoutListConfiguration.Appearance.sidebar, UIListContentConfiguration.sidebarHeader(),
             UIBackgroundConfiguration.listSidebarHeader(), UIListContentConfiguration.sidebarCell(), UIBackgroundConfiguration.listSidebarCell()),
            (.insetGrouped, .groupedHeader(), .listGroupedHeaderFooter(), .cell(), .listGroupedCell()),
            (.plain, .plainHeader(), .listPlainHeaderFooter(), .cell(), .listPlainCell()),
        ] {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .firstItemInSection
            let screen = ListScreen(configuration, sections: [["Library", "Recents", "Favorites"]])
            #expect(screen.cell(0).defaultContentConfiguration() == header, "\(appearance)")
            #expect(screen.cell(0).defaultBackgroundConfiguration() == headerBackground, "\(appearance)")
            #expect(screen.cell(1).defaultContentConfiguration() == cell, "\(appearance)")
            #expect(screen.cell(1).defaultBackgroundConfiguration() == cellBackground, "\(appearance)")
            // The header item opens the section: no 18-point gap above it in the grouped appearances.
            #expect(screen.cell(0).frame.minY == 0, "\(appearance)")
            // Separators: none below the header item, one below "Recents", none below the last item.
            let lines = separators(in: SVGRenderer.render(screen.collectionView))
            #expect(lines.count == 1, "\(appearance)")
            let below = Double(screen.cell(1).frame.maxY) - 0.25
            #expect(abs((lines.first.flatMap { Double($0.y) } ?? 0) - below) < 0.01, "\(appearance)")
        }
    }
}

/// A list cell whose multi-line label is pinned to its content view's edges by constraints.
@MainActor
private final class WrappingListCell: UICollectionViewListCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("Self-sizing Auto Layout cells in compositional lists")
struct CompositionalAutoLayoutSizingTests {
    @Test("An Auto Layout list row is measured at the list's width: a long text wraps and the row grows")
    func measuredAtFixedWidth() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<WrappingListCell, String> { cell, _, text in cell.label.text = text }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems([String(repeating: "a", count: 60), "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        // 17-point text: 8.5 points a character, 20.4 a line. At the row's 320 points, 37 characters
        // fit a line (37 × 8.5 = 314.5), so 60 characters take 2 lines: 40.8 tall, 320 wide.
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 320, height: 40.8))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 40.8)
    }
}

@MainActor
@Suite("Self-sizing cards in orthogonal sections")
struct OrthogonalSelfSizingTests {
    /// A 320×480 collection view: section 0 a carousel of 200-point-wide cards estimated 100 tall
    /// (list cells with `.cell()` text), section 1 one 50-point row below it.
    private func screen(cards: [String]) -> (UICollectionView, AnyObject) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            if section == 1 {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(200), heightDimension: .estimated(100)), subitems: [item])
            let carousel = NSCollectionLayoutSection(group: group)
            carousel.orthogonalScrollingBehavior = .continuous
            return carousel
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = UIListContentConfiguration.cell()
            content.text = text
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(cards, toSection: 0)
        snapshot.appendItems(["below"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    // .cell() text in a 200-point card: 16-point margins leave 168, 19 characters of 8.5 points a
    // line; a line is 20.4 tall and the margins 11.8 above and below. One line: 44; 40 characters
    // (3 lines): 23.6 + 61.2 = 84.8; 60 characters (4 lines): 23.6 + 81.6 = 105.2.
    private let three = String(repeating: "m", count: 40)
    private let four = String(repeating: "w", count: 60)

    @Test("Cards measure their heights; the row is as tall as the tallest, and what follows moves")
    func rowFollowsTallestCard() {
        let (collectionView, dataSource) = screen(cards: ["A", three])
        defer { withExtendedLifetime(dataSource) {} }
        let card = { (item: Int) in collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero }
        #expect(isClose(card(0), CGRect(x: 0, y: 0, width: 200, height: 44)))
        #expect(isClose(card(1), CGRect(x: 200, y: 0, width: 200, height: 84.8)))
        // Section 1 starts where the row ends.
        #expect(isClose(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY ?? 0, 84.8))
    }

    @Test("Cards off screen count at their estimate until they are scrolled in and measured")
    func unmeasuredCardsKeepTheirEstimate() {
        let (collectionView, dataSource) = screen(cards: ["A", three, four, "B"])
        defer { withExtendedLifetime(dataSource) {} }
        let below = { collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY ?? 0 }
        // Cards 0 and 1 measured (44, 84.8); 2 and 3 still count at 100.
        #expect(isClose(below(), 100))
        // Scrolled to the end (4 × 200 − 320 = 480): cards 2 and 3 come in and measure (105.2, 44).
        collectionView.setOrthogonalContentOffset(480, inSection: 0)
        collectionView.layoutIfNeeded()
        #expect(isClose(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height ?? 0, 105.2))
        #expect(isClose(below(), 105.2))
    }
}
