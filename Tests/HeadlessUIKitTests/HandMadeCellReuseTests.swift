import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// A data source written the pre-registration way: it asks the table for a queued cell with the
/// dequeue that may return nil, and makes a cell by hand when there is none. Every cell it hands
/// out is kept (strongly, so that object identifiers stay unique) unless `keepsCells` is off.
@MainActor
private final class HandMadeCellSource: UITableViewDataSource, UITableViewDelegate {
    let rowCount: Int
    let reuseIdentifier: String?
    /// Sections of `rowCount` rows; each has a header when `headerHeight` is above zero.
    var sectionCount = 1
    var headerHeight: CGFloat = 0
    var keepsCells = true

    /// The cells made by hand, in order.
    private(set) var madeCells: [CountingTableCell] = []
    /// Every cell handed to the table, in order (made or dequeued).
    private(set) var servedCells: [UITableViewCell] = []
    /// The cells the table gave back, with their `prepareForReuse()` count as the dequeue returned them.
    private(set) var dequeued: [(cell: CountingTableCell, prepareForReuseCount: Int)] = []
    /// Every cell made, held weakly.
    private(set) var weakCells: [WeakCell] = []

    /// The header views made by hand, and every header view handed out.
    private(set) var madeHeaders: [UITableViewHeaderFooterView] = []
    private(set) var servedHeaders: [UITableViewHeaderFooterView] = []

    init(rowCount: Int, reuseIdentifier: String?) {
        self.rowCount = rowCount
        self.reuseIdentifier = reuseIdentifier
    }

    func numberOfSections(in tableView: UITableView) -> Int { sectionCount }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: CountingTableCell
        if let reuseIdentifier,
            let queued = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier) as? CountingTableCell
        {
            cell = queued
            dequeued.append((cell, cell.prepareForReuseCount))
        } else {
            cell = CountingTableCell(style: .default, reuseIdentifier: reuseIdentifier)
            if keepsCells { madeCells.append(cell) }
            weakCells.append(WeakCell(cell))
        }
        cell.configuredRow = indexPath
        if keepsCells { servedCells.append(cell) }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard headerHeight > 0 else { return nil }
        let header: UITableViewHeaderFooterView
        if let queued = tableView.dequeueReusableHeaderFooterView(withIdentifier: "section") {
            header = queued
        } else {
            header = UITableViewHeaderFooterView(reuseIdentifier: "section")
            madeHeaders.append(header)
        }
        servedHeaders.append(header)
        return header
    }
}

@MainActor
private final class WeakCell {
    weak var cell: UITableViewCell?
    init(_ cell: UITableViewCell) { self.cell = cell }
}

/// A 320x176 table (four 44-point rows per screen) fed by `source`, laid out.
@MainActor
private func makeHandMadeTable(_ source: HandMadeCellSource) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 176))
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
}

/// Scrolls `table` from the top to the end of its content in steps of `step` points, and
/// returns the most rows that were on screen at once.
@MainActor
private func scrollThrough(_ table: UITableView, step: CGFloat = 11) -> Int {
    var mostOnScreen = table.visibleCells.count
    let end = table.contentSize.height - table.bounds.height
    var y: CGFloat = 0
    while y < end {
        y = min(y + step, end)
        scroll(table, toY: y)
        mostOnScreen = max(mostOnScreen, table.visibleCells.count)
    }
    return mostOnScreen
}

/// Cells a data source makes by hand, with `UITableViewCell(style:reuseIdentifier:)`, after
/// `dequeueReusableCell(withIdentifier:)` returned nil. UIKit queues such a cell under its reuse
/// identifier when it leaves the screen (or at a reload), whether or not the identifier was
/// registered, and the next dequeue of that identifier returns it; a cell made with a nil
/// identifier is never reused.
@Suite("Hand-made cells")
@MainActor
struct HandMadeCellReuseTests {
    @Test("scrolling through 30 rows on a 4-row screen reuses the hand-made cells: a screen plus one of them in all")
    func scrollingReusesHandMadeCells() {
        let source = HandMadeCellSource(rowCount: 30, reuseIdentifier: "plain")
        let table = makeHandMadeTable(source)

        let mostOnScreen = scrollThrough(table)

        // 176 points show 4 whole rows, 5 when the offset falls between rows.
        #expect(mostOnScreen == 5)
        #expect(source.servedCells.count == 30, "each row asked for its cell once")
        let distinct = Set(source.servedCells.map(ObjectIdentifier.init))
        #expect(distinct.count == source.madeCells.count)
        #expect(source.madeCells.count <= mostOnScreen + 1, "a screen of cells plus a small pool, not one per row")
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "plain") == 0, "the table made none of them")
    }

    @Test("a hand-made cell handed out again has gone through prepareForReuse, once per reuse")
    func reusedHandMadeCellsArePrepared() {
        let source = HandMadeCellSource(rowCount: 30, reuseIdentifier: "plain")
        let table = makeHandMadeTable(source)

        _ = scrollThrough(table)

        #expect(source.dequeued.count == 30 - source.madeCells.count)
        #expect(!source.dequeued.isEmpty)
        #expect(source.dequeued.allSatisfy { $0.cell.reuseIdentifier == "plain" })
        // Each dequeue ran prepareForReuse before it returned: a cell's n-th return from the
        // queue comes with a count of n.
        for cell in source.madeCells {
            let counts = source.dequeued.filter { $0.cell === cell }.map(\.prepareForReuseCount)
            #expect(counts == Array(1..<(counts.count + 1)))
        }
        let prepared = source.madeCells.reduce(0) { $0 + $1.prepareForReuseCount }
        #expect(prepared == source.dequeued.count)
    }

    @Test("at reload the hand-made cells on screen go to the queue and come back at the next layout")
    func reloadQueuesHandMadeCells() {
        let source = HandMadeCellSource(rowCount: 30, reuseIdentifier: "plain")
        let table = makeHandMadeTable(source)
        let shown = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(shown.count == 4)

        table.reloadData()
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "plain") == 4)
        table.layoutIfNeeded()

        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == shown)
        #expect(source.madeCells.count == 4)
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "plain") == 0)
    }

    @Test("the queue of an unregistered identifier is LIFO and the dequeue without index path returns its cells")
    func unregisteredQueueIsLIFO() throws {
        let source = HandMadeCellSource(rowCount: 8, reuseIdentifier: "plain")
        let table = makeHandMadeTable(source)
        let onScreen = table.visibleCells
        // Scroll a whole screen down in one step: rows 0-3 leave in row order, rows 4-7 come in
        // and take those four cells back, last queued first.
        scroll(table, toY: 176)

        #expect(source.madeCells.count == 4)
        let takers = (4..<8).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(takers.map { $0.map(ObjectIdentifier.init) } == onScreen.reversed().map { ObjectIdentifier($0) })
        #expect(table.dequeueReusableCell(withIdentifier: "plain") == nil, "nothing left queued, nothing registered")
    }

    @Test("a hand-made cell with a nil reuse identifier is discarded when it leaves, never queued")
    func nilIdentifierCellsAreDiscarded() {
        let source = HandMadeCellSource(rowCount: 30, reuseIdentifier: nil)
        source.keepsCells = false
        let table = makeHandMadeTable(source)

        _ = scrollThrough(table)

        #expect(source.weakCells.count == 30, "every row needed a new cell")
        let alive = source.weakCells.compactMap(\.cell)
        #expect(Set(alive.map(ObjectIdentifier.init)) == Set(table.visibleCells.map(ObjectIdentifier.init)))
        #expect(table.dequeueReusableCell(withIdentifier: "") == nil)
    }

    @Test("a registration made later replaces the hand-made cells queued under its identifier")
    func registrationEmptiesHandMadeQueue() throws {
        let source = HandMadeCellSource(rowCount: 8, reuseIdentifier: "plain")
        let table = makeHandMadeTable(source)
        table.reloadData()
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "plain") == 4)

        table.register(OtherCountingTableCell.self, forCellReuseIdentifier: "plain")

        #expect(table.numberOfQueuedCells(withReuseIdentifier: "plain") == 0)
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "plain"))
        #expect(cell is OtherCountingTableCell)
    }

    @Test("hand-made header views with a reuse identifier are queued and dequeued again")
    func handMadeHeadersAreReused() {
        // Sections of one row under a 44-point header: 88 points each, two per screen.
        let source = HandMadeCellSource(rowCount: 1, reuseIdentifier: "plain")
        source.sectionCount = 15
        source.headerHeight = 44
        let table = makeHandMadeTable(source)

        _ = scrollThrough(table)

        #expect(source.servedHeaders.count >= 15)
        #expect(source.madeHeaders.count <= 4, "a screen of headers plus one, not one per section")
        #expect(Set(source.servedHeaders.map(ObjectIdentifier.init)).count == source.madeHeaders.count)
    }

    @Test("the dequeue with an index path still needs a registration, even with hand-made cells queued")
    func indexPathDequeueStillNeedsRegistration() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = HandMadeCellSource(rowCount: 8, reuseIdentifier: "plain")
                let table = makeHandMadeTable(source)
                table.reloadData()
                precondition(table.numberOfQueuedCells(withReuseIdentifier: "plain") > 0)
                _ = table.dequeueReusableCell(withIdentifier: "plain", for: IndexPath(row: 0, section: 0))
            }
        }
        #expect(standardError(of: result).contains(
            "unable to dequeue a cell with identifier plain - must register a nib or a class for the identifier"))
    }
}
