import Foundation

/// An sRGB colour with opacity; the engine's `UIColor`.
///
/// Colours are values: two colours with the same components are equal. Named colours mirror
/// UIKit's system colours in their light appearance.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour from components in `0...1` (values outside are clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
        self.alpha = min(max(alpha, 0), 1)
    }

    /// A grey of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity, as `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func byte(_ value: Double) -> String { String(format: "%02X", Int((value * 255).rounded())) }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha < 1 ? rgb + byte(alpha) : rgb
    }

    public var description: String { UIColor.names[self] ?? hexString }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0)
    public static let white = UIColor(white: 1)
    public static let gray = UIColor(white: 0.5)
    public static let red = UIColor(red: 1, green: 0.231, blue: 0.188)
    public static let orange = UIColor(red: 1, green: 0.584, blue: 0)
    public static let yellow = UIColor(red: 1, green: 0.8, blue: 0)
    public static let green = UIColor(red: 0.204, green: 0.78, blue: 0.349)
    public static let blue = UIColor(red: 0, green: 0.478, blue: 1)
    public static let purple = UIColor(red: 0.686, green: 0.322, blue: 0.871)
    /// The default tint, as `UIColor.systemBlue`.
    public static let systemBlue = blue
    /// Primary text, as `UIColor.label`.
    public static let label = black
    /// Secondary text, as `UIColor.secondaryLabel` (60% grey-blue).
    public static let secondaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
    /// The default cell background, as `UIColor.systemBackground`.
    public static let systemBackground = white
    /// The grouped-table background, as `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = UIColor(red: 0.949, green: 0.949, blue: 0.969)
    /// The grey UIKit shows behind a selected cell, as `UIColor.systemGray4`.
    public static let systemGray4 = UIColor(red: 0.82, green: 0.82, blue: 0.839)

    private static let names: [UIColor: String] = [
        .clear: "clear", .black: "black", .white: "white", .gray: "gray", .red: "red",
        .orange: "orange", .yellow: "yellow", .green: "green", .blue: "blue", .purple: "purple",
        .secondaryLabel: "secondaryLabel", .systemGroupedBackground: "systemGroupedBackground",
        .systemGray4: "systemGray4",
    ]
}
