// MARK: - Section mutations

extension NSDiffableDataSourceSnapshot {
    /// Adds sections, empty, after the last section.
    ///
    /// Section identifiers are unique: a section that is already in the snapshot, or one that
    /// appears twice in `identifiers`, stops the program with UIKit's text (UIKit does not move an
    /// existing section the way it moves an existing item).
    ///
    /// ```swift
    /// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    /// snapshot.appendSections(["A", "B"])
    /// snapshot.sectionIdentifiers  // ["A", "B"]
    /// ```
    ///
    /// - Complexity: O(k).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        requireNewUniqueSections(identifiers)
        insertNewSections(identifiers, at: sectionOrder.count)
    }

    /// Adds sections, empty, just before `beforeIdentifier`, in the order given.
    ///
    /// `beforeIdentifier` must be in the snapshot, and the new sections must not be (see
    /// ``appendSections(_:)``); either mistake stops the program.
    ///
    /// - Complexity: O(k + S).
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType
    ) {
        guard let anchor = sectionPositions[beforeIdentifier] else {
            SnapshotRefusal.stop(SnapshotRefusal.missingSectionAnchor(beforeIdentifier, insertingSections: "before"))
        }
        requireNewUniqueSections(identifiers)
        insertNewSections(identifiers, at: anchor)
    }

    /// Adds sections, empty, just after `afterIdentifier`, in the order given.
    ///
    /// `afterIdentifier` must be in the snapshot, and the new sections must not be (see
    /// ``appendSections(_:)``); either mistake stops the program.
    ///
    /// - Complexity: O(k + S).
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType
    ) {
        guard let anchor = sectionPositions[afterIdentifier] else {
            SnapshotRefusal.stop(SnapshotRefusal.missingSectionAnchor(afterIdentifier, insertingSections: "after"))
        }
        requireNewUniqueSections(identifiers)
        insertNewSections(identifiers, at: anchor + 1)
    }

    /// Removes sections together with their items, and the reload and reconfigure marks of both.
    ///
    /// Identifiers that are not in the snapshot are ignored, as deleting a missing item is.
    ///
    /// - Complexity: O(k + S + n), `n` the items of the deleted sections.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        settleIndexes()
        var doomed = Set<Int>()
        for section in identifiers {
            guard let index = sectionPositions.removeValue(forKey: section) else { continue }
            doomed.insert(index)
            reloadedSections.remove(section)
            for item in sectionItems[index] {
                itemLocations.removeValue(forKey: item)
                reloadedItems.remove(item)
                reconfiguredItems.remove(item)
            }
        }
        guard let firstChanged = doomed.min() else { return }
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        keptSections.reserveCapacity(sectionOrder.count - doomed.count)
        keptItems.reserveCapacity(sectionOrder.count - doomed.count)
        for index in sectionOrder.indices where !doomed.contains(index) {
            keptSections.append(sectionOrder[index])
            keptItems.append(sectionItems[index])
        }
        sectionOrder = keptSections
        sectionItems = keptItems
        reindexSections(firstChanged..<sectionOrder.count)
    }

    /// Moves a section, with its items, to just before `toIdentifier`.
    ///
    /// Both sections must be in the snapshot and must differ; otherwise the program stops.
    ///
    /// - Complexity: O(S).
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section, with its items, to just after `toIdentifier`.
    ///
    /// Both sections must be in the snapshot and must differ; otherwise the program stops.
    ///
    /// - Complexity: O(S).
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded when the snapshot is applied: the data source rebuilds
    /// their cells and supplementary views even though their identifiers did not change.
    ///
    /// Every section must be in the snapshot; a missing one stops the program. The mark follows
    /// the section through moves, is dropped when the section is deleted, and is reported by
    /// ``reloadedSectionIdentifiers``. Marking twice is the same as marking once.
    ///
    /// - Complexity: O(k).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where sectionPositions[section] == nil {
            SnapshotRefusal.stop(SnapshotRefusal.reloadMissingSection(section))
        }
        reloadedSections.formUnion(identifiers)
    }
}

// MARK: - Helpers

extension NSDiffableDataSourceSnapshot {
    /// Inserts new, empty sections at `position` of the section order.
    private mutating func insertNewSections(_ identifiers: [SectionIdentifierType], at position: Int) {
        guard !identifiers.isEmpty else { return }
        sectionOrder.insert(contentsOf: identifiers, at: position)
        sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: position)
        reindexSections(position..<sectionOrder.count)
        // Sections after the insertion point moved, but their items' locations name the section,
        // not its index, so the item map stays valid.
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool
    ) {
        let side = after ? "after" : "before"
        guard let source = sectionPositions[identifier] else {
            SnapshotRefusal.stop(SnapshotRefusal.moveMissingSection(identifier))
        }
        guard let anchorPosition = sectionPositions[anchor] else {
            SnapshotRefusal.stop(SnapshotRefusal.missingSectionAnchor(anchor, moving: identifier, side))
        }
        guard identifier != anchor else {
            SnapshotRefusal.stop(SnapshotRefusal.moveSectionRelativeToItself(identifier, side))
        }
        let items = sectionItems.remove(at: source)
        sectionOrder.remove(at: source)
        // The anchor's index once the moving section is out.
        let anchorIndex = anchorPosition > source ? anchorPosition - 1 : anchorPosition
        let destination = after ? anchorIndex + 1 : anchorIndex
        sectionOrder.insert(identifier, at: destination)
        sectionItems.insert(items, at: destination)
        reindexSections(min(source, destination)..<(max(source, destination) + 1))
    }
}
