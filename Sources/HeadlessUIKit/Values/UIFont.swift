import Foundation

/// A font described by size and weight; the engine's `UIFont`.
///
/// The engine has no glyphs. It measures text with fixed, documented metrics so that layout is
/// deterministic on every platform: an average glyph advance of `0.5 × pointSize` and a line
/// height of `1.2 × pointSize` (``averageCharacterWidth``, ``lineHeight``).
public struct UIFont: Hashable, Sendable, CustomStringConvertible {
    /// Stroke weights, as `UIFont.Weight`.
    public enum Weight: Int, Hashable, Sendable, Comparable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var pointSize: CGFloat
    public var weight: Weight

    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The system font, as `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// The bold system font, as `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(pointSize: size, weight: .bold)
    }

    /// The body text style at the default content size (17 pt).
    public static let body = UIFont(pointSize: 17)
    /// The headline text style (17 pt semibold).
    public static let headline = UIFont(pointSize: 17, weight: .semibold)
    /// The subheadline text style (15 pt).
    public static let subheadline = UIFont(pointSize: 15)
    /// The footnote text style (13 pt).
    public static let footnote = UIFont(pointSize: 13)
    /// The caption text style (12 pt).
    public static let caption1 = UIFont(pointSize: 12)

    /// The width the engine gives one character.
    public var averageCharacterWidth: CGFloat { pointSize * 0.5 }

    /// The height the engine gives one line of text.
    public var lineHeight: CGFloat { pointSize * 1.2 }

    public var description: String { "\(pointSize.compact)pt \(weight)" }
}
