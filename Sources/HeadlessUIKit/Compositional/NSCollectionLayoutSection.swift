import Foundation

/// What a compositional section's (or layout's) content insets are measured from; the engine's
/// `UIContentInsetsReference`.
///
/// The reference adds the collection view's insets of that kind across the scroll axis (left
/// and right when scrolling vertically), before the section's own ``NSCollectionLayoutSection/contentInsets``:
/// - ``automatic``: on a section, the layout configuration's reference; on the configuration,
///   the safe area (the engine's documented choice; UIKit does not document it).
/// - ``none``: nothing.
/// - ``safeArea``: the collection view's `safeAreaInsets` (zero in a headless window).
/// - ``layoutMargins``: the collection view's effective layout margins.
/// - ``readableContent``: the distance from the bounds to the readable content guide (the
///   margins, narrowed to 672 points and centred).
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// How a section scrolls across the layout's scroll direction; the engine's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// The engine stores the behaviour; laying orthogonal sections out along the cross axis (and
/// their scrolling, snapping and culling) is a later step, so today every section lays out as
/// `.none`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
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
    /// (true by default; deprecated in iOS 16). Stored: boundary items are a later step.
    open var supplementariesFollowContentInsets = true
    /// What boundary supplementary items' insets are measured from (iOS 16;
    /// ``UIContentInsetsReference/automatic`` by default). Stored: boundary items are a later step.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// How the section scrolls across the layout (`.none` by default). Stored only: the engine
    /// lays every section out as `.none` for now.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers, footers and other views along the section's edges (none by default). Stored
    /// only: the engine neither reserves room for them nor shows them yet.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A section that repeats `group`.
    ///
    /// - Complexity: O(1).
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A new section with the same values; the group and boundary items are shared.
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
        return copy
    }
}
