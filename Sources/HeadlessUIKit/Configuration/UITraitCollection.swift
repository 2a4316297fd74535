import Foundation

/// The environment a view shows in: appearance, size classes and text size; the engine's
/// `UITraitCollection`. The default describes an iPhone in portrait, light mode, default text size.
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark appearance, as `UIUserInterfaceStyle`.
    public enum UserInterfaceStyle: Hashable, Sendable {
        case unspecified, light, dark
    }

    /// A coarse width or height class, as `UIUserInterfaceSizeClass`.
    public enum SizeClass: Hashable, Sendable {
        case unspecified, compact, regular
    }

    /// The text size a person chose, as `UIContentSizeCategory`, smallest first.
    public enum ContentSizeCategory: Int, Hashable, Sendable, Comparable, CaseIterable {
        case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
        case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
        case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

        /// Whether the category is one of the accessibility sizes.
        public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var userInterfaceStyle: UserInterfaceStyle
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var preferredContentSizeCategory: ContentSizeCategory

    public init(
        userInterfaceStyle: UserInterfaceStyle = .light,
        horizontalSizeClass: SizeClass = .compact,
        verticalSizeClass: SizeClass = .regular,
        preferredContentSizeCategory: ContentSizeCategory = .large
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
}
