import Foundation

/// A rectangle on screen with subviews; the engine's `UIView`.
///
/// A view is a light class: a frame, a bounds origin (the scroll offset for scroll views),
/// subviews, a few appearance properties and accessibility properties. There is no Auto Layout:
/// a view reports the size it wants through ``sizeThatFits(_:)`` and places its children in
/// ``layoutSubviews()``, which runs at the next ``layoutIfNeeded()`` after ``setNeedsLayout()``.
///
/// ```swift
/// let label = UILabel()
/// label.text = "Harpo"
/// let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
/// container.addSubview(label)
/// ```
///
/// Stored properties that the display path reads and writes for every row coming into view
/// (here, in `ReusableView`, `ListView`, `UITableView`, `UIScrollView` and `UILabel`) are marked
/// `@exclusivity(unchecked)`: they are main-actor state, so no two threads touch them, and the
/// engine never holds a mutating access to one of them across a call into app code. The
/// runtime's exclusivity check (a thread-local lookup per access) was about a third of a scroll
/// step before.
@MainActor
open class UIView {
    /// The view's rectangle in its superview's coordinates. Changing its size asks for layout.
    /// A rectangle with a NaN or infinite origin or size stops the program, as UIKit's layers
    /// raise for one: no frame can be drawn or laid out from it. A negative size is kept as given.
    @exclusivity(unchecked) open var frame: CGRect {
        didSet {
            UIView.requireFinite(frame, "frame", of: self)
            if frame.size != oldValue.size {
                setNeedsLayout()
                if autoresizesSubviews, autoresizingSubviewCount > 0 { resizeSubviews(from: oldValue.size) }
            }
            if let variables = autoLayoutState?.variables, frame != oldValue {
                if variables.frameConstraints.isEmpty {
                    variables.engine?.memberFrameSetOutside(self)
                } else {
                    variables.engine?.frameChanged(of: self)
                }
            }
        }
    }

    /// How the view resizes when its superview's size changes (none by default), as UIKit's
    /// springs and struts: see ``AutoresizingMask``.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = [] {
        didSet {
            if let superview, autoresizingMask.isEmpty != oldValue.isEmpty {
                superview.autoresizingSubviewCount += autoresizingMask.isEmpty ? -1 : 1
            }
        }
    }

    /// How many subviews have a non-empty ``autoresizingMask``: a size change skips the
    /// autoresizing walk when none does.
    @exclusivity(unchecked) private var autoresizingSubviewCount = 0

    /// Whether subviews resize by their ``autoresizingMask`` when this view's size changes (true
    /// by default).
    @exclusivity(unchecked) open var autoresizesSubviews = true

    /// The view's own coordinates: the origin is the scroll offset (zero for most views), the
    /// size is the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            if !(newValue.origin.x.isFinite && newValue.origin.y.isFinite) { UIView.refuseNonFinite(newValue, "bounds", of: self) }
            boundsOrigin = newValue.origin
            setFrameSize(newValue.size)
        }
    }

    @exclusivity(unchecked) private var boundsOrigin: CGPoint = .zero

    /// The view that holds this one, if any.
    ///
    /// Unowned rather than weak: a weakly referenced object keeps its reference counts in a side
    /// table, which makes every retain and release of a cell or a list several times slower. A
    /// view clears its subviews' back references when it goes away (its `deinit`), so this never
    /// dangles, and it is unretained and unchecked, as `unowned(unsafe)`: reading it is a plain
    /// load and a strong retain, not the checked `swift_unownedRetainStrong` and release that
    /// `unowned(safe)` costs at every step of a walk up the hierarchy. It is kept as an unmanaged
    /// reference so that comparing it with a view (``superviewIs(_:)``, ``unretainedSuperview``)
    /// retains nothing: a read of an `unowned(unsafe)` property retains and releases the view
    /// even to compare it.
    @exclusivity(unchecked) private final var superviewReference: Unmanaged<UIView>?

    /// The view that holds this one; nil for a view outside any hierarchy or at its top.
    public private(set) final var superview: UIView? {
        get { superviewReference?.takeUnretainedValue() }
        // Not `Optional.map`: its closure would be checked for the main actor at each call.
        set { if let newValue { superviewReference = Unmanaged.passUnretained(newValue) } else { superviewReference = nil } }
    }

    /// Whether the view has a superview: a check that retains nothing. O(1).
    @inline(__always)
    final var hasSuperview: Bool { superviewReference != nil }

    /// ``superview``, unretained: for walks and identity checks that retain nothing. O(1).
    @inline(__always)
    final var unretainedSuperview: Unmanaged<UIView>? { superviewReference }

    /// Whether `view` (an unretained reference) is this view's superview. O(1), no retain.
    @inline(__always)
    final func superviewIs(_ view: Unmanaged<UIView>) -> Bool {
        superviewReference?.toOpaque() == view.toOpaque()
    }

    /// The views this one holds, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []

    /// Hidden views and their subviews are not shown. (A hidden arranged view of a stack view
    /// collapses: the stack view hears of the change.)
    @exclusivity(unchecked) open var isHidden = false {
        didSet { if isHidden != oldValue, let superview, superview.autoLayoutState != nil { superview.subviewVisibilityDidChange(self) } }
    }

    /// Called when a subview's ``isHidden`` changed (stack views collapse hidden arranged views).
    func subviewVisibilityDidChange(_ subview: UIView) {}

    /// Called after `subview` was added. Override it; the default does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` is removed. Override it; the default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Opacity from 0 (transparent) to 1 (opaque).
    @exclusivity(unchecked) open var alpha: CGFloat = 1

    /// The fill behind the view's content; nil is transparent.
    @exclusivity(unchecked) open var backgroundColor: UIColor?

    /// A number that identifies the view in the app's code.
    open var tag = 0

    /// The tint: the view's own when set, else its superview's, `systemBlue` at the root. Setting
    /// it calls ``tintColorDidChange()`` on the view and on every view inside it that inherits it.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            notifyTintChange()
        }
    }

    @exclusivity(unchecked) private var ownTintColor: UIColor? {
        didSet { specifiesTintColor = ownTintColor != nil }
    }

    /// Whether a tint is set on the view itself (``tintColor`` does not inherit). A flag kept as
    /// the tint is set: reading the optional colour to ask copies it, and a list content view
    /// asks at each layout.
    @exclusivity(unchecked) private(set) final var specifiesTintColor = false

    /// Called when the tint the view shows changes (set on it or on an ancestor it inherits from).
    /// Override it; the default does nothing.
    open func tintColorDidChange() {}

    private func notifyTintChange() {
        tintColorDidChange()
        for subview in subviews where !subview.specifiesTintColor { subview.notifyTintChange() }
    }

    /// How the view shows content whose size differs from its bounds (``UIImageView`` places its
    /// image by it), as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Hashable, Sendable {
        /// Stretched to the bounds (the default).
        case scaleToFill
        /// Scaled, keeping its aspect ratio, to fit inside the bounds; centred.
        case scaleAspectFit
        /// Scaled, keeping its aspect ratio, to cover the bounds; centred.
        case scaleAspectFill
        /// Stretched to the bounds, redrawn when they change.
        case redraw
        /// At its own size, centred.
        case center
        /// At its own size, centred at the top.
        case top
        /// At its own size, centred at the bottom.
        case bottom
        /// At its own size, centred on the left.
        case left
        /// At its own size, centred on the right.
        case right
        /// At its own size, in the top left corner.
        case topLeft
        /// At its own size, in the top right corner.
        case topRight
        /// At its own size, in the bottom left corner.
        case bottomLeft
        /// At its own size, in the bottom right corner.
        case bottomRight
    }

    /// How content is placed in the bounds; ``ContentMode/scaleToFill`` by default.
    @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill

    /// Whether subviews and content are cut off at the bounds: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { madeLayer?.masksToBounds ?? false }
        set { layer.masksToBounds = newValue }
    }

    /// The view's drawing properties (corner radius, border), as `CALayer`: the same object for
    /// the view's whole life, made when first asked for (most views never touch theirs, and a
    /// view made in a hot path then allocates one object less). O(1).
    public var layer: CALayer {
        if let madeLayer { return madeLayer }
        let layer = CALayer()
        madeLayer = layer
        return layer
    }

    /// ``layer``, once made.
    @exclusivity(unchecked) private final var madeLayer: CALayer?

    /// Whether the view takes touches (true by default). A cell that does not shows as disabled.
    @exclusivity(unchecked) open var isUserInteractionEnabled = true

    /// The identifier UI tests find the view by.
    @exclusivity(unchecked) open var accessibilityIdentifier: String?

    /// The text that assistive technologies read for the view.
    @exclusivity(unchecked) open var accessibilityLabel: String?

    /// Whether assistive technologies treat the view as one element (UIKit's informal
    /// accessibility protocol). False for a plain view, true for a ``UILabel``, as in UIKit;
    /// setting it overrides that. Override the property, as UIKit apps do, to answer from state.
    open var isAccessibilityElement: Bool {
        get { ownIsAccessibilityElement ?? defaultIsAccessibilityElement }
        set { ownIsAccessibilityElement = newValue }
    }
    @exclusivity(unchecked) private var ownIsAccessibilityElement: Bool?
    /// What ``isAccessibilityElement`` is until it is set.
    var defaultIsAccessibilityElement: Bool { false }

    /// The traits assistive technologies announce for the view (`.none` for a plain view,
    /// `.staticText` for a ``UILabel``, `.image` for a ``UIImageView``, as in UIKit); setting it
    /// overrides that. The engine keeps the value for tests to read; its text and picture
    /// outputs and the accessibility fixtures do not show it.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { ownAccessibilityTraits ?? defaultAccessibilityTraits }
        set { ownAccessibilityTraits = newValue }
    }
    @exclusivity(unchecked) private var ownAccessibilityTraits: UIAccessibilityTraits?
    /// What ``accessibilityTraits`` is until it is set.
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }

    /// Whether ``layoutSubviews()`` runs at the next ``layoutIfNeeded()``.
    @exclusivity(unchecked) public private(set) var needsLayout = true

    /// Decoding from a nib or storyboard, which HeadlessUIKit cannot do (it has no Objective-C
    /// runtime): stops the program saying so. It exists so that the
    /// `required init?(coder: NSCoder) { fatalError(...) }` every UIKit subclass carries compiles
    /// unchanged; make the view in code instead.
    public required init?(coder: NSCoder) {
        decodingIsOutOfScope(Self.self)
    }

    /// Creates a view with the given frame (`.zero` by default); a NaN or infinite frame stops
    /// the program, naming the view.
    ///
    /// - Complexity: O(1).
    public init(frame: CGRect = .zero) {
        self.frame = frame
        UIView.requireFinite(frame, "init(frame:)", of: self)
    }

    /// Stops the program when `rect` has a NaN or infinite origin or size (see
    /// ``refuseNonFinite(_:_:of:)``).
    @inline(__always)
    static func requireFinite(_ rect: CGRect, _ property: String, of view: UIView) {
        if !(rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite) {
            refuseNonFinite(rect, property, of: view)
        }
    }

    /// Stops the program for a rectangle that is not finite, naming the view and the property.
    /// Kept out of line, so that the frame's setter stays small.
    @inline(never)
    static func refuseNonFinite(_ rect: CGRect, _ property: String, of view: UIView) -> Never {
        listFailure(
            "Invalid \(property) \(rect) for a \(type(of: view)): a view's origin and size must be finite numbers "
                + "(not NaN or infinity). Check the arithmetic that computed it (a division by zero, an unset "
                + "size, CGFloat.greatestFiniteMagnitude added to a position).")
    }

    isolated deinit {
        for subview in subviews { subview.superview = nil }
        if let state = autoLayoutState {
            for guide in state.guides + [state.marginsGuide, state.safeAreaGuide, state.readableGuide].compactMap({ $0 }) { guide.owner = nil }
        }
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews, taking it from its current superview.
    ///
    /// - Complexity: O(*n*) in the number of the old superview's subviews.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews``, taking it from its current superview.
    ///
    /// - Complexity: O(*n*) in the number of subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        listPrecondition(view !== self, "cannot add a view as a subview of itself")
        view.removeFromSuperview()
        let position = min(max(index, 0), subviews.count)
        // A view given one subview is usually given a few (a cell's content view, a stack): room
        // for four at once instead of growing 1, 2, 4.
        if subviews.capacity == 0 { subviews.reserveCapacity(4) }
        subviews.append(view)
        if position < subviews.count - 1 { UIView.moveLast(of: &subviews, to: position) }
        view.superview = self
        if !view.autoresizingMask.isEmpty { autoresizingSubviewCount += 1 }
        if view.needsLayout || view.descendantNeedsLayout { descendantNeedsLayoutDidChange() }
        if view.autoLayoutState != nil { view.autoLayoutDidMoveToSuperview() }
        didAddSubview(view)
        setNeedsLayout()
        if view.isViewControllerRoot { view.owningViewController?.rootViewDidMoveIntoHierarchy() }
    }

    /// Moves the last of `views` to `position`, and the ones from `position` on one place up:
    /// `insert(_:at:)` after an append, as one move of memory (`Array.insert(_:at:)` moved the
    /// tail here one element at a time, about ten instructions each, and a table inserts every
    /// cell coming into view at the back of its subviews).
    ///
    /// - Complexity: O(*n*) in the number of views after `position`.
    nonisolated private static func moveLast(of views: inout [UIView], to position: Int) {
        views.withUnsafeMutableBufferPointer { buffer in
            // Valid: the caller checked `position < buffer.count - 1`, so every pointer below is
            // inside the buffer. The last view is moved out first, the tail moved one place up over
            // its slot, and the last view initialized where the tail started: each slot ends up
            // initialized exactly once, and no reference is retained or released.
            let base = buffer.baseAddress!
            let last = (base + buffer.count - 1).move()
            UnsafeMutableRawPointer(base + position + 1).copyMemory(
                from: base + position, byteCount: (buffer.count - 1 - position) * MemoryLayout<UIView>.stride)
            (base + position).initialize(to: last)
        }
    }

    /// Takes the view out of its superview.
    ///
    /// - Complexity: O(*n*) in the number of the superview's subviews.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        if isViewControllerRoot { owningViewController?.rootViewWillLeaveHierarchy() }
        parent.willRemoveSubview(self)
        let moving = autoLayoutState != nil ? autoLayoutWillLeaveSuperview() : []
        // Views on top leave most often (cells go back to their pools), so search from the end;
        // a loop rather than `lastIndex(where:)`, whose closure would check its main-actor
        // isolation at every element.
        var index = parent.subviews.count - 1
        while index >= 0, parent.subviews[index] !== self { index -= 1 }
        if index >= 0 { parent.subviews.remove(at: index) }
        if !autoresizingMask.isEmpty { parent.autoresizingSubviewCount -= 1 }
        superview = nil
        if !moving.isEmpty { LayoutEngine.requeue(moving) }
    }

    /// Whether this view is `view` or lies inside it.
    ///
    /// - Complexity: O(*d*) in the depth of the hierarchy.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Layout and sizing

    /// Asks for ``layoutSubviews()`` at the next ``layoutIfNeeded()``.
    ///
    /// - Complexity: O(1) amortised (the ancestors are told once per pass).
    open func setNeedsLayout() {
        // Asked already: the ancestors were told then, and a pass clears their marks only on its
        // way down to this view, which it then lays out (clearing this flag first).
        guard !needsLayout else { return }
        needsLayout = true
        superview?.descendantNeedsLayoutDidChange()
    }

    /// Whether a view below this one may need layout: a pass skips subtrees where none does.
    /// Invariant: when a view has it, so do its ancestors (until a pass clears it top-down).
    @exclusivity(unchecked) private var descendantNeedsLayout = false

    /// Marks this view and its ancestors as having a descendant that needs layout.
    func descendantNeedsLayoutDidChange() {
        var view: UIView? = self
        while let current = view, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            view = current.superview
        }
    }

    /// Whether a pass must visit this view: it or a view below it needs layout, an update pass
    /// is due in it, or the engine that solves its frame has changes.
    private var hasLayoutWork: Bool {
        if needsLayout || descendantNeedsLayout { return true }
        guard let state = autoLayoutState else { return false }
        return state.subtreeNeedsUpdateConstraints || state.variables?.engine?.needsSolve == true
    }

    /// Runs ``layoutSubviews()`` if layout was asked for, then does the same for every subview.
    ///
    /// A view asked again while its own ``layoutSubviews()`` runs (app code reached from a
    /// list's layout asking the list what it shows) does not start a second pass inside the
    /// first: the request waits for the next pass.
    ///
    /// - Complexity: O(*v*) in the views that need layout and their ancestors in the subtree
    ///   (and their siblings): subtrees where nothing asked for layout are skipped.
    open func layoutIfNeeded() {
        if let state = autoLayoutState {
            if state.subtreeNeedsUpdateConstraints { updateConstraintsIfNeeded() }
            layoutEngineIfNeeded()
        }
        if needsLayout, !isLayingOut {
            needsLayout = false
            isLayingOut = true
            prepareForLayout()
            // Auto Layout: the island rooted here is solved and its frames written before any
            // `layoutSubviews()` inside it runs (after `viewWillLayoutSubviews()`, where a
            // controller may still change its constraints).
            if isViewControllerRoot, let controller = owningViewController {
                controller.viewWillLayoutSubviews()
                autoLayoutState?.engine?.layoutPass()
                layoutSubviews()
                controller.viewDidLayoutSubviews()
            } else {
                autoLayoutState?.engine?.layoutPass()
                layoutSubviews()
            }
            isLayingOut = false
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for subview in subviews where subview.hasLayoutWork { subview.layoutIfNeeded() }
    }

    /// Whether ``layoutSubviews()`` is running.
    @exclusivity(unchecked) private var isLayingOut = false

    /// The view controller whose root view this is: it hears about the view's layout passes,
    /// trait changes and moves in and out of a window (see `UIViewController`).
    weak var owningViewController: UIViewController? {
        didSet { isViewControllerRoot = owningViewController != nil }
    }

    /// Whether ``owningViewController`` was set: a plain flag, so that views without a controller
    /// (every cell) pay no weak load on their layout pass.
    @exclusivity(unchecked) private(set) var isViewControllerRoot = false

    /// Places the subviews. Override it; the default does nothing.
    open func layoutSubviews() {}

    /// Runs inside the layout pass, before ``layoutSubviews()``: where reusable views bring their
    /// configurations up to date.
    func prepareForLayout() {}

    // MARK: Traits

    /// The appearance this view and its subviews use whatever their superview's
    /// (`.unspecified`, by default, inherits it): UIKit's `overrideUserInterfaceStyle`, which sets
    /// the view's own ``traitCollection`` style.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            guard overrideUserInterfaceStyle == .unspecified, var own = ownTraitCollection else {
                traitCollection = UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)
                return
            }
            // Back to inheriting: the view's own traits lose their style; the rest stay.
            let previous = traitCollection
            own.userInterfaceStyle = .unspecified
            ownTraitCollection = own
            notifyTraitChange(previous: previous, current: traitCollection)
        }
    }

    /// The environment the view shows in: the traits set on it over its superview's, over the
    /// engine's default at the root (light, compact width, regular height, large text).
    ///
    /// In UIKit traits come from the window and `traitOverrides`; here a test sets them on any
    /// view (an engine addition to UIKit's get-only property): the traits the new collection
    /// specifies override the inherited ones, the others keep following the superview. Every view
    /// in the subtree whose traits change is told through ``traitCollectionDidChange(_:)``.
    ///
    /// ```swift
    /// table.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    /// table.traitCollection = UITraitCollection(userInterfaceStyle: .dark)   // keeps the text size
    /// ```
    ///
    /// - Complexity: Reading is O(1) until some view has traits of its own, then O(*d*) in the
    ///   depth of the view; setting is O(*v*) in the number of views in the subtree.
    public var traitCollection: UITraitCollection {
        get {
            // No view has traits of its own: every view's are the default ones (a cell's
            // configuration state reads them at every update).
            guard UIView.someViewSetsTraits else { return UITraitCollection.viewDefault }
            let inherited = superview?.traitCollection ?? UITraitCollection.viewDefault
            return ownTraitCollection?.overriding(inherited) ?? inherited
        }
        set {
            let inherited = superview?.traitCollection ?? UITraitCollection.viewDefault
            let previous = traitCollection
            ownTraitCollection = ownTraitCollection.map { newValue.overriding($0) } ?? newValue
            notifyTraitChange(previous: previous, current: ownTraitCollection!.overriding(inherited))
        }
    }

    @exclusivity(unchecked) private var ownTraitCollection: UITraitCollection? {
        didSet {
            ownContentSizeCategory = ownTraitCollection.flatMap {
                $0.preferredContentSizeCategory == .unspecified ? nil : $0.preferredContentSizeCategory
            }
            if ownContentSizeCategory != nil { UIView.someViewSpecifiesContentSizeCategory = true }
            if ownTraitCollection != nil { UIView.someViewSetsTraits = true }
        }
    }

    /// Whether any view has ever had traits of its own. Until one has, every view's traits are
    /// the engine's default, without walking up the hierarchy.
    @exclusivity(unchecked) private static var someViewSetsTraits = false

    /// Whether any view's own traits have ever specified a content size category. Until one
    /// does, every view's category is the default one, without walking up the hierarchy.
    @exclusivity(unchecked) private(set) static var someViewSpecifiesContentSizeCategory = false

    /// The default traits' content size category.
    private static var defaultContentSizeCategory: UIContentSizeCategory {
        UITraitCollection.viewDefault.preferredContentSizeCategory
    }

    /// The content size category the view's own traits specify, nil when they specify none;
    /// kept with ``ownTraitCollection`` so that reading the category does not copy collections.
    @exclusivity(unchecked) private var ownContentSizeCategory: UIContentSizeCategory?

    /// ``traitCollection``'s content size category, without merging whole collections: the
    /// category of the nearest view (this one, then its superviews) whose own traits specify
    /// one, else the engine's default. What labels measure Dynamic Type text with.
    ///
    /// - Complexity: O(1) until some view's own traits specify a category; then O(*d*) in the
    ///   depth of the view.
    final var effectiveContentSizeCategory: UIContentSizeCategory {
        guard UIView.someViewSpecifiesContentSizeCategory else { return UIView.defaultContentSizeCategory }
        var view: UIView? = self
        while let current = view {
            if let category = current.ownContentSizeCategory { return category }
            view = current.superview
        }
        return UIView.defaultContentSizeCategory
    }

    /// Called when the traits the view sees change. Override it; call `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    private func notifyTraitChange(previous: UITraitCollection, current: UITraitCollection) {
        guard previous != current else { return }
        traitCollectionDidChange(previous)
        if isViewControllerRoot { owningViewController?.traitCollectionDidChange(previous) }
        for subview in subviews {
            let own = subview.ownTraitCollection
            subview.notifyTraitChange(
                previous: own?.overriding(previous) ?? previous, current: own?.overriding(current) ?? current)
        }
    }

    // MARK: Auto Layout (overridable members; the rest is in UIView+AutoLayout.swift)

    /// The view's Auto Layout state, made on first use: views that never touch Auto Layout pay
    /// one nil check.
    @exclusivity(unchecked) final var autoLayoutState: AutoLayoutState? {
        didSet {
            if let autoLayoutState { unretainedAutoLayoutState = Unmanaged.passUnretained(autoLayoutState) } else { unretainedAutoLayoutState = nil }
        }
    }
    /// ``autoLayoutState``, unretained (kept in step with it): activation sets a flag in the
    /// state of a view it reaches through an unretained reference without retaining the view
    /// and the state.
    @exclusivity(unchecked) final var unretainedAutoLayoutState: Unmanaged<AutoLayoutState>?
    /// `autoLayoutState?.variables`, unretained (the state owns them and keeps this in step): the
    /// engine looks a view's variables up through it without retaining the view, its state and
    /// the variables to read them.
    @exclusivity(unchecked) final var unretainedLayoutVariables: Unmanaged<LayoutVariables>?

    /// Whether UIKit turns the view's frame and autoresizing mask into constraints (true for
    /// views made in code). Set it to false before constraining the view's position or size;
    /// otherwise those constraints conflict with the frame's and the engine reports it as UIKit
    /// does ("Unable to simultaneously satisfy constraints.").
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutState?.translatesAutoresizingMask ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }

    /// The size the view's content wants, per axis, or ``UIView/noIntrinsicMetric`` (the
    /// default, both axes). Auto Layout turns each axis with a size into hugging and compression
    /// resistance constraints.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Makes the next layout pass read ``intrinsicContentSize`` again.
    ///
    /// - Complexity: O(1).
    open func invalidateIntrinsicContentSize() {
        autoLayoutState?.variables?.engine?.intrinsicContentSizeChanged(of: self)
    }

    /// The view's margins (8 points each side for a plain view); kept in step with
    /// ``directionalLayoutMargins`` (left-to-right: leading is left).
    open var layoutMargins: UIEdgeInsets {
        get { directionalLayoutMargins.edgeInsets }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right) }
    }

    /// The margins by layout direction (left-to-right here: leading is left).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayoutState?.margins ?? defaultLayoutMargins }
        set {
            guard newValue != directionalLayoutMargins else { return }
            autoLayoutState(creating: true).margins = newValue
            marginsChanged()
        }
    }

    /// The margins a view starts with: 8 points each side; a view controller's root view starts
    /// at its controller's system minimum margins; cells' content views override them.
    var defaultLayoutMargins: NSDirectionalEdgeInsets {
        if isViewControllerRoot, let controller = owningViewController { return controller.systemMinimumLayoutMargins }
        return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    /// Called when the layout margins change. Override it; the default does nothing.
    open func layoutMarginsDidChange() {}

    /// Whether the margins grow so that content stays inside the superview's margins too (false
    /// by default; content views of cells preserve their cell's): on each edge, the margin
    /// becomes at least the superview's margin minus this view's distance from that edge.
    open var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutState?.preservesSuperviewMargins ?? defaultPreservesSuperviewLayoutMargins }
        set {
            autoLayoutState(creating: true).preservesSuperviewMargins = newValue
            marginsChanged()
        }
    }

    var defaultPreservesSuperviewLayoutMargins: Bool { false }

    /// Whether the margins add the safe area (true by default; the headless safe area is empty).
    @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea = true

    /// The insets of the area no bars or rounded corners cover: zero, as a headless window has
    /// none of them.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// Called when the safe area changes (never, headless). Override it; the default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Installs `constraint` on this view, which must hold both of its items (else the program
    /// stops with UIKit's message). ``NSLayoutConstraint/isActive`` calls this on the closest
    /// common ancestor.
    ///
    /// - Complexity: amortized O(*d*) in the depth of the items.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        installConstraint(constraint)
    }

    /// Installs each constraint here.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from this view (nothing if it is not installed here).
    ///
    /// - Complexity: O(*c*) in the constraints installed here.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        uninstallConstraint(constraint)
    }

    /// Removes each constraint from this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The constraints installed on this view (the app's; system constraints are not listed).
    open var constraints: [NSLayoutConstraint] { autoLayoutState?.constraints ?? [] }

    /// Updates the view's constraints during the update pass that precedes layout, where
    /// ``setNeedsUpdateConstraints()`` asked for it. Override it to adjust constraints (change
    /// constants rather than remove and re-add); call `super` last, as UIKit requires.
    open func updateConstraints() {
        autoLayoutState?.didCallSuperUpdateConstraints = true
    }

    /// Whether UIKit should run ``updateConstraints()`` on views of this class before their first
    /// layout even without a request (false by default).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size closest to `targetSize` that the view's constraints allow, the target held at
    /// ``UILayoutPriority/fittingSizeLevel`` on both axes. Pass
    /// ``UIView/layoutFittingCompressedSize`` for the smallest size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, each axis of the
    /// target held at its priority: `.required` width and `.fittingSizeLevel` height is "the
    /// height for this width". A view with no constraints answers its intrinsic size on axes that
    /// have one and the target on the others.
    ///
    /// - Complexity: an incremental re-solve of the view's constraints (the first call builds them).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        autoLayoutFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether the view's constraints leave its frame undetermined (missing constraints, or
    /// equal optional ones pulling apart).
    open var hasAmbiguousLayout: Bool {
        guard let engine = islandEngine() else { return !translatesAutoresizingMaskIntoConstraints }
        return engine.isAmbiguous(LayoutItem(view: self))
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutState?.hugging[axis.rawValue] ?? defaultContentHuggingPriority(for: axis)
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayoutState(creating: true)
        state.hugging[axis.rawValue] = priority
        state.variables?.engine?.contentPrioritiesChanged(of: self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutState?.compression[axis.rawValue] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayoutState(creating: true)
        state.compression[axis.rawValue] = priority
        state.variables?.engine?.contentPrioritiesChanged(of: self)
    }

    /// The hugging priority before any is set: 250 (UIKit's for views made in code).
    func defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }

    /// The size the view wants within `size`. The default keeps the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` with no constraint.
    public func sizeToFit() {
        let infinite = CGFloat.greatestFiniteMagnitude
        frame.size = sizeThatFits(CGSize(width: infinite, height: infinite))
    }

    /// Whether the view and all its ancestors are visible (not hidden, not transparent).
    public var isVisibleInHierarchy: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden || view.alpha <= 0 { return false }
            current = view.superview
        }
        return true
    }
}

/// The drawing properties of a view that UIKit keeps on its `CALayer`: what a renderer draws
/// around and behind the view. A background configuration's corner radius replaces the layer's
/// on a cell, as in UIKit, where the configured background covers the layer.
@MainActor
public final class CALayer {
    /// The radius of the rounded corners of the view's background and border; 0 (the default)
    /// draws square corners.
    public var cornerRadius: CGFloat = 0
    /// The width of the border drawn along the view's bounds, in points; 0 (the default) draws
    /// none.
    public var borderWidth: CGFloat = 0
    /// The border's colour, as UIKit's `CGColor` (`view.layer.borderColor = UIColor.separator.cgColor`).
    public var borderColor: CGColor?
    /// Whether content outside the rounded bounds is cut off.
    public var masksToBounds = false

    init() {}
}

/// Stops the program for `init(coder:)`: HeadlessUIKit cannot decode views from nibs or storyboards.
package func decodingIsOutOfScope(_ type: Any.Type) -> Never {
    listFailure(
        "init(coder:): \(type) cannot be decoded from a nib or storyboard: they are out of scope "
            + "(HeadlessUIKit has no Objective-C runtime). Create it in code.")
}

/// How an accessibility element behaves, as UIKit's `UIAccessibilityTraits`: an option set that
/// combines traits (`[.button, .selected]`). The raw values are the engine's; compare traits by
/// name, never by number.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits (the engine's values).
    public let rawValue: UInt64

    /// A set of traits from its raw value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// The element acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected row, a chosen option).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the screen when it appears.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts media.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value adjusts (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Touches go straight to the element.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns pages when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header over a section of content (a section title).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
