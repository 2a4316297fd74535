import CellKit
import CellKitTestSupport
import Foundation
import Testing

// The rows of ARCHITECTURE.md's bad-input catalogue about CellKit's adapters that no other test
// showed: an adapter's apply, or a new data set, from inside a model's setup (which runs while
// the list asks for a cell) stops the program with a message naming the call, the callback and
// the fix, instead of changing the list in the middle of placing its cells. And the test that
// keeps the catalogue true: every row names a test function that exists in the file it names.

/// Run once by the next ``ReentrantRow`` with the id "b" that is set up, then cleared.
@MainActor private var setupHook: (() -> Void)?

/// A row whose setup runs ``setupHook`` for the row "b": app code reached from a cell's setup.
private struct ReentrantRow: CellViewModel, DiffableViewModel, Equatable {
    let id: String
    var differenceIdentifier: String { id }

    func setup(cell: TextTableCell) {
        cell.show(id)
        if id == "b", let hook = setupHook {
            setupHook = nil
            hook()
        }
    }
}

/// A table with an adapter holding rows "a", "b", "c" of ``ReentrantRow``, not laid out yet.
@MainActor
private func reentrantAdapterTable() -> (UITableView, TableDataAdapter) {
    let tableView = makeTable()
    let adapter = TableDataAdapter(tableView: tableView)
    tableView.register(ReentrantRow.self)
    adapter.data = [Section(id: "s", items: ["a", "b", "c"].map { ReentrantRow(id: $0) })]
    return (tableView, adapter)
}

@Suite("Bad input catalogue: CellKit")
struct BadInputCatalogueTests {
    @Test("an adapter's apply from inside a model's setup stops, naming the batch update, the callback and the fix")
    func applyFromSetupStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (tableView, adapter) = reentrantAdapterTable()
                setupHook = {
                    _ = adapter.apply([Section(id: "s", items: ["a", "b", "c", "d"].map { ReentrantRow(id: $0) })])
                }
                tableView.layoutIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("a batch update (performBatchUpdates, an insert, delete, move, reload or reconfigure, "
            + "or a diffable data source's apply) was called on the table view while it was asking its data source for a cell"))
        #expect(stderr.contains("Only configure the cell there"))
    }

    @Test("setting an adapter's data from inside a model's setup stops, naming the reload")
    func dataFromSetupStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (tableView, adapter) = reentrantAdapterTable()
                setupHook = { adapter.data = [Section(id: "s", items: [ReentrantRow(id: "z")])] }
                tableView.layoutIfNeeded()
            }
        }
        #expect(standardError(of: result).contains(
            "reloadData() was called on the table view while it was asking its data source for a cell"))
    }

    @Test("sectionModel(at:) and footerModel(in:) out of range name the lookup that was called")
    func sectionLookupsNameTheirCall() async {
        let section = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let adapter = TableDataAdapter(tableView: makeTable())
                adapter.data = [Section(items: [])]
                _ = adapter.sectionModel(at: 1)
            }
        }
        #expect(standardError(of: section).contains("sectionModel(at:): section 1 is out of range: data has 1 section."))
        let footer = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let adapter = TableDataAdapter(tableView: makeTable())
                adapter.data = [Section(items: [])]
                _ = adapter.footerModel(in: -1)
            }
        }
        #expect(standardError(of: footer).contains("footerModel(in:): section -1 is out of range: data has 1 section."))
    }

    @Test("an adapter's apply outside the layout pass, after a setup that did nothing, shows the new rows")
    @MainActor func applyAfterLayoutWorks() {
        let (tableView, adapter) = reentrantAdapterTable()
        tableView.layoutIfNeeded()
        _ = adapter.apply([Section(id: "s", items: ["a", "b", "c", "d"].map { ReentrantRow(id: $0) })])
        tableView.layoutIfNeeded()
        #expect(visibleTexts(tableView) == ["a", "b", "c", "d"])
    }

    // MARK: The catalogue itself

    /// One test a catalogue row names: a file under `Tests/` and a function in it.
    private struct NamedTest: Hashable, CustomStringConvertible {
        let file: String
        let function: String
        var description: String { "\(file) › \(function)" }
    }

    /// The package root: the first directory above this file that holds a `Package.swift`.
    private static func packageRoot(filePath: String = #filePath) throws -> URL {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            let parent = directory.deletingLastPathComponent()
            try #require(parent.path != directory.path, "no Package.swift above \(filePath)")
            directory = parent
        }
        return directory
    }

    /// The catalogue's table rows (between its markers in ARCHITECTURE.md), without header and
    /// separator rows, each with the tests its last cell names.
    private static func catalogueRows(in root: URL) throws -> [(row: String, tests: [NamedTest])] {
        let text = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- bad-input-catalogue:begin -->"))
        let end = try #require(text.range(of: "<!-- bad-input-catalogue:end -->"))
        let lines = text[begin.upperBound..<end.lowerBound].split(separator: "\n")
        return lines.compactMap { line in
            guard line.hasPrefix("| "), !line.hasPrefix("| bad input |"), !line.hasPrefix("| --- ") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            // "| a | b | c | d |" splits into "", a, b, c, d, "": the test cell is the last but one.
            let testCell = cells.count >= 3 ? cells[cells.count - 2] : ""
            let tests = testCell.split(separator: ";").compactMap { reference -> NamedTest? in
                let parts = reference.components(separatedBy: "›").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
                }
                guard parts.count == 2, parts[0].hasSuffix(".swift"), !parts[1].isEmpty else { return nil }
                return NamedTest(file: parts[0], function: parts[1])
            }
            return (String(line), tests)
        }
    }

    @Test("every row of ARCHITECTURE.md's bad-input catalogue names a test function that exists in the file it names")
    func catalogueNamesExistingTests() throws {
        let root = try Self.packageRoot()
        let rows = try Self.catalogueRows(in: root)
        #expect(rows.count >= 100, "the catalogue lost rows: \(rows.count)")
        var sources: [String: String] = [:]
        for (row, tests) in rows {
            #expect(!tests.isEmpty, "a catalogue row names no test: \(row)")
            for test in tests {
                if sources[test.file] == nil {
                    let url = root.appendingPathComponent("Tests").appendingPathComponent(test.file)
                    sources[test.file] = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                }
                let source = sources[test.file] ?? ""
                #expect(!source.isEmpty, "\(test): no such file under Tests/")
                #expect(source.contains("func \(test.function)("), "\(test): no such test function")
            }
        }
    }

    @Test("the catalogue has every category issue 16 asks for")
    func catalogueHasEveryCategory() throws {
        let text = try String(contentsOf: try Self.packageRoot().appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        for heading in [
            "**Unregistered models, kinds and registrations**", "**Mismatched cell classes**",
            "**Out-of-range index paths in queries, lookups and drivers**", "**Invalid updates**",
            "**Duplicate identifiers**", "**Non-finite and negative sizes**", "**Zero-width lists**",
            "**Unsatisfiable and ambiguous constraints**", "**Fixtures written to unwritable paths**",
            "**Reentrant updates from inside callbacks**", "**Reloads and diffs during a batch update**",
        ] {
            #expect(text.contains(heading), "missing category \(heading)")
        }
    }

    @Test("the catalogue check finds a row naming a missing function, and one naming no test")
    func catalogueCheckCatchesBadRows() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("""
            <!-- bad-input-catalogue:begin -->
            | bad input | where | what happens | test |
            | --- | --- | --- | --- |
            | one | a | b | `X/Y.swift` › `real`; `X/Z.swift` › `other` |
            | two | a | b | nothing here |
            <!-- bad-input-catalogue:end -->
            """.utf8).write(to: directory.appendingPathComponent("ARCHITECTURE.md"))
        let rows = try Self.catalogueRows(in: directory)
        #expect(rows.map(\.tests) == [
            [NamedTest(file: "X/Y.swift", function: "real"), NamedTest(file: "X/Z.swift", function: "other")], [],
        ])
    }
}
