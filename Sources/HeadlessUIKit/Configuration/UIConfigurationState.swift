import Foundation

/// The key of a custom state entry, as `UIConfigurationStateCustomKey`.
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///     static let city = UIConfigurationStateCustomKey("com.example.city")
/// }
/// ```
public struct UIConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    /// The key named `rawValue`; give keys reverse-DNS names so they do not collide.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// What a configuration's `updated(for:)` is given: the traits and any custom state; the
/// engine's `UIConfigurationState`.
public protocol UIConfigurationState {
    /// The environment of the view.
    var traitCollection: UITraitCollection { get set }
    /// A state for a view in the environment `traitCollection`, with everything else unset.
    init(traitCollection: UITraitCollection)
    /// A custom state entry; nil when absent. Custom states are how a cell subclass passes
    /// its own data (the item it shows, say) to configurations.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The state of a view that configurations react to; the engine's `UIViewConfigurationState`.
///
/// States are plain values (not `Sendable`: custom entries are `AnyHashable`, as UIKit's).
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the view does not take touches (`isUserInteractionEnabled` is false).
    public var isDisabled = false
    /// Whether the view is highlighted: a touch is down on it (a list's tap highlights the row or
    /// item while it lasts).
    public var isHighlighted = false
    /// Whether the view is selected (a list's selected row or item).
    public var isSelected = false
    /// Whether the view has focus (in a list, the cell at ``ListView/focusedIndexPath``).
    public var isFocused = false
    /// Whether the view is pinned (a floating header or footer).
    public var isPinned = false
    private var customStates = [UIConfigurationStateCustomKey: AnyHashable]()

    public init(traitCollection: UITraitCollection = UITraitCollection()) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// The state of a cell, adding list-specific states to the view's; the engine's
/// `UICellConfigurationState`.
@dynamicMemberLookup
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag, as `UICellConfigurationDragState`.
    public enum DragState: Hashable, Sendable {
        /// No drag session involves the cell.
        case none
        /// A person's touch is lifting the cell out of the list; it has not joined a drag yet.
        case lifting
        /// The cell is part of a drag session that is under way.
        case dragging
    }

    /// Whether a cell is under a drop, as `UICellConfigurationDropState`.
    public enum DropState: Hashable, Sendable {
        /// No drag session involves the cell.
        case none
        /// A drag session could drop into the cell's list, but the cell is not its target.
        case notTargeted
        /// The cell is the target a drag session would drop into.
        case targeted
    }

    /// The view part of the state (disabled, highlighted, selected, focused, pinned, traits,
    /// custom states), whose properties read through on the cell state too.
    public var viewState: UIViewConfigurationState
    /// Whether the list is in editing mode.
    public var isEditing = false
    /// Whether the cell's item is expanded (its children show).
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// Where the cell is in a drag; `.none` unless set (``ListView/setDragState(_:at:)``).
    public var cellDragState = DragState.none
    /// Whether the cell is under a drop; `.none` unless set (``ListView/setDropState(_:at:)``).
    public var cellDropState = DropState.none

    public init(traitCollection: UITraitCollection = UITraitCollection()) {
        viewState = UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// Reads and writes the view state's properties (`state.isSelected`, `state.isHighlighted`…).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<UIViewConfigurationState, Value>) -> Value {
        get { viewState[keyPath: keyPath] }
        set { viewState[keyPath: keyPath] = newValue }
    }

    public var traitCollection: UITraitCollection {
        get { viewState.traitCollection }
        set { viewState.traitCollection = newValue }
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { viewState[key] }
        set { viewState[key] = newValue }
    }
}
