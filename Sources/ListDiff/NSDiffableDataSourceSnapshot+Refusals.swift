#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The texts a ``NSDiffableDataSourceSnapshot`` stops the program with (or logs), in one place.
///
/// Where UIKit has a text for the mistake, the message carries it word for word, so a search for
/// the familiar crash finds the answer; where UIKit's is unknown or unhelpful, the message names
/// the identifier and says what to do instead.
enum SnapshotRefusal {
    /// Stops the program with `message`, in optimized builds too.
    static func stop(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError(message, file: file, line: line)
    }

    /// Writes `message` and a newline to standard error, as UIKit logs to the console. ListDiff
    /// uses no Foundation, so it writes to the file descriptor directly.
    static func log(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    // MARK: Items

    /// UIKit's log for items appended or inserted that are already in the snapshot (they are
    /// moved into place). The text for one item is UIKit's; for several, the same sentence in
    /// the plural, listing them.
    static func itemsAlreadyExist(_ items: [some Any]) -> String {
        let count = items.count == 1 ? "1 item identifier that already exists" : "\(items.count) item identifiers that already exist"
        let listed =
            items.count == 1
            ? "Item identifier that already exists: \(items[0])"
            : "Item identifiers that already exist: \(list(items))"
        let existing = items.count == 1 ? "The existing item identifier" : "The existing item identifiers"
        return "Diffable data source detected an attempt to insert or append \(count) in the snapshot. \(existing) "
            + "will be moved into place instead, but this operation will be more expensive. For best "
            + "performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on "
            + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. \(listed)"
    }

    static let noSections =
        "There are currently no sections in the data source. Please add a section first."

    static func appendToMissingSection(_ section: some Any) -> String {
        "Invalid parameter not satisfying: section != NSNotFound. "
            + "Attempted to append items to section identifier that does not exist in the snapshot: \(section). "
            + "Add the section with appendSections(_:) or insertSections(_:beforeSection:) first."
    }

    static func reloadMissingItem(_ item: some Any) -> String {
        "Attempted to reload item identifier that does not exist in the snapshot: \(item)"
    }

    static func reconfigureMissingItem(_ item: some Any) -> String {
        "Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)"
    }

    static func itemsNotUnique(_ duplicates: [some Any]) -> String {
        "Diffable data source detected item identifiers that are not unique. "
            + "Duplicate identifiers: \(list(duplicates)). Identifiers in a snapshot must be unique."
    }

    /// UIKit's text for items a section snapshot already holds, or holds twice in one call
    /// (UIKit lists them as a set, `{(...)}`).
    static func sectionSnapshotItemsNotUnique(_ duplicates: [some Any]) -> String {
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {("
            + duplicates.map { String(describing: $0) }.joined(separator: ", ") + ")}"
    }

    static func missingItemAnchor(_ anchor: some Any, insertingItems side: String) -> String {
        "Attempted to insert items \(side) item identifier that does not exist in the snapshot: \(anchor). "
            + "Insert relative to an item that is in the snapshot, or use appendItems(_:toSection:)."
    }

    static func insertItemRelativeToItself(_ item: some Any, _ side: String) -> String {
        "Attempted to insert item identifier \(item) \(side) itself. "
            + "The item to insert \(side) must not be one of the inserted items."
    }

    static func moveMissingItem(_ item: some Any) -> String {
        "Attempted to move item identifier that does not exist in the snapshot: \(item). "
            + "Add it with appendItems(_:toSection:) or insertItems first."
    }

    static func missingItemAnchor(_ anchor: some Any, moving item: some Any, _ side: String) -> String {
        "Attempted to move item \(item) \(side) item identifier that does not exist in the snapshot: \(anchor). "
            + "Move relative to an item that is in the snapshot."
    }

    static func moveItemRelativeToItself(_ item: some Any, _ side: String) -> String {
        "Attempted to move item identifier \(item) \(side) itself. Move an item relative to a different item."
    }

    // MARK: Sections

    static func sectionAlreadyExists(_ section: some Any) -> String {
        "Attempted to insert section identifier \(section), a "
            + "section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique."
    }

    static func sectionsNotUnique(_ duplicates: [some Any]) -> String {
        "Fatal: supplied section identifiers are not unique. "
            + "Duplicate identifiers: \(list(duplicates)). Identifiers in a snapshot must be unique."
    }

    static func reloadMissingSection(_ section: some Any) -> String {
        "Attempted to reload section identifier that does not exist in the snapshot: \(section)"
    }

    static func missingSectionAnchor(_ anchor: some Any, insertingSections side: String) -> String {
        "Attempted to insert sections \(side) section identifier that does not exist in the snapshot: \(anchor). "
            + "Insert relative to a section that is in the snapshot, or use appendSections(_:)."
    }

    static func moveMissingSection(_ section: some Any) -> String {
        "Attempted to move section identifier that does not exist in the snapshot: \(section). "
            + "Add it with appendSections(_:) or insertSections first."
    }

    static func missingSectionAnchor(_ anchor: some Any, moving section: some Any, _ side: String) -> String {
        "Attempted to move section \(section) \(side) section identifier that does not exist in the snapshot: "
            + "\(anchor). Move relative to a section that is in the snapshot."
    }

    static func moveSectionRelativeToItself(_ section: some Any, _ side: String) -> String {
        "Attempted to move section identifier \(section) \(side) itself. "
            + "Move a section relative to a different section."
    }

    static func queryMissingSection(_ section: some Any, _ action: String) -> String {
        "Invalid parameter not satisfying: section != NSNotFound. "
            + "Attempted to \(action) section identifier that does not exist in the snapshot: \(section). "
            + "Check with indexOfSection(_:) first."
    }

    // MARK: Formatting

    /// `values` as `[a, b]`, each value by its description (so strings appear unquoted).
    static func list(_ values: [some Any]) -> String {
        "[" + values.map { String(describing: $0) }.joined(separator: ", ") + "]"
    }

    /// The values that appear more than once in `values`, each once, in the order of their second
    /// appearance.
    static func duplicates<Value: Hashable>(in values: [Value]) -> [Value] {
        var seen = Set<Value>(minimumCapacity: values.count)
        var reported = Set<Value>()
        var result: [Value] = []
        for value in values where !seen.insert(value).inserted && reported.insert(value).inserted {
            result.append(value)
        }
        return result
    }
}
