import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// Flow-layout collections written as UIKit code is: a flow-layout delegate with UIKit's parameter
// types, layout subclasses (a left-aligned flow layout, a custom layout, a snapping layout),
// layout attributes as a class, pinned headers, section inset references, and the collection
// view members that go with them. Expected frames are worked out from the flow layout's rules.

// MARK: - Fixtures

/// A delegate written as on iOS: every flow-layout method with `layout collectionViewLayout:
/// UICollectionViewLayout`; it records which were called and with which layout.
@MainActor
final class UIKitFlowDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var calls: Set<String> = []
    var layoutsSeen: [ObjectIdentifier] = []
    var selected: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        calls.insert("viewForSupplementary")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }

    private func seen(_ name: String, _ layout: UICollectionViewLayout) {
        calls.insert(name)
        layoutsSeen.append(ObjectIdentifier(layout))
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        seen("size", collectionViewLayout)
        return CGSize(width: 90, height: 40)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        seen("inset", collectionViewLayout)
        return UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        seen("lineSpacing", collectionViewLayout)
        return 7
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        seen("interitemSpacing", collectionViewLayout)
        return 5
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        seen("header", collectionViewLayout)
        return CGSize(width: 0, height: 20)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        seen("footer", collectionViewLayout)
        return CGSize(width: 0, height: 15)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// The most common flow-layout subclass in apps: every line starts at the left inset.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    var prepareCount = 0
    var elementQueriesBeforePrepare = 0

    override func prepare() {
        super.prepare()
        prepareCount += 1
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        if prepareCount == 0 { elementQueriesBeforePrepare += 1 }
        let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }
        var leftMargin = sectionInset.left
        var maxY: CGFloat = -1.0
        attributes?.forEach { layoutAttribute in
            guard layoutAttribute.representedElementCategory == .cell else { return }
            if layoutAttribute.frame.origin.y >= maxY { leftMargin = sectionInset.left }
            layoutAttribute.frame.origin.x = leftMargin
            leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
            maxY = max(layoutAttribute.frame.maxY, maxY)
        }
        return attributes
    }
}

/// A custom layout: one 44-point row per item, full width, as an app might write one.
final class RowsLayout: UICollectionViewLayout {
    var prepareCount = 0
    var invalidatesOnScroll = false
    var proposedOffsetsSeen: [CGPoint] = []
    private var frames: [IndexPath: CGRect] = [:]
    private var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        prepareCount += 1
        frames = [:]
        height = 0
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                frames[IndexPath(item: item, section: section)] = CGRect(
                    x: 0, y: height, width: collectionView.bounds.width, height: 44)
                height += 44
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.filter { $0.value.maxY > rect.minY && $0.value.minY < rect.maxY }.map { indexPath, frame in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame
            return attributes
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedOffsetsSeen.append(proposedContentOffset)
        return CGPoint(x: 0, y: 88)
    }
}

/// Rows of `rowHeight`, answered bottom row first, the top row given twice (first at a wrong
/// place); optionally invalidating itself, rows 50 high from then on, the next time the
/// collection view reads its content size.
final class ScrambledRowsLayout: UICollectionViewLayout {
    var rowHeight: CGFloat = 44
    var invalidatesWhenSized = false

    override var collectionViewContentSize: CGSize {
        if invalidatesWhenSized {
            invalidatesWhenSized = false
            rowHeight = 50
            invalidateLayout()
        }
        let count = collectionView.map { $0.numberOfItems(inSection: 0) } ?? 0
        return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let count = collectionView.map { $0.numberOfItems(inSection: 0) } ?? 0
        let rows = (0..<count).filter { CGFloat($0) * rowHeight < rect.maxY && CGFloat($0 + 1) * rowHeight > rect.minY }
        guard let top = rows.first else { return [] }
        let decoy = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: top, section: 0))
        decoy.frame = CGRect(x: 7, y: 7, width: 7, height: 7)
        return [decoy] + rows.reversed().map { row in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: row, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: 100, height: rowHeight)
            return attributes
        }
    }
}

/// A flow layout that stops scrolling on a line boundary (lines are 110 points apart).
final class SnappingFlowLayout: UICollectionViewFlowLayout {
    var velocities: [CGPoint] = []

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        velocities.append(velocity)
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 110).rounded() * 110)
    }
}

/// A flow layout whose attributes class is ``BadgeAttributes`` while ``badged`` holds.
final class SwitchingAttributesLayout: UICollectionViewFlowLayout {
    static var badged = false
    override class var layoutAttributesClass: AnyClass {
        badged ? BadgeAttributes.self : UICollectionViewLayoutAttributes.self
    }
}

/// A flow layout whose attributes carry a badge: the item number.
final class BadgeFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for case let badged as BadgeAttributes in attributes ?? [] { badged.badge = badged.indexPath.item }
        return attributes
    }
}

/// A cell that keeps the badge of the attributes it was given.
final class BadgeCell: UICollectionViewCell {
    var badge: Int?

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        badge = (layoutAttributes as? BadgeAttributes)?.badge
    }
}

/// Layout attributes with an extra property, copied as UIKit asks subclasses to.
final class BadgeAttributes: UICollectionViewLayoutAttributes {
    var badge = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgeAttributes
        copy.badge = badge
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgeAttributes else { return false }
        return other.badge == badge && super.isEqual(object)
    }
}

@MainActor
private func collection(
    layout: UICollectionViewLayout, source: some UICollectionViewDataSource, width: CGFloat = 320
) -> UICollectionView {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 480), collectionViewLayout: layout)
    collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collectionView.register(PlainSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
    }
    collectionView.dataSource = source
    keptAlive += [collectionView, source]
    return collectionView
}

/// Keeps the fixtures' data sources alive: collection views hold them weakly.
@MainActor private var keptAlive: [AnyObject] = []

/// A data source of `count` items in one section, cells "cell".
@MainActor
final class CountSource: UICollectionViewDataSource {
    var count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

// MARK: - Tests

@Suite("Flow layouts and collection views with UIKit's API")
@MainActor
struct FlowLayoutUIKitAPITests {
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    @Test("a flow-layout delegate written with UIKit's parameter types is called for every metric")
    func uikitSpelledDelegateIsCalled() {
        let layout = UICollectionViewFlowLayout()
        let source = UIKitFlowDelegate()
        let collectionView = collection(layout: layout, source: source)
        collectionView.delegate = source
        collectionView.layoutIfNeeded()

        #expect(source.calls == ["size", "inset", "lineSpacing", "interitemSpacing", "header", "footer", "viewForSupplementary"])
        #expect(source.layoutsSeen.allSatisfy { $0 == ObjectIdentifier(layout) })
        // Width 300 between the insets: three 90-point items fit (280 with 5-point gaps), four do
        // not; the full lines are justified, so the two gaps share the 30 points left: 15 each.
        // Header 0..<20, top inset 5: lines at 25 and 25 + 40 + 7 = 72.
        let frames = (0..<6).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 10, y: 25, width: 90, height: 40))
        #expect(frames[1] == CGRect(x: 115, y: 25, width: 90, height: 40))
        #expect(frames[2] == CGRect(x: 220, y: 25, width: 90, height: 40))
        #expect(frames[3] == CGRect(x: 10, y: 72, width: 90, height: 40))
        // The last line ends at 112, the bottom inset at 117; the footer is 15 high.
        #expect(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 0, width: 320, height: 20))
        #expect(collectionView.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 117, width: 320, height: 15))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 132))
    }

    @Test("the flow-layout delegate refines UICollectionViewDelegate: its selection methods are called too")
    func flowDelegateIsACollectionDelegate() {
        let source = UIKitFlowDelegate()
        let collectionView = collection(layout: UICollectionViewFlowLayout(), source: source)
        let delegate: any UICollectionViewDelegate = source
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(source.selected == [IndexPath(item: 1, section: 0)])
        #expect(source.calls.contains("size"))
    }

    @Test("a left-aligned flow layout subclass: its adjusted frames are what the collection view shows")
    func leftAlignedSubclass() {
        let layout = LeftAlignedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let collectionView = collection(layout: layout, source: CountSource(5))
        collectionView.layoutIfNeeded()

        #expect(layout.prepareCount >= 1)
        #expect(layout.elementQueriesBeforePrepare == 0)
        // 300 points between the insets: two 100-point items per line (three need 320). The
        // flow layout justifies them to x = 10 and 210; the subclass packs them to 10 and 120.
        let xs = (0..<5).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
        #expect(xs == [10, 120, 10, 120, 10])
        // The last line, a single item, is also at the left inset.
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 120)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 125, y: 10)) == IndexPath(item: 1, section: 0))
    }

    @Test("a custom UICollectionViewLayout subclass places the cells; prepare runs again after invalidateLayout")
    func customLayoutSubclass() {
        let layout = RowsLayout()
        let source = CountSource(100)
        let collectionView = collection(layout: layout, source: source)
        collectionView.layoutIfNeeded()

        #expect(layout.prepareCount == 1)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 4400))
        // Rows 0...10 overlap 0..<480 (row 10 spans 440..<484).
        #expect(collectionView.indexPathsForVisibleItems == (0...10).map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))

        source.count = 5
        collectionView.reloadData()
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        #expect(collectionView.contentSize.height == 220)
        #expect(collectionView.visibleCells.count == 5)
    }

    /// Expects the cells on screen to be items `rows`, item *i* 100 wide and `height` tall at y = *i* × `height`.
    private func expectRows(
        _ collectionView: UICollectionView, _ rows: ClosedRange<Int>, height: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(collectionView.indexPathsForVisibleItems == rows.map { IndexPath(item: $0, section: 0) }, sourceLocation: sourceLocation)
        for row in rows {
            #expect(
                collectionView.cellForItem(at: IndexPath(item: row, section: 0))?.frame
                    == CGRect(x: 0, y: CGFloat(row) * height, width: 100, height: height), sourceLocation: sourceLocation)
        }
    }

    @Test("each cell takes the last attributes the layout gives for its index path, in whatever order they come")
    func cellsTakeTheLastAttributesInAnyOrder() {
        let collectionView = collection(layout: ScrambledRowsLayout(), source: CountSource(100))
        collectionView.layoutIfNeeded()
        expectRows(collectionView, 0...10, height: 44)
        collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        collectionView.layoutIfNeeded()
        expectRows(collectionView, 22...33, height: 44)
    }

    @Test("a layout invalidated while the pass reads its content size is asked again for what it shows")
    func layoutInvalidatedWhileSizingIsAskedAgain() {
        let layout = ScrambledRowsLayout()
        let collectionView = collection(layout: layout, source: CountSource(100))
        collectionView.layoutIfNeeded()
        layout.invalidatesWhenSized = true
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        // Rows of 50 now: rows 10...19 overlap 500..<980.
        expectRows(collectionView, 10...19, height: 50)
    }

    @Test("scrolling asks shouldInvalidateLayout(forBoundsChange:); a yes runs prepare again")
    func boundsChangeInvalidation() {
        let layout = RowsLayout()
        let collectionView = collection(layout: layout, source: CountSource(100))
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 1)

        layout.invalidatesOnScroll = true
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
    }

    @Test("a user's drag ends where targetContentOffset(forProposedContentOffset:withScrollingVelocity:) says")
    func snappingLayout() {
        let layout = SnappingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = collection(layout: layout, source: CountSource(60))
        collectionView.scrollByUser(toProposedContentOffset: CGPoint(x: 0, y: 130), velocity: CGPoint(x: 0, y: 1.5))
        #expect(layout.velocities == [CGPoint(x: 0, y: 1.5)])
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 110))
        // The first line on screen is the second one: items 3, 4, 5 at y = 110.
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 3, section: 0))
    }

    @Test("a new layout is prepared and asked targetContentOffset(forProposedContentOffset:); completion runs")
    func setCollectionViewLayout() {
        let flow = UICollectionViewFlowLayout()
        let collectionView = collection(layout: flow, source: CountSource(100))
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 50)
        let rows = RowsLayout()
        var finished: Bool?
        collectionView.setCollectionViewLayout(rows, animated: true) { finished = $0 }

        #expect(finished == true)
        #expect(collectionView.collectionViewLayout === rows)
        #expect(rows.collectionView === collectionView)
        #expect(flow.collectionView == nil)
        #expect(rows.proposedOffsetsSeen == [CGPoint(x: 0, y: 50)])
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 88))
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 2, section: 0))
    }

    @Test("a layout's answers look new on every call: attributes let go of come back with fresh values, held ones are left alone")
    func attributesLookNewOnEveryCall() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = collection(layout: layout, source: CountSource(1_000))
        collectionView.layoutIfNeeded()
        let rect = collectionView.bounds
        struct Values: Equatable {
            var indexPath: IndexPath, frame: CGRect, alpha: CGFloat, isHidden: Bool, zIndex: Int
            var category: UICollectionView.ElementCategory, kind: String?
        }
        func values(_ attributes: [UICollectionViewLayoutAttributes]) -> [Values] {
            attributes.map {
                Values(
                    indexPath: $0.indexPath, frame: $0.frame, alpha: $0.alpha, isHidden: $0.isHidden, zIndex: $0.zIndex,
                    category: $0.representedElementCategory, kind: $0.representedElementKind)
            }
        }
        let expected = values(layout.layoutAttributesForElements(in: rect) ?? [])
        #expect(expected.count > 20)
        #expect(expected.contains { $0.kind == header })
        // Answers changed and dropped, many more of them than a layout could keep.
        for _ in 0..<20 {
            for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
                attributes.frame = .zero
                attributes.indexPath = IndexPath(item: 99, section: 9)
                attributes.alpha = 0.5
                attributes.isHidden = true
                attributes.zIndex = 7
            }
        }
        let held = layout.layoutAttributesForElements(in: rect) ?? []
        held.forEach { $0.alpha = 0.25 }
        for _ in 0..<20 {
            let again = layout.layoutAttributesForElements(in: rect) ?? []
            #expect(values(again) == expected)
            #expect(again.allSatisfy { attributes in !held.contains { $0 === attributes } })
            let item = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
            #expect(item?.frame == expected.first { $0.indexPath == IndexPath(item: 3, section: 0) && $0.category == .cell }?.frame)
            #expect(item?.alpha == 1)
        }
        #expect(held.allSatisfy { $0.alpha == 0.25 })
        #expect(values(held).map { Values(indexPath: $0.indexPath, frame: $0.frame, alpha: 1, isHidden: $0.isHidden, zIndex: $0.zIndex, category: $0.category, kind: $0.kind) } == expected)
    }

    @Test("layout attributes are a class: copy() gives an equal, separate instance of the same class")
    func attributesCopy() throws {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.zIndex = 3
        attributes.alpha = 0.5
        let copy = try #require(attributes.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy !== attributes)
        #expect(copy == attributes)
        copy.frame.origin.x = 99
        #expect(attributes.frame.origin.x == 10)
        #expect(copy != attributes)

        #expect(attributes.center == CGPoint(x: 25, y: 40))
        attributes.size = CGSize(width: 10, height: 20)
        #expect(attributes.frame == CGRect(x: 20, y: 30, width: 10, height: 20))
        attributes.center = CGPoint(x: 0, y: 0)
        #expect(attributes.frame == CGRect(x: -5, y: -10, width: 10, height: 20))

        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 4))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(attributes.representedElementCategory == .cell)
        #expect(attributes.representedElementKind == nil)

        let badge = BadgeAttributes(forCellWith: IndexPath(item: 0, section: 0))
        badge.badge = 7
        let badgeCopy = try #require(badge.copy() as? BadgeAttributes)
        #expect(badgeCopy.badge == 7)
        #expect(badgeCopy.representedElementCategory == .cell)
        #expect(badgeCopy == badge)
    }

    @Test("layoutAttributesClass: the flow layout makes the subclass, and cells get it in apply(_:)")
    func customAttributesClass() throws {
        let layout = BadgeFlowLayout()
        let collectionView = collection(layout: layout, source: CountSource(5))
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) is BadgeAttributes)
        let badges = (0..<5).map { (collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? BadgeCell)?.badge }
        #expect(badges == [0, 1, 2, 3, 4])
    }

    @Test("layoutAttributesClass is read again after an invalidation: a layout that changes its answer hands out the new class")
    func attributesClassReadAfterInvalidation() {
        SwitchingAttributesLayout.badged = false
        let layout = SwitchingAttributesLayout()
        let collectionView = collection(layout: layout, source: CountSource(5))
        collectionView.layoutIfNeeded()
        #expect(type(of: layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) ?? BadgeAttributes())
            == UICollectionViewLayoutAttributes.self)
        SwitchingAttributesLayout.badged = true
        layout.invalidateLayout()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) is BadgeAttributes)
        #expect((layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).allSatisfy { $0 is BadgeAttributes })
        SwitchingAttributesLayout.badged = false
        layout.invalidateLayout()
        #expect((layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).allSatisfy {
            type(of: $0) == UICollectionViewLayoutAttributes.self
        })
    }

    @Test("pinned headers stay at the top of the visible bounds until their section's end pushes them")
    func pinnedHeaders() throws {
        let (collectionView, flow, source) = makeCollection(items: [10, 10, 10]) { flow, _, source in
            flow.itemSize = CGSize(width: 100, height: 100)
            flow.headerReferenceSize = CGSize(width: 0, height: 30)
            flow.sectionHeadersPinToVisibleBounds = true
            source.supplementaryKinds = [UICollectionView.elementKindSectionHeader]
        }
        _ = source
        let first = IndexPath(item: 0, section: 0)
        // Section 0: header 0..<30, four lines of three 100-point items (30, 140, 250, 360), ends at 460.
        #expect(collectionView.supplementaryView(forElementKind: header, at: first)?.frame.minY == 0)

        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: header, at: first)?.frame.minY == 200)

        collectionView.contentOffset = CGPoint(x: 0, y: 440)
        collectionView.layoutIfNeeded()
        // Pushed up by the end of its section: 460 - 30.
        #expect(collectionView.supplementaryView(forElementKind: header, at: first)?.frame.minY == 430)
        #expect(
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY == 460)
        let attributes = try #require(flow.layoutAttributesForSupplementaryView(ofKind: header, at: first))
        #expect(attributes.zIndex > 0)
        #expect(flow.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 500, width: 320, height: 480)))
    }

    @Test("scrolling with pinned headers moves them without asking the delegate for sizes again")
    func pinnedHeadersScrollCheaply() {
        let (collectionView, _, source) = makeCollection(items: [30, 30]) { flow, _, source in
            flow.headerReferenceSize = CGSize(width: 0, height: 30)
            flow.sectionHeadersPinToVisibleBounds = true
            source.supplementaryKinds = [UICollectionView.elementKindSectionHeader]
            source.sizeForItem = { _ in CGSize(width: 100, height: 100) }
        }
        var sizeCalls = 0
        source.sizeForItem = { _ in
            sizeCalls += 1
            return CGSize(width: 100, height: 100)
        }
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        #expect(sizeCalls == 0)
        #expect(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY == 300)
    }

    @Test("pinned footers stay at the bottom of the visible bounds")
    func pinnedFooters() {
        let (collectionView, _, _) = makeCollection(items: [10, 10]) { flow, _, source in
            flow.itemSize = CGSize(width: 100, height: 100)
            flow.footerReferenceSize = CGSize(width: 0, height: 30)
            flow.sectionFootersPinToVisibleBounds = true
            source.supplementaryKinds = [UICollectionView.elementKindSectionFooter]
        }
        // Section 0: four lines (0, 110, 220, 330), items end at 430: its footer is at 430..<460.
        // Section 1 starts at 460 and its footer's place is 890; pinned to the bottom edge (450)
        // it would rise above its section's start, so it stays at 460.
        let section0 = IndexPath(item: 0, section: 0)
        let section1 = IndexPath(item: 0, section: 1)
        #expect(collectionView.supplementaryView(forElementKind: footer, at: section0)?.frame.minY == 430)
        #expect(collectionView.supplementaryView(forElementKind: footer, at: section1)?.frame.minY == 460)

        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        // Visible 100..<580: section 1's footer sits at the bottom edge, 580 - 30; section 0's at its place.
        #expect(collectionView.supplementaryView(forElementKind: footer, at: section1)?.frame.minY == 550)
        #expect(collectionView.supplementaryView(forElementKind: footer, at: section0)?.frame.minY == 430)

        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        // Visible 500..<980: the footer's own place (890) is on screen, so it stays there.
        #expect(collectionView.supplementaryView(forElementKind: footer, at: section1)?.frame.minY == 890)
    }

    @Test("sectionInsetReference .fromLayoutMargins adds the default 8-point margins across the scroll axis")
    func sectionInsetReference() {
        let (collectionView, flow, _) = makeCollection(items: [6]) { flow, _, _ in
            flow.itemSize = CGSize(width: 90, height: 90)
        }
        #expect(flow.sectionInsetReference == .fromContentInset)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)

        flow.sectionInsetReference = .fromLayoutMargins
        collectionView.layoutIfNeeded()
        // 304 points between the margins: three 90-point items, the 34 points left shared by two gaps.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 8)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 115)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.maxX == 312)
        flow.sectionInsetReference = .fromSafeArea
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    }

    @Test("UIKit's property types: ScrollDirection and ScrollPosition on UICollectionView, automaticSize")
    func propertyTypes() {
        let flow = UICollectionViewFlowLayout()
        let direction: UICollectionView.ScrollDirection = flow.scrollDirection
        #expect(direction == .vertical)
        flow.scrollDirection = .horizontal
        #expect(flow.scrollDirection == .horizontal)
        #expect(UICollectionViewFlowLayout.automaticSize == CGSize(width: -1, height: -1))
        let position: UICollectionView.ScrollPosition = [.top, .left]
        #expect(position.contains(.top) && position.contains(.left))
        #expect(flow.sectionHeadersPinToVisibleBounds == false && flow.sectionFootersPinToVisibleBounds == false)
    }

    @Test("register takes AnyClass?, as UIKit's; selection and queries work on the registered cells")
    func registerAnyClass() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let cellClass: AnyClass = TextCollectionCell.self
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        let viewClass: AnyClass? = PlainSupplementaryView.self
        collectionView.register(viewClass, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "b")
        #expect(collectionView.registeredCellClass(forReuseIdentifier: "cell") == TextCollectionCell.self)
        #expect(collectionView.registeredSupplementaryViewClass(ofKind: "badge", forReuseIdentifier: "b") == PlainSupplementaryView.self)
        collectionView.register(nil, forCellWithReuseIdentifier: "cell")
        #expect(collectionView.registeredCellClass(forReuseIdentifier: "cell") == nil)
    }

    @Test("registering a class that is not a collection view cell stops the program")
    func registerWrongClass() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                collectionView.register(UIView.self, forCellWithReuseIdentifier: "cell")
            }
        }
    }
}
