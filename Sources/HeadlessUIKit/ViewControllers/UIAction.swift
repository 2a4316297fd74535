import Foundation

/// The code a ``UIAction`` runs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// What a menu holds: an action or a submenu; the engine's `UIMenuElement`.
@MainActor
open class UIMenuElement {
    /// The element's title.
    public let title: String

    /// The element's image.
    public let image: UIImage?

    /// The secondary text under the title (iOS 15).
    public var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// How an action shows and behaves, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown dimmed; a tap does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red, for an action that destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the action leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action shows a checkmark, as `UIMenuElement.State`.
    public enum State: Int, Hashable, Sendable {
        /// No checkmark: the action is not chosen.
        case off = 0
        /// A checkmark: the action is chosen (the selected element of a single-selection or
        /// pop-up menu).
        case on = 1
        /// A dash: the action applies to part of a selection only (some selected items, not all).
        case mixed = 2
    }
}

/// A titled piece of code that buttons, bar button items, menus and context menus run; the
/// engine's `UIAction`.
///
/// ```swift
/// let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
///     model.remove(item)
/// }
/// ```
///
/// A test chooses the action as a person would with ``perform(sender:)``.
@MainActor
open class UIAction: UIMenuElement {
    /// A name that identifies an action, as `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue`; reverse-DNS names (`com.example.share`) keep
        /// identifiers from colliding.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier; a unique one when none was given.
    public let identifier: Identifier

    /// The text that describes the action to assistive technologies and in help.
    open var discoverabilityTitle: String?

    /// How the action shows and behaves (disabled, destructive, hidden).
    open var attributes: Attributes

    /// Whether the action shows a checkmark.
    open var state: State

    /// The object that ran the action last (a bar button item, say), while it runs.
    public private(set) var sender: Any?

    private let handler: UIActionHandler

    /// Told after the handler runs when a person chooses the action: how a control that shows
    /// the action's menu (a pop-up menu accessory) learns the choice.
    var choiceObserver: (@MainActor (UIAction) -> Void)?

    /// Creates an action that runs `handler` when chosen.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Chooses the action as a person would (a test driver; UIKit has no public equivalent):
    /// runs its handler with the action, unless it is disabled or hidden, which a person cannot
    /// choose. Returns whether the handler ran.
    ///
    /// - Complexity: O(1) plus the handler.
    @discardableResult
    public func perform(sender: Any? = nil) -> Bool {
        guard attributes.isDisjoint(with: [.disabled, .hidden]) else { return false }
        self.sender = sender
        handler(self)
        self.sender = nil
        choiceObserver?(self)
        return true
    }

    /// Runs the action as if chosen by `sender`, as UIKit's `performWithSender(_:target:)` does
    /// (`target` is ignored: the engine has no responder chain). A disabled or hidden action does
    /// nothing.
    public func performWithSender(_ sender: Any?, target: Any?) {
        perform(sender: sender)
    }
}

/// A menu: a title and elements (actions and submenus); the engine's `UIMenu`.
///
/// ```swift
/// let menu = UIMenu(title: "Sort", options: .singleSelection, children: [byName, byDate])
/// ```
@MainActor
open class UIMenu: UIMenuElement {
    /// A name that identifies a menu, as `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue`; reverse-DNS names (`com.example.share`) keep
        /// identifiers from colliding.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its elements, as `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The elements show inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title shows in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action is on at a time (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The elements show as a row of icons (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier; a unique one when none was given.
    public let identifier: Identifier

    /// How the menu shows its elements.
    public let options: Options

    /// The menu's actions and submenus, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A menu like this one with other elements.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions of the menu and of its submenus, depth first (a test helper to find an
    /// action to ``UIAction/perform(sender:)``).
    ///
    /// - Complexity: O(*n*) in the number of elements.
    public var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            return (element as? UIMenu)?.allActions ?? []
        }
    }
}
