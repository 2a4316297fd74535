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
struct CompositionalSectionLayout {
    enum Storage {
        case uniform(GroupPattern)
        case perGroup(frames: [CGRect], zIndices: [Int], groupFirstItems: [Int])
    }

    let itemCount: Int
    let axis: FlowAxis
    let mainStart: CGFloat
    let mainEnd: CGFloat
    /// Where group 0 starts along the scroll axis.
    let firstGroupMain: CGFloat
    /// Where every group starts across the scroll axis.
    let groupCross: CGFloat
    /// A group's length along the scroll axis.
    let groupLength: CGFloat
    /// From one group's start to the next: the group's length plus the inter-group spacing.
    let groupStep: CGFloat
    let groupCount: Int
    let storage: Storage
    /// Whether a group placed more than fits along its axis.
    let overflows: Bool

    /// Whether the section is kept in closed form.
    var isClosedForm: Bool {
        if case .uniform = storage { true } else { false }
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

    /// Lays out `metrics.itemCount` items in instances of `group`, from `mainStart`.
    ///
    /// - Complexity: O(*c*) for the *c* cells of one group instance when the group holds no
    ///   custom group (the same for any number of items); O(*n*) in the number of items
    ///   otherwise, one provider call per group instance.
    @MainActor
    init(
        group: NSCollectionLayoutGroup, metrics: Metrics, axis: FlowAxis, mainStart: CGFloat,
        environment: LayoutEnvironment, section: Int
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
        let groupsEnd =
            groupCount == 0
            ? firstGroupMain : RunningSum.of(groupCount - 1, times: groupStep, from: firstGroupMain) + groupLength
        mainEnd = groupsEnd + metrics.mainAfter
    }

    /// Where group `index` starts along the scroll axis.
    func groupStart(_ index: Int) -> CGFloat {
        RunningSum.of(index, times: groupStep, from: firstGroupMain)
    }

    /// The frame of `item`, which must be in the section, and its z-index.
    ///
    /// - Complexity: O(1) in closed form; O(log *g*) in the number of groups otherwise.
    func frame(ofItem item: Int) -> (frame: CGRect, zIndex: Int) {
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
        let origin = axis.point(main: groupStart(group), cross: groupCross)
        return (local.offsetBy(dx: origin.x, dy: origin.y), zIndex)
    }

    /// The items of the groups whose span along the scroll axis overlaps `[lower, upper)`.
    ///
    /// - Complexity: O(1) in closed form (a search that starts at the arithmetic answer);
    ///   O(log *g*) in the number of groups otherwise.
    func items(inGroupsOverlapping lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        guard groupCount > 0 else { return 0..<0 }
        let groups: Range<Int>
        if groupStep > 0 {
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

    /// The first item of group `index`; the item count past the last group.
    private func firstItem(ofGroup index: Int) -> Int {
        guard index < groupCount else { return itemCount }
        switch storage {
        case .uniform(let pattern): return index * pattern.itemCount
        case .perGroup(_, _, let groupFirstItems): return groupFirstItems[index]
        }
    }
}
