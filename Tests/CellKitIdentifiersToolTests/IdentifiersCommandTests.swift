import CellKitIdentifiersTool
import CellKitTesting
import Foundation
import Testing

/// A package directory in the temporary directory, removed when the test ends.
private struct TemporaryPackage: ~Copyable {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("CellKitIdentifiersToolTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Writes `text` at `path` (relative to the root), making its directories.
    @discardableResult
    func write(_ text: String, to path: String) throws -> URL {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func makeDirectory(_ path: String) throws -> URL {
        let directory = root.appendingPathComponent(path, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

/// A fixture of one row and one header, written by hand.
private let twoEntries = try! AccessibilityFixture(entries: [
    .init(section: 0, row: nil, kind: .header, identifier: "inbox_header_0", modelType: "TitleModel",
          viewType: "TitleView", suffix: .position),
    .init(section: 0, row: 0, kind: .cell, identifier: "message_42", modelType: "MessageModel",
          viewType: "MessageCell", suffix: .identity),
])

@Suite("cellkit-identifiers")
struct IdentifiersCommandTests {
    let here = URL(fileURLWithPath: "/work/App", isDirectory: true)

    @Test("Only the output directory is required; the rest has defaults, and paths resolve against the current directory")
    func defaults() throws {
        let command = try IdentifiersCommand(arguments: ["--output-directory", "UITests"], currentDirectory: here)
        #expect(command.outputDirectory.path == "/work/App/UITests")
        #expect(command.packageDirectory.path == "/work/App")
        #expect(command.fixture == nil)
        #expect(command.typeName == "AccessibilityIDs")
        #expect(command.isPublic == false)
        #expect(command.outputFile.path == "/work/App/UITests/AccessibilityIDs.swift")
    }

    @Test("Every option is read; the output file is named after the type")
    func options() throws {
        let command = try IdentifiersCommand(
            arguments: [
                "--public", "--type-name", "InboxIDs", "--fixture", "Fixtures/inbox.json", "--package-directory", "../Mail",
                "--output-directory", "/tmp/out",
            ],
            currentDirectory: here)
        #expect(command.outputDirectory.path == "/tmp/out")
        #expect(command.packageDirectory.path == "/work/Mail")
        #expect(command.fixture == "Fixtures/inbox.json")
        #expect(command.isPublic)
        #expect(command.outputFile.path == "/tmp/out/InboxIDs.swift")
        // A relative fixture is the package's, an absolute one is itself.
        #expect(try command.fixtureFile().path == "/work/Mail/Fixtures/inbox.json")
        var absolute = command
        absolute.fixture = "/elsewhere/ids.json"
        #expect(try absolute.fixtureFile().path == "/elsewhere/ids.json")
    }

    @Test(
        "Bad arguments are refused, naming the argument",
        arguments: [
            (["--output-directory", "x", "--verbose"], IdentifiersToolError.unknownArgument("--verbose")),
            (["--output-directory", "x", "UITests"], .unknownArgument("UITests")),
            (["--output-directory", "x", "--type-name"], .missingValue(option: "--type-name")),
            (["--fixture", "--output-directory", "x"], .missingValue(option: "--fixture")),
            (["--type-name", "IDs"], .missingOutputDirectory),
            (["--output-directory", "x", "--type-name", "Contacts-IDs"], .invalidTypeName("Contacts-IDs")),
            (["--output-directory", "x", "--type-name", "struct"], .invalidTypeName("struct")),
        ])
    func badArguments(_ arguments: [String], _ error: IdentifiersToolError) {
        #expect(throws: error) { try IdentifiersCommand(arguments: arguments, currentDirectory: here) }
    }

    @Test("Error messages name the culprit and the fix")
    func messages() {
        #expect(IdentifiersToolError.unknownArgument("--verbose").description.hasPrefix("Unknown argument --verbose. The options are"))
        #expect(IdentifiersToolError.invalidTypeName("a-b").description.hasPrefix("--type-name a-b cannot name a Swift enum"))
        #expect(IdentifiersToolError.severalFixturesFound(["/p/Fixtures/a.accessibility.json", "/p/Fixtures/b/accessibility.json"]).description
            == "No accessibility fixture was given with --fixture, and 2 files could be it: /p/Fixtures/a.accessibility.json, "
            + "/p/Fixtures/b/accessibility.json. Pass the one to use with --fixture.")
        #expect(IdentifiersToolError.outputDirectoryMissing(path: "/p/UITests").description.hasPrefix("The output directory /p/UITests does not exist."))
        let invalid = CellKitTestingError.accessibilityFixtureInvalid(path: "/p/ids.json", reason: "entries[0] has no \"kind\"")
        #expect(IdentifiersToolError.fixture(invalid).description == invalid.description)
    }

    @Test("Without --fixture, the one file under Fixtures/ whose name ends in accessibility.json is the fixture")
    func findsTheFixture() throws {
        let package = try TemporaryPackage()
        try package.write("{}", to: "Fixtures/registry.json")
        try package.write("{}", to: "fixture.accessibility.json")                      // not under Fixtures/
        _ = try package.makeDirectory("Fixtures/folder.accessibility.json")             // a directory, not a file
        let fixture = try package.write(twoEntries.json, to: "Fixtures/Screens/inbox.accessibility.json")
        let command = try IdentifiersCommand(arguments: ["--output-directory", "."], currentDirectory: package.root)
        #expect(try command.fixtureFile() == fixture.standardizedFileURL)
    }

    @Test("No candidate, or several, is an error that lists what was searched or found")
    func noOrSeveralFixtures() throws {
        let package = try TemporaryPackage()
        let command = try IdentifiersCommand(arguments: ["--output-directory", "."], currentDirectory: package.root)
        let fixtures = package.root.appendingPathComponent("Fixtures").standardizedFileURL.path
        #expect(throws: IdentifiersToolError.noFixtureFound(searched: fixtures)) { try command.fixtureFile() }
        try package.write("{}", to: "Fixtures/demo-accessibility.json")
        try package.write("{}", to: "Fixtures/A/accessibility.json")
        #expect(throws: IdentifiersToolError.severalFixturesFound([fixtures + "/A/accessibility.json", fixtures + "/demo-accessibility.json"])) {
            try command.fixtureFile()
        }
    }

    @Test("A run writes <TypeName>.swift with the fixture's constants, and leaves an up-to-date file alone")
    func writesTheConstants() throws {
        let package = try TemporaryPackage()
        try package.write(twoEntries.json, to: "Fixtures/inbox.accessibility.json")
        let output = try package.makeDirectory("Tests/InboxUITests")
        let command = try IdentifiersCommand(
            arguments: ["--output-directory", "Tests/InboxUITests", "--type-name", "InboxIDs", "--public"],
            currentDirectory: package.root)
        let outcome = try command.run()
        #expect(outcome.wrote)
        #expect(outcome.constants == 2)
        #expect(outcome.output == output.appendingPathComponent("InboxIDs.swift").standardizedFileURL)
        let written = try String(contentsOf: outcome.output, encoding: .utf8)
        #expect(written == twoEntries.swiftSource(typeName: "InboxIDs", isPublic: true))
        #expect(written == """
            // Generated by CellKitTesting from an AccessibilityFixture; do not edit.

            /// The accessibility identifiers of a data set's views, for UI tests.
            public enum InboxIDs {
                /// The header of section 0: TitleModel in TitleView (position suffix: changes when rows move).
                public static let inboxHeader_0 = "inbox_header_0"
                /// Row 0 of section 0: MessageModel in MessageCell (identity suffix: stays when rows move).
                public static let message_42 = "message_42"
            }

            """)
        #expect(outcome.description.hasPrefix("wrote \(outcome.output.path) (2 identifiers from "))
        let again = try command.run()
        #expect(!again.wrote)
        #expect(again.description.hasPrefix("unchanged: "))
    }

    @Test("A bad fixture or a missing output directory stops the run before anything is written")
    func runFailures() throws {
        let package = try TemporaryPackage()
        let fixture = try package.write("{\"entries\": 3}", to: "Fixtures/bad.accessibility.json")
        let output = try package.makeDirectory("UITests")
        let command = try IdentifiersCommand(arguments: ["--output-directory", "UITests"], currentDirectory: package.root)
        let invalid = CellKitTestingError.accessibilityFixtureInvalid(
            path: fixture.standardizedFileURL.path, reason: "entries has the wrong type (Array<Any> expected)")
        #expect(throws: IdentifiersToolError.fixture(invalid)) { try command.run() }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("AccessibilityIDs.swift").path))

        try package.write(twoEntries.json, to: "Fixtures/bad.accessibility.json")
        let nowhere = try IdentifiersCommand(arguments: ["--output-directory", "Missing"], currentDirectory: package.root)
        #expect(throws: IdentifiersToolError.outputDirectoryMissing(path: package.root.appendingPathComponent("Missing").standardizedFileURL.path)) {
            try nowhere.run()
        }
    }
}
