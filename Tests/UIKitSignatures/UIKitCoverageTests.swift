import CellKitTesting
import Foundation
import Testing

/// The UIKit coverage table, Fixtures/uikit-coverage.md, built from what the compiler measured:
/// the member lists (Fixtures/UIKitMembers/*.md), the signature checks that compile
/// (Checks/*.swift, one `// check:` comment per member), missing.txt and out-of-scope.txt.
struct UIKitCoverageTests {
    @Test func coverageTableMatchesGoldenFile() throws {
        let coverage = try UIKitCoverage.load()
        try GoldenFile(named: "uikit-coverage.md", in: GoldenFile.fixturesDirectory())
            .assertMatches(coverage.markdown())
    }

    @Test func everyListedMemberIsMeasuredOnce() throws {
        let coverage = try UIKitCoverage.load()
        let listed = Set(coverage.members)
        #expect(listed.count == coverage.members.count, "a member is listed twice under one type")
        for member in coverage.implemented where !listed.contains(member) {
            Issue.record("Checks/\(member.group).swift checks a member that is not in the lists: \(member)")
        }
        for member in coverage.missing.keys where !listed.contains(member) {
            Issue.record("missing.txt names a member that is not in the lists: \(member)")
        }
        for member in coverage.outOfScope.keys where !listed.contains(member) {
            Issue.record("out-of-scope.txt names a member that is not in the lists: \(member)")
        }
        let implemented = Set(coverage.implemented)
        for member in coverage.members {
            let places = [
                implemented.contains(member) ? "Checks" : nil,
                coverage.missing[member] != nil ? "missing.txt" : nil,
                coverage.outOfScope[member] != nil ? "out-of-scope.txt" : nil,
            ].compactMap { $0 }
            if places.count != 1 {
                let where_ = places.isEmpty ? "none of Checks, missing.txt, out-of-scope.txt" : places.joined(separator: " and ")
                Issue.record(
                    "\(member) is in \(where_); re-measure with python3 Tests/UIKitSignatures/generate.py --measure")
            }
        }
    }
}

/// One counted line of the UIKit member lists.
struct UIKitMember: Hashable, CustomStringConvertible {
    var group: String
    /// The heading the line is under, without its remark: `UIColor — fixed colours` is `UIColor`.
    var type: String
    /// The line after `- `, exactly.
    var declaration: String

    var description: String { "\(group) | \(type) | \(declaration)" }
}

/// The measured coverage: list members and where each one stands.
struct UIKitCoverage {
    static let groups = [
        "tables", "collections", "diffable", "configurations", "viewcontrollers", "views", "autolayout", "compositional",
    ]
    static let separator = " | "

    var members: [UIKitMember] = []
    var implemented: [UIKitMember] = []
    var missing: [UIKitMember: String] = [:]
    var outOfScope: [UIKitMember: String] = [:]

    static func load(filePath: StaticString = #filePath) throws -> UIKitCoverage {
        let here = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        let lists = here.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/UIKitMembers")
        var coverage = UIKitCoverage()
        for group in groups {
            coverage.members += try parseList(
                text(of: lists.appendingPathComponent("\(group).md")), group: group)
            coverage.implemented += try parseChecks(text(of: here.appendingPathComponent("Checks/\(group).swift")))
        }
        coverage.missing = try parseKeyed(text(of: here.appendingPathComponent("missing.txt")))
        coverage.outOfScope = try parseKeyed(text(of: here.appendingPathComponent("out-of-scope.txt")))
        return coverage
    }

    static func text(of url: URL) throws -> String {
        try String(decoding: Data(contentsOf: url), as: UTF8.self)
    }

    /// `## Type` headings and their `- ` lines, up to the `## Deferred` section.
    static func parseList(_ text: String, group: String) -> [UIKitMember] {
        var members: [UIKitMember] = []
        var type: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                if line.dropFirst(3).hasPrefix("Deferred") { break }
                type = headingType(String(line.dropFirst(3)))
            } else if line.hasPrefix("- "), let type {
                members.append(UIKitMember(
                    group: group, type: type,
                    declaration: line.dropFirst(2).trimmingCharacters(in: .whitespaces)))
            }
        }
        return members
    }

    static func headingType(_ heading: String) -> String {
        let name = heading.components(separatedBy: " — ")[0].components(separatedBy: " (")[0]
        return name.trimmingCharacters(in: .whitespaces)
    }

    /// The members named by `// check: group | type | declaration` comments.
    static func parseChecks(_ text: String) -> [UIKitMember] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("// check: ") else { return nil }
            return member(from: String(trimmed.dropFirst("// check: ".count)))?.member
        }
    }

    /// `group | type | declaration | text` lines; `#` lines are comments.
    static func parseKeyed(_ text: String) -> [UIKitMember: String] {
        var entries: [UIKitMember: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            if let (member, rest) = member(from: String(line)) { entries[member] = rest }
        }
        return entries
    }

    static func member(from line: String) -> (member: UIKitMember, rest: String)? {
        let parts = line.components(separatedBy: separator)
        guard parts.count >= 3 else { return nil }
        let member = UIKitMember(group: parts[0], type: parts[1], declaration: parts[2])
        return (member, parts.dropFirst(3).joined(separator: separator))
    }

    // MARK: Rendering

    struct Counts {
        var members = 0, implemented = 0, outOfScope = 0, missing = 0

        mutating func add(_ status: Status) {
            members += 1
            switch status {
            case .implemented: implemented += 1
            case .outOfScope: outOfScope += 1
            case .missing, .unmeasured: missing += 1
            }
        }

        /// `| members | implemented | % | out of scope | missing |` cells.
        var cells: String {
            let tenths = members == 0 ? 0 : (implemented * 1000 + members / 2) / members
            return "\(members) | \(implemented) | \(tenths / 10).\(tenths % 10)% | \(outOfScope) | \(missing)"
        }
    }

    enum Status {
        case implemented, outOfScope(String), missing(String), unmeasured
    }

    func status(of member: UIKitMember, implemented: Set<UIKitMember>) -> Status {
        if implemented.contains(member) { return .implemented }
        if let reason = outOfScope[member] { return .outOfScope(reason) }
        if let error = missing[member] { return .missing(error) }
        return .unmeasured
    }

    static func code(_ text: String) -> String {
        text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }

    func markdown() -> String {
        let implementedSet = Set(implemented)
        let header = "| members | implemented with UIKit's signature | % | out of scope | missing |"
        let rule = "| --- | ---: | ---: | ---: | ---: | ---: |"
        var total = Counts()
        var summary: [String] = []
        var sections: [String] = []
        for group in Self.groups {
            let groupMembers = members.filter { $0.group == group }
            var groupCounts = Counts()
            var types: [String] = []
            var typeCounts: [String: Counts] = [:]
            var notImplemented: [String] = []
            for member in groupMembers {
                let status = status(of: member, implemented: implementedSet)
                if typeCounts[member.type] == nil { types.append(member.type) }
                typeCounts[member.type, default: Counts()].add(status)
                groupCounts.add(status)
                total.add(status)
                let name = "\(Self.code(member.type)) \(Self.code(member.declaration))"
                switch status {
                case .implemented: break
                case .outOfScope(let reason): notImplemented.append("- \(name): out of scope: \(reason)")
                case .missing(let error): notImplemented.append("- \(name): missing: \(error)")
                case .unmeasured: notImplemented.append("- \(name): not measured yet")
                }
            }
            summary.append("| \(group) | \(groupCounts.cells) |")
            var section = ["## \(group)", "", "| UIKit type \(header)", rule]
            section += types.map { "| \(Self.code($0)) | \(typeCounts[$0]!.cells) |" }
            if !notImplemented.isEmpty {
                section += ["", "Not implemented (first compiler diagnostic, or why it is out of scope):", ""]
                section += notImplemented
            }
            sections.append(section.joined(separator: "\n"))
        }
        let intro = """
            # UIKit coverage

            Measured by the compiler: each UIKit member listed in Fixtures/UIKitMembers has a
            compile-time check of its UIKit signature in Tests/UIKitSignatures/Checks (generated by
            Tests/UIKitSignatures/generate.py); a member counts as implemented when its check
            compiles against HeadlessUIKit. Missing members carry the first compiler diagnostic of
            their check (Tests/UIKitSignatures/missing.txt); members left out on purpose are in
            Tests/UIKitSignatures/out-of-scope.txt with the reason. Do not edit this file:
            re-measure with `python3 Tests/UIKitSignatures/generate.py --measure`, then record it with
            `CELLKIT_RECORD_FIXTURES=1 swift test --filter UIKitCoverageTests`.

            ## Summary

            | group \(header)
            \(rule)
            """
        let totalRow = "| **total** | \(total.cells) |"
        return ([intro] + summary + [totalRow, ""] + sections.map { $0 + "\n" })
            .joined(separator: "\n")
    }
}
