import Foundation

/// Supplies a ``UICollectionView``'s sections, items, cells and supplementary views; the engine's
/// `UICollectionViewDataSource`.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item coming into view, normally from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The supplementary view of `kind` coming into view, normally from
    /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``;
    /// UIKit's signature. The collection view asks it (through the optional-returning form's
    /// default) for every supplementary view its layout places on screen.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// The same question in an engine form that may answer nil to show no view for an element
    /// the layout places (UIKit has no such answer). Implement one form or the other: the
    /// default of this one asks the UIKit form, whose default shows none.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView?
    /// Whether the item at `indexPath` may be moved by a person (asked by
    /// ``UICollectionView/moveItemInteractively(from:to:)`` before the move). The default says
    /// yes: UIKit allows a move when `moveItemAt` is implemented, which Swift cannot tell.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// A person moved the item at `sourceIndexPath` to `destinationIndexPath`: update the model
    /// to match (the collection view has moved the item already, inside one batch update whose
    /// counts are checked). The default does nothing.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Yes: see the requirement.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// No view (a marker the optional-returning form turns into nil).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { NoSupplementaryView.marker }
    /// The UIKit form's view; nil when it is not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        let view: UICollectionReusableView = self.collectionView(
            collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        return view === NoSupplementaryView.marker ? nil : view
    }
}

/// The view the default UIKit-form supplementary method returns, meaning "none".
@MainActor
enum NoSupplementaryView {
    static let marker = UICollectionReusableView(frame: .zero)
}

/// Display and selection callbacks of a ``UICollectionView``; the engine's
/// `UICollectionViewDelegate`. Every method has a default.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Called as the item's cell comes into view in a layout pass, after the data source made it
    /// and before it shows; display callbacks come in item order. Does nothing by default.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called when the item's cell leaves the screen (scrolled out, deleted, or every cell at
    /// `reloadData()`), before it goes back to its reuse pool. Does nothing by default.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called as a supplementary view of `elementKind` (a header, footer or other element the
    /// layout places) comes into view, after the data source made it and before it shows. Does
    /// nothing by default.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// Called when a supplementary view of `elementKind` leaves the screen, before it goes back to
    /// its reuse pool. Does nothing by default.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)

    /// Whether a touch highlights the item (true by default); false also prevents selection by tap.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Called when a tap (``UICollectionView/tapItem(at:)``) touches down on the item and
    /// highlights it, once `shouldHighlightItemAt` agreed. Does nothing by default.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// Called when the tap lifts and the item's highlight ends, after the selection changed and
    /// before `didSelectItemAt`. Does nothing by default.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap selects the item (true by default).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Called after a tap selected the item, last in the tap's sequence; not called for
    /// ``UICollectionView/selectItem(at:animated:scrollPosition:)``. Does nothing by default.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap deselects the item (true by default).
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Called after a tap deselected the item (the item selected before, in single selection; the
    /// tapped item, in multiple selection); not called for
    /// ``UICollectionView/deselectItem(at:animated:)``. Does nothing by default.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The context menu for a long press on the item at `indexPath` (`point` in the collection
    /// view's coordinates); nil (the default) shows none. UIKit deprecates it in iOS 16 in favour
    /// of `contextMenuConfigurationForItemsAt:point:` and still calls it; the engine calls it for
    /// ``UICollectionView/longPressItem(at:)``.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The context menu for a long press on the items at `indexPaths` (iOS 16; one item for a
    /// long press). The default asks the single-item method above for one item, as UIKit falls
    /// back to it when this one is not implemented, and gives nil for several.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// Where an item a person is dragging would land (iOS 15): given where it started, where it
    /// is and where the collection view proposes; the default accepts the proposal. Asked by
    /// ``UICollectionView/moveItemInteractively(from:to:)`` before the drop.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension UICollectionViewDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
}
