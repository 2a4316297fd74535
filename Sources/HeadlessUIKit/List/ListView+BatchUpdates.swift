import Foundation
import ListDiff

/// Batch updates, shared by both lists: recording the changes of a `performBatchUpdates` block,
/// checking them with UIKit's rules (``BatchUpdatePlan``), and moving counts, the cells on
/// screen, the selection and the kept cell states to their index paths after the update. Each
/// list moves its own geometry and supplementary views (``ConcreteList/applyUpdateToLayout(_:)``).
extension ListView {
    /// Takes the counts before the update (reading them first if the list never has), runs
    /// `updates`, then checks and performs everything recorded in it (and in nested blocks,
    /// which join the outermost batch) as one update.
    func performUpdates(_ updates: () -> Void) throws(BatchUpdateError) {
        guard pendingUpdate == nil else { return updates() }
        let before = currentCounts
        pendingUpdate = BatchUpdate()
        updates()
        let update = pendingUpdate ?? BatchUpdate()
        pendingUpdate = nil
        try applyUpdate(update, before: before)
    }

    /// Checks `update` against the counts before it and the data source's counts now, and
    /// performs it.
    private func applyUpdate(_ update: BatchUpdate, before: ListCounts) throws(BatchUpdateError) {
        let plan = try BatchUpdatePlan(update, oldCounts: before, newCounts: readCounts(), vocabulary: vocabulary)
        counts = plan.newCounts
        remapDisplayedCells(with: plan)
        concrete.applyUpdateToLayout(plan)
        reconfigureDisplayedCells(with: plan)
        remapListStates(with: plan)
        if !defersUpdateLayout { finishUpdate() }
    }

    /// The layout pass after an update, which shows the rows that came into view; then the
    /// views that left go back to their pools.
    func finishUpdate() {
        layoutIfNeeded()
        let leaving = retiringViews
        retiringViews = []
        for retire in leaving { retire() }
    }

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

    /// `performBatchUpdates(_:completion:)` of both lists: performs the update, stopping the
    /// program with the refusal's text (UIKit's `NSInternalInconsistencyException` reason) when
    /// it is invalid, then runs `completion` with true.
    func performCheckedBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        do {
            try performUpdates { updates?() }
        } catch {
            listFailure("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(error.description)'")
        }
        completion?(true)
    }

    /// Opens a `beginUpdates()` batch (or joins the current one).
    func beginBatch() {
        if openBatchDepth == 0, pendingUpdate == nil {
            batchStartCounts = currentCounts
            pendingUpdate = BatchUpdate()
            ownsOpenBatch = true
        }
        openBatchDepth += 1
    }

    /// Closes a `beginUpdates()` batch; the outermost one performs it.
    func endBatch(operation: String) {
        listPrecondition(openBatchDepth > 0, "\(operation) called without a matching beginUpdates()")
        openBatchDepth -= 1
        guard openBatchDepth == 0, ownsOpenBatch else { return }
        ownsOpenBatch = false
        let update = pendingUpdate ?? BatchUpdate()
        pendingUpdate = nil
        let before = batchStartCounts ?? currentCounts
        batchStartCounts = nil
        do {
            try applyUpdate(update, before: before)
        } catch {
            listFailure("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(error.description)'")
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

    /// Returns a view to its pool once the update's layout pass is over.
    func retireAfterUpdate(_ retire: @escaping () -> Void) {
        retiringViews.append(retire)
    }

    /// Moves the cells on screen to their index paths after the update, and retires the cells
    /// of rows that were deleted or reloaded.
    private func remapDisplayedCells(with plan: BatchUpdatePlan) {
        var remapped: DisplayedViews<IndexPath, ReusableView> = [:]
        for (indexPath, cell) in displayedCells {
            if let target = plan.newIndexPath(for: indexPath) {
                remapped[target] = cell
            } else {
                retireAfterUpdate { self.concrete.retire(cell, at: indexPath) }
            }
        }
        displayedCells = remapped
    }

    /// Runs the data source again for the cells on screen whose rows were reconfigured: the
    /// data source's dequeue for that index path returns the same cell, without
    /// `prepareForReuse`, and the cell's configuration is brought up to date.
    private func reconfigureDisplayedCells(with plan: BatchUpdatePlan) {
        for oldPath in plan.update.reconfiguredItems {
            guard let indexPath = plan.newIndexPath(for: oldPath), let cell = displayedCells[indexPath] else { continue }
            reconfiguringCell = (indexPath, cell)
            let provided = concrete.cellFromDataSource(at: indexPath)
            reconfiguringCell = nil
            if let provided, provided !== cell {
                retireAfterUpdate { self.concrete.retire(cell, at: indexPath) }
                prepareForDisplay(provided, at: indexPath)
                displayedCells[indexPath] = provided
            } else {
                cell.updateConfigurationIfNeeded()
            }
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
}

extension ElementPath {
    /// The same position as an index path.
    var indexPath: IndexPath { IndexPath(row: element, section: section) }
}
