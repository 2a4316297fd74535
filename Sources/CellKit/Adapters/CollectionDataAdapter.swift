import Foundation

/// A collection view's data source and flow-layout delegate, driven by sections of view models.
///
/// ```swift
/// let adapter = CollectionDataAdapter(collectionView: collectionView)
/// collectionView.register(PhotoCellModel.self, TitleHeaderModel.self)
/// adapter.data = [Section(insets: UIEdgeInsets(all: 8), header: TitleHeaderModel(title: "Photos"), items: photos)]
/// ```
///
/// Item sizes come from the models' ``AnyViewModel/size(constrainedBy:)`` (given the view's
/// size less the section's insets; a model that gives only a height gets the whole width),
/// falling back to the layout's `itemSize`, or to measuring the cell while the layout's
/// `estimatedItemSize` is on; insets and spacing from each ``Section``, falling back to the
/// layout's. Items of ``InteractiveCellViewModel`` models are selectable. The collection view
/// holds the adapter weakly: keep a reference to the adapter.
///
/// As ``TableDataAdapter``, the adapter keeps a delegate the collection view already had as
/// ``forwardingDelegate`` and passes on what it does not answer itself: sizes and section
/// metrics its models and sections leave open (when that delegate adopts
/// `UICollectionViewDelegateFlowLayout`), highlighting of items whose models are not interactive,
/// and every display, highlight and selection callback.
@MainActor
open class CollectionDataAdapter: ListDataAdapter, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    /// The collection view this adapter drives.
    public let collectionView: UICollectionView

    /// The delegate the collection view had when the adapter was made, which the adapter passes
    /// on to what it does not answer itself; nil when it had none. Set it to choose another one (or
    /// none).
    public weak var forwardingDelegate: (any UICollectionViewDelegate)? {
        didSet { forwards = forwardingDelegate != nil }
    }

    /// Whether ``forwardingDelegate`` was set: the callbacks the adapter only passes on check it
    /// before loading the weak reference, so a list without one pays a load of a flag.
    @exclusivity(unchecked) private var forwards = false

    /// ``forwardingDelegate``, loaded only when one was set.
    @inline(__always) private var forward: (any UICollectionViewDelegate)? { forwards ? forwardingDelegate : nil }

    /// Creates an adapter and makes it the collection view's data source and delegate, keeping
    /// a delegate the collection view already had as ``forwardingDelegate``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view the adapter shows its data in; it holds the
    ///     adapter weakly, as UIKit's data source and delegate, so keep a reference to the adapter.
    ///   - inferModelTypes: Whether setting ``ListDataAdapter/data`` registers the model types
    ///     it finds (``ListDataAdapter/automaticallyInferCellViewModelTypes``).
    ///   - automaticallyReloadData: Whether setting ``ListDataAdapter/data`` reloads the view.
    public init(
        collectionView: UICollectionView, inferModelTypes: Bool = false, automaticallyReloadData: Bool = true
    ) {
        self.collectionView = collectionView
        super.init(
            listView: collectionView, inferModelTypes: inferModelTypes, automaticallyReloadData: automaticallyReloadData)
        forwardingDelegate = collectionView.delegate
        forwards = forwardingDelegate != nil   // observers do not run in the class's own init
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// The forwarding delegate, when it answers flow-layout questions.
    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
        forward as? any UICollectionViewDelegateFlowLayout
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { data.count }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        data[section].items.count
    }

    /// The cell of ``ListDataAdapter/itemModel(at:)`` (read where ``ListDataAdapter/data`` keeps
    /// it, unless a subclass may have overridden the lookup); a list cell of an outline section
    /// is also indented by its item's level, with an outline disclosure when the item has children.
    ///
    /// - Complexity: O(1) plus the model's setup.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = withItemModel(at: indexPath, lookupIsOwn: type(of: self) == CollectionDataAdapter.self) {
            collectionView.dequeueReusableCell(with: $0, for: indexPath)
        }
        if !sections[indexPath.section].outlineRows.isEmpty, let listCell = cell as? UICollectionViewListCell {
            prepareOutlineCell(listCell, at: indexPath)
        }
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        guard let slot = SupplementaryKind(elementKind: kind), let model = data[indexPath.section][slot]
        else { return nil }
        return collectionView.dequeueReusableSupplementaryView(ofKind: slot, with: model, for: indexPath)
    }

    // MARK: UICollectionViewDelegateFlowLayout

    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let insets = data[indexPath.section].insets ?? collectionViewLayout.flowDefaults.sectionInset
        let available = CGSize(
            width: max(0, collectionView.bounds.width - insets.horizontal),
            height: max(0, collectionView.bounds.height - insets.vertical))
        return data.model(at: indexPath).size(constrainedBy: available)
            ?? flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
            ?? collectionViewLayout.flowDefaults.defaultItemSize
    }

    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        data[section].insets
            ?? flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
            ?? collectionViewLayout.flowDefaults.sectionInset
    }

    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        data[section].lineSpacing
            ?? flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
            ?? collectionViewLayout.flowDefaults.minimumLineSpacing
    }

    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        data[section].interitemSpacing
            ?? flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
            ?? collectionViewLayout.flowDefaults.minimumInteritemSpacing
    }

    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        guard let header = data[section].header else {
            return flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
                ?? .zero
        }
        return supplementarySize(header, layoutDefault: collectionViewLayout.flowDefaults.headerReferenceSize)
    }

    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        guard let footer = data[section].footer else {
            return flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
                ?? .zero
        }
        return supplementarySize(footer, layoutDefault: collectionViewLayout.flowDefaults.footerReferenceSize)
    }

    private func supplementarySize(_ model: any AnySupplementaryViewModel, layoutDefault: CGSize) -> CGSize {
        if let size = model.size(constrainedBy: collectionView.bounds.size) { return size }
        if layoutDefault != .zero { return layoutDefault }
        return CGSize(width: defaultHeaderFooterHeight, height: defaultHeaderFooterHeight)
    }

    // MARK: UICollectionViewDelegate: display callbacks, passed on

    /// Passes the callback for a cell coming into view on to the ``forwardingDelegate``, if there
    /// is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        forward?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    /// Passes the callback for a cell that left the screen on to the ``forwardingDelegate``, if
    /// there is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        forward?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Passes the callback for a supplementary view coming into view on to the
    /// ``forwardingDelegate``, if there is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        forward?.collectionView(
            collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }

    /// Passes the callback for a supplementary view that left the screen on to the
    /// ``forwardingDelegate``, if there is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        forward?.collectionView(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }

    // MARK: UICollectionViewDelegate: highlight and selection

    /// Whether a tap highlights the item: yes when its model is an ``InteractiveCellViewModel``
    /// (the CellViewModel library's rule), else the ``forwardingDelegate``'s answer, and no without
    /// one (unlike UIKit's default of yes: an item that does nothing when tapped does not light up).
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        data.interactiveModel(at: indexPath) != nil
            || forward?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? false
    }

    /// Passes the callback for a highlighted item on to the ``forwardingDelegate``, if there is
    /// one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        forward?.collectionView(collectionView, didHighlightItemAt: indexPath)
    }

    /// Passes the callback for a item whose highlight ended on to the ``forwardingDelegate``, if
    /// there is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        forward?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }

    /// Whether a tap selects the item: the ``forwardingDelegate``'s answer, or yes without one, as
    /// UIKit's default.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        forward?.collectionView(collectionView, shouldSelectItemAt: indexPath) ?? true
    }

    /// Calls the ``InteractiveCellViewModel/selectionHandler`` of the item's model, if it is
    /// interactive, then passes the selection on to the ``forwardingDelegate``.
    ///
    /// - Complexity: O(1) plus the handler's and the forwarding delegate's work.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        data.interactiveModel(at: indexPath)?.selectionHandler?()
        forward?.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    /// Whether a tap deselects the item: the ``forwardingDelegate``'s answer, or yes without one,
    /// as UIKit's default.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        forward?.collectionView(collectionView, shouldDeselectItemAt: indexPath) ?? true
    }

    /// Calls the ``InteractiveCellViewModel/deselectionHandler`` of the item's model, if it is
    /// interactive, then passes the deselection on to the ``forwardingDelegate``.
    ///
    /// - Complexity: O(1) plus the handler's and the forwarding delegate's work.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        data.interactiveModel(at: indexPath)?.deselectionHandler?()
        forward?.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
}

/// The CellViewModel library's name for ``CollectionDataAdapter`` (an alias):
/// `CollectionViewDataAdapter(collectionView:inferModelTypes:automaticallyReloadData:)`.
public typealias CollectionViewDataAdapter = CollectionDataAdapter

/// The CellViewModel library's name for the collection adapter that shows new data by diffing it
/// against what is shown: ``CollectionDataAdapter`` already does, through
/// ``ListDataAdapter/update(data:animated:)``, so this is an alias too.
public typealias DiffableCollectionViewDataAdapter = CollectionDataAdapter

extension UICollectionViewLayout {
    /// The layout as a flow layout, or a flow layout with UIKit's defaults for another layout.
    fileprivate var flowDefaults: UICollectionViewFlowLayout {
        self as? UICollectionViewFlowLayout ?? FlowDefaults.layout
    }
}

@MainActor
private enum FlowDefaults {
    static let layout = UICollectionViewFlowLayout()
}
