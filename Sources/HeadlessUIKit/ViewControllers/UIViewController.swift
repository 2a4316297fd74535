import Foundation

/// Manages a view hierarchy: loads its view on first use, hears about the view appearing,
/// disappearing, laying out and changing traits, and holds child view controllers; the engine's
/// `UIViewController`.
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Profile"
///         navigationItem.rightBarButtonItem = editButtonItem
///     }
/// }
///
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = ProfileViewController()
/// window.makeKeyAndVisible()   // viewDidLoad, viewWillAppear, a layout pass, viewDidAppear
/// ```
///
/// A controller's life cycle runs as UIKit runs it, driven by a ``UIWindow``: reading ``view``
/// loads it (``loadView()`` then ``viewDidLoad()``, once); showing it in a window calls
/// ``viewWillAppear(_:)``, a layout pass (``viewWillLayoutSubviews()``, the view's
/// `layoutSubviews()`, ``viewDidLayoutSubviews()``) and ``viewDidAppear(_:)``; taking it out calls
/// ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)``. Nothing animates: an `animated`
/// transition completes at once.
///
/// Nibs and storyboards do not exist in the engine: ``init(nibName:bundle:)`` accepts only a nil
/// nib name, and ``init(coder:)`` stops the program. Build the view in code, in ``loadView()`` or
/// ``viewDidLoad()``.
///
/// Unlike UIKit's, this class does not descend from a `UIResponder` (the engine has no responder
/// chain).
@MainActor
open class UIViewController {
    /// The nib name given to ``init(nibName:bundle:)``: always nil in the engine.
    public let nibName: String?

    /// The bundle given to ``init(nibName:bundle:)``.
    public let nibBundle: Bundle?

    /// Creates a view controller. The engine has no nibs: `nibNameOrNil` must be nil (a name
    /// stops the program with a message saying so); the bundle is kept and not used.
    ///
    /// - Complexity: O(1); the view loads later, when first needed.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        listPrecondition(
            nibNameOrNil == nil,
            "\(type(of: self)): could not load the nib named '\(nibNameOrNil ?? "")': nibs and storyboards are out "
                + "of scope in HeadlessUIKit. Pass nil and build the view in code, in loadView() or viewDidLoad().")
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// Creates a view controller without a nib, as `init(nibName: nil, bundle: nil)`.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Decoding from a storyboard or an archive is out of scope: this initializer stops the
    /// program with a message saying so. It exists so that a subclass's
    /// `required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }`
    /// compiles unchanged.
    public required init?(coder: NSCoder) {
        listFailure(
            "\(Self.self).init(coder:): storyboards and archived view controllers are out of scope in "
                + "HeadlessUIKit. Create the view controller in code with init(nibName: nil, bundle: nil) or init().")
    }

    // MARK: The view

    @exclusivity(unchecked) private var loadedView: UIView?
    @exclusivity(unchecked) private var isLoadingView = false

    /// The controller's root view. Reading it loads it first if needed: ``loadView()``, then
    /// ``viewDidLoad()``. Setting it replaces the root view (nil unloads it; the next read loads
    /// it again).
    ///
    /// - Complexity: O(1) once loaded; the first read costs ``loadView()`` and ``viewDidLoad()``.
    open var view: UIView! {
        get {
            if loadedView == nil, !isLoadingView { loadViewIfNeeded() }
            return loadedView
        }
        set {
            guard newValue !== loadedView else { return }
            if let old = loadedView, old.owningViewController === self { old.owningViewController = nil }
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it is loaded, else nil; never loads it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
    ///
    /// - Complexity: O(1) once loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        listPrecondition(
            loadedView != nil,
            "\(type(of: self)).loadView() did not set view: an override of loadView() must assign a view to "
                + "self.view (and not call super).")
        viewDidLoad()
    }

    /// Makes the root view. The default makes a plain ``UIView`` of the default screen size (a
    /// window resizes it to its own bounds). Override it to make a view of your own and assign it
    /// to ``view``, without calling `super`.
    open func loadView() {
        view = UIView(frame: UIViewController.defaultViewFrame)
    }

    /// The frame of a view made by ``loadView()`` before a window sizes it: a 390 x 844 point
    /// iPhone screen in portrait (UIKit uses the main screen's bounds).
    nonisolated package static let defaultViewFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Called once the root view is loaded, before it shows. The default does nothing.
    open func viewDidLoad() {}

    /// Called before the view appears. Call `super`.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared. Call `super`.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears. Call `super`.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared. Call `super`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called in each layout pass of the root view, before its `layoutSubviews()`. The default
    /// does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called in each layout pass of the root view, after its `layoutSubviews()`. The default
    /// does nothing.
    open func viewDidLayoutSubviews() {}

    // MARK: Title, navigation item, editing

    /// The title the controller shows in a navigation bar or tab bar. Setting it sets
    /// ``navigationItem``'s title too.
    open var title: String? {
        didSet { ownNavigationItem.title = title }
    }

    /// What a navigation bar shows for this controller: title and bar button items. Made on first
    /// use with ``title``.
    open var navigationItem: UINavigationItem { ownNavigationItem }

    private lazy var ownNavigationItem: UINavigationItem = {
        let item = UINavigationItem()
        item.title = title
        return item
    }()

    /// Whether the controller is in editing mode; set by ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    @exclusivity(unchecked) private var editing = false

    /// Turns editing mode on or off and updates ``editButtonItem`` ("Edit" or "Done"). Override it
    /// to change the controller's views with the mode; call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        if let item = ownEditButtonItem { Self.styleEditButton(item, editing: editing) }
    }

    @exclusivity(unchecked) private var ownEditButtonItem: UIBarButtonItem?

    /// A bar button item that toggles editing mode: its title is "Edit", or "Done" (with the
    /// `.done` style) while editing, and tapping it calls
    /// `setEditing(!isEditing, animated: true)`. The same item every time.
    public var editButtonItem: UIBarButtonItem {
        if let item = ownEditButtonItem { return item }
        let item = UIBarButtonItem(
            primaryAction: UIAction(title: "Edit") { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            })
        Self.styleEditButton(item, editing: isEditing)
        ownEditButtonItem = item
        return item
    }

    private static func styleEditButton(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// The size the controller would like to show its content at, for containers and popovers.
    /// Zero by default; the engine stores it and never reads it.
    open var preferredContentSize: CGSize = .zero

    // MARK: Layout margins

    /// The smallest margins the root view's layout margins may have: none at the top and bottom,
    /// 16 points at the sides in a compact width and 20 in a regular width (UIKit's on iPhone and
    /// iPad; the values are measured, not documented).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (true by
    /// default). Turn it off to let the root view's `layoutMargins` go below them.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { loadedView?.marginsChanged() } }
    }

    // MARK: Traits

    /// The environment the controller shows in: its view's (which a window passes down) once the
    /// view is loaded, else its parent's, else the default.
    public var traitCollection: UITraitCollection {
        loadedView?.traitCollection ?? parent?.traitCollection ?? UITraitCollection()
    }

    /// The appearance the controller's view and its subviews use (`.unspecified` inherits it); it
    /// sets the view's ``UIView/overrideUserInterfaceStyle``, loading the view.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { loadedView?.overrideUserInterfaceStyle ?? .unspecified }
        set { view.overrideUserInterfaceStyle = newValue }
    }

    /// Called when the traits the root view sees change (a window's appearance or text size,
    /// say), after the view's own `traitCollectionDidChange(_:)`. Call `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the root view's size changes (a window resized, as on rotation) with the new
    /// size. The default passes the call to the child view controllers. Add animations that run
    /// alongside, or after, with the coordinator; call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    // MARK: Child view controllers

    /// The child view controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []

    /// The container this controller is a child of.
    public private(set) weak var parent: UIViewController?

    /// Adds `childController` as a child, calling its ``willMove(toParent:)`` with this
    /// controller first (after taking it from its current parent). Then add its view to your
    /// view and call its ``didMove(toParent:)`` yourself, as in UIKit.
    ///
    /// - Complexity: O(*c*) in the number of the old parent's children.
    open func addChild(_ childController: UIViewController) {
        listPrecondition(childController !== self, "A view controller cannot be its own child: \(self)")
        if childController.parent === self { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Puts the children in the given order (the same controllers, reordered), for containers
    /// such as ``UINavigationController``.
    func replaceChildren(with ordered: [UIViewController]) {
        children = ordered
    }

    /// Takes the controller from its parent, then calls its ``didMove(toParent:)`` with nil. Call
    /// ``willMove(toParent:)`` with nil and remove its view from the parent's view yourself
    /// before, as in UIKit.
    ///
    /// - Complexity: O(*c*) in the number of the parent's children.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to, or removed from, a container. `addChild(_:)`
    /// calls it with the new parent; before `removeFromParent()`, call it with nil yourself.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to, or removed from, a container.
    /// `removeFromParent()` calls it with nil; after `addChild(_:)` and adding the child's view,
    /// call it with the parent yourself.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// How ``present(_:animated:completion:)`` shows the controller; `.automatic` (a page sheet
    /// on iPhone) by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The controller this one presents, if any.
    public internal(set) var presentedViewController: UIViewController?

    /// The controller that presented this one (or one of its ancestors), if any.
    public internal(set) weak var presentingViewController: UIViewController?

    // MARK: Appearance state (driven by UIWindow, containment and presentation)

    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// Where the controller is in its appearance life cycle.
    @exclusivity(unchecked) var appearanceState = AppearanceState.disappeared

    @exclusivity(unchecked) private var appearanceAnimated = false

    /// Whether the controller's view is shown or being shown.
    var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }

    /// Starts an appearance (``viewWillAppear(_:)``) or a disappearance
    /// (``viewWillDisappear(_:)``) unless the controller is already in or going to that state,
    /// then does the same for the children whose views are inside this one's. Appearing loads
    /// the view first. Containers and the window call it; a test rarely needs to.
    ///
    /// Choice: the children hear `viewWillAppear` after the parent and `viewDidAppear` before it
    /// (nested, as a navigation controller's logs show); UIKit does not document the order.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard !isAppearingOrAppeared else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard isAppearingOrAppeared else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        for child in childrenShownInView { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` started: the children's
    /// first, then ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``.
    public func endAppearanceTransition() {
        guard appearanceState == .appearing || appearanceState == .disappearing else { return }
        for child in childrenShownInView { child.endAppearanceTransition() }
        if appearanceState == .appearing {
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        } else {
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        }
    }

    /// The children whose views are loaded and inside this controller's view.
    private var childrenShownInView: [UIViewController] {
        guard let root = loadedView else { return [] }
        return children.filter { child in child.loadedView.map { $0.isDescendant(of: root) } ?? false }
    }

    /// The root view was added to a superview: if that puts it in a visible window while its
    /// parent is shown (or it has none), it appears (at once, unless the parent is still
    /// appearing: the parent's end of transition ends it).
    func rootViewDidMoveIntoHierarchy() {
        guard appearanceState == .disappeared, let window = loadedView?.window, window.isShowingContent else { return }
        if let parent {
            guard parent.isAppearingOrAppeared else { return }
            beginAppearanceTransition(true, animated: false)
            if parent.appearanceState == .appeared { endAppearanceTransition() }
        } else {
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        }
    }

    /// The root view is leaving its superview: if it was shown, it disappears.
    func rootViewWillLeaveHierarchy() {
        guard appearanceState == .appeared, loadedView?.window != nil else { return }
        beginAppearanceTransition(false, animated: false)
        endAppearanceTransition()
    }
}

/// How a presented view controller covers the screen, as `UIModalPresentationStyle`.
///
/// The engine gives every presented view the window's bounds. As in UIKit, only the styles that
/// hide the presenting view (`.fullScreen`, `.currentContext`) make the presenting controller
/// disappear; the sheet styles (and `.automatic`, a page sheet on iPhone) leave it shown.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    /// The presented view covers the whole screen; the presenting controller disappears.
    case fullScreen = 0
    /// A sheet over the screen's height (on wide screens, over part of its width); the presenting
    /// view stays shown behind it.
    case pageSheet = 1
    /// A smaller sheet centred on wide screens (a page sheet on compact ones); the presenting
    /// view stays shown behind it.
    case formSheet = 2
    /// The presented view covers the view of the controller that defines the presentation
    /// context, which disappears.
    case currentContext = 3
    /// A presentation the app's transitioning delegate manages.
    case custom = 4
    /// As ``fullScreen``, but the presenting view stays shown underneath (for transparent content).
    case overFullScreen = 5
    /// As ``currentContext``, but the covered view stays shown underneath.
    case overCurrentContext = 6
    /// A popover anchored to a view or bar button item on wide screens (a sheet on compact ones).
    case popover = 7
    /// No adaptation: a presentation controller returns it to keep the current style.
    case none = -1
    /// The system's choice: a page sheet on iPhone, the default of every view controller.
    case automatic = -2

    /// Whether the presented view hides the presenting one, which then disappears.
    var hidesPresentingView: Bool { self == .fullScreen || self == .currentContext }
}

/// View controllers compare by identity, as UIKit's (an `NSObject`'s default equality): so
/// `children == [child]` and `viewControllers.contains(self)` work as in UIKit.
extension UIViewController: Hashable {
    /// Whether `lhs` and `rhs` are the same controller.
    nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }

    /// Hashes the controller's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
