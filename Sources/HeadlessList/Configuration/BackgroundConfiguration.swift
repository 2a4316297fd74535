import Foundation

/// What a cell, header or footer shows behind its content; the engine's `UIBackgroundConfiguration`.
///
/// Start from a preset, change what you need, and assign it to
/// ``ReusableView/backgroundConfiguration``:
///
/// ```swift
/// var background = BackgroundConfiguration.listPlainCell()
/// background.cornerRadius = 9
/// cell.backgroundConfiguration = background
/// ```
///
/// A nil ``backgroundColor`` or ``strokeColor`` means the view's tint colour; transformers apply
/// on top: ``resolvedBackgroundColor(for:)`` is `transformer(backgroundColor ?? tint)`.
public struct BackgroundConfiguration: Hashable {
    /// A blur behind the background, as `UIVisualEffect`.
    public enum VisualEffect: Hashable, Sendable {
        case blur(Style)

        public enum Style: Hashable, Sendable {
            case regular, prominent, systemMaterial, systemThinMaterial, systemThickMaterial
        }
    }

    /// Which preset the configuration came from, for ``updated(for:)``.
    enum Preset: Hashable, Sendable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
        case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
    }

    /// A view shown inside the background, filling it. Compared by identity.
    public var customView: View? {
        get { customViewBox?.view }
        set { customViewBox = newValue.map(ViewBox.init) }
    }
    private var customViewBox: ViewBox?

    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges.
    public var backgroundInsets = DirectionalEdgeInsets.zero
    /// The fill; nil means the tint colour.
    public var backgroundColor: Color? = .clear
    public var backgroundColorTransformer: ColorTransformer?
    public var visualEffect: VisualEffect?
    public var image: Image?
    /// The outline colour; nil means the tint colour.
    public var strokeColor: Color? = .clear
    public var strokeColorTransformer: ColorTransformer?
    public var strokeWidth: CGFloat = 0
    /// How far the outline sits outside the background's edge.
    public var strokeOutset: CGFloat = 0

    let preset: Preset

    init(preset: Preset, backgroundColor: Color?) {
        self.preset = preset
        self.backgroundColor = backgroundColor
    }

    /// No fill at all.
    public static func clear() -> BackgroundConfiguration { .init(preset: .clear, backgroundColor: .clear) }
    /// A plain-list cell: white.
    public static func listPlainCell() -> BackgroundConfiguration {
        .init(preset: .listPlainCell, backgroundColor: .systemBackground)
    }
    /// A grouped-list cell: white on the grouped grey.
    public static func listGroupedCell() -> BackgroundConfiguration {
        .init(preset: .listGroupedCell, backgroundColor: .systemBackground)
    }
    /// A sidebar cell: clear, rounded, tinted when selected.
    public static func listSidebarCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration(preset: .listSidebarCell, backgroundColor: .clear)
        configuration.cornerRadius = 10
        return configuration
    }
    /// A sidebar cell next to a detail column: as ``listSidebarCell()``, grey when selected.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration(preset: .listAccompaniedSidebarCell, backgroundColor: .clear)
        configuration.cornerRadius = 10
        return configuration
    }
    /// A plain-list header or footer: the plain background.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        .init(preset: .listPlainHeaderFooter, backgroundColor: .systemBackground)
    }
    /// A grouped-list header or footer: clear over the grouped grey.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        .init(preset: .listGroupedHeaderFooter, backgroundColor: .clear)
    }
    /// A sidebar section header: clear.
    public static func listSidebarHeader() -> BackgroundConfiguration {
        .init(preset: .listSidebarHeader, backgroundColor: .clear)
    }

    /// The fill for a view whose tint is `tintColor`: the transformer applied to
    /// `backgroundColor ?? tintColor`.
    ///
    /// - Complexity: O(1) plus the transformer.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The outline colour for a view whose tint is `tintColor`, resolved as the fill is.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    /// The preset as it looks in `state`: a list cell preset that still has its own colour
    /// turns grey (`systemGray4`) when highlighted or selected, a sidebar cell turns to the tint
    /// (accompanied sidebar: grey); a colour you set yourself is kept. Other presets do not
    /// change.
    public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
        guard let cellState = state as? CellConfigurationState ?? (state as? ViewConfigurationState).map(Self.cellState),
            cellState.isSelected || cellState.isHighlighted
        else { return self }
        var updated = self
        switch preset {
        case .listPlainCell, .listGroupedCell:
            if backgroundColor == .systemBackground { updated.backgroundColor = .systemGray4 }
        case .listSidebarCell:
            if backgroundColor == .clear { updated.backgroundColor = nil }
        case .listAccompaniedSidebarCell:
            if backgroundColor == .clear { updated.backgroundColor = .systemGray4 }
        case .clear, .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader:
            break
        }
        return updated
    }

    private static func cellState(_ viewState: ViewConfigurationState) -> CellConfigurationState {
        var state = CellConfigurationState()
        state.viewState = viewState
        return state
    }
}

/// Holds a view so a value can compare it by identity.
private struct ViewBox: Hashable {
    let view: View
    static func == (lhs: ViewBox, rhs: ViewBox) -> Bool { lhs.view === rhs.view }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
}
