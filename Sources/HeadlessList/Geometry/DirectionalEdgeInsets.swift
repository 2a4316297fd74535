import Foundation

/// Insets by leading and trailing edge rather than left and right; the engine's
/// `NSDirectionalEdgeInsets`. The engine lays out left to right, so leading is left.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets()

    /// The same insets for a left-to-right layout.
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    public var description: String { edgeInsets.description }
}
