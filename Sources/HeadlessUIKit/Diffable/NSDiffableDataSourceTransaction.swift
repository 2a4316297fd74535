import Foundation

/// What a change to a diffable data source did, as UIKit's `NSDiffableDataSourceTransaction`:
/// the snapshot before and after it, and the difference between their items. A collection
/// view's data source hands one to its ``UICollectionViewDiffableDataSource/ReorderingHandlers``
/// when a person reorders an item.
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The data source's snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after the change.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial snapshot's items to the final one's, in order across all
    /// sections, with moves inferred (a reordered item is a removal and an insertion that name
    /// each other as `associatedWith`).
    public let difference: CollectionDifference<ItemIdentifierType>

    /// The transaction from `initialSnapshot` to `finalSnapshot`.
    ///
    /// - Complexity: O(*n* · *d*) for *n* items and *d* changes (the difference).
    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
    }
}
