import Foundation

extension UICollectionView {
    /// A cell for `model` at `indexPath`, dequeued with the model type's reuse identifier,
    /// given the model's accessibility identifier and set up by the model. An unregistered
    /// model type stops the program with a message naming the type and the fix.
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    public func dequeueReusableCell(with model: any AnyCellViewModel, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let identifier = registry.reuseIdentifier(forRegistered: model) else {
            return UICollectionViewCell(frame: layoutAttributesForItem(at: indexPath)?.frame ?? .zero)
        }
        return dequeueReusableCell(with: model, for: indexPath, reuseIdentifier: identifier)
    }

    /// What every dequeue of a cell with a model does once the model's type is known to be
    /// registered under `identifier`: dequeue, identify, set up. The lazy adapters come here after
    /// their own registration check, whose message suits a data provider.
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    func dequeueReusableCell(
        with model: any AnyCellViewModel, for indexPath: IndexPath, reuseIdentifier identifier: String
    ) -> UICollectionViewCell {
        let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        model.configure(cell, at: indexPath)
        return cell
    }

    /// A header or footer view for `model`, dequeued for `kind` at `indexPath`, identified and
    /// set up by the model.
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    public func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryKind, with model: any AnySupplementaryViewModel, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let identifier = registry.reuseIdentifier(forRegistered: model) else {
            let frame = layoutAttributesForSupplementaryElement(ofKind: kind.elementKind, at: indexPath)?.frame
            return UICollectionReusableView(frame: frame ?? .zero)
        }
        let view = dequeueReusableSupplementaryView(ofKind: kind.elementKind, withReuseIdentifier: identifier, for: indexPath)
        model.configure(view, at: indexPath)
        return view
    }

    /// A header or footer view for `model` at `indexPath`, dequeued for the element kind of the
    /// model type's ``AnySupplementaryViewModel/supplementaryKind`` (a header unless the type says
    /// otherwise): the CellViewModel library's spelling, for a data source's
    /// `viewForSupplementaryElementOfKind` where each kind has its model type. It calls
    /// ``dequeueReusableSupplementaryView(ofKind:with:for:)`` with that kind, so the view is
    /// identified and set up by the model, and an unregistered model type stops the program with
    /// a message naming the type and the `register` call.
    ///
    /// ```swift
    /// func collectionView(
    ///     _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    /// ) -> UICollectionReusableView? {
    ///     let header = TitleHeaderModel(title: titles[indexPath.section])
    ///     return collectionView.dequeueReusableSupplementaryView(with: header, for: indexPath)
    /// }
    /// ```
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    public func dequeueReusableSupplementaryView(
        with model: any AnySupplementaryViewModel, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeueReusableSupplementaryView(ofKind: type(of: model).supplementaryKind, with: model, for: indexPath)
    }
}
