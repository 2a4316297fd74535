import Foundation

/// One group instance laid out: its size and its cells' frames relative to its origin.
struct GroupPattern: Equatable {
    /// The group's slot: its layout size resolved in its container.
    var size: CGSize
    /// Each cell's frame relative to the group's origin, in item order (depth first through
    /// nested groups).
    var frames: [CGRect]
    /// Each cell's z-index (custom groups set them; 0 otherwise).
    var zIndices: [Int]
    /// Whether some group placed more than fits along its axis (a first round of subitems, or
    /// a counted group, too long for it).
    var overflows: Bool
    /// The supplementary items (badges) attached to cells, by cell.
    var attachments: [Int: [NSCollectionLayoutSupplementaryItem]] = [:]

    /// The number of cells one instance holds.
    var itemCount: Int { frames.count }
}

/// Lays out one instance of a group, with no collection view: the rules documented on
/// ``NSCollectionLayoutGroup`` and ``NSCollectionLayoutItem``.
enum GroupResolver {
    /// Differences smaller than this do not make an item overflow (rounding of fractions).
    static let tolerance: CGFloat = 0.0001
    /// The most cells a group that repeats its subitems while they fit places (a guard against
    /// items so small that the group would hold millions).
    static let maximumRepetitions = 10_000

    /// Lays out `group` in a container `container` big (for a section's top group: the
    /// section's content area), asking custom groups' providers with `environment`'s traits.
    ///
    /// - Complexity: O(*c*) in the number of cells the instance holds, plus the custom groups'
    ///   providers.
    static func resolve(
        _ group: NSCollectionLayoutGroup, in container: CGSize, environment: LayoutEnvironment
    ) -> GroupPattern {
        let size = group.layoutSize.resolved(in: container)
        var state = State(environment: environment)
        state.place(group, in: CGRect(origin: .zero, size: size))
        return GroupPattern(
            size: size, frames: state.frames, zIndices: state.zIndices, overflows: state.overflows,
            attachments: state.attachments)
    }

    private struct State {
        let environment: LayoutEnvironment
        var frames: [CGRect] = []
        var zIndices: [Int] = []
        var overflows = false
        var attachments: [Int: [NSCollectionLayoutSupplementaryItem]] = [:]

        init(environment: LayoutEnvironment) { self.environment = environment }

        /// Shrinks `slot` by the item's content insets (not along an estimated axis), then places
        /// the cell, or the group's subitems inside it.
        mutating func place(_ item: NSCollectionLayoutItem, in slot: CGRect) {
            var insets = item.contentInsets
            if item.layoutSize.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
            if item.layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
            let inner = CGRect(
                x: slot.minX + insets.leading, y: slot.minY + insets.top,
                width: max(0, slot.width - insets.leading - insets.trailing),
                height: max(0, slot.height - insets.top - insets.bottom))
            guard let group = item as? NSCollectionLayoutGroup else {
                if !item.supplementaryItems.isEmpty { attachments[frames.count] = item.supplementaryItems }
                frames.append(inner)
                zIndices.append(0)
                return
            }
            switch group.kind {
            case .custom(let provider):
                let custom = provider(environment.with(container: LayoutContainer(contentSize: inner.size)))
                for cell in custom {
                    frames.append(cell.frame.offsetBy(dx: inner.minX, dy: inner.minY))
                    zIndices.append(cell.zIndex)
                }
            case .horizontal:
                placeSubitems(of: group, in: inner, axis: GroupAxis(isHorizontal: true))
            case .vertical:
                placeSubitems(of: group, in: inner, axis: GroupAxis(isHorizontal: false))
            }
        }

        /// One subitem placed along a group's axis, with the space around it.
        private struct Entry {
            var item: NSCollectionLayoutItem
            var size: CGSize
            var before: NSCollectionLayoutSpacing?
            var after: NSCollectionLayoutSpacing?

            /// The item's length plus its edge spacing's least amounts, along the axis.
            func footprint(_ axis: GroupAxis) -> CGFloat {
                (before?.spacing ?? 0) + axis.along(size) + (after?.spacing ?? 0)
            }
        }

        private mutating func placeSubitems(of group: NSCollectionLayoutGroup, in rect: CGRect, axis: GroupAxis) {
            let length = axis.along(rect.size)
            let gap = group.interItemSpacing?.spacing ?? 0
            func entry(_ item: NSCollectionLayoutItem) -> Entry {
                let (before, after) = axis.alongEdges(item.edgeSpacing)
                return Entry(item: item, size: item.layoutSize.resolved(in: rect.size), before: before, after: after)
            }

            var entries: [Entry] = []
            var occupied: CGFloat = 0
            switch group.repetition {
            case .count(let count, let resizes):
                var template = entry(group.subitems[0])
                if resizes {
                    let edges = (template.before?.spacing ?? 0) + (template.after?.spacing ?? 0)
                    let each = max(0, (length - gap * CGFloat(count - 1)) / CGFloat(count) - edges)
                    template.size = axis.size(along: each, across: axis.across(template.size))
                }
                entries = Array(repeating: template, count: count)
                occupied = CGFloat(count) * template.footprint(axis) + CGFloat(count - 1) * gap
                if occupied > length + GroupResolver.tolerance { overflows = true }
            case .whileFitting:
                let subitems = group.subitems
                var roundStart: CGFloat = 0
                while entries.count < GroupResolver.maximumRepetitions {
                    let index = entries.count
                    if index > 0 && index % subitems.count == 0 {
                        // A round that took no room would repeat forever.
                        if occupied <= roundStart { break }
                        roundStart = occupied
                    }
                    let next = entry(subitems[index % subitems.count])
                    let needed = (index == 0 ? 0 : gap) + next.footprint(axis)
                    if occupied + needed > length + GroupResolver.tolerance {
                        guard index < subitems.count else { break }
                        overflows = true
                    }
                    entries.append(next)
                    occupied += needed
                }
            }

            // The leftover room is shared evenly among every flexible space along the axis.
            let flexibleGaps = group.interItemSpacing?.isFlexible == true ? entries.count - 1 : 0
            let flexibleEdges = entries.reduce(0) {
                $0 + ($1.before?.isFlexible == true ? 1 : 0) + ($1.after?.isFlexible == true ? 1 : 0)
            }
            let flexibleCount = flexibleGaps + flexibleEdges
            let extra = flexibleCount > 0 ? max(0, length - occupied) / CGFloat(flexibleCount) : 0
            func grown(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
                guard let spacing else { return 0 }
                return spacing.spacing + (spacing.isFlexible ? extra : 0)
            }

            var cursor = axis.alongStart(rect)
            for (index, entry) in entries.enumerated() {
                if index > 0 { cursor += gap + (flexibleGaps > 0 ? extra : 0) }
                cursor += grown(entry.before)
                let slot = axis.rect(
                    along: cursor, across: acrossStart(of: entry, in: rect, axis: axis), size: entry.size)
                cursor += axis.along(entry.size) + grown(entry.after)
                place(entry.item, in: slot)
            }
        }

        /// Where an item starts across the group's axis: after its edge spacing before, with the
        /// leftover room shared between its flexible edges.
        private func acrossStart(of entry: Entry, in rect: CGRect, axis: GroupAxis) -> CGFloat {
            let (before, after) = axis.acrossEdges(entry.item.edgeSpacing)
            let leftover =
                axis.across(rect.size) - (before?.spacing ?? 0) - axis.across(entry.size) - (after?.spacing ?? 0)
            let flexibleCount = (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
            let extra = flexibleCount > 0 ? max(0, leftover) / CGFloat(flexibleCount) : 0
            return axis.acrossStart(rect) + (before?.spacing ?? 0) + (before?.isFlexible == true ? extra : 0)
        }
    }
}

/// The axis a group places its subitems along ("along") and the other one ("across").
struct GroupAxis {
    let isHorizontal: Bool

    func along(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
    func across(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }
    func alongStart(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.minX : rect.minY }
    func acrossStart(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.minY : rect.minX }

    func size(along: CGFloat, across: CGFloat) -> CGSize {
        isHorizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    func rect(along: CGFloat, across: CGFloat, size: CGSize) -> CGRect {
        isHorizontal
            ? CGRect(x: along, y: across, width: size.width, height: size.height)
            : CGRect(x: across, y: along, width: size.width, height: size.height)
    }

    /// The edge spacing before and after an item along the axis.
    func alongEdges(_ spacing: NSCollectionLayoutEdgeSpacing?) -> (NSCollectionLayoutSpacing?, NSCollectionLayoutSpacing?) {
        isHorizontal ? (spacing?.leading, spacing?.trailing) : (spacing?.top, spacing?.bottom)
    }

    /// The edge spacing before and after an item across the axis.
    func acrossEdges(_ spacing: NSCollectionLayoutEdgeSpacing?) -> (NSCollectionLayoutSpacing?, NSCollectionLayoutSpacing?) {
        isHorizontal ? (spacing?.top, spacing?.bottom) : (spacing?.leading, spacing?.trailing)
    }
}
