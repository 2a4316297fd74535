import Foundation

/// What a cell, header or footer shows behind its content; the engine's `UIBackgroundConfiguration`.
///
/// Start from a preset, change what you need, and assign it to
/// ``ReusableView/backgroundConfiguration``:
///
/// ```swift
/// var background = UIBackgroundConfiguration.listPlainCell()
/// background.cornerRadius = 9
/// cell.backgroundConfiguration = background
/// ```
///
/// A nil ``backgroundColor`` or ``strokeColor`` means the view's tint colour; transformers apply
/// on top: ``resolvedBackgroundColor(for:)`` is `transformer(backgroundColor ?? tint)`.
///
/// ## What the system changes with the state
///
/// A cell passes its configuration through ``updated(for:)`` at each state change (unless
/// ``ReusableView/automaticallyUpdatesBackgroundConfiguration`` is off). As in UIKit, that
/// changes only what the app left to the system: a preset's ``backgroundColor`` follows the
/// state (a selected list cell turns grey) until the app assigns one; from then on the app's
/// colour shows in every state:
///
/// ```swift
/// var background = UIBackgroundConfiguration.listPlainCell()
/// background.backgroundColor = .systemBlue   // stays blue when the cell is selected
/// cell.backgroundConfiguration = background
/// ```
///
/// The configuration records the assignment itself, not the value: the setter marks the colour
/// as the app's. Comparing with the preset's colour instead would not be exact, since an app
/// that assigns the very colour the preset starts with (`.white`, the plain cell's
/// `systemBackground`) means it and would still see it replaced. The mark is carried by copies
/// and is not part of equality or hashing, which compare what the configuration shows.
public struct UIBackgroundConfiguration: Hashable {
    /// Which preset the configuration came from, for ``updated(for:)``.
    enum Preset: Hashable, Sendable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
        case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader

        /// The fill the system gives the preset, in the normal state or when the view is
        /// selected or highlighted (nil: the tint).
        func backgroundColor(selectedOrHighlighted: Bool) -> UIColor? {
            switch self {
            case .listPlainCell, .listGroupedCell: selectedOrHighlighted ? .systemGray4 : .systemBackground
            case .listSidebarCell: selectedOrHighlighted ? nil : .clear
            case .listAccompaniedSidebarCell: selectedOrHighlighted ? .systemGray4 : .clear
            case .listPlainHeaderFooter: .systemBackground
            case .clear, .listGroupedHeaderFooter, .listSidebarHeader: .clear
            }
        }
    }

    /// Which of the properties ``updated(for:)`` may change the app has assigned. Every value
    /// is equal to every other and hashes to nothing, so that equality and hashing of the
    /// configuration (synthesized) compare only what it shows.
    private struct Customizations: Hashable {
        var backgroundColor = false

        static func == (lhs: Customizations, rhs: Customizations) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    /// A view shown inside the background, filling it. Compared by identity.
    public var customView: UIView? {
        get { customViewBox?.view }
        set { customViewBox = newValue.map(ViewBox.init) }
    }
    private var customViewBox: ViewBox?

    /// How far the background's corners are rounded. On a view with a background configuration
    /// this is what rounds it (iOS 14 and later): the background covers the view's own layer, so
    /// renderers draw this radius whatever `layer.cornerRadius` the app set on the cell, and the
    /// engine never writes to that layer (only to the ``BackgroundConfigurationView``'s).
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The fill; nil means the tint colour.
    ///
    /// Assigning it, any value (nil and the preset's own colour included), makes it the app's:
    /// ``updated(for:)`` leaves it as assigned from then on. Left alone, it is the preset's
    /// and follows the state.
    public var backgroundColor: UIColor? {
        get { systemOrAppBackgroundColor }
        set {
            systemOrAppBackgroundColor = newValue
            customizations.backgroundColor = true
        }
    }
    /// The fill: the preset's for the last state ``updated(for:)`` saw, or the app's.
    private var systemOrAppBackgroundColor: UIColor?
    private var customizations = Customizations()
    /// Turns the fill colour (``backgroundColor``, or the tint when it is nil) into the colour
    /// drawn; nil (the default) draws it as is. See ``resolvedBackgroundColor(for:)``.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The effect behind the fill (a ``UIBlurEffect``), nil by default. The engine draws no
    /// blur; the picture output records it on the background (`data-visual-effect`).
    public var visualEffect: UIVisualEffect?
    /// An image UIKit draws over the fill, nil by default; the engine keeps it but draws no image.
    public var image: UIImage?
    /// The outline colour; nil means the tint colour.
    public var strokeColor: UIColor? = .clear
    /// Turns the outline colour (``strokeColor``, or the tint when it is nil) into the colour
    /// drawn; nil (the default) draws it as is. See ``resolvedStrokeColor(for:)``.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The outline's width in points; 0 (the default) draws no outline.
    public var strokeWidth: CGFloat = 0
    /// How far the outline sits outside the background's edge.
    public var strokeOutset: CGFloat = 0

    let preset: Preset

    /// The preset in its normal state, with nothing customised.
    init(preset: Preset) {
        self.preset = preset
        systemOrAppBackgroundColor = preset.backgroundColor(selectedOrHighlighted: false)
    }

    /// No fill at all.
    public static func clear() -> UIBackgroundConfiguration { .init(preset: .clear) }
    /// A plain-list cell: white, grey when selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(preset: .listPlainCell) }
    /// A grouped-list cell: white on the grouped grey, grey when selected or highlighted.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(preset: .listGroupedCell) }
    /// A sidebar cell: clear, rounded, tinted when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(preset: .listSidebarCell)
        configuration.cornerRadius = 10
        return configuration
    }
    /// A sidebar cell next to a detail column: as ``listSidebarCell()``, grey when selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(preset: .listAccompaniedSidebarCell)
        configuration.cornerRadius = 10
        return configuration
    }
    /// A plain-list header or footer: the plain background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(preset: .listPlainHeaderFooter) }
    /// A grouped-list header or footer: clear over the grouped grey.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(preset: .listGroupedHeaderFooter) }
    /// A sidebar section header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(preset: .listSidebarHeader) }

    /// The fill for a view whose tint is `tintColor`: the transformer applied to
    /// `backgroundColor ?? tintColor`.
    ///
    /// - Complexity: O(1) plus the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The outline colour for a view whose tint is `tintColor`, resolved as the fill is.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    /// The configuration as it looks in `state`: what the app left to the system follows the
    /// state, what the app assigned stays. A list cell preset's fill turns grey (`systemGray4`)
    /// when the view is highlighted or selected and back to `systemBackground` otherwise; a
    /// sidebar cell's turns to the tint (accompanied sidebar: grey); the clear, header and
    /// footer presets do not change. A ``backgroundColor`` the app assigned is kept in every
    /// state, as are all the other properties. States other than a cell's or a view's change
    /// nothing.
    ///
    /// A configuration returned here is still the system's where it was before: its fill
    /// follows the next state it is updated for, as the preset's would.
    ///
    /// - Complexity: O(1).
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard !customizations.backgroundColor,
            let cellState = state as? UICellConfigurationState ?? (state as? UIViewConfigurationState).map(Self.cellState)
        else { return self }
        var updated = self
        updated.systemOrAppBackgroundColor = preset.backgroundColor(
            selectedOrHighlighted: cellState.isSelected || cellState.isHighlighted)
        return updated
    }

    private static func cellState(_ viewState: UIViewConfigurationState) -> UICellConfigurationState {
        var state = UICellConfigurationState()
        state.viewState = viewState
        return state
    }
}

/// Holds a view so a value can compare it by identity.
private struct ViewBox: Hashable {
    let view: UIView
    static func == (lhs: ViewBox, rhs: ViewBox) -> Bool { lhs.view === rhs.view }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
}

/// An effect drawn behind content, as UIKit's `UIVisualEffect`: the base of ``UIBlurEffect``.
/// Effects are immutable values compared with `==` (`isEqual`); the engine draws none of them
/// and records them in its pictures.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    // Unchecked: effects are immutable after init, as UIKit's.

    /// An effect that does nothing.
    public override init() { super.init() }

    /// How the picture output names the effect (nil: not shown).
    var recordedDescription: String? { nil }
}

/// A blur of what is behind, in one of UIKit's styles; UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur styles, with UIKit's raw values: the classic ones (`extraLight`, `light`,
    /// `dark`), the adaptive `regular` and `prominent`, and the materials from ultra-thin to
    /// chrome, which follow the appearance unless named `…Light` or `…Dark`.
    public enum Style: Int, Hashable, Sendable {
        /// A very light blur (classic).
        case extraLight = 0
        /// A light blur (classic).
        case light = 1
        /// A dark blur (classic).
        case dark = 2
        /// The regular blur, adapting to the appearance.
        case regular = 4
        /// A more opaque blur, adapting to the appearance.
        case prominent = 5
        /// The thinnest material, adapting to the appearance.
        case systemUltraThinMaterial = 6
        /// A thin material, adapting to the appearance.
        case systemThinMaterial = 7
        /// The standard material, adapting to the appearance.
        case systemMaterial = 8
        /// A thick material, adapting to the appearance.
        case systemThickMaterial = 9
        /// The material of bars, adapting to the appearance.
        case systemChromeMaterial = 10
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// The standard material, always light.
        case systemMaterialLight = 13
        /// A thick material, always light.
        case systemThickMaterialLight = 14
        /// The material of bars, always light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// The standard material, always dark.
        case systemMaterialDark = 18
        /// A thick material, always dark.
        case systemThickMaterialDark = 19
        /// The material of bars, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The style the blur was made with. An engine addition (UIKit keeps it private).
    public let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Blurs are equal when their styles are, so configurations holding them compare by value.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return type(of: other) == type(of: self) && other.style == style
    }

    /// The style's hash, consistent with `isEqual(_:)`.
    open override var hash: Int { style.rawValue }

    override var recordedDescription: String? { "blur(\(style))" }
}
