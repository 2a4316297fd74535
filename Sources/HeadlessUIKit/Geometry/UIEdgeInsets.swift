import Foundation

/// Distances to inset a rectangle by, edge by edge; the engine's `UIEdgeInsets`.
///
/// ```swift
/// layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The distance from the top edge, in points; positive insets shrink the rectangle.
    public var top: CGFloat
    /// The distance from the left edge, in points.
    public var left: CGFloat
    /// The distance from the bottom edge, in points.
    public var bottom: CGFloat
    /// The distance from the right edge, in points.
    public var right: CGFloat

    /// Insets of the given distances from each edge; an edge not given is not inset.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()

    /// `left + right`.
    public var horizontal: CGFloat { left + right }

    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    public var description: String {
        "{\(top.compact), \(left.compact), \(bottom.compact), \(right.compact)}"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where an inset is negative).
    ///
    /// - Complexity: O(1).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: width - insets.horizontal,
            height: height - insets.vertical
        )
    }

    /// Whether the two rectangles share an area. Unlike Foundation's `intersects(_:)`, which
    /// also counts rectangles that only touch along an edge, this is the test the lists use for
    /// "on screen": spans are half-open, so a row that ends where the screen begins is off it.
    ///
    /// - Complexity: O(1).
    public func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// A short, stable description such as `(0, 44, 320, 44)`, used in messages and renderings.
    public var compactDescription: String {
        "(\(minX.compact), \(minY.compact), \(width.compact), \(height.compact))"
    }
}

extension CGSize {
    /// A short, stable description such as `50x50`.
    public var compactDescription: String { "\(width.compact)x\(height.compact)" }
}

extension CGFloat {
    /// The value without a trailing `.0` when it is whole, else with at most two decimals.
    var compact: String {
        if self == rounded() && magnitude < 1e15 { return String(Int(self)) }
        return String(format: "%.2f", Double(self))
    }
}
