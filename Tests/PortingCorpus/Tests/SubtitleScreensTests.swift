import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("ContactsListViewController")
struct ContactsListViewControllerTests {
    @Test("A registered subtitle subclass shows name, phone and a symbol, 60 points a row")
    func rows() throws {
        let vc = ContactsListViewController()
        let window = present(vc)
        let table = vc.tableView!
        #expect(table.indexPathsForVisibleRows == rowPaths(0..<4))
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first is ContactsSubtitleCell)
        #expect(first.textLabel?.text == "Grace Hopper")
        #expect(first.detailTextLabel?.text == "555-0100")
        #expect(first.imageView?.image != nil)
        #expect(first.frame.height == 60)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == first.frame.minY + 60)
        #expect(visibleTexts(table) == ["Grace Hopper", "Alan Turing", "Katherine Johnson", "Edsger Dijkstra"])
        _ = window
    }

    @Test("Tapping a contact calls their number")
    func call() {
        let vc = ContactsListViewController()
        let window = present(vc)
        vc.tableView.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(vc.calledNumbers == ["555-0102"])
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        _ = window
    }
}

@MainActor
@Suite("InboxMessagesViewController")
struct InboxMessagesViewControllerTests {
    @Test("Unread messages are bold with a dot; reading one updates row and title")
    func readMessage() throws {
        let vc = InboxMessagesViewController()
        let window = present(vc)
        #expect(vc.title == "Inbox (2)")
        #expect(vc.tableView.frame.size == CGSize(width: 390, height: 844))
        let first = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.textLabel?.text == "Tim")
        #expect(first.detailTextLabel?.text == "Keynote draft")
        #expect(first.textLabel?.font == UIFont.systemFont(ofSize: 17, weight: .bold))
        #expect(first.imageView?.image != nil)
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.imageView?.image == nil)

        vc.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(vc.title == "Inbox (1)")
        let reread = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(reread.textLabel?.font == UIFont.systemFont(ofSize: 17, weight: .regular))
        #expect(reread.imageView?.image == nil)
        _ = window
    }
}

@MainActor
@Suite("PodcastEpisodesViewController")
struct PodcastEpisodesViewControllerTests {
    @Test("Thirty 72-point rows: the first screen, the content height, the last row after scrolling")
    func episodes() throws {
        let vc = PodcastEpisodesViewController()
        let window = present(vc)
        let table = vc.tableView!
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(table.contentSize.height == CGFloat(30 * 72))
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.textLabel?.text == "1. Episode 1")
        #expect(first.detailTextLabel?.text == "31 min · In which we talk about lists, part 1.")
        #expect(first.detailTextLabel?.numberOfLines == 2)
        #expect(first.textLabel?.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(first.accessoryType == .detailButton)
        #expect(table.cellForRow(at: IndexPath(row: 29, section: 0)) == nil)

        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 29, section: 0))?.textLabel?.text == "30. Episode 30")
        _ = window
    }
}

@MainActor
@Suite("FileBrowserViewController")
struct FileBrowserViewControllerTests {
    static let items = [
        FileBrowserItem(name: "report.pdf", isFolder: false, byteCount: 2048),
        FileBrowserItem(name: "Photos", isFolder: true, byteCount: 0),
        FileBrowserItem(name: "apps", isFolder: true, byteCount: 0),
        FileBrowserItem(name: "notes.txt", isFolder: false, byteCount: 120),
    ]

    @Test("Folders first, by name; folders have a disclosure indicator, files their size")
    func listing() throws {
        let vc = FileBrowserViewController(path: "/Users/ada/Documents", items: Self.items)
        let window = present(vc)
        #expect(vc.title == "Documents")
        #expect(visibleTexts(vc.tableView) == ["apps", "Photos", "notes.txt", "report.pdf"])
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .disclosureIndicator)
        let notes = try #require(vc.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(notes.accessoryType == UITableViewCell.AccessoryType.none)
        #expect(notes.detailTextLabel?.text == "120 bytes")
        _ = window
    }

    @Test("Only folders can be selected")
    func open() {
        let vc = FileBrowserViewController(path: "/Users/ada/Documents", items: Self.items)
        let window = present(vc)
        vc.tableView.tapRow(at: IndexPath(row: 3, section: 0))
        #expect(vc.openedFolders.isEmpty)
        vc.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(vc.openedFolders == ["/Users/ada/Documents/Photos"])
        _ = window
    }
}
