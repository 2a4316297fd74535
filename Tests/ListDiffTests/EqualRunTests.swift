import CellKitTestSupport
import ListDiff
import Testing

/// An element that answers the diff's common runs itself (`_equalRun(of:and:backward:)`), the
/// way the adapters' models do: a run holds pairs of one `kind` (a model type), at most three
/// per answer, so that the diff asks again, and compares on its own the pair where a run of
/// one kind ends. It answers runs (`_answersEqualRuns`), so that the diff also asks it between
/// the common runs, after an element matched next to its predecessor's match.
struct RunKeyed: Differentiable, Sendable {
    static var _answersEqualRuns: Bool { true }

    var id: Int
    var content: Int
    var kind: Int
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: RunKeyed) -> Bool { content == source.content }

    static func _equalRun(
        of target: UnsafeBufferPointer<RunKeyed>, and source: UnsafeBufferPointer<RunKeyed>, backward: Bool
    ) -> Int {
        let count = min(target.count, source.count, 3)
        guard count > 0 else { return 0 }
        let kind = target[backward ? target.count - 1 : 0].kind
        var run = 0
        while run < count {
            let element = target[backward ? target.count - 1 - run : run]
            let other = source[backward ? source.count - 1 - run : run]
            guard element.kind == kind, other.kind == kind, element.id == other.id, element.content == other.content
            else { break }
            run += 1
        }
        return run
    }
}

@Suite("Common runs answered by the element type")
struct EqualRunTests {
    /// The diff of `source` to `target` (identifier, content, kind), as summaries, once with
    /// the runs answered by ``RunKeyed`` and once element by element (``Keyed``).
    func bothDiffs(_ source: [[(Int, Int, Int)]], _ target: [[(Int, Int, Int)]]) -> (runs: [String], elements: [String]) {
        func sections<Element>(_ data: [[(Int, Int, Int)]], _ make: (Int, Int, Int) -> Element) -> [ArraySection<Keyed<Int>, Element>] {
            data.enumerated().map { ArraySection(model: Keyed(id: $0.offset, content: 0), elements: $0.element.map(make)) }
        }
        func summaries<Element>(_ staged: StagedChangeset<Keyed<Int>, Element>, _ describe: (Element) -> String) -> [String] {
            staged.map { stage in
                let data = stage.data.map { $0.elements.map(describe) }
                return "\(stage.elementDeleted) \(stage.elementInserted) \(stage.elementMoved) \(stage.elementUpdated) \(data)"
            }
        }
        let runs = StagedChangeset(
            source: sections(source) { RunKeyed(id: $0, content: $1, kind: $2) },
            target: sections(target) { RunKeyed(id: $0, content: $1, kind: $2) })
        let elements = StagedChangeset(
            source: sections(source) { id, content, _ in Keyed(id: id, content: content) },
            target: sections(target) { id, content, _ in Keyed(id: id, content: content) })
        return (summaries(runs) { "\($0.id)'\($0.content)" }, summaries(elements) { "\($0.id)'\($0.content)" })
    }

    @Test("rows changed in long runs, at the start and at the end, are updated as element by element")
    func changedInRuns() {
        let source = [(0..<40).map { ($0, 0, $0 / 10) }]
        var target = source
        for index in [0, 5, 20, 39] { target[0][index].1 = 1 }  // identities equal, content changed
        target[0].insert((100, 0, 0), at: 22)  // an insertion between the runs
        let (runs, elements) = bothDiffs(source, target)
        #expect(runs == elements)
        let staged = StagedChangeset(
            source: [ArraySection(model: Keyed(id: 0, content: 0), elements: source[0].map { RunKeyed(id: $0.0, content: $0.1, kind: $0.2) })],
            target: [ArraySection(model: Keyed(id: 0, content: 0), elements: target[0].map { RunKeyed(id: $0.0, content: $0.1, kind: $0.2) })])
        #expect(staged.reduce(0) { $0 + $1.elementUpdated.count } == 4)
        #expect(staged.reduce(0) { $0 + $1.elementInserted.count } == 1)
        #expect(staged.reduce(0) { $0 + $1.elementMoved.count + $1.elementDeleted.count } == 0)
    }

    @Test("random edits to runs of kinds in two sections give element by element's changesets (200 cases)")
    func randomEdits() {
        var rng = SeededGenerator(seed: 17)
        for _ in 0..<200 {
            var fresh = 1000
            let source = (0..<2).map { section in
                var kind = 0
                return (0..<rng.int(0...30)).map { index -> (Int, Int, Int) in
                    if rng.chance(0.2) { kind += 1 }
                    return (section * 100 + index, 0, kind)
                }
            }
            var target = source
            for section in target.indices {
                for _ in 0..<rng.int(0...4) where !target[section].isEmpty {
                    let index = rng.int(0..<target[section].count)
                    switch rng.int(0..<4) {
                    case 0: target[section][index].1 += 1  // content changed
                    case 1: target[section][index].2 += 1  // another kind, same identity and content
                    case 2: target[section].remove(at: index)
                    default:
                        fresh += 1
                        target[section].insert((fresh, 0, 0), at: index)
                    }
                }
            }
            if rng.chance(0.2) { target.reverse() }
            let (runs, elements) = bothDiffs(source, target)
            #expect(runs == elements, "\(source) -> \(target)")
        }
    }

    @Test("random edits and moves among duplicate identifiers give element by element's changesets (300 cases)")
    func randomDuplicates() {
        // Runs of equal pairs at both ends of sections whose identifiers repeat, and moved
        // elements between them.
        var rng = SeededGenerator(seed: 29)
        for _ in 0..<300 {
            let source = (0..<2).map { _ in
                (0..<rng.int(0...30)).map { _ in (rng.int(0..<6), rng.int(0..<2), rng.int(0..<2)) }
            }
            var target = source
            for section in target.indices {
                for _ in 0..<rng.int(0...6) where !target[section].isEmpty {
                    let index = rng.int(0..<target[section].count)
                    switch rng.int(0..<4) {
                    case 0: target[section][index].1 += 1  // content changed
                    case 1: target[section].remove(at: index)
                    case 2:
                        let moved = target[section].remove(at: index)
                        target[section].insert(moved, at: rng.int(0...target[section].count))
                    default: target[section].insert((rng.int(0..<6), 0, rng.int(0..<2)), at: index)
                    }
                }
            }
            let (runs, elements) = bothDiffs(source, target)
            #expect(runs == elements, "\(source) -> \(target)")
        }
    }

    @Test("a long run between a deletion and an insertion, a content change inside it, is matched as element by element")
    func longRunInMiddle() {
        let source = [(0..<60).map { ($0, 0, 0) }]
        var target = source
        target[0].remove(at: 20)
        target[0][35].1 = 1  // a content change inside the run between the deletion and the insertion
        target[0].insert((100, 0, 0), at: 45)
        let (runs, elements) = bothDiffs(source, target)
        #expect(runs == elements)
    }

    @Test("runs between the common runs stop at an entry the table would not hand out first (a repeated identifier)")
    func middleRunStopsAtLaterOccurrence() {
        // Identifier 40 at 25 and at 40. The target drops 20 (so the middle starts there) and
        // the first 40, and inserts at 50: the second 40 lies in place in the run, but the table
        // hands out the first occurrence, so element by element matches it with the first
        // one (a move), which a run taking pairs in place would miss.
        var source = [(0..<60).map { ($0, 0, 0) }]
        source[0][25].0 = 40
        var target = source
        target[0].insert((100, 0, 0), at: 50)
        target[0].remove(at: 25)
        target[0].remove(at: 20)
        let (runs, elements) = bothDiffs(source, target)
        #expect(runs == elements)
        // And a change of content inside that run, and a second change past the repeated one.
        target[0][30].1 = 1
        target[0][44].1 = 1
        let (changedRuns, changedElements) = bothDiffs(source, target)
        #expect(changedRuns == changedElements)
        #expect(changedElements.joined().contains(" -> "), "the repeated identifier moves")
    }

    @Test("long runs between a deletion and an insertion, in kinds, content changed inside, in two sections")
    func middleRunsInKinds() {
        var source = (0..<2).map { section in (0..<80).map { (section * 100 + $0, 0, $0 / 7) } }
        var target = source
        for section in 0..<2 {
            target[section].remove(at: 10 + section)
            target[section].insert((1000 + section, 0, 0), at: 70)
            for index in [20, 27, 28, 41, 55] { target[section][index].1 = 1 }
        }
        let (runs, elements) = bothDiffs(source, target)
        #expect(runs == elements)
        // Moved back: the source's middle is one element behind the target's.
        swap(&source, &target)
        let (backRuns, backElements) = bothDiffs(source, target)
        #expect(backRuns == backElements)
    }
}
