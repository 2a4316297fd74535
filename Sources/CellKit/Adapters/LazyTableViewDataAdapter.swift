import Foundation

/// A table view's data source over elements of any type, turning an element into a view model
/// only when its row comes into view: the CellViewModel library's lazy table adapter.
///
/// ```swift
/// tableView.register(ContactCellModel.self)
/// let adapter = LazyTableViewDataAdapter<Contact>(tableView: tableView) { adapter, indexPath in
///     ContactCellModel(contact: adapter.data[indexPath.row])
/// }
/// adapter.data = contacts   // reloads; no model is made yet
/// ```
///
/// The table shows one section of `data.count` rows. For each row coming into view the adapter
/// calls the data provider (through ``LazyListDataAdapter/itemModel(at:)``) and dequeues the
/// cell with the model, as ``TableDataAdapter`` does: the cell gets the model's accessibility
/// identifier and is set up by the model. Rows that stay on screen, or never come into view, are
/// not asked for, so a million elements cost what a reload costs. Over models you already have,
/// `init(tableView:)` shows `data[indexPath.row]`.
///
/// The adapter makes itself the table's `dataSource` and nothing else, as in the CellViewModel
/// library: the table's `delegate` stays the screen's, and rows take their heights from the
/// table's `rowHeight` (or that delegate), not from the models. The table holds its data source
/// weakly, as UIKit does: keep a reference to the adapter. Register every model type the
/// provider can return before setting ``LazyListDataAdapter/data``; a model of an unregistered
/// type stops the program with a message naming it, its row and the `register` call.
@MainActor
open class LazyTableViewDataAdapter<T>: LazyListDataAdapter<T>, UITableViewDataSource {
    /// Makes the model of a row coming into view: given the adapter (for its
    /// ``LazyListDataAdapter/data``) and the row's index path. The CellViewModel library's type,
    /// isolated to the main actor, where the adapter calls it (a closure written in a screen's
    /// code is isolated there already).
    public typealias DataProvider = @MainActor (LazyTableViewDataAdapter<T>, IndexPath) -> any AnyCellViewModel

    /// The table this adapter is the data source of.
    public let tableView: UITableView

    /// Creates an adapter and makes it the table's data source (only: the table's delegate is
    /// left as it is).
    ///
    /// - Parameters:
    ///   - tableView: The table the adapter shows its data in; it holds the adapter weakly, as
    ///     UIKit's data source, so keep a reference to the adapter.
    ///   - automaticallyReloadData: Whether setting ``LazyListDataAdapter/data`` reloads the table.
    ///   - dataProvider: The model for a row coming into view, called each time one does.
    /// - Complexity: O(1).
    public init(
        tableView: UITableView, automaticallyReloadData: Bool = true, dataProvider: @escaping DataProvider
    ) {
        self.tableView = tableView
        super.init(listView: tableView, automaticallyReloadData: automaticallyReloadData) { adapter, indexPath in
            dataProvider(unsafeDowncast(adapter, to: LazyTableViewDataAdapter<T>.self), indexPath)
        }
        tableView.dataSource = self
    }

    // MARK: UITableViewDataSource

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// `data.count`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { data.count }

    /// The cell for the model the data provider returns for `indexPath`, dequeued and set up by
    /// the model as `UITableView.dequeueReusableCell(with:for:)` does.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let (model, identifier) = registeredModel(at: indexPath)
        return tableView.dequeueReusableCell(with: model, for: indexPath, reuseIdentifier: identifier)
    }
}

extension LazyTableViewDataAdapter where T == any AnyCellViewModel {
    /// An adapter over models of any types: row *n* shows `data[n]`. A row out of range (a
    /// table not reloaded after `data` shrank) stops the program with a message naming it.
    ///
    /// - Complexity: O(1).
    public convenience init(tableView: UITableView) {
        self.init(tableView: tableView) { adapter, indexPath in adapter.element(at: indexPath) }
    }
}

extension LazyTableViewDataAdapter where T: AnyCellViewModel {
    /// An adapter over models of one type: row *n* shows `data[n]`. A row out of range stops the
    /// program with a message naming it.
    ///
    /// - Complexity: O(1).
    public convenience init(tableView: UITableView) {
        self.init(tableView: tableView) { adapter, indexPath in adapter.element(at: indexPath) }
    }
}
