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
        refuseChangeWhileMakingCell("a batch update (performBatchUpdates, an insert, delete, move, reload or reconfigure, or a diffable data source's apply)")
        let before = currentCounts
        pendingUpdate = BatchUpdate()
        updates()
        let update = pendingUpdate ?? BatchUpdate()
        pendingUpdate = nil
        try finishBatch(update, before: before)
    }

    /// Performs the batch just recorded: refused, changing nothing (and putting back what
    /// ``undoIfBatchRefused(_:)`` was given), when a call that cannot be part of a batch was made
    /// in it or when UIKit's checks fail; else checked and performed.
    private func finishBatch(_ update: BatchUpdate, before: ListCounts) throws(BatchUpdateError) {
        let undos = undoOnRefusal
        undoOnRefusal = []
        do throws(BatchUpdateError) {
            if let refusal = update.refusal { throw refusal }
            try applyUpdate(update, before: before)
        } catch {
            for undo in undos.reversed() { undo() }
            throw error
        }
    }

    /// Refuses `operation` when a batch update is being recorded, and returns the refusal: a
    /// reload or a diff cannot be part of another batch (UIKit's documentation: do not call
    /// `reloadData()` inside updates; a diffable apply performs batch updates of its own). The
    /// caller then changes nothing, and the batch, when it ends, is refused with this error
    /// (`performBatchUpdates` and `endUpdates()` stop the program with it, as UIKit raises;
    /// `performValidatedBatchUpdates` throws it). Returns nil outside a batch.
    ///
    /// - Parameters:
    ///   - operation: the call, as the app wrote it (`apply(_:animated:)`).
    ///   - fix: what to do instead.
    package func refuseInsideBatch(_ operation: String, fix: String) -> BatchUpdateError? {
        guard pendingUpdate != nil else { return nil }
        let refusal = BatchUpdateError(
            reason: "\(operation) was called inside a batch update of the \(vocabulary.view) (a performBatchUpdates "
                + "block, or between beginUpdates() and endUpdates()), where it cannot run: it was not performed, "
                + "and the batch is refused, leaving the \(vocabulary.view) as it was.",
            fix: fix)
        if pendingUpdate?.refusal == nil { pendingUpdate?.refusal = refusal }
        return refusal
    }

    /// `reloadData()` of both lists inside a batch being recorded: refused (see
    /// ``refuseInsideBatch(_:fix:)``). Returns whether it was.
    func refusesReloadInsideBatch() -> Bool {
        refuseInsideBatch(
            "reloadData()",
            fix: "Call reloadData() after the batch ends, or record the change in the batch instead (insert, delete, "
                + "reload or reconfigure the \(vocabulary.element)s that changed).") != nil
    }

    /// Runs `undo` if the batch being recorded is refused; nothing outside a batch.
    package func undoIfBatchRefused(_ undo: @escaping () -> Void) {
        if pendingUpdate != nil { undoOnRefusal.append(undo) }
    }

    /// Checks `update` against the counts before it and the data source's counts now, and
    /// performs it.
    private func applyUpdate(_ update: BatchUpdate, before: ListCounts) throws(BatchUpdateError) {
        let plan = try BatchUpdatePlan(update, oldCounts: before, newCounts: readCounts(), vocabulary: vocabulary)
        counts = plan.newCounts
        dataGeneration &+= 1
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
    /// the diff, and stops the program with the refusal. Callers refuse a diff inside a batch
    /// being recorded (``refuseInsideBatch(_:fix:)``) before changing anything.
    ///
    /// - Complexity: O(*c* log *c*) per stage for *c* changes, plus the layout passes.
    package func performStages<Model, Element>(
        _ staged: StagedChangeset<Model, Element>, elementUpdates: ElementUpdateStyle,
        setData: ([ArraySection<Model, Element>]) -> Void
    ) {
        // Each stage is a batch of its own; callers refuse a diff inside a batch (refuseInsideBatch).
        listPrecondition(pendingUpdate == nil, "a diff was performed inside a batch update, which is a bug in CellKit")
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
    /// it is invalid, then runs `completion` with true. With a test's handler
    /// (``ProgrammerErrors``) a refusal is handed to it, the list stays as it was and
    /// `completion` does not run.
    func performCheckedBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        do {
            try performUpdates { updates?() }
        } catch {
            // With a test's handler: the refused update changed nothing, and completion does not run.
            return reportRefusedBatch(error)
        }
        completion?(true)
    }

    /// Reports a refused batch as UIKit's uncaught `NSInternalInconsistencyException`: stops the
    /// program, or hands it to a test's handler (``ProgrammerErrors``); the list is as it was.
    private func reportRefusedBatch(_ error: BatchUpdateError) {
        listRecoverableFailure(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(error.description)'")
    }

    /// Stops the program when `operation` is called while the list asks its data source for a
    /// cell: the list is in the middle of placing the cells of its current data, so it can
    /// neither take new data nor move those cells. UIKit does not support it either (the
    /// reference sheet has no text for it); the message names the call and the fix.
    func refuseChangeWhileMakingCell(_ operation: @autoclosure () -> String) {
        guard cellRequestDepth > 0 else { return }
        let callback =
            vocabulary.element == "row"
            ? "tableView(_:cellForRowAt:)" : "collectionView(_:cellForItemAt:)"
        listFailure(
            "\(operation()) was called on the \(vocabulary.view) while it was asking its data source for a cell "
                + "(inside \(callback) or a diffable data source's cell provider), where it cannot run: the "
                + "\(vocabulary.view) is placing the cells of its current data. Only configure the cell there; change "
                + "the data before or after the layout pass, in the code that learns of the change.")
    }

    /// Opens a `beginUpdates()` batch (or joins the current one).
    func beginBatch() {
        if openBatchDepth == 0, pendingUpdate == nil { refuseChangeWhileMakingCell("beginUpdates()") }
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
            try finishBatch(update, before: before)
        } catch {
            reportRefusedBatch(error)
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
            listRecoverableFailure("\(operation): \(error.description)")
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
