import Foundation

extension CollectionView {
    /// The model types registered with this collection view.
    public var registry: ViewModelRegistry { .attached(to: self, list: .collection) }

    /// Registers model types: each one's cell class under the reuse identifier derived from the
    /// model type, and each supplementary model's view class for both the header and the footer
    /// kind (the ``Section`` slot decides which it shows as). Cell models need a
    /// ``CollectionViewCell`` subclass, supplementary models a ``CollectionReusableView``
    /// subclass; anything else stops the program with a message naming both.
    ///
    /// - Complexity: O(*t*) in the number of types.
    public func register(_ modelTypes: any AnyViewModel.Type...) {
        register(modelTypes)
    }

    /// Registers an array of model types; see ``register(_:)-(AnyViewModel.Type...)``.
    public func register(_ modelTypes: [any AnyViewModel.Type]) {
        registry.register(
            modelTypes,
            with: .init(
                cellBase: "CollectionViewCell", supplementaryBase: "CollectionReusableView",
                registerCell: { viewClass, identifier in
                    guard let cellClass = viewClass as? CollectionViewCell.Type else { return false }
                    self.register(cellClass, forCellWithReuseIdentifier: identifier)
                    return true
                },
                registerSupplementary: { viewClass, identifier in
                    guard let reusableClass = viewClass as? CollectionReusableView.Type else { return false }
                    for kind in SupplementaryKind.allCases {
                        self.register(reusableClass, forSupplementaryViewOfKind: kind.elementKind, withReuseIdentifier: identifier)
                    }
                    return true
                }))
    }

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
