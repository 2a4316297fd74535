import CellKit
import Testing

// A view model too large for the existential's own storage lies in a box, which copies of the
// existential share: data built by copying the data shown and editing the copy shares its
// models' boxes with the data shown. The adapters' diff reads such models in their boxes (their
// address learned from the first model of a run, the box layout confirmed on it) and opens them
// only for reading, so that it neither copies a shared box nor writes to the data it compares.
// These applies edit copies of the shown data (content changed inside and at the ends of the
// runs, rows deleted and inserted, nothing changed) and check what each row shows, that every
// row that stays kept its cell, and that the data shown before each apply is unchanged after it.

/// A note a row refers to, by identity.
private final class RowNote: Sendable {
    let text: String
    init(_ text: String) { self.text = text }
}

/// A row too large for the existential's storage (six words): it lies in a box.
private struct BoxedRow: CellViewModel, DiffableViewModel {
    let id: Int
    var text: String
    var detail: String
    let note: RowNote
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: BoxedRow) -> Bool { text == source.text && detail == source.detail }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "boxed \(id) \(text)" }
}

/// A boxed row of 16-byte alignment.
private struct AlignedRow: CellViewModel, DiffableViewModel, Equatable {
    let id: Int
    var text: String
    var weights: SIMD4<Float> = [1, 2, 3, 4]
    var differenceIdentifier: Int { id }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "aligned \(id) \(text)" }
}

@MainActor
@Suite("Adapters apply: boxed models shared with the data shown")
struct AdapterApplySharedBoxTests {
    /// Rows 0-19 and 30-39 `BoxedRow`s, 20-29 `AlignedRow`s, each showing "row".
    private func rows() -> [any AnyCellViewModel] {
        (0..<40).map { index -> any AnyCellViewModel in
            (20..<30).contains(index)
                ? AlignedRow(id: index, text: "row")
                : BoxedRow(id: index, text: "row", detail: "detail of row \(index), long enough to be boxed", note: RowNote("\(index)"))
        }
    }

    /// What a row shows.
    private func text(_ row: any AnyCellViewModel) -> String {
        switch row {
        case let row as BoxedRow: "boxed \(row.id) \(row.text)"
        case let row as AlignedRow: "aligned \(row.id) \(row.text)"
        default: "?"
        }
    }

    /// The row with its text set to `text` (a new model, in a new box).
    private func edited(_ row: any AnyCellViewModel, _ text: String) -> any AnyCellViewModel {
        switch row {
        case var row as BoxedRow:
            row.text = text
            return row
        case var row as AlignedRow:
            row.text = text
            return row
        default: return row
        }
    }

    /// Everything a data set holds: each row's text, detail and note (by identity).
    private func contents(_ data: [Section]) -> [String] {
        data.flatMap(\.items).map { row in
            guard let row = row as? BoxedRow else { return text(row) }
            return "\(text(row)) \(row.detail) \(ObjectIdentifier(row.note).hashValue)"
        }
    }

    @Test("copies of the shown data, edited (content, deletions, insertions, nothing), are shown; cells kept; the data shown before each apply unchanged")
    func copiedData() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 50))
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(BoxedRow.self, AlignedRow.self)
        adapter.data = [Section(id: "s", items: rows())]
        tableView.layoutIfNeeded()
        /// The shown data copied, with the rows at `edits` given that text, `deleted` removed
        /// and a new row `inserted` at index 33.
        func next(edits: [Int: String], deleted: Int? = nil, inserted: Int? = nil) -> [Section] {
            var data = adapter.data
            for (index, text) in edits { data[0].items[index] = edited(data[0].items[index], text) }
            if let deleted { data[0].items.remove(at: deleted) }
            if let inserted {
                data[0].items.insert(BoxedRow(id: inserted, text: "new", detail: "a new row", note: RowNote("new")), at: 33)
            }
            return data
        }
        func shownCells() throws -> [String: UITableViewCell] {
            var cells: [String: UITableViewCell] = [:]
            for path in tableView.indexPathsForVisibleRows ?? [] {
                let cell = try #require(tableView.cellForRow(at: path) as? UserTableViewCell)
                let words = (cell.nameLabel.text ?? "").split(separator: " ")
                cells["\(words.first ?? "") \(words.dropFirst().first ?? "")"] = cell
            }
            return cells
        }
        let steps: [(data: () -> [Section], stages: Int)] = [
            // One common run: content changed inside each type's run and where the types change.
            ({ next(edits: [0: "edited", 7: "edited", 19: "edited", 20: "edited", 25: "edited", 29: "edited", 39: "edited"]) }, 1),
            // A row deleted and one inserted, content changed between them (matched a run at a time).
            ({ next(edits: [5: "again", 24: "again", 31: "again"], deleted: 2, inserted: 100) }, 2),
            // Nothing changed: equal row for row through the shared boxes.
            ({ next(edits: [:]) }, 0),
            // Rows set back to text they showed before, in new boxes, beside shared ones.
            ({ next(edits: [0: "row", 6: "row", 18: "row"]) }, 1),
        ]
        for step in steps {
            let shownBefore = adapter.data
            let contentsBefore = contents(shownBefore)
            let cellsBefore = try shownCells()
            let data = step.data()
            #expect(adapter.apply(data) == .batchUpdates(stages: step.stages))
            tableView.layoutIfNeeded()
            let shown = try (0..<data[0].items.count).map { row in
                try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? UserTableViewCell).nameLabel.text
            }
            #expect(shown == data[0].items.map(text))
            #expect(contents(adapter.data) == contents(data))
            // The data shown before, which shares its boxes with the data applied, is as it was.
            #expect(contents(shownBefore) == contentsBefore)
            for (key, cell) in try shownCells() where cellsBefore[key] != nil {
                #expect(cell === cellsBefore[key], "\(key) kept its cell")
            }
        }
    }
}
