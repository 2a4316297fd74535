import ListDiff
import Testing

@Suite("UIKit's batch-update rules")
struct BatchUpdateRulesTests {
    /// The rules of `stage` against `before`.
    private func rules(_ stage: Changeset<Header, Item>, before: [Section]) throws -> BatchUpdateRules {
        try BatchUpdateRules(
            BatchUpdateRules.Changes(
                sectionDeleted: stage.sectionDeleted, sectionInserted: stage.sectionInserted,
                sectionReloaded: stage.sectionUpdated, sectionMoved: stage.sectionMoved,
                elementDeleted: stage.elementDeleted, elementInserted: stage.elementInserted,
                elementReloaded: stage.elementUpdated, elementMoved: stage.elementMoved),
            oldCounts: before.map(\.elements.count), newCounts: stage.data.map(\.elements.count),
            vocabulary: BatchUpdateRules.Vocabulary(element: "row", view: "table view") { $0.description })
    }

    @Test("newPath(for:) (bisection) agrees with the placement walk for every element of random stages")
    func mapAgreesWithWalk() throws {
        for seed in UInt64(40_000)..<40_300 {
            var generator = CaseGenerator(seed: seed, maxElements: 200)
            let (source, target) = generator.makeCase(maxElements: 200)
            var current = source
            for stage in StagedChangeset(source: source, target: target) {
                let rules = try rules(stage, before: current)
                var expected: [ElementPath: ElementPath] = [:]
                for section in stage.data.indices where rules.oldSection(for: section) != nil {
                    var origins = rules.origins(inSection: section)
                    var place = 0
                    while let origin = origins.next() {
                        if case .before(let source) = origin { expected[source] = path(section, place) }
                        place += 1
                    }
                    #expect(place == stage.data[section].elements.count, "seed \(seed)")
                }
                for (section, elements) in current.enumerated() {
                    for element in elements.elements.indices {
                        let old = path(section, element)
                        #expect(rules.newPath(for: old) == expected[old], "seed \(seed): \(old)")
                    }
                }
                current = stage.data
            }
        }
    }

    @Test("a section listed twice counts once, as in the engine's IndexSet")
    func repeatedSection() throws {
        let before = [section(0, [1]), section(1, [2])]
        let after = [section(1, [2])]
        #expect(try Changeset(data: after, sectionDeleted: [0, 0]).applying(to: before) == after)
    }

    @Test("a repeated element path counts each time, is placed once, and is refused when places do not add up")
    func repeatedElementPath() throws {
        let before = [section(0, [1, 2, 3])]
        // Two deletions recorded, one element gone: the count check (each recorded change) refuses it.
        #expect(throws: ChangesetReplayError.self) {
            try Changeset(data: [section(0, [1, 3])], elementDeleted: [path(0, 1), path(0, 1)]).applying(to: before)
        }
        // The counts add up, but the kept elements do not fill the places: refused with each path once.
        let error = #expect(throws: ChangesetReplayError.self) {
            try Changeset(data: [section(0, [1])], elementDeleted: [path(0, 1), path(0, 1)]).applying(to: before)
        }
        #expect(error?.description.contains("(0 inserted, 1 deleted)") == true)
        // Balanced repeats go through.
        let balanced = Changeset(
            data: [section(0, [9, 1, 3])], elementDeleted: [path(0, 1), path(0, 1)],
            elementInserted: [path(0, 0), path(0, 0)])
        #expect(try balanced.applying(to: before).map(\.elements.count) == [3])
    }
}
