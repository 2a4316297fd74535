import Foundation

/// A button in a navigation bar or toolbar; the engine's `UIBarButtonItem`.
///
/// Target-action needs Objective-C selectors, which Linux lacks: make items with a
/// ``UIAction`` (`init(title:image:primaryAction:menu:)`, `init(systemItem:primaryAction:menu:)`),
/// as iOS 14 code does. A test taps an item with ``tap()``.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in
///     self.addRow()
/// })
/// ```
@MainActor
open class UIBarButtonItem {
    /// How an item draws its title, as `UIBarButtonItem.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// The title in regular weight: any item that does not end a task.
        case plain = 0
        /// Bold: the item that ends a task ("Done").
        case done = 2
    }

    /// The system's standard items, as `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Hashable, Sendable {
        /// Done: ends a task and keeps its changes; its title is "Done", in the `.done` style.
        case done
        /// Cancel: ends a task and drops its changes; its title is "Cancel".
        case cancel
        /// Edit: enters editing mode; its title is "Edit".
        case edit
        /// Save: saves the changes; its title is "Save".
        case save
        /// Add: creates a new item; UIKit draws a plus sign, and the item has no title.
        case add
        /// Blank space that grows to share the bar's free width among all flexible spaces; not a
        /// button.
        case flexibleSpace
        /// Blank space of a fixed width between items; not a button.
        case fixedSpace
        /// Compose: starts a new message or document; UIKit draws a pencil on a square, and the
        /// item has no title.
        case compose
        /// Reply: answers or forwards the item shown; UIKit draws a curved arrow, and the item has
        /// no title.
        case reply
        /// Action: opens the share sheet or other actions for the item shown; UIKit draws a square
        /// with an arrow out of it, and the item has no title.
        case action
        /// Organize: moves the item shown, for example into a folder; UIKit draws a folder, and the
        /// item has no title.
        case organize
        /// Bookmarks: shows the saved bookmarks; UIKit draws a book, and the item has no title.
        case bookmarks
        /// Search: starts a search; UIKit draws a magnifying glass, and the item has no title.
        case search
        /// Refresh: loads the content again; UIKit draws a circular arrow, and the item has no
        /// title.
        case refresh
        /// Stop: stops the task under way, such as a page loading; UIKit draws a cross, and the
        /// item has no title.
        case stop
        /// Camera: takes a photo or video; UIKit draws a camera, and the item has no title.
        case camera
        /// Trash: deletes the item shown; UIKit draws a trash can, and the item has no title.
        case trash
        /// Play: starts playing media; UIKit draws a triangle pointing right, and the item has no
        /// title.
        case play
        /// Pause: pauses media playback; UIKit draws two vertical bars, and the item has no title.
        case pause
        /// Rewind: moves media playback back; UIKit draws two triangles pointing left, and the item
        /// has no title.
        case rewind
        /// Fast forward: moves media playback ahead; UIKit draws two triangles pointing right, and
        /// the item has no title.
        case fastForward
        /// Undo: takes back the last change; its title is "Undo".
        case undo
        /// Redo: makes the last undone change again; its title is "Redo".
        case redo
        /// A page curl, which UIKit only showed in toolbars and has deprecated; it has no title.
        case pageCurl
        /// Close: dismisses the screen; UIKit draws a cross in a circle, and the item has no title.
        case close

        /// The English title UIKit shows for text items; nil for items shown as images.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }

    /// The item's title.
    open var title: String?

    /// The item's image.
    open var image: UIImage?

    /// How the item draws its title.
    open var style: Style = .plain

    /// Whether a tap does anything (true by default).
    open var isEnabled = true

    /// The item's tint; nil uses the bar's.
    open var tintColor: UIColor?

    /// A number that identifies the item in the app's code.
    open var tag = 0

    /// The text that assistive technologies read for the item.
    open var accessibilityLabel: String?

    /// The identifier UI tests find the item by.
    open var accessibilityIdentifier: String?

    /// The action a tap runs.
    open var primaryAction: UIAction?

    /// The menu the item shows: on a tap when it has no ``primaryAction``, else on a long press.
    open var menu: UIMenu?

    /// The system item the item was made as, if any.
    public private(set) var systemItem: SystemItem?

    /// Creates an item without title, image or action.
    public init() {}

    /// Creates an item with a title and an image; a tap runs `primaryAction`, whose title and
    /// image are used when `title` and `image` are nil.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates one of the system's standard items; a tap runs `primaryAction`. The `.done` item
    /// has the `.done` style.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item with a title, style and menu: a tap shows the menu.
    public convenience init(title: String?, style: Style, menu: UIMenu?) {
        self.init(title: title, menu: menu)
        self.style = style
    }

    /// Taps the item as a person would (a test driver; UIKit has no public equivalent): runs the
    /// ``primaryAction`` with the item as sender, unless the item is disabled. Returns whether an
    /// action ran (a tap on an item with only a ``menu`` shows the menu, which does nothing here).
    ///
    /// - Complexity: O(1) plus the action.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, let primaryAction else { return false }
        return primaryAction.perform(sender: self)
    }
}

/// What a navigation bar shows for a view controller; the engine's `UINavigationItem`.
///
/// The engine has no navigation bar: the item stores what the app sets, for tests to read.
@MainActor
open class UINavigationItem {
    /// When a navigation bar shows the title large, as `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        /// The mode of the navigation item below this one in the stack: large if its title was
        /// large (for the first item, whatever the bar's `prefersLargeTitles` says).
        case automatic
        /// A large title whenever this item is at the top of the stack.
        case always
        /// A title of the standard size, inside the bar, whenever this item is at the top.
        case never
        /// A large title inside the bar itself, with the leading and centre items moved to the
        /// overflow menu (iOS 17); with a back button it behaves as ``always``.
        case inline
    }

    /// The title shown in the bar; the view controller's ``UIViewController/title`` by default.
    open var title: String?

    /// A line of text above the title.
    open var prompt: String?

    /// The title of the back button that leads back to this item's screen.
    open var backButtonTitle: String?

    /// Whether the back button is hidden.
    open var hidesBackButton = false

    /// When the title shows large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// The items at the leading edge, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]?

    /// The items at the trailing edge, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The first of ``leftBarButtonItems``; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Creates an item without a title.
    public init() {}

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
    }

    /// Sets ``leftBarButtonItem``; nothing animates.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// Sets ``rightBarButtonItem``; nothing animates.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// Sets ``leftBarButtonItems``; nothing animates.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    /// Sets ``rightBarButtonItems``; nothing animates.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Sets ``hidesBackButton``; nothing animates.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
