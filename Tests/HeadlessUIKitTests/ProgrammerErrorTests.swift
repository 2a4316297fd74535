import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// Programmer errors stop the program with UIKit's words. Each test runs the mistake in a child
/// process and reads what it printed. Exit-test bodies capture nothing, so each builds its own views.
@Suite("Programmer errors")
struct ProgrammerErrorTests {
    // MARK: Table view

    @Test("dequeue of an unregistered identifier stops with UIKit's text")
    func unregisteredTableDequeue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
            }
        }
        #expect(standardError(of: result).contains(
            "unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test("a row beyond its section stops with UIKit's bounds text")
    func rowOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5])
                _ = table.rectForRow(at: IndexPath(row: 5, section: 0))
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("row (5) beyond bounds (5) for section (0)."))
    }

    @Test("a negative row stops with UIKit's bounds text, also once the counts are cached")
    func negativeRow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5])
                _ = table.rectForRow(at: IndexPath(row: 4, section: 0))
                _ = table.rectForRow(at: IndexPath(row: -1, section: 0))
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("row (-1) beyond bounds (5) for section (0)."))
    }

    @Test("a section beyond the table stops with UIKit's bounds text")
    func sectionOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5, 5])
                _ = table.rect(forSection: 3)
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("section (3) beyond bounds (2)."))
    }

    @Test("an index path with three indices stops with UIKit's invalid-index-path text")
    func threeIndices() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5])
                _ = table.rectForRow(at: IndexPath(indexes: [0, 1, 2]))
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("Invalid index path for use with UITableView"))
    }

    @Test("tapping a row that is not on screen says to scroll to it first")
    func tapOffScreenRow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [100])
                table.tapRow(at: IndexPath(row: 50, section: 0))
                withExtendedLifetime(source) {}
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("row 50 of section 0 is not on screen"))
        #expect(stderr.contains("scroll to it first"))
    }

    @Test("a negative row count from the data source is refused")
    func negativeRowCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [-1], layout: false)
                table.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("negative number of rows (-1) for section 0"))
    }

    // MARK: Collection view

    @Test("collection dequeue of an unregistered cell identifier stops with UIKit's text")
    func unregisteredCollectionDequeue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [5], layout: false)
                _ = collection.dequeueReusableCell(withReuseIdentifier: "X", for: IndexPath(item: 0, section: 0))
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier X - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test("collection dequeue of an unregistered header stops with UIKit's text for the header kind")
    func unregisteredHeaderDequeue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [5], layout: false)
                _ = collection.dequeueReusableSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title",
                    for: IndexPath(item: 0, section: 0))
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains(
            "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier title - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test("a supplementary registration removed with nil makes the dequeue of that kind stop")
    func headerRegistrationDoesNotServeFooter() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [5], layout: false)
                collection.register(nil as UICollectionReusableView.Type?,
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "supplementary")
                _ = collection.dequeueReusableSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "supplementary",
                    for: IndexPath(item: 0, section: 0))
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains(
            "could not dequeue a view of kind: UICollectionElementKindSectionFooter with identifier supplementary"))
    }

    @Test("the collection view's layoutAttributesForItem stops for an item out of range")
    func collectionItemOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [3, 4])
                _ = collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("item (4) beyond bounds (4) for section (1)."))
    }

    @Test("a collection index path with three indices names UICollectionView")
    func collectionThreeIndices() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [3])
                collection.selectItem(at: IndexPath(indexes: [0, 0, 0]), animated: false, scrollPosition: [])
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("Invalid index path for use with UICollectionView"))
    }

    @Test("tapping an item that is not on screen says to scroll to it first")
    func tapOffScreenItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [500])
                collection.tapItem(at: IndexPath(item: 400, section: 0))
                withExtendedLifetime(source) {}
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("item 400 of section 0 is not on screen"))
        #expect(stderr.contains("scroll to it first"))
    }

    // MARK: Views

    @Test("a view cannot be its own subview")
    func selfSubview() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                view.addSubview(view)
            }
        }
        #expect(standardError(of: result).contains("cannot add a view as a subview of itself"))
    }
}
