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
@MainActor
public final class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
    /// Makes the cell for an item, normally with `dequeueReusableCell(withIdentifier:for:)`.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let store = SnapshotStore<SectionIdentifierType, ItemIdentifierType>()

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The snapshot last applied (without reload and reconfigure marks).
    ///
    /// - Complexity: O(1).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    /// Shows `snapshot`: the difference from the current one as batch updates, then its marked
    /// reloads and reconfigures. The engine does not animate; `animatingDifferences` is kept
    /// for parity with UIKit, and both values perform batch updates.
    ///
    /// - Complexity: O(*n*) for the diff of *n* items plus the batch updates.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        if let tableView { store.apply(snapshot, to: tableView) } else { store.replace(with: snapshot) }
        completion?()
    }

    /// Shows `snapshot` with `reloadData()`, without diffing.
    ///
    /// - Complexity: O(*S* + *N*) to take the snapshot, plus the reload.
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        store.replace(with: snapshot)
        tableView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`, or nil.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil.
    ///
    /// - Complexity: O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        store.snapshot.position(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The section shown at `index`, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        store.snapshot.sectionIdentifiers.indices.contains(index) ? store.snapshot.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`, or nil.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        store.snapshot.indexOfSection(sectionIdentifier)
    }

    public func numberOfSections(in tableView: UITableView) -> Int { store.numberOfSections }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = store.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            listFailure(
                "UITableView dataSource returned a nil cell for row at index path: \(indexPath.uikitDescription). "
                    + "The cell provider must return a cell for every item.")
        }
        return cell
    }
}
