// MARK: - Item mutations

extension NSDiffableDataSourceSnapshot {
    /// Adds items to the end of a section: `sectionIdentifier`, or the last section when it is nil.
    ///
    /// With no section to append to, the program stops with UIKit's text (`There are currently no
    /// sections in the data source. Please add a section first.`); naming a section that is not in
    /// the snapshot stops it too. An item that appears twice in `identifiers` stops the program.
    ///
    /// An item that is already in the snapshot, in this section or another, is moved into place
    /// instead, as UIKit does, and logged to standard error with UIKit's text ("Diffable data
    /// source detected an attempt to insert or append 1 item identifier that already exists in
    /// the snapshot. ..."); it keeps its reload and reconfigure marks.
    ///
    /// ```swift
    /// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    /// snapshot.appendSections(["A", "B"])
    /// snapshot.appendItems([1, 2], toSection: "A")
    /// snapshot.appendItems([3, 1])                    // 1 moves from "A" to "B"
    /// snapshot.itemIdentifiers(inSection: "B")        // [3, 1]
    /// ```
    ///
    /// - Complexity: O(k) for new items; items already in the snapshot add O(n), `n` the sizes of
    ///   the sections they leave.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let sectionIndex: Int
        if let sectionIdentifier {
            guard let index = sectionPositions[sectionIdentifier] else {
                SnapshotRefusal.stop(SnapshotRefusal.appendToMissingSection(sectionIdentifier))
            }
            sectionIndex = index
        } else {
            guard !sectionOrder.isEmpty else { SnapshotRefusal.stop(SnapshotRefusal.noSections) }
            sectionIndex = sectionOrder.count - 1
        }
        requireUniqueItems(identifiers)
        detachItems(identifiers, loggingExisting: true)
        attachItems(identifiers, toSectionAt: sectionIndex, at: sectionItems[sectionIndex].count)
    }

    /// Adds items just before `beforeIdentifier`, in its section, in the order given.
    ///
    /// `beforeIdentifier` must be in the snapshot and must not be one of `identifiers`, and no
    /// item may appear twice in `identifiers`; otherwise the program stops. Items already in the
    /// snapshot are moved into place (see ``appendItems(_:toSection:)``).
    ///
    /// - Complexity: O(k + n), `n` the size of the anchor's section (plus the sections that items
    ///   already in the snapshot leave).
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    /// Adds items just after `afterIdentifier`, in its section, in the order given.
    ///
    /// `afterIdentifier` must be in the snapshot and must not be one of `identifiers`, and no
    /// item may appear twice in `identifiers`; otherwise the program stops. Items already in the
    /// snapshot are moved into place (see ``appendItems(_:toSection:)``).
    ///
    /// - Complexity: O(k + n), `n` the size of the anchor's section (plus the sections that items
    ///   already in the snapshot leave).
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    /// Removes items, with their reload and reconfigure marks.
    ///
    /// Identifiers that are not in the snapshot are ignored, as in UIKit. Sections stay, even
    /// when they end up empty.
    ///
    /// - Complexity: O(k + n), `n` the sizes of the sections that lose items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        detachItems(identifiers)
        reloadedItems.subtract(identifiers)
        reconfiguredItems.subtract(identifiers)
    }

    /// Removes everything: every item and, as in UIKit, every section, with all reload and
    /// reconfigure marks. The snapshot equals a new, empty one afterwards.
    ///
    /// - Complexity: O(S + N) to release the storage.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item to just before `toIdentifier`, in that item's section (which may be another
    /// section than its own).
    ///
    /// Both items must be in the snapshot and must differ; otherwise the program stops. The item
    /// keeps its reload and reconfigure marks.
    ///
    /// - Complexity: O(n), `n` the sizes of the item's section and the destination section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item to just after `toIdentifier`, in that item's section (which may be another
    /// section than its own).
    ///
    /// Both items must be in the snapshot and must differ; otherwise the program stops. The item
    /// keeps its reload and reconfigure marks.
    ///
    /// - Complexity: O(n), `n` the sizes of the item's section and the destination section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks items to be reloaded when the snapshot is applied: the data source replaces their
    /// cells with newly dequeued ones (a delete plus an insert), even though their identifiers
    /// did not change.
    ///
    /// Every item must be in the snapshot; a missing one stops the program with UIKit's text
    /// (`Attempted to reload item identifier that does not exist in the snapshot: <id>`). The mark
    /// follows the item through moves, is dropped when the item is deleted, and is reported by
    /// ``reloadedItemIdentifiers``. Reload and reconfigure marks are independent: an item can carry
    /// both, and it is the data source that lets the reload win.
    ///
    /// - Complexity: O(k).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers where itemLocations[item] == nil {
            SnapshotRefusal.stop(SnapshotRefusal.reloadMissingItem(item))
        }
        reloadedItems.formUnion(identifiers)
    }

    /// Marks items to be reconfigured when the snapshot is applied: the data source runs the cell
    /// provider again on their existing cells, with no new cell and no `prepareForReuse`, which is
    /// cheaper than a reload.
    ///
    /// Every item must be in the snapshot; a missing one stops the program with UIKit's text
    /// (`Attempted to reconfigure item identifier that does not exist in the snapshot: <id>`). The
    /// mark follows the item through moves, is dropped when the item is deleted, and is reported
    /// by ``reconfiguredItemIdentifiers``.
    ///
    /// - Complexity: O(k).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers where itemLocations[item] == nil {
            SnapshotRefusal.stop(SnapshotRefusal.reconfigureMissingItem(item))
        }
        reconfiguredItems.formUnion(identifiers)
    }
}

// MARK: - Helpers

extension NSDiffableDataSourceSnapshot {
    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool
    ) {
        let side = after ? "after" : "before"
        guard itemLocations[anchor] != nil else {
            SnapshotRefusal.stop(SnapshotRefusal.missingItemAnchor(anchor, insertingItems: side))
        }
        requireUniqueItems(identifiers)
        if identifiers.contains(anchor) {
            SnapshotRefusal.stop(SnapshotRefusal.insertItemRelativeToItself(anchor, side))
        }
        detachItems(identifiers, loggingExisting: true)
        // The anchor's location once the items that were already in the snapshot are out.
        let location = itemLocations[anchor]!
        attachItems(
            identifiers, toSectionAt: sectionPositions[location.section]!,
            at: after ? currentIndex(of: location) + 1 : currentIndex(of: location))
    }

    private mutating func moveItem(
        _ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool
    ) {
        let side = after ? "after" : "before"
        guard let source = itemLocations[identifier] else {
            SnapshotRefusal.stop(SnapshotRefusal.moveMissingItem(identifier))
        }
        guard itemLocations[anchor] != nil else {
            SnapshotRefusal.stop(SnapshotRefusal.missingItemAnchor(anchor, moving: identifier, side))
        }
        guard identifier != anchor else {
            SnapshotRefusal.stop(SnapshotRefusal.moveItemRelativeToItself(identifier, side))
        }
        let sourceIndex = currentIndex(of: source)
        settleIndexes()
        let sourceSection = sectionPositions[source.section]!
        sectionItems[sourceSection].remove(at: sourceIndex)
        reindexItems(inSectionAt: sourceSection, sourceIndex..<sectionItems[sourceSection].count)
        // The anchor's location once the item is out.
        let destination = itemLocations[anchor]!
        let destinationSection = sectionPositions[destination.section]!
        let position = after ? currentIndex(of: destination) + 1 : currentIndex(of: destination)
        sectionItems[destinationSection].insert(identifier, at: position)
        reindexItems(inSectionAt: destinationSection, position..<sectionItems[destinationSection].count)
    }
}
