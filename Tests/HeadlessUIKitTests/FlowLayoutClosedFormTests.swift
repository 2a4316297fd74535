import CellKitTestSupport
import Foundation
import Testing

@testable import HeadlessUIKit

// The flow layout keeps a section of equal items (no flow delegate, no self-sizing) in closed
// form. These tests hold it to the per-item layout, frame for frame, bit for bit.

extension SeededGenerator {
    /// A length up to `limit`, often with a fraction that is not a power of two (thirds,
    /// sevenths) so sums round; sometimes zero.
    mutating func length(upTo limit: Int) -> CGFloat {
        if Int.random(in: 0..<12, using: &self) == 0 { return 0 }
        let denominator = CGFloat([1, 1, 2, 3, 4, 7][Int.random(in: 0..<6, using: &self)])
        return CGFloat(Int.random(in: 0...Int(CGFloat(limit) * denominator), using: &self)) / denominator
    }

    mutating func size(upTo limit: Int) -> CGSize {
        CGSize(width: length(upTo: limit), height: length(upTo: limit))
    }

    mutating func chance(oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &self) == 0 }
}

/// Answers the collection's counts; makes no cells (the tests only query the layout).
@MainActor
private final class CountsSource: UICollectionViewDataSource {
    let counts: [Int]
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A flow delegate that overrides nothing: every answer is the layout's own value, but its
/// presence makes the layout ask for every item's size.
@MainActor
private final class PassThroughFlowDelegate: UICollectionViewDelegateFlowLayout {
    private(set) var sizeRequests = 0

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeRequests += 1
        return (collectionViewLayout as! UICollectionViewFlowLayout).defaultItemSize
    }
}

/// The metrics of one random flow layout.
private struct FlowConfiguration: CustomStringConvertible {
    var counts: [Int]
    var horizontal: Bool
    var viewSize: CGSize
    var itemSize: CGSize
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var inset: UIEdgeInsets
    var headerSize: CGSize
    var footerSize: CGSize

    init(using generator: inout SeededGenerator) {
        counts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            generator.chance(oneIn: 8) ? Int.random(in: 0...3, using: &generator) : Int.random(in: 0...200, using: &generator)
        }
        horizontal = generator.chance(oneIn: 3)
        let cross = 40 + generator.length(upTo: 460)
        let main = 100 + generator.length(upTo: 900)
        viewSize = horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
        // Now and then an item longer than the space between the insets.
        itemSize = CGSize(
            width: generator.chance(oneIn: 10) ? cross + generator.length(upTo: 100) : generator.length(upTo: 160),
            height: generator.chance(oneIn: 10) ? cross + generator.length(upTo: 100) : generator.length(upTo: 160))
        lineSpacing = generator.length(upTo: 30)
        interitemSpacing = generator.length(upTo: 30)
        inset = UIEdgeInsets(
            top: generator.length(upTo: 40), left: generator.length(upTo: 40),
            bottom: generator.length(upTo: 40), right: generator.length(upTo: 40))
        if generator.chance(oneIn: 15) { inset.left += cross; inset.top += cross }
        headerSize = generator.chance(oneIn: 2) ? .zero : generator.size(upTo: 60)
        footerSize = generator.chance(oneIn: 2) ? .zero : generator.size(upTo: 60)
    }

    var description: String {
        "counts \(counts), \(horizontal ? "horizontal" : "vertical"), view \(viewSize), item \(itemSize), "
            + "line spacing \(lineSpacing), interitem spacing \(interitemSpacing), inset \(inset), "
            + "header \(headerSize), footer \(footerSize)"
    }

    /// A flow layout with these metrics in a collection view, with a pass-through flow
    /// delegate when `perItem` (the layout then asks every item's size).
    @MainActor
    func makeLayout(perItem: Bool) -> (UICollectionViewFlowLayout, [AnyObject]) {
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = horizontal ? .horizontal : .vertical
        flow.itemSize = itemSize
        flow.minimumLineSpacing = lineSpacing
        flow.minimumInteritemSpacing = interitemSpacing
        flow.sectionInset = inset
        flow.headerReferenceSize = headerSize
        flow.footerReferenceSize = footerSize
        let collection = UICollectionView(frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: flow)
        let source = CountsSource(counts: counts)
        collection.dataSource = source
        var keep: [AnyObject] = [collection, source]
        if perItem {
            let delegate = PassThroughFlowDelegate()
            collection.delegate = delegate
            keep.append(delegate)
        }
        return (flow, keep)
    }
}

@Suite("UICollectionViewFlowLayout closed form")
@MainActor
struct FlowLayoutClosedFormTests {
    /// Every element's attributes, section by section: header, items, footer.
    private func everyElement(_ flow: UICollectionViewFlowLayout, counts: [Int]) -> [UICollectionViewLayoutAttributes?] {
        counts.enumerated().flatMap { section, count in
            [flow.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))]
                + (0..<count).map { flow.layoutAttributesForItem(at: IndexPath(item: $0, section: section)) }
                + [flow.layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))]
        }
    }

    @Test(
        "equal items in closed form get exactly the per-item layout's frames, content size, diagnostics and queries",
        arguments: 0..<8)
    func closedFormMatchesPerItem(batch: UInt64) {
        var generator = SeededGenerator(seed: 0xF10 + batch)
        var itemsCompared = 0
        for _ in 0..<60 {
            let configuration = FlowConfiguration(using: &generator)
            let (closed, keepClosed) = configuration.makeLayout(perItem: false)
            let (perItem, keepPerItem) = configuration.makeLayout(perItem: true)

            let expected = everyElement(perItem, counts: configuration.counts)
            #expect(everyElement(closed, counts: configuration.counts) == expected, "\(configuration)")
            #expect(closed.collectionViewContentSize == perItem.collectionViewContentSize, "\(configuration)")
            #expect(closed.diagnostics == perItem.diagnostics, "\(configuration)")
            #expect(closed.sections.map(\.isClosedForm) == configuration.counts.map { _ in true }, "\(configuration)")
            #expect(perItem.sections.map(\.isClosedForm) == configuration.counts.map { _ in false }, "\(configuration)")

            // Rectangles of every size, from before the content to past its end.
            let content = perItem.collectionViewContentSize
            var rects = [CGRect(x: -10, y: -10, width: content.width + 20, height: content.height + 20)]
            for _ in 0..<12 {
                let origin = CGPoint(
                    x: generator.length(upTo: Int(content.width) + 40) - 20,
                    y: generator.length(upTo: Int(content.height) + 40) - 20)
                rects.append(CGRect(origin: origin, size: generator.size(upTo: 600)))
            }
            for rect in rects {
                #expect(
                    closed.layoutAttributesForElements(in: rect) == perItem.layoutAttributesForElements(in: rect),
                    "\(configuration), rect \(rect)")
            }
            itemsCompared += configuration.counts.reduce(0, +)
            withExtendedLifetime((keepClosed, keepPerItem)) {}
        }
        #expect(itemsCompared > 3_000)
    }

    @Test("the closed form is used only without a flow delegate and without self-sizing")
    func whenClosedFormApplies() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 70, height: 40)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
        let source = CountsSource(counts: [5, 9])
        collection.dataSource = source
        flow.prepareIfNeeded()
        #expect(flow.sections.map(\.isClosedForm) == [true, true])

        // A delegate that adopts the flow protocol is asked for every size, even overriding nothing.
        let delegate = PassThroughFlowDelegate()
        collection.delegate = delegate
        flow.prepareIfNeeded()
        #expect(flow.sections.map(\.isClosedForm) == [false, false])
        collection.delegate = nil

        // Self-sizing items are measured one by one.
        flow.estimatedItemSize = CGSize(width: 70, height: 40)
        flow.prepareIfNeeded()
        #expect(flow.sections.map(\.isClosedForm) == [false, false])

        // A negative spacing is left to the per-item layout.
        flow.estimatedItemSize = .zero
        flow.minimumInteritemSpacing = -5
        flow.prepareIfNeeded()
        #expect(flow.sections.map(\.isClosedForm) == [false, false])
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 70 + 40.0 / 3)

        flow.minimumInteritemSpacing = 5
        flow.prepareIfNeeded()
        #expect(flow.sections.map(\.isClosedForm) == [true, true])
        withExtendedLifetime((collection, source, delegate)) {}
    }

    @Test("a pass-through delegate is asked each item's size exactly once per layout")
    func oneSizeRequestPerItem() {
        let flow = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
        let source = CountsSource(counts: [100, 0, 37])
        let delegate = PassThroughFlowDelegate()
        collection.dataSource = source
        collection.delegate = delegate
        _ = flow.layoutAttributesForElements(in: collection.bounds)
        _ = flow.layoutAttributesForItem(at: IndexPath(item: 36, section: 2))
        #expect(delegate.sizeRequests == 137)
        withExtendedLifetime((collection, source)) {}
    }

    @Test("ten million equal items lay out in closed form, with the last item where arithmetic puts it")
    func tenMillionItems() throws {
        let flow = UICollectionViewFlowLayout()
        let height: CGFloat = 100.0 / 3
        flow.itemSize = CGSize(width: 100, height: height)
        flow.minimumLineSpacing = 0.1
        flow.sectionInset = UIEdgeInsets(top: 7, bottom: 5)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
        let source = CountsSource(counts: [10_000_000])
        collection.dataSource = source

        // Three items a line (320 of 320 points), 3,333,334 lines, one item on the last.
        let step: CGFloat = height + 0.1
        let last = try #require(flow.layoutAttributesForItem(at: IndexPath(item: 9_999_999, section: 0)))
        #expect(flow.sections.map(\.isClosedForm) == [true])
        let lastLineStart: CGFloat = 7 + 3_333_333 * step
        #expect(last.frame == CGRect(x: 0, y: lastLineStart, width: 100, height: height))
        #expect(flow.collectionViewContentSize == CGSize(width: 320, height: lastLineStart + height + 5))

        let window = CGRect(x: 0, y: 5_000_000, width: 320, height: 480)
        let shown = flow.layoutAttributesForElements(in: window) ?? []
        // Lines 149,551 to 149,565 reach into the window.
        #expect(shown.map(\.indexPath.item) == Array(149_551 * 3..<149_566 * 3))
        #expect(shown.allSatisfy { $0.frame.intersects(window) })
        withExtendedLifetime((collection, source)) {}
    }

    @Test("positions along long runs of equal lines do not drift: line n starts at the start plus n steps")
    func noDriftOverManyLines() {
        let height: CGFloat = 100.0 / 3
        var sizes = ConstantSizes(size: CGSize(width: 100, height: height))
        let metrics = FlowSectionMetrics(
            itemCount: 300_000, inset: .zero, lineSpacing: 0.1, interitemSpacing: 10, headerSize: .zero,
            footerSize: .zero)
        let axis = FlowAxis(isVertical: true)
        let perItem = FlowSectionLayout(metrics: metrics, sizes: &sizes, axis: axis, mainStart: 0.7, crossExtent: 320)
        let closed = FlowSectionLayout(
            metrics: metrics, uniformItemSize: sizes.size, axis: axis, mainStart: 0.7, crossExtent: 320)

        let step: CGFloat = height + 0.1
        let lastLineStart: CGFloat = 0.7 + 99_999 * step
        #expect(perItem.frame(ofItem: 299_999).minY == lastLineStart)
        #expect((0..<300_000).allSatisfy { perItem.frame(ofItem: $0) == closed?.frame(ofItem: $0) })
        #expect(perItem.mainEnd == closed?.mainEnd)
    }

    @Test("a running sum adds a run of equal terms as one product and starts a new run when the term changes")
    func runningSum() {
        let tenth: CGFloat = 0.1
        let third: CGFloat = 1.0 / 3
        var sum = RunningSum(0.5)
        var repeated: CGFloat = 0.5
        for _ in 0..<1_000 {
            sum.add(tenth)
            repeated += tenth
        }
        let product: CGFloat = 0.5 + 1_000 * tenth
        #expect(sum.value == product)
        #expect(repeated != product)  // repeated addition drifts
        #expect(sum.value == RunningSum.of(1_000, times: tenth, from: 0.5))
        sum.add(third)
        sum.add(third)
        let twoThirds: CGFloat = product + 2 * third
        #expect(sum.value == twoThirds)
        #expect(RunningSum.of(0, times: .infinity, from: 2) == 2)
    }

    @Test("firstIndex(in:near:) finds the first index past a threshold from any guess", arguments: [0, 1, 2, 7, 100])
    func searchFromAnyGuess(count: Int) {
        for threshold in 0...count {
            for guess in [-5, 0, threshold - 1, threshold, threshold + 1, count / 2, count, count + 9] {
                var calls = 0
                let found = FlowSectionLayout.firstIndex(in: 0..<count, near: guess) {
                    calls += 1
                    return $0 >= threshold
                }
                #expect(found == threshold, "threshold \(threshold), guess \(guess)")
                if guess == threshold, threshold < count { #expect(calls <= 2) }
            }
        }
    }
}

/// Every item `size` big.
private struct ConstantSizes: FlowItemSizes {
    let size: CGSize
    func size(ofItem item: Int) -> CGSize { size }
}
