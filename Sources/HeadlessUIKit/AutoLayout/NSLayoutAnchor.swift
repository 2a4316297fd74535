import Foundation

/// A view or a layout guide: what a constraint relates.
@MainActor
@usableFromInline
struct LayoutItem {
    /// Unowned rather than weak (a weakly referenced view gets a side table, which slows every
    /// retain of it), and unsafe as UIKit's own `firstItem` was: an active constraint lives on a
    /// common ancestor that holds its items, and views leaving a hierarchy take the constraints
    /// that reach them from outside with them. A constraint kept after its items are gone must not
    /// be used.
    @usableFromInline unowned(unsafe) let object: AnyObject
    @usableFromInline let isGuide: Bool

    @inlinable
    init(view: UIView) {
        object = view
        isGuide = false
    }

    @inlinable
    init(guide: UILayoutGuide) {
        object = guide
        isGuide = true
    }

    init?(_ any: Any) {
        if let view = any as? UIView {
            self.init(view: view)
        } else if let guide = any as? UILayoutGuide {
            self.init(guide: guide)
        } else {
            return nil
        }
    }

    var view: UIView? { isGuide ? nil : unsafeDowncast(object, to: UIView.self) }
    var guide: UILayoutGuide? { isGuide ? unsafeDowncast(object, to: UILayoutGuide.self) : nil }

    /// The view whose coordinates the item's frame is in the hierarchy of: the view itself, or the
    /// guide's owning view (a guide not added to a view stops the program, as in UIKit).
    var hostView: UIView {
        isGuide ? guideHostView : unsafeDowncast(object, to: UIView.self)
    }

    /// ``hostView``, unretained: for walks and identity checks that retain nothing (a read of the
    /// `unowned(unsafe)` item as a strong reference retains and releases it). O(1).
    @inline(__always)
    var unretainedHostView: Unmanaged<UIView> {
        if isGuide { return Unmanaged.passUnretained(guideHostView) }
        return Unmanaged<UIView>.fromOpaque(Unmanaged.passUnretained(object).toOpaque())
    }

    /// ``hostView`` of a guide, apart so that a view's stays small enough to inline.
    @inline(never)
    private var guideHostView: UIView {
        let guide = unsafeDowncast(object, to: UILayoutGuide.self)
        guard let owner = guide.owningView else {
            listFailure("Unable to use \(guide.debugDescription): a layout guide must be added to a view (addLayoutGuide(_:)) before it is constrained.")
        }
        return owner
    }

    /// `UILabel:0x…` or `UILayoutGuide:0x….'UIViewLayoutMarginsGuide'`, as UIKit's logs name items.
    var loggedName: String {
        if let guide { return "UILayoutGuide:\(address(of: guide))'\(guide.identifier)'" }
        return "\(type(of: object)):\(address(of: object))"
    }
}

/// An attribute of a view or layout guide to build constraints from; UIKit's `NSLayoutAnchor`.
/// Use its typed subclasses: ``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` and
/// ``NSLayoutDimension`` (so an x position never meets a y position).
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: CustomDebugStringConvertible {
    @usableFromInline let layoutItem: LayoutItem
    @usableFromInline let attribute: NSLayoutConstraint.Attribute

    @inlinable
    init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        layoutItem = item
        self.attribute = attribute
    }

    /// The view or layout guide the anchor belongs to.
    public var item: AnyObject? { layoutItem.object }
    /// The attribute's name (`leading`, `width`...).
    public var name: String { attribute.loggedName }

    /// `self == anchor`.
    @inlinable
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    /// `self >= anchor`.
    @inlinable
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// `self <= anchor`.
    @inlinable
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// `self == anchor + c`.
    @inlinable
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c`.
    @inlinable
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c`.
    @inlinable
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// A new (inactive) constraint `self relation multiplier × anchor + constant`. Leading or
    /// trailing against left or right stops the program with UIKit's message.
    @inlinable
    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        if let anchor {
            checkPairing(attribute, anchor.attribute, item: layoutItem)
        }
        return NSLayoutConstraint(
            first: layoutItem, firstAttribute: attribute, relation: relation, second: anchor?.layoutItem,
            secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `UILabel:0x….leading`, as UIKit describes anchors.
    nonisolated public var debugDescription: String {
        MainActor.assumeIsolated { "\(layoutItem.loggedName).\(attribute.loggedName)" }
    }
}

/// Stops the program for attribute pairs UIKit refuses: x against y, or leading/trailing against
/// left/right. O(1); the description is only built for the message.
@MainActor
@usableFromInline
func checkPairing(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute, item: LayoutItem) {
    if NSLayoutConstraint.Attribute.pairFreely(a, b) { return }
    checkPairing(a, b, description: "\(item.loggedName).\(a.loggedName)")
}

/// ``checkPairing(_:_:item:)`` with the first anchor's description given.
@MainActor
func checkPairing(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute, description: @autoclosure () -> String) {
    if NSLayoutConstraint.Attribute.pairFreely(a, b) { return }
    guard b != .notAnAttribute else { return }
    if (a.isDirectional && b.isAbsolute) || (a.isAbsolute && b.isDirectional) {
        listFailure(
            "NSLayoutConstraint for \(description()): A constraint cannot be made between a leading/trailing attribute "
                + "and a right/left attribute. Use leading/trailing for both or neither.")
    }
    // Widths and heights pair freely (aspect ratios); positions only with positions on their axis.
    if a.isLocation != b.isLocation || (a.isLocation && a.axis != b.axis) {
        listFailure(
            "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                + "Invalid pairing of layout attributes")
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether `a` and `b` are a pair ``checkPairing(_:_:item:)`` accepts at once: two y
    /// positions, two sizes, or two x positions not mixing leading/trailing with left/right.
    /// Bit tests on the raw values (the attributes' switches cost about 60 instructions a pair);
    /// any other pair, acceptable or not, is left to the full check. O(1).
    @inline(__always)
    static func pairFreely(_ a: Self, _ b: Self) -> Bool {
        // Bits by raw value: left 1, right 2, top 3, bottom 4, leading 5, trailing 6, width 7,
        // height 8, centerX 9, centerY 10, lastBaseline 11, firstBaseline 12, leftMargin 13,
        // rightMargin 14, topMargin 15, bottomMargin 16, leadingMargin 17, trailingMargin 18,
        // centerXWithinMargins 19, centerYWithinMargins 20 (notAnAttribute 0 is in no set).
        let xPositions: UInt32 = 1 << 1 | 1 << 2 | 1 << 5 | 1 << 6 | 1 << 9 | 1 << 13 | 1 << 14 | 1 << 17 | 1 << 18 | 1 << 19
        let yPositions: UInt32 = 1 << 3 | 1 << 4 | 1 << 10 | 1 << 11 | 1 << 12 | 1 << 15 | 1 << 16 | 1 << 20
        let sizes: UInt32 = 1 << 7 | 1 << 8
        let directional: UInt32 = 1 << 5 | 1 << 6 | 1 << 17 | 1 << 18
        let absolute: UInt32 = 1 << 1 | 1 << 2 | 1 << 13 | 1 << 14
        let both = UInt32(1) << UInt32(truncatingIfNeeded: a.rawValue) | UInt32(1) << UInt32(truncatingIfNeeded: b.rawValue)
        if both & ~yPositions == 0 || both & ~sizes == 0 { return true }
        return both & ~xPositions == 0 && (both & directional == 0 || both & absolute == 0)
    }

    /// Leading or trailing (or their margin forms): flips with the layout direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Left or right (or their margin forms): fixed whatever the layout direction.
    var isAbsolute: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }
}

/// The standard distance between sibling views (UIKit's logs print it as `NSSpace(8)`), which
/// the system-spacing anchors multiply.
@usableFromInline let systemSpacing: CGFloat = 8

/// An x-axis position: leading, trailing, left, right, centre X; UIKit's `NSLayoutXAxisAnchor`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    @inlinable
    override init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        super.init(item: item, attribute: attribute)
    }

    /// `self == anchor + multiplier × system spacing` (8 points).
    @inlinable
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }
    /// `self >= anchor + multiplier × system spacing`.
    @inlinable
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
    /// `self <= anchor + multiplier × system spacing`.
    @inlinable
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    /// The distance between two x positions as a dimension: out of scope.
    @available(*, unavailable, message: "anchorWithOffset(to:) is not supported by HeadlessUIKit; constrain the two anchors directly")
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { fatalError() }
}

/// A y-axis position: top, bottom, centre Y, baselines; UIKit's `NSLayoutYAxisAnchor`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    @inlinable
    override init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        super.init(item: item, attribute: attribute)
    }

    /// `self == anchor + multiplier × system spacing` (8 points).
    @inlinable
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }
    /// `self >= anchor + multiplier × system spacing`.
    @inlinable
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
    /// `self <= anchor + multiplier × system spacing`.
    @inlinable
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    /// The distance between two y positions as a dimension: out of scope.
    @available(*, unavailable, message: "anchorWithOffset(to:) is not supported by HeadlessUIKit; constrain the two anchors directly")
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { fatalError() }
}

/// A width or height; UIKit's `NSLayoutDimension`. Besides other dimensions it takes a constant
/// alone (`equalToConstant:`) or a multiplier.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    @inlinable
    override init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        super.init(item: item, attribute: attribute)
    }

    /// `self == c`.
    @inlinable
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`.
    @inlinable
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= c`.
    @inlinable
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self == m × anchor`.
    @inlinable
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m × anchor`.
    @inlinable
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`.
    @inlinable
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`.
    @inlinable
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    @inlinable
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    @inlinable
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors every view and layout guide has, made on demand.
@MainActor
protocol LayoutAnchored {
    var layoutItem: LayoutItem { get }
}

extension LayoutAnchored {
    func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(item: layoutItem, attribute: attribute)
    }
    func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: layoutItem, attribute: attribute)
    }
    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(item: layoutItem, attribute: attribute)
    }
}
