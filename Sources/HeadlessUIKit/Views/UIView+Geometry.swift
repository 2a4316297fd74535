import Foundation

extension UIView {
    /// The margins and sizes of a view that follow its superview's size; UIKit's
    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance from the superview's left edge takes a share of a width change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width takes a share of the superview's width change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge takes a share of a width change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance from the superview's top edge takes a share of a height change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height takes a share of the superview's height change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge takes a share of a height change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Sets the frame's size, keeping its origin: `frame.size = size` through the setter. An
    /// assignment into a part of ``frame`` goes through the open property's `modify`, whose
    /// coroutine frame is allocated on the heap at each call, so paths that run per row or per
    /// step (measuring a cell, scrolling) set the frame whole with this instead.
    ///
    /// - Complexity: O(1) plus the frame's observers.
    func setFrameSize(_ size: CGSize) {
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Resizes subviews with an autoresizing mask after this view's size changed from `oldSize`.
    /// Along each axis the change is shared among the flexible parts (leading margin, size,
    /// trailing margin) in proportion to their current lengths, or equally when they are all
    /// zero, as UIKit does; with no flexible part the subview keeps its frame.
    ///
    /// - Complexity: O(*s*) for *s* subviews.
    func resizeSubviews(from oldSize: CGSize) {
        let delta = CGSize(width: frame.width - oldSize.width, height: frame.height - oldSize.height)
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var rect = subview.frame
            (rect.origin.x, rect.size.width) = Self.share(
                delta.width, start: rect.minX, length: rect.width, end: oldSize.width - rect.maxX,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)))
            (rect.origin.y, rect.size.height) = Self.share(
                delta.height, start: rect.minY, length: rect.height, end: oldSize.height - rect.maxY,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)))
            if rect != subview.frame { subview.frame = rect }
        }
    }

    private static func share(
        _ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        guard delta != 0 else { return (start, length) }
        let parts = [(flexible.0, max(start, 0)), (flexible.1, max(length, 0)), (flexible.2, max(end, 0))]
        let count = parts.filter(\.0).count
        guard count > 0 else { return (start, length) }
        let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        func portion(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / CGFloat(count)
        }
        return (start + portion(0), max(0, length + portion(1)))
    }
}

extension UIView {
    /// The centre of the frame, in the superview's coordinates; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The first view with `tag`, searching this view and then its subviews depth first, as
    /// UIKit does; nil if none.
    ///
    /// - Complexity: O(*v*) for the *v* views of the subtree.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
