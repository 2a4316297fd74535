import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("TodoListViewController")
struct TodoListViewControllerTests {
    @Test("Rows, checkmarks for done items, and the edit button item in the navigation bar")
    func rows() {
        let vc = TodoListViewController()
        let window = present(vc)
        #expect(visibleTexts(vc.tableView) == ["Buy milk", "Walk the dog", "File taxes", "Call mum"])
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == .checkmark)
        #expect(vc.navigationItem.rightBarButtonItem === vc.editButtonItem)
        vc.setEditing(true, animated: false)
        #expect(vc.isEditing)
        #expect(vc.tableView.isEditing)
        vc.setEditing(false, animated: false)
        #expect(!vc.tableView.isEditing)
        _ = window
    }

    @Test("Swipe-to-delete commits .delete; the row disappears")
    func delete() {
        let vc = TodoListViewController()
        let window = present(vc)
        let path = IndexPath(row: 1, section: 0)
        #expect(vc.tableView(vc.tableView, canEditRowAt: path))
        vc.tableView(vc.tableView, commit: .delete, forRowAt: path)
        vc.tableView.layoutIfNeeded()
        #expect(vc.tableView.numberOfRows(inSection: 0) == 3)
        #expect(visibleTexts(vc.tableView) == ["Buy milk", "File taxes", "Call mum"])
        _ = window
    }

    @Test("A drag from row 0 to row 2: the table moves the row, then tells the data source")
    func reorder() {
        let vc = TodoListViewController()
        let window = present(vc)
        vc.setEditing(true, animated: false)
        vc.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        vc.tableView(vc.tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(vc.items.map(\.title) == ["Walk the dog", "File taxes", "Buy milk", "Call mum"])
        #expect(visibleTexts(vc.tableView) == ["Walk the dog", "File taxes", "Buy milk", "Call mum"])
        _ = window
    }

    @Test("Tapping a row toggles done")
    func toggle() {
        let vc = TodoListViewController()
        let window = present(vc)
        vc.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(vc.items[0].isDone)
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .checkmark)
        _ = window
    }
}

@MainActor
@Suite("MailboxSwipeViewController")
struct MailboxSwipeViewControllerTests {
    @Test("Trailing actions: Archive (destructive, full swipe) then Flag; archiving removes the row")
    func trailing() throws {
        let vc = MailboxSwipeViewController()
        let window = present(vc)
        let path = IndexPath(row: 0, section: 0)
        let configuration = try #require(vc.tableView(vc.tableView, trailingSwipeActionsConfigurationForRowAt: path))
        #expect(configuration.actions.map(\.title) == ["Archive", "Flag"])
        #expect(configuration.actions.map(\.style) == [.destructive, .normal])
        #expect(configuration.performsFirstActionWithFullSwipe)

        let archive = configuration.actions[0]
        var completed: Bool?
        archive.handler(archive, UIView()) { completed = $0 }
        vc.tableView.layoutIfNeeded()
        #expect(completed == true)
        #expect(vc.archived == ["Apple"])
        #expect(visibleTexts(vc.tableView) == ["GitHub", "Swift Forums"])
        _ = window
    }

    @Test("The leading action reads Read for an unread thread and marks it read")
    func leading() throws {
        let vc = MailboxSwipeViewController()
        let window = present(vc)
        let path = IndexPath(row: 0, section: 0)
        let configuration = try #require(vc.tableView(vc.tableView, leadingSwipeActionsConfigurationForRowAt: path))
        let read = try #require(configuration.actions.first)
        #expect(read.title == "Read")
        #expect(read.backgroundColor == .systemBlue)
        read.handler(read, UIView()) { _ in }
        vc.tableView.layoutIfNeeded()
        #expect(vc.threads[0].isRead)
        #expect(vc.tableView.cellForRow(at: path)?.textLabel?.font == .systemFont(ofSize: 17))
        let again = try #require(vc.tableView(vc.tableView, leadingSwipeActionsConfigurationForRowAt: path))
        #expect(again.actions.first?.title == "Unread")
        _ = window
    }
}

@MainActor
@Suite("FavoritesReorderViewController")
struct FavoritesReorderViewControllerTests {
    @Test("Always editing, no delete controls, no indent; the first row is pinned")
    func editingRules() throws {
        let vc = FavoritesReorderViewController()
        let window = present(vc)
        let table = vc.tableView!
        #expect(table.isEditing)
        #expect(vc.tableView(table, editingStyleForRowAt: IndexPath(row: 2, section: 0)) == UITableViewCell.EditingStyle.none)
        #expect(!vc.tableView(table, shouldIndentWhileEditingRowAt: IndexPath(row: 2, section: 0)))
        #expect(!vc.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
        #expect(vc.tableView(table, canMoveRowAt: IndexPath(row: 3, section: 0)))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showsReorderControl == true)
        let target = vc.tableView(
            table, targetIndexPathForMoveFromRowAt: IndexPath(row: 3, section: 0), toProposedIndexPath: IndexPath(row: 0, section: 0))
        #expect(target == IndexPath(row: 1, section: 0))
        _ = window
    }

    @Test("Moving Weather up to row 1 reorders the model and the rows")
    func move() {
        let vc = FavoritesReorderViewController()
        let window = present(vc)
        vc.tableView.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0))
        vc.tableView(vc.tableView, moveRowAt: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(vc.favorites == ["Maps", "Weather", "Music", "Photos", "Notes"])
        #expect(visibleTexts(vc.tableView) == ["Maps", "Weather", "Music", "Photos", "Notes"])
        _ = window
    }
}

@MainActor
@Suite("ShoppingListViewController")
struct ShoppingListViewControllerTests {
    @Test("Edit mode adds an insert row; committing .insert appends an item; leaving removes the row")
    func insertRow() {
        let vc = ShoppingListViewController()
        let window = present(vc)
        #expect(vc.tableView.numberOfRows(inSection: 0) == 3)
        vc.setEditing(true, animated: false)
        vc.tableView.layoutIfNeeded()
        #expect(vc.tableView.numberOfRows(inSection: 0) == 4)
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Add Item")
        #expect(vc.tableView(vc.tableView, editingStyleForRowAt: IndexPath(row: 3, section: 0)) == .insert)
        #expect(vc.tableView(vc.tableView, editingStyleForRowAt: IndexPath(row: 0, section: 0)) == .delete)

        vc.tableView(vc.tableView, commit: .insert, forRowAt: IndexPath(row: 3, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(vc.items == ["Apples", "Bread", "Coffee", "New Item"])
        #expect(visibleTexts(vc.tableView) == ["Apples", "Bread", "Coffee", "New Item", "Add Item"])

        vc.setEditing(false, animated: false)
        vc.tableView.layoutIfNeeded()
        #expect(visibleTexts(vc.tableView) == ["Apples", "Bread", "Coffee", "New Item"])
        _ = window
    }

    @Test("Committing .delete removes the item")
    func delete() {
        let vc = ShoppingListViewController()
        let window = present(vc)
        vc.tableView(vc.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(visibleTexts(vc.tableView) == ["Bread", "Coffee"])
        _ = window
    }
}

@MainActor
@Suite("NotesContextMenuViewController")
struct NotesContextMenuViewControllerTests {
    @Test("Each note has a context menu identified by the note")
    func menu() throws {
        let vc = NotesContextMenuViewController()
        let window = present(vc)
        let configuration = try #require(
            vc.tableView(vc.tableView, contextMenuConfigurationForRowAt: IndexPath(row: 1, section: 0), point: .zero))
        #expect((configuration.identifier as? NSString)?.description == "Ideas")
        _ = window
    }

    @Test("The menu's Duplicate and Delete commands update the rows")
    func commands() {
        let vc = NotesContextMenuViewController()
        let window = present(vc)
        vc.duplicateNote(at: IndexPath(row: 0, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(visibleTexts(vc.tableView) == ["Groceries", "Groceries copy", "Ideas", "Passwords (not really)"])
        vc.deleteNote(at: IndexPath(row: 3, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(visibleTexts(vc.tableView) == ["Groceries", "Groceries copy", "Ideas"])
        _ = window
    }
}

@MainActor
@Suite("AlarmsViewController")
struct AlarmsViewControllerTests {
    @Test("Subtitle rows of 88 points with an editing accessory; the edit button on the left")
    func rows() throws {
        let vc = AlarmsViewController()
        let window = present(vc)
        let first = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.textLabel?.text == "06:30")
        #expect(first.detailTextLabel?.text == "Wake up")
        #expect(first.editingAccessoryType == .disclosureIndicator)
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == first.frame.minY + 88)
        #expect(vc.navigationItem.leftBarButtonItem === vc.editButtonItem)
        vc.setEditing(true, animated: true)
        #expect(vc.editingTransitions == [true])
        #expect(vc.tableView.isEditing)
        _ = window
    }

    @Test("beginUpdates/endUpdates: inserts use new paths, delete and reload old ones")
    func updates() {
        let vc = AlarmsViewController()
        let window = present(vc)
        vc.addAlarms([AlarmsAlarm(hour: 7, minute: 15, label: "Gym"), AlarmsAlarm(hour: 12, minute: 0, label: "Lunch")])
        vc.tableView.layoutIfNeeded()
        #expect(visibleTexts(vc.tableView) == ["06:30", "22:00", "07:15", "12:00"])
        vc.removeFirstAndRename(to: "Lights out")
        vc.tableView.layoutIfNeeded()
        #expect(visibleTexts(vc.tableView) == ["22:00", "07:15", "12:00"])
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text == "Lights out")
        _ = window
    }
}

@MainActor
@Suite("BookmarksViewController")
struct BookmarksViewControllerTests {
    @Test("System bookmarks cannot be edited or moved; moves stay in their section")
    func rules() {
        let vc = BookmarksViewController()
        let window = present(vc)
        #expect(vc.tableView.numberOfSections == 2)
        #expect(!vc.tableView(vc.tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(vc.tableView(vc.tableView, canEditRowAt: IndexPath(row: 0, section: 1)))
        #expect(!vc.tableView(vc.tableView, canMoveRowAt: IndexPath(row: 1, section: 0)))
        let target = vc.tableView(
            vc.tableView, targetIndexPathForMoveFromRowAt: IndexPath(row: 2, section: 1), toProposedIndexPath: IndexPath(row: 1, section: 0))
        #expect(target == IndexPath(row: 0, section: 1))
        _ = window
    }

    @Test("Swipe-to-delete and a batch delete with performBatchUpdates")
    func deletes() {
        let vc = BookmarksViewController()
        let window = present(vc)
        vc.tableView(vc.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 1))
        vc.tableView.layoutIfNeeded()
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Apple Developer")
        vc.deleteBookmarks(at: [0, 2])
        vc.tableView.layoutIfNeeded()
        #expect(vc.user == ["Hacker News"])
        #expect(vc.tableView.numberOfRows(inSection: 1) == 1)
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Hacker News")
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Reading List")
        _ = window
    }
}
