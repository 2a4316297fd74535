import CellKit
import CellKitTestSupport
import Testing

// The rows of ARCHITECTURE.md's bad-input catalogue about CellKit's adapters that no other test
// showed: an adapter's apply, or a new data set, from inside a model's setup (which runs while
// the list asks for a cell) stops the program with a message naming the call, the callback and
// the fix, instead of changing the list in the middle of placing its cells.

/// Run once by the next ``ReentrantRow`` with the id "b" that is set up, then cleared.
@MainActor private var setupHook: (() -> Void)?

/// A row whose setup runs ``setupHook`` for the row "b": app code reached from a cell's setup.
private struct ReentrantRow: CellViewModel, DiffableViewModel, Equatable {
    let id: String
    var differenceIdentifier: String { id }

    func setup(cell: TextTableCell) {
        cell.show(id)
        if id == "b", let hook = setupHook {
            setupHook = nil
            hook()
        }
    }
}

/// A table with an adapter holding rows "a", "b", "c" of ``ReentrantRow``, not laid out yet.
@MainActor
private func reentrantAdapterTable() -> (UITableView, TableDataAdapter) {
    let tableView = makeTable()
    let adapter = TableDataAdapter(tableView: tableView)
    tableView.register(ReentrantRow.self)
    adapter.data = [Section(id: "s", items: ["a", "b", "c"].map { ReentrantRow(id: $0) })]
    return (tableView, adapter)
}

@Suite("Bad input catalogue: CellKit")
struct BadInputCatalogueTests {
    @Test("an adapter's apply from inside a model's setup stops, naming the batch update, the callback and the fix")
    func applyFromSetupStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (tableView, adapter) = reentrantAdapterTable()
                setupHook = {
                    _ = adapter.apply([Section(id: "s", items: ["a", "b", "c", "d"].map { ReentrantRow(id: $0) })])
                }
                tableView.layoutIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("a batch update (performBatchUpdates, an insert, delete, move, reload or reconfigure, "
            + "or a diffable data source's apply) was called on the table view while it was asking its data source for a cell"))
        #expect(stderr.contains("Only configure the cell there"))
    }

    @Test("setting an adapter's data from inside a model's setup stops, naming the reload")
    func dataFromSetupStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (tableView, adapter) = reentrantAdapterTable()
                setupHook = { adapter.data = [Section(id: "s", items: [ReentrantRow(id: "z")])] }
                tableView.layoutIfNeeded()
            }
        }
        #expect(standardError(of: result).contains(
            "reloadData() was called on the table view while it was asking its data source for a cell"))
    }

    @Test("an adapter's apply outside the layout pass, after a setup that did nothing, shows the new rows")
    @MainActor func applyAfterLayoutWorks() {
        let (tableView, adapter) = reentrantAdapterTable()
        tableView.layoutIfNeeded()
        _ = adapter.apply([Section(id: "s", items: ["a", "b", "c", "d"].map { ReentrantRow(id: $0) })])
        tableView.layoutIfNeeded()
        #expect(visibleTexts(tableView) == ["a", "b", "c", "d"])
    }
}
