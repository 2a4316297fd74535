import CellKit
import Foundation
import Testing

// The adapters' diff hashes the identity of a model whose identifier is an `Int` or a `UUID`
// from the identifier's bytes mixed with the model's type (`_diffIdentityHashWords()`), not
// with `Hasher`. These applies move, change, insert and delete rows between the common runs
// (where the diff looks rows up by identity) and check that every row that stays kept its cell:
// equal identities must hash alike, and models of two types with equal identifiers must stay
// apart.

/// A row identified by an `Int`; the text is its content.
private struct IntKeyedRow: CellViewModel, DiffableViewModel, Equatable {
    let id: Int
    var text = ""
    var differenceIdentifier: Int { id }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "int \(id) \(text)" }
}

/// Another type of row identified by an `Int`: never the same row as an ``IntKeyedRow``.
private struct OtherIntKeyedRow: CellViewModel, DiffableViewModel, Equatable {
    let id: Int
    var text = ""
    var differenceIdentifier: Int { id }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "other \(id) \(text)" }
}

/// A row identified by a `UUID` made from an `Int`.
private struct UUIDKeyedRow: CellViewModel, DiffableViewModel, Equatable {
    let id: UUID
    var text = ""
    init(_ number: Int, text: String = "") {
        id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, UInt8(number)))
        self.text = text
    }
    var differenceIdentifier: UUID { id }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "uuid \(id.uuid.15) \(text)" }
}

/// A row identified by a `String`: its identity has no words, so the table hashes it with
/// `Hasher`.
private struct StringKeyedRow: CellViewModel, DiffableViewModel, Equatable {
    let id: String
    var differenceIdentifier: String { id }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "string \(id) " }
}

@MainActor
@Suite("Identities hashed from their bytes through the adapters")
struct AdapterApplyHashWordsTests {
    /// The rows: an `IntKeyedRow`, an `OtherIntKeyedRow` and a `UUIDKeyedRow` for each number.
    private func rows(_ numbers: [Int], changed: Int? = nil) -> [any AnyCellViewModel] {
        numbers.flatMap { number -> [any AnyCellViewModel] in
            let text = number == changed ? "changed" : ""
            return [IntKeyedRow(id: number, text: text), OtherIntKeyedRow(id: number, text: text), UUIDKeyedRow(number, text: text)]
        }
    }

    @Test("rows moved, changed, inserted and deleted between the common runs keep their cells, for both adapters' identities")
    func rowsKeepTheirCells() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 40))
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(IntKeyedRow.self)
        tableView.register(OtherIntKeyedRow.self)
        tableView.register(UUIDKeyedRow.self)
        adapter.data = [Section(id: "rows", items: rows(Array(0..<10)))]
        tableView.layoutIfNeeded()
        var cells: [String: UITableViewCell] = [:]
        for row in 0..<30 {
            let cell = try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)))
            cells[try #require((cell as? UserTableViewCell)?.nameLabel.text)] = cell
        }
        // Row 0 and 9 stay in place (the common runs); between them, reversed, 5 changed, 4
        // deleted, 11 inserted.
        let numbers = [0, 8, 7, 6, 5, 11, 3, 2, 1, 9]
        let update = adapter.apply([Section(id: "rows", items: rows(numbers, changed: 5))])
        // The moved rows in one stage, the moved row whose content changed reloaded in a second.
        #expect(update == .batchUpdates(stages: 2))
        tableView.layoutIfNeeded()
        for (index, number) in numbers.enumerated() {
            for (offset, kind) in ["int", "other", "uuid"].enumerated() {
                let cell = try #require(tableView.cellForRow(at: IndexPath(row: 3 * index + offset, section: 0)))
                let text = (cell as? UserTableViewCell)?.nameLabel.text
                #expect(text == "\(kind) \(number) \(number == 5 ? "changed" : "")")
                if number != 11 {
                    #expect(cell === cells["\(kind) \(number) "], "\(kind) \(number) kept its cell")
                } else {
                    #expect(!cells.values.contains { $0 === cell }, "\(kind) \(number) is a new row")
                }
            }
        }
    }

    @Test("long runs of one model type (the table's words asked a run at a time), a type without words between them, reversed: every row keeps its cell")
    func longRunsKeepTheirCells() throws {
        // 40 `IntKeyedRow`s, 10 `StringKeyedRow`s, 50 `UUIDKeyedRow`s, 10 `OtherIntKeyedRow`s
        // with the identifiers of the first ones: runs longer than the table's batch of 32 and
        // shorter, where the words stop (the strings) and where the type changes.
        func rows(_ order: [Int]) -> [any AnyCellViewModel] {
            order.map { index -> any AnyCellViewModel in
                switch index {
                case ..<40: IntKeyedRow(id: index)
                case ..<50: StringKeyedRow(id: "s\(index)")
                case ..<100: UUIDKeyedRow(index)
                default: OtherIntKeyedRow(id: index - 100)
                }
            }
        }
        let order = Array(0..<110)
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 110))
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(IntKeyedRow.self)
        tableView.register(OtherIntKeyedRow.self)
        tableView.register(UUIDKeyedRow.self)
        tableView.register(StringKeyedRow.self)
        adapter.data = [Section(id: "rows", items: rows(order))]
        tableView.layoutIfNeeded()
        var cells: [String: UITableViewCell] = [:]
        for row in order {
            let cell = try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)))
            cells[try #require((cell as? UserTableViewCell)?.nameLabel.text)] = cell
        }
        #expect(cells.count == 110)
        // The first and last rows stay (the common runs); all between them reversed, so that
        // every one is looked up in the table.
        let reversed = [0] + order[1..<109].reversed() + [109]
        #expect(adapter.apply([Section(id: "rows", items: rows(reversed))]) == .batchUpdates(stages: 1))
        tableView.layoutIfNeeded()
        for (row, index) in reversed.enumerated() {
            let cell = try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)))
            let text = try #require((cell as? UserTableViewCell)?.nameLabel.text)
            #expect(cell === cells[text], "\(text) kept its cell (row \(index))")
        }
    }
}

