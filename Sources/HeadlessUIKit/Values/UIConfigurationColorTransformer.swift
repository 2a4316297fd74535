import Foundation

/// A named function from one colour to another, applied when a configuration resolves its
/// colours; the engine's `UIConfigurationColorTransformer`.
///
/// Transformers compare by name, so configurations that hold them stay `Hashable`: give each
/// custom transformer a name that says what it does.
///
/// ```swift
/// let faded = UIConfigurationColorTransformer("alpha 0.3") { $0.withAlphaComponent(0.3) }
/// ```
public struct UIConfigurationColorTransformer: Hashable, Sendable, CustomStringConvertible {
    /// The name the transformer is compared by.
    public let name: String
    /// Not `@Sendable`, as UIKit's initializer takes any closure. The engine calls transformers
    /// only where configurations resolve colours, on the main actor; a closure that captures
    /// mutable state must not be called from elsewhere at the same time.
    private nonisolated(unsafe) let transform: (UIColor) -> UIColor

    /// A transformer named `name` that applies `transform`.
    public init(_ name: String, transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.name = name
        self.transform = transform
    }

    /// A transformer that applies `transform`, with UIKit's signature. It has no name of its
    /// own: it gets a unique one, so it equals only its copies (two transformers made from the
    /// same closure compare unequal). Use ``init(_:transform:)`` to name it.
    ///
    /// ```swift
    /// let faded = UIConfigurationColorTransformer { $0.withAlphaComponent(0.3) }
    /// ```
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.name = "transformer " + UUID().uuidString
        self.transform = transform
    }

    /// The transformed colour.
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

    /// Turns a colour grey, keeping its brightness (Rec. 601 luma) and opacity. A dynamic colour
    /// stays dynamic: each appearance turns grey on its own.
    public static let grayscale = UIConfigurationColorTransformer("grayscale") { color in
        color.mapComponents { value in
            let luma = 0.299 * value.red + 0.587 * value.green + 0.114 * value.blue
            return UIColor.Components(red: luma, green: luma, blue: luma, alpha: value.alpha)
        }
    }

    /// Replaces the colour with the preferred tint (the default tint, `systemBlue`), keeping opacity.
    public static let preferredTint = UIConfigurationColorTransformer("preferredTint") { color in
        UIColor.systemBlue.withAlphaComponent(color.alpha)
    }

    /// Replaces the colour with a grey tint (`gray`), keeping opacity.
    public static let monochromeTint = UIConfigurationColorTransformer("monochromeTint") { color in
        UIColor.gray.withAlphaComponent(color.alpha)
    }

    public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}
