import CellKitTestSupport
import ListDiff
import Testing

/// A snapshot's contents as one readable line per section, e.g. `["A: 1 2", "B:"]`.
private func layout(_ snapshot: NSDiffableDataSourceSnapshot<String, Int>) -> [String] {
    snapshot.sectionIdentifiers.map { section in
        ([section + ":"] + snapshot.itemIdentifiers(inSection: section).map(String.init)).joined(separator: " ")
    }
}

/// A snapshot with the given sections and items, built by appending.
private func makeSnapshot(_ sections: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// Checks that every query agrees with the section-by-section contents: the flat item list, the
/// counts, each item's section and index, each section's index. A map that fell out of step with
/// the arrays shows here.
private func expectConsistent(
    _ snapshot: NSDiffableDataSourceSnapshot<String, Int>, sourceLocation: SourceLocation = #_sourceLocation
) {
    var flat: [Int] = []
    for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
        #expect(snapshot.indexOfSection(section) == sectionIndex, sourceLocation: sourceLocation)
        let items = snapshot.itemIdentifiers(inSection: section)
        #expect(snapshot.numberOfItems(inSection: section) == items.count, sourceLocation: sourceLocation)
        for item in items {
            #expect(snapshot.sectionIdentifier(containingItem: item) == section, sourceLocation: sourceLocation)
            #expect(snapshot.indexOfItem(item) == flat.count, sourceLocation: sourceLocation)
            flat.append(item)
        }
    }
    #expect(snapshot.itemIdentifiers == flat, sourceLocation: sourceLocation)
    #expect(snapshot.numberOfItems == flat.count, sourceLocation: sourceLocation)
    #expect(snapshot.numberOfSections == snapshot.sectionIdentifiers.count, sourceLocation: sourceLocation)
}

@Suite("NSDiffableDataSourceSnapshot: sections")
struct SnapshotSectionTests {
    @Test("a new snapshot is empty")
    func empty() {
        let snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("appended sections come after the existing ones, in the order given, empty")
    func appendSections() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendSections(["C"])
        snapshot.appendSections([])
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: "C") == 0)
        #expect(snapshot.indexOfSection("C") == 2)
        expectConsistent(snapshot)
    }

    @Test("sections inserted before a section land just before it, in order")
    func insertSectionsBefore() {
        var snapshot = makeSnapshot([("A", [1]), ("B", [2])])
        snapshot.insertSections(["X", "Y"], beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "X", "Y", "B"])
        snapshot.insertSections(["Z"], beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "X", "Y", "B"])
        #expect(snapshot.indexOfSection("B") == 4)
        #expect(snapshot.indexOfItem(2) == 1)
        expectConsistent(snapshot)
    }

    @Test("sections inserted after a section land just after it, in order")
    func insertSectionsAfter() {
        var snapshot = makeSnapshot([("A", [1]), ("B", [2])])
        snapshot.insertSections(["X", "Y"], afterSection: "A")
        #expect(snapshot.sectionIdentifiers == ["A", "X", "Y", "B"])
        snapshot.insertSections(["Z"], afterSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "X", "Y", "B", "Z"])
        #expect(snapshot.indexOfSection("Z") == 4)
        expectConsistent(snapshot)
    }

    @Test("deleting sections removes them and their items from every lookup")
    func deleteSections() {
        var snapshot = makeSnapshot([("A", [1, 2]), ("B", [3]), ("C", [4, 5]), ("D", [6])])
        snapshot.deleteSections(["C", "A"])
        #expect(layout(snapshot) == ["B: 3", "D: 6"])
        #expect(snapshot.numberOfItems == 2)
        for gone in [1, 2, 4, 5] {
            #expect(snapshot.sectionIdentifier(containingItem: gone) == nil)
            #expect(snapshot.indexOfItem(gone) == nil)
        }
        #expect(snapshot.indexOfSection("A") == nil)
        #expect(snapshot.indexOfSection("D") == 1)
        #expect(snapshot.indexOfItem(6) == 1)
        expectConsistent(snapshot)
    }

    @Test("a deleted section comes back empty, and its old items can be appended elsewhere")
    func deleteSectionThenReuse() {
        var snapshot = makeSnapshot([("A", [1, 2]), ("B", [3])])
        snapshot.deleteSections(["A"])
        snapshot.appendSections(["A"])
        #expect(snapshot.numberOfItems(inSection: "A") == 0)
        snapshot.appendItems([1], toSection: "B")
        #expect(layout(snapshot) == ["B: 3 1", "A:"])
        expectConsistent(snapshot)
    }

    @Test("deleting sections that are not in the snapshot is ignored")
    func deleteMissingSections() {
        var snapshot = makeSnapshot([("A", [1]), ("B", [2])])
        let before = snapshot
        snapshot.deleteSections(["Nope"])
        #expect(snapshot == before)
        snapshot.deleteSections(["Nope", "B", "B"])
        #expect(layout(snapshot) == ["A: 1"])
        expectConsistent(snapshot)
    }

    @Test("moving a section before another moves it with its items, forwards and backwards")
    func moveSectionBefore() {
        var snapshot = makeSnapshot([("A", [1]), ("B", [2]), ("C", [3]), ("D", [4])])
        snapshot.moveSection("A", beforeSection: "D")
        #expect(layout(snapshot) == ["B: 2", "C: 3", "A: 1", "D: 4"])
        expectConsistent(snapshot)
        snapshot.moveSection("D", beforeSection: "B")
        #expect(layout(snapshot) == ["D: 4", "B: 2", "C: 3", "A: 1"])
        #expect(snapshot.indexOfItem(1) == 3)
        expectConsistent(snapshot)
    }

    @Test("moving a section after another moves it with its items, forwards and backwards")
    func moveSectionAfter() {
        var snapshot = makeSnapshot([("A", [1]), ("B", [2]), ("C", [3]), ("D", [4])])
        snapshot.moveSection("A", afterSection: "D")
        #expect(layout(snapshot) == ["B: 2", "C: 3", "D: 4", "A: 1"])
        expectConsistent(snapshot)
        snapshot.moveSection("D", afterSection: "B")
        #expect(layout(snapshot) == ["B: 2", "D: 4", "C: 3", "A: 1"])
        expectConsistent(snapshot)
    }

    @Test("moving a section to where it already is changes nothing")
    func moveSectionInPlace() {
        var snapshot = makeSnapshot([("A", [1]), ("B", [2]), ("C", [3])])
        let before = snapshot
        snapshot.moveSection("A", beforeSection: "B")
        snapshot.moveSection("C", afterSection: "B")
        #expect(snapshot == before)
        expectConsistent(snapshot)
    }

    @Test("reloaded sections are reported in snapshot order, once, and follow moves")
    func reloadSections() {
        var snapshot = makeSnapshot([("A", [1]), ("B", [2]), ("C", [3])])
        snapshot.reloadSections(["C", "A"])
        snapshot.reloadSections(["A"])
        #expect(snapshot.reloadedSectionIdentifiers == ["A", "C"])
        snapshot.moveSection("C", beforeSection: "A")
        #expect(snapshot.reloadedSectionIdentifiers == ["C", "A"])
        // Reloading a section marks the section, not its items.
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test("deleting a reloaded section drops its mark, and a re-added section is unmarked")
    func deleteReloadedSection() {
        var snapshot = makeSnapshot([("A", [1]), ("B", [2])])
        snapshot.reloadSections(["A", "B"])
        snapshot.deleteSections(["A"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        snapshot.appendSections(["A"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
    }

    @Test("deleting a section drops the reload and reconfigure marks of its items")
    func deleteSectionDropsItemMarks() {
        var snapshot = makeSnapshot([("A", [1, 2]), ("B", [3])])
        snapshot.reloadItems([1, 3])
        snapshot.reconfigureItems([2, 3])
        snapshot.deleteSections(["A"])
        #expect(snapshot.reloadedItemIdentifiers == [3])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
        snapshot.appendItems([1, 2], toSection: "B")
        #expect(snapshot.reloadedItemIdentifiers == [3])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
    }
}

@Suite("NSDiffableDataSourceSnapshot: items")
struct SnapshotItemTests {
    @Test("appended items go to the end of the named section")
    func appendToNamedSection() {
        var snapshot = makeSnapshot([("A", [1]), ("B", [2])])
        snapshot.appendItems([3, 4], toSection: "A")
        snapshot.appendItems([], toSection: "B")
        #expect(layout(snapshot) == ["A: 1 3 4", "B: 2"])
        #expect(snapshot.indexOfItem(2) == 3)
        expectConsistent(snapshot)
    }

    @Test("appended items with no section named go to the last section")
    func appendToLastSection() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2])
        #expect(layout(snapshot) == ["A:", "B: 1 2"])
        snapshot.appendSections(["C"])
        snapshot.appendItems([3])
        #expect(layout(snapshot) == ["A:", "B: 1 2", "C: 3"])
        expectConsistent(snapshot)
    }

    @Test("appending an item that is in another section moves it into place")
    func appendExistingMovesAcrossSections() {
        var snapshot = makeSnapshot([("A", [1, 2, 3]), ("B", [4])])
        snapshot.appendItems([5, 2], toSection: "B")
        #expect(layout(snapshot) == ["A: 1 3", "B: 4 5 2"])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "B")
        expectConsistent(snapshot)
    }

    @Test("appending an item that is in the same section moves it to the end")
    func appendExistingMovesWithinSection() {
        var snapshot = makeSnapshot([("A", [1, 2, 3])])
        snapshot.appendItems([1])
        #expect(layout(snapshot) == ["A: 2 3 1"])
        expectConsistent(snapshot)
    }

    @Test("an item moved by appending keeps its reload and reconfigure marks")
    func appendExistingKeepsMarks() {
        var snapshot = makeSnapshot([("A", [1, 2]), ("B", [3])])
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([2])
        snapshot.appendItems([1, 2], toSection: "B")
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
    }

    @Test("items inserted before an item land just before it, in order, in its section")
    func insertBefore() {
        var snapshot = makeSnapshot([("A", [1, 2]), ("B", [3, 4])])
        snapshot.insertItems([10, 11], beforeItem: 4)
        #expect(layout(snapshot) == ["A: 1 2", "B: 3 10 11 4"])
        snapshot.insertItems([12], beforeItem: 1)
        #expect(layout(snapshot) == ["A: 12 1 2", "B: 3 10 11 4"])
        #expect(snapshot.indexOfItem(4) == 6)
        expectConsistent(snapshot)
    }

    @Test("items inserted after an item land just after it, in order, in its section")
    func insertAfter() {
        var snapshot = makeSnapshot([("A", [1, 2]), ("B", [3, 4])])
        snapshot.insertItems([10, 11], afterItem: 1)
        #expect(layout(snapshot) == ["A: 1 10 11 2", "B: 3 4"])
        snapshot.insertItems([12], afterItem: 4)
        #expect(layout(snapshot) == ["A: 1 10 11 2", "B: 3 4 12"])
        expectConsistent(snapshot)
    }

    @Test("inserting items that are already in the snapshot moves them next to the anchor")
    func insertExistingMoves() {
        var snapshot = makeSnapshot([("A", [1, 2, 3, 4]), ("B", [5, 6])])
        // 1 and 2 sit before the anchor in its own section; 6 comes from another section.
        snapshot.insertItems([6, 1, 2], beforeItem: 4)
        #expect(layout(snapshot) == ["A: 3 6 1 2 4", "B: 5"])
        expectConsistent(snapshot)
        snapshot.insertItems([4, 5], afterItem: 3)
        #expect(layout(snapshot) == ["A: 3 4 5 6 1 2", "B:"])
        expectConsistent(snapshot)
    }

    @Test("deleting items removes them from every lookup; sections stay, even empty")
    func deleteItems() {
        var snapshot = makeSnapshot([("A", [1, 2, 3]), ("B", [4])])
        snapshot.deleteItems([2, 4])
        #expect(layout(snapshot) == ["A: 1 3", "B:"])
        #expect(snapshot.numberOfItems == 2)
        #expect(snapshot.indexOfItem(3) == 1)
        #expect(snapshot.indexOfItem(2) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
        expectConsistent(snapshot)
    }

    @Test("deleting items that are not in the snapshot is ignored")
    func deleteMissingItems() {
        var snapshot = makeSnapshot([("A", [1, 2])])
        let before = snapshot
        snapshot.deleteItems([99])
        #expect(snapshot == before)
        snapshot.deleteItems([99, 1, 1])
        #expect(layout(snapshot) == ["A: 2"])
        expectConsistent(snapshot)
    }

    @Test("a deleted item can be appended again")
    func deleteThenAppend() {
        var snapshot = makeSnapshot([("A", [1, 2])])
        snapshot.deleteItems([1])
        snapshot.appendItems([1])
        #expect(layout(snapshot) == ["A: 2 1"])
        expectConsistent(snapshot)
    }

    @Test("deleting all items removes every item, section and mark")
    func deleteAllItems() {
        var snapshot = makeSnapshot([("A", [1, 2]), ("B", [3])])
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["B"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.indexOfSection("A") == nil)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
        #expect(snapshot == NSDiffableDataSourceSnapshot())
        snapshot.appendSections(["A"])
        snapshot.appendItems([1])
        #expect(layout(snapshot) == ["A: 1"])
    }

    @Test("moving an item before another within its section, forwards and backwards")
    func moveBeforeWithinSection() {
        var snapshot = makeSnapshot([("A", [1, 2, 3, 4, 5])])
        snapshot.moveItem(1, beforeItem: 4)
        #expect(layout(snapshot) == ["A: 2 3 1 4 5"])
        expectConsistent(snapshot)
        snapshot.moveItem(5, beforeItem: 2)
        #expect(layout(snapshot) == ["A: 5 2 3 1 4"])
        expectConsistent(snapshot)
    }

    @Test("moving an item after another within its section, forwards and backwards")
    func moveAfterWithinSection() {
        var snapshot = makeSnapshot([("A", [1, 2, 3, 4, 5])])
        snapshot.moveItem(1, afterItem: 4)
        #expect(layout(snapshot) == ["A: 2 3 4 1 5"])
        expectConsistent(snapshot)
        snapshot.moveItem(5, afterItem: 2)
        #expect(layout(snapshot) == ["A: 2 5 3 4 1"])
        snapshot.moveItem(2, afterItem: 1)
        #expect(layout(snapshot) == ["A: 5 3 4 1 2"])
        expectConsistent(snapshot)
    }

    @Test("moving an item before or after an item of another section moves it there")
    func moveAcrossSections() {
        var snapshot = makeSnapshot([("A", [1, 2, 3]), ("B", [4, 5])])
        snapshot.moveItem(2, beforeItem: 5)
        #expect(layout(snapshot) == ["A: 1 3", "B: 4 2 5"])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "B")
        expectConsistent(snapshot)
        snapshot.moveItem(4, afterItem: 3)
        #expect(layout(snapshot) == ["A: 1 3 4", "B: 2 5"])
        expectConsistent(snapshot)
        snapshot.moveItem(5, beforeItem: 1)
        #expect(layout(snapshot) == ["A: 5 1 3 4", "B: 2"])
        expectConsistent(snapshot)
    }

    @Test("moving the last item out of a section leaves the section empty")
    func moveEmptiesSection() {
        var snapshot = makeSnapshot([("A", [1]), ("B", [2])])
        snapshot.moveItem(1, afterItem: 2)
        #expect(layout(snapshot) == ["A:", "B: 2 1"])
        expectConsistent(snapshot)
    }

    @Test("moving an item to where it already is changes nothing")
    func moveInPlace() {
        var snapshot = makeSnapshot([("A", [1, 2, 3])])
        let before = snapshot
        snapshot.moveItem(1, beforeItem: 2)
        snapshot.moveItem(3, afterItem: 2)
        #expect(snapshot == before)
        expectConsistent(snapshot)
    }

    @Test("a moved item keeps its reload and reconfigure marks")
    func moveKeepsMarks() {
        var snapshot = makeSnapshot([("A", [1, 2]), ("B", [3])])
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([1])
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reconfiguredItemIdentifiers == [1])
    }
}

@Suite("NSDiffableDataSourceSnapshot: reload and reconfigure")
struct SnapshotMarkTests {
    @Test("reloaded items are reported once each, in snapshot order")
    func reloadItems() {
        var snapshot = makeSnapshot([("A", [1, 2]), ("B", [3, 4])])
        snapshot.reloadItems([4, 1])
        snapshot.reloadItems([1, 3])
        #expect(snapshot.reloadedItemIdentifiers == [1, 3, 4])
        snapshot.moveItem(4, beforeItem: 1)
        #expect(snapshot.reloadedItemIdentifiers == [4, 1, 3])
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("reconfigured items are reported once each, in snapshot order")
    func reconfigureItems() {
        var snapshot = makeSnapshot([("A", [1, 2]), ("B", [3, 4])])
        snapshot.reconfigureItems([3, 2])
        snapshot.reconfigureItems([2])
        #expect(snapshot.reconfiguredItemIdentifiers == [2, 3])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test("reload and reconfigure marks are independent")
    func marksIndependent() {
        var snapshot = makeSnapshot([("A", [1, 2, 3])])
        snapshot.reloadItems([1, 2])
        snapshot.reconfigureItems([2, 3])
        #expect(snapshot.reloadedItemIdentifiers == [1, 2])
        #expect(snapshot.reconfiguredItemIdentifiers == [2, 3])
    }

    @Test("deleting a reloaded item drops it from the reloaded items, even when it comes back")
    func deleteDropsReload() {
        var snapshot = makeSnapshot([("A", [1, 2, 3])])
        snapshot.reloadItems([1, 2])
        snapshot.deleteItems([2])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        snapshot.appendItems([2])
        #expect(snapshot.reloadedItemIdentifiers == [1])
    }

    @Test("deleting a reconfigured item drops it from the reconfigured items")
    func deleteDropsReconfigure() {
        var snapshot = makeSnapshot([("A", [1, 2, 3])])
        snapshot.reconfigureItems([1, 3])
        snapshot.deleteItems([3])
        #expect(snapshot.reconfiguredItemIdentifiers == [1])
    }

    @Test("reloading or reconfiguring nothing marks nothing")
    func emptyMarks() {
        var snapshot = makeSnapshot([("A", [1])])
        snapshot.reloadItems([])
        snapshot.reconfigureItems([])
        snapshot.reloadSections([])
        #expect(snapshot == makeSnapshot([("A", [1])]))
    }
}

@Suite("NSDiffableDataSourceSnapshot: queries")
struct SnapshotQueryTests {
    @Test("counts, identifiers and indices describe the snapshot across sections")
    func queries() {
        let snapshot = makeSnapshot([("A", [1, 2]), ("B", []), ("C", [3, 4, 5])])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "A") == 2)
        #expect(snapshot.numberOfItems(inSection: "B") == 0)
        #expect(snapshot.numberOfItems(inSection: "C") == 3)
        #expect(snapshot.itemIdentifiers(inSection: "C") == [3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "C")
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "A")
        #expect(snapshot.indexOfItem(1) == 0)
        #expect(snapshot.indexOfItem(3) == 2)
        #expect(snapshot.indexOfItem(5) == 4)
        #expect(snapshot.indexOfSection("A") == 0)
        #expect(snapshot.indexOfSection("C") == 2)
    }

    @Test("lookups of identifiers that are not in the snapshot answer nil")
    func missingLookups() {
        let snapshot = makeSnapshot([("A", [1])])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == nil)
        #expect(snapshot.indexOfItem(2) == nil)
        #expect(snapshot.indexOfSection("B") == nil)
    }

    @Test("the description lists sections with their items, and the marks")
    func description() {
        var snapshot = makeSnapshot([("Favourites", [1, 2]), ("All", [3])])
        snapshot.reloadSections(["All"])
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([3])
        #expect(snapshot.description == """
            NSDiffableDataSourceSnapshot(2 sections, 3 items)
              Favourites: [1, 2]
              All (reloaded): [3]
              reloaded items: [2]
              reconfigured items: [3]
            """)
        #expect(NSDiffableDataSourceSnapshot<String, Int>().description == "NSDiffableDataSourceSnapshot(0 sections, 0 items)")
        #expect(makeSnapshot([("A", [1])]).description == "NSDiffableDataSourceSnapshot(1 section, 1 item)\n  A: [1]")
    }
}

@Suite("NSDiffableDataSourceSnapshot: value semantics and equality")
struct SnapshotValueTests {
    @Test("a copy is independent of the original")
    func copiesAreIndependent() {
        let original = makeSnapshot([("A", [1, 2]), ("B", [3])])
        var copy = original
        copy.appendItems([4], toSection: "A")
        copy.moveItem(3, beforeItem: 1)
        copy.deleteSections(["B"])
        copy.reloadItems([1])
        copy.appendSections(["C"])
        #expect(layout(original) == ["A: 1 2", "B: 3"])
        #expect(original.sectionIdentifier(containingItem: 3) == "B")
        #expect(original.indexOfItem(3) == 2)
        #expect(original.reloadedItemIdentifiers.isEmpty)
        #expect(layout(copy) == ["A: 3 1 2 4", "C:"])
        expectConsistent(original)
        expectConsistent(copy)
    }

    @Test("snapshots built differently to the same contents are equal")
    func equalByContents() {
        var built = NSDiffableDataSourceSnapshot<String, Int>()
        built.appendSections(["B"])
        built.insertSections(["A"], beforeSection: "B")
        built.appendItems([3], toSection: "B")
        built.appendItems([2, 1], toSection: "A")
        built.moveItem(1, beforeItem: 2)
        built.appendItems([9])
        built.deleteItems([9])
        #expect(built == makeSnapshot([("A", [1, 2]), ("B", [3])]))
    }

    @Test("order, section membership, sections and marks all count for equality")
    func unequal() {
        let base = makeSnapshot([("A", [1, 2]), ("B", [3])])
        #expect(base != makeSnapshot([("A", [2, 1]), ("B", [3])]))
        #expect(base != makeSnapshot([("A", [1]), ("B", [2, 3])]))
        #expect(base != makeSnapshot([("B", [3]), ("A", [1, 2])]))
        #expect(base != makeSnapshot([("A", [1, 2]), ("B", [3]), ("C", [])]))
        var reloaded = base
        reloaded.reloadItems([1])
        #expect(base != reloaded)
        var reconfigured = base
        reconfigured.reconfigureItems([1])
        #expect(base != reconfigured)
        #expect(reloaded != reconfigured)
        var sectionReloaded = base
        sectionReloaded.reloadSections(["A"])
        #expect(base != sectionReloaded)
    }
}

/// A snapshot as plain nested arrays, changed the obvious way, to check the real one against.
private struct SnapshotModel {
    var sections: [(id: String, items: [Int])] = []
    var reloaded: Set<Int> = []
    var reconfigured: Set<Int> = []

    func location(of item: Int) -> (section: Int, index: Int)? {
        for (sectionIndex, section) in sections.enumerated() {
            if let index = section.items.firstIndex(of: item) { return (sectionIndex, index) }
        }
        return nil
    }

    mutating func remove(_ item: Int) {
        if let (section, index) = location(of: item) { sections[section].items.remove(at: index) }
    }

    var layout: [String] {
        sections.map { ([$0.id + ":"] + $0.items.map(String.init)).joined(separator: " ") }
    }
}

@Suite("NSDiffableDataSourceSnapshot: against a plain model")
struct SnapshotModelTests {
    @Test("random sequences of valid operations agree with nested arrays", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomOperations(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        var model = SnapshotModel()
        let sectionPool = (0..<8).map { "S\($0)" }
        let itemPool = Array(0..<40)

        for _ in 0..<400 {
            let presentSections = model.sections.map(\.id)
            let presentItems = model.sections.flatMap(\.items)
            switch Int.random(in: 0..<9, using: &random) {
            case 0:  // append or insert a new section
                guard let new = sectionPool.filter({ !presentSections.contains($0) }).randomElement(using: &random)
                else { continue }
                if let anchor = presentSections.randomElement(using: &random), Bool.random(using: &random) {
                    let anchorIndex = presentSections.firstIndex(of: anchor)!
                    if Bool.random(using: &random) {
                        snapshot.insertSections([new], beforeSection: anchor)
                        model.sections.insert((new, []), at: anchorIndex)
                    } else {
                        snapshot.insertSections([new], afterSection: anchor)
                        model.sections.insert((new, []), at: anchorIndex + 1)
                    }
                } else {
                    snapshot.appendSections([new])
                    model.sections.append((new, []))
                }
            case 1:  // delete a section
                guard let doomed = presentSections.randomElement(using: &random) else { continue }
                snapshot.deleteSections([doomed])
                for item in model.sections.first(where: { $0.id == doomed })!.items {
                    model.reloaded.remove(item)
                    model.reconfigured.remove(item)
                }
                model.sections.removeAll { $0.id == doomed }
            case 2:  // move a section
                guard presentSections.count > 1 else { continue }
                let moving = presentSections.randomElement(using: &random)!
                let anchor = presentSections.filter { $0 != moving }.randomElement(using: &random)!
                let after = Bool.random(using: &random)
                if after {
                    snapshot.moveSection(moving, afterSection: anchor)
                } else {
                    snapshot.moveSection(moving, beforeSection: anchor)
                }
                let entry = model.sections.remove(at: model.sections.firstIndex { $0.id == moving }!)
                let anchorIndex = model.sections.firstIndex { $0.id == anchor }!
                model.sections.insert(entry, at: after ? anchorIndex + 1 : anchorIndex)
            case 3, 4:  // append items, some possibly already present
                guard let section = presentSections.randomElement(using: &random) else { continue }
                var items: [Int] = []
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    let item = itemPool.randomElement(using: &random)!
                    if !items.contains(item) { items.append(item) }
                }
                snapshot.appendItems(items, toSection: section)
                for item in items { model.remove(item) }
                model.sections[model.sections.firstIndex { $0.id == section }!].items.append(contentsOf: items)
            case 5:  // insert items next to an item
                guard let anchor = presentItems.randomElement(using: &random) else { continue }
                var items: [Int] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let item = itemPool.randomElement(using: &random)!
                    if item != anchor && !items.contains(item) { items.append(item) }
                }
                let after = Bool.random(using: &random)
                if after {
                    snapshot.insertItems(items, afterItem: anchor)
                } else {
                    snapshot.insertItems(items, beforeItem: anchor)
                }
                for item in items { model.remove(item) }
                let (section, index) = model.location(of: anchor)!
                model.sections[section].items.insert(contentsOf: items, at: after ? index + 1 : index)
            case 6:  // delete items, some possibly missing
                let items = (0..<3).map { _ in itemPool.randomElement(using: &random)! }
                snapshot.deleteItems(items)
                for item in items { model.remove(item) }
                model.reloaded.subtract(items)
                model.reconfigured.subtract(items)
            case 7:  // move an item
                guard presentItems.count > 1 else { continue }
                let moving = presentItems.randomElement(using: &random)!
                let anchor = presentItems.filter { $0 != moving }.randomElement(using: &random)!
                let after = Bool.random(using: &random)
                if after {
                    snapshot.moveItem(moving, afterItem: anchor)
                } else {
                    snapshot.moveItem(moving, beforeItem: anchor)
                }
                model.remove(moving)
                let (section, index) = model.location(of: anchor)!
                model.sections[section].items.insert(moving, at: after ? index + 1 : index)
            default:  // mark an item
                guard let item = presentItems.randomElement(using: &random) else { continue }
                if Bool.random(using: &random) {
                    snapshot.reloadItems([item])
                    model.reloaded.insert(item)
                } else {
                    snapshot.reconfigureItems([item])
                    model.reconfigured.insert(item)
                }
            }
            #expect(layout(snapshot) == model.layout)
            expectConsistent(snapshot)
            let flat = snapshot.itemIdentifiers
            #expect(snapshot.reloadedItemIdentifiers == flat.filter(model.reloaded.contains))
            #expect(snapshot.reconfiguredItemIdentifiers == flat.filter(model.reconfigured.contains))
        }
    }
}
