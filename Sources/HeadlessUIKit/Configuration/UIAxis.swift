import Foundation

/// Layout axes, as UIKit's `UIAxis`: an option set of ``horizontal`` and ``vertical``.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates axes from their raw bits (1 horizontal, 2 vertical, as UIKit's).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The horizontal axis (leading and trailing edges).
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis (top and bottom edges).
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
