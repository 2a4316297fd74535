import Foundation
import ListDiff

/// A collection view's data source driven by snapshots of identifiers; the engine's
/// `UICollectionViewDiffableDataSource`. It works as ``UITableViewDiffableDataSource`` does, and
/// asks ``supplementaryViewProvider`` for headers and footers.
@MainActor
public final class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind for a section.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let store = SnapshotStore<SectionIdentifierType, ItemIdentifierType>()

    /// Makes headers and footers; nil shows none.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates the data source and makes it `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The snapshot last applied (without reload and reconfigure marks).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    /// Shows `snapshot`, as ``UITableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``.
    ///
    /// - Complexity: O(*n*) for the diff of *n* items plus the batch updates.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        if let collectionView { store.apply(snapshot, to: collectionView) } else { store.replace(with: snapshot) }
        completion?()
    }

    /// Shows `snapshot` with `reloadData()`, without diffing.
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        store.replace(with: snapshot)
        collectionView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`, or nil. O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil. O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        store.snapshot.position(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The section shown at `index`, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        store.snapshot.sectionIdentifiers.indices.contains(index) ? store.snapshot.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`, or nil.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        store.snapshot.indexOfSection(sectionIdentifier)
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { store.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = store.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            listFailure(
                "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath.uikitDescription). "
                    + "The cell provider must return a cell for every item.")
        }
        return cell
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}
