import CellKitTestSupport
import Foundation
import Testing

@testable import HeadlessUIKit

/// Sections of names; the data source of the batch-update tests.
final class NamesSource: UITableViewDataSource, UICollectionViewDataSource {
    var sections: [[String]]
    var identifier: (IndexPath) -> String = { _ in "name" }
    private(set) var cellRequests: [IndexPath] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier(indexPath), for: indexPath)
        (cell as? TextTableCell)?.label.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
        cell.accessibilityLabel = sections[indexPath.section][indexPath.item]
        return cell
    }

    /// `count` names per section: "s.r".
    static func numbered(_ counts: [Int]) -> NamesSource {
        NamesSource(counts.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } })
    }
}

@MainActor
private var keptSources: [NamesSource] = []

@MainActor
private func namesTable(_ source: NamesSource, height: CGFloat = 480) -> UITableView {
    let table = makeTable(height: height)
    table.register(TextTableCell.self, forCellReuseIdentifier: "name")
    table.register(UITableViewCell.self, forCellReuseIdentifier: "other")
    keptSources.append(source)
    table.dataSource = source
    table.layoutIfNeeded()
    return table
}

@MainActor
private func shownNames(_ table: UITableView) -> [String] {
    table.visibleCells.compactMap { ($0 as? TextTableCell)?.label.text }
}

private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

@MainActor
@Suite("Batch updates")
struct BatchUpdateTests {
    @Test("UIKit's worked example: [10,20,30] with insert (0,0), reload (1,1), insert (1,2), delete (2,1) ends as [11,21,29]")
    func workedExample() throws {
        let source = NamesSource.numbered([10, 20, 30])
        let table = namesTable(source)
        source.sections[0].insert("new 0.0", at: 0)
        source.sections[1].insert("new 1.2", at: 2)
        source.sections[2].remove(at: 1)
        table.performBatchUpdates {
            table.insertRows(at: [path(0, 0)], with: .automatic)
            table.reloadRows(at: [path(1, 1)], with: .automatic)
            table.insertRows(at: [path(1, 2)], with: .automatic)
            table.deleteRows(at: [path(2, 1)], with: .automatic)
        }
        #expect((0..<3).map(table.numberOfRows(inSection:)) == [11, 21, 29])
    }

    @Test("cells on screen move with their rows; inserted rows get cells; the order of calls does not matter")
    func cellsMoveWithRows() throws {
        let source = NamesSource([["a", "b", "c", "d"]])
        let table = namesTable(source)
        let cellB = try #require(table.cellForRow(at: path(0, 1)))
        source.sections[0] = ["x", "a", "c", "d", "b"]
        table.performBatchUpdates {
            table.moveRow(at: path(0, 1), to: path(0, 4))
            table.insertRows(at: [path(0, 0)], with: .fade)
        }
        #expect(shownNames(table) == ["x", "a", "c", "d", "b"])
        #expect(table.cellForRow(at: path(0, 4)) === cellB)
    }

    @Test("a reload gives the row a new cell; a reconfigure keeps the cell and skips prepareForReuse")
    func reloadAndReconfigure() throws {
        let source = NamesSource([["a", "b", "c"]])
        let table = namesTable(source)
        let cellA = try #require(table.cellForRow(at: path(0, 0)) as? TextTableCell)
        let cellB = try #require(table.cellForRow(at: path(0, 1)) as? TextTableCell)
        source.sections[0] = ["A", "B", "c"]
        table.performBatchUpdates {
            table.reloadRows(at: [path(0, 0)], with: .automatic)
            table.reconfigureRows(at: [path(0, 1)])
        }
        #expect(table.cellForRow(at: path(0, 0)) !== cellA)
        #expect(table.cellForRow(at: path(0, 1)) === cellB)
        #expect(cellB.prepareForReuseCount == 0)
        #expect(cellB.label.text == "B")
        #expect(shownNames(table) == ["A", "B", "c"])
    }

    @Test("the selection moves with its rows; deleted and reloaded rows drop out of it")
    func selectionCarried() throws {
        let source = NamesSource([["a", "b", "c", "d"]])
        let table = namesTable(source)
        table.allowsMultipleSelection = true
        for row in [1, 2, 3] { table.selectRow(at: path(0, row), animated: false, scrollPosition: .none) }
        source.sections[0] = ["new", "a", "c", "D"]
        table.performBatchUpdates {
            table.insertRows(at: [path(0, 0)], with: .automatic)
            table.deleteRows(at: [path(0, 1)], with: .automatic)
            table.reloadRows(at: [path(0, 3)], with: .automatic)
        }
        #expect(table.indexPathsForSelectedRows == [path(0, 2)])
        #expect(table.cellForRow(at: path(0, 2))?.isSelected == true)
        #expect(table.cellForRow(at: path(0, 3))?.isSelected == false)
    }

    @Test("sections insert, delete and move; rows in a moved section travel with it")
    func sectionChanges() throws {
        let source = NamesSource([["a"], ["b", "b2"], ["c"]])
        let table = namesTable(source)
        source.sections = [["c"], ["new"], ["b", "b2"]]
        table.performBatchUpdates {
            table.deleteSections([0], with: .automatic)
            table.moveSection(2, toSection: 0)
            table.insertSections([1], with: .automatic)
        }
        #expect(shownNames(table) == ["c", "new", "b", "b2"])
        #expect(table.numberOfSections == 3)
    }

    @Test("nested update blocks count as one batch, checked once at the end")
    func nestedBlocks() throws {
        let source = NamesSource([["a"]])
        let table = namesTable(source)
        var completions = 0
        table.performBatchUpdates({
            source.sections[0].append("b")
            table.insertRows(at: [path(0, 1)], with: .automatic)
            table.performBatchUpdates({
                source.sections[0].append("c")
                table.insertRows(at: [path(0, 2)], with: .automatic)
            })
        }, completion: { _ in completions += 1 })
        #expect(shownNames(table) == ["a", "b", "c"])
        #expect(completions == 1)
    }

    @Test("an invalid update throws UIKit's text with the real numbers and leaves the table as it was")
    func invalidCountsLeaveTableAlone() throws {
        let source = NamesSource.numbered([20])
        let table = namesTable(source)
        let cells = table.visibleCells
        let error = try #require(throws: BatchUpdateError.self) {
            try table.performValidatedBatchUpdates { table.deleteRows(at: [path(0, 3)], with: .automatic) }
        }
        #expect(
            error.reason
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                + "section after the update (20) must be equal to the number of rows contained in that section before "
                + "the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, "
                + "1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        #expect(error.description.hasPrefix(error.reason))
        #expect(!error.fix.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    }

    @Test("the section count must add up", arguments: [true])
    func invalidSectionCount(_ unused: Bool) throws {
        let source = NamesSource([])
        let table = namesTable(source)
        source.sections = [["a"]]
        let error = try #require(throws: BatchUpdateError.self) { try table.performValidatedBatchUpdates(nil) }
        #expect(
            error.reason
                == "Invalid update: invalid number of sections. The number of sections contained in the table view after "
                + "the update (1) must be equal to the number of sections contained in the table view before the update "
                + "(0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    /// Each invalid update of reference B, with the text it must be refused with.
    static let refusals: [(name: String, sections: [[String]], after: [[String]], update: @MainActor @Sendable (UITableView) -> Void, reason: String)] = [
        ("delete out of range", [Array(repeating: "x", count: 20)], [Array(repeating: "x", count: 19)],
         { $0.deleteRows(at: [path(0, 99)], with: .none) },
         "attempt to delete row 99 from section 0 which only contains 20 rows before the update"),
        ("insert out of range", [Array(repeating: "x", count: 20)], [Array(repeating: "x", count: 21)],
         { $0.insertRows(at: [path(0, 100)], with: .none) },
         "attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update"),
        ("delete missing section", [["a"], ["b"]], [["a"]],
         { $0.deleteSections([3], with: .none) },
         "attempt to delete section 3, but there are only 2 sections before the update"),
        ("insert missing section", [["a"], ["b"]], [["a"], ["b"], []],
         { $0.insertSections([4], with: .none) },
         "attempt to insert section 4 but there are only 3 sections after the update"),
        ("delete and reload", [["a", "b"]], [["a"]],
         { $0.deleteRows(at: [path(0, 1)], with: .none); $0.reloadRows(at: [path(0, 1)], with: .none) },
         "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"),
        ("delete and move", [["a", "b", "c"]], [["a", "c"]],
         { $0.deleteRows(at: [path(0, 1)], with: .none); $0.moveRow(at: path(0, 1), to: path(0, 0)) },
         "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"),
        ("insert and move", [["a", "b"]], [["a", "b", "c"]],
         { $0.insertRows(at: [path(0, 0)], with: .none); $0.moveRow(at: path(0, 1), to: path(0, 0)) },
         "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"),
        ("move from deleted section", [["a"], ["b"]], [["b"]],
         { $0.deleteSections([0], with: .none); $0.moveRow(at: path(0, 0), to: path(0, 0)) },
         "cannot move an item from a deleted section (0)"),
        ("move into inserted section", [["a", "b"]], [["a"], ["b"]],
         { $0.insertSections([1], with: .none); $0.moveRow(at: path(0, 1), to: path(1, 0)) },
         "cannot move an item into a newly inserted section (1)"),
        ("move twice", [["a", "b", "c"]], [["a", "b", "c"]],
         { $0.moveRow(at: path(0, 0), to: path(0, 1)); $0.moveRow(at: path(0, 0), to: path(0, 2)) },
         "attempt to move item at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}"),
    ]

    @Test("every refusal of reference B carries UIKit's text", arguments: 0..<10)
    func refusal(_ index: Int) throws {
        let refusal = Self.refusals[index]
        let source = NamesSource(refusal.sections)
        let table = namesTable(source)
        let before = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
        source.sections = refusal.after
        let error = try #require(throws: BatchUpdateError.self, "\(refusal.name)") {
            try table.performValidatedBatchUpdates { refusal.update(table) }
        }
        #expect(error.reason == refusal.reason, "\(refusal.name)")
        #expect((0..<table.numberOfSections).map(table.numberOfRows(inSection:)) == before, "\(refusal.name)")
    }

    @Test("an invalid change outside a batch stops the program with UIKit's text")
    func standaloneInvalidInsertStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = NamesSource([["a"]])
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.register(TextTableCell.self, forCellReuseIdentifier: "name")
                table.dataSource = source
                table.layoutIfNeeded()
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("insertRows(at:with:): Invalid update: invalid number of rows in section 0."))
    }

    @Test("a reconfigure whose data source dequeues another identifier stops with UIKit's text")
    func reconfigureWithAnotherIdentifierStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = NamesSource([["a"]])
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.register(TextTableCell.self, forCellReuseIdentifier: "name")
                table.register(UITableViewCell.self, forCellReuseIdentifier: "other")
                table.dataSource = source
                table.layoutIfNeeded()
                source.identifier = { _ in "other" }
                table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell "
                    + "when reconfiguring an item, which is not allowed"))
    }

    @Test("a collection view moves, inserts and deletes items, saying \"items\" and \"collection view\" in its errors")
    func collectionUpdates() throws {
        let source = NamesSource([["a", "b", "c"]])
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "name")
        keptSources.append(source)
        collection.dataSource = source
        collection.layoutIfNeeded()
        let cellC = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        source.sections[0] = ["c", "a", "new"]
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
            collection.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
            collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        #expect(collection.visibleCells.map(\.accessibilityLabel) == ["c", "a", "new"])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellC)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)

        source.sections[0].append("extra")
        let error = try #require(throws: BatchUpdateError.self) { try collection.performValidatedBatchUpdates(nil) }
        #expect(error.reason.hasPrefix("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (4)"))
    }
}
