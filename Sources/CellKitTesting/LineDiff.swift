/// A line diff between an expected and an actual text, rendered for humans: hunks with
/// unified-diff headers, `-` for expected lines, `+` for actual ones, both line numbers.
struct LineDiff {
    /// One line of the edit script, with its 0-based indices.
    enum Step: Equatable {
        case same(expected: Int, actual: Int)
        case removed(expected: Int)
        case added(actual: Int)

        var isChange: Bool { if case .same = self { false } else { true } }
    }

    let expected: [Substring]
    let actual: [Substring]
    /// The whole edit script, in order; removals before additions in a changed block.
    let steps: [Step]

    /// The shortest edit script from `expected` to `actual` (the standard library's Myers diff).
    ///
    /// - Complexity: O((*n* + *m*) · *d*) in the line counts and the number of differing lines.
    init(expected: [Substring], actual: [Substring]) {
        self.expected = expected
        self.actual = actual
        let difference = actual.difference(from: expected)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var steps: [Step] = []
        var e = 0
        var a = 0
        while e < expected.count || a < actual.count {
            if e < expected.count, removed.contains(e) {
                steps.append(.removed(expected: e))
                e += 1
            } else if a < actual.count, inserted.contains(a) {
                steps.append(.added(actual: a))
                a += 1
            } else {
                steps.append(.same(expected: e, actual: a))
                e += 1
                a += 1
            }
        }
        self.steps = steps
    }

    var removedCount: Int { steps.count { if case .removed = $0 { true } else { false } } }
    var addedCount: Int { steps.count { if case .added = $0 { true } else { false } } }

    /// The diff as text: a summary line, then each hunk with `contextLines` unchanged lines
    /// around its changes (hunks whose context would touch merge).
    ///
    /// - Complexity: O(*n* + *m*) in the line counts.
    func rendered(contextLines: Int) -> String {
        var counts: [String] = []
        let removed = removedCount
        let added = addedCount
        if removed > 0 { counts.append("\(removed) line\(removed == 1 ? "" : "s") removed") }
        if added > 0 { counts.append("\(added) line\(added == 1 ? "" : "s") added") }
        var output = [
            counts.joined(separator: " and ")
                + " (- expected, from the file; + actual); line numbers are the file's, then the actual text's:"
        ]
        let width = String(max(expected.count, actual.count, 1)).count
        func number(_ index: Int?) -> String {
            let text = index.map { String($0 + 1) } ?? ""
            return String(repeating: " ", count: width - text.count) + text
        }
        func shown(_ line: Substring) -> String {
            line.last == " " || line.last == "\t" ? line + "⏎" : String(line)
        }
        let positions = positionsBeforeSteps()
        for hunk in hunks(contextLines: contextLines) {
            let slice = steps[hunk]
            var expectedIndices: [Int] = []
            var actualIndices: [Int] = []
            for step in slice {
                switch step {
                case let .same(e, a):
                    expectedIndices.append(e)
                    actualIndices.append(a)
                case .removed(let e): expectedIndices.append(e)
                case .added(let a): actualIndices.append(a)
                }
            }
            let (expectedStart, actualStart) = positions[hunk.lowerBound]
            output.append(
                "@@ -\(range(expectedIndices, start: expectedStart)) +\(range(actualIndices, start: actualStart)) @@")
            for step in slice {
                switch step {
                case let .same(e, a): output.append("  \(number(e)) \(number(a)) | \(expected[e])")
                case .removed(let e): output.append("- \(number(e)) \(number(nil)) | \(shown(expected[e]))")
                case .added(let a): output.append("+ \(number(nil)) \(number(a)) | \(shown(actual[a]))")
                }
            }
        }
        return output.joined(separator: "\n")
    }

    /// A unified-diff range: `start,count` with a 1-based start, or the line before an empty range.
    private func range(_ indices: [Int], start: Int) -> String {
        guard let first = indices.first else { return "\(start),0" }
        return "\(first + 1),\(indices.count)"
    }

    /// How many expected and actual lines precede each step.
    private func positionsBeforeSteps() -> [(expected: Int, actual: Int)] {
        var positions: [(expected: Int, actual: Int)] = []
        positions.reserveCapacity(steps.count + 1)
        var e = 0
        var a = 0
        for step in steps {
            positions.append((e, a))
            switch step {
            case .same:
                e += 1
                a += 1
            case .removed: e += 1
            case .added: a += 1
            }
        }
        positions.append((e, a))
        return positions
    }

    /// The ranges of steps each hunk shows.
    private func hunks(contextLines: Int) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, step) in steps.enumerated() where step.isChange {
            let lower = max(0, index - contextLines)
            let upper = min(steps.count, index + contextLines + 1)
            if let last = hunks.last, lower <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                hunks.append(lower..<upper)
            }
        }
        return hunks
    }
}
