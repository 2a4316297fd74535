import CellKit
import CellKitTestSupport
import Testing

// Behaviour of `TableDataAdapter.apply(_:animated:)` and `CollectionDataAdapter.apply(_:animated:)`:
// what a person sees after an apply (cells kept, moved, reconfigured, inserted), what the result
// says, and the fallbacks to a reload. Everything is file-scope and prefixed `Apply` so the
// other test files of the module are not disturbed; the counting text cells (`TextTableCell`,
// `TextCollectionCell`) and the seeded generator are CellKitTestSupport's.

// MARK: - Fixtures

/// A row with identity `id` and content `text`; its accessibility identifier is `row_<id>`,
/// suffixed with the positions `options` asks for.
struct ApplyRow: CellViewModel, DiffableViewModel, Equatable, Accessible {
    let id: String
    var text: String
    var accessibilityOptions: AccessibilityDisplayOptions

    init(_ id: String, _ text: String? = nil, options: AccessibilityDisplayOptions = []) {
        self.id = id
        self.text = text ?? id
        self.accessibilityOptions = options
    }

    var differenceIdentifier: String { id }
    var accessibilityIdentifier: String? { "row_\(id)" }

    func setup(cell: TextTableCell) { cell.show(text) }
}

/// A second diffable row type with the same identifiers as ``ApplyRow``: models of two types never match.
struct ApplyOtherRow: CellViewModel, DiffableViewModel, Equatable {
    let id: String
    var differenceIdentifier: String { id }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "other \(id)" }
}

/// A row model without identity: data holding it cannot be diffed.
/// A row in the CellViewModel library's diffable style (an `AnyHashable` identity, `isEqual(to:)`).
struct ApplyLegacyRow: CellViewModel, DiffableCellViewModel {
    let id: String
    let text: String
    var diffIdentifier: AnyHashable { id }
    func isEqual(to model: any DiffableCellViewModel) -> Bool { (model as? ApplyLegacyRow)?.text == text }
    func setup(cell: TextTableCell) { cell.show(text) }
}

struct ApplyPlainRow: CellViewModel {
    let text: String
    func setup(cell: TextTableCell) { cell.show(text) }
}

/// A collection item with identity `id`, content `text` and a width of its own (so the flow
/// layout's frames depend on the order of the items).
struct ApplyItem: CellViewModel, DiffableViewModel, Equatable, Accessible {
    let id: String
    var text: String
    var width: CGFloat

    init(_ id: String, _ text: String? = nil, width: CGFloat = 50) {
        self.id = id
        self.text = text ?? id
        self.width = width
    }

    var differenceIdentifier: String { id }
    var accessibilityIdentifier: String? { "item_\(id)" }
    var accessibilityOptions: AccessibilityDisplayOptions { .all }

    func size(constrainedBy containerSize: CGSize) -> CGSize? { CGSize(width: width, height: 40) }

    func setup(cell: TextCollectionCell) { cell.show(text) }
}

// MARK: - Helpers

/// A laid-out 320x480 table (rows 44 high) showing `sections` through a new adapter.
@MainActor
func applyTable(_ sections: [Section], height: CGFloat = 480) -> (UITableView, TableDataAdapter) {
    let tableView = makeTable(height: height)
    let adapter = TableDataAdapter(tableView: tableView)
    tableView.register(ApplyRow.self, TitleHeaderModel.self)
    adapter.data = sections
    tableView.layoutIfNeeded()
    return (tableView, adapter)
}

/// One section with `id` and rows named by `ids`.
func applySection(_ id: String, _ ids: [String], header: String? = nil, options: AccessibilityDisplayOptions = []) -> Section {
    Section(id: id, header: header.map { TitleHeaderModel($0) }, items: ids.map { ApplyRow($0, options: options) })
}

/// The texts of the visible rows per section, in order.
@MainActor
func applyTextsBySection(_ tableView: UITableView) -> [[String?]] {
    let paths = tableView.indexPathsForVisibleRows ?? []
    guard let last = paths.last?.section else { return [] }
    return (0...last).map { section in
        paths.filter { $0.section == section }.map {
            (tableView.cellForRow(at: $0) as? TextTableCell)?.label.text
        }
    }
}

/// The identifiers of the rows of an adapter's data, per section.
@MainActor
func applyIDs(_ sections: [Section]) -> [[String]] {
    sections.map { $0.items.map { ($0 as? ApplyRow)?.id ?? "?" } }
}

@MainActor
func applyCollection(_ sections: [Section], width: CGFloat = 300, height: CGFloat = 600) -> (
    UICollectionView, CollectionDataAdapter
) {
    let (collectionView, _) = makeCollection(width: width, height: height)
    let adapter = CollectionDataAdapter(collectionView: collectionView)
    collectionView.register(ApplyItem.self, CollectionTitleModel.self)
    adapter.data = sections
    collectionView.layoutIfNeeded()
    return (collectionView, adapter)
}

func applyItemSection(_ id: String, _ ids: [String], header: String? = nil) -> Section {
    Section(
        id: id, header: header.map { CollectionTitleModel($0, size: CGSize(width: 300, height: 30)) },
        items: ids.map { ApplyItem($0) })
}

// MARK: - Table adapter

@MainActor
@Suite("Adapters apply: behaviour on screen")
struct AdapterApplyBehaviourTests {
    @Test("inserts and deletes in a section: rows that stay keep their cells, untouched and not set up again")
    func insertsAndDeletesKeepCells() throws {
        let (tableView, adapter) = applyTable([applySection("s", ["a", "b", "c", "d"])])
        let cellA = try #require(textCell(tableView, 0))
        let cellC = try #require(textCell(tableView, 2))
        let setupsOfC = cellC.setupCount

        let update = adapter.apply([applySection("s", ["x", "a", "c", "y", "d"])])

        #expect(update == .batchUpdates(stages: 1))
        #expect(visibleTexts(tableView) == ["x", "a", "c", "y", "d"])
        #expect(textCell(tableView, 1) === cellA)
        #expect(textCell(tableView, 2) === cellC)
        #expect(cellC.setupCount == setupsOfC)
        #expect(cellA.prepareForReuseCount == 0 && cellC.prepareForReuseCount == 0)
        #expect(tableView.numberOfRows(inSection: 0) == 5)
        #expect(applyIDs(adapter.data) == [["x", "a", "c", "y", "d"]])
    }

    @Test("a move within a section carries the row's cell to its new row")
    func moveWithinSection() throws {
        let (tableView, adapter) = applyTable([applySection("s", ["a", "b", "c", "d", "e"])])
        let cells = try (0..<5).map { try #require(textCell(tableView, $0)) }

        let update = adapter.apply([applySection("s", ["e", "b", "c", "a", "d"])])

        #expect(update == .batchUpdates(stages: 1))
        #expect(visibleTexts(tableView) == ["e", "b", "c", "a", "d"])
        // e, b, c, a, d were the cells of rows 4, 1, 2, 0, 3.
        for (row, oldRow) in [4, 1, 2, 0, 3].enumerated() {
            #expect(textCell(tableView, row) === cells[oldRow], "row \(row)")
        }
        #expect(cells.allSatisfy { $0.setupCount == 1 && $0.prepareForReuseCount == 0 })
        #expect(tableView.numberOfCreatedCells(withReuseIdentifier: ApplyRow.uniqueIdentifier) == 5)
        // Identifiers without position suffixes travel with their cells.
        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["row_e", "row_b", "row_c", "row_a", "row_d"])
    }

    @Test("a move across sections carries the row's cell into the other section")
    func moveAcrossSections() throws {
        let (tableView, adapter) = applyTable([applySection("one", ["a", "b"]), applySection("two", ["c", "d"])])
        let cellB = try #require(textCell(tableView, 1, section: 0))
        let cellD = try #require(textCell(tableView, 1, section: 1))

        let update = adapter.apply([applySection("one", ["a", "d"]), applySection("two", ["b", "c"])])

        #expect(update == .batchUpdates(stages: 1))
        #expect(applyTextsBySection(tableView) == [["a", "d"], ["b", "c"]])
        #expect(textCell(tableView, 0, section: 1) === cellB)
        #expect(textCell(tableView, 1, section: 0) === cellD)
        #expect(cellB.setupCount == 1 && cellD.setupCount == 1)
        #expect([0, 1].map(tableView.numberOfRows(inSection:)) == [2, 2])
    }

    @Test(
        "data sets of many sections (the diff copies their models, rather than reading them in place as for a few) diff alike",
        arguments: [3, 40])
    func manySections(count: Int) throws {
        // Section k holds rows "k.0" and "k.1". The change: rows swap between the first two
        // sections, one row changes its content, a row arrives in section 1, the last section's
        // second row goes.
        func sections(_ edit: (inout [[ApplyRow]]) -> Void = { _ in }) -> [Section] {
            var rows = (0..<count).map { section in [ApplyRow("\(section).0"), ApplyRow("\(section).1")] }
            edit(&rows)
            return rows.enumerated().map { Section(id: "s\($0.offset)", items: $0.element) }
        }
        let (tableView, adapter) = applyTable(sections(), height: 2_000)
        let cell01 = try #require(textCell(tableView, 1, section: 0))
        let cell10 = try #require(textCell(tableView, 0, section: 1))

        let target = sections { rows in
            (rows[0][1], rows[1][0]) = (rows[1][0], rows[0][1])
            rows[2][0] = ApplyRow("2.0", "2.0, edited")
            rows[1].append(ApplyRow("new"))
            rows[count - 1].removeLast()
        }
        let update = adapter.apply(target)

        guard case .batchUpdates = update else {
            Issue.record("expected batch updates, got \(update)")
            return
        }
        #expect(applyIDs(adapter.data) == applyIDs(target))
        #expect((0..<count).map(tableView.numberOfRows(inSection:)) == target.map(\.items.count))
        #expect(textCell(tableView, 0, section: 1) === cell01)
        #expect(textCell(tableView, 1, section: 0) === cell10)
        let third: [String?] = count == 3 ? ["2.0, edited"] : ["2.0, edited", "2.1"]
        #expect(applyTextsBySection(tableView).prefix(3) == [["0.0", "1.0"], ["0.1", "1.1", "new"], third])
    }

    @Test("section inserts, deletes and moves alone take one stage, and the rows of moved sections keep their cells")
    func sectionChangesOnly() throws {
        let (tableView, adapter) = applyTable([
            applySection("A", ["a1", "a2"]), applySection("B", ["b1"]), applySection("C", ["c1", "c2"]),
        ])
        let cellC1 = try #require(textCell(tableView, 0, section: 2))
        let cellA2 = try #require(textCell(tableView, 1, section: 0))

        let update = adapter.apply([
            applySection("C", ["c1", "c2"]), applySection("N", ["n1"]), applySection("A", ["a1", "a2"]),
        ])

        #expect(update == .batchUpdates(stages: 1))
        #expect(tableView.numberOfSections == 3)
        #expect(applyTextsBySection(tableView) == [["c1", "c2"], ["n1"], ["a1", "a2"]])
        #expect(textCell(tableView, 0, section: 0) === cellC1)
        #expect(textCell(tableView, 1, section: 2) === cellA2)
        #expect(cellC1.setupCount == 1 && cellA2.setupCount == 1)

        // A section move alone is one stage too.
        #expect(
            adapter.apply([applySection("N", ["n1"]), applySection("A", ["a1", "a2"]), applySection("C", ["c1", "c2"])])
                == .batchUpdates(stages: 1))
        #expect(applyTextsBySection(tableView) == [["n1"], ["a1", "a2"], ["c1", "c2"]])
        #expect(textCell(tableView, 0, section: 2) === cellC1)
    }

    @Test("a content change reconfigures the cell in place: same instance, no prepareForReuse, set up once more")
    func contentChangeReconfiguresInPlace() throws {
        let (tableView, adapter) = applyTable([applySection("s", ["a", "b", "c"])])
        let cellB = try #require(textCell(tableView, 1))
        let cellC = try #require(textCell(tableView, 2))

        let update = adapter.apply([
            Section(id: "s", items: [ApplyRow("a"), ApplyRow("b", "b, edited"), ApplyRow("c")])
        ])

        #expect(update == .batchUpdates(stages: 1))
        #expect(visibleTexts(tableView) == ["a", "b, edited", "c"])
        #expect(textCell(tableView, 1) === cellB)
        #expect(cellB.prepareForReuseCount == 0)
        #expect(cellB.setupCount == 2)
        #expect(cellC.setupCount == 1)
        #expect(tableView.numberOfCreatedCells(withReuseIdentifier: ApplyRow.uniqueIdentifier) == 3)
    }

    @Test(
        "content changes in the rows that stay in place at both ends of a section are reconfigured, and only those",
        arguments: [false, true])
    func contentChangesAtBothEnds(originalProtocol: Bool) throws {
        // The rows before and after the insertion are compared in place (identity and content in
        // one call per row): each kind of model must still report exactly the rows that changed.
        func row(_ id: String, _ text: String? = nil) -> any AnyCellViewModel {
            originalProtocol ? ApplyLegacyRow(id: id, text: text ?? id) : ApplyRow(id, text)
        }
        let tableView = makeTable(height: 480)
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(ApplyRow.self, ApplyLegacyRow.self)
        adapter.data = [Section(id: "s", items: ["a", "b", "c", "d", "e", "f"].map { row($0) })]
        tableView.layoutIfNeeded()
        let cells = try (0..<6).map { try #require(textCell(tableView, $0)) }

        let update = adapter.apply([
            Section(
                id: "s",
                items: [row("a"), row("b", "b, edited"), row("c"), row("x"), row("d"), row("e", "e, edited"), row("f")])
        ])
        tableView.layoutIfNeeded()

        #expect(update == .batchUpdates(stages: 2))
        #expect(visibleTexts(tableView) == ["a", "b, edited", "c", "x", "d", "e, edited", "f"])
        #expect(cells.map(\.setupCount) == [1, 2, 1, 1, 2, 1])
        #expect([0, 1, 2, 4, 5, 6].map { textCell(tableView, $0) }.elementsEqual(cells) { $0 === $1 })
    }

    @Test("sections, items and content changing together take three stages and end at the target")
    func threeStages() throws {
        let (tableView, adapter) = applyTable([applySection("A", ["a", "b"]), applySection("B", ["c"])])
        let cellB = try #require(textCell(tableView, 1, section: 0))

        let update = adapter.apply([
            applySection("N", ["n"]),
            Section(id: "A", items: [ApplyRow("b", "b, edited"), ApplyRow("x")]),
            applySection("B", ["c", "a"]),
        ])

        #expect(update == .batchUpdates(stages: 3))
        #expect(applyTextsBySection(tableView) == [["n"], ["b, edited", "x"], ["c", "a"]])
        #expect(textCell(tableView, 0, section: 1) === cellB)
        #expect(cellB.prepareForReuseCount == 0)
    }

    @Test("nothing changed: no stages, and no row is asked for or set up again")
    func nothingChanged() throws {
        let sections = [applySection("A", ["a", "b"]), applySection("B", ["c"])]
        let (tableView, adapter) = applyTable(sections)
        let cells = tableView.visibleCells.compactMap { $0 as? TextTableCell }
        #expect(cells.count == 3)

        let update = adapter.apply([applySection("A", ["a", "b"]), applySection("B", ["c"])])
        tableView.layoutIfNeeded()

        #expect(update == .batchUpdates(stages: 0))
        #expect(cells.allSatisfy { $0.setupCount == 1 && $0.prepareForReuseCount == 0 })
        let shown = tableView.visibleCells
        #expect(shown.count == cells.count && zip(shown, cells).allSatisfy { $0 === $1 })
    }

    @Test("position-suffixed accessibility identifiers follow rows that move or shift")
    func positionSuffixedIdentifiersAfterMoves() {
        let (tableView, adapter) = applyTable([applySection("s", ["a", "b", "c"], options: .all)])
        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["row_a_0_0", "row_b_0_1", "row_c_0_2"])

        // c moves to the top, n is inserted before a; a and b shift down without moving.
        adapter.apply([applySection("s", ["c", "n", "a", "b"], options: .all)])

        #expect(
            tableView.visibleCells.map(\.accessibilityIdentifier) == ["row_c_0_0", "row_n_0_1", "row_a_0_2", "row_b_0_3"])
    }

    @Test("a model type without identity falls back to a reload whose reason names the type")
    func fallbackForModelWithoutIdentity() {
        let (tableView, adapter) = applyTable([applySection("s", ["a"])])
        tableView.register(ApplyPlainRow.self)

        let update = adapter.apply([Section(id: "s", items: [ApplyRow("a"), ApplyPlainRow(text: "plain")])])

        guard case .reloadData(let reason) = update else {
            Issue.record("expected a reload, got \(update)")
            return
        }
        #expect(reason.contains("ApplyPlainRow does not adopt DiffableViewModel"))
        #expect(visibleTexts(tableView) == ["a", "plain"])
        // From data that cannot be diffed, the next apply reloads too.
        let next = adapter.apply([applySection("s", ["b"])])
        if case .reloadData(let reason) = next {
            #expect(reason.contains("ApplyPlainRow"))
        } else {
            Issue.record("expected a reload from data that cannot be diffed, got \(next)")
        }
        #expect(visibleTexts(tableView) == ["b"])
    }

    @Test("a section without an id falls back to a reload whose reason names the section's index")
    func fallbackForSectionWithoutID() {
        let (tableView, adapter) = applyTable([applySection("s", ["a"])])

        let update = adapter.apply([applySection("s", ["a"]), Section(items: [ApplyRow("b")])])

        guard case .reloadData(let reason) = update else {
            Issue.record("expected a reload, got \(update)")
            return
        }
        #expect(reason.contains("section 1 has no id"))
        #expect(applyTextsBySection(tableView) == [["a"], ["b"]])

        // Data shown without section ids cannot be the source of a diff either.
        let (otherTable, otherAdapter) = applyTable([Section(items: [ApplyRow("a")])])
        let fromUndiffable = otherAdapter.apply([applySection("s", ["a", "b"])])
        #expect(fromUndiffable == .reloadData(reason: "section 0 has no id; give every Section an id to animate changes"))
        #expect(visibleTexts(otherTable) == ["a", "b"])
    }

    @Test("models of two types with the same identifier do not match: the row gets a cell of the new type")
    func differentTypesNeverMatch() throws {
        let (tableView, adapter) = applyTable([applySection("s", ["a", "b"])])
        tableView.register(ApplyOtherRow.self)
        let cellA = try #require(textCell(tableView, 0))

        let update = adapter.apply([Section(id: "s", items: [ApplyOtherRow(id: "a"), ApplyRow("b")])])

        #expect(update == .batchUpdates(stages: 1))
        let newCell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(newCell !== cellA)
        #expect((newCell as? UserTableViewCell)?.nameLabel.text == "other a")
    }

    @Test("the selection is carried through an apply: a selected row that moves stays selected")
    func selectionCarried() throws {
        let (tableView, adapter) = applyTable([applySection("s", ["a", "b", "c", "d"])])
        tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let cellC = try #require(textCell(tableView, 2))

        adapter.apply([applySection("s", ["c", "x", "a", "d"])])

        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(textCell(tableView, 0) === cellC)
        #expect(cellC.isSelected)
        #expect(tableView.visibleCells.filter(\.isSelected).count == 1)

        // A selected row that is deleted leaves no selection behind.
        adapter.apply([applySection("s", ["x", "a", "d"])])

        #expect(tableView.indexPathsForSelectedRows == nil)
        #expect(tableView.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("headers on screen show their new models after an apply, even when no row changed")
    func headersRefreshed() throws {
        let (tableView, adapter) = applyTable([applySection("A", ["a"], header: "Old A"), applySection("B", ["b"], header: "Old B")])
        let headerA = try #require(tableView.headerView(forSection: 0) as? TitleHeaderView)
        #expect(headerA.titleLabel.text == "Old A")

        let update = adapter.apply([applySection("A", ["a"], header: "New A"), applySection("B", ["b"], header: "New B")])

        #expect(update == .batchUpdates(stages: 0))
        #expect((tableView.headerView(forSection: 0) as? TitleHeaderView)?.titleLabel.text == "New A")
        #expect((tableView.headerView(forSection: 1) as? TitleHeaderView)?.titleLabel.text == "New B")
        #expect(tableView.headerView(forSection: 0) === headerA)
    }

    @Test("headers of moved sections show the models of their new sections")
    func headersFollowSectionMoves() {
        let (tableView, adapter) = applyTable([applySection("A", ["a"], header: "A"), applySection("B", ["b"], header: "B")])

        adapter.apply([applySection("B", ["b"], header: "B, first"), applySection("A", ["a"], header: "A, second")])

        #expect((tableView.headerView(forSection: 0) as? TitleHeaderView)?.titleLabel.text == "B, first")
        #expect((tableView.headerView(forSection: 1) as? TitleHeaderView)?.titleLabel.text == "A, second")
    }

    @Test("automaticallyInferCellViewModelTypes registers a new model type before the apply needs it")
    func inferenceBeforeApply() {
        let (tableView, adapter) = applyTable([applySection("s", ["a"])])
        adapter.automaticallyInferCellViewModelTypes = true
        #expect(tableView.registeredCellClass(forReuseIdentifier: ApplyOtherRow.uniqueIdentifier) == nil)

        let update = adapter.apply([Section(id: "s", items: [ApplyRow("a"), ApplyOtherRow(id: "b")])])

        #expect(update == .batchUpdates(stages: 1))
        #expect(tableView.registeredCellClass(forReuseIdentifier: ApplyOtherRow.uniqueIdentifier) != nil)
        #expect(
            (tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? UserTableViewCell)?.nameLabel.text == "other b")
    }

    @Test("duplicate identifiers in one data set do not crash; the k-th occurrence matches the k-th")
    func duplicateIdentifiers() throws {
        let (tableView, adapter) = applyTable([
            Section(id: "s", items: [ApplyRow("a", "a first"), ApplyRow("b"), ApplyRow("a", "a second")])
        ])
        let secondA = try #require(textCell(tableView, 2))

        let update = adapter.apply([
            Section(id: "s", items: [ApplyRow("a", "a first"), ApplyRow("a", "a second"), ApplyRow("c")])
        ])

        guard case .batchUpdates = update else {
            Issue.record("expected batch updates, got \(update)")
            return
        }
        #expect(visibleTexts(tableView) == ["a first", "a second", "c"])
        // The second "a" of the target is the second "a" of the source: its cell moved up, unchanged.
        #expect(textCell(tableView, 1) === secondA)
        #expect(secondA.setupCount == 1)
        #expect(tableView.numberOfRows(inSection: 0) == 3)

        // Surplus occurrences are inserted and deleted; the result is still the target.
        adapter.apply([Section(id: "s", items: ["c", "a", "a", "a", "c"].map { ApplyRow($0) })])
        #expect(visibleTexts(tableView) == ["c", "a", "a", "a", "c"])
        adapter.apply([Section(id: "s", items: [ApplyRow("a")])])
        #expect(visibleTexts(tableView) == ["a"])
        #expect(tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test("an apply to an adapter with no data inserts the sections")
    func applyFromEmpty() {
        let (tableView, adapter) = applyTable([])
        let update = adapter.apply([applySection("A", ["a"]), applySection("B", ["b", "c"])])
        #expect(update == .batchUpdates(stages: 1))
        #expect(applyTextsBySection(tableView) == [["a"], ["b", "c"]])
    }

    @Test("a large apply (10,000 rows, 600 seeded random edits) ends with the target's counts and rows on screen")
    func largeRandomApply() throws {
        var generator = SeededGenerator(seed: 0xC0FFEE)
        let half = 5_000
        let source = [
            (0..<half).map { ApplyRow("r\($0)") },
            (half..<2 * half).map { ApplyRow("r\($0)") },
        ]
        let (tableView, adapter) = applyTable(source.enumerated().map { Section(id: $0.offset, items: $0.element) })
        var target = source
        var nextID = 2 * half
        for _ in 0..<600 {
            let section = Int.random(in: 0..<2, using: &generator)
            let count = target[section].count
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                target[section].remove(at: Int.random(in: 0..<count, using: &generator))
            case 1:
                target[section].insert(ApplyRow("r\(nextID)"), at: Int.random(in: 0...count, using: &generator))
                nextID += 1
            case 2:
                let row = target[section].remove(at: Int.random(in: 0..<count, using: &generator))
                let other = Int.random(in: 0..<2, using: &generator)
                target[other].insert(row, at: Int.random(in: 0...target[other].count, using: &generator))
            default:
                let index = Int.random(in: 0..<count, using: &generator)
                target[section][index].text += "*"
            }
        }
        #expect(target.map { $0.map(\.id) } != source.map { $0.map(\.id) })

        let update = adapter.apply(target.enumerated().map { Section(id: $0.offset, items: $0.element) })

        guard case .batchUpdates(let stages) = update else {
            Issue.record("expected batch updates, got \(update)")
            return
        }
        #expect((1...3).contains(stages))
        #expect(tableView.numberOfSections == 2)
        #expect([0, 1].map(tableView.numberOfRows(inSection:)) == target.map(\.count))
        #expect(applyIDs(adapter.data) == target.map { $0.map(\.id) })
        // The rows on screen at the top, in the middle of each section and at the end show the target.
        for y in [0, 44 * CGFloat(target[0].count / 2), 44 * CGFloat(target[0].count + target[1].count / 2), .infinity] {
            let maxY = max(0, tableView.contentSize.height - tableView.bounds.height)
            tableView.setContentOffset(CGPoint(x: 0, y: min(y, maxY)), animated: false)
            tableView.layoutIfNeeded()
            let paths = try #require(tableView.indexPathsForVisibleRows)
            #expect(paths.count >= 10)
            for path in paths {
                let cell = textCell(tableView, path.row, section: path.section)
                #expect(cell?.label.text == target[path.section][path.row].text, "\(path)")
                #expect(cell?.accessibilityIdentifier == "row_\(target[path.section][path.row].id)", "\(path)")
            }
        }
    }
}

// MARK: - Collection adapter

@MainActor
@Suite("Collection adapter apply: behaviour on screen")
struct AdapterApplyBehaviourCollectionTests {
    @Test("moves within and across sections carry the items' cells")
    func movesKeepCells() throws {
        let (collectionView, adapter) = applyCollection([applyItemSection("A", ["a", "b", "c"]), applyItemSection("B", ["d"])])
        let cellA = try #require(textCell(collectionView, 0))
        let cellC = try #require(textCell(collectionView, 2))

        let update = adapter.apply([applyItemSection("A", ["c", "b"]), applyItemSection("B", ["d", "a"])])

        #expect(update == .batchUpdates(stages: 1))
        #expect(visibleTexts(collectionView) == ["c", "b", "d", "a"])
        #expect(textCell(collectionView, 0) === cellC)
        #expect(textCell(collectionView, 1, section: 1) === cellA)
        #expect(cellA.setupCount == 1 && cellC.setupCount == 1)
        #expect(cellA.prepareForReuseCount == 0 && cellC.prepareForReuseCount == 0)
    }

    @Test("position-suffixed accessibility identifiers follow items that move or shift")
    func positionSuffixedIdentifiers() {
        let (collectionView, adapter) = applyCollection([applyItemSection("A", ["a", "b", "c"])])
        #expect(collectionView.visibleCells.map(\.accessibilityIdentifier) == ["item_a_0_0", "item_b_0_1", "item_c_0_2"])

        adapter.apply([applyItemSection("A", ["c", "n", "a", "b"])])

        #expect(
            collectionView.visibleCells.map(\.accessibilityIdentifier) == [
                "item_c_0_0", "item_n_0_1", "item_a_0_2", "item_b_0_3",
            ])
    }

    @Test("a content change reconfigures the item's cell in place")
    func reconfigureInPlace() throws {
        let (collectionView, adapter) = applyCollection([applyItemSection("A", ["a", "b"])])
        let cellB = try #require(textCell(collectionView, 1))

        let update = adapter.apply([Section(id: "A", items: [ApplyItem("a"), ApplyItem("b", "b, edited")])])

        #expect(update == .batchUpdates(stages: 1))
        #expect(visibleTexts(collectionView) == ["a", "b, edited"])
        #expect(textCell(collectionView, 1) === cellB)
        #expect(cellB.setupCount == 2)
        #expect(cellB.prepareForReuseCount == 0)
    }

    @Test("section moves keep the cells and the headers, which show their sections' new models")
    func sectionMoves() throws {
        let (collectionView, adapter) = applyCollection([
            applyItemSection("A", ["a"], header: "A"), applyItemSection("B", ["b"], header: "B"),
        ])
        let cellB = try #require(textCell(collectionView, 0, section: 1))
        let header = UICollectionView.elementKindSectionHeader

        let update = adapter.apply([
            applyItemSection("B", ["b"], header: "B, first"), applyItemSection("A", ["a"], header: "A, second"),
        ])

        #expect(update == .batchUpdates(stages: 1))
        #expect(textCell(collectionView, 0, section: 0) === cellB)
        #expect(visibleTexts(collectionView) == ["b", "a"])
        let titles = collectionView.visibleSupplementaryViews(ofKind: header).map { ($0 as? TitleReusableView)?.titleLabel.text }
        #expect(titles == ["B, first", "A, second"])
    }

    @Test("after an apply the flow layout's frames are those of the target, and the cells sit in them")
    func flowFramesFollow() {
        let widths: [String: CGFloat] = ["a": 120, "b": 60, "c": 200, "d": 90, "e": 40, "f": 150]
        func section(_ id: String, _ ids: [String]) -> Section {
            Section(id: id, items: ids.map { ApplyItem($0, width: widths[$0] ?? 50) })
        }
        let (collectionView, adapter) = applyCollection([section("A", ["a", "b", "c", "d"]), section("B", ["e"])])
        let target = [section("B", ["e", "a"]), section("A", ["f", "d", "b", "c"])]

        adapter.apply(target)
        collectionView.layoutIfNeeded()

        let (reference, referenceAdapter) = applyCollection(target)
        withExtendedLifetime(referenceAdapter) {
            let paths = [(0, 2), (1, 4)].flatMap { section, count in
                (0..<count).map { IndexPath(item: $0, section: section) }
            }
            for path in paths {
                let frame = collectionView.layoutAttributesForItem(at: path)?.frame
                #expect(frame != nil)
                #expect(frame == reference.layoutAttributesForItem(at: path)?.frame, "\(path)")
                #expect(collectionView.cellForItem(at: path)?.frame == frame, "\(path)")
            }
        }
        #expect(collectionView.contentSize == reference.contentSize)
    }

    @Test("nothing changed: no stages and no setups; a model without identity reloads and says why")
    func nothingChangedAndFallback() {
        let (collectionView, adapter) = applyCollection([applyItemSection("A", ["a", "b"])])
        let cells = collectionView.visibleCells.compactMap { $0 as? TextCollectionCell }

        #expect(adapter.apply([applyItemSection("A", ["a", "b"])]) == .batchUpdates(stages: 0))
        #expect(cells.count == 2 && cells.allSatisfy { $0.setupCount == 1 })

        collectionView.register(UserItemModel.self)
        let update = adapter.apply([Section(id: "A", items: [UserItemModel("plain")])])
        guard case .reloadData(let reason) = update else {
            Issue.record("expected a reload, got \(update)")
            return
        }
        #expect(reason.contains("UserItemModel does not adopt DiffableViewModel"))
        #expect(collectionView.visibleCells.map { ($0 as? UserCollectionViewCell)?.nameLabel.text } == ["plain"])
    }
}
