import CellKitTestSupport
import ListDiff
import Testing

// What the outline fast path of the diffable data sources rests on: the runs of items a change
// of expansion shows or hides (`expansionRuns(from:)`, `visibleDescendants(of:)`), the tree
// identity shared by copies, `index(of:)` without building `items`, and splicing runs into a
// snapshot with pending index shifts (`spliceItems`).

/// ```
/// A            B
///   A1           B1
///   A2
///     A2a
///     A2b
///   A3
/// ```
private func tree(expanded: [String] = []) -> NSDiffableDataSourceSectionSnapshot<String> {
    var section = NSDiffableDataSourceSectionSnapshot<String>()
    section.append(["A", "B"])
    section.append(["A1", "A2", "A3"], to: "A")
    section.append(["A2a", "A2b"], to: "A2")
    section.append(["B1"], to: "B")
    section.expand(expanded)
    return section
}

/// The runs as readable text, by parent: `"+A: A1 A2 A3"` for an expanding run.
private func describe(_ runs: [NSDiffableDataSourceSectionSnapshot<String>.ExpansionRun]?) -> [String]? {
    runs?.map { ($0.isExpanding ? "+" : "-") + $0.parent + ": " + $0.items.joined(separator: " ") }.sorted()
}

@Suite("Section snapshot expansion runs")
struct SectionSnapshotExpansionTests {
    @Test("A copy changed by expand and collapse gives one run per parent visible in both")
    func runs() {
        let old = tree(expanded: ["A2"])
        var new = old
        new.expand(["A", "B"])
        // A2 was expanded already: A's run includes its children. B's run is its one child.
        #expect(describe(new.expansionRuns(from: old)) == ["+A: A1 A2 A2a A2b A3", "+B: B1"])
        var collapsed = new
        collapsed.collapse(["A"])
        #expect(describe(collapsed.expansionRuns(from: new)) == ["-A: A1 A2 A2a A2b A3"])
        // A2 changing under a collapsed A is hidden either way: no run.
        var hidden = old
        hidden.collapse(["A2"])
        #expect(describe(hidden.expansionRuns(from: old)) == [])
        // Expanding a parent with no children gives an empty run.
        var leaf = old
        leaf.expand(["B1"])
        #expect(describe(leaf.expansionRuns(from: old)) == [])
        // No change, no run.
        #expect(describe(old.expansionRuns(from: old)) == [])
    }

    @Test("A snapshot whose tree changed, or an equal one built anew, gives no runs")
    func differentTrees() {
        let old = tree()
        var changed = old
        changed.append(["B2"], to: "B")
        changed.expand(["B"])
        #expect(changed.expansionRuns(from: old) == nil)
        var rebuilt = tree()
        rebuilt.expand(["A"])
        #expect(rebuilt.expansionRuns(from: old) == nil)
        // Equality still compares the trees themselves.
        #expect(tree(expanded: ["A"]) == rebuilt)
        #expect(tree() != rebuilt)
        #expect(old == tree())
    }

    @Test("Changing the tree of a copy leaves the original's runs as they were")
    func copiesStayIndependent() {
        let old = tree()
        var copy = old
        copy.delete(["A3"])
        var expandedOld = old
        expandedOld.expand(["A"])
        #expect(describe(expandedOld.expansionRuns(from: old)) == ["+A: A1 A2 A3"])
        #expect(copy.expansionRuns(from: old) == nil)
    }

    @Test("The diff of the visible items is the runs: one stage, deletions at old indexes, insertions at new ones")
    func diffIsTheRuns() {
        func stages(_ old: NSDiffableDataSourceSectionSnapshot<String>, _ new: NSDiffableDataSourceSectionSnapshot<String>)
            -> [String]
        {
            StagedChangeset(source: old.visibleItems.map(IdentityOnly.init), target: new.visibleItems.map(IdentityOnly.init))
                .map { stage in
                    "deleted \(stage.elementDeleted.map(\.element)) inserted \(stage.elementInserted.map(\.element)) "
                        + "moved \(stage.elementMoved.count) updated \(stage.elementUpdated.count)"
                }
        }
        // [A, B] → [A, A1, A2, A2a, A2b, A3, B, B1]: A's run after index 0, B's after 6 (new indexes).
        let old = tree(expanded: ["A2"])
        var new = old
        new.expand(["A", "B"])
        #expect(stages(old, new) == ["deleted [] inserted [1, 2, 3, 4, 5, 7] moved 0 updated 0"])
        // [A, A1, A2, A2a, A2b, A3, B] → [A, A1, A2, A3, B, B1]: A2's run at old 3 and 4, B's at new 5.
        var mixed = tree(expanded: ["A", "A2"])
        let before = mixed
        mixed.collapse(["A2"])
        mixed.expand(["B"])
        #expect(describe(mixed.expansionRuns(from: before)) == ["+B: B1", "-A2: A2a A2b"])
        #expect(stages(before, mixed) == ["deleted [3, 4] inserted [5] moved 0 updated 0"])
    }

    @Test("visibleDescendants lists the children, and the children of expanded ones, depth-first")
    func visibleDescendants() {
        #expect(tree().visibleDescendants(of: "A") == ["A1", "A2", "A3"])
        #expect(tree(expanded: ["A2"]).visibleDescendants(of: "A") == ["A1", "A2", "A2a", "A2b", "A3"])
        #expect(tree(expanded: ["A2"]).visibleDescendants(of: "B") == ["B1"])
        #expect(tree().visibleDescendants(of: "A1") == [])
        // Many children and few expanded items: the runs between expanded children are copied.
        var wide = NSDiffableDataSourceSectionSnapshot<Int>()
        wide.append([0])
        wide.append(Array(1...40), to: 0)
        wide.append([100, 101], to: 7)
        wide.append([200], to: 30)
        wide.append([300], to: 12)
        wide.expand([7, 30])
        #expect(wide.visibleDescendants(of: 0) == Array(1...7) + [100, 101] + Array(8...30) + [200] + Array(31...40))
    }

    @Test("index(of:) counts depth-first through collapsed parents too")
    func indexOf() {
        let section = tree()
        #expect(section.items == ["A", "A1", "A2", "A2a", "A2b", "A3", "B", "B1"])
        #expect(section.index(of: "A") == 0)
        #expect(section.index(of: "A2b") == 4)
        #expect(section.index(of: "B") == 6)
        #expect(section.index(of: "B1") == 7)
        #expect(section.index(of: "Z") == nil)
    }
}

@Suite("Snapshot splices")
struct SnapshotSpliceTests {
    /// Sections "S" (items 0..<10) and "T" (items 100, 101).
    private func snapshot() -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["S", "T"])
        snapshot.appendItems(Array(0..<10), toSection: "S")
        snapshot.appendItems([100, 101], toSection: "T")
        return snapshot
    }

    @Test("Inserting and removing runs moves the items after them, found through the pending shifts")
    func splices() {
        var snapshot = snapshot()
        // Insert 50, 51 after 2 (at 3), then remove 6, 7 (now at 8 and 9).
        let items = [0, 1, 2, 50, 51, 3, 4, 5, 8, 9]
        let spliced = snapshot.spliceItems(inSectionAt: 0, with: items, [
            .init(index: 3, inserted: [50, 51]),
            .init(index: 8, removed: [6, 7]),
        ])
        #expect(spliced)
        #expect(snapshot.itemIdentifiers(inSection: "S") == items)
        for (index, item) in items.enumerated() {
            #expect(snapshot.indexOfItem(item) == index)
        }
        #expect(snapshot.indexOfItem(6) == nil)
        #expect(snapshot.numberOfItems == 12)
        #expect(snapshot.indexOfItem(101) == 11)
        #expect(snapshot.sectionIdentifier(containingItem: 51) == "S")
        // A later splice on top of the pending ones.
        let again = snapshot.spliceItems(inSectionAt: 0, with: [0, 1, 2, 3, 4, 5, 8, 9], [.init(index: 3, removed: [50, 51])])
        #expect(again)
        #expect(snapshot.indexOfItem(9) == 7)
        #expect(snapshot.indexOfItem(3) == 3)
        // Any other change writes the shifts first.
        snapshot.insertItems([60], beforeItem: 8)
        #expect(snapshot.itemIdentifiers(inSection: "S") == [0, 1, 2, 3, 4, 5, 60, 8, 9])
        for (index, item) in [0, 1, 2, 3, 4, 5, 60, 8, 9].enumerated() {
            #expect(snapshot.indexOfItem(item) == index)
        }
        snapshot.deleteSections(["S"])
        #expect(snapshot.indexOfItem(101) == 1)
        #expect(snapshot == {
            var expected = NSDiffableDataSourceSnapshot<String, Int>()
            expected.appendSections(["T"])
            expected.appendItems([100, 101])
            return expected
        }())
    }

    @Test("An inserted item that is in the snapshot already changes nothing")
    func clash() {
        var snapshot = snapshot()
        let before = snapshot
        let spliced = snapshot.spliceItems(inSectionAt: 0, with: [0, 50, 101, 1, 2, 3, 4, 5, 6, 7, 8, 9], [
            .init(index: 1, inserted: [50, 101]),
        ])
        #expect(!spliced)
        #expect(snapshot == before)
        #expect(snapshot.indexOfItem(50) == nil)
        #expect(snapshot.indexOfItem(101) == 11)
        #expect(snapshot.sectionIdentifier(containingItem: 101) == "T")
    }

    @Test("More than 64 pending shifts are written at once, with the same answers")
    func manyShifts() {
        var snapshot = snapshot()
        var items = Array(0..<10)
        for step in 0..<70 {
            let item = 1_000 + step
            items.insert(item, at: 1)
            let spliced = snapshot.spliceItems(inSectionAt: 0, with: items, [.init(index: 1, inserted: [item])])
            #expect(spliced)
        }
        for (index, item) in items.enumerated() {
            #expect(snapshot.indexOfItem(item) == index)
        }
        #expect(snapshot.indexOfItem(9) == 79)
    }
}

@Suite("Snapshot splices mixed with other changes")
struct SnapshotSpliceRandomTests {
    @Test("Random splices and changes agree with nested arrays", arguments: [1, 2, 3, 4] as [UInt64])
    func randomSplices(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        var model: [(id: String, items: [Int])] = [("A", Array(0..<30)), ("B", Array(100..<110)), ("C", [])]
        for (id, items) in model {
            snapshot.appendSections([id])
            snapshot.appendItems(items, toSection: id)
        }
        var nextItem = 1_000
        for _ in 0..<300 {
            let sectionIndex = Int.random(in: 0..<model.count, using: &random)
            var items = model[sectionIndex].items
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1, 2:  // one to three splices, each inserting or removing a run
                var splices: [NSDiffableDataSourceSnapshot<String, Int>.Splice] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    if Bool.random(using: &random) || items.isEmpty {
                        let at = Int.random(in: 0...items.count, using: &random)
                        let new = Array(nextItem..<nextItem + Int.random(in: 1...4, using: &random))
                        nextItem += new.count
                        items.insert(contentsOf: new, at: at)
                        splices.append(.init(index: at, inserted: new))
                    } else {
                        let at = Int.random(in: 0..<items.count, using: &random)
                        let count = Int.random(in: 1...min(4, items.count - at), using: &random)
                        splices.append(.init(index: at, removed: Array(items[at..<at + count])))
                        items.removeSubrange(at..<at + count)
                    }
                }
                let spliced = snapshot.spliceItems(inSectionAt: sectionIndex, with: items, splices)
                #expect(spliced)
                model[sectionIndex].items = items
            case 3:  // insert a new item after an item
                guard let anchor = items.randomElement(using: &random) else { continue }
                snapshot.insertItems([nextItem], afterItem: anchor)
                model[sectionIndex].items.insert(nextItem, at: items.firstIndex(of: anchor)! + 1)
                nextItem += 1
            case 4:  // move an item before an item of another section (or the same)
                guard let moving = items.randomElement(using: &random) else { continue }
                let target = Int.random(in: 0..<model.count, using: &random)
                guard let anchor = model[target].items.filter({ $0 != moving }).randomElement(using: &random) else { continue }
                snapshot.moveItem(moving, beforeItem: anchor)
                model[sectionIndex].items.removeAll { $0 == moving }
                model[target].items.insert(moving, at: model[target].items.firstIndex(of: anchor)!)
            default:  // delete an item
                guard let doomed = items.randomElement(using: &random) else { continue }
                snapshot.deleteItems([doomed])
                model[sectionIndex].items.removeAll { $0 == doomed }
            }
            var flat = 0
            for (id, items) in model {
                #expect(snapshot.itemIdentifiers(inSection: id) == items)
                for item in items {
                    #expect(snapshot.indexOfItem(item) == flat)
                    #expect(snapshot.sectionIdentifier(containingItem: item) == id)
                    flat += 1
                }
            }
            #expect(snapshot.numberOfItems == flat)
        }
    }
}
