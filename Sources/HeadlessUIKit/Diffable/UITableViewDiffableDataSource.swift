import Foundation
import ListDiff

/// A table view's data source driven by snapshots of identifiers; the engine's
/// `UITableViewDiffableDataSource`.
///
/// ```swift
/// let dataSource = UITableViewDiffableDataSource<String, Contact.ID>(tableView: tableView) { tableView, indexPath, id in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
///     (cell as? ContactCell)?.show(contacts[id])
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<String, Contact.ID>()
/// snapshot.appendSections(["friends"])
/// snapshot.appendItems(friends.map(\.id))
/// dataSource.apply(snapshot)
/// ```
///
/// ``apply(_:animatingDifferences:completion:)`` diffs the new snapshot against the current one
/// and performs the difference as batch updates (section changes, then item changes), then
/// reloads and reconfigures the items the snapshot is marked with. An item present in both
/// snapshots keeps its cell unless it is reloaded or reconfigured. The table holds the data
/// source weakly, as UIKit does: keep a reference to it.
///
/// The class is `open`, as in UIKit: subclass it to answer the data-source questions the cell
/// provider does not cover (section titles, editing, moving), overriding the methods below.
@MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
    /// Makes the cell for an item, normally with `dequeueReusableCell(withIdentifier:for:)`.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let store = SnapshotStore<SectionIdentifierType, ItemIdentifierType>()

    /// The animation UIKit uses for the rows an ``apply(_:animatingDifferences:completion:)``
    /// inserts, deletes and reloads (`.automatic` by default). The engine does not animate: the
    /// value is kept for parity, as every `with:` animation argument is.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The snapshot last applied (without reload and reconfigure marks).
    ///
    /// - Complexity: O(1).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    /// Shows `snapshot`: the difference from the current one as batch updates, then its marked
    /// reloads and reconfigures. The engine does not animate; `animatingDifferences` is kept
    /// for parity with UIKit, and both values perform batch updates (as UIKit does since iOS 15).
    /// `completion` runs once the table shows the snapshot.
    ///
    /// Inside a batch update of the table (a `performBatchUpdates` block, or between
    /// `beginUpdates()` and `endUpdates()`) a diff cannot join the batch: the call changes nothing,
    /// `completion` does not run, and the batch is refused with an error naming the call
    /// (`applySnapshotUsingReloadData` likewise).
    ///
    /// - Complexity: O(*n*) for the diff of *n* items plus the batch updates.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        if store.refusesInsideBatch(on: tableView, "apply(_:animatingDifferences:completion:)") { return }
        if let tableView { store.apply(snapshot, to: tableView) } else { store.replace(with: snapshot) }
        completion?()
    }

    /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` does, returning when the
    /// table shows it (iOS 15's async variant).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` with `reloadData()`, without diffing.
    ///
    /// - Complexity: O(*S* + *N*) to take the snapshot, plus the reload.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        if store.refusesInsideBatch(on: tableView, "applySnapshotUsingReloadData(_:completion:)") { return }
        store.replace(with: snapshot)
        tableView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` with `reloadData()`, returning when the table shows it (iOS 15's async variant).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// The item shown at `indexPath`, or nil.
    ///
    /// - Complexity: O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil.
    ///
    /// - Complexity: O(1).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        store.position(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The section shown at `index`, or nil.
    ///
    /// - Complexity: O(1).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(at: index) }

    /// The index of `sectionIdentifier`, or nil.
    ///
    /// - Complexity: O(1).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        store.snapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The number of sections in the applied snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { store.numberOfSections }

    /// The number of items in `section` of the applied snapshot.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item at `indexPath`; a nil cell stops the program with
    /// UIKit's text.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = store.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            listFailure(
                "UITableView dataSource returned a nil cell for row at index path: \(indexPath.uikitDescription). "
                    + "The cell provider must return a cell for every item.")
        }
        return cell
    }

    /// The title of `section`'s header; nil (no title) unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The title of `section`'s footer; nil (no title) unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Whether the row at `indexPath` can be edited (swiped to delete, shown with an editing
    /// control). False unless a subclass overrides it: apps subclass the diffable data source to
    /// turn editing on, as its UIKit counterpart answers no.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Whether the row at `indexPath` can be moved in editing mode; false unless a subclass
    /// overrides it.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// A user moved a row: the default moves its item in the data source's snapshot to match
    /// (without updates on the table, which moved the row already), so ``snapshot()`` shows the
    /// new order. Subclasses that override it to update their model call `super`.
    ///
    /// - Complexity: O(*n*) for the sections touched.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        store.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// A person confirmed deleting or inserting the row at `indexPath`; does nothing. A subclass
    /// overrides it to change the model and apply a new snapshot.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// The titles of the section index: none unless a subclass overrides it.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section a section-index title stands for: the title's position.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
