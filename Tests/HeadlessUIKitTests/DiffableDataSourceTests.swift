import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource`: what applying snapshots
// shows, which cells survive, reload versus reconfigure, the queries, and the programmer error of
// a nil cell. Everything is file-scope and prefixed `Diffable` (exit-test bodies cannot capture);
// the text cells and views are CellKitTestSupport's.

// MARK: - Fixtures

/// What the cell providers show for each item, and which items they were asked for.
@MainActor
final class DiffableContent {
    var texts: [Int: String] = [:]
    private(set) var requests: [Int] = []
    /// The sections the supplementary view provider was asked for, with the kind's first letters.
    var supplementaryRequests: [String] = []

    func text(for item: Int) -> String {
        requests.append(item)
        return texts[item] ?? "\(item)"
    }

    func clearRequests() { requests = [] }
}

typealias DiffableTableSource = UITableViewDiffableDataSource<String, Int>
typealias DiffableCollectionSource = UICollectionViewDiffableDataSource<String, Int>

/// A 320x480 table of `TextTableCell`s (rows 44 high) with a diffable data source over `content`.
@MainActor
func diffableTable(_ content: DiffableContent) -> (UITableView, DiffableTableSource) {
    let tableView = makeTable()
    tableView.register(TextTableCell.self, forCellReuseIdentifier: "cell")
    let dataSource = DiffableTableSource(tableView: tableView) { tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        (cell as? TextTableCell)?.label.text = content.text(for: item)
        return cell
    }
    return (tableView, dataSource)
}

/// A 300x600 flow-layout collection (50x50 items, 30-point headers) of `TextCollectionCell`s with a
/// diffable data source over `content` whose headers show their section identifiers.
@MainActor
func diffableCollection(_ content: DiffableContent) -> (UICollectionView, DiffableCollectionSource) {
    let (collectionView, _) = makeCollection(width: 300, height: 600) { layout in
        layout.headerReferenceSize = CGSize(width: 300, height: 30)
    }
    collectionView.register(TextCollectionCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
        TextSupplementaryView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    let dataSource = DiffableCollectionSource(collectionView: collectionView) { collectionView, indexPath, item in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? TextCollectionCell)?.label.text = content.text(for: item)
        return cell
    }
    dataSource.supplementaryViewProvider = { [weak dataSource] collectionView, kind, indexPath in
        content.supplementaryRequests.append("\(kind == UICollectionView.elementKindSectionHeader ? "header" : kind) \(indexPath.section)")
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? TextSupplementaryView)?.label.text = dataSource?.sectionIdentifier(for: indexPath.section)
        return view
    }
    return (collectionView, dataSource)
}

/// A snapshot of the given sections, in order.
func diffableSnapshot(_ sections: KeyValuePairs<String, [Int]>) -> NSDiffableDataSourceSnapshot<String, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// The texts of the visible rows per section, in order.
@MainActor
func diffableTexts(_ tableView: UITableView) -> [[String?]] {
    let paths = tableView.indexPathsForVisibleRows ?? []
    return (0..<tableView.numberOfSections).map { section in
        paths.filter { $0.section == section }.map { (tableView.cellForRow(at: $0) as? TextTableCell)?.label.text }
    }
}

@MainActor
func diffableTexts(_ collectionView: UICollectionView) -> [[String?]] {
    let paths = collectionView.indexPathsForVisibleItems
    return (0..<collectionView.numberOfSections).map { section in
        paths.filter { $0.section == section }.map {
            (collectionView.cellForItem(at: $0) as? TextCollectionCell)?.label.text
        }
    }
}

/// A table data source whose cell provider returns nil: the program must stop.
@MainActor
func diffableNilCellTable() {
    let tableView = makeTable()
    let dataSource = DiffableTableSource(tableView: tableView) { _, _, _ in nil }
    dataSource.apply(diffableSnapshot(["main": [7]]))
    tableView.layoutIfNeeded()
    withExtendedLifetime(dataSource) {}
}

/// A collection data source whose cell provider returns nil: the program must stop.
@MainActor
func diffableNilCellCollection() {
    let (collectionView, _) = makeCollection(width: 300, height: 600)
    let dataSource = DiffableCollectionSource(collectionView: collectionView) { _, _, _ in nil }
    dataSource.apply(diffableSnapshot(["main": [7, 8]]))
    collectionView.layoutIfNeeded()
    withExtendedLifetime(dataSource) {}
}

// MARK: - Table

@MainActor
@Suite("Diffable data sources: table")
struct DiffableDataSourceTests {
    @Test("the first apply shows the snapshot's sections and items and runs the completion")
    func firstApply() {
        let content = DiffableContent()
        let (tableView, dataSource) = diffableTable(content)
        var completed = false

        dataSource.apply(diffableSnapshot(["A": [1, 2], "B": [3]])) { completed = true }

        #expect(completed)
        #expect(tableView.numberOfSections == 2)
        #expect([0, 1].map(tableView.numberOfRows(inSection:)) == [2, 1])
        #expect(diffableTexts(tableView) == [["1", "2"], ["3"]])
        #expect(content.requests.sorted() == [1, 2, 3])
    }

    @Test("inserts, deletes and moves keep the cells of the items that stay, without asking for them again")
    func insertsDeletesMovesKeepCells() throws {
        let content = DiffableContent()
        let (tableView, dataSource) = diffableTable(content)
        dataSource.apply(diffableSnapshot(["A": [1, 2, 3, 4]]))
        let cells = try [1, 2, 3, 4].map { try #require(textCell(tableView, $0 - 1)) }
        content.clearRequests()

        dataSource.apply(diffableSnapshot(["A": [4, 9, 2, 1]]))

        #expect(diffableTexts(tableView) == [["4", "9", "2", "1"]])
        #expect(textCell(tableView, 0) === cells[3])
        #expect(textCell(tableView, 2) === cells[1])
        #expect(textCell(tableView, 3) === cells[0])
        #expect(content.requests == [9])
        #expect([cells[0], cells[1], cells[3]].allSatisfy { $0.prepareForReuseCount == 0 })
    }

    @Test("items move across sections, and sections are inserted, deleted and moved, keeping the cells that stay")
    func sectionChangesKeepCells() throws {
        let content = DiffableContent()
        let (tableView, dataSource) = diffableTable(content)
        dataSource.apply(diffableSnapshot(["A": [1, 2], "B": [3], "C": [4, 5]]))
        let cellOf2 = try #require(textCell(tableView, 1, section: 0))
        let cellOf5 = try #require(textCell(tableView, 1, section: 2))
        content.clearRequests()

        dataSource.apply(diffableSnapshot(["C": [4, 5, 2], "N": [6], "A": [1]]))

        #expect(diffableTexts(tableView) == [["4", "5", "2"], ["6"], ["1"]])
        #expect(textCell(tableView, 2, section: 0) === cellOf2)
        #expect(textCell(tableView, 1, section: 0) === cellOf5)
        #expect(content.requests == [6])
        #expect(dataSource.index(for: "B") == nil)
    }

    @Test("reloadItems gives the item a new cell from the cell provider")
    func reloadItemsGivesNewCell() throws {
        let content = DiffableContent()
        let (tableView, dataSource) = diffableTable(content)
        var snapshot = diffableSnapshot(["A": [1, 2, 3]])
        dataSource.apply(snapshot)
        let old = try #require(textCell(tableView, 1))
        let reusesBefore = old.prepareForReuseCount
        let neighbour = try #require(textCell(tableView, 0))
        content.clearRequests()

        content.texts[2] = "two, reloaded"
        snapshot.reloadItems([2])
        dataSource.apply(snapshot)

        let new = try #require(textCell(tableView, 1))
        #expect(new !== old || new.prepareForReuseCount > reusesBefore)
        #expect(new.label.text == "two, reloaded")
        #expect(content.requests == [2])
        #expect(textCell(tableView, 0) === neighbour)
    }

    @Test("reconfigureItems re-runs the cell provider on the same cell, without prepareForReuse")
    func reconfigureItemsKeepsCell() throws {
        let content = DiffableContent()
        let (tableView, dataSource) = diffableTable(content)
        var snapshot = diffableSnapshot(["A": [1, 2, 3]])
        dataSource.apply(snapshot)
        let cell = try #require(textCell(tableView, 1))
        content.clearRequests()

        content.texts[2] = "two, reconfigured"
        snapshot.reconfigureItems([2])
        dataSource.apply(snapshot)

        #expect(textCell(tableView, 1) === cell)
        #expect(cell.prepareForReuseCount == 0)
        #expect(cell.label.text == "two, reconfigured")
        #expect(content.requests == [2])
        #expect(tableView.numberOfCreatedCells(withReuseIdentifier: "cell") == 3)
    }

    @Test("marks follow their items: a moved item is reloaded or reconfigured at its new place")
    func marksOnMovedItems() throws {
        let content = DiffableContent()
        let (tableView, dataSource) = diffableTable(content)
        dataSource.apply(diffableSnapshot(["A": [1, 2, 3, 4]]))
        let cellOf1 = try #require(textCell(tableView, 0))
        content.clearRequests()

        content.texts[1] = "one, reconfigured"
        content.texts[4] = "four, reloaded"
        var snapshot = diffableSnapshot(["A": [2, 3, 4, 1]])
        snapshot.reconfigureItems([1])
        snapshot.reloadItems([4])
        dataSource.apply(snapshot)

        #expect(diffableTexts(tableView) == [["2", "3", "four, reloaded", "one, reconfigured"]])
        #expect(textCell(tableView, 3) === cellOf1)
        #expect(cellOf1.prepareForReuseCount == 0)
        #expect(content.requests.sorted() == [1, 4])
    }

    @Test("reloadSections gives every item of the section a new cell and leaves the other sections alone")
    func reloadSections() throws {
        let content = DiffableContent()
        let (tableView, dataSource) = diffableTable(content)
        var snapshot = diffableSnapshot(["A": [1, 2], "B": [3, 4]])
        dataSource.apply(snapshot)
        let cellsOfB = try [0, 1].map { try #require(textCell(tableView, $0, section: 1)) }
        let reusesOfB = cellsOfB.map(\.prepareForReuseCount)
        let cellOf1 = try #require(textCell(tableView, 0))
        content.clearRequests()

        content.texts[3] = "three, reloaded"
        snapshot.reloadSections(["B"])
        dataSource.apply(snapshot)

        #expect(diffableTexts(tableView) == [["1", "2"], ["three, reloaded", "4"]])
        #expect(content.requests.sorted() == [3, 4])
        for (index, old) in cellsOfB.enumerated() {
            let new = textCell(tableView, index, section: 1)
            #expect(new !== old || new?.prepareForReuseCount ?? 0 > reusesOfB[index])
        }
        #expect(textCell(tableView, 0) === cellOf1)
        #expect(dataSource.snapshot().reloadedSectionIdentifiers.isEmpty)
    }

    @Test("snapshot() after an apply equals the applied snapshot without its marks")
    func snapshotWithoutMarks() {
        let content = DiffableContent()
        let (_, dataSource) = diffableTable(content)
        #expect(dataSource.snapshot() == NSDiffableDataSourceSnapshot<String, Int>())
        dataSource.apply(diffableSnapshot(["A": [1, 2], "B": [3]]))

        var marked = diffableSnapshot(["B": [3, 1], "A": [2, 5]])
        marked.reloadItems([1])
        marked.reconfigureItems([5])
        marked.reloadSections(["A"])
        dataSource.apply(marked)

        let current = dataSource.snapshot()
        #expect(current == diffableSnapshot(["B": [3, 1], "A": [2, 5]]))
        #expect(current != marked)
        #expect(current.reloadedItemIdentifiers.isEmpty)
        #expect(current.reconfiguredItemIdentifiers.isEmpty)
        #expect(current.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("itemIdentifier(for:), indexPath(for:), sectionIdentifier(for:) and index(for:) answer from the applied snapshot")
    func queries() {
        let content = DiffableContent()
        let (_, dataSource) = diffableTable(content)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == nil)
        dataSource.apply(diffableSnapshot(["A": [1, 2], "B": [3]]))
        dataSource.apply(diffableSnapshot(["B": [3, 2], "A": [1]]))

        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == 1)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 2)) == nil)
        #expect(dataSource.indexPath(for: 3) == IndexPath(row: 0, section: 0))
        #expect(dataSource.indexPath(for: 1) == IndexPath(row: 0, section: 1))
        #expect(dataSource.indexPath(for: 99) == nil)
        #expect(dataSource.sectionIdentifier(for: 0) == "B")
        #expect(dataSource.sectionIdentifier(for: 1) == "A")
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.sectionIdentifier(for: -1) == nil)
        #expect(dataSource.index(for: "A") == 1)
        #expect(dataSource.index(for: "Z") == nil)
    }

    @Test("applySnapshotUsingReloadData shows the snapshot through a reload that reuses the cells, then completes")
    func applyUsingReloadData() throws {
        let content = DiffableContent()
        let (tableView, dataSource) = diffableTable(content)
        dataSource.apply(diffableSnapshot(["A": [1, 2, 3]]))
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        content.clearRequests()
        var seenInCompletion: [[String?]] = []

        dataSource.applySnapshotUsingReloadData(diffableSnapshot(["A": [3, 1], "B": [4]])) {
            seenInCompletion = diffableTexts(tableView)
        }

        #expect(seenInCompletion == [["3", "1"], ["4"]])
        #expect(diffableTexts(tableView) == [["3", "1"], ["4"]])
        #expect(dataSource.snapshot() == diffableSnapshot(["A": [3, 1], "B": [4]]))
        // A reload asks for every row again and creates no cells it does not need.
        #expect(content.requests.sorted() == [1, 3, 4])
        #expect(tableView.numberOfCreatedCells(withReuseIdentifier: "cell") == 3)
        #expect(tableView.indexPathsForSelectedRows == nil)
    }

    @Test("apply's completion runs once the list shows the new snapshot; an unchanged snapshot asks for no cells")
    func completionAndUnchanged() {
        let content = DiffableContent()
        let (tableView, dataSource) = diffableTable(content)
        dataSource.apply(diffableSnapshot(["A": [1, 2]]))
        content.texts[3] = "three"
        var seen: [[String?]] = []
        var completions = 0

        dataSource.apply(diffableSnapshot(["A": [2, 3]]), animatingDifferences: false) {
            completions += 1
            seen = diffableTexts(tableView)
            #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 3)
        }
        #expect(completions == 1)
        #expect(seen == [["2", "three"]])

        content.clearRequests()
        dataSource.apply(diffableSnapshot(["A": [2, 3]])) { completions += 1 }
        tableView.layoutIfNeeded()
        #expect(completions == 2)
        #expect(content.requests.isEmpty)
    }

    @Test("inside the cell provider, the data source's queries answer with the snapshot being applied")
    func cellProviderSeesNewSnapshot() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        tableView.register(TextTableCell.self, forCellReuseIdentifier: "cell")
        var seen: [String] = []
        weak var weakSource: DiffableTableSource?
        let dataSource = DiffableTableSource(tableView: tableView) { tableView, indexPath, item in
            let answer = weakSource?.indexPath(for: item)
            seen.append("\(item) at \(indexPath.section).\(indexPath.row): \(answer.map { "\($0.section).\($0.row)" } ?? "nil")")
            return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        weakSource = dataSource

        dataSource.apply(diffableSnapshot(["A": [1, 2]]))
        #expect(seen == ["1 at 0.0: 0.0", "2 at 0.1: 0.1"])

        seen = []
        dataSource.apply(diffableSnapshot(["A": [3, 2, 1]]))
        #expect(seen == ["3 at 0.0: 0.0"])
    }

    @Test("a long random sequence of applies keeps the table equal to the last snapshot")
    func randomApplies() {
        let content = DiffableContent()
        let (tableView, dataSource) = diffableTable(content)
        var state: UInt64 = 42
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<40 {
            var items: [Int] = []
            for _ in 0..<random(12) {
                let item = random(20)
                if !items.contains(item) { items.append(item) }
            }
            let split = items.isEmpty ? 0 : random(items.count)
            let snapshot: NSDiffableDataSourceSnapshot<String, Int> =
                random(2) == 0
                ? diffableSnapshot(["A": Array(items[..<split]), "B": Array(items[split...])])
                : diffableSnapshot(["B": Array(items[split...]), "A": Array(items[..<split])])
            dataSource.apply(snapshot)
            let shown = diffableTexts(tableView).map { $0.map { $0 ?? "-" } }
            let expected = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map(String.init) }
            #expect(shown == expected)
            #expect(dataSource.snapshot() == snapshot)
        }
    }

    @Test("a nil cell from the table's cell provider stops the program with UIKit's words")
    func nilCellTable() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { diffableNilCellTable() }
        }
        #expect(
            standardError(of: result).contains(
                "UITableView dataSource returned a nil cell for row at index path: {length = 2, path = 0 - 0}"))
    }
}

// MARK: - Collection

@MainActor
@Suite("Diffable data sources: collection")
struct DiffableDataSourceCollectionTests {
    @Test("apply shows the items; moves keep the cells of the items that stay")
    func applyAndMoves() throws {
        let content = DiffableContent()
        let (collectionView, dataSource) = diffableCollection(content)
        var completed = false
        dataSource.apply(diffableSnapshot(["A": [1, 2, 3], "B": [4]])) { completed = true }
        #expect(completed)
        #expect(diffableTexts(collectionView) == [["1", "2", "3"], ["4"]])
        let cellOf1 = try #require(textCell(collectionView, 0))
        let cellOf4 = try #require(textCell(collectionView, 0, section: 1))
        content.clearRequests()

        dataSource.apply(diffableSnapshot(["A": [4, 2], "B": [5, 1]]))

        #expect(diffableTexts(collectionView) == [["4", "2"], ["5", "1"]])
        #expect(textCell(collectionView, 0) === cellOf4)
        #expect(textCell(collectionView, 1, section: 1) === cellOf1)
        #expect(content.requests == [5])
        #expect(cellOf1.prepareForReuseCount == 0 && cellOf4.prepareForReuseCount == 0)
        #expect(dataSource.indexPath(for: 1) == IndexPath(item: 1, section: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 5)
        // The moved cells sit in the frames the layout gives their new index paths.
        for path in collectionView.indexPathsForVisibleItems {
            #expect(collectionView.cellForItem(at: path)?.frame == collectionView.layoutAttributesForItem(at: path)?.frame)
        }
    }

    @Test("reloadItems gives a new cell; reconfigureItems keeps the cell and re-runs the provider")
    func reloadAndReconfigure() throws {
        let content = DiffableContent()
        let (collectionView, dataSource) = diffableCollection(content)
        var snapshot = diffableSnapshot(["A": [1, 2, 3]])
        dataSource.apply(snapshot)
        let cellOf1 = try #require(textCell(collectionView, 0))
        let reusesOf1 = cellOf1.prepareForReuseCount
        let cellOf2 = try #require(textCell(collectionView, 1))
        content.clearRequests()

        content.texts[1] = "one, reloaded"
        content.texts[2] = "two, reconfigured"
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([2])
        dataSource.apply(snapshot)

        let newOf1 = try #require(textCell(collectionView, 0))
        #expect(newOf1 !== cellOf1 || newOf1.prepareForReuseCount > reusesOf1)
        #expect(newOf1.label.text == "one, reloaded")
        #expect(textCell(collectionView, 1) === cellOf2)
        #expect(cellOf2.prepareForReuseCount == 0)
        #expect(cellOf2.label.text == "two, reconfigured")
        #expect(content.requests.sorted() == [1, 2])
    }

    @Test("the supplementaryViewProvider supplies the headers; a header view follows its section through moves")
    func supplementaryHeaders() throws {
        let content = DiffableContent()
        let (collectionView, dataSource) = diffableCollection(content)
        let header = UICollectionView.elementKindSectionHeader

        dataSource.apply(diffableSnapshot(["A": [1], "B": [2]]))
        #expect(content.supplementaryRequests.sorted() == ["header 0", "header 1"])
        let views = collectionView.visibleSupplementaryViews(ofKind: header)
        #expect(views.count == 2 && views.allSatisfy { $0 is TextSupplementaryView })
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?
                .frame.height == 30)
        let headerOfB = try #require(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
        content.supplementaryRequests = []

        dataSource.apply(diffableSnapshot(["B": [2], "N": [3], "A": [1]]))

        #expect(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) === headerOfB)
        #expect(content.supplementaryRequests == ["header 1"])
        #expect(collectionView.visibleSupplementaryViews(ofKind: header).count == 3)
        #expect(dataSource.sectionIdentifier(for: 1) == "N")
        #expect(dataSource.index(for: "A") == 2)
    }

    @Test("inside the supplementary view provider, sectionIdentifier(for:) answers with the snapshot being applied")
    func supplementaryProviderSeesNewSnapshot() {
        let content = DiffableContent()
        let (collectionView, dataSource) = diffableCollection(content)
        func titles() -> [String?] {
            collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map {
                ($0 as? TextSupplementaryView)?.label.text
            }
        }

        dataSource.apply(diffableSnapshot(["A": [1], "B": [2]]))
        #expect(titles() == ["A", "B"])

        dataSource.apply(diffableSnapshot(["B": [2], "N": [3], "A": [1]]))
        #expect(titles() == ["B", "N", "A"])
    }

    @Test("applySnapshotUsingReloadData shows the snapshot and completes")
    func reloadDataApply() {
        let content = DiffableContent()
        let (collectionView, dataSource) = diffableCollection(content)
        dataSource.apply(diffableSnapshot(["A": [1, 2]]))
        var completed = false

        dataSource.applySnapshotUsingReloadData(diffableSnapshot(["B": [3], "A": [2]])) { completed = true }

        #expect(completed)
        #expect(diffableTexts(collectionView) == [["3"], ["2"]])
        #expect(dataSource.snapshot() == diffableSnapshot(["B": [3], "A": [2]]))
    }

    @Test("a nil cell from the collection's cell provider stops the program with UIKit's words")
    func nilCellCollection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { diffableNilCellCollection() }
        }
        #expect(
            standardError(of: result).contains(
                "UICollectionView dataSource returned a nil cell for item at index path: {length = 2, path = 0 - 0}"))
    }
}
