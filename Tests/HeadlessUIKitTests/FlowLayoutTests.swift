import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// A flow-layout delegate that overrides only the item size; every other metric keeps the
/// protocol's default, which is the layout's own value.
@MainActor
private final class SizeOnlyDelegate: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 60, height: 40)
    }
}

@Suite("UICollectionViewFlowLayout")
@MainActor
struct FlowLayoutTests {
    /// The frames of the first `count` items of `section`.
    private func frames(_ flow: UICollectionViewFlowLayout, section: Int = 0, count: Int) throws -> [CGRect] {
        try (0..<count).map { try #require(flow.layoutAttributesForItem(at: IndexPath(item: $0, section: section))).frame }
    }

    private func origins(_ frames: [CGRect]) -> [CGPoint] { frames.map(\.origin) }

    private func supplementaryFrame(_ flow: UICollectionViewFlowLayout, _ kind: String, section: Int) -> CGRect? {
        flow.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    // MARK: Defaults

    @Test("defaults are UIKit's: 50x50 items, 10-point spacing, no insets or headers, vertical")
    func defaults() {
        let flow = UICollectionViewFlowLayout()
        #expect(flow.itemSize == CGSize(width: 50, height: 50))
        #expect(flow.minimumLineSpacing == 10)
        #expect(flow.minimumInteritemSpacing == 10)
        #expect(flow.sectionInset == .zero)
        #expect(flow.headerReferenceSize == .zero)
        #expect(flow.footerReferenceSize == .zero)
        #expect(flow.scrollDirection == .vertical)
        #expect(flow.diagnostics.isEmpty)
    }

    // MARK: Lines

    @Test("full lines are justified: the first and last items touch the edges, leftover spread evenly")
    func fullLinesJustified() throws {
        let (_, flow, _) = makeCollection(items: [12])
        let all = try frames(flow, count: 12)

        #expect(all[0..<5].map(\.minX) == [0, 67.5, 135, 202.5, 270])
        #expect(all[4].maxX == 320)
        #expect(all[0..<5].allSatisfy { $0.minY == 0 && $0.size == CGSize(width: 50, height: 50) })
        #expect(all[5..<10].map(\.minX) == [0, 67.5, 135, 202.5, 270])
        #expect(all[5..<10].allSatisfy { $0.minY == 60 })
        #expect(flow.collectionViewContentSize == CGSize(width: 320, height: 170))
    }

    @Test("an item joins a line only when it fits with at least the interitem spacing")
    func lineBreaksAtSpacing() throws {
        let (_, exact, _) = makeCollection(items: [2], width: 110)
        #expect(origins(try frames(exact, count: 2)) == [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 0)])

        let (_, short, _) = makeCollection(items: [2], width: 109)
        #expect(try frames(short, count: 2).map(\.minY) == [0, 60])
    }

    @Test("a lone item in a section is centred between the insets")
    func loneItemCentred() throws {
        let (_, flow, _) = makeCollection(items: [1])
        #expect(try frames(flow, count: 1) == [CGRect(x: 135, y: 0, width: 50, height: 50)])

        flow.sectionInset = UIEdgeInsets(left: 20)
        #expect(try frames(flow, count: 1)[0].minX == 145)
    }

    @Test("a one-item line before the last is centred; the last line is left-aligned")
    func singleItemLines() throws {
        let (_, narrow, _) = makeCollection(items: [3], width: 109)
        #expect(origins(try frames(narrow, count: 3)) == [
            CGPoint(x: 29.5, y: 0), CGPoint(x: 29.5, y: 60), CGPoint(x: 0, y: 120),
        ])

        let (_, mixed, _) = makeCollection(items: [3]) { _, _, source in
            source.sizeForItem = { CGSize(width: [200, 200, 50][$0.item], height: 50) }
        }
        #expect(origins(try frames(mixed, count: 3)) == [
            CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 60), CGPoint(x: 210, y: 60),
        ])
    }

    @Test("a uniform grid stays aligned: the last line keeps the spacing of the line above")
    func uniformGridLastLine() throws {
        let (_, flow, _) = makeCollection(items: [7]) { flow, _, _ in flow.itemSize = CGSize(width: 90, height: 90) }
        let all = try frames(flow, count: 7)

        #expect(origins(all) == [
            CGPoint(x: 0, y: 0), CGPoint(x: 115, y: 0), CGPoint(x: 230, y: 0),
            CGPoint(x: 0, y: 100), CGPoint(x: 115, y: 100), CGPoint(x: 230, y: 100),
            CGPoint(x: 0, y: 200),
        ])
        #expect(all[6].minX == all[0].minX)

        let (_, five, _) = makeCollection(items: [5]) { flow, _, _ in flow.itemSize = CGSize(width: 90, height: 90) }
        #expect(origins(try frames(five, count: 5))[3...] == [CGPoint(x: 0, y: 100), CGPoint(x: 115, y: 100)])
    }

    @Test("with mixed sizes the last line falls back to the minimum spacing when the line above's would not fit")
    func mixedSizesLastLine() throws {
        let (_, flow, _) = makeCollection(items: [5], width: 300) { _, _, source in
            source.sizeForItem = { CGSize(width: [140, 140, 50, 50, 180][$0.item], height: 50) }
        }
        #expect(origins(try frames(flow, count: 5)) == [
            CGPoint(x: 0, y: 0), CGPoint(x: 160, y: 0),
            CGPoint(x: 0, y: 60), CGPoint(x: 60, y: 60), CGPoint(x: 120, y: 60),
        ])
    }

    @Test("items are centred across the height of their line, and lines are as tall as their tallest item")
    func itemsCentredInLine() throws {
        let (_, flow, _) = makeCollection(items: [6]) { _, _, source in
            source.sizeForItem = { CGSize(width: 50, height: [50, 100, 30, 50, 50, 20][$0.item]) }
        }
        let all = try frames(flow, count: 6)

        #expect(all[0..<5].map(\.minY) == [25, 0, 35, 25, 25])
        #expect(all[1].height == 100)
        #expect(all[5].origin == CGPoint(x: 0, y: 110))
        #expect(flow.collectionViewContentSize.height == 130)
    }

    @Test("sectionInset narrows the lines and pads the section")
    func sectionInset() throws {
        let (_, flow, _) = makeCollection(items: [6]) { flow, _, _ in
            flow.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
        }
        let all = try frames(flow, count: 6)
        let gap: CGFloat = 80.0 / 3.0

        #expect(all[0].origin == CGPoint(x: 20, y: 10))
        #expect(isClose(all[1].minX, 20 + 50 + gap))
        #expect(isClose(all[3].maxX, 300))
        #expect(all[4].origin == CGPoint(x: 20, y: 70))
        #expect(isClose(all[5].minX, 20 + 50 + gap))
        #expect(flow.collectionViewContentSize == CGSize(width: 320, height: 150))
    }

    // MARK: Headers, footers, sections

    @Test("headers and footers use the scroll-axis dimension and span the view")
    func headersAndFooters() throws {
        let (_, flow, _) = makeCollection(items: [3]) { flow, _, _ in
            flow.headerReferenceSize = CGSize(width: 999, height: 40)
            flow.footerReferenceSize = CGSize(width: 1, height: 25)
            flow.sectionInset = UIEdgeInsets(top: 5, bottom: 5)
        }

        #expect(supplementaryFrame(flow, UICollectionView.elementKindSectionHeader, section: 0)
            == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(origins(try frames(flow, count: 3)) == [
            CGPoint(x: 0, y: 45), CGPoint(x: 60, y: 45), CGPoint(x: 120, y: 45),
        ])
        #expect(supplementaryFrame(flow, UICollectionView.elementKindSectionFooter, section: 0)
            == CGRect(x: 0, y: 100, width: 320, height: 25))
        #expect(flow.collectionViewContentSize == CGSize(width: 320, height: 125))
    }

    @Test("a zero reference size means no header or footer, and unknown kinds have no attributes")
    func noSupplementaryWithoutSize() {
        let (_, flow, _) = makeCollection(items: [3])
        #expect(supplementaryFrame(flow, UICollectionView.elementKindSectionHeader, section: 0) == nil)
        #expect(supplementaryFrame(flow, UICollectionView.elementKindSectionFooter, section: 0) == nil)
        #expect(supplementaryFrame(flow, "badge", section: 0) == nil)
        #expect((flow.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? [])
            .allSatisfy { $0.representedElementCategory == .cell })
    }

    @Test("sections stack one after another; an empty section still takes its header and insets")
    func sectionsStack() throws {
        let (collection, flow, _) = makeCollection(items: [3, 0, 1]) { flow, _, _ in
            flow.headerReferenceSize = CGSize(width: 0, height: 20)
            flow.sectionInset = UIEdgeInsets(top: 4, bottom: 6)
        }
        // Section 0: header 0..<20, items 24..<74, end 80; section 1: header 80..<100, end 110.
        #expect(supplementaryFrame(flow, UICollectionView.elementKindSectionHeader, section: 1)
            == CGRect(x: 0, y: 80, width: 320, height: 20))
        #expect(supplementaryFrame(flow, UICollectionView.elementKindSectionHeader, section: 2)
            == CGRect(x: 0, y: 110, width: 320, height: 20))
        #expect(try frames(flow, section: 2, count: 1) == [CGRect(x: 135, y: 134, width: 50, height: 50)])
        #expect(flow.collectionViewContentSize == CGSize(width: 320, height: 190))
        #expect(collection.contentSize == CGSize(width: 320, height: 190))
    }

    @Test("scrolling horizontally swaps the axes: columns fill down, then move right")
    func horizontal() throws {
        let (collection, flow, _) = makeCollection(items: [7], height: 200) { flow, _, _ in
            flow.scrollDirection = .horizontal
            flow.headerReferenceSize = CGSize(width: 30, height: 999)
        }

        #expect(supplementaryFrame(flow, UICollectionView.elementKindSectionHeader, section: 0)
            == CGRect(x: 0, y: 0, width: 30, height: 200))
        #expect(origins(try frames(flow, count: 7)) == [
            CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 75), CGPoint(x: 30, y: 150),
            CGPoint(x: 90, y: 0), CGPoint(x: 90, y: 75), CGPoint(x: 90, y: 150),
            CGPoint(x: 150, y: 0),
        ])
        #expect(flow.collectionViewContentSize == CGSize(width: 200, height: 200))
        #expect(collection.visibleCells.count == 7)
    }

    // MARK: Diagnostics

    @Test("an item wider than the space between the insets is reported and placed alone at the inset")
    func oversizedItem() throws {
        let (_, flow, _) = makeCollection(items: [2]) { flow, _, _ in
            flow.itemSize = CGSize(width: 400, height: 50)
            flow.sectionInset = UIEdgeInsets(left: 10, right: 10)
        }

        #expect(!flow.diagnostics.isEmpty)
        #expect(flow.diagnostics.first?.contains("section 0") == true)
        #expect(origins(try frames(flow, count: 2)) == [CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 60)])

        flow.itemSize = CGSize(width: 100, height: 50)
        _ = flow.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(flow.diagnostics.isEmpty)
    }

    // MARK: Delegate overrides

    @Test("the flow-layout delegate overrides sizes per item and metrics per section")
    func delegateOverrides() throws {
        let (_, flow, _) = makeCollection(items: [3, 12], width: 320) { _, _, source in
            source.sizeForItem = { $0 == IndexPath(item: 1, section: 0) ? CGSize(width: 100, height: 80) : CGSize(width: 50, height: 50) }
            source.insetForSection = { $0 == 0 ? UIEdgeInsets(top: 10, left: 10, bottom: 0, right: 10) : .zero }
            source.interitemSpacingForSection = { $0 == 0 ? 5 : 10 }
            source.lineSpacingForSection = { $0 == 1 ? 20 : 10 }
            source.headerSizeForSection = { $0 == 1 ? CGSize(width: 0, height: 30) : .zero }
            source.footerSizeForSection = { $0 == 1 ? CGSize(width: 0, height: 15) : .zero }
        }

        #expect(origins(try frames(flow, section: 0, count: 3)) == [
            CGPoint(x: 10, y: 25), CGPoint(x: 65, y: 10), CGPoint(x: 170, y: 25),
        ])
        #expect(try frames(flow, section: 0, count: 3)[1].size == CGSize(width: 100, height: 80))
        #expect(supplementaryFrame(flow, UICollectionView.elementKindSectionHeader, section: 0) == nil)
        #expect(supplementaryFrame(flow, UICollectionView.elementKindSectionHeader, section: 1)
            == CGRect(x: 0, y: 90, width: 320, height: 30))
        #expect(try frames(flow, section: 1, count: 12).map(\.minY) == [120, 120, 120, 120, 120, 190, 190, 190, 190, 190, 260, 260])
        #expect(supplementaryFrame(flow, UICollectionView.elementKindSectionFooter, section: 1)
            == CGRect(x: 0, y: 310, width: 320, height: 15))
        #expect(flow.collectionViewContentSize.height == 325)
    }

    @Test("a delegate method that is not implemented returns the layout's own value")
    func delegateDefaultsToLayout() throws {
        let flow = UICollectionViewFlowLayout()
        flow.sectionInset = UIEdgeInsets(top: 7, left: 20, bottom: 0, right: 20)
        flow.minimumLineSpacing = 3
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
        collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let source = RecordingCollectionSource(itemCounts: [5])
        let delegate = SizeOnlyDelegate()
        collection.dataSource = source
        collection.delegate = delegate

        let all = try frames(flow, count: 5)
        #expect(all.allSatisfy { $0.size == CGSize(width: 60, height: 40) })
        #expect(all[0].origin == CGPoint(x: 20, y: 7))
        #expect(isClose(all[3].maxX, 300))
        #expect(all[4].origin == CGPoint(x: 20, y: 50))
        #expect(delegate.collectionView(collection, layout: flow, insetForSectionAt: 0) == flow.sectionInset)
        #expect(delegate.collectionView(collection, layout: flow, minimumInteritemSpacingForSectionAt: 0) == 10)
        #expect(delegate.collectionView(collection, layout: flow, referenceSizeForFooterInSection: 0) == .zero)
        withExtendedLifetime(source) {}
    }

    // MARK: Queries

    private func key(_ attributes: UICollectionViewLayoutAttributes) -> String {
        "\(attributes.representedElementKind ?? "cell") \(attributes.indexPath.section).\(attributes.indexPath[1])"
    }

    /// Whether two rectangles share some area (touching edges do not count).
    private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    @Test(
        "layoutAttributesForElements(in:) returns exactly the elements that overlap the rect",
        arguments: [
            CGRect(x: 0, y: 0, width: 320, height: 100),
            CGRect(x: 0, y: 95.37, width: 320, height: 200),
            CGRect(x: 100.37, y: 30.37, width: 50, height: 50),
            CGRect(x: 250.13, y: 400.13, width: 60, height: 300),
            CGRect(x: 0, y: -100, width: 320, height: 5000),
            CGRect(x: 0, y: 5000, width: 320, height: 100),
        ])
    func elementsInRect(rect: CGRect) throws {
        let counts = [7, 0, 13]
        let (_, flow, _) = makeCollection(items: counts) { flow, _, source in
            flow.headerReferenceSize = CGSize(width: 0, height: 24)
            flow.footerReferenceSize = CGSize(width: 0, height: 16)
            flow.sectionInset = UIEdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
            source.sizeForItem = { CGSize(width: 40 + CGFloat(($0.item * 37) % 60), height: 30 + CGFloat(($0.item * 23) % 50)) }
        }
        var everything: [UICollectionViewLayoutAttributes] = []
        for (section, count) in counts.enumerated() {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                everything.append(try #require(
                    flow.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))))
            }
            for item in 0..<count {
                everything.append(try #require(flow.layoutAttributesForItem(at: IndexPath(item: item, section: section))))
            }
        }

        let expected = Set(everything.filter { overlaps($0.frame, rect) }.map(key))
        let found = flow.layoutAttributesForElements(in: rect) ?? []

        #expect(Set(found.map(key)) == expected)
        #expect(found.count == expected.count)
    }

    @Test("elements that only touch the rect's edge are not in it")
    func touchingElementsExcluded() {
        let (_, flow, _) = makeCollection(items: [3]) { flow, _, _ in
            flow.headerReferenceSize = CGSize(width: 0, height: 50)
            flow.footerReferenceSize = CGSize(width: 0, height: 50)
        }
        // Header 0..<50, one line of items 50..<100, footer 100..<150.
        let itemsOnly = flow.layoutAttributesForElements(in: CGRect(x: 0, y: 50, width: 320, height: 50)) ?? []
        #expect(itemsOnly.map(key) == ["cell 0.0", "cell 0.1", "cell 0.2"])
    }

    @Test("the layout answers nil for an item out of range")
    func itemOutOfRange() {
        let (_, flow, _) = makeCollection(items: [7])
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)) != nil)
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(flow.layoutAttributesForItem(at: IndexPath(indexes: [0, 0, 0])) == nil)
    }

    @Test("changing a metric lays the collection view out again")
    func metricChangeRelayouts() throws {
        let (collection, flow, _) = makeCollection(items: [20])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(cell.frame.origin == CGPoint(x: 0, y: 60))

        flow.itemSize = CGSize(width: 100, height: 100)
        collection.layoutIfNeeded()

        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
            == CGRect(x: 220, y: 110, width: 100, height: 100))
        #expect(collection.contentSize.height == 760)
    }
}
