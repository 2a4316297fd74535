import CellKit
import CellKitTestSupport
import Testing

// The adapters' diff compares the rows that stay in place at the start and end of a section a
// run of models of one type at a time (`ModelIdentity._equalRun(of:and:backward:)`), not row by
// row. These applies change rows inside long runs (their content, their type), at the start and
// at the end, and check that every row shows its new content and that every row that stays
// kept its cell: a run that counted a changed row as equal would leave its cell showing the old
// text. The fixtures are AdapterApplyBehaviourTests'.

/// A row small enough to lie in the existential's own storage (read there by the runs without
/// opening each model).
private struct SmallRow: CellViewModel, DiffableViewModel, Equatable {
    let id: Int
    var text: String
    var differenceIdentifier: Int { id }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "small \(id) \(text)" }
}

/// ``SmallRow``'s layout and identifiers in another type: never the same row as a `SmallRow`.
private struct TwinRow: CellViewModel, DiffableViewModel, Equatable {
    let id: Int
    var text: String
    var differenceIdentifier: Int { id }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "twin \(id) \(text)" }
}

/// A class row: its reference lies in the existential's storage.
private final class ClassRow: CellViewModel, DiffableViewModel {
    let id: Int
    let text: String
    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: ClassRow) -> Bool { text == source.text }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "class \(id) \(text)" }
}

/// A row too large for the existential's storage: it lies in a box.
private struct LargeRow: CellViewModel, DiffableViewModel, Equatable {
    let id: Int
    var text: String
    var detail = "detail"
    var more = "more"
    var differenceIdentifier: Int { id }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "large \(id) \(text)" }
}

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

    @Test("runs of models read in the existentials' storage (small structs, classes) beside boxed ones: changes of content and of type, in the common runs and between them, are shown")
    func inlineAndBoxedRuns() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 50))
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(SmallRow.self, TwinRow.self, ClassRow.self, LargeRow.self)
        /// Rows 0-11 `SmallRow`s, 12-19 `ClassRow`s, 20-27 `LargeRow`s, 28-39 `SmallRow`s; `edited`
        /// rows show "edited", `twins` are `TwinRow`s with the same identifier and text, `deleted`
        /// is left out and `inserted` comes in before row 35.
        func rows(edited: Set<Int> = [], twins: Set<Int> = [], deleted: Int? = nil, inserted: Int? = nil) -> [any AnyCellViewModel] {
            (0..<40).flatMap { index -> [any AnyCellViewModel] in
                guard index != deleted else { return [] }
                let text = edited.contains(index) ? "edited" : "row"
                let row: any AnyCellViewModel
                switch index {
                case _ where twins.contains(index): row = TwinRow(id: index, text: text)
                case 12..<20: row = ClassRow(id: index, text: text)
                case 20..<28: row = LargeRow(id: index, text: text)
                default: row = SmallRow(id: index, text: text)
                }
                guard index == 35, let inserted else { return [row] }
                return [SmallRow(id: inserted, text: "new"), row]
            }
        }
        func text(_ row: any AnyCellViewModel) -> String {
            switch row {
            case let row as SmallRow: "small \(row.id) \(row.text)"
            case let row as TwinRow: "twin \(row.id) \(row.text)"
            case let row as ClassRow: "class \(row.id) \(row.text)"
            case let row as LargeRow: "large \(row.id) \(row.text)"
            default: "?"
            }
        }
        func shownCells() throws -> [String: UITableViewCell] {
            var cells: [String: UITableViewCell] = [:]
            for path in tableView.indexPathsForVisibleRows ?? [] {
                let cell = try #require(tableView.cellForRow(at: path) as? UserTableViewCell)
                // Keyed by the row's type and identifier (the shown text without its content).
                let words = (cell.nameLabel.text ?? "").split(separator: " ")
                cells["\(words.first ?? "") \(words.dropFirst().first ?? "")"] = cell
            }
            return cells
        }
        adapter.data = [Section(id: "s", items: rows())]
        tableView.layoutIfNeeded()
        let edits: [(edited: Set<Int>, twins: Set<Int>, deleted: Int?, inserted: Int?)] = [
            // Nothing deleted or inserted (one common run): content changed inside each type's run
            // and at the rows where the types change.
            ([0, 5, 11, 12, 16, 19, 20, 24, 27, 28, 39], [], nil, nil),
            // Back, with rows of a twin type (same layout, identifier and text) inside the runs.
            ([], [3, 4, 30], nil, nil),
            // A row deleted and one inserted: the rows between them matched a run at a time,
            // changed in content and type among them.
            ([8, 14, 22, 33], [9, 31], 2, 100),
            // Back again: every row between the changes one place from where it was.
            ([], [], 1, 101),
        ]
        for edit in edits {
            let before = try shownCells()
            let next = rows(edited: edit.edited, twins: edit.twins, deleted: edit.deleted, inserted: edit.inserted)
            guard case .batchUpdates = adapter.apply([Section(id: "s", items: next)]) else {
                Issue.record("not applied as batch updates")
                return
            }
            tableView.layoutIfNeeded()
            let shown = try (0..<next.count).map { row in
                try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? UserTableViewCell).nameLabel.text
            }
            #expect(shown == next.map(text))
            for (key, cell) in try shownCells() where before[key] != nil {
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
