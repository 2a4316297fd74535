import Foundation

/// A view that lines up its arranged views in a row or a column with Auto Layout; UIKit's
/// `UIStackView`.
///
/// The stack view makes and installs the constraints itself (system constraints named as
/// UIKit's: `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-hiding`...) in
/// ``updateConstraints()``, after any change to its arranged views or properties asked for it.
/// It draws nothing.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
/// stack.axis = .vertical
/// stack.spacing = 4
/// ```
///
/// Engine choices where UIKit leaves the behaviour open:
/// - **Ties by index.** With ``Distribution-swift.enum/fill``, when the views are too small for
///   the stack the view with the lowest content hugging priority stretches; among views with the
///   same (lowest) priority, the FIRST in ``arrangedSubviews`` stretches. When they are too big,
///   the view with the lowest compression resistance shrinks; among equals the FIRST shrinks
///   (also for ``Distribution-swift.enum/equalSpacing`` and
///   ``Distribution-swift.enum/equalCentering``). The stack enforces it with `UISV-fill-tiebreak`
///   constraints `size == intrinsic` at priorities just above 1 that grow with the index (below
///   every other priority, they only decide ties). The intrinsic length is read when the stack
///   rebuilds its constraints: after changing the content of a view that ties with another,
///   call ``UIView/setNeedsUpdateConstraints()`` on the stack to keep the rule exact.
/// - **System spacing** (``spacingUseSystem``) is 8 points, UIKit's standard spacing between
///   sibling views.
/// - The stack's cross size, when nothing else fixes it, hugs its largest arranged view with
///   `UISV-canvas-fit` constraints at priority 49 (below the fitting level, so
///   `systemLayoutSizeFitting` targets win over it).
/// - Baseline alignments apply to horizontal stacks; a vertical stack treats them as
///   ``Alignment-swift.enum/fill``.
@MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length along its axis, as UIKit's (raw values
    /// 0–4).
    public enum Distribution: Int, Hashable, Sendable {
        /// The views fill the stack: when they don't fit, the one with the lowest compression
        /// resistance shrinks; when there is room left, the one with the lowest hugging priority
        /// stretches (ties: the first one).
        case fill = 0
        /// The views all have the same length: (length − spacing × (n − 1)) / n.
        case fillEqually = 1
        /// The views' lengths are proportional to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes; the room left is split evenly between the gaps,
        /// never below ``UIStackView/spacing``.
        case equalSpacing = 3
        /// The views' centres are evenly spaced; the gaps are never below ``UIStackView/spacing``.
        case equalCentering = 4
    }

    /// How the arranged views sit across the stack's axis, as UIKit's (raw values 0–5).
    public enum Alignment: Int, Hashable, Sendable {
        /// Each view spans the stack's cross size.
        case fill = 0
        /// Views are pinned to the leading edge (the top edge in a horizontal stack).
        case leading = 1
        /// Horizontal stacks: the views' first baselines line up.
        case firstBaseline = 2
        /// Views are centred across the axis.
        case center = 3
        /// Views are pinned to the trailing edge (the bottom edge in a horizontal stack).
        case trailing = 4
        /// Horizontal stacks: the views' last baselines line up.
        case lastBaseline = 5

        /// The top edge of a horizontal stack: ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom edge of a horizontal stack: ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The value ``customSpacing(after:)`` returns for a view without custom spacing, and the
    /// value that clears a custom spacing in ``setCustomSpacing(_:after:)``:
    /// `CGFloat(Float.greatestFiniteMagnitude)` (UIKit's `FLT_MAX`). UIKit's `class let` is a
    /// `static let` in Swift source.
    ///
    /// - Complexity: O(1).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The value that asks for the system spacing (8 points here), for ``spacing`` or a custom
    /// spacing: `CGFloat(Float.leastNormalMagnitude)` (UIKit's `FLT_MIN`).
    ///
    /// - Complexity: O(1).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The spacing ``spacingUseSystem`` stands for.
    static let systemSpacing: CGFloat = 8

    // MARK: Creating

    /// Creates an empty horizontal stack view.
    ///
    /// - Complexity: O(1).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    /// Creates a horizontal stack view arranging `arrangedSubviews` in order (each becomes a
    /// subview laid out by constraints).
    ///
    /// - Complexity: O(*n*) in the number of views.
    public convenience init(arrangedSubviews: [UIView]) {
        self.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Decoding from a nib or storyboard is out of scope: stops the program saying so.
    ///
    /// - Complexity: O(1).
    public required init?(coder: NSCoder) {
        decodingIsOutOfScope(Self.self)
    }

    /// True: stack views arrange their views in ``updateConstraints()`` before their first layout.
    ///
    /// - Complexity: O(1).
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged views

    private var arranged: [UIView] = []

    /// The views the stack arranges, in order; each is also in ``UIView/subviews``.
    ///
    /// - Complexity: O(1).
    open var arrangedSubviews: [UIView] { arranged }

    /// Appends `view` to ``arrangedSubviews`` (moving it to the end if it is there already),
    /// adds it as a subview if needed and sets its `translatesAutoresizingMaskIntoConstraints`
    /// to false.
    ///
    /// - Complexity: O(*n*) in the number of arranged views; the constraints are rebuilt at the
    ///   next update pass, O(*n*).
    open func addArrangedSubview(_ view: UIView) {
        let existing = arranged.contains { $0 === view }
        insertArrangedSubview(view, at: existing ? arranged.count - 1 : arranged.count)
    }

    /// Inserts `view` in ``arrangedSubviews`` at `stackIndex` (moving it if it is there
    /// already), adding it as a subview if needed (on top). An index beyond the arranged views
    /// stops the program, as UIKit raises.
    ///
    /// - Complexity: O(*n*) in the number of arranged views; the constraints are rebuilt at the
    ///   next update pass.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        listPrecondition(view !== self, "cannot add a stack view as its own arranged subview")
        let current = arranged.firstIndex { $0 === view }
        let limit = current == nil ? arranged.count : arranged.count - 1
        listPrecondition(
            stackIndex >= 0 && stackIndex <= limit,
            "*** -[UIStackView insertArrangedSubview:atIndex:]: index \(stackIndex) beyond bounds [0 .. \(limit)]")
        tearDownArrangement()
        if let current { arranged.remove(at: current) }
        if view.translatesAutoresizingMaskIntoConstraints { view.translatesAutoresizingMaskIntoConstraints = false }
        arranged.insert(view, at: stackIndex)
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Takes `view` out of ``arrangedSubviews``; it stays a subview (remove it from its superview
    /// too if it should go). Nothing happens for a view the stack does not arrange.
    ///
    /// - Complexity: O(*n*) in the number of arranged views.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arranged.firstIndex(where: { $0 === view }) else { return }
        tearDownArrangement()
        arranged.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    /// An arranged view leaving the stack (``UIView/removeFromSuperview()``) leaves
    /// ``arrangedSubviews`` too. Subclasses call `super`.
    ///
    /// - Complexity: O(*n*) in the number of arranged views.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // The engine takes the constraints of the views leaving an island out of it: remove ours
        // first, they are rebuilt at the next update pass.
        tearDownArrangement()
        if let index = arranged.firstIndex(where: { $0 === subview }) {
            arranged.remove(at: index)
            customSpacings[ObjectIdentifier(subview)] = nil
        }
        setNeedsUpdateConstraints()
    }

    /// The margins-relative arrangement follows new layout margins. Subclasses call `super`.
    ///
    /// - Complexity: O(1); the constraints are rebuilt at the next update pass when the
    ///   arrangement is margins-relative.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { setNeedsUpdateConstraints() }
    }

    override func subviewVisibilityDidChange(_ subview: UIView) {
        super.subviewVisibilityDidChange(subview)
        if arranged.contains(where: { $0 === subview }) { setNeedsUpdateConstraints() }
    }

    /// Whether the stack's frame comes from its frame and autoresizing mask (true for a stack
    /// made in code). Changing it rebuilds the stack's constraints at the next update pass.
    ///
    /// - Complexity: O(*c*) in the stack's constraints.
    open override var translatesAutoresizingMaskIntoConstraints: Bool {
        get { super.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != super.translatesAutoresizingMaskIntoConstraints else { return }
            tearDownArrangement()
            super.translatesAutoresizingMaskIntoConstraints = newValue
            setNeedsUpdateConstraints()
        }
    }

    // MARK: Configuration

    /// The direction the views line up in (``NSLayoutConstraint/Axis/horizontal`` by default).
    ///
    /// - Complexity: O(1); the constraints are rebuilt at the next update pass.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
    }

    /// How the views share the stack's length (``Distribution-swift.enum/fill`` by default).
    ///
    /// - Complexity: O(1); the constraints are rebuilt at the next update pass.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }

    /// How the views sit across the axis (``Alignment-swift.enum/fill`` by default).
    ///
    /// - Complexity: O(1); the constraints are rebuilt at the next update pass.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
    }

    /// The gap between adjacent arranged views (0 by default; the minimum gap for the equal
    /// spacing and equal centering distributions); ``spacingUseSystem`` asks for the system
    /// spacing. A change updates the installed spacing constraints' constants in place.
    ///
    /// - Complexity: O(*n*) in the number of gaps.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { spacingDidChange() } }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Sets the gap after `arrangedSubview` (iOS 11), overriding ``spacing`` for that gap;
    /// ``spacingUseDefault`` goes back to ``spacing``, ``spacingUseSystem`` asks for the system
    /// spacing. A custom spacing after a hidden view, or after the last visible one, has no
    /// effect (the gap is dropped).
    ///
    /// - Complexity: O(*n*) in the number of gaps (constants change in place).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        spacingDidChange()
    }

    /// The custom gap after `arrangedSubview`, ``spacingUseDefault`` when none was set.
    ///
    /// - Complexity: O(1).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Whether the views are laid out inside the stack's layout margins rather than its bounds
    /// (false by default).
    ///
    /// - Complexity: O(1); the constraints are rebuilt at the next update pass.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Whether, in a vertical stack, the spacing is measured from one view's last baseline to the
    /// next view's first baseline rather than between their edges (false by default).
    ///
    /// - Complexity: O(1); the constraints are rebuilt at the next update pass.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    // MARK: Constraints

    /// The constraints the stack installed (all on itself).
    private var arrangement: [NSLayoutConstraint] = []
    /// The spacing constraints and the view each gap follows, whose constants follow
    /// ``spacing`` and the custom spacings.
    private var spacingConstraints: [(constraint: NSLayoutConstraint, after: UIView)] = []
    /// The guides that stand for the gaps (equal spacing) or centre distances (equal centering).
    private var gapGuides: [UILayoutGuide] = []

    /// Rebuilds the stack's constraints from its arranged views and properties, then calls
    /// `super`. Subclasses that override it call `super` last, as UIKit requires.
    ///
    /// - Complexity: O(*n*) in the number of arranged views.
    open override func updateConstraints() {
        tearDownArrangement()
        buildArrangement()
        super.updateConstraints()
    }

    private func spacingDidChange() {
        if arrangement.isEmpty || needsUpdateConstraints() {
            setNeedsUpdateConstraints()
            return
        }
        for (constraint, view) in spacingConstraints {
            let value = resolvedSpacing(after: view)
            if constraint.constant != value { constraint.constant = value }
        }
    }

    private func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == Self.spacingUseSystem { return Self.systemSpacing }
        if value == Self.spacingUseDefault { return 0 }
        return value
    }

    private func tearDownArrangement() {
        if !arrangement.isEmpty {
            let old = arrangement
            arrangement = []
            for constraint in old { constraint.isActive = false }
        }
        spacingConstraints = []
        if !gapGuides.isEmpty {
            let guides = gapGuides
            gapGuides = []
            for guide in guides { removeLayoutGuide(guide) }
        }
    }

    private typealias Attribute = NSLayoutConstraint.Attribute

    @discardableResult
    private func install(_ identifier: String, _ first: LayoutItem, _ firstAttribute: Attribute,
                         _ relation: NSLayoutConstraint.Relation = .equal, _ second: LayoutItem? = nil,
                         _ secondAttribute: Attribute = .notAnAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                         priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let constraint = SystemLayoutConstraint(.stackView, identifier: identifier, first: first, firstAttribute, relation,
                                                second: second, secondAttribute, multiplier: multiplier, constant: constant,
                                                priority: priority)
        installConstraint(constraint)
        arrangement.append(constraint)
        return constraint
    }

    private func buildArrangement() {
        guard !arranged.isEmpty else { return }
        let horizontal = axis == .horizontal
        // Along the axis.
        let lead: Attribute = horizontal ? .leading : .top
        let trail: Attribute = horizontal ? .trailing : .bottom
        let size: Attribute = horizontal ? .width : .height
        let center: Attribute = horizontal ? .centerX : .centerY
        // Across it.
        let crossLead: Attribute = horizontal ? .top : .leading
        let crossTrail: Attribute = horizontal ? .bottom : .trailing
        let crossSize: Attribute = horizontal ? .height : .width
        let crossCenter: Attribute = horizontal ? .centerY : .centerX

        let canvas = isLayoutMarginsRelativeArrangement ? LayoutItem(guide: layoutMarginsGuide) : LayoutItem(view: self)
        let visible = arranged.filter { !$0.isHidden }

        // Hidden views collapse where they stand: size 0 along the axis, at the end of the
        // previous visible view.
        var previousVisible: UIView?
        for view in arranged {
            if !view.isHidden {
                previousVisible = view
                continue
            }
            let item = LayoutItem(view: view)
            install("UISV-hiding", item, size, constant: 0)
            if let previousVisible {
                install("UISV-hiding", item, lead, .equal, LayoutItem(view: previousVisible), trail)
            } else {
                install("UISV-hiding", item, lead, .equal, canvas, lead)
            }
        }

        // Along the axis: the ends, the gaps, the sizes.
        if let first = visible.first, let last = visible.last {
            install("UISV-canvas-connection", LayoutItem(view: first), lead, .equal, canvas, lead)
            install("UISV-canvas-connection", canvas, trail, .equal, LayoutItem(view: last), trail)
        }
        var firstGuide: UILayoutGuide?
        for (index, view) in visible.enumerated().dropLast() {
            let next = visible[index + 1]
            let gap = resolvedSpacing(after: view)
            let item = LayoutItem(view: view), nextItem = LayoutItem(view: next)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                let constraint = if !horizontal && isBaselineRelativeArrangement {
                    install("UISV-spacing", nextItem, .firstBaseline, .equal, item, .lastBaseline, constant: gap)
                } else {
                    install("UISV-spacing", nextItem, lead, .equal, item, trail, constant: gap)
                }
                spacingConstraints.append((constraint, view))
            case .equalSpacing:
                let guide = gapGuide(crossLead: crossLead, crossSize: crossSize, canvas: canvas)
                let guideItem = LayoutItem(guide: guide)
                install("UISV-distributing-edge", guideItem, lead, .equal, item, trail)
                install("UISV-distributing-edge", nextItem, lead, .equal, guideItem, trail)
                spacingConstraints.append((install("UISV-spacing", guideItem, size, .greaterThanOrEqual, constant: gap), view))
                if let firstGuide { install("UISV-distributing", guideItem, size, .equal, LayoutItem(guide: firstGuide), size) }
                firstGuide = firstGuide ?? guide
            case .equalCentering:
                spacingConstraints.append((install("UISV-spacing", nextItem, lead, .greaterThanOrEqual, item, trail, constant: gap), view))
                let guide = gapGuide(crossLead: crossLead, crossSize: crossSize, canvas: canvas)
                let guideItem = LayoutItem(guide: guide)
                install("UISV-distributing-edge", guideItem, lead, .equal, item, center)
                install("UISV-distributing-edge", nextItem, center, .equal, guideItem, trail)
                if let firstGuide {
                    install("UISV-distributing", guideItem, size, .equal, LayoutItem(guide: firstGuide), size, priority: .required - 1)
                }
                firstGuide = firstGuide ?? guide
            }
        }
        switch distribution {
        case .fill:
            addTiebreaks(visible, size: size)
        case .equalSpacing, .equalCentering:
            addTiebreaks(visible, size: size)
        case .fillEqually:
            if let first = visible.first {
                for view in visible.dropFirst() {
                    install("UISV-fill-equally", LayoutItem(view: view), size, .equal, LayoutItem(view: first), size)
                }
            }
        case .fillProportionally:
            let sized = visible.compactMap { view -> (UIView, CGFloat)? in
                let length = intrinsicLength(of: view)
                return length > 0 ? (view, length) : nil
            }
            if let (reference, referenceLength) = sized.first {
                for (view, length) in sized.dropFirst() {
                    install("UISV-fill-proportionally", LayoutItem(view: view), size, .equal, LayoutItem(view: reference), size,
                            multiplier: length / referenceLength, priority: .required - 1)
                }
            }
            addTiebreaks(visible.filter { intrinsicLength(of: $0) <= 0 }, size: size)
        }

        // Across the axis.
        var effective = alignment
        if !horizontal, effective == .firstBaseline || effective == .lastBaseline { effective = .fill }
        let baselineReference = visible.first ?? arranged[0]
        for view in arranged {
            let item = LayoutItem(view: view)
            switch effective {
            case .fill:
                install("UISV-canvas-connection", item, crossLead, .equal, canvas, crossLead)
                install("UISV-canvas-connection", canvas, crossTrail, .equal, item, crossTrail)
            case .leading:
                install("UISV-canvas-connection", item, crossLead, .equal, canvas, crossLead)
                install("UISV-spanning-boundary", item, crossTrail, .lessThanOrEqual, canvas, crossTrail)
            case .trailing:
                install("UISV-canvas-connection", canvas, crossTrail, .equal, item, crossTrail)
                install("UISV-spanning-boundary", item, crossLead, .greaterThanOrEqual, canvas, crossLead)
            case .center:
                install("UISV-alignment", item, crossCenter, .equal, canvas, crossCenter)
                install("UISV-spanning-boundary", item, crossLead, .greaterThanOrEqual, canvas, crossLead)
                install("UISV-spanning-boundary", item, crossTrail, .lessThanOrEqual, canvas, crossTrail)
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== baselineReference {
                    install("UISV-alignment", item, baseline, .equal, LayoutItem(view: baselineReference), baseline)
                }
                install("UISV-spanning-boundary", item, crossLead, .greaterThanOrEqual, canvas, crossLead)
                install("UISV-spanning-boundary", item, crossTrail, .lessThanOrEqual, canvas, crossTrail)
            }
        }
        if effective == .firstBaseline || effective == .lastBaseline {
            // The baseline sits as high as the tallest ascent allows.
            let baseline: Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
            install("UISV-canvas-fit", LayoutItem(view: baselineReference), baseline, .equal, canvas, crossLead,
                    priority: UILayoutPriority(49))
        }
        if effective != .fill {
            // The stack's cross size hugs its largest view when nothing else fixes it.
            for view in visible {
                install("UISV-canvas-fit", canvas, crossSize, .equal, LayoutItem(view: view), crossSize, priority: UILayoutPriority(49))
            }
        }
    }

    /// A guide for one gap, pinned across the axis so that it is not ambiguous.
    private func gapGuide(crossLead: Attribute, crossSize: Attribute, canvas: LayoutItem) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        gapGuides.append(guide)
        let item = LayoutItem(guide: guide)
        install("UISV-distributing", item, crossLead, .equal, canvas, crossLead)
        install("UISV-distributing", item, crossSize, .equal, constant: 0)
        return guide
    }

    private func intrinsicLength(of view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let length = axis == .horizontal ? intrinsic.width : intrinsic.height
        return length == UIView.noIntrinsicMetric ? -1 : length
    }

    /// The index rule for ties: each view with an intrinsic length gets `size == intrinsic` at a
    /// priority just above 1 that grows with its index (1, 1.01, 1.02...). Below every other
    /// priority, these only decide between layouts that are equally good at all higher
    /// priorities (views tied on hugging or compression resistance): the later views keep their
    /// intrinsic lengths more firmly, so the first tied view stretches or shrinks.
    private func addTiebreaks(_ views: [UIView], size: Attribute) {
        for (index, view) in views.enumerated() {
            let length = intrinsicLength(of: view)
            guard length >= 0 else { continue }
            install("UISV-fill-tiebreak", LayoutItem(view: view), size, .equal, constant: length,
                    priority: UILayoutPriority(1 + 0.01 * Float(min(index, 4000))))
        }
    }
}
