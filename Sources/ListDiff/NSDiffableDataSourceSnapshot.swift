/// The state of a list's data at one moment: its sections in order and the items of each
/// section, all named by identifiers; the engine's `NSDiffableDataSourceSnapshot`.
///
/// Build a snapshot with the section and item mutations, hand it to a diffable data source,
/// and the data source diffs it against what it shows. Identifiers are unique across the whole
/// snapshot: a section identifier appears once, an item identifier appears once (in one section).
/// Alongside the contents a snapshot records which items and sections the app asked to reload or
/// reconfigure; those marks follow their identifiers through moves and vanish with them on delete.
///
/// Mistakes UIKit treats as programmer errors (appending items with no section, reloading an
/// identifier that isn't there, supplying duplicates, inserting relative to a missing anchor) stop
/// the program with UIKit's text, so the crash reads like the one on a device. Deleting an
/// identifier that isn't there is not a mistake: it is ignored, as in UIKit.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["Favourites", "All"])
/// snapshot.appendItems([1, 2], toSection: "Favourites")
/// snapshot.appendItems([3, 4, 5])                 // into the last section, "All"
/// snapshot.moveItem(5, beforeItem: 3)
/// snapshot.itemIdentifiers(inSection: "All")      // [5, 3, 4]
/// snapshot.indexOfItem(3)                         // 3: its index in `itemIdentifiers`
/// ```
///
/// Storage: the section order, one item array per section, and two maps kept in sync with them
/// (section → its index, item → its section and its index in that section), so every lookup by
/// identifier is a hash lookup. A data source that inserts or removes runs of items in a section
/// (an outline expanding or collapsing a parent) may leave the indexes of the items after the
/// runs unwritten: a short list of pending shifts per section corrects them on lookup, and the
/// next other change writes them. In the complexities below, `S` is the number of sections, `N`
/// the number of items, `k` the number of identifiers passed in, and `n` the size of the sections
/// an operation touches.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Where an item is: the identifier of its section and its index among the section's items,
    /// as it was after the first `epoch` of the section's ``pendingShifts`` (see
    /// ``currentIndex(of:)``).
    struct ItemLocation: Sendable {
        var section: SectionIdentifierType
        var index: Int
        var epoch = 0
    }

    /// A change to the indexes of a section's items not yet written into ``itemLocations``:
    /// every item at `from` or after moved by `delta`.
    struct IndexShift: Sendable {
        var from: Int
        var delta: Int
    }

    /// The section identifiers, in order.
    var sectionOrder: [SectionIdentifierType] = []
    /// Each section's index in ``sectionOrder``.
    var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// Each section's items, parallel to ``sectionOrder``.
    var sectionItems: [[ItemIdentifierType]] = []
    /// Each item's section and index in that section's items.
    var itemLocations: [ItemIdentifierType: ItemLocation] = [:]
    /// By section, the shifts of indexes that ``itemLocations`` does not show yet, oldest first;
    /// empty but for ``spliceItems(inSectionAt:with:_:)``, written by ``settleIndexes()``.
    var pendingShifts: [SectionIdentifierType: [IndexShift]] = [:]

    var reloadedItems: Set<ItemIdentifierType> = []
    var reconfiguredItems: Set<ItemIdentifierType> = []
    var reloadedSections: Set<SectionIdentifierType> = []

    /// An empty snapshot: no sections, no items.
    ///
    /// - Complexity: O(1).
    public init() {}
}

// MARK: - Equatable

extension NSDiffableDataSourceSnapshot: Equatable {
    /// Whether two snapshots hold the same sections in the same order, the same items in the same
    /// order in each section, and the same reload and reconfigure marks.
    ///
    /// The marks count because they change what applying the snapshot does: a snapshot that
    /// reloads an item is not interchangeable with one that doesn't.
    ///
    /// - Complexity: O(S + N).
    public static func == (lhs: NSDiffableDataSourceSnapshot, rhs: NSDiffableDataSourceSnapshot) -> Bool {
        lhs.sectionOrder == rhs.sectionOrder
            && lhs.sectionItems == rhs.sectionItems
            && lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.reloadedSections == rhs.reloadedSections
    }
}

// MARK: - Description

extension NSDiffableDataSourceSnapshot: CustomStringConvertible {
    /// The sections in order, each with its items, and the reload and reconfigure marks:
    ///
    /// ```
    /// NSDiffableDataSourceSnapshot(2 sections, 3 items)
    ///   Favourites: [1, 2]
    ///   All (reloaded): [3]
    ///   reloaded items: [2]
    /// ```
    ///
    /// - Complexity: O(S + N), plus sorting the marks.
    public var description: String {
        var lines = [
            "NSDiffableDataSourceSnapshot(\(Self.counted(numberOfSections, "section")), \(Self.counted(numberOfItems, "item")))"
        ]
        for (index, section) in sectionOrder.enumerated() {
            let mark = reloadedSections.contains(section) ? " (reloaded)" : ""
            lines.append("  \(section)\(mark): \(SnapshotRefusal.list(sectionItems[index]))")
        }
        if !reloadedItems.isEmpty {
            lines.append("  reloaded items: \(SnapshotRefusal.list(reloadedItemIdentifiers))")
        }
        if !reconfiguredItems.isEmpty {
            lines.append("  reconfigured items: \(SnapshotRefusal.list(reconfiguredItemIdentifiers))")
        }
        return lines.joined(separator: "\n")
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

// MARK: - Bookkeeping

extension NSDiffableDataSourceSnapshot {
    /// Rewrites ``sectionPositions`` for the sections at `range` of ``sectionOrder``.
    mutating func reindexSections(_ range: Range<Int>) {
        for index in range {
            sectionPositions[sectionOrder[index]] = index
        }
    }

    /// Rewrites ``itemLocations`` for the items at `range` of the section at `sectionIndex`.
    mutating func reindexItems(inSectionAt sectionIndex: Int, _ range: Range<Int>) {
        let section = sectionOrder[sectionIndex]
        let items = sectionItems[sectionIndex]
        for index in range {
            itemLocations[items[index]] = ItemLocation(section: section, index: index)
        }
    }

    /// The index in its section of the item at `location`, its pending shifts applied.
    ///
    /// - Complexity: O(1) with no pending shifts, else O(*p*) for *p* shifts of the section.
    func currentIndex(of location: ItemLocation) -> Int {
        guard !pendingShifts.isEmpty, let shifts = pendingShifts[location.section] else { return location.index }
        var index = location.index
        for shift in shifts[location.epoch...] where index >= shift.from { index += shift.delta }
        return index
    }

    /// Writes the pending shifts into ``itemLocations``: each changed section's items from the
    /// first one a shift moved.
    ///
    /// - Complexity: O(1) with none, else O(*n*) for the items after the first shift.
    mutating func settleIndexes() {
        guard !pendingShifts.isEmpty else { return }
        let pending = pendingShifts
        pendingShifts = [:]
        for (section, shifts) in pending {
            guard let sectionIndex = sectionPositions[section] else { continue }
            let first = shifts.map { $0.from + min(0, $0.delta) }.min() ?? 0
            reindexItems(inSectionAt: sectionIndex, max(0, first)..<sectionItems[sectionIndex].count)
        }
    }

    /// A run of items that ``spliceItems(inSectionAt:with:_:)`` removes from or inserts into a
    /// section at `index` (counted after the splices before it), the items after it moving.
    package struct Splice: Sendable {
        package var index: Int
        package var removed: [ItemIdentifierType]
        package var inserted: [ItemIdentifierType]

        package init(index: Int, removed: [ItemIdentifierType] = [], inserted: [ItemIdentifierType] = []) {
            self.index = index
            self.removed = removed
            self.inserted = inserted
        }
    }

    /// Makes `items` the items of the section at `sectionIndex`: its items with `splices` made in
    /// order (the caller has worked `items` out). The items after each splice are not rewritten:
    /// their section keeps a pending shift, up to 64 (so a lookup applies at most 64), then all
    /// are written. The removed items lose their marks. Returns false, having changed nothing,
    /// when an inserted item is in the snapshot already.
    ///
    /// - Complexity: O(*k*) for the *k* items removed and inserted, plus storing `items`; O(*n*)
    ///   for the section's items from the first shift on when its shifts are written (one splice
    ///   in 64 for a section spliced again and again).
    package mutating func spliceItems(
        inSectionAt sectionIndex: Int, with items: [ItemIdentifierType], _ splices: [Splice]
    ) -> Bool {
        let section = sectionOrder[sectionIndex]
        var shifts = pendingShifts[section] ?? []
        // The new items first, each with the epoch after its own shift, undone on a clash.
        var epoch = shifts.count
        var added: [ItemIdentifierType] = []
        for splice in splices {
            if !splice.removed.isEmpty { epoch += 1 }
            guard !splice.inserted.isEmpty else { continue }
            epoch += 1
            var location = ItemLocation(section: section, index: splice.index, epoch: epoch)
            for item in splice.inserted {
                if let clash = itemLocations.updateValue(location, forKey: item) {
                    itemLocations.updateValue(clash, forKey: item)
                    for item in added { itemLocations.removeValue(forKey: item) }
                    for earlier in splice.inserted[..<(location.index - splice.index)] {
                        itemLocations.removeValue(forKey: earlier)
                    }
                    return false
                }
                location.index += 1
            }
            added.append(contentsOf: splice.inserted)
        }
        for splice in splices {
            if !splice.removed.isEmpty {
                for item in splice.removed { itemLocations.removeValue(forKey: item) }
                if !reloadedItems.isEmpty { reloadedItems.subtract(splice.removed) }
                if !reconfiguredItems.isEmpty { reconfiguredItems.subtract(splice.removed) }
                shifts.append(IndexShift(from: splice.index + splice.removed.count, delta: -splice.removed.count))
            }
            if !splice.inserted.isEmpty {
                shifts.append(IndexShift(from: splice.index, delta: splice.inserted.count))
            }
        }
        sectionItems[sectionIndex] = items
        if !shifts.isEmpty { pendingShifts[section] = shifts }
        if shifts.count > 64 { settleIndexes() }
        return true
    }

    /// Takes the items out of their sections and out of the item map, keeping their marks
    /// (a caller that puts them back elsewhere moves them; a deleting caller drops the marks).
    /// Identifiers that are not in the snapshot are skipped. With `loggingExisting` (an append
    /// or insert), the items that were in the snapshot are logged with UIKit's text, as UIKit
    /// logs them before moving them into place.
    ///
    /// - Complexity: O(k + n), `n` the sizes of the sections that lose items.
    mutating func detachItems<Items: Sequence<ItemIdentifierType>>(_ items: Items, loggingExisting: Bool = false) {
        settleIndexes()
        var existing: [ItemIdentifierType] = []
        defer { if !existing.isEmpty { SnapshotRefusal.log(SnapshotRefusal.itemsAlreadyExist(existing)) } }
        var doomedBySection: [Int: Set<ItemIdentifierType>] = [:]
        for item in items {
            guard let location = itemLocations.removeValue(forKey: item) else { continue }
            if loggingExisting { existing.append(item) }
            doomedBySection[sectionPositions[location.section]!, default: []].insert(item)
        }
        for (sectionIndex, doomed) in doomedBySection {
            let firstChanged = sectionItems[sectionIndex].firstIndex(where: doomed.contains) ?? 0
            sectionItems[sectionIndex].removeAll(where: doomed.contains)
            reindexItems(inSectionAt: sectionIndex, firstChanged..<sectionItems[sectionIndex].count)
        }
    }

    /// Puts `items` (none of them in the snapshot) into the section at `sectionIndex`, starting at
    /// `position`.
    ///
    /// - Complexity: O(k + n), `n` the items after `position`.
    mutating func attachItems(_ items: [ItemIdentifierType], toSectionAt sectionIndex: Int, at position: Int) {
        settleIndexes()
        sectionItems[sectionIndex].insert(contentsOf: items, at: position)
        reindexItems(inSectionAt: sectionIndex, position..<sectionItems[sectionIndex].count)
    }

    /// Refuses `items` when one appears twice in it.
    func requireUniqueItems(_ items: [ItemIdentifierType]) {
        let duplicates = SnapshotRefusal.duplicates(in: items)
        if !duplicates.isEmpty { SnapshotRefusal.stop(SnapshotRefusal.itemsNotUnique(duplicates)) }
    }

    /// Refuses `sections` when one appears twice in it or is already in the snapshot.
    func requireNewUniqueSections(_ sections: [SectionIdentifierType]) {
        let duplicates = SnapshotRefusal.duplicates(in: sections)
        if !duplicates.isEmpty { SnapshotRefusal.stop(SnapshotRefusal.sectionsNotUnique(duplicates)) }
        for section in sections where sectionPositions[section] != nil {
            SnapshotRefusal.stop(SnapshotRefusal.sectionAlreadyExists(section))
        }
    }
}
