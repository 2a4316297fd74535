import Foundation

/// A view that sends actions for events, as UIKit's `UIControl`, reduced to what the engine's
/// controls need: ``UIAction``s registered for ``Event``s with ``addAction(_:for:)``.
///
/// Target-action (`addTarget(_:action:for:)`) is out of scope: Objective-C selectors do not exist
/// on Linux. Register a ``UIAction`` instead.
@MainActor
open class UIControl: UIView {
    /// The events a control sends actions for, as `UIControl.Event`; the engine's controls send
    /// only ``valueChanged`` and ``primaryActionTriggered``.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The control's value changed (a refresh control started refreshing, say).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control responds to a person (true by default). A disabled control sends no
    /// actions from the test drivers.
    open var isEnabled = true

    private var actions: [(action: UIAction, events: Event)] = []

    /// Creates a control with the given frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Nibs and storyboards are out of scope: stops the program (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) { decodingIsOutOfScope(Self.self) }

    /// Runs `action` whenever the control sends one of `controlEvents`. Adding the same action
    /// (or one with the same identifier) again adds the events to it, as in UIKit.
    ///
    /// - Complexity: O(*a*) in the number of actions.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index].events.formUnion(controlEvents)
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents` (the action is dropped once it has no events).
    ///
    /// - Complexity: O(*a*) in the number of actions.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    ///
    /// - Complexity: O(*a*) in the number of actions.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        for index in actions.indices where actions[index].action.identifier == actionIdentifier {
            actions[index].events.subtract(controlEvents)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// Runs, in the order they were added, the actions registered for any of `controlEvents`,
    /// with the control as sender.
    ///
    /// - Complexity: O(*a*) plus the actions.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }
}

/// The spinner above a scroll view's content that starts a refresh when a person pulls the
/// content down; the engine's `UIRefreshControl`.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// // when the reload finished:
/// tableView.refreshControl?.endRefreshing()
/// ```
///
/// A test pulls with ``UIScrollView/simulatePullToRefresh()``: the control begins refreshing and
/// sends `.valueChanged`; the app calls ``endRefreshing()`` when done.
///
/// While refreshing, the scroll view's ``UIScrollView/adjustedContentInset`` grows at the top by
/// the control's height (``height``, 60 points, about what UIKit's spinner takes), so the
/// spinner stays visible above the content; ``endRefreshing()`` takes the inset back and scrolls
/// the content back to its top if the spinner was showing.
///
/// Choice: ``beginRefreshing()`` called by code leaves the content offset where it is, as UIKit
/// does (the spinner shows only if the content is scrolled to show it).
///
/// Target-action (`addTarget(_:action:for:)`) is out of scope: use ``UIControl/addAction(_:for:)``.
@MainActor
open class UIRefreshControl: UIControl {
    /// The height the control takes above the content while refreshing: 60 points.
    nonisolated public static let height: CGFloat = 60

    /// Whether a refresh is going on: between ``beginRefreshing()`` and ``endRefreshing()``.
    public private(set) var isRefreshing = false

    /// The text shown under the spinner. Nothing draws it headless; stored only.
    open var attributedTitle: NSAttributedString?

    /// Creates a refresh control, not refreshing; attach it with ``UIScrollView/refreshControl``.
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
    }

    /// Nibs and storyboards are out of scope: stops the program (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) { decodingIsOutOfScope(Self.self) }

    /// The scroll view the control is attached to.
    weak var scrollView: UIScrollView?

    /// Starts refreshing (shows the spinner) without sending `.valueChanged`, as UIKit's does.
    /// The scroll view's adjusted top inset grows by ``height``; the content offset stays.
    /// Does nothing while refreshing.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.refreshingInsetChanged(from: 0)
    }

    /// Ends the refresh: the adjusted top inset shrinks back, and content that showed the
    /// spinner (scrolled above the top of the content inset) scrolls back to its top. Does
    /// nothing when not refreshing.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        scrollView?.refreshingInsetChanged(from: Self.height)
    }
}
