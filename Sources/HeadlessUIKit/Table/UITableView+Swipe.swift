import Foundation

/// Swipe actions and context menus, with test drivers that swipe a row, tap an action and
/// long-press a row as a person does.
///
/// A swipe asks the delegate for `leadingSwipeActionsConfigurationForRowAt` or
/// `trailingSwipeActionsConfigurationForRowAt`. For a trailing swipe that gets nil, the table
/// shows a Delete action when the row is editable and its editing style is `.delete` (UIKit
/// shows it when the data source implements `commit editingStyle`, which Swift cannot detect;
/// the default `commit` does nothing, so the action then only closes the swipe). A configuration
/// with no actions shows nothing. A row `canEditRowAt` refuses cannot be swiped.
extension UITableView {
    /// The edge a swipe starts from.
    public enum SwipeEdge: Hashable, Sendable {
        /// From the leading (left) edge: the leading actions.
        case leading
        /// From the trailing (right) edge: the trailing actions.
        case trailing
    }

    /// The configuration a swipe from `edge` shows on the row, nil for none.
    func swipeConfiguration(forRowAt indexPath: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true else { return nil }
        let given: UISwipeActionsConfiguration? =
            switch edge {
            case .leading: delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            case .trailing: delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            }
        if let given { return given.actions.isEmpty ? nil : given }
        guard edge == .trailing, editingStyle(forRowAt: indexPath) == .delete else { return nil }
        let delete = UIContextualAction(style: .destructive, title: deleteTitle(forRowAt: indexPath)) {
            [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The row whose swipe actions show, if any (it follows the row through updates).
    public var swipedRowIndexPath: IndexPath? {
        swipedRow == nil ? nil : cellStates.first { $0.value.isSwiped }?.key
    }

    /// A person's swipe on a row on screen, for tests: closes another row's actions, asks the
    /// delegate for the configuration (see the top of this file), and when it has actions calls
    /// `willBeginEditingRowAt` and shows them (the cell shows `isSwiped`).
    ///
    /// - Returns: the actions shown, the first one outermost; nil when the swipe shows nothing.
    @discardableResult
    public func swipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing) -> [UIContextualAction]? {
        _ = cellOnScreen(at: indexPath, operation: "swipeRow(at:edge:)")
        closeSwipe()
        guard let configuration = swipeConfiguration(forRowAt: indexPath, edge: edge) else { return nil }
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        swipedRow = (indexPath, edge, configuration)
        setSwiped(true, at: indexPath)
        return configuration.actions
    }

    /// A person's tap on the action at `index` (0 is outermost) of the swiped row, for tests:
    /// runs its handler with the cell as the source view and a completion; calling the
    /// completion (with true when the action was performed, false when not) closes the swipe
    /// and calls `didEndEditingRowAt`. Stops the program when no row shows its actions.
    public func tapSwipeAction(at index: Int) {
        guard let swiped = swipedRow else {
            listFailure("tapSwipeAction(at:): no row shows swipe actions; call swipeRow(at:edge:) first")
        }
        let actions = swiped.configuration.actions
        listPrecondition(
            actions.indices.contains(index),
            "tapSwipeAction(at:): index \(index) beyond bounds of the \(actions.count) actions shown")
        perform(actions[index], on: swipedRowIndexPath ?? swiped.indexPath)
    }

    /// A person swiping a row all the way across, for tests: when the configuration's
    /// `performsFirstActionWithFullSwipe` is on, performs its first action as
    /// ``tapSwipeAction(at:)`` does; otherwise the actions stay shown.
    ///
    /// - Returns: the action performed, nil when none was.
    @discardableResult
    public func fullSwipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing) -> UIContextualAction? {
        guard swipeRow(at: indexPath, edge: edge) != nil, let swiped = swipedRow,
            swiped.configuration.performsFirstActionWithFullSwipe
        else { return nil }
        let action = swiped.configuration.actions[0]
        perform(action, on: swiped.indexPath)
        return action
    }

    private func perform(_ action: UIContextualAction, on indexPath: IndexPath) {
        let source: UIView = displayedCells[indexPath] ?? self
        action.handler(action, source) { [weak self] _ in self?.closeSwipe() }
    }

    /// Closes the swipe actions showing, if any, calling `didEndEditingRowAt` with the row's
    /// index path now (it follows the row through updates), or nil when the row was deleted.
    ///
    /// - Complexity: O(*k*) for *k* rows with kept states.
    public func closeSwipe() {
        guard swipedRow.take() != nil else { return }
        let current = cellStates.first { $0.value.isSwiped }?.key
        if let current { setSwiped(false, at: current) }
        delegate?.tableView(self, didEndEditingRowAt: current)
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
