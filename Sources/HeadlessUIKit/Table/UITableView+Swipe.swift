import Foundation

/// Swipe actions and context menus, with test drivers that swipe a row, tap an action and
/// long-press a row as a person does (the swipe itself is shared with collection views: see
/// `ListView+Swipe.swift`).
///
/// A swipe asks the delegate for `leadingSwipeActionsConfigurationForRowAt` or
/// `trailingSwipeActionsConfigurationForRowAt`. For a trailing swipe that gets nil, the table
/// shows a Delete action when the row is editable and its editing style is `.delete` (UIKit
/// shows it when the data source implements `commit editingStyle`, which Swift cannot detect;
/// the default `commit` does nothing, so the action then only closes the swipe). A configuration
/// with no actions shows nothing. A row `canEditRowAt` refuses cannot be swiped.
extension UITableView {
    func swipeConfiguration(at indexPath: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true else { return nil }
        let given: UISwipeActionsConfiguration? =
            switch edge {
            case .leading: delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            case .trailing: delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            }
        if let given { return given }
        guard edge == .trailing, editingStyle(forRowAt: indexPath) == .delete else { return nil }
        let delete = UIContextualAction(style: .destructive, title: deleteTitle(forRowAt: indexPath)) {
            [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    func delegateWillBeginSwipe(at indexPath: IndexPath) { delegate?.tableView(self, willBeginEditingRowAt: indexPath) }
    func delegateDidEndSwipe(at indexPath: IndexPath?) { delegate?.tableView(self, didEndEditingRowAt: indexPath) }

    /// The row whose swipe actions show, if any (it follows the row through updates).
    ///
    /// - Complexity: O(*k*) for *k* rows with kept states.
    public var swipedRowIndexPath: IndexPath? { swipedIndexPath }

    /// A person's swipe on a row on screen, for tests: closes another row's actions, asks the
    /// delegate for the configuration (see the top of this file), and when it has actions calls
    /// `willBeginEditingRowAt` and shows them (the cell shows `isSwiped`). Tap one with
    /// ``ListView/tapSwipeAction(at:)``; close them with ``ListView/closeSwipe()``, which calls
    /// `didEndEditingRowAt`. A row off screen stops the program.
    ///
    /// - Returns: the actions shown, the first one outermost; nil when the swipe shows nothing.
    @discardableResult
    public func swipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing) -> [UIContextualAction]? {
        swipe(at: indexPath, edge: edge, operation: "swipeRow(at:edge:)")
    }

    /// A person swiping a row all the way across, for tests: when the configuration's
    /// `performsFirstActionWithFullSwipe` is on, performs its first action as
    /// ``ListView/tapSwipeAction(at:)`` does; otherwise the actions stay shown.
    ///
    /// - Returns: the action performed, nil when none was.
    @discardableResult
    public func fullSwipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing) -> UIContextualAction? {
        fullSwipe(at: indexPath, edge: edge, operation: "fullSwipeRow(at:edge:)")
    }

    /// A person's long press on a row on screen, for tests: asks the delegate's
    /// `contextMenuConfigurationForRowAt:point:` (the point is the row's centre, in the table's
    /// coordinates), records it in ``lastContextMenuConfiguration`` and returns it. Perform one
    /// of its actions with `configuration.makeMenu()?.allActions[i].performWithSender(nil, target: nil)`.
    @discardableResult
    public func longPressRow(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
        let cell = cellOnScreen(at: indexPath, operation: "longPressRow(at:)")
        let point = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        lastContextMenuConfiguration = delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        return lastContextMenuConfiguration
    }
}
