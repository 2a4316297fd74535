import CellKitTesting
import CellKitTestSupport
import Foundation
import Testing

/// The issues a known-issue block matched, in the order they were recorded.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [Issue] = []

    /// Keeps `issue` and matches it.
    func keep(_ issue: Issue) -> Bool {
        lock.withLock { issues.append(issue) }
        return true
    }

    /// Each issue's comments, joined.
    var comments: [String] { lock.withLock { issues.map { $0.comments.map(\.rawValue).joined(separator: "\n") } } }

    /// Each issue's file and line.
    var places: [String] {
        lock.withLock { issues.map { "\($0.sourceLocation?.fileID ?? "?"):\($0.sourceLocation?.line ?? 0)" } }
    }
}

/// `#fileID:line`, as ``IssueLog/places`` writes a place.
func place(_ line: Int, fileID: String = #fileID) -> String { "\(fileID):\(line)" }

/// The unregistered-model issue for one type, as CellKitTestingError words it.
func unregisteredIssue(_ type: String, at where_: String) -> String {
    "1 model type in the data set is not registered, so showing the data would stop the program: "
        + "\(type) (first at \(where_)) is not registered; call tableView.register(\(type).self). "
        + "Register it before the list shows the data."
}

let userCellConflict = """
    1 registration conflict: UserCellModel shows in UserTableViewCell, but tableView has \
    OtherTableViewCell registered as the cell for its reuse identifier "UserCellModel", \
    so UserCellModel would be handed OtherTableViewCell views it cannot set up. Remove the \
    register(_:forCellReuseIdentifier:) call that registers OtherTableViewCell under that identifier, or \
    give OtherTableViewCell its own reuse identifier.
    """

/// A helper of the kind a test suite writes: its caller's line is where the issues go.
@MainActor
@discardableResult
func expectEverythingRegistered(
    _ tableView: UITableView, _ sections: [Section], sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    tableView.assertRegistered(sections, sourceLocation: sourceLocation)
}

@MainActor
@Suite("The assert… functions record one issue per mismatch at the caller's line and go on")
struct RecordingAssertionTests {
    @Test("Two unregistered model types: two issues at the assertion's line, and the test goes on")
    func unregisteredTypes() {
        let tableView = makeTable()
        tableView.register(UserCellModel.self)
        let sections = [
            Section(items: [UserCellModel(name: "Ada"), BannerCellModel(message: "hi")]),
            Section(header: TitleHeaderModel(title: "Later"), items: [UserCellModel(name: "Bo")]),
        ]
        let log = IssueLog()
        var line = 0
        var passed: Bool?
        var wentOn = false
        withKnownIssue {
            line = #line + 1
            passed = tableView.assertRegistered(sections)
            wentOn = true
        } matching: { log.keep($0) }
        #expect(passed == false)
        #expect(wentOn)
        #expect(log.comments == [
            unregisteredIssue("BannerCellModel", at: "row 1 of section 0"),
            unregisteredIssue("TitleHeaderModel", at: "the header of section 1"),
        ])
        #expect(log.places == [place(line), place(line)])

        // The throwing form lists both in one error, as it always did.
        let error = #expect(throws: CellKitTestingError.self) { try tableView.checkRegistered(sections) }
        guard case .unregisteredModels(let models)? = error else {
            Issue.record("expected unregisteredModels, got \(String(describing: error))")
            return
        }
        #expect(models.map(\.modelType) == ["BannerCellModel", "TitleHeaderModel"])
    }

    @Test("A helper that passes its sourceLocation on gets the issues at its caller's line")
    func forwardedSourceLocation() {
        let tableView = makeTable()
        let log = IssueLog()
        var line = 0
        withKnownIssue {
            line = #line + 1
            expectEverythingRegistered(tableView, [Section(items: [BannerCellModel(message: "hi")])])
        } matching: { log.keep($0) }
        #expect(log.comments == [unregisteredIssue("BannerCellModel", at: "row 0 of section 0")])
        #expect(log.places == [place(line)])
        #expect(expectEverythingRegistered(tableView, []), "an empty data set is registered")
    }

    @Test("A wrong view class and a replaced registration: two issues, and check… throws both")
    func wrongClassAndConflict() {
        let tableView = makeTable()
        tableView.register(UserCellModel.self)
        tableView.register(OtherTableViewCell.self, forCellReuseIdentifier: UserCellModel.uniqueIdentifier)
        let wrongClass = """
            UserCellModel shows in UserTableViewCell, not in BannerTableViewCell as the test expects. Change the view \
            type UserCellModel's setup takes to BannerTableViewCell, or expect UserTableViewCell.
            """
        let log = IssueLog()
        var line = 0
        withKnownIssue {
            line = #line + 1
            tableView.assertRegistration(of: UserCellModel.self, showsIn: BannerTableViewCell.self)
        } matching: { log.keep($0) }
        #expect(log.comments == [wrongClass, userCellConflict])
        #expect(log.places == [place(line), place(line)])

        let error = #expect(throws: CellKitTestingError.self) {
            try tableView.checkRegistration(of: UserCellModel.self, showsIn: BannerTableViewCell.self)
        }
        #expect(error?.description == "2 mismatches:\n1. \(wrongClass)\n2. \(userCellConflict)")
    }

    @Test("Two conflicts: one issue each, at the assertion's line")
    func twoConflicts() {
        let tableView = makeTable()
        tableView.register(UserCellModel.self, TitleHeaderModel.self)
        tableView.register(OtherTableViewCell.self, forCellReuseIdentifier: UserCellModel.uniqueIdentifier)
        tableView.register(OtherHeaderView.self, forHeaderFooterViewReuseIdentifier: TitleHeaderModel.uniqueIdentifier)
        #expect(!tableView.registryDump().conflicts.isEmpty)
        let log = IssueLog()
        var line = 0
        var passed: Bool?
        withKnownIssue {
            line = #line + 1
            passed = tableView.assertNoRegistrationConflicts()
        } matching: { log.keep($0) }
        #expect(passed == false)
        #expect(log.comments.count == 2)
        #expect(log.comments.first == userCellConflict)
        #expect(log.comments.last?.hasPrefix(
            "1 registration conflict: TitleHeaderModel shows in TitleHeaderView, but tableView has OtherHeaderView "
                + "registered as the header/footer view") == true)
        #expect(log.places == [place(line), place(line)])
    }

    @Test("Two registries that differ: one issue naming the difference")
    func registriesDiffer() {
        let table = makeTable()
        table.register(UserCellModel.self)
        let other = makeTable()
        other.register(UserCellModel.self, BannerCellModel.self)
        let log = IssueLog()
        var line = 0
        withKnownIssue {
            line = #line + 1
            table.registry.assertSameRegistrations(as: other.registry)
        } matching: { log.keep($0) }
        #expect(log.comments == [
            "The two registries differ: only the second registers cell BannerCellModel -> BannerTableViewCell "
                + "(BannerCellModel). Register the same model types, with the same view classes, with both lists."
        ])
        #expect(log.places == [place(line)])
        #expect(other.registry.assertRegistration(of: BannerCellModel.self, showsIn: BannerTableViewCell.self))
    }

    @Test("A golden file that is not JSON and differs: two issues, no outcome, and the test goes on")
    func goldenFileFindings() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let golden = GoldenFile(named: "broken.json", in: directory)
        try golden.write("[1,")
        let path = golden.url.path

        let log = IssueLog()
        var line = 0
        var outcome: GoldenFile.Outcome? = .matched
        var wentOn = false
        withKnownIssue {
            line = #line + 1
            outcome = golden.assertMatches("[1]", record: false)
            wentOn = true
        } matching: { log.keep($0) }
        #expect(outcome == nil)
        #expect(wentOn)
        #expect(log.places == [place(line), place(line)])
        #expect(log.comments.count == 2)
        #expect(log.comments.first?.hasPrefix("The golden file \(path) is not valid JSON (") == true)
        #expect(log.comments.last == """
            The golden file \(path) does not match the actual text. If the change is intended, record it with \
            CELLKIT_RECORD_FIXTURES=1 and review the file's diff before committing.
            1 line removed and 1 line added (- expected, from the file; + actual); line numbers are the file's, then the actual text's:
            @@ -1,1 +1,1 @@
            - 1   | [1,
            +   1 | [1]
            """)

        // Recorded, then matched: no issue, and the outcome says which.
        #expect(golden.assertMatches("[1]", record: true) == .recorded)
        #expect(golden.assertMatches("[1]", record: false) == .matched)
    }

    @Test("A missing golden file: one issue naming it, and nil")
    func missingGoldenFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        let golden = GoldenFile(named: "absent.txt", in: directory)
        let log = IssueLog()
        var line = 0
        var outcome: GoldenFile.Outcome? = .matched
        withKnownIssue {
            line = #line + 1
            outcome = golden.assertMatches("x", record: false)
        } matching: { log.keep($0) }
        #expect(outcome == nil)
        #expect(log.comments == [CellKitTestingError.goldenFileMissing(path: golden.url.path).description])
        #expect(log.places == [place(line)])
    }
}
