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
    /// - Complexity: O(*m*) in the identifier's length. One string allocation when the
    ///   identifier is longer than 15 UTF-8 bytes, none otherwise.
    @inlinable
    public func accessibilityIdentifier(at indexPath: IndexPath) -> String? {
        guard let base = accessibilityIdentifier else { return nil }
        return AccessibilityIdentifierText.positional(base, options: accessibilityOptions, at: indexPath)
    }
}

/// Writes identifiers straight into one string of their final length: the base, then `_` and
/// each suffix. The text is what `base + "_" + String(suffix)` gives, byte for byte.
@usableFromInline
enum AccessibilityIdentifierText {
    /// `base`, then `_<section>` and `_<row>` as `options` ask; `base` itself without position
    /// options.
    ///
    /// - Complexity: O(*m*) in the identifier's length; at most one allocation.
    @usableFromInline
    static func positional(_ base: String, options: AccessibilityOptions, at indexPath: IndexPath) -> String {
        let withSection = options.contains(.section)
        let withRow = options.contains(.row)
        guard withSection || withRow else { return base }
        return suffixed(base, withSection ? indexPath.section : nil, withRow ? indexPath[1] : nil)
    }

    /// `<base>_<identifier>`, with the identifier as `String(describing:)` writes it. `Int` and
    /// `String` identifiers are written in place; others through their description.
    ///
    /// - Complexity: O(*m*) in the identifier's length; one allocation for an `Int` or `String`
    ///   identifier (none up to 15 bytes), at most two for other types.
    @inlinable
    static func identity<Identifier>(_ base: String, _ identifier: Identifier) -> String {
        if Identifier.self == Int.self { return suffixed(base, unsafeBitCast(identifier, to: Int.self), nil) }
        if Identifier.self == String.self { return joined(base, unsafeBitCast(identifier, to: String.self)) }
        return joined(base, String(describing: identifier))
    }

    /// `base`, then `_` and the decimal digits of `first` and of `second`, each when not nil.
    @usableFromInline
    static func suffixed(_ base: String, _ first: Int?, _ second: Int?) -> String {
        let baseLength = base.utf8.count
        let firstLength = first.map(decimalLength) ?? 0
        let secondLength = second.map(decimalLength) ?? 0
        let length = baseLength + (first == nil ? 0 : 1 + firstLength) + (second == nil ? 0 : 1 + secondLength)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = UnsafeMutableBufferPointer(rebasing: buffer[..<baseLength]).initialize(fromContentsOf: base.utf8)
            if let first {
                buffer[end] = UInt8(ascii: "_")
                writeDecimal(first, length: firstLength, into: buffer, at: end + 1)
                end += 1 + firstLength
            }
            if let second {
                buffer[end] = UInt8(ascii: "_")
                writeDecimal(second, length: secondLength, into: buffer, at: end + 1)
                end += 1 + secondLength
            }
            return end
        }
    }

    /// `<base>_<suffix>`.
    @usableFromInline
    static func joined(_ base: String, _ suffix: String) -> String {
        let baseLength = base.utf8.count
        let length = baseLength + 1 + suffix.utf8.count
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = UnsafeMutableBufferPointer(rebasing: buffer[..<baseLength]).initialize(fromContentsOf: base.utf8)
            buffer[end] = UInt8(ascii: "_")
            end += 1
            end += UnsafeMutableBufferPointer(rebasing: buffer[end..<length]).initialize(fromContentsOf: suffix.utf8)
            return end
        }
    }

    /// How many bytes `String(value)` has: its digits, and a sign when negative.
    static func decimalLength(_ value: Int) -> Int {
        var magnitude = value.magnitude
        var length = value < 0 ? 2 : 1
        while magnitude >= 10 {
            magnitude /= 10
            length += 1
        }
        return length
    }

    /// Writes `String(value)`, `length` bytes (``decimalLength(_:)``), into `buffer` from `start`.
    static func writeDecimal(_ value: Int, length: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        var magnitude = value.magnitude
        var index = start + length
        repeat {
            index -= 1
            buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude != 0
        if value < 0 { buffer[start] = UInt8(ascii: "-") }
    }
}
