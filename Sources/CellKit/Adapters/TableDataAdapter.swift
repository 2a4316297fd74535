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
/// as UIKit does, so keep a reference to it. It answers counts from ``data``, dequeues and sets
/// up cells and header/footer views through their models, takes row heights from the models'
/// ``AnyViewModel/height(constrainedBy:)`` (falling back to the table's `rowHeight`), makes only
/// rows of ``InteractiveCellViewModel`` models selectable and calls their handlers.
@MainActor
public final class TableDataAdapter: ListDataAdapter, TableViewDataSource, TableViewDelegate {
    /// The table this adapter drives.
    public let tableView: TableView

    /// Creates an adapter and makes it the table's data source and delegate.
    public init(tableView: TableView) {
        self.tableView = tableView
        super.init(listView: tableView)
        tableView.dataSource = self
        tableView.delegate = self
    }

    // MARK: TableViewDataSource

    public func numberOfSections(in tableView: TableView) -> Int { data.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        data[section].items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(with: data.model(at: indexPath), for: indexPath)
    }

    // MARK: TableViewDelegate

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        data.model(at: indexPath).height(constrainedBy: tableView.rowWidth) ?? TableView.automaticDimension
    }

    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        supplementaryHeight(data[section].header, tableDefault: tableView.sectionHeaderHeight)
    }

    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        supplementaryHeight(data[section].footer, tableDefault: tableView.sectionFooterHeight)
    }

    private func supplementaryHeight(_ model: (any AnySupplementaryViewModel)?, tableDefault: CGFloat) -> CGFloat {
        guard let model else { return TableView.automaticDimension }
        return model.height(constrainedBy: tableView.bounds.width)
            ?? (tableDefault > 0 ? tableDefault : defaultHeaderFooterHeight)
    }

    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        data[section].header.map { tableView.dequeueReusableHeaderFooterView(with: $0, inSection: section) }
    }

    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        data[section].footer.map { tableView.dequeueReusableHeaderFooterView(with: $0, inSection: section) }
    }

    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        data.interactiveModel(at: indexPath) != nil
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        data.interactiveModel(at: indexPath)?.selectionHandler?()
    }

    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        data.interactiveModel(at: indexPath)?.deselectionHandler?()
    }
}
