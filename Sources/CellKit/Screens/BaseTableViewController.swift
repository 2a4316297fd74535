import Foundation

/// A screen that shows sections of view models in a table view: the CellViewModel library's
/// `BaseTableViewController`.
///
/// ```swift
/// final class FriendsScreen: BaseTableViewController {
///     override var viewModels: [any AnyCellViewModel.Type] { [UserCellModel.self] }
///
///     override func viewDidLoad() {
///         _tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
///         super.viewDidLoad()              // registers viewModels, the screen becomes the delegate
///         setup([Section(items: friends.map(UserCellModel.init))])
///     }
/// }
/// ```
///
/// Or let the screen make its table: `FriendsScreen(frame: CGRect(x: 0, y: 0, width: 390, height: 844))`.
///
/// The ``adapter`` is the table's data source; the screen is its delegate (see
/// ``BaseListViewController``): every delegate method below answers with the adapter's answer,
/// so rows take their models' heights, headers and footers show their models, rows of
/// ``InteractiveCellViewModel`` models are selectable and run their handlers once per tap.
/// Override a method to decide yourself.
///
/// Unlike the library, whose table screen left the delegate to the storyboard, `setupUI()`
/// makes the screen the table's delegate, as the collection screens do.
@MainActor
open class BaseTableViewController: BaseListViewController, UITableViewDelegate {
    /// The table's data source, made from `_tableView` the first time it is needed (by
    /// `setupUI()` at the latest) with `automaticallyInferCellViewModelTypes`.
    ///
    /// - Complexity: O(1).
    private(set) open lazy var adapter: TableDataAdapter = TableDataAdapter(
        tableView: required(_tableView), inferModelTypes: automaticallyInferCellViewModelTypes)

    /// The table the screen shows. Set it before the view loads: in ``viewDidLoad()`` before
    /// calling `super`, by overriding this property, or by creating the screen with
    /// ``init(frame:style:)``. A screen whose table is not set when it needs it (to make the
    /// adapter or set up) stops the program with a message saying so, rather
    /// than crashing on nil. Do not replace it once the adapter is made.
    open var _tableView: UITableView!

    /// Creates a screen with a table of the given frame and style.
    public convenience init(frame: CGRect, style: UITableView.Style = .plain) {
        self.init(nibName: nil, bundle: nil)
        _tableView = UITableView(frame: frame, style: style)
    }

    // MARK: Filled in for the shared base

    override var currentList: ListView? { _tableView }
    override var listSource: (property: String, initializer: String) { ("_tableView", "init(frame:style:)") }
    override var listAdapter: ListDataAdapter { adapter }

    override func becomeListDelegate() {
        adapter.forwardingDelegate = nil
        _tableView.delegate = self
    }

    // MARK: UITableViewDelegate: sizes and section views

    /// The row's height: the model's ``AnyViewModel/height(constrainedBy:)`` for the row width,
    /// else the table's `rowHeight` (or a measured height with an estimated row height).
    ///
    /// - Complexity: O(1) plus the model's sizing.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        adapter.tableView(tableView, heightForRowAt: indexPath)
    }

    /// The header's height: its model's, else the table's or the adapter's default.
    ///
    /// - Complexity: O(1) plus the model's sizing.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        adapter.tableView(tableView, heightForHeaderInSection: section)
    }

    /// The footer's height: its model's, else the table's or the adapter's default.
    ///
    /// - Complexity: O(1) plus the model's sizing.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        adapter.tableView(tableView, heightForFooterInSection: section)
    }

    /// The header view, set up by the section's header model; nil for a section without one.
    ///
    /// - Complexity: O(1) plus the dequeue and the model's setup.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        adapter.tableView(tableView, viewForHeaderInSection: section)
    }

    /// The footer view, set up by the section's footer model; nil for a section without one.
    ///
    /// - Complexity: O(1) plus the dequeue and the model's setup.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        adapter.tableView(tableView, viewForFooterInSection: section)
    }

    // MARK: UITableViewDelegate: display callbacks (nothing by default)

    /// Called before a cell shows; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        adapter.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    /// Called after a cell left the screen; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        adapter.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Called before a header view shows; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        adapter.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }

    /// Called before a footer view shows; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        adapter.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }

    /// Called after a header view left the screen; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        adapter.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }

    /// Called after a footer view left the screen; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        adapter.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }

    // MARK: UITableViewDelegate: highlight and selection

    /// Whether a touch highlights the row (and so whether a tap can select it): true for rows of
    /// ``InteractiveCellViewModel`` models, false for the others.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        adapter.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    /// Called when a row is highlighted; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        adapter.tableView(tableView, didHighlightRowAt: indexPath)
    }

    /// Called when a row's highlight ends; does nothing unless overridden.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        adapter.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    /// The row a tap selects: the tapped one.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        adapter.tableView(tableView, willSelectRowAt: indexPath)
    }

    /// Runs the selected row's model's ``InteractiveCellViewModel/selectionHandler``, once per
    /// selection. An override that does not call `super` replaces it.
    ///
    /// - Complexity: O(1) plus the handler.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        adapter.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// The row a tap deselects: the given one.
    ///
    /// - Complexity: O(1).
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        adapter.tableView(tableView, willDeselectRowAt: indexPath)
    }

    /// Runs the deselected row's model's ``InteractiveCellViewModel/deselectionHandler``.
    ///
    /// - Complexity: O(1) plus the handler.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        adapter.tableView(tableView, didDeselectRowAt: indexPath)
    }
}
