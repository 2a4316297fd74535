import Foundation

extension UIViewController {
    /// Presents `viewControllerToPresent` over this controller's screen: its view fills the
    /// window, it appears (with a layout pass between `viewWillAppear(_:)` and
    /// `viewDidAppear(_:)`), then `completion` runs. Nothing animates.
    ///
    /// As in UIKit, the presentation is made by the controller at the root of this one's
    /// containment (its ``presentingViewController``); a full-screen style (`.fullScreen`,
    /// `.currentContext`) makes that controller disappear, the sheet styles leave it shown.
    /// Where UIKit only logs a warning and does nothing, so does the engine (printed on standard
    /// error): presenting from a controller whose view is not in a window, or one that already
    /// presents another controller, or presenting a controller that is already presented.
    ///
    /// - Complexity: O(*d*) in the depth of the containment, plus the presented view's loading
    ///   and layout.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        var presenter = self
        while let parent = presenter.parent { presenter = parent }
        let name = "<\(type(of: viewControllerToPresent))>"
        guard let window = presenter.viewIfLoaded?.window else {
            Self.warn("Attempt to present \(name) on <\(type(of: self))> whose view is not in the window hierarchy.")
            return
        }
        if let current = presenter.presentedViewController {
            Self.warn("Attempt to present \(name) on <\(type(of: presenter))> which is already presenting <\(type(of: current))>.")
            return
        }
        guard viewControllerToPresent.presentingViewController == nil, viewControllerToPresent.parent == nil else {
            Self.warn("Attempt to present \(name) which is already presented or is a child view controller.")
            return
        }
        let hidesPresenter = viewControllerToPresent.modalPresentationStyle.hidesPresentingView
        let shows = window.isShowingContent
        presenter.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = presenter
        if shows {
            if hidesPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
            viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
        }
        window.install(viewControllerToPresent)
        if shows {
            window.layoutIfNeeded()
            viewControllerToPresent.endAppearanceTransition()
            if hidesPresenter { presenter.endAppearanceTransition() }
        }
        completion?()
    }

    /// Dismisses the controller this one presents (with whatever that one presents), or, when
    /// this one presents nothing, asks its presenting controller to dismiss it. The dismissed
    /// controllers disappear and their views leave the window; a presenting controller that a
    /// full-screen presentation hid appears again. Then `completion` runs. Nothing animates.
    ///
    /// - Complexity: O(*p*) in the number of controllers dismissed.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter: UIViewController
        if presentedViewController != nil {
            presenter = self
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            var root = self
            while let parent = root.parent { root = parent }
            guard root !== self else { completion?(); return }
            root.dismiss(animated: flag, completion: completion)
            return
        }
        guard let presented = presenter.presentedViewController else { completion?(); return }
        presented.dismissPresentedStack(animated: flag)
        let hidesPresenter = presented.modalPresentationStyle.hidesPresentingView
        let shows = presented.viewIfLoaded?.window?.isShowingContent ?? false
        if shows {
            presented.beginAppearanceTransition(false, animated: flag)
            if hidesPresenter { presenter.beginAppearanceTransition(true, animated: flag) }
        }
        presented.viewIfLoaded?.removeFromSuperview()
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        if shows {
            presented.endAppearanceTransition()
            if hidesPresenter { presenter.endAppearanceTransition() }
        }
        completion?()
    }

    /// Dismisses what this controller presents, top first.
    private func dismissPresentedStack(animated: Bool) {
        guard presentedViewController != nil else { return }
        dismiss(animated: animated)
    }

    /// Whether the controller is being presented right now (between its `viewWillAppear(_:)`
    /// and `viewDidAppear(_:)` in a presentation).
    public var isBeingPresented: Bool { presentingViewController != nil && appearanceState == .appearing }

    /// Whether the controller is being dismissed right now.
    public var isBeingDismissed: Bool { presentingViewController != nil && appearanceState == .disappearing }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("Warning: " + message + "\n").utf8))
    }
}
