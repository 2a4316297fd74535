import CellKit

/// What CellKitTesting's checks find wrong. Each description is one or more full sentences that
/// name the culprit (the model type, the row, the file) and say how to fix it, so a failing test
/// reads as a to-do item. The `check…` functions throw it, with every mismatch they found
/// (``mismatches(_:)`` when there are several); their `assert…` twins record each culprit's
/// description as a Swift Testing issue instead.
///
/// ```swift
/// func testEveryRowIsRegistered() throws {            // XCTest
///     try tableView.checkRegistered(screen.sections)   // throws CellKitTestingError
/// }
/// ```
public enum CellKitTestingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Models in a data set whose types are not registered with the list, once per type.
    case unregisteredModels([CellKitError.UnregisteredModel])
    /// A model type an assertion expected to be registered is not. `list` names the list
    /// (`tableView`, `collectionView`) when it is known.
    case modelTypeNotRegistered(modelType: String, list: String?)
    /// A model type shows in another view class than the one the test expected.
    case unexpectedViewClass(modelType: String, expected: String, actual: String)
    /// Model types whose view class differs from the class the list itself has registered for
    /// their reuse identifier.
    case registrationConflicts([RegistrationConflict])
    /// Registered model types whose declared view class (`cellClass`, `supplementaryViewClass`)
    /// their setup cannot take: each a `CellKitError.inconsistentViewClass(model:classProperty:declared:setup:setupTakes:)`.
    case inconsistentViewClasses([CellKitError])
    /// Two registries that were expected to hold the same registrations do not.
    case registriesDiffer(RegistryDifference)
    /// Accessibility identifiers that more than one view of a data set would get.
    case duplicateAccessibilityIdentifiers([DuplicateAccessibilityIdentifier])
    /// Views whose models return an empty `accessibilityIdentifier`: nothing a UI test can look
    /// up, so the fixture does not export them.
    case emptyAccessibilityIdentifiers([AccessibilityFixture.Entry])
    /// An accessibility fixture file (see ``AccessibilityFixture/init(contentsOf:)``) does not
    /// exist or could not be read.
    case accessibilityFixtureUnreadable(path: String, reason: String)
    /// An accessibility fixture file is not a fixture: not JSON, not in the format, or with
    /// repeated or empty identifiers. `reason` says where and what.
    case accessibilityFixtureInvalid(path: String, reason: String)
    /// A golden file does not exist.
    case goldenFileMissing(path: String)
    /// A golden file could not be read.
    case goldenFileUnreadable(path: String, reason: String)
    /// A golden file is not valid UTF-8; `byteOffset` is where the first invalid byte is.
    case goldenFileNotUTF8(path: String, byteOffset: Int)
    /// A JSON golden file does not hold valid JSON.
    case goldenFileNotJSON(path: String, reason: String)
    /// The text compared with a JSON golden file is not valid JSON itself.
    case actualTextNotJSON(path: String, reason: String)
    /// A golden file differs from the actual text; `diff` is the readable line diff
    /// (see ``GoldenFile``).
    case goldenFileMismatch(path: String, diff: String)
    /// Recording a golden file failed.
    case goldenFileUnwritable(path: String, reason: String)
    /// No directory holding `Package.swift` encloses the given source file.
    case packageRootNotFound(searchedFrom: String)
    /// Several findings of one check, in the order found, each naming its culprit and fix.
    case mismatches([CellKitTestingError])

    public var description: String {
        switch self {
        case .unregisteredModels(let models):
            let count = models.count
            return "\(count) model type\(count == 1 ? " in the data set is" : "s in the data set are") not "
                + "registered, so showing the data would stop the program: "
                + models.map(\.description).joined(separator: "; ")
                + ". Register \(count == 1 ? "it" : "them") before the list shows the data."
        case let .modelTypeNotRegistered(modelType, list):
            let fix =
                list.map { "Call \($0).register(\(modelType).self)" }
                ?? "Call register(\(modelType).self) on the list that shows it"
            return "\(modelType) is not registered. \(fix) before the assertion, or check that the "
                + "screen under test registers it."
        case let .unexpectedViewClass(modelType, expected, actual):
            return "\(modelType) shows in \(actual), not in \(expected) as the test expects. Change the view "
                + "type \(modelType)'s setup takes to \(expected), or expect \(actual)."
        case .inconsistentViewClasses(let errors):
            let count = errors.count
            return "\(count) registered model type\(count == 1 ? " declares a view class its" : "s declare view classes their")"
                + " setup cannot take: " + errors.map(\.description).joined(separator: " ")
        case .registrationConflicts(let conflicts):
            let count = conflicts.count
            return "\(count) registration conflict\(count == 1 ? "" : "s"): "
                + conflicts.map(\.description).joined(separator: " ")
        case .registriesDiffer(let difference):
            return difference.description
        case .emptyAccessibilityIdentifiers(let entries):
            let count = entries.count
            return "\(count) view\(count == 1 ? "'s model returns" : "s' models return") an empty "
                + "accessibilityIdentifier, which no UI test can look up, so the fixture does not export "
                + (count == 1 ? "it" : "them") + ": " + entries.map { "\($0.modelType) (\($0.place))" }.joined(separator: ", ")
                + ". Return nil for a view without an identifier, or a non-empty identifier."
        case .duplicateAccessibilityIdentifiers(let duplicates):
            let count = duplicates.count
            return "\(count) accessibility identifier\(count == 1 ? " is" : "s are") given to more than one "
                + "view, so a UI test cannot tell those views apart: "
                + duplicates.map(\.description).joined(separator: "; ")
                + ". Give each view its own identifier: add the .row and .section accessibility options "
                + "(or .identity for models that adopt DiffableViewModel, which stays the same when rows "
                + "move), or use different base identifiers."
        case let .accessibilityFixtureUnreadable(path, reason):
            return "The accessibility fixture \(path) could not be read (\(reason)). Check the path, or "
                + "write the fixture from the screen's data with AccessibilityFixture's json (for example as "
                + "a golden file, recorded with \(GoldenFile.recordVariable)=1)."
        case let .accessibilityFixtureInvalid(path, reason):
            return "The accessibility fixture \(path) cannot be read as a fixture: \(reason). Write it again "
                + "from the screen's data with AccessibilityFixture's json (record its golden file with "
                + "\(GoldenFile.recordVariable)=1) instead of editing it by hand."
        case .goldenFileMissing(let path):
            return "The golden file \(path) does not exist. Record it by running the tests with "
                + "\(GoldenFile.recordVariable)=1 (for example `\(GoldenFile.recordVariable)=1 swift test`), "
                + "then review and commit it."
        case let .goldenFileUnreadable(path, reason):
            return "The golden file \(path) could not be read (\(reason)). Check its permissions, or delete "
                + "it and record it again with \(GoldenFile.recordVariable)=1."
        case let .goldenFileNotUTF8(path, offset):
            return "The golden file \(path) is not valid UTF-8 text (the first invalid byte is at offset "
                + "\(offset)). Delete it and record it again with \(GoldenFile.recordVariable)=1."
        case let .goldenFileNotJSON(path, reason):
            return "The golden file \(path) is not valid JSON (\(reason)). Fix it by hand, or delete it "
                + "and record it again with \(GoldenFile.recordVariable)=1."
        case let .actualTextNotJSON(path, reason):
            return "The text compared with the JSON golden file \(path) is not valid JSON (\(reason)), "
                + "so it was neither compared nor recorded. Pass the JSON export itself (for example "
                + "fixture.json()), or use a golden file whose name does not end in .json."
        case let .goldenFileMismatch(path, diff):
            return "The golden file \(path) does not match the actual text. If the change is intended, "
                + "record it with \(GoldenFile.recordVariable)=1 and review the file's diff before "
                + "committing.\n" + diff
        case let .goldenFileUnwritable(path, reason):
            return "The golden file \(path) could not be recorded (\(reason)). Check that its directory "
                + "is writable."
        case .packageRootNotFound(let start):
            return "No directory above \(start) holds a Package.swift, so the package's Fixtures "
                + "directory cannot be found. Pass the fixtures directory to GoldenFile(named:in:) "
                + "yourself."
        case .mismatches(let errors):
            return "\(errors.count) mismatches:\n"
                + errors.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        }
    }
}
