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
/// identifier is a hash lookup. In the complexities below, `S` is the number of sections, `N` the
/// number of items, `k` the number of identifiers passed in, and `n` the size of the sections an
/// operation touches.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Where an item is: the identifier of its section and its index among the section's items.
    struct ItemLocation: Sendable {
        var section: SectionIdentifierType
        var index: Int
    }

    /// The section identifiers, in order.
    var sectionOrder: [SectionIdentifierType] = []
    /// Each section's index in ``sectionOrder``.
    var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// Each section's items, parallel to ``sectionOrder``.
    var sectionItems: [[ItemIdentifierType]] = []
    /// Each item's section and index in that section's items.
    var itemLocations: [ItemIdentifierType: ItemLocation] = [:]

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

    /// Takes the items out of their sections and out of the item map, keeping their marks
    /// (a caller that puts them back elsewhere moves them; a deleting caller drops the marks).
    /// Identifiers that are not in the snapshot are skipped.
    ///
    /// - Complexity: O(k + n), `n` the sizes of the sections that lose items.
    mutating func detachItems<Items: Sequence<ItemIdentifierType>>(_ items: Items) {
        var doomedBySection: [Int: Set<ItemIdentifierType>] = [:]
        for item in items {
            guard let location = itemLocations.removeValue(forKey: item) else { continue }
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
