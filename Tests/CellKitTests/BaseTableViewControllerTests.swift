import CellKit
import CellKitTestSupport
import Testing

// Table screens as a user of the CellViewModel library writes them: subclass, override
// `viewModels`, give the screen a table (in `viewDidLoad()` before `super`, or with
// `init(frame:style:)`), call `setup(_:)`, override delegate methods.

/// A screen that makes its table in `viewDidLoad()`, registers its header model in `setupUI()`
/// (the table screen declares only cell models), and records what reaches its delegate
/// overrides, which call `super`.
final class ContactsTableScreen: BaseTableViewController {
    private(set) var viewDidLoadCount = 0
    private(set) var selected: [IndexPath] = []
    private(set) var deselected: [IndexPath] = []

    override var viewModels: [any AnyCellViewModel.Type] { [SizedUserCellModel.self, TappableCellModel.self] }

    override func viewDidLoad() {
        _tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        super.viewDidLoad()
        viewDidLoadCount += 1
    }

    override func setupUI() {
        super.setupUI()
        _tableView.register(TitleHeaderModel.self)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        super.tableView(tableView, didSelectRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        deselected.append(indexPath)
        super.tableView(tableView, didDeselectRowAt: indexPath)
    }
}

/// A screen whose rows are all 70 points tall, whatever their models say.
final class UniformRowsScreen: BaseTableViewController {
    private(set) var heightQuestions = 0

    override var viewModels: [any AnyCellViewModel.Type] { [SizedUserCellModel.self] }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightQuestions += 1
        return 70
    }
}

/// A screen that makes itself the table's delegate before `super.viewDidLoad()`, as UIKit code
/// often does: the adapter, made afterwards, finds the screen as the table's delegate.
final class EagerDelegateScreen: BaseTableViewController {
    private(set) var selectCalls = 0

    override var viewModels: [any AnyCellViewModel.Type] { [TappableCellModel.self] }

    override func viewDidLoad() {
        _tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        _tableView.delegate = self
        super.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectCalls += 1
        super.tableView(tableView, didSelectRowAt: indexPath)
    }
}

/// A screen that forgets to give itself a table.
final class ForgetfulTableScreen: BaseTableViewController {}

@MainActor
@Suite("BaseTableViewController")
struct BaseTableViewControllerTests {
    @Test("Loading runs viewDidLoad once, makes the screen the delegate and registers the declared types")
    func loadingSetsUp() {
        let screen = ContactsTableScreen()
        #expect(!screen.isViewLoaded)
        #expect(screen._tableView == nil)

        screen.loadViewIfNeeded()
        screen.loadViewIfNeeded()

        #expect(screen.isViewLoaded)
        #expect(screen.viewDidLoadCount == 1)
        #expect(screen._tableView.superview === screen.view, "the table sits in the screen's view")
        #expect(screen._tableView.delegate === screen)
        #expect(screen._tableView.dataSource === screen.adapter)
        #expect(screen.adapter.tableView === screen._tableView)
        #expect(screen.adapter.forwardingDelegate == nil, "the adapter must not call back into the screen")
        #expect(
            screen._tableView.registry.registrations.map(\.modelType) == [
                "SizedUserCellModel", "TappableCellModel", "TitleHeaderModel",
            ])
    }

    @Test("Rows take their models' heights (self-sized otherwise) and headers show their models")
    func rowsAndHeaders() throws {
        let screen = ContactsTableScreen()
        screen.setup([
            Section(
                header: TitleHeaderModel("Friends", height: 30),
                items: [SizedUserCellModel("Harpo", height: 60), SizedUserCellModel("Chico")])
        ])
        let tableView = screen._tableView!
        tableView.layoutIfNeeded()

        #expect(visibleNames(in: tableView) == ["Harpo", "Chico"])
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 60))
        #expect(
            tableView.rectForRow(at: IndexPath(row: 1, section: 0))
                == CGRect(x: 0, y: 90, width: 320, height: 44))
        let header = try #require(tableView.headerView(forSection: 0) as? TitleHeaderView)
        #expect(header.titleLabel.text == "Friends")
        #expect(header.frame.height == 30)
    }

    @Test("Tapping an interactive row runs its handler once; the previous row's deselection handler runs once")
    func tapsRunHandlersOnce() {
        let log = TapLog()
        let screen = ContactsTableScreen()
        screen.setup([
            Section(items: [
                TappableCellModel(
                    "Groucho", selection: { log.record("select Groucho") }, deselection: { log.record("deselect Groucho") }),
                TappableCellModel("Harpo", selection: { log.record("select Harpo") }),
                SizedUserCellModel("Chico"),
            ])
        ])
        let tableView = screen._tableView!
        tableView.layoutIfNeeded()

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(log.events == ["select Groucho"])
        #expect(screen.selected == [IndexPath(row: 0, section: 0)])

        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(log.events == ["select Groucho", "deselect Groucho", "select Harpo"])
        #expect(screen.selected == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(screen.deselected == [IndexPath(row: 0, section: 0)])
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))

        // A row whose model is not interactive is not selectable.
        tableView.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(log.events.count == 3)
        #expect(screen.selected.count == 2)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("A screen that was the delegate before the adapter existed is not called back by the adapter")
    func eagerDelegateDoesNotLoop() throws {
        let log = TapLog()
        let screen = EagerDelegateScreen()
        screen.loadViewIfNeeded()
        // Were the screen the adapter's forwarding delegate, the layout (heights the model does
        // not give) and the tap below would recurse.
        try #require(screen.adapter.forwardingDelegate == nil)
        #expect(screen._tableView.delegate === screen)

        screen.setup([Section(items: [TappableCellModel("Zeppo", selection: { log.record("select Zeppo") })])])
        let tableView = screen._tableView!
        tableView.layoutIfNeeded()
        // No model height and the default rowHeight (automatic): self-sized, the plain cell's 44.
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(log.events == ["select Zeppo"])
        #expect(screen.selectCalls == 1)
    }

    @Test("An override of heightForRowAt decides every row's height")
    func heightOverrideDecides() {
        let screen = UniformRowsScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        screen.setup([Section(items: [SizedUserCellModel("Harpo", height: 60), SizedUserCellModel("Chico", height: 20)])])
        let tableView = screen._tableView!
        tableView.layoutIfNeeded()

        #expect(screen.heightQuestions >= 2)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 70))
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 70, width: 320, height: 70))
        #expect(visibleNames(in: tableView) == ["Harpo", "Chico"])
    }

    @Test("init(frame:style:) gives the screen a table of that frame and style")
    func convenienceInitializer() {
        let screen = UniformRowsScreen(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .grouped)
        #expect(screen._tableView.bounds.size == CGSize(width: 200, height: 300))
        #expect(screen._tableView.style == .grouped)
        #expect(!screen.isViewLoaded)
        #expect(screen._tableView.registry.registrations.isEmpty, "types are registered when the view loads")
    }

    @Test("A screen without a table stops with a message naming _tableView and the fixes")
    func missingTableStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                ForgetfulTableScreen().setup([])
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("ForgetfulTableScreen has no list view: _tableView is nil"))
        #expect(stderr.contains("Set _tableView before calling super.viewDidLoad()"))
        #expect(stderr.contains("init(frame:style:)"))
    }
}
