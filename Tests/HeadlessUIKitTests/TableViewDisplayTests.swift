import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

@Suite("UITableView visible cells and recycling")
@MainActor
struct TableViewDisplayTests {
    @Test("only the rows on screen get cells; cellForRow(at:) is nil off screen and out of range")
    func onlyVisibleRowsGetCells() throws {
        let (table, source) = makeTable(rows: [100])

        #expect(table.visibleCells.count == 11)
        #expect(table.indexPathsForVisibleRows == rows(0...10))
        #expect(source.cellRequests == rows(0...10))
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "cell") == 11)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        #expect(cell.frame == table.rectForRow(at: IndexPath(row: 4, section: 0)))
        #expect(cell.superview === table)
        #expect(table.indexPath(for: cell) == IndexPath(row: 4, section: 0))

        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 500, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 3)) == nil)
    }

    @Test("visibleCells and indexPathsForVisibleRows are in row order across sections; nil when no row shows")
    func visibleInOrder() throws {
        let (table, _) = makeTable(rows: [3, 3, 20])
        scroll(table, toY: 100)

        let paths = try #require(table.indexPathsForVisibleRows)
        #expect(paths == paths.sorted())
        #expect(paths.first == IndexPath(row: 2, section: 0))
        #expect(paths.contains(IndexPath(row: 0, section: 1)))
        #expect(table.visibleCells.map { table.indexPath(for: $0) } == paths)
        #expect(table.visibleCells.map { ($0 as? CountingTableCell)?.configuredRow } == paths)

        let (empty, _) = makeTable(rows: [0])
        #expect(empty.indexPathsForVisibleRows == nil)
        #expect(empty.visibleCells.isEmpty)
    }

    @Test("scrolling a screen down recycles the cells that left for the rows that came in")
    func scrollingRecycles() {
        let (table, _) = makeTable(rows: [100])
        let firstScreen = Set(table.visibleCells.map(ObjectIdentifier.init))

        scroll(table, toY: 480)

        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
        #expect(table.indexPathsForVisibleRows == rows(10...21))
        let secondScreen = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(firstScreen.isSubset(of: secondScreen))
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "cell") == 12)
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "cell") == 0)
    }

    @Test("scrolling by one row hands the cell that left to the row that came in")
    func oneRowScroll() throws {
        let (table, _) = makeTable(rows: [100])
        let top = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingTableCell)

        scroll(table, toY: 44)

        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0)) === top)
        #expect(top.configuredRow == IndexPath(row: 11, section: 0))
        #expect(top.frame == table.rectForRow(at: IndexPath(row: 11, section: 0)))
        #expect(top.prepareForReuseCount == 1)
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "cell") == 11)
    }

    @Test("scrolling a long table screen by screen creates about one screen plus one of cells")
    func longTableCreatesFewCells() {
        let (table, source) = makeTable(rows: [1000])
        let screen = Int((480.0 / 44.0).rounded(.up))
        var largestLiveCount = table.visibleCells.count

        var y: CGFloat = 0
        while y < table.maximumContentOffset.y {
            y = min(y + 480, table.maximumContentOffset.y)
            scroll(table, toY: y)
            largestLiveCount = max(largestLiveCount, table.visibleCells.count)
            #expect(table.subviews.count <= screen + 1)
        }

        #expect(table.contentOffset.y == 43520)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
        #expect(Set(source.cellRequests).count == 1000)
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "cell") <= screen + 1)
        #expect(largestLiveCount <= screen + 1)
    }

    @Test("willDisplay and didEndDisplaying follow rows in and out of the screen, and nothing else calls them")
    func displayCallbacks() throws {
        let (table, source) = makeTable(rows: [100])
        #expect(source.displayLog == rows(0...10).map { "willDisplay \(short($0))" })
        let top = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        source.displayLog = []

        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(source.displayLog.isEmpty)
        #expect(source.cellRequests.count == 11)

        scroll(table, toY: 44)

        #expect(source.displayLog == ["didEndDisplaying 0.0", "willDisplay 0.11"])
        #expect(source.endedCells.last?.1 === top)
    }
}
