import CellKitTesting
import Foundation
import Testing

/// One identifier and the Swift name it sanitizes to.
struct SanitizingCase: Sendable, CustomTestStringConvertible {
    var identifier: String
    var name: String
    var testDescription: String { "\(identifier) → \(name)" }
}

@MainActor
@Suite("Swift constants from accessibility fixtures")
struct SwiftConstantsTests {
    @Test(
        "Identifiers sanitize to lowerCamelCase Swift names",
        arguments: [
            SanitizingCase(identifier: "user_cell_0_1", name: "userCell_0_1"),
            SanitizingCase(identifier: "user_cell", name: "userCell"),
            SanitizingCase(identifier: "contact-42", name: "contact_42"),
            SanitizingCase(identifier: "settings.toggle-Wifi", name: "settingsToggleWifi"),
            SanitizingCase(identifier: "URLCell", name: "urlCell"),
            SanitizingCase(identifier: "ID", name: "id"),
            SanitizingCase(identifier: "User Name Field", name: "userNameField"),
            SanitizingCase(identifier: "0_row", name: "_0Row"),
            SanitizingCase(identifier: "42", name: "_42"),
            SanitizingCase(identifier: "héllo wörld!", name: "helloWorld"),
            SanitizingCase(identifier: "cell2_x", name: "cell2X"),
            SanitizingCase(identifier: "__value__", name: "value"),
            SanitizingCase(identifier: "?!", name: "identifier"),
            SanitizingCase(identifier: "class", name: "`class`"),
            SanitizingCase(identifier: "Default", name: "`default`"),
            SanitizingCase(identifier: "self", name: "`self`"),
            SanitizingCase(identifier: "__private__", name: "`private`"),
            SanitizingCase(identifier: "ünïcödé ✓", name: "unicode"),
        ])
    func sanitizing(_ testCase: SanitizingCase) {
        #expect(AccessibilityFixture.swiftName(for: testCase.identifier) == testCase.name)
    }

    @Test("Names that collide after sanitizing are numbered in entry order, never taking another entry's name")
    func collisionsAreNumbered() throws {
        let fixture = try AccessibilityFixture(sections: [
            Section(items: [
                TaggedCellModel("user-cell"), TaggedCellModel("user_cell"), TaggedCellModel("user_cell_2"),
                TaggedCellModel("User Cell"), TaggedCellModel("class"), TaggedCellModel("Class"),
            ])
        ], in: .collection)
        #expect(fixture.swiftConstantNames() == ["userCell", "userCell_3", "userCell_2", "userCell_4", "`class`", "class_2"])
        // Deterministic: the same data set gives the same names.
        #expect(try AccessibilityFixture(sections: fixture.sectionsForRebuild(), in: .collection).swiftConstantNames() == fixture.swiftConstantNames())
    }

    @Test("The generated source has a doc comment per constant naming its row, and matches its golden file")
    func generatedSource() throws {
        let source = try AccessibilityFixture(sections: sampleSections(), in: .collection).swiftSource()
        #expect(source.contains("""
                /// Row 2 of section 0: UserCellModel in UserTableViewCell (position suffix: changes when rows move).
                static let userCell_0_2 = "user_cell_0_2"
            """))
        #expect(source.contains("""
                /// Row 0 of section 1: ContactRowModel in UserTableViewCell (identity suffix: stays when rows move).
                static let contact_42 = "contact_42"
            """))
        #expect(source.contains("    /// The header of section 0: TitleHeaderModel in TitleHeaderView"))
        try GoldenFile(named: "AccessibilityIDs.swift.txt", in: ownFixtures()).assertMatches(source)

        let publicSource = try AccessibilityFixture(sections: sampleSections(), in: .collection).swiftSource(typeName: "IDs", isPublic: true)
        #expect(publicSource.contains("public enum IDs {"))
        #expect(publicSource.contains("    public static let settingsToggleWifi = \"settings.toggle-Wifi\""))
    }

    @Test("Generated constants compile with swiftc -typecheck, keywords, collisions and odd characters included")
    func generatedSourceCompiles() throws {
        let fixture = try AccessibilityFixture(sections: sampleSections() + [
            Section(items: [
                TaggedCellModel("class"), TaggedCellModel("Class"), TaggedCellModel("self"), TaggedCellModel("init"),
                TaggedCellModel("default"), TaggedCellModel("Type"), TaggedCellModel("0_row"), TaggedCellModel("?!"),
                TaggedCellModel("quote\"back\\slash\n\u{7}"), TaggedCellModel("\\(interpolation)"),
                TaggedCellModel("user-cell"), TaggedCellModel("user_cell"), TaggedCellModel("ünïcödé ✓"),
            ])
        ], in: .collection)
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let file = directory.appendingPathComponent("AccessibilityIDs.swift")
        // A use site, as a UI test would write it, to check the constants' types and values.
        let source = fixture.swiftSource(isPublic: true) + """

            let check: [String] = [
                AccessibilityIDs.userCell_0_2, AccessibilityIDs.`class`, AccessibilityIDs.class_2,
                AccessibilityIDs.`self`, AccessibilityIDs.`init`, AccessibilityIDs.`default`, AccessibilityIDs.type,
                AccessibilityIDs._0Row, AccessibilityIDs.identifier, AccessibilityIDs.quoteBackSlash,
                AccessibilityIDs.interpolation, AccessibilityIDs.userCell, AccessibilityIDs.userCell_2, AccessibilityIDs.unicode,
            ]

            """
        try source.write(to: file, atomically: true, encoding: .utf8)

        let swiftc = try #require(findSwiftc(), "swiftc is neither on PATH nor at /opt/swift/usr/bin/swiftc")
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-swift-version", "6", "-warnings-as-errors", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let diagnostics = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc -typecheck failed:\n\(diagnostics)\n\(source)")
    }
}

extension AccessibilityFixture {
    /// A data set that rebuilds this fixture's cells from their identifiers.
    func sectionsForRebuild() -> [Section] {
        [Section(items: entries.map { TaggedCellModel($0.identifier) })]
    }
}

/// `swiftc` from PATH, or the toolchain's at /opt/swift/usr/bin.
func findSwiftc() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        + [URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc")]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
