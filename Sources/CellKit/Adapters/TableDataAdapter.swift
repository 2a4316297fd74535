import Foundation

/// A table view's data source and delegate, driven by sections of view models.
///
/// ```swift
/// let adapter = TableDataAdapter(tableView: tableView)
/// tableView.register(UserCellModel.self)
/// adapter.data = [Section(items: users.map(UserCellModel.init))]   // reloads
/// ```
///
/// The adapter makes itself the table's `dataSource` and `delegate`; the table holds it weakly,
/// as UIKit does, so keep a reference to the adapter. It answers counts from ``ListDataAdapter/data``,
/// dequeues and sets up cells (for ``ListDataAdapter/itemModel(at:)``) and header/footer views
/// through their models, takes row heights from the models'
/// ``AnyViewModel/height(constrainedBy:)`` (falling back to the table's `rowHeight`), makes rows
/// of ``InteractiveCellViewModel`` models selectable and calls their handlers.
///
/// ## A screen that is the table's delegate
///
/// When the table already has a delegate as the adapter is made (a screen that set
/// `tableView.delegate = self` first, as screens written for the CellViewModel library do, whose
/// adapter is only the data source), the adapter keeps it as ``forwardingDelegate``, weakly, and
/// passes on what it does not answer itself:
/// - heights, header and footer views for rows and sections whose models give none;
/// - highlighting of rows whose models are not interactive (the delegate decides, true unless
///   it says otherwise, as in UIKit);
/// - every display, highlight and selection callback, after the model's handler.
@MainActor
open class TableDataAdapter: ListDataAdapter, UITableViewDataSource, UITableViewDelegate {
    /// The table this adapter drives.
    public let tableView: UITableView

    /// The delegate the table had when the adapter was made, which the adapter passes on to what
    /// it does not answer itself; nil when the table had none. Set it to choose another one (or none).
    public weak var forwardingDelegate: (any UITableViewDelegate)? {
        didSet { forwards = forwardingDelegate != nil }
    }

    /// Whether ``forwardingDelegate`` was set: the callbacks the adapter only passes on check it
    /// before loading the weak reference, so a list without one pays a load of a flag.
    @exclusivity(unchecked) private var forwards = false

    /// ``forwardingDelegate``, loaded only when one was set.
    @inline(__always) private var forward: (any UITableViewDelegate)? { forwards ? forwardingDelegate : nil }

    /// Creates an adapter and makes it the table's data source and delegate, keeping a delegate
    /// the table already had as ``forwardingDelegate``.
    ///
    /// - Parameters:
    ///   - tableView: The table the adapter shows its data in; it holds the adapter weakly, as
    ///     UIKit's data source and delegate, so keep a reference to the adapter.
    ///   - inferModelTypes: Whether setting ``ListDataAdapter/data`` registers the model types
    ///     it finds (``ListDataAdapter/automaticallyInferCellViewModelTypes``).
    ///   - automaticallyReloadData: Whether setting ``ListDataAdapter/data`` reloads the table.
    public init(tableView: UITableView, inferModelTypes: Bool = false, automaticallyReloadData: Bool = true) {
        self.tableView = tableView
        super.init(listView: tableView, inferModelTypes: inferModelTypes, automaticallyReloadData: automaticallyReloadData)
        forwardingDelegate = tableView.delegate
        forwards = forwardingDelegate != nil   // observers do not run in the class's own init
        tableView.dataSource = self
        tableView.delegate = self
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { data.count }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        data[section].items.count
    }

    /// The cell of ``ListDataAdapter/itemModel(at:)`` (read where ``ListDataAdapter/data`` keeps
    /// it, unless a subclass may have overridden the lookup), dequeued and set up.
    ///
    /// - Complexity: O(1) plus the model's setup.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        withItemModel(at: indexPath, lookupIsOwn: type(of: self) == TableDataAdapter.self) {
            tableView.dequeueReusableCell(with: $0, for: indexPath)
        }
    }

    // MARK: UITableViewDelegate: sizes and section views

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        data.model(at: indexPath).height(constrainedBy: tableView.rowWidth)
            ?? forward?.tableView(tableView, heightForRowAt: indexPath) ?? UITableView.automaticDimension
    }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        guard let header = data[section].header else {
            return forward?.tableView(tableView, heightForHeaderInSection: section) ?? UITableView.automaticDimension
        }
        return supplementaryHeight(header, tableDefault: tableView.sectionHeaderHeight)
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        guard let footer = data[section].footer else {
            return forward?.tableView(tableView, heightForFooterInSection: section) ?? UITableView.automaticDimension
        }
        return supplementaryHeight(footer, tableDefault: tableView.sectionFooterHeight)
    }

    private func supplementaryHeight(_ model: any AnySupplementaryViewModel, tableDefault: CGFloat) -> CGFloat {
        model.height(constrainedBy: tableView.bounds.width)
            ?? (tableDefault > 0 ? tableDefault : defaultHeaderFooterHeight)
    }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let header = data[section].header else {
            return forward?.tableView(tableView, viewForHeaderInSection: section)
        }
        return tableView.dequeueReusableHeaderFooterView(with: header, inSection: section)
    }

    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        guard let footer = data[section].footer else {
            return forward?.tableView(tableView, viewForFooterInSection: section)
        }
        return tableView.dequeueReusableHeaderFooterView(with: footer, inSection: section)
    }

    // MARK: UITableViewDelegate: display callbacks, passed on

    /// Passes the callback for a cell coming into view on to the ``forwardingDelegate``, if there
    /// is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forward?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    /// Passes the callback for a cell that left the screen on to the ``forwardingDelegate``, if
    /// there is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forward?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Passes the callback for a header view coming into view on to the ``forwardingDelegate``, if
    /// there is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        forward?.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }

    /// Passes the callback for a footer view coming into view on to the ``forwardingDelegate``, if
    /// there is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        forward?.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }

    /// Passes the callback for a header view that left the screen on to the ``forwardingDelegate``,
    /// if there is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        forward?.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }

    /// Passes the callback for a footer view that left the screen on to the ``forwardingDelegate``,
    /// if there is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        forward?.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }

    // MARK: UITableViewDelegate: highlight and selection

    /// Whether a tap highlights the row: yes when its model is an ``InteractiveCellViewModel``
    /// (the CellViewModel library's rule), else the ``forwardingDelegate``'s answer, and no without
    /// one (unlike UIKit's default of yes: a row that does nothing when tapped does not light up).
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        data.interactiveModel(at: indexPath) != nil
            || forward?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? false
    }

    /// Passes the callback for a highlighted row on to the ``forwardingDelegate``, if there is one;
    /// the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        forward?.tableView(tableView, didHighlightRowAt: indexPath)
    }

    /// Passes the callback for a row whose highlight ended on to the ``forwardingDelegate``, if
    /// there is one; the adapter itself does nothing here.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        forward?.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    /// The row a tap selects: the ``forwardingDelegate``'s answer, or the tapped row itself
    /// without one, as UIKit's default.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        forward.map { $0.tableView(tableView, willSelectRowAt: indexPath) } ?? indexPath
    }

    /// Calls the ``InteractiveCellViewModel/selectionHandler`` of the row's model, if it is
    /// interactive, then passes the selection on to the ``forwardingDelegate``.
    ///
    /// - Complexity: O(1) plus the handler's and the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        data.interactiveModel(at: indexPath)?.selectionHandler?()
        forward?.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// The row a tap deselects: the ``forwardingDelegate``'s answer, or the row itself without
    /// one, as UIKit's default.
    ///
    /// - Complexity: O(1) plus the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        forward.map { $0.tableView(tableView, willDeselectRowAt: indexPath) } ?? indexPath
    }

    /// Calls the ``InteractiveCellViewModel/deselectionHandler`` of the row's model, if it is
    /// interactive, then passes the deselection on to the ``forwardingDelegate``.
    ///
    /// - Complexity: O(1) plus the handler's and the forwarding delegate's work.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        data.interactiveModel(at: indexPath)?.deselectionHandler?()
        forward?.tableView(tableView, didDeselectRowAt: indexPath)
    }

    // MARK: UITableViewDelegate: swipe actions

    /// The row's ``ListCellViewModel`` leading swipe actions, else the forwarding delegate's.
    ///
    /// - Complexity: O(1) plus the model's answer.
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        data.swipeActions(at: indexPath, edge: .leading)
            ?? forward?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The row's ``ListCellViewModel`` trailing swipe actions, else the forwarding delegate's
    /// (nil from both: the table's own Delete, when the row's editing style allows it).
    ///
    /// - Complexity: O(1) plus the model's answer.
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        data.swipeActions(at: indexPath, edge: .trailing)
            ?? forward?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
}

/// The CellViewModel library's name for ``TableDataAdapter`` (an alias):
/// `TableViewDataAdapter(tableView:inferModelTypes:automaticallyReloadData:)`.
public typealias TableViewDataAdapter = TableDataAdapter
