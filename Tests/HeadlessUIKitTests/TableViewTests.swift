import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

@Suite("UITableView registration, counts and reloadData")
@MainActor
struct TableViewTests {
    // MARK: Registration and dequeue

    @Test("dequeue makes a new cell of the registered class, with the reuse identifier and the row's frame")
    func dequeueMakesRegisteredClass() throws {
        let (table, _) = makeTable(rows: [5], layout: false) { table, _ in
            table.register(CountingTableCell.self, forCellReuseIdentifier: "user")
            table.rowHeight = 50
        }

        let cell = try #require(table.dequeueReusableCell(withIdentifier: "user"))
        #expect(cell is CountingTableCell)
        #expect(cell.reuseIdentifier == "user")
        #expect(cell.style == .default)
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "user") == 1)
        #expect(table.registeredCellClass(forReuseIdentifier: "user") == CountingTableCell.self)

        let framed = table.dequeueReusableCell(withIdentifier: "user", for: IndexPath(row: 3, section: 0))
        #expect(framed !== cell)
        #expect(framed.frame == CGRect(x: 0, y: 150, width: 320, height: 50))
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "user") == 2)
    }

    @Test("registering an identifier again replaces its class and drops the queued cells of the old one")
    func reregisteringReplacesClass() {
        let (table, _) = makeTable(rows: [20])
        table.reloadData()
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "cell") == 11)

        table.register(OtherCountingTableCell.self, forCellReuseIdentifier: "cell")

        #expect(table.registeredCellClass(forReuseIdentifier: "cell") == OtherCountingTableCell.self)
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "cell") == 0)
        #expect(table.visibleCells.count == 11)
        #expect(table.visibleCells.allSatisfy { $0 is OtherCountingTableCell })
    }

    @Test("registering nil removes the registration; the dequeue without an index path then returns nil")
    func registeringNilRemoves() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.dequeueReusableCell(withIdentifier: "cell") == nil)
        table.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
        #expect(table.dequeueReusableCell(withIdentifier: "cell") != nil)

        table.register(nil as UITableViewCell.Type?, forCellReuseIdentifier: "cell")

        #expect(table.registeredCellClass(forReuseIdentifier: "cell") == nil)
        #expect(table.dequeueReusableCell(withIdentifier: "cell") == nil)
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "cell") == 1)
    }

    @Test("header/footer views dequeue by registration and return nil when unregistered")
    func headerFooterDequeue() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)

        table.register(CountingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
        #expect(header is CountingHeaderFooterView)
        #expect(header.reuseIdentifier == "header")
        #expect(table.registeredHeaderFooterViewClass(forReuseIdentifier: "header") == CountingHeaderFooterView.self)

        table.register(nil as UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
    }

    @Test("numberOfSections defaults to 1 when the data source does not implement it")
    func numberOfSectionsDefaultsToOne() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
        let source = MinimalTableSource(rowCount: 7)
        table.dataSource = source

        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 7)
        #expect(table.visibleCells.count == 7)
        withExtendedLifetime(source) {}
    }

    @Test("counts are read once at the first layout and never again while scrolling")
    func countsAreCachedWhileScrolling() {
        let (table, source) = makeTable(rows: [50, 50])
        #expect(source.numberOfSectionsCalls == 1)
        #expect(source.numberOfRowsCalls == 2)

        var y: CGFloat = 0
        while y < table.maximumContentOffset.y {
            y = min(y + 300, table.maximumContentOffset.y)
            scroll(table, toY: y)
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 49, section: 1))
        #expect(source.numberOfSectionsCalls == 1)
        #expect(source.numberOfRowsCalls == 2)
    }

    @Test("counts changed in the model are not seen until reloadData")
    func countsRefreshOnlyOnReload() {
        let (table, source) = makeTable(rows: [50, 50])
        source.rowCounts = [3]
        scroll(table, toY: 200)

        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 50)

        table.reloadData()
        #expect(source.numberOfSectionsCalls == 2)
        #expect(source.numberOfRowsCalls == 3)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test("setting a new data source makes the next layout read its counts and ask it for the visible cells")
    func newDataSourceReloads() {
        let (table, _) = makeTable(rows: [50])
        let other = RecordingTableSource(rowCounts: [2])
        table.dataSource = other
        table.layoutIfNeeded()

        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.indexPathsForVisibleRows == rows(0...1))
        #expect(other.cellRequests == rows(0...1))
    }

    // MARK: reloadData

    @Test("reloadData creates no cells: it returns the visible ones to the pool and the next layout reuses them")
    func reloadDataRecyclesCells() {
        let (table, source) = makeTable(rows: [100])
        let shown = table.visibleCells
        #expect(shown.count == 11)
        source.displayLog = []

        table.reloadData()

        #expect(source.cellRequests.count == 11)
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "cell") == 11)
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "cell") == 11)
        #expect(shown.allSatisfy { $0.superview == nil })
        #expect(source.displayLog.count == 11)
        #expect(source.displayLog.allSatisfy { $0.hasPrefix("didEndDisplaying") })

        table.layoutIfNeeded()

        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == Set(shown.map(ObjectIdentifier.init)))
        #expect(source.cellRequests.count == 22)
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "cell") == 11)
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "cell") == 0)
        #expect(table.visibleCells.allSatisfy { ($0 as? CountingTableCell)?.prepareForReuseCount == 1 })
    }

    @Test("reloadData clears the selection without delegate calls")
    func reloadDataClearsSelection() {
        let (table, source) = makeTable(rows: [20]) { table, _ in table.allowsMultipleSelection = true }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)

        table.reloadData()

        #expect(table.indexPathsForSelectedRows == nil)
        #expect(source.selectionLog.isEmpty)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }
}
