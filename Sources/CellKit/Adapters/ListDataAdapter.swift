import Foundation

/// What ``TableDataAdapter`` and ``CollectionDataAdapter`` share: the sections they show, type
/// inference, reloading, animated apply, and keeping the views on screen in step with the
/// models after an apply. You use one of the two subclasses; their public APIs are twins, as
/// UIKit's table and collection data sources are.
///
/// Everything here goes through the list's engine directly (`ListView`): registering the types
/// a data set needs is adapter → registry → engine.
///
/// The lookups (``sectionModel(at:)``, ``itemModel(at:)`` ...) are the CellViewModel library's;
/// the data source asks ``itemModel(at:)`` for each cell, so a subclass that overrides it decides
/// what each row shows.
@MainActor
open class ListDataAdapter {
    /// The list this adapter drives.
    let listView: ListView

    /// The sections shown. Setting it registers missing model types (when
    /// ``automaticallyInferCellViewModelTypes`` is on) and reloads the list, unless the adapter
    /// was made with `automaticallyReloadData: false`: then call ``reloadData()`` yourself.
    ///
    /// Inside a batch update of the list (a `performBatchUpdates` block, or between
    /// `beginUpdates()` and `endUpdates()`) a reload cannot run: setting it there changes nothing,
    /// and the batch is refused with an error that says so. With `automaticallyReloadData: false`
    /// the data is taken, as a data source's model is changed inside a batch, and put back if the
    /// batch is refused.
    ///
    /// - Complexity: O(*s*) for the reload; O(*n*) more in the number of models with inference.
    ///   A collection view's layout is prepared at the next layout pass.
    public var data: [Section] {
        get { sections }
        set {
            if automaticallyReloadData,
                listView.refuseInsideBatch(
                    "The data setter (which reloads the list)",
                    fix: "Set data after the batch ends, or show new data as batch updates with apply(_:animated:) "
                        + "outside any batch; to record the changes in the batch yourself, make the adapter with "
                        + "automaticallyReloadData: false.") != nil
            {
                return
            }
            let shown = sections
            listView.undoIfBatchRefused { self.sections = shown }
            sections = newValue
            if automaticallyReloadData {
                reloadData()
            } else {
                registerInferredTypes(in: sections)
            }
        }
    }

    /// Whether setting ``data`` reloads the list (true unless the adapter was made with
    /// `automaticallyReloadData: false`, as in the CellViewModel library).
    public let automaticallyReloadData: Bool

    /// Whether the adapter drives a table or a collection view.
    public var listKind: ListKind { ListKind(of: listView) }

    /// The sections the data source answers with.
    var sections: [Section] = []

    /// Whether setting ``data`` registers the model types found in it that are not registered
    /// yet (off by default: registering up front catches a missing type in tests).
    ///
    /// Turning it on registers the types of the data already set.
    public var automaticallyInferCellViewModelTypes = false {
        didSet { registerInferredTypes(in: sections) }
    }

    /// The size of a header or footer whose model gives none and whose list has no default for
    /// it (28, UIKit's plain header height): in a table, when `sectionHeaderHeight` /
    /// `sectionFooterHeight` is not above zero; in a collection view, the length along the
    /// scroll axis when the layout has no reference size.
    public var defaultHeaderFooterHeight: CGFloat = 28

    init(listView: ListView, inferModelTypes: Bool, automaticallyReloadData: Bool) {
        self.listView = listView
        self.automaticallyReloadData = automaticallyReloadData
        self.automaticallyInferCellViewModelTypes = inferModelTypes
    }

    /// Registers missing model types (when ``automaticallyInferCellViewModelTypes`` is on) and
    /// reloads the list from ``data``; setting ``data`` calls it. Call it after changing a
    /// setting the list caches, such as ``defaultHeaderFooterHeight``.
    ///
    /// - Complexity: O(*s*), plus O(*n*) in the number of models with inference.
    public func reloadData() {
        registerInferredTypes(in: sections)
        listView.reloadList()
    }

    /// Shows `newSections` as animated changes: models that adopt ``DiffableViewModel`` in
    /// sections with an `id` are matched by identity, and the difference is performed as batch
    /// updates (insertions, deletions, moves, and reconfigures of the rows whose content
    /// changed, which keep their cells); headers and footers on screen are set up again with
    /// their new models. When the old or the new data cannot be diffed (a model without
    /// identity, a section without an id) the list reloads instead, and the result says why.
    ///
    /// ```swift
    /// let update = adapter.apply(newSections)
    /// // .batchUpdates(stages: 2), or .reloadData(reason: "... does not adopt DiffableViewModel ...")
    /// ```
    ///
    /// Inside a batch update of the list (a `performBatchUpdates` block, or between
    /// `beginUpdates()` and `endUpdates()`) a diff cannot join the batch, as in UIKit, where a
    /// diffable apply inside batch updates is an error: the call changes nothing (neither ``data``
    /// nor the list), returns ``DataUpdate/refused(reason:)``, and the batch is refused with the
    /// same text.
    ///
    /// The engine does not animate; `animated` is kept for parity with UIKit's APIs.
    ///
    /// - Complexity: O(*n*) for the diff of *n* models (linear in practice, see
    ///   `StagedChangeset`), plus the batch updates and a layout pass. Data equal row for row to
    ///   ``data`` (the same sections, each model of the same type with the same identity and
    ///   content as the one it replaces: an app's data built again) takes one comparison per row
    ///   and no diff.
    @discardableResult
    public func apply(_ newSections: [Section], animated: Bool = true) -> DataUpdate {
        if let refusal = listView.refuseInsideBatch(
            "apply(_:animated:)", fix: "Call apply(_:animated:) after the batch ends: it performs batch updates of its own.")
        {
            lastUpdate = .refused(reason: refusal.description)
            return .refused(reason: refusal.description)
        }
        registerInferredTypes(in: newSections)
        let update = applyDiff(
            from: sections, to: newSections, on: listView, setData: { self.sections = $0 },
            reload: { self.listView.reloadList() })
        refreshViewsOnScreen()
        lastUpdate = update
        return update
    }

    /// How the last ``apply(_:animated:)`` (or ``update(data:animated:)``, or an outline toggle)
    /// showed its data: batch updates, a reload with the reason the data could not be diffed, or
    /// a refusal with its reason; nil before the first. For a test that checks an apply it did
    /// not make itself (a screen's) did not fall back to a reload.
    public private(set) var lastUpdate: DataUpdate?

    /// The CellViewModel library's spelling of ``apply(_:animated:)``, from its diffable adapter:
    /// shows `data` as batch updates where the data sets can be diffed, else with a reload, and
    /// returns how (the original returned nothing; the result is discardable). Sections that share
    /// an identifier cannot be diffed: they are shown with a reload, and the result's reason names
    /// them.
    ///
    /// - Complexity: as ``apply(_:animated:)``.
    @discardableResult
    open func update(data: [Section], animated: Bool) -> DataUpdate {
        apply(data, animated: animated)
    }

    /// Registers the unregistered model types of `sections` when inference is on.
    ///
    /// - Complexity: O(*n*) in the number of models, when inference is on.
    private func registerInferredTypes(in sections: [Section]) {
        guard automaticallyInferCellViewModelTypes else { return }
        listView.registry.registerMissingTypes(in: sections)
    }

    /// Gives the cells on screen the accessibility identifiers of their models at their current
    /// index paths, and sets up the headers and footers on screen again with the current models
    /// of their sections. UIKit would leave position-suffixed identifiers of moved rows stale;
    /// CellKit keeps them equal to what a fixture of the data set lists.
    ///
    /// - Complexity: O(*v*) for *v* views on screen.
    private func refreshViewsOnScreen() {
        for (indexPath, cell) in listView.cellsOnScreen() {
            cell.accessibilityIdentifier = sections.model(at: indexPath).accessibilityIdentifier(for: indexPath)
        }
        let list = ListKind(of: listView)
        for (elementKind, indexPath, view) in listView.sectionViewsOnScreen() {
            guard let kind = SupplementaryKind(elementKind: elementKind), sections.indices.contains(indexPath.section),
                let model = sections[indexPath.section][kind], view.reuseIdentifier == type(of: model).uniqueIdentifier
            else { continue }
            model.configure(
                view, identifiedAs: model.accessibilityIdentifier(forHeaderFooterIn: indexPath.section, of: list))
        }
    }

    // MARK: Lookups (the data source asks itemModel(at:), so they are in the class, to be overridable)
    /// The section at `index` of ``data``. An index out of range stops the program with a message
    /// naming it and the number of sections (check ``contains(section:)`` first).
    ///
    /// - Complexity: O(1).
    open func sectionModel(at index: Int) -> Section {
        checkSection(index, in: "sectionModel(at:)")
        return sections[index]
    }

    /// The model of the row (item) at `indexPath`. The data source asks it for every cell; an
    /// index path out of range stops the program with a message naming it and the section's
    /// size (check ``containsModel(at:)`` first).
    ///
    /// - Complexity: O(1).
    open func itemModel(at indexPath: IndexPath) -> any AnyCellViewModel {
        checkItem(indexPath)
        return sections[indexPath.section].items[indexPath[1]]
    }

    /// `body` with the model of the row (item) at `indexPath`, for the data source. When
    /// `lookupIsOwn` (the adapter is an instance of the adapter class itself, whose
    /// ``itemModel(at:)`` is the one above; a subclass may override it), the model is read where
    /// ``data`` keeps it: ``itemModel(at:)`` returns a copy, which costs a copy and a destruction
    /// of the existential per cell shown. Otherwise `body` gets ``itemModel(at:)``'s answer.
    ///
    /// - Complexity: O(1) plus `body`.
    @inline(__always)
    func withItemModel<Result>(
        at indexPath: IndexPath, lookupIsOwn: Bool, _ body: (borrowing any AnyCellViewModel) -> Result
    ) -> Result {
        guard lookupIsOwn else { return body(itemModel(at: indexPath)) }
        checkItem(indexPath)
        return withModel(at: indexPath[1], of: sections[indexPath.section].items, body)
    }

    /// Stops the program when ``data`` has no model at `indexPath` (see ``itemModel(at:)``).
    @inline(__always)
    private func checkItem(_ indexPath: IndexPath) {
        let section = indexPath.section
        guard sections.indices.contains(section), sections[section].items.indices.contains(indexPath[1]) else {
            itemOutOfRange(indexPath)
        }
    }

    /// Stops the program for ``itemModel(at:)`` at an index path ``data`` does not have.
    @inline(never)
    private func itemOutOfRange(_ indexPath: IndexPath) -> Never {
        checkSection(indexPath.section, in: "itemModel(at:)")
        let count = sections[indexPath.section].items.count
        listFailure(
            "itemModel(at: \(indexPath)) is out of range: section \(indexPath.section) has \(count) "
                + "item\(count == 1 ? "" : "s"). Check containsModel(at:) before asking for a model.")
    }

    /// The header model of `section`, or nil.
    ///
    /// - Complexity: O(1).
    open func headerModel(in section: Int) -> (any AnySupplementaryViewModel)? {
        checkSection(section, in: "headerModel(in:)")
        return sectionModel(at: section).header
    }

    /// The footer model of `section`, or nil.
    ///
    /// - Complexity: O(1).
    open func footerModel(in section: Int) -> (any AnySupplementaryViewModel)? {
        checkSection(section, in: "footerModel(in:)")
        return sectionModel(at: section).footer
    }

    /// The header or footer model for a collection view element `kind`
    /// (`UICollectionView.elementKindSectionHeader` or `...Footer`) in `indexPath`'s section; nil
    /// for other kinds.
    ///
    /// - Complexity: O(1).
    open func supplementaryModel(ofKind kind: String, at indexPath: IndexPath) -> (any AnySupplementaryViewModel)? {
        supplementaryModel(ofKind: kind, in: indexPath.section)
    }

    /// The header or footer model for a collection view element `kind` in `section`; nil for
    /// other kinds.
    ///
    /// - Complexity: O(1).
    open func supplementaryModel(ofKind kind: String, in section: Int) -> (any AnySupplementaryViewModel)? {
        SupplementaryKind(elementKind: kind).flatMap { sectionModel(at: section)[$0] }
    }

    /// Whether ``data`` has a section at `section`.
    ///
    /// - Complexity: O(1).
    open func contains(section: Int) -> Bool {
        sections.indices.contains(section)
    }

    /// Whether ``data`` has a model at `indexPath`.
    ///
    /// - Complexity: O(1).
    open func containsModel(at indexPath: IndexPath) -> Bool {
        contains(section: indexPath.section) && sections[indexPath.section].items.indices.contains(indexPath[1])
    }

    /// Stops the program when ``data`` has no section `index`, naming the lookup.
    private func checkSection(_ index: Int, in lookup: String) {
        listPrecondition(
            sections.indices.contains(index),
            "\(lookup): section \(index) is out of range: data has \(sections.count) "
                + "section\(sections.count == 1 ? "" : "s"). Check contains(section:) before asking for a model.")
    }
}
