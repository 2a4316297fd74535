import CellKitTesting
import Foundation
import Testing

@testable import cellkit_demo

/// The demo's output is the README's first impression; it must not change by accident. The
/// golden files live in `Fixtures/`; `CELLKIT_RECORD_FIXTURES=1 swift test` re-records them.
@Suite("cellkit-demo")
@MainActor
struct DemoTests {
    func golden(_ name: String) throws -> GoldenFile {
        GoldenFile(named: name, in: try GoldenFile.fixturesDirectory())
    }

    @Test("prints what Fixtures/demo-output.txt holds")
    func outputMatchesGoldenFile() throws {
        try golden("demo-output.txt").assertMatches(ContactsDemo.run())
    }

    @Test("the configurations subcommand prints what Fixtures/demo-configurations.txt holds")
    func configurationsMatchGoldenFile() throws {
        try golden("demo-configurations.txt").assertMatches(ConfigurationsDemo.run())
    }

    @Test("the autolayout subcommand prints what Fixtures/demo-autolayout.txt holds")
    func autoLayoutMatchesGoldenFile() throws {
        try golden("demo-autolayout.txt").assertMatches(AutoLayoutDemo.run())
    }

    /// Runs `body` with the path of a new empty directory, removed afterwards.
    func inTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellkit-demo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test("--fixture-json, --fixture-swift and --svg write the contacts screen's fixture, constants and picture")
    func writesFixtureConstantsAndPicture() throws {
        try inTemporaryDirectory { directory in
            let json = directory.appendingPathComponent("ids.json").path
            let swift = directory.appendingPathComponent("ids.swift").path
            let svg = directory.appendingPathComponent("screen.svg").path

            try CellKitDemo.writeFiles(
                CellKitDemo.OutputFiles(["--fixture-json", json, "--fixture-swift", swift, "--svg", svg]))

            try golden("demo-accessibility.json").assertMatches(String(contentsOfFile: json, encoding: .utf8))
            try golden("DemoAccessibilityIDs.swift.txt").assertMatches(String(contentsOfFile: swift, encoding: .utf8))
            try golden("demo-screen.svg").assertMatches(String(contentsOfFile: svg, encoding: .utf8))
        }
    }

    @Test("--gallery writes a page of every scenario's screens: one per '== ' heading the text commands print, in order")
    func galleryShowsEveryScreen() throws {
        var html = ""
        try inTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("gallery.html").path
            try CellKitDemo.writeFiles(CellKitDemo.OutputFiles(["--gallery", path]))
            html = try String(contentsOfFile: path, encoding: .utf8)
        }
        let gallery = DemoScenario.gallery()
        #expect(html == gallery.html)
        // The headings of the three golden files, in order: 14 + 6 + 8 screens.
        let headings = try ["demo-output.txt", "demo-configurations.txt", "demo-autolayout.txt"].flatMap { name in
            try String(contentsOf: GoldenFile.fixturesDirectory().appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n").filter { $0.hasPrefix("== ") }.map { String($0.dropFirst(3)) }
        }
        #expect(headings.count == 28)
        #expect(gallery.scenarios.flatMap(\.screens).map(\.title) == headings)
        #expect(html.contains(##"<body data-expected-screens="28">"##))
        // One section per scenario (5 + 5 + 4), each with at least one screen.
        #expect(gallery.scenarios.count == 14)
        #expect(html.components(separatedBy: "<section class=\"scenario\">").count - 1 == 14)
        #expect(gallery.scenarios.allSatisfy { !$0.screens.isEmpty })
        // The contacts table's first screen shows its rows' and headers' identifiers on hover.
        let contacts = try #require(gallery.scenarios.first?.screens.first?.svg)
        #expect(contacts.contains("<title>contact_0_0</title>"))
        #expect(contacts.contains("<title>contacts_header_0</title>"))
    }

    @Test("scenarios draw nothing outside a gallery, and the default output is the same with a gallery made first")
    func galleryLeavesTextOutputAlone() throws {
        _ = DemoScenario.gallery()
        #expect(ScreenRecorder.current == nil)
        try golden("demo-output.txt").assertMatches(ContactsDemo.run())
    }

    @Test("a flag without a file, or an unknown flag, is refused with a message")
    func refusesBadArguments() {
        #expect(throws: CellKitDemo.DemoError.self) { try CellKitDemo.OutputFiles(["--svg"]) }
        #expect(throws: CellKitDemo.DemoError.self) { try CellKitDemo.OutputFiles(["--gallery"]) }
        #expect(throws: CellKitDemo.DemoError.self) { try CellKitDemo.OutputFiles(["--png", "x.png"]) }
        #expect((try? CellKitDemo.OutputFiles(["--svg", "--fixture-json"])) == nil)
    }

    @Test("the demo's data set has unique identifiers for every row, header and footer")
    func demoFixtureIsComplete() throws {
        let (_, adapter) = ContactsDemo.contactsTable()
        let fixture = try AccessibilityFixture(adapter: adapter)
        #expect(fixture.entries.count == 13 + 4)
        #expect(fixture.entry(forIdentifier: "contact_1_7")?.modelType == "ContactRowModel")
    }

    @Test("shows the tapped row selected and runs its model's selection handler")
    func tapSelectsRow() {
        let output = ContactsDemo.tableDemo()
        #expect(output.contains("row 1.2   (0, 476, 320, 56)  id=contact_1_2        [selected]"))
        #expect(output.contains("handler log: selected John Backus"))
    }

    @Test("recycles cells: scrolling 13 rows creates no more than the visible ones")
    func recyclesCells() {
        #expect(ContactsDemo.tableDemo().contains("cells created: 8 for 13 rows"))
    }

    @Test("the settings screen's tapped row changes appearance through its view model's configurations")
    func settingsRowChangesAppearance() {
        let output = SettingsDemo.run()
        #expect(output.contains("Bluetooth: bg=white text=black 17pt regular\n"))
        #expect(output.contains("Bluetooth: bg=systemGray4 text=blue 17pt semibold (selected)"))
        #expect(output.contains("handler log: opened Bluetooth"))
    }
}
