import Foundation

#if canImport(Darwin)
// On Apple platforms Foundation declares `NSDirectionalEdgeInsets` (and makes it Equatable); the
// engine uses that type, so a file importing both Foundation and HeadlessUIKit is never ambiguous.
extension NSDirectionalEdgeInsets: @retroactive Hashable, @retroactive CustomStringConvertible {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(top)
        hasher.combine(leading)
        hasher.combine(bottom)
        hasher.combine(trailing)
    }

    public var description: String { edgeInsets.description }
}
#else
/// Insets by leading and trailing edge rather than left and right, as Foundation declares it on
/// Apple platforms (where the engine uses Foundation's type). The engine lays out left to right,
/// so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The distance from the top edge, in points; positive insets shrink the rectangle.
    public var top: CGFloat
    /// The distance from the leading edge (the left edge, in the engine's left-to-right layout).
    public var leading: CGFloat
    /// The distance from the bottom edge, in points.
    public var bottom: CGFloat
    /// The distance from the trailing edge (the right edge, in the engine's left-to-right layout).
    public var trailing: CGFloat

    /// Insets of 0 on every edge, as ``zero``.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets of the given distances from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()

    public var description: String { edgeInsets.description }
}
#endif

extension NSDirectionalEdgeInsets {
    /// The same insets for a left-to-right layout.
    public var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}
