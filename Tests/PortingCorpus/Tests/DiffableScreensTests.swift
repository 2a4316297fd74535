import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("RecipesDiffableViewController")
struct RecipesDiffableViewControllerTests {
    @Test("The data source subclass titles sections from the snapshot")
    func sections() throws {
        let vc = RecipesDiffableViewController()
        let window = present(vc)
        let table = vc.tableView!
        #expect(table.dataSource === vc.dataSource)
        #expect(table.numberOfSections == 3)
        #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [1, 2, 1])
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Mains")
        #expect(vc.dataSource.tableView(table, titleForHeaderInSection: 2) == "Desserts")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Lasagne")
        #expect(vc.dataSource.defaultRowAnimation == .fade)
        _ = window
    }

    @Test("Deleting the only starter removes its section through the subclass's commit")
    func delete() {
        let vc = RecipesDiffableViewController()
        let window = present(vc)
        let table = vc.tableView!
        #expect(vc.dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        vc.dataSource.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(vc.dataSource.snapshot().sectionIdentifiers == [.main, .dessert])
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Mains")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Risotto")
        _ = window
    }
}

@MainActor
@Suite("PhotoAlbumDiffableViewController")
struct PhotoAlbumDiffableViewControllerTests {
    static func photos(_ ids: Range<Int>) -> [PhotoAlbumPhoto] {
        ids.map { PhotoAlbumPhoto(id: $0, caption: "IMG_\($0)") }
    }

    @Test("Registrations fill cells and headers; items flow three to a line under 44-point headers")
    func layout() throws {
        let vc = PhotoAlbumDiffableViewController(photosByYear: [2022: Self.photos(10..<12), 2023: Self.photos(0..<4)])
        let window = present(vc)
        let collectionView = vc.collectionView!
        #expect(collectionView.numberOfSections == 2)
        #expect(vc.dataSource.sectionIdentifier(for: 0) == 2023)

        let header = try #require(
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? PhotoAlbumHeaderView)
        #expect(header.label.text == "2023")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 44))

        let frames = (0..<4).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 5, y: 44, width: 120, height: 140),
            CGRect(x: 135, y: 44, width: 120, height: 140),
            CGRect(x: 265, y: 44, width: 120, height: 140),
            CGRect(x: 5, y: 194, width: 120, height: 140),
        ])
        // Section 0 ends at 194 + 140 + 20 (bottom inset); section 1's header follows.
        let secondHeader = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? PhotoAlbumHeaderView
        #expect(secondHeader?.frame.minY == 354)
        #expect(secondHeader?.label.text == "2022")
        #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoAlbumCell)?.captionLabel.text == "IMG_1")
        _ = window
    }
}

@MainActor
@Suite("TasksDiffableViewController")
struct TasksDiffableViewControllerTests {
    @Test("Appending items animates them in; selecting reconfigures the same cell")
    func reconfigure() throws {
        let vc = TasksDiffableViewController()
        let window = present(vc)
        vc.addTask("Write corpus")
        vc.addTask("Run tests")
        vc.tableView.layoutIfNeeded()
        #expect(vc.tableView.numberOfRows(inSection: 0) == 2)
        let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Run tests")
        let callsBefore = vc.cellProviderCalls

        vc.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(vc.store.tasks[2]?.isDone == true)
        #expect(vc.cellProviderCalls == callsBefore + 1)
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        _ = window
    }
}

@MainActor
@Suite("SearchResultsDiffableViewController")
struct SearchResultsDiffableViewControllerTests {
    @Test("Filtering applies new snapshots; no match shows the background label")
    func filter() {
        let vc = SearchResultsDiffableViewController(terms: ["Apple", "Banana", "Apricot", "Cherry"])
        let window = present(vc)
        #expect(visibleTexts(vc.tableView) == ["Apple", "Banana", "Apricot", "Cherry"])
        vc.search(for: "ap")
        vc.tableView.layoutIfNeeded()
        #expect(visibleTexts(vc.tableView) == ["Apple", "Apricot"])
        #expect(vc.tableView.backgroundView == nil)
        vc.search(for: "zzz")
        vc.tableView.layoutIfNeeded()
        #expect(vc.tableView.numberOfRows(inSection: 0) == 0)
        #expect((vc.tableView.backgroundView as? UILabel)?.text == "No Results")
        _ = window
    }
}

@MainActor
@Suite("ChatDiffableViewController")
struct ChatDiffableViewControllerTests {
    @Test("Messages appended, edited and unsent through snapshots; rows sized by the delegate")
    func transcript() throws {
        let vc = ChatDiffableViewController()
        let window = present(vc)
        vc.receive(ChatMessage(id: 1, text: "Hi", isMine: false))
        vc.receive(ChatMessage(id: 2, text: String(repeating: "a", count: 45), isMine: true))
        vc.receive(ChatMessage(id: 3, text: "Bye", isMine: false))
        vc.collectionView.layoutIfNeeded()
        let collectionView = vc.collectionView!
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        let frames = (0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // 1 line = 40 points, 2 lines = 60; line spacing 4.
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 390, height: 40),
            CGRect(x: 0, y: 44, width: 390, height: 60),
            CGRect(x: 0, y: 108, width: 390, height: 40),
        ])

        vc.edit(messageID: 3, newText: "Bye!")
        collectionView.layoutIfNeeded()
        #expect((collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? ChatBubbleCell)?.label.text == "Bye!")

        vc.unsend(messageID: 2)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ChatBubbleCell)?.label.text == "Bye!")
        _ = window
    }
}

@MainActor
@Suite("LibraryDiffableViewController")
struct LibraryDiffableViewControllerTests {
    static let books = [
        LibraryBook(isbn: "111", title: "Dune"),
        LibraryBook(isbn: "222", title: "Emma"),
        LibraryBook(isbn: "333", title: "Ulysses"),
    ]

    @Test("Editing on, the header counts books, a move commits into the snapshot")
    func move() throws {
        let vc = LibraryDiffableViewController(books: Self.books)
        let window = present(vc)
        let table = vc.tableView!
        #expect(table.isEditing)
        #expect(table.headerView(forSection: 0)?.textLabel?.text?.lowercased() == "3 books")
        #expect(vc.dataSource.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "111")

        _ = table.moveRowInteractively(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        table.layoutIfNeeded()
        #expect(vc.savedOrder == ["222", "333", "111"])
        let texts = (0..<3).map { (table.cellForRow(at: IndexPath(row: $0, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["Emma", "Ulysses", "Dune"])
        _ = window
    }
}
