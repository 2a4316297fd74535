import Foundation
import Testing

@testable import cellkit_demo

/// The demo's output is the README's first impression; it must not change by accident.
@Suite("cellkit-demo")
@MainActor
struct DemoTests {
    /// `Fixtures/` at the package root, found from this file's path.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Compares `output` with `Fixtures/<name>`, or writes it there when CELLKIT_RECORD_FIXTURES=1.
    func expectMatchesGoldenFile(_ output: String, named name: String) throws {
        let file = Self.fixtures.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CELLKIT_RECORD_FIXTURES"] == "1" {
            try output.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
            output == expected,
            """
            output differs from \(file.path) at line \((firstDifference?.offset ?? min(expectedLines.count, actualLines.count)) + 1):
            - \(firstDifference?.element.0 ?? "<end of file>")
            + \(firstDifference?.element.1 ?? "<end of output>")
            Run CELLKIT_RECORD_FIXTURES=1 swift test --filter DemoTests to re-record after an intended change.
            """)
    }

    @Test("prints what Fixtures/demo-output.txt holds (CELLKIT_RECORD_FIXTURES=1 re-records it)")
    func outputMatchesGoldenFile() throws {
        try expectMatchesGoldenFile(ContactsDemo.run(), named: "demo-output.txt")
    }

    @Test("the configurations subcommand prints what Fixtures/demo-configurations.txt holds")
    func configurationsMatchGoldenFile() throws {
        try expectMatchesGoldenFile(ConfigurationsDemo.run(), named: "demo-configurations.txt")
    }

    @Test("shows the tapped row selected and runs its model's selection handler")
    func tapSelectsRow() {
        let output = ContactsDemo.tableDemo()
        #expect(output.contains("id=contact_1_2 [selected]"))
        #expect(output.contains("handler log: selected John Backus"))
    }

    @Test("recycles cells: scrolling 13 rows creates no more than the visible ones")
    func recyclesCells() {
        #expect(ContactsDemo.tableDemo().contains("cells created: 8 for 13 rows"))
    }

    @Test("the settings screen's tapped row changes appearance through its view model's configurations")
    func settingsRowChangesAppearance() {
        let output = SettingsDemo.run()
        #expect(output.contains("id=setting_1 bg=white text=black 17pt regular"))
        #expect(output.contains("id=setting_1 [selected] bg=systemGray4 text=blue 17pt semibold"))
        #expect(output.contains("handler log: opened Bluetooth"))
    }
}
