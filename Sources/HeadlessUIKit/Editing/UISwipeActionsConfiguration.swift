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

/// What a long press on a row shows; the engine's `UIContextMenuConfiguration`.
@MainActor
open class UIContextMenuConfiguration {
    /// Returns the menu for the context menu, given suggested elements.
    public typealias ActionProvider = UIContextMenuActionProvider
    /// Returns the view controller shown as the preview.
    public typealias PreviewProvider = UIContextMenuContentPreviewProvider

    /// The identifier given at creation, or a new unique string when none was, as in UIKit.
    public let identifier: any NSCopying
    /// Makes the preview.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    public let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the configuration shows (its action provider run with no suggested elements),
    /// for tests.
    public func makeMenu() -> UIMenu? { actionProvider?([]) }
}

/// Returns the menu of a context menu, given the elements the system suggests; UIKit's
/// `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Returns the view controller a context menu previews; UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
