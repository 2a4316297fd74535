import Foundation

/// The view at the root of a view hierarchy, which shows a root view controller at a size; the
/// engine's `UIWindow`, a headless screen for tests.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = screen
/// window.makeKeyAndVisible()          // screen: viewDidLoad, viewWillAppear, layout, viewDidAppear
/// window.traitCollection = UITraitCollection(userInterfaceStyle: .dark)   // traitCollectionDidChange
/// window.frame.size = CGSize(width: 844, height: 390)                       // rotation: relayout
/// window.isHidden = true              // screen: viewWillDisappear, viewDidDisappear
/// ```
///
/// A window starts hidden, as in UIKit. While it shows (``makeKeyAndVisible()``, or `isHidden`
/// set to false), its root view controller's view fills it and the controller has appeared;
/// hiding the window, or replacing the root view controller, makes it disappear. Changing the
/// window's size calls the controllers' `viewWillTransition(to:with:)`, resizes the root view
/// and runs a layout pass. Traits set on the window reach every view and controller inside it.
///
/// The engine does not run a run loop: the window lays out when it appears, when it is resized,
/// and whenever a test calls ``UIView/layoutIfNeeded()``.
@MainActor
open class UIWindow: UIView {
    /// Nibs and storyboards are out of scope: stops the program (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) { decodingIsOutOfScope(Self.self) }

    /// Creates a hidden window with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.isHidden = true
    }

    /// Creates a hidden window attached to `windowScene`, as UIKit's: it fills the scene's
    /// screen, is one of the scene's ``UIWindowScene/windows`` and sees the scene's traits.
    public init(windowScene: UIWindowScene) {
        super.init(frame: CGRect(origin: .zero, size: windowScene.screenSize))
        super.isHidden = true
        // Observers do not run for a property set in its own class's initializer.
        self.windowScene = windowScene
        windowScene.attach(self)
        traitCollection = windowScene.traitCollection
    }

    /// The scene the window shows in; nil for a window made with ``init(frame:)``. Setting it
    /// moves the window to the new scene's ``UIWindowScene/windows`` and gives it that scene's
    /// traits (its frame stays as it is).
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.detach(self)
            if let windowScene {
                windowScene.attach(self)
                traitCollection = windowScene.traitCollection
            }
        }
    }

    /// Whether the window was made key with ``makeKeyAndVisible()`` or ``makeKey()``.
    public private(set) var isKeyWindow = false

    /// Whether the window shows: it is not hidden.
    var isShowingContent: Bool { !isHidden }


    /// Hiding the window makes its root view controller (and what it presents) disappear;
    /// showing it makes them appear, with a layout pass between `viewWillAppear(_:)` and
    /// `viewDidAppear(_:)`.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            let controllers = shownControllers
            if isHidden {
                for controller in controllers.reversed() { controller.beginAppearanceTransition(false, animated: false) }
                for controller in controllers.reversed() { controller.endAppearanceTransition() }
            } else {
                for controller in controllers { controller.beginAppearanceTransition(true, animated: false) }
                layoutIfNeeded()
                for controller in controllers { controller.endAppearanceTransition() }
            }
        }
    }

    /// The root view controller and the controllers presented over it, bottom first.
    private var shownControllers: [UIViewController] {
        var result: [UIViewController] = []
        var current = rootViewController
        while let controller = current {
            result.append(controller)
            current = controller.presentedViewController
        }
        return result
    }

    /// The view controller whose view fills the window. Setting it while the window shows makes
    /// the old one disappear and the new one appear (with a layout pass between).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            let shows = isShowingContent
            if let oldValue {
                if shows { oldValue.beginAppearanceTransition(false, animated: false) }
                if oldValue.viewIfLoaded?.superview === self { oldValue.viewIfLoaded?.removeFromSuperview() }
                if shows { oldValue.endAppearanceTransition() }
            }
            guard let controller = rootViewController else { return }
            if shows { controller.beginAppearanceTransition(true, animated: false) }
            install(controller)
            if shows {
                layoutIfNeeded()
                controller.endAppearanceTransition()
            }
        }
    }

    /// Puts `controller`'s view in the window at its bounds (loading the view if needed).
    func install(_ controller: UIViewController) {
        let view: UIView = controller.view
        view.frame = bounds
        addSubview(view)
    }

    /// Makes the window key and shows it: its root view controller appears.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window the key window (the one that takes keyboard input).
    open func makeKey() {
        isKeyWindow = true
    }

    /// Keeps the root view controller's view, and presented views, at the window's bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        fitControllerViews()
    }

    private func fitControllerViews() {
        for controller in shownControllers {
            if let view = controller.viewIfLoaded, view.superview === self { view.frame = bounds }
        }
    }

    /// The window's rectangle. A new size while the window shows is a transition (a rotation,
    /// say): the controllers hear `viewWillTransition(to:with:)` before the change, then the
    /// views take the new size and lay out, then the coordinator's animation and completion
    /// blocks run.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.frame.size
            guard newValue.size != oldSize, isShowingContent, !shownControllers.isEmpty else {
                super.frame = newValue
                return
            }
            let coordinator = HeadlessTransitionCoordinator()
            // The root's default implementation passes the call to its children and to the
            // controller it presents.
            rootViewController?.viewWillTransition(to: newValue.size, with: coordinator)
            super.frame = newValue
            fitControllerViews()
            coordinator.runAnimations()
            layoutIfNeeded()
            coordinator.runCompletions()
        }
    }
}

extension UIView {
    /// The window the view is in, if any: the ``UIWindow`` at the root of its hierarchy.
    ///
    /// - Complexity: O(*d*) in the depth of the hierarchy.
    public var window: UIWindow? {
        var current: UIView = self
        while let parent = current.superview { current = parent }
        return current as? UIWindow
    }
}

/// What the blocks of a transition learn about it, as `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext {
    /// Whether the transition animates; the engine's never do.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled (an interactive one); never in the engine.
    var isCancelled: Bool { get }
    /// Whether a person drives the transition; never in the engine.
    var isInteractive: Bool { get }
    /// The transition's duration in seconds: zero in the engine.
    var transitionDuration: TimeInterval { get }
}

/// Lets a view controller run code alongside a transition (a size change) or after it, as
/// `UIViewControllerTransitionCoordinator`.
///
/// ```swift
/// override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
///     super.viewWillTransition(to: size, with: coordinator)
///     coordinator.animate(alongsideTransition: { _ in self.updateColumns(for: size) })
/// }
/// ```
///
/// In the engine the animation blocks run right after the views take their new size, before
/// the layout pass; the completion blocks run after it.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it. Returns true.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition. Returns true.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of the engine's transitions, which do not animate.
@MainActor
final class HeadlessTransitionCoordinator: UIViewControllerTransitionCoordinator {
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var transitionDuration: TimeInterval { 0 }

    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAnimations() {
        let blocks = animations
        animations = []
        for block in blocks { block(self) }
    }

    func runCompletions() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
