import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// Engine fixes the issue-15 scenarios brought up: an outline item's expansion comes from the
/// section snapshot, a row's texts read line by line (the sidebar outline), and a collection
/// view's pinned headers are marked pinned (the photo grid).
@MainActor
@Suite("Outline cells show their section snapshot's expansion")
struct OutlineExpansionStateTests {
    /// A 320 × 480 sidebar list over a diffable data source with one section snapshot.
    @MainActor
    final class Screen {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        let dataSource: UICollectionViewDiffableDataSource<Int, String>

        init() {
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = item.hasSuffix("/") ? [.outlineDisclosure()] : []
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
        }

        func apply(expanding expanded: [String]) {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["A/", "B/"])
            outline.append(["a1"], to: "A/")
            outline.append(["b1"], to: "B/")
            outline.expand(expanded)
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }

        func cell(_ item: String) -> UICollectionViewListCell? {
            dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) as? UICollectionViewListCell }
        }
    }

    @Test("An item expanded before the first apply shows expanded (▾), a collapsed one collapsed (▸)")
    func initialApply() throws {
        let screen = Screen()
        screen.apply(expanding: ["A/"])
        let a = try #require(screen.cell("A/"))
        #expect(a.isExpanded)
        #expect(a.configurationState.isExpanded)
        #expect(screen.cell("B/")?.isExpanded == false)
        let render = TextRenderer.render(screen.collectionView)
        #expect(render.contains("[A/ | ▾]"))
        #expect(render.contains("[B/ | ▸]"))
    }

    @Test("Applying a section snapshot that collapses an item on screen updates its cell")
    func reapply() throws {
        let screen = Screen()
        screen.apply(expanding: ["A/"])
        let a = try #require(screen.cell("A/"))
        screen.apply(expanding: ["B/"])
        #expect(screen.cell("A/") === a)
        #expect(!a.isExpanded)
        #expect(screen.cell("B/")?.isExpanded == true)
        #expect(TextRenderer.render(screen.collectionView).contains("[A/ | ▸]"))
    }

    @Test("A whole snapshot applied over an outline leaves its items unexpanded")
    func wholeSnapshotOverOutline() throws {
        let screen = Screen()
        screen.apply(expanding: ["A/"])
        let a = try #require(screen.cell("A/"))
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A/", "a1", "B/"])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.cell("A/") === a)
        #expect(!a.isExpanded)
    }

    @Test("Outside section snapshots, setExpanded(_:at:) still marks a cell")
    func flatSections() throws {
        let screen = Screen()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A/", "B/"])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        screen.collectionView.setExpanded(true, at: IndexPath(item: 1, section: 0))
        #expect(screen.cell("B/")?.isExpanded == true)
        #expect(screen.cell("A/")?.isExpanded == false)
    }
}

@MainActor
@Suite("TextRenderer reading order inside a cell")
struct TextRendererReadingOrderTests {
    /// A cell whose two labels are placed by the test.
    final class TwoLabelCell: UICollectionViewCell {
        let first = UILabel()
        let second = UILabel()

        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(first)
            contentView.addSubview(second)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @MainActor
    final class Source: UICollectionViewDataSource {
        let place: (TwoLabelCell) -> Void
        init(place: @escaping (TwoLabelCell) -> Void) { self.place = place }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TwoLabelCell
            place(cell)
            return cell
        }
    }

    func render(_ place: @escaping (TwoLabelCell) -> Void) -> String {
        let (collectionView, _) = makeCollection(width: 320, height: 100) { $0.itemSize = CGSize(width: 320, height: 40) }
        collectionView.register(TwoLabelCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source(place: place)
        collectionView.dataSource = source
        return withExtendedLifetime(source) { TextRenderer.render(collectionView) }
    }

    @Test("A full-height glyph and a text set lower in the row read as one line, left to right")
    func sameLine() {
        let text = render { cell in
            // The glyph spans 0..<40 (centre 20); the text 12..<32 (centre 22), inside the glyph's height.
            cell.first.text = "▸"
            cell.first.frame = CGRect(x: 290, y: 0, width: 30, height: 40)
            cell.second.text = "Library"
            cell.second.frame = CGRect(x: 16, y: 12, width: 200, height: 20)
        }
        #expect(text.contains("[Library | ▸]"))
    }

    @Test("A label centred below the first label's bottom starts a new line, whatever its left edge")
    func nextLine() {
        let text = render { cell in
            cell.first.text = "Title"
            cell.first.frame = CGRect(x: 100, y: 2, width: 200, height: 20)   // 2..<22
            cell.second.text = "Subtitle"
            cell.second.frame = CGRect(x: 16, y: 22, width: 200, height: 16)   // centre 30, below 22
        }
        #expect(text.contains("[Title | Subtitle]"))
    }
}

@MainActor
@Suite("Collection views mark pinned headers")
struct CollectionPinnedHeaderTests {
    @MainActor
    final class Source: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    func check(_ layout: UICollectionViewLayout) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let source = Source()
        collectionView.dataSource = source
        let first = IndexPath(item: 0, section: 0)
        let header = { collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: first) }
        withExtendedLifetime(source) {
            collectionView.layoutIfNeeded()
            // At its place (y = 0): not pinned.
            #expect(header()?.isPinned == false)
            // Scrolled 100 points (each section: a 40-point header and 10 rows of 40): floating at 100.
            collectionView.contentOffset = CGPoint(x: 0, y: 100)
            collectionView.layoutIfNeeded()
            #expect(header()?.frame.minY == 100)
            #expect(header()?.isPinned == true)
            #expect(header()?.configurationState.isPinned == true)
            #expect(TextRenderer.render(collectionView).contains("header 0  (0, 100, 320, 40)  [pinned]"))
            collectionView.contentOffset = .zero
            collectionView.layoutIfNeeded()
            #expect(header()?.isPinned == false)
        }
    }

    @Test("A flow layout's header pinned to the visible bounds, away from its place")
    func flow() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 320, height: 40)
        flow.minimumLineSpacing = 0
        flow.headerReferenceSize = CGSize(width: 320, height: 40)
        flow.sectionHeadersPinToVisibleBounds = true
        check(flow)
    }

    @Test("A compositional boundary item with pinToVisibleBounds, away from its place")
    func compositional() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        check(UICollectionViewCompositionalLayout(section: section))
    }
}
