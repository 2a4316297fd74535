import Foundation

/// Swipe actions, for both lists: the state of the one row or item showing its actions and the
/// test drivers that swipe, tap an action and swipe all the way across, as a person does.
///
/// Where the actions come from is each list's own (``ConcreteList/swipeConfiguration(at:edge:)``):
/// a table asks its delegate (and shows an implicit Delete), a collection view asks the list
/// configuration of the item's section (`leadingSwipeActionsConfigurationProvider` /
/// `trailingSwipeActionsConfigurationProvider`). What happens next is the same in both, as in
/// UIKit: one element at a time shows its actions (it shows `isSwiped`), an action's handler gets
/// the cell as its source view and a completion, and calling the completion closes the actions
/// whether it is given true (performed) or false (not performed); a handler that never calls it
/// leaves them open. A tap on any row or item while actions show only closes them.
extension ListView {
    /// The edge a swipe starts from.
    public enum SwipeEdge: Hashable, Sendable {
        /// From the leading (left) edge: the leading actions.
        case leading
        /// From the trailing (right) edge: the trailing actions.
        case trailing
    }

    /// The row or item showing its swipe actions, if any; it follows the element through
    /// updates, and is nil once the element is deleted. O(*k*) for *k* elements with kept states.
    var swipedIndexPath: IndexPath? {
        swiped == nil ? nil : cellStates.first { $0.value.isSwiped }?.key
    }

    /// A person's swipe on an element on screen (see the top of this file): closes another
    /// element's actions, asks the list for the configuration, and when it has actions shows
    /// them. Returns the actions shown, the first one outermost; nil when the swipe shows nothing.
    func swipe(at indexPath: IndexPath, edge: SwipeEdge, operation: String) -> [UIContextualAction]? {
        _ = cellOnScreen(at: indexPath, operation: operation)
        closeSwipe()
        guard let configuration = concrete.swipeConfiguration(at: indexPath, edge: edge), !configuration.actions.isEmpty else {
            return nil
        }
        concrete.delegateWillBeginSwipe(at: indexPath)
        swiped = (indexPath, edge, configuration)
        setSwiped(true, at: indexPath)
        return configuration.actions
    }

    /// A person swiping an element all the way across: when the configuration's
    /// `performsFirstActionWithFullSwipe` is on, performs its first action as
    /// ``tapSwipeAction(at:)`` does; otherwise the actions stay shown. Returns the action
    /// performed, nil when none was.
    func fullSwipe(at indexPath: IndexPath, edge: SwipeEdge, operation: String) -> UIContextualAction? {
        guard swipe(at: indexPath, edge: edge, operation: operation) != nil, let swiped,
            swiped.configuration.performsFirstActionWithFullSwipe
        else { return nil }
        let action = swiped.configuration.actions[0]
        perform(action, on: indexPath)
        return action
    }

    /// A person's tap on the action at `index` (0 is outermost) of the row or item showing its
    /// swipe actions, for tests: runs the action's handler with the cell as the source view and a
    /// completion; calling the completion (true when the action was performed, false when not)
    /// closes the actions. Stops the program when nothing shows swipe actions, or when `index`
    /// is not one of theirs.
    ///
    /// - Complexity: O(*k*) for *k* elements with kept states, plus the handler's work.
    public func tapSwipeAction(at index: Int) {
        guard let swiped else {
            listFailure("tapSwipeAction(at:): no \(vocabulary.element) shows swipe actions; call \(vocabulary.swipeCall) first")
        }
        let actions = swiped.configuration.actions
        listPrecondition(
            actions.indices.contains(index),
            "tapSwipeAction(at:): index \(index) beyond bounds of the \(actions.count) actions shown")
        perform(actions[index], on: swipedIndexPath ?? swiped.indexPath)
    }

    private func perform(_ action: UIContextualAction, on indexPath: IndexPath) {
        let source: UIView = displayedCells[indexPath] ?? self
        action.handler(action, source) { [weak self] _ in self?.closeSwipe() }
    }

    /// Closes the swipe actions showing, if any (a table then calls its delegate's
    /// `didEndEditingRowAt` with the row's index path now, or nil when the row was deleted).
    ///
    /// - Complexity: O(*k*) for *k* elements with kept states.
    public func closeSwipe() {
        guard swiped != nil else { return }
        let current = swipedIndexPath
        swiped = nil
        if let current { setSwiped(false, at: current) }
        concrete.delegateDidEndSwipe(at: current)
    }
}
