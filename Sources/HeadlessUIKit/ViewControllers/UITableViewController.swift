import Foundation

/// A view controller whose view is a table, and which is the table's data source and delegate;
/// the engine's `UITableViewController`.
///
/// ```swift
/// final class FruitsViewController: UITableViewController {
///     let fruits = ["Apple", "Pear"]
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
///         navigationItem.rightBarButtonItem = editButtonItem
///     }
///
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///         fruits.count
///     }
///
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
///         var content = cell.defaultContentConfiguration()
///         content.text = fruits[indexPath.row]
///         cell.contentConfiguration = content
///         return cell
///     }
/// }
/// ```
///
/// Every data-source and delegate method is implemented here as `open` (at the end of the class),
/// answering what the protocols' defaults answer, so a
/// subclass writes `override` on each, as in UIKit.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table the controller makes.
    public let style: UITableView.Style

    /// Whether the selected rows are deselected when the view is about to appear (true by
    /// default), in ``viewWillAppear(_:)``.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table has the given style.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table; a nib name stops the program (see
    /// ``UIViewController/init(nibName:bundle:)``).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Out of scope, as ``UIViewController/init(coder:)``: stops the program.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The controller's view: the table. Reading it loads the view. Setting it replaces the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table's pull-to-refresh control: the table's ``UIScrollView/refreshControl``.
    /// Reading or setting it loads the view.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes a table of ``style`` the size of the screen, with the controller as its data
    /// source and delegate, and makes it the view.
    open override func loadView() {
        let table = UITableView(frame: UIViewController.defaultViewFrame, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is true. Call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    /// Sets editing mode on the controller (its ``UIViewController/editButtonItem`` shows "Done")
    /// and on the table.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
    }

    // MARK: - Every method of UITableViewDataSource and UITableViewDelegate
    //
    // Each is an `open` implementation a subclass overrides (with `override`, as in UIKit) and
    // answers what the protocol's default answers. When a method is added to either protocol,
    // add its implementation here: Swift lets a subclass override only members declared in the
    // class body, not in an extension, so this list cannot live in a file of its own.

    // MARK: UITableViewDataSource

    /// The number of sections: 1.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// The number of rows in `section`: 0. Override it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// The cell for a row. Override it (with ``tableView(_:numberOfRowsInSection:)``): the
    /// default stops the program, as UIKit stops when its data source gives no cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        listFailure(
            "UITableView dataSource returned a nil cell for row at index path: \(indexPath). "
                + "\(type(of: self)) must override tableView(_:cellForRowAt:).")
    }

    // MARK: UITableViewDelegate: sizes and section views

    /// The row's height: `UITableView.automaticDimension` (the table's `rowHeight`).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    /// The header's height: `UITableView.automaticDimension` (the table's `sectionHeaderHeight`).
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// The footer's height: `UITableView.automaticDimension` (the table's `sectionFooterHeight`).
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// The header view: none.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// The footer view: none.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    // MARK: UITableViewDelegate: display

    /// Called before a cell shows; does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Called after a cell left the screen; does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Called before a header view shows; does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

    /// Called before a footer view shows; does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

    /// Called after a header view left the screen; does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}

    /// Called after a footer view left the screen; does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    // MARK: UITableViewDelegate: highlight and selection

    /// Whether a touch highlights the row: true.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// Called when a row is highlighted; does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Called when a row's highlight ends; does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// The row a tap selects: the tapped one.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Called when a row was selected; does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// The row a tap deselects: the given one.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Called when a row was deselected; does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    // MARK: UITableViewDataSource: titles, editing and moving

    /// The title of the default header: none.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// The title of the default footer: none.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Whether the row can be edited: true.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Commits a deletion or insertion the person confirmed; does nothing. Override it to delete
    /// the row from the model and from the table.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Whether the row shows a reorder control while editing: true.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Moves the row in the model after the person dragged it; does nothing.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UITableViewDelegate: accessories, editing, swipes and menus

    /// Called when the detail button of the row's accessory is tapped; does nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// The row's editing style: `.delete`.
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    /// The delete button's title: nil, which shows "Delete".
    open func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    /// Whether the row's content is indented while editing: true.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Called when a swipe starts editing the row; does nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Called when a swipe's editing of the row ends; does nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Where a row being moved may go: the proposed index path.
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// The actions a swipe to the right shows: none.
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// The actions a swipe to the left shows: nil, which shows the default Delete action for rows
    /// whose editing style is `.delete`.
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// The context menu of a long press on the row: none.
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    // MARK: Section index, indentation and estimates

    /// The section index's titles: none.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section a section-index title stands for: the title's position.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    /// The row's indentation level: 0.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// The row's estimated height: `UITableView.automaticDimension` (the table's `estimatedRowHeight`).
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    /// The header's estimated height: `UITableView.automaticDimension`.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    /// The footer's estimated height: `UITableView.automaticDimension`.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    // MARK: UIScrollViewDelegate

    /// Called after every change of the content offset; does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Called when a drag begins; does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Called when a drag ends, with the offset where scrolling will stop; leaves it.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Called after a drag ends; does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Called when deceleration begins; does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Called when deceleration ends; does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Called when an animated scroll ends; does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Whether a tap on the status bar scrolls to the top: true.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Called after scrolling to the top; does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Called after the adjusted content inset changed; does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
