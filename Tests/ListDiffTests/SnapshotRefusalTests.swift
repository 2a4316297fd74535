import CellKitTestSupport
import ListDiff
import Testing

/// A snapshot's programmer errors stop the program with UIKit's words, or with a message that
/// names the identifier and says what to do. Each test runs the mistake in a child process and
/// reads what it printed; exit-test bodies capture nothing, so each builds its own snapshot.
@Suite("NSDiffableDataSourceSnapshot refusals")
struct SnapshotRefusalTests {
    @Test("appending items with no sections stops with UIKit's text")
    func appendWithNoSections() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
        }
        let message = standardError(of: result)
        #expect(message.contains("There are currently no sections in the data source. Please add a section first."))
    }

    @Test("appending items to a section that is not in the snapshot names the section")
    func appendToMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1], toSection: "Missing")
        }
        let message = standardError(of: result)
        #expect(message.contains("Invalid parameter not satisfying: section != NSNotFound."))
        #expect(message.contains("Attempted to append items to section identifier that does not exist in the snapshot: Missing."))
        #expect(message.contains("Add the section with appendSections(_:)"))
    }

    @Test("reloading a missing item stops with UIKit's text and the identifier")
    func reloadMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.reloadItems([1, 42])
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to reload item identifier that does not exist in the snapshot: 42"))
    }

    @Test("reconfiguring a missing item stops with UIKit's text and the identifier")
    func reconfigureMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.reconfigureItems([42])
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to reconfigure item identifier that does not exist in the snapshot: 42"))
    }

    @Test("reloading an item after deleting it stops: the delete really removed it")
    func reloadDeletedItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2])
            snapshot.deleteItems([2])
            snapshot.reloadItems([2])
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to reload item identifier that does not exist in the snapshot: 2"))
    }

    @Test("reloading an item of a deleted section stops: the section took its items along")
    func reloadItemOfDeletedSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems([7], toSection: "A")
            snapshot.deleteSections(["A"])
            snapshot.reconfigureItems([7])
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to reconfigure item identifier that does not exist in the snapshot: 7"))
    }

    @Test("reloading a missing section names the section")
    func reloadMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.reloadSections(["A", "Missing"])
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to reload section identifier that does not exist in the snapshot: Missing"))
    }

    @Test("appending a section that exists stops with UIKit's uniqueness text, naming it")
    func appendExistingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B"])
            snapshot.appendSections(["C", "B"])
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to insert section identifier B, a section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique."))
    }

    @Test("inserting a section that exists before another stops with UIKit's uniqueness text")
    func insertExistingSectionBefore() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B"])
            snapshot.insertSections(["A"], beforeSection: "B")
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to insert section identifier A, a section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique."))
    }

    @Test("inserting a section that exists after another stops with UIKit's uniqueness text")
    func insertExistingSectionAfter() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B"])
            snapshot.insertSections(["B"], afterSection: "A")
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to insert section identifier B, a section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique."))
    }

    @Test("a section twice in one call stops, listing the duplicates")
    func duplicateSectionsSupplied() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B", "A", "C", "C", "A"])
        }
        let message = standardError(of: result)
        #expect(message.contains("Fatal: supplied section identifiers are not unique. Duplicate identifiers: [A, C]. Identifiers in a snapshot must be unique."))
    }

    @Test("an item twice in one append stops with UIKit's text, listing the duplicates")
    func duplicateItemsAppended() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2, 1, 3, 3])
        }
        let message = standardError(of: result)
        #expect(message.contains("Diffable data source detected item identifiers that are not unique. Duplicate identifiers: [1, 3]."))
    }

    @Test("an item twice in one insert stops with UIKit's text, listing the duplicates")
    func duplicateItemsInserted() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.insertItems([5, 5], afterItem: 1)
        }
        let message = standardError(of: result)
        #expect(message.contains("Diffable data source detected item identifiers that are not unique. Duplicate identifiers: [5]."))
    }

    @Test("inserting items before a missing item names it and says what to do")
    func insertBeforeMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.insertItems([2], beforeItem: 99)
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to insert items before item identifier that does not exist in the snapshot: 99."))
        #expect(message.contains("Insert relative to an item that is in the snapshot, or use appendItems(_:toSection:)."))
    }

    @Test("inserting items after a missing item names it")
    func insertAfterMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.insertItems([2], afterItem: 99)
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to insert items after item identifier that does not exist in the snapshot: 99."))
    }

    @Test("inserting an item before itself stops")
    func insertRelativeToInsertedItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2])
            snapshot.insertItems([3, 2], beforeItem: 2)
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to insert item identifier 2 before itself."))
    }

    @Test("inserting sections before a missing section names it and says what to do")
    func insertBeforeMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.insertSections(["B"], beforeSection: "Missing")
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to insert sections before section identifier that does not exist in the snapshot: Missing."))
        #expect(message.contains("Insert relative to a section that is in the snapshot, or use appendSections(_:)."))
    }

    @Test("inserting sections after a missing section names it")
    func insertAfterMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.insertSections(["B"], afterSection: "Missing")
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to insert sections after section identifier that does not exist in the snapshot: Missing."))
    }

    @Test("moving a missing item names it")
    func moveMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.moveItem(42, beforeItem: 1)
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to move item identifier that does not exist in the snapshot: 42."))
    }

    @Test("moving an item before a missing item names both")
    func moveBeforeMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.moveItem(1, beforeItem: 42)
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to move item 1 before item identifier that does not exist in the snapshot: 42."))
    }

    @Test("moving an item after a missing item names both")
    func moveAfterMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.moveItem(1, afterItem: 42)
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to move item 1 after item identifier that does not exist in the snapshot: 42."))
    }

    @Test("moving an item before itself stops")
    func moveItemBeforeItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2])
            snapshot.moveItem(2, beforeItem: 2)
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to move item identifier 2 before itself. Move an item relative to a different item."))
    }

    @Test("moving an item after itself stops")
    func moveItemAfterItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2])
            snapshot.moveItem(1, afterItem: 1)
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to move item identifier 1 after itself."))
    }

    @Test("moving a missing section names it")
    func moveMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.moveSection("Missing", afterSection: "A")
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to move section identifier that does not exist in the snapshot: Missing."))
    }

    @Test("moving a section before a missing section names both")
    func moveBeforeMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.moveSection("A", beforeSection: "Missing")
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to move section A before section identifier that does not exist in the snapshot: Missing."))
    }

    @Test("moving a section after itself stops")
    func moveSectionAfterItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B"])
            snapshot.moveSection("B", afterSection: "B")
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to move section identifier B after itself. Move a section relative to a different section."))
    }

    @Test("counting the items of a missing section names it")
    func countItemsOfMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            _ = snapshot.numberOfItems(inSection: "Missing")
        }
        let message = standardError(of: result)
        #expect(message.contains("Invalid parameter not satisfying: section != NSNotFound."))
        #expect(message.contains("Attempted to count the items of section identifier that does not exist in the snapshot: Missing."))
    }

    @Test("reading the items of a missing section names it")
    func readItemsOfMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            _ = snapshot.itemIdentifiers(inSection: "Missing")
        }
        let message = standardError(of: result)
        #expect(message.contains("Attempted to read the items of section identifier that does not exist in the snapshot: Missing."))
    }
}
