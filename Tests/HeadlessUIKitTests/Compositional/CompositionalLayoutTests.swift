import CellKitTestSupport
import Foundation
@testable import HeadlessUIKit
import Testing

/// Collection views hold their data source weakly; the tests keep theirs here.
@MainActor private var keptSources: [AnyObject] = []

/// A cell that measures `height` points tall whatever it is given (a 60-point label, say), and
/// records the sizes it was measured within.
private final class MeasuredCell: CountingCollectionCell {
    @MainActor static var height: CGFloat = 60
    private(set) var fittingSizes: [CGSize] = []

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSizes.append(size)
        return CGSize(width: size.width, height: Self.height)
    }
}

/// A cell that measures 60 points tall for even items and 30 for odd ones.
private final class AlternatingCell: CountingCollectionCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: (configuredItem?.item ?? 0) % 2 == 0 ? 60 : 30)
    }
}

/// A cell whose length along the scroll axis is `lengths[item]` for the item it was configured
/// for (50 when missing); across, it keeps the fitting size's bounded length.
private final class ItemLengthCell: CountingCollectionCell {
    @MainActor static var lengths: [Int: CGFloat] = [:]

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let length = Self.lengths[configuredItem?.item ?? -1] ?? 50
        return CGSize(
            width: size.width == .greatestFiniteMagnitude ? length : size.width,
            height: size.height == .greatestFiniteMagnitude ? length : size.height)
    }
}

/// A compositional layout that counts the collection view's queries for the elements in a rectangle.
private final class QueryCountingLayout: UICollectionViewCompositionalLayout {
    private(set) var queries = 0

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queries += 1
        return super.layoutAttributesForElements(in: rect)
    }
}

/// `UICollectionViewCompositionalLayout` in a real `UICollectionView` (320x480, no insets unless
/// a test says otherwise). Every expected frame is worked out by hand in the comment above it.
@Suite("UICollectionViewCompositionalLayout")
@MainActor
struct CompositionalLayoutTests {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A collection view of `CountingCollectionCell`s with `layout`, laid out once.
    private func makeCollection(
        items: [Int], width: CGFloat = 320, height: CGFloat = 480, layout: UICollectionViewCompositionalLayout,
        configure: (UICollectionView) -> Void = { _ in }
    ) -> (UICollectionView, RecordingCollectionSource) {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let source = RecordingCollectionSource(itemCounts: items)
        keptSources.append(source)
        configure(collection)
        collection.dataSource = source
        collection.layoutIfNeeded()
        return (collection, source)
    }

    /// A section of `item`s in a full-width horizontal group `groupHeight` tall.
    private func rowsSection(
        item: NSCollectionLayoutSize, groupHeight: NSCollectionLayoutDimension
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), groupHeight), subitems: [NSCollectionLayoutItem(layoutSize: item)]))
    }

    /// Quarter-width squares, four to a full-width row.
    private func quarterGrid() -> NSCollectionLayoutSection {
        rowsSection(item: size(.fractionalWidth(0.25), .fractionalWidth(0.25)), groupHeight: .fractionalWidth(0.25))
    }

    /// Full-width rows 44 points tall, one per group.
    private func listSection() -> NSCollectionLayoutSection {
        rowsSection(item: size(.fractionalWidth(1), .absolute(44)), groupHeight: .absolute(44))
    }

    private func frame(_ layout: UICollectionViewLayout, _ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func items(_ range: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
        range.map { IndexPath(item: $0, section: section) }
    }

    // MARK: Frames

    @Test("a quarter-width square grid: rows of four 80-point squares, shown as cells")
    func quarterWidthGrid() throws {
        // 0.25 x 320 = 80: items 0-3 at x = 0, 80, 160, 240 on row y = 0; 4-7 on y = 80;
        // 8-9 on y = 160. Three rows of 80: the content is 240 tall.
        let layout = UICollectionViewCompositionalLayout(section: quarterGrid())
        let (collection, _) = makeCollection(items: [10], layout: layout)

        #expect((0...3).map { frame(layout, $0) } == [0, 80, 160, 240].map { CGRect(x: $0, y: 0, width: 80, height: 80) })
        #expect(frame(layout, 4) == CGRect(x: 0, y: 80, width: 80, height: 80))
        #expect(frame(layout, 9) == CGRect(x: 80, y: 160, width: 80, height: 80))
        #expect(frame(layout, 10) == nil)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 240))
        #expect(collection.contentSize == CGSize(width: 320, height: 240))
        #expect(collection.indexPathsForVisibleItems == items(0...9))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 9, section: 0)))
        #expect(cell.frame == CGRect(x: 80, y: 160, width: 80, height: 80))
        #expect(layout.sections[0].isClosedForm)
    }

    @Test("section content insets shrink the container and offset the groups; groups are interGroupSpacing apart")
    func sectionInsetsAndInterGroupSpacing() {
        // Insets (top 10, leading 20, bottom 10, trailing 20): the container is 320 - 40 = 280
        // wide, so a half-width item is 140 wide, at x = 20 and 160. Rows of 50, 5 apart,
        // start at y = 10: 10, 65, 120. The last row ends at 170, plus the bottom 10: 180.
        let section = rowsSection(item: size(.fractionalWidth(0.5), .absolute(50)), groupHeight: .absolute(50))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 5
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = makeCollection(items: [5], layout: layout)

        #expect(frame(layout, 0) == CGRect(x: 20, y: 10, width: 140, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 160, y: 10, width: 140, height: 50))
        #expect(frame(layout, 2) == CGRect(x: 20, y: 65, width: 140, height: 50))
        #expect(frame(layout, 4) == CGRect(x: 20, y: 120, width: 140, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 180))
    }

    @Test("a section provider is asked per section on every layout pass; sections are interSectionSpacing apart")
    func sectionProviderAndInterSectionSpacing() {
        // Section 0: rows of 44 at y = 0, 44, 88, ending at 132. 20 points of inter-section
        // spacing: section 1 starts at 152, with half-width squares (160 x 160) two to a row:
        // rows at 152, 312, 472; it ends at 632.
        var asked: [Int] = []
        var containers: [CGSize] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { section, environment in
            asked.append(section)
            containers.append(environment.container.effectiveContentSize)
            return section == 0
                ? self.listSection()
                : self.rowsSection(
                    item: self.size(.fractionalWidth(0.5), .fractionalWidth(0.5)), groupHeight: .fractionalWidth(0.5))
        }, configuration: configuration)
        let (collection, _) = makeCollection(items: [3, 6], layout: layout)

        #expect((0...2).map { frame(layout, $0)?.minY } == [0, 44, 88])
        #expect(frame(layout, 0, section: 1) == CGRect(x: 0, y: 152, width: 160, height: 160))
        #expect(frame(layout, 1, section: 1) == CGRect(x: 160, y: 152, width: 160, height: 160))
        #expect(frame(layout, 5, section: 1) == CGRect(x: 160, y: 472, width: 160, height: 160))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 632))
        #expect(asked == [0, 1])
        #expect(containers == [CGSize(width: 320, height: 480), CGSize(width: 320, height: 480)])

        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(asked == [0, 1, 0, 1])
    }

    @Test("scrolling sideways: groups stack along x, and fractional heights follow the collection view's height")
    func horizontalScrollDirection() {
        // Vertical groups 100 wide and the full 480 tall, 10 apart along x: x = 0, 110, 220, 330,
        // 440. Items are the group's width (100) and a quarter of its height (120): four per
        // group at y = 0, 120, 240, 360. Twenty items fill five groups; the content is
        // 4 x 110 + 100 = 540 wide.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))
        let section = NSCollectionLayoutSection(group: .vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item]))
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (collection, _) = makeCollection(items: [20], layout: layout)

        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 100, height: 120))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 360, width: 100, height: 120))
        #expect(frame(layout, 5) == CGRect(x: 110, y: 120, width: 100, height: 120))
        #expect(frame(layout, 19) == CGRect(x: 440, y: 360, width: 100, height: 120))
        #expect(layout.collectionViewContentSize == CGSize(width: 540, height: 480))
        // The first screen (x 0-320) shows groups 0-2 (group 2 spans 220-320).
        #expect(collection.indexPathsForVisibleItems == items(0...11))

        // At x = 200 the screen spans 200-520: groups 1 (110-210) to 4 (440-540).
        collection.setContentOffset(CGPoint(x: 200, y: 0), animated: false)
        collection.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems == items(4...19))
    }

    @Test("custom groups: the provider is asked once per group instance, and its frames move with the group")
    func customGroupInLayout() {
        // Each instance is 320 x 100 and holds two cells; groups are 10 apart: y = 0, 110, 220.
        // Five items fill two groups and one cell of the third. Content: 220 + 100 = 320 tall.
        var calls = 0
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in
            calls += 1
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 60, y: 20, width: 100, height: 80), zIndex: 3),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = makeCollection(items: [5], layout: layout)

        #expect(calls == 3)
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 60, y: 20, width: 100, height: 80))
        #expect(frame(layout, 3) == CGRect(x: 60, y: 130, width: 100, height: 80))
        #expect(frame(layout, 4) == CGRect(x: 0, y: 220, width: 50, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.zIndex == 3)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 320))
        #expect(!layout.sections[0].isClosedForm)
        // The rect y 120-200 overlaps group 1 (110-210): items 2 (y 110-160) and 3 (130-210).
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 120, width: 320, height: 80))
        #expect(found?.map(\.indexPath.item) == [2, 3])
    }

    @Test("estimated dimensions outside self-sizing groups stay at their estimate (items in a nested group)")
    func estimatedDimensionsOutsideRowsKeepTheirEstimate() {
        // A vertical group inside a vertical group does not self-size yet: items 44 tall at
        // y = 0, 44, 88 in an inner group estimated at 132.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let inner = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(132)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(132)), subitems: [inner])))
        let (collection, _) = makeCollection(items: [3], layout: layout) { collection in
            collection.register(MeasuredCell.self, forCellWithReuseIdentifier: "cell")
        }
        #expect((0...2).map { frame(layout, $0) } == [0, 44, 88].map { CGRect(x: 0, y: $0, width: 320, height: 44) })
        #expect(layout.selfSizingFittingSize(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.sections[0].isClosedForm)
        withExtendedLifetime(collection) {}
    }

    // MARK: Self-sizing

    /// A section of vertical groups (stacks, scrolling vertically) estimated at `groupHeight`,
    /// holding `items`.
    private func stacksSection(
        _ items: [NSCollectionLayoutSize], groupHeight: CGFloat, spacing: CGFloat = 0
    ) -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(groupHeight)), subitems: items.map(NSCollectionLayoutItem.init))
        group.interItemSpacing = .fixed(spacing)
        return NSCollectionLayoutSection(group: group)
    }

    /// A list of `items` full-width items estimated at 44, one per vertical group, in
    /// `ItemLengthCell`s measuring `lengths`; laid out once.
    private func listOfStacks(
        items: Int, lengths: [Int: CGFloat]
    ) -> (UICollectionViewCompositionalLayout, UICollectionView) {
        ItemLengthCell.lengths = lengths
        let layout = UICollectionViewCompositionalLayout(
            section: stacksSection([size(.fractionalWidth(1), .estimated(44))], groupHeight: 44))
        let (collection, _) = makeCollection(items: [items], layout: layout) { collection in
            collection.register(ItemLengthCell.self, forCellWithReuseIdentifier: "cell")
        }
        return (layout, collection)
    }

    @Test("a vertical group of one estimated item (a list) takes each cell's measured height; what follows moves")
    func estimatedStacksSelfSize() {
        // Cells measure 60, 30, 60, 30, 60, 30: the six estimates of 44 (264) fit on the 480
        // screen, so all are measured at once. Items at y = 0, 60, 90, 150, 180, 240; the
        // section ends at 270, where section 1's row of 44 starts; the content is 314 tall.
        ItemLengthCell.lengths = [0: 60, 1: 30, 2: 60, 3: 30, 4: 60, 5: 30]
        let layout = UICollectionViewCompositionalLayout { section, _ in
            section == 0 ? self.stacksSection([self.size(.fractionalWidth(1), .estimated(44))], groupHeight: 44) : self.listSection()
        }
        let (collection, _) = makeCollection(items: [6, 1], layout: layout) { collection in
            collection.register(ItemLengthCell.self, forCellWithReuseIdentifier: "cell")
        }
        let tops: [CGFloat] = [0, 60, 90, 150, 180, 240]
        #expect((0...5).map { frame(layout, $0) }
            == (0...5).map { CGRect(x: 0, y: tops[$0], width: 320, height: $0 % 2 == 0 ? 60 : 30) })
        #expect(frame(layout, 0, section: 1) == CGRect(x: 0, y: 270, width: 320, height: 44))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 314))
        #expect(collection.contentSize == CGSize(width: 320, height: 314))
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 150, width: 320, height: 30))
        #expect(layout.selfSizingFittingSize(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        // Found where they now are: y 100-160 overlaps items 2 (90-150) and 3 (150-180).
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 320, height: 60))
        #expect(found?.map(\.indexPath.item) == [2, 3])
    }

    @Test("a query's frames of measured stacks are the item queries' to the last bit, across blocks of groups and from any start")
    func queryFramesMatchItemFramesAfterMeasuring() {
        // 1,100 items (three blocks of 512 groups in the row index) measuring lengths whose
        // sums round differently depending on the order they are added in; every item is
        // scrolled past, so every group is measured. The query walks the groups' starts, the
        // item query sums them afresh: the two must agree exactly, wherever a query starts.
        let lengths = Dictionary(uniqueKeysWithValues: (0..<1_100).map { ($0, 10.1 + CGFloat($0 % 7) * 3.3) })
        let (layout, collection) = listOfStacks(items: 1_100, lengths: lengths)
        while collection.contentOffset.y < collection.maximumContentOffset.y {
            collection.contentOffset.y = min(collection.contentOffset.y + 480, collection.maximumContentOffset.y)
            collection.layoutIfNeeded()
        }
        #expect(layout.selfSizingFittingSize(forItemAt: IndexPath(item: 1_099, section: 0)) == nil)
        let height = layout.collectionViewContentSize.height
        for start in [CGFloat(0), 7_000.3, 12_345.6, height - 300] {
            let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: start, width: 320, height: height)) ?? []
            #expect(!found.isEmpty)
            #expect(found.allSatisfy { $0.frame == frame(layout, $0.indexPath.item) })
        }
    }

    @Test("measured lengths outlive invalidateLayout(); reloadData() forgets them and the cells are measured again")
    func measurementsOutliveInvalidation() {
        // Cells measure 60: items at y = 0, 60, 120. The cells would now measure 30, but an
        // invalidation keeps what was measured (nothing is measured again); a reload measures
        // again: y = 0, 30, 60.
        let (layout, collection) = listOfStacks(items: 3, lengths: [0: 60, 1: 60, 2: 60])
        ItemLengthCell.lengths = [0: 30, 1: 30, 2: 30]
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect((0...2).map { frame(layout, $0)?.minY } == [0, 60, 120])
        #expect(layout.collectionViewContentSize.height == 180)
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect((0...2).map { frame(layout, $0) } == [0, 30, 60].map { CGRect(x: 0, y: $0, width: 320, height: 30) })
    }

    @Test("an item that measures zero is measured: not asked again, and kept through invalidateLayout()")
    func zeroLengthMeasurementIsKept() {
        // Cells measure 0, 60, 0: items at y = 0 (0 tall), 0 (60), 60 (0); the content is 60.
        // The zero lengths are measurements like any other (none is asked about again), and an
        // invalidation hands them to the next pass even though the cells would now measure 30.
        let (layout, collection) = listOfStacks(items: 3, lengths: [0: 0, 1: 60, 2: 0])
        let expected = [(0, 0), (0, 60), (60, 0)].map { CGRect(x: 0, y: CGFloat($0.0), width: 320, height: CGFloat($0.1)) }
        #expect((0...2).map { frame(layout, $0) } == expected)
        #expect((0...2).allSatisfy { layout.selfSizingFittingSize(forItemAt: IndexPath(item: $0, section: 0)) == nil })
        ItemLengthCell.lengths = [0: 30, 1: 30, 2: 30]
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect((0...2).map { frame(layout, $0) } == expected)
        #expect(layout.collectionViewContentSize.height == 60)
    }

    @Test("a copy of a self-sizing section keeps what was measured when it was copied (copy on write)")
    func selfSizingSectionCopiesOnWrite() {
        // Cells measure 50. The first pass measures items 0-10 (0-484 at the estimate of 44);
        // item 11 then starts at 550, 44 tall. Scrolling to 400 measures items 11 and on in the
        // layout's section (item 12 at 600, 50 tall), not in the copy taken before (594, 44).
        let (layout, collection) = listOfStacks(items: 40, lengths: [:])
        let copy = layout.sections[0]
        #expect(copy.frame(ofItem: 11).frame == CGRect(x: 0, y: 550, width: 320, height: 44))
        scroll(collection, toY: 400)
        #expect(frame(layout, 12) == CGRect(x: 0, y: 600, width: 320, height: 50))
        #expect(copy.frame(ofItem: 12).frame == CGRect(x: 0, y: 594, width: 320, height: 44))
        #expect(copy.mainEnd == CGFloat(11 * 50 + 29 * 44))
    }

    @Test("in a vertical group of two estimated items and an absolute one, each moves by what the items before it measured")
    func estimatedStackOfThreeSelfSizes() {
        // Per group: estimated 44, absolute 20, estimated 44, 10 apart (the pattern: 0-44, 54-74,
        // 84-128, the group's estimate); groups 5 apart. Group 0: item 0 measures 60 (0-60),
        // item 1 keeps 20 and moves to 70 (70-90), item 2 measures 30 (100-130): the group is
        // 130 long. Group 1 starts at 135: item 3 measures 70 (135-205), item 4 at 215 (215-235),
        // item 5 measures 40 (245-285). The content is 285 tall.
        ItemLengthCell.lengths = [0: 60, 1: 99, 2: 30, 3: 70, 4: 99, 5: 40]
        let section = stacksSection(
            [size(.fractionalWidth(1), .estimated(44)), size(.fractionalWidth(1), .absolute(20)), size(.fractionalWidth(1), .estimated(44))],
            groupHeight: 128, spacing: 10)
        section.interGroupSpacing = 5
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = makeCollection(items: [6], layout: layout) { collection in
            collection.register(ItemLengthCell.self, forCellWithReuseIdentifier: "cell")
        }
        let expected: [(y: CGFloat, height: CGFloat)] = [(0, 60), (70, 20), (100, 30), (135, 70), (215, 20), (245, 40)]
        #expect((0...5).map { frame(layout, $0) } == expected.map { CGRect(x: 0, y: $0.y, width: 320, height: $0.height) })
        #expect(layout.collectionViewContentSize.height == 285)
    }

    @Test("cells that measure their estimate leave their groups as they were; the others move what follows, to the last bit")
    func measuringTheEstimateKeepsTheGroup() {
        // Stacks of one item estimated at 44; every other cell measures 44 (its estimate), the
        // others lengths whose sums round (10.1, 13.4, ...). Items end to end: each starts where
        // the lengths before it add up to, in the order a query adds them or the item query does.
        var lengths: [Int: CGFloat] = [:]
        for item in 0..<200 { lengths[item] = item % 2 == 0 ? 44 : 10.1 + CGFloat(item % 5) * 3.3 }
        let (layout, collection) = listOfStacks(items: 200, lengths: lengths)
        while collection.contentOffset.y < collection.maximumContentOffset.y {
            collection.contentOffset.y = min(collection.contentOffset.y + 480, collection.maximumContentOffset.y)
            collection.layoutIfNeeded()
        }
        var top: CGFloat = 0
        var expected: [CGRect] = []
        for item in 0..<200 {
            expected.append(CGRect(x: 0, y: top, width: 320, height: lengths[item] ?? 0))
            top += lengths[item] ?? 0
        }
        let frames = (0..<200).map { frame(layout, $0) ?? .zero }
        #expect(zip(frames, expected).allSatisfy { abs($0.minY - $1.minY) < 1e-9 && $0.height == $1.height })
        #expect(abs(layout.collectionViewContentSize.height - top) < 1e-9)
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: top)) ?? []
        #expect(found.map(\.frame) == frames)

        // A row of two items estimated at 44 that measure 44 and 30 stays 44 long: the next row
        // starts at 44 + 10.
        ItemLengthCell.lengths = [0: 44, 1: 30, 2: 30, 3: 30]
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(44)))])
        let rows = NSCollectionLayoutSection(group: row)
        rows.interGroupSpacing = 10
        let rowLayout = UICollectionViewCompositionalLayout(section: rows)
        _ = makeCollection(items: [4], layout: rowLayout) { collection in
            collection.register(ItemLengthCell.self, forCellWithReuseIdentifier: "cell")
        }
        #expect((0...3).map { frame(rowLayout, $0) } == [
            CGRect(x: 0, y: 0, width: 160, height: 44), CGRect(x: 160, y: 0, width: 160, height: 30),
            CGRect(x: 0, y: 54, width: 160, height: 30), CGRect(x: 160, y: 54, width: 160, height: 30),
        ])
        #expect(rowLayout.collectionViewContentSize.height == 84)
    }

    @Test("a layout pass that measured cells leaves the collection view needing one more; a measurement from outside asks for one")
    func measuringAsksForAnotherLayoutPass() {
        // The first pass measures the cells (60 tall) and asks for another pass, which measures
        // nothing and asks for none; a size set from outside the pass asks for one at once.
        ItemLengthCell.lengths = Dictionary(uniqueKeysWithValues: (0..<100).map { ($0, CGFloat(60)) })
        let layout = QueryCountingLayout(section: stacksSection([size(.fractionalWidth(1), .estimated(44))], groupHeight: 44))
        let (collection, _) = makeCollection(items: [100], layout: layout) { collection in
            collection.register(ItemLengthCell.self, forCellWithReuseIdentifier: "cell")
        }
        #expect(layout.queries > 0)
        let afterFirstPass = layout.queries
        collection.layoutIfNeeded()
        #expect(layout.queries > afterFirstPass)
        let afterSecondPass = layout.queries
        collection.layoutIfNeeded()
        #expect(layout.queries == afterSecondPass)
        let before = frame(layout, 51)?.minY ?? 0
        layout.setMeasuredSize(CGSize(width: 320, height: 70), forItemAt: IndexPath(item: 50, section: 0))
        collection.layoutIfNeeded()
        #expect(layout.queries > afterSecondPass)
        #expect(frame(layout, 51)?.minY == before + 70 - 44)
    }

    @Test("scrolling sideways, a horizontal group of estimated items takes each cell's measured width")
    func estimatedHorizontalStacksSelfSize() {
        // Estimates of 100 put items 0-3 on the 320-wide screen (item 3 at 300-400); they measure
        // 80, 120, 50 and 150 wide: x = 0, 80, 200, 250. Item 4, off screen, keeps its estimate
        // at 400 (400-500). Measured at the full height, unbounded sideways.
        ItemLengthCell.lengths = [0: 80, 1: 120, 2: 50, 3: 150, 4: 70]
        let item = NSCollectionLayoutItem(layoutSize: size(.estimated(100), .fractionalHeight(1)))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.estimated(100), .fractionalHeight(1)), subitems: [item])),
            configuration: configuration)
        _ = makeCollection(items: [5], layout: layout) { collection in
            collection.register(ItemLengthCell.self, forCellWithReuseIdentifier: "cell")
        }
        let expected: [(x: CGFloat, width: CGFloat)] = [(0, 80), (80, 120), (200, 50), (250, 150), (400, 100)]
        #expect((0...4).map { frame(layout, $0) } == expected.map { CGRect(x: $0.x, y: 0, width: $0.width, height: 480) })
        #expect(layout.collectionViewContentSize == CGSize(width: 500, height: 480))
        #expect(layout.selfSizingFittingSize(forItemAt: IndexPath(item: 4, section: 0))
            == CGSize(width: CGFloat.greatestFiniteMagnitude, height: 480))
    }

    @Test("an item of a vertical group measured again after its content changed moves the items after it")
    func restackAfterReconfigure() {
        // Items measure 60 each: y = 0, 60, 120. Item 0's content grows to 100 and it is
        // reconfigured: measured again, items 1 and 2 move to 100 and 160; the content is 220.
        let (layout, collection) = listOfStacks(items: 3, lengths: [0: 60, 1: 60, 2: 60])
        #expect((0...2).map { frame(layout, $0)?.minY } == [0, 60, 120])

        ItemLengthCell.lengths[0] = 100
        collection.performBatchUpdates { collection.reconfigureItems(at: [IndexPath(item: 0, section: 0)]) }
        collection.layoutIfNeeded()
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect((1...2).map { frame(layout, $0) } == [100, 160].map { CGRect(x: 0, y: $0, width: 320, height: 60) })
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 160, width: 320, height: 60))
        #expect(layout.collectionViewContentSize.height == 220)
    }

    @Test("estimated rows take their cells' measured height; later rows move and the content grows")
    func estimatedRowsSelfSize() throws {
        // Every cell measures 60. The first pass lays rows out at the estimate of 44: rows 0-10
        // overlap 0-480 (row 10 spans 440-484), so those 11 are measured. At 60, rows 0-7 fill
        // the screen (row 7 spans 420-480) and nothing new comes into view. Row 11, not
        // measured, starts at 11 x 60 = 660, still 44 tall; the content is 11 x 60 + 9 x 44 = 1056.
        let layout = UICollectionViewCompositionalLayout(
            section: rowsSection(item: size(.fractionalWidth(1), .estimated(44)), groupHeight: .estimated(44)))
        let (collection, _) = makeCollection(items: [20], layout: layout) { collection in
            collection.register(MeasuredCell.self, forCellWithReuseIdentifier: "cell")
        }

        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(frame(layout, 1) == CGRect(x: 0, y: 60, width: 320, height: 60))
        #expect(frame(layout, 10) == CGRect(x: 0, y: 600, width: 320, height: 60))
        #expect(frame(layout, 11) == CGRect(x: 0, y: 660, width: 320, height: 44))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 1056))
        #expect(collection.contentSize == CGSize(width: 320, height: 1056))
        #expect(collection.indexPathsForVisibleItems == items(0...7))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 7, section: 0)) as? MeasuredCell)
        #expect(cell.frame == CGRect(x: 0, y: 420, width: 320, height: 60))
        // Measured across the full width, unbounded down.
        let unbounded = CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)
        #expect(cell.fittingSizes.first == unbounded)
        #expect(layout.selfSizingFittingSize(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.selfSizingFittingSize(forItemAt: IndexPath(item: 12, section: 0)) == unbounded)
    }

    @Test("scrolling through self-sizing rows measures each as it comes into view, leaving no gaps")
    func scrollingMeasuresRows() {
        // 200 rows that all measure 60: once every row has been on screen, row i is at 60i and
        // the content is 200 x 60 = 12,000 tall.
        let layout = UICollectionViewCompositionalLayout(
            section: rowsSection(item: size(.fractionalWidth(1), .estimated(44)), groupHeight: .estimated(44)))
        let (collection, _) = makeCollection(items: [200], layout: layout) { collection in
            collection.register(MeasuredCell.self, forCellWithReuseIdentifier: "cell")
        }
        var y: CGFloat = 0
        while y < collection.maximumContentOffset.y {
            y = min(y + 300, collection.maximumContentOffset.y)
            scroll(collection, toY: y)
        }
        #expect(layout.collectionViewContentSize.height == 12_000)
        #expect((0..<200).allSatisfy { frame(layout, $0) == CGRect(x: 0, y: 60 * CGFloat($0), width: 320, height: 60) })
        #expect(collection.indexPathsForVisibleItems == items(192...199))
        // Cells are reused: at most the 9 rows of 60 on screen (480 / 60 + 1) plus the 12 rows of
        // 44 a screen holds at the estimate (480 / 44 + 1, rounded up), measured while the
        // displayed ones are still out; never one per row.
        #expect(collection.numberOfCreatedCells(withReuseIdentifier: "cell") <= 21)
    }

    @Test("in a self-sizing row of two, the row is as tall as its taller cell; each cell keeps its own height")
    func estimatedGridRowsTakeTheTallerCell() {
        // Half-width items (160): even items measure 60, odd ones 30. Row r spans 60 points from
        // y = 60r; the odd item sits at the row's top, 30 tall. Section 1 (rows of 44) follows
        // section 0's three rows: y = 180.
        let layout = UICollectionViewCompositionalLayout { section, _ in
            section == 0
                ? self.rowsSection(item: self.size(.fractionalWidth(0.5), .estimated(44)), groupHeight: .estimated(44))
                : self.listSection()
        }
        _ = makeCollection(items: [6, 1], layout: layout) { collection in
            collection.register(AlternatingCell.self, forCellWithReuseIdentifier: "cell")
        }

        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 160, height: 60))
        #expect(frame(layout, 1) == CGRect(x: 160, y: 0, width: 160, height: 30))
        #expect(frame(layout, 5) == CGRect(x: 160, y: 120, width: 160, height: 30))
        #expect(frame(layout, 0, section: 1) == CGRect(x: 0, y: 180, width: 320, height: 44))
        #expect(layout.collectionViewContentSize.height == 224)
    }

    @Test("rows that start to self-size after an invalidation are measured")
    func rowsThatStartToSelfSizeAreMeasured() {
        // Section 0 has rows of 44, section 1 rows estimated at 44 once `estimates` is set.
        var estimates = false
        let layout = UICollectionViewCompositionalLayout { section, _ in
            section == 1 && estimates
                ? self.rowsSection(item: self.size(.fractionalWidth(1), .estimated(44)), groupHeight: .estimated(44))
                : self.listSection()
        }
        let (collection, _) = makeCollection(items: [2, 2], layout: layout) { collection in
            collection.register(MeasuredCell.self, forCellWithReuseIdentifier: "cell")
        }
        #expect(frame(layout, 0, section: 1) == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(layout.selfSizingFittingSize(forItemAt: IndexPath(item: 0, section: 1)) == nil)

        estimates = true
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(frame(layout, 0, section: 1) == CGRect(x: 0, y: 88, width: 320, height: 60))
        #expect(frame(layout, 1, section: 1) == CGRect(x: 0, y: 148, width: 320, height: 60))
        #expect(layout.selfSizingFittingSize(forItemAt: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("measured heights are forgotten on reloadData and measured again")
    func reloadForgetsMeasurements() {
        let layout = UICollectionViewCompositionalLayout(
            section: rowsSection(item: size(.fractionalWidth(1), .estimated(44)), groupHeight: .estimated(44)))
        let (collection, _) = makeCollection(items: [3], layout: layout) { collection in
            collection.register(MeasuredCell.self, forCellWithReuseIdentifier: "cell")
        }
        MeasuredCell.height = 50
        collection.reloadData()
        collection.layoutIfNeeded()
        MeasuredCell.height = 60
        // Rows of 50: y = 0, 50, 100.
        #expect((0...2).map { frame(layout, $0)?.minY } == [0, 50, 100])
    }

    // MARK: Insets references

    @Test("a section's contentInsetsReference adds the collection view's margins across the scroll axis")
    func contentInsetsReferences() {
        // Margins 16 left and right: the container is 320 - 32 = 288, half-width items 144 wide
        // at x = 16 and 160. With `.none` the section spans the full 320 from x = 0.
        var environmentInsets: [NSDirectionalEdgeInsets] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { section, environment in
            environmentInsets.append(environment.container.contentInsets)
            let halves = self.rowsSection(item: self.size(.fractionalWidth(0.5), .absolute(50)), groupHeight: .absolute(50))
            if section == 1 { halves.contentInsetsReference = .none }
            return halves
        }, configuration: configuration)
        _ = makeCollection(items: [2, 2], layout: layout) { collection in
            collection.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        }

        #expect(frame(layout, 0) == CGRect(x: 16, y: 0, width: 144, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 160, y: 0, width: 144, height: 50))
        #expect(frame(layout, 0, section: 1) == CGRect(x: 0, y: 50, width: 160, height: 50))
        #expect(frame(layout, 1, section: 1) == CGRect(x: 160, y: 50, width: 160, height: 50))
        #expect(environmentInsets.first == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    @Test("readableContent narrows a wide collection view's sections to the readable width, centred")
    func readableContentReference() {
        // 1000 wide with margins of 16: the margins span 16-984 (968 > 672), so the readable
        // guide is 672 wide, centred on 500: 164-836. Half-width items: 336 wide at x = 164, 500.
        let section = rowsSection(item: size(.fractionalWidth(0.5), .absolute(50)), groupHeight: .absolute(50))
        section.contentInsetsReference = .readableContent
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = makeCollection(items: [2], width: 1000, layout: layout) { collection in
            collection.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        }
        #expect(frame(layout, 0) == CGRect(x: 164, y: 0, width: 336, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 500, y: 0, width: 336, height: 50))
    }

    @Test("scrolling sideways, leading and trailing insets are along the scroll axis, top and bottom across it")
    func horizontalSectionInsets() {
        // Insets (top 10, leading 20, bottom 10, trailing 20). Across (y): 480 - 20 = 460, so a
        // full-height group is 460 tall from y = 10. Along (x): groups 100 wide from x = 20, 5
        // apart: 20, 125. Two groups end at 225, plus the trailing 20: 245 wide.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 5
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        _ = makeCollection(items: [2], layout: layout)

        #expect(frame(layout, 0) == CGRect(x: 20, y: 10, width: 100, height: 460))
        #expect(frame(layout, 1) == CGRect(x: 125, y: 10, width: 100, height: 460))
        #expect(layout.collectionViewContentSize == CGSize(width: 245, height: 480))
    }

    // MARK: Scrolling, reuse, scale

    @Test("scrolling shows the rows in the new bounds and reuses the cells that left")
    func scrollingReusesCells() {
        // Rows of 44: the first screen (0-480) shows rows 0-10 (row 10 spans 440-484). At
        // y = 1000 the screen spans 1000-1480: rows 22 (968-1012) to 33 (1452-1496).
        let layout = UICollectionViewCompositionalLayout(section: listSection())
        let (collection, _) = makeCollection(items: [1000], layout: layout)
        #expect(collection.indexPathsForVisibleItems == items(0...10))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 44_000))

        scroll(collection, toY: 1000)
        #expect(collection.indexPathsForVisibleItems == items(22...33))
        // The 11 cells of the first screen were reused; one more was made for the 12th row.
        #expect(collection.numberOfCreatedCells(withReuseIdentifier: "cell") == 12)
        #expect(collection.visibleCells.filter { ($0 as? CountingCollectionCell)?.prepareForReuseCount == 1 }.count == 11)
        #expect(collection.cellForItem(at: IndexPath(item: 33, section: 0))?.frame == CGRect(x: 0, y: 1452, width: 320, height: 44))
    }

    @Test("a million uniform items are laid out in closed form, with frames and queries anywhere")
    func millionItems() {
        // Quarter squares of 80, four to a row: 1,000,000 / 4 = 250,000 rows, 20,000,000 tall.
        // Item 999,999 is the 4th of row 249,999: x = 240, y = 249,999 x 80 = 19,999,920.
        let layout = UICollectionViewCompositionalLayout(section: quarterGrid())
        let (collection, _) = makeCollection(items: [1_000_000], layout: layout)
        #expect(layout.sections[0].isClosedForm)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 20_000_000))
        #expect(frame(layout, 999_999) == CGRect(x: 240, y: 19_999_920, width: 80, height: 80))

        // y 19,999,900-20,000,000 overlaps the last two rows (19,999,840-19,999,920 and the last).
        let tail = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 19_999_900, width: 320, height: 100))
        #expect(tail?.map(\.indexPath.item) == Array(999_992...999_999))
        // Touching a row's edge is not overlapping it: y 80-160 is exactly row 1.
        let row = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 80, width: 320, height: 80))
        #expect(row?.map(\.indexPath.item) == [4, 5, 6, 7])

        scroll(collection, toY: 10_000_000)
        // 10,000,000 / 80 = row 125,000 (items 500,000...) to row 125,005 (ends 10,000,480).
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 500_000, section: 0))
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 500_023, section: 0))
    }

    @Test("a size change invalidates the layout and fractions follow the new width; scrolling does not")
    func boundsChange() {
        let layout = UICollectionViewCompositionalLayout(section: quarterGrid())
        let (collection, _) = makeCollection(items: [8], layout: layout)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 320, height: 480)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 480)))

        // 0.25 x 400 = 100: item 1 moves to x = 100, item 4 to the second row at y = 100.
        collection.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        collection.layoutIfNeeded()
        #expect(frame(layout, 1) == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(frame(layout, 4) == CGRect(x: 0, y: 100, width: 100, height: 100))
    }

    // MARK: Configuration and diagnostics

    @Test("the configuration is copied both ways: a change takes effect once it is set again")
    func configurationIsCopied() {
        let layout = UICollectionViewCompositionalLayout(section: listSection())
        let (collection, _) = makeCollection(items: [1, 1], layout: layout)
        layout.configuration.interSectionSpacing = 30
        #expect(layout.configuration.interSectionSpacing == 0)

        // Section 1 starts after row 0 (44) and 30 points of spacing: y = 74.
        let configuration = layout.configuration
        configuration.interSectionSpacing = 30
        layout.configuration = configuration
        collection.layoutIfNeeded()
        #expect(frame(layout, 0, section: 1)?.minY == 74)
        configuration.interSectionSpacing = 50
        #expect(layout.configuration.interSectionSpacing == 30)
    }

    @Test("a counted group too long for its width is laid out as given and reported in diagnostics")
    func overflowDiagnostics() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(200), .absolute(50)))
        let section = NSCollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 2))
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = makeCollection(items: [2], layout: layout)
        #expect(frame(layout, 1) == CGRect(x: 200, y: 0, width: 200, height: 50))
        #expect(layout.diagnostics.count == 1)
        #expect(layout.diagnostics.first?.hasPrefix("Section 0: a group holds more items than fit") == true)
    }

    @Test("a provider may return nil for an empty section, which takes no room")
    func nilForEmptySection() {
        // Section 0 is empty and has no layout; section 1's rows start at y = 0.
        let layout = UICollectionViewCompositionalLayout { section, _ in section == 0 ? nil : self.listSection() }
        _ = makeCollection(items: [0, 2], layout: layout)
        #expect(frame(layout, 0, section: 1) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(layout.collectionViewContentSize.height == 88)
    }

    @Test("a provider that returns nil for a section with items stops the program, naming the section")
    func nilForSectionWithItemsRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layout = UICollectionViewCompositionalLayout { _, _ in nil }
                let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
                let source = RecordingCollectionSource(itemCounts: [3])
                collection.dataSource = source
                collection.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains(
            "UICollectionViewCompositionalLayout: the section provider returned nil for section 0, which has 3 items; "
                + "return an NSCollectionLayoutSection for every section that has items"))
    }

    @Test("a custom group whose provider returns no frames, in a section with items, stops the program")
    func emptyCustomGroupRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let group = NSCollectionLayoutGroup.custom(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10))
                ) { _ in [] }
                let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
                let source = RecordingCollectionSource(itemCounts: [1])
                collection.dataSource = source
                collection.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains(
            "section 0 has items but its group holds none; have the custom group's item provider return at least one"))
    }
}
