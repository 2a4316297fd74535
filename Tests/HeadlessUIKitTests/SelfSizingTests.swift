import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// Rows and items that size themselves from their content configuration: tables with
// `estimatedRowHeight`, flow layouts with `estimatedItemSize`.

/// One line of body text at 320 points.
private let shortText = "Harpo"
/// Three lines of body text in a 288-point text column (33 characters a line).
private let longText = String(repeating: "Groucho Chico Zeppo Gummo. ", count: 3)

private func sizingContent(_ text: String) -> UIListContentConfiguration {
    var content = UIListContentConfiguration.cell()
    content.text = text
    content.textProperties.numberOfLines = 0
    return content
}

/// The height a list content view showing `text` wants at `width`.
@MainActor
private func fittingHeight(_ text: String, width: CGFloat = 320) -> CGFloat {
    UIListContentView(configuration: sizingContent(text))
        .sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
}

/// A table cell that counts how often it is measured.
private final class SizingTableCell: UITableViewCell {
    private(set) var measureCount = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        measureCount += 1
        return super.sizeThatFits(size)
    }
}

/// Rows showing the given texts in list content configurations; optional explicit heights.
@MainActor
private final class SizingTableSource: UITableViewDataSource, UITableViewDelegate {
    var texts: [String]
    var explicitHeight: (IndexPath) -> CGFloat = { _ in UITableView.automaticDimension }
    private(set) var requested: [IndexPath] = []

    init(texts: [String]) { self.texts = texts }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        requested.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "sizing", for: indexPath)
        cell.contentConfiguration = sizingContent(texts[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        explicitHeight(indexPath)
    }
}

/// A 320x480 table of ``SizingTableCell``s with the given estimate, not laid out yet.
@MainActor
private func makeSizingTable(texts: [String], estimate: CGFloat) -> (UITableView, SizingTableSource) {
    let table = makeTable()
    table.register(SizingTableCell.self, forCellReuseIdentifier: "sizing")
    table.estimatedRowHeight = estimate
    let source = SizingTableSource(texts: texts)
    table.dataSource = source
    table.delegate = source
    return (table, source)
}

/// A collection list cell that counts how often it is measured.
private final class SizingListCell: UICollectionViewListCell {
    private(set) var measureCount = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        measureCount += 1
        return super.sizeThatFits(size)
    }
}

/// Items showing the given texts; an optional size per item from the flow-layout delegate.
@MainActor
private final class SizingCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var texts: [String]
    var size: ((IndexPath) -> CGSize)?

    init(texts: [String]) { self.texts = texts }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sizing", for: indexPath)
        cell.contentConfiguration = sizingContent(texts[indexPath.item])
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        size?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
}

/// A 320x480 collection view of ``SizingListCell``s with an estimated item size and the given
/// section insets, laid out; `delegate` decides whether the source is also the delegate.
@MainActor
private func makeSizingCollection(
    texts: [String], inset: UIEdgeInsets = .zero, delegate: Bool, size: ((IndexPath) -> CGSize)? = nil
) -> (UICollectionView, SizingCollectionSource) {
    let (collection, _) = makeCollection(width: 320, height: 480) { layout in
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = inset
    }
    collection.register(SizingListCell.self, forCellWithReuseIdentifier: "sizing")
    let source = SizingCollectionSource(texts: texts)
    source.size = size
    collection.dataSource = source
    if delegate { collection.delegate = source }
    collection.layoutIfNeeded()
    return (collection, source)
}

@Suite("Self-sizing rows and items")
@MainActor
struct SelfSizingTests {
    // MARK: Tables

    @Test("with an estimated row height, rows get the height their content configuration measures")
    func rowsGetMeasuredHeights() {
        let short = fittingHeight(shortText)
        let long = fittingHeight(longText)
        #expect(isClose(short, 44), "11.8 + one body line of 20.4 + 11.8")
        let threeLines: CGFloat = 11.8 + 3 * 20.4 + 11.8
        #expect(isClose(long, threeLines), "the long text wraps to three lines")

        let texts = [shortText, longText, shortText, longText, longText, shortText]
        let (table, source) = makeSizingTable(texts: texts, estimate: 60)
        table.layoutIfNeeded()

        for (row, text) in texts.enumerated() {
            let expected = text == shortText ? short : long
            #expect(isClose(table.rectForRow(at: IndexPath(row: row, section: 0)).height, expected), "row \(row)")
            #expect(isClose(table.cellForRow(at: IndexPath(row: row, section: 0))?.frame.height ?? 0, expected))
        }
        #expect(isClose(table.contentSize.height, 3 * short + 3 * long))
        withExtendedLifetime(source) {}
    }

    @Test("the content height is the measured rows plus the estimate for every row not shown yet")
    func contentHeightMixesMeasuredAndEstimated() {
        let (table, source) = makeSizingTable(texts: Array(repeating: shortText, count: 1000), estimate: 60)
        table.layoutIfNeeded()

        let visible = table.indexPathsForVisibleRows ?? []
        #expect(visible == rows(0...10), "11 rows of 44 points cover 480")
        #expect(Set(source.requested) == Set(visible), "only rows that appear are asked for and measured")
        #expect(isClose(table.contentSize.height, 11 * 44 + 989 * 60))
        withExtendedLifetime(source) {}
    }

    @Test("scrolling far down measures only the rows that come into view, and the content height converges")
    func scrollingMeasuresNewRowsOnly() {
        let (table, source) = makeSizingTable(texts: Array(repeating: shortText, count: 1000), estimate: 60)
        table.layoutIfNeeded()
        let initialHeight = table.contentSize.height

        scroll(table, toY: 30_000)

        let newlyRequested = Set(source.requested).subtracting(rows(0...10))
        let visible = Set(table.indexPathsForVisibleRows ?? [])
        #expect(!visible.isEmpty)
        #expect(visible.isSubset(of: newlyRequested), "the rows on screen were measured")
        #expect(
            newlyRequested.allSatisfy { (495...520).contains($0.row) },
            "only rows on screen while measuring were asked for; the rows between were not")
        let measured = 11 + newlyRequested.count
        #expect(isClose(table.contentSize.height, CGFloat(measured) * 44 + CGFloat(1000 - measured) * 60))
        #expect(table.contentSize.height < initialHeight)

        scroll(table, toY: 0)
        var steps = 0
        while table.contentOffset.y < table.maximumContentOffset.y, steps < 500 {
            scroll(table, toY: min(table.contentOffset.y + table.bounds.height, table.maximumContentOffset.y))
            steps += 1
        }
        #expect(isClose(table.contentSize.height, 1000 * 44), "every row measured: the estimate is gone")
        withExtendedLifetime(source) {}
    }

    @Test("a delegate's explicit row height is used without measuring the cell")
    func explicitHeightIsNotMeasured() throws {
        let (table, source) = makeSizingTable(texts: [longText, longText], estimate: 60)
        source.explicitHeight = { $0.row == 0 ? 100 : UITableView.automaticDimension }
        table.layoutIfNeeded()

        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
        #expect(isClose(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, fittingHeight(longText)))
        let explicit = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SizingTableCell)
        let measured = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? SizingTableCell)
        #expect(explicit.measureCount == 0)
        #expect(measured.measureCount >= 1)
        withExtendedLifetime(source) {}
    }

    @Test("with estimation off, rows are rowHeight tall and nothing is measured")
    func estimationOff() {
        let (table, source) = makeSizingTable(texts: [longText, shortText, longText], estimate: 0)
        table.rowHeight = 50
        table.layoutIfNeeded()

        for row in 0..<3 {
            #expect(table.rectForRow(at: IndexPath(row: row, section: 0)).height == 50)
        }
        #expect(table.contentSize.height == 150)
        #expect(table.visibleCells.allSatisfy { ($0 as? SizingTableCell)?.measureCount == 0 })
        withExtendedLifetime(source) {}
    }

    @Test("scrolling up into rows taller than their estimate keeps a row that was on screen in place")
    func scrollingUpKeepsAnchorInPlace() throws {
        let (table, source) = makeSizingTable(texts: Array(repeating: longText, count: 1000), estimate: 44)
        table.contentOffset = CGPoint(x: 0, y: 44 * 500)
        table.layoutIfNeeded()
        let anchor = try #require(table.indexPathsForVisibleRows?.first)
        #expect(anchor.row >= 499)

        let scrolledTo = table.contentOffset.y - 100
        table.contentOffset.y = scrolledTo
        let expectedOnScreen = table.rectForRow(at: anchor).minY - scrolledTo
        table.layoutIfNeeded()

        let newlyShown = try #require(table.indexPathsForVisibleRows?.first)
        #expect(newlyShown < anchor, "rows above came into view")
        #expect(isClose(table.rectForRow(at: IndexPath(row: anchor.row - 1, section: 0)).height, fittingHeight(longText)))
        #expect(table.contentOffset.y != scrolledTo, "the offset moved with the rows measured above")
        #expect(isClose(table.rectForRow(at: anchor).minY - table.contentOffset.y, expectedOnScreen))
        #expect(table.cellForRow(at: anchor) != nil)
        withExtendedLifetime(source) {}
    }

    // MARK: Flow layouts

    @Test("a flow layout with an estimated item size measures items within the width between the section insets")
    func flowLayoutMeasuresWithinInsets() throws {
        let inset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 20)
        let (collection, source) = makeSizingCollection(texts: [shortText, longText], inset: inset, delegate: false)

        let available: CGFloat = 320 - 10 - 20
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let second = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(isClose(first, CGRect(x: 10, y: 8, width: available, height: fittingHeight(shortText, width: available))))
        #expect(second.width == available)
        #expect(isClose(second.height, fittingHeight(longText, width: available)))
        #expect(second.height > first.height)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == second)
        withExtendedLifetime(source) {}
    }

    @Test("an item whose delegate gives a fixed size is not measured; automaticSize asks for measuring")
    func delegateSizesAndAutomaticSize() throws {
        let (collection, source) = makeSizingCollection(texts: [longText, longText], delegate: true) { indexPath in
            indexPath.item == 0 ? CGSize(width: 100, height: 30) : UICollectionViewFlowLayout.automaticSize
        }

        let fixed = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? SizingListCell)
        let automatic = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? SizingListCell)
        #expect(fixed.frame.size == CGSize(width: 100, height: 30))
        #expect(fixed.measureCount == 0)
        #expect(automatic.measureCount >= 1)
        #expect(automatic.frame.width == 320)
        #expect(isClose(automatic.frame.height, fittingHeight(longText)))
        withExtendedLifetime(source) {}
    }
}
