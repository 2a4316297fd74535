import Foundation

/// A container that shows a stack of view controllers, one at a time: the top one fills its
/// view; the engine's `UINavigationController`.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: ListViewController())
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()                       // the list appears
/// navigation.pushViewController(DetailViewController(), animated: true)
/// // the list: viewWillDisappear, viewDidDisappear; the detail: viewWillAppear, viewDidAppear
/// navigation.popViewController(animated: true)     // and back
/// ```
///
/// The controllers of the stack are the container's ``UIViewController/children``, bottom
/// first. Changing the stack makes the containment calls UIKit makes: a controller that joins
/// hears `willMove(toParent:)` with the navigation controller before it appears and
/// `didMove(toParent:)` after; one that leaves hears `willMove(toParent: nil)` before it
/// disappears and `didMove(toParent: nil)` after. While the navigation controller shows in a
/// window, a new top controller appears and the old one disappears, in UIKit's order
/// (`viewWillDisappear` of the old, `viewWillAppear` of the new, a layout pass,
/// `viewDidDisappear` of the old, `viewDidAppear` of the new). Nothing animates.
///
/// Choice: the engine draws no navigation bar, so the top controller's view fills the whole of
/// the navigation controller's view (in UIKit the bar covers its top, and the safe area keeps
/// content clear of it). `navigationBar` is not provided.
@MainActor
open class UINavigationController: UIViewController {
    /// Creates a navigation controller whose stack holds `rootViewController`.
    ///
    /// - Complexity: O(1).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setStack([rootViewController])
    }

    /// Creates a navigation controller with an empty stack; a nib name stops the program (see
    /// ``UIViewController/init(nibName:bundle:)``).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Out of scope, as ``UIViewController/init(coder:)``: stops the program.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The stack, bottom (the root) first. Setting it is ``setViewControllers(_:animated:)``
    /// without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setStack(newValue) }
    }

    /// The controller at the top of the stack, if any.
    open var topViewController: UIViewController? { children.last }

    /// The controller the person sees: the one the navigation controller presents modally, if
    /// any, else the top of the stack.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Pushes `viewController` on the stack: it becomes the top and (in a window) appears, and
    /// the old top disappears. Pushing a controller already in the stack stops the program, as
    /// UIKit raises "Pushing the same view controller instance more than once is not supported".
    ///
    /// - Complexity: O(*n*) in the stack's size.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        listPrecondition(
            !children.contains { $0 === viewController },
            "Pushing the same view controller instance more than once is not supported (\(viewController))")
        setStack(children + [viewController])
    }

    /// Pops the top controller, which disappears (in a window) as the one below appears, and
    /// returns it. With one controller or none, does nothing and returns nil, as UIKit.
    ///
    /// - Complexity: O(*n*) in the stack's size.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        setStack(Array(children.dropLast()))
        return top
    }

    /// Pops every controller above the root and returns them, bottom first (nil when there
    /// were none).
    ///
    /// - Complexity: O(*n*) in the stack's size.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return nil }
        let popped = Array(children.dropFirst())
        setStack([children[0]])
        return popped
    }

    /// Pops the controllers above `viewController` and returns them, bottom first (nil when
    /// there were none). `viewController` must be in the stack.
    ///
    /// - Complexity: O(*n*) in the stack's size.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            listFailure("Tried to pop to a view controller that doesn't exist (\(viewController))")
        }
        guard index < children.count - 1 else { return nil }
        let popped = Array(children[(index + 1)...])
        setStack(Array(children[...index]))
        return popped
    }

    /// Replaces the stack with `viewControllers` (bottom first): controllers that leave hear
    /// `willMove(toParent: nil)` / `didMove(toParent: nil)`, ones that join hear
    /// `willMove(toParent:)` / `didMove(toParent:)`, and if the top changed while the navigation
    /// controller shows, the new top appears and the old one disappears.
    ///
    /// - Complexity: O(*n* × *m*) in the old and new stacks' sizes.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        setStack(viewControllers, animated: animated)
    }

    private func setStack(_ newStack: [UIViewController], animated: Bool = false) {
        for (index, controller) in newStack.enumerated() {
            listPrecondition(
                !newStack[..<index].contains { $0 === controller },
                "Pushing the same view controller instance more than once is not supported (\(controller))")
        }
        let oldStack = children
        let oldTop = oldStack.last
        let newTop = newStack.last
        let leaving = oldStack.filter { old in !newStack.contains { $0 === old } }
        let joining = newStack.filter { new in !oldStack.contains { $0 === new } }

        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in joining { addChild(controller) }
        replaceChildren(with: newStack)

        let shows = appearanceState == .appeared
        if oldTop !== newTop {
            if shows {
                oldTop?.beginAppearanceTransition(false, animated: animated)
                newTop?.beginAppearanceTransition(true, animated: animated)
            }
            if let container = viewIfLoaded {
                if let oldView = oldTop?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
                if let newTop { install(newTop, in: container) }
                if shows { container.layoutIfNeeded() }
            }
            if shows {
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            }
        }
        for controller in leaving {
            if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in joining { controller.didMove(toParent: self) }
    }

    private func install(_ controller: UIViewController, in container: UIView) {
        let view: UIView = controller.view
        view.frame = container.bounds
        container.addSubview(view)
    }

    // MARK: The view

    /// Makes the container view, which keeps the top controller's view at its bounds, and puts
    /// the top controller's view in it.
    open override func loadView() {
        let container = NavigationContainerView(frame: UIViewController.defaultViewFrame)
        view = container
        if let top = topViewController { install(top, in: container) }
    }
}

/// The view of a ``UINavigationController``: lays out the top controller's view filling it.
@MainActor
final class NavigationContainerView: UIView {
    required init?(coder: NSCoder) { decodingIsOutOfScope(Self.self) }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews { subview.frame = bounds }
    }
}

extension UIViewController {
    /// The nearest ancestor (parent, its parent, ...) that is a ``UINavigationController``, if any.
    ///
    /// - Complexity: O(*d*) in the depth of the containment.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}
