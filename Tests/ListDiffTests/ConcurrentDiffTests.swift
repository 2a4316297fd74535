import CellKitTestSupport
import ListDiff
import Testing

/// What a staged changeset says, as plain values, to compare two computations of it.
private struct StagesSummary: Equatable, Sendable {
    var data: [[Section]] = []
    var sections: [[Int]] = []
    var elements: [[ElementPath]] = []
    var moves: [[Move<ElementPath>]] = []

    init(_ stages: Stages) {
        for stage in stages {
            data.append(stage.data)
            sections.append(stage.sectionDeleted + [-1] + stage.sectionInserted + [-1] + stage.sectionUpdated)
            elements.append(stage.elementDeleted + stage.elementInserted + stage.elementUpdated)
            moves.append(stage.elementMoved)
        }
    }
}

/// The diff off the main actor (issue 16): its values are `Sendable`, so a diff can be computed in
/// a background task and handed to the main actor, and many diffs can run at once.
@Suite("Diffs off the main actor")
struct ConcurrentDiffTests {
    /// 64 random cases of up to 2,000 elements, from fixed seeds.
    private static let cases: [(source: [Section], target: [Section])] = (0..<64).map { seed in
        var generator = CaseGenerator(seed: 9_000 + UInt64(seed), maxElements: 2_000)
        return generator.makeCase(maxElements: 2_000)
    }

    @Test("Diffs computed by many tasks at once equal the same diffs computed one after another, and replay to their targets")
    func manyTasksAtOnce() async {
        let serial = Self.cases.map { StagesSummary(Stages(source: $0.source, target: $0.target)) }
        // Every case four times over, all at once on the global executor.
        let concurrent = await withTaskGroup(of: (Int, StagesSummary, Bool).self) { group in
            for round in 0..<4 {
                for (index, pair) in Self.cases.enumerated() {
                    group.addTask {
                        let stages = Stages(source: pair.source, target: pair.target)
                        return (index + round * Self.cases.count, StagesSummary(stages), stages.last?.data ?? pair.source == pair.target)
                    }
                }
            }
            var results: [(Int, StagesSummary, Bool)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(concurrent.count == 4 * Self.cases.count)
        for (slot, summary, reachesTarget) in concurrent {
            let index = slot % Self.cases.count
            #expect(summary == serial[index], "case \(index) differs when computed concurrently")
            #expect(reachesTarget, "case \(index): the last stage's data is not the target")
        }
    }

    @Test("A diff computed in a background task is handed to the main actor intact")
    func backgroundThenMainActor() async {
        let pair = Self.cases[3]
        let stages = await Task.detached { Stages(source: pair.source, target: pair.target) }.value
        let received = await MainActor.run { StagesSummary(stages) }
        #expect(received == StagesSummary(Stages(source: pair.source, target: pair.target)))
        #expect(!stages.isEmpty)
    }
}
