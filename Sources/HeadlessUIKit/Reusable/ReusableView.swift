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
/// 1. the state is taken once (``configurationState``);
/// 2. a configuration provider set by a higher layer (CellKit's view models) sets configurations;
/// 3. ``updateConfiguration(using:)`` (override it to build configurations from state);
/// 4. the `configurationUpdateHandler` of ``UITableViewCell``, ``UICollectionViewCell`` or
///    ``UITableViewHeaderFooterView``;
/// 5. the content and background configurations are applied, each passed through
///    `updated(for:)` first when ``automaticallyUpdatesContentConfiguration`` /
///    ``automaticallyUpdatesBackgroundConfiguration`` is on.
///
/// Configurations set during steps 2–4 are applied once, in step 5. Set outside an update, a
/// configuration applies at once (also through `updated(for:)` when the automatic flag is on,
/// so a selected cell shows its selected look straight away).
@MainActor
open class ReusableView: UIView {
    /// The identifier the view was registered and dequeued with; nil for a view made by hand.
    @exclusivity(unchecked) public package(set) var reuseIdentifier: String?

    /// The style of the table the view was dequeued from, for the default configurations.
    @exclusivity(unchecked) var tableStyle: UITableView.Style?

    /// The view to add content to. It fills the view's bounds. Assigning a
    /// ``contentConfiguration`` the current content view does not support replaces it.
    @exclusivity(unchecked) public internal(set) var contentView = UIView() {
        didSet { hostedContentView = contentView as? any UIContentView }
    }

    /// ``contentView`` when it shows configurations, cast once when it is set rather than on
    /// every configuration applied.
    @exclusivity(unchecked) final var hostedContentView: (any UIContentView)?

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

    /// Whether the list is in editing mode. Set by the list; ``setEditing(_:animated:)`` sets it too.
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
    /// (a copy), and shown through `updated(for:)` when automatic updates are on.
    @exclusivity(unchecked) open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// What shows behind the content. Setting one removes ``backgroundView`` and
    /// ``selectedBackgroundView``, as UIKit.
    @exclusivity(unchecked) open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil {
                if backgroundView != nil { backgroundView = nil }
                if selectedBackgroundView != nil { selectedBackgroundView = nil }
            }
            applyBackgroundConfiguration()
        }
    }

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

    /// Whether a state change passes ``contentConfiguration`` through `updated(for:)` before
    /// applying it (true by default).
    @exclusivity(unchecked) public var automaticallyUpdatesContentConfiguration = true { didSet { setNeedsUpdateConfiguration() } }

    /// Whether a state change passes ``backgroundConfiguration`` through `updated(for:)` before
    /// applying it (true by default).
    @exclusivity(unchecked) public var automaticallyUpdatesBackgroundConfiguration = true { didSet { setNeedsUpdateConfiguration() } }

    /// The `configurationUpdateHandler` of the subclass (typed by it, see
    /// `ReusableView+Configuration.swift`), kept as set and as a call on any reusable view;
    /// step 4 of the update cycle.
    @exclusivity(unchecked) var updateHandlerStorage: (handler: Any, call: (ReusableView, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Sets configurations from state on behalf of a higher layer (CellKit's view models);
    /// step 2 of the update cycle.
    @exclusivity(unchecked) package var configurationProvider: (any ConfigurationProviding)? {
        didSet { setNeedsUpdateConfiguration() }
    }

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
        contentView.frame = whole
        backgroundView?.frame = whole
        selectedBackgroundView?.frame = whole
        if let background = backgroundConfigurationView {
            background.frame = whole.inset(by: background.configuration.backgroundInsets.edgeInsets)
        }
    }

    /// The size the content view wants within `size`: what self-sizing rows and items measure.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        contentView.sizeThatFits(size)
    }

    override func prepareForLayout() {
        updateConfigurationIfNeeded()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// The view's current state: selection, highlight, disabled (no user interaction), focus,
    /// pinning, the list-driven cell states and the traits. Override it to add custom states:
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
    open var configurationState: UICellConfigurationState {
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
@MainActor
open class UITableViewCell: ReusableView {
    /// UIKit's predefined cell styles; the engine records the style and leaves content to you.
    public enum CellStyle: Hashable, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The style the cell was created with.
    public let style: CellStyle

    /// Creates a cell. The table view calls this with `.default` and the registered identifier.
    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44), reuseIdentifier: reuseIdentifier)
    }
}

/// A section header or footer of a ``UITableView``; the engine's `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: ReusableView {
    /// Creates a header or footer view. The table view calls this with the registered identifier.
    public required init(reuseIdentifier: String?) {
        super.init(frame: .zero, reuseIdentifier: reuseIdentifier)
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

    /// Called with the layout's attributes before the view is shown. The default applies the frame.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }
}

/// An item of a ``UICollectionView``; the engine's `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}
