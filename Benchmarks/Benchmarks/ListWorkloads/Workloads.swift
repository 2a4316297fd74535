import CellKit

// The lists, cells and models the list benchmarks measure, shared by `ListBenchmarks` (timings,
// allocations, memory) and `InstructionCounts` (callgrind instruction counts), so both measure
// the same workload code.

/// A cell with one label added to its content view, no constraints: what the table benchmarks
/// and the adapters' row models show.
public final class BenchmarkCell: UITableViewCell {
    public let label = UILabel()

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A data source with `rows` rows in one section, answering without per-row storage. With
/// `selfSizing`, each cell shows its row in a `UIListContentConfiguration`, whose content view
/// reports the row's height to the table's self-sizing pass.
@MainActor
public final class CountingSource: UITableViewDataSource {
    public var rows: Int
    public let selfSizing: Bool
    public init(rows: Int, selfSizing: Bool = false) {
        self.rows = rows
        self.selfSizing = selfSizing
    }
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if selfSizing {
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            content.secondaryText = indexPath.row % 3 == 0 ? "Detail" : nil
            cell.contentConfiguration = content
        } else {
            (cell as? BenchmarkCell)?.label.text = "Row"
        }
        return cell
    }
}

/// A 390×844 table of `rows` rows, not laid out yet. `estimated` turns self-sizing on
/// (`estimatedRowHeight = 44`, `rowHeight` automatic, cells measured from a
/// `UIListContentConfiguration`); otherwise every row is 44 points and estimation is off
/// (`rowHeight = 44`, `estimatedRowHeight = 0`): the closed-form geometry.
@MainActor
public func makeTable(rows: Int, estimated: Bool) -> (UITableView, CountingSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    table.register(BenchmarkCell.self, forCellReuseIdentifier: "row")
    if estimated {
        table.estimatedRowHeight = 44
    } else {
        table.rowHeight = 44
        table.estimatedRowHeight = 0
    }
    let source = CountingSource(rows: rows, selfSizing: estimated)
    table.dataSource = source
    return (table, source)
}

/// A row model as an app writes one: typed setup of its cell, an accessibility identifier
/// suffixed with section and row (`contact_cell_<section>_<row>`).
public struct RowModel: CellViewModel, Accessible, Sendable {
    public let title: String
    public init(title: String) { self.title = title }
    public var accessibilityIdentifier: String? { "contact_cell" }
    public var accessibilityOptions: AccessibilityDisplayOptions { [.section, .row] }

    public func setup(cell: BenchmarkCell) {
        cell.label.text = title
    }
}

/// Data sets of `RowModel`s as an adapter holds them (`[any AnyCellViewModel]`), built once per
/// size and shared by the iterations.
@MainActor
public enum ModelCache {
    private static var cache: [Int: [any AnyCellViewModel]] = [:]

    public static func models(_ count: Int) -> [any AnyCellViewModel] {
        if let models = cache[count] { return models }
        let models: [any AnyCellViewModel] = (0..<count).map { RowModel(title: "Row \($0 % 1000)") }
        cache[count] = models
        return models
    }
}

/// A 390×844 table driven by a `TableDataAdapter`, with `RowModel` registered; UIKit's default
/// row heights (estimated; rows self-sized as they appear, 44 high).
@MainActor
public func makeEagerTable() -> (UITableView, TableDataAdapter) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    table.register(RowModel.self)
    return (table, TableDataAdapter(tableView: table))
}

/// A diffable row as apps write them: an `Int` identity and `Equatable` content.
public struct DiffRowModel: CellViewModel, DiffableViewModel, Equatable, Sendable {
    public let id: Int
    public let title: String
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
    public var differenceIdentifier: Int { id }
    public func setup(cell: BenchmarkCell) { cell.label.text = title }
}

/// ``DiffRowModel``'s identities and contents as plain values, for the raw diff beside the
/// adapter's.
public struct DiffRowValue: Differentiable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
    public var differenceIdentifier: Int { id }
}

/// `items` items in one section, each cell showing its item in a `UIListContentConfiguration`
/// (a secondary text on every third item), as the table's estimated-height benchmarks do.
@MainActor
public final class ListContentItemSource: UICollectionViewDataSource {
    public let items: Int
    public init(items: Int) { self.items = items }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "Item"
        content.secondaryText = indexPath.item % 3 == 0 ? "Detail" : nil
        cell.contentConfiguration = content
        return cell
    }
}

/// A 390×844 collection view with a vertical compositional layout of `items` full-width items of
/// estimated height 44 (a vertical group of one item, the usual list shape), laid out once: the
/// cells on the first screen are measured, and the others will be as they come into view.
/// Stops if the first screen's cells kept their estimate (the workload would measure nothing).
@MainActor
public func makeEstimatedCompositional(items: Int) -> (UICollectionView, ListContentItemSource) {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = ListContentItemSource(items: items)
    collection.dataSource = source
    collection.layoutIfNeeded()
    precondition(
        items == 0 || collection.contentSize.height != CGFloat(items) * 44,
        "the compositional workload's cells kept their estimated height: nothing is measured")
    return (collection, source)
}

/// Scrolls a table or collection view one screen per step, laying out after each step, at most
/// `limit` steps or to the end; returns the steps taken.
@MainActor
public func scroll(_ list: UIScrollView, steps limit: Int = .max) -> Int {
    var steps = 0
    while steps < limit, list.contentOffset.y < list.maximumContentOffset.y {
        let y = min(list.contentOffset.y + list.bounds.height, list.maximumContentOffset.y)
        list.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        list.layoutIfNeeded()
        steps += 1
    }
    return steps
}
