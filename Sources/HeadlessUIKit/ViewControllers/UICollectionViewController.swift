import Foundation

/// A view controller whose view is a collection view, and which is its data source and
/// delegate; the engine's `UICollectionViewController`.
///
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///     init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///         photos.count
///     }
///     override func collectionView(
///         _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
///     ) -> UICollectionViewCell { ... }
/// }
///
/// extension PhotosViewController: UICollectionViewDelegateFlowLayout {
///     func collectionView(... sizeForItemAt indexPath: IndexPath) -> CGSize { ... }
/// }
/// ```
///
/// As in UIKit, the controller adopts `UICollectionViewDataSource` and `UICollectionViewDelegate`
/// only; a subclass that sizes items through `UICollectionViewDelegateFlowLayout` declares that
/// conformance itself (in an extension, say), and the flow layout asks it.
///
/// Every data-source and delegate method is implemented at the end of the class as `open`,
/// answering what the protocols' defaults answer, so a subclass writes `override` on each.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout?

    /// Whether the selected items are deselected when the view is about to appear (true by
    /// default), in ``viewWillAppear(_:)``.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press starts moving an item (true by default). The engine has no gestures:
    /// the flag is stored for the app to read.
    open var installsStandardGestureForInteractiveMovement = true

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller without a layout: loading its view stops the program, as in UIKit
    /// (use ``init(collectionViewLayout:)``). A nib name stops the program at once.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Out of scope, as ``UIViewController/init(coder:)``: stops the program.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controller's view: the collection view. Reading it loads the view. Setting it replaces
    /// the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one given at creation until the view loads).
    public var collectionViewLayout: UICollectionViewLayout {
        if let collectionView = viewIfLoaded as? UICollectionView { return collectionView.collectionViewLayout }
        guard let initialLayout else {
            listFailure("UICollectionView must be initialized with a non-nil layout parameter")
        }
        return initialLayout
    }

    /// Makes a collection view with the layout, the size of the screen, with the controller as
    /// its data source and delegate, and makes it the view.
    open override func loadView() {
        let collectionView = UICollectionView(
            frame: UIViewController.defaultViewFrame, collectionViewLayout: collectionViewLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` is true. Call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? UICollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Sets editing mode on the controller and on the collection view.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UICollectionView)?.setEditing(editing, animated: animated)
    }

    // MARK: - Every method of UICollectionViewDataSource and UICollectionViewDelegate
    //
    // Each is an `open` implementation a subclass overrides (with `override`, as in UIKit) and
    // answers what the protocol's default answers. When a method is added to either protocol,
    // add its implementation here: Swift lets a subclass override only members declared in the
    // class body, not in an extension.

    // MARK: UICollectionViewDataSource

    /// The number of sections: 1.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// The number of items in `section`: 0. Override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// The cell for an item. Override it (with ``collectionView(_:numberOfItemsInSection:)``):
    /// the default stops the program, as UIKit stops when its data source gives no cell.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        listFailure(
            "the collection view's data source did not return a valid cell from "
                + "-collectionView:cellForItemAtIndexPath: for index path \(indexPath). "
                + "\(type(of: self)) must override collectionView(_:cellForItemAt:).")
    }

    /// The supplementary view of `kind`: none.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? { nil }

    // MARK: UICollectionViewDelegate: display

    /// Called before a cell shows; does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Called after a cell left the screen; does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Called before a supplementary view shows; does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Called after a supplementary view left the screen; does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate: highlight and selection

    /// Whether a touch highlights the item: true.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Called when an item is highlighted; does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

    /// Called when an item's highlight ends; does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    /// Whether a tap selects the item: true.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Called when an item was selected; does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Whether a tap deselects the item: true.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Called when an item was deselected; does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// The context menu for a long press on an item: none.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// The context menu for a long press on items (iOS 16): for one item, the single-item
    /// method's (so a subclass overriding either is asked), else none.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// Where a dragged item lands: where the collection view proposes.
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    // MARK: UIScrollViewDelegate

    /// Called after every change of the content offset; does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Called when a drag begins; does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Called when a drag ends, with the offset where scrolling will stop; leaves it.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Called after a drag ends; does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Called when deceleration begins; does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Called when deceleration ends; does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Called when an animated scroll ends; does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Whether a tap on the status bar scrolls to the top: true.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Called after scrolling to the top; does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Called after the adjusted content inset changed; does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
