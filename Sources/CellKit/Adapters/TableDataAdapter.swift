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
public final class TableDataAdapter: TableViewDataSource, TableViewDelegate {
    /// The table this adapter drives.
    public let tableView: TableView

    /// The sections shown. Setting it registers missing model types (when
    /// ``automaticallyInferCellViewModelTypes`` is on) and reloads the table.
    ///
    /// - Complexity: O(*s*) for the reload; O(*n*) more in the number of models with inference.
    public var data: [Section] {
        get { sections }
        set {
            sections = newValue
            reloadData()
        }
    }

    var sections: [Section] = []

    /// Whether setting ``data`` registers the model types found in it that are not registered
    /// yet (off by default: registering up front catches a missing type in tests).
    ///
    /// Turning it on registers the types of the data already set.
    public var automaticallyInferCellViewModelTypes = false {
        didSet { registerInferredTypes(in: sections) }
    }

    /// The height of a header or footer whose model gives none and whose table has no
    /// `sectionHeaderHeight`/`sectionFooterHeight` above zero (28, UIKit's plain header height).
    public var defaultHeaderFooterHeight: CGFloat = 28

    /// Creates an adapter and makes it the table's data source and delegate.
    public init(tableView: TableView) {
        self.tableView = tableView
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Registers missing model types (when ``automaticallyInferCellViewModelTypes`` is on) and
    /// reloads the table from ``data``; setting ``data`` calls it. Call it after changing a
    /// setting the table caches, such as ``defaultHeaderFooterHeight``.
    ///
    /// - Complexity: O(*s*), plus O(*n*) in the number of models with inference.
    public func reloadData() {
        registerInferredTypes(in: sections)
        tableView.reloadData()
    }

    /// Shows `newSections` as animated changes: models that adopt ``DiffableViewModel`` in
    /// sections with an `id` are matched by identity, and the difference is performed as batch
    /// updates (insertions, deletions, moves, and reconfigures of the rows whose content
    /// changed, which keep their cells); headers and footers on screen are set up again with
    /// their new models. When the old or the new data cannot be diffed (a model without
    /// identity, a section without an id) the table reloads instead, and the result says why.
    ///
    /// ```swift
    /// let update = adapter.apply(newSections)
    /// // .batchUpdates(stages: 2), or .reloadData(reason: "... does not adopt DiffableViewModel ...")
    /// ```
    ///
    /// The engine does not animate; `animated` is kept for parity with UIKit's APIs.
    ///
    /// - Complexity: O(*n*) for the diff of *n* models (linear in practice, see
    ///   `StagedChangeset`), plus the batch updates and a layout pass.
    @discardableResult
    public func apply(_ newSections: [Section], animated: Bool = true) -> DataUpdate {
        applySections(newSections)
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

extension TableDataAdapter: SectionsAdapter {
    var list: ListView { tableView }
    var listRegistry: ViewModelRegistry { tableView.registry }
    func registerModelTypes(_ modelTypes: [any AnyViewModel.Type]) { tableView.register(modelTypes) }
    func reloadList() { tableView.reloadData() }

    func cellsOnScreen() -> [(IndexPath, ReusableView)] {
        tableView.visibleCells.compactMap { cell in tableView.indexPath(for: cell).map { ($0, cell) } }
    }

    func supplementaryViewsOnScreen() -> [(SupplementaryKind, IndexPath, ReusableView)] {
        sections.indices.flatMap { section in
            [(SupplementaryKind.header, tableView.headerView(forSection: section)), (.footer, tableView.footerView(forSection: section))]
                .compactMap { kind, view in
                    (view as? ReusableView).map { (kind, IndexPath(row: 0, section: section), $0) }
                }
        }
    }
}
