import Foundation

/// A view whose content is larger than its bounds and moves under them; the engine's `UIScrollView`.
///
/// The scroll position is the bounds origin (``contentOffset``). Moving it asks for layout, which
/// is where table and collection views bring rows into view and recycle the ones that left.
@MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    @exclusivity(unchecked) open var contentSize: CGSize = .zero

    /// The point of the content shown at the top-left corner of the bounds.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != contentOffset else { return }
            bounds.origin = newValue
            setNeedsLayout()
        }
    }

    /// Objects that other modules of this package attach to a list view (the view-model registry).
    package var attachments: [ObjectIdentifier: AnyObject] = [:]

    /// Scrolls to `offset`. The engine does not animate: the offset changes at once, and the next
    /// ``layoutIfNeeded()`` shows what is there. UIKit does not clamp a programmatic offset, and
    /// neither does the engine.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
    }

    /// The largest offset that still shows content, per axis: content size minus bounds size,
    /// never below zero.
    public var maximumContentOffset: CGPoint {
        CGPoint(
            x: max(0, contentSize.width - bounds.width),
            y: max(0, contentSize.height - bounds.height)
        )
    }
}
