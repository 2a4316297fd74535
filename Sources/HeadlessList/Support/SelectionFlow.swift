import Foundation

/// What tables and collections share about selection: the selected set, programmatic
/// select/deselect (no delegate calls, as UIKit), and the user-tap sequence (delegate calls).
@MainActor
protocol SelectableList: AnyObject {
    var selectedIndexPaths: Set<IndexPath> { get set }
    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }
    /// The on-screen cell at `indexPath`, without laying out.
    func displayedCell(at indexPath: IndexPath) -> ReusableView?
    /// The list's layout pass (a frame drawn while the finger is down, and one after).
    func layoutIfNeeded()

    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool
    func delegateDidHighlight(_ indexPath: IndexPath)
    func delegateDidUnhighlight(_ indexPath: IndexPath)
    /// The index path to select instead (or the same one), or nil to refuse.
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath?
    func delegateDidSelect(_ indexPath: IndexPath)
    /// The index path to deselect instead (or the same one), or nil to refuse.
    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath?
    func delegateDidDeselect(_ indexPath: IndexPath)
}

extension SelectableList {
    /// Marks `indexPath` selected (and, in single selection, unmarks the others) without
    /// telling the delegate. Ignored when selection is off.
    func applySelection(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath { applyDeselection(other) }
        }
        selectedIndexPaths.insert(indexPath)
        displayedCell(at: indexPath)?.isSelected = true
    }

    /// Unmarks `indexPath` without telling the delegate.
    func applyDeselection(_ indexPath: IndexPath) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        displayedCell(at: indexPath)?.isSelected = false
    }

    /// Clears the whole selection without telling the delegate.
    func clearSelection() {
        for indexPath in selectedIndexPaths { applyDeselection(indexPath) }
    }

    /// A user's tap on a visible cell, in UIKit's order:
    ///
    /// 1. nothing when selection is off or `shouldHighlight` says no;
    /// 2. touch down: highlight the cell, `didHighlight`, and a layout pass, so the cell's
    ///    highlighted configuration is shown as it would be while the finger is down;
    /// 3. touch up on a selected cell in multiple selection: `willDeselect`, deselect,
    ///    `didDeselect`; otherwise `willSelect`/`shouldSelect`, then in single selection
    ///    `willDeselect`/deselect/`didDeselect` for each other selected cell, then select;
    /// 4. unhighlight, `didUnhighlight`;
    /// 5. `didSelect` for the selected index path;
    /// 6. a layout pass, so the cell shows its new state (the frame after the tap).
    ///
    /// Tapping an already selected cell in single selection selects it again and calls
    /// `didSelect` again, as UIKit does. In single selection, when the delegate refuses to
    /// deselect the selected cell (`willDeselect` returns nil, `shouldDeselect` false), the tap
    /// selects nothing: one selected cell at most is the rule of single selection.
    func performTap(at indexPath: IndexPath) {
        guard allowsSelection, delegateShouldHighlight(indexPath) else { return }
        displayedCell(at: indexPath)?.isHighlighted = true
        delegateDidHighlight(indexPath)
        layoutIfNeeded()

        var selected: IndexPath?
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            deselectWithDelegate(indexPath)
        } else if let target = delegateWillSelect(indexPath) {
            var othersReleased = true
            if !allowsMultipleSelection {
                for other in selectedIndexPaths.sorted() where other != target {
                    othersReleased = deselectWithDelegate(other) && othersReleased
                }
            }
            if othersReleased {
                selectedIndexPaths.insert(target)
                displayedCell(at: target)?.isSelected = true
                selected = target
            }
        }

        displayedCell(at: indexPath)?.isHighlighted = false
        delegateDidUnhighlight(indexPath)
        if let selected { delegateDidSelect(selected) }
        layoutIfNeeded()
    }

    /// Deselects through the delegate; false when the delegate refused.
    @discardableResult
    private func deselectWithDelegate(_ indexPath: IndexPath) -> Bool {
        guard let target = delegateWillDeselect(indexPath) else { return false }
        applyDeselection(target)
        delegateDidDeselect(target)
        return true
    }
}
