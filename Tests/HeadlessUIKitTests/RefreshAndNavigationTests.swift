import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// Pull to refresh and navigation stacks, written as UIKit code uses them.

/// A controller that records its life cycle and containment calls, naming its parent's kind.
private final class StackScreen: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record("\(name).willMove(\(parent is UINavigationController ? "nav" : "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record("\(name).didMove(\(parent is UINavigationController ? "nav" : "nil"))")
    }
}

/// A table screen with pull to refresh, as UIKit code writes one.
private final class InboxViewController: UITableViewController {
    var reloads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let control = UIRefreshControl()
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        control.addAction(UIAction { [weak self] _ in self?.reloads += 1 }, for: .valueChanged)
        refreshControl = control
    }
}

@MainActor
@Suite("Pull to refresh")
struct RefreshControlTests {
    @Test("A new refresh control is not refreshing; attaching it makes it a subview above the content")
    func attach() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let control = UIRefreshControl()
        #expect(!control.isRefreshing)
        #expect(control.attributedTitle == nil)
        table.refreshControl = control
        #expect(table.refreshControl === control)
        #expect(control.superview === table)
        #expect(control.frame.maxY == 0)
        #expect(control.frame.width == 320)
        table.refreshControl = nil
        #expect(control.superview == nil)
    }

    @Test("A pull begins refreshing, holds the spinner in view and sends .valueChanged; endRefreshing scrolls back")
    func pull() {
        let window = makeWindow()
        let screen = InboxViewController(style: .plain)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let table: UITableView = screen.tableView
        #expect(screen.refreshControl === table.refreshControl)
        #expect(table.adjustedContentInset.top == 0)

        table.simulatePullToRefresh()
        #expect(screen.reloads == 1)
        #expect(screen.refreshControl?.isRefreshing == true)
        // UIKit insets the content by the spinner's height while refreshing.
        #expect(table.adjustedContentInset.top == 60)
        #expect(table.contentInset.top == 0)
        #expect(table.contentOffset.y == -60)

        // A second pull while refreshing does nothing.
        table.simulatePullToRefresh()
        #expect(screen.reloads == 1)

        screen.refreshControl?.endRefreshing()
        #expect(screen.refreshControl?.isRefreshing == false)
        #expect(table.adjustedContentInset.top == 0)
        #expect(table.contentOffset.y == 0)

        table.simulatePullToRefresh()
        #expect(screen.reloads == 2)
    }

    @Test("beginRefreshing from code sends no action and leaves the offset, as UIKit's")
    func beginFromCode() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentInset.top = 10
        scroll.contentOffset.y = -10
        let control = UIRefreshControl()
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        scroll.refreshControl = control
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(sent == 0)
        #expect(scroll.adjustedContentInset.top == 70)
        #expect(scroll.contentOffset.y == -10)
        control.endRefreshing()
        #expect(scroll.adjustedContentInset.top == 10)
        #expect(scroll.contentOffset.y == -10)
    }

    @Test("Actions run only for their events, with the control as sender; removed ones stop")
    func actions() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let control = UIRefreshControl()
        var calls: [String] = []
        let changed = UIAction { action in
            calls.append("changed")
            #expect(action.sender as AnyObject? === control)
        }
        control.addAction(changed, for: .valueChanged)
        control.addAction(UIAction { _ in calls.append("primary") }, for: .primaryActionTriggered)
        scroll.refreshControl = control
        scroll.simulatePullToRefresh()
        #expect(calls == ["changed"])
        control.endRefreshing()
        control.removeAction(changed, for: .valueChanged)
        scroll.simulatePullToRefresh()
        #expect(calls == ["changed"])
        #expect(control.isRefreshing)
    }

    @Test("A disabled control, or none, ignores the pull")
    func disabled() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.simulatePullToRefresh()
        #expect(scroll.contentOffset == .zero)
        let control = UIRefreshControl()
        control.isEnabled = false
        scroll.refreshControl = control
        scroll.simulatePullToRefresh()
        #expect(!control.isRefreshing)
        #expect(scroll.contentOffset == .zero)
    }

    @Test("The scroll view's delegate hears the adjusted inset change when refreshing begins and ends")
    func insetDelegate() {
        final class Delegate: NSObject, UITableViewDelegate {
            var changes = 0
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let delegate = Delegate()
        table.delegate = delegate
        table.refreshControl = UIRefreshControl()
        table.simulatePullToRefresh()
        table.refreshControl?.endRefreshing()
        #expect(delegate.changes == 2)
    }
}

@MainActor
@Suite("Navigation controller")
struct NavigationControllerTests {
    @Test("The root is the only and top controller, and its navigationController is the container")
    func root() {
        let log = CallLog()
        let root = StackScreen("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers == [root])
        #expect(navigation.topViewController === root)
        #expect(navigation.visibleViewController === root)
        #expect(root.navigationController === navigation)
        #expect(root.parent === navigation)
        #expect(navigation.navigationController == nil)
        #expect(log.calls == ["root.willMove(nav)", "root.didMove(nav)"])
    }

    @Test("In a window, push and pop make UIKit's containment and appearance calls in order")
    func pushAndPop() {
        let log = CallLog()
        let root = StackScreen("root", log: log)
        let detail = StackScreen("detail", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(log.calls.suffix(2) == ["root.viewWillAppear", "root.viewDidAppear"])
        #expect(root.view.frame == window.bounds)
        log.clear()

        navigation.pushViewController(detail, animated: true)
        #expect(log.calls == [
            "detail.willMove(nav)",
            "root.viewWillDisappear", "detail.viewWillAppear",
            "root.viewDidDisappear", "detail.viewDidAppear",
            "detail.didMove(nav)",
        ])
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(detail.view.superview === navigation.view)
        #expect(detail.view.frame == navigation.view.bounds)
        #expect(root.viewIfLoaded?.superview == nil)
        log.clear()

        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(log.calls == [
            "detail.willMove(nil)",
            "detail.viewWillDisappear", "root.viewWillAppear",
            "detail.viewDidDisappear", "root.viewDidAppear",
            "detail.didMove(nil)",
        ])
        #expect(detail.navigationController == nil)
        #expect(navigation.viewControllers == [root])
        #expect(root.view.superview === navigation.view)

        // Popping the root does nothing.
        log.clear()
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(log.calls.isEmpty)
    }

    @Test("Out of a window, pushes make containment calls but no appearance calls")
    func pushOffscreen() {
        let log = CallLog()
        let navigation = UINavigationController(rootViewController: StackScreen("root", log: log))
        log.clear()
        navigation.pushViewController(StackScreen("a", log: log), animated: false)
        #expect(log.calls == ["a.willMove(nav)", "a.didMove(nav)"])
    }

    @Test("popToRootViewController returns the popped controllers, bottom first; only the old top disappears")
    func popToRoot() {
        let log = CallLog()
        let root = StackScreen("root", log: log)
        let a = StackScreen("a", log: log)
        let b = StackScreen("b", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(a, animated: false)
        navigation.pushViewController(b, animated: false)
        let window = makeWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(log.calls.suffix(2) == ["b.viewWillAppear", "b.viewDidAppear"])
        log.clear()

        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped == [a, b])
        #expect(log.calls == [
            "a.willMove(nil)", "b.willMove(nil)",
            "b.viewWillDisappear", "root.viewWillAppear",
            "b.viewDidDisappear", "root.viewDidAppear",
            "a.didMove(nil)", "b.didMove(nil)",
        ])
        #expect(navigation.popToRootViewController(animated: false) == nil)
    }

    @Test("setViewControllers and the viewControllers setter replace the stack, keeping the controllers that stay")
    func replaceStack() {
        let log = CallLog()
        let root = StackScreen("root", log: log)
        let a = StackScreen("a", log: log)
        let b = StackScreen("b", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        log.clear()

        navigation.setViewControllers([a, root, b], animated: true)
        #expect(navigation.viewControllers == [a, root, b])
        #expect(log.calls == [
            "a.willMove(nav)", "b.willMove(nav)",
            "root.viewWillDisappear", "b.viewWillAppear",
            "root.viewDidDisappear", "b.viewDidAppear",
            "a.didMove(nav)", "b.didMove(nav)",
        ])
        log.clear()

        navigation.viewControllers = [b]
        #expect(navigation.viewControllers == [b])
        #expect(log.calls == ["a.willMove(nil)", "root.willMove(nil)", "a.didMove(nil)", "root.didMove(nil)"])
        #expect(root.parent == nil)
        #expect(b.view.superview === navigation.view)
    }

    @Test("visibleViewController is a controller the navigation controller presents, else the top")
    func visible() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        navigation.present(sheet, animated: false)
        #expect(navigation.visibleViewController === sheet)
        #expect(navigation.topViewController === root)
    }

    @Test("navigationController is the nearest navigation ancestor, through other containers")
    func nestedAncestor() {
        let container = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        let navigation = UINavigationController(rootViewController: container)
        #expect(child.navigationController === navigation)
        #expect(UIViewController().navigationController == nil)
    }

    @Test("The top controller's view fills the navigation controller's view after a resize")
    func layout() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 320, height: 480)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.frame.size = CGSize(width: 480, height: 320)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    @Test("Pushing a controller already in the stack stops the program, as UIKit raises")
    func pushTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIViewController()
                let navigation = UINavigationController(rootViewController: root)
                navigation.pushViewController(root, animated: false)
            }
        }
        #expect(standardError(of: result).contains("Pushing the same view controller instance more than once is not supported"))
    }
}
