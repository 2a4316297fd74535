import CellKitTesting
import Foundation
import Testing

/// A fixture file's text and the reason reading it gives.
struct BadFixtureCase: Sendable, CustomTestStringConvertible {
    var json: String
    var reason: String
    var testDescription: String { reason }
}

/// One entry in the fixture's JSON format, with `fields` replacing or adding fields.
private func entryJSON(_ fields: [String: String] = [:]) -> String {
    var all = [
        "identifier": "\"a\"", "kind": "\"cell\"", "modelType": "\"M\"", "row": "0", "section": "0",
        "suffix": "\"none\"", "viewType": "\"V\"",
    ]
    all.merge(fields) { $1 }
    return "{" + all.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
}

/// Runs `body` with a temporary file holding `text`, removed afterwards.
private func withFile(holding text: String, _ body: (URL) throws -> Void) throws {
    let directory = try makeTemporaryDirectory()
    defer { removeTemporaryDirectory(directory) }
    let file = directory.appendingPathComponent("screen.accessibility.json")
    try text.write(to: file, atomically: true, encoding: .utf8)
    try body(file)
}

@Suite("Reading accessibility fixtures")
struct FixtureReadingTests {
    @Test("A fixture's JSON reads back as the same fixture, entries in order")
    func roundTrip() throws {
        let fixture = try AccessibilityFixture(sections: sampleSections(), in: .table)
        try withFile(holding: fixture.json) { file in
            let read = try AccessibilityFixture(contentsOf: file)
            #expect(read == fixture)
            // The table's header comes first, then the rows with identifiers, then the footer.
            #expect(read.entries.map(\.identifier).prefix(4) == ["friends_header_0", "user_cell_0_0", "user_cell_0_2", "friends_footer_0"])
        }
    }

    @Test("A missing file, or a directory, is unreadable, with the path and why")
    func unreadable() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let missing = directory.appendingPathComponent("nothing.json")
        #expect(throws: CellKitTestingError.accessibilityFixtureUnreadable(path: missing.path, reason: "there is no such file")) {
            try AccessibilityFixture(contentsOf: missing)
        }
        #expect(throws: CellKitTestingError.accessibilityFixtureUnreadable(path: directory.path, reason: "it is a directory")) {
            try AccessibilityFixture(contentsOf: directory)
        }
        let description = CellKitTestingError.accessibilityFixtureUnreadable(path: "/x.json", reason: "there is no such file").description
        #expect(description.hasPrefix("The accessibility fixture /x.json could not be read (there is no such file)."))
    }

    @Test(
        "A file that is not a fixture is refused, naming the entry and the field",
        arguments: [
            BadFixtureCase(json: "{}", reason: "the top level has no \"entries\""),
            BadFixtureCase(json: "[]", reason: "the top level has the wrong type (Dictionary<String, Any> expected)"),
            BadFixtureCase(json: "{\"entries\": [\(entryJSON()), \(entryJSON(["kind": "\"row\""]))]}",
                           reason: "entries[1].kind: \"row\" is not one of \"cell\", \"header\", \"footer\""),
            BadFixtureCase(json: "{\"entries\": [\(entryJSON(["suffix": "\"index\""]))]}",
                           reason: "entries[0].suffix: \"index\" is not one of \"none\", \"position\", \"identity\""),
            BadFixtureCase(json: "{\"entries\": [\(entryJSON(["section": "\"0\""]))]}",
                           reason: "entries[0].section has the wrong type (Int expected)"),
            BadFixtureCase(json: "{\"entries\": [\(entryJSON(["identifier": "null"]))]}",
                           reason: "entries[0].identifier is null (String expected)"),
            BadFixtureCase(json: "{\"entries\": [\(entryJSON(["identifier": "\"\""]))]}",
                           reason: "entries[0].identifier: the identifier is empty; a UI test cannot look it up"),
            BadFixtureCase(json: "{\"entries\": [\(entryJSON(["row": "null"]))]}",
                           reason: "entries[0].row: a cell needs a row"),
            BadFixtureCase(json: "{\"entries\": [\(entryJSON(["kind": "\"footer\""]))]}",
                           reason: "entries[0].row: a footer has no row (null)"),
        ])
    func invalid(_ testCase: BadFixtureCase) throws {
        try withFile(holding: testCase.json) { file in
            #expect(throws: CellKitTestingError.accessibilityFixtureInvalid(path: file.path, reason: testCase.reason)) {
                try AccessibilityFixture(contentsOf: file)
            }
        }
    }

    @Test("A field that is missing is named with its entry")
    func missingField() throws {
        let entry = entryJSON().replacingOccurrences(of: "\"viewType\": \"V\"", with: "\"view\": \"V\"")
        try withFile(holding: "{\"entries\": [\(entryJSON()), \(entry)]}") { file in
            #expect(throws: CellKitTestingError.accessibilityFixtureInvalid(path: file.path, reason: "entries[1] has no \"viewType\"")) {
                try AccessibilityFixture(contentsOf: file)
            }
        }
    }

    @Test("Text that is not JSON is refused as such, and the error says how to write the file again")
    func notJSON() throws {
        try withFile(holding: "{\"entries\": [") { file in
            do {
                _ = try AccessibilityFixture(contentsOf: file)
                Issue.record("a truncated file was read")
            } catch let error as CellKitTestingError {
                guard case let .accessibilityFixtureInvalid(path, reason) = error else {
                    Issue.record("unexpected error \(error)")
                    return
                }
                #expect(path == file.path)
                #expect(reason.hasPrefix("it is not valid JSON ("))
                #expect(error.description.contains("Write it again from the screen's data with AccessibilityFixture's json"))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }

    @Test("Two entries with one identifier are refused with every view that has it")
    func duplicates() throws {
        let second = entryJSON(["row": "1", "modelType": "\"N\""])
        let duplicate = CellKitTestingError.duplicateAccessibilityIdentifiers([
            DuplicateAccessibilityIdentifier(identifier: "a", entries: [
                .init(section: 0, row: 0, kind: .cell, identifier: "a", modelType: "M", viewType: "V", suffix: .none),
                .init(section: 0, row: 1, kind: .cell, identifier: "a", modelType: "N", viewType: "V", suffix: .none),
            ])
        ])
        try withFile(holding: "{\"entries\": [\(entryJSON()), \(second)]}") { file in
            #expect(throws: CellKitTestingError.accessibilityFixtureInvalid(path: file.path, reason: duplicate.description)) {
                try AccessibilityFixture(contentsOf: file)
            }
        }
        #expect(duplicate.description.contains("\"a\" at row 0 of section 0 (M), row 1 of section 0 (N)"))
    }

    @Test(
        "Type names are checked as Swift can declare them",
        arguments: [
            ("ContactsIDs", true), ("_IDs", true), ("ids2", true), ("Type", true),
            ("", false), ("_", false), ("1IDs", false), ("Contacts-IDs", false), ("Contacts IDs", false),
            ("Kontakte\u{308}", false), ("enum", false), ("Self", false), ("Any", false),
        ])
    func typeNames(_ name: String, _ isValid: Bool) {
        #expect(AccessibilityFixture.isValidTypeName(name) == isValid)
    }
}
