import Foundation

/// Up to four optional values stored inline (no array allocation), indexed 0...3.
struct InlineSlots<Value> {
    private var slot0, slot1, slot2, slot3: Value?

    subscript(index: Int) -> Value? {
        get {
            switch index {
            case 0: slot0
            case 1: slot1
            case 2: slot2
            default: slot3
            }
        }
        set {
            switch index {
            case 0: slot0 = newValue
            case 1: slot1 = newValue
            case 2: slot2 = newValue
            default: slot3 = newValue
            }
        }
    }
}

/// What Auto Layout keeps for one view; made when the view first touches Auto Layout.
@MainActor
final class AutoLayoutState {
    @exclusivity(unchecked) var translatesAutoresizingMask = true
    /// The constraints installed on the view (``UIView/constraints``), in installation order.
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var guides: [UILayoutGuide] = []
    @exclusivity(unchecked) var margins: NSDirectionalEdgeInsets?
    @exclusivity(unchecked) var preservesSuperviewMargins: Bool?
    /// Priorities the app set, by axis (nil: the default).
    @exclusivity(unchecked) var hugging = InlineSlots<UILayoutPriority>()
    @exclusivity(unchecked) var compression = InlineSlots<UILayoutPriority>()
    /// The engine of the island this view is the root of (constraints installed on it or below
    /// it, up to views whose frames are set from outside).
    @exclusivity(unchecked) var engine: LayoutEngine?
    /// The view's variables in the engine of the island it belongs to (the view keeps an
    /// unretained copy, ``UIView/unretainedLayoutVariables``, in step).
    @exclusivity(unchecked) var variables: LayoutVariables? {
        didSet {
            if let variables { view.unretainedLayoutVariables = Unmanaged.passUnretained(variables) } else { view.unretainedLayoutVariables = nil }
        }
    }
    @exclusivity(unchecked) var marginsGuide: UILayoutGuide?
    @exclusivity(unchecked) var safeAreaGuide: UILayoutGuide?
    @exclusivity(unchecked) var readableGuide: UILayoutGuide?
    @exclusivity(unchecked) var needsUpdateConstraints = false
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = false
    @exclusivity(unchecked) var didCallSuperUpdateConstraints = false
    /// Set when a constraint installed on an ancestor references this view: leaving the
    /// superview then removes such constraints, as UIKit does.
    @exclusivity(unchecked) var isConstrainedFromAbove = false
    /// The view whose state this is (which holds it).
    unowned(unsafe) let view: UIView

    init(view: UIView) {
        self.view = view
    }
}

extension UIView: LayoutAnchored {
    /// The value of ``intrinsicContentSize`` on an axis without a natural size: −1.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The target for ``systemLayoutSizeFitting(_:)`` that asks for the smallest size: (0, 0).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target that asks for the largest size: (10,000,000, 10,000,000) here (UIKit's exact
    /// value is not documented).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    var layoutItem: LayoutItem { LayoutItem(view: self) }

    /// The view's Auto Layout state, made now if it has none. O(1); the lookup is inlined, the
    /// making (once per view) is not.
    @inline(__always)
    func autoLayoutState(creating: Bool) -> AutoLayoutState {
        if let autoLayoutState { return autoLayoutState }
        return makeAutoLayoutState()
    }

    @inline(never)
    private func makeAutoLayoutState() -> AutoLayoutState {
        let state = AutoLayoutState(view: self)
        if Self.requiresConstraintBasedLayout {
            state.needsUpdateConstraints = true
            state.subtreeNeedsUpdateConstraints = true
        }
        autoLayoutState = state
        return state
    }

    // MARK: Anchors

    /// The anchor of the view's leading edge, which is its left edge in the engine's left-to-right
    /// layout.
    @inlinable public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: LayoutItem(view: self), attribute: .leading) }
    /// The anchor of the view's trailing edge, which is its right edge in the engine's
    /// left-to-right layout.
    @inlinable public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: LayoutItem(view: self), attribute: .trailing) }
    /// The anchor of the left edge of the view's frame.
    @inlinable public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: LayoutItem(view: self), attribute: .left) }
    /// The anchor of the right edge of the view's frame.
    @inlinable public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: LayoutItem(view: self), attribute: .right) }
    /// The anchor of the top edge of the view's frame.
    @inlinable public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: LayoutItem(view: self), attribute: .top) }
    /// The anchor of the bottom edge of the view's frame.
    @inlinable public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: LayoutItem(view: self), attribute: .bottom) }
    /// The anchor of the width of the view's frame.
    @inlinable public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: LayoutItem(view: self), attribute: .width) }
    /// The anchor of the height of the view's frame.
    @inlinable public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: LayoutItem(view: self), attribute: .height) }
    /// The anchor of the horizontal center of the view's frame.
    @inlinable public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: LayoutItem(view: self), attribute: .centerX) }
    /// The anchor of the vertical center of the view's frame.
    @inlinable public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: LayoutItem(view: self), attribute: .centerY) }
    /// The baseline of the first line of text (labels); the bottom edge of other views.
    @inlinable public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: LayoutItem(view: self), attribute: .firstBaseline) }
    /// The baseline of the last line of text (labels); the bottom edge of other views.
    @inlinable public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: LayoutItem(view: self), attribute: .lastBaseline) }

    // MARK: Guides

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
    /// The view's bounds inset by the safe area (the whole bounds, headless).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// The margins guide narrowed to a readable line length (at most 672 points), centred.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    private func systemGuide(_ kind: SystemGuideKind) -> UILayoutGuide {
        let state = autoLayoutState(creating: true)
        let existing: UILayoutGuide? = switch kind {
        case .margins: state.marginsGuide
        case .safeArea: state.safeAreaGuide
        case .readableContent: state.readableGuide
        }
        if let existing { return existing }
        let guide = UILayoutGuide(system: kind, identifier: kind.identifier)
        guide.owner = self
        switch kind {
        case .margins: state.marginsGuide = guide
        case .safeArea: state.safeAreaGuide = guide
        case .readableContent: state.readableGuide = guide
        }
        return guide
    }

    /// The app's layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.guides ?? [] }

    /// Adds a layout guide to the view, taking it from its previous view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.owner === self { return }
        layoutGuide.owner?.removeLayoutGuide(layoutGuide)
        autoLayoutState(creating: true).guides.append(layoutGuide)
        layoutGuide.owner = self
    }

    /// Removes a layout guide (its constraints are deactivated).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = autoLayoutState, let index = state.guides.firstIndex(where: { $0 === layoutGuide }) else { return }
        for constraint in constraintsReferencing({ $0.object === layoutGuide }) { constraint.isActive = false }
        state.guides.remove(at: index)
        layoutGuide.owner = nil
        layoutGuide.variables = nil
    }

    /// The frame of one of the view's system guides, from the bounds and the effective margins.
    func systemGuideFrame(_ kind: SystemGuideKind) -> CGRect {
        let whole = CGRect(origin: .zero, size: bounds.size)
        switch kind {
        case .safeArea:
            return whole.inset(by: safeAreaInsets)
        case .margins:
            return whole.inset(by: effectiveLayoutMargins)
        case .readableContent:
            let margins = whole.inset(by: effectiveLayoutMargins)
            guard margins.width > readableContentWidth else { return margins }
            return CGRect(x: margins.midX - readableContentWidth / 2, y: margins.minY, width: readableContentWidth, height: margins.height)
        }
    }

    /// The margins the margins guide uses: ``layoutMargins`` (plus the safe area), grown where
    /// ``preservesSuperviewLayoutMargins`` asks to respect the superview's margins. An engine
    /// addition (UIKit keeps this private), for tests.
    public var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if isViewControllerRoot, let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.leading),
                                   bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.trailing))
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        guard preservesSuperviewLayoutMargins, let superview else { return margins }
        let outer = superview.effectiveLayoutMargins
        let size = superview.bounds.size
        margins.left = max(margins.left, outer.left - frame.minX)
        margins.top = max(margins.top, outer.top - frame.minY)
        margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
        margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
        return margins
    }

    func marginsChanged() {
        layoutMarginsDidChange()
        if let state = autoLayoutState {
            for guide in [state.marginsGuide, state.readableGuide].compactMap({ $0 }) { guide.variables?.engine?.marginsChanged(of: self) }
        }
        for subview in subviews where subview.autoLayoutState?.preservesSuperviewMargins ?? subview.defaultPreservesSuperviewLayoutMargins {
            subview.marginsChanged()
        }
        setNeedsLayout()
    }

    // MARK: Installing constraints

    func installConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.isInstalled(on: self) { return }
        if constraint.isInstalled { constraint.host?.uninstallConstraint(constraint) }
        // One walk per item from its view up to this one: the views on the way learn that a
        // constraint above them reaches them, and an item outside this view's subtree (the walk
        // runs out of superviews) stops the program with UIKit's message.
        func markConstrainedFromAbove(_ item: LayoutItem) {
            if item.object === self { return }  // the view itself: nothing between
            var view: UIView? = item.hostView
            if item.isGuide, view === self { return }
            while let current = view, current !== self {
                current.autoLayoutState(creating: true).isConstrainedFromAbove = true
                view = current.superview
            }
            listPrecondition(
                view != nil,
                "Unable to install constraint on view.  Does the constraint reference something from outside the subtree of the view?  That's illegal. constraint:\(constraint.describe()) view:\(type(of: self)):\(address(of: self))")
        }
        // Activation marks the views on the way when it finds them (``NSLayoutConstraint/markedHostReference``).
        if !constraint.wasMarked(for: self) {
            markConstrainedFromAbove(constraint.first)
            if let second = constraint.second { markConstrainedFromAbove(second) }
        }
        let state = autoLayoutState(creating: true)
        // A view that holds one constraint usually holds several (a cell's content view, a
        // container, often 10 to 20): room for sixteen at once instead of growing 1, 2, 4, 8, 16.
        if state.constraints.capacity == 0 { state.constraints.reserveCapacity(16) }
        state.constraints.append(constraint)
        constraint.host = self
        // A list cell's separator guide is read after layout, never solved.
        if constraint.first.isGuide || constraint.second?.isGuide == true, let separator = constraint.separatorGuide {
            separator.install(constraint)
            return
        }
        // Usually this view is its island's root (its frame is set from outside) and has its
        // engine: no walk up (each step reads and retains a view).
        if let engine = state.engine, !hasSuperview || translatesAutoresizingMaskIntoConstraints {
            engine.enqueue(constraint)
            return
        }
        islandRoot.engineCreatingIfNeeded().enqueue(constraint)
    }

    func uninstallConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.isInstalled(on: self), let state = autoLayoutState else { return }
        if let index = state.constraints.lastIndex(where: { $0 === constraint }) { state.constraints.remove(at: index) }
        constraint.host = nil
        constraint.separatorGuide?.uninstall(constraint)
        constraint.engine?.remove(constraint)
        constraint.isBrokenByEngine = false
    }

    /// The active constraints installed on this view or its ancestors that reference an item
    /// matching `matches`.
    func constraintsReferencing(_ matches: (LayoutItem) -> Bool) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var view: UIView? = self
        while let current = view {
            for constraint in current.autoLayoutState?.constraints ?? [] where matches(constraint.first) || constraint.second.map(matches) == true {
                found.append(constraint)
            }
            view = current.superview
        }
        return found
    }

    // MARK: Islands

    /// The view whose engine solves constraints installed on this view: the first view, from
    /// here up, whose own frame is set from outside Auto Layout (it translates its autoresizing
    /// mask, or has no superview).
    ///
    /// - Complexity: O(*d*) in the depth of the nearest such view.
    var islandRoot: UIView {
        var view = self
        while let parent = view.superview, !view.translatesAutoresizingMaskIntoConstraints { view = parent }
        return view
    }

    func engineCreatingIfNeeded() -> LayoutEngine {
        if let engine = autoLayoutState?.engine { return engine }  // every constraint after the first
        return makeEngine()
    }

    /// Creates the engine of the island rooted here (apart, so that the lookup above inlines).
    @inline(never)
    private func makeEngine() -> LayoutEngine {
        let state = autoLayoutState(creating: true)
        let engine = LayoutEngine(root: self)
        state.engine = engine
        return engine
    }

    /// The engine that solves this view's frame, if any constraint involves it.
    func islandEngine() -> LayoutEngine? {
        if let engine = autoLayoutState?.variables?.engine { return engine }
        return islandRoot.autoLayoutState?.engine
    }

    /// Called after the view moved under a new superview: a view laid out by constraints joins
    /// its new superview's island, taking its own constraints along.
    func autoLayoutDidMoveToSuperview() {
        guard let state = autoLayoutState else { return }
        if state.subtreeNeedsUpdateConstraints {
            // The update pass asked for inside this view must be reached from its new ancestors.
            var view = superview
            while let current = view {
                let currentState = current.autoLayoutState(creating: true)
                if currentState.subtreeNeedsUpdateConstraints { break }
                currentState.subtreeNeedsUpdateConstraints = true
                view = current.superview
            }
            islandRoot.setNeedsLayout()
        }
        guard !state.translatesAutoresizingMask, let engine = state.engine else { return }
        state.engine = nil
        engine.dissolve()
    }

    /// Called before the view leaves its superview: constraints installed above it that reach into
    /// it are deactivated (UIKit removes them), and a view laid out by constraints takes the
    /// constraints installed inside it out of the island it leaves.
    func autoLayoutWillLeaveSuperview() -> [NSLayoutConstraint] {
        guard let state = autoLayoutState else { return [] }
        if state.isConstrainedFromAbove, let parent = superview {
            let reaching = parent.constraintsReferencing { $0.hostView.isDescendant(of: self) }
            for constraint in reaching where !(constraint.host?.isDescendant(of: self) ?? true) {
                constraint.isActive = false
            }
            state.isConstrainedFromAbove = false
        }
        if !state.translatesAutoresizingMask, let engine = islandEngine() { return engine.release(subtree: self) }
        return []
    }

    func setTranslatesAutoresizingMask(_ translates: Bool) {
        guard translates != translatesAutoresizingMaskIntoConstraints else { return }
        let state = autoLayoutState(creating: true)
        if translates {
            let moving = superview != nil ? islandEngine()?.release(subtree: self) ?? [] : []
            state.translatesAutoresizingMask = true
            LayoutEngine.requeue(moving)
        } else {
            state.translatesAutoresizingMask = false
            if superview != nil, let own = state.engine {
                state.engine = nil
                own.dissolve()
            }
        }
        // The view's own variables change kind (frame-derived or solved): rebuild them.
        if let variablesEngine = state.variables?.engine { variablesEngine.rebuild() }
        superview?.setNeedsLayout()
    }

    // MARK: The update pass

    /// Asks for ``updateConstraints()`` before the next layout.
    public func setNeedsUpdateConstraints() {
        let state = autoLayoutState(creating: true)
        state.needsUpdateConstraints = true
        var view: UIView? = self
        while let current = view {
            let currentState = current.autoLayoutState(creating: true)
            if currentState.subtreeNeedsUpdateConstraints, current !== self { break }
            currentState.subtreeNeedsUpdateConstraints = true
            view = current.superview
        }
        setNeedsLayout()
        islandRoot.setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? false }

    /// Runs ``updateConstraints()`` now where it is due in the subtree, subviews before their
    /// superviews, as UIKit's update pass does; nothing when nothing is due.
    ///
    /// - Complexity: O(*v*) in the views on the paths to the views that asked.
    public func updateConstraintsIfNeeded() {
        guard let state = autoLayoutState, state.subtreeNeedsUpdateConstraints else { return }
        state.subtreeNeedsUpdateConstraints = false
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if state.needsUpdateConstraints {
            state.needsUpdateConstraints = false
            state.didCallSuperUpdateConstraints = false
            updateConstraints()
            listPrecondition(
                state.didCallSuperUpdateConstraints,
                "Impossible to set up layout with view hierarchy unprepared for constraint: \(type(of: self)) overrides -updateConstraints but does not call super. It must call [super updateConstraints] (super.updateConstraints()) as its last step.")
        }
    }

    /// Runs the island's engine when this view's frame comes from it and something changed:
    /// called at the start of the view's layout pass.
    func layoutEngineIfNeeded() {
        if let engine = autoLayoutState?.variables?.engine, engine.needsSolve { engine.layoutPass() }
    }

    // MARK: Fitting

    func autoLayoutFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        listPrecondition(
            !target.width.isNaN && !target.height.isNaN,
            "Invalid target size \(target) for systemLayoutSizeFitting(_:) of a \(type(of: self)): a target size must not "
                + "be NaN. Pass the size to fit in, UIView.layoutFittingCompressedSize for the smallest size or "
                + "UIView.layoutFittingExpandedSize for the largest.")
        updateConstraintsIfNeeded()
        if let engine = autoLayoutState?.engine, engine.hasConstraints {
            return engine.fittingSize(target, horizontal: horizontal, vertical: vertical)
        }
        if autoLayoutState?.variables != nil || hasConstraintsInSubtree {
            return LayoutEngine.measureDetached(self, target: target, horizontal: horizontal, vertical: vertical)
        }
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? target.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? target.height : intrinsic.height)
    }

    /// Whether a constraint is installed on this view or a view inside it.
    var hasConstraintsInSubtree: Bool {
        if !(autoLayoutState?.constraints.isEmpty ?? true) { return true }
        return subviews.contains { $0.hasConstraintsInSubtree }
    }

    /// Whether constraints size the view from inside (an engine with constraints is rooted here).
    var usesAutoLayoutForSize: Bool {
        if let engine = autoLayoutState?.engine { return engine.hasConstraints }
        return false
    }

    // MARK: Debugging

    /// The active constraints on one axis that involve the view.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        islandEngine()?.constraints(affecting: LayoutItem(view: self), axis: axis) ?? []
    }

    /// Moving an ambiguous view to another valid frame: out of scope.
    @available(*, unavailable, message: "exerciseAmbiguityInLayout() is not supported by HeadlessUIKit; check hasAmbiguousLayout")
    public func exerciseAmbiguityInLayout() {}

    /// The unsatisfiable-constraint reports of the island this view is laid out in and of the
    /// islands inside it, oldest first per island: each lists the conflicting constraints and
    /// the one broken, with UIKit's log text. An engine addition for tests (UIKit only logs).
    ///
    /// - Complexity: O(*v*) in the views of the subtree.
    public var unsatisfiableConstraintReports: [UnsatisfiableConstraintsReport] {
        var reports = islandEngine()?.reports ?? []
        var seen: Set<ObjectIdentifier> = []
        if let engine = islandEngine() { seen.insert(ObjectIdentifier(engine)) }
        func collect(_ view: UIView) {
            if let engine = view.autoLayoutState?.engine, seen.insert(ObjectIdentifier(engine)).inserted { reports += engine.reports }
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        return reports
    }

    /// The view's layout guides that constraints use: its system guides once constrained, and
    /// the app's guides added to it.
    var constrainedLayoutGuides: [UILayoutGuide] {
        guard let state = autoLayoutState else { return [] }
        let system = [state.marginsGuide, state.safeAreaGuide, state.readableGuide].compactMap { $0 }.filter { $0.variables != nil }
        return system + state.guides
    }

    /// Depth in the hierarchy (0 for a view without a superview).
    var depth: Int {
        var count = 0
        var view = superview
        while let current = view {
            count += 1
            view = current.superview
        }
        return count
    }
}
