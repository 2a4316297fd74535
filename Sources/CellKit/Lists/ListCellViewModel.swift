import Foundation

/// A cell model that also gives what a list row shows around its content: the accessories of
/// its `UICollectionViewListCell` and the actions a swipe on its row reveals.
///
/// ```swift
/// struct WiFiModel: CellViewModel, ListCellViewModel {
///     let network: String
///     func setup(cell: UICollectionViewListCell) {
///         var content = cell.defaultContentConfiguration()
///         content.text = network
///         cell.contentConfiguration = content
///     }
///     var accessories: [UICellAccessory] { [.disclosureIndicator()] }
///     func trailingSwipeActionsConfiguration() -> UISwipeActionsConfiguration? {
///         UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Forget") { _, _, done in done(true) }])
///     }
/// }
/// ```
///
/// Every dequeue with a model (`UICollectionView.dequeueReusableCell(with:for:)`) gives a list
/// cell the model's ``accessories`` before the model's setup runs, so the setup may still change
/// them. The swipe actions are asked for when a person swipes: by a list section that
/// ``CollectionDataAdapter/makeCompositionalLayout(configuration:)`` makes, and by
/// ``TableDataAdapter`` as the table's delegate.
public protocol ListCellViewModel: AnyCellViewModel {
    /// The accessories of the model's list cell; none by default.
    @MainActor var accessories: [UICellAccessory] { get }

    /// The actions a swipe from the leading edge reveals; nil (the default) for none.
    @MainActor func leadingSwipeActionsConfiguration() -> UISwipeActionsConfiguration?

    /// The actions a swipe from the trailing edge reveals; nil (the default) for none.
    @MainActor func trailingSwipeActionsConfiguration() -> UISwipeActionsConfiguration?
}

extension ListCellViewModel {
    @MainActor public var accessories: [UICellAccessory] { [] }
    @MainActor public func leadingSwipeActionsConfiguration() -> UISwipeActionsConfiguration? { nil }
    @MainActor public func trailingSwipeActionsConfiguration() -> UISwipeActionsConfiguration? { nil }
}

extension AnyViewModel {
    /// Gives a list cell the model's accessories, when the model adopts ``ListCellViewModel``.
    /// Costs other views one class check.
    ///
    /// - Complexity: O(1) plus the model's accessories.
    @inline(__always)
    @MainActor func applyListCellAccessories(to view: ReusableView) {
        guard let cell = view as? UICollectionViewListCell, let model = self as? any ListCellViewModel else { return }
        cell.accessories = model.accessories
    }
}

extension Array where Element == Section {
    /// The swipe actions the model at `indexPath` gives for a swipe from `edge`; nil when the
    /// model gives none or does not adopt ``ListCellViewModel``.
    ///
    /// - Complexity: O(1) plus the model's answer.
    @MainActor func swipeActions(at indexPath: IndexPath, edge: ListView.SwipeEdge) -> UISwipeActionsConfiguration? {
        guard indices.contains(indexPath.section), self[indexPath.section].items.indices.contains(indexPath[1]),
            let model = model(at: indexPath) as? any ListCellViewModel
        else { return nil }
        return edge == .leading ? model.leadingSwipeActionsConfiguration() : model.trailingSwipeActionsConfiguration()
    }
}
