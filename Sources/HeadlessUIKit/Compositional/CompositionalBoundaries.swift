import Foundation

/// The stretch along the scroll axis that boundary and decoration items are laid out against:
/// a section's (or, for the layout's own boundary items, every section's).
struct BoundarySpan {
    /// Where the section starts, boundary items that take room before the content included.
    var start: CGFloat
    /// Where the content starts: after the boundary items that take room before it (the
    /// section's content insets are inside the content).
    var contentStart: CGFloat
    /// Where the content ends: before the boundary items that take room after it.
    var contentEnd: CGFloat
    /// Where the section ends.
    var end: CGFloat
}

/// Where a boundary or decoration item sits along one axis of its container.
enum BoundaryEdge {
    case before, middle, after

    /// The start of something `length` long at this edge of `[start, start + available]`.
    func start(of length: CGFloat, in start: CGFloat, _ available: CGFloat) -> CGFloat {
        switch self {
        case .before: start
        case .middle: start + (available - length) / 2
        case .after: start + available - length
        }
    }
}

/// One boundary supplementary item laid out, less where its section is along the scroll axis
/// (which moves as items above it measure themselves): its frame is worked out when asked.
///
/// The engine's rules (UIKit documents the ideas, not the arithmetic):
/// - **Alignment** is on the screen's edges: `.top`/`.bottom` along y, `.leading`/`.trailing`
///   along x, corners on both; an axis the alignment does not name is centred.
/// - **Along the scroll axis**, an item aligned to the content's start (`.top`, `.topLeading`,
///   `.topTrailing` when scrolling vertically) that extends the boundary sits at the section's
///   start and takes its length of room before the content; several such items take the
///   longest one's room, once. One aligned to the content's end does the same after the
///   content. Without `extendsBoundary` it overlaps the content: against its start, its end.
///   Items centred along the scroll axis (`.leading`/`.trailing` scrolling vertically) are
///   centred on the content and take no room.
/// - **Across it**, the item lies in the section's width as the section's
///   ``NSCollectionLayoutSection/supplementaryContentInsetsReference`` and
///   ``NSCollectionLayoutSection/supplementariesFollowContentInsets`` say; fractional
///   dimensions resolve against that width (and the visible length along the scroll axis).
///   An item estimated along the scroll axis sizes itself: the collection view measures its
///   view at the item's width (height, scrolling sideways) and the section makes room for the
///   measured length; other estimated dimensions stay at their estimate.
/// - The item's `offset` moves it; its `contentInsets` then shrink it (not along an estimated
///   axis), as for cells.
/// - **Pinning**: while the section is on screen, an item pinned to the visible bounds stays
///   at their start (an item aligned to the content's end: at their end), never before its own
///   place nor past the content's end (start), as the flow layout pins its headers.
struct BoundaryPlacement {
    let kind: String
    let indexPath: IndexPath
    /// The item's resolved size, before its content insets (its measured length along the
    /// scroll axis once measured).
    var size: CGSize
    /// Whether the item sizes itself along the scroll axis (estimated there).
    let measures: Bool
    let mainEdge: BoundaryEdge
    let crossEdge: BoundaryEdge
    let offset: CGPoint
    let extends: Bool
    let pins: Bool
    let zIndex: Int
    let insets: NSDirectionalEdgeInsets
    /// Where the item's width (its height, scrolling sideways) starts, and how long it is.
    let crossStart: CGFloat
    let crossLength: CGFloat

    init(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, indexPath: IndexPath, axis: FlowAxis,
        crossStart: CGFloat, crossLength: CGFloat, mainExtent: CGFloat
    ) {
        kind = item.elementKind
        self.indexPath = indexPath
        let container = axis.rect(main: 0, cross: 0, mainLength: mainExtent, crossLength: crossLength).size
        size = item.layoutSize.resolved(in: container)
        measures = (axis.isVertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension).isEstimated
        let (x, y) = Self.edges(of: item.alignment)
        (mainEdge, crossEdge) = axis.isVertical ? (y, x) : (x, y)
        offset = item.offset
        extends = item.extendsBoundary
        pins = item.pinToVisibleBounds
        zIndex = item.zIndex
        insets = item.insetsApplied
        self.crossStart = crossStart
        self.crossLength = crossLength
    }

    /// The alignment's edge along x, then along y.
    private static func edges(of alignment: NSRectAlignment) -> (BoundaryEdge, BoundaryEdge) {
        let x: BoundaryEdge =
            switch alignment {
            case .leading, .topLeading, .bottomLeading: .before
            case .trailing, .topTrailing, .bottomTrailing: .after
            default: .middle
            }
        let y: BoundaryEdge =
            switch alignment {
            case .top, .topLeading, .topTrailing: .before
            case .bottom, .bottomLeading, .bottomTrailing: .after
            default: .middle
            }
        return (x, y)
    }

    /// Gives the item `length` along the scroll axis (what it measured), keeping its size across.
    mutating func setLength(_ length: CGFloat, axis: FlowAxis) {
        size = axis.rect(main: 0, cross: 0, mainLength: max(0, length), crossLength: axis.cross(size)).size
    }

    /// The room the item takes before the content along the scroll axis.
    func roomBefore(_ axis: FlowAxis) -> CGFloat { extends && mainEdge == .before ? axis.main(size) : 0 }
    /// The room the item takes after the content along the scroll axis.
    func roomAfter(_ axis: FlowAxis) -> CGFloat { extends && mainEdge == .after ? axis.main(size) : 0 }

    /// The item's frame in `span`, pinned within `visible` (the visible bounds' range along
    /// the scroll axis) when it pins.
    ///
    /// - Complexity: O(1).
    func frame(in span: BoundarySpan, axis: FlowAxis, visible: (lower: CGFloat, upper: CGFloat)?) -> CGRect {
        let length = axis.main(size)
        let mainOffset = axis.isVertical ? offset.y : offset.x
        var main: CGFloat =
            switch (mainEdge, extends) {
            case (.before, true): span.start
            case (.before, false): span.contentStart
            case (.after, true): span.contentEnd
            case (.after, false): span.contentEnd - length
            case (.middle, _): span.contentStart + (span.contentEnd - span.contentStart - length) / 2
            }
        main += mainOffset
        if pins, let visible {
            if mainEdge == .after {
                main = max(span.contentStart, min(main, visible.upper - length))
            } else {
                main = max(main, min(visible.lower, span.contentEnd - length))
            }
        }
        let cross = crossEdge.start(of: axis.cross(size), in: crossStart, crossLength) + (axis.isVertical ? offset.x : offset.y)
        let slot = axis.rect(main: main, cross: cross, mainLength: length, crossLength: axis.cross(size))
        return slot.shrunk(by: insets)
    }
}

/// One decoration item laid out, less where its section is along the scroll axis: it covers
/// the content (see ``NSCollectionLayoutDecorationItem``).
struct DecorationPlacement {
    let kind: String
    let indexPath: IndexPath
    let zIndex: Int
    let insets: NSDirectionalEdgeInsets
    let crossStart: CGFloat
    let crossLength: CGFloat

    /// The decoration's frame in `span`.
    ///
    /// - Complexity: O(1).
    func frame(in span: BoundarySpan, axis: FlowAxis) -> CGRect {
        axis.rect(
            main: span.contentStart, cross: crossStart, mainLength: max(0, span.contentEnd - span.contentStart),
            crossLength: crossLength
        ).shrunk(by: insets)
    }
}

extension NSCollectionLayoutItem {
    /// The item's content insets, less those along an estimated axis (which UIKit ignores).
    var insetsApplied: NSDirectionalEdgeInsets {
        var insets = contentInsets
        if layoutSize.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
        if layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
        return insets
    }
}

extension CGRect {
    /// The rectangle shrunk by directional `insets` (leading on the left), never below zero.
    func shrunk(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}

extension NSCollectionLayoutSupplementaryItem {
    /// The item's frame when attached to a cell whose frame is `container`: its layout size
    /// resolved against the cell's size, placed by its anchors (see
    /// ``NSCollectionLayoutSupplementaryItem``), then shrunk by its content insets.
    ///
    /// - Complexity: O(1).
    func frame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let anchorPoint = Self.point(of: containerAnchor, in: container, offsetScale: size)
        let own = Self.point(
            of: itemAnchor ?? containerAnchor, in: CGRect(origin: .zero, size: size), offsetScale: size,
            includingOffset: itemAnchor != nil)
        return CGRect(x: anchorPoint.x - own.x, y: anchorPoint.y - own.y, width: size.width, height: size.height)
            .shrunk(by: insetsApplied)
    }

    /// The point of `rect` on `anchor`'s edges (an edge's middle, a corner; the centre along an
    /// axis with no edge or both), moved by the anchor's offset (points, or fractions of
    /// `offsetScale`).
    private static func point(
        of anchor: NSCollectionLayoutAnchor, in rect: CGRect, offsetScale: CGSize, includingOffset: Bool = true
    ) -> CGPoint {
        let edges = anchor.edges
        func along(_ before: NSDirectionalRectEdge, _ after: NSDirectionalRectEdge, _ min: CGFloat, _ max: CGFloat) -> CGFloat {
            switch (edges.contains(before), edges.contains(after)) {
            case (true, false): min
            case (false, true): max
            default: (min + max) / 2
            }
        }
        var point = CGPoint(
            x: along(.leading, .trailing, rect.minX, rect.maxX), y: along(.top, .bottom, rect.minY, rect.maxY))
        if includingOffset {
            if anchor.isFractionalOffset {
                point.x += anchor.offset.x * offsetScale.width
                point.y += anchor.offset.y * offsetScale.height
            } else {
                point.x += anchor.offset.x
                point.y += anchor.offset.y
            }
        }
        return point
    }
}
