import Foundation
import HeadlessUIKit

// The operations a stateful run performs, in one vocabulary for tables and collection views.

/// A table or collection view, as the stateful suite drives it.
@MainActor
public protocol StatefulList: UIScrollView {
    func reloadData()
    func performValidatedBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) throws(BatchUpdateError)
    func insert(_ paths: [IndexPath])
    func delete(_ paths: [IndexPath])
    func reload(_ paths: [IndexPath])
    func reconfigure(_ paths: [IndexPath])
    func move(_ from: IndexPath, _ to: IndexPath)
    func insertSections(_ sections: IndexSet)
    func deleteSections(_ sections: IndexSet)
    func select(_ path: IndexPath)
    func deselect(_ path: IndexPath)
    func tap(_ path: IndexPath)
    func setEditing(_ editing: Bool, animated: Bool)
    func setExpanded(_ expanded: Bool, at indexPath: IndexPath)
    var visiblePaths: [IndexPath] { get }
    var allowsMultipleSelection: Bool { get set }
    /// Whether a tap selects while editing (a table's `allowsSelectionDuringEditing`).
    var tapSelectsWhileEditing: Bool { get }
    func observe(reuseIdentifier: String) -> ListObservation
}

extension UITableView: StatefulList {
    public func insert(_ paths: [IndexPath]) { insertRows(at: paths, with: .automatic) }
    public func delete(_ paths: [IndexPath]) { deleteRows(at: paths, with: .automatic) }
    public func reload(_ paths: [IndexPath]) { reloadRows(at: paths, with: .automatic) }
    public func reconfigure(_ paths: [IndexPath]) { reconfigureRows(at: paths) }
    public func move(_ from: IndexPath, _ to: IndexPath) { moveRow(at: from, to: to) }
    public func insertSections(_ sections: IndexSet) { insertSections(sections, with: .automatic) }
    public func deleteSections(_ sections: IndexSet) { deleteSections(sections, with: .automatic) }
    public func select(_ path: IndexPath) { selectRow(at: path, animated: false, scrollPosition: .none) }
    public func deselect(_ path: IndexPath) { deselectRow(at: path, animated: false) }
    public func tap(_ path: IndexPath) { tapRow(at: path) }
    public var visiblePaths: [IndexPath] { indexPathsForVisibleRows ?? [] }
    public var tapSelectsWhileEditing: Bool { allowsSelectionDuringEditing }
    public func observe(reuseIdentifier: String) -> ListObservation {
        ListObservation(table: self, reuseIdentifier: reuseIdentifier)
    }
}

extension UICollectionView: StatefulList {
    public func insert(_ paths: [IndexPath]) { insertItems(at: paths) }
    public func delete(_ paths: [IndexPath]) { deleteItems(at: paths) }
    public func reload(_ paths: [IndexPath]) { reloadItems(at: paths) }
    public func reconfigure(_ paths: [IndexPath]) { reconfigureItems(at: paths) }
    public func move(_ from: IndexPath, _ to: IndexPath) { moveItem(at: from, to: to) }
    public func select(_ path: IndexPath) { selectItem(at: path, animated: false, scrollPosition: []) }
    public func deselect(_ path: IndexPath) { deselectItem(at: path, animated: false) }
    public func tap(_ path: IndexPath) { tapItem(at: path) }
    public var visiblePaths: [IndexPath] { indexPathsForVisibleItems }
    /// UIKit's collection view (iOS 14) selects nothing on a tap while editing unless its
    /// `allowsSelectionDuringEditing` is on; the engine has no such property yet, so runs do
    /// not tap a collection view while it is editing.
    public var tapSelectsWhileEditing: Bool { false }
    public func observe(reuseIdentifier: String) -> ListObservation {
        ListObservation(collection: self, reuseIdentifier: reuseIdentifier)
    }
}

/// What every driver shares: the model, the steps and the invariants. A subclass says how data
/// reaches the list (``showReload()``, ``showUpdate(_:)``, ``showSectionUpdate(_:section:)``).
@MainActor
open class StatefulDriverBase {
    public let config: StatefulConfig
    public let list: any StatefulList
    public let layout: ReferenceLayout
    /// What the list must show.
    public var model = StatefulModel()
    /// What a data source or delegate callback saw go wrong during the step (reported with
    /// the step's broken invariants).
    public var callbackFailures: [String] = []
    /// The most cells seen on screen at once; the list may make at most twice that plus two
    /// (a screen on screen, a screen in the pool after a jump or a reload of every row).
    public private(set) var mostVisible = 0

    public init(config: StatefulConfig, list: any StatefulList, layout: ReferenceLayout) {
        self.config = config
        self.list = list
        self.layout = layout
        list.allowsMultipleSelection = config.multipleSelection
    }

    /// The reuse identifier of the cells the data source dequeues.
    open var reuseIdentifier: String { "cell" }
    /// Whether row updates may reload rows (diff-based paths reconfigure changed items instead).
    open var allowsReloads: Bool { true }

    /// Shows `model.sections` with a full reload.
    open func showReload() {}
    /// Shows `model.sections`, the result of `batch`, as an update; returns what went wrong.
    open func showUpdate(_ batch: StatefulBatch) -> [String] { [] }
    /// Shows `model.sections`, the result of `batch` confined to `section`.
    open func showSectionUpdate(_ batch: StatefulBatch, section: Int) -> [String] { showUpdate(batch) }

    /// Whether the data source's data can be changed without telling the list (a data source
    /// over arrays can; adapters and diffable data sources tell the list themselves).
    open var canChangeDataSilently: Bool { false }
    /// Makes the data source answer with `sections` without telling the list.
    open func changeDataSilently(_ sections: [StatefulSection]) {}

    /// Performs `batch` as UIKit's batch update calls, checked; a refusal is a failure.
    public func performBatch(_ batch: StatefulBatch) -> [String] {
        do {
            try list.performValidatedBatchUpdates(
                {
                    self.list.deleteSections(batch.deletedSections)
                    self.list.insertSections(batch.insertedSections)
                    self.list.delete(batch.deleted)
                    self.list.insert(batch.inserted)
                    self.list.reload(batch.reloaded)
                    self.list.reconfigure(batch.reconfigured)
                    for move in batch.moves { self.list.move(move.from, move.to) }
                }, completion: nil)
            return []
        } catch {
            return ["a valid update was refused: \(error.reason)"]
        }
    }
    /// Checks what the app heard of a tap on item `id` when `previous` were selected.
    open func checkTap(id: Int, previous: Set<Int>) -> [String] { [] }
    /// The text and identifier the cell of `item` at `path` must show.
    open func expected(_ item: StatefulItem, at path: IndexPath) -> ExpectedCell {
        ExpectedCell(text: item.text, accessibilityIdentifier: "item-\(item.id)", expanded: model.expanded.contains(item.id))
    }

    /// Performs `step`, updating the model as the reference says, and checks the invariants.
    public func perform(_ step: StatefulStep) -> [String] {
        var failures: [String] = []
        switch step {
        case .reload(let seed):
            var random = SeededGenerator(seed: seed)
            model.reload(model.randomSections(using: &random))
            showReload()
        case .update(let seed):
            let batch = StatefulBatch.random(for: &model, seed: seed, allowReloads: allowsReloads)
            batch.apply(to: &model)
            failures += showUpdate(batch)
        case .sectionUpdate(let seed):
            guard !model.sections.isEmpty else { return perform(.update(seed: seed)) }
            let section = Int(seed % UInt64(model.sections.count))
            let batch = StatefulBatch.random(for: &model, seed: seed, onlySection: section, allowReloads: allowsReloads)
            batch.apply(to: &model)
            failures += showSectionUpdate(batch, section: section)
        case .invalidUpdate(let seed):
            failures += performRefusedUpdate(seed: seed)
        case .scroll(let permille):
            list.layoutIfNeeded()
            let most = max(0, list.contentSize.height - list.bounds.height)
            list.contentOffset = CGPoint(x: 0, y: (most * CGFloat(permille) / 1000).rounded())
        case .scrollBy(let points):
            list.layoutIfNeeded()
            let most = max(0, list.contentSize.height - list.bounds.height)
            list.contentOffset = CGPoint(x: 0, y: min(most, max(0, list.contentOffset.y + CGFloat(points))))
        case .width(let width):
            list.frame.size.width = CGFloat(width)
        case .tap(let slot):
            let visible = list.visiblePaths
            guard !visible.isEmpty, !model.editing || list.tapSelectsWhileEditing else { break }
            let path = visible[slot % visible.count]
            let id = model.item(at: path).id
            let previous = model.selected
            list.tap(path)
            if config.multipleSelection, model.selected.contains(id) {
                model.selected.remove(id)
            } else if config.multipleSelection {
                model.selected.insert(id)
            } else {
                model.selected = [id]
            }
            failures += checkTap(id: id, previous: previous)
        case .select(let slot, let on):
            let paths = model.allPaths
            guard !paths.isEmpty else { break }
            let path = paths[slot % paths.count]
            let id = model.item(at: path).id
            if on {
                list.select(path)
                if !config.multipleSelection { model.selected = [] }
                model.selected.insert(id)
            } else {
                list.deselect(path)
                model.selected.remove(id)
            }
        case .editing(let on):
            list.setEditing(on, animated: false)
            model.editing = on
        case .expand(let slot, let on):
            let paths = model.allPaths
            guard !paths.isEmpty else { break }
            let path = paths[slot % paths.count]
            list.setExpanded(on, at: path)
            if on { model.expanded.insert(model.item(at: path).id) } else { model.expanded.remove(model.item(at: path).id) }
        }
        let observed = list.observe(reuseIdentifier: reuseIdentifier)
        failures += callbackFailures
        callbackFailures = []
        mostVisible = max(mostVisible, observed.cells.count)
        failures += checkInvariants(
            observed, model: model, layout: layout, cellBound: 2 * mostVisible + 2, expected: expected(_:at:))
        return failures
    }

    /// An update the list must refuse (the data does not change, the calls say it does, or the
    /// calls contradict each other); afterwards the list must be exactly as before.
    private func performRefusedUpdate(seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        let before = list.observe(reuseIdentifier: reuseIdentifier)
        let counts = model.counts
        let withRows = counts.indices.filter { counts[$0] > 0 }
        let withThree = counts.indices.filter { counts[$0] >= 3 }
        let update: () -> Void
        switch random.int(0..<6) {
        case 0 where !withRows.isEmpty:
            let section = withRows[random.int(0..<withRows.count)]
            let path = IndexPath(item: random.int(0...counts[section]), section: section)
            update = { self.list.insert([path]) }
        case 1 where !counts.isEmpty:
            let section = random.int(0..<counts.count)
            let path = IndexPath(item: counts[section] + random.int(0...3), section: section)
            update = { self.list.delete([path]) }
        case 2 where !withRows.isEmpty:
            let section = withRows[random.int(0..<withRows.count)]
            let path = IndexPath(item: random.int(0..<counts[section]), section: section)
            update = {
                self.list.delete([path])
                self.list.reload([path])
            }
        case 3 where !withThree.isEmpty:
            let section = withThree[random.int(0..<withThree.count)]
            update = {
                self.list.move(IndexPath(item: 0, section: section), IndexPath(item: 1, section: section))
                self.list.move(IndexPath(item: 0, section: section), IndexPath(item: 2, section: section))
            }
        case 4 where !counts.isEmpty:
            let section = random.int(0..<counts.count)
            update = { self.list.deleteSections([section]) }
        default:
            let section = random.int(0...counts.count)
            update = { self.list.insertSections([section]) }
        }
        var failures: [String] = []
        // Half the time with a data source over arrays: the data changes and the calls are
        // missing, so the counts do not add up.
        var scratch = model
        let changed = StatefulBatch.random(for: &scratch, seed: seed, allowReloads: false).after
        let silent = canChangeDataSilently && random.chance(0.5) && changed.map(\.items.count) != counts
        if silent { changeDataSilently(changed) }
        defer { if silent { changeDataSilently(model.sections) } }
        do {
            try list.performValidatedBatchUpdates(silent ? {} : update, completion: nil)
            failures.append("an invalid update (seed \(seed)) was accepted")
        } catch {
            if error.reason.isEmpty { failures.append("a refusal without a reason") }
        }
        let after = list.observe(reuseIdentifier: reuseIdentifier)
        if after != before { failures.append("a refused update changed the list:\n  before \(before)\n  after  \(after)") }
        return failures
    }
}
