import CellKitTesting
import CellKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Golden files")
struct GoldenFileTests {
    /// The dump the stale-golden test compares: the registry of a small table.
    func registryText() -> String {
        let tableView = makeTable()
        tableView.register(UserCellModel.self, BannerCellModel.self, TitleHeaderModel.self)
        return tableView.registry.dump().text
    }

    @Test("A matching file passes; one final newline and CRLF line endings make no difference")
    func matching() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        try Data("one\r\ntwo\r\n".utf8).write(to: directory.appendingPathComponent("crlf.txt"))
        try Data("one\ntwo".utf8).write(to: directory.appendingPathComponent("bare.txt"))

        #expect(try GoldenFile(named: "crlf.txt", in: directory).checkMatches("one\ntwo\n", record: false) == .matched)
        #expect(try GoldenFile(named: "bare.txt", in: directory).checkMatches("one\ntwo\n", record: false) == .matched)
        #expect(try GoldenFile(named: "bare.txt", in: directory).checkMatches("one\ntwo", record: false) == .matched)
        #expect(throws: CellKitTestingError.self) {
            try GoldenFile(named: "bare.txt", in: directory).checkMatches("one\ntwo\n\n", record: false)
        }
    }

    @Test("A stale golden file gives the documented message with a line diff")
    func staleGolden() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let actual = registryText()
        let stale = actual.replacingOccurrences(of: "UserCellModel -> UserTableViewCell", with: "UserCellModel -> OtherTableViewCell")
        let golden = GoldenFile(named: "registry.txt", in: directory)
        try golden.write(stale)

        let error = try #require(throws: CellKitTestingError.self) { try golden.checkMatches(actual, record: false) }
        let path = directory.appendingPathComponent("registry.txt").path
        #expect(error.description == """
            The golden file \(path) does not match the actual text. If the change is intended, record it with \
            CELLKIT_RECORD_FIXTURES=1 and review the file's diff before committing.
            1 line removed and 1 line added (- expected, from the file; + actual); line numbers are the file's, then the actual text's:
            @@ -1,4 +1,4 @@
              1 1 | # ViewModelRegistry: 3 model types
              2 2 | cell           BannerCellModel -> BannerTableViewCell (reuse identifier "BannerCellModel")
            - 3   | cell           UserCellModel -> OtherTableViewCell (reuse identifier "UserCellModel")
            +   3 | cell           UserCellModel -> UserTableViewCell (reuse identifier "UserCellModel")
              4 4 | supplementary  TitleHeaderModel -> TitleHeaderView (reuse identifier "TitleHeaderModel")
            """)
    }

    @Test("Changes further apart than twice the context make separate hunks; trailing spaces are made visible")
    func hunksAndContext() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual[1] = "line 2 "
        actual.remove(at: 14)
        actual.append("line 21")
        let golden = GoldenFile(named: "long.txt", in: directory, contextLines: 2)
        try golden.write(expected.joined(separator: "\n"))

        let error = try #require(throws: CellKitTestingError.self) {
            try golden.checkMatches(actual.joined(separator: "\n"), record: false)
        }
        guard case .goldenFileMismatch(_, let diff) = error else {
            Issue.record("expected a mismatch, got \(error)")
            return
        }
        #expect(diff == """
            2 lines removed and 2 lines added (- expected, from the file; + actual); line numbers are the file's, then the actual text's:
            @@ -1,4 +1,4 @@
               1  1 | line 1
            -  2    | line 2
            +     2 | line 2 ⏎
               3  3 | line 3
               4  4 | line 4
            @@ -13,5 +13,4 @@
              13 13 | line 13
              14 14 | line 14
            - 15    | line 15
              16 15 | line 16
              17 16 | line 17
            @@ -19,2 +18,3 @@
              19 18 | line 19
              20 19 | line 20
            +    20 | line 21
            """)

        // Five unchanged lines apart: with three lines of context (up to six between), one hunk.
        let merged = try #require(throws: CellKitTestingError.self) {
            try GoldenFile(named: "long.txt", in: directory, contextLines: 3)
                .checkMatches(actual.joined(separator: "\n"), record: false)
        }
        #expect(merged.description.components(separatedBy: "\n@@ ").count == 3, "two hunks: lines 1-5 and 12-20")
        #expect(merged.description.contains("\n@@ -12,9 +12,9 @@\n"))
    }

    @Test("An empty golden file diffs as all additions")
    func emptyGolden() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        try Data().write(to: directory.appendingPathComponent("empty.txt"))
        let error = try #require(throws: CellKitTestingError.self) {
            try GoldenFile(named: "empty.txt", in: directory).checkMatches("a\nb", record: false)
        }
        guard case .goldenFileMismatch(_, let diff) = error else {
            Issue.record("expected a mismatch, got \(error)")
            return
        }
        #expect(diff.hasSuffix("@@ -0,0 +1,2 @@\n+   1 | a\n+   2 | b"))
        #expect(diff.hasPrefix("2 lines added (- expected"))
    }

    @Test("A missing golden file names the file and how to record it")
    func missing() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let error = try #require(throws: CellKitTestingError.self) {
            try GoldenFile(named: "nope/absent.txt", in: directory).checkMatches("x", record: false)
        }
        let path = directory.appendingPathComponent("nope/absent.txt").path
        #expect(error == .goldenFileMissing(path: path))
        #expect(error.description == """
            The golden file \(path) does not exist. Record it by running the tests with CELLKIT_RECORD_FIXTURES=1 \
            (for example `CELLKIT_RECORD_FIXTURES=1 swift test`), then review and commit it.
            """)
    }

    @Test("A golden file that is not UTF-8 names the file, the first bad byte and how to record it")
    func notUTF8() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        try Data([0x61, 0xC3, 0xA9, 0x0A, 0xFF, 0x62]).write(to: directory.appendingPathComponent("binary.txt"))
        let error = try #require(throws: CellKitTestingError.self) {
            try GoldenFile(named: "binary.txt", in: directory).checkMatches("aé\nb", record: false)
        }
        let path = directory.appendingPathComponent("binary.txt").path
        #expect(error == .goldenFileNotUTF8(path: path, byteOffset: 4))
        #expect(error.description == """
            The golden file \(path) is not valid UTF-8 text (the first invalid byte is at offset 4). Delete it and \
            record it again with CELLKIT_RECORD_FIXTURES=1.
            """)
    }

    @Test("A malformed JSON golden file, or actual text that is not JSON, is named as such")
    func malformedJSON() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let golden = GoldenFile(named: "broken.json", in: directory)
        #expect(golden.format == .json)
        try golden.write("{ \"entries\" : [ }")

        // Both findings: the file is not JSON, and it differs from the text.
        let error = try #require(throws: CellKitTestingError.self) { try golden.checkMatches("{}", record: false) }
        guard case .mismatches(let findings) = error, findings.count == 2,
            case .goldenFileNotJSON(let path, let reason) = findings[0], case .goldenFileMismatch = findings[1]
        else {
            Issue.record("expected invalid JSON and a mismatch, got \(error)")
            return
        }
        #expect(path == directory.appendingPathComponent("broken.json").path)
        #expect(!reason.isEmpty)
        #expect(error.description.hasPrefix("2 mismatches:\n1. The golden file \(path) is not valid JSON ("))
        #expect(findings[0].description.hasSuffix(
            "). Fix it by hand, or delete it and record it again with CELLKIT_RECORD_FIXTURES=1."))
        #expect(error.description.contains(
            ". Fix it by hand, or delete it and record it again with CELLKIT_RECORD_FIXTURES=1.\n2. The golden file \(path) "
                + "does not match the actual text."))

        let notJSON = try #require(throws: CellKitTestingError.self) { try golden.checkMatches("registry:", record: true) }
        guard case .actualTextNotJSON = notJSON else {
            Issue.record("expected actual text that is not JSON, got \(notJSON)")
            return
        }
        #expect(try golden.read() == "{ \"entries\" : [ }\n", "text that is not JSON is never recorded")
        // The same text in a text golden file is fine.
        #expect(GoldenFile(named: "broken.json", in: directory, format: .text).format == .text)
    }

    @Test("Recording writes the file, creating its directory, and the next comparison passes")
    func recording() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let golden = GoldenFile(named: "new/dir/ids.json", in: directory)
        let json = try AccessibilityFixture(sections: sampleSections(), in: .collection).json
        #expect(try golden.checkMatches(json, record: true) == .recorded)
        #expect(try golden.read() == json)
        #expect(try golden.checkMatches(json, record: false) == .matched)

        try golden.write("{}")
        #expect(try golden.checkMatches(json, record: true) == .recorded, "recording replaces a stale file")
        #expect(try golden.checkMatches(json, record: false) == .matched)
    }

    @Test("CELLKIT_RECORD_FIXTURES=1 switches checkMatches to recording")
    func recordingFromTheEnvironment() async {
        // In a child process, so setting the variable cannot turn other tests into recordings.
        await #expect(processExitsWith: .success) {
            setenv("CELLKIT_RECORD_FIXTURES", "1", 1)
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent("CellKitTestingTests-env-\(UUID().uuidString)/golden.txt")
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            guard GoldenFile.recordingRequested,
                (try? GoldenFile(url: url).checkMatches("recorded")) == .recorded,
                (try? String(contentsOf: url, encoding: .utf8)) == "recorded\n"
            else { exit(1) }
        }
        #expect(GoldenFile.recordVariable == "CELLKIT_RECORD_FIXTURES")
    }

    @Test("The fixtures directory is found from #filePath; without a package above, the error says so")
    func fixturesDirectory() throws {
        let fixtures = try GoldenFile.fixturesDirectory()
        #expect(fixtures.lastPathComponent == "Fixtures")
        #expect(FileManager.default.fileExists(atPath: fixtures.deletingLastPathComponent().appendingPathComponent("Package.swift").path))
        #expect(try ownFixtures() == fixtures.appendingPathComponent("CellKitTesting", isDirectory: true))

        let error = try #require(throws: CellKitTestingError.self) {
            try GoldenFile.fixturesDirectory(filePath: "/nonexistent/Tests/SomeTests.swift")
        }
        #expect(error == .packageRootNotFound(searchedFrom: "/nonexistent/Tests"))
        #expect(error.description.contains("Pass the fixtures directory to GoldenFile(named:in:) yourself."))
    }
}
