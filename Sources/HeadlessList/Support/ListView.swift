import Foundation
import ListDiff

/// What ``TableView`` and ``CollectionView`` share beyond scrolling: editing mode and the
/// per-row cell states the list drives (expansion, swipe, reordering, drag and drop, focus).
/// UIKit has no such class; the engine keeps the shared part in one place.
///
/// The list remembers each state by index path and applies it to the cell on screen now and to
/// every cell it shows later, so a state survives scrolling and reuse. Each change asks the
/// cell for a configuration update.
@MainActor
public class ListView: ScrollView {
    struct CellStates: Equatable {
        var isExpanded = false
        var isSwiped = false
        var isReordering = false
        var dragState = CellConfigurationState.DragState.none
        var dropState = CellConfigurationState.DropState.none
    }

    @exclusivity(unchecked) private var cellStates: [IndexPath: CellStates] = [:]
    /// The selected rows or items (see `SelectableList`).
    @exclusivity(unchecked) var selectedIndexPaths: Set<IndexPath> = []

    /// Whether the list is in editing mode; every cell shows `isEditing`.
    @exclusivity(unchecked) public var isEditing = false {
        didSet { if isEditing != oldValue { forEachDisplayedCell { $1.isEditing = isEditing } } }
    }

    /// The row or item with focus, if any; its cell shows `isFocused`.
    @exclusivity(unchecked) public var focusedIndexPath: IndexPath? {
        didSet {
            guard focusedIndexPath != oldValue else { return }
            if let focusedIndexPath { validateIndexPath(focusedIndexPath, operation: "focusedIndexPath") }
            forEachDisplayedCell { indexPath, cell in cell.isFocused = indexPath == focusedIndexPath }
        }
    }

    /// Turns editing mode on or off, as `setEditing(_:animated:)`.
    ///
    /// - Complexity: O(*v*) for *v* cells on screen.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Marks the row or item at `indexPath` expanded (its children show) or collapsed.
    ///
    /// - Complexity: O(1).
    public func setExpanded(_ expanded: Bool, at indexPath: IndexPath) {
        updateStates(at: indexPath, operation: "setExpanded(_:at:)") { $0.isExpanded = expanded }
    }

    /// Whether the row or item at `indexPath` is marked expanded.
    public func isExpanded(at indexPath: IndexPath) -> Bool { cellStates[indexPath]?.isExpanded ?? false }

    /// Shows or hides the swipe actions of the row or item at `indexPath`. Showing them hides
    /// those of any other row, as a person's swipe does.
    ///
    /// - Complexity: O(*k*) for *k* rows with states.
    public func setSwiped(_ swiped: Bool, at indexPath: IndexPath) {
        if swiped {
            for (other, states) in cellStates where states.isSwiped && other != indexPath {
                updateStates(at: other, operation: "setSwiped(_:at:)") { $0.isSwiped = false }
            }
        }
        updateStates(at: indexPath, operation: "setSwiped(_:at:)") { $0.isSwiped = swiped }
    }

    /// Marks the row or item at `indexPath` as being reordered, or not.
    ///
    /// - Complexity: O(1).
    public func setReordering(_ reordering: Bool, at indexPath: IndexPath) {
        updateStates(at: indexPath, operation: "setReordering(_:at:)") { $0.isReordering = reordering }
    }

    /// Sets where the row or item at `indexPath` is in a drag (`.lifting`, `.dragging`, `.none`).
    ///
    /// - Complexity: O(1).
    public func setDragState(_ state: CellConfigurationState.DragState, at indexPath: IndexPath) {
        updateStates(at: indexPath, operation: "setDragState(_:at:)") { $0.dragState = state }
    }

    /// Sets whether the row or item at `indexPath` is under a drop (`.target`, `.notTarget`, `.none`).
    ///
    /// - Complexity: O(1).
    public func setDropState(_ state: CellConfigurationState.DropState, at indexPath: IndexPath) {
        updateStates(at: indexPath, operation: "setDropState(_:at:)") { $0.dropState = state }
    }

    private func updateStates(at indexPath: IndexPath, operation: String, _ change: (inout CellStates) -> Void) {
        validateIndexPath(indexPath, operation: operation)
        var states = cellStates[indexPath] ?? CellStates()
        change(&states)
        cellStates[indexPath] = states == CellStates() ? nil : states
        if let cell = displayedReusableCell(at: indexPath) { applyListStates(to: cell, at: indexPath) }
    }

    /// Readies a cell from the data source for `indexPath`: its selection and list states, a
    /// place in the list (so it sees the list's traits), and its configuration brought up to date.
    func prepareForDisplay(_ cell: ReusableView, at indexPath: IndexPath) {
        cell.isSelected = !selectedIndexPaths.isEmpty && selectedIndexPaths.contains(indexPath)
        cell.isHighlighted = false
        applyListStates(to: cell, at: indexPath)
        insertSubview(cell, at: 0)
        cell.updateConfigurationIfNeeded()
    }

    /// Gives `cell` the states the list keeps for `indexPath`, before it shows.
    func applyListStates(to cell: ReusableView, at indexPath: IndexPath) {
        let states = cellStates.isEmpty ? CellStates() : cellStates[indexPath] ?? CellStates()
        cell.isEditing = isEditing
        cell.isFocused = focusedIndexPath == indexPath
        cell.isExpanded = states.isExpanded
        cell.isSwiped = states.isSwiped
        cell.isReordering = states.isReordering
        cell.cellDragState = states.dragState
        cell.cellDropState = states.dropState
    }

    /// Moves the views on screen keyed by index path to their places after the update, and
    /// retires the views of rows that were deleted or reloaded.
    func remapDisplayed<V>(
        _ views: inout DisplayedViews<IndexPath, V>, with plan: BatchUpdatePlan,
        retire: @escaping (IndexPath, V) -> Void
    ) {
        var remapped: DisplayedViews<IndexPath, V> = [:]
        for (indexPath, view) in views {
            if let target = plan.newIndexPath(for: indexPath) {
                remapped[target] = view
            } else {
                retiringViews.append { retire(indexPath, view) }
            }
        }
        views = remapped
    }

    /// Returns a view to its pool once the update's layout pass is over.
    func retireAfterUpdate(_ retire: @escaping () -> Void) {
        retiringViews.append(retire)
    }

    /// Runs the data source again for the cells on screen whose rows were reconfigured: the
    /// data source's dequeue for that index path returns the same cell, without
    /// `prepareForReuse`, and the cell's configuration is brought up to date.
    func reconfigureDisplayedCells<Cell: ReusableView>(
        _ cells: inout DisplayedViews<IndexPath, Cell>, with plan: BatchUpdatePlan, cellProvider: (IndexPath) -> Cell?,
        retire: @escaping (IndexPath, Cell) -> Void
    ) {
        for oldPath in plan.update.reconfiguredItems {
            guard let indexPath = plan.newIndexPath(for: oldPath), let cell = cells[indexPath] else { continue }
            reconfiguringCell = (indexPath, cell)
            let provided = cellProvider(indexPath)
            reconfiguringCell = nil
            if let provided, provided !== cell {
                retireAfterUpdate { retire(indexPath, cell) }
                prepareForDisplay(provided, at: indexPath)
                cells[indexPath] = provided
            } else {
                cell.updateConfigurationIfNeeded()
            }
        }
    }

    /// Forgets every kept state (the data changed under them).
    func resetListStates() {
        cellStates = [:]
        focusedIndexPath = nil
    }

    // MARK: Batch updates

    /// The batch being recorded, while inside a `performBatchUpdates` block.
    private var pendingUpdate: BatchUpdate?
    /// The cell being reconfigured: the data source's dequeue for its index path returns it.
    var reconfiguringCell: (indexPath: IndexPath, cell: ReusableView)?

    /// Takes the counts before the update (reading them first if the list never has), runs
    /// `updates`, then checks and performs everything recorded in it (and in nested blocks,
    /// which join the outermost batch) as one update.
    func performUpdates(_ updates: () -> Void) throws(BatchUpdateError) {
        guard pendingUpdate == nil else { return updates() }
        let before = countsBeforeUpdate()
        pendingUpdate = BatchUpdate()
        updates()
        let update = pendingUpdate ?? BatchUpdate()
        pendingUpdate = nil
        let plan = try BatchUpdatePlan(
            update, oldCounts: before, newCounts: countsAfterUpdate(), vocabulary: updateVocabulary)
        applyUpdate(plan)
        remapListStates(with: plan)
        layoutIfNeeded()
        let leaving = retiringViews
        retiringViews = []
        for retire in leaving { retire() }
    }

    /// Views leaving in an update, returned to their pools after the update's layout pass: as
    /// in UIKit, where they animate out while the new cells come in, a deleted or reloaded
    /// row's cell is not handed to the rows the update brings.
    private var retiringViews: [() -> Void] = []

    /// How element updates of a staged changeset become batch changes.
    package enum ElementUpdateStyle {
        /// Run the data source again on the cell on screen (`reconfigure`).
        case reconfigure
        /// Give the row a new cell (`reload`).
        case reload
    }

    /// Performs each stage of `staged` as one batch update, handing the stage's data to
    /// `setData` inside it so the data source answers with it after the update. A stage the list refuses is a bug in
    /// the diff, and stops the program with the refusal.
    ///
    /// - Complexity: O(*c* log *c*) per stage for *c* changes, plus the layout passes.
    package func performStages<Model, Element>(
        _ staged: StagedChangeset<Model, Element>, elementUpdates: ElementUpdateStyle,
        setData: ([ArraySection<Model, Element>]) -> Void
    ) {
        for stage in staged {
            do {
                try performUpdates {
                    setData(stage.data)
                    pendingUpdate?.deletedSections = IndexSet(stage.sectionDeleted)
                    pendingUpdate?.insertedSections = IndexSet(stage.sectionInserted)
                    pendingUpdate?.reloadedSections = IndexSet(stage.sectionUpdated)
                    pendingUpdate?.movedSections = stage.sectionMoved.map { ($0.source, $0.target) }
                    pendingUpdate?.deletedItems = stage.elementDeleted.map(\.indexPath)
                    pendingUpdate?.insertedItems = stage.elementInserted.map(\.indexPath)
                    pendingUpdate?.movedItems = stage.elementMoved.map { ($0.source.indexPath, $0.target.indexPath) }
                    switch elementUpdates {
                    case .reconfigure: pendingUpdate?.reconfiguredItems = stage.elementUpdated.map(\.indexPath)
                    case .reload: pendingUpdate?.reloadedItems = stage.elementUpdated.map(\.indexPath)
                    }
                }
            } catch {
                listFailure("a diff stage was refused, which is a bug in the diff: \(error.description)")
            }
        }
    }

    /// Records a change into the current batch; outside one, performs it as a batch of its own,
    /// stopping the program with the refusal's text when it is invalid (UIKit raises there too).
    func record(_ operation: String, _ change: (inout BatchUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        do {
            try performUpdates { change(&pendingUpdate!) }
        } catch {
            listFailure("\(operation): \(error.description)")
        }
    }

    /// The selection and the kept cell states, moved to their index paths after the update;
    /// those of deleted and reloaded rows are dropped.
    private func remapListStates(with plan: BatchUpdatePlan) {
        selectedIndexPaths = Set(selectedIndexPaths.compactMap(plan.newIndexPath(for:)))
        var remapped: [IndexPath: CellStates] = [:]
        for (indexPath, states) in cellStates {
            if let target = plan.newIndexPath(for: indexPath) { remapped[target] = states }
        }
        cellStates = remapped
        focusedIndexPath = focusedIndexPath.flatMap(plan.newIndexPath(for:))
    }

    /// The cell to hand back to a dequeue for `indexPath` during a reconfigure, if any: the
    /// existing cell, without `prepareForReuse`. A dequeue with another reuse identifier stops
    /// the program with UIKit's text.
    func takeReconfiguringCell(for indexPath: IndexPath, identifier: String) -> ReusableView? {
        guard let reconfiguring = reconfiguringCell, reconfiguring.indexPath == indexPath else { return nil }
        listPrecondition(
            reconfiguring.cell.reuseIdentifier == identifier,
            "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell "
                + "when reconfiguring an item, which is not allowed. The cell at \(indexPath.uikitDescription) has "
                + "the identifier \(reconfiguring.cell.reuseIdentifier ?? "nil"), the dequeue asked for \(identifier).")
        reconfiguringCell = nil
        return reconfiguring.cell
    }

    // Overridden by the two lists.
    func countsBeforeUpdate() -> ListCounts { ListCounts(elementsPerSection: []) }
    func countsAfterUpdate() -> ListCounts { ListCounts(elementsPerSection: []) }
    var updateVocabulary: ListVocabulary { .table }
    /// Moves the list's own state (counts, geometry, views on screen) through a checked update.
    func applyUpdate(_ plan: BatchUpdatePlan) {}
    func displayedReusableCell(at indexPath: IndexPath) -> ReusableView? { nil }
    func forEachDisplayedCell(_ body: (IndexPath, ReusableView) -> Void) {}
    func validateIndexPath(_ indexPath: IndexPath, operation: String) {}
}

extension ElementPath {
    /// The same position as an index path.
    var indexPath: IndexPath { IndexPath(row: element, section: section) }
}
