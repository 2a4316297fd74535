import Foundation

extension UICollectionView {
    /// A cell class and the handler that sets its cells up for an item; the engine's
    /// `UICollectionView.CellRegistration`. Create registrations once, up front, and dequeue
    /// with ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = name
    ///     cell.contentConfiguration = content
    /// }
    /// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    ///     collectionView, indexPath, name in
    ///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    /// }
    /// ```
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Sets a dequeued cell up for its item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let reuseIdentifier: String
        let handler: Handler
        let createdInsideCellProvider: Bool

        /// A registration of `Cell` with `handler`.
        @MainActor public init(handler: @escaping Handler) {
            reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)
            self.handler = handler
            createdInsideCellProvider = UICollectionView.cellProviderDepth > 0
        }
    }

    /// A supplementary view class, its kind and the handler that sets its views up; the engine's
    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Sets a dequeued view up for its element kind and index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Supplementary` for `elementKind` with `handler`.
        @MainActor public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)
            self.handler = handler
        }
    }

    /// How deep the collection views are in asking their data sources for cells; a registration
    /// made at depth > 0 was made inside a cell provider.
    static var cellProviderDepth = 0

    /// A cell for `item` at `indexPath` from `registration`: dequeued (its class registered on
    /// first use), `prepareForReuse` if reused, then the registration's handler.
    ///
    /// A registration created inside the cell provider (or `cellForItemAt`) stops the program
    /// with UIKit's text, which explains why: each such registration would make cells no later
    /// dequeue could reuse.
    ///
    /// `item` is optional, as in UIKit's signature: nil reaches the handler when the
    /// registration's `Item` is itself optional (`CellRegistration<Cell, String?>`); for any
    /// other `Item` there is no value to hand it, and the program stops saying so (UIKit fails
    /// casting the missing item too).
    ///
    /// - Complexity: O(1) amortized plus the handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        guard let item = item ?? (Optional<Any>.none as Any as? Item) else {
            listFailure(
                "dequeueConfiguredReusableCell(using:for:item:) was given a nil item for a registration whose "
                    + "item type \(Item.self) is not optional")
        }
        listPrecondition(
            !registration.createdInsideCellProvider,
            "Attempted to dequeue a cell using a registration that was created inside "
                + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. "
                + "Creating a new registration each time a cell is requested will prevent reuse and cause created cells "
                + "to remain inaccessible in memory for the lifetime of the collection view. Registrations should be "
                + "created up front and reused.")
        if registeredCellClass(forReuseIdentifier: registration.reuseIdentifier) == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell
        else { listFailure("the cell registered for \(registration.reuseIdentifier) is not a \(Cell.self)") }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view from `registration` for `indexPath`: dequeued (its class registered
    /// on first use), then the registration's handler.
    ///
    /// - Complexity: O(1) amortized plus the handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if registeredSupplementaryViewClass(ofKind: kind, forReuseIdentifier: registration.reuseIdentifier) == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        }
        guard
            let view = dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Supplementary
        else { listFailure("the view registered for \(registration.reuseIdentifier) is not a \(Supplementary.self)") }
        registration.handler(view, kind, indexPath)
        return view
    }
}

/// Unique reuse identifiers for registrations.
@MainActor
enum RegistrationIdentifiers {
    private static var counter = 0

    static func next(for viewClass: AnyClass) -> String {
        counter += 1
        return "registration.\(counter).\(viewClass)"
    }
}
