import CellKit
import CellKitTestSupport
import Foundation
import Testing

// CellViewModel screens as real view controllers: shown in a window, their lists sit in their
// views, follow the window's size, and their life cycle runs as UIKit runs it.

/// A table screen that makes its table as library users did, `UITableView(frame: view.bounds)`,
/// and records its appearance calls.
final class WindowedFriendsScreen: BaseTableViewController {
    private(set) var calls: [String] = []

    override var viewModels: [any AnyCellViewModel.Type] { [SizedUserCellModel.self] }

    override func viewDidLoad() {
        _tableView = UITableView(frame: view.bounds)
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("viewDidAppear")
    }
}

/// A collection screen whose collection view is made with a zero frame.
final class WindowedGridScreen: BaseCollectionViewController {
    override var viewModels: [any AnyCellViewModel.Type] { [RowHeightItemModel.self] }

    override func viewDidLoad() {
        _collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.viewDidLoad()
    }
}

/// A screen that puts its table in a container of its own: the screen leaves it there.
final class ContainedTableScreen: BaseTableViewController {
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))

    override func viewDidLoad() {
        _tableView = UITableView(frame: container.bounds)
        container.addSubview(_tableView)
        view.addSubview(container)
        super.viewDidLoad()
    }
}

@MainActor
@Suite("Base screens in a window")
struct BaseScreensInWindowTests {
    @Test("A table screen in a window: loads once, its table fills its view, rows show, appear calls run")
    func tableScreenInWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let screen = WindowedFriendsScreen()
        screen.setup([Section(items: [SizedUserCellModel("Harpo", height: 60), SizedUserCellModel("Chico")])])
        window.rootViewController = screen
        window.makeKeyAndVisible()

        #expect(screen.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        let tableView = screen._tableView!
        #expect(tableView.superview === screen.view)
        #expect(tableView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(tableView.dataSource === screen.adapter)
        #expect(visibleNames(in: tableView) == ["Harpo", "Chico"])
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 60))
    }

    @Test("Rotating the window resizes a list that fills the screen's view and lays its rows out again")
    func rotationResizesList() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let screen = WindowedFriendsScreen()
        window.rootViewController = screen
        screen.setup([Section(items: [SizedUserCellModel("Harpo"), SizedUserCellModel("Chico")])])
        window.makeKeyAndVisible()

        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)

        let tableView = screen._tableView!
        #expect(tableView.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        let widths: [CGFloat] = tableView.visibleCells.map { $0.frame.width }
        #expect(widths == [480, 480])
    }

    @Test("A collection screen whose collection view has a zero frame gets the window's size and shows its items")
    func collectionScreenInWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let screen = WindowedGridScreen()
        window.rootViewController = screen
        screen.setup([Section(items: [RowHeightItemModel(title: "a", rowHeight: 40), RowHeightItemModel(title: "b", rowHeight: 50)])])
        window.makeKeyAndVisible()

        let collectionView = screen._collectionView!
        #expect(collectionView.superview === screen.view)
        #expect(collectionView.frame == window.bounds)
        let sizes = collectionView.visibleCells.map(\.frame.size)
        #expect(sizes == [CGSize(width: 300, height: 40), CGSize(width: 300, height: 50)])
    }

    @Test("A list the screen put in a container of its own stays there, at its own frame")
    func containedListStays() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let screen = ContainedTableScreen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(screen._tableView.superview === screen.container)
        #expect(screen._tableView.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("A screen is a UIViewController: title, editing and child containment work on it")
    func screenIsViewController() {
        let screen = WindowedFriendsScreen()
        let host = UIViewController()
        host.addChild(screen)
        #expect(screen.parent === host)
        screen.title = "Friends"
        #expect(screen.navigationItem.title == "Friends")
        screen.setEditing(true, animated: false)
        #expect(screen.editButtonItem.title == "Done")
    }
}
