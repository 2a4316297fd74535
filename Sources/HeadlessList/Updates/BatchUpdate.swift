import Foundation

/// The changes recorded inside one `performBatchUpdates` block (nested blocks add to the same
/// batch), in UIKit's terms: deletions, reloads and reconfigures at index paths before the
/// update, insertions at index paths after it, moves from before to after.
struct BatchUpdate: Sendable, Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    static func == (lhs: BatchUpdate, rhs: BatchUpdate) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.reloadedSections == rhs.reloadedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections, by: ==)
            && lhs.deletedItems == rhs.deletedItems && lhs.insertedItems == rhs.insertedItems
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.movedItems.elementsEqual(rhs.movedItems, by: ==)
    }

    var isEmpty: Bool { self == BatchUpdate() }
}

/// Why a batch update was refused: UIKit's text, with the real numbers, and what to do.
public struct BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// UIKit's sentence for the problem, with this update's numbers.
    public let reason: String
    /// What to change so the update goes through.
    public let fix: String

    public var description: String { "\(reason) \(fix)" }
}

/// A batch update checked against the counts before and after it, with the map from each
/// surviving row's index path before the update to its index path after it.
struct BatchUpdatePlan {
    let update: BatchUpdate
    let oldCounts: ListCounts
    let newCounts: ListCounts
    /// For each section after the update, the section it was before (nil: inserted or reloaded).
    private(set) var oldSectionForNew: [Int?] = []
    /// For each section before the update, the section it is after (nil: deleted or reloaded).
    private(set) var newSectionForOld: [Int?] = []
    /// Per old section: the rows that leave it (deleted or moved out), sorted.
    private var removedRows: [Int: [Int]] = [:]
    /// Per new section: the rows that are taken (inserted or moved in), sorted.
    private var takenRows: [Int: [Int]] = [:]
    private var movedTo: [IndexPath: IndexPath] = [:]
    private var deletedOrReloaded: Set<IndexPath> = []

    /// Checks `update` in UIKit's order and builds the index map.
    ///
    /// - Throws: ``BatchUpdateError`` with UIKit's text for the first problem found.
    /// - Complexity: O(*c* log *c*) in the number of changes, plus O(*s*) in the sections.
    init(
        _ update: BatchUpdate, oldCounts: ListCounts, newCounts: ListCounts, vocabulary: ListVocabulary
    ) throws(BatchUpdateError) {
        self.update = update
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        let words = Words(vocabulary)
        try checkSections(words)
        try checkItems(words)
        try checkCounts(words)
    }

    // MARK: Sections

    private mutating func checkSections(_ words: Words) throws(BatchUpdateError) {
        let old = oldCounts.numberOfSections
        let new = newCounts.numberOfSections
        for section in update.deletedSections where section >= old {
            throw words.refusal(
                "attempt to delete section \(section), but there are only \(old) sections before the update",
                fix: "Delete sections that exist before the update.")
        }
        for section in update.reloadedSections where section >= old {
            throw words.refusal(
                "attempt to reload section \(section), but there are only \(old) sections before the update",
                fix: "Reload sections that exist before the update.")
        }
        for section in update.insertedSections where section >= new {
            throw words.refusal(
                "attempt to insert section \(section) but there are only \(new) sections after the update",
                fix: "Insert sections at indexes that exist after the update; update numberOfSections first.")
        }
        for section in update.deletedSections.intersection(update.reloadedSections) {
            throw words.refusal(
                "attempt to delete and reload the same section (\(section))", fix: "Either delete or reload it.")
        }
        var movedFrom = Set<Int>()
        var movedTo = Set<Int>()
        for move in update.movedSections {
            if move.from >= old || move.from < 0 {
                throw words.refusal(
                    "attempt to move section \(move.from), but there are only \(old) sections before the update",
                    fix: "Move sections that exist before the update.")
            }
            if move.to >= new || move.to < 0 {
                throw words.refusal(
                    "attempt to move section \(move.from) to section \(move.to), but there are only \(new) sections after the update",
                    fix: "Move sections to indexes that exist after the update.")
            }
            if update.deletedSections.contains(move.from) || update.reloadedSections.contains(move.from) {
                throw words.refusal(
                    "attempt to perform a delete and a move from the same section (\(move.from))",
                    fix: "Either delete or move it.")
            }
            if update.insertedSections.contains(move.to) {
                throw words.refusal(
                    "attempt to perform an insert and a move to the same section (\(move.to))",
                    fix: "Either insert at that index or move there.")
            }
            if !movedFrom.insert(move.from).inserted {
                throw words.refusal(
                    "attempt to move section \(move.from) twice", fix: "Move each section at most once per update.")
            }
            if !movedTo.insert(move.to).inserted {
                throw words.refusal(
                    "attempt to move two sections to section \(move.to)", fix: "Move each section to its own index.")
            }
        }
        let inserted = update.insertedSections.count + update.reloadedSections.count
        let deleted = update.deletedSections.count + update.reloadedSections.count
        guard new == old + inserted - deleted else {
            throw words.refusal(
                "Invalid update: invalid number of sections. The number of sections contained in the \(words.view) "
                    + "after the update (\(new)) must be equal to the number of sections contained in the "
                    + "\(words.view) before the update (\(old)), plus or minus the number of sections inserted or "
                    + "deleted (\(inserted) inserted, \(deleted) deleted).",
                fix: "Change the data source's number of sections in the same update as the insertions and deletions.")
        }
        // Map sections: moves are fixed, inserted and reloaded sections are new, the others keep their order.
        var oldForNew = [Int?](repeating: nil, count: new)
        var fixed = [Bool](repeating: false, count: new)
        for move in update.movedSections {
            oldForNew[move.to] = move.from
            fixed[move.to] = true
        }
        for section in update.insertedSections { fixed[section] = true }
        // A reloaded section is deleted and inserted at the index its place maps to.
        var stationary = (0..<old).filter {
            !update.deletedSections.contains($0) && !movedFrom.contains($0)
        }.makeIterator()
        for index in 0..<new where !fixed[index] {
            oldForNew[index] = stationary.next()
        }
        var newForOld = [Int?](repeating: nil, count: old)
        for (newIndex, oldIndex) in oldForNew.enumerated() {
            guard let oldIndex else { continue }
            if update.reloadedSections.contains(oldIndex) {
                oldForNew[newIndex] = nil
            } else {
                newForOld[oldIndex] = newIndex
            }
        }
        oldSectionForNew = oldForNew
        newSectionForOld = newForOld
    }

    // MARK: Items

    private mutating func checkItems(_ words: Words) throws(BatchUpdateError) {
        func checkBefore(_ path: IndexPath, _ verb: String) throws(BatchUpdateError) {
            guard path.count == 2, path.section >= 0, path.section < oldCounts.numberOfSections else {
                throw words.refusal(
                    "attempt to \(verb) \(words.element) \(path.count == 2 ? path[1] : -1) from section "
                        + "\(path.count == 2 ? path.section : -1), but there are only \(oldCounts.numberOfSections) "
                        + "sections before the update",
                    fix: "Use index paths from before the update for deletions, reloads and move sources.")
            }
            let count = oldCounts.elementsPerSection[path.section]
            guard path[1] >= 0, path[1] < count else {
                throw words.refusal(
                    "attempt to \(verb) \(words.element) \(path[1]) from section \(path.section) which only contains "
                        + "\(count) \(words.elements) before the update",
                    fix: "Use index paths from before the update for deletions, reloads and move sources.")
            }
        }
        func checkAfter(_ path: IndexPath, _ verb: String, _ preposition: String) throws(BatchUpdateError) {
            guard path.count == 2, path.section >= 0, path.section < newCounts.numberOfSections else {
                throw words.refusal(
                    "attempt to \(verb) \(words.element) \(path.count == 2 ? path[1] : -1) \(preposition) section "
                        + "\(path.count == 2 ? path.section : -1), but there are only "
                        + "\(newCounts.numberOfSections) sections after the update",
                    fix: "Use index paths from after the update for insertions and move destinations.")
            }
            let count = newCounts.elementsPerSection[path.section]
            guard path[1] >= 0, path[1] < count else {
                throw words.refusal(
                    "attempt to \(verb) \(words.element) \(path[1]) \(preposition) section \(path.section), but there "
                        + "are only \(count) \(words.elements) in section \(path.section) after the update",
                    fix: "Use index paths from after the update for insertions and move destinations; update the "
                        + "data source's counts in the same update.")
            }
        }
        for path in update.deletedItems { try checkBefore(path, "delete") }
        for path in update.reloadedItems { try checkBefore(path, "reload") }
        for path in update.reconfiguredItems { try checkBefore(path, "reconfigure") }
        for path in update.insertedItems { try checkAfter(path, "insert", "into") }
        let deleted = Set(update.deletedItems)
        let reloaded = Set(update.reloadedItems)
        for path in update.reloadedItems where deleted.contains(path) {
            throw words.refusal(
                "attempt to delete and reload the same index path (\(path.uikitDescription))",
                fix: "Either delete or reload it.")
        }
        let inserted = Set(update.insertedItems)
        var sources: [IndexPath: IndexPath] = [:]
        var destinations: [IndexPath: IndexPath] = [:]
        for move in update.movedItems {
            try checkBefore(move.from, "move")
            try checkAfter(move.to, "move", "to")
            if deleted.contains(move.from) || reloaded.contains(move.from) {
                throw words.refusal(
                    "attempt to perform a delete and a move from the same index path (\(move.from.uikitDescription))",
                    fix: "Either delete or move it.")
            }
            if inserted.contains(move.to) {
                throw words.refusal(
                    "attempt to perform an insert and a move to the same index path (\(move.to.uikitDescription))",
                    fix: "Either insert at that index path or move there.")
            }
            if update.deletedSections.contains(move.from.section) || update.reloadedSections.contains(move.from.section) {
                throw words.refusal(
                    "cannot move an item from a deleted section (\(move.from.section))",
                    fix: "Delete the item with its section instead.")
            }
            if update.insertedSections.contains(move.to.section) || oldSectionForNew[move.to.section] == nil {
                throw words.refusal(
                    "cannot move an item into a newly inserted section (\(move.to.section))",
                    fix: "Insert the item with its section instead.")
            }
            if let earlier = sources[move.from] {
                throw words.refusal(
                    "attempt to move item at index path \(move.from.uikitDescription) to both "
                        + "\(earlier.uikitDescription) and \(move.to.uikitDescription)",
                    fix: "Move each item at most once per update.")
            }
            if let earlier = destinations[move.to] {
                throw words.refusal(
                    "attempt to move index paths \(earlier.uikitDescription) and \(move.from.uikitDescription) to the "
                        + "same index path \(move.to.uikitDescription)",
                    fix: "Move each item to its own index path.")
            }
            sources[move.from] = move.to
            destinations[move.to] = move.from
        }
        movedTo = sources
        deletedOrReloaded = deleted.union(reloaded)
        var removed: [Int: [Int]] = [:]
        for path in deleted { removed[path.section, default: []].append(path[1]) }
        for path in sources.keys { removed[path.section, default: []].append(path[1]) }
        var taken: [Int: [Int]] = [:]
        for path in inserted { taken[path.section, default: []].append(path[1]) }
        for path in destinations.keys { taken[path.section, default: []].append(path[1]) }
        removedRows = removed.mapValues { $0.sorted() }
        takenRows = taken.mapValues { $0.sorted() }
    }

    // MARK: Counts

    private func checkCounts(_ words: Words) throws(BatchUpdateError) {
        var insertedIn: [Int: Int] = [:]
        var deletedFrom: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        for path in update.insertedItems { insertedIn[path.section, default: 0] += 1 }
        for path in update.deletedItems { deletedFrom[path.section, default: 0] += 1 }
        for path in update.reloadedItems {
            deletedFrom[path.section, default: 0] += 1
            if let newSection = newSectionForOld[path.section] { insertedIn[newSection, default: 0] += 1 }
        }
        for move in update.movedItems {
            movedOut[move.from.section, default: 0] += 1
            movedIn[move.to.section, default: 0] += 1
        }
        for (newSection, oldSection) in oldSectionForNew.enumerated() {
            guard let oldSection else { continue }
            let before = oldCounts.elementsPerSection[oldSection]
            let after = newCounts.elementsPerSection[newSection]
            let inserted = insertedIn[newSection] ?? 0
            let deleted = deletedFrom[oldSection] ?? 0
            let into = movedIn[newSection] ?? 0
            let outOf = movedOut[oldSection] ?? 0
            guard after == before + inserted - deleted + into - outOf else {
                throw words.refusal(
                    "Invalid update: invalid number of \(words.elements) in section \(newSection). The number of "
                        + "\(words.elements) contained in an existing section after the update (\(after)) must be equal "
                        + "to the number of \(words.elements) contained in that section before the update (\(before)), "
                        + "plus or minus the number of \(words.elements) inserted or deleted from that section "
                        + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(words.elements) "
                        + "moved into or out of that section (\(into) moved in, \(outOf) moved out).",
                    fix: "Change the data source's counts in the same update as the insertions, deletions and moves.")
            }
        }
    }

    // MARK: Mapping

    /// Where the row or item at `oldPath` is after the update; nil when it was deleted,
    /// reloaded (it gets a new cell) or its section went away.
    ///
    /// - Complexity: O(log *c* + *t*) for *c* rows removed from its section and *t* rows taken
    ///   in its new section.
    func newIndexPath(for oldPath: IndexPath) -> IndexPath? {
        if let target = movedTo[oldPath] { return target }
        guard !deletedOrReloaded.contains(oldPath) else { return nil }
        return placeOfStationary(oldPath)
    }

    /// Where a reloaded row is after the update, where it shows a new cell.
    func newIndexPath(forReloaded oldPath: IndexPath) -> IndexPath? {
        placeOfStationary(oldPath)
    }

    /// A row that neither moves nor leaves keeps its rank among the rows that stay in its
    /// section, and takes the slot of that rank among the slots not taken by insertions and
    /// moves in its new section.
    private func placeOfStationary(_ oldPath: IndexPath) -> IndexPath? {
        guard let newSection = newSectionForOld[oldPath.section] else { return nil }
        let removed = removedRows[oldPath.section] ?? []
        var position = oldPath[1] - removed.countBelow(oldPath[1])
        for taken in takenRows[newSection] ?? [] {
            if taken <= position { position += 1 } else { break }
        }
        return IndexPath(row: position, section: newSection)
    }

    /// Where section `oldSection` is after the update; nil when deleted or reloaded.
    func newSection(for oldSection: Int) -> Int? {
        newSectionForOld.indices.contains(oldSection) ? newSectionForOld[oldSection] : nil
    }
}

/// The words of a list's messages.
private struct Words {
    let element: String
    let elements: String
    let view: String

    init(_ vocabulary: ListVocabulary) {
        element = vocabulary.element
        elements = vocabulary.element + "s"
        view = vocabulary.view
    }

    func refusal(_ reason: String, fix: String) -> BatchUpdateError {
        BatchUpdateError(reason: reason, fix: fix)
    }
}

extension Array where Element == Int {
    /// How many elements of this sorted array are below `value`. O(log *n*).
    fileprivate func countBelow(_ value: Int) -> Int {
        partitioningIndex { $0 >= value }
    }
}

extension IndexPath {
    /// UIKit's description of an index path in its messages: `{length = 2, path = 0 - 5}`.
    var uikitDescription: String {
        "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}
