import Foundation

/// Supplies a ``UITableView``'s sections, rows and cells; the engine's `UITableViewDataSource`.
///
/// The table reads the counts at ``UITableView/reloadData()`` (or at its first layout) and caches
/// them; it asks for cells only for rows that come into view.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row coming into view, normally from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The titles of the section index along the table's trailing edge; nil (the default) shows
    /// none. See ``UITableView/tapSectionIndexTitle(at:)``.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a tapped index title stands for; by default the title's position.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The title of the section's header; the table shows it in a default header view (see
    /// ``UITableView``'s section titles) when the delegate gives no header view. Nil (the
    /// default) shows none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer, shown as the header's title is. Nil (the default) shows none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited: it shows an editing control while editing and can be
    /// swiped. True by default, as UIKit when the method is not implemented.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// A person tapped the Delete (or insert) control or action of the row: update the model,
    /// then call `deleteRows(at:with:)` (or `insertRows(at:with:)`). Does nothing by default.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control while editing and can be moved. True by default:
    /// Swift cannot tell whether `moveRowAt` is implemented, which is what UIKit checks.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// A person moved a row: the table has already moved it; update the model only.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// Sizes, section views, display and selection callbacks of a ``UITableView``; the engine's
/// `UITableViewDelegate`. Every method has a default.
///
/// As with any Swift protocol, a subclass's implementation is only called if the class that
/// declares the conformance implements the method too.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The row's height; ``UITableView/automaticDimension`` (the default) uses ``UITableView/rowHeight``.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's height; ``UITableView/automaticDimension`` (the default) leaves it to the
    /// table (see ``UITableView/sectionHeaderHeight``: title, self-sized view, or the style's gap).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The footer's height; ``UITableView/automaticDimension`` (the default) leaves it to the
    /// table (see ``UITableView/sectionFooterHeight``).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The header view for a section coming into view; nil (the default) shows none.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The footer view for a section coming into view; nil (the default) shows none.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// How many steps the row's content is indented (0 by default); asked as the row comes into
    /// view and stored in the cell's `indentationLevel`.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// The estimated height of a row not yet on screen. The engine asks it for each row just before
    /// the row is measured, and uses it where the row cannot be measured (no cell); rows never shown
    /// count with ``UITableView/estimatedRowHeight`` in the content size (UIKit asks every row up
    /// front instead — the engine keeps reloads independent of the row count). The default,
    /// ``UITableView/automaticDimension``, means "use `estimatedRowHeight`".
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The estimated height of a section's header, asked before its real height; the default,
    /// ``UITableView/automaticDimension``, means "use `estimatedSectionHeaderHeight`".
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// The estimated height of a section's footer, asked before its real height; the default,
    /// ``UITableView/automaticDimension``, means "use `estimatedSectionFooterHeight`".
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    /// Called as the row's cell comes into view in a layout pass, after the data source made it and
    /// before it shows; display callbacks come in row order, and the table can be asked what it
    /// shows from inside. Does nothing by default.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called when the row's cell leaves the screen (scrolled out, deleted, or every cell at
    /// `reloadData()`), before it goes back to its reuse pool. Does nothing by default.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called as the section's header view (the delegate's, or the default title header) is added
    /// to the table, before it shows. Does nothing by default.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// Called as the section's footer view (the delegate's, or the default title footer) is added
    /// to the table, before it shows. Does nothing by default.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// Called when the section's header view leaves the screen, before it goes back to its reuse
    /// pool (or out of the table). Does nothing by default.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// Called when the section's footer view leaves the screen, before it goes back to its reuse
    /// pool (or out of the table). Does nothing by default.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    /// Whether a touch highlights the row (true by default); false also prevents selection by tap.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Called when a tap (``UITableView/tapRow(at:)``) touches down on the row and highlights it,
    /// once `shouldHighlightRowAt` agreed. Does nothing by default.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// Called when the tap lifts and the row's highlight ends, after the selection changed and
    /// before `didSelectRowAt`. Does nothing by default.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select for a tap (the tapped one by default), or nil to select nothing.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called after a tap selected the row, last in the tap's sequence; not called for
    /// ``UITableView/selectRow(at:animated:scrollPosition:)``. Does nothing by default.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect (the given one by default), or nil to keep it selected.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called after a tap deselected the row (the row selected before, in single selection; the
    /// tapped row, in multiple selection); not called for
    /// ``UITableView/deselectRow(at:animated:)``. Does nothing by default.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    /// A person tapped the row's detail button (``UITableViewCell/AccessoryType/detailButton``
    /// or ``UITableViewCell/AccessoryType/detailDisclosureButton``); see
    /// ``UITableView/tapAccessoryButton(forRowAt:)``.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// The row's editing control: `.delete` by default for editable rows, as UIKit.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the row's Delete button and default swipe action; nil (the default) is "Delete".
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content moves right for the editing control (true by default).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A swipe is about to show the row's actions.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's swipe actions closed (nil when the row no longer exists).
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a moving row lands when dropped at `proposedDestinationIndexPath` (there, by default).
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// The actions a swipe from the leading edge shows; nil (the default) shows none.
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge shows; nil (the default) shows a Delete action
    /// for an editable row whose editing style is `.delete`.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The context menu a long press on the row shows; nil (the default) shows none.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
}
