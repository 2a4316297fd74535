import CellKitTestSupport
import ListDiff
import Testing

@Suite("Staged changeset examples")
struct StagedChangesetExampleTests {
    // MARK: Flat arrays

    @Test("equal inputs give no stage")
    func equalInputs() {
        #expect(StagedChangeset(source: items([1, 2, 3]), target: items([1, 2, 3])).isEmpty)
        #expect(StagedChangeset(source: [Item](), target: [Item]()).isEmpty)
        let sections = [section(0, [1, 2]), section(1, [])]
        #expect(Stages(source: sections, target: sections).isEmpty)
        #expect(Stages(source: [], target: []).isEmpty)
    }

    @Test("an empty array to a full one inserts every element in one stage")
    func emptyToSomething() throws {
        let staged = StagedChangeset(source: [], target: items([1, 2, 3]))
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(stage.elementInserted == [path(0, 0), path(0, 1), path(0, 2)])
        #expect(stage.changeCount == 3)
        #expect(stage.data == [ArraySection(model: SingleSection(), elements: items([1, 2, 3]))])
    }

    @Test("deleting everything deletes every element at its source path")
    func everythingDeleted() throws {
        let staged = StagedChangeset(source: items([1, 2, 3]), target: [])
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(stage.elementDeleted == [path(0, 0), path(0, 1), path(0, 2)])
        #expect(stage.changeCount == 3)
        #expect(stage.data == [ArraySection(model: SingleSection(), elements: [])])
    }

    @Test("a pure insertion inserts at the target path and moves nothing")
    func pureInsert() throws {
        let staged = StagedChangeset(source: items([1, 3]), target: items([1, 2, 3]))
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(stage.elementInserted == [path(0, 1)])
        #expect(stage.changeCount == 1)
    }

    @Test("moving the first element to the end is one move, forward")
    func moveForward() throws {
        let staged = StagedChangeset(source: items([1, 2, 3, 4]), target: items([2, 3, 4, 1]))
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(stage.elementMoved == [Move(source: path(0, 0), target: path(0, 3))])
        #expect(stage.changeCount == 1)
    }

    @Test("moving the last element to the front is one move, backward")
    func moveBackward() throws {
        let staged = StagedChangeset(source: items([1, 2, 3, 4]), target: items([4, 1, 2, 3]))
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(stage.elementMoved == [Move(source: path(0, 3), target: path(0, 0))])
        #expect(stage.changeCount == 1)
    }

    @Test("swapping two elements is a single move")
    func swap() throws {
        let source = [section(0, [1, 2, 3, 4])]
        let target = [section(0, [1, 3, 2, 4])]
        let staged = Stages(source: source, target: target)
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(stage.elementMoved.count == 1)
        #expect(stage.changeCount == 1)
        checkStages(staged, source: source, target: target, label: "swap")
    }

    @Test("reversing n elements takes n - 1 moves")
    func reverse() {
        let source = [section(0, Array(0..<10))]
        let target = [section(0, Array((0..<10).reversed()))]
        let staged = Stages(source: source, target: target)
        #expect(staged.count == 1)
        #expect(staged.first?.elementMoved.count == 9)
        checkStages(staged, source: source, target: target, label: "reverse")
    }

    // MARK: Sections

    @Test("an element matched in another section moves there, from its source path")
    func moveAcrossSections() throws {
        let source = [section(0, [1, 2]), section(1, [3])]
        let target = [section(0, [2]), section(1, [3, 1])]
        let staged = Stages(source: source, target: target)
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(stage.elementMoved == [Move(source: path(0, 0), target: path(1, 1))])
        #expect(stage.changeCount == 1)
        checkStages(staged, source: source, target: target, label: "across")
    }

    @Test("an element moved across sections stays a move even when its index is unchanged")
    func moveAcrossSectionsSameIndex() throws {
        let source = [section(0, [1, 2]), section(1, [3, 4])]
        let target = [section(0, [1, 4]), section(1, [3, 2])]
        let staged = Stages(source: source, target: target)
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(
            Set(stage.elementMoved)
                == [Move(source: path(0, 1), target: path(1, 1)), Move(source: path(1, 1), target: path(0, 1))])
        checkStages(staged, source: source, target: target, label: "across, same index")
    }

    @Test("sections are deleted, inserted and moved in a first stage that keeps their old elements")
    func sectionChanges() throws {
        let source = [section(0, [1]), section(1, [2]), section(2, [3])]
        let target = [section(2, [3, 4]), section(0, [1]), section(3, [5])]
        let staged = Stages(source: source, target: target)
        #expect(staged.count == 2)
        let sections = try #require(staged.first)
        #expect(sections.sectionDeleted == [1])
        #expect(sections.sectionInserted == [2])
        #expect(sections.sectionMoved.count == 1)
        #expect(sections.data == [section(2, [3]), section(0, [1]), section(3, [5])])
        let elements = staged[1]
        #expect(elements.elementInserted == [path(0, 1)])
        #expect(elements.changeCount == 1)
        #expect(elements.data == target)
        checkStages(staged, source: source, target: target, label: "sections")
    }

    @Test("a section's elements leave with it and arrive with an inserted section")
    func elementsOfDeletedAndInsertedSections() throws {
        let source = [section(0, [1, 2]), section(1, [3])]
        let target = [section(0, [1]), section(2, [2, 3])]
        let staged = Stages(source: source, target: target)
        checkStages(staged, source: source, target: target, label: "leave and arrive")
        let sections = try #require(staged.first)
        #expect(sections.sectionDeleted == [1])
        #expect(sections.sectionInserted == [1])
        #expect(sections.data == [section(0, [1, 2]), section(2, [2, 3])])
        #expect(staged.last?.elementDeleted == [path(0, 1)])
    }

    @Test("a section whose model changed is updated in the last stage, at its target index")
    func sectionUpdate() throws {
        let source = [section(0, [1]), section(1, [2], title: 1)]
        let target = [section(1, [2], title: 2), section(0, [1])]
        let staged = Stages(source: source, target: target)
        #expect(staged.count == 2)
        #expect(staged.first?.sectionMoved.count == 1)
        #expect(staged.first?.data == [section(1, [2], title: 1), section(0, [1])])
        #expect(staged.last?.sectionUpdated == [0])
        #expect(staged.last?.changeCount == 1)
        checkStages(staged, source: source, target: target, label: "section update")
    }

    @Test("an element whose content changed is updated at its target path, after it moved")
    func elementUpdate() throws {
        let source = [Section(model: Header(0), elements: [Item(1, 1), Item(2), Item(3)])]
        let target = [Section(model: Header(0), elements: [Item(2), Item(3), Item(1, 2)])]
        let staged = Stages(source: source, target: target)
        #expect(staged.count == 2)
        let moves = try #require(staged.first)
        #expect(moves.elementMoved == [Move(source: path(0, 0), target: path(0, 2))])
        // Until the update stage, the moved element shows its old content.
        #expect(moves.data == [Section(model: Header(0), elements: [Item(2), Item(3), Item(1, 1)])])
        #expect(staged.last?.elementUpdated == [path(0, 2)])
        checkStages(staged, source: source, target: target, label: "element update")
    }

    @Test("only content changes give a single update stage")
    func onlyUpdates() throws {
        let staged = StagedChangeset(source: [Item(1, 1), Item(2, 1)], target: [Item(1, 1), Item(2, 2)])
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(stage.elementUpdated == [path(0, 1)])
        #expect(stage.data == [ArraySection(model: SingleSection(), elements: [Item(1, 1), Item(2, 2)])])
    }

    // MARK: Duplicates

    @Test("duplicate identifiers: equal leading and trailing runs stay, surplus occurrences are deleted")
    func duplicatesDeleted() throws {
        var staged = StagedChangeset(source: items([7, 7, 7]), target: items([7]))
        #expect(staged.count == 1)
        #expect(staged.first?.elementDeleted == [path(0, 1), path(0, 2)])
        #expect(staged.first?.changeCount == 2)

        staged = StagedChangeset(source: items([7, 1, 7]), target: items([7, 7]))
        #expect(staged.first?.elementDeleted == [path(0, 1)])
        #expect(staged.first?.changeCount == 1)
    }

    @Test("duplicate identifiers: the k-th occurrence in the target matches the k-th in the source")
    func duplicatesInOrder() throws {
        // Middles [7a, 7b] and [7c, 7d]: 7c takes 7a's place (first with first), 7d 7b's.
        let source = [Item(1), Item(7, 1), Item(7, 2), Item(2)]
        let target = [Item(3), Item(7, 1), Item(7, 2), Item(4)]
        let staged = StagedChangeset(source: source, target: target)
        #expect(staged.count == 1)
        #expect(staged.first?.elementDeleted == [path(0, 0), path(0, 3)])
        #expect(staged.first?.elementInserted == [path(0, 0), path(0, 3)])
        #expect(staged.first?.changeCount == 4)

        // An occurrence in the right place still yields to an earlier one: the first 7 of the
        // target takes the first 7 of the source even though the second comes right after 2.
        let order = StagedChangeset(
            source: [Item(1), Item(7, 1), Item(2), Item(7, 2), Item(3)],
            target: [Item(4), Item(2), Item(7, 1), Item(7, 2), Item(5)])
        #expect(order.allSatisfy { $0.elementUpdated.isEmpty })
        #expect(order.reduce(0) { $0 + $1.elementMoved.count } == 1)

        // More occurrences in the target: the surplus (the last one) is inserted.
        let old = [Section(model: Header(0), elements: [Item(1), Item(7, 1)])]
        let new = [Section(model: Header(0), elements: [Item(7, 1), Item(7, 2), Item(1)])]
        let more = Stages(source: old, target: new)
        let stage = try #require(more.count == 1 ? more[0] : nil)
        #expect(stage.elementInserted == [path(0, 1)])
        #expect(stage.elementMoved.count == 1)
        #expect(stage.changeCount == 2)
        checkStages(more, source: old, target: new, label: "more occurrences")
    }

    @Test("a repeated identifier next to a change still matches its first occurrence, not the nearer one")
    func duplicateNextToChange() throws {
        // Middles (between the common 1 and 4): source [7a, 2, 3, 7b], target [3, 7, 2]. The 7
        // comes right after 3, whose source neighbour is 7b, but the target's first 7 matches
        // the source's first, 7a; 7b is surplus and deleted. In target order the matches are
        // source indexes 3, 1, 2, whose longest increasing run is 1, 2: 3 moves to the front.
        let source = [Item(1), Item(7, 1), Item(2), Item(3), Item(7, 2), Item(4)]
        let target = [Item(1), Item(3), Item(7, 1), Item(2), Item(4)]
        let staged = StagedChangeset(source: source, target: target)
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(stage.elementDeleted == [path(0, 4)])
        #expect(stage.elementInserted.isEmpty)
        #expect(stage.elementMoved == [Move(source: path(0, 3), target: path(0, 1))])
        #expect(stage.elementUpdated.isEmpty)
    }

    @Test("after an element moved back, the run it interrupted goes on in place")
    func runAfterMovedElement() throws {
        // 6 moves from the end of the middles to their front; 2, 3, 4, 5 stay: one move.
        let staged = StagedChangeset(source: items([1, 2, 3, 4, 5, 6, 7, 8]), target: items([1, 6, 2, 3, 4, 5, 7, 8]))
        let stage = try #require(staged.count == 1 ? staged[0] : nil)
        #expect(stage.elementMoved == [Move(source: path(0, 5), target: path(0, 1))])
        #expect(stage.changeCount == 1)
    }

    @Test("duplicates in source and target replay to the target")
    func duplicatesReplay() {
        let cases: [([Int], [Int])] = [
            ([1, 1, 2, 1], [1, 2, 1, 1, 1]),
            ([5, 5, 5, 5], [5]),
            ([5], [5, 5, 5]),
            ([1, 2, 1, 2, 1], [2, 1, 2, 1, 2]),
            ([3, 1, 3, 2, 3], [2, 3, 3, 1]),
        ]
        for (old, new) in cases {
            let source = [section(0, old), section(1, old.reversed())]
            let target = [section(1, new), section(0, new.reversed())]
            let staged = Stages(source: source, target: target)
            checkStages(staged, source: source, target: target, label: "\(old) -> \(new)")
        }
    }

    @Test("duplicate section identifiers match in order; the surplus section is deleted with its elements")
    func duplicateSections() throws {
        let source = [section(4, [1, 2]), section(4, [3])]
        let target = [section(4, [2, 3])]
        let staged = Stages(source: source, target: target)
        checkStages(staged, source: source, target: target, label: "duplicate sections")
        let sections = try #require(staged.first)
        #expect(sections.sectionDeleted == [1])
        #expect(sections.sectionInserted.isEmpty)
        #expect(staged[1].elementDeleted == [path(0, 0)])
        #expect(staged[1].elementInserted == [path(0, 1)])

        let grow = [section(4, [1]), section(4, [2]), section(4, [])]
        checkStages(Stages(source: target, target: grow), source: target, target: grow, label: "grow")
    }

    // MARK: Hostile identifiers

    /// An identifier whose hash is always the same: every lookup collides.
    struct Colliding: Hashable, Sendable {
        var value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    struct CollidingItem: Differentiable, Equatable, Sendable {
        var id: Colliding
        var content: Int
        var differenceIdentifier: Colliding { id }
    }

    @Test("identifiers whose hashes all collide still diff correctly")
    func collidingHashes() {
        var rng = SeededGenerator(seed: 7)
        let source = (0..<300).map { CollidingItem(id: Colliding(value: $0 % 250), content: 0) }
        var target = source.filter { _ in rng.chance(0.8) }
        target.shuffle(using: &rng)
        target.insert(contentsOf: (0..<40).map { CollidingItem(id: Colliding(value: 200 + $0), content: 1) }, at: 10)
        let staged = StagedChangeset(source: source, target: target)
        #expect(replay(staged, from: [ArraySection(model: SingleSection(), elements: source)])
            == [ArraySection(model: SingleSection(), elements: target)])
    }

    // MARK: Flat convenience

    @Test("arrays of sections diff as sections without a type annotation")
    func sectionsAreNotFlatElements() {
        let staged = StagedChangeset(source: [section(0, [1])], target: [section(0, [2]), section(1, [])])
        let typed: StagedChangeset<Header, Item> = staged
        #expect(typed.first?.sectionInserted == [1])
    }

    @Test("the flat convenience diffs one SingleSection and never has a section stage")
    func flat() {
        let staged = StagedChangeset(source: items([1, 2, 3, 4, 5]), target: items([5, 2, 9, 3]))
        #expect(
            staged.allSatisfy { $0.sectionDeleted.isEmpty && $0.sectionInserted.isEmpty && $0.sectionMoved.isEmpty })
        #expect(staged.allSatisfy { $0.data.count == 1 && $0.data[0].model == SingleSection() })
        #expect(staged.last?.data[0].elements == items([5, 2, 9, 3]))
    }
}
