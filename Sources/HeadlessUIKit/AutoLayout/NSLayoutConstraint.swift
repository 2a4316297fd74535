import Foundation

/// How important a constraint is, from 1 to 1000 (``required``); UIKit's `UILayoutPriority`.
///
/// Constraints below ``required`` are optional: the engine satisfies higher priorities first, and
/// an optional constraint that cannot hold is not dropped but kept as close as its priority allows
/// (the solver's objective is lexicographic: any amount of error at one priority outweighs every
/// error at lower priorities).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue`, as UIKit's unlabeled initializer (`UILayoutPriority(999)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: how strongly a view resists compressing its content by default.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510, as UIKit's (window scenes are out of scope; the value is kept for code that uses it).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500, as UIKit's.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490, as UIKit's.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: how strongly a view hugs its content by default.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority at which a view wants the size passed to `systemLayoutSizeFitting`.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `.defaultHigh + 1`, as UIKit's Swift overlay allows.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// `.required - 1`, as UIKit's Swift overlay allows.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A linear relation between two layout attributes, UIKit's `NSLayoutConstraint`:
/// `item1.attribute1 relation multiplier × item2.attribute2 + constant`.
///
/// A new constraint is inactive. Activating it (``isActive``, ``activate(_:)``) installs it on
/// the closest common ancestor of its items (``UIView/constraints``); the next layout pass
/// solves the constraints and writes the views' frames before their `layoutSubviews()` runs.
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
///     label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
/// ])
/// ```
///
/// Changing ``constant`` or ``priority`` of an active constraint updates the solver in place
/// (no rebuild); the frames follow at the next layout pass.
@MainActor
open class NSLayoutConstraint: CustomStringConvertible, CustomDebugStringConvertible {
    /// The attributes of an item a constraint relates, as UIKit's (raw values included).
    public enum Attribute: Int, Hashable, Sendable {
        /// The left edge of the item's frame.
        case left = 1
        /// The right edge of the item's frame.
        case right
        /// The top edge of the item's frame.
        case top
        /// The bottom edge of the item's frame.
        case bottom
        /// The leading edge of the item's frame: the left edge, in the engine's left-to-right
        /// layout.
        case leading
        /// The trailing edge of the item's frame: the right edge, in the engine's left-to-right
        /// layout.
        case trailing
        /// The width of the item's frame.
        case width
        /// The height of the item's frame.
        case height
        /// The horizontal center of the item's frame, halfway between its left and right edges.
        case centerX
        /// The vertical center of the item's frame, halfway between its top and bottom edges.
        case centerY
        /// The baseline of the last line of a label's text (the label's font descender above its
        /// bottom edge); the bottom edge of other views.
        case lastBaseline
        /// The baseline of the first line of a label's text (the label's font ascender below its
        /// top edge); the bottom edge of other views.
        case firstBaseline
        /// The left edge of the view's layout margins: the left of its
        /// ``UIView/layoutMarginsGuide``.
        case leftMargin
        /// The right edge of the view's layout margins: the right of its
        /// ``UIView/layoutMarginsGuide``.
        case rightMargin
        /// The top edge of the view's layout margins: the top of its ``UIView/layoutMarginsGuide``.
        case topMargin
        /// The bottom edge of the view's layout margins: the bottom of its
        /// ``UIView/layoutMarginsGuide``.
        case bottomMargin
        /// The leading edge of the view's layout margins (the left one, left-to-right).
        case leadingMargin
        /// The trailing edge of the view's layout margins (the right one, left-to-right).
        case trailingMargin
        /// The horizontal center of the view's layout margins guide.
        case centerXWithinMargins
        /// The vertical center of the view's layout margins guide.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint without a second item, which sets
        /// the first attribute to a constant (`width == 100`).
        case notAnAttribute = 0
    }

    /// The relation between the two sides, as UIKit's (raw values −1, 0, 1).
    public enum Relation: Int, Hashable, Sendable {
        /// The first side must be at most the second:
        /// `item1.attribute1 ≤ multiplier × item2.attribute2 + constant`.
        case lessThanOrEqual = -1
        /// The two sides must be equal.
        case equal = 0
        /// The first side must be at least the second:
        /// `item1.attribute1 ≥ multiplier × item2.attribute2 + constant`.
        case greaterThanOrEqual = 1
    }

    /// A layout axis, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Hashable, Sendable {
        /// Left to right: the axis of x positions and widths.
        case horizontal = 0
        /// Top to bottom: the axis of y positions and heights.
        case vertical = 1
    }

    /// The first item (a ``UIView`` or ``UILayoutGuide``).
    public var firstItem: AnyObject? { first.object }
    /// The second item, nil for a constant size (`width == 100`).
    public var secondItem: AnyObject? { second?.object }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (``Attribute/notAnAttribute`` without a second item).
    public let secondAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The factor on the second attribute.
    public let multiplier: CGFloat

    /// The first item's anchor for ``firstAttribute``.
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: first, attribute: firstAttribute) }
    /// The second item's anchor, nil without a second item.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        second.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// The added constant. Changing it on an active constraint updates the solved layout
    /// incrementally at the next layout pass. NaN or infinity stops the program: the engine
    /// cannot solve with it, and a frame made from it could not be drawn.
    ///
    /// - Complexity: O(1) to set; the next pass re-solves what the change touches.
    @exclusivity(unchecked) open var constant: CGFloat {
        didSet {
            if !constant.isFinite { refuseNonFinite("constant", constant) }
            if constant != oldValue, !isEngineUpdate { engine?.constantChanged(self) }
        }
    }

    /// Stops the program for a constant set to a value that is not finite, naming the constraint.
    @inline(never)
    private func refuseNonFinite(_ name: String, _ value: CGFloat) -> Never {
        listFailure(
            "Invalid \(name) \(value) for the constraint \(describe()): a constraint's constant and multiplier "
                + "must be finite numbers (not NaN or infinity). Check the arithmetic that computed it.")
    }

    /// How important the constraint is (``UILayoutPriority/required`` by default). An installed
    /// constraint cannot change between required and optional: UIKit raises, and so does this
    /// (the program stops with UIKit's message).
    @exclusivity(unchecked) open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, !isEngineUpdate else { return }
            if isActive {
                listPrecondition(
                    (priority == .required) == (oldValue == .required),
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
                        + "You passed priority \(Int(priority.rawValue)) and the existing priority was \(Int(oldValue.rawValue)).")
            }
            engine?.priorityChanged(self)
        }
    }

    /// A name shown in descriptions and conflict logs.
    @exclusivity(unchecked) open var identifier: String?

    /// Whether archiving keeps the constraint (kept for source compatibility; nothing is archived).
    open var shouldBeArchived = false

    /// Whether the constraint is installed. Setting it installs the constraint on the closest
    /// common ancestor of its items, or removes it from there. Items without a common ancestor
    /// stop the program with UIKit's message.
    ///
    /// - Complexity: O(*d*) in the depth of the items to activate; O(*c*) in the host's
    ///   constraints to deactivate.
    open var isActive: Bool {
        get { isInstalled }
        set {
            guard newValue != isActive else { return }
            if newValue {
                // `addConstraint(_:)` is called as in UIKit (a subclass may override it); the
                // views between the items and the host are already marked when `markedHostReference` is
                // it.
                commonAncestor().takeUnretainedValue().addConstraint(self)
                markedHostReference = nil
            } else {
                host?.removeConstraint(self)
            }
        }
    }

    /// Installs each constraint (``isActive`` = true), as UIKit's `activate(_:)`.
    ///
    /// - Complexity: O(*n* · *d*) for *n* constraints of items at depth *d*.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Removes each constraint (``isActive`` = false).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`, as UIKit's
    /// initializer; the items are views or layout guides. A location attribute (left, top,
    /// centerX...) against nothing, or with a multiplier of 0, stops the program with UIKit's
    /// message: locations only make sense relative to another location.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        guard let firstItem = LayoutItem(view1) else {
            listFailure("NSLayoutConstraint items must be views or layout guides: \(type(of: view1)) is neither.")
        }
        let secondItem = view2.flatMap { LayoutItem($0) }
        listPrecondition(
            view2 == nil || secondItem != nil,
            "NSLayoutConstraint items must be views or layout guides: \(view2.map { "\(type(of: $0))" } ?? "nil") is neither.")
        if attr1.isLocation, secondItem == nil || attr2 == .notAnAttribute || multiplier == 0 {
            listFailure(
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                    + "A multiplier of 0 or a nil second item together with a location for the first attribute creates "
                    + "an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        }
        if secondItem != nil { checkPairing(attr1, attr2, description: "\(firstItem.loggedName).\(attr1.loggedName)") }
        self.init(first: firstItem, firstAttribute: attr1, relation: relation, second: secondItem,
                  secondAttribute: secondItem == nil ? .notAnAttribute : attr2, multiplier: multiplier, constant: c)
    }

    @usableFromInline
    init(first: LayoutItem, firstAttribute: Attribute, relation: Relation, second: LayoutItem?,
         secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        if !multiplier.isFinite || !constant.isFinite {
            listFailure(
                "Invalid \(multiplier.isFinite ? "constant \(constant)" : "multiplier \(multiplier)") for a constraint on "
                    + "\(first.loggedName).\(firstAttribute.loggedName): a constraint's constant and multiplier must be "
                    + "finite numbers (not NaN or infinity). Check the arithmetic that computed it.")
        }
    }

    let first: LayoutItem
    let second: LayoutItem?

    /// The view the constraint is installed on (nil when inactive). Unretained, as an
    /// `unowned(unsafe)` reference would be (the host holds the constraint), and kept as an
    /// unmanaged one so that ``isInstalled`` and ``isInstalled(on:)`` retain nothing (a read of an
    /// `unowned(unsafe)` property retains and releases what it reads, even to compare it).
    @exclusivity(unchecked) private var hostReference: Unmanaged<UIView>?
    var host: UIView? {
        get { hostReference?.takeUnretainedValue() }
        // Not `Optional.map`: a closure here would be checked for the main actor at each call.
        set { if let newValue { hostReference = Unmanaged.passUnretained(newValue) } else { hostReference = nil } }
    }
    /// ``host``, unretained: for identity checks against it (the engine's expressions compare
    /// views with it and read nothing from it). O(1).
    final var unretainedHost: Unmanaged<UIView>? { hostReference }
    /// Whether the constraint is installed on a view (``isActive``, which a subclass may
    /// override, as the engine sees it). O(1), no retain.
    final var isInstalled: Bool { hostReference != nil }
    /// Whether the constraint is installed on `view`: an identity check that retains nothing. O(1).
    @inline(__always)
    final func isInstalled(on view: UIView) -> Bool {
        hostReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }
    /// The engine holding the constraint (pending or solved), if any. Unowned rather than weak
    /// (a weak reference gives the engine a side table and makes every retain of it slow): an
    /// engine clears the reference in the constraints it holds when it lets them go or dies.
    @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
    /// The constraint's row in the engine's solver, once added.
    @exclusivity(unchecked) var solverID: SolverConstraintID?
    /// Set when the engine broke the constraint to recover from a conflict: it stays active but
    /// the solver ignores it, as in UIKit.
    @exclusivity(unchecked) public internal(set) var isBrokenByEngine = false

    /// The constant part of the constraint's expression in its host's coordinates other than
    /// ``constant`` (baseline offsets), so that a new constant is one solver update.
    @exclusivity(unchecked) var solverBase = 0.0
    @exclusivity(unchecked) private var isEngineUpdate = false

    /// Sets the constant of a system constraint without telling the engine (which made the change).
    func setConstantUnchecked(_ value: CGFloat) {
        isEngineUpdate = true
        constant = value
        isEngineUpdate = false
    }

    /// Sets the priority of a system constraint without UIKit's check or telling the engine.
    func setPriorityUnchecked(_ value: UILayoutPriority) {
        isEngineUpdate = true
        priority = value
        isEngineUpdate = false
    }

    /// When the engine added the constraint (orders conflict reports and rebuilds).
    @exclusivity(unchecked) var engineOrder = 0

    /// Whether the constraint is installed on a view (the app's and stack views'), rather than
    /// derived by the engine from a frame, a content size, margins or a cell's size.
    var isInstalledKind: Bool { origin == .user || origin == .stackView }

    /// The class name UIKit prints for this kind of constraint.
    class var loggedClassName: String { "NSLayoutConstraint" }

    /// What kind of system constraint this is (user constraints: `.user`).
    var origin: LayoutConstraintOrigin { .user }

    /// The list cell separator guide the constraint involves, if any.
    var separatorGuide: ListSeparatorLayoutGuide? {
        if first.isGuide, let guide = first.object as? ListSeparatorLayoutGuide { return guide }
        if let second, second.isGuide { return second.object as? ListSeparatorLayoutGuide }
        return nil
    }

    /// The view whose walk from the items up to it ``commonAncestor()`` already made (each view
    /// between an item and it learned that a constraint above reaches it), so that installing
    /// there skips the walk; set only while ``isActive`` installs the constraint. Unmanaged, as
    /// ``host``: installing checks it by address (``wasMarked(for:)``).
    @exclusivity(unchecked) private var markedHostReference: Unmanaged<UIView>?
    /// Whether ``markedHostReference`` is `view`: an identity check that retains nothing. O(1).
    @inline(__always)
    final func wasMarked(for view: UIView) -> Bool {
        markedHostReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// Records that a constraint installed above `view` reaches it (its state usually exists:
    /// a constrained view made it when it stopped translating its autoresizing mask). O(1); the
    /// view and its state are not retained.
    @inline(__always)
    private static func markConstrainedFromAbove(_ view: Unmanaged<UIView>) {
        if let state = view.takeUnretainedValue().unretainedAutoLayoutState {
            state.takeUnretainedValue().isConstrainedFromAbove = true
        } else {
            view.takeUnretainedValue().autoLayoutState(creating: true).isConstrainedFromAbove = true
        }
    }

    /// The closest view that holds both items (a view counts as its own ancestor), unretained
    /// (the items' hierarchy holds it). When the items are the view itself, a view and its
    /// superview or two siblings, the views between them and the ancestor are marked as
    /// constrained from above here (``markedHostReference``). Those cases compare addresses and retain
    /// nothing. O(1) for them; O(*d*) in the items' depth otherwise.
    private func commonAncestor() -> Unmanaged<UIView> {
        let a = first.unretainedHostView
        guard let second else {
            markedHostReference = a  // one item: its own view, or a guide's owning view (nothing between)
            return a
        }
        let b = second.unretainedHostView
        // Most constraints relate a view to itself, its superview or a sibling: answered from
        // the two superviews, without measuring depths.
        if a.toOpaque() == b.toOpaque() {
            markedHostReference = a
            return a
        }
        let aSuperview = a.takeUnretainedValue().unretainedSuperview
        if let aSuperview, aSuperview.toOpaque() == b.toOpaque() {
            Self.markConstrainedFromAbove(a)
            markedHostReference = b
            return b
        }
        let bSuperview = b.takeUnretainedValue().unretainedSuperview
        if let bSuperview, bSuperview.toOpaque() == a.toOpaque() {
            Self.markConstrainedFromAbove(b)
            markedHostReference = a
            return a
        }
        if let aSuperview, let bSuperview, aSuperview.toOpaque() == bSuperview.toOpaque() {
            Self.markConstrainedFromAbove(a)
            Self.markConstrainedFromAbove(b)
            markedHostReference = aSuperview
            return aSuperview
        }
        return Unmanaged.passUnretained(deepCommonAncestor(a.takeUnretainedValue(), b.takeUnretainedValue()))
    }

    /// ``commonAncestor()`` of items further apart: both walk up to the same depth, then
    /// together. O(*d*) in the items' depth.
    @inline(never)
    private func deepCommonAncestor(_ a: UIView, _ b: UIView) -> UIView {
        var depthA = a.depth, depthB = b.depth
        var x: UIView? = a, y: UIView? = b
        while depthA > depthB { x = x?.superview; depthA -= 1 }
        while depthB > depthA { y = y?.superview; depthB -= 1 }
        while let left = x, let right = y, left !== right {
            x = left.superview
            y = right.superview
        }
        guard let ancestor = x else {
            listFailure(
                "Unable to activate constraint with anchors \(firstAnchor.debugDescription) and "
                    + "\(secondAnchor?.debugDescription ?? "nil") because they have no common ancestor.  "
                    + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        }
        return ancestor
    }

    // MARK: Description

    /// UIKit's form: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leadingMargin + 8   (active)>`.
    nonisolated public var description: String {
        MainActor.assumeIsolated { describe() }
    }

    nonisolated public var debugDescription: String { description }

    func describe() -> String {
        var text = "<\(Self.loggedClassName):\(address(of: self)) "
        if let name = identifier { text += "'\(name)' " }
        text += equationText
        if priority != .required { text += "   (priority \(Int(priority.rawValue)))" }
        text += isActive ? "   (active)>" : ">"
        return text
    }

    var equationText: String {
        var text = "\(first.loggedName).\(firstAttribute.loggedName) \(relation.loggedSymbol) "
        if let second {
            if multiplier != 1 { text += "\(LayoutNumber(multiplier))*" }
            text += "\(second.loggedName).\(secondAttribute.loggedName)"
            if constant > 0 { text += " + \(LayoutNumber(constant))" }
            if constant < 0 { text += " - \(LayoutNumber(-constant))" }
        } else {
            text += "\(LayoutNumber(constant))"
        }
        return text
    }
}

/// Which part of UIKit made a constraint: the app, or the system for a view's frame, content
/// size, an encapsulating cell, a stack view or a fitting measurement.
enum LayoutConstraintOrigin: Sendable {
    case user, autoresizing, contentSize, encapsulated, stackView, fitting
}

/// A number as UIKit prints it in constraint descriptions: no trailing `.0`.
struct LayoutNumber: CustomStringConvertible {
    let value: CGFloat
    init(_ value: CGFloat) { self.value = value }
    var description: String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(Double(value))"
    }
}

/// The hexadecimal identity UIKit prints for objects (`0x7f9…`).
func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

extension NSLayoutConstraint.Attribute {
    /// Left, right, top, bottom, leading, trailing, centres and baselines (and their margin forms):
    /// positions that need a second position to be meaningful.
    var isLocation: Bool {
        switch self {
        case .width, .height, .notAnAttribute: false
        default: true
        }
    }

    /// The axis the attribute lies on (nil for ``notAnAttribute``).
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }

    /// The name UIKit prints (`leading`, `centerX`, `lastBaseline`, `leadingMargin`...).
    var loggedName: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var loggedSymbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A constraint UIKit derives from a view's frame and autoresizing mask when
/// `translatesAutoresizingMaskIntoConstraints` is true (the class name UIKit's logs show).
@MainActor
public final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    override class var loggedClassName: String { "NSAutoresizingMaskLayoutConstraint" }
    override var origin: LayoutConstraintOrigin { .autoresizing }

    override func describe() -> String {
        let mask = (first.object as? UIView)?.autoresizingMask ?? []
        func axis(_ low: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask, _ high: UIView.AutoresizingMask) -> String {
            (mask.contains(low) ? "&" : "-") + (mask.contains(size) ? "&" : "-") + (mask.contains(high) ? "&" : "-")
        }
        let flags = "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
            + "v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
        return "<\(Self.loggedClassName):\(address(of: self)) \(flags) \(equationText)   (active)>"
    }
}

/// The pair of constraints UIKit derives from a view's intrinsic content size on one axis:
/// hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`).
@MainActor
public final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    override class var loggedClassName: String { "NSContentSizeLayoutConstraint" }
    override var origin: LayoutConstraintOrigin { .contentSize }
}

/// A constraint a system view makes for its own layout (a cell fixing its content view's size,
/// a stack view arranging its views, a fitting measurement): a plain `NSLayoutConstraint` with
/// UIKit's identifier (`UIView-Encapsulated-Layout-Height`, `UISV-spacing`...).
@MainActor
final class SystemLayoutConstraint: NSLayoutConstraint {
    let systemOrigin: LayoutConstraintOrigin
    init(_ origin: LayoutConstraintOrigin, identifier: String, first: LayoutItem, _ firstAttribute: Attribute,
         _ relation: Relation = .equal, second: LayoutItem? = nil, _ secondAttribute: Attribute = .notAnAttribute,
         multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required) {
        systemOrigin = origin
        super.init(first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                   secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
        self.identifier = identifier
        self.priority = priority
    }
    override var origin: LayoutConstraintOrigin { systemOrigin }
}
