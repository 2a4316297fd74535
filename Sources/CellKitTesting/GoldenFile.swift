import Foundation

/// A file holding the expected form of a string — a registry dump, an accessibility fixture, a
/// rendered screen — that a test compares with what the code produces now.
///
/// ```swift
/// import CellKitTesting
/// import Testing
///
/// @MainActor @Test func registry() throws {
///     let fixtures = try GoldenFile.fixturesDirectory("Settings")   // <package>/Fixtures/Settings
///     GoldenFile(named: "registry.txt", in: fixtures).assertMatches(tableView.registryDump().text)
/// }
/// ```
///
/// ## Recording
///
/// When the environment variable `CELLKIT_RECORD_FIXTURES` is `1`,
/// ``assertMatches(_:record:sourceLocation:)`` and ``checkMatches(_:record:)`` (re)write the file
/// with the actual text, creating its directory, and pass:
/// `CELLKIT_RECORD_FIXTURES=1 swift test`. Review the files' diff before committing them.
///
/// ## Comparison
///
/// The text is compared line by line after reading CRLF line endings as LF and ignoring one
/// final newline on either side (recorded files always end with one, and editors add one).
/// A golden file whose name ends in `.json` must hold valid JSON, and so must the actual text;
/// the comparison itself is textual, because the exports write JSON in one stable style.
///
/// ## Errors
///
/// Every problem is a ``CellKitTestingError`` that names the file and the fix: a missing file, a
/// file that is not UTF-8, a `.json` file (or actual text) that is not JSON, and a mismatch.
/// ``assertMatches(_:record:sourceLocation:)`` records each as a Swift Testing issue at the
/// caller's line and returns nil; ``checkMatches(_:record:)`` throws them (several in
/// ``CellKitTestingError/mismatches(_:)``: a `.json` file that is not JSON and differs from the
/// text). A mismatch's description is a sentence, a summary line, then the diff in hunks with
/// unified-diff headers; each line shows a marker (`-` expected, from the file; `+` actual; a
/// space for context), its line number in the file, its line number in the actual text, and the
/// line. For a stale registry dump:
///
/// ```text
/// The golden file /…/Fixtures/registry.txt does not match the actual text. If the change is intended, record it with CELLKIT_RECORD_FIXTURES=1 and review the file's diff before committing.
/// 1 line removed and 1 line added (- expected, from the file; + actual); line numbers are the file's, then the actual text's:
/// @@ -1,4 +1,4 @@
///   1 1 | # ViewModelRegistry: 3 model types
///   2 2 | cell           BannerCellModel -> BannerTableViewCell (reuse identifier "App.BannerCellModel")
/// - 3   | cell           UserCellModel -> OtherTableViewCell (reuse identifier "App.UserCellModel")
/// +   3 | cell           UserCellModel -> UserTableViewCell (reuse identifier "App.UserCellModel")
///   4 4 | supplementary  TitleHeaderModel -> TitleHeaderView (reuse identifier "App.TitleHeaderModel")
/// ```
///
/// Hunks show up to ``contextLines`` unchanged lines around each change; changes at most twice
/// that many unchanged lines apart share a hunk. A changed line that ends in spaces or tabs is
/// shown with `⏎` after its last character, so a difference in trailing whitespace is visible.
/// An empty side's range reads `0,0` (`@@ -0,0 +1,2 @@` for a file that was empty).
public struct GoldenFile: Hashable, Sendable {
    /// How a golden file's content is checked besides the comparison.
    public enum Format: Hashable, Sendable {
        /// Any UTF-8 text.
        case text
        /// UTF-8 text that must be valid JSON, on both sides.
        case json
    }

    /// Whether ``checkMatches(_:record:)`` or ``assertMatches(_:record:sourceLocation:)`` compared
    /// or recorded.
    public enum Outcome: Hashable, Sendable {
        /// The file existed and its lines equal the actual text's.
        case matched
        /// Recording was asked for, and the actual text was written to the file.
        case recorded

        /// ``recorded`` when the file was recorded, else ``matched``.
        init(recorded: Bool) { self = recorded ? .recorded : .matched }
    }

    /// The name of the environment variable that switches on recording.
    public static let recordVariable = "CELLKIT_RECORD_FIXTURES"

    /// Whether the environment asks to record golden files: `CELLKIT_RECORD_FIXTURES=1`.
    ///
    /// - Complexity: O(*e*) in the size of the environment.
    public static var recordingRequested: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// The file's location.
    public var url: URL
    /// How the content is checked besides the comparison: as any text, or as JSON on both sides.
    public var format: Format
    /// How many unchanged lines a mismatch's diff shows around each change.
    public var contextLines: Int

    /// The golden file `name` in `directory`; `name` may contain subdirectories. The format is
    /// ``Format/json`` when the name ends in `.json` and no format is given.
    ///
    /// - Complexity: O(1).
    public init(named name: String, in directory: URL, format: Format? = nil, contextLines: Int = 3) {
        self.init(url: directory.appendingPathComponent(name), format: format, contextLines: contextLines)
    }

    /// The golden file at `url`; see ``init(named:in:format:contextLines:)``.
    ///
    /// - Complexity: O(1).
    public init(url: URL, format: Format? = nil, contextLines: Int = 3) {
        self.url = url
        self.format = format ?? (url.pathExtension.lowercased() == "json" ? .json : .text)
        self.contextLines = max(0, contextLines)
    }

    /// The package's `Fixtures` directory (or `subdirectory` inside it): the first directory
    /// above `filePath` that holds a `Package.swift`, plus `Fixtures`. Pass nothing to use the
    /// calling test file's path.
    ///
    /// ```swift
    /// let fixtures = try GoldenFile.fixturesDirectory("CellKitTesting")
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/packageRootNotFound(searchedFrom:)``.
    /// - Complexity: O(*d*) file-system checks in the depth of `filePath`.
    public static func fixturesDirectory(
        _ subdirectory: String? = nil, filePath: StaticString = #filePath
    ) throws(CellKitTestingError) -> URL {
        let start = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        var directory = start
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                let fixtures = directory.appendingPathComponent("Fixtures", isDirectory: true)
                guard let subdirectory, !subdirectory.isEmpty else { return fixtures }
                return fixtures.appendingPathComponent(subdirectory, isDirectory: true)
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { throw .packageRootNotFound(searchedFrom: start.path) }
            directory = parent
        }
    }

    /// Compares `actual` with the file, or records it when `record` is true, and throws what
    /// is wrong. In a Swift Testing test, ``assertMatches(_:record:sourceLocation:)`` records the
    /// same findings as issues.
    ///
    /// ```swift
    /// try GoldenFile(named: "ids.json", in: fixtures).checkMatches(fixture.json)
    /// ```
    ///
    /// - Parameters:
    ///   - actual: The text the code produces now.
    ///   - record: Whether to (re)write the file instead of comparing; by default whether
    ///     `CELLKIT_RECORD_FIXTURES=1` is set.
    /// - Returns: Whether the file matched or was recorded.
    /// - Throws: ``CellKitTestingError`` naming the file: ``CellKitTestingError/goldenFileMissing(path:)``,
    ///   ``CellKitTestingError/goldenFileNotUTF8(path:byteOffset:)``,
    ///   ``CellKitTestingError/actualTextNotJSON(path:reason:)``, an unreadable or unwritable
    ///   file; else ``CellKitTestingError/goldenFileNotJSON(path:reason:)`` or
    ///   ``CellKitTestingError/goldenFileMismatch(path:diff:)``, or
    ///   ``CellKitTestingError/mismatches(_:)`` holding both.
    /// - Complexity: O((*n* + *m*) · *d*) in the numbers of lines and of differing lines.
    @discardableResult
    public func checkMatches(_ actual: String, record: Bool = GoldenFile.recordingRequested)
        throws(CellKitTestingError) -> Outcome
    {
        try mismatches(comparing: actual, record: record).throwIfAny()
        return Outcome(recorded: record)
    }

    /// What is wrong when comparing `actual` with the file, or recording it (nothing when it
    /// matched or was recorded). Text that is not JSON for a `.json` file is neither compared nor
    /// recorded, and a file that cannot be read is not compared; otherwise a file that is not
    /// JSON and a difference are both reported.
    ///
    /// - Complexity: O((*n* + *m*) · *d*) in the numbers of lines and of differing lines.
    func mismatches(comparing actual: String, record: Bool) -> Mismatches {
        let path = url.path
        if format == .json, let problem = StableJSON.problem(in: actual) {
            return Mismatches(.actualTextNotJSON(path: path, reason: problem))
        }
        let expected: String
        do throws(CellKitTestingError) {
            if record {
                try write(actual)
                return Mismatches()
            }
            expected = try read()
        } catch {
            return Mismatches(error)
        }
        var mismatches = Mismatches()
        if format == .json, let problem = StableJSON.problem(in: expected) {
            mismatches.add(.goldenFileNotJSON(path: path, reason: problem))
        }
        let expectedLines = Self.lines(of: expected)
        let actualLines = Self.lines(of: actual)
        if expectedLines != actualLines {
            mismatches.add(
                .goldenFileMismatch(
                    path: path,
                    diff: LineDiff(expected: expectedLines, actual: actualLines).rendered(contextLines: contextLines)))
        }
        return mismatches
    }

    /// The file's text.
    ///
    /// - Throws: a missing, unreadable or non-UTF-8 file's error.
    /// - Complexity: O(*n*) in the file's size.
    public func read() throws(CellKitTestingError) -> String {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else { throw .goldenFileMissing(path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .goldenFileUnreadable(path: path, reason: "\(error.localizedDescription)")
        }
        let validBytes = Self.firstInvalidUTF8Offset(in: data)
        guard validBytes == data.count else { throw .goldenFileNotUTF8(path: path, byteOffset: validBytes) }
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes `text` to the file, with a final newline, creating its directory.
    ///
    /// - Complexity: O(*n*) in the text's size.
    public func write(_ text: String) throws(CellKitTestingError) {
        let contents = text.hasSuffix("\n") ? text : text + "\n"
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url, options: .atomic)
        } catch {
            throw .goldenFileUnwritable(path: url.path, reason: "\(error.localizedDescription)")
        }
    }

    /// `text`'s lines, CRLF read as LF, without the empty line after a final newline.
    static func lines(of text: String) -> [Substring] {
        // "\r\n" is one Character, so it is a separator of its own.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The offset of the first byte where `data` stops being valid UTF-8; `data.count` when it
    /// is valid throughout.
    static func firstInvalidUTF8Offset(in data: Data) -> Int {
        var offset = 0
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            offset += UTF8.width(scalar)
        }
        return offset
    }
}
