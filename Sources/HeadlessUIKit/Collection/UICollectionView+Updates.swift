import Foundation

extension UICollectionView {
    /// Performs the insertions, deletions, reloads, moves and reconfigures recorded in
    /// `updates` as one animated change, with the semantics of
    /// ``UITableView/performBatchUpdates(_:completion:)`` ("items" where tables say "rows"). An
    /// invalid update stops the program with UIKit's text, as UIKit raises there.
    ///
    /// - Complexity: O(*c* log *c* + *s* + *v* · *c*) for *c* changes, plus preparing the layout.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performCheckedBatchUpdates(updates, completion: completion)
    }

    /// ``performBatchUpdates(_:completion:)`` for tests that check refusals: an invalid update
    /// throws UIKit's text, and the collection view is then exactly as it was before the call.
    ///
    /// - Throws: ``BatchUpdateError`` with UIKit's text when the update is invalid.
    public func performValidatedBatchUpdates(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) throws(BatchUpdateError) {
        try performUpdates { updates?() }
        completion?(true)
    }

    /// Inserts items at index paths after the update. Outside `performBatchUpdates` it is a
    /// batch of its own, and an invalid one stops the program with UIKit's text.
    public func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems(at:)") { $0.insertedItems += indexPaths }
    }

    /// Deletes items at index paths before the update.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems(at:)") { $0.deletedItems += indexPaths }
    }

    /// Reloads items at index paths before the update: each gets a new cell.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems(at:)") { $0.reloadedItems += indexPaths }
    }

    /// Moves an item from its index path before the update to one after it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem(at:to:)") { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Runs the data source again for items on screen (index paths before the update), keeping
    /// their cells, as `reconfigureItems(at:)`.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        record("reconfigureItems(at:)") { $0.reconfiguredItems += indexPaths }
    }

    /// Inserts sections at indexes after the update.
    public func insertSections(_ sections: IndexSet) {
        record("insertSections(_:)") { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections at indexes before the update.
    public func deleteSections(_ sections: IndexSet) {
        record("deleteSections(_:)") { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections at indexes before the update.
    public func reloadSections(_ sections: IndexSet) {
        record("reloadSections(_:)") { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section from its index before the update to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record("moveSection(_:toSection:)") { $0.movedSections.append((section, newSection)) }
    }

    /// Forgets measured sizes, invalidates the layout and moves the supplementary and decoration
    /// views on screen, and a compositional layout's orthogonal offsets, to their sections after `plan` (``ListView`` moves the counts, cells and states).
    ///
    /// - Complexity: O(*v*) for *v* views on screen; the layout is prepared at the next pass.
    func applyUpdateToLayout(_ plan: BatchUpdatePlan) {
        collectionViewLayout.forgetMeasuredSizes()
        collectionViewLayout.invalidateLayout()
        var remapped: DisplayedViews<ElementKey, UICollectionReusableView> = [:]
        for (key, view) in displayedSupplementaryViews {
            if let section = plan.newSection(for: key.indexPath.section) {
                remapped[ElementKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: section))] = view
            } else {
                retireAfterUpdate { self.retire(view, for: key) }
            }
        }
        displayedSupplementaryViews = remapped
        var decorations: DisplayedViews<ElementKey, UICollectionReusableView> = [:]
        for (key, view) in displayedDecorationViews {
            if let section = plan.newSection(for: key.indexPath.section) {
                decorations[ElementKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: section))] = view
            } else {
                decorationPool.enqueue(view, for: key.kind)
            }
        }
        displayedDecorationViews = decorations
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.moveOrthogonalOffsets(plan.newSection(for:))
    }
}
