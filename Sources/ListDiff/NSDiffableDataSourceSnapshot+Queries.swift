// MARK: - Queries

extension NSDiffableDataSourceSnapshot {
    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    public var numberOfItems: Int { itemLocations.count }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { sectionOrder.count }

    /// The section identifiers, in order.
    ///
    /// - Complexity: O(1) (the array is shared until one side changes).
    public var sectionIdentifiers: [SectionIdentifierType] { sectionOrder }

    /// Every item identifier, section by section, in order: the positions ``indexOfItem(_:)``
    /// counts in.
    ///
    /// - Complexity: O(S + N).
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(itemLocations.count)
        for items in sectionItems { all.append(contentsOf: items) }
        return all
    }

    /// The number of items in a section.
    ///
    /// The section must be in the snapshot; a missing one stops the program, as in UIKit. Use
    /// ``indexOfSection(_:)`` to ask whether a section is there.
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionItems[requireSection(identifier, "count the items of")].count
    }

    /// The item identifiers of a section, in order.
    ///
    /// The section must be in the snapshot; a missing one stops the program, as in UIKit. Use
    /// ``indexOfSection(_:)`` to ask whether a section is there.
    ///
    /// - Complexity: O(1) (the array is shared until one side changes).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionItems[requireSection(identifier, "read the items of")]
    }

    /// The section that holds an item, or nil when the item is not in the snapshot.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemLocations[identifier]?.section
    }

    /// The index of an item in ``itemIdentifiers`` (counted across sections, as in UIKit), or nil
    /// when the item is not in the snapshot.
    ///
    /// The item's section and its index in that section are hash lookups; the items of the
    /// sections before it are then counted.
    ///
    /// - Complexity: O(s), `s` the index of the item's section.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[identifier] else { return nil }
        let sectionIndex = sectionPositions[location.section]!
        var index = currentIndex(of: location)
        for items in sectionItems[..<sectionIndex] { index += items.count }
        return index
    }

    /// The index of a section in ``sectionIdentifiers``, or nil when the section is not in the
    /// snapshot.
    ///
    /// - Complexity: O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// The items marked by ``reloadItems(_:)`` that are still in the snapshot, in snapshot order.
    ///
    /// - Complexity: O(m log m), `m` the number of marked items.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { inSnapshotOrder(reloadedItems) }

    /// The items marked by ``reconfigureItems(_:)`` that are still in the snapshot, in snapshot
    /// order.
    ///
    /// - Complexity: O(m log m), `m` the number of marked items.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { inSnapshotOrder(reconfiguredItems) }

    /// The sections marked by ``reloadSections(_:)`` that are still in the snapshot, in snapshot
    /// order.
    ///
    /// - Complexity: O(m log m), `m` the number of marked sections.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] {
        reloadedSections.sorted { sectionPositions[$0]! < sectionPositions[$1]! }
    }
}

// MARK: - Helpers

extension NSDiffableDataSourceSnapshot {
    /// The index of `section`, or a stop naming what the caller tried to do with it.
    private func requireSection(_ section: SectionIdentifierType, _ action: String) -> Int {
        guard let index = sectionPositions[section] else {
            SnapshotRefusal.stop(SnapshotRefusal.queryMissingSection(section, action))
        }
        return index
    }

    /// `items` sorted by section index, then by index in the section.
    private func inSnapshotOrder(_ items: Set<ItemIdentifierType>) -> [ItemIdentifierType] {
        items
            .map { item -> (section: Int, index: Int, item: ItemIdentifierType) in
                let location = itemLocations[item]!
                return (sectionPositions[location.section]!, currentIndex(of: location), item)
            }
            .sorted { ($0.section, $0.index) < ($1.section, $1.index) }
            .map(\.item)
    }
}
