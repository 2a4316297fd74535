/// The model of the single section that a flat array is diffed as.
///
/// The flat-array `StagedChangeset.init(source:target:)` wraps each array in one
/// section with this model; the section never changes, so only element stages come out.
public struct SingleSection: Differentiable, Hashable, Sendable, CustomStringConvertible {
    /// Creates the single section's model; every instance is equal to every other.
    public init() {}

    public var description: String { "SingleSection" }
}

extension StagedChangeset {
    /// The stages that turn `source` into `target`, each valid as one UIKit batch update.
    ///
    /// Up to three stages, in this order, empty ones left out (equal inputs give none):
    ///
    /// 1. **Sections**: deletions (source indexes), insertions (target indexes) and moves
    ///    (source index to target index). `data` lists the sections in the target's order; a
    ///    surviving section still holds its source elements, an inserted section holds its
    ///    target elements.
    /// 2. **Elements**: deletions (paths in stage 1's `data`), insertions (target paths) and
    ///    moves (stage 1 path to target path, also from one section to another).
    /// 3. **Updates**: sections whose model content changed and elements whose content changed
    ///    (same identifier, `isContentEqual` false), at their target positions, which are also
    ///    their positions before the stage.
    ///
    /// A stage's positions "before" refer to the previous stage's `data`, or to `source` for
    /// the first stage; for example with no section stage, element deletions are at source
    /// paths. The last stage's `data` is always `target`. Before that, `data` shows target
    /// values, except that a section model or element whose content changes keeps its source
    /// value until stage 3 reports the change (and stage 1 keeps the surviving sections'
    /// source elements). So applying each stage to the previous `data` with
    /// ``Changeset/applying(to:)`` gives the stage's `data`, up to values that are equal by
    /// `isContentEqual`.
    ///
    /// Matching is by `differenceIdentifier`: sections by their model's identifier; elements
    /// by theirs, within and across surviving sections. Elements of deleted sections leave with
    /// their section and elements of inserted sections arrive with it, so they take no part in
    /// element matching. An element matched in another section is always moved. Within a
    /// section, the matched elements left in place are a longest increasing subsequence (by
    /// source position), so the number of moves is the least possible for the matching;
    /// sections likewise.
    ///
    /// **Duplicate identifiers** are allowed and never trap. In each pair of matched sections,
    /// the leading elements whose identifiers agree position by position are matched in place,
    /// and so are the trailing ones. The other elements match occurrence by occurrence: the
    /// *k*-th of them with a given identifier in the target (counting section by section in
    /// target order, then by position) matches the *k*-th with that identifier in the source
    /// (section by section in source order); occurrences without a partner are deleted
    /// (surplus in the source) or inserted (surplus in the target). Sections match the same
    /// way by model identifier, the *k*-th occurrence with the *k*-th, without the rule for
    /// leading and trailing runs. With unique identifiers this all comes down to: equal
    /// identifiers match.
    ///
    /// - Parameters:
    ///   - source: The sections before the change.
    ///   - target: The sections after the change.
    /// - Complexity: O(*n* + *m* + *q* log *m*) expected time and O(*n* + *m*) space, for *n*
    ///   source and *m* target elements and sections, where *q* counts the matched elements
    ///   that do not extend the longest increasing run found so far in their section (about
    ///   the number of moved elements for typical edits). Each identifier is computed once;
    ///   none is hashed in the common leading and trailing runs, and a target element whose
    ///   source element lies next to (or up to two places past) its predecessor's, or where a
    ///   run interrupted by a moved element goes on, is matched without hashing. The identifier
    ///   table is freed before the moves are chosen: the diff's peak memory is that of the
    ///   larger phase, not of both.
    @inlinable
    public init(source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>]) {
        self.init(stages: stagedChanges(source: source, target: target))
    }
}

extension StagedChangeset {
    /// An implementation detail of the CellKit adapters' apply; use ``init(source:target:)``.
    /// The stages of ``init(source:target:)``, or nil when `accepts` refuses the elements it is
    /// shown.
    ///
    /// - Parameters:
    ///   - knownEqualLeadingRuns: Per target section (missing entries count as 0), how many of
    ///     its leading elements the caller has found equal to those at the same positions of
    ///     the source section of the same index: the same identifier and equal content, as
    ///     ``Differentiable/contentEquality(ifSameIdentifierAs:)`` asked of the target element
    ///     answers true. Where the two sections are matched, the common leading run is counted
    ///     on from there instead of comparing those pairs again. A count past the first pair
    ///     that is not equal gives wrong stages.
    ///   - accepts: Called once, when the common leading and trailing runs of the matched
    ///     sections are known and before any identifier is hashed, with the elements outside
    ///     those runs, per source section and per target section (all the elements of a
    ///     section that is deleted or inserted): the only elements whose identifiers the rest
    ///     of the diff reads. The runs' elements are those for which `contentEquality` answered
    ///     (or `_equalRun` counted). Return false to stop: the initializer then returns nil.
    /// - Complexity: as ``init(source:target:)``, plus O(*s*) for *s* sections.
    @inlinable
    public init?(
        source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>],
        _knownEqualLeadingRuns knownEqualLeadingRuns: [Int],
        _acceptingElementsOutsideCommonRuns accepts: (_ source: [Range<Int>], _ target: [Range<Int>]) -> Bool
    ) {
        guard
            let stages = stagedChanges(
                source: source, target: target, knownEqualLeadingRuns: knownEqualLeadingRuns, accepts: accepts)
        else { return nil }
        self.init(stages: stages)
    }
}

extension StagedChangeset where Model == SingleSection {
    /// The stages that turn the flat array `source` into `target`: both are diffed as one
    /// ``SingleSection``, so there is no section stage and every `data` holds one section.
    ///
    /// The stages, their `data` and the matching are those of the sectioned
    /// `init(source:target:)`.
    /// Duplicates: the common leading and trailing runs of identifiers stay in place; among
    /// the other elements, the *k*-th occurrence of an identifier in `target` matches the
    /// *k*-th in `source`, and surplus occurrences are deleted or inserted.
    ///
    /// Sections are differentiable too, so a call with arrays of ``ArraySection`` could mean
    /// either initializer; this one is disfavoured, so such a call diffs the sections.
    ///
    /// - Complexity: O(*n* + *m* + *q* log *m*) expected, for *n* source and *m* target
    ///   elements, *q* about the number of moved elements; O(*n* + *m*) when the common
    ///   elements keep their order.
    @inlinable
    @_disfavoredOverload
    public init(source: [Element], target: [Element]) {
        self.init(
            source: [ArraySection(model: SingleSection(), elements: source)],
            target: [ArraySection(model: SingleSection(), elements: target)])
    }
}

// MARK: - Engine

/// Matches occurrences of identifiers between two small sequences (used for sections): the
/// *k*-th occurrence in the target matches the *k*-th in the source.
///
/// Returns, for each source index, its target index or -1, and for each target index, its
/// source index or -1.
///
/// - Complexity: O(*n* + *m*) expected.
@inlinable
internal func matchOccurrences<ID: Hashable>(
    sourceCount: Int, targetCount: Int, sourceID: (Int) -> ID, targetID: (Int) -> ID
) -> (source: [Int], target: [Int]) {
    // While matching, `sourceMatch` chains each occurrence to the next one of its identifier
    // (-1 at the end); a matched occurrence holds -2 - its target index.
    var sourceMatch = [Int](repeating: -1, count: sourceCount)
    var targetMatch = [Int](repeating: -1, count: targetCount)
    var head = [ID: Int](minimumCapacity: sourceCount)
    for index in stride(from: sourceCount - 1, through: 0, by: -1) {
        if let later = head.updateValue(index, forKey: sourceID(index)) { sourceMatch[index] = later }
    }
    for index in 0..<targetCount {
        guard let slot = head.index(forKey: targetID(index)) else { continue }
        let match = head.values[slot]
        guard match >= 0 else { continue }
        head.values[slot] = sourceMatch[match]
        sourceMatch[match] = -2 - index
        targetMatch[index] = match
    }
    for index in 0..<sourceCount {
        let value = sourceMatch[index]
        sourceMatch[index] = value <= -2 ? -2 - value : -1
    }
    return (sourceMatch, targetMatch)
}

/// The stages documented on the sectioned `StagedChangeset.init(source:target:)`.
///
/// Heckel-style, in phases:
///
/// 1. ``SectionMatching``: sections are matched through a hash table of model identifiers;
///    the matched ones off a longest increasing run of source positions move.
/// 2. ``ElementNumbering``: the elements of matched sections get flat numbers (sections laid
///    end to end), and each pair of matched sections its common leading and trailing runs,
///    which stay in place without hashing (their content changes noted as the runs are found:
///    ``Differentiable/contentEquality(ifSameIdentifierAs:)`` answers both at once; runs of
///    equal pairs may be answered by the element type, ``Differentiable/_equalRun(of:and:backward:)``).
/// 3. ``makeIdentityTable(source:sections:numbering:)``: the source elements between those
///    runs go into an ``IdentityTable``.
/// 4. ``ElementMatching``: the target elements between the runs take their source
///    occurrence from the table (or, without hashing, from a source entry near their
///    predecessor's match, when that entry is equal and is what the table would hand out; for
///    an element type that answers runs, ``Differentiable/_answersEqualRuns``, a run of such
///    pairs at once).
///    The table then frees all but its record of which entries were handed out.
/// 5. ``ElementChanges``: unmatched source elements are deleted, unmatched target elements
///    inserted, and per section the matched elements off a longest increasing subsequence of
///    source positions move, as do all elements matched across sections.
/// 6. ``makeStages(source:target:sections:numbering:matching:changes:)``: the section stage, the
///    element stage and the update stage, empty ones left out.
///
/// The bookkeeping lives in flat arrays of `Int` indexed by flat element numbers, allocated
/// once; each phase keeps its buffers in locals while it runs.
@inlinable
internal func stagedChanges<Model: Differentiable, Element: Differentiable>(
    source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>]
) -> [Changeset<Model, Element>] {
    var increasingRun = LongestIncreasingSubsequence()
    let sections = SectionMatching(source: source, target: target, increasingRun: &increasingRun)
    let numbering = ElementNumbering(source: source, target: target, sections: sections)
    return stagedChanges(
        source: source, target: target, sections: sections, numbering: numbering, increasingRun: &increasingRun)
}

/// ``stagedChanges(source:target:)`` with the leading runs known to be equal and the check of
/// the elements outside the common runs of
/// `StagedChangeset.init(source:target:_knownEqualLeadingRuns:_acceptingElementsOutsideCommonRuns:)`:
/// nil when `accepts` refuses.
@inlinable
internal func stagedChanges<Model: Differentiable, Element: Differentiable>(
    source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>], knownEqualLeadingRuns: [Int],
    accepts: (_ source: [Range<Int>], _ target: [Range<Int>]) -> Bool
) -> [Changeset<Model, Element>]? {
    var increasingRun = LongestIncreasingSubsequence()
    let sections = SectionMatching(source: source, target: target, increasingRun: &increasingRun)
    let numbering = ElementNumbering(
        source: source, target: target, sections: sections, knownEqualLeadingRuns: knownEqualLeadingRuns)
    let outside = numbering.elementsOutsideRuns(source: source, target: target)
    guard accepts(outside.source, outside.target) else { return nil }
    return stagedChanges(
        source: source, target: target, sections: sections, numbering: numbering, increasingRun: &increasingRun)
}

/// Steps 3-6 of ``stagedChanges(source:target:)``, once the sections are matched and the
/// elements numbered: the identity table, the matching, the changes and the stages. Always
/// inlined, so that each caller compiles to one body, as before the two shared it.
@inlinable @inline(__always)
internal func stagedChanges<Model: Differentiable, Element: Differentiable>(
    source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>], sections: SectionMatching,
    numbering: ElementNumbering, increasingRun: inout LongestIncreasingSubsequence
) -> [Changeset<Model, Element>] {
    let table = makeIdentityTable(source: source, sections: sections, numbering: numbering)
    let matching = ElementMatching(
        source: source, target: target, sections: sections, numbering: numbering, table: table)
    table.releaseLookups()
    let changes = ElementChanges(
        sections: sections, numbering: numbering, table: table, matching: matching, increasingRun: &increasingRun)
    return makeStages(
        source: source, target: target, sections: sections, numbering: numbering, matching: matching, changes: changes)
}

// MARK: Phase 1: sections

/// Sections matched by model identifier (the *k*-th occurrence with the *k*-th), and the
/// section changes that follow.
@usableFromInline
internal struct SectionMatching {
    /// For each source section, its target index, or -1 when it is deleted.
    @usableFromInline let sourceMatch: [Int]
    /// For each target section, its source index, or -1 when it is inserted.
    @usableFromInline let targetMatch: [Int]
    @usableFromInline var deleted: [Int] = []
    @usableFromInline var inserted: [Int] = []
    @usableFromInline var moved: [Move<Int>] = []
    /// Target sections whose model content changed.
    @usableFromInline var updated: [Int] = []
    /// Per target section: whether it is in ``updated``.
    @usableFromInline var isUpdated: [Bool]

    /// - Complexity: O(*s* log *s*) for *s* sections; O(*s*) when they keep their order.
    @inlinable
    init<Model: Differentiable, Element: Differentiable>(
        source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>],
        increasingRun: inout LongestIncreasingSubsequence
    ) {
        let sourceCount = source.count
        let targetCount = target.count
        (sourceMatch, targetMatch) = matchOccurrences(
            sourceCount: sourceCount, targetCount: targetCount,
            sourceID: { source[$0].model.differenceIdentifier },
            targetID: { target[$0].model.differenceIdentifier })
        isUpdated = [Bool](repeating: false, count: targetCount)
        for section in 0..<sourceCount where sourceMatch[section] < 0 {
            deleted.append(section)
        }
        for section in 0..<targetCount {
            let from = targetMatch[section]
            guard from >= 0 else {
                inserted.append(section)
                continue
            }
            if !target[section].model.isContentEqual(to: source[from].model) {
                updated.append(section)
                isUpdated[section] = true
            }
        }
        let inOrder = targetMatch.withUnsafeBufferPointer { increasingRun.mark($0, in: 0..<sourceCount) }
        if !inOrder {
            for section in 0..<targetCount where targetMatch[section] >= 0 && !increasingRun.isKept(section) {
                moved.append(Move(source: targetMatch[section], target: section))
            }
        }
    }
}

// MARK: Phase 2: element numbering and common ends

/// The length of the common leading run (or, `backward`, trailing run) of `new` and `old`, up
/// to `limit` pairs: the pairs whose identifiers agree position by position, counted on from
/// `start` pairs known to be equal (at most `limit`). `updated` is called
/// with the index in `new` of each pair whose content differs, from the outer end inward. Runs of
/// equal pairs are asked of the element type (``Differentiable/_equalRun(of:and:backward:)``),
/// the pair where its answer stops compared on its own (``Differentiable/contentEquality(ifSameIdentifierAs:)``).
///
/// - Complexity: O(*k*) comparisons for a run of *k* pairs.
@inlinable
internal func commonRun<Element: Differentiable>(
    of new: [Element], and old: [Element], limit: Int, start: Int = 0, backward: Bool, updated: (Int) -> Void
) -> Int {
    new.withUnsafeBufferPointer { new in
        old.withUnsafeBufferPointer { old in
            var run = start
            while run < limit {
                // Where the pairs not yet compared lie: the buffers' first (or last) `limit - run`
                // elements past the run, within the arrays (`limit` is at most the shorter's count).
                // No checks: for the default (0) the two buffers are not made at all.
                let rest = limit - run
                run += Element._equalRun(
                    of: UnsafeBufferPointer(start: new.baseAddress.map { $0 + (backward ? new.count - limit : run) }, count: rest),
                    and: UnsafeBufferPointer(start: old.baseAddress.map { $0 + (backward ? old.count - limit : run) }, count: rest),
                    backward: backward)
                guard run < limit else { break }
                let newIndex = backward ? new.count - 1 - run : run
                let oldIndex = backward ? old.count - 1 - run : run
                guard let isEqual = new[newIndex].contentEquality(ifSameIdentifierAs: old[oldIndex]) else { break }
                if !isEqual { updated(newIndex) }
                run += 1
            }
            return run
        }
    }
}

/// How the elements of matched sections are numbered, and which of them stay in place
/// without hashing.
///
/// Elements of matched sections are numbered across sections in source order ("flat"
/// indexes); deleted sections contribute none. Per target section matched to a source
/// section, the leading and trailing elements whose identifiers agree position by position
/// stay where they are; only the middles go through the identity table, whose entries are
/// the middle elements of matched source sections in source order.
@usableFromInline
internal struct ElementNumbering {
    /// Where each source section's elements start among the flat indexes; one more entry
    /// than sections.
    @usableFromInline let sourceStart: [Int]
    /// Per target section: the length of the common leading run with its source section.
    @usableFromInline let prefix: [Int]
    /// Per target section: the length of the common trailing run with its source section.
    @usableFromInline let suffix: [Int]
    /// Where each target section's middle elements start, numbered across sections in target
    /// order; one more entry than sections.
    @usableFromInline let middleStart: [Int]
    /// Where each source section's middle elements start among the table's entries; one more
    /// entry than sections.
    @usableFromInline let entryStart: [Int]
    @usableFromInline let sourceMiddleCount: Int
    @usableFromInline let targetMiddleCount: Int
    /// The source sections' targets (``SectionMatching/sourceMatch``), for ``locate(entry:)``.
    @usableFromInline let sourceSectionMatch: [Int]
    /// The elements of the common leading and trailing runs whose content changed, at target
    /// paths in target order.
    @usableFromInline let updatedInRuns: [ElementPath]

    /// `knownEqualLeadingRuns`: per target section, leading elements known to be equal to
    /// those of the source section of the same index (see `StagedChangeset`'s
    /// `init(source:target:_knownEqualLeadingRuns:_acceptingElementsOutsideCommonRuns:)`), not
    /// compared again where the two are matched.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* elements in the common runs (each
    ///   compared once, identity and content together; none of the known ones).
    @inlinable
    init<Model: Differentiable, Element: Differentiable>(
        source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>],
        sections: SectionMatching, knownEqualLeadingRuns: [Int] = []
    ) {
        let sourceSectionCount = source.count
        let targetSectionCount = target.count
        sourceSectionMatch = sections.sourceMatch
        let targetSectionMatch = sections.targetMatch

        var sourceStart = [Int](repeating: 0, count: sourceSectionCount + 1)
        for section in 0..<sourceSectionCount {
            let count = sourceSectionMatch[section] >= 0 ? source[section].elements.count : 0
            sourceStart[section + 1] = sourceStart[section] + count
        }
        self.sourceStart = sourceStart

        var prefix = [Int](repeating: 0, count: targetSectionCount)
        var suffix = [Int](repeating: 0, count: targetSectionCount)
        var sourceMiddleCount = 0
        var targetMiddleCount = 0
        var updatedInRuns: [ElementPath] = []
        for section in 0..<targetSectionCount {
            let from = targetSectionMatch[section]
            guard from >= 0 else { continue }
            let old = source[from].elements
            let new = target[section].elements
            let shorter = Swift.min(old.count, new.count)
            // Identities and contents compared in one step: the runs' content changes are
            // recorded here, not compared again when the elements are matched.
            let known = from == section && section < knownEqualLeadingRuns.count
                ? Swift.min(knownEqualLeadingRuns[section], shorter) : 0
            let leading = commonRun(of: new, and: old, limit: shorter, start: known, backward: false) { element in
                updatedInRuns.append(ElementPath(element: element, section: section))
            }
            let trailingStart = updatedInRuns.count
            let trailing = commonRun(of: new, and: old, limit: shorter - leading, backward: true) { element in
                updatedInRuns.append(ElementPath(element: element, section: section))
            }
            updatedInRuns[trailingStart...].reverse()
            prefix[section] = leading
            suffix[section] = trailing
            sourceMiddleCount += old.count - leading - trailing
            targetMiddleCount += new.count - leading - trailing
        }
        self.sourceMiddleCount = sourceMiddleCount
        self.targetMiddleCount = targetMiddleCount
        self.updatedInRuns = updatedInRuns

        var middleStart = [Int](repeating: 0, count: targetSectionCount + 1)
        for section in 0..<targetSectionCount {
            let count = targetSectionMatch[section] >= 0
                ? target[section].elements.count - prefix[section] - suffix[section] : 0
            middleStart[section + 1] = middleStart[section] + count
        }
        var entryStart = [Int](repeating: 0, count: sourceSectionCount + 1)
        for section in 0..<sourceSectionCount {
            let to = sourceSectionMatch[section]
            let count = to >= 0 ? source[section].elements.count - prefix[to] - suffix[to] : 0
            entryStart[section + 1] = entryStart[section] + count
        }
        self.prefix = prefix
        self.suffix = suffix
        self.middleStart = middleStart
        self.entryStart = entryStart
    }

    /// Per source section and per target section, the elements outside the common leading and
    /// trailing runs: the middle of a matched section, all of a deleted or inserted one.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    @inlinable
    func elementsOutsideRuns<Model: Differentiable, Element: Differentiable>(
        source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>]
    ) -> (source: [Range<Int>], target: [Range<Int>]) {
        let sourceRanges = source.indices.map { section in
            let count = source[section].elements.count
            let to = sourceSectionMatch[section]
            return to >= 0 ? prefix[to]..<(count - suffix[to]) : 0..<count
        }
        let targetRanges = target.indices.map { section in
            let count = target[section].elements.count
            // A target section has a common run only when it is matched.
            return prefix[section]..<(count - suffix[section])
        }
        return (sourceRanges, targetRanges)
    }

    /// Whether any middle element can match: both sides have some.
    @inlinable
    var needsTable: Bool { sourceMiddleCount > 0 && targetMiddleCount > 0 }

    /// The source section and element index of a flat source index.
    ///
    /// - Complexity: O(log *s*).
    @inlinable
    func locate(_ flat: Int) -> (section: Int, element: Int) {
        // The last section starting at or before `flat`: it is not empty, since the next one
        // starts after `flat`.
        let section = sourceStart[1..<(sourceStart.count - 1)].partitioningIndex { $0 > flat } - 1
        return (section, flat - sourceStart[section])
    }

    /// The source section and element index of a table entry.
    ///
    /// - Complexity: O(log *s*).
    @inlinable
    func locate(entry: Int) -> (section: Int, element: Int) {
        // As in `locate(_:)`: the last section whose entries start at or before `entry`.
        let section = entryStart[1..<(entryStart.count - 1)].partitioningIndex { $0 > entry } - 1
        return (section, prefix[sourceSectionMatch[section]] + entry - entryStart[section])
    }
}

// MARK: Phase 3: identity table

/// The identity table of the middle elements of matched source sections, in source order;
/// empty when no middle element can match.
///
/// - Complexity: O(*n*) expected for *n* entries.
@inlinable
internal func makeIdentityTable<Model: Differentiable, Element: Differentiable>(
    source: [ArraySection<Model, Element>], sections: SectionMatching, numbering: ElementNumbering
) -> IdentityTable<Element> {
    let needsTable = numbering.needsTable
    let table = IdentityTable<Element>(count: needsTable ? numbering.sourceMiddleCount : 0)
    guard needsTable else { return table }
    let prefix = numbering.prefix
    let suffix = numbering.suffix
    for section in 0..<source.count {
        let to = sections.sourceMatch[section]
        guard to >= 0 else { continue }
        let elements = source[section].elements
        for index in prefix[to]..<(elements.count - suffix[to]) {
            table.append(elements[index].differenceIdentifier)
        }
    }
    table.build()
    return table
}

// MARK: Phase 4: element matching

/// The source occurrence of each middle element of the target, section by section, and the
/// matched elements whose content changed.
@usableFromInline
internal struct ElementMatching {
    /// For the middle element numbered `j` (see ``ElementNumbering/middleStart``), the flat
    /// source index matched to it, or -1 when it is inserted.
    @usableFromInline let targetMatch: [Int]
    /// How many middle elements are matched.
    @usableFromInline let matchedMiddles: Int
    /// Matched elements whose content changed, at target paths.
    @usableFromInline let updated: [ElementPath]
    /// The flat source index of each of ``updated``.
    @usableFromInline let updatedSource: [Int]

    /// - Complexity: O(*m* + *q* log *s*) expected for *m* target elements, *q* of them
    ///   matched across sections.
    ///
    /// Never inlined (it is still specialized for the caller's types): inlined, its loops
    /// keep the optimizer from allocating `stagedChanges`'s identity table on the stack, which
    /// costs one heap allocation per diff.
    @inlinable
    @inline(never)
    init<Model: Differentiable, Element: Differentiable>(
        source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>],
        sections: SectionMatching, numbering: ElementNumbering, table: IdentityTable<Element>
    ) {
        let lookupBatchSize = 16
        let targetSectionMatch = sections.targetMatch
        let sourceStart = numbering.sourceStart
        let entryStart = numbering.entryStart
        let middleStart = numbering.middleStart
        let prefix = numbering.prefix
        let suffix = numbering.suffix
        let needsTable = numbering.needsTable

        var matchedMiddles = 0
        var elementUpdated: [ElementPath] = []
        var updatedSource: [Int] = []
        let updatedInRuns = numbering.updatedInRuns
        var nextRunUpdate = 0
        // Each slot is written once, not filled with -1 first: with no table, all at once below;
        // with one, the matching loop visits every middle element of every matched section (the
        // slots `middleStart[section]..<middleStart[section + 1]`; other sections have none)
        // and writes its match or -1.
        let targetMatch = [Int](unsafeUninitializedCapacity: numbering.targetMiddleCount) { targetMatch, written in
            if !needsTable { targetMatch.initialize(repeating: -1) }
            for section in 0..<target.count {
                let from = targetSectionMatch[section]
                guard from >= 0 else { continue }
                let start = middleStart[section]
                let fromStart = sourceStart[from]
                let fromEntries = entryStart[from]
                let fromEntriesEnd = entryStart[from + 1]
                let leading = prefix[section]
                let trailing = suffix[section]
                let old = source[from].elements
                target[section].elements.withUnsafeBufferPointer { new in
                    func update(_ index: Int, _ flat: Int) {
                        elementUpdated.append(ElementPath(element: index, section: section))
                        updatedSource.append(flat)
                    }
                    // Wrapping additions below cannot overflow: they give the element at
                    // `index` its slot (`index + slotOffset`, among the section's), the section's
                    // own entry its source index (`entry + entryToOld`, between the common runs)
                    // and its flat index, and the entries near the cursor (itself at most one
                    // past the section's entries).
                    let slotOffset = start - leading
                    let entryToOld = leading - fromEntries
                    func record(_ index: Int, _ flat: Int, isEqual: Bool) {
                        targetMatch[index &+ slotOffset] = flat
                        matchedMiddles += 1
                        if !isEqual { update(index, flat) }
                    }
                    // The common runs' content changes, found by the numbering.
                    while nextRunUpdate < updatedInRuns.count, updatedInRuns[nextRunUpdate].section == section,
                        updatedInRuns[nextRunUpdate].element < leading
                    {
                        let index = updatedInRuns[nextRunUpdate].element
                        update(index, fromStart + index)
                        nextRunUpdate += 1
                    }
                    let middleEnd = new.count - trailing
                    if needsTable {
                        // An element whose source entry is near the previous match is matched
                        // without hashing, its identity and content compared in one step
                        // (`contentEquality(ifSameIdentifierAs:)`), when that entry is what the
                        // table would hand out anyway (`takeIfFirst`): the next entry (`cursor`, one past the previous
                        // match), one of the two after it (the entries between were deleted),
                        // the entry where the run went on before a lookup took an element from
                        // elsewhere in the section (`resume`: the element after a moved one), or,
                        // in a reversed run, the one before the previous match. The others are
                        // looked up. In a table larger than the processor's caches, lookups go
                        // in batches: the hashes of the next few elements, then their buckets'
                        // loads together. A batch doubles with each lookup in a row (1, 2, 4 ...
                        // 16 elements), on the bet that an element out of place is followed by
                        // more, and starts again at one after an element found near the cursor,
                        // so that a change scattered among elements in place hashes little
                        // beyond what it changed. In a smaller table the bet does not pay: an
                        // element is hashed only when it is looked up, with no batch to keep.
                        let maximumBatchShift = table.fitsInCache ? 0 : 4
                        var cursor = fromEntries
                        var resume = -1
                        var batchStart = 0
                        var batchEnd = 0
                        var lookupsInARow = 0
                        // For an element type that answers runs (`_answersEqualRuns`; the code
                        // is left out for the others): the elements up to `bulkEnd` were
                        // matched by a run, and whether the element before was matched near
                        // the cursor.
                        var bulkEnd = 0
                        var nearBefore = false
                        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: lookupBatchSize) { hashes in
                            for index in leading..<middleEnd {
                                if Element._answersEqualRuns {
                                    if index < bulkEnd { continue }
                                    // After an element matched near the cursor, the pairs from
                                    // the cursor on that the element type counts equal are
                                    // matched as `takeNear(cursor)` below would match them one by
                                    // one, up to the first entry the table would not hand out.
                                    if nearBefore && cursor >= fromEntries && cursor < fromEntriesEnd {
                                        nearBefore = false
                                        let limit = Swift.min(middleEnd - index, fromEntriesEnd - cursor)
                                        let oldStart = cursor &+ entryToOld
                                        let run = old.withUnsafeBufferPointer { old in
                                            Element._equalRun(
                                                of: UnsafeBufferPointer(rebasing: new[index..<(index + limit)]),
                                                and: UnsafeBufferPointer(rebasing: old[oldStart..<(oldStart + limit)]),
                                                backward: false)
                                        }
                                        var taken = 0
                                        while taken < run && table.takeIfFirst(cursor &+ taken) {
                                            record(index &+ taken, fromStart &+ oldStart &+ taken, isEqual: true)
                                            taken &+= 1
                                        }
                                        if taken > 0 {
                                            cursor &+= taken
                                            lookupsInARow = 0
                                            bulkEnd = index &+ taken
                                            continue
                                        }
                                    }
                                }
                                let element = new[index]
                                let identifier = element.differenceIdentifier
                                var entry = -1
                                // Whether the content of the element taken near the cursor is
                                // equal: its identity and content compared in one step.
                                var nearIsEqual: Bool?
                                func takeNear(_ candidate: Int) -> Bool {
                                    guard candidate >= fromEntries && candidate < fromEntriesEnd,
                                        let isEqual = element.contentEquality(ifSameIdentifierAs: old[candidate &+ entryToOld]),
                                        table.takeIfFirst(candidate)
                                    else { return false }
                                    entry = candidate
                                    nearIsEqual = isEqual
                                    return true
                                }
                                if takeNear(cursor) || takeNear(cursor &+ 1) || takeNear(cursor &+ 2) || takeNear(resume)
                                    || takeNear(cursor &- 2)
                                {
                                    lookupsInARow = 0
                                    nearBefore = true
                                } else {
                                    let hash: UInt64
                                    if maximumBatchShift == 0 {
                                        hash = table.hash(identifier)
                                    } else {
                                        if index >= batchEnd {
                                            batchStart = index
                                            let batchShift = Swift.min(lookupsInARow, maximumBatchShift)
                                            batchEnd = Swift.min(index + (1 << batchShift), middleEnd)
                                            for ahead in batchStart..<batchEnd {
                                                hashes[ahead - batchStart] = table.hash(new[ahead].differenceIdentifier)
                                            }
                                            table.prefetch(hashes, count: batchEnd - batchStart)
                                        }
                                        hash = hashes[index - batchStart]
                                    }
                                    entry = table.take(identifier, hash: hash)
                                    lookupsInARow += 1
                                    guard entry >= 0 else {
                                        targetMatch[index &+ slotOffset] = -1
                                        continue
                                    }
                                    if entry >= fromEntries && entry < fromEntriesEnd { resume = cursor }
                                }
                                if entry >= fromEntries && entry < fromEntriesEnd {
                                    cursor = entry &+ 1
                                    let oldIndex = entry &+ entryToOld
                                    record(
                                        index, fromStart &+ oldIndex,
                                        isEqual: nearIsEqual ?? element.isContentEqual(to: old[oldIndex]))
                                } else {
                                    let (oldSection, oldIndex) = numbering.locate(entry: entry)
                                    record(
                                        index, sourceStart[oldSection] + oldIndex,
                                        isEqual: element.isContentEqual(to: source[oldSection].elements[oldIndex]))
                                }
                            }
                        }
                    }
                    let shift = old.count - new.count
                    while nextRunUpdate < updatedInRuns.count, updatedInRuns[nextRunUpdate].section == section {
                        let index = updatedInRuns[nextRunUpdate].element
                        update(index, fromStart + index + shift)
                        nextRunUpdate += 1
                    }
                }
            }
            written = targetMatch.count
        }
        self.targetMatch = targetMatch
        self.matchedMiddles = matchedMiddles
        self.updated = elementUpdated
        self.updatedSource = updatedSource
    }
}

// MARK: Phase 5: element changes

/// The element stage's changes: deletions at paths in the section stage's data (sections in
/// the target's order), insertions at target paths, moves from the one to the other.
@usableFromInline
internal struct ElementChanges {
    @usableFromInline var deleted: [ElementPath] = []
    @usableFromInline var inserted: [ElementPath] = []
    @usableFromInline var moved: [Move<ElementPath>] = []

    /// - Complexity: O(*n* + *m* + *q* log *m*), *q* about the number of moved elements.
    @inlinable
    init<Element: Differentiable>(
        sections: SectionMatching, numbering: ElementNumbering, table: IdentityTable<Element>,
        matching: ElementMatching, increasingRun: inout LongestIncreasingSubsequence
    ) {
        deleted = Self.deletions(
            sections: sections, numbering: numbering, table: table,
            capacity: numbering.sourceMiddleCount - matching.matchedMiddles)
        (inserted, moved) = Self.insertionsAndMoves(
            sections: sections, numbering: numbering, matching: matching, increasingRun: &increasingRun,
            insertedCapacity: numbering.targetMiddleCount - matching.matchedMiddles)
    }

    /// The middle elements the table did not hand out.
    @inlinable
    static func deletions<Element: Differentiable>(
        sections: SectionMatching, numbering: ElementNumbering, table: IdentityTable<Element>, capacity: Int
    ) -> [ElementPath] {
        var deleted: [ElementPath] = []
        deleted.reserveCapacity(capacity)
        let needsTable = numbering.needsTable
        let entryStart = numbering.entryStart
        let prefix = numbering.prefix
        for section in 0..<sections.targetMatch.count {
            let from = sections.targetMatch[section]
            guard from >= 0 else { continue }
            let first = entryStart[from]
            let leading = prefix[section]
            for entry in first..<entryStart[from + 1] where !needsTable || !table.isTaken(entry) {
                deleted.append(ElementPath(element: leading + entry - first, section: section))
            }
        }
        return deleted
    }

    /// Insertions and moves, per target section, among its middle elements: the common ends
    /// stay, and they can all be part of a longest increasing run, since every middle element
    /// of the same section comes from between them. Of the middle elements matched in the same
    /// section, a longest increasing subsequence of their source indexes (in target order)
    /// stays and the others move, as do the elements matched in another section.
    @inlinable
    static func insertionsAndMoves(
        sections: SectionMatching, numbering: ElementNumbering, matching: ElementMatching,
        increasingRun: inout LongestIncreasingSubsequence, insertedCapacity: Int
    ) -> (inserted: [ElementPath], moved: [Move<ElementPath>]) {
        var elementInserted: [ElementPath] = []
        elementInserted.reserveCapacity(insertedCapacity)
        var elementMoved: [Move<ElementPath>] = []
        let targetSectionMatch = sections.targetMatch
        let sourceSectionMatch = sections.sourceMatch
        let middleStart = numbering.middleStart
        let sourceStart = numbering.sourceStart
        let prefix = numbering.prefix
        matching.targetMatch.withUnsafeBufferPointer { targetMatch in
            for section in 0..<targetSectionMatch.count {
                let from = targetSectionMatch[section]
                guard from >= 0 else { continue }
                let start = middleStart[section]
                let middles = UnsafeBufferPointer(rebasing: targetMatch[start..<middleStart[section + 1]])
                let leading = prefix[section]
                let sameSection = sourceStart[from]..<sourceStart[from + 1]
                var last = -1
                var increasing = true
                var sameSectionCount = 0
                var crossingCount = 0
                for offset in middles.indices {
                    let flat = middles[offset]
                    if flat < 0 {
                        elementInserted.append(ElementPath(element: leading + offset, section: section))
                    } else if sameSection.contains(flat) {
                        if flat < last { increasing = false }
                        last = flat
                        sameSectionCount += 1
                    } else {
                        crossingCount += 1
                    }
                }
                if increasing && crossingCount == 0 { continue }
                let kept = increasing ? sameSectionCount : increasingRun.patience(middles, in: sameSection)
                // The section's moves, room made for them at once (doubling, as appending would).
                let movedCount = elementMoved.count + crossingCount + sameSectionCount - kept
                if movedCount > elementMoved.capacity {
                    elementMoved.reserveCapacity(Swift.max(movedCount, 2 * elementMoved.capacity))
                }
                for offset in middles.indices {
                    let flat = middles[offset]
                    guard flat >= 0 else { continue }
                    let moveTarget = ElementPath(element: leading + offset, section: section)
                    if sameSection.contains(flat) {
                        if increasing || increasingRun.isKept(offset) { continue }
                        elementMoved.append(
                            Move(
                                source: ElementPath(element: flat - sameSection.lowerBound, section: section),
                                target: moveTarget))
                    } else {
                        let (oldSection, oldIndex) = numbering.locate(flat)
                        let moveSource = ElementPath(element: oldIndex, section: sourceSectionMatch[oldSection])
                        elementMoved.append(Move(source: moveSource, target: moveTarget))
                    }
                }
            }
        }
        return (elementInserted, elementMoved)
    }
}

// MARK: Phase 6: stages

/// The section stage, the element stage and the update stage, each left out when empty.
@inlinable
internal func makeStages<Model: Differentiable, Element: Differentiable>(
    source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>],
    sections: SectionMatching, numbering: ElementNumbering, matching: ElementMatching, changes: ElementChanges
) -> [Changeset<Model, Element>] {
    let hasSectionStage = !(sections.deleted.isEmpty && sections.inserted.isEmpty && sections.moved.isEmpty)
    let hasElementStage = !(changes.deleted.isEmpty && changes.inserted.isEmpty && changes.moved.isEmpty)
    let hasUpdateStage = !(sections.updated.isEmpty && matching.updated.isEmpty)
    var stages: [Changeset<Model, Element>] = []
    if hasSectionStage {
        stages.append(
            sectionStage(source: source, target: target, sections: sections, isLast: !hasElementStage && !hasUpdateStage))
    }
    if hasElementStage {
        stages.append(
            elementStage(
                source: source, target: target, sections: sections, numbering: numbering, matching: matching,
                changes: changes, isLast: !hasUpdateStage))
    }
    if hasUpdateStage {
        stages.append(Changeset(data: target, sectionUpdated: sections.updated, elementUpdated: matching.updated))
    }
    return stages
}

/// Stage 1: section deletions, insertions and moves. Its data lists the sections in the
/// target's order; a surviving section keeps its source elements (and its source model when
/// that is updated later), an inserted one has its target elements.
@inlinable
internal func sectionStage<Model: Differentiable, Element: Differentiable>(
    source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>],
    sections: SectionMatching, isLast: Bool
) -> Changeset<Model, Element> {
    var data: [ArraySection<Model, Element>]
    if isLast {
        // Nothing else changes: the surviving sections' elements already are the target's.
        data = target
    } else {
        data = []
        data.reserveCapacity(target.count)
        for section in 0..<target.count {
            let from = sections.targetMatch[section]
            if from < 0 {
                data.append(target[section])
            } else {
                let model = sections.isUpdated[section] ? source[from].model : target[section].model
                data.append(ArraySection(model: model, elements: source[from].elements))
            }
        }
    }
    return Changeset(
        data: data, sectionDeleted: sections.deleted, sectionInserted: sections.inserted,
        sectionMoved: sections.moved)
}

/// Stage 2: element deletions, insertions and moves. Its data is the target, except that
/// sections and elements updated in stage 3 keep their source values until then.
@inlinable
internal func elementStage<Model: Differentiable, Element: Differentiable>(
    source: [ArraySection<Model, Element>], target: [ArraySection<Model, Element>],
    sections: SectionMatching, numbering: ElementNumbering, matching: ElementMatching, changes: ElementChanges,
    isLast: Bool
) -> Changeset<Model, Element> {
    var data = target
    if !isLast {
        for section in sections.updated {
            data[section].model = source[sections.targetMatch[section]].model
        }
        for (rank, path) in matching.updated.enumerated() {
            let (oldSection, oldIndex) = numbering.locate(matching.updatedSource[rank])
            data[path.section].elements[path.element] = source[oldSection].elements[oldIndex]
        }
    }
    return Changeset(
        data: data, elementDeleted: changes.deleted, elementInserted: changes.inserted, elementMoved: changes.moved)
}
