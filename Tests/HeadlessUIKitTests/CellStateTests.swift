import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// The cell states lists drive (editing, expansion, swipe, reordering, drag and drop, focus,
// pinning) and how they reach the cells' configuration state, on screen and after reuse.

private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// The visible cell of `indexPath`, which must be on screen.
@MainActor
private func visibleCell(_ table: UITableView, _ indexPath: IndexPath) throws -> UITableViewCell {
    try #require(table.cellForRow(at: indexPath), "row \(indexPath.row) is not on screen")
}

@Suite("Cell states driven by the list")
@MainActor
struct CellStateTests {
    @Test("editing mode reaches every visible cell and every cell shown later")
    func editingMode() throws {
        let (table, source) = makeTable(rows: [60])
        table.setEditing(true, animated: false)

        #expect(table.isEditing)
        #expect(!table.visibleCells.isEmpty)
        for cell in table.visibleCells {
            #expect(cell.isEditing)
            #expect(cell.configurationState.isEditing)
        }

        scroll(table, toY: 1500)
        let later = table.visibleCells
        #expect(later.allSatisfy { table.indexPath(for: $0)!.row > 11 })
        #expect(later.allSatisfy { $0.isEditing && $0.configurationState.isEditing })

        table.setEditing(false, animated: false)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && !$0.configurationState.isEditing })
        withExtendedLifetime(source) {}
    }

    @Test("setExpanded marks one row expanded and asks its cell for a configuration update")
    func expanded() throws {
        let (table, source) = makeTable(rows: [10])
        let cell = try visibleCell(table, row(2))
        var seenExpanded: [Bool] = []
        cell.configurationUpdateHandler = { _, state in seenExpanded.append(state.isExpanded) }
        table.layoutIfNeeded()

        table.setExpanded(true, at: row(2))

        #expect(table.isExpanded(at: row(2)))
        #expect(cell.isExpanded && cell.configurationState.isExpanded)
        #expect(try !visibleCell(table, row(3)).configurationState.isExpanded)
        table.layoutIfNeeded()
        #expect(seenExpanded == [false, true])

        table.setExpanded(false, at: row(2))
        #expect(!table.isExpanded(at: row(2)))
        #expect(!cell.configurationState.isExpanded)
        withExtendedLifetime(source) {}
    }

    @Test("swiping a row shows its swipe state; swiping another row un-swipes the first")
    func swiped() throws {
        let (table, source) = makeTable(rows: [10])
        table.setSwiped(true, at: row(1))
        #expect(try visibleCell(table, row(1)).configurationState.isSwiped)

        table.setSwiped(true, at: row(4))

        #expect(try !visibleCell(table, row(1)).configurationState.isSwiped)
        #expect(try visibleCell(table, row(4)).configurationState.isSwiped)
        #expect(table.visibleCells.filter(\.isSwiped).count == 1)
        withExtendedLifetime(source) {}
    }

    @Test("reordering, drag and drop states reach the cell's configuration state")
    func reorderingDragAndDrop() throws {
        let (table, source) = makeTable(rows: [10])
        table.setReordering(true, at: row(0))
        table.setDragState(.lifting, at: row(1))
        table.setDropState(.targeted, at: row(2))
        table.setDropState(.notTargeted, at: row(3))

        #expect(try visibleCell(table, row(0)).configurationState.isReordering)
        #expect(try visibleCell(table, row(1)).configurationState.cellDragState == .lifting)
        #expect(try visibleCell(table, row(2)).configurationState.cellDropState == .targeted)
        #expect(try visibleCell(table, row(3)).configurationState.cellDropState == .notTargeted)
        let untouched = try visibleCell(table, row(4)).configurationState
        #expect(!untouched.isReordering && untouched.cellDragState == .none && untouched.cellDropState == .none)

        table.setDragState(.dragging, at: row(1))
        #expect(try visibleCell(table, row(1)).configurationState.cellDragState == .dragging)
        table.setReordering(false, at: row(0))
        table.setDragState(.none, at: row(1))
        #expect(try !visibleCell(table, row(0)).configurationState.isReordering)
        #expect(try visibleCell(table, row(1)).configurationState.cellDragState == .none)
        withExtendedLifetime(source) {}
    }

    @Test("the focused index path's cell is focused; moving focus unfocuses the previous one")
    func focus() throws {
        let (table, source) = makeTable(rows: [10])
        table.focusedIndexPath = row(2)
        #expect(try visibleCell(table, row(2)).configurationState.isFocused)

        table.focusedIndexPath = row(5)

        #expect(try !visibleCell(table, row(2)).configurationState.isFocused)
        #expect(try visibleCell(table, row(5)).configurationState.isFocused)
        #expect(table.visibleCells.filter { $0.configurationState.isFocused }.count == 1)
        withExtendedLifetime(source) {}
    }

    @Test("a cell that takes no touches is disabled, and an update tells its configuration")
    func disabled() throws {
        let (table, source) = makeTable(rows: [3])
        let cell = try visibleCell(table, row(0))
        var seenDisabled: [Bool] = []
        cell.configurationUpdateHandler = { _, state in seenDisabled.append(state.isDisabled) }
        table.layoutIfNeeded()

        cell.isUserInteractionEnabled = false
        table.layoutIfNeeded()

        #expect(cell.configurationState.isDisabled)
        #expect(seenDisabled == [false, true])
        withExtendedLifetime(source) {}
    }

    @Test("a plain table's floating header is pinned while it floats and not at its own place")
    func pinnedHeader() throws {
        let (table, source) = makeTable(rows: [20, 20]) { table, source in
            table.register(CountingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
            source.headerIdentifier = "header"
            source.headerHeight = { _ in 30 }
        }
        let header = try #require(table.headerView(forSection: 0))
        #expect(!header.isPinned)
        #expect(!header.configurationState.isPinned)

        scroll(table, toY: 200)
        #expect(table.headerView(forSection: 0) === header)
        #expect(header.frame.minY == 200)
        #expect(header.isPinned)
        #expect(header.configurationState.isPinned)

        let sectionOneTop = table.rectForHeader(inSection: 1).minY
        scroll(table, toY: sectionOneTop)
        let secondHeader = try #require(table.headerView(forSection: 1))
        #expect(secondHeader.frame.minY == sectionOneTop)
        #expect(!secondHeader.configurationState.isPinned)
        withExtendedLifetime(source) {}
    }

    @Test("states survive scrolling a row off screen and back, and do not follow its reused cell")
    func statesSurviveReuse() throws {
        let (table, source) = makeTable(rows: [60])
        table.setExpanded(true, at: row(1))
        table.setSwiped(true, at: row(2))
        table.setDragState(.lifting, at: row(3))
        let firstCell = try visibleCell(table, row(1))

        scroll(table, toY: 1500)
        #expect(table.cellForRow(at: row(1)) == nil)
        for cell in table.visibleCells {
            let state = cell.configurationState
            #expect(!state.isExpanded && !state.isSwiped && state.cellDragState == .none)
        }
        #expect(table.visibleCells.contains { $0 === firstCell }, "the cell was reused further down")

        scroll(table, toY: 0)
        #expect(try visibleCell(table, row(1)).configurationState.isExpanded)
        #expect(try visibleCell(table, row(2)).configurationState.isSwiped)
        #expect(try visibleCell(table, row(3)).configurationState.cellDragState == .lifting)
        #expect(try !visibleCell(table, row(4)).configurationState.isExpanded)
        withExtendedLifetime(source) {}
    }

    @Test("reloadData forgets per-row states but keeps editing mode")
    func reloadClearsRowStates() throws {
        let (table, source) = makeTable(rows: [10])
        table.setEditing(true, animated: false)
        table.setExpanded(true, at: row(1))
        table.setSwiped(true, at: row(2))
        table.focusedIndexPath = row(3)

        table.reloadData()
        table.layoutIfNeeded()

        #expect(!table.isExpanded(at: row(1)))
        #expect(table.focusedIndexPath == nil)
        let states = table.visibleCells.map(\.configurationState)
        #expect(!states.isEmpty)
        #expect(states.allSatisfy { !$0.isExpanded && !$0.isSwiped && !$0.isFocused })
        #expect(states.allSatisfy { $0.isEditing })
        withExtendedLifetime(source) {}
    }

    @Test("collection views drive the same states")
    func collectionStates() throws {
        let (collection, _, source) = makeCollection(items: [10])
        collection.setEditing(true, animated: false)
        collection.setExpanded(true, at: IndexPath(item: 1, section: 0))
        collection.setSwiped(true, at: IndexPath(item: 2, section: 0))

        let expanded = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let swiped = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(expanded.configurationState.isExpanded && expanded.configurationState.isEditing)
        #expect(swiped.configurationState.isSwiped && !swiped.configurationState.isExpanded)
        withExtendedLifetime(source) {}
    }

    @Test("a state for a row out of range stops the program with UIKit's bounds text")
    func outOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5])
                table.setExpanded(true, at: IndexPath(row: 9, section: 0))
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("setExpanded(_:at:): row (9) beyond bounds (5) for section (0)."))
    }
}
