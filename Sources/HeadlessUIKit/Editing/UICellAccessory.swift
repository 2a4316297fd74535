import Foundation

/// A view at the side of a list cell: a disclosure chevron, a checkmark, an editing control, a
/// text, a custom view; UIKit's `UICellAccessory` (iOS 14). Give a
/// ``UICollectionViewListCell`` its accessories with `cell.accessories = [...]`.
///
/// Each accessory shows in some editing states only (``DisplayedState``): the editing controls
/// (`delete`, `insert`, `reorder`, `multiselect`) while the list is editing, the others always,
/// by default. System accessories have fixed sides, as in UIKit: `delete`, `insert` and
/// `multiselect` at the leading edge, the rest at the trailing edge; a custom view goes where its
/// ``Placement`` says. On each side, accessories keep the order of the array, from the leading
/// edge to the trailing edge (a custom view is inserted at the index its placement's position
/// gives). In the engine each accessory is drawn as text (see ``UICollectionViewListCell``).
///
/// A value, not `Sendable` (it may hold a view and closures); copying it copies the closures
/// and the reference to the view. O(1) to copy.
public struct UICellAccessory {
    /// Runs when a person taps the accessory.
    public typealias ActionHandler = () -> Void

    /// Runs when a person picks another element of a pop-up menu accessory (iOS 16).
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    /// When an accessory shows.
    public enum DisplayedState: Hashable, Sendable {
        /// Whether or not the list is editing.
        case always
        /// Only while the list is editing.
        case whenEditing
        /// Only while the list is not editing.
        case whenNotEditing
    }

    /// How much width an accessory takes.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width (a system accessory's glyph, a custom view's frame).
        case actual
        /// The standard width for the kind of accessory, so that rows line up (the default).
        case standard
        /// This many points.
        case custom(CGFloat)
    }

    /// The kind of an accessory.
    public enum AccessoryType: Hashable {
        /// A chevron at the trailing edge saying that a tap shows more
        /// (``UICellAccessory/disclosureIndicator(displayed:options:)``).
        case disclosureIndicator
        /// A chevron that expands and collapses the item's children in an outline
        /// (``UICellAccessory/outlineDisclosure(displayed:options:actionHandler:)``).
        case outlineDisclosure
        /// A checkmark at the trailing edge (``UICellAccessory/checkmark(displayed:options:)``).
        case checkmark
        /// A delete control at the leading edge, shown while editing
        /// (``UICellAccessory/delete(displayed:options:actionHandler:)``).
        case delete
        /// An insert control at the leading edge, shown while editing
        /// (``UICellAccessory/insert(displayed:options:actionHandler:)``).
        case insert
        /// A reorder control at the trailing edge, shown while editing
        /// (``UICellAccessory/reorder(displayed:options:)``).
        case reorder
        /// A selection circle at the leading edge, filled while the cell is selected
        /// (``UICellAccessory/multiselect(displayed:options:)``).
        case multiselect
        /// A text at the trailing edge (``UICellAccessory/label(text:displayed:options:)``).
        case label
        /// A custom view (compared by identity).
        case customView(UIView)
        /// An info button (iOS 15.4).
        case detail
        /// A pop-up menu button (iOS 16).
        case popUpMenu

        public static func == (lhs: AccessoryType, rhs: AccessoryType) -> Bool {
            switch (lhs, rhs) {
            case (.customView(let a), .customView(let b)): a === b
            case (.customView, _), (_, .customView): false
            default: lhs.order == rhs.order
            }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(order)
            if case .customView(let view) = self { hasher.combine(ObjectIdentifier(view)) }
        }

        private var order: Int {
            switch self {
            case .disclosureIndicator: 0
            case .outlineDisclosure: 1
            case .checkmark: 2
            case .delete: 3
            case .insert: 4
            case .reorder: 5
            case .multiselect: 6
            case .label: 7
            case .customView: 8
            case .detail: 9
            case .popUpMenu: 10
            }
        }
    }

    /// The kind of accessory.
    public let accessoryType: AccessoryType

    let displayed: DisplayedState
    let options: AccessoryOptions
    let actionHandler: ActionHandler?
    /// A label accessory's text and font, and whether the font follows Dynamic Type.
    let text: String?
    let font: UIFont?
    let adjustsFontForContentSizeCategory: Bool
    /// Whether a reorder control shows its vertical separator.
    let showsVerticalSeparator: Bool
    /// A custom view's configuration.
    let custom: CustomViewConfiguration?
    /// An outline disclosure's style.
    let outlineStyle: OutlineDisclosureOptions.Style
    /// A pop-up menu accessory's menu and handler.
    let menu: (menu: UIMenu, handler: MenuSelectedElementDidChangeHandler?)?

    private init(
        _ type: AccessoryType, displayed: DisplayedState, options: some UICellAccessoryOptions, actionHandler: ActionHandler? = nil,
        text: String? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = false,
        showsVerticalSeparator: Bool = false, custom: CustomViewConfiguration? = nil,
        outlineStyle: OutlineDisclosureOptions.Style = .automatic, menu: (UIMenu, MenuSelectedElementDidChangeHandler?)? = nil
    ) {
        accessoryType = type
        self.displayed = displayed
        self.options = AccessoryOptions(
            isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
            backgroundColor: options.backgroundColor)
        self.actionHandler = actionHandler
        self.text = text
        self.font = font
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.showsVerticalSeparator = showsVerticalSeparator
        self.custom = custom
        self.outlineStyle = outlineStyle
        self.menu = menu
    }

    // MARK: Factories

    /// A chevron at the trailing edge, saying that a tap shows more (shown always by default).
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, options: options)
    }

    /// A checkmark at the trailing edge (shown always by default).
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, options: options)
    }

    /// A delete control at the leading edge (shown while editing by default). A tap runs
    /// `actionHandler`; without one, it shows the row's trailing swipe actions, as UIKit does.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, options: options, actionHandler: actionHandler)
    }

    /// An insert control at the leading edge (shown while editing by default); a tap runs `actionHandler`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, options: options, actionHandler: actionHandler)
    }

    /// A reorder control at the trailing edge (shown while editing by default).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, options: options, showsVerticalSeparator: options.showsVerticalSeparator)
    }

    /// A selection circle at the leading edge, filled while the cell is selected (shown while
    /// editing by default).
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, options: options)
    }

    /// A chevron at the trailing edge that expands and collapses the item's children in an
    /// outline (shown always by default). A tap runs `actionHandler`; without one it toggles the
    /// item through the diffable data source (`sectionSnapshotHandlers` decide), as UIKit does.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed: displayed, options: options, actionHandler: actionHandler, outlineStyle: options.style)
    }

    /// A text at the trailing edge (shown always by default).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(
            .label, displayed: displayed, options: options, text: text, font: options.font,
            adjustsFontForContentSizeCategory: options.adjustsFontForContentSizeCategory)
    }

    /// An info button at the trailing edge (iOS 15.4; shown always by default); a tap runs `actionHandler`.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, options: options, actionHandler: actionHandler)
    }

    /// A button at the trailing edge that shows `menu` (iOS 16; shown always by default).
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.popUpMenu, displayed: displayed, options: options, menu: (menu, selectedElementDidChangeHandler))
    }

    /// A view of your own, where `configuration` places it.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState =
            switch configuration.placement {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        return UICellAccessory(.customView(configuration.customView), displayed: displayed, options: configuration, custom: configuration)
    }
}

// MARK: - Placement and options

extension UICellAccessory {
    /// The side a custom view shows on, when it shows, and where among that side's accessories.
    public enum Placement {
        /// Chooses the index among a side's accessories (the array it gets) to insert at.
        public typealias Position = ([UICellAccessory]) -> Int

        /// At the leading edge; by default after the other leading accessories (next to the content).
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing edge; by default before the other trailing accessories (next to the content).
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// A position just before the first accessory of `accessory`'s kind, or at the end when
        /// the side has none. O(*n*) for *n* accessories on the side.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.accessoryType == accessory.accessoryType } ?? accessories.count }
        }

        /// A position just after the first accessory of `accessory`'s kind, or at the end when
        /// the side has none. O(*n*) for *n* accessories on the side.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.accessoryType == accessory.accessoryType }.map { $0 + 1 } ?? accessories.count }
        }
    }

    /// A custom view accessory: the view, its placement and how it takes room.
    public struct CustomViewConfiguration: UICellAccessoryOptions {
        /// The view shown, centred in its slot (see ``maintainsFixedSize`` for its size).
        public let customView: UIView
        /// Its side, editing states and position.
        public let placement: Placement
        /// Whether the view is hidden (its width stays reserved); false by default.
        public var isHidden: Bool
        /// The width it takes (``LayoutDimension/standard`` by default: its frame's width plus a
        /// 16-point gap on the content's side; `.actual`: its frame's width).
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint colour; nil (the default) keeps the cell's.
        public var tintColor: UIColor?
        /// Whether the view keeps the size of its frame (false by default): when false, the cell
        /// sizes it as it lays its accessories out, to its `sizeThatFits(_:)` for the cell's
        /// height (a plain view answers its current size, a label its text's), no taller than
        /// the cell.
        public var maintainsFixedSize: Bool

        /// Creates the configuration; nil arguments take the defaults above. O(1).
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions: UICellAccessoryOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Creates the options; nil arguments take the defaults (shown, standard width, the cell's tint). O(1).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    /// Options of a checkmark.
    public struct CheckmarkOptions: UICellAccessoryOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Creates the options; nil arguments take the defaults (shown, standard width, the cell's tint). O(1).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    /// Options of an info button (iOS 15.4).
    public struct DetailOptions: UICellAccessoryOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Creates the options; nil arguments take the defaults (shown, standard width, the cell's tint). O(1).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    /// Options of a pop-up menu button (iOS 16).
    public struct PopUpMenuOptions: UICellAccessoryOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Creates the options; nil arguments take the defaults (shown, standard width, the cell's tint). O(1).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    /// Options of a delete control.
    public struct DeleteOptions: UICellAccessoryOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The control's fill; nil (the default) is the system red. The engine draws the control
        /// as its glyph, in the system red, and fills the glyph's slot with this colour when set.
        public var backgroundColor: UIColor?
        /// Creates the options; nil arguments take the defaults (shown, standard width, system colours). O(1).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an insert control.
    public struct InsertOptions: UICellAccessoryOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The control's fill; nil (the default) is the system green. The engine draws the control
        /// as its glyph, in the system green, and fills the glyph's slot with this colour when set.
        public var backgroundColor: UIColor?
        /// Creates the options; nil arguments take the defaults (shown, standard width, system colours). O(1).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a selection circle.
    public struct MultiselectOptions: UICellAccessoryOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The circle's fill while selected; nil (the default) is the tint. The engine draws the
        /// circle as its glyph, in the tint, and fills the glyph's slot with this colour while the
        /// cell is selected, when set.
        public var backgroundColor: UIColor?
        /// Creates the options; nil arguments take the defaults (shown, standard width, system colours). O(1).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a reorder control.
    public struct ReorderOptions: UICellAccessoryOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether a vertical line separates the control from the content (true by default); the
        /// engine draws it as `│` before the control's `≡`.
        public var showsVerticalSeparator: Bool
        /// Creates the options; nil arguments take the defaults (shown, standard width, the cell's tint, a separator). O(1).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions: UICellAccessoryOptions {
        /// How taps on the cell behave.
        public enum Style: Hashable, Sendable {
            /// `.header` when the cell's content configuration is a header's, else `.cell`.
            case automatic
            /// A tap anywhere on the cell toggles it; the cell is not selected.
            case header
            /// A tap on the chevron toggles; a tap elsewhere selects the cell.
            case cell
        }

        /// The tap behaviour (``Style/automatic`` by default).
        public var style: Style
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Creates the options; nil arguments take the defaults (automatic, shown, standard width, the cell's tint). O(1).
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.style = style ?? .automatic
        }
    }

    /// Options of a text accessory.
    public struct LabelOptions: UICellAccessoryOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The text's font (body by default).
        public var font: UIFont
        /// Whether the font follows the Dynamic Type size (true by default): with a text-style
        /// font, the label reads at the cell's content size category.
        public var adjustsFontForContentSizeCategory: Bool
        /// Creates the options; nil arguments take the defaults (shown, standard width, secondary
        /// text colour, body font, Dynamic Type). O(1).
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
            adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.font = font ?? .body
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }
}

/// What every accessory's options have in common (internal: UIKit's options structs share these
/// members without a protocol).
protocol UICellAccessoryOptions {
    /// Whether the accessory is hidden; its width stays reserved.
    var isHidden: Bool { get }
    /// The width the accessory takes.
    var reservedLayoutWidth: UICellAccessory.LayoutDimension { get }
    /// The accessory's tint colour; nil keeps the cell's.
    var tintColor: UIColor? { get }
    /// The control's fill (delete, insert and multiselect options have one); nil for none.
    var backgroundColor: UIColor? { get }
}

extension UICellAccessoryOptions {
    var backgroundColor: UIColor? { nil }
}

/// The options as the cell lays accessories out with them.
struct AccessoryOptions {
    var isHidden: Bool
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var tintColor: UIColor?
    var backgroundColor: UIColor?
}
