import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("DashboardContainerViewController")
struct DashboardContainerViewControllerTests {
    @Test("Child table controllers are added, laid out and appear with their parent")
    func children() throws {
        let vc = DashboardContainerViewController()
        let window = present(vc)
        #expect(vc.children.count == 2)
        #expect(vc.recentController.parent === vc)
        #expect(vc.recentController.view.superview === vc.view)
        #expect(vc.recentController.view.frame == CGRect(x: 0, y: 60, width: 390, height: 300))
        #expect(vc.pinnedController.view.frame == CGRect(x: 0, y: 360, width: 390, height: 484))
        #expect(vc.recentController.appearances == 1)
        #expect(visibleTexts(vc.recentController.tableView) == ["Opened Report.pdf", "Edited Budget.numbers", "Shared Photos"])
        #expect(visibleTexts(vc.pinnedController.tableView) == ["Project Plan"])
        #expect(vc.summaryLabel.text == "Dashboard")

        vc.removePinned()
        #expect(vc.children.count == 1)
        #expect(vc.pinnedController.parent == nil)
        #expect(vc.pinnedController.view.superview == nil)
        _ = window
    }
}

@MainActor
@Suite("FeedReloadViewController")
struct FeedReloadViewControllerTests {
    @Test("Lifecycle order on first appearance")
    func lifecycle() {
        let store = FeedStore()
        store.posts = ["Hello", "World"]
        let vc = FeedReloadViewController(store: store)
        #expect(!vc.isViewLoaded)
        let window = present(vc)
        #expect(vc.isViewLoaded)
        #expect(Array(vc.lifecycle.prefix(3)) == ["loadView", "viewDidLoad", "viewWillAppear"])
        #expect(visibleTexts(vc.tableView) == ["Hello", "World"])
        _ = window
    }

    @Test("Appearing again reloads new posts and clears the selection")
    func reappear() {
        let store = FeedStore()
        store.posts = ["Hello", "World"]
        let vc = FeedReloadViewController(store: store)
        let window = present(vc)
        #expect(vc.clearsSelectionOnViewWillAppear)
        vc.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)

        vc.beginAppearanceTransition(false, animated: false)
        vc.endAppearanceTransition()
        store.posts.insert("Breaking", at: 0)
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        vc.tableView.layoutIfNeeded()

        #expect(vc.lifecycle.suffix(4) == ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(visibleTexts(vc.tableView) == ["Breaking", "Hello", "World"])
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        _ = window
    }
}

@MainActor
@Suite("ThemedListViewController")
struct ThemedListViewControllerTests {
    static let lightBrand = UIColor(red: 0, green: 0.4, blue: 0.4, alpha: 1)
    static let darkBrand = UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 1)

    @Test("Dynamic colours resolve per appearance")
    func dynamicColors() {
        #expect(ThemedPalette.brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == Self.lightBrand)
        #expect(ThemedPalette.brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == Self.darkBrand)
        #expect(ThemedPalette.cardBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
    }

    @Test("Rows use Dynamic Type; switching to dark mode calls traitCollectionDidChange")
    func darkMode() throws {
        let vc = ThemedListViewController()
        let window = present(vc)
        let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.text == "Appearance")
        #expect(cell.textLabel?.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(cell.textLabel?.adjustsFontForContentSizeCategory == true)
        #expect(vc.borderColor == Self.lightBrand.cgColor)

        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(vc.traitCollection.userInterfaceStyle == .dark)
        #expect(vc.appearanceChanges == 1)
        #expect(vc.borderColor == Self.darkBrand.cgColor)
        _ = window
    }
}

@MainActor
@Suite("ScrollTrackingViewController")
struct ScrollTrackingViewControllerTests {
    @Test("The header fades with the scroll offset; far down shows back-to-top")
    func fade() {
        let vc = ScrollTrackingViewController()
        let window = present(vc)
        let table = vc.tableView
        #expect(table.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(table.tableHeaderView === vc.headerView)
        #expect(vc.headerView.alpha == 1)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 200)

        let top = table.adjustedContentInset.top
        table.setContentOffset(CGPoint(x: 0, y: 100 - top), animated: false)
        #expect(vc.headerView.alpha == 0.5)
        #expect(!vc.showsBackToTop)
        table.setContentOffset(CGPoint(x: 0, y: 700 - top), animated: false)
        table.layoutIfNeeded()
        #expect(vc.headerView.alpha == 0)
        #expect(vc.showsBackToTop)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 11, section: 0))
        _ = window
    }
}
