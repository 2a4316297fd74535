import Foundation

extension CollectionView {
    /// A cell for `model` at `indexPath`, dequeued with the model type's reuse identifier,
    /// given the model's accessibility identifier and set up by the model. An unregistered
    /// model type stops the program with a message naming the type and the fix.
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    public func dequeueReusableCell(with model: any AnyCellViewModel, for indexPath: IndexPath) -> CollectionViewCell {
        let cell = dequeueReusableCell(
            withReuseIdentifier: registry.reuseIdentifier(forRegistered: model), for: indexPath)
        model.configure(cell, at: indexPath)
        return cell
    }

    /// A header or footer view for `model`, dequeued for `kind` at `indexPath`, identified and
    /// set up by the model.
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    public func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryKind, with model: any AnySupplementaryViewModel, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = dequeueReusableSupplementaryView(
            ofKind: kind.elementKind, withReuseIdentifier: registry.reuseIdentifier(forRegistered: model), for: indexPath)
        model.configure(view, at: indexPath)
        return view
    }
}
