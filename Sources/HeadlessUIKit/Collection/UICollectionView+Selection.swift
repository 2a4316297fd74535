import Foundation

extension UICollectionView {
    /// Selects an item without calling the delegate (as UIKit), deselecting the others unless
    /// `allowsMultipleSelection` is on; nil clears the selection. Ignored when
    /// `allowsSelection` is off.
    ///
    /// - Complexity: O(1) plus the scroll, O(*k*) in single selection for *k* selected items.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath = select(indexPath, operation: "selectItem(at:animated:scrollPosition:)") else { return }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate.
    ///
    /// - Complexity: O(1).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath, operation: "deselectItem(at:animated:)")
    }

    /// The selected items in order; nil when none is selected, as UIKit.
    ///
    /// - Complexity: O(*k* log *k*).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPathsInOrder }

    /// A user's tap on an item on screen: `shouldHighlightItemAt` → highlight →
    /// `didHighlightItemAt` → `shouldSelectItemAt` (in single selection:
    /// `shouldDeselectItemAt`/`didDeselectItemAt` for the item selected before) → select →
    /// unhighlight → `didUnhighlightItemAt` → `didSelectItemAt`. A tap on a selected item in
    /// multiple selection deselects it through `shouldDeselectItemAt` and `didDeselectItemAt`.
    /// Nothing happens when `allowsSelection` is off or `shouldHighlightItemAt` returns false.
    ///
    /// While an item shows its swipe actions, the tap only closes them. On a list cell whose
    /// outline disclosure has the header style, the tap expands or collapses the item instead
    /// of selecting it (see ``toggleOutlineItem(at:)``), as in UIKit.
    ///
    /// Tapping an item that is not on screen stops the program with a message that says to
    /// scroll to it first.
    ///
    /// - Complexity: O(*k*) for *k* selected items.
    public func tapItem(at indexPath: IndexPath) {
        if swiped == nil, let cell = cellOnScreen(at: indexPath, operation: "tapItem(at:)") as? UICollectionViewListCell,
            cell.togglesOutlineOnTap
        {
            toggleOutlineItem(at: indexPath)
            return
        }
        tap(at: indexPath, operation: "tapItem(at:)")
    }

    /// A person's long press on an item on screen, for tests: asks the delegate's
    /// `contextMenuConfigurationForItemsAt:point:` (iOS 16) with the one item, whose default
    /// asks `contextMenuConfigurationForItemAt:point:` as UIKit falls back to it (the point is
    /// the item's centre, in the collection view's coordinates), records the configuration in
    /// ``lastContextMenuConfiguration`` and returns it. An item off screen stops the program, as ``tapItem(at:)`` does.
    ///
    /// - Complexity: O(log *v*) plus the delegate's work.
    @discardableResult
    public func longPressItem(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
        validate(indexPath, operation: "longPressItem(at:)")
        layoutIfNeeded()
        guard let cell = displayedCells[indexPath] else {
            listFailure(
                "longPressItem(at:): item \(indexPath.item) of section \(indexPath.section) is not on screen; "
                    + "scroll to it first with scrollToItem(at:at:animated:)")
        }
        let point = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        lastContextMenuConfiguration = delegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        return lastContextMenuConfiguration
    }
}

/// The delegate's selection calls, for the tap sequence `ListView` runs.
extension UICollectionView {
    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool {
        delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }
    func delegateDidHighlight(_ indexPath: IndexPath) { delegate?.collectionView(self, didHighlightItemAt: indexPath) }
    func delegateDidUnhighlight(_ indexPath: IndexPath) {
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        delegate?.collectionView(self, shouldSelectItemAt: indexPath) == false ? nil : indexPath
    }
    func delegateDidSelect(_ indexPath: IndexPath) { delegate?.collectionView(self, didSelectItemAt: indexPath) }
    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        delegate?.collectionView(self, shouldDeselectItemAt: indexPath) == false ? nil : indexPath
    }
    func delegateDidDeselect(_ indexPath: IndexPath) { delegate?.collectionView(self, didDeselectItemAt: indexPath) }
}
