import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

@Suite("UICollectionView registration, display and scrolling")
@MainActor
struct CollectionViewTests {
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    /// 100x100 items in a 320x480 view: three to a line, lines 110 points apart, five lines on screen.
    private func grid(
        items: [Int] = [100], configure: (UICollectionViewFlowLayout, UICollectionView, RecordingCollectionSource) -> Void = { _, _, _ in }
    ) -> (UICollectionView, UICollectionViewFlowLayout, RecordingCollectionSource) {
        makeCollection(items: items) { flow, collection, source in
            flow.itemSize = CGSize(width: 100, height: 100)
            configure(flow, collection, source)
        }
    }

    private func items(_ range: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
        range.map { IndexPath(item: $0, section: section) }
    }

    // MARK: Registration

    @Test("dequeue makes a cell of the registered class with the identifier and the item's frame")
    func dequeueCell() {
        let (collection, flow, _) = makeCollection(items: [10], layout: false)

        let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 6, section: 0))

        #expect(cell is CountingCollectionCell)
        #expect(cell.reuseIdentifier == "cell")
        #expect(cell.frame == flow.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame)
        #expect(cell.frame.origin == CGPoint(x: 67.5, y: 60))
        #expect(collection.numberOfCreatedCells(withReuseIdentifier: "cell") == 1)
        #expect(collection.registeredCellClass(forReuseIdentifier: "cell") == CountingCollectionCell.self)
    }

    @Test("registering a cell identifier again replaces the class; registering nil removes it")
    func reregisterCell() {
        let (collection, _, _) = makeCollection(items: [10], layout: false)
        collection.register(OtherCountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect(cell is OtherCountingCollectionCell)

        collection.register(nil as UICollectionViewCell.Type?, forCellWithReuseIdentifier: "cell")
        #expect(collection.registeredCellClass(forReuseIdentifier: "cell") == nil)
    }

    @Test("supplementary views dequeue per kind and identifier, framed by the layout")
    func dequeueSupplementary() {
        let (collection, flow, _) = makeCollection(items: [3, 3], layout: false) { flow, _, _ in
            flow.headerReferenceSize = CGSize(width: 0, height: 30)
        }

        let view = collection.dequeueReusableSupplementaryView(
            ofKind: header, withReuseIdentifier: "supplementary", for: IndexPath(item: 0, section: 1))

        #expect(view is PlainSupplementaryView)
        #expect(view.reuseIdentifier == "supplementary")
        #expect(view.frame == CGRect(x: 0, y: 80, width: 320, height: 30))
        #expect(view.frame == flow.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame)
    }

    @Test("supplementary kinds are UIKit's strings, and a registration belongs to one kind")
    func supplementaryRegistrationPerKind() {
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(PlainSupplementaryView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "title")

        #expect(collection.registeredSupplementaryViewClass(ofKind: header, forReuseIdentifier: "title") == PlainSupplementaryView.self)
        #expect(collection.registeredSupplementaryViewClass(ofKind: footer, forReuseIdentifier: "title") == nil)

        collection.register(nil as UICollectionReusableView.Type?, forSupplementaryViewOfKind: header, withReuseIdentifier: "title")
        #expect(collection.registeredSupplementaryViewClass(ofKind: header, forReuseIdentifier: "title") == nil)
    }

    @Test("numberOfSections defaults to 1 and counts are cached while scrolling")
    func countsCached() {
        let (collection, _, source) = grid(items: [100])
        #expect(collection.numberOfSections == 1)
        #expect(collection.numberOfItems(inSection: 0) == 100)
        #expect(source.numberOfSectionsCalls == 1)
        #expect(source.numberOfItemsCalls == 1)

        for step in 1...10 { scroll(collection, toY: CGFloat(step) * 300) }

        #expect(source.numberOfSectionsCalls == 1)
        #expect(source.numberOfItemsCalls == 1)
    }

    // MARK: Display

    @Test("only the items on screen get cells, framed by the layout")
    func visibleItems() throws {
        let (collection, flow, source) = grid()

        #expect(collection.indexPathsForVisibleItems == items(0...14))
        #expect(collection.visibleCells.count == 15)
        #expect(source.cellRequests == items(0...14))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 14, section: 0)))
        #expect(cell.frame == flow.layoutAttributesForItem(at: IndexPath(item: 14, section: 0))?.frame)
        #expect(cell.frame == CGRect(x: 220, y: 440, width: 100, height: 100))
        #expect(collection.indexPath(for: cell) == IndexPath(item: 14, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 15, section: 0)) == nil)
        #expect(collection.cellForItem(at: IndexPath(item: 500, section: 0)) == nil)
        #expect(collection.contentSize == CGSize(width: 320, height: 3730))
    }

    @Test("scrolling recycles the cells that left for the items that came in")
    func scrollingRecycles() {
        let (collection, _, source) = grid()
        let firstScreen = Set(collection.visibleCells.map(ObjectIdentifier.init))
        source.displayLog = []

        scroll(collection, toY: 550)

        #expect(collection.indexPathsForVisibleItems == items(15...29))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(Set(collection.visibleCells.map(ObjectIdentifier.init)) == firstScreen)
        #expect(collection.numberOfCreatedCells(withReuseIdentifier: "cell") == 15)
        #expect(source.displayLog.filter { $0.hasPrefix("didEndDisplaying") }.count == 15)
        #expect(source.displayLog.filter { $0.hasPrefix("willDisplay") }.count == 15)
        #expect(collection.visibleCells.allSatisfy { ($0 as? CountingCollectionCell)?.prepareForReuseCount == 1 })
    }

    @Test("scrolling through a long collection creates about one screen of cells plus one line")
    func longCollectionCreatesFewCells() {
        let (collection, _, source) = grid(items: [3000])
        var y: CGFloat = 0
        while y < collection.maximumContentOffset.y {
            y = min(y + 480, collection.maximumContentOffset.y)
            scroll(collection, toY: y)
            #expect(collection.visibleCells.count <= 18)
        }
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 2999, section: 0))
        #expect(Set(source.cellRequests).count == 3000)
        #expect(collection.numberOfCreatedCells(withReuseIdentifier: "cell") <= 18)
    }

    @Test("reloadData creates no cells; the next layout reuses the ones it returned to the pool")
    func reloadData() {
        let (collection, _, source) = grid()
        let before = Set(collection.visibleCells.map(ObjectIdentifier.init))

        collection.reloadData()
        #expect(source.cellRequests.count == 15)
        #expect(source.numberOfSectionsCalls == 2)
        #expect(collection.subviews.isEmpty)

        collection.layoutIfNeeded()
        #expect(Set(collection.visibleCells.map(ObjectIdentifier.init)) == before)
        #expect(collection.numberOfCreatedCells(withReuseIdentifier: "cell") == 15)
        #expect(source.cellRequests.count == 30)
    }

    @Test("headers and footers on screen get views; visibleSupplementaryViews lists them by kind")
    func visibleSupplementaryViews() throws {
        // Sections of nine items: header 0..<40, three lines 40..<360, footer 360..<380.
        let (collection, flow, source) = grid(items: [9, 9, 9]) { flow, _, source in
            flow.headerReferenceSize = CGSize(width: 0, height: 40)
            flow.footerReferenceSize = CGSize(width: 0, height: 20)
            source.supplementaryKinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
        }
        let section = { (section: Int) in IndexPath(item: 0, section: section) }

        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: header) == [section(0), section(1)])
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: footer) == [section(0)])
        #expect(collection.visibleSupplementaryViews(ofKind: header).count == 2)
        let header1 = try #require(collection.supplementaryView(forElementKind: header, at: section(1)))
        #expect(header1.frame == flow.layoutAttributesForSupplementaryView(ofKind: header, at: section(1))?.frame)
        #expect(header1.frame == CGRect(x: 0, y: 380, width: 320, height: 40))
        #expect(collection.visibleSupplementaryViews(ofKind: header).last === header1)

        scroll(collection, toY: 400)

        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: header) == [section(1), section(2)])
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: footer) == [section(1)])
        #expect(collection.supplementaryView(forElementKind: header, at: section(0)) == nil)
        #expect(source.displayLog.contains("didEndDisplaying \(header) 0"))
        #expect(source.displayLog.contains("willDisplay \(header) 2"))
    }

    @Test("a header or footer that only touches the viewport's edge is not on screen")
    func touchingSupplementaryViewsAreOffScreen() {
        // Header 0..<50, one line of items 50..<150, footer 150..<200, in a 150-point-tall view.
        let (collection, _, _) = grid(items: [3]) { flow, collection, source in
            collection.frame.size.height = 150
            flow.headerReferenceSize = CGSize(width: 0, height: 50)
            flow.footerReferenceSize = CGSize(width: 0, height: 50)
            source.supplementaryKinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
        }
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: footer).isEmpty)

        scroll(collection, toY: 50)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: header).isEmpty)
        #expect(collection.indexPathsForVisibleItems.count == 3)
    }

    // MARK: Scrolling and resizing

    @Test("scrollToItem puts the item at the top, centre or bottom, or scrolls the least")
    func scrollToItemPositions() {
        let (collection, _, _) = grid()
        let item30 = IndexPath(item: 30, section: 0)

        collection.scrollToItem(at: item30, at: .top, animated: false)
        #expect(collection.contentOffset.y == 1100)
        collection.scrollToItem(at: item30, at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == 910)
        collection.scrollToItem(at: item30, at: .bottom, animated: false)
        #expect(collection.contentOffset.y == 720)

        collection.setContentOffset(.zero, animated: false)
        collection.scrollToItem(at: item30, at: [], animated: false)
        #expect(collection.contentOffset.y == 720)
        collection.scrollToItem(at: IndexPath(item: 27, section: 0), at: [], animated: false)
        #expect(collection.contentOffset.y == 720)
    }

    @Test("setting a new data source makes the next layout read its counts and ask it for the visible cells")
    func newDataSourceReloads() {
        let (collection, _, _) = grid()
        let other = RecordingCollectionSource(itemCounts: [2])
        collection.dataSource = other
        collection.layoutIfNeeded()

        #expect(collection.numberOfItems(inSection: 0) == 2)
        #expect(collection.indexPathsForVisibleItems == items(0...1))
        #expect(other.cellRequests == items(0...1))
    }

    @Test("scrollToItem stays within the content, and the item is shown after layout")
    func scrollToItemClamps() {
        let (collection, _, _) = grid()

        collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 3250)
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 99, section: 0)) != nil)

        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        #expect(collection.contentOffset.y == 0)
    }

    @Test("a new width lays the items out again; a new height only shows more of the same layout")
    func sizeChangeRelayouts() throws {
        let (collection, flow, _) = grid()
        let cell3 = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell3.frame.origin == CGPoint(x: 0, y: 110))

        collection.frame.size.width = 430
        #expect(flow.needsPrepare)
        collection.layoutIfNeeded()

        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == CGPoint(x: 330, y: 0))
        #expect(collection.indexPathsForVisibleItems == items(0...19))
        #expect(collection.contentSize.width == 430)

        collection.frame.size.height = 700
        #expect(!flow.needsPrepare)
        collection.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems == items(0...27))
    }

    @Test("indexPathForItem(at:) finds the item under a point, and nothing in the gaps")
    func indexPathForPoint() {
        let (collection, _, _) = grid()
        #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 50)) == IndexPath(item: 0, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 250, y: 120)) == IndexPath(item: 5, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
        #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 105)) == nil)
    }
}
