import CellKitTestSupport
import ListDiff
import Testing

// The rows of ARCHITECTURE.md's bad-input catalogue about snapshots that no other test showed:
// an item appended or inserted while it is already in the snapshot is moved into place (see
// SnapshotTests), and logged to standard error with UIKit's text, as UIKit logs it. Each test
// runs in a child process and reads what it printed.

@Suite("Bad input catalogue: ListDiff")
struct BadInputCatalogueTests {
    @Test("appending an item already in the snapshot logs UIKit's text naming it, and moves it")
    func appendExistingItemLogs() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems([1, 2], toSection: "A")
            snapshot.appendItems([3, 1], toSection: "B")
            precondition(snapshot.itemIdentifiers(inSection: "B") == [3, 1], "the item was not moved")
        }
        #expect(standardError(of: result).contains(
            "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the "
                + "snapshot. The existing item identifier will be moved into place instead, but this operation will be "
                + "more expensive. For best performance, inserted item identifiers should always be unique. Set a "
                + "symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch "
                + "this in the debugger. Item identifier that already exists: 1"))
    }

    @Test("inserting items already in the snapshot logs them all")
    func insertExistingItemsLogs() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2, 3, 4])
            snapshot.insertItems([4, 3], beforeItem: 1)
            precondition(snapshot.itemIdentifiers == [4, 3, 1, 2], "the items were not moved")
        }
        #expect(standardError(of: result).contains(
            "insert or append 2 item identifiers that already exist in the snapshot. The existing item identifiers will "
                + "be moved into place instead"))
        #expect(standardError(of: result).contains("Item identifiers that already exist: [4, 3]"))
    }

    @Test("appending, inserting and moving items that are new or moved on purpose logs nothing")
    func newItemsLogNothing() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2])
            snapshot.insertItems([3], afterItem: 1)
            snapshot.moveItem(2, beforeItem: 1)
            snapshot.deleteItems([3])
        }
        #expect(standardError(of: result).isEmpty)
    }
}
