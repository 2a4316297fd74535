import CellKit
import CellKitTestSupport
import Foundation

// The stateful suite's drivers for CellKit's adapters: data set with `data` (a reload) and
// changed with `apply` (the diff as batch updates); identifiers from the models, with the
// section and row suffixes, which the adapter keeps current as rows move.

/// The selection and deselection handlers the models' taps ran, in order.
@MainActor
final class StatefulTapLog {
    var entries: [String] = []
}

/// What both adapter models share: identity, content equality and identifier from the item; a
/// tap runs their handlers, which write to `log`.
protocol StatefulItemBacked: DiffableViewModel, InteractiveCellViewModel, Equatable, Accessible {
    var item: StatefulItem { get }
    var log: StatefulTapLog { get }
}

extension StatefulItemBacked {
    var selectionHandler: (() -> Void)? { { [log, item] in MainActor.assumeIsolated { log.entries.append("select \(item.id)") } } }
    var deselectionHandler: (() -> Void)? {
        { [log, item] in MainActor.assumeIsolated { log.entries.append("deselect \(item.id)") } }
    }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.item == rhs.item }
    var differenceIdentifier: Int { item.id }
    var accessibilityIdentifier: String? { "item_\(item.id)" }
    var accessibilityOptions: AccessibilityDisplayOptions { .all }
}

/// A table row model, as tall as its item says.
struct StatefulRowModel: CellViewModel, StatefulItemBacked {
    let item: StatefulItem
    let log: StatefulTapLog
    func height(constrainedBy width: CGFloat) -> CGFloat? { item.rowHeight }
    func setup(cell: TextTableCell) { cell.show(item.text) }
}

/// A collection item model, of the layout's item size.
struct StatefulItemModel: CellViewModel, StatefulItemBacked {
    let item: StatefulItem
    let log: StatefulTapLog
    func setup(cell: TextCollectionCell) { cell.show(item.text) }
}

/// What an adapter driver shares: the model's sections as CellKit sections, and how data
/// reaches the adapter.
@MainActor
class StatefulAdapterDriver: StatefulDriverBase {
    let adapter: ListDataAdapter
    let makeModel: (StatefulItem, StatefulTapLog) -> any AnyCellViewModel
    let log = StatefulTapLog()
    private let identifier: String

    init(config: StatefulConfig, list: any StatefulList, layout: ReferenceLayout, adapter: ListDataAdapter,
         reuseIdentifier: String?, makeModel: @escaping (StatefulItem, StatefulTapLog) -> any AnyCellViewModel) {
        self.adapter = adapter
        self.makeModel = makeModel
        identifier = reuseIdentifier ?? "unregistered"
        super.init(config: config, list: list, layout: layout)
        list.layoutIfNeeded()
    }

    override var reuseIdentifier: String { identifier }
    /// The diff reconfigures changed items; a reload is not something `apply` makes.
    override var allowsReloads: Bool { false }

    var sections: [Section] {
        model.sections.map { Section(id: $0.id, items: $0.items.map { makeModel($0, log) }) }
    }

    /// A tap that selects runs the model's selection handler, after the deselection handlers of
    /// the rows it deselects (single selection); a tap on a selected row in multiple selection
    /// runs its deselection handler.
    override func checkTap(id: Int, previous: Set<Int>) -> [String] {
        defer { log.entries = [] }
        let want =
            config.multipleSelection
            ? [previous.contains(id) ? "deselect \(id)" : "select \(id)"]
            : previous.subtracting([id]).sorted().map { "deselect \($0)" } + ["select \(id)"]
        return log.entries == want ? [] : ["a tap ran \(log.entries), want \(want)"]
    }

    override func expected(_ item: StatefulItem, at path: IndexPath) -> ExpectedCell {
        ExpectedCell(
            text: item.text, accessibilityIdentifier: "item_\(item.id)_\(path.section)_\(path[1])",
            expanded: model.expanded.contains(item.id))
    }

    override func showReload() { adapter.data = sections }

    override func showUpdate(_ batch: StatefulBatch) -> [String] {
        switch adapter.apply(sections) {
        case .batchUpdates: []
        case .reloadData(let reason): ["apply fell back to a reload: \(reason)"]
        case .refused(let reason): ["apply was refused: \(reason)"]
        }
    }
}

@MainActor
final class StatefulTableAdapter: StatefulAdapterDriver, StatefulDriver {
    static let swiftName = "StatefulTableAdapter"

    required init(config: StatefulConfig) {
        let table = makeTable(height: CGFloat(config.height))
        // Exact heights, asked for every row, as the reference layout computes them.
        table.estimatedRowHeight = 0
        table.register(StatefulRowModel.self)
        super.init(
            config: config, list: table, layout: .table, adapter: TableDataAdapter(tableView: table),
            reuseIdentifier: table.registry.registration(for: StatefulRowModel.self)?.reuseIdentifier, makeModel: StatefulRowModel.init(item:log:))
    }
}

@MainActor
final class StatefulCollectionAdapter: StatefulAdapterDriver, StatefulDriver {
    static let swiftName = "StatefulCollectionAdapter"

    required init(config: StatefulConfig) {
        let (collection, layout) = makeCollection(width: 320, height: CGFloat(config.height))
        layout.itemSize = CGSize(width: config.itemSide, height: config.itemSide)
        layout.minimumLineSpacing = CGFloat(config.spacing)
        layout.minimumInteritemSpacing = CGFloat(config.spacing)
        collection.register(StatefulItemModel.self)
        super.init(
            config: config, list: collection, layout: .flow(side: CGFloat(config.itemSide), spacing: CGFloat(config.spacing)),
            adapter: CollectionDataAdapter(collectionView: collection), reuseIdentifier: collection.registry.registration(for: StatefulItemModel.self)?.reuseIdentifier,
            makeModel: StatefulItemModel.init(item:log:))
    }
}
