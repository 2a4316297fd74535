import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// The reuse pools, seen through the public dequeue API: cells enter a pool when they leave the
/// screen and come back out of `dequeue…`.
@Suite("Reuse pools")
@MainActor
struct ReusePoolTests {
    /// A 132-point table of three 44-point rows, then scrolled down one row at a time, so the
    /// rows' cells go to the pool one by one, in row order, with no row coming in.
    private func tableWithThreeRetiredCells() throws -> (UITableView, RecordingTableSource, [CountingTableCell]) {
        let (table, source) = makeTable(rows: [3], height: 132)
        let cells = try table.visibleCells.map { try #require($0 as? CountingTableCell) }
        #expect(cells.count == 3)
        for step in 1...3 {
            scroll(table, toY: CGFloat(step) * 44)
            #expect(table.numberOfQueuedCells(withReuseIdentifier: "cell") == step)
        }
        #expect(table.visibleCells.isEmpty)
        return (table, source, cells)
    }

    @Test("the pool is LIFO: the cell that left last comes back first, and an empty pool makes a new cell")
    func lifo() throws {
        let (table, _, cells) = try tableWithThreeRetiredCells()

        let first = table.dequeueReusableCell(withIdentifier: "cell")
        let second = table.dequeueReusableCell(withIdentifier: "cell")
        let third = table.dequeueReusableCell(withIdentifier: "cell")

        #expect(first === cells[2])
        #expect(second === cells[1])
        #expect(third === cells[0])
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "cell") == 0)
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "cell") == 3)

        let fresh = try #require(table.dequeueReusableCell(withIdentifier: "cell"))
        #expect(!cells.contains { $0 === fresh })
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "cell") == 4)
    }

    @Test("prepareForReuse runs inside dequeue, not when the cell leaves the screen nor for a new cell")
    func prepareForReuseRunsInDequeue() throws {
        let (table, _, cells) = try tableWithThreeRetiredCells()
        #expect(cells.allSatisfy { $0.prepareForReuseCount == 0 })

        let cell = try #require(table.dequeueReusableCell(withIdentifier: "cell") as? CountingTableCell)

        #expect(cell.prepareForReuseCount == 1)
        #expect(cells[0].prepareForReuseCount == 0)
        #expect(cells[1].prepareForReuseCount == 0)

        for _ in 0..<2 { _ = table.dequeueReusableCell(withIdentifier: "cell") }
        let fresh = try #require(table.dequeueReusableCell(withIdentifier: "cell") as? CountingTableCell)
        #expect(fresh.prepareForReuseCount == 0)
    }

    @Test("prepareForReuse clears the selection and highlight of a reused cell")
    func prepareForReuseResetsState() throws {
        let (table, _) = makeTable(rows: [3], height: 132)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        cell.isHighlighted = true
        #expect(cell.isSelected)
        for step in 1...3 { scroll(table, toY: CGFloat(step) * 44) }
        #expect(cell.superview == nil)

        let reused = table.dequeueReusableCell(withIdentifier: "cell")

        #expect(reused === cell)
        #expect(!cell.isSelected)
        #expect(!cell.isHighlighted)
    }

    @Test("each reuse identifier has its own pool")
    func onePoolPerIdentifier() throws {
        let (table, _) = makeTable(rows: [2], height: 88) { table, source in
            table.register(OtherCountingTableCell.self, forCellReuseIdentifier: "other")
            source.cellIdentifier = { $0.row == 0 ? "cell" : "other" }
        }
        let cell0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let cell1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell1 is OtherCountingTableCell)

        scroll(table, toY: 88)
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "cell") == 1)
        #expect(table.numberOfQueuedCells(withReuseIdentifier: "other") == 1)

        #expect(table.dequeueReusableCell(withIdentifier: "other") === cell1)
        #expect(table.dequeueReusableCell(withIdentifier: "cell") === cell0)
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "cell") == 1)
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "other") == 1)
    }

    @Test("header/footer views are reused through their own LIFO pool")
    func headerFooterPool() throws {
        let (table, _) = makeTable(rows: [1, 1, 1], style: .grouped, height: 100) { table, source in
            table.register(CountingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
            source.headerHeight = { _ in 50 }
            source.footerHeight = { _ in 0 }
            source.headerIdentifier = "header"
        }
        // Sections are 94 points tall: header 0..<50, row 50..<94, and so on.
        let header0 = try #require(table.headerView(forSection: 0))
        let header1 = try #require(table.headerView(forSection: 1))

        scroll(table, toY: 94 * 3)
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1) == nil)

        let dequeued = (0..<2).compactMap { _ in table.dequeueReusableHeaderFooterView(withIdentifier: "header") }
        #expect(Set(dequeued.map(ObjectIdentifier.init)) == [ObjectIdentifier(header0), ObjectIdentifier(header1)])
        #expect(dequeued.allSatisfy { ($0 as? CountingHeaderFooterView)?.prepareForReuseCount == 1 })
        let fresh = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        #expect(fresh != nil && fresh !== header0 && fresh !== header1)
    }

    @Test("collection cells that left the screen come back from the pool of their identifier")
    func collectionPool() throws {
        // One 100-point line per screen-row: a 320x100 view shows one line of three 100x100 items.
        let (collection, _, _) = makeCollection(items: [3], height: 100) { flow, _, _ in
            flow.itemSize = CGSize(width: 100, height: 100)
        }
        let cells = collection.visibleCells
        #expect(cells.count == 3)

        collection.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.isEmpty)

        let reused = (0..<3).map { _ in
            collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        }
        #expect(Set(reused.map(ObjectIdentifier.init)) == Set(cells.map(ObjectIdentifier.init)))
        #expect(reused.allSatisfy { ($0 as? CountingCollectionCell)?.prepareForReuseCount == 1 })
        #expect(collection.numberOfCreatedCells(withReuseIdentifier: "cell") == 3)
    }
}
