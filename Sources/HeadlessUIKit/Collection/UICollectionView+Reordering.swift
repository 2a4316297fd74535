import Foundation

extension UICollectionView {
    /// A person dragging the item at `source` to `destination` (UIKit's interactive movement,
    /// `beginInteractiveMovementForItem(at:)` then `endInteractiveMovement()`), for tests, in
    /// UIKit's order: the data source's `collectionView(_:canMoveItemAt:)` is asked; the item is
    /// marked reordering (``UICellConfigurationState/isReordering``) while it is carried (so
    /// during `moveItemAt`), and no longer once it is dropped; the
    /// collection view moves it (a batch update with one move) and the data source's
    /// `collectionView(_:moveItemAt:to:)` updates the model inside that update, so the counts it
    /// leaves are checked. Before the drop the delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`
    /// (iOS 15) may redirect it. Dropping an item where it was calls nothing more.
    ///
    /// Stops the program when there is no item at `source`, or when `canMoveItemAt` says no
    /// (UIKit refuses to begin the movement).
    ///
    /// - Complexity: O(*c*) for the *c* items of the sections touched, plus the layout pass.
    public func moveItemInteractively(from source: IndexPath, to destination: IndexPath) {
        listPrecondition(
            source.count == 2 && source.section >= 0 && source.section < numberOfSections
                && source.item >= 0 && source.item < numberOfItems(inSection: source.section),
            "moveItemInteractively(from:to:): no item at \(source.uikitDescription)")
        listPrecondition(
            dataSource?.collectionView(self, canMoveItemAt: source) ?? false,
            "moveItemInteractively(from:to:): the item at \(source.uikitDescription) cannot move (canMoveItemAt returned false)")
        setReordering(true, at: source)
        let destination =
            delegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
                toProposedIndexPath: destination) ?? destination
        guard destination != source else { return setReordering(false, at: source) }
        do {
            try performUpdates {
                pendingUpdate?.movedItems.append((source, destination))
                dataSource?.collectionView(self, moveItemAt: source, to: destination)
            }
        } catch {
            listFailure("moveItemInteractively(from:to:): \(error.description)")
        }
        setReordering(false, at: destination)
    }
}
