import CellKitTesting
import Foundation
import Testing

// The rows of ARCHITECTURE.md's bad-input catalogue about writing fixtures: a golden file or an
// accessibility fixture recorded where no file can be written throws an error naming the file,
// the reason and the fix; nothing is dropped silently.

@MainActor
@Suite("Bad input catalogue: CellKitTesting")
struct BadInputCatalogueTests {
    /// A directory path that cannot be created: its parent is a regular file (this holds for
    /// every user, root included, unlike a read-only directory).
    private func unwritableDirectory(in directory: URL) throws -> URL {
        let blocker = directory.appendingPathComponent("blocker")
        try Data("not a directory".utf8).write(to: blocker)
        return blocker.appendingPathComponent("fixtures", isDirectory: true)
    }

    @Test("Writing a golden file where its directory cannot be made throws goldenFileUnwritable naming the file and the fix")
    func unwritableGoldenFileThrows() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let golden = GoldenFile(named: "ids.txt", in: try unwritableDirectory(in: directory))

        let error = #expect(throws: CellKitTestingError.self) { try golden.write("text") }
        guard case let .goldenFileUnwritable(path, reason)? = error else {
            Issue.record("expected goldenFileUnwritable, got \(String(describing: error))")
            return
        }
        #expect(path == golden.url.path)
        #expect(!reason.isEmpty)
        let description = error?.description ?? ""
        #expect(description.hasPrefix("The golden file \(golden.url.path) could not be recorded ("))
        #expect(description.hasSuffix("Check that its directory is writable."))
        #expect(!FileManager.default.fileExists(atPath: golden.url.path))
    }

    @Test("Recording an accessibility fixture to an unwritable place throws goldenFileUnwritable, not .recorded")
    func unwritableFixtureRecordingThrows() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let golden = GoldenFile(named: "contacts-ids.json", in: try unwritableDirectory(in: directory))
        let json = try AccessibilityFixture(sections: sampleSections(), in: .collection).json

        let error = #expect(throws: CellKitTestingError.self) { try golden.checkMatches(json, record: true) }
        guard case let .goldenFileUnwritable(path, _)? = error else {
            Issue.record("expected goldenFileUnwritable, got \(String(describing: error))")
            return
        }
        #expect(path == golden.url.path)
    }

    @Test("Recording generated Swift constants to an unwritable place throws goldenFileUnwritable")
    func unwritableSwiftConstantsThrows() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let golden = GoldenFile(named: "AccessibilityIDs.swift.txt", in: try unwritableDirectory(in: directory))
        let source = try AccessibilityFixture(sections: sampleSections(), in: .collection).swiftSource()

        let error = #expect(throws: CellKitTestingError.self) { try golden.checkMatches(source, record: true) }
        guard case .goldenFileUnwritable? = error else {
            Issue.record("expected goldenFileUnwritable, got \(String(describing: error))")
            return
        }
    }
}
