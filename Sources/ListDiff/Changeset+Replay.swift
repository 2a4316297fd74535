/// Why a ``Changeset`` cannot be applied to a list of sections: the sentence UIKit would use
/// to refuse the same batch update (in a table view's words: "rows", "table view").
public struct ChangesetReplayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// UIKit's sentence for the problem, with the real numbers.
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

extension Changeset {
    /// Performs this stage on `sections`, the data before it, the way a UIKit batch update
    /// does, and returns the data after it.
    ///
    /// Section deletions, updates and move sources are indexes in `sections`; section
    /// insertions and move destinations are indexes in the result. Element deletions, updates
    /// and move sources are paths in `sections`; insertions and move destinations are paths in
    /// the result. Sections and elements that are neither deleted nor moved keep their
    /// relative order and fill the places that insertions and moves leave free. Values come
    /// from `sections`, except what the stage brings in, which comes from ``data``: inserted
    /// sections and elements, and updated ones (an updated section is reloaded: it takes the
    /// whole section of ``data`` at its new index, as UIKit's delete-and-insert of a reload).
    ///
    /// For every stage of a ``StagedChangeset``, applying it to the previous stage's `data`
    /// (the source, for the first) gives back its `data`, up to values that are equal by
    /// `isContentEqual`.
    ///
    /// The stage is checked first with UIKit's rules: indexes in bounds before or after the
    /// update, per section *after* == *before* + inserted − deleted + moved in − moved out,
    /// *sections after* == *before* + inserted − deleted, and no path both deleted (or
    /// updated) and moved, inserted and moved to, moved twice, or moved from a deleted or
    /// updated section or into an inserted or updated one. Element deletions, insertions and
    /// updates inside a deleted, inserted or updated section are covered by the section
    /// change and have no further effect.
    ///
    /// - Parameter sections: The data before the stage.
    /// - Returns: The data after the stage.
    /// - Throws: ``ChangesetReplayError`` with UIKit's sentence for the first problem found;
    ///   `data` must have the section and element counts the stage leads to.
    /// - Complexity: O(*n* + *c*) expected, for *n* elements in `sections` and `data` and *c*
    ///   changes.
    public func applying(
        to sections: [ArraySection<Model, Element>]
    ) throws(ChangesetReplayError) -> [ArraySection<Model, Element>] {
        let oldCount = sections.count
        let newCount = data.count

        // MARK: Sections

        var sectionIsDeleted = [Bool](repeating: false, count: oldCount)
        for section in sectionDeleted {
            guard section >= 0, section < oldCount else {
                throw ChangesetReplayError(
                    "attempt to delete section \(section), but there are only \(oldCount) sections before the update")
            }
            guard !sectionIsDeleted[section] else {
                throw ChangesetReplayError("attempt to delete section \(section) twice")
            }
            sectionIsDeleted[section] = true
        }
        var sectionIsReloaded = [Bool](repeating: false, count: oldCount)
        for section in sectionUpdated {
            guard section >= 0, section < oldCount else {
                throw ChangesetReplayError(
                    "attempt to reload section \(section), but there are only \(oldCount) sections before the update")
            }
            guard !sectionIsDeleted[section] else {
                throw ChangesetReplayError("attempt to delete and reload the same section (\(section))")
            }
            guard !sectionIsReloaded[section] else {
                throw ChangesetReplayError("attempt to reload section \(section) twice")
            }
            sectionIsReloaded[section] = true
        }
        var sectionIsInserted = [Bool](repeating: false, count: newCount)
        for section in sectionInserted {
            guard section >= 0, section < newCount else {
                throw ChangesetReplayError(
                    "attempt to insert section \(section) but there are only \(newCount) sections after the update")
            }
            guard !sectionIsInserted[section] else {
                throw ChangesetReplayError("attempt to insert section \(section) twice")
            }
            sectionIsInserted[section] = true
        }
        // For each section after the update, the section it was before, or -1 when it is new.
        var oldForNew = [Int](repeating: -1, count: newCount)
        var sectionIsMovedOut = [Bool](repeating: false, count: oldCount)
        for move in sectionMoved {
            guard move.source >= 0, move.source < oldCount else {
                throw ChangesetReplayError(
                    "attempt to move section \(move.source), but there are only \(oldCount) sections before the update")
            }
            guard move.target >= 0, move.target < newCount else {
                throw ChangesetReplayError(
                    "attempt to move section \(move.source) to section \(move.target), but there are only "
                        + "\(newCount) sections after the update")
            }
            guard !sectionIsDeleted[move.source], !sectionIsReloaded[move.source] else {
                throw ChangesetReplayError(
                    "attempt to perform a delete and a move from the same section (\(move.source))")
            }
            guard !sectionIsInserted[move.target] else {
                throw ChangesetReplayError(
                    "attempt to perform an insert and a move to the same section (\(move.target))")
            }
            guard !sectionIsMovedOut[move.source] else {
                throw ChangesetReplayError("attempt to move section \(move.source) twice")
            }
            guard oldForNew[move.target] < 0 else {
                throw ChangesetReplayError("attempt to move two sections to section \(move.target)")
            }
            sectionIsMovedOut[move.source] = true
            oldForNew[move.target] = move.source
        }
        let insertedCount = sectionInserted.count
        let deletedCount = sectionDeleted.count
        guard newCount == oldCount + insertedCount - deletedCount else {
            throw ChangesetReplayError(
                "Invalid update: invalid number of sections. The number of sections contained in the table view "
                    + "after the update (\(newCount)) must be equal to the number of sections contained in the "
                    + "table view before the update (\(oldCount)), plus or minus the number of sections inserted "
                    + "or deleted (\(insertedCount) inserted, \(deletedCount) deleted).")
        }
        // The sections that stay put fill the free indexes in their old order.
        var stationary = 0
        for section in 0..<newCount where !sectionIsInserted[section] && oldForNew[section] < 0 {
            while sectionIsDeleted[stationary] || sectionIsMovedOut[stationary] { stationary += 1 }
            oldForNew[section] = stationary
            stationary += 1
        }
        /// Whether the section after the update at `section` comes from ``data`` as a whole.
        func isFresh(_ section: Int) -> Bool {
            let old = oldForNew[section]
            return old < 0 || sectionIsReloaded[old]
        }

        // MARK: Elements

        func checkBefore(_ path: ElementPath, _ verb: String) throws(ChangesetReplayError) {
            guard path.section >= 0, path.section < oldCount else {
                throw ChangesetReplayError(
                    "attempt to \(verb) row \(path.element) from section \(path.section), but there are only "
                        + "\(oldCount) sections before the update")
            }
            let count = sections[path.section].elements.count
            guard path.element >= 0, path.element < count else {
                throw ChangesetReplayError(
                    "attempt to \(verb) row \(path.element) from section \(path.section) which only contains "
                        + "\(count) rows before the update")
            }
        }
        func checkAfter(_ path: ElementPath, _ verb: String, _ preposition: String) throws(ChangesetReplayError) {
            guard path.section >= 0, path.section < newCount else {
                throw ChangesetReplayError(
                    "attempt to \(verb) row \(path.element) \(preposition) section \(path.section), but there are "
                        + "only \(newCount) sections after the update")
            }
            let count = data[path.section].elements.count
            guard path.element >= 0, path.element < count else {
                throw ChangesetReplayError(
                    "attempt to \(verb) row \(path.element) \(preposition) section \(path.section), but there are "
                        + "only \(count) rows in section \(path.section) after the update")
            }
        }

        var deleted = Set<ElementPath>(minimumCapacity: elementDeleted.count)
        for path in elementDeleted {
            try checkBefore(path, "delete")
            guard deleted.insert(path).inserted else {
                throw ChangesetReplayError("attempt to delete the same index path twice (\(path))")
            }
        }
        var reloaded = Set<ElementPath>(minimumCapacity: elementUpdated.count)
        for path in elementUpdated {
            try checkBefore(path, "reload")
            guard !deleted.contains(path) else {
                throw ChangesetReplayError("attempt to delete and reload the same index path (\(path))")
            }
            guard reloaded.insert(path).inserted else {
                throw ChangesetReplayError("attempt to reload the same index path twice (\(path))")
            }
        }
        var inserted = Set<ElementPath>(minimumCapacity: elementInserted.count)
        for path in elementInserted {
            try checkAfter(path, "insert", "into")
            guard inserted.insert(path).inserted else {
                throw ChangesetReplayError("attempt to insert the same index path twice (\(path))")
            }
        }
        var movedTo = [ElementPath: ElementPath](minimumCapacity: elementMoved.count)
        var movedFrom = [ElementPath: ElementPath](minimumCapacity: elementMoved.count)
        for move in elementMoved {
            try checkBefore(move.source, "move")
            try checkAfter(move.target, "move", "to")
            if deleted.contains(move.source) || reloaded.contains(move.source) {
                throw ChangesetReplayError(
                    "attempt to perform a delete and a move from the same index path (\(move.source))")
            }
            if inserted.contains(move.target) {
                throw ChangesetReplayError(
                    "attempt to perform an insert and a move to the same index path (\(move.target))")
            }
            if sectionIsDeleted[move.source.section] || sectionIsReloaded[move.source.section] {
                throw ChangesetReplayError("cannot move an item from a deleted section (\(move.source.section))")
            }
            if isFresh(move.target.section) {
                throw ChangesetReplayError("cannot move an item into a newly inserted section (\(move.target.section))")
            }
            if let earlier = movedTo[move.source] {
                throw ChangesetReplayError(
                    "attempt to move item at index path \(move.source) to both \(earlier) and \(move.target)")
            }
            if let earlier = movedFrom[move.target] {
                throw ChangesetReplayError(
                    "attempt to move index paths \(earlier) and \(move.source) to the same index path \(move.target)")
            }
            movedTo[move.source] = move.target
            movedFrom[move.target] = move.source
        }

        // Counts per section: removals by old section, arrivals by new section.
        var deletedFrom = [Int](repeating: 0, count: oldCount)
        var movedOutOf = [Int](repeating: 0, count: oldCount)
        var insertedInto = [Int](repeating: 0, count: newCount)
        var movedInto = [Int](repeating: 0, count: newCount)
        for path in elementDeleted { deletedFrom[path.section] += 1 }
        for path in elementInserted { insertedInto[path.section] += 1 }
        for move in elementMoved {
            movedOutOf[move.source.section] += 1
            movedInto[move.target.section] += 1
        }
        for section in 0..<newCount where !isFresh(section) {
            let old = oldForNew[section]
            let before = sections[old].elements.count
            let after = data[section].elements.count
            let (ins, del, into, outOf) = (
                insertedInto[section], deletedFrom[old], movedInto[section], movedOutOf[old]
            )
            guard after == before + ins - del + into - outOf else {
                throw ChangesetReplayError(
                    "Invalid update: invalid number of rows in section \(section). The number of rows contained in "
                        + "an existing section after the update (\(after)) must be equal to the number of rows "
                        + "contained in that section before the update (\(before)), plus or minus the number of rows "
                        + "inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus "
                        + "the number of rows moved into or out of that section "
                        + "(\(into) moved in, \(outOf) moved out).")
            }
        }

        // MARK: Result

        // Arrivals first (insertions and moves), then the stationary elements in the free slots.
        var slots = [[Element?]](repeating: [], count: newCount)
        for section in 0..<newCount where !isFresh(section) {
            slots[section] = [Element?](repeating: nil, count: data[section].elements.count)
        }
        for path in elementInserted where !isFresh(path.section) {
            slots[path.section][path.element] = data[path.section].elements[path.element]
        }
        for move in elementMoved {
            slots[move.target.section][move.target.element] =
                sections[move.source.section].elements[move.source.element]
        }
        var result: [ArraySection<Model, Element>] = []
        result.reserveCapacity(newCount)
        for section in 0..<newCount {
            if isFresh(section) {
                result.append(data[section])
                continue
            }
            let old = oldForNew[section]
            let oldElements = sections[old].elements
            let newElements = data[section].elements
            var slot = 0
            for index in oldElements.indices {
                let path = ElementPath(element: index, section: old)
                if deleted.contains(path) || movedTo[path] != nil { continue }
                while slots[section][slot] != nil { slot += 1 }
                slots[section][slot] = reloaded.contains(path) ? newElements[slot] : oldElements[index]
            }
            let elements = slots[section].map { $0! }
            slots[section] = []
            result.append(ArraySection(model: sections[old].model, elements: elements))
        }
        return result
    }
}
