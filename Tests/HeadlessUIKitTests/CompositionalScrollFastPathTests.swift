import Foundation
import HeadlessUIKit
import Testing

/// The fast paths of the compositional self-sizing scroll (issue 15, eighth round): each must
/// give what the plain path gives.
@MainActor
@Suite("Compositional scroll fast paths")
struct CompositionalScrollFastPathTests {
    @Test("preferred attributes copied again and again each have exactly their source's values; copies held are never reused")
    func preferredAttributesCopiesLookNew() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        struct Values: Equatable {
            var indexPath: IndexPath, origin: CGPoint, alpha: CGFloat, isHidden: Bool, zIndex: Int
            var category: UICollectionView.ElementCategory, kind: String?
        }
        func values(_ attributes: UICollectionViewLayoutAttributes) -> Values {
            Values(
                indexPath: attributes.indexPath, origin: attributes.frame.origin, alpha: attributes.alpha,
                isHidden: attributes.isHidden, zIndex: attributes.zIndex, category: attributes.representedElementCategory,
                kind: attributes.representedElementKind)
        }
        // Sources alternating between plain cells and supplementary views with every value set,
        // so that a copy made into an object another copy used must overwrite each of them.
        func source(_ index: Int) -> UICollectionViewLayoutAttributes {
            let attributes =
                index % 2 == 0
                ? UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 1))
                : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge \(index)", with: IndexPath(item: index, section: 2))
            attributes.frame = CGRect(x: CGFloat(index), y: CGFloat(2 * index), width: 100, height: 50)
            if index % 2 == 1 {
                attributes.alpha = 0.5
                attributes.isHidden = true
                attributes.zIndex = index
            }
            return attributes
        }
        var held: [(copy: UICollectionViewLayoutAttributes, values: Values)] = []
        var seen: [ObjectIdentifier: Int] = [:]
        for index in 0..<200 {
            let attributes = source(index)
            let preferred = cell.preferredLayoutAttributesFitting(attributes)
            #expect(preferred !== attributes)
            #expect(type(of: preferred) == UICollectionViewLayoutAttributes.self)
            #expect(values(preferred) == values(attributes), "copy \(index)")
            #expect(preferred.size == cell.sizeThatFits(attributes.size))
            #expect(!held.contains { $0.copy === preferred }, "copy \(index) reuses a copy someone holds")
            seen[ObjectIdentifier(preferred), default: 0] += 1
            if index % 7 == 0 { held.append((preferred, values(preferred))) }
        }
        // Held copies keep their values (their own, not a later copy's).
        for (copy, expected) in held { #expect(values(copy) == expected) }
        // Copies let go of are copied into again: far fewer objects than copies.
        #expect(seen.count < 100)
    }
}

/// A layout of `count` rows of 40 points that returns its answer in the order `order` gives
/// (reversed, say) and, when `repeatsWithAlpha` is set, each cell's attributes twice, the second
/// (the one that counts) with that alpha.
@MainActor
private final class ShuffledRowsLayout: UICollectionViewLayout {
    let count: Int
    var order: ([UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] = { $0 }
    var repeatsWithAlpha: CGFloat?

    init(count: Int) {
        self.count = count
        super.init()
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: CGFloat(count) * 40) }

    private func frame(_ item: Int) -> CGRect { CGRect(x: 0, y: CGFloat(item) * 40, width: 300, height: 40) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let first = max(0, Int((rect.minY / 40).rounded(.down)))
        let end = min(count, Int((rect.maxY / 40).rounded(.up)))
        var result: [UICollectionViewLayoutAttributes] = []
        for item in first..<max(first, end) {
            result.append(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0), frame: frame(item)))
            if let alpha = repeatsWithAlpha {
                let again = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0), frame: frame(item))
                again.alpha = alpha
                result.append(again)
            }
        }
        return order(result)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame(indexPath.item))
    }
}

/// Cells that show their item in their tag, made from a counted data source.
@MainActor
private final class TaggingSource: UICollectionViewDataSource {
    let count: Int
    private(set) var made: [IndexPath] = []
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        made.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = indexPath.item
        return cell
    }
}

extension CompositionalScrollFastPathTests {
    private func scrolledCollection(layout: UICollectionViewLayout, source: TaggingSource) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func expectCellsMatchLayout(_ collectionView: UICollectionView, alpha: CGFloat = 1) {
        let visible = collectionView.indexPathsForVisibleItems
        let first = Int((collectionView.bounds.minY / 40).rounded(.down))
        #expect(visible == (first..<first + 10).map { IndexPath(item: $0, section: 0) })
        for indexPath in visible {
            let cell = collectionView.cellForItem(at: indexPath)
            #expect(cell?.tag == indexPath.item)
            #expect(cell?.frame == CGRect(x: 0, y: CGFloat(indexPath.item) * 40, width: 300, height: 40))
            #expect(cell?.alpha == alpha)
        }
        #expect(collectionView.visibleCells.map(\.tag) == visible.map(\.item))
    }

    @Test("each cell shown gets its own attributes, whatever order the layout answers in", arguments: [false, true])
    func cellsGetTheirAttributesInAnyOrder(reversed: Bool) {
        let layout = ShuffledRowsLayout(count: 1_000)
        if reversed { layout.order = { $0.reversed() } }
        let source = TaggingSource(count: 1_000)
        let collectionView = scrolledCollection(layout: layout, source: source)
        expectCellsMatchLayout(collectionView)
        // Half a screen, then whole screens: cells stay, leave and come in.
        for offset in [200, 400, 800, 1_600, 1_400, 0] as [CGFloat] {
            collectionView.contentOffset.y = offset
            collectionView.layoutIfNeeded()
            expectCellsMatchLayout(collectionView)
        }
        // Each item's cell asked for once each time it came into view: 0-9, 10-14, 15-19, 20-29,
        // 40-49, 35-39, then 0-9 again.
        #expect(source.made.count == 55)
    }

    @Test("a layout that repeats a cell's attributes: the last given counts")
    func repeatedAttributesTheLastCounts() {
        let layout = ShuffledRowsLayout(count: 1_000)
        layout.repeatsWithAlpha = 0.5
        layout.order = { $0.reversed().reversed() }
        let source = TaggingSource(count: 1_000)  // held: the collection view's data source is weak
        let collectionView = scrolledCollection(layout: layout, source: source)
        expectCellsMatchLayout(collectionView, alpha: 0.5)
        collectionView.contentOffset.y = 600
        collectionView.layoutIfNeeded()
        expectCellsMatchLayout(collectionView, alpha: 0.5)
        // Reversed, the first given for each index path is the one with the alpha: the other counts.
        layout.order = { $0.reversed() }
        layout.invalidateLayout()
        collectionView.contentOffset.y = 1_200
        collectionView.layoutIfNeeded()
        expectCellsMatchLayout(collectionView, alpha: 1)
    }
}

/// A compositional layout subclass that records the self-sizing questions it is asked (the
/// collection view asks an instance of the class itself through final forms of them).
@MainActor
private final class RecordingCompositionalLayout: UICollectionViewCompositionalLayout {
    private(set) var asked: [IndexPath] = []
    private(set) var told: [IndexPath] = []

    override func selfSizingFittingSize(forItemAt indexPath: IndexPath) -> CGSize? {
        asked.append(indexPath)
        return super.selfSizingFittingSize(forItemAt: indexPath)
    }

    override func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) {
        told.append(indexPath)
        super.setMeasuredSize(size, forItemAt: indexPath)
    }
}

/// Items of estimated height whose cells measure 30, 50 or 70 points (by item).
@MainActor
private final class MeasuringSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "Item \(indexPath.item)"
        content.secondaryText = indexPath.item % 3 == 0 ? "Detail" : nil
        cell.contentConfiguration = content
        return cell
    }
}

extension CompositionalScrollFastPathTests {
    /// One full-width item a group, 44 points tall: estimated (measured) or absolute.
    private func singleColumnSection(estimated: Bool = true) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: estimated ? .estimated(44) : .absolute(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: group)
    }

    private func estimatedList(_ layout: UICollectionViewCompositionalLayout, source: MeasuringSource) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test("a compositional layout's subclass is asked its self-sizing questions, and lays out as the class itself does")
    func subclassIsAskedAndAgrees() {
        let source = MeasuringSource()
        let plain = estimatedList(UICollectionViewCompositionalLayout(section: singleColumnSection()), source: source)
        let layout = RecordingCompositionalLayout(section: singleColumnSection())
        let recording = estimatedList(layout, source: source)
        for _ in 0..<8 {
            for collectionView in [plain, recording] {
                collectionView.contentOffset.y += collectionView.bounds.height
                collectionView.layoutIfNeeded()
            }
            #expect(plain.contentSize == recording.contentSize)
            #expect(plain.indexPathsForVisibleItems == recording.indexPathsForVisibleItems)
            for indexPath in plain.indexPathsForVisibleItems {
                let frame = plain.cellForItem(at: indexPath)?.frame
                #expect(frame == recording.cellForItem(at: indexPath)?.frame)
                #expect(frame == plain.layoutAttributesForItem(at: indexPath)?.frame)
            }
        }
        // Measured, not estimated.
        #expect(plain.contentSize.height != 10_000 * 44)
        // Every item shown was asked about and measured through the subclass's overrides.
        let shown = Set(0..<(recording.indexPathsForVisibleItems.last?.item ?? 0)).map { IndexPath(item: $0, section: 0) }
        #expect(Set(shown).isSubset(of: Set(layout.asked)))
        #expect(Set(shown).isSubset(of: Set(layout.told)))
        #expect(layout.told.count == Set(layout.told).count)
    }
}

extension CompositionalScrollFastPathTests {
    @Test("attributes' overridable properties: a subclass's overrides see every set, its copies every value")
    func attributesPropertiesStayOverridable() throws {
        final class ObservedAttributes: UICollectionViewLayoutAttributes {
            var sets: [String] = []
            override var frame: CGRect { didSet { sets.append("frame") } }
            override var indexPath: IndexPath { didSet { sets.append("indexPath") } }
            override var alpha: CGFloat { didSet { sets.append("alpha") } }
            override var isHidden: Bool { didSet { sets.append("isHidden") } }
            override var zIndex: Int { didSet { sets.append("zIndex") } }
        }
        let attributes = ObservedAttributes(forCellWith: IndexPath(item: 4, section: 1))
        attributes.sets = []
        attributes.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        attributes.size = CGSize(width: 10, height: 20)
        attributes.alpha = 0.5
        attributes.isHidden = true
        attributes.zIndex = 3
        attributes.indexPath = IndexPath(item: 5, section: 1)
        #expect(attributes.sets == ["frame", "frame", "alpha", "isHidden", "zIndex", "indexPath"])
        #expect(attributes.frame == CGRect(x: 11, y: 12, width: 10, height: 20))
        let copy = try #require(attributes.copy() as? ObservedAttributes)
        #expect(copy !== attributes)
        #expect(copy.frame == attributes.frame && copy.indexPath == attributes.indexPath && copy.alpha == 0.5)
        #expect(copy.isHidden && copy.zIndex == 3)
        #expect(copy.isEqual(attributes))
        // The copy's values were set through its overrides.
        #expect(Set(copy.sets).isSuperset(of: ["frame", "indexPath", "alpha", "isHidden", "zIndex"]))
    }
}

/// A cell that reads its collection view's reuse pool from the code the pool's changes run:
/// its `prepareForReuse()`, its initializer and its `removeFromSuperview()`.
@MainActor
private final class PoolReadingCell: UICollectionViewCell {
    static weak var collectionView: UICollectionView?
    static var reads: [(event: String, queued: Int, created: Int)] = []

    required init(frame: CGRect) {
        super.init(frame: frame)
        Self.read("init")
    }

    required init?(coder: NSCoder) { fatalError() }

    override func prepareForReuse() {
        super.prepareForReuse()
        Self.read("reuse")
    }

    override func removeFromSuperview() {
        if superview != nil { Self.read("remove") }
        super.removeFromSuperview()
    }

    static func read(_ event: String) {
        guard let collectionView else { return }
        reads.append((
            event, collectionView.numberOfQueuedCells(withReuseIdentifier: "cell"),
            collectionView.numberOfCreatedCells(withReuseIdentifier: "cell")))
    }
}

extension CompositionalScrollFastPathTests {
    @Test("a cell's own code that the reuse pool runs can read the pool, which it finds as it was before")
    func poolReadableFromCellCode() {
        let source = TaggingSource(count: 1_000)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: ShuffledRowsLayout(count: 1_000))
        collectionView.register(PoolReadingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        PoolReadingCell.collectionView = collectionView
        PoolReadingCell.reads = []
        collectionView.layoutIfNeeded()
        // Ten cells made, each counted before its initializer runs.
        #expect(PoolReadingCell.reads.map(\.event) == Array(repeating: "init", count: 10))
        #expect(PoolReadingCell.reads.map(\.created) == Array(1...10))
        PoolReadingCell.reads = []
        collectionView.contentOffset.y = 400
        collectionView.layoutIfNeeded()
        // The ten that left are taken off screen before they are queued, then handed out again,
        // each out of the queue before its prepareForReuse runs.
        let events = PoolReadingCell.reads
        #expect(events.filter { $0.event == "remove" }.map(\.queued) == Array(0..<10))
        #expect(events.filter { $0.event == "reuse" }.map(\.queued) == Array((0..<10).reversed()))
        #expect(events.allSatisfy { $0.created == 10 })
        #expect(collectionView.numberOfQueuedCells(withReuseIdentifier: "cell") == 0)
        // Registering again drops the queued cells.
        collectionView.contentOffset.y = 0
        collectionView.layoutIfNeeded()
        collectionView.dataSource = nil
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfQueuedCells(withReuseIdentifier: "cell") == 10)
        collectionView.register(PoolReadingCell.self, forCellWithReuseIdentifier: "cell")
        #expect(collectionView.numberOfQueuedCells(withReuseIdentifier: "cell") == 0)
    }
}

/// A data source that dequeues each cell for the index path `dequeued` maps the asked one to,
/// and records the cell's frame right after the dequeue (the attributes it applied).
@MainActor
private final class RedirectingSource: UICollectionViewDataSource {
    let dequeued: (IndexPath) -> IndexPath
    private(set) var framesAtDequeue: [(asked: IndexPath, dequeued: IndexPath, frame: CGRect)] = []

    init(dequeued: @escaping (IndexPath) -> IndexPath) { self.dequeued = dequeued }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1_000 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let target = dequeued(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: target)
        framesAtDequeue.append((indexPath, target, cell.frame))
        return cell
    }
}

extension CompositionalScrollFastPathTests {
    @Test("a dequeue gets the attributes of the index path it names: the display pass's own, or the layout's for another")
    func dequeueAppliesTheNamedItemsAttributes() {
        for shift in [0, 1] {
            let source = RedirectingSource { IndexPath(item: $0.item + shift, section: $0.section) }
            let layout = UICollectionViewCompositionalLayout(section: singleColumnSection())
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            collectionView.contentOffset.y += collectionView.bounds.height
            collectionView.layoutIfNeeded()
            #expect(!source.framesAtDequeue.isEmpty)
            for (asked, dequeued, frame) in source.framesAtDequeue {
                #expect(dequeued.item == asked.item + shift)
                // Estimated items keep their estimate here (the cells have no content), so the
                // layout's answer now is the one the dequeue applied.
                #expect(frame == collectionView.layoutAttributesForItem(at: dequeued)?.frame, "shift \(shift), item \(asked.item)")
            }
        }
    }
}

/// A compositional layout subclass that moves every cell its class places to another item
/// (`item + shift`) by setting the attributes' `indexPath`, keeping their frames.
@MainActor
private final class ShiftingCompositionalLayout: UICollectionViewCompositionalLayout {
    var shift = 0

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let answer = super.layoutAttributesForElements(in: rect)
        for attributes in answer ?? [] where attributes.representedElementCategory == .cell {
            attributes.indexPath = IndexPath(item: attributes.indexPath.item + shift, section: attributes.indexPath.section)
        }
        return answer
    }
}

/// Cells tagged with the item they were made for.
@MainActor
private final class TaggingItemSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5_000 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = indexPath.item
        var content = UIListContentConfiguration.cell()
        content.text = "Item \(indexPath.item)"
        cell.contentConfiguration = content
        return cell
    }
}

extension CompositionalScrollFastPathTests {
    @Test(
        "cells are keyed by the index path the attributes hold when shown, also after a subclass set it again",
        arguments: [false, true])
    func cellsKeyedByTheAttributesPathAsSet(estimated: Bool) {
        let layout = ShiftingCompositionalLayout(section: singleColumnSection(estimated: estimated))
        let source = TaggingItemSource()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        for shift in [0, 1_000, 0, 2_000] {
            layout.shift = shift
            layout.invalidateLayout()
            collectionView.contentOffset.y += 100
            collectionView.layoutIfNeeded()
            let visible = collectionView.indexPathsForVisibleItems
            #expect(!visible.isEmpty)
            let expected = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).map(\.indexPath)
            #expect(visible == expected, "shift \(shift)")
            for indexPath in visible {
                #expect(indexPath.item >= shift && indexPath.item < shift + 1_000, "shift \(shift)")
                #expect(collectionView.cellForItem(at: indexPath)?.tag == indexPath.item, "shift \(shift)")
            }
        }
    }
}

/// Records the index path `didEndDisplaying` names with the item the cell was made for.
@MainActor
private final class EndDisplayRecorder: NSObject, UICollectionViewDelegate {
    private(set) var ended: [(indexPath: IndexPath, tag: Int)] = []

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        ended.append((indexPath, cell.tag))
    }
}

extension CompositionalScrollFastPathTests {
    @Test("didEndDisplaying names the item each cell leaving the screen showed", arguments: [false, true])
    func didEndDisplayingNamesTheItem(estimated: Bool) {
        let layout = UICollectionViewCompositionalLayout(section: singleColumnSection(estimated: estimated))
        let source = TaggingItemSource()
        let recorder = EndDisplayRecorder()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        for _ in 0..<4 {
            let before = collectionView.indexPathsForVisibleItems
            let count = recorder.ended.count
            collectionView.contentOffset.y += collectionView.bounds.height
            collectionView.layoutIfNeeded()
            let after = Set(collectionView.indexPathsForVisibleItems)
            let ended = recorder.ended[count...]
            #expect(ended.map(\.indexPath) == before.filter { !after.contains($0) })
            for (indexPath, tag) in ended { #expect(indexPath.item == tag) }
        }
    }
}
