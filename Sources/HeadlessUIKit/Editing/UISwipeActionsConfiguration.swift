import Foundation

/// An action a swipe on a row shows; the engine's `UIContextualAction`.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///     names.remove(at: indexPath.row)
///     tableView.deleteRows(at: [indexPath], with: .automatic)
///     completion(true)
/// }
/// ```
@MainActor
open class UIContextualAction {
    /// How the action looks, as `UIContextualAction.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// A grey action.
        case normal
        /// A red action that removes the row.
        case destructive
    }

    /// What runs when the action is tapped (or performed by a full swipe): the action, the
    /// view that showed it, and a completion to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style, fixed at creation.
    public let style: Style
    /// The title shown on the action's button.
    open var title: String?
    /// The fill of the action's button; defaults to grey (normal) or red (destructive).
    open var backgroundColor: UIColor!
    /// The image shown on the action's button.
    open var image: UIImage?
    /// What runs when the action is performed.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .red : .gray
    }
}

/// The actions a swipe on a row shows; the engine's `UISwipeActionsConfiguration`.
@MainActor
open class UISwipeActionsConfiguration {
    /// The actions, the first one outermost (at the edge the swipe started from).
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with `actions`; an empty list shows no actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

/// An item of a ``UIMenu``: a ``UIAction`` or a nested menu; the engine's `UIMenuElement`.
@MainActor
open class UIMenuElement {
    /// The title shown.
    public let title: String
    /// The image shown.
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A menu item that runs a handler; the engine's `UIAction`.
@MainActor
open class UIAction: UIMenuElement {
    /// How the action looks and behaves, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// What runs when the action is chosen.
    public typealias Handler = (UIAction) -> Void

    /// The action's attributes.
    public let attributes: Attributes
    /// The identifier of the action, if given.
    public let identifier: String?
    private let handler: Handler

    /// Creates an action; `identifier` is UIKit's `UIAction.Identifier` as a plain string.
    public init(
        title: String = "", image: UIImage? = nil, identifier: String? = nil, attributes: Attributes = [],
        handler: @escaping Handler
    ) {
        self.attributes = attributes
        self.identifier = identifier
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler, as choosing the action does. A disabled action stops the program: a
    /// person cannot choose it.
    public func performWithSender(_ sender: Any?, target: Any?) {
        listPrecondition(!attributes.contains(.disabled), "the action \"\(title)\" is disabled and cannot be chosen")
        handler(self)
    }
}

/// A menu of actions and submenus; the engine's `UIMenu`.
@MainActor
open class UIMenu: UIMenuElement {
    /// The items, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }

    /// Every ``UIAction`` in the menu and its submenus, depth first.
    public var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            return (element as? UIMenu)?.allActions ?? []
        }
    }
}

/// What a long press on a row shows; the engine's `UIContextMenuConfiguration`.
@MainActor
open class UIContextMenuConfiguration {
    /// Returns the menu for the context menu, given suggested elements.
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?
    /// Returns the preview's view controller; the engine has no view controllers here, so the
    /// preview is any object.
    public typealias PreviewProvider = () -> AnyObject?

    /// The identifier given at creation.
    public let identifier: (any NSCopying)?
    /// Makes the preview.
    public let previewProvider: PreviewProvider?
    /// Makes the menu.
    public let actionProvider: ActionProvider?

    /// Creates a configuration.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
        actionProvider: ActionProvider? = nil
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the configuration shows (its action provider run with no suggested elements),
    /// for tests.
    public func makeMenu() -> UIMenu? { actionProvider?([]) }
}
