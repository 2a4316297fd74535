import Foundation

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// No style given: colours resolve as in ``light``.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// A coarse width or height class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// No size class given.
    case unspecified
    /// A constrained space (an iPhone's width in portrait).
    case compact
    /// An expansive space.
    case regular
}

/// The text size a person chose in Settings, as UIKit's `UIContentSizeCategory`.
///
/// Categories compare by size, smallest first (``extraSmall`` < ... < ``accessibilityExtraExtraExtraLarge``).
/// ``unspecified`` compares below every other category; text styles treat it as ``large``, the
/// default (UIKit does not document its order; this is the engine's choice).
///
/// The engine keeps a category as a small integer, not as its raw string: a trait collection and
/// every configuration state that carries one then copy no reference (a `String` is retained and
/// released with each copy). Two categories are equal exactly when their raw strings are: a raw
/// string that is none of UIKit's thirteen is given its own number the first time it is seen
/// (kept for the process, behind a lock).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomReflectable {
    /// The category's number: its position in `knownRawValues` (0 for ``unspecified``, then the
    /// twelve sizes smallest first), or `knownRawValues.count` plus its position among the other
    /// raw strings seen (`otherRawValues`).
    private let code: Int

    /// UIKit's raw string for the category (`UICTContentSizeCategoryL` for ``large``).
    ///
    /// - Complexity: O(1).
    public var rawValue: String {
        if code < Self.knownRawValues.count { return Self.knownRawValues[code] }
        return Self.otherRawValues.withLock { $0.strings[code - Self.knownRawValues.count] }
    }

    /// A category from UIKit's raw string.
    ///
    /// - Complexity: O(1) for UIKit's raw strings; O(*c*) in the characters of another string
    ///   (hashed once, under a lock).
    public init(rawValue: String) {
        if let known = Self.knownRawValues.firstIndex(of: rawValue) {
            code = known
            return
        }
        code = Self.knownRawValues.count + Self.otherRawValues.withLock { others in
            if let position = others.positions[rawValue] { return position }
            others.strings.append(rawValue)
            others.positions[rawValue] = others.strings.count - 1
            return others.strings.count - 1
        }
    }

    private init(code: Int) { self.code = code }

    /// The raw strings of ``unspecified`` and the twelve sizes, smallest first: a category's
    /// `code` is its position here.
    private static let knownRawValues = [
        "_UICTContentSizeCategoryUnspecified",
        "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM",
        "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL",
        "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
        "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
        "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
    ]

    /// The raw strings given to ``init(rawValue:)`` that are none of `knownRawValues`, in the
    /// order first seen, and each one's position.
    private static let otherRawValues = LockedValue((strings: [String](), positions: [String: Int]()))

    /// No category given.
    public static var unspecified: UIContentSizeCategory { UIContentSizeCategory(code: 0) }
    /// The smallest size (xSmall).
    public static var extraSmall: UIContentSizeCategory { UIContentSizeCategory(code: 1) }
    /// Small.
    public static var small: UIContentSizeCategory { UIContentSizeCategory(code: 2) }
    /// Medium.
    public static var medium: UIContentSizeCategory { UIContentSizeCategory(code: 3) }
    /// Large, the default.
    public static var large: UIContentSizeCategory { UIContentSizeCategory(code: 4) }
    /// Extra large.
    public static var extraLarge: UIContentSizeCategory { UIContentSizeCategory(code: 5) }
    /// Extra extra large.
    public static var extraExtraLarge: UIContentSizeCategory { UIContentSizeCategory(code: 6) }
    /// The largest size without the accessibility sizes (xxxLarge).
    public static var extraExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory(code: 7) }
    /// The first accessibility size (AX1).
    public static var accessibilityMedium: UIContentSizeCategory { UIContentSizeCategory(code: 8) }
    /// AX2.
    public static var accessibilityLarge: UIContentSizeCategory { UIContentSizeCategory(code: 9) }
    /// AX3.
    public static var accessibilityExtraLarge: UIContentSizeCategory { UIContentSizeCategory(code: 10) }
    /// AX4.
    public static var accessibilityExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory(code: 11) }
    /// AX5, the largest size.
    public static var accessibilityExtraExtraExtraLarge: UIContentSizeCategory { UIContentSizeCategory(code: 12) }

    /// The position among the twelve sizes a person can choose, smallest first: -1 for
    /// ``unspecified`` and unknown raw values, 0 for ``extraSmall``.
    ///
    /// - Complexity: O(1).
    var index: Int { code >= 1 && code <= 12 ? code - 1 : -1 }

    /// The category text styles size themselves for: ``large`` stands in for ``unspecified``.
    var effective: UIContentSizeCategory { index < 0 ? .large : self }

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { code >= UIContentSizeCategory.accessibilityMedium.code && code <= 12 }

    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.index < rhs.index }

    /// The category as its raw string, as a struct holding it would show (`print`, `dump`).
    public var customMirror: Mirror { Mirror(self, children: ["rawValue": rawValue], displayStyle: .struct) }
}

/// The environment a view shows in: appearance, size classes and text size; UIKit's
/// `UITraitCollection`.
///
/// A trait collection made with one of the initializers specifies one trait and leaves the others
/// unspecified, as in UIKit; ``init(traitsFrom:)`` combines several (later ones win). A view's
/// ``UIView/traitCollection`` is always complete: its own traits over its superview's, over the
/// engine's default for a root view (an iPhone in portrait: light appearance, compact width,
/// regular height, the ``UIContentSizeCategory/large`` text size).
///
/// The engine keeps trait collections as values (UIKit's is an immutable class): two collections
/// with the same traits are equal.
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark appearance.
    public internal(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The width class.
    public private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The height class.
    public private(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The text size a person chose.
    public private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

    /// A collection with no trait specified.
    public init() {}

    /// A collection that specifies only the appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// A collection that specifies only the width class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }

    /// A collection that specifies only the height class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }

    /// A collection that specifies only the text size.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The traits of all `traitCollections` combined: where several specify a trait, the last wins.
    ///
    /// - Complexity: O(*n*) in the number of collections.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        for collection in traitCollections { self = collection.overriding(self) }
    }

    /// The environment of a root view: an iPhone in portrait, light, the default text size.
    /// Computed (every field a constant), so that reading it copies no stored value and runs
    /// no lazy initializer: every view's ``UIView/traitCollection`` is this until some view sets
    /// traits of its own.
    static var viewDefault: UITraitCollection {
        var traits = UITraitCollection()
        traits.userInterfaceStyle = .light
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        traits.preferredContentSizeCategory = .large
        return traits
    }

    /// This collection's specified traits over `base`'s.
    func overriding(_ base: UITraitCollection) -> UITraitCollection {
        var merged = base
        if userInterfaceStyle != .unspecified { merged.userInterfaceStyle = userInterfaceStyle }
        if horizontalSizeClass != .unspecified { merged.horizontalSizeClass = horizontalSizeClass }
        if verticalSizeClass != .unspecified { merged.verticalSizeClass = verticalSizeClass }
        if preferredContentSizeCategory != .unspecified {
            merged.preferredContentSizeCategory = preferredContentSizeCategory
        }
        return merged
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.overriding(self) == self
    }

    /// Whether dynamic colours may resolve differently in `traitCollection` (the appearance differs).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        (traitCollection?.userInterfaceStyle ?? .unspecified) != userInterfaceStyle
    }

    // MARK: Current

    /// The trait collection that dynamic colours and text styles resolve with when no view is
    /// given (`UIColor.getRed`, `UIFont.preferredFont(forTextStyle:)`), as UIKit's
    /// `UITraitCollection.current`. The engine's default is a root view's (light, large text).
    ///
    /// UIKit keeps one per thread; the engine keeps one for the process, guarded by a lock, so a
    /// test that sets it should restore it (or use ``performAsCurrent(_:)``).
    public static var current: UITraitCollection {
        get { currentStorage.withLock { $0 } }
        set { currentStorage.withLock { $0 = newValue } }
    }

    private static let currentStorage = LockedValue(UITraitCollection.viewDefault)

    /// Runs `actions` with this collection as ``current``, then restores the previous one.
    public func performAsCurrent(_ actions: () -> Void) {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        actions()
    }
}

/// A value behind a lock, for the few process-wide settings the engine keeps
/// (``UITraitCollection/current``, the image asset registry).
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
