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
public final class CollectionDataAdapter: ListDataAdapter, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    /// The collection view this adapter drives.
    public let collectionView: CollectionView

    /// Creates an adapter and makes it the collection view's data source and delegate.
    public init(collectionView: CollectionView) {
        self.collectionView = collectionView
        super.init(listView: collectionView)
        collectionView.dataSource = self
        collectionView.delegate = self
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
