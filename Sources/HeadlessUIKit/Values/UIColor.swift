import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A colour, fixed or depending on the appearance; the engine's `UIColor`.
///
/// **Why a value type.** UIKit's `UIColor` is a class, but apps use it as a value: system colours,
/// colours made from components, dynamic colours made with `UIColor { traits in ... }`
/// (``init(dynamicProvider:)``), all compared with `==` and kept in `Hashable` configurations.
/// A `Sendable` struct serves every one of those uses and can live in `static let`s under strict
/// concurrency. What it cannot do is be subclassed (`class BrandColor: UIColor`), which list code
/// almost never does: such code must become an extension with static colours.
///
/// **Three kinds of colour.**
/// - Colours made from components (``init(red:green:blue:alpha:)``, ``init(white:alpha:)``,
///   ``init(hue:saturation:brightness:alpha:)``, the fixed colours ``black``, `red` ...) are
///   extended-range sRGB values; they are equal when their components are equal. (UIKit also
///   compares colour spaces, so that `UIColor(white: 0, alpha: 1) != UIColor(red: 0, green: 0,
///   blue: 0, alpha: 1)` there; the engine compares sRGB components only.)
/// - System colours (``label``, ``systemBlue`` ...) carry UIKit's published sRGB values for the
///   light and the dark appearance and compare by name (and opacity, after
///   ``withAlphaComponent(_:)``).
/// - Colours made with ``init(dynamicProvider:)`` call their provider on each resolution and are
///   equal only to themselves (copies of the same value), as UIKit's provider colours are.
///
/// **Resolution.** ``resolvedColor(with:)`` gives the fixed colour for a trait collection; a view
/// resolves its colours with its own ``UIView/traitCollection`` when it is drawn, so a dark trait
/// shows the dark values. What needs components without a trait collection (``getRed(_:green:blue:alpha:)``,
/// ``cgColor``, `red`) resolves with ``UITraitCollection/current``, as UIKit does.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and opacity in extended sRGB.
    struct Components: Hashable, Sendable {
        var red: CGFloat
        var green: CGFloat
        var blue: CGFloat
        var alpha: CGFloat
    }

    /// A system colour: its name and its light and dark values.
    struct SystemColor: Sendable {
        let name: String
        let light: Components
        let dark: Components
    }

    /// A colour computed from the trait collection; compared by identity.
    final class Provider: @unchecked Sendable {
        // Unchecked: UIKit's provider closure is not `@Sendable`; providers are expected to be
        // pure functions of the traits, as UIKit asks.
        let resolve: (UITraitCollection) -> UIColor
        init(_ resolve: @escaping (UITraitCollection) -> UIColor) { self.resolve = resolve }
    }

    enum Storage: Sendable {
        case components(Components)
        case system(SystemColor, alpha: CGFloat?)
        case provider(Provider)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    init(_ components: Components) { storage = .components(components) }

    // MARK: Creating colours

    /// A colour from extended-range sRGB components, as UIKit's `init(red:green:blue:alpha:)`.
    ///
    /// Components are not clamped (values below 0 or above 1 are extended-range colours, as in
    /// UIKit since iOS 10); `alpha` is clamped to `0...1`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Components(red: red, green: green, blue: blue, alpha: min(max(alpha, 0), 1)))
    }

    /// A grey of brightness `white` (0 black, 1 white) and opacity `alpha`.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each `0...1`; a hue of 1 is red again),
    /// converted to sRGB with the standard HSB formula.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour that `dynamicProvider` computes from the trait collection each time it is resolved.
    ///
    /// ```swift
    /// let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemYellow : .systemOrange }
    /// ```
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .provider(Provider(dynamicProvider))
    }

    /// The colour of a `CGColor`: its components read as sRGB (grey when it has two components).
    public init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        switch components.count {
        case 2: self.init(white: components[0], alpha: components[1])
        case 4...: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default: self.init(white: 0, alpha: cgColor.alpha)
        }
    }

    // MARK: Named colours

    private static let namedColors = LockedValue<[String: SystemColor]>([:])

    /// Records the app's asset-catalogue colour `name`: its "Any Appearance" value and, when the
    /// asset has one, its dark value (`any` for both when nil). An engine addition: tests call it
    /// where the app's asset catalogue would have the colour, as ``UIImage/registerAsset(named:size:)``
    /// does for images. Dynamic colours are resolved once, with a light and a dark trait
    /// collection. Registering a name again replaces it.
    ///
    /// - Complexity: O(1).
    public static func registerColor(named name: String, any: UIColor, dark: UIColor? = nil) {
        let light = any.components(with: UITraitCollection(userInterfaceStyle: .light))
        let darkValue = (dark ?? any).components(with: UITraitCollection(userInterfaceStyle: .dark))
        namedColors.withLock { $0[name] = SystemColor(name: name, light: light, dark: darkValue) }
    }

    /// The asset-catalogue colour `name`, or nil when the catalogue has none, as UIKit. The
    /// engine's catalogue holds the colours registered with ``registerColor(named:any:dark:)``.
    /// A named colour follows the appearance as a system colour does and equals every other
    /// instance of the same name.
    ///
    /// - Complexity: O(1).
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The asset-catalogue colour `name` (the engine has one catalogue and ignores `bundle`),
    /// resolved for `traitCollection` when one is given, or nil when the catalogue has none.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = UIColor.namedColors.withLock({ $0[name] }) else { return nil }
        let named = UIColor(storage: .system(color, alpha: nil))
        self = traitCollection.map { named.resolvedColor(with: $0) } ?? named
    }

    // MARK: Resolving

    /// The fixed colour this one shows with `traitCollection`: a system colour's dark value when
    /// the appearance is dark, its light value otherwise (unspecified counts as light); a dynamic
    /// colour's provider result, resolved in turn; a fixed colour itself.
    ///
    /// - Complexity: O(1) plus the provider's work.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .components: return self
        case .system(let system, let alpha):
            var value = traitCollection.userInterfaceStyle == .dark ? system.dark : system.light
            if let alpha { value.alpha = alpha }
            return UIColor(value)
        case .provider(let provider): return provider.resolve(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The components with ``UITraitCollection/current``.
    var currentComponents: Components {
        if case .components(let value) = storage { return value }
        return components(with: UITraitCollection.current)
    }

    /// The components with `traitCollection`.
    func components(with traitCollection: UITraitCollection) -> Components {
        if case .components(let value) = resolvedColor(with: traitCollection).storage { return value }
        return Components(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// Whether the colour depends on the trait collection (a system or provider colour).
    var isDynamic: Bool {
        if case .components = storage { return false }
        return true
    }

    /// A colour with `transform` applied to the components: fixed for a fixed colour, dynamic
    /// (applied after resolution) for a dynamic one.
    func mapComponents(_ transform: @escaping @Sendable (Components) -> Components) -> UIColor {
        switch storage {
        case .components(let value): return UIColor(transform(value))
        case .system, .provider:
            return UIColor { traits in UIColor(transform(self.components(with: traits))) }
        }
    }

    // MARK: Reading components

    /// The same colour with opacity `alpha` (clamped to `0...1`). A system colour stays a system
    /// colour (it still follows the appearance); a provider colour becomes a new dynamic colour.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let alpha = min(max(alpha, 0), 1)
        switch storage {
        case .components(var value):
            value.alpha = alpha
            return UIColor(value)
        case .system(let system, _):
            // The colour's own opacity in both appearances is no override: `.systemBlue` stays itself.
            let own = system.light.alpha == alpha && system.dark.alpha == alpha
            return UIColor(storage: .system(system, alpha: own ? nil : alpha))
        case .provider: return mapComponents { value in Components(red: value.red, green: value.green, blue: value.blue, alpha: alpha) }
        }
    }

    /// Writes the sRGB components (resolved with ``UITraitCollection/current``) where the pointers
    /// point, and returns true: every engine colour converts to RGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let value = currentComponents
        red?.pointee = value.red
        green?.pointee = value.green
        blue?.pointee = value.blue
        alpha?.pointee = value.alpha
        return true
    }

    /// Writes the grey level and opacity and returns true when the colour (resolved with
    /// ``UITraitCollection/current``) is a grey (equal red, green and blue); returns false and
    /// writes nothing otherwise.
    ///
    /// UIKit returns false for colours that are not in a compatible colour space; the engine keeps
    /// no colour spaces and treats exactly the greys as compatible.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = currentComponents
        guard value.red == value.green, value.green == value.blue else { return false }
        white?.pointee = value.red
        alpha?.pointee = value.alpha
        return true
    }

    /// Writes hue, saturation, brightness (each `0...1`) and opacity, and returns true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let value = currentComponents
        let high = max(value.red, value.green, value.blue)
        let low = min(value.red, value.green, value.blue)
        let delta = high - low
        var h: CGFloat = 0
        if delta > 0 {
            if high == value.red {
                h = (value.green - value.blue) / delta
            } else if high == value.green {
                h = 2 + (value.blue - value.red) / delta
            } else {
                h = 4 + (value.red - value.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? delta / high : 0
        brightness?.pointee = high
        alpha?.pointee = value.alpha
        return true
    }

    /// The colour as a Core Graphics colour in sRGB, resolved with ``UITraitCollection/current``.
    public var cgColor: CGColor {
        let value = currentComponents
        return CGColor(srgbRed: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }

    /// Red in extended sRGB, resolved with ``UITraitCollection/current``. An engine addition
    /// (UIKit code reads components with ``getRed(_:green:blue:alpha:)``).
    public var red: CGFloat { currentComponents.red }
    /// Green in extended sRGB, resolved with ``UITraitCollection/current``. An engine addition.
    public var green: CGFloat { currentComponents.green }
    /// Blue in extended sRGB, resolved with ``UITraitCollection/current``. An engine addition.
    public var blue: CGFloat { currentComponents.blue }
    /// Opacity, resolved with ``UITraitCollection/current``. An engine addition (UIKit: `cgColor.alpha`).
    public var alpha: CGFloat { currentComponents.alpha }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, resolved with ``UITraitCollection/current``
    /// (components clamped to `0...1`). An engine addition, for pictures and logs.
    public var hexString: String {
        let value = currentComponents
        func byte(_ component: CGFloat) -> String {
            String(format: "%02X", Int((min(max(Double(component), 0), 1) * 255).rounded()))
        }
        let rgb = "#" + byte(value.red) + byte(value.green) + byte(value.blue)
        return value.alpha < 1 ? rgb + byte(value.alpha) : rgb
    }

    // MARK: Equality and description

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.components(let a), .components(let b)): a == b
        case (.system(let a, let alphaA), .system(let b, let alphaB)): a.name == b.name && alphaA == alphaB
        case (.provider(let a), .provider(let b)): a === b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .components(let value): hasher.combine(value)
        case .system(let system, let alpha):
            hasher.combine(system.name)
            hasher.combine(alpha)
        case .provider(let provider): hasher.combine(ObjectIdentifier(provider))
        }
    }

    /// How pictures and logs name the colour: the fixed colour's name when the colour (in the light
    /// appearance) has the components of one (`black`, `white`, `red` ... so that ``label`` reads
    /// `black`), else a system colour's name (`secondaryLabel`), else ``hexString`` in the light
    /// appearance.
    public var description: String {
        let light = components(with: UITraitCollection(userInterfaceStyle: .light))
        if let name = UIColor.fixedNames[light] { return name }
        if case .system(let system, let alpha) = storage, alpha == nil { return system.name }
        return resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).hexString
    }
}

#if !canImport(CoreGraphics)
/// A colour as Core Graphics describes it: components in a colour space. The engine defines this
/// minimal stand-in where Core Graphics is missing (Linux); on Apple platforms ``UIColor/cgColor``
/// returns Core Graphics' own `CGColor`.
public final class CGColor: Hashable, Sendable {
    /// The components, colour components then opacity (four for sRGB, two for grey).
    public let components: [CGFloat]?
    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components, opacity included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// An sRGB colour.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
#endif
