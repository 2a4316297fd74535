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
        list.performStages(staged, elementUpdates: .reload) { self.shown = $0 }
        shown = target
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
    /// - Complexity: O(*N*) for the *N* items of the data source, plus the diff and updates.
    func apply(
        _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemID>, to section: SectionID, list: ListView?
    ) {
        var new = snapshot
        if new.indexOfSection(section) == nil { new.appendSections([section]) }
        new.deleteItems(new.itemIdentifiers(inSection: section))
        new.appendItems(sectionSnapshot.visibleItems, toSection: section)
        var kept = sectionSnapshots
        kept[section] = sectionSnapshot
        if let list { apply(new, to: list, sectionSnapshots: kept) } else { replace(with: new) }
        sectionSnapshots = kept
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
