import Foundation

/// Which positions an accessibility identifier is suffixed with.
public struct AccessibilityOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Append the row (item) index.
    public static let row = AccessibilityOptions(rawValue: 1 << 0)
    /// Append the section index.
    public static let section = AccessibilityOptions(rawValue: 1 << 1)
    /// Append both: `<id>_<section>_<row>`.
    public static let all: AccessibilityOptions = [.section, .row]
    /// Append the model's identity instead of its position: `<id>_<differenceIdentifier>`, for
    /// models that adopt ``DiffableViewModel``. Such identifiers stay the same when rows move,
    /// where position suffixes go stale. Takes precedence over `.row` and `.section`; ignored by
    /// models without identity (and by headers and footers), which fall back to the position
    /// options.
    public static let identity = AccessibilityOptions(rawValue: 1 << 2)
}

/// A model that names its view for UI tests. Applied on every dequeue to cells, headers and
/// footers:
///
/// | options | identifier |
/// | --- | --- |
/// | `[.row, .section]` (`.all`) | `user_cell_<section>_<row>` |
/// | `.section` | `user_cell_<section>` |
/// | `.row` | `user_cell_<row>` |
/// | `[]` (the default) | `user_cell` |
///
/// Headers and footers use row 0. A nil identifier clears the identifier of a reused view.
/// With ``AccessibilityOptions/identity``, a ``DiffableViewModel`` is suffixed with its identity
/// (`user_cell_42`) instead: stable when rows move.
///
/// ```swift
/// struct UserCellModel: CellViewModel, Accessible {
///     let accessibilityIdentifier: String? = "user_cell"
///     let accessibilityOptions: AccessibilityOptions = [.row, .section]
///     func setup(cell: UserTableViewCell) { ... }
/// }
/// ```
public protocol Accessible {
    /// The identifier before suffixes; nil leaves the view without one.
    var accessibilityIdentifier: String? { get }
    /// The suffixes to append (none by default).
    var accessibilityOptions: AccessibilityOptions { get }
}

extension Accessible {
    public var accessibilityOptions: AccessibilityOptions { [] }

    /// The identifier with the suffixes ``accessibilityOptions`` asks for, for `indexPath`.
    ///
    /// - Complexity: O(*m*) in the identifier's length; one string allocation.
    public func accessibilityIdentifier(at indexPath: IndexPath) -> String? {
        guard let base = accessibilityIdentifier else { return nil }
        let options = accessibilityOptions
        guard !options.isEmpty else { return base }
        var identifier = base
        identifier.reserveCapacity(base.utf8.count + 2 * 21)
        if options.contains(.section) {
            identifier += "_"
            identifier += String(indexPath.section)
        }
        if options.contains(.row) {
            identifier += "_"
            identifier += String(indexPath[1])
        }
        return identifier
    }
}
