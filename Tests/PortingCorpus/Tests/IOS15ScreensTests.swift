import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("ProjectsOutlineViewController")
struct ProjectsOutlineViewControllerTests {
    @Test("Folders expand and collapse through the section snapshot handlers; Pinned stays open")
    func outline() throws {
        let vc = ProjectsOutlineViewController()
        let window = present(vc)
        let collectionView = try #require(vc.collectionView)
        #expect(vc.visibleItems == ["Pinned/", "Roadmap", "Work/", "Archive/"])
        #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text == "Roadmap")
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 88, width: 390, height: 44))

        #expect(collectionView.toggleOutlineItem(at: IndexPath(item: 2, section: 0)))
        #expect(vc.expansionLog == ["open Work/"])
        #expect(vc.visibleItems == ["Pinned/", "Roadmap", "Work/", "Budget", "Hiring Plan", "Archive/"])

        // shouldCollapseItem keeps "Pinned/" open.
        #expect(collectionView.toggleOutlineItem(at: IndexPath(item: 0, section: 0)) == false)
        #expect(vc.visibleItems.prefix(2) == ["Pinned/", "Roadmap"])

        // The archive's children are loaded when it first opens.
        #expect(!vc.loadedArchive)
        #expect(collectionView.toggleOutlineItem(at: IndexPath(item: 5, section: 0)))
        #expect(vc.loadedArchive)
        #expect(vc.visibleItems.suffix(3) == ["Archive/", "2021 Report", "2022 Report"])

        #expect(collectionView.toggleOutlineItem(at: IndexPath(item: 2, section: 0)))
        #expect(vc.expansionLog == ["open Work/", "open Archive/", "close Work/"])
        #expect(vc.visibleItems == ["Pinned/", "Roadmap", "Work/", "Archive/", "2021 Report", "2022 Report"])
        _ = window
    }

    @Test("A long press on a document shows its menu; folders have none")
    func contextMenu() throws {
        let vc = ProjectsOutlineViewController()
        let window = present(vc)
        let collectionView = try #require(vc.collectionView)
        let configuration = try #require(collectionView.longPressItem(at: IndexPath(item: 1, section: 0)))
        #expect((configuration.identifier as? NSString)?.description == "Roadmap")
        #expect(configuration.makeMenu()?.allActions.map(\.title) == ["Rename", "Delete"])
        #expect(configuration.makeMenu()?.allActions.last?.attributes == .destructive)
        #expect(collectionView.longPressItem(at: IndexPath(item: 0, section: 0)) == nil)
        _ = window
    }
}

@MainActor
@Suite("UnreadInboxViewController", .serialized)
struct UnreadInboxViewControllerTests {
    @Test("Self-sized day headers with no top padding; unread rows bold in the catalogue colour")
    func rows() throws {
        UIColor.registerColor(named: "UnreadTint", any: UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1))
        let vc = UnreadInboxViewController()
        let window = present(vc)
        let tableView = vc.tableView!
        #expect(tableView.sectionHeaderTopPadding == 0)

        let header = try #require(tableView.headerView(forSection: 0))
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Today")
        #expect(header.accessibilityTraits == .header)
        #expect(header.frame.minY == 0)
        #expect(header.frame.height > 0)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.frame.height)
        #expect((tableView.headerView(forSection: 1)?.contentConfiguration as? UIListContentConfiguration)?.text == "Yesterday")

        let unread = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration)
        #expect(unread.text == "Grace Hopper")
        #expect(unread.textProperties.font.weight == .bold)
        #expect(unread.textProperties.font.pointSize == 17)
        #expect(unread.textProperties.color == UIColor(named: "UnreadTint"))
        let read = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration)
        #expect(read.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityTraits == [.button, .updatesFrequently])
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessibilityTraits == .button)

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        tableView.layoutIfNeeded()
        let opened = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration)
        #expect(opened.textProperties.font.weight == .regular)
        _ = window
    }

    @Test("The table controller is its scroll view's delegate; scrolling hides the banner")
    func scrolling() {
        let vc = UnreadInboxViewController()
        let window = present(vc, height: 120)
        let scrollView: UIScrollView = vc.tableView
        #expect(scrollView.delegate === vc)
        #expect(vc.showsNewMailBanner)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(!vc.showsNewMailBanner)
        _ = window
    }
}
