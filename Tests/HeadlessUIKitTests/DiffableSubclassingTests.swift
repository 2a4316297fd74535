import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// Diffable data sources subclassed as apps do, their queries and async applies, section
// snapshots, and `configurationUpdateHandler` typed by the view it is set on.

// MARK: - Fixtures

/// A table data source subclass written as on iOS: titles, editing and moving.
final class FruitTableDataSource: UITableViewDiffableDataSource<String, String> {
    var moves: [String] = []

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.uppercased()
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "\(self.tableView(tableView, numberOfRowsInSection: section)) items"
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.row)->\(destinationIndexPath.row)")
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}

/// A collection data source subclass that counts the cells it was asked for.
final class CountingCollectionDataSource: UICollectionViewDiffableDataSource<String, String> {
    var cellRequests = 0

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        return super.collectionView(collectionView, cellForItemAt: indexPath)
    }
}

@MainActor private var keptAlive: [AnyObject] = []

@MainActor
private func fruitTable() -> (UITableView, FruitTableDataSource) {
    let tableView = makeTable()
    tableView.register(TextTableCell.self, forCellReuseIdentifier: "cell")
    let dataSource = FruitTableDataSource(tableView: tableView) { tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        (cell as? TextTableCell)?.label.text = item
        return cell
    }
    keptAlive.append(dataSource)
    return (tableView, dataSource)
}

@MainActor
private func fruitSnapshot() -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["fruit", "veg"])
    snapshot.appendItems(["apple", "pear", "plum"], toSection: "fruit")
    snapshot.appendItems(["leek"], toSection: "veg")
    return snapshot
}

@MainActor
private func textCollection() -> (UICollectionView, CountingCollectionDataSource) {
    let (collectionView, _) = makeCollection(width: 300, height: 600)
    collectionView.register(TextCollectionCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = CountingCollectionDataSource(collectionView: collectionView) { collectionView, indexPath, item in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? TextCollectionCell)?.label.text = item
        return cell
    }
    keptAlive.append(dataSource)
    return (collectionView, dataSource)
}

@MainActor
private func shownTexts(_ collectionView: UICollectionView) -> [String?] {
    collectionView.indexPathsForVisibleItems.map { (collectionView.cellForItem(at: $0) as? TextCollectionCell)?.label.text }
}

// MARK: - Tests

@Suite("Diffable data sources subclassed, section snapshots, typed update handlers")
@MainActor
struct DiffableSubclassingTests {
    @Test("a table data source subclass overrides the data-source methods; the base dispatches to them")
    func tableSubclass() {
        let (tableView, dataSource) = fruitTable()
        dataSource.apply(fruitSnapshot(), animatingDifferences: false)
        tableView.layoutIfNeeded()

        let base: UITableViewDiffableDataSource<String, String> = dataSource
        #expect(base.tableView(tableView, titleForHeaderInSection: 0) == "FRUIT")
        #expect(base.tableView(tableView, titleForFooterInSection: 1) == "1 items")
        #expect(base.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!base.tableView(tableView, canMoveRowAt: IndexPath(row: 0, section: 0)))
        #expect(base.tableView(tableView, canMoveRowAt: IndexPath(row: 1, section: 0)))
        #expect(tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test("the base table data source has no titles and no editing or moving")
    func tableDefaults() {
        let tableView = makeTable()
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: tableView) { _, _, _ in nil }
        #expect(dataSource.tableView(tableView, titleForHeaderInSection: 0) == nil)
        #expect(dataSource.tableView(tableView, titleForFooterInSection: 0) == nil)
        #expect(!dataSource.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!dataSource.tableView(tableView, canMoveRowAt: IndexPath(row: 0, section: 0)))
        #expect(dataSource.defaultRowAnimation == .automatic)
        dataSource.defaultRowAnimation = .fade
        #expect(dataSource.defaultRowAnimation == .fade)
    }

    @Test("moveRowAt's default moves the item in the snapshot, within and across sections")
    func moveRowUpdatesSnapshot() {
        let (tableView, dataSource) = fruitTable()
        dataSource.apply(fruitSnapshot())
        dataSource.tableView(tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "fruit") == ["pear", "plum", "apple"])
        #expect(dataSource.moves == ["0->2"])
        dataSource.tableView(tableView, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "fruit") == ["pear", "apple"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "veg") == ["plum", "leek"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "plum")
        #expect(dataSource.indexPath(for: "leek") == IndexPath(row: 1, section: 1))
    }

    @Test("the async applies show the snapshot when they return; the queries answer from it")
    func asyncApply() async {
        let (tableView, dataSource) = fruitTable()
        await dataSource.apply(fruitSnapshot())
        #expect(tableView.numberOfSections == 2)
        #expect(dataSource.sectionIdentifier(for: 1) == "veg")
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.index(for: "veg") == 1)
        #expect(dataSource.indexPath(for: "plum") == IndexPath(row: 2, section: 0))

        var smaller = NSDiffableDataSourceSnapshot<String, String>()
        smaller.appendSections(["veg"])
        smaller.appendItems(["leek"])
        await dataSource.applySnapshotUsingReloadData(smaller)
        #expect(tableView.numberOfSections == 1)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "leek")

        let (collectionView, collectionSource) = textCollection()
        await collectionSource.apply(fruitSnapshot(), animatingDifferences: true)
        collectionView.layoutIfNeeded()
        #expect(shownTexts(collectionView) == ["apple", "pear", "plum", "leek"])
        #expect(collectionSource.cellRequests == 4)
        #expect(collectionSource.sectionIdentifier(for: 0) == "fruit")
        #expect(collectionSource.indexPath(for: "leek") == IndexPath(item: 0, section: 1))
    }

    @Test("a section snapshot applied to a section shows its visible items; expanding shows the children")
    func sectionSnapshotApply() {
        let (collectionView, dataSource) = textCollection()
        var main = NSDiffableDataSourceSnapshot<String, String>()
        main.appendSections(["top"])
        main.appendItems(["x"])
        dataSource.apply(main)

        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Fruit", "Veg"])
        tree.append(["Apple", "Pear"], to: "Fruit")
        tree.append(["Leek"], to: "Veg")
        var completed = false
        dataSource.apply(tree, to: "tree", animatingDifferences: false) { completed = true }
        collectionView.layoutIfNeeded()
        #expect(completed)
        #expect(dataSource.snapshot().sectionIdentifiers == ["top", "tree"])
        #expect(shownTexts(collectionView) == ["x", "Fruit", "Veg"])

        var expanded = dataSource.snapshot(for: "tree")
        #expect(expanded == tree)
        expanded.expand(["Fruit"])
        dataSource.apply(expanded, to: "tree")
        collectionView.layoutIfNeeded()
        #expect(shownTexts(collectionView) == ["x", "Fruit", "Apple", "Pear", "Veg"])
        #expect(dataSource.snapshot(for: "tree").isExpanded("Fruit"))

        // A section never given a section snapshot reads as its items, all roots.
        #expect(dataSource.snapshot(for: "top").rootItems == ["x"])
        #expect(dataSource.snapshot(for: "missing").items.isEmpty)
    }

    @Test("section snapshot queries: items, visibility, parents, levels, indexes and sub-snapshots")
    func sectionSnapshotQueries() {
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["A", "B"])
        tree.append(["A1", "A2"], to: "A")
        tree.append(["A1a"], to: "A1")
        tree.insert(["A0"], before: "A1")
        tree.insert(["C"], after: "B")

        #expect(tree.items == ["A", "A0", "A1", "A1a", "A2", "B", "C"])
        #expect(tree.rootItems == ["A", "B", "C"])
        #expect(tree.visibleItems == ["A", "B", "C"])
        tree.expand(["A", "A1"])
        #expect(tree.visibleItems == ["A", "A0", "A1", "A1a", "A2", "B", "C"])
        tree.collapse(["A1"])
        #expect(tree.visibleItems == ["A", "A0", "A1", "A2", "B", "C"])
        #expect(!tree.isVisible("A1a"))
        #expect(tree.isVisible("A2"))
        #expect(tree.parent(of: "A1a") == "A1")
        #expect(tree.parent(of: "B") == nil)
        #expect(tree.level(of: "A1a") == 2)
        #expect(tree.index(of: "A1a") == 3)
        #expect(tree.index(of: "Z") == nil)
        #expect(tree.contains("C") && !tree.contains("Z"))

        let sub = tree.snapshot(of: "A")
        #expect(sub.rootItems == ["A0", "A1", "A2"])
        #expect(sub.items == ["A0", "A1", "A1a", "A2"])
        let withParent = tree.snapshot(of: "A", includingParent: true)
        #expect(withParent.rootItems == ["A"])
        #expect(withParent.isExpanded("A"))

        tree.delete(["A1"])
        #expect(tree.items == ["A", "A0", "A2", "B", "C"])
        #expect(!tree.contains("A1a"))
        tree.deleteAll()
        #expect(tree.items.isEmpty)
    }

    @Test("appending an item already in a section snapshot stops the program with UIKit's section-snapshot text")
    func sectionSnapshotDuplicate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var tree = NSDiffableDataSourceSectionSnapshot<String>()
            tree.append(["A"])
            tree.append(["A"])
        }
        #expect(standardError(of: result).contains(
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(A)}"))
    }

    @Test("configurationUpdateHandler gets the cell as its own class: UITableViewCell, UICollectionViewCell")
    func typedCellHandlers() {
        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var tableCellsSeen: [UITableViewCell] = []
        tableCell.configurationUpdateHandler = { cell, state in
            let typed: UITableViewCell = cell
            let cellState: UICellConfigurationState = state
            tableCellsSeen.append(typed)
            _ = cellState.isEditing
        }
        #expect(tableCell.configurationUpdateHandler != nil)
        tableCell.layoutIfNeeded()
        #expect(tableCellsSeen.count == 1 && tableCellsSeen[0] === tableCell)

        let collectionCell = UICollectionViewListCell(frame: .zero)
        var collectionCellsSeen: [UICollectionViewCell] = []
        collectionCell.configurationUpdateHandler = { cell, _ in collectionCellsSeen.append(cell) }
        collectionCell.isSelected = true
        collectionCell.layoutIfNeeded()
        #expect(collectionCellsSeen.count == 1 && collectionCellsSeen[0] === collectionCell)

        collectionCell.configurationUpdateHandler = nil
        #expect(collectionCell.configurationUpdateHandler == nil)
        collectionCell.isSelected = false
        collectionCell.layoutIfNeeded()
        #expect(collectionCellsSeen.count == 1)
    }

    @Test("a header-footer view's handler gets the view and a UIViewConfigurationState")
    func typedHeaderFooterHandler() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var states: [UIViewConfigurationState] = []
        var views: [UITableViewHeaderFooterView] = []
        view.configurationUpdateHandler = { headerFooterView, state in
            views.append(headerFooterView)
            states.append(state)
        }
        view.isHighlighted = true
        view.layoutIfNeeded()
        #expect(views.count == 1 && views[0] === view)
        #expect(states.first?.isHighlighted == true)
    }
}
