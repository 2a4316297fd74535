import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// View controllers as iOS code writes them, driven through a headless window.

/// Shared record of the calls several controllers receive, in order.
@MainActor
final class CallLog {
    private(set) var calls: [String] = []
    func record(_ call: String) { calls.append(call) }
    func clear() { calls = [] }
}

/// A controller that records its life cycle, written as a UIKit subclass is.
final class LoggingViewController: UIViewController {
    let name: String
    let log: CallLog
    private(set) var traitChanges: [UITraitCollection?] = []
    private(set) var transitions: [CGSize] = []

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        log.record("\(name).loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
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

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.record("\(name).viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.record("\(name).viewDidLayoutSubviews")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record("\(name).willMove(toParent: \((parent as? LoggingViewController)?.name ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record("\(name).didMove(toParent: \((parent as? LoggingViewController)?.name ?? "nil"))")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append(previousTraitCollection)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        log.record("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { [view, log, name] _ in
            log.record("\(name).alongside(view \(Int(view!.bounds.width)))")
        }) { [log, name] _ in
            log.record("\(name).completion")
        }
    }
}

/// A table view controller subclass as UIKit code writes it: overrides of the data source and
/// delegate methods, the edit button in the navigation item.
final class FruitsViewController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    private(set) var selectedFruits: [String] = []

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruits"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 60 : UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedFruits.append(fruits[indexPath.row])
    }
}

/// The texts the visible rows show through their list content configurations.
@MainActor
func shownTexts(_ tableView: UITableView) -> [String?] {
    tableView.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
}

@MainActor
func makeWindow(width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@MainActor
@Suite("View controllers")
struct ViewControllerTests {
    @Test("Reading view loads it once: loadView, then viewDidLoad; isViewLoaded and viewIfLoaded follow")
    func viewLoadsOnce() {
        let log = CallLog()
        let controller = LoggingViewController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.calls.isEmpty)

        let view = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()

        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        #expect(log.calls == ["A.loadView", "A.viewDidLoad"])
        #expect(view?.window == nil)
    }

    @Test("A window shows its root controller: view sized to the window, appear calls around a layout pass")
    func windowDrivesAppearance() {
        let log = CallLog()
        let controller = LoggingViewController("A", log: log)
        let window = makeWindow()
        #expect(window.isHidden, "a window starts hidden")

        window.rootViewController = controller
        #expect(log.calls == ["A.loadView", "A.viewDidLoad"], "installing the root loads its view, nothing appears")
        log.clear()

        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(
            log.calls == [
                "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(controller.view.window === window)
        log.clear()

        window.makeKeyAndVisible()
        #expect(log.calls.isEmpty, "an appeared controller does not appear again")

        window.isHidden = true
        #expect(log.calls == ["A.viewWillDisappear", "A.viewDidDisappear"])
        log.clear()

        window.isHidden = false
        #expect(log.calls.first == "A.viewWillAppear")
        #expect(log.calls.last == "A.viewDidAppear")
        #expect(!log.calls.contains("A.viewDidLoad"), "viewDidLoad runs once")
    }

    @Test("Replacing the root controller of a visible window: the old one disappears, the new one appears")
    func replacingRoot() {
        let log = CallLog()
        let window = makeWindow()
        let first = LoggingViewController("A", log: log)
        let second = LoggingViewController("B", log: log)
        window.rootViewController = first
        window.makeKeyAndVisible()
        log.clear()

        window.rootViewController = second
        #expect(
            log.calls == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.loadView", "B.viewDidLoad", "B.viewWillAppear",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear",
            ])
        #expect(first.view.superview == nil)
        #expect(second.view.superview === window)
    }

    @Test("Child containment: addChild calls willMove, the app adds the view and calls didMove; removal mirrors it")
    func childContainment() {
        let log = CallLog()
        let window = makeWindow()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        log.clear()

        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)

        #expect(parent.children == [child])
        #expect(child.parent === parent)
        #expect(
            log.calls == [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear",
                "C.didMove(toParent: P)",
            ])
        log.clear()

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()

        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(
            log.calls == [
                "C.willMove(toParent: nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(toParent: nil)",
            ])
    }

    @Test("Children whose views are in the parent's view appear and disappear with it, nested")
    func childrenFollowParent() {
        let log = CallLog()
        let window = makeWindow()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        let loose = LoggingViewController("L", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(loose)  // its view is never added: it does not appear
        window.rootViewController = parent
        log.clear()

        window.makeKeyAndVisible()
        #expect(
            log.calls.filter { !$0.contains("Layout") } == [
                "P.viewWillAppear", "C.viewWillAppear", "C.viewDidAppear", "P.viewDidAppear",
            ])
        log.clear()

        window.isHidden = true
        #expect(log.calls == ["P.viewWillDisappear", "C.viewWillDisappear", "C.viewDidDisappear", "P.viewDidDisappear"])
    }

    @Test("Adding a controller that has a parent to another parent takes it from the first")
    func reparenting() {
        let log = CallLog()
        let first = LoggingViewController("A", log: log)
        let second = LoggingViewController("B", log: log)
        let child = LoggingViewController("C", log: log)
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children == [child])
        #expect(
            log.calls == ["C.willMove(toParent: A)", "C.didMove(toParent: nil)", "C.willMove(toParent: B)"])
    }

    @Test("The window's traits reach the controller and its children; changing them calls traitCollectionDidChange")
    func traitsPropagate() {
        let log = CallLog()
        let window = makeWindow()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(parent.traitCollection.userInterfaceStyle == .light)

        window.traitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
        ])

        #expect(parent.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(parent.view.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.traitChanges.count == 1)
        #expect(parent.traitChanges.first??.userInterfaceStyle == .light)
        #expect(child.traitChanges.count == 1)
    }

    @Test("A new window size is a transition: viewWillTransition before the change, then layout and completion")
    func rotation() {
        let log = CallLog()
        let window = makeWindow(width: 320, height: 480)
        let controller = LoggingViewController("A", log: log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        log.clear()

        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)

        #expect(controller.transitions == [CGSize(width: 480, height: 320)])
        #expect(
            log.calls == [
                "A.viewWillTransition(480x320)", "A.alongside(view 480)", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews", "A.completion",
            ])
        #expect(controller.view.bounds.size == CGSize(width: 480, height: 320))
    }

    @Test("Rotating the window lays the table out again at the new width")
    func rotationRelaysTable() {
        let window = makeWindow(width: 320, height: 480)
        let controller = FruitsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let tableView = controller.tableView!
        let margins = 2 * UITableView.insetGroupedMargin
        let widths: [CGFloat] = tableView.visibleCells.map { $0.frame.width }
        #expect(widths == Array(repeating: 320 - margins, count: 3), "inset grouped rows")

        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)

        #expect(tableView.bounds.size == CGSize(width: 480, height: 320))
        let rotatedWidths: [CGFloat] = tableView.visibleCells.map { $0.frame.width }
        #expect(rotatedWidths == Array(repeating: 480 - margins, count: 3))
    }

    @Test("A UITableViewController subclass shows the rows its overrides give and hears its selections")
    func tableViewControllerSubclass() {
        let window = makeWindow()
        let controller = FruitsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()

        let tableView = controller.tableView!
        #expect(controller.view === tableView)
        #expect(tableView.style == .insetGrouped)
        #expect(tableView.dataSource === controller)
        #expect(tableView.delegate === controller)
        #expect(tableView.frame == window.bounds)
        #expect(shownTexts(tableView) == ["Apple", "Banana", "Cherry"])
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
        // The controller's heightForRowAt gives automaticDimension and rowHeight is automatic
        // (UIKit's default): the row is self-sized to the plain cell's standard 44.
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        #expect(controller.navigationItem.title == "Fruits")

        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(controller.selectedFruits == ["Banana"])
    }

    @Test("The edit button says Edit, and a tap toggles editing on the controller and its table")
    func editButtonTogglesEditing() throws {
        let window = makeWindow()
        let controller = FruitsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let item = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(item === controller.editButtonItem)
        #expect(item.title == "Edit")
        #expect(item.style == .plain)

        item.tap()
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        #expect(item.title == "Done")
        #expect(item.style == .done)
        #expect(controller.tableView.visibleCells.allSatisfy { $0.isEditing })

        item.tap()
        #expect(!controller.isEditing)
        #expect(!controller.tableView.isEditing)
        #expect(item.title == "Edit")

        controller.setEditing(true, animated: false)
        #expect(item.title == "Done", "setEditing updates the item too")
    }

    @Test("clearsSelectionOnViewWillAppear deselects when the view appears again; off, the selection stays")
    func clearsSelection() {
        let window = makeWindow()
        let controller = FruitsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let tableView = controller.tableView!
        let row = IndexPath(row: 2, section: 0)

        tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        window.isHidden = true
        window.isHidden = false
        #expect(tableView.indexPathForSelectedRow == nil)

        controller.clearsSelectionOnViewWillAppear = false
        tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        window.isHidden = true
        window.isHidden = false
        #expect(tableView.indexPathForSelectedRow == row)
    }

    @Test("A plain UITableViewController has a plain table with no rows")
    func plainTableViewController() {
        let controller = UITableViewController()
        controller.loadViewIfNeeded()
        #expect(controller.tableView.style == .plain)
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
        #expect(!controller.clearsSelectionOnViewWillAppear == false)
    }

    @Test("A full-screen presentation hides the presenting controller; dismissing shows it again")
    func fullScreenPresentation() {
        let log = CallLog()
        let window = makeWindow()
        let root = LoggingViewController("R", log: log)
        let modal = LoggingViewController("M", log: log)
        modal.modalPresentationStyle = .fullScreen
        window.rootViewController = root
        window.makeKeyAndVisible()
        log.clear()

        var completed = false
        root.present(modal, animated: true) { completed = true }
        #expect(completed)
        #expect(root.presentedViewController === modal)
        #expect(modal.presentingViewController === root)
        #expect(modal.view.frame == window.bounds)
        #expect(
            log.calls.filter { !$0.contains("Layout") } == [
                "R.viewWillDisappear", "M.loadView", "M.viewDidLoad", "M.viewWillAppear", "M.viewDidAppear",
                "R.viewDidDisappear",
            ])
        log.clear()

        modal.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(modal.view.superview == nil)
        #expect(log.calls == ["M.viewWillDisappear", "R.viewWillAppear", "M.viewDidDisappear", "R.viewDidAppear"])
    }

    @Test("A sheet (the automatic style) leaves the presenting controller shown")
    func sheetPresentation() {
        let log = CallLog()
        let window = makeWindow()
        let root = LoggingViewController("R", log: log)
        let sheet = LoggingViewController("S", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        log.clear()

        root.present(sheet, animated: true)
        #expect(!log.calls.contains("R.viewWillDisappear"))
        log.clear()
        root.dismiss(animated: false)
        #expect(log.calls == ["S.viewWillDisappear", "S.viewDidDisappear"])
    }

    @Test("A UICollectionViewController subclass whose extension adopts the flow-layout delegate sizes its items")
    func collectionViewControllerFlowDelegate() {
        let window = makeWindow(width: 300, height: 600)
        let controller = GridViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()

        let collectionView = controller.collectionView!
        #expect(controller.view === collectionView)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)
        #expect(controller.collectionViewLayout === controller.layout)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        #expect(controller.sizeQuestions > 0, "the subclass's sizeForItemAt is asked")
        let frames = collectionView.visibleCells.map(\.frame)
        #expect(frames.count == 4)
        #expect(frames.first?.size == CGSize(width: 145, height: 70))

        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(controller.selectedItems == [1])
        window.isHidden = true
        window.isHidden = false
        #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "cleared on viewWillAppear")
    }

    @Test("Bar button items: system titles, actions, disabled items do nothing")
    func barButtonItems() {
        var runs: [String] = []
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { action in runs.append("add \(action.title)") })
        #expect(add.systemItem == .add)
        #expect(add.tap())
        #expect(runs == ["add "])

        let done = UIBarButtonItem(systemItem: .done)
        #expect(done.title == "Done")
        #expect(done.style == .done)
        #expect(!done.tap(), "no action")

        let titled = UIBarButtonItem(title: "Sort", primaryAction: UIAction(title: "Sort") { _ in runs.append("sort") })
        titled.isEnabled = false
        #expect(!titled.tap())
        #expect(runs == ["add "])

        let fromAction = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in })
        #expect(fromAction.title == "Share")
    }

    @Test("Actions run their handler with themselves, unless disabled or hidden; menus list their actions")
    func actionsAndMenus() {
        var performed: [String] = []
        let delete = UIAction(
            title: "Delete", identifier: UIAction.Identifier("delete"), attributes: .destructive
        ) { action in performed.append(action.identifier.rawValue) }
        let disabled = UIAction(title: "Archive", attributes: .disabled) { _ in performed.append("archive") }
        let checked = UIAction(title: "By name", state: .on) { _ in performed.append("name") }
        let menu = UIMenu(
            title: "Actions", options: .displayInline,
            children: [delete, UIMenu(title: "Sort", options: .singleSelection, children: [checked]), disabled])

        #expect(menu.children.count == 3)
        #expect(menu.allActions.map(\.title) == ["Delete", "By name", "Archive"])
        #expect(delete.perform())
        #expect(!disabled.perform())
        #expect(checked.state == .on)
        #expect(performed == ["delete"])
        #expect(delete.attributes.contains(.destructive))
    }

    @Test("Navigation items keep their bar button items")
    func navigationItems() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        let compose = UIBarButtonItem(systemItem: .compose)
        let search = UIBarButtonItem(systemItem: .search)
        controller.navigationItem.rightBarButtonItems = [compose, search]
        #expect(controller.navigationItem.rightBarButtonItem === compose)
        controller.navigationItem.leftBarButtonItem = controller.editButtonItem
        #expect(controller.navigationItem.leftBarButtonItems?.count == 1)
        controller.navigationItem.largeTitleDisplayMode = .never
        #expect(controller.navigationItem.largeTitleDisplayMode == .never)
    }

    @Test("A controller with its own loadView shows that view")
    func customLoadView() {
        let controller = LabelViewController()
        let window = makeWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view is UILabel)
        #expect(controller.view.frame == window.bounds)
    }

    @Test("A nib name stops the program: nibs are out of scope")
    func nibNameStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIViewController(nibName: "Main", bundle: nil) }
        }
        #expect(standardError(of: result).contains("nibs and storyboards are out of scope"))
    }

    @Test("init(coder:) stops the program: storyboards are out of scope")
    func coderStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIViewController(coder: NSCoder()) }
        }
        #expect(standardError(of: result).contains("storyboards and archived view controllers are out of scope"))
    }

    @Test("A collection view controller without a layout stops when its view loads, with UIKit's text")
    func collectionControllerWithoutLayoutStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UICollectionViewController().loadViewIfNeeded() }
        }
        #expect(standardError(of: result).contains("UICollectionView must be initialized with a non-nil layout parameter"))
    }
}

/// A grid as UIKit code writes it: a UICollectionViewController subclass, with the flow-layout
/// delegate adopted in an extension.
final class GridViewController: UICollectionViewController {
    let layout = UICollectionViewFlowLayout()
    private(set) var sizeQuestions = 0
    private(set) var selectedItems: [Int] = []

    init() {
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TextCollectionCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? TextCollectionCell)?.show("\(indexPath.item)")
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedItems.append(indexPath.item)
    }
}

extension GridViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQuestions += 1
        return CGSize(width: (collectionView.bounds.width - 10) / 2, height: 70)
    }
}

/// A controller that makes its own view in loadView, without calling super.
final class LabelViewController: UIViewController {
    override func loadView() {
        let label = UILabel()
        label.text = "Hello"
        view = label
    }
}
