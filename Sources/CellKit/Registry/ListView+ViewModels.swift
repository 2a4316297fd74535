import Foundation

extension ListView {
    /// The model types registered with this table or collection view.
    public var registry: ViewModelRegistry { .attached(to: self) }

    /// Registers model types: each one's cell (or header/footer view) class under the reuse
    /// identifier derived from the model type. In a table, cell models need a ``UITableViewCell``
    /// subclass and supplementary models a ``UITableViewHeaderFooterView`` subclass; in a
    /// collection view, a ``UICollectionViewCell`` and a ``UICollectionReusableView`` subclass, the
    /// latter registered for both the header and the footer kind (the ``Section`` slot decides
    /// which it shows as). Anything else stops the program with a message that names the model
    /// and the view class.
    ///
    /// ```swift
    /// tableView.register(UserCellModel.self, SectionTitleModel.self)
    /// ```
    ///
    /// - Complexity: O(*t*) in the number of types.
    public func register(_ modelTypes: any AnyViewModel.Type...) {
        register(modelTypes)
    }

    /// Registers an array of model types; see ``register(_:)-(AnyViewModel.Type...)``.
    public func register(_ modelTypes: [any AnyViewModel.Type]) {
        registry.register(modelTypes)
    }
}
