import Foundation

/// The smallest piece of a compositional layout: one cell's size and the space around it; the
/// engine's `NSCollectionLayoutItem`. Items go into groups (``NSCollectionLayoutGroup``), groups
/// into a section (``NSCollectionLayoutSection``).
///
/// The layout first finds the item's slot from its ``layoutSize`` and ``edgeSpacing``, then
/// shrinks the slot by ``contentInsets`` to get the cell's frame (an inset on an axis whose
/// dimension is estimated is ignored, as in UIKit). An item is a reusable description: one
/// item placed in a group stands for every cell the group repeats it for.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalWidth(0.25)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
open class NSCollectionLayoutItem: NSObject, NSCopying {
    /// The item's size.
    public let layoutSize: NSCollectionLayoutSize
    /// Views attached to the item, such as badges (see ``NSCollectionLayoutSupplementaryItem``).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// How much the cell's frame is shrunk inside the item's slot, after the slot is placed
    /// (zero by default). Ignored along an axis whose dimension is estimated.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space outside the item's slot, between it and its neighbours or the group's edges (nil
    /// by default: none). Flexible edges share the group's leftover room with flexible
    /// inter-item spacing (see ``NSCollectionLayoutGroup``).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize` with `supplementaryItems` attached.
    ///
    /// - Complexity: O(1).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// An item of `layoutSize`.
    ///
    /// - Complexity: O(1).
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A new item with the same values (sizes and spacings are immutable and shared).
    ///
    /// - Complexity: O(1).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
        copy.copyItemValues(from: self)
        return copy
    }

    /// Copies the values every item has (subclasses' copies use it).
    final func copyItemValues(from other: NSCollectionLayoutItem) {
        contentInsets = other.contentInsets
        edgeSpacing = other.edgeSpacing
    }

    /// Such as `item .fractionalWidth(0.25) x .absolute(80)`.
    open override var description: String { "item \(layoutSize)" }
}

/// What a custom group's item provider returns for each of the group's cells; the engine's
/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One cell of a custom group: its frame relative to the group's origin, and its stacking order;
/// the engine's `NSCollectionLayoutGroupCustomItem`. Immutable.
public final class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying, Sendable {
    /// The cell's frame, relative to the group's origin.
    public let frame: CGRect
    /// The cell's stacking order (0 by default).
    public let zIndex: Int

    /// A custom item at `frame` with `zIndex`.
    ///
    /// - Complexity: O(1).
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// A custom item at `frame`, z-index 0.
    ///
    /// - Complexity: O(1).
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// The receiver: custom items are immutable.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Items laid out side by side, top to bottom, or where a closure says; the engine's
/// `NSCollectionLayoutGroup`. A section repeats its group until every item of the section has
/// a place; groups nest, since a group is an item.
///
/// How a horizontal group (a vertical one is the same along y) places its subitems:
/// - ``horizontal(layoutSize:subitems:)`` places the subitems in order at their own sizes,
///   then goes round them again while the next one still fits (with the least spacing) in the
///   group's width. Every subitem is placed at least once, even if the first round overflows.
///   A group with one `.fractionalWidth(0.25)` item holds four.
/// - ``horizontal(layoutSize:repeatingSubitem:count:)`` places exactly `count` of the item at
///   its own size; fitting them is the caller's job (an overflow is reported in
///   ``UICollectionViewCompositionalLayout/diagnostics``).
/// - ``horizontal(layoutSize:subitem:count:)`` (deprecated in iOS 16) places exactly `count`,
///   resized so that they fill the width with the spacing between:
///   `(width − spacing × (count − 1)) / count` each.
/// - ``interItemSpacing`` separates neighbours: `.fixed` exactly, `.flexible` at least. The room
///   left over after the items, their fixed edge spacing and the least spacing is shared evenly
///   among every flexible space on that axis (flexible inter-item gaps and flexible edge
///   spacings); with none, the items start at the leading edge.
/// - Across the group's axis, each item sits at the top edge plus its top edge spacing, or
///   shares the leftover height between its flexible top and bottom edge spacing.
/// - ``custom(layoutSize:itemProvider:)`` asks its provider, once per group instance, for the
///   cells' frames relative to the group's origin; the group holds as many cells as it returns.
///
/// The group's own `contentInsets` shrink its frame, and its subitems resolve their
/// fractional dimensions against, and lie inside, the shrunk frame.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group places its subitems (an engine detail).
    enum Kind {
        case horizontal
        case vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    /// How many times a group places its subitems (an engine detail).
    enum Repetition: Equatable {
        /// Round the subitems while they fit.
        case whileFitting
        /// Exactly `count` of the one subitem, resized to fill the group when `resizes`.
        case count(Int, resizes: Bool)
    }

    let kind: Kind
    let repetition: Repetition
    /// The items the group places, in order: the one repeated item for a counted group, none
    /// for a custom group.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between neighbouring subitems (nil by default: none).
    public var interItemSpacing: NSCollectionLayoutSpacing?

    private init(
        layoutSize: NSCollectionLayoutSize, kind: Kind, repetition: Repetition, subitems: [NSCollectionLayoutItem]
    ) {
        self.kind = kind
        self.repetition = repetition
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    private static func checked(
        _ subitems: [NSCollectionLayoutItem], factory: String
    ) -> [NSCollectionLayoutItem] {
        listPrecondition(
            !subitems.isEmpty,
            "NSCollectionLayoutGroup.\(factory)(layoutSize:subitems:) was given no subitems; pass at least one item")
        return subitems
    }

    private static func checked(_ count: Int, factory: String, label: String) -> Int {
        listPrecondition(
            count >= 1,
            "NSCollectionLayoutGroup.\(factory)(layoutSize:\(label):count:) was given count \(count); "
                + "pass a count of at least 1")
        return count
    }

    /// A group that places `subitems` left to right, round again while they fit.
    ///
    /// - Complexity: O(*s*) in the number of subitems.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(
            layoutSize: layoutSize, kind: .horizontal, repetition: .whileFitting,
            subitems: checked(subitems, factory: "horizontal"))
    }

    /// A group of exactly `count` of `subitem`, left to right, resized to fill the group's
    /// width. Deprecated in iOS 16 for ``horizontal(layoutSize:repeatingSubitem:count:)``.
    ///
    /// - Complexity: O(1).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(
            layoutSize: layoutSize, kind: .horizontal,
            repetition: .count(checked(count, factory: "horizontal", label: "subitem"), resizes: true),
            subitems: [subitem])
    }

    /// A group of exactly `count` of `subitem` at its own size, left to right (iOS 16).
    ///
    /// - Complexity: O(1).
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(
            layoutSize: layoutSize, kind: .horizontal,
            repetition: .count(checked(count, factory: "horizontal", label: "repeatingSubitem"), resizes: false),
            subitems: [subitem])
    }

    /// A group that places `subitems` top to bottom, round again while they fit.
    ///
    /// - Complexity: O(*s*) in the number of subitems.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(
            layoutSize: layoutSize, kind: .vertical, repetition: .whileFitting,
            subitems: checked(subitems, factory: "vertical"))
    }

    /// A group of exactly `count` of `subitem`, top to bottom, resized to fill the group's
    /// height. Deprecated in iOS 16 for ``vertical(layoutSize:repeatingSubitem:count:)``.
    ///
    /// - Complexity: O(1).
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(
            layoutSize: layoutSize, kind: .vertical,
            repetition: .count(checked(count, factory: "vertical", label: "subitem"), resizes: true),
            subitems: [subitem])
    }

    /// A group of exactly `count` of `subitem` at its own size, top to bottom (iOS 16).
    ///
    /// - Complexity: O(1).
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(
            layoutSize: layoutSize, kind: .vertical,
            repetition: .count(checked(count, factory: "vertical", label: "repeatingSubitem"), resizes: false),
            subitems: [subitem])
    }

    /// A group whose cells are wherever `itemProvider` says. The provider is called once per
    /// group instance, with an environment whose container is the group's size; the frames it
    /// returns are relative to the group's origin, one per cell.
    ///
    /// - Complexity: O(1).
    public class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
        Self(layoutSize: layoutSize, kind: .custom(itemProvider), repetition: .whileFitting, subitems: [])
    }

    /// A new group with the same values; the subitems are shared, not copied.
    ///
    /// - Complexity: O(1).
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, kind: kind, repetition: repetition, subitems: subitems)
        copy.copyItemValues(from: self)
        copy.interItemSpacing = interItemSpacing
        return copy
    }

    /// Whether this group or a group inside it is a custom group (an engine detail).
    var containsCustomGroup: Bool {
        if case .custom = kind { return true }
        return subitems.contains { ($0 as? NSCollectionLayoutGroup)?.containsCustomGroup == true }
    }

    /// A text outline of the group: its kind and size, its spacing, and its subitems indented
    /// below it. (UIKit draws a picture; the engine's text lists the same facts.)
    ///
    /// - Complexity: O(*n*) in the number of items and groups inside the group.
    public func visualDescription() -> String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        var line = indent + description
        if let interItemSpacing { line += ", interItemSpacing \(interItemSpacing)" }
        lines.append(line)
        for subitem in subitems {
            if let group = subitem as? NSCollectionLayoutGroup {
                group.describe(into: &lines, depth: depth + 1)
            } else {
                lines.append(indent + "  " + subitem.description)
            }
        }
    }

    /// Such as `horizontal group .fractionalWidth(1) x .absolute(80)` or
    /// `horizontal group ... x 3` for a counted group.
    public override var description: String {
        let name =
            switch kind {
            case .horizontal: "horizontal"
            case .vertical: "vertical"
            case .custom: "custom"
            }
        var text = "\(name) group \(layoutSize)"
        if case .count(let count, let resizes) = repetition {
            text += resizes ? ", \(count) resized items" : ", \(count) items"
        }
        return text
    }
}
