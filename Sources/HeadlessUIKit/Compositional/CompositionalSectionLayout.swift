import Foundation

/// One compositional section laid out (a value, no views): insets before, group instances
/// along the scroll axis, insets after.
///
/// Every group instance of a section has the same size (the group's layout size resolved in the
/// section's container), so group *j* starts at `firstGroupMain + j × groupStep` along the scroll
/// axis, a ``RunningSum`` product. What differs is how cells fill a group:
/// - ``Storage/uniform(_:)``: the group has no custom group inside, so every instance holds the
///   same cells at the same places: cell *i* is cell `i mod k` of group `i / k`. O(1) memory
///   whatever the number of items.
/// - ``Storage/perGroup(frames:zIndices:groupFirstItems:)``: a custom group's provider is asked
///   once per instance and may answer differently each time, so the cells' frames (relative to
///   their group) and each group's first item are kept, and an item's group is found by bisection.
/// - ``selfSizing``, with uniform storage: cells measure their length along the scroll axis,
///   so each group is as long as its longest cell (a group laid out across the scroll axis: a
///   row) or as its cells end to end (a group laid out along it: a stack); group lengths are
///   kept in a ``RowHeightIndex`` (the estimate for every group, plus the measured
///   differences), so sections of a million items stay cheap until they are measured, and a
///   measurement costs O(*c* + log *g*).
struct CompositionalSectionLayout {
    /// Indirect, so that a section holds one reference to its cells' layout: reading the case
    /// and its payload (every query does) copies no arrays and retains nothing but that box.
    indirect enum Storage {
        case uniform(GroupPattern)
        case perGroup(frames: [CGRect], zIndices: [Int], groupFirstItems: [Int])
    }

    /// Group instances whose length along the scroll axis follows their cells' measurements.
    ///
    /// A class, so that a measurement changes it in place (a value inside the section's
    /// storage was copied out and boxed again on every measurement); the section copies it
    /// before a change when another copy of the section shares it (copy on write). Its
    /// measurements skip dynamic exclusivity checks: every access is a short read or write that
    /// calls out to nothing.
    final class SelfSizingGroups {
        let pattern: GroupPattern
        /// Whether cell *c* of the pattern measures its length along the scroll axis.
        let measures: [Bool]
        /// Whether the group lays its cells out along the scroll axis (a vertical group when
        /// scrolling vertically), so that a cell moves by what the cells before it measured
        /// beyond their estimate; false for a row, whose cells all start where the pattern puts them.
        let stacks: Bool
        /// Each group's length plus the inter-group spacing, one row per group.
        @exclusivity(unchecked) var rows: RowHeightIndex
        /// The measured lengths along the scroll axis, by item.
        @exclusivity(unchecked) var measured = MeasuredLengths()
        let interGroupSpacing: CGFloat
        /// The room the pattern leaves after its farthest cell, along the scroll axis.
        let trailingRoom: CGFloat

        init(
            pattern: GroupPattern, measures: [Bool], stacks: Bool, rows: RowHeightIndex, interGroupSpacing: CGFloat,
            trailingRoom: CGFloat
        ) {
            self.pattern = pattern
            self.measures = measures
            self.stacks = stacks
            self.rows = rows
            self.interGroupSpacing = interGroupSpacing
            self.trailingRoom = trailingRoom
        }

        /// A copy with the same measurements. O(1): the buffers are shared until the first
        /// measurement in either copies them, O(*n* + *g*) for *n* items and *g* groups.
        func copy() -> SelfSizingGroups {
            let copy = SelfSizingGroups(
                pattern: pattern, measures: measures, stacks: stacks, rows: rows, interGroupSpacing: interGroupSpacing,
                trailingRoom: trailingRoom)
            copy.measured = measured
            return copy
        }
    }

    let itemCount: Int
    let axis: FlowAxis
    private(set) var mainStart: CGFloat
    private(set) var mainEnd: CGFloat
    /// Where group 0 starts along the scroll axis.
    private(set) var firstGroupMain: CGFloat
    /// Where every group starts across the scroll axis.
    let groupCross: CGFloat
    /// A group's length along the scroll axis.
    let groupLength: CGFloat
    /// From one group's start to the next: the group's length plus the inter-group spacing.
    let groupStep: CGFloat
    let groupCount: Int
    private(set) var storage: Storage
    /// How the groups size themselves when their cells measure their length along the scroll
    /// axis (the storage is then uniform: the pattern at the estimates); nil when they do not.
    private(set) var selfSizing: SelfSizingGroups?
    /// Whether a group placed more than fits along its axis.
    let overflows: Bool
    /// The room boundary items take before and after the content along the scroll axis
    /// (included in ``mainStart``...``mainEnd``).
    private(set) var roomBefore: CGFloat = 0
    private(set) var roomAfter: CGFloat = 0
    /// The section's boundary supplementary items, in the section's order.
    private(set) var boundaryItems: [BoundaryPlacement] = []
    /// The section's decoration items, in the section's order.
    private(set) var decorations: [DecorationPlacement] = []
    /// How far cells' supplementary items stick out of their group before and after it along
    /// the scroll axis (zero without any), so that queries find them.
    private(set) var attachmentOverhang: (before: CGFloat, after: CGFloat) = (0, 0)
    /// How the groups scroll across the layout when the section scrolls orthogonally; nil for
    /// a section whose groups follow one another along the scroll axis.
    var orthogonal: OrthogonalScroller?

    /// Where the section's parts are along the scroll axis, for boundary and decoration items.
    var span: BoundarySpan {
        BoundarySpan(start: mainStart, contentStart: mainStart + roomBefore, contentEnd: mainEnd - roomAfter, end: mainEnd)
    }

    /// Scrolling across the layout: groups side by side, one section-long row of them.
    struct OrthogonalScroller {
        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        /// A group's length across the scroll axis.
        var groupLength: CGFloat
        /// From one group's start to the next, across: the group's length plus the spacing.
        var step: CGFloat
        /// Where group 0 starts across, before scrolling (the insets before it).
        var firstGroup: CGFloat
        /// The visible length across: what the section scrolls within.
        var viewport: CGFloat
        /// The length of the scrolled content across: insets, groups and spacing.
        var contentLength: CGFloat
        /// How far the section is scrolled, in `0...maximumOffset`.
        var offset: CGFloat = 0
        /// The section's visible-items handler.
        var handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
        /// The row's length along the scroll axis: the group's, or, when the cells size
        /// themselves, what ``Measuring`` works out.
        var rowLength: CGFloat
        /// How the row's cells size themselves along the scroll axis; nil when they do not.
        var measuring: Measuring?

        /// Self-sizing in an orthogonal section: every group shares one row along the scroll
        /// axis, as long as its longest cell (an unmeasured cell counts at its estimate).
        struct Measuring {
            /// Whether cell *c* of the pattern measures its length along the scroll axis.
            var measures: [Bool]
            /// The measured lengths, by item.
            var measured = MeasuredLengths()
            /// The section's number of items.
            var itemCount: Int
            /// How many measuring items have not measured yet.
            var unmeasured: Int
            /// The farthest end of the cells that do not measure, and of those that do at their estimate.
            var fixedExtent: CGFloat
            var estimatedExtent: CGFloat
            /// The farthest end of a measured cell.
            var measuredExtent: CGFloat = 0
            /// The room the pattern leaves after its farthest cell.
            var trailingRoom: CGFloat

            /// The row's length now. O(1).
            var rowLength: CGFloat {
                max(fixedExtent, unmeasured > 0 ? estimatedExtent : 0, measuredExtent) + trailingRoom
            }

            /// Takes `length`, what `item` (at `cell` of the pattern) measured. O(1).
            mutating func record(_ length: CGFloat, ofItem item: Int, cell: CGRect, axis: FlowAxis) {
                if measured.set(max(0, length), ofItem: item, itemCount: itemCount) { unmeasured -= 1 }
                measuredExtent = max(measuredExtent, axis.mainMin(cell) + max(0, length))
            }
        }

        /// The largest offset: the content's end at the viewport's end.
        var maximumOffset: CGFloat { max(0, contentLength - viewport) }

        /// Where group `index` starts across, before scrolling.
        func groupStart(_ index: Int) -> CGFloat { RunningSum.of(index, times: step, from: firstGroup) }
    }

    /// Whether the section is kept in closed form.
    var isClosedForm: Bool {
        if case .uniform = storage { selfSizing == nil } else { false }
    }

    /// What the section needs to be laid out.
    struct Metrics {
        var itemCount: Int
        /// The section's insets plus those of its content insets reference, in the layout's
        /// terms: before and after along the scroll axis, before and after across it.
        var mainBefore: CGFloat
        var mainAfter: CGFloat
        var crossBefore: CGFloat
        /// The section's content area: what the top group's fractions resolve against.
        var container: CGSize
        var interGroupSpacing: CGFloat
        /// The insets after the groups across the scroll axis (those before are ``crossBefore``).
        var crossAfter: CGFloat = 0
        /// The visible length across the scroll axis (an orthogonal section's viewport).
        var crossExtent: CGFloat = 0
        /// How the section scrolls across the layout.
        var orthogonalBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    }

    /// A section with no group (a provider returned nil for a section with no items): it takes
    /// no room.
    init(emptyAt mainStart: CGFloat, axis: FlowAxis) {
        itemCount = 0
        self.axis = axis
        self.mainStart = mainStart
        mainEnd = mainStart
        firstGroupMain = mainStart
        groupCross = 0
        groupLength = 0
        groupStep = 0
        groupCount = 0
        storage = .uniform(GroupPattern(size: .zero, frames: [], zIndices: [], overflows: false))
        overflows = false
    }

    /// Lays out `metrics.itemCount` items in instances of `group`, from `mainStart`; `measured`
    /// holds the lengths along the scroll axis that self-sizing items measured, by item.
    ///
    /// A section self-sizes when its group is estimated along the scroll axis, is a horizontal
    /// or vertical group holding no group inside, and has an item estimated along the scroll
    /// axis; other estimated dimensions stay at their estimate. A group laid out across the
    /// scroll axis (a horizontal group when scrolling vertically: a row) is as long as its
    /// longest cell; one laid out along it (a vertical group when scrolling vertically: a stack)
    /// is as long as its cells end to end, each cell after a measured one moving by what that
    /// one measured beyond its estimate (the spacing between them stays). In an orthogonal
    /// section, whose groups share one row along the scroll axis, only rows self-size, the row
    /// as long as the longest cell (see ``OrthogonalScroller/Measuring``).
    ///
    /// - Complexity: O(*c*) for the *c* cells of one group instance when the group holds no
    ///   custom group (the same for any number of items), plus O(*m* (*c* + log *g*)) for *m*
    ///   measured items; O(*n*) in the number of items otherwise, one provider call per group
    ///   instance.
    @MainActor
    init(
        group: NSCollectionLayoutGroup, metrics: Metrics, axis: FlowAxis, mainStart: CGFloat,
        environment: LayoutEnvironment, section: Int, measured: MeasuredLengths = MeasuredLengths()
    ) {
        self.axis = axis
        self.mainStart = mainStart
        itemCount = metrics.itemCount
        firstGroupMain = mainStart + metrics.mainBefore
        groupCross = metrics.crossBefore
        let empty = "section \(section) has items but its group holds none; "
            + "have the custom group's item provider return at least one NSCollectionLayoutGroupCustomItem"
        if group.containsCustomGroup {
            var frames: [CGRect] = []
            var zIndices: [Int] = []
            var groupFirstItems: [Int] = []
            var size = CGSize.zero
            var overflows = false
            while frames.count < itemCount {
                let pattern = GroupResolver.resolve(group, in: metrics.container, environment: environment)
                listPrecondition(pattern.itemCount > 0, empty)
                let taken = min(pattern.itemCount, itemCount - frames.count)
                groupFirstItems.append(frames.count)
                frames += pattern.frames[..<taken]
                zIndices += pattern.zIndices[..<taken]
                size = pattern.size
                overflows = overflows || pattern.overflows
            }
            if itemCount == 0 { size = group.layoutSize.resolved(in: metrics.container) }
            groupLength = axis.main(size)
            groupCount = groupFirstItems.count
            storage = .perGroup(frames: frames, zIndices: zIndices, groupFirstItems: groupFirstItems)
            self.overflows = overflows
        } else {
            let pattern = GroupResolver.resolve(group, in: metrics.container, environment: environment)
            listPrecondition(pattern.itemCount > 0 || itemCount == 0, empty)
            groupLength = axis.main(pattern.size)
            groupCount = pattern.itemCount == 0 ? 0 : (itemCount + pattern.itemCount - 1) / pattern.itemCount
            storage = .uniform(pattern)
            overflows = pattern.overflows
        }
        groupStep = groupLength + metrics.interGroupSpacing
        let groupsEnd: CGFloat
        if metrics.orthogonalBehavior != .none {
            let crossLength: CGFloat
            switch storage {
            case .uniform(let pattern): crossLength = axis.cross(pattern.size)
            default: crossLength = axis.cross(group.layoutSize.resolved(in: metrics.container))
            }
            let step = crossLength + metrics.interGroupSpacing
            let groupsLength = groupCount == 0 ? 0 : RunningSum.of(groupCount - 1, times: step, from: 0) + crossLength
            var scroller = OrthogonalScroller(
                behavior: metrics.orthogonalBehavior, groupLength: crossLength, step: step,
                firstGroup: metrics.crossBefore, viewport: metrics.crossExtent,
                contentLength: metrics.crossBefore + groupsLength + metrics.crossAfter, rowLength: groupLength)
            if case .uniform(let pattern) = storage, let cells = Self.selfSizingCells(of: group, pattern: pattern, axis: axis),
                !cells.stacks
            {
                scroller.measuring = Self.orthogonalMeasuring(
                    pattern: pattern, measures: cells.measures, itemCount: itemCount, groupLength: groupLength,
                    measured: measured, axis: axis)
                scroller.rowLength = scroller.measuring?.rowLength ?? groupLength
            }
            orthogonal = scroller
            groupsEnd = groupCount == 0 ? firstGroupMain : firstGroupMain + scroller.rowLength
        } else if case .uniform(let pattern) = storage, let cells = Self.selfSizingCells(of: group, pattern: pattern, axis: axis) {
            let groups = SelfSizingGroups(
                pattern: pattern, measures: cells.measures, stacks: cells.stacks,
                rows: RowHeightIndex(count: groupCount, estimate: max(0, groupStep)), interGroupSpacing: metrics.interGroupSpacing,
                trailingRoom: max(0, groupLength - (pattern.frames.map { axis.mainMax($0) }.max() ?? 0)))
            for (item, length) in measured.lengths where item < itemCount && cells.measures[item % pattern.itemCount] {
                groups.measured.set(length, ofItem: item, itemCount: itemCount)
            }
            for groupIndex in Set(groups.measured.items.map { $0 / pattern.itemCount }) {
                groups.rows.setHeight(
                    groups.extent(ofGroup: groupIndex, itemCount: itemCount, axis: axis) + groups.interGroupSpacing,
                    forRow: groupIndex)
            }
            selfSizing = groups
            groupsEnd = groupCount == 0 ? firstGroupMain : firstGroupMain + groups.rows.total - metrics.interGroupSpacing
        } else {
            groupsEnd =
                groupCount == 0
                ? firstGroupMain : RunningSum.of(groupCount - 1, times: groupStep, from: firstGroupMain) + groupLength
        }
        mainEnd = groupsEnd + metrics.mainAfter
        attachmentOverhang = Self.overhang(of: storage, groupLength: groupLength, axis: axis)
    }

    /// The self-sizing state of an orthogonal section's row, with the lengths `measured` before.
    ///
    /// - Complexity: O(*c* + *m*) for the pattern's *c* cells and *m* measured items.
    private static func orthogonalMeasuring(
        pattern: GroupPattern, measures: [Bool], itemCount: Int, groupLength: CGFloat, measured: MeasuredLengths,
        axis: FlowAxis
    ) -> OrthogonalScroller.Measuring {
        var fixedExtent: CGFloat = 0
        var estimatedExtent: CGFloat = 0
        for (cell, frame) in pattern.frames.enumerated() {
            if measures[cell] { estimatedExtent = max(estimatedExtent, axis.mainMax(frame)) } else { fixedExtent = max(fixedExtent, axis.mainMax(frame)) }
        }
        let cells = pattern.itemCount
        let measuringItems = (0..<cells).filter { measures[$0] }.reduce(0) { count, cell in
            count + (itemCount > cell ? (itemCount - cell + cells - 1) / cells : 0)
        }
        var measuring = OrthogonalScroller.Measuring(
            measures: measures, itemCount: itemCount, unmeasured: measuringItems, fixedExtent: fixedExtent, estimatedExtent: estimatedExtent,
            trailingRoom: max(0, groupLength - max(fixedExtent, estimatedExtent)))
        for (item, length) in measured.lengths where item < itemCount {
            measuring.record(length, ofItem: item, cell: pattern.frames[item % cells], axis: axis)
        }
        return measuring
    }

    /// How far the supplementary items attached to a pattern's cells stick out of the group.
    private static func overhang(of storage: Storage, groupLength: CGFloat, axis: FlowAxis) -> (before: CGFloat, after: CGFloat) {
        let pattern: GroupPattern
        switch storage {
        case .uniform(let uniform): pattern = uniform
        case .perGroup: return (0, 0)
        }
        var before: CGFloat = 0
        var after: CGFloat = 0
        for (cell, attachments) in pattern.attachments {
            for attachment in attachments {
                let frame = attachment.frame(attachedTo: pattern.frames[cell])
                before = max(before, -axis.mainMin(frame))
                after = max(after, axis.mainMax(frame) - groupLength)
            }
        }
        return (before, after)
    }

    /// Which cells of `pattern` measure themselves, and whether the group lays them out along
    /// the scroll axis, when the section self-sizes (see
    /// ``init(group:metrics:axis:mainStart:environment:section:measured:)``); nil when it does not.
    private static func selfSizingCells(
        of group: NSCollectionLayoutGroup, pattern: GroupPattern, axis: FlowAxis
    ) -> (measures: [Bool], stacks: Bool)? {
        func isEstimatedAlongScroll(_ item: NSCollectionLayoutItem) -> Bool {
            (axis.isVertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension).isEstimated
        }
        let stacks: Bool
        switch group.kind {
        case .horizontal: stacks = !axis.isVertical
        case .vertical: stacks = axis.isVertical
        case .custom: return nil
        }
        guard isEstimatedAlongScroll(group), pattern.itemCount > 0,
            !group.subitems.contains(where: { $0 is NSCollectionLayoutGroup }),
            group.subitems.contains(where: isEstimatedAlongScroll)
        else { return nil }
        return ((0..<pattern.itemCount).map { isEstimatedAlongScroll(group.subitems[$0 % group.subitems.count]) }, stacks)
    }

    /// Lays out the section's boundary and decoration items, which take `roomBefore` and
    /// `roomAfter` of the section's length (already counted in its metrics).
    mutating func attach(
        boundaryItems: [BoundaryPlacement], decorations: [DecorationPlacement], roomBefore: CGFloat, roomAfter: CGFloat
    ) {
        self.boundaryItems = boundaryItems
        self.decorations = decorations
        self.roomBefore = roomBefore
        self.roomAfter = roomAfter
    }

    /// Where group `index` starts along the scroll axis.
    func groupStart(_ index: Int) -> CGFloat {
        // Self-sizing groups first: a section that has them is not orthogonal, and testing
        // `orthogonal` copies the whole scroller out of the section.
        if let selfSizing { return firstGroupMain + selfSizing.rows.start(of: index) }
        if orthogonal != nil { return firstGroupMain }
        return RunningSum.of(index, times: groupStep, from: firstGroupMain)
    }

    // MARK: Self-sizing

    /// The size to measure `item` within when it sizes itself and is not measured yet: its
    /// width (height, scrolling sideways) in the group, unbounded along the scroll axis; else nil.
    ///
    /// - Complexity: O(1).
    func fittingSize(ofItem item: Int) -> CGSize? {
        if let selfSizing { return selfSizing.fittingSize(ofItem: item, itemCount: itemCount, axis: axis) }
        if let measuring = orthogonal?.measuring, case .uniform(let pattern) = storage {
            return pattern.fittingSize(
                ofItem: item, itemCount: itemCount, measures: measuring.measures, measured: measuring.measured, axis: axis)
        }
        return nil
    }

    /// The lengths along the scroll axis the section's items measured, by item.
    var measuredLengths: MeasuredLengths { selfSizing?.measured ?? orthogonal?.measuring?.measured ?? MeasuredLengths() }

    /// Whether some items of the section measure their length along the scroll axis.
    var measuresItems: Bool { selfSizing != nil || orthogonal?.measuring != nil }

    /// Whether `item` measures its length along the scroll axis.
    func measuresItem(_ item: Int) -> Bool {
        if let measuring = orthogonal?.measuring, case .uniform(let pattern) = storage {
            return item < itemCount && measuring.measures[item % pattern.itemCount]
        }
        return selfSizing?.measures(item, itemCount: itemCount) ?? false
    }

    /// Records that `item` measured `length` along the scroll axis: its group grows or shrinks
    /// to its longest cell (a row) or its cells end to end (a stack), and the section's end
    /// moves. Returns how far the end moved; nil, changing nothing, when `item` does not
    /// measure itself (see ``measuresItem(_:)``).
    ///
    /// - Complexity: O(*c* + log *g*) for the *c* cells of a group and *g* groups.
    mutating func setMeasuredLength(_ length: CGFloat, ofItem item: Int) -> CGFloat? {
        // Self-sizing groups first (a section that has them is not orthogonal): asking
        // `measuresItem` first would copy the orthogonal scroller out of the section.
        if selfSizing != nil { return setMeasuredLengthInGroups(length, ofItem: item) }
        guard measuresItem(item) else { return nil }
        if var scroller = orthogonal, var measuring = scroller.measuring, case .uniform(let pattern) = storage {
            let before = scroller.rowLength
            measuring.record(length, ofItem: item, cell: pattern.frames[item % pattern.itemCount], axis: axis)
            scroller.measuring = measuring
            scroller.rowLength = measuring.rowLength
            orthogonal = scroller
            let delta = scroller.rowLength - before
            mainEnd += delta
            return delta
        }
        return 0
    }

    /// ``setMeasuredLength(_:ofItem:)`` in a section of ``selfSizing`` groups.
    ///
    /// - Complexity: O(*c* + log *g*) for the *c* cells of a group and *g* groups.
    private mutating func setMeasuredLengthInGroups(_ length: CGFloat, ofItem item: Int) -> CGFloat? {
        guard selfSizing?.measures(item, itemCount: itemCount) == true else { return nil }
        if !isKnownUniquelyReferenced(&selfSizing) { selfSizing = selfSizing?.copy() }
        guard let groups = selfSizing else { return nil }
        let groupIndex = item / groups.pattern.itemCount
        groups.measured.set(max(0, length), ofItem: item, itemCount: itemCount)
        let before = groups.rows.length(of: groupIndex)
        let after = groups.extent(ofGroup: groupIndex, itemCount: itemCount, axis: axis) + groups.interGroupSpacing
        // A group that keeps its length (its cells measured their estimates) leaves the row
        // index as it is: every position stays where it was, to the last bit.
        guard after != before else { return 0 }
        groups.rows.setHeight(after, forRow: groupIndex)
        let delta = groups.rows.length(of: groupIndex) - before
        mainEnd += delta
        return delta
    }

    /// The size to measure the boundary item of `kind` within when it sizes itself: its width
    /// (height, scrolling sideways), unbounded along the scroll axis; nil for an item that does
    /// not size itself or is not in the section.
    ///
    /// - Complexity: O(*b*) for the section's *b* boundary items.
    func fittingSize(ofBoundaryItem kind: String) -> CGSize? {
        guard let item = boundaryItems.first(where: { $0.kind == kind }), item.measures else { return nil }
        return axis.rect(main: 0, cross: 0, mainLength: .greatestFiniteMagnitude, crossLength: axis.cross(item.size)).size
    }

    /// Gives the boundary item of `kind` the length it measured along the scroll axis; the
    /// room the boundary items take before and after the content follows, the content moving
    /// with the room before it. Returns how far the section's end moved.
    ///
    /// - Complexity: O(*b*) for the section's *b* boundary items.
    mutating func setMeasuredLength(_ length: CGFloat, ofBoundaryItem kind: String) -> CGFloat {
        guard let index = boundaryItems.firstIndex(where: { $0.kind == kind }), boundaryItems[index].measures else { return 0 }
        boundaryItems[index].setLength(length, axis: axis)
        let before = boundaryItems.map { $0.roomBefore(axis) }.max() ?? 0
        let after = boundaryItems.map { $0.roomAfter(axis) }.max() ?? 0
        let (moveContent, moveEnd) = (before - roomBefore, before - roomBefore + after - roomAfter)
        (roomBefore, roomAfter) = (before, after)
        firstGroupMain += moveContent
        mainEnd += moveEnd
        return moveEnd
    }

    /// Moves the whole section along the scroll axis (a section before it changed length).
    mutating func shift(by delta: CGFloat) {
        mainStart += delta
        mainEnd += delta
        firstGroupMain += delta
    }

    /// The frame of `item`, which must be in the section, and its z-index.
    ///
    /// - Complexity: O(1) in closed form; O(log *g*) in the number of groups otherwise, plus
    ///   O(*c*) for the cells of a self-sizing stack.
    func frame(ofItem item: Int) -> (frame: CGRect, zIndex: Int) {
        if let groups = selfSizing {
            let group = item / groups.pattern.itemCount
            return (frame(ofItem: item, inGroup: group, startingAt: groupStart(group), of: groups), 0)
        }
        let group: Int
        let local: CGRect
        let zIndex: Int
        switch storage {
        case .uniform(let pattern):
            group = item / pattern.itemCount
            local = pattern.frames[item - group * pattern.itemCount]
            zIndex = pattern.zIndices[item - group * pattern.itemCount]
        case .perGroup(let frames, let zIndices, let groupFirstItems):
            group = groupFirstItems.partitioningIndex { $0 > item } - 1
            local = frames[item]
            zIndex = zIndices[item]
        }
        guard let orthogonal else {
            let origin = axis.point(main: RunningSum.of(group, times: groupStep, from: firstGroupMain), cross: groupCross)
            return (local.offsetBy(dx: origin.x, dy: origin.y), zIndex)
        }
        let origin = axis.point(main: firstGroupMain, cross: orthogonal.groupStart(group) - orthogonal.offset)
        var frame = local.offsetBy(dx: origin.x, dy: origin.y)
        if let length = orthogonal.measuring?.measured[item] {
            frame = axis.rect(main: axis.mainMin(frame), cross: axis.crossMin(frame), mainLength: length, crossLength: axis.cross(frame.size))
        }
        return (frame, zIndex)
    }

    /// The frame of `item` in self-sizing group `group` of `groups` (the section's), which
    /// starts at `groupStart` along the scroll axis.
    ///
    /// - Complexity: O(1), plus O(*c*) for the cells of a stack.
    private func frame(ofItem item: Int, inGroup group: Int, startingAt groupStart: CGFloat, of groups: SelfSizingGroups)
        -> CGRect
    {
        let cell = groups.pattern.frames[item - group * groups.pattern.itemCount]
        let (start, length) = groups.span(ofItem: item, axis: axis)
        return axis.rect(
            main: groupStart + start, cross: groupCross + axis.crossMin(cell), mainLength: length,
            crossLength: axis.cross(cell.size))
    }

    /// Where the self-sizing groups holding `items` start along the scroll axis, for a query
    /// that then asks ``frame(ofItem:groupStarts:)`` about them: the starts are walked (see
    /// ``RowHeightIndex/starts(ofRows:)``) rather than summed afresh for every item. Nil for a
    /// section without self-sizing groups or for no items.
    ///
    /// - Complexity: O(log *g* + *k*) for the *k* groups of `items`, of the section's *g*.
    func selfSizingGroupStarts(ofItems items: Range<Int>) -> GroupStarts? {
        guard let groups = selfSizing, !items.isEmpty else { return nil }
        let first = items.lowerBound / groups.pattern.itemCount
        return GroupStarts(
            first: first, starts: groups.rows.starts(ofRows: first..<(items.upperBound - 1) / groups.pattern.itemCount + 1))
    }

    /// Where consecutive self-sizing groups start, from group ``first``, relative to group 0.
    struct GroupStarts {
        let first: Int
        let starts: [CGFloat]
    }

    /// ``frame(ofItem:)``, exactly, for an item whose group's start `groupStarts` holds (from
    /// ``selfSizingGroupStarts(ofItems:)``; with nil, the start is summed afresh).
    ///
    /// - Complexity: that of ``frame(ofItem:)``, but O(1) for the group's start.
    func frame(ofItem item: Int, groupStarts: GroupStarts?) -> (frame: CGRect, zIndex: Int) {
        guard let groupStarts, let groups = selfSizing else { return frame(ofItem: item) }
        let group = item / groups.pattern.itemCount
        let start = firstGroupMain + groupStarts.starts[group - groupStarts.first]
        return (frame(ofItem: item, inGroup: group, startingAt: start, of: groups), 0)
    }

    /// The supplementary items attached to `item`'s cell, or none (custom groups have none).
    ///
    /// - Complexity: O(1).
    func attachments(ofItem item: Int) -> [NSCollectionLayoutSupplementaryItem] {
        let pattern: GroupPattern
        switch storage {
        case .uniform(let uniform): pattern = uniform
        case .perGroup: return []
        }
        guard !pattern.attachments.isEmpty, pattern.itemCount > 0 else { return [] }
        return pattern.attachments[item % pattern.itemCount] ?? []
    }

    /// Whether some cell of the section has supplementary items attached.
    var hasAttachments: Bool {
        switch storage {
        case .uniform(let pattern): !pattern.attachments.isEmpty
        case .perGroup: false
        }
    }

    /// The items of the groups whose span along the scroll axis overlaps `[lower, upper)`.
    ///
    /// - Complexity: O(1) in closed form (a search that starts at the arithmetic answer);
    ///   O(log *g*) in the number of groups otherwise.
    func items(inGroupsOverlapping lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        guard groupCount > 0 else { return 0..<0 }
        if orthogonal != nil {
            return firstGroupMain + (orthogonal?.rowLength ?? groupLength) > lower && firstGroupMain < upper ? 0..<itemCount : 0..<0
        }
        let groups: Range<Int>
        if let sizing = selfSizing {
            groups = sizing.rows.indices(overlapping: lower - firstGroupMain, upper - firstGroupMain)
        } else if groupStep > 0 {
            func guess(_ position: CGFloat) -> Int {
                let index = ((position - firstGroupMain) / groupStep).rounded(.down)
                return index.isNaN ? 0 : Int(max(0, min(index, CGFloat(groupCount))))
            }
            let first = FlowSectionLayout.firstIndex(in: 0..<groupCount, near: guess(lower - groupLength)) {
                groupStart($0) + groupLength > lower
            }
            let end = FlowSectionLayout.firstIndex(in: first..<groupCount, near: guess(upper)) {
                !(groupStart($0) < upper)
            }
            groups = first..<end
        } else {
            // Groups that overlap one another (negative spacing as long as a group): every one.
            groups = 0..<groupCount
        }
        return firstItem(ofGroup: groups.lowerBound)..<firstItem(ofGroup: groups.upperBound)
    }

    /// The items of the groups of an orthogonal section whose scrolled span across the scroll
    /// axis overlaps `[lower, upper)`; every item for another section.
    ///
    /// - Complexity: O(1 + *k*) for *k* groups in the range: a guess by division, then a walk.
    func items(inGroupsAcross lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        guard let orthogonal, groupCount > 0 else { return 0..<itemCount }
        guard orthogonal.step > 0 else { return 0..<itemCount }
        func start(_ index: Int) -> CGFloat { orthogonal.groupStart(index) - orthogonal.offset }
        let guess = ((lower + orthogonal.offset - orthogonal.firstGroup - orthogonal.groupLength) / orthogonal.step)
            .rounded(.down)
        var first = guess.isNaN ? 0 : Int(max(0, min(guess, CGFloat(groupCount))))
        while first > 0 && start(first - 1) + orthogonal.groupLength > lower { first -= 1 }
        while first < groupCount && !(start(first) + orthogonal.groupLength > lower) { first += 1 }
        var end = first
        while end < groupCount && start(end) < upper { end += 1 }
        return firstItem(ofGroup: first)..<firstItem(ofGroup: end)
    }

    /// The first item of group `index`; the item count past the last group.
    private func firstItem(ofGroup index: Int) -> Int {
        guard index < groupCount else { return itemCount }
        switch storage {
        case .uniform(let pattern): return index * pattern.itemCount
        case .perGroup(_, _, let groupFirstItems): return groupFirstItems[index]
        }
    }
}

extension CompositionalSectionLayout.SelfSizingGroups {
    /// Whether `item` (of `itemCount`) measures its length along the scroll axis.
    ///
    /// - Complexity: O(1).
    func measures(_ item: Int, itemCount: Int) -> Bool {
        item < itemCount && measures[item % pattern.itemCount]
    }

    /// The size to measure `item` (of `itemCount`) within when it measures itself and is not
    /// measured yet: its length across the scroll axis in the group, unbounded along it; else nil.
    ///
    /// - Complexity: O(1).
    func fittingSize(ofItem item: Int, itemCount: Int, axis: FlowAxis) -> CGSize? {
        pattern.fittingSize(ofItem: item, itemCount: itemCount, measures: measures, measured: measured, axis: axis)
    }

    /// The length of group `index` along the scroll axis: to the end of its farthest cell, plus
    /// the room the pattern leaves after its cells.
    ///
    /// - Complexity: O(*c*) for the *c* cells of a group.
    func extent(ofGroup index: Int, itemCount: Int, axis: FlowAxis) -> CGFloat {
        let last = min(pattern.itemCount, itemCount - index * pattern.itemCount) - 1
        return cells(ofGroup: index, from: 0, through: last, axis: axis).farthestEnd + trailingRoom
    }

    /// Where `item` starts along the scroll axis, from its group's start, and its length.
    ///
    /// - Complexity: O(1) in a row; O(*c*) in a stack, for the cells before the item's.
    func span(ofItem item: Int, axis: FlowAxis) -> (start: CGFloat, length: CGFloat) {
        let group = item / pattern.itemCount
        let cell = item - group * pattern.itemCount
        let last = cells(ofGroup: group, from: stacks ? 0 : cell, through: cell, axis: axis)
        return (last.start, last.length)
    }

    /// Walks cells `first...last` of group `index` along the scroll axis. Each cell is as long
    /// as it measured (the pattern's length until it does, or when it does not measure); in a
    /// row it starts where the pattern puts it, in a stack it also moves by what the cells
    /// before it measured beyond the pattern's lengths (so `first` must be 0 in a stack).
    /// Returns where cell `last` starts from the group's start, its length, and the farthest
    /// end of the cells walked.
    ///
    /// - Complexity: O(*k*) for the *k* cells walked.
    private func cells(
        ofGroup index: Int, from first: Int, through last: Int, axis: FlowAxis
    ) -> (start: CGFloat, length: CGFloat, farthestEnd: CGFloat) {
        let firstItem = index * pattern.itemCount
        var shift: CGFloat = 0
        var farthestEnd: CGFloat = 0
        var start: CGFloat = 0
        var length: CGFloat = 0
        for cell in first...last {
            let frame = pattern.frames[cell]
            let estimate = axis.main(frame.size)
            length = measures[cell] ? measured[firstItem + cell] ?? estimate : estimate
            start = axis.mainMin(frame) + shift
            farthestEnd = max(farthestEnd, start + length)
            if stacks { shift += length - estimate }
        }
        return (start, length, farthestEnd)
    }
}

extension GroupPattern {
    /// The size to measure `item` (of `itemCount`, in instances of this pattern) within when
    /// its cell measures itself (`measures`, by cell) and it is not `measured` yet: its cell's
    /// length across the scroll axis, unbounded along it; else nil. What self-sizing groups and
    /// an orthogonal section's row both answer.
    ///
    /// - Complexity: O(1).
    func fittingSize(
        ofItem item: Int, itemCount: Int, measures: [Bool], measured: MeasuredLengths, axis: FlowAxis
    ) -> CGSize? {
        guard item < itemCount else { return nil }
        let cell = item % self.itemCount
        guard measures[cell], measured[item] == nil else { return nil }
        return axis.rect(main: 0, cross: 0, mainLength: .greatestFiniteMagnitude, crossLength: axis.cross(frames[cell].size)).size
    }
}

extension FlowAxis {
    /// Where `rect` starts along the scroll axis.
    func mainMin(_ rect: CGRect) -> CGFloat { isVertical ? rect.minY : rect.minX }
    /// Where `rect` ends along the scroll axis.
    func mainMax(_ rect: CGRect) -> CGFloat { isVertical ? rect.maxY : rect.maxX }
    /// Where `rect` starts across the scroll axis.
    func crossMin(_ rect: CGRect) -> CGFloat { isVertical ? rect.minX : rect.minY }
}
