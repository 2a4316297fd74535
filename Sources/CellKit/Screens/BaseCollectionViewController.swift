import Foundation

/// A screen that shows sections of view models in a collection view with a `UICollectionViewFlowLayout`: the
/// CellViewModel library's `BaseCollectionViewController`.
///
/// ```swift
/// final class ContactsScreen: BaseCollectionViewController {
///     override var viewModels: [any AnyCellViewModel.Type] { [ContactCellModel.self] }
///     override var supplementaryModels: [any AnySupplementaryViewModel.Type] { [TitleHeaderModel.self] }
///
///     override func viewDidLoad() {
///         _collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
///                                          collectionViewLayout: UICollectionViewFlowLayout())
///         super.viewDidLoad()
///         setup([Section(insets: UIEdgeInsets(all: 8), header: TitleHeaderModel(title: "Contacts"), items: contacts)])
///     }
/// }
/// ```
///
/// Or let the screen make its collection view with ``init(frame:collectionViewLayout:)``.
///
/// The ``adapter`` is the data source; the screen is the delegate and the flow layout's
/// delegate (see ``BaseListViewController``). Its flow-layout methods answer with the adapter's
/// answers: item sizes from the models' ``AnyViewModel/size(constrainedBy:)`` (whose default
/// makes a model that gives only ``AnyViewModel/height(constrainedBy:)`` a full-width item of
/// that height, as the library's screen did), insets and spacing from each ``Section``, header
/// and footer sizes from their models. A subclass that overrides one of them, say
/// ``collectionView(_:layout:sizeForItemAt:)``, decides that metric for the layout.
@MainActor
open class BaseCollectionViewController: BaseListViewController, UICollectionViewDelegateFlowLayout {
    /// The collection view's data source, made from `_collectionView` the first time it is
    /// needed (by `setupUI()` at the latest) with `automaticallyInferCellViewModelTypes`.
    ///
    /// - Complexity: O(1).
    private(set) open lazy var adapter: CollectionDataAdapter = CollectionDataAdapter(
        collectionView: required(_collectionView), inferModelTypes: automaticallyInferCellViewModelTypes)

    /// The header and footer model types `setupUI()` registers, after `viewModels`.
    open var supplementaryModels: [any AnySupplementaryViewModel.Type] { [] }

    /// The collection view the screen shows. Set it before the view loads: in ``viewDidLoad()``
    /// before calling `super`, by overriding this property, or by creating the screen with
    /// ``init(frame:collectionViewLayout:)``. A screen whose collection view is not set when it
    /// needs it (to make the adapter or set up) stops the program with a
    /// message saying so, rather than crashing on nil. Do not replace it once the adapter is made.
    open var _collectionView: UICollectionView!

    /// Creates a screen with a collection view of the given frame and layout (a vertical
    /// `UICollectionViewFlowLayout` by default).
    public convenience init(frame: CGRect, collectionViewLayout: UICollectionViewLayout = UICollectionViewFlowLayout()) {
        self.init(nibName: nil, bundle: nil)
        _collectionView = UICollectionView(frame: frame, collectionViewLayout: collectionViewLayout)
    }

    // MARK: Filled in for the shared base

    override var currentList: ListView? { _collectionView }
    override var listSource: (property: String, initializer: String) {
        ("_collectionView", "init(frame:collectionViewLayout:)")
    }
    override var listAdapter: ListDataAdapter { adapter }
    override var modelTypesToRegister: [any AnyViewModel.Type] {
        viewModels + supplementaryModels.map { $0 as any AnyViewModel.Type }
    }

    override func becomeListDelegate() {
        adapter.forwardingDelegate = nil
        _collectionView.delegate = self
    }

    // MARK: UICollectionViewDelegateFlowLayout

    /// The item's size: its model's ``AnyViewModel/size(constrainedBy:)`` given the collection
    /// view's size less the section's insets, else the layout's item size (or a measured size
    /// with an estimated item size).
    ///
    /// - Complexity: O(1) plus the model's sizing.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        adapter.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }

    /// The section's insets: the ``Section``'s `insets`, else the layout's `sectionInset`.
    ///
    /// - Complexity: O(1).
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        adapter.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }

    /// The section's line spacing: the ``Section``'s `lineSpacing`, else the layout's.
    ///
    /// - Complexity: O(1).
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        adapter.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
    }

    /// The section's interitem spacing: the ``Section``'s `interitemSpacing`, else the layout's.
    ///
    /// - Complexity: O(1).
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        adapter.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
    }

    /// The header's size: its model's size for the collection view's size (the full width and
    /// the model's height by default), else the layout's or the adapter's default; zero for a
    /// section without a header.
    ///
    /// - Complexity: O(1) plus the model's sizing.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        adapter.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
    }

    /// The footer's size, as the header's; zero for a section without a footer.
    ///
    /// - Complexity: O(1) plus the model's sizing.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        adapter.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
    }

    // MARK: UICollectionViewDelegate: display callbacks (nothing by default)

    /// Called before a cell shows; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        adapter.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    /// Called after a cell left the screen; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        adapter.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Called before a header or footer shows; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        adapter.collectionView(
            collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }

    /// Called after a header or footer left the screen; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        adapter.collectionView(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }

    // MARK: UICollectionViewDelegate: highlight and selection

    /// Whether a touch highlights the item (and so whether a tap can select it): true for items
    /// of ``InteractiveCellViewModel`` models, false for the others.
    ///
    /// - Complexity: O(1).
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        adapter.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }

    /// Called when an item is highlighted; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        adapter.collectionView(collectionView, didHighlightItemAt: indexPath)
    }

    /// Called when an item's highlight ends; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        adapter.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }

    /// Whether a tap selects the item: true.
    ///
    /// - Complexity: O(1).
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        adapter.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }

    /// Runs the selected item's model's ``InteractiveCellViewModel/selectionHandler``, once per
    /// selection. An override that does not call `super` replaces it.
    ///
    /// - Complexity: O(1) plus the handler.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        adapter.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    /// Whether a tap deselects the item: true.
    ///
    /// - Complexity: O(1).
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        adapter.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }

    /// Runs the deselected item's model's ``InteractiveCellViewModel/deselectionHandler``.
    ///
    /// - Complexity: O(1) plus the handler.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        adapter.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
}
