/// UIKit's rules for one batch update (`performBatchUpdates`), written once: the checks, with
/// UIKit's sentences, and the map from positions before the update to positions after it.
///
/// The engine's `BatchUpdatePlan` and ``Changeset/applying(to:)`` are both built on this
/// value; they differ only in their words (a ``Vocabulary``) and in what they add to a
/// ``Refusal`` (the engine adds what to do about it).
///
/// Positions follow UIKit: section deletions and reloads, element deletions, reloads and
/// reconfigures, and move sources are positions before the update; insertions and move
/// destinations are positions after it. Sections and elements that are neither removed nor
/// moved keep their relative order and fill the places that insertions and moves leave free; a
/// reloaded section or element is deleted and inserted at the place it keeps.
///
/// The checks run in this order, and the first problem found is refused:
///
/// 1. section indexes in bounds: deletions and reloads before the update, insertions after;
/// 2. no section both deleted and reloaded;
/// 3. each section move, in order: source and destination in bounds, source neither deleted
///    nor reloaded, destination not inserted, no source or destination used twice;
/// 4. *sections after* = *before* + inserted − deleted, a reload counting as one of each;
/// 5. element paths in bounds: deletions, reloads and reconfigures before the update,
///    insertions after;
/// 6. no path both deleted and reloaded;
/// 7. each element move, in order: paths in bounds, source neither deleted nor reloaded,
///    destination not inserted, source section neither deleted nor reloaded, destination
///    section neither inserted nor reloaded, no source or destination used twice;
/// 8. per section that stays, *after* = *before* + inserted − deleted + moved in − moved out,
///    a reload again counting as one deletion and one insertion;
/// 9. per section that stays, the elements it keeps fill exactly the places left free.
///
/// Repeats, where the two former validators differed: a section index repeated in one list
/// counts once (the engine records sections in an `IndexSet`, as UIKit takes them), so
/// "delete section 3 twice" is one deletion rather than a refusal; an element path repeated
/// in one list is not refused either, and counts each time in check 8 (the engine counts what
/// its block recorded), but is placed once. Check 9 can only fail through such repeats: when
/// they leave a section with more or fewer kept elements than free places, the update is
/// refused with the sentence of check 8, counting each path once.
///
/// Element changes inside a deleted, inserted or reloaded section are covered by the section
/// change and have no further effect.
package struct BatchUpdateRules: Sendable {
    /// The changes of one batch update. Lists may come in any order.
    package struct Changes: Sendable {
        package var sectionDeleted: [Int]
        package var sectionInserted: [Int]
        package var sectionReloaded: [Int]
        package var sectionMoved: [Move<Int>]
        package var elementDeleted: [ElementPath]
        package var elementInserted: [ElementPath]
        package var elementReloaded: [ElementPath]
        /// Reconfigured elements: checked to exist before the update; they stay where they are.
        package var elementReconfigured: [ElementPath]
        package var elementMoved: [Move<ElementPath>]

        package init(
            sectionDeleted: [Int] = [], sectionInserted: [Int] = [], sectionReloaded: [Int] = [],
            sectionMoved: [Move<Int>] = [],
            elementDeleted: [ElementPath] = [], elementInserted: [ElementPath] = [],
            elementReloaded: [ElementPath] = [], elementReconfigured: [ElementPath] = [],
            elementMoved: [Move<ElementPath>] = []
        ) {
            self.sectionDeleted = sectionDeleted
            self.sectionInserted = sectionInserted
            self.sectionReloaded = sectionReloaded
            self.sectionMoved = sectionMoved
            self.elementDeleted = elementDeleted
            self.elementInserted = elementInserted
            self.elementReloaded = elementReloaded
            self.elementReconfigured = elementReconfigured
            self.elementMoved = elementMoved
        }
    }

    /// The words of a list's sentences: "row" and "table view", or "item" and "collection
    /// view", and how a path is written.
    package struct Vocabulary: Sendable {
        /// One element: "row", "item".
        package var element: String
        /// The list: "table view", "collection view".
        package var view: String
        /// A path as the list writes it in its sentences.
        package var describe: @Sendable (ElementPath) -> String

        package init(element: String, view: String, describe: @escaping @Sendable (ElementPath) -> String) {
            self.element = element
            self.view = view
            self.describe = describe
        }

        /// Several elements: "rows", "items".
        var elements: String { element + "s" }
    }

    /// Which rule an update broke, for callers that say what to do about it.
    package enum Problem: Sendable, Equatable {
        case deletedSectionMissing, reloadedSectionMissing, insertedSectionMissing
        case sectionDeletedAndReloaded
        case movedSectionMissing, sectionMoveDestinationMissing
        case sectionDeletedAndMoved, sectionInsertedAndMoved, sectionMovedTwice, sectionsMovedToOneIndex
        case sectionCount
        case sectionMissingBefore, elementMissingBefore, sectionMissingAfter, elementMissingAfter
        case elementDeletedAndReloaded, elementDeletedAndMoved, elementInsertedAndMoved
        case moveFromDeletedSection, moveIntoInsertedSection, elementMovedTwice, elementsMovedToOnePath
        case elementCount
    }

    /// A refused update: the rule it broke and UIKit's sentence for it, with its numbers.
    package struct Refusal: Error, Sendable {
        package let problem: Problem
        package let reason: String
    }

    /// The element counts per section before and after the update.
    package let oldCounts: [Int]
    package let newCounts: [Int]
    /// For each section after the update, the section it was before; -1 when inserted or reloaded.
    private let oldSectionForNew: [Int]
    /// For each section before the update, the section it is after; -1 when deleted or reloaded.
    private let newSectionForOld: [Int]
    /// Per section before the update that stays: the elements that leave it (deleted, or moved
    /// to their ``SectionedRows/links``).
    private let leaving: SectionedRows
    /// Per section before the update that stays: its reloaded elements.
    private let reloaded: SectionedRows
    /// Per section after the update that has one before: the places taken by insertions, or
    /// by moves from their ``SectionedRows/links``.
    private let arriving: SectionedRows

    /// Checks `changes` against the counts before and after them and builds the map.
    ///
    /// - Parameters:
    ///   - oldCounts: The number of elements of each section before the update.
    ///   - newCounts: The number of elements of each section after the update.
    /// - Throws: ``Refusal`` for the first problem found, in the order of the type's summary.
    /// - Complexity: O(*c* log *c*) for *c* changes, plus O(*s*) for *s* sections.
    package init(
        _ changes: Changes, oldCounts: [Int], newCounts: [Int], vocabulary: Vocabulary
    ) throws(Refusal) {
        let sections = try SectionPlacement(changes, oldCount: oldCounts.count, newCount: newCounts.count, vocabulary)
        try Self.checkElementPaths(changes, oldCounts: oldCounts, newCounts: newCounts, sections, vocabulary)
        try Self.checkCounts(changes, oldCounts: oldCounts, newCounts: newCounts, sections, vocabulary)
        let unset = ElementPath(element: -1, section: -1)
        var leavingRows: [(ElementPath, ElementPath)] = []
        leavingRows.reserveCapacity(changes.elementDeleted.count + changes.elementMoved.count)
        var arrivingRows: [(ElementPath, ElementPath)] = []
        arrivingRows.reserveCapacity(changes.elementInserted.count + changes.elementMoved.count)
        for path in changes.elementDeleted where sections.newForOld[path.section] >= 0 {
            leavingRows.append((path, unset))
        }
        for path in changes.elementInserted where sections.oldForNew[path.section] >= 0 {
            arrivingRows.append((path, unset))
        }
        for move in changes.elementMoved {
            leavingRows.append((move.source, move.target))
            arrivingRows.append((move.target, move.source))
        }
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        oldSectionForNew = sections.oldForNew
        newSectionForOld = sections.newForOld
        leaving = SectionedRows(sectionCount: oldCounts.count, leavingRows)
        arriving = SectionedRows(sectionCount: newCounts.count, arrivingRows)
        reloaded = SectionedRows(
            sectionCount: oldCounts.count,
            changes.elementReloaded.lazy.filter { sections.newForOld[$0.section] >= 0 }.map { ($0, unset) })
        try checkPlaces(vocabulary)
    }

    // MARK: Sections

    /// Steps 1 to 4: the section checks, then where each section goes.
    private struct SectionPlacement {
        var oldForNew: [Int]
        var newForOld: [Int]

        init(_ changes: Changes, oldCount: Int, newCount: Int, _ words: Vocabulary) throws(Refusal) {
            /// Flags the sections of `list`, refusing the first outside the flags with `missing`;
            /// returns how many distinct sections it flagged.
            func flag(
                _ list: [Int], _ flags: inout [Bool], _ problem: Problem, _ missing: (Int) -> String
            ) throws(Refusal) -> Int {
                var distinct = 0
                for section in list {
                    guard section >= 0, section < flags.count else {
                        throw Refusal(problem: problem, reason: missing(section))
                    }
                    if !flags[section] { distinct += 1 }
                    flags[section] = true
                }
                return distinct
            }
            var isDeleted = [Bool](repeating: false, count: oldCount)
            var isReloaded = [Bool](repeating: false, count: oldCount)
            var isInserted = [Bool](repeating: false, count: newCount)
            let deletedCount = try flag(changes.sectionDeleted, &isDeleted, .deletedSectionMissing) {
                "attempt to delete section \($0), but there are only \(oldCount) sections before the update"
            }
            let reloadedCount = try flag(changes.sectionReloaded, &isReloaded, .reloadedSectionMissing) {
                "attempt to reload section \($0), but there are only \(oldCount) sections before the update"
            }
            let insertedCount = try flag(changes.sectionInserted, &isInserted, .insertedSectionMissing) {
                "attempt to insert section \($0) but there are only \(newCount) sections after the update"
            }
            for section in changes.sectionDeleted where isReloaded[section] {
                throw Refusal(
                    problem: .sectionDeletedAndReloaded,
                    reason: "attempt to delete and reload the same section (\(section))")
            }
            var isMovedOut = [Bool](repeating: false, count: oldCount)
            oldForNew = [Int](repeating: -1, count: newCount)
            for move in changes.sectionMoved {
                let (source, target) = (move.source, move.target)
                guard source >= 0, source < oldCount else {
                    throw Refusal(
                        problem: .movedSectionMissing,
                        reason: "attempt to move section \(source), but there are only \(oldCount) sections before "
                            + "the update")
                }
                guard target >= 0, target < newCount else {
                    throw Refusal(
                        problem: .sectionMoveDestinationMissing,
                        reason: "attempt to move section \(source) to section \(target), but there are only "
                            + "\(newCount) sections after the update")
                }
                guard !isDeleted[source], !isReloaded[source] else {
                    throw Refusal(
                        problem: .sectionDeletedAndMoved,
                        reason: "attempt to perform a delete and a move from the same section (\(source))")
                }
                guard !isInserted[target] else {
                    throw Refusal(
                        problem: .sectionInsertedAndMoved,
                        reason: "attempt to perform an insert and a move to the same section (\(target))")
                }
                guard !isMovedOut[source] else {
                    throw Refusal(problem: .sectionMovedTwice, reason: "attempt to move section \(source) twice")
                }
                guard oldForNew[target] < 0 else {
                    throw Refusal(
                        problem: .sectionsMovedToOneIndex, reason: "attempt to move two sections to section \(target)")
                }
                isMovedOut[source] = true
                oldForNew[target] = source
            }
            let inserted = insertedCount + reloadedCount
            let deleted = deletedCount + reloadedCount
            guard newCount == oldCount + inserted - deleted else {
                throw Refusal(
                    problem: .sectionCount,
                    reason: "Invalid update: invalid number of sections. The number of sections contained in the "
                        + "\(words.view) after the update (\(newCount)) must be equal to the number of sections "
                        + "contained in the \(words.view) before the update (\(oldCount)), plus or minus the number "
                        + "of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
            }
            // The sections that stay put fill the free indexes in their old order (the counts
            // add up, so there is one for each); a reloaded one then counts as new there.
            var stationary = 0
            for section in 0..<newCount where !isInserted[section] && oldForNew[section] < 0 {
                while isDeleted[stationary] || isMovedOut[stationary] { stationary += 1 }
                oldForNew[section] = stationary
                stationary += 1
            }
            newForOld = [Int](repeating: -1, count: oldCount)
            for section in 0..<newCount {
                let old = oldForNew[section]
                guard old >= 0 else { continue }
                if isReloaded[old] { oldForNew[section] = -1 } else { newForOld[old] = section }
            }
        }
    }

    // MARK: Elements

    /// Steps 5 to 7: element paths in bounds, and no path changed in two ways that exclude
    /// each other.
    private static func checkElementPaths(
        _ changes: Changes, oldCounts: [Int], newCounts: [Int], _ sections: SectionPlacement, _ words: Vocabulary
    ) throws(Refusal) {
        func checkBefore(_ path: ElementPath, _ verb: String) throws(Refusal) {
            guard path.section >= 0, path.section < oldCounts.count else {
                throw Refusal(
                    problem: .sectionMissingBefore,
                    reason: "attempt to \(verb) \(words.element) \(path.element) from section \(path.section), but "
                        + "there are only \(oldCounts.count) sections before the update")
            }
            let count = oldCounts[path.section]
            guard path.element >= 0, path.element < count else {
                throw Refusal(
                    problem: .elementMissingBefore,
                    reason: "attempt to \(verb) \(words.element) \(path.element) from section \(path.section) which "
                        + "only contains \(count) \(words.elements) before the update")
            }
        }
        func checkAfter(_ path: ElementPath, _ verb: String, _ preposition: String) throws(Refusal) {
            guard path.section >= 0, path.section < newCounts.count else {
                throw Refusal(
                    problem: .sectionMissingAfter,
                    reason: "attempt to \(verb) \(words.element) \(path.element) \(preposition) section "
                        + "\(path.section), but there are only \(newCounts.count) sections after the update")
            }
            let count = newCounts[path.section]
            guard path.element >= 0, path.element < count else {
                throw Refusal(
                    problem: .elementMissingAfter,
                    reason: "attempt to \(verb) \(words.element) \(path.element) \(preposition) section "
                        + "\(path.section), but there are only \(count) \(words.elements) in section "
                        + "\(path.section) after the update")
            }
        }
        for path in changes.elementDeleted { try checkBefore(path, "delete") }
        for path in changes.elementReloaded { try checkBefore(path, "reload") }
        for path in changes.elementReconfigured { try checkBefore(path, "reconfigure") }
        for path in changes.elementInserted { try checkAfter(path, "insert", "into") }
        let deleted = Set(changes.elementDeleted)
        let reloaded = Set(changes.elementReloaded)
        for path in changes.elementReloaded where deleted.contains(path) {
            throw Refusal(
                problem: .elementDeletedAndReloaded,
                reason: "attempt to delete and reload the same index path (\(words.describe(path)))")
        }
        let inserted = Set(changes.elementInserted)
        var targets = [ElementPath: ElementPath](minimumCapacity: changes.elementMoved.count)
        var sources = [ElementPath: ElementPath](minimumCapacity: changes.elementMoved.count)
        for move in changes.elementMoved {
            let (source, target) = (move.source, move.target)
            try checkBefore(source, "move")
            try checkAfter(target, "move", "to")
            if deleted.contains(source) || reloaded.contains(source) {
                throw Refusal(
                    problem: .elementDeletedAndMoved,
                    reason: "attempt to perform a delete and a move from the same index path "
                        + "(\(words.describe(source)))")
            }
            if inserted.contains(target) {
                throw Refusal(
                    problem: .elementInsertedAndMoved,
                    reason: "attempt to perform an insert and a move to the same index path "
                        + "(\(words.describe(target)))")
            }
            if sections.newForOld[source.section] < 0 {
                throw Refusal(
                    problem: .moveFromDeletedSection,
                    reason: "cannot move an item from a deleted section (\(source.section))")
            }
            if sections.oldForNew[target.section] < 0 {
                throw Refusal(
                    problem: .moveIntoInsertedSection,
                    reason: "cannot move an item into a newly inserted section (\(target.section))")
            }
            if let earlier = targets[source] {
                throw Refusal(
                    problem: .elementMovedTwice,
                    reason: "attempt to move item at index path \(words.describe(source)) to both "
                        + "\(words.describe(earlier)) and \(words.describe(target))")
            }
            if let earlier = sources[target] {
                throw Refusal(
                    problem: .elementsMovedToOnePath,
                    reason: "attempt to move index paths \(words.describe(earlier)) and \(words.describe(source)) "
                        + "to the same index path \(words.describe(target))")
            }
            targets[source] = target
            sources[target] = source
        }
    }

    /// Step 8: the count of every section that stays adds up, each recorded change counted.
    private static func checkCounts(
        _ changes: Changes, oldCounts: [Int], newCounts: [Int], _ sections: SectionPlacement, _ words: Vocabulary
    ) throws(Refusal) {
        var insertedInto = [Int](repeating: 0, count: newCounts.count)
        var movedInto = [Int](repeating: 0, count: newCounts.count)
        var deletedFrom = [Int](repeating: 0, count: oldCounts.count)
        var movedOutOf = [Int](repeating: 0, count: oldCounts.count)
        for path in changes.elementInserted { insertedInto[path.section] += 1 }
        for path in changes.elementDeleted { deletedFrom[path.section] += 1 }
        for path in changes.elementReloaded {
            deletedFrom[path.section] += 1
            let newSection = sections.newForOld[path.section]
            if newSection >= 0 { insertedInto[newSection] += 1 }
        }
        for move in changes.elementMoved {
            movedOutOf[move.source.section] += 1
            movedInto[move.target.section] += 1
        }
        for (newSection, oldSection) in sections.oldForNew.enumerated() where oldSection >= 0 {
            let tally = Tally(
                before: oldCounts[oldSection], after: newCounts[newSection], inserted: insertedInto[newSection],
                deleted: deletedFrom[oldSection], movedIn: movedInto[newSection], movedOut: movedOutOf[oldSection])
            guard tally.addsUp else { throw tally.refusal(section: newSection, words) }
        }
    }

    /// Step 9: in every section that stays, the kept elements fill the free places exactly
    /// (only repeated paths can break this once step 8 holds).
    private func checkPlaces(_ words: Vocabulary) throws(Refusal) {
        for (newSection, oldSection) in oldSectionForNew.enumerated() where oldSection >= 0 {
            let leavingRange = leaving.range(of: oldSection)
            let arrivingRange = arriving.range(of: newSection)
            let kept = oldCounts[oldSection] - leavingRange.count
            guard kept != newCounts[newSection] - arrivingRange.count else { continue }
            let movedOut = leavingRange.count(where: { leaving.links[$0].section >= 0 })
            let movedIn = arrivingRange.count(where: { arriving.links[$0].section >= 0 })
            let reloadedCount = reloaded.range(of: oldSection).count
            let tally = Tally(
                before: oldCounts[oldSection], after: newCounts[newSection],
                inserted: arrivingRange.count - movedIn + reloadedCount,
                deleted: leavingRange.count - movedOut + reloadedCount, movedIn: movedIn, movedOut: movedOut)
            throw tally.refusal(section: newSection, words)
        }
    }

    /// The numbers of one section's count check.
    private struct Tally {
        let before, after, inserted, deleted, movedIn, movedOut: Int

        var addsUp: Bool { after == before + inserted - deleted + movedIn - movedOut }

        func refusal(section: Int, _ words: Vocabulary) -> Refusal {
            let elements = words.elements
            return Refusal(
                problem: .elementCount,
                reason: "Invalid update: invalid number of \(elements) in section \(section). The number of "
                    + "\(elements) contained in an existing section after the update (\(after)) must be equal to "
                    + "the number of \(elements) contained in that section before the update (\(before)), plus or "
                    + "minus the number of \(elements) inserted or deleted from that section (\(inserted) inserted, "
                    + "\(deleted) deleted) and plus or minus the number of \(elements) moved into or out of that "
                    + "section (\(movedIn) moved in, \(movedOut) moved out).")
        }
    }

    // MARK: Map

    /// Where section `oldSection` is after the update; nil when it is deleted or reloaded.
    ///
    /// - Complexity: O(1).
    package func newSection(for oldSection: Int) -> Int? {
        guard oldSection >= 0, oldSection < newSectionForOld.count else { return nil }
        let section = newSectionForOld[oldSection]
        return section >= 0 ? section : nil
    }

    /// The section that section `newSection` after the update was before it; nil when it is
    /// inserted or reloaded (it takes all its elements from the data after the update).
    ///
    /// - Complexity: O(1).
    package func oldSection(for newSection: Int) -> Int? {
        guard newSection >= 0, newSection < oldSectionForNew.count else { return nil }
        let section = oldSectionForNew[newSection]
        return section >= 0 ? section : nil
    }

    /// Where the element at `oldPath` is after the update; nil when it is deleted or reloaded
    /// (a reloaded element is a new one) or its section is deleted or reloaded.
    ///
    /// - Complexity: O(log *c*) for *c* changes in its sections.
    package func newPath(for oldPath: ElementPath) -> ElementPath? {
        guard oldPath.section >= 0, oldPath.section < newSectionForOld.count else { return nil }
        let (rank, leavingIndex) = rankAmongKept(oldPath)
        if let leavingIndex {
            let target = leaving.links[leavingIndex]
            return target.section >= 0 ? target : nil
        }
        guard !reloaded.contains(oldPath) else { return nil }
        return place(rank: rank, inSectionAfter: oldPath.section)
    }

    /// How many kept elements of its section come before `oldPath`, and where it is in
    /// ``leaving`` when it leaves.
    private func rankAmongKept(_ oldPath: ElementPath) -> (rank: Int, leavingIndex: Int?) {
        let range = leaving.range(of: oldPath.section)
        let rows = leaving.rows
        let index = range.partitioningIndex { rows[$0] >= oldPath.element }
        let rank = oldPath.element - (index - range.lowerBound)
        return (rank, index < range.upperBound && rows[index] == oldPath.element ? index : nil)
    }

    /// The place of the kept element of rank `rank` of `oldSection`: the free place of that
    /// rank in its new section, skipping the places that arrivals take. There, the `i`-th
    /// arrival (from 0) at row `r` has `r - i` free places before it, which grows with `i`;
    /// the element goes past the arrivals with at most `rank` free places before them.
    private func place(rank: Int, inSectionAfter oldSection: Int) -> ElementPath? {
        let newSection = newSectionForOld[oldSection]
        guard newSection >= 0 else { return nil }
        let range = arriving.range(of: newSection)
        let rows = arriving.rows
        let start = range.lowerBound
        let passed = range.partitioningIndex { rows[$0] - ($0 - start) > rank } - start
        return ElementPath(element: rank + passed, section: newSection)
    }

    // MARK: Placement

    /// Where an element after the update comes from.
    package enum Origin: Equatable, Sendable {
        /// An inserted or reloaded element: the value after the update at the same place.
        case after
        /// A kept or moved element: the value before the update at this path.
        case before(ElementPath)
    }

    /// The origins of the elements of section `newSection` after the update, place by place;
    /// the section must have one before (see ``oldSection(for:)``).
    ///
    /// - Complexity: O(*n* + *c*) over the whole walk, for *n* elements and *c* changes in
    ///   the section.
    package func origins(inSection newSection: Int) -> Origins {
        let oldSection = oldSectionForNew[newSection]
        precondition(oldSection >= 0, "section \(newSection) is new after the update")
        return Origins(rules: self, oldSection: oldSection, newSection: newSection)
    }

    /// Walks one section after the update, yielding each place's ``Origin`` in order: the
    /// arrivals at their places, and the kept elements, in their old order, in the others.
    package struct Origins: IteratorProtocol, Sendable {
        private let rules: BatchUpdateRules
        private let oldSection: Int
        private let count: Int
        private var place = 0
        private var oldElement = 0
        private var arrivingIndex: Int
        private let arrivingEnd: Int
        private var leavingIndex: Int
        private let leavingEnd: Int
        private var reloadedIndex: Int
        private let reloadedEnd: Int

        fileprivate init(rules: BatchUpdateRules, oldSection: Int, newSection: Int) {
            self.rules = rules
            self.oldSection = oldSection
            count = rules.newCounts[newSection]
            (arrivingIndex, arrivingEnd) = rules.arriving.bounds(of: newSection)
            (leavingIndex, leavingEnd) = rules.leaving.bounds(of: oldSection)
            (reloadedIndex, reloadedEnd) = rules.reloaded.bounds(of: oldSection)
        }

        package mutating func next() -> Origin? {
            guard place < count else { return nil }
            defer { place += 1 }
            if arrivingIndex < arrivingEnd, rules.arriving.rows[arrivingIndex] == place {
                let source = rules.arriving.links[arrivingIndex]
                arrivingIndex += 1
                return source.section >= 0 ? .before(source) : .after
            }
            while leavingIndex < leavingEnd, rules.leaving.rows[leavingIndex] == oldElement {
                leavingIndex += 1
                oldElement += 1
            }
            let element = oldElement
            oldElement += 1
            while reloadedIndex < reloadedEnd, rules.reloaded.rows[reloadedIndex] < element { reloadedIndex += 1 }
            if reloadedIndex < reloadedEnd, rules.reloaded.rows[reloadedIndex] == element { return .after }
            return .before(ElementPath(element: element, section: oldSection))
        }
    }
}

/// Element rows grouped by section, ascending in each section, each with a linked path (the
/// other end of a move, or section -1); built once, then searched.
private struct SectionedRows: Sendable {
    /// Where each section's rows start in ``rows``; one more entry than sections.
    let starts: [Int]
    let rows: [Int]
    let links: [ElementPath]

    /// Groups `entries` (paths in `0..<sectionCount` sections, with their links); a path
    /// listed twice is kept once.
    ///
    /// - Complexity: O(*c* log *c* + *s*).
    init<Entries: Sequence<(ElementPath, ElementPath)>>(sectionCount: Int, _ entries: Entries) {
        let sorted = entries.sorted { $0.0 < $1.0 }
        var starts = [Int](repeating: 0, count: sectionCount + 1)
        var rows: [Int] = []
        var links: [ElementPath] = []
        rows.reserveCapacity(sorted.count)
        links.reserveCapacity(sorted.count)
        var previous: ElementPath?
        for (path, link) in sorted where path != previous {
            previous = path
            starts[path.section + 1] += 1
            rows.append(path.element)
            links.append(link)
        }
        for section in 0..<sectionCount { starts[section + 1] += starts[section] }
        self.starts = starts
        self.rows = rows
        self.links = links
    }

    func range(of section: Int) -> Range<Int> { starts[section]..<starts[section + 1] }

    func bounds(of section: Int) -> (Int, Int) { (starts[section], starts[section + 1]) }

    /// Whether `path` is listed. O(log *c*).
    func contains(_ path: ElementPath) -> Bool {
        let range = range(of: path.section)
        let index = range.partitioningIndex { rows[$0] >= path.element }
        return index < range.upperBound && rows[index] == path.element
    }
}
