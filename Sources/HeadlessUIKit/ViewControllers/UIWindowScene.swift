import Foundation

/// A scene that shows windows on a screen; UIKit's `UIWindowScene`, headless.
///
/// On a device UIKit makes the scenes (one per app window, from the app's scene sessions) and
/// hands them to the scene delegate, whose `scene(_:willConnectTo:options:)` typically runs:
///
/// ```swift
/// guard let windowScene = scene as? UIWindowScene else { return }
/// let window = UIWindow(windowScene: windowScene)
/// window.rootViewController = UINavigationController(rootViewController: InboxViewController())
/// window.makeKeyAndVisible()
/// ```
///
/// The engine has no application, sessions or screens, so a test makes the scene itself with
/// ``init(screenSize:traitCollection:)`` (an engine addition) standing for the device's screen,
/// and the window code above runs unchanged against it: ``UIWindow/init(windowScene:)`` makes a
/// window that fills the screen, is attached to the scene (``windows``,
/// ``UIWindow/windowScene``) and sees the scene's traits.
@MainActor
public final class UIWindowScene {
    /// The size of the screen the scene shows on, in points (an engine addition: UIKit reads it
    /// from the scene's `screen` and `coordinateSpace`).
    public let screenSize: CGSize

    /// The traits of the scene's environment, which its windows see (UIKit's get-only
    /// property; the engine sets it at creation).
    public let traitCollection: UITraitCollection

    private var attachedWindows: [WeakWindow] = []

    /// A scene on a screen of `screenSize` points (an iPhone 14's 390 × 844 by default) with
    /// `traitCollection` (the engine's defaults when unspecified). An engine addition: UIKit
    /// creates scenes itself.
    public init(screenSize: CGSize = CGSize(width: 390, height: 844), traitCollection: UITraitCollection = UITraitCollection()) {
        self.screenSize = screenSize
        self.traitCollection = traitCollection
    }

    /// The windows attached to the scene, in the order they were made; a window that no longer
    /// exists drops out.
    ///
    /// - Complexity: O(*w*) for *w* windows.
    public var windows: [UIWindow] { attachedWindows.compactMap(\.window) }

    /// The scene's key window (iOS 15): the last of its windows made key, or nil.
    ///
    /// - Complexity: O(*w*).
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    func attach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
        attachedWindows.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
