import Foundation

extension UITableView {
    /// How UIKit animates rows and sections in and out, with UIKit's raw values. The engine does
    /// not animate: the update methods accept any value and change the rows at once.
    public enum RowAnimation: Int, Hashable, Sendable {
        /// The rows fade in or out.
        case fade
        /// Inserted rows slide in from the right; deleted rows slide out to the right.
        case right
        /// Inserted rows slide in from the left; deleted rows slide out to the left.
        case left
        /// Inserted rows slide in from the top; deleted rows slide out towards the top.
        case top
        /// Inserted rows slide in from the bottom; deleted rows slide out towards the bottom.
        case bottom
        /// No animation of the rows themselves: they appear or disappear in place.
        case none
        /// The rows grow from or shrink to their vertical middle.
        case middle
        /// The animation UIKit picks for the change (the default of a diffable data source).
        case automatic = 100
    }

    /// Performs the insertions, deletions, reloads, moves and reconfigures recorded in
    /// `updates` as one animated change, as UIKit's `performBatchUpdates(_:completion:)`.
    ///
    /// Inside the block, index paths of deletions, reloads, reconfigures and move sources are
    /// those before the update; insertions and move destinations those after it; the order of
    /// the calls does not matter, and nested blocks (and ``beginUpdates()``/``endUpdates()``
    /// pairs) join the outer one. After the block the table reads its counts from the data
    /// source and checks them: every section that exists before and after must have
    /// `before + inserted − deleted + moved in − moved out` rows.
    ///
    /// ```swift
    /// tableView.performBatchUpdates {
    ///     names.insert("Zeppo", at: 0)
    ///     tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    /// }
    /// ```
    ///
    /// A reload gives the row a new cell; a reconfigure runs the data source again on the cell
    /// on screen (its dequeue returns the same cell, without `prepareForReuse`). The selection,
    /// the kept cell states and measured heights move with their rows; those of deleted and
    /// reloaded rows are dropped. Cells on screen move to their new rows, and the layout pass
    /// that follows shows the rows that came into view. `completion` runs with true after it.
    ///
    /// An invalid update stops the program with UIKit's text, as UIKit raises
    /// `NSInternalInconsistencyException` (for example `Invalid update: invalid number of rows
    /// in section 0. …`). Tests that check a refusal use ``performValidatedBatchUpdates(_:completion:)``.
    ///
    /// - Complexity: O(*c* log *c* + *s* + *v* · *c*) for *c* changes, *s* sections and *v* cells
    ///   on screen, plus the layout pass.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performCheckedBatchUpdates(updates, completion: completion)
    }

    /// ``performBatchUpdates(_:completion:)`` for tests that check refusals: an invalid update
    /// throws UIKit's text instead of stopping the program, and the table is then exactly as it
    /// was before the call (`completion` does not run).
    ///
    /// - Throws: ``BatchUpdateError`` with UIKit's text when the update is invalid.
    public func performValidatedBatchUpdates(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) throws(BatchUpdateError) {
        try performUpdates { updates?() }
        completion?(true)
    }

    /// Starts a batch of changes that ends at the matching ``endUpdates()``, as UIKit's
    /// `beginUpdates()`: the calls in between are one update, checked and performed at
    /// `endUpdates()`. Pairs nest; only the outermost pair performs the update, and a batch
    /// inside `performBatchUpdates` joins it.
    public func beginUpdates() { beginBatch() }

    /// Ends the batch ``beginUpdates()`` started; the outermost one checks and performs it,
    /// stopping the program with UIKit's text when it is invalid. An `endUpdates()` without a
    /// `beginUpdates()` stops the program.
    public func endUpdates() { endBatch(operation: "endUpdates()") }

    /// Inserts rows at index paths after the update. Outside `performBatchUpdates` it is a batch
    /// of its own, and an invalid one stops the program with UIKit's text.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("insertRows(at:with:)") { $0.insertedItems += indexPaths }
    }

    /// Deletes rows at index paths before the update.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("deleteRows(at:with:)") { $0.deletedItems += indexPaths }
    }

    /// Reloads rows at index paths before the update: each gets a new cell.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("reloadRows(at:with:)") { $0.reloadedItems += indexPaths }
    }

    /// Moves a row from its index path before the update to one after it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveRow(at:to:)") { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Runs the data source again for rows on screen (index paths before the update), keeping
    /// their cells, as `reconfigureRows(at:)`.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record("reconfigureRows(at:)") { $0.reconfiguredItems += indexPaths }
    }

    /// Inserts sections at indexes after the update.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("insertSections(_:with:)") { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections at indexes before the update.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("deleteSections(_:with:)") { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections at indexes before the update: a delete and an insert of the whole section.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("reloadSections(_:with:)") { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section from its index before the update to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record("moveSection(_:toSection:)") { $0.movedSections.append((section, newSection)) }
    }

    /// Moves the geometry, measured heights and the headers and footers on screen to their
    /// places after `plan` (``ListView`` moves the counts, cells and states).
    ///
    /// - Complexity: O(*s* + *v*) plus, with estimated heights, O(*r* log *c*) for *c* changes
    ///   and the *r* rows of the sections rows leave or enter (see ``remapMeasuredRowHeights(with:)``);
    ///   sections no row leaves or enters keep their index as it is.
    func applyUpdateToLayout(_ plan: BatchUpdatePlan) {
        invalidateRowGeometry()
        remapMeasuredRowHeights(with: plan)
        for isHeader in [true, false] {
            var remapped: DisplayedViews<Int, UIView> = [:]
            for (section, view) in isHeader ? displayedHeaders : displayedFooters {
                if let target = plan.newSection(for: section) {
                    remapped[target] = view
                } else {
                    retireAfterUpdate { self.retireSectionView(view, section: section, isHeader: isHeader) }
                }
            }
            if isHeader { displayedHeaders = remapped } else { displayedFooters = remapped }
        }
    }

    /// Carries measured heights to the rows' index paths after `plan`, without measuring again.
    ///
    /// A section that keeps its rows (no row deleted, reloaded, inserted or moved in or out; the
    /// section itself may move) keeps its index untouched. The measured rows of the other old
    /// sections are mapped one by one with `BatchUpdatePlan.newIndexPath(for:)` and the new
    /// sections they land in are built from them. Deleted and reloaded rows and sections lose
    /// their heights; inserted ones start at the estimate.
    ///
    /// - Complexity: O(*s* + *m* log *c* + *r*) for *m* measured rows in the old sections rows
    ///   leave or enter, *c* changes and *r* rows in the new sections built; O(*s*) when no
    ///   measured row's section changes rows.
    private func remapMeasuredRowHeights(with plan: BatchUpdatePlan) {
        guard let kept = keptRowHeights.take() else { return }
        let update = plan.update
        var changedOld = Set<Int>()
        var changedNew = Set<Int>()
        for path in update.deletedItems + update.reloadedItems { changedOld.insert(path.section) }
        for path in update.insertedItems { changedNew.insert(path.section) }
        for path in update.reloadedItems {
            if let section = plan.newSection(for: path.section) { changedNew.insert(section) }
        }
        for move in update.movedItems {
            changedOld.insert(move.from.section)
            changedNew.insert(move.to.section)
        }
        let newCounts = plan.newCounts.elementsPerSection
        var sections: [RowHeightIndex?] = Array(repeating: nil, count: newCounts.count)
        var landed: [Int: [(row: Int, height: CGFloat)]] = [:]
        var estimate = rowHeightEstimate ?? UITableView.standardRowHeight
        for (oldSection, index) in kept.sections.enumerated() {
            estimate = index.estimate
            let newSection = plan.newSection(for: oldSection)
            if let newSection, !changedOld.contains(oldSection), !changedNew.contains(newSection),
                index.count == newCounts[newSection]
            {
                sections[newSection] = index
                continue
            }
            for (row, height) in index.measuredHeights {
                guard let target = plan.newIndexPath(for: IndexPath(row: row, section: oldSection)) else { continue }
                landed[target.section, default: []].append((target.row, height))
            }
        }
        keptRowHeights = KeptRowHeights(
            width: kept.width,
            sections: newCounts.enumerated().map { section, count in
                sections[section]
                    ?? RowHeightIndex(count: count, estimate: estimate, heights: landed[section] ?? [])
            })
    }
}
