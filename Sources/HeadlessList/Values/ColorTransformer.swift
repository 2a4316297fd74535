import Foundation

/// A named function from one colour to another, applied when a configuration resolves its
/// colours; the engine's `UIConfigurationColorTransformer`.
///
/// Transformers compare by name, so configurations that hold them stay `Hashable`: give each
/// custom transformer a name that says what it does.
///
/// ```swift
/// let faded = ColorTransformer("alpha 0.3") { $0.withAlphaComponent(0.3) }
/// ```
public struct ColorTransformer: Hashable, Sendable, CustomStringConvertible {
    /// The name the transformer is compared by.
    public let name: String
    private let transform: @Sendable (Color) -> Color

    /// A transformer named `name` that applies `transform`.
    public init(_ name: String, transform: @escaping @Sendable (Color) -> Color) {
        self.name = name
        self.transform = transform
    }

    /// The transformed colour.
    public func callAsFunction(_ color: Color) -> Color { transform(color) }

    /// Turns a colour grey, keeping its brightness (Rec. 601 luma) and opacity.
    public static let grayscale = ColorTransformer("grayscale") { color in
        Color(white: 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue, alpha: color.alpha)
    }

    /// Replaces the colour with the preferred tint (the default tint, `systemBlue`), keeping opacity.
    public static let preferredTint = ColorTransformer("preferredTint") { color in
        Color.systemBlue.withAlphaComponent(color.alpha)
    }

    /// Replaces the colour with a grey tint (`gray`), keeping opacity.
    public static let monochromeTint = ColorTransformer("monochromeTint") { color in
        Color.gray.withAlphaComponent(color.alpha)
    }

    public static func == (lhs: ColorTransformer, rhs: ColorTransformer) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}
