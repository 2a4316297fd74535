import Foundation

extension UITableView {
    /// Selects a row without calling the delegate (as UIKit), deselecting the others unless
    /// `allowsMultipleSelection` is on; nil clears the selection. Ignored when
    /// `allowsSelection` is off.
    ///
    /// - Complexity: O(1) plus the scroll, O(*k*) in single selection for *k* selected rows.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath = select(indexPath, operation: "selectRow(at:animated:scrollPosition:)") else { return }
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without calling the delegate.
    ///
    /// - Complexity: O(1).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath, operation: "deselectRow(at:animated:)")
    }

    /// The first selected row, or nil.
    ///
    /// - Complexity: O(*k*) for *k* selected rows.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }

    /// The selected rows in order; nil when none is selected, as UIKit.
    ///
    /// - Complexity: O(*k* log *k*).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPathsInOrder }

    /// A user's tap on a row on screen: `shouldHighlightRowAt` → highlight → `didHighlightRowAt`
    /// → `willSelectRowAt` (in single selection: `willDeselectRowAt`/`didDeselectRowAt` for the
    /// row selected before) → select → unhighlight → `didUnhighlightRowAt` → `didSelectRowAt`.
    /// A tap on a selected row in multiple selection deselects it through `willDeselectRowAt`
    /// and `didDeselectRowAt`. Nothing happens when `allowsSelection` is off or
    /// `shouldHighlightRowAt` returns false.
    ///
    /// A person can only tap what is on screen: tapping a row that is not stops the program
    /// with a message that says to scroll to it first.
    ///
    /// - Complexity: O(*k*) for *k* selected rows.
    /// While editing, a tap selects nothing unless ``allowsSelectionDuringEditing`` is on; while
    /// a row shows its swipe actions, a tap only closes them, as in UIKit.
    public func tapRow(at indexPath: IndexPath) {
        if swiped == nil, isEditing, !allowsSelectionDuringEditing {
            validate(indexPath, operation: "tapRow(at:)")
            return
        }
        tap(at: indexPath, operation: "tapRow(at:)")
    }
}

/// The delegate's selection calls, for the tap sequence `ListView` runs.
extension UITableView {
    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool {
        delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }
    func delegateDidHighlight(_ indexPath: IndexPath) { delegate?.tableView(self, didHighlightRowAt: indexPath) }
    func delegateDidUnhighlight(_ indexPath: IndexPath) { delegate?.tableView(self, didUnhighlightRowAt: indexPath) }
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate else { return indexPath }
        return delegate.tableView(self, willSelectRowAt: indexPath)
    }
    func delegateDidSelect(_ indexPath: IndexPath) { delegate?.tableView(self, didSelectRowAt: indexPath) }
    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate else { return indexPath }
        return delegate.tableView(self, willDeselectRowAt: indexPath)
    }
    func delegateDidDeselect(_ indexPath: IndexPath) { delegate?.tableView(self, didDeselectRowAt: indexPath) }
}
