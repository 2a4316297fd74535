import Foundation

extension UICollectionView {
    /// A person's tap on an accessory of the list cell on screen at `indexPath`, for tests.
    ///
    /// An accessory with an `actionHandler` runs it. Otherwise the tap does what UIKit's does:
    /// - `delete` shows the item's trailing swipe actions (see ``swipeItem(at:edge:)``);
    /// - `outlineDisclosure` expands or collapses the item (see ``toggleOutlineItem(at:)``);
    /// - `popUpMenu` shows its menu, which this returns: perform one of its actions to choose it
    ///   (`UIAction.perform(sender:)`). Choosing an action that is not already selected selects
    ///   it (its `state` becomes `.on`, every other action of the menu's `.off`, as a pop-up
    ///   menu keeps one selection) and calls the accessory's `selectedElementDidChangeHandler`
    ///   with the menu;
    /// - `disclosureIndicator`, `checkmark`, `label` and `multiselect` are part of the row: the
    ///   tap is a tap on the item (see ``tapItem(at:)``);
    /// - `insert`, `detail`, `reorder` and custom views without a handler do nothing.
    ///
    /// The accessory must be showing: a cell that is not a ``UICollectionViewListCell``, an
    /// accessory hidden or not shown in the current editing state stops the program with a
    /// message that lists the accessories the cell does show.
    ///
    /// - Returns: the menu a pop-up menu accessory shows, else nil.
    /// - Complexity: O(*a*) for the cell's *a* accessories, plus what the tap does.
    @discardableResult
    public func tapAccessory(_ type: UICellAccessory.AccessoryType, at indexPath: IndexPath) -> UIMenu? {
        let operation = "tapAccessory(_:at:)"
        let cell = cellOnScreen(at: indexPath, operation: operation)
        guard let listCell = cell as? UICollectionViewListCell else {
            listFailure(
                "\(operation): the cell at \(indexPath.uikitDescription) is a \(Swift.type(of: cell)), which has no accessories; "
                    + "accessories belong to UICollectionViewListCell")
        }
        let shown = listCell.shownAccessories.map(\.accessory).filter { !$0.options.isHidden }
        guard let accessory = shown.first(where: { $0.accessoryType == type }) else {
            listFailure(
                "\(operation): the cell at \(indexPath.uikitDescription) shows no \(type) accessory "
                    + "\(isEditing ? "while editing" : "while not editing"); it shows "
                    + "[\(shown.map { "\($0.accessoryType)" }.joined(separator: ", "))]")
        }
        if let handler = accessory.actionHandler {
            handler()
            return nil
        }
        switch type {
        case .delete: swipeItem(at: indexPath, edge: .trailing)
        case .outlineDisclosure: toggleOutlineItem(at: indexPath)
        case .popUpMenu:
            guard let (menu, didChange) = accessory.menu else { return nil }
            for action in menu.allActions {
                action.choiceObserver = { [weak menu] chosen in
                    guard let menu, chosen.state != .on else { return }
                    for other in menu.allActions { other.state = other === chosen ? .on : .off }
                    didChange?(menu)
                }
            }
            return menu
        case .disclosureIndicator, .checkmark, .label, .multiselect: tapItem(at: indexPath)
        case .insert, .detail, .reorder, .customView: break
        }
        return nil
    }
}
