import CellKit
import CellKitTestSupport
import Testing

// The adapters' diff compares the rows that stay in place at the start and end of a section a
// run of models of one type at a time (`ModelIdentity._equalRun(of:and:backward:)`), not row by
// row. These applies change rows inside long runs (their content, their type), at the start and
// at the end, and check that every row shows its new content and that every row that stays
// kept its cell: a run that counted a changed row as equal would leave its cell showing the old
// text. The fixtures are AdapterApplyBehaviourTests'.

@MainActor
@Suite("Adapters apply: common runs compared a run at a time")
struct AdapterApplyRunTests {
    /// 32 rows in runs of two model types: `ApplyRow`s 0-11, `ApplyLegacyRow`s 12-19, `ApplyRow`s
    /// 20-31, named `r<index>`; `edited` rows show ", edited" after their name, `other` rows are
    /// `ApplyOtherRow`s of the same identifier, and `inserted` rows come in before the row of
    /// that index.
    private func rows(edited: Set<Int> = [], other: Set<Int> = [], inserted: [Int: String] = [:]) -> [any AnyCellViewModel] {
        (0..<32).flatMap { index -> [any AnyCellViewModel] in
            let id = "r\(index)"
            let text = edited.contains(index) ? "\(id), edited" : id
            let row: any AnyCellViewModel
            if other.contains(index) {
                row = ApplyOtherRow(id: id)
            } else if (12..<20).contains(index) {
                row = ApplyLegacyRow(id: id, text: text)
            } else {
                row = ApplyRow(id, text)
            }
            return inserted[index].map { [ApplyRow($0), row] } ?? [row]
        }
    }

    /// What the visible rows show: a text cell's text, or "other <id>".
    private func shown(_ tableView: UITableView) -> [String?] {
        (tableView.indexPathsForVisibleRows ?? []).map { path in
            let cell = tableView.cellForRow(at: path)
            return (cell as? TextTableCell)?.label.text ?? (cell as? UserTableViewCell)?.nameLabel.text
        }
    }

    private func expected(_ rows: [any AnyCellViewModel]) -> [String?] {
        rows.map { row in
            if let row = row as? ApplyRow { return row.text }
            if let row = row as? ApplyLegacyRow { return row.text }
            return (row as? ApplyOtherRow).map { "other \($0.id)" }
        }
    }

    @Test("rows changed inside the runs, at the start, the end and between types, show their new content; the others keep their cells")
    func changedRowsInRuns() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 40))
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(ApplyRow.self, ApplyLegacyRow.self, ApplyOtherRow.self)
        adapter.data = [Section(id: "s", items: rows())]
        tableView.layoutIfNeeded()
        let edits: [(edited: Set<Int>, other: Set<Int>, inserted: [Int: String])] = [
            // One run each end (nothing inserted): content changed at both ends, inside each
            // type's run and at the rows where the types change.
            ([0, 5, 11, 12, 19, 20, 31], [], [:]),
            // Back to the first rows, and a row of another type with the same identifier inside a run.
            ([], [7, 25], [:]),
            // Rows inserted between the runs, content changed on both sides of them.
            ([1, 30], [], [16: "new", 3: "new2"]),
        ]
        for edit in edits {
            let before = cellsByKey(tableView, adapter)
            let next = rows(edited: edit.edited, other: edit.other, inserted: edit.inserted)
            guard case .batchUpdates = adapter.apply([Section(id: "s", items: next)]) else {
                Issue.record("not applied as batch updates")
                return
            }
            tableView.layoutIfNeeded()
            #expect(shown(tableView) == expected(next))
            // A row of the same type and identifier as before kept its cell.
            for (key, cell) in cellsByKey(tableView, adapter) where before[key] != nil {
                #expect(cell === before[key], "\(key) kept its cell")
            }
        }
    }

    @Test("rows between a deletion and an insertion (matched a run at a time) changed in content or type show it; the others keep their cells")
    func changedRowsBetweenChanges() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 40))
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(ApplyRow.self, ApplyLegacyRow.self, ApplyOtherRow.self)
        /// The rows without the row `deleted`, with `inserted` before row 29 (so that rows 3-28
        /// lie between the two changes, out of the common runs, one place from their old one).
        func rows(deleting deleted: Int, edited: Set<Int> = [], other: Set<Int> = [], inserted: String) -> [any AnyCellViewModel] {
            var next = self.rows(edited: edited, other: other, inserted: [29: inserted])
            next.remove(at: deleted)
            return next
        }
        adapter.data = [Section(id: "s", items: rows(deleting: 2, inserted: "new0"))]
        tableView.layoutIfNeeded()
        let edits: [(deleted: Int, edited: Set<Int>, other: Set<Int>, inserted: String)] = [
            // Another row deleted before the middle, another inserted after it; content changed
            // inside each type's run between them and at the rows where the types change.
            (1, [5, 11, 12, 16, 19, 20, 27], [], "new1"),
            // Back, with rows of another type with the same identifier inside the runs.
            (2, [], [8, 15, 24], "new2"),
            // Unchanged rows between the changes, but at another offset.
            (0, [], [], "new3"),
        ]
        for edit in edits {
            let before = cellsByKey(tableView, adapter)
            let next = rows(deleting: edit.deleted, edited: edit.edited, other: edit.other, inserted: edit.inserted)
            guard case .batchUpdates = adapter.apply([Section(id: "s", items: next)]) else {
                Issue.record("not applied as batch updates")
                return
            }
            tableView.layoutIfNeeded()
            #expect(shown(tableView) == expected(next))
            for (key, cell) in cellsByKey(tableView, adapter) where before[key] != nil {
                #expect(cell === before[key], "\(key) kept its cell")
            }
        }
    }

    /// The visible cells by their row's type and identifier.
    private func cellsByKey(_ tableView: UITableView, _ adapter: TableDataAdapter) -> [String: UITableViewCell] {
        var cells: [String: UITableViewCell] = [:]
        for path in tableView.indexPathsForVisibleRows ?? [] {
            let model = adapter.data[path.section].items[path.row]
            let id = (model as? ApplyRow)?.id ?? (model as? ApplyLegacyRow)?.id ?? (model as? ApplyOtherRow)?.id ?? "?"
            cells["\(type(of: model)) \(id)"] = tableView.cellForRow(at: path)
        }
        return cells
    }
}
