import Foundation

/// A collection view's data source and flow-layout delegate, driven by sections of view models.
///
/// ```swift
/// let adapter = CollectionDataAdapter(collectionView: collectionView)
/// collectionView.register(PhotoCellModel.self, TitleHeaderModel.self)
/// adapter.data = [Section(header: TitleHeaderModel(title: "Photos"), items: photos, insets: EdgeInsets(all: 8))]
/// ```
///
/// Item sizes come from the models' ``AnyViewModel/size(constrainedBy:)`` (given the view's
/// size less the section's insets), falling back to the layout's `itemSize`, or to measuring
/// the cell while the layout's `estimatedItemSize` is on; insets and
/// spacing from each ``Section``, falling back to the layout's. Only items of
/// ``InteractiveCellViewModel`` models are selectable. The collection view holds the adapter
/// weakly: keep a reference to it.
@MainActor
public final class CollectionDataAdapter: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    /// The collection view this adapter drives.
    public let collectionView: CollectionView

    /// The sections shown. Setting it registers missing model types (when
    /// ``automaticallyInferCellViewModelTypes`` is on) and reloads the collection view.
    ///
    /// - Complexity: O(*s*) for the reload; O(*n*) more with inference. The layout is prepared
    ///   at the next layout pass.
    public var data: [Section] {
        get { sections }
        set {
            sections = newValue
            reloadData()
        }
    }

    var sections: [Section] = []

    /// Whether setting ``data`` registers the model types found in it that are not registered yet.
    ///
    /// Turning it on registers the types of the data already set.
    public var automaticallyInferCellViewModelTypes = false {
        didSet { registerInferredTypes(in: sections) }
    }

    /// The length along the scroll axis (height when scrolling vertically) of a header or footer
    /// whose model gives no size and whose layout has no reference size (28).
    public var defaultHeaderFooterHeight: CGFloat = 28

    /// Creates an adapter and makes it the collection view's data source and delegate.
    public init(collectionView: CollectionView) {
        self.collectionView = collectionView
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Registers missing model types (when ``automaticallyInferCellViewModelTypes`` is on) and
    /// reloads the collection view from ``data``; setting ``data`` calls it. Call it after changing a
    /// setting the layout caches, such as ``defaultHeaderFooterHeight``.
    ///
    /// - Complexity: O(*s*), plus O(*n*) in the number of models with inference.
    public func reloadData() {
        registerInferredTypes(in: sections)
        collectionView.reloadData()
    }

    /// Shows `newSections` as animated changes: models that adopt ``DiffableViewModel`` in
    /// sections with an `id` are matched by identity, and the difference is performed as batch
    /// updates (insertions, deletions, moves, and reconfigures of the rows whose content
    /// changed, which keep their cells); headers and footers on screen are set up again with
    /// their new models. When the old or the new data cannot be diffed (a model without
    /// identity, a section without an id) the collection view reloads instead, and the result says why.
    ///
    /// ```swift
    /// let update = adapter.apply(newSections)
    /// // .batchUpdates(stages: 2), or .reloadData(reason: "... does not adopt DiffableViewModel ...")
    /// ```
    ///
    /// The engine does not animate; `animated` is kept for parity with UIKit's APIs.
    ///
    /// - Complexity: O(*n*) for the diff of *n* models (linear in practice, see
    ///   `StagedChangeset`), plus the batch updates and a layout pass.
    @discardableResult
    public func apply(_ newSections: [Section], animated: Bool = true) -> DataUpdate {
        applySections(newSections)
    }

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: CollectionView) -> Int { data.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        data[section].items.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(with: data.model(at: indexPath), for: indexPath)
    }

    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        guard let slot = SupplementaryKind(elementKind: kind), let model = data[indexPath.section][slot]
        else { return nil }
        return collectionView.dequeueReusableSupplementaryView(ofKind: slot, with: model, for: indexPath)
    }

    // MARK: CollectionViewDelegateFlowLayout

    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let insets = data[indexPath.section].insets ?? layout.sectionInset
        let available = CGSize(
            width: max(0, collectionView.bounds.width - insets.horizontal),
            height: max(0, collectionView.bounds.height - insets.vertical))
        return data.model(at: indexPath).size(constrainedBy: available) ?? layout.defaultItemSize
    }

    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int
    ) -> EdgeInsets {
        data[section].insets ?? layout.sectionInset
    }

    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        data[section].lineSpacing ?? layout.minimumLineSpacing
    }

    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        data[section].interitemSpacing ?? layout.minimumInteritemSpacing
    }

    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        supplementarySize(data[section].header, layoutDefault: layout.headerReferenceSize)
    }

    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        supplementarySize(data[section].footer, layoutDefault: layout.footerReferenceSize)
    }

    private func supplementarySize(_ model: (any AnySupplementaryViewModel)?, layoutDefault: CGSize) -> CGSize {
        guard let model else { return .zero }
        if let size = model.size(constrainedBy: collectionView.bounds.size) { return size }
        if layoutDefault != .zero { return layoutDefault }
        return CGSize(width: defaultHeaderFooterHeight, height: defaultHeaderFooterHeight)
    }

    // MARK: CollectionViewDelegate

    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        data.interactiveModel(at: indexPath) != nil
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        data.interactiveModel(at: indexPath)?.selectionHandler?()
    }

    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        data.interactiveModel(at: indexPath)?.deselectionHandler?()
    }
}

extension CollectionDataAdapter: SectionsAdapter {
    var list: ListView { collectionView }
    var listRegistry: ViewModelRegistry { collectionView.registry }
    func registerModelTypes(_ modelTypes: [any AnyViewModel.Type]) { collectionView.register(modelTypes) }
    func reloadList() { collectionView.reloadData() }

    func cellsOnScreen() -> [(IndexPath, ReusableView)] {
        collectionView.visibleCells.compactMap { cell in collectionView.indexPath(for: cell).map { ($0, cell) } }
    }

    func supplementaryViewsOnScreen() -> [(SupplementaryKind, IndexPath, ReusableView)] {
        SupplementaryKind.allCases.flatMap { kind in
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind.elementKind).compactMap { indexPath in
                collectionView.supplementaryView(forElementKind: kind.elementKind, at: indexPath).map { (kind, indexPath, $0) }
            }
        }
    }
}
