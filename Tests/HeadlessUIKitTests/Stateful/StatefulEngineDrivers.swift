import CellKitTestSupport
import Foundation
import HeadlessUIKit

// The stateful suite's drivers for the engine itself: a plain data source over arrays (batch
// updates and reloads), and the diffable data sources (snapshots and section snapshots).

/// A driver whose data source answers from an array of sections: reloads with `reloadData`,
/// updates with UIKit's batch-update calls.
@MainActor
class StatefulArrayDriver: StatefulDriverBase {
    /// What the data source answers with.
    var shown: [StatefulSection] = []

    override func showReload() {
        shown = model.sections
        list.reloadData()
    }

    override func showUpdate(_ batch: StatefulBatch) -> [String] {
        shown = batch.after
        return performBatch(batch)
    }

    override var canChangeDataSilently: Bool { true }
    override func changeDataSilently(_ sections: [StatefulSection]) { shown = sections }
}

extension StatefulArrayDriver: UITableViewDataSource, UICollectionViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { shown.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown[section].items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        showItem(shown[indexPath.section].items[indexPath.row], in: cell)
        return cell
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { shown.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shown[section].items.count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        showItem(shown[indexPath.section].items[indexPath.item], in: cell)
        return cell
    }
}

/// A table fed by a data source over arrays; row heights from the delegate, exact (estimation off).
@MainActor
final class StatefulTableEngine: StatefulArrayDriver, StatefulDriver, UITableViewDelegate {
    static let swiftName = "StatefulTableEngine"
    private let table: UITableView

    init(config: StatefulConfig) {
        table = makeTable(height: CGFloat(config.height))
        // Exact heights, asked for every row, as the reference layout computes them.
        table.estimatedRowHeight = 0
        super.init(config: config, list: table, layout: .table)
        table.register(TextTableCell.self, forCellReuseIdentifier: reuseIdentifier)
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        shown[indexPath.section].items[indexPath.row].rowHeight
    }
}

/// A collection view with a flow layout of square items, fed by a data source over arrays.
@MainActor
final class StatefulCollectionEngine: StatefulArrayDriver, StatefulDriver {
    static let swiftName = "StatefulCollectionEngine"
    private let collection: UICollectionView

    init(config: StatefulConfig) {
        collection = makeFlowCollection(config)
        super.init(config: config, list: collection, layout: config.flowLayout)
        collection.register(TextCollectionCell.self, forCellWithReuseIdentifier: reuseIdentifier)
        collection.dataSource = self
        collection.layoutIfNeeded()
    }
}

/// A self-sizing table (`estimatedRowHeight` 40, no delegate heights): each row is measured
/// from its cell's `sizeThatFits` when it comes into view.
@MainActor
final class StatefulTableSelfSizing: StatefulArrayDriver, StatefulDriver {
    static let swiftName = "StatefulTableSelfSizing"
    private let table: UITableView

    init(config: StatefulConfig) {
        table = makeTable(height: CGFloat(config.height))
        super.init(config: config, list: table, layout: .selfSizingTable)
        table.estimatedRowHeight = 40
        table.register(SizedCell.self, forCellReuseIdentifier: reuseIdentifier)
        table.dataSource = self
        table.layoutIfNeeded()
    }
}

/// A collection view with a compositional grid (groups of equal-width items in a row), fed by
/// a data source over arrays.
@MainActor
final class StatefulCollectionGrid: StatefulArrayDriver, StatefulDriver {
    static let swiftName = "StatefulCollectionGrid"
    private let collection: UICollectionView

    init(config: StatefulConfig) {
        let columns = config.itemSide / 10 % 4 + 1
        let rowHeight = CGFloat(config.itemSide)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
            subitem: item, count: columns)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(config.height)), collectionViewLayout: layout)
        super.init(config: config, list: collection, layout: .grid(columns: columns, rowHeight: rowHeight))
        collection.register(TextCollectionCell.self, forCellWithReuseIdentifier: reuseIdentifier)
        collection.dataSource = self
        collection.layoutIfNeeded()
    }
}

/// What the diffable drivers share: the items of the snapshot being applied, by identity,
/// for the cell provider (and a table's heights).
@MainActor
class StatefulDiffableDriver: StatefulDriverBase {
    var items: [Int: StatefulItem] = [:]

    /// The item `id` the cell provider (or a table's height delegate) is asked about; an item
    /// that is not in the snapshot being applied is a failure (an app looks it up in the data
    /// it applied).
    func item(_ id: Int, at indexPath: IndexPath) -> StatefulItem {
        if let item = items[id] { return item }
        callbackFailures.append(
            "the data source was asked about item \(id) at \(short(indexPath)), which the snapshot being applied does not hold")
        return StatefulItem(id: id, version: -1)
    }
}

/// A table fed by a `UITableViewDiffableDataSource`: reloads with `applySnapshotUsingReloadData`,
/// updates as snapshots (content changes marked with `reconfigureItems`).
@MainActor
final class StatefulTableDiffable: StatefulDiffableDriver, StatefulDriver, UITableViewDelegate {
    static let swiftName = "StatefulTableDiffable"
    private let table: UITableView
    private var dataSource: UITableViewDiffableDataSource<Int, Int>!

    init(config: StatefulConfig) {
        table = makeTable(height: CGFloat(config.height))
        // Exact heights, asked for every row, as the reference layout computes them.
        table.estimatedRowHeight = 0
        super.init(config: config, list: table, layout: .table)
        table.register(TextTableCell.self, forCellReuseIdentifier: reuseIdentifier)
        dataSource = UITableViewDiffableDataSource(tableView: table) { [unowned self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: self.reuseIdentifier, for: indexPath)
            showItem(self.item(id, at: indexPath), in: cell)
            return cell
        }
        table.delegate = self
        table.layoutIfNeeded()
    }

    override var allowsReloads: Bool { false }

    override func showReload() {
        items = model.itemsByID
        dataSource.applySnapshotUsingReloadData(model.snapshot())
    }

    override func showUpdate(_ batch: StatefulBatch) -> [String] {
        items = model.itemsByID
        var snapshot = model.snapshot()
        snapshot.reconfigureItems(batch.reconfiguredIDs)
        dataSource.apply(snapshot, animatingDifferences: true)
        return []
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return 0 }
        return item(id, at: indexPath).rowHeight
    }
}

/// A collection view fed by a `UICollectionViewDiffableDataSource`: snapshots, and section
/// snapshots for the changes confined to one section.
@MainActor
final class StatefulCollectionDiffable: StatefulDiffableDriver, StatefulDriver {
    static let swiftName = "StatefulCollectionDiffable"
    private let collection: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    /// Sections last shown through a section snapshot: their items are expanded as the outline
    /// says (none is), not as `setExpanded` marked them, until a whole snapshot is applied.
    private var outlineSections: Set<Int> = []

    init(config: StatefulConfig) {
        collection = makeFlowCollection(config)
        super.init(config: config, list: collection, layout: config.flowLayout)
        collection.register(TextCollectionCell.self, forCellWithReuseIdentifier: reuseIdentifier)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { [unowned self] view, indexPath, id in
            let cell = view.dequeueReusableCell(withReuseIdentifier: self.reuseIdentifier, for: indexPath)
            showItem(self.item(id, at: indexPath), in: cell)
            return cell
        }
        collection.layoutIfNeeded()
    }

    override var allowsReloads: Bool { false }

    override func expected(_ item: StatefulItem, at path: IndexPath) -> ExpectedCell {
        var cell = super.expected(item, at: path)
        if outlineSections.contains(model.sections[path.section].id) { cell.expanded = false }
        return cell
    }

    override func showReload() {
        items = model.itemsByID
        outlineSections = []
        dataSource.applySnapshotUsingReloadData(model.snapshot())
    }

    override func showUpdate(_ batch: StatefulBatch) -> [String] {
        items = model.itemsByID
        outlineSections = []
        var snapshot = model.snapshot()
        snapshot.reconfigureItems(batch.reconfiguredIDs)
        dataSource.apply(snapshot, animatingDifferences: true)
        return []
    }

    override func showSectionUpdate(_ batch: StatefulBatch, section: Int) -> [String] {
        items = model.itemsByID
        let id = model.sections[section].id
        var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Int>()
        sectionSnapshot.append(model.sections[section].items.map(\.id))
        dataSource.apply(sectionSnapshot, to: id, animatingDifferences: true)
        outlineSections.insert(id)
        if !batch.reconfiguredIDs.isEmpty {
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems(batch.reconfiguredIDs)
            dataSource.apply(snapshot, animatingDifferences: true)
            outlineSections = []
        }
        return []
    }
}

// MARK: - Shared pieces

extension StatefulConfig {
    /// The reference layout of the flow layout `makeFlowCollection` makes.
    var flowLayout: ReferenceLayout { .flow(side: CGFloat(itemSide), spacing: CGFloat(spacing)) }
}

/// A 320-point-wide collection view with a vertical flow layout of square items.
@MainActor
func makeFlowCollection(_ config: StatefulConfig) -> UICollectionView {
    makeCollection(width: 320, height: CGFloat(config.height)) { layout in
        layout.itemSize = CGSize(width: config.itemSide, height: config.itemSide)
        layout.minimumLineSpacing = CGFloat(config.spacing)
        layout.minimumInteritemSpacing = CGFloat(config.spacing)
    }.0
}

/// A text cell as tall as its item says, for self-sizing tables.
final class SizedCell: TextTableCell {
    var height: CGFloat = 0
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}

/// What a data source does with an item: its text, its height (for a self-sizing cell) and its
/// accessibility identifier.
@MainActor
func showItem(_ item: StatefulItem, in cell: ReusableView) {
    (cell as? SizedCell)?.height = item.rowHeight
    (cell as? TextTableCell)?.show(item.text)
    (cell as? TextCollectionCell)?.show(item.text)
    cell.accessibilityIdentifier = "item-\(item.id)"
}

extension StatefulModel {
    var itemsByID: [Int: StatefulItem] {
        Dictionary(uniqueKeysWithValues: sections.flatMap(\.items).map { ($0.id, $0) })
    }

    /// The model as a diffable snapshot of identities.
    func snapshot() -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(sections.map(\.id))
        for section in sections { snapshot.appendItems(section.items.map(\.id), toSection: section.id) }
        return snapshot
    }
}
