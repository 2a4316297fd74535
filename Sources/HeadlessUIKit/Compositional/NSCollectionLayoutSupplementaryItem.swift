import Foundation

#if !canImport(Darwin)
/// A set of a rectangle's edges, named by leading and trailing rather than left and right, as
/// Foundation declares it on Apple platforms (where the engine uses Foundation's type).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left, in the engine's left-to-right layout).
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right, in the engine's left-to-right layout).
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where an element sits against a rectangle: an edge, a corner or nowhere; as Foundation
/// declares it on Apple platforms.
public enum NSRectAlignment: Int, Hashable, Sendable {
    /// No edge or corner: the centre of the rectangle.
    case none = 0
    /// The middle of the top edge.
    case top
    /// The top-leading corner (top-left, in the engine's left-to-right layout).
    case topLeading
    /// The middle of the leading edge (the left edge, left-to-right).
    case leading
    /// The bottom-leading corner (bottom-left, left-to-right).
    case bottomLeading
    /// The middle of the bottom edge.
    case bottom
    /// The bottom-trailing corner (bottom-right, left-to-right).
    case bottomTrailing
    /// The middle of the trailing edge (the right edge, left-to-right).
    case trailing
    /// The top-trailing corner (top-right, left-to-right).
    case topTrailing
}
#endif

/// Where a supplementary item attaches to its container (an item, or a section for a boundary
/// item); the engine's `NSCollectionLayoutAnchor`. Immutable.
///
/// The anchor's point is on the named edges of the container: a corner for two edges, an
/// edge's middle for one, the centre along an axis with none (or with both of its edges). See
/// ``NSCollectionLayoutSupplementaryItem`` for how an item is placed on it.
public final class NSCollectionLayoutAnchor: NSObject, NSCopying, Sendable {
    /// The container's edges (one edge, or two for a corner) the item attaches to.
    public let edges: NSDirectionalRectEdge
    /// How far the item is moved from the anchor: points, or fractions of the item's size.
    public let offset: CGPoint
    /// Whether ``offset`` is in points (made with ``init(edges:absoluteOffset:)``).
    public let isAbsoluteOffset: Bool
    /// Whether ``offset`` is a fraction of the item's size (made with ``init(edges:fractionalOffset:)``).
    public let isFractionalOffset: Bool

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsoluteOffset: Bool, isFractionalOffset: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = isAbsoluteOffset
        self.isFractionalOffset = isFractionalOffset
    }

    /// An anchor on `edges`, not moved.
    ///
    /// - Complexity: O(1).
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsoluteOffset: false, isFractionalOffset: false)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    ///
    /// - Complexity: O(1).
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsoluteOffset: true, isFractionalOffset: false)
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the item's size.
    ///
    /// - Complexity: O(1).
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsoluteOffset: false, isFractionalOffset: true)
    }

    /// The receiver: anchors are immutable.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// An extra view attached to an item, such as a badge; the engine's
/// `NSCollectionLayoutSupplementaryItem`.
///
/// Attached to an item (``NSCollectionLayoutItem/init(layoutSize:supplementaryItems:)``), it
/// gets the item's index path and its ``elementKind``; the collection view asks the data
/// source for its view as for any supplementary view. Its frame, worked out from the item's
/// cell frame (UIKit documents the idea, the arithmetic is the engine's reading):
/// - its layout size resolves against the cell's size;
/// - without an ``itemAnchor``, its own edges named by ``containerAnchor`` meet the cell's:
///   `[.top, .trailing]` puts it inside the cell's top-trailing corner, no edges centres it;
/// - the container anchor's offset then moves it: `absoluteOffset` in points,
///   `fractionalOffset` in fractions of the supplementary item's own size (so
///   `(0.3, -0.3)` on the top-trailing corner lets a badge stick out up and to the right);
/// - with an ``itemAnchor``, the item's anchor point (moved by its own offset) is placed on the
///   container anchor's point instead;
/// - its `contentInsets` finally shrink it (not along an estimated axis; estimated
///   dimensions stay at their estimate).
///
/// ```swift
/// let badge = NSCollectionLayoutSupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///     elementKind: "badge",
///     containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
/// let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
/// ```
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The order among overlapping elements (1 by default, in front of the item it decorates).
    public var zIndex = 1
    /// The kind the collection view's data source is asked a view of.
    public let elementKind: String
    /// Where the item attaches to its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary item meets ``containerAnchor``; nil for its centre.
    public let itemAnchor: NSCollectionLayoutAnchor?

    init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A supplementary item of `elementKind` at `containerAnchor` of its item.
    ///
    /// - Complexity: O(1).
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item of `elementKind` whose `itemAnchor` meets `containerAnchor` of its item.
    ///
    /// - Complexity: O(1).
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
            itemAnchor: Optional(itemAnchor))
    }

    /// A new supplementary item with the same values.
    ///
    /// - Complexity: O(1).
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSupplementaryItem(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
        copy.copyItemValues(from: self)
        copy.zIndex = zIndex
        return copy
    }
}

/// A header, footer or other view along a section's (or the whole layout's) edge; the engine's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// The collection view asks the data source for its view as for any supplementary view, at
/// item 0 of its section. Where it goes:
/// - ``alignment`` is on the screen's edges (`.top`/`.bottom` along y, `.leading`/`.trailing`
///   along x, corners on both); along an axis the alignment does not name, it is centred.
/// - Along the scroll axis, an item against the content's start (`.top`, `.topLeading`,
///   `.topTrailing` when scrolling vertically; `.leading`... when scrolling sideways) that
///   ``extendsBoundary`` sits at the section's start and the content starts after it (several
///   such items take the longest one's room, once); one against the content's end sits after
///   it. Without ``extendsBoundary`` it overlaps the content's start (or end). Items centred
///   along the scroll axis (`.leading`/`.trailing` when scrolling vertically) are centred on
///   the content and take no room.
/// - Across it, the item lies in the width given by the section's
///   ``NSCollectionLayoutSection/supplementaryContentInsetsReference`` and, while
///   ``NSCollectionLayoutSection/supplementariesFollowContentInsets``, the section's own
///   leading and trailing insets. Its fractional dimensions resolve against that width (and
///   the visible length along the scroll axis). A section's item estimated along the scroll axis
///   sizes itself: its view is measured at its width (height, scrolling sideways) and the
///   section makes room for what it measures; other estimated dimensions stay at their estimate.
/// - ``offset`` moves it; its `contentInsets` then shrink it.
/// - With ``pinToVisibleBounds``, while its section is on screen it stays at the start of the
///   visible bounds (an item against the content's end: at their end), never before its own
///   place nor past the content's end (start): the flow layout's pinned headers. Pinning does
///   not change its ``NSCollectionLayoutSupplementaryItem/zIndex`` (1 by default: in front
///   of cells).
///
/// Two boundary items of one kind in a section stop the program.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Whether the item takes room before or after the section's content (true by default)
    /// rather than overlapping it.
    public var extendsBoundary = true
    /// Whether the item stays in the visible bounds while its section is on screen (false by
    /// default).
    public var pinToVisibleBounds = false
    /// The edge or corner of the section the item sits against.
    public let alignment: NSRectAlignment
    /// How far the item is moved from its alignment, in points.
    public let offset: CGPoint

    private init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = offset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: Self.edges(of: alignment), absoluteOffset: offset),
            itemAnchor: nil)
    }

    /// A boundary item of `elementKind` against the `alignment` edge or corner.
    ///
    /// - Complexity: O(1).
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    /// A boundary item of `elementKind` against the `alignment` edge or corner, moved by
    /// `absoluteOffset` points.
    ///
    /// - Complexity: O(1).
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    /// A new boundary item with the same values.
    ///
    /// - Complexity: O(1).
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, offset: offset)
        copy.copyItemValues(from: self)
        copy.zIndex = zIndex
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        return copy
    }

    private static func edges(of alignment: NSRectAlignment) -> NSDirectionalRectEdge {
        var edges: NSDirectionalRectEdge = []
        if [.top, .topLeading, .topTrailing].contains(alignment) { edges.insert(.top) }
        if [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) { edges.insert(.bottom) }
        if [.leading, .topLeading, .bottomLeading].contains(alignment) { edges.insert(.leading) }
        if [.trailing, .topTrailing, .bottomTrailing].contains(alignment) { edges.insert(.trailing) }
        return edges
    }
}

/// A view behind a section's content, such as a rounded background; the engine's
/// `NSCollectionLayoutDecorationItem`. Add it to a section's
/// ``NSCollectionLayoutSection/decorationItems`` and register the view class for its kind on
/// the layout with ``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``: the
/// collection view makes the views itself (the data source is not asked).
///
/// A background covers the section's content area: across, from the section's content insets
/// reference to the other side (the section's own insets included); along the scroll axis,
/// from after the boundary items that take room before the content to before those that take
/// room after it (the section's insets included). The item's `contentInsets` then shrink
/// that rectangle. (UIKit does not document the rectangle; this is the engine's choice.)
///
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
/// section.decorationItems = [background]
/// layout.register(CardBackgroundView.self, forDecorationViewOfKind: "card")
/// ```
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The order among overlapping elements: -1 by default, behind the cells (whose default is
    /// 0). UIKit does not document the default; this is the engine's choice.
    public var zIndex = -1
    /// The kind of decoration view, registered on the layout.
    public let elementKind: String

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A decoration of `elementKind` covering its section's content area.
    ///
    /// - Complexity: O(1).
    public class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }

    /// A new decoration item with the same values.
    ///
    /// - Complexity: O(1).
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        copy.copyItemValues(from: self)
        copy.zIndex = zIndex
        return copy
    }
}
