import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

@Suite("UITableView selection and taps")
@MainActor
struct TableViewSelectionTests {
    private let row1 = IndexPath(row: 1, section: 0)
    private let row2 = IndexPath(row: 2, section: 0)
    private let row3 = IndexPath(row: 3, section: 0)
    private let row4 = IndexPath(row: 4, section: 0)

    // MARK: Programmatic selection

    @Test("selection is on, single and empty by default; selectRow and deselectRow make no delegate calls")
    func programmaticSelectionIsSilent() {
        let (table, source) = makeTable(rows: [10])
        #expect(table.allowsSelection)
        #expect(!table.allowsMultipleSelection)
        #expect(table.indexPathsForSelectedRows == nil)

        table.selectRow(at: row2, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == row2)
        table.deselectRow(at: row2, animated: false)

        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.selectionLog.isEmpty)
    }

    @Test("in single selection selecting a row replaces the selection")
    func singleSelectionReplaces() {
        let (table, _) = makeTable(rows: [10])
        table.selectRow(at: row1, animated: false, scrollPosition: .none)
        table.selectRow(at: row3, animated: false, scrollPosition: .none)

        #expect(table.indexPathsForSelectedRows == [row3])
        #expect(table.cellForRow(at: row1)?.isSelected == false)
        #expect(table.cellForRow(at: row3)?.isSelected == true)
    }

    @Test("in multiple selection selected rows accumulate, in order; selectRow(at: nil) clears them")
    func multipleSelectionAccumulates() {
        let (table, _) = makeTable(rows: [10]) { table, _ in table.allowsMultipleSelection = true }
        table.selectRow(at: row3, animated: false, scrollPosition: .none)
        table.selectRow(at: row1, animated: false, scrollPosition: .none)
        table.selectRow(at: row4, animated: false, scrollPosition: .none)

        #expect(table.indexPathsForSelectedRows == [row1, row3, row4])
        #expect(table.indexPathForSelectedRow == row1)

        table.deselectRow(at: row1, animated: false)
        #expect(table.indexPathsForSelectedRows == [row3, row4])

        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("with allowsSelection off, selectRow and taps are ignored")
    func selectionOff() {
        let (table, source) = makeTable(rows: [10]) { table, _ in table.allowsSelection = false }

        table.selectRow(at: row1, animated: false, scrollPosition: .none)
        table.tapRow(at: row2)

        #expect(table.indexPathsForSelectedRows == nil)
        #expect(source.selectionLog.isEmpty)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected && !$0.isHighlighted })
    }

    @Test("visible cells show the selection as it changes, also for a selection made before the first layout")
    func visibleCellsFollowSelection() throws {
        let (table, _) = makeTable(rows: [10], layout: false)
        table.selectRow(at: row3, animated: false, scrollPosition: .none)
        #expect(table.cellForRow(at: row3)?.isSelected == true)

        let cell = try #require(table.cellForRow(at: row2))
        table.selectRow(at: row2, animated: false, scrollPosition: .none)
        #expect(cell.isSelected)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)

        table.deselectRow(at: row2, animated: false)
        #expect(!cell.isSelected)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("a selected row that scrolls back into view is shown selected, and its old cell is not")
    func selectionSurvivesRecycling() throws {
        let (table, _) = makeTable(rows: [100])
        let selected = IndexPath(row: 0, section: 0)
        table.selectRow(at: selected, animated: false, scrollPosition: .none)

        scroll(table, toY: 1000)
        #expect(table.cellForRow(at: selected) == nil)
        #expect(table.indexPathsForSelectedRows == [selected])
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })

        scroll(table, toY: 0)
        let cell = try #require(table.cellForRow(at: selected))
        #expect(cell.isSelected)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
    }

    // MARK: Taps

    @Test("a tap calls the delegate in UIKit's order; the cell is highlighted only while the touch is down")
    func tapOrder() {
        let (table, source) = makeTable(rows: [10])
        table.tapRow(at: row2)

        #expect(source.selectionLog == [
            "shouldHighlight 0.2", "didHighlight 0.2", "willSelect 0.2", "didUnhighlight 0.2", "didSelect 0.2",
        ])
        #expect(source.highlightSeenAtDidHighlight == [true])
        #expect(source.highlightSeenAtDidUnhighlight == [false])
        #expect(source.selectionSeenAtDidSelect == [true])
        #expect(table.indexPathsForSelectedRows == [row2])
        #expect(table.cellForRow(at: row2)?.isSelected == true)
        #expect(table.cellForRow(at: row2)?.isHighlighted == false)
    }

    @Test("a tap deselects the previously selected row between willSelect and didUnhighlight")
    func tapReplacesSelection() {
        let (table, source) = makeTable(rows: [10])
        table.selectRow(at: row1, animated: false, scrollPosition: .none)

        table.tapRow(at: row3)

        #expect(source.selectionLog == [
            "shouldHighlight 0.3", "didHighlight 0.3", "willSelect 0.3", "willDeselect 0.1", "didDeselect 0.1",
            "didUnhighlight 0.3", "didSelect 0.3",
        ])
        #expect(table.indexPathsForSelectedRows == [row3])
        #expect(table.cellForRow(at: row1)?.isSelected == false)
    }

    @Test("shouldHighlight returning false stops the tap before anything is selected")
    func shouldHighlightFalse() {
        let (table, source) = makeTable(rows: [10]) { _, source in source.shouldHighlight = { _ in false } }
        table.tapRow(at: row2)

        #expect(source.selectionLog == ["shouldHighlight 0.2"])
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.cellForRow(at: row2)?.isHighlighted == false)
    }

    @Test("willSelect returning nil selects nothing and keeps the old selection")
    func willSelectNil() {
        let (table, source) = makeTable(rows: [10]) { _, source in source.willSelect = { _ in nil } }
        table.selectRow(at: row1, animated: false, scrollPosition: .none)

        table.tapRow(at: row2)

        #expect(source.selectionLog == ["shouldHighlight 0.2", "didHighlight 0.2", "willSelect 0.2", "didUnhighlight 0.2"])
        #expect(table.indexPathsForSelectedRows == [row1])
        #expect(table.cellForRow(at: row2)?.isSelected == false)
    }

    @Test("willSelect can redirect the tap to another row")
    func willSelectRedirects() {
        let (table, source) = makeTable(rows: [10]) { _, source in
            source.willSelect = { $0.row == 2 ? IndexPath(row: 4, section: 0) : $0 }
        }
        table.tapRow(at: row2)

        #expect(table.indexPathsForSelectedRows == [row4])
        #expect(source.selectionLog.last == "didSelect 0.4")
        #expect(!source.selectionLog.contains("didSelect 0.2"))
        #expect(table.cellForRow(at: row4)?.isSelected == true)
        #expect(table.cellForRow(at: row2)?.isSelected == false)
    }

    @Test("tapping the selected row in single selection selects it again")
    func tapSelectedRowSingle() {
        let (table, source) = makeTable(rows: [10])
        table.tapRow(at: row2)
        source.selectionLog = []

        table.tapRow(at: row2)

        #expect(source.selectionLog == [
            "shouldHighlight 0.2", "didHighlight 0.2", "willSelect 0.2", "didUnhighlight 0.2", "didSelect 0.2",
        ])
        #expect(table.indexPathsForSelectedRows == [row2])
    }

    @Test("in multiple selection taps add rows, and a tap on a selected row deselects it")
    func multipleSelectionTaps() {
        let (table, source) = makeTable(rows: [10]) { table, _ in table.allowsMultipleSelection = true }
        table.tapRow(at: row1)
        table.tapRow(at: row3)
        #expect(table.indexPathsForSelectedRows == [row1, row3])
        #expect(!source.selectionLog.contains { $0.hasPrefix("willDeselect") })
        source.selectionLog = []

        table.tapRow(at: row1)

        #expect(source.selectionLog == [
            "shouldHighlight 0.1", "didHighlight 0.1", "willDeselect 0.1", "didDeselect 0.1", "didUnhighlight 0.1",
        ])
        #expect(table.indexPathsForSelectedRows == [row3])
        #expect(table.cellForRow(at: row1)?.isSelected == false)
    }

    @Test("willDeselect returning nil keeps a tapped row selected in multiple selection")
    func willDeselectNil() {
        let (table, source) = makeTable(rows: [10]) { table, source in
            table.allowsMultipleSelection = true
            source.willDeselect = { _ in nil }
        }
        table.tapRow(at: row1)
        source.selectionLog = []

        table.tapRow(at: row1)

        #expect(source.selectionLog == ["shouldHighlight 0.1", "didHighlight 0.1", "willDeselect 0.1", "didUnhighlight 0.1"])
        #expect(table.indexPathsForSelectedRows == [row1])
        #expect(table.cellForRow(at: row1)?.isSelected == true)
    }

    @Test("in single selection, a refused deselection of the selected row makes the tap select nothing")
    func singleSelectionKeepsOneRow() {
        let (table, source) = makeTable(rows: [10]) { _, source in source.willDeselect = { _ in nil } }
        table.selectRow(at: row1, animated: false, scrollPosition: .none)

        table.tapRow(at: row3)

        #expect(source.selectionLog == [
            "shouldHighlight 0.3", "didHighlight 0.3", "willSelect 0.3", "willDeselect 0.1", "didUnhighlight 0.3",
        ])
        #expect(table.indexPathsForSelectedRows == [row1])
        #expect(table.cellForRow(at: row3)?.isSelected == false)
    }
}
