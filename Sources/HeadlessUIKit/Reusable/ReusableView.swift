import Foundation

/// The part that cells, header/footer views and supplementary views share: a reuse identifier,
/// a content view, the state the list drives (selection, highlight, editing, expansion, swipe,
/// drag and drop, focus), and content and background configurations kept in step with that state.
///
/// UIKit repeats these members on each of its reusable classes; the engine keeps them in one
/// base. Subclass ``UITableViewCell``, ``UICollectionViewCell``, ``UITableViewHeaderFooterView`` or
/// ``UICollectionReusableView`` rather than this class.
///
/// ## The configuration update cycle
///
/// Any change of state asks for an update with ``setNeedsUpdateConfiguration()``; requests
/// coalesce until the next layout pass (or until the list shows the view), where one update runs:
///
/// 1. the state is taken once (`configurationState`);
/// 2. a configuration provider set by a higher layer (CellKit's view models) sets configurations;
/// 3. ``updateConfiguration(using:)`` (override it to build configurations from state);
/// 4. the `configurationUpdateHandler` of ``UITableViewCell``, ``UICollectionViewCell`` or
///    ``UITableViewHeaderFooterView``;
/// 5. the content and background configurations are applied, each passed through
///    `updated(for:)` first when ``automaticallyUpdatesContentConfiguration`` /
///    ``automaticallyUpdatesBackgroundConfiguration`` is on.
///
/// Configurations set during steps 2–4 are applied once, in step 5. When the automatic flag is
/// on, step 5 also stores the updated configuration back in the property, as UIKit does: after
/// an update, reading ``contentConfiguration`` gives the configuration the view shows. Set
/// outside an update, a configuration applies at once (also through `updated(for:)` when the
/// automatic flag is on, so a selected cell shows its selected look straight away) and is kept
/// as set until the next update.
@MainActor
open class ReusableView: UIView {
    /// Nibs and storyboards are out of scope: stops the program (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) { decodingIsOutOfScope(Self.self) }

    /// The identifier the view was registered and dequeued with; nil for a view made by hand.
    @exclusivity(unchecked) public package(set) var reuseIdentifier: String?

    /// The style of the table the view was dequeued from, for the default configurations.
    @exclusivity(unchecked) var tableStyle: UITableView.Style?

    /// The view to add content to. It fills the view's bounds. Assigning a
    /// ``contentConfiguration`` the current content view does not support replaces it.
    @exclusivity(unchecked) public internal(set) var contentView: UIView = CellContentView() {
        didSet {
            hostedContentView = contentView as? any UIContentView
            hostedListContentView = contentView as? UIListContentView
        }
    }

    /// ``contentView`` when it shows configurations, cast once when it is set rather than on
    /// every configuration applied.
    @exclusivity(unchecked) final var hostedContentView: (any UIContentView)?

    /// ``contentView`` when it is a ``UIListContentView``: list configurations go to it typed,
    /// without an existential round trip.
    @exclusivity(unchecked) final var hostedListContentView: UIListContentView?

    /// Whether the view shows as selected. Setting it calls ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the view shows as highlighted (touched). Setting it calls ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    @exclusivity(unchecked) private var selectedState = false
    @exclusivity(unchecked) private var highlightedState = false

    /// Whether the list is in editing mode. Set by the list; `setEditing(_:animated:)` sets it too.
    @exclusivity(unchecked) open var isEditing = false { didSet { stateChanged(isEditing != oldValue) } }
    /// Whether the item's children show (set by the list).
    @exclusivity(unchecked) public var isExpanded = false { didSet { stateChanged(isExpanded != oldValue) } }
    /// Whether the swipe actions show (set by the list).
    @exclusivity(unchecked) public var isSwiped = false { didSet { stateChanged(isSwiped != oldValue) } }
    /// Whether the view is being reordered (set by the list).
    @exclusivity(unchecked) public var isReordering = false { didSet { stateChanged(isReordering != oldValue) } }
    /// Where the view is in a drag (set by the list).
    @exclusivity(unchecked) public var cellDragState = UICellConfigurationState.DragState.none {
        didSet { stateChanged(cellDragState != oldValue) }
    }
    /// Whether the view is under a drop (set by the list).
    @exclusivity(unchecked) public var cellDropState = UICellConfigurationState.DropState.none {
        didSet { stateChanged(cellDropState != oldValue) }
    }
    /// Whether the view has focus (set by the list).
    @exclusivity(unchecked) public var isFocused = false { didSet { stateChanged(isFocused != oldValue) } }
    /// Whether the view floats over the content: a plain table's header or footer at the edge (set by the list).
    @exclusivity(unchecked) public var isPinned = false { didSet { stateChanged(isPinned != oldValue) } }

    /// A view that does not take touches shows as disabled.
    open override var isUserInteractionEnabled: Bool {
        didSet { stateChanged(isUserInteractionEnabled != oldValue) }
    }

    // MARK: Configurations

    /// What the content view shows. Setting a configuration the current content view supports
    /// applies it to that view; any other makes a new content view with `makeContentView()`,
    /// which replaces the old one; nil puts back a plain content view. The value is kept as set
    /// (a copy) and shown through `updated(for:)` when automatic updates are on; each
    /// configuration update then replaces it with its `updated(for:)` result (see the cycle above).
    ///
    /// A ``UIListContentConfiguration`` (what most cells show) is kept typed, any other type in
    /// an existential: setting and showing a list configuration copies no existential.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get {
            if let typedListContentConfiguration { return typedListContentConfiguration }
            return otherContentConfiguration
        }
        set {
            // The value is moved out of the optional (consumed, not copied: a copy of the optional
            // existential and its destruction cost about 200 instructions a set), then either
            // read typed or moved into storage.
            guard let configuration = consume newValue else {
                typedListContentConfiguration = nil
                otherContentConfiguration = nil
                applyContentConfiguration()
                return
            }
            if let list = UIListContentConfiguration.exactly(configuration) {
                typedListContentConfiguration = list
                otherContentConfiguration = nil
            } else {
                typedListContentConfiguration = nil
                otherContentConfiguration = consume configuration
            }
            applyContentConfiguration()
        }
    }

    /// ``contentConfiguration`` when it is a ``UIListContentConfiguration`` (nil otherwise),
    /// stored typed, so that setting and showing it (each configuration update) copies no
    /// existential.
    @exclusivity(unchecked) private(set) final var typedListContentConfiguration: UIListContentConfiguration?

    /// ``contentConfiguration`` when it is of any other type (nil otherwise).
    @exclusivity(unchecked) private final var otherContentConfiguration: (any UIContentConfiguration)?

    /// What shows behind the content. Setting one removes ``backgroundView`` and
    /// ``selectedBackgroundView``, as UIKit.
    @exclusivity(unchecked) open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            hasBackgroundConfiguration = backgroundConfiguration != nil
            if hasBackgroundConfiguration {
                if backgroundView != nil { backgroundView = nil }
                if selectedBackgroundView != nil { selectedBackgroundView = nil }
            }
            applyBackgroundConfiguration()
        }
    }

    /// Whether ``backgroundConfiguration`` is set, kept as it is set: each configuration update
    /// of a view without one (most cells) reads this flag instead of copying the optional
    /// configuration out through its getter.
    @exclusivity(unchecked) final var hasBackgroundConfiguration = false

    /// A view behind the content. Setting one clears ``backgroundConfiguration``.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// A view behind the content while selected or highlighted. Setting one clears
    /// ``backgroundConfiguration``.
    @exclusivity(unchecked) open var selectedBackgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: selectedBackgroundView) }
    }

    /// The view that shows ``backgroundConfiguration``, nil without one.
    @exclusivity(unchecked) public internal(set) var backgroundConfigurationView: BackgroundConfigurationView?

    /// Whether a state change passes ``contentConfiguration`` through `updated(for:)`, applies
    /// the result and stores it back in ``contentConfiguration`` (true by default). When false,
    /// the configuration the app set is shown and kept unchanged.
    @exclusivity(unchecked) public var automaticallyUpdatesContentConfiguration = true { didSet { setNeedsUpdateConfiguration() } }

    /// Whether a state change passes ``backgroundConfiguration`` through `updated(for:)`, applies
    /// the result and stores it back in ``backgroundConfiguration`` (true by default). When
    /// false, the configuration the app set is shown and kept unchanged.
    @exclusivity(unchecked) public var automaticallyUpdatesBackgroundConfiguration = true { didSet { setNeedsUpdateConfiguration() } }

    /// The `configurationUpdateHandler` of the subclass (typed by it, see
    /// `ReusableView+Configuration.swift`), kept as set and as a call on any reusable view;
    /// step 4 of the update cycle.
    @exclusivity(unchecked) var updateHandlerStorage: (handler: Any, call: (ReusableView, UICellConfigurationState) -> Void)? {
        didSet {
            hasUpdateHandler = updateHandlerStorage != nil
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether ``updateHandlerStorage`` is set, kept as it is set: the configuration update of a
    /// view without a handler (most cells) reads this flag instead of copying the optional
    /// handler and its closure out and destroying the copy.
    @exclusivity(unchecked) final var hasUpdateHandler = false

    /// Sets configurations from state on behalf of a higher layer (CellKit's view models);
    /// step 2 of the update cycle.
    @exclusivity(unchecked) package var configurationProvider: (any ConfigurationProviding)? {
        didSet {
            hasConfigurationProvider = configurationProvider != nil
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether ``configurationProvider`` is set, kept as it is set: the configuration update of
    /// a view without one (a cell of a plain data source) reads this flag instead of copying
    /// the optional existential out and destroying the copy.
    @exclusivity(unchecked) final var hasConfigurationProvider = false

    /// Whether an update is asked for and has not run yet.
    @exclusivity(unchecked) public internal(set) var needsUpdateConfiguration = true

    /// How many configuration updates have run (for tests of coalescing).
    @exclusivity(unchecked) public internal(set) var configurationUpdateCount = 0

    @exclusivity(unchecked) var isUpdatingConfiguration = false

    init(frame: CGRect, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Sets the selection state. Override it to restyle; call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {

        let changed = selected != selectedState
        selectedState = selected
        stateChanged(changed)
    }

    /// Sets the highlight state. Override it to restyle; call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlighted != highlightedState
        highlightedState = highlighted
        stateChanged(changed)
    }

    /// Sets editing mode, as `UITableViewCell.setEditing(_:animated:)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Called by the list when it hands the view out again, before the dequeue call returns.
    /// Override it to reset state that setup does not always overwrite; call `super`.
    ///
    /// The default clears the highlight and selection, as UIKit's cells do, and asks for a
    /// configuration update.
    open func prepareForReuse() {
        if highlightedState { setHighlighted(false, animated: false) }
        if selectedState { setSelected(false, animated: false) }
        setNeedsUpdateConfiguration()
    }

    /// Makes ``contentView`` and the background views fill the bounds (the configured background
    /// inset by its `backgroundInsets`). Call `super` when you override it.
    open override func layoutSubviews() {
        let whole = CGRect(origin: .zero, size: bounds.size)
        placeContentView()
        backgroundView?.frame = whole
        selectedBackgroundView?.frame = whole
        if let background = backgroundConfigurationView {
            background.frame = whole.inset(by: background.configuration.backgroundInsets.edgeInsets)
        }
    }

    /// Gives ``contentView`` its frame for the view's bounds (the whole bounds here; a table
    /// cell narrows it for its accessory and editing controls).
    func placeContentView() {
        let whole = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != whole { contentView.frame = whole }
    }

    /// Whether Auto Layout sizes the view: constraints are installed on it or its content view.
    var sizesWithAutoLayout: Bool { usesAutoLayoutForSize || contentView.usesAutoLayoutForSize }

    /// Whether the content view sizes nothing itself: the cell's own content view (not a content
    /// configuration's view) or a plain `UIView`, that no constraints size. Its `sizeThatFits(_:)`
    /// is UIView's, the size it has.
    ///
    /// - Complexity: O(1).
    final var contentViewSizesNothing: Bool {
        let type = type(of: contentView)
        return (type == CellContentView.self || type == UIView.self) && !sizesWithAutoLayout
    }


    /// The size the content view wants within `size`: what self-sizing rows and items measure.
    /// With constraints in the content view, the height Auto Layout fits for `size.width` (as
    /// UIKit's self-sizing cells: `systemLayoutSizeFitting` with a required width and a fitting
    /// height); otherwise the content view's `sizeThatFits(_:)`.
    ///
    /// - Complexity: with constraints, an incremental re-solve of the cell's constraints.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard sizesWithAutoLayout else {
            // A content view that sizes nothing itself answers its own size: placed first, so
            // that the size is the view's current one, not an older one.
            if contentViewSizesNothing { placeContentView() }
            return contentView.sizeThatFits(size)
        }
        if bounds.width != size.width { setFrameSize(CGSize(width: size.width, height: frame.height)) }
        placeContentView()
        return systemLayoutSizeFitting(
            CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Fits the content view when its constraints size it (the cell around it adds its insets:
    /// accessories, editing controls), else what `UIView` answers.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard !usesAutoLayoutForSize, contentView.usesAutoLayoutForSize else {
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        }
        let extra = CGSize(width: bounds.width - contentView.bounds.width, height: bounds.height - contentView.bounds.height)
        let inner = contentView.systemLayoutSizeFitting(
            CGSize(width: max(0, targetSize.width - extra.width), height: max(0, targetSize.height - extra.height)),
            withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: inner.width + extra.width, height: inner.height + extra.height)
    }

    override func prepareForLayout() {
        updateConfigurationIfNeeded()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// The state the update cycle runs with: the subclass's `configurationState` (a cell's
    /// ``UICellConfigurationState``; a table header or footer's ``UIViewConfigurationState``
    /// carried in a cell state's ``UICellConfigurationState/viewState``).
    var cycleState: UICellConfigurationState { currentCellState }

    /// The state a configuration's `updated(for:)` receives: the cycle's state for cells, the
    /// view state for table headers and footers (as UIKit passes them).
    func stateForConfigurations(_ state: UICellConfigurationState) -> any UIConfigurationState { state }

    /// Step 3 of the update cycle: ``updateConfiguration(using:)`` (a header or footer view
    /// also calls its view-state variant).
    func runUpdateConfiguration(_ state: UICellConfigurationState) { updateConfiguration(using: state) }

    /// The view's current state: selection, highlight, disabled (no user interaction), focus,
    /// pinning, the list-driven cell states and the traits; what the subclasses'
    /// `configurationState` starts from.
    ///
    /// - Complexity: O(1).
    final var currentCellState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        state.isFocused = isFocused
        state.isPinned = isPinned
        state.isEditing = isEditing
        state.isExpanded = isExpanded
        state.isSwiped = isSwiped
        state.isReordering = isReordering
        state.cellDragState = cellDragState
        state.cellDropState = cellDropState
        return state
    }

    /// Builds configurations from `state`: step 3 of the update cycle. Override it; the
    /// default does nothing. Setting ``contentConfiguration`` or ``backgroundConfiguration``
    /// here applies them once, at the end of the update.
    ///
    /// ```swift
    /// override func updateConfiguration(using state: UICellConfigurationState) {
    ///     var content = defaultContentConfiguration().updated(for: state)
    ///     content.text = item.name
    ///     contentConfiguration = content
    /// }
    /// ```
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The state the background configuration is updated for: the view's state, less the
    /// selection and highlight for a table cell whose `selectionStyle` is `.none`.
    func backgroundState(_ state: UICellConfigurationState) -> UICellConfigurationState { state }
}

/// A row of a ``UITableView``; the engine's `UITableViewCell`.
///
/// Subclass it and add subviews to ``ReusableView/contentView`` in the required initializer:
///
/// ```swift
/// final class UserTableViewCell: UITableViewCell {
///     let nameLabel = UILabel()
///
///     required init(style: CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(nameLabel)
///     }
/// }
/// ```
///
/// Or use the classic styles' ``textLabel``, ``detailTextLabel`` and ``imageView``, and an
/// accessory (see `UITableViewCell+Classic.swift`).
@MainActor
open class UITableViewCell: ReusableView {
    /// UIKit's predefined cell styles, which decide the classic labels' layout.
    public enum CellStyle: Int, Hashable, Sendable {
        /// An image, then one left-aligned label; no ``UITableViewCell/detailTextLabel``.
        case `default`
        /// A left-aligned label and a right-aligned secondary label on the same line.
        case value1
        /// A small right-aligned label in a column, then a left-aligned secondary label.
        case value2
        /// An image, then a label with a secondary label below it.
        case subtitle
    }

    /// The style the cell was created with.
    public let style: CellStyle

    /// The cell's current state: selection, highlight, disabled (no user interaction), focus,
    /// the list-driven cell states and the traits. Override it to add custom states:
    ///
    /// ```swift
    /// override var configurationState: UICellConfigurationState {
    ///     var state = super.configurationState
    ///     state[.city] = city
    ///     return state
    /// }
    /// ```
    ///
    /// - Complexity: O(1) plus the custom states an override adds.
    open var configurationState: UICellConfigurationState { currentCellState }

    override var cycleState: UICellConfigurationState { configurationState }

    /// The accessory shown at the trailing edge while not editing (none by default).
    @exclusivity(unchecked) open var accessoryType: AccessoryType = .none { didSet { accessoryChanged() } }
    /// A view shown instead of ``accessoryType`` while not editing.
    @exclusivity(unchecked) open var accessoryView: UIView? { didSet { accessoryViewChanged(oldValue) } }
    /// The accessory shown at the trailing edge while editing (none by default).
    @exclusivity(unchecked) open var editingAccessoryType: AccessoryType = .none { didSet { accessoryChanged() } }
    /// A view shown instead of ``editingAccessoryType`` while editing.
    @exclusivity(unchecked) open var editingAccessoryView: UIView? { didSet { accessoryViewChanged(oldValue) } }
    /// How the cell looks when selected or highlighted (``SelectionStyle/default`` by default);
    /// ``SelectionStyle/none`` shows no highlight or selection background.
    @exclusivity(unchecked) open var selectionStyle: SelectionStyle = .default { didSet { setNeedsUpdateConfiguration() } }
    /// The insets of the separator below the cell; nil-equivalent `.zero` left edges follow
    /// the table's ``UITableView/separatorInset`` (the engine uses the table's inset unless this
    /// one was set).
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? (superview as? UITableView)?.separatorInset ?? UITableView.defaultSeparatorInset }
        set { ownSeparatorInset = newValue }
    }
    @exclusivity(unchecked) var ownSeparatorInset: UIEdgeInsets?
    /// Whether the cell shows a reorder control while editing, when its row can move (false by default).
    @exclusivity(unchecked) open var showsReorderControl = false { didSet { setNeedsLayout() } }

    /// How many steps the content is indented (0 by default); the table sets it from its
    /// delegate's `tableView(_:indentationLevelForRowAt:)` as the row comes into view. A classic
    /// cell moves its labels and image right by `indentationLevel × indentationWidth`.
    @exclusivity(unchecked) open var indentationLevel = 0 { didSet { setNeedsLayout() } }

    /// The width of one indentation step: 10 points, as in UIKit.
    @exclusivity(unchecked) open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the content is indented while editing (true by default); the table asks its
    /// delegate's `shouldIndentWhileEditingRowAt` and sets this before the cell shows.
    @exclusivity(unchecked) open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// The editing control shown while editing, from the table's delegate (`editingStyleForRowAt`).
    @exclusivity(unchecked) public internal(set) var editingStyle: EditingStyle = .none { didSet { setNeedsLayout() } }
    /// Whether the row can move (from the data source's `canMoveRowAt`), set by the table.
    @exclusivity(unchecked) var rowCanMove = false { didSet { setNeedsLayout() } }

    @exclusivity(unchecked) var classicTextLabel: UILabel?
    @exclusivity(unchecked) var classicDetailTextLabel: UILabel?
    @exclusivity(unchecked) var classicImageView: UIImageView?
    /// The view drawing ``accessoryType`` / ``editingAccessoryType``, when one shows.
    @exclusivity(unchecked) var standardAccessoryLabel: UILabel?
    /// The view drawing the reorder control, when one shows.
    @exclusivity(unchecked) var reorderControlLabel: UILabel?

    /// Decoding from a nib or storyboard, which HeadlessUIKit cannot do (it has no Objective-C
    /// runtime): stops the program saying so. It exists so that the
    /// `required init?(coder: NSCoder) { fatalError(...) }` every UIKit subclass carries compiles
    /// unchanged; make the view in code instead.
    public required init?(coder: NSCoder) {
        decodingIsOutOfScope(Self.self)
    }

    /// Creates a cell, 320 × 44 points until the table sizes it. The table view calls this with
    /// `.default` and the registered identifier.
    ///
    /// - Complexity: O(1).
    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44), reuseIdentifier: reuseIdentifier)
    }

    /// Places the content view (narrowed by the accessory, the editing control and the reorder
    /// control), the accessory and the classic labels; see `UITableViewCell+Classic.swift`.
    open override func layoutSubviews() {
        super.layoutSubviews()
    }

    /// The classic labels' height when they show text (at least 44, as UIKit's rows), else the
    /// content view's size for `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        classicSizeThatFits(size) ?? super.sizeThatFits(size)
    }

    /// The classic layout places the content view itself (the whole bounds, or narrowed for the
    /// accessory and the editing controls), so the base's placement is not run first.
    override func placeContentView() {
        layoutClassicCell()
    }

    override func backgroundState(_ state: UICellConfigurationState) -> UICellConfigurationState {
        guard selectionStyle == .none else { return state }
        var state = state
        state.isSelected = false
        state.isHighlighted = false
        return state
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        setNeedsLayout()
    }

    open override var isEditing: Bool { didSet { if isEditing != oldValue { setNeedsLayout() } } }
}

/// A section header or footer of a ``UITableView``; the engine's `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: ReusableView {
    /// Decoding from a nib or storyboard, which HeadlessUIKit cannot do (it has no Objective-C
    /// runtime): stops the program saying so. It exists so that the
    /// `required init?(coder: NSCoder) { fatalError(...) }` every UIKit subclass carries compiles
    /// unchanged; make the view in code instead.
    public required init?(coder: NSCoder) {
        decodingIsOutOfScope(Self.self)
    }

    /// Creates a header or footer view. The table view calls this with the registered identifier.
    ///
    /// - Complexity: O(1).
    public required init(reuseIdentifier: String?) {
        super.init(frame: .zero, reuseIdentifier: reuseIdentifier)
    }

    /// The view's current state, as UIKit gives header and footer views: a
    /// ``UIViewConfigurationState`` (selection, highlight, disabled, focus, pinning while it
    /// floats, the traits), not a cell's. Override it to add custom states:
    ///
    /// ```swift
    /// override var configurationState: UIViewConfigurationState {
    ///     var state = super.configurationState
    ///     state[.isCollapsed] = isCollapsed
    ///     return state
    /// }
    /// ```
    ///
    /// - Complexity: O(1) plus the custom states an override adds.
    open var configurationState: UIViewConfigurationState { currentCellState.viewState }

    /// Builds configurations from the view's state: step 3 of the update cycle, with the
    /// ``UIViewConfigurationState`` UIKit gives header and footer views. Override it; the default
    /// does nothing. (The engine also calls the inherited cell-state
    /// `updateConfiguration(using:)` that takes a `UICellConfigurationState` afterwards, for
    /// subclasses written against it.)
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    override var cycleState: UICellConfigurationState {
        var state = currentCellState
        state.viewState = configurationState
        return state
    }

    override func stateForConfigurations(_ state: UICellConfigurationState) -> any UIConfigurationState { state.viewState }

    override func runUpdateConfiguration(_ state: UICellConfigurationState) {
        updateConfiguration(using: state.viewState)
        updateConfiguration(using: state)
    }

    @exclusivity(unchecked) var classicTextLabel: UILabel?
    @exclusivity(unchecked) var classicDetailTextLabel: UILabel?
    /// The preset whose fonts and margins the classic labels follow (set for the table's
    /// default title views).
    @exclusivity(unchecked) var classicPreset: UIListContentConfiguration?

    /// The primary label, made on first use and added to the content view (UIKit's classic
    /// header API; `UIListContentConfiguration` is the modern one).
    public var textLabel: UILabel? {
        if let classicTextLabel { return classicTextLabel }
        let label = UILabel()
        label.numberOfLines = 0
        if let preset = classicPreset {
            label.font = preset.textProperties.font
            label.textColor = preset.textProperties.color
        }
        contentView.addSubview(label)
        classicTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label, made on first use and added to the content view.
    public var detailTextLabel: UILabel? {
        if let classicDetailTextLabel { return classicDetailTextLabel }
        let label = UILabel()
        label.font = .subheadline
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        classicDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// Places the classic labels inside the preset's margins (16 points at the sides).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard classicTextLabel != nil || classicDetailTextLabel != nil else { return }
        let margins = classicMargins
        var y = margins.top
        let width = max(0, bounds.width - margins.leading - margins.trailing)
        for label in [classicTextLabel, classicDetailTextLabel].compactMap({ $0 }) where !(label.text ?? "").isEmpty {
            let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: margins.leading, y: y, width: width, height: height)
            y += height
        }
    }

    /// With classic labels holding text: their wrapped height plus the margins; else the
    /// content view's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let labels = [classicTextLabel, classicDetailTextLabel].compactMap { $0 }.filter { !($0.text ?? "").isEmpty }
        guard !labels.isEmpty else { return super.sizeThatFits(size) }
        let margins = classicMargins
        let width = max(0, size.width - margins.leading - margins.trailing)
        let height = labels.reduce(margins.top + margins.bottom) {
            $0 + $1.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        return CGSize(width: size.width, height: height)
    }

    private var classicMargins: NSDirectionalEdgeInsets {
        classicPreset?.directionalLayoutMargins ?? NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    }
}

/// A supplementary view (header, footer) of a ``UICollectionView``; the engine's
/// `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: ReusableView {
    /// Creates the view. The collection view calls this and then sets the reuse identifier.
    public required init(frame: CGRect) {
        super.init(frame: frame, reuseIdentifier: nil)
    }

    /// Nibs and storyboards are out of scope: stops the program (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) { decodingIsOutOfScope(Self.self) }

    /// The size a self-sizing measurement fits the view in, while it runs.
    @exclusivity(unchecked) var selfSizingFittingSize: CGSize?
    /// Whether that measurement keeps the bounded axis of ``selfSizingFittingSize`` fixed (a
    /// compositional layout's item measured only along the scroll axis), while it runs.
    @exclusivity(unchecked) var selfSizingFixesCrossAxis = false

    /// The view's current state (a collection view cell's, or a supplementary view's): selection, highlight, disabled (no user interaction), focus,
    /// the list-driven cell states and the traits. Override it to add custom states:
    ///
    /// ```swift
    /// override var configurationState: UICellConfigurationState {
    ///     var state = super.configurationState
    ///     state[.city] = city
    ///     return state
    /// }
    /// ```
    ///
    /// - Complexity: O(1) plus the custom states an override adds.
    open var configurationState: UICellConfigurationState { currentCellState }

    override var cycleState: UICellConfigurationState { configurationState }

    /// The attributes the view wants, given the layout's (with the estimated size), when the
    /// layout sizes items from their cells (a flow layout with `estimatedItemSize`, a
    /// compositional layout with estimated dimensions). The default returns a copy whose size
    /// is, for a view laid out by constraints, the size Auto Layout fits closest to the estimate
    /// (`systemLayoutSizeFitting` at `.fittingSizeLevel`, as UIKit): on both axes in a flow
    /// layout (override it with a `.required` width for full-width cells); in a compositional
    /// layout, only along the scroll axis, the other being `.required` at the width (height)
    /// the group gives the item, as a list's rows are measured at the list's width. Otherwise
    /// ``UIView/sizeThatFits(_:)`` within the layout's fitting size (the width across a vertical
    /// layout, unbounded along it). Override it to adjust the size; call `super` first.
    ///
    /// - Complexity: one measurement and one copy.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.typedCopy()
        if sizesWithAutoLayout {
            if bounds.size != layoutAttributes.size { setFrameSize(layoutAttributes.size) }
            placeContentView()
            var target = layoutAttributes.size
            var horizontal = UILayoutPriority.fittingSizeLevel
            var vertical = UILayoutPriority.fittingSizeLevel
            if selfSizingFixesCrossAxis, let fitting = selfSizingFittingSize {
                if fitting.height == .greatestFiniteMagnitude {
                    (target.width, horizontal) = (fitting.width, .required)
                } else if fitting.width == .greatestFiniteMagnitude {
                    (target.height, vertical) = (fitting.height, .required)
                }
            }
            preferred.size = systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        } else {
            preferred.size = sizeThatFits(selfSizingFittingSize ?? layoutAttributes.size)
        }
        return preferred
    }

    /// Called with the layout's attributes before the view is shown. The default applies the frame.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }
}

/// An item of a ``UICollectionView``; the engine's `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// A clean background for the cell (iOS 16). UIKit picks it from the section the cell is in;
    /// a plain collection view cell outside a list has no fill, so this is
    /// ``UIBackgroundConfiguration/clear()``. ``UICollectionViewListCell`` overrides it with the
    /// list-cell background.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// The collection view hands the cell out for `indexPath`, before its data source
    /// configures it: a list cell learns its list's appearance here. O(1).
    func prepareForDisplay(in collectionView: UICollectionView, at indexPath: IndexPath) {}
}

/// The content view of cells and reusable views: a plain view whose layout margins are the ones
/// UIKit gives a cell's content view, and which preserves its cell's margins.
///
/// Table cells: 11 points at the top and bottom and 16 points at the sides in a compact width
/// (20 in a regular width), UIKit's on iPhone and iPad (measured, not documented); other
/// reusable views keep a view's 8 points.
@MainActor
final class CellContentView: UIView {
    override var defaultLayoutMargins: NSDirectionalEdgeInsets {
        guard superview is UITableViewCell else { return super.defaultLayoutMargins }
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    override var defaultPreservesSuperviewLayoutMargins: Bool { true }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass, autoLayoutState?.margins == nil {
            marginsChanged()
        }
    }
}
