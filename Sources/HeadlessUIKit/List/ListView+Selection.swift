import Foundation

/// Selection, shared by both lists: the selected set, programmatic select/deselect (no delegate
/// calls, as UIKit), and the user-tap sequence (delegate calls, through ``ConcreteList``).
extension ListView {
    /// Marks `indexPath` selected (and, in single selection, unmarks the others) without
    /// telling the delegate. Ignored when selection is off.
    func applySelection(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath { applyDeselection(other) }
        }
        selectedIndexPaths.insert(indexPath)
        displayedCells[indexPath]?.isSelected = true
    }

    /// Unmarks `indexPath` without telling the delegate.
    func applyDeselection(_ indexPath: IndexPath) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        displayedCells[indexPath]?.isSelected = false
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
        guard allowsSelection, concrete.delegateShouldHighlight(indexPath) else { return }
        displayedCells[indexPath]?.isHighlighted = true
        concrete.delegateDidHighlight(indexPath)
        layoutIfNeeded()

        var selected: IndexPath?
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            deselectWithDelegate(indexPath)
        } else if let target = concrete.delegateWillSelect(indexPath) {
            var othersReleased = true
            if !allowsMultipleSelection {
                for other in selectedIndexPaths.sorted() where other != target {
                    othersReleased = deselectWithDelegate(other) && othersReleased
                }
            }
            if othersReleased {
                selectedIndexPaths.insert(target)
                displayedCells[target]?.isSelected = true
                selected = target
            }
        }

        displayedCells[indexPath]?.isHighlighted = false
        concrete.delegateDidUnhighlight(indexPath)
        if let selected { concrete.delegateDidSelect(selected) }
        layoutIfNeeded()
    }

    /// Deselects through the delegate; false when the delegate refused.
    @discardableResult
    private func deselectWithDelegate(_ indexPath: IndexPath) -> Bool {
        guard let target = concrete.delegateWillDeselect(indexPath) else { return false }
        applyDeselection(target)
        concrete.delegateDidDeselect(target)
        return true
    }
}

extension ListView {
    /// Programmatic selection of `indexPath` (checked against the counts) without calling the
    /// delegate, as `selectRow(at:animated:scrollPosition:)`; nil clears the selection.
    ///
    /// - Returns: `indexPath`, for the caller to scroll to; nil when it was nil.
    func select(_ indexPath: IndexPath?, operation: String) -> IndexPath? {
        guard let indexPath else {
            clearSelection()
            return nil
        }
        validate(indexPath, operation: operation)
        applySelection(indexPath)
        return indexPath
    }

    /// Programmatic deselection of `indexPath` (checked against the counts) without calling the delegate.
    func deselect(_ indexPath: IndexPath, operation: String) {
        validate(indexPath, operation: operation)
        applyDeselection(indexPath)
    }

    /// The selected index paths in order; nil when none is selected, as UIKit.
    ///
    /// - Complexity: O(*k* log *k*) for *k* selected rows or items.
    var selectedIndexPathsInOrder: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// A person's tap on the row or item at `indexPath` (see ``performTap(at:)``). While one
    /// shows its swipe actions, the tap only closes them, as in UIKit. A person can only tap
    /// what is on screen: one that is not stops the program (see ``cellOnScreen(at:operation:)``).
    func tap(at indexPath: IndexPath, operation: String) {
        if swiped != nil {
            validate(indexPath, operation: operation)
            closeSwipe()
            return
        }
        _ = cellOnScreen(at: indexPath, operation: operation)
        performTap(at: indexPath)
    }

    /// The cell on screen at `indexPath`, after a layout pass, for the test drivers: a person can
    /// only touch what is on screen, so an index path that is not stops the program with a
    /// message that says to scroll to it first. O(log *v*) plus the layout pass.
    func cellOnScreen(at indexPath: IndexPath, operation: String) -> ReusableView {
        validate(indexPath, operation: operation)
        layoutIfNeeded()
        guard let cell = displayedCells[indexPath] else {
            listFailure(
                "\(operation): \(vocabulary.element) \(indexPath[1]) of section \(indexPath.section) is not on screen; "
                    + "scroll to it first with \(vocabulary.scrollCall)")
        }
        return cell
    }
}
