import Foundation
import ListDiff

/// What both diffable data sources keep: the applied snapshot and the sections the list is
/// shown, and how a new snapshot reaches the list. A class: the list reads it (through the data
/// source) while an apply is under way.
@MainActor
final class SnapshotStore<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    typealias Sections = [ArraySection<IdentityOnly<SectionID>, IdentityOnly<ItemID>>]

    /// The last snapshot applied, without its reload and reconfigure marks.
    private(set) var snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>()
    /// What the data source answers with: the snapshot's sections, or a stage's on the way to them.
    private(set) var shown: Sections = []
    /// The section snapshots applied with ``apply(_:to:list:)``, by section, while the whole
    /// snapshot has not been replaced since.
    private var sectionSnapshots: [SectionID: NSDiffableDataSourceSectionSnapshot<ItemID>] = [:]
    /// How many section snapshots were shown through their expansion runs, without a diff (for
    /// tests that check which path an apply took).
    private(set) var expansionUpdates = 0
    /// Whether every section snapshot goes through the diff (tests compare the two paths).
    var alwaysDiffs = false

    /// The item at `indexPath` in what is shown, or nil.
    ///
    /// - Complexity: O(1).
    func item(at indexPath: IndexPath) -> ItemID? {
        guard indexPath.count == 2, shown.indices.contains(indexPath[0]),
            shown[indexPath[0]].elements.indices.contains(indexPath[1])
        else { return nil }
        return shown[indexPath[0]].elements[indexPath[1]].identifier
    }

    /// The outline level of the item at `indexPath` (0 for roots) when its section was applied
    /// as a section snapshot, 0 in other sections; nil when nothing is shown there.
    ///
    /// - Complexity: O(depth) of the item.
    func outlineLevel(at indexPath: IndexPath) -> Int? {
        guard let item = item(at: indexPath) else { return nil }
        guard let outline = sectionSnapshots[shown[indexPath[0]].model.identifier] else { return 0 }
        return outline.contains(item) ? outline.level(of: item) : 0
    }

    /// Whether the item at `indexPath` is expanded in the section snapshot its section was
    /// applied as; nil when its section was not applied as one, or nothing is shown there.
    ///
    /// - Complexity: O(1).
    func outlineIsExpanded(at indexPath: IndexPath) -> Bool? {
        guard !sectionSnapshots.isEmpty, let item = item(at: indexPath),
            let outline = sectionSnapshots[shown[indexPath[0]].model.identifier], outline.contains(item)
        else { return nil }
        return outline.isExpanded(item)
    }

    var numberOfSections: Int { shown.count }
    func numberOfItems(inSection section: Int) -> Int { shown[section].elements.count }

    /// Diffs `new` against the applied snapshot and performs the stages on `list`, then the
    /// reloads, reconfigures and section reloads `new` is marked with, in one last batch.
    ///
    /// - Complexity: O(*n*) for the diff of *n* items (see ``StagedChangeset``) plus the updates.
    func apply(_ new: NSDiffableDataSourceSnapshot<SectionID, ItemID>, to list: ListView) {
        apply(new, to: list, sectionSnapshots: [:])
    }

    /// ``apply(_:to:)`` with the section snapshots that describe `new` (which cells dequeued
    /// during the updates read their outline levels from).
    private func apply(
        _ new: NSDiffableDataSourceSnapshot<SectionID, ItemID>, to list: ListView,
        sectionSnapshots: [SectionID: NSDiffableDataSourceSectionSnapshot<ItemID>]
    ) {
        self.sectionSnapshots = sectionSnapshots
        let target = new.identitySections
        // Providers that query the data source during the updates see the snapshot being applied.
        snapshot = new.clearingMarks()
        let staged = StagedChangeset<IdentityOnly<SectionID>, IdentityOnly<ItemID>>(source: shown, target: target)
        // UIKit shows the difference as one update: no layout pass between the stages, so the
        // cell provider (and a table's height delegate) is asked only for the snapshot's items.
        list.defersUpdateLayout = true
        list.performStages(staged, elementUpdates: .reload) { self.shown = $0 }
        list.defersUpdateLayout = false
        shown = target
        if list.pendingUpdate == nil { list.finishUpdate() }
        let reloads = new.reloadedItemIdentifiers.compactMap(new.position(of:)).map { IndexPath(item: $0.item, section: $0.section) }
        let reconfigures = new.reconfiguredItemIdentifiers.compactMap(new.position(of:))
            .map { IndexPath(item: $0.item, section: $0.section) }
        let sections = IndexSet(new.reloadedSectionIdentifiers.compactMap(new.indexOfSection))
        if !reloads.isEmpty || !reconfigures.isEmpty || !sections.isEmpty {
            do {
                try list.performUpdates {
                    list.record("apply(_:)") {
                        $0.reloadedItems = reloads.filter { !sections.contains($0[0]) }
                        $0.reconfiguredItems = reconfigures.filter { !sections.contains($0[0]) && !reloads.contains($0) }
                        $0.reloadedSections = sections
                    }
                }
            } catch {
                listFailure("apply(_:): the snapshot's reloads were refused: \(error.description)")
            }
        }
    }

    /// Whether `operation` of a diffable data source is refused because `list` is recording a
    /// batch update: a diff or a reload cannot join another batch, so the data source changes
    /// nothing and the batch is refused (see `ListView.refuseInsideBatch(_:fix:)`).
    func refusesInsideBatch(on list: ListView?, _ operation: String) -> Bool {
        list?.refuseInsideBatch(
            operation, fix: "Call \(operation) after the batch ends: the data source performs batch updates of its own."
        ) != nil
    }

    /// Takes `new` as it is, for a data source that will reload its list.
    func replace(with new: NSDiffableDataSourceSnapshot<SectionID, ItemID>) {
        sectionSnapshots = [:]
        shown = new.identitySections
        snapshot = new.clearingMarks()
    }

    /// Shows `sectionSnapshot`'s visible items as the items of `section` (appended as the last
    /// section when it is not there), the other sections unchanged; on `list` through
    /// ``apply(_:to:)`` when there is one.
    ///
    /// When the section shows a section snapshot that differs from `sectionSnapshot` only in
    /// which parents are expanded (a copy changed by `expand` and `collapse`), or `toggled` names
    /// the one parent whose expansion (and children) changed, the runs of items shown or hidden
    /// under those parents go to the list as one batch update without a diff; it is the batch
    /// the diff would give (deletions at old index paths, insertions at new ones, ascending).
    ///
    /// - Complexity: for a change of expansion, O(*v* + *n*) for the *v* items shown or hidden
    ///   and the *n* items of the section (moving the items after the first change: an array
    ///   copy and one map update each), plus the updates; else O(*N*) for the *N* items of the
    ///   data source, plus the diff and updates.
    func apply(
        _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemID>, to section: SectionID, list: ListView?,
        toggled: ItemID? = nil
    ) {
        if let list, !alwaysDiffs,
            let old = sectionSnapshots[section] ?? toggled.map({ _ in self.sectionSnapshot(for: section) }),
            let runs = expansionRuns(from: old, to: sectionSnapshot, toggled: toggled),
            applyExpansionRuns(runs, of: sectionSnapshot, to: section, list: list)
        {
            return
        }
        var new = snapshot
        if new.indexOfSection(section) == nil { new.appendSections([section]) }
        new.deleteItems(new.itemIdentifiers(inSection: section))
        new.appendItems(sectionSnapshot.visibleItems, toSection: section)
        var kept = sectionSnapshots
        kept[section] = sectionSnapshot
        if let list { apply(new, to: list, sectionSnapshots: kept) } else { replace(with: new) }
        sectionSnapshots = kept
    }

    /// The runs of items that change from `old` to `new`: those of every parent whose expansion
    /// changed when the trees are the same; else, when `toggled` is given (its expansion
    /// flipped, its children possibly replaced, nothing else changed), its run; nil otherwise.
    private func expansionRuns(
        from old: NSDiffableDataSourceSectionSnapshot<ItemID>, to new: NSDiffableDataSourceSectionSnapshot<ItemID>,
        toggled: ItemID?
    ) -> [NSDiffableDataSourceSectionSnapshot<ItemID>.ExpansionRun]? {
        if let runs = new.expansionRuns(from: old) { return runs }
        guard let parent = toggled, old.contains(parent), new.contains(parent), old.isVisible(parent),
            new.isVisible(parent)
        else { return nil }
        let expanding = new.isExpanded(parent)
        guard expanding != old.isExpanded(parent) else { return nil }
        return [.init(
            parent: parent, isExpanding: expanding,
            items: expanding ? new.visibleDescendants(of: parent) : old.visibleDescendants(of: parent))]
    }

    /// Shows `runs` in `section` as one batch update on `list`: each expanding run inserted just
    /// after its parent, each collapsing run removed from there; then `sectionSnapshot` is the
    /// section's. Returns false, having changed nothing, when what is shown does not match the
    /// runs (a parent not shown in `section`, a collapsing run whose first or last item is not
    /// where it should be, an expanding run with an item shown already, runs that overlap), for
    /// the caller to take the general path.
    ///
    /// - Complexity: O(*v* + *n*) for the *v* items of the runs and the *n* items of the section
    ///   (array copies; the snapshot's map is updated for the *v* items only), plus the update.
    private func applyExpansionRuns(
        _ runs: [NSDiffableDataSourceSectionSnapshot<ItemID>.ExpansionRun],
        of sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemID>, to section: SectionID, list: ListView
    ) -> Bool {
        guard let sectionIndex = snapshot.indexOfSection(section), shown.indices.contains(sectionIndex) else { return false }
        let old = shown[sectionIndex].elements
        // Each run with its parent's index in the section, in order.
        var placed: [(parent: Int, run: NSDiffableDataSourceSectionSnapshot<ItemID>.ExpansionRun)] = []
        placed.reserveCapacity(runs.count)
        for run in runs where !run.items.isEmpty {
            guard let position = snapshot.position(of: run.parent), position.section == sectionIndex,
                old.indices.contains(position.item), old[position.item].identifier == run.parent
            else { return false }
            placed.append((position.item, run))
        }
        placed.sort { $0.parent < $1.parent }
        let oldItems = snapshot.itemIdentifiers(inSection: section)
        var end = 0  // the first old index after the previous run
        var inserted = 0
        for (parent, run) in placed {
            guard parent >= end else { return false }
            if run.isExpanding {
                inserted += run.items.count
                end = parent + 1
            } else {
                guard parent + run.items.count < old.count else { return false }
                // The run's ends: the section shows its section snapshot's visible items, so
                // what lies between follows (comparing every item would cost as much as the rest).
                guard oldItems[parent + 1] == run.items[0], oldItems[parent + run.items.count] == run.items.last!
                else { return false }
                end = parent + 1 + run.items.count
            }
        }
        // The section's new items, the splices for the snapshot, and the batch: deletions at old
        // index paths, insertions at new ones.
        var elements: [IdentityOnly<ItemID>] = []
        elements.reserveCapacity(old.count + inserted)
        var items: [ItemID] = []
        items.reserveCapacity(old.count + inserted)
        var splices: [NSDiffableDataSourceSnapshot<SectionID, ItemID>.Splice] = []
        var deleted: [ElementPath] = []
        var insertedPaths: [ElementPath] = []
        var next = 0  // the next old index to copy
        for (parent, run) in placed {
            elements.append(contentsOf: old[next...parent])
            items.append(contentsOf: oldItems[next...parent])
            next = parent + 1
            if run.isExpanding {
                splices.append(.init(index: items.count, inserted: run.items))
                for item in run.items {
                    insertedPaths.append(ElementPath(element: elements.count, section: sectionIndex))
                    elements.append(IdentityOnly(item))
                }
                items.append(contentsOf: run.items)
            } else {
                splices.append(.init(index: items.count, removed: run.items))
                for index in next..<next + run.items.count {
                    deleted.append(ElementPath(element: index, section: sectionIndex))
                }
                next += run.items.count
            }
        }
        elements.append(contentsOf: old[next...])
        items.append(contentsOf: oldItems[next...])
        guard snapshot.spliceItems(inSectionAt: sectionIndex, with: items, splices) else { return false }
        // As the general path: the section snapshots and the snapshot first (providers read
        // them during the update), then the update, during which the data source answers with
        // the new items.
        var kept = sectionSnapshots
        kept[section] = sectionSnapshot
        sectionSnapshots = kept
        var target = shown
        target[sectionIndex].elements = elements
        let stages = placed.isEmpty
            ? [] : [Changeset(data: target, elementDeleted: deleted, elementInserted: insertedPaths)]
        list.performStages(StagedChangeset(stages: stages), elementUpdates: .reload) { self.shown = $0 }
        shown = target
        expansionUpdates += 1
        return true
    }

    /// The section snapshot of `section`: the one last applied to it, else its items as root
    /// items; empty for a section the data source does not have.
    ///
    /// - Complexity: O(*n*) for the *n* items of the section.
    func sectionSnapshot(for section: SectionID) -> NSDiffableDataSourceSectionSnapshot<ItemID> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemID>()
        if snapshot.indexOfSection(section) != nil { flat.append(snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Moves the item at `source` to `destination` in the stored snapshot, the list having moved
    /// its row already (a user's reorder).
    ///
    /// - Complexity: O(*n*) for the sections touched.
    func moveItem(from source: IndexPath, to destination: IndexPath) {
        if let new = snapshotMovingItem(from: source, to: destination) { replace(with: new) }
    }

    /// The stored snapshot with the item at `source` moved to `destination`; nil when there is
    /// no item at `source` or no section at `destination`.
    ///
    /// - Complexity: O(*n*) for the sections touched.
    func snapshotMovingItem(
        from source: IndexPath, to destination: IndexPath
    ) -> NSDiffableDataSourceSnapshot<SectionID, ItemID>? {
        guard let item = item(at: source), snapshot.sectionIdentifiers.indices.contains(destination[0]) else { return nil }
        var new = snapshot
        let section = new.sectionIdentifiers[destination[0]]
        new.deleteItems([item])
        let items = new.itemIdentifiers(inSection: section)
        if items.indices.contains(destination[1]) {
            new.insertItems([item], beforeItem: items[destination[1]])
        } else {
            new.appendItems([item], toSection: section)
        }
        return new
    }

    // MARK: Queries shared by both data sources

    /// Where `item` is shown, as (section, item) indexes, or nil.
    ///
    /// - Complexity: O(1).
    func position(of item: ItemID) -> (section: Int, item: Int)? { snapshot.position(of: item) }

    /// The section at `index`, or nil.
    ///
    /// - Complexity: O(1).
    func sectionIdentifier(at index: Int) -> SectionID? {
        snapshot.sectionIdentifiers.indices.contains(index) ? snapshot.sectionIdentifiers[index] : nil
    }
}
