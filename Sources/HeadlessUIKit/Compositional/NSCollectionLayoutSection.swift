import Foundation

/// What a compositional section's (or layout's) content insets are measured from; the engine's
/// `UIContentInsetsReference`.
///
/// The reference adds the collection view's insets of that kind across the scroll axis (left
/// and right when scrolling vertically), before the section's own ``NSCollectionLayoutSection/contentInsets``.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    /// On a section, the layout configuration's reference; on the configuration, the safe area
    /// (the engine's documented choice; UIKit does not document it).
    case automatic
    /// No reference: only the section's own content insets apply.
    case none
    /// The collection view's `safeAreaInsets` (zero in a headless window).
    case safeArea
    /// The collection view's effective layout margins.
    case layoutMargins
    /// The distance from the bounds to the readable content guide (the margins, narrowed to 672
    /// points and centred).
    case readableContent
}

/// How a section scrolls across the layout's scroll direction; the engine's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Any behaviour but ``none`` makes the section one group long along the layout's scroll axis,
/// its groups running across it in a scroller of their own; the behaviours differ in where a
/// user's drag comes to rest (see ``UICollectionView/scrollSectionByUser(_:toProposedOffset:velocity:)``).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// The section does not scroll on its own: its groups follow one another along the layout's
    /// scroll axis.
    case none
    /// The section scrolls freely and comes to rest where the drag ends.
    case continuous
    /// The section scrolls freely and comes to rest on the nearest group's leading edge.
    case continuousGroupLeadingBoundary
    /// The section comes to rest on a multiple of its visible width, a page at a time.
    case paging
    /// The section comes to rest on a group's leading edge, one group per page.
    case groupPaging
    /// The section comes to rest with a group centred in its visible width, one group per page.
    case groupPagingCentered
}

/// A section of a compositional layout: a group repeated until every item has a place, with
/// insets and spacing; the engine's `NSCollectionLayoutSection`.
///
/// Along the scroll axis a section is its ``contentInsets`` before, the group instances
/// ``interGroupSpacing`` apart, and its insets after. Across it, the group starts after the
/// insets of ``contentInsetsReference`` and the section's own insets, and fractional dimensions
/// of the group resolve against what is left between them (and, along the scroll axis, against
/// the visible length minus the section's insets on that axis).
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.interGroupSpacing = 8
/// section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
/// let layout = UICollectionViewCompositionalLayout(section: section)
/// ```
open class NSCollectionLayoutSection: NSObject, NSCopying {
    /// The group the section repeats.
    let group: NSCollectionLayoutGroup

    /// The space around the section's groups (zero by default).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between group instances along the scroll axis (0 by default).
    open var interGroupSpacing: CGFloat = 0
    /// What ``contentInsets`` are measured from (``UIContentInsetsReference/automatic`` by
    /// default: the layout configuration's reference).
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// Whether boundary supplementary items follow the section's leading and trailing insets
    /// (true by default; deprecated in iOS 16): true lays them out between the section's insets,
    /// false across the whole width inside ``supplementaryContentInsetsReference``.
    open var supplementariesFollowContentInsets = true
    /// What boundary supplementary items are measured from across the scroll axis (iOS 16;
    /// ``UIContentInsetsReference/automatic`` by default: the layout configuration's reference).
    /// The section's own leading and trailing insets come on top while
    /// ``supplementariesFollowContentInsets`` is true.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// How the section scrolls across the layout (`.none` by default); see
    /// ``UICollectionLayoutSectionOrthogonalScrollingBehavior``.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers, footers and other views along the section's edges (none by default); see
    /// ``NSCollectionLayoutBoundarySupplementaryItem`` for where they go.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section's content, such as backgrounds (none by default); see
    /// ``NSCollectionLayoutDecorationItem``.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called, in a section that scrolls orthogonally, after a user's scroll of the section
    /// (``UICollectionView/scrollSectionByUser(_:toProposedOffset:velocity:)``) with the
    /// section's items on screen, the section's offset and the layout environment (nil by
    /// default). Changes the handler makes to the items' `alpha`, `zIndex` and `isHidden` are
    /// applied to their cells until the section scrolls again or the layout is invalidated.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section that repeats `group`.
    ///
    /// - Complexity: O(1).
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A new section with the same values; the group, boundary and decoration items are shared.
    ///
    /// - Complexity: O(1).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(group: group)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.listConfiguration = listConfiguration
        copy.decorationItems = decorationItems
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        return copy
    }
}

/// What a section's ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` is called
/// with: the section's items on screen, the section's scroll offset (along x when the layout
/// scrolls vertically, along y otherwise) and the layout environment; the engine's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// An item on screen, as a visible-items handler sees and changes it; the engine's
/// `NSCollectionLayoutVisibleItem` (UIKit's also conforms to `UIDynamicItem`, which the engine
/// does not have: its `center`, `bounds`, `transform` and `transform3D` are left out).
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The item's transparency; a change is applied to its view.
    var alpha: CGFloat { get set }
    /// The item's stacking order; a change is applied to its attributes.
    var zIndex: Int { get set }
    /// Whether the item's view is hidden; a change is applied to its view.
    var isHidden: Bool { get set }
    /// The item's name (the engine's: `item section.item`).
    var name: String { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The item's frame in the collection view's content, scrolled with its section.
    var frame: CGRect { get }
    /// What the item is: a cell.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The supplementary kind; nil for a cell.
    var representedElementKind: String? { get }
}

/// The engine's visible item: a snapshot of one cell's attributes that a visible-items handler
/// may change.
final class LayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    let indexPath: IndexPath
    let frame: CGRect
    let representedElementCategory = UICollectionView.ElementCategory.cell
    let representedElementKind: String? = nil

    init(indexPath: IndexPath, frame: CGRect, alpha: CGFloat, zIndex: Int, isHidden: Bool) {
        self.indexPath = indexPath
        self.frame = frame
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    var name: String { "item \(indexPath.section).\(indexPath.item)" }
}
