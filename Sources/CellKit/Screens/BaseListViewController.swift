import Foundation

/// What ``BaseTableViewController``, ``BaseCollectionViewController`` and
/// ``BaseDiffableCollectionViewController`` share: the model types a screen declares, the view
/// life cycle (``view``, ``isViewLoaded``, ``loadViewIfNeeded()``, ``viewDidLoad()``), setting up
/// (``setupUI()``) and showing sections (``setup(_:)``).
///
/// You do not subclass this class directly (it has no public initializer): subclass one of the
/// three screens. The engine has no view controller yet, so the life cycle is written here;
/// when one lands, this class becomes its subclass and these members become overrides.
///
/// ## Setting up
///
/// Loading the view (``loadViewIfNeeded()``, reading ``view``, or the first ``setup(_:)``) runs
/// ``viewDidLoad()`` once, which calls ``setupUI()``. That makes the screen's adapter (the
/// list's data source), makes the screen the list's delegate, and registers the declared types.
///
/// The screen, not the adapter, is the list's delegate, as in the CellViewModel library, so a
/// subclass overrides the delegate methods it wants to answer itself. The screen's own
/// implementations answer by asking the adapter's delegate methods (model sizes, section
/// metrics, header and footer views, selection handlers); the adapter's `forwardingDelegate` is
/// set to nil so that the adapter never calls back into the screen. A subclass that overrides a
/// delegate method decides alone, unless it calls `super`.
@MainActor
open class BaseListViewController {
    /// Whether setting data registers the model types found in it that are not registered yet
    /// (off by default: the screen registers ``viewModels`` up front). Read once, when the
    /// adapter is made.
    open var automaticallyInferCellViewModelTypes: Bool { false }

    /// The cell model types ``setupUI()`` registers. Override it to declare the screen's types.
    open var viewModels: [any AnyCellViewModel.Type] { [] }

    /// Whether ``viewDidLoad()`` has run (or is running).
    public private(set) var isViewLoaded = false

    /// Only the three screens subclass this class.
    init() {}

    /// The screen's view: its table or collection view. Reading it loads the view first.
    ///
    /// - Complexity: O(1) once loaded; the first read costs ``viewDidLoad()``.
    public var view: UIView {
        loadViewIfNeeded()
        return required(currentList)
    }

    /// Runs ``viewDidLoad()`` unless it has run already.
    ///
    /// - Complexity: O(1) once loaded; the first call costs ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Called once, when the view loads: calls ``setupUI()``. When you override it, set the list
    /// (`_tableView` or `_collectionView`), if the screen does not have it yet, before calling
    /// `super`, and do the rest of your setup after.
    ///
    /// - Complexity: as ``setupUI()``.
    open func viewDidLoad() {
        setupUI()
    }

    /// Makes the adapter (if it does not exist yet), makes the screen the list's delegate, and
    /// registers ``viewModels`` with the list; a collection screen registers its
    /// `supplementaryModels` too. Call `super` when you override it.
    ///
    /// A screen whose list is not set stops the program with a message that says how to set it.
    ///
    /// - Complexity: O(*t*) in the number of declared types.
    open func setupUI() {
        let list = required(currentList)
        let adapter = listAdapter
        listPrecondition(
            adapter.listView === list,
            "\(type(of: self)): \(listSource.property) was replaced after the adapter was made, so the adapter "
                + "drives another list. Set \(listSource.property) once, before the view loads and before "
                + "anything reads adapter.")
        becomeListDelegate()
        list.register(modelTypesToRegister)
    }

    /// Shows `sections`: sets the adapter's `data`, which reloads the list. Loads the view first
    /// if it is not loaded, so the declared types are registered before the list asks for cells.
    ///
    /// - Complexity: O(*s*) for the reload of *s* sections (plus O(*n*) in the number of models
    ///   when types are inferred); the cells are made at the next layout pass.
    open func setup(_ sections: [Section]) {
        loadViewIfNeeded()
        listAdapter.data = sections
    }

    // MARK: What each screen fills in (internal: only the three screens override these)

    /// The list the screen shows, or nil while it is not set.
    var currentList: ListView? { nil }

    /// The name of the list property and of the initializer that fills it, for the message of a
    /// screen whose list is not set.
    var listSource: (property: String, initializer: String) {
        ("the list", "a BaseTableViewController or BaseCollectionViewController initializer")
    }

    /// The screen's adapter, as the base both adapters share.
    var listAdapter: ListDataAdapter {
        listFailure("\(type(of: self)): subclass BaseTableViewController or BaseCollectionViewController.")
    }

    /// The types ``setupUI()`` registers.
    var modelTypesToRegister: [any AnyViewModel.Type] { viewModels }

    /// Clears the adapter's forwarding delegate and makes the screen the list's delegate; called
    /// once the adapter exists.
    func becomeListDelegate() {}

    /// `list`, or a stop naming the fix when it is nil: the screen's list is not set.
    func required<List: ListView>(_ list: List?) -> List {
        guard let list else {
            let source = listSource
            listFailure(
                "\(type(of: self)) has no list view: \(source.property) is nil when the screen needs it. "
                    + "Set \(source.property) before calling super.viewDidLoad(), override \(source.property), "
                    + "or create the screen with \(source.initializer).")
        }
        return list
    }
}
