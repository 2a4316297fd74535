import Foundation

/// A view whose content is larger than its bounds and moves under them; the engine's `UIScrollView`.
///
/// The scroll position is the bounds origin (``contentOffset``). Moving it asks for layout, which
/// is where table and collection views bring rows into view and recycle the ones that left.
///
/// Table and collection views tell their delegate (a ``UIScrollViewDelegate``) about scrolling:
/// every change of ``contentOffset`` calls `scrollViewDidScroll(_:)`, and the test drivers
/// ``simulateDrag(toContentOffset:velocity:)`` and ``simulateScrollToTop()`` make the calls a
/// person's drag and status-bar tap make, in UIKit's order.
@MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    @exclusivity(unchecked) open var contentSize: CGSize = .zero

    /// Whether a person can scroll (true by default). When false, ``simulateDrag(toContentOffset:velocity:)``
    /// does nothing, as a drag does nothing on a device; code still moves the content offset.
    open var isScrollEnabled = true
    /// How the keyboard hides when a drag starts. The engine shows no keyboard, so it is stored only.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// How fast scrolling slows after a flick: the drag driver coasts `velocity × 499` points at
    /// ``DecelerationRate/normal`` and `velocity × 99` at ``DecelerationRate/fast``, the distances
    /// UIKit's rates give (`rate / (1 - rate)` per point per millisecond).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the scroll indicators show while scrolling. Nothing draws them headless; stored only.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows; stored only, as ``showsVerticalScrollIndicator``.
    open var showsHorizontalScrollIndicator = true
    /// Whether the content bounces at its edges. The engine clamps drags to the content, so it
    /// is stored only.
    open var bounces = true
    /// Whether a drag bounces vertically even when the content is shorter than the view; stored only.
    open var alwaysBounceVertical = false
    /// Whether a drag bounces horizontally even when the content is narrower than the view; stored only.
    open var alwaysBounceHorizontal = false

    /// How the keyboard hides as a person scrolls; UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        /// Scrolling leaves the keyboard shown.
        case none
        /// The keyboard hides as soon as a drag starts.
        case onDrag
        /// The keyboard follows the dragging touch off screen; dragging back up keeps it.
        case interactive
        /// As ``onDrag``, the keyboard's input accessory view hiding with it.
        case onDragWithAccessory
        /// As ``interactive``, the keyboard's input accessory view following the touch with it.
        case interactiveWithAccessory
    }

    /// How the safe area adds to ``contentInset``; UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// As ``scrollableAxes``, except that a scroll view of a navigation controller's screen
        /// always takes the top and bottom safe area insets.
        case automatic
        /// The safe area adds to the insets on the axes the content scrolls along (or that always
        /// bounce).
        case scrollableAxes
        /// The safe area never adds to the content insets.
        case never
        /// The safe area always adds to the content insets, on both axes.
        case always
    }

    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset`` (`.automatic` by
    /// default). The engine's windows have no safe area (no notch, no bars), so every behaviour
    /// gives the same adjusted inset: ``contentInset`` itself.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// How quickly scrolling slows after a flick; UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// The rate paging and pickers use, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The point of the content shown at the top-left corner of the bounds. Every change calls
    /// the delegate's `scrollViewDidScroll(_:)`, as in UIKit.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != contentOffset else { return }
            // Set whole: `bounds.origin =` goes through the open property's `modify`, whose
            // coroutine frame is allocated on the heap at each call.
            bounds = CGRect(origin: newValue, size: bounds.size)
            setNeedsLayout()
            scrollViewDelegate?.scrollViewDidScroll(self)
        }
    }

    /// Extra room around the content (zero by default). Setting it while the content sits at
    /// its top (offset `-top` of the old inset) keeps it there: the offset becomes `-top` of the
    /// new inset, so a list with a top inset starts scrolled to `-top`, as in UIKit.
    @exclusivity(unchecked) open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            if contentOffset.y == -oldValue.top { contentOffset.y = -contentInset.top }
            scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(self)
            setNeedsLayout()
        }
    }

    /// The insets the content is really laid out with: ``contentInset`` (the engine has no safe
    /// area, so nothing is added to it), plus ``UIRefreshControl/height`` at the top while the
    /// ``refreshControl`` is refreshing.
    public var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        if refreshControl?.isRefreshing == true { inset.top += UIRefreshControl.height }
        return inset
    }

    /// The pull-to-refresh control shown above the content, if any (nil by default). Setting it
    /// adds it as a subview, above the top of the content, and removes the old one.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            let wasRefreshing = oldValue?.isRefreshing == true
            if let oldValue {
                oldValue.scrollView = nil
                if oldValue.superview === self { oldValue.removeFromSuperview() }
            }
            if let control = refreshControl {
                control.scrollView = self
                control.frame = CGRect(
                    x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
                addSubview(control)
            }
            let isRefreshing = refreshControl?.isRefreshing == true
            if wasRefreshing != isRefreshing { refreshingInsetChanged(from: wasRefreshing ? UIRefreshControl.height : 0) }
        }
    }

    /// Called when the refresh control's share of the top inset was `oldExtra` and changed: tells
    /// the delegate the adjusted inset changed and, when the refresh ended with the spinner in
    /// view, scrolls the content back to its top.
    func refreshingInsetChanged(from oldExtra: CGFloat) {
        let top = adjustedContentInset.top
        if top < contentInset.top + oldExtra, contentOffset.y < -top { contentOffset.y = -top }
        scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(self)
        setNeedsLayout()
    }

    /// A person's pull to refresh, for tests: the content is pulled down until the spinner of
    /// ``refreshControl`` shows (offset `-(adjusted top inset + 60)`), the control begins
    /// refreshing, which holds the content there, and sends `.valueChanged` to its actions. The
    /// app ends the refresh with ``UIRefreshControl/endRefreshing()``. Does nothing without a
    /// refresh control, or while it is refreshing or disabled, or when scrolling is disabled.
    ///
    /// Choice: of the delegate calls, only `scrollViewDidScroll(_:)` (the pull) and
    /// `scrollViewDidChangeAdjustedContentInset(_:)` are made; the drag's begin and end calls
    /// are not.
    ///
    /// - Complexity: the actions plus one layout pass.
    public func simulatePullToRefresh() {
        guard let control = refreshControl, !control.isRefreshing, control.isEnabled, isScrollEnabled else { return }
        contentOffset.y = -(adjustedContentInset.top + UIRefreshControl.height)
        control.beginRefreshing()
        layoutIfNeeded()
        control.sendActions(for: .valueChanged)
    }

    /// Whether a tap on the status bar scrolls to the top (true by default); see ``simulateScrollToTop()``.
    public var scrollsToTop = true

    /// Whether a drag or its deceleration is going on (true only inside the test drivers' calls).
    public private(set) var isDragging = false
    /// Whether the content moves on after a drag (true only inside ``simulateDrag(toContentOffset:velocity:)``).
    public private(set) var isDecelerating = false

    /// Objects that other modules of this package attach to a list view (the view-model registry).
    package var attachments: [ObjectIdentifier: AnyObject] = [:]

    /// The delegate that receives scroll calls: a table's or collection view's delegate, or
    /// the object given to ``_UIScrollViewDelegateOwner/delegate``.
    var scrollViewDelegate: (any UIScrollViewDelegate)? { plainScrollViewDelegate }

    /// The scroll-view delegate of a plain scroll view, or of a table or collection view given
    /// one that is not a table or collection delegate.
    @exclusivity(unchecked) weak var plainScrollViewDelegate: (any UIScrollViewDelegate)?

    /// Sets the delegate through ``_UIScrollViewDelegateOwner/delegate``; tables and collection
    /// views keep one that fits their own delegate type as that delegate.
    func setScrollViewDelegate(_ newDelegate: (any UIScrollViewDelegate)?) {
        plainScrollViewDelegate = newDelegate
    }

    /// Scrolls to `offset`. The engine does not animate: the offset changes at once (calling
    /// `scrollViewDidScroll(_:)`), and the next `layoutIfNeeded()` shows what is there. An
    /// animated change that moved the content then calls `scrollViewDidEndScrollingAnimation(_:)`,
    /// as UIKit does when its animation ends. UIKit does not clamp a programmatic offset, and
    /// neither does the engine.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let moved = offset != contentOffset
        contentOffset = offset
        if animated, moved { scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// The largest offset that still shows content, per axis: content size plus the adjusted
    /// insets minus bounds size, never below the negative leading inset.
    public var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(
            x: max(-inset.left, contentSize.width + inset.right - bounds.width),
            y: max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        )
    }

    /// The smallest offset that still shows content: the negative leading insets.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    // MARK: Test drivers

    /// How far content coasts after a release at `velocity` points per millisecond: UIKit's
    /// normal deceleration rate (0.998 per millisecond) gives `velocity × 0.998 / 0.002` points.
    nonisolated static let decelerationDistancePerVelocity: CGFloat = 499

    /// A person's drag, for tests: the finger moves the content to `offset`, then lets go at
    /// `velocity` (points per millisecond, as `scrollViewWillEndDragging` receives it). The
    /// delegate is called in UIKit's order:
    ///
    /// 1. `scrollViewWillBeginDragging(_:)`;
    /// 2. `scrollViewDidScroll(_:)` as the content moves to `offset`;
    /// 3. `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with the offset where
    ///    the content would come to rest (`offset + velocity × 499`, UIKit's normal
    ///    deceleration, clamped to the content); the delegate may change it;
    /// 4. `scrollViewDidEndDragging(_:willDecelerate:)`, decelerating when the target differs
    ///    from `offset`;
    /// 5. when decelerating: `scrollViewWillBeginDecelerating(_:)`, `scrollViewDidScroll(_:)`
    ///    at the target, `scrollViewDidEndDecelerating(_:)`.
    ///
    /// The list lays out after the move and after the deceleration, as a person sees frames.
    ///
    /// - Complexity: the delegate calls plus two layout passes.
    public func simulateDrag(toContentOffset offset: CGPoint, velocity: CGPoint = .zero) {
        guard isScrollEnabled else { return }
        let delegate = scrollViewDelegate
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        layoutIfNeeded()
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let rate = decelerationRate.rawValue
        let coast = rate < 1 ? (rate / (1 - rate)).rounded() : Self.decelerationDistancePerVelocity
        var target = CGPoint(
            x: min(max(offset.x + velocity.x * coast, minimum.x), maximum.x),
            y: min(max(offset.y + velocity.y * coast, minimum.y), maximum.y))
        if velocity == .zero { target = offset }
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isDragging = false
        let decelerates = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        contentOffset = target
        layoutIfNeeded()
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// A tap on the status bar, for tests: when ``scrollsToTop`` is on and the delegate's
    /// `scrollViewShouldScrollToTop(_:)` agrees, the content scrolls to its top (`-top` inset),
    /// calling `scrollViewDidScroll(_:)`, then `scrollViewDidScrollToTop(_:)`.
    ///
    /// - Returns: whether it scrolled.
    @discardableResult
    public func simulateScrollToTop() -> Bool {
        guard scrollsToTop, scrollViewDelegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        contentOffset = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        layoutIfNeeded()
        scrollViewDelegate?.scrollViewDidScrollToTop(self)
        return true
    }
}

/// Scroll events of a ``UIScrollView``; the engine's `UIScrollViewDelegate`, which
/// ``UITableViewDelegate`` and ``UICollectionViewDelegate`` refine, so a list's delegate gets
/// them. Every method has a default.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (programmatically or by a drag).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is starting.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag ends; `targetContentOffset` is where the content will stop, and may be changed.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; the content moves on when `decelerate` is true.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts coasting after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content stopped coasting.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated programmatic scroll ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a status-bar tap may scroll to the top (true by default).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A status-bar tap scrolled to the top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Called after ``UIScrollView/adjustedContentInset`` changed (here: when
    /// ``UIScrollView/contentInset`` changes, as the engine has no safe area).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// Gives every ``UIScrollView`` UIKit's `delegate` property.
///
/// UIKit declares `weak var delegate: UIScrollViewDelegate?` on `UIScrollView`, and
/// `UITableView` and `UICollectionView` redeclare it with their own delegate types. Objective-C
/// allows that; Swift does not let a subclass override a read-write property with a narrower
/// type. So the scroll view's property lives in this protocol's extension, which the subclasses'
/// own `delegate` properties shadow: `tableView.delegate` is a ``UITableViewDelegate``, and the
/// same table seen as a `UIScrollView` answers the same object. Not meant to be adopted by
/// anything else; it is public only because the property is.
@MainActor
public protocol _UIScrollViewDelegateOwner: UIScrollView {}

extension UIScrollView: _UIScrollViewDelegateOwner {}

extension _UIScrollViewDelegateOwner {
    /// The object that receives the scroll calls (`scrollViewDidScroll(_:)` and the drag,
    /// deceleration, zoom and scroll-to-top calls), held weakly, as UIKit's
    /// `UIScrollView.delegate`. For a table or collection view it is the table's or collection
    /// view's `delegate`: reading it gives that object, and setting it to a
    /// ``UITableViewDelegate`` / ``UICollectionViewDelegate`` sets that property. An object that
    /// is only a ``UIScrollViewDelegate`` replaces the table's delegate and receives the scroll
    /// calls alone, as in UIKit.
    ///
    /// - Complexity: O(1).
    public var delegate: (any UIScrollViewDelegate)? {
        get { scrollViewDelegate }
        set { setScrollViewDelegate(newValue) }
    }
}
