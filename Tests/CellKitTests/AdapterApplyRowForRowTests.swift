import CellKit
import CellKitTestSupport
import Testing

// An apply of data equal row for row to the data shown skips the diff (issue 17). These tests
// check that the shortcut answers as the diff does: taken for equal data however it was built
// (other model types in between, models of both diffable protocols, the very arrays shown), and
// not taken where one row differs in content, identity or type, or where the sections differ
// or cannot be diffed. The fixtures (`ApplyRow`, `ApplyLegacyRow`, `ApplyOtherRow`,
// `ApplyPlainRow`, `applyTable`, `applySection`) are AdapterApplyBehaviourTests'.

/// A diffable row whose content never equals another model's, even an equal one's.
struct ApplyNeverEqualRow: CellViewModel, DiffableViewModel {
    let id: String
    var differenceIdentifier: String { id }
    func isContentEqual(to source: ApplyNeverEqualRow) -> Bool { false }
    func setup(cell: TextTableCell) { cell.show(id) }
}

/// A table adapter whose `itemModel(at:)` is overridden: it counts the calls.
@MainActor
final class CountingLookupAdapter: TableDataAdapter {
    var lookups = 0
    override func itemModel(at indexPath: IndexPath) -> any AnyCellViewModel {
        lookups += 1
        return super.itemModel(at: indexPath)
    }
}

@MainActor
@Suite("Adapters apply: data equal row for row to what is shown")
struct AdapterApplyRowForRowTests {
    /// Rows of three model types, each type in runs: `ApplyRow`s, then the CellViewModel library's
    /// `ApplyLegacyRow`s, then `ApplyRow`s again; `edit` changes one row.
    private func mixedRows(_ edit: (index: Int, change: Change)? = nil) -> [any AnyCellViewModel] {
        (0..<9).map { index in
            let id = "r\(index)"
            let change = edit?.index == index ? edit?.change : nil
            switch change {
            case .content: return index / 3 == 1 ? ApplyLegacyRow(id: id, text: "\(id), edited") : ApplyRow(id, "\(id), edited")
            case .identity: return index / 3 == 1 ? ApplyLegacyRow(id: "new", text: id) : ApplyRow("new", id)
            case .type: return ApplyOtherRow(id: id)
            case nil: return index / 3 == 1 ? ApplyLegacyRow(id: id, text: id) : ApplyRow(id)
            }
        }
    }

    enum Change: CaseIterable { case content, identity, type }

    private func mixedTable() -> (UITableView, TableDataAdapter) {
        let tableView = makeTable(height: 480)
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(ApplyRow.self, ApplyLegacyRow.self, ApplyOtherRow.self)
        adapter.data = [Section(id: "s", items: mixedRows()), applySection("t", ["t0", "t1"])]
        tableView.layoutIfNeeded()
        return (tableView, adapter)
    }

    @Test("equal data built again, in runs of three model types and two sections: no stage, no setup")
    func equalMixedData() throws {
        let (tableView, adapter) = mixedTable()
        let cells = tableView.visibleCells.compactMap { $0 as? TextTableCell }
        #expect(cells.count == 11)

        let update = adapter.apply([Section(id: "s", items: mixedRows()), applySection("t", ["t0", "t1"])])
        tableView.layoutIfNeeded()

        #expect(update == .batchUpdates(stages: 0))
        #expect(cells.allSatisfy { $0.setupCount == 1 && $0.prepareForReuseCount == 0 })
        #expect(tableView.visibleCells.elementsEqual(cells) { $0 === $1 })
    }

    @Test("one row changed in content, identity or type, at the start, inside or at the end of a run", arguments: Change.allCases)
    func oneRowChanged(change: Change) throws {
        for index in [0, 2, 3, 4, 5, 8] {
            let (tableView, adapter) = mixedTable()
            let cells = try (0..<9).map { try #require(textCell(tableView, $0)) }

            let update = adapter.apply([Section(id: "s", items: mixedRows((index, change))), applySection("t", ["t0", "t1"])])
            tableView.layoutIfNeeded()

            #expect(update == .batchUpdates(stages: 1), "row \(index)")
            switch change {
            case .content:
                // Reconfigured in place; no other row is set up again.
                #expect(textCell(tableView, index) === cells[index], "row \(index)")
                #expect(cells.map(\.setupCount) == (0..<9).map { $0 == index ? 2 : 1 }, "row \(index)")
                #expect(visibleTexts(tableView)[index] == "r\(index), edited", "row \(index)")
            case .identity:
                // Deleted and inserted: the row gets another cell, with the new model's text.
                #expect(textCell(tableView, index) !== cells[index], "row \(index)")
                #expect(visibleTexts(tableView)[index] == "r\(index)", "row \(index)")
            case .type:
                // Same identifier, another type: never the same row.
                let cell = tableView.cellForRow(at: IndexPath(row: index, section: 0))
                #expect((cell as? UserTableViewCell)?.nameLabel.text == "other r\(index)", "row \(index)")
            }
            #expect(cells.enumerated().allSatisfy { $0.offset == index || $0.element.setupCount == 1 }, "row \(index)")
        }
    }

    @Test("the very arrays shown, applied again: no stage, even for models whose content never equals")
    func sameArraysApplied() throws {
        let tableView = makeTable(height: 480)
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(ApplyNeverEqualRow.self)
        adapter.data = [Section(id: "s", items: ["a", "b"].map { ApplyNeverEqualRow(id: $0) })]
        tableView.layoutIfNeeded()
        let cells = tableView.visibleCells.compactMap { $0 as? TextTableCell }

        // The diff takes a model to equal itself.
        #expect(adapter.apply(adapter.data) == .batchUpdates(stages: 0))
        #expect(cells.count == 2 && cells.allSatisfy { $0.setupCount == 1 })

        // Built again, they are not equal: both rows are reconfigured.
        #expect(adapter.apply([Section(id: "s", items: ["a", "b"].map { ApplyNeverEqualRow(id: $0) })]) == .batchUpdates(stages: 1))
        tableView.layoutIfNeeded()
        #expect(cells.allSatisfy { $0.setupCount == 2 })
    }

    @Test("equal rows in sections that differ: another id, another count, one section more or fewer")
    func sectionsDiffer() {
        let (tableView, adapter) = applyTable([applySection("A", ["a", "b"]), applySection("B", ["c"])])

        let unchanged = DataUpdate.batchUpdates(stages: 0)
        #expect(adapter.apply([applySection("A", ["a", "b"]), applySection("C", ["c"])]) != unchanged)
        #expect(applyTextsBySection(tableView) == [["a", "b"], ["c"]])
        #expect(adapter.apply([applySection("A", ["a", "b", "c"])]) != unchanged)
        #expect(applyTextsBySection(tableView) == [["a", "b", "c"]])
        #expect(adapter.apply([applySection("A", ["a", "b"]), applySection("C", ["c"])]) != unchanged)
        #expect(adapter.apply([applySection("A", ["a", "b"]), applySection("C", ["c"]), applySection("D", [])]) != unchanged)
        #expect(applyIDs(adapter.data) == [["a", "b"], ["c"], []])
        #expect(adapter.apply([applySection("A", ["a", "b"]), applySection("C", ["c"]), applySection("D", [])]) == unchanged)
    }

    @Test("equal data that cannot be diffed still reloads and says why")
    func equalUndiffableData() {
        // A model without identity.
        let (tableView, adapter) = applyTable([applySection("s", ["a"])])
        tableView.register(ApplyPlainRow.self)
        _ = adapter.apply([Section(id: "s", items: [ApplyRow("a"), ApplyPlainRow(text: "p")])])
        let again = adapter.apply([Section(id: "s", items: [ApplyRow("a"), ApplyPlainRow(text: "p")])])
        #expect(reason(of: again).contains("ApplyPlainRow does not adopt DiffableViewModel"))
        #expect(visibleTexts(tableView) == ["a", "p"])

        // Sections without an id, and two sections with one id.
        let (_, other) = applyTable([Section(items: [ApplyRow("a")])])
        #expect(
            other.apply([Section(items: [ApplyRow("a")])])
                == .reloadData(reason: "section 0 has no id; give every Section an id to animate changes"))
        _ = other.apply([applySection("s", ["a"]), applySection("s", ["b"])])
        let twice = other.apply([applySection("s", ["a"]), applySection("s", ["b"])])
        #expect(reason(of: twice).contains("sections 0 and 1 both have the id"))
    }

    @Test("a subclass instance erased as itself is another row; erased as its superclass, the same one")
    func subclassModels() throws {
        let tableView = makeTable(height: 480)
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(IdentityClassRow.self, IdentityClassSubRow.self)
        adapter.data = [Section(id: "s", items: [IdentityClassRow(id: 1, text: "one")])]
        tableView.layoutIfNeeded()
        let cell = try #require(textCell(tableView, 0))

        let asSuperclass: IdentityClassRow = IdentityClassSubRow(id: 1, text: "one")
        #expect(adapter.apply([Section(id: "s", items: [asSuperclass])]) == .batchUpdates(stages: 0))
        #expect(textCell(tableView, 0) === cell && cell.setupCount == 1)

        #expect(adapter.apply([Section(id: "s", items: [IdentityClassSubRow(id: 1, text: "one")])]) == .batchUpdates(stages: 1))
        #expect(textCell(tableView, 0) !== cell)
    }

    @Test("an adapter subclass that overrides itemModel(at:): equal data asks nothing, a changed row is asked for")
    func adapterSubclass() throws {
        let tableView = makeTable(height: 480)
        let adapter = CountingLookupAdapter(tableView: tableView)
        tableView.register(ApplyRow.self)
        adapter.data = [applySection("s", ["a", "b", "c"])]
        tableView.layoutIfNeeded()
        let cells = try (0..<3).map { try #require(textCell(tableView, $0)) }
        let lookups = adapter.lookups

        #expect(adapter.apply([applySection("s", ["a", "b", "c"])]) == .batchUpdates(stages: 0))
        tableView.layoutIfNeeded()
        #expect(adapter.lookups == lookups)
        #expect(cells.allSatisfy { $0.setupCount == 1 })

        #expect(adapter.apply([Section(id: "s", items: [ApplyRow("a"), ApplyRow("b", "b, edited"), ApplyRow("c")])]) == .batchUpdates(stages: 1))
        tableView.layoutIfNeeded()
        #expect(adapter.lookups > lookups)
        #expect(visibleTexts(tableView) == ["a", "b, edited", "c"])
        #expect(cells.map(\.setupCount) == [1, 2, 1])
    }

    @Test("a collection adapter: equal data takes no stage, one content change reconfigures its item")
    func collection() throws {
        let (collectionView, adapter) = applyCollection([applyItemSection("A", ["a", "b", "c"])])
        let cells = try (0..<3).map { try #require(textCell(collectionView, $0)) }

        #expect(adapter.apply([applyItemSection("A", ["a", "b", "c"])]) == .batchUpdates(stages: 0))
        #expect(adapter.apply([Section(id: "A", items: [ApplyItem("a"), ApplyItem("b"), ApplyItem("c", "c, edited")])]) == .batchUpdates(stages: 1))
        collectionView.layoutIfNeeded()
        #expect(cells.map(\.setupCount) == [1, 1, 2])
        #expect(visibleTexts(collectionView) == ["a", "b", "c, edited"])
    }

    private func reason(of update: DataUpdate) -> String {
        if case .reloadData(let reason) = update { return reason }
        Issue.record("expected a reload, got \(update)")
        return ""
    }
}
