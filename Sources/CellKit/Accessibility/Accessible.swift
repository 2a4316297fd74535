import Foundation

/// Which positions an accessibility identifier is suffixed with: the CellViewModel library's
/// options, and CellKit's ``identity``.
public struct AccessibilityDisplayOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No suffix: the identifier as it is.
    public static let none: AccessibilityDisplayOptions = []
    /// Append the section index.
    public static let section = AccessibilityDisplayOptions(rawValue: 1 << 0)
    /// Append the row (item) index.
    public static let row = AccessibilityDisplayOptions(rawValue: 1 << 1)
    /// Append both: `<id>_<section>_<row>`. (The CellViewModel library set every bit here;
    /// CellKit's `.all` is exactly `[.section, .row]`, so that it does not turn on ``identity``.)
    public static let all: AccessibilityDisplayOptions = [.section, .row]
    /// Append the model's identity instead of its position: `<id>_<differenceIdentifier>`, for
    /// models that adopt ``DiffableViewModel`` (or `<id>_<diffIdentifier>` for
    /// ``DiffableCellViewModel``). Such identifiers stay the same when rows move, where position
    /// suffixes go stale. Takes precedence over `.row` and `.section`; ignored by models without
    /// identity (and by headers and footers), which fall back to the position options.
    public static let identity = AccessibilityDisplayOptions(rawValue: 1 << 2)
}

/// A model that names its view for UI tests. Every view model is `Accessible`, with no
/// identifier by default, as in the CellViewModel library: a model only declares the properties.
/// The identifier is applied on every dequeue to cells, headers and footers:
///
/// | options | cell, collection header/footer | table header/footer |
/// | --- | --- | --- |
/// | `.all` (`[.section, .row]`) | `user_cell_<section>_<row>` | `user_cell_<section>` |
/// | `.section` | `user_cell_<section>` | `user_cell_<section>` |
/// | `.row` | `user_cell_<row>` | `user_cell` |
/// | `.none` (the default) | `user_cell` | `user_cell` |
///
/// Table headers and footers take their section's identifier
/// (``accessibilityIdentifier(for:)-(Int)``), collection headers and footers the one of their
/// index path (row 0), as the CellViewModel library assigned them. A nil identifier clears the
/// identifier of a reused view. With ``AccessibilityDisplayOptions/identity``, a
/// ``DiffableViewModel`` is suffixed with its identity (`user_cell_42`) instead: stable when rows
/// move.
///
/// ```swift
/// struct UserCellModel: CellViewModel {
///     var accessibilityIdentifier: String? { "user_cell" }
///     var accessibilityOptions: AccessibilityDisplayOptions { [.row, .section] }
///     func setup(cell: UserTableViewCell) { ... }
/// }
/// ```
public protocol Accessible {
    /// The identifier before suffixes; nil (the default) leaves the view without one.
    var accessibilityIdentifier: String? { get }
    /// The suffixes to append (``AccessibilityDisplayOptions/none`` by default).
    var accessibilityOptions: AccessibilityDisplayOptions { get }

    /// The identifier of the view at `indexPath`: ``accessibilityIdentifier`` with the suffixes
    /// ``accessibilityOptions`` asks for. Models with an identity and
    /// ``AccessibilityDisplayOptions/identity`` are suffixed with the identity instead.
    func accessibilityIdentifier(for indexPath: IndexPath) -> String?
}

extension Accessible {
    public var accessibilityIdentifier: String? { nil }
    public var accessibilityOptions: AccessibilityDisplayOptions { .none }

    /// ``accessibilityIdentifier`` with the position suffixes ``accessibilityOptions`` asks for.
    ///
    /// - Complexity: O(*m*) in the identifier's length. One string allocation when the
    ///   identifier is longer than 15 UTF-8 bytes, none otherwise.
    @inlinable
    public func accessibilityIdentifier(for indexPath: IndexPath) -> String? {
        guard let base = accessibilityIdentifier else { return nil }
        return AccessibilityIdentifierText.positional(base, options: accessibilityOptions, at: indexPath)
    }

    /// The identifier of a header or footer view of `section` in a list of kind `list`, as the
    /// CellViewModel library assigned them: in a table, the section's
    /// (``accessibilityIdentifier(for:)-(Int)``: `id` or `id_<section>`); in a collection view,
    /// the one of the index path of row 0 (``accessibilityIdentifier(for:)-(IndexPath)``).
    ///
    /// - Complexity: O(*m*) in the identifier's length; at most one allocation.
    public func accessibilityIdentifier(forHeaderFooterIn section: Int, of list: ListKind) -> String? {
        switch list {
        case .table: accessibilityIdentifier(for: section)
        case .collection: accessibilityIdentifier(for: IndexPath(item: 0, section: section))
        }
    }

    /// `<id>_<identity>` with ``AccessibilityDisplayOptions/identity``, else the position
    /// suffixes: the identifier of models with an identity. `identity` is only evaluated when
    /// the option is on.
    @inlinable
    func accessibilityIdentifier<Identity>(identity: @autoclosure () -> Identity, at indexPath: IndexPath) -> String? {
        guard let base = accessibilityIdentifier else { return nil }
        guard accessibilityOptions.contains(.identity) else {
            return AccessibilityIdentifierText.positional(base, options: accessibilityOptions, at: indexPath)
        }
        return AccessibilityIdentifierText.identity(base, identity())
    }

    /// The identifier of a section's header or footer view in a table: ``accessibilityIdentifier``,
    /// suffixed with `_<section>` when ``accessibilityOptions`` contains
    /// ``AccessibilityDisplayOptions/section`` (other options do not apply to a section).
    ///
    /// - Complexity: O(*m*) in the identifier's length; at most one allocation.
    public func accessibilityIdentifier(for section: Int) -> String? {
        guard let base = accessibilityIdentifier else { return nil }
        return AccessibilityIdentifierText.positional(
            base, options: accessibilityOptions.intersection(.section), at: IndexPath(row: 0, section: section))
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
    static func positional(_ base: String, options: AccessibilityDisplayOptions, at indexPath: IndexPath) -> String {
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
    ///
    /// - Complexity: O(*d*) in the number of digits, with no division.
    static func decimalLength(_ value: Int) -> Int {
        let magnitude = value.magnitude
        var length = value < 0 ? 2 : 1
        var power: UInt = 10
        while magnitude >= power {
            length += 1
            // 10^19 is the largest power of ten a UInt holds: a magnitude that reaches it has 20 digits.
            guard power <= UInt.max / 10 else { break }
            power &*= 10
        }
        return length
    }

    /// Writes `String(value)`, `length` bytes (``decimalLength(_:)``), into `buffer` from `start`,
    /// two digits per division.
    ///
    /// - Complexity: O(*d*) in the number of digits.
    static func writeDecimal(_ value: Int, length: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        var magnitude = value.magnitude
        var index = start + length
        let pairs = digitPairs.utf8Start
        while magnitude >= 10 {
            let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
            magnitude /= 100
            index -= 2
            buffer[index] = pairs[pair]
            buffer[index + 1] = pairs[pair + 1]
        }
        // A last, single digit, unless the pairs ended the number.
        if index > start + (value < 0 ? 1 : 0) {
            index -= 1
            buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
        if value < 0 { buffer[start] = UInt8(ascii: "-") }
    }

    /// `00`, `01`, … `99`: the two digits of each number below 100, at twice the number.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
}
