import ListDiff
import Testing

/// Sections of `counts` elements with identifiers `section * 1000 + index`.
private func numbered(_ counts: [Int]) -> [Section] {
    counts.enumerated().map { section, count in
        Section(model: Header(section), elements: (0..<count).map { Item(section * 1000 + $0) })
    }
}

@Suite("Replaying a changeset in UIKit batch semantics")
struct ChangesetReplayTests {
    @Test("UIKit's worked example: [10,20,30] with two inserts, a reload and a delete ends as [11,21,29]")
    func workedExample() throws {
        let before = numbered([10, 20, 30])
        var after = before
        after[0].elements.insert(Item(-1), at: 0)
        after[1].elements[1].content = 5
        after[1].elements.insert(Item(-2), at: 2)
        after[2].elements.remove(at: 1)
        let stage = Changeset(
            data: after, elementDeleted: [path(2, 1)], elementInserted: [path(0, 0), path(1, 2)],
            elementUpdated: [path(1, 1)])
        let result = try stage.applying(to: before)
        #expect(result.map(\.elements.count) == [11, 21, 29])
        #expect(result == after)
    }

    @Test("stationary elements fill the slots that insertions and moves leave, in their old order")
    func stationaryFill() throws {
        let before = [section(0, [1, 2, 3, 4]), section(1, [5])]
        let after = [section(0, [9, 3, 1, 4]), section(1, [2, 5])]
        let stage = Changeset(
            data: after, elementInserted: [path(0, 0)],
            elementMoved: [Move(source: path(0, 1), target: path(1, 0)), Move(source: path(0, 2), target: path(0, 1))])
        #expect(try stage.applying(to: before) == after)
    }

    @Test("section moves, insertions and deletions place sections like UIKit; inserted ones come from data")
    func sections() throws {
        let before = [section(0, [1]), section(1, [2]), section(2, [3]), section(3, [4])]
        let after = [section(3, [4]), section(0, [1]), section(8, [8, 8]), section(2, [3])]
        let stage = Changeset(
            data: after, sectionDeleted: [1], sectionInserted: [2], sectionMoved: [Move(source: 3, target: 0)])
        #expect(try stage.applying(to: before) == after)
    }

    @Test("an updated section is reloaded from data at its index")
    func sectionReload() throws {
        let before = [section(0, [1]), section(1, [2], title: 1)]
        let after = [section(0, [1]), section(1, [2], title: 2)]
        #expect(try Changeset(data: after, sectionUpdated: [1]).applying(to: before) == after)
    }

    @Test("invalid stages are refused with UIKit's sentences")
    func refusals() {
        let before = numbered([20])
        func refusal(_ stage: Changeset<Header, Item>) -> String? {
            do {
                _ = try stage.applying(to: before)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            refusal(Changeset(data: numbered([19]), elementDeleted: [path(0, 99)]))
                == "attempt to delete row 99 from section 0 which only contains 20 rows before the update")
        #expect(
            refusal(Changeset(data: numbered([21]), elementInserted: [path(0, 100)]))
                == "attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update")
        #expect(
            refusal(Changeset(data: numbered([20]), elementDeleted: [path(0, 1)]))
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                + "section after the update (20) must be equal to the number of rows contained in that section "
                + "before the update (20), plus or minus the number of rows inserted or deleted from that section "
                + "(0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section "
                + "(0 moved in, 0 moved out).")
        #expect(
            refusal(Changeset(data: numbered([20, 1])))
                == "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (2) must be equal to the number of sections contained in the table view before "
                + "the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        #expect(
            refusal(Changeset(data: [], sectionDeleted: [3]))
                == "attempt to delete section 3, but there are only 1 sections before the update")
        #expect(
            refusal(Changeset(data: numbered([19]), elementDeleted: [path(0, 2)], elementUpdated: [path(0, 2)]))
                == "attempt to delete and reload the same index path ([0, 2])")
        #expect(
            refusal(
                Changeset(
                    data: numbered([19]), elementDeleted: [path(0, 2)],
                    elementMoved: [Move(source: path(0, 2), target: path(0, 0))]))
                == "attempt to perform a delete and a move from the same index path ([0, 2])")
        #expect(
            refusal(
                Changeset(
                    data: numbered([21]), elementInserted: [path(0, 0)],
                    elementMoved: [Move(source: path(0, 2), target: path(0, 0))]))
                == "attempt to perform an insert and a move to the same index path ([0, 0])")
        #expect(
            refusal(
                Changeset(
                    data: numbered([20]),
                    elementMoved: [
                        Move(source: path(0, 2), target: path(0, 0)), Move(source: path(0, 2), target: path(0, 1)),
                    ]))
                == "attempt to move item at index path [0, 2] to both [0, 0] and [0, 1]")
        #expect(
            refusal(
                Changeset(
                    data: numbered([20, 1]), sectionInserted: [1],
                    elementMoved: [Move(source: path(0, 2), target: path(1, 0))]))
                == "cannot move an item into a newly inserted section (1)")
    }
}
