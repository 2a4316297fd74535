import Foundation

/// What ``BaseTableViewController``, ``BaseCollectionViewController`` and
/// ``BaseDiffableCollectionViewController`` share: a `UIViewController` that declares its model
/// types, sets its list up when the view loads (``setupUI()``) and shows sections (``setup(_:)``).
///
/// Subclass one of the three screens rather than this class.
///
/// ## Setting up
///
/// Loading the view (`UIViewController.loadViewIfNeeded()`, reading
/// `UIViewController.view`, showing the screen in a `UIWindow`, or the first ``setup(_:)``)
/// runs ``viewDidLoad()`` once, which calls ``setupUI()``. That makes the screen's adapter (the
/// list's data source), makes the screen the list's delegate, registers the declared types, and
/// puts the list in the screen's view if it is in no view yet.
///
/// The screen, not the adapter, is the list's delegate, as in the CellViewModel library, so a
/// subclass overrides the delegate methods it wants to answer itself. The screen's own
/// implementations answer by asking the adapter's delegate methods (model sizes, section
/// metrics, header and footer views, selection handlers); the adapter's `forwardingDelegate` is
/// set to nil so that the adapter never calls back into the screen. A subclass that overrides a
/// delegate method decides alone, unless it calls `super`.
///
/// ## The list in the view
///
/// The screen's view is a plain view; the list is its subview, as in the library, where
/// `_tableView` sat in the view controller's view. ``setupUI()`` adds the list to the view when
/// the list has no superview (a list the subclass placed itself, in a container say, stays where
/// it is). A list added this way whose frame was zero, or the view's bounds, fills the view from
/// then on, following its size (a window's rotation, say), as a list pinned to its superview's
/// edges does in UIKit; a list made with another frame keeps it.
@MainActor
open class BaseListViewController: UIViewController {
    /// Whether setting data registers the model types found in it that are not registered yet
    /// (off by default: the screen registers ``viewModels`` up front). Read once, when the
    /// adapter is made.
    open var automaticallyInferCellViewModelTypes: Bool { false }

    /// The cell model types ``setupUI()`` registers. Override it to declare the screen's types.
    open var viewModels: [any AnyCellViewModel.Type] { [] }

    /// Makes the screen's view: a plain view the size of the screen (a window resizes it), which
    /// keeps a list that fills it at its bounds.
    open override func loadView() {
        view = ScreenView(frame: UIViewController.defaultViewFrame)
    }

    /// Called once, when the view loads: calls ``setupUI()``. When you override it, set the list
    /// (`_tableView` or `_collectionView`), if the screen does not have it yet, before calling
    /// `super`, and do the rest of your setup after.
    ///
    /// - Complexity: as ``setupUI()``.
    open override func viewDidLoad() {
        super.viewDidLoad()
        setupUI()
    }

    /// Makes the adapter (if it does not exist yet), makes the screen the list's delegate,
    /// registers ``viewModels`` with the list (a collection screen registers its
    /// `supplementaryModels` too), and adds the list to the screen's view if it is in no view.
    /// Call `super` when you override it.
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
        placeInView(list)
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

    /// Adds `list` to the view when it is in no view, filling the view when its frame is zero or
    /// the view's bounds.
    private func placeInView(_ list: ListView) {
        guard let root = viewIfLoaded, list !== root, list.superview == nil else { return }
        if list.frame.size == .zero || list.frame == root.bounds {
            list.frame = root.bounds
            (root as? ScreenView)?.fillingList = list
        }
        root.addSubview(list)
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

/// A screen's view: keeps the list that fills it at its bounds when its size changes.
@MainActor
final class ScreenView: UIView {
    weak var fillingList: UIView?

    override func layoutSubviews() {
        super.layoutSubviews()
        if let list = fillingList, list.superview === self { list.frame = bounds }
    }
}
