import Foundation

/// Swipe actions on the items of list sections, with test drivers that swipe an item and tap an
/// action as a person does (shared with tables: see `ListView+Swipe.swift`).
///
/// A swipe asks the list configuration of the item's section (a compositional layout's list
/// section) for its `leadingSwipeActionsConfigurationProvider` or
/// `trailingSwipeActionsConfigurationProvider`. Items of other sections, and of other layouts,
/// have none; neither does an item whose provider returns nil or no actions. Unlike a table, a
/// collection view has no implicit Delete action and its delegate hears nothing of swipes.
extension UICollectionView {
    func swipeConfiguration(at indexPath: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        collectionViewLayout.listConfiguration(forSection: indexPath.section)?.swipeActionsProvider(for: edge)?(indexPath)
    }

    func delegateWillBeginSwipe(at indexPath: IndexPath) {}
    func delegateDidEndSwipe(at indexPath: IndexPath?) {}

    /// The item whose swipe actions show, if any (it follows the item through updates).
    ///
    /// - Complexity: O(*k*) for *k* items with kept states.
    public var swipedItemIndexPath: IndexPath? { swipedIndexPath }

    /// A person's swipe on an item on screen, for tests: closes another item's actions, asks the
    /// section's list configuration for the actions (see the top of this file) and shows them
    /// (the cell shows `isSwiped`). Tap one with ``ListView/tapSwipeAction(at:)``; close them with
    /// ``ListView/closeSwipe()``. An item off screen stops the program.
    ///
    /// - Returns: the actions shown, the first one outermost; nil when the swipe shows nothing.
    /// - Complexity: O(*k*) for *k* items with kept states, plus the provider's work.
    @discardableResult
    public func swipeItem(at indexPath: IndexPath, edge: SwipeEdge = .trailing) -> [UIContextualAction]? {
        swipe(at: indexPath, edge: edge, operation: "swipeItem(at:edge:)")
    }

    /// A person swiping an item all the way across, for tests: when the configuration's
    /// `performsFirstActionWithFullSwipe` is on, performs its first action as
    /// ``ListView/tapSwipeAction(at:)`` does; otherwise the actions stay shown.
    ///
    /// - Returns: the action performed, nil when none was.
    @discardableResult
    public func fullSwipeItem(at indexPath: IndexPath, edge: SwipeEdge = .trailing) -> UIContextualAction? {
        fullSwipe(at: indexPath, edge: edge, operation: "fullSwipeItem(at:edge:)")
    }
}
