import Foundation

/// One side of an item's or group's size in a compositional layout; the engine's
/// `NSCollectionLayoutDimension`.
///
/// - ``absolute(_:)``: exactly that many points.
/// - ``fractionalWidth(_:)`` / ``fractionalHeight(_:)``: a fraction of the width or height of
///   the containing group (for a section's top group, of the section's content area: the
///   layout's container minus the section's content insets). Either side may use either
///   fraction, so `.fractionalWidth(0.25)` on both sides makes a square.
/// - ``estimated(_:)``: the size a self-sizing item starts from, replaced by what its cell
///   measures. The engine measures items estimated along the scroll axis in rows and stacks (see
///   ``UICollectionViewCompositionalLayout/selfSizingFittingSize(forItemAt:)``) and sections'
///   boundary items estimated along it; elsewhere an estimated dimension stays at its estimate.
///
/// Immutable, as in UIKit; ``copy(with:)`` returns the receiver.
public final class NSCollectionLayoutDimension: NSObject, NSCopying, Sendable {
    /// How the dimension is resolved (an engine detail the layout uses).
    enum Kind: Hashable, Sendable {
        case absolute, fractionalWidth, fractionalHeight, estimated
    }

    let kind: Kind
    /// The number the dimension was made with: points, or a fraction.
    public let dimension: CGFloat

    private init(kind: Kind, dimension: CGFloat, factory: String) {
        listPrecondition(
            dimension.isFinite && dimension >= 0,
            "NSCollectionLayoutDimension.\(factory)(\(dimension)): a dimension must be a finite number of at least 0; "
                + "pass 0 or more")
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the containing group's width.
    ///
    /// - Complexity: O(1).
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(kind: .fractionalWidth, dimension: fractionalWidth, factory: "fractionalWidth")
    }

    /// A fraction of the containing group's height.
    ///
    /// - Complexity: O(1).
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(kind: .fractionalHeight, dimension: fractionalHeight, factory: "fractionalHeight")
    }

    /// Exactly `absoluteDimension` points.
    ///
    /// - Complexity: O(1).
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(kind: .absolute, dimension: absoluteDimension, factory: "absolute")
    }

    /// An estimate of `estimatedDimension` points that self-sizing replaces with the cell's own
    /// size (where the engine measures; see the type's documentation).
    ///
    /// - Complexity: O(1).
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(kind: .estimated, dimension: estimatedDimension, factory: "estimated")
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in points inside a container `container` big.
    ///
    /// - Complexity: O(1).
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .absolute, .estimated: dimension
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        }
    }

    /// The receiver: dimensions are immutable.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a dimension of the same kind and number.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutDimension else { return false }
        return kind == other.kind && dimension == other.dimension
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(dimension)
        return hasher.finalize()
    }

    /// The factory that makes the dimension, such as `.fractionalWidth(0.25)`.
    public override var description: String {
        switch kind {
        case .absolute: ".absolute(\(dimension.compact))"
        case .fractionalWidth: ".fractionalWidth(\(dimension.compact))"
        case .fractionalHeight: ".fractionalHeight(\(dimension.compact))"
        case .estimated: ".estimated(\(dimension.compact))"
        }
    }
}

/// The width and height of an item or group; the engine's `NSCollectionLayoutSize`.
/// Immutable, as in UIKit.
public final class NSCollectionLayoutSize: NSObject, NSCopying, Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `width` by `height`.
    ///
    /// - Complexity: O(1).
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points inside a container `container` big.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// The receiver: sizes are immutable.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSize else { return false }
        return widthDimension == other.widthDimension && heightDimension == other.heightDimension
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(widthDimension.hash)
        hasher.combine(heightDimension.hash)
        return hasher.finalize()
    }

    /// Such as `.fractionalWidth(1) x .absolute(44)`.
    public override var description: String { "\(widthDimension) x \(heightDimension)" }
}

/// Space between items of a group, or around an item; the engine's `NSCollectionLayoutSpacing`.
///
/// ``fixed(_:)`` is exactly that many points. ``flexible(_:)`` is at least that many: the room a
/// group has left over after its items and the least spacing is shared evenly among all the
/// flexible spaces along that axis (between items, and flexible edge spacing). Immutable.
public final class NSCollectionLayoutSpacing: NSObject, NSCopying, Sendable {
    /// The spacing in points (the least, for flexible spacing).
    public let spacing: CGFloat
    /// Whether the spacing may grow to take up leftover room.
    public let isFlexible: Bool

    private init(spacing: CGFloat, isFlexible: Bool) {
        listPrecondition(
            spacing.isFinite,
            "NSCollectionLayoutSpacing.\(isFlexible ? "flexible" : "fixed")(\(spacing)): a spacing must be a finite number")
        self.spacing = spacing
        self.isFlexible = isFlexible
    }

    /// At least `flexibleSpacing` points, more when the group has room left over.
    ///
    /// - Complexity: O(1).
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFlexible: true) }

    /// Exactly `fixedSpacing` points.
    ///
    /// - Complexity: O(1).
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexible: false) }

    /// Whether the spacing is exactly ``spacing``.
    public var isFixed: Bool { !isFlexible }

    /// The receiver: spacings are immutable.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSpacing else { return false }
        return spacing == other.spacing && isFlexible == other.isFlexible
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(spacing)
        hasher.combine(isFlexible)
        return hasher.finalize()
    }

    /// Such as `.flexible(10)`.
    public override var description: String { "\(isFlexible ? ".flexible" : ".fixed")(\(spacing.compact))" }
}

/// Space outside an item's edges, between it and its neighbours or the group's edges; the
/// engine's `NSCollectionLayoutEdgeSpacing`. It moves the item and never resizes it. A nil edge
/// adds nothing. Immutable.
public final class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying, Sendable {
    /// Space before the item along the horizontal axis.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the item.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the item along the horizontal axis.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with the given spaces.
    ///
    /// - Complexity: O(1).
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The receiver: edge spacings are immutable.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutEdgeSpacing else { return false }
        return leading == other.leading && top == other.top && trailing == other.trailing && bottom == other.bottom
    }

    public override var hash: Int {
        var hasher = Hasher()
        for edge in [leading, top, trailing, bottom] { hasher.combine(edge?.hash) }
        return hasher.finalize()
    }

    public override var description: String {
        func text(_ spacing: NSCollectionLayoutSpacing?) -> String { spacing?.description ?? "nil" }
        return "leading: \(text(leading)), top: \(text(top)), trailing: \(text(trailing)), bottom: \(text(bottom))"
    }
}
