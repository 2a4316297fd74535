import Foundation

/// What a list cell, header or footer shows: an image, a text and a secondary text, styled for
/// the list; the engine's `UIListContentConfiguration`.
///
/// Start from the preset for the place the content shows in, set the content, change any style
/// you need, and assign it to a cell's ``ReusableView/contentConfiguration`` (or show it anywhere
/// with ``makeContentView()``, which makes a ``UIListContentView``):
///
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "Harpo"
/// content.secondaryText = "Harp"
/// content.image = UIImage(systemName: "music.note")
/// content.imageProperties.cornerRadius = 4
/// cell.contentConfiguration = content
/// ```
///
/// ## Presets
///
/// The engine has no Dynamic Type: fonts are the text styles at the default size, and text is
/// measured with ``UIFont``'s fixed metrics (a line is `1.2 × pointSize` tall). Every preset has
/// `alpha` 1, text and secondary text with ``TextProperties/numberOfLines`` 0 (no limit, as in
/// UIKit), natural alignment and tail truncation, an image tinted with the view's tint
/// (``ImageProperties/tintColor`` nil) with no corner radius, maximum size or reserved size,
/// a horizontal text-to-secondary-text padding of 8 and a vertical one of 3.
///
/// | Preset | Text | Secondary text | Margins (top, leading, bottom, trailing) | Image–text padding |
/// |---|---|---|---|---|
/// | ``cell()``, ``subtitleCell()`` | body 17, `label` | subheadline 15, `secondaryLabel`, below | 11.8, 16, 11.8, 16 | 16 |
/// | ``valueCell()`` | body 17, `label` | body 17, `secondaryLabel`, side by side | 11.8, 16, 11.8, 16 | 16 |
/// | ``sidebarCell()``, ``sidebarSubtitleCell()``, ``accompaniedSidebarCell()`` | body 17, `label` | subheadline 15, `secondaryLabel`, below | 11.8, 16, 11.8, 16 | 12 |
/// | ``plainHeader()`` | headline 17 semibold, `label` | subheadline 15, `secondaryLabel` | 6, 16, 6, 16 | 8 |
/// | ``plainFooter()`` | footnote 13, `secondaryLabel` | subheadline 15, `secondaryLabel` | 6, 16, 6, 16 | 8 |
/// | ``groupedHeader()`` | footnote 13, `secondaryLabel`, UPPERCASE | subheadline 15, `secondaryLabel` | 16, 16, 6, 16 | 8 |
/// | ``groupedFooter()`` | footnote 13, `secondaryLabel` | subheadline 15, `secondaryLabel` | 6, 16, 16, 16 | 8 |
/// | ``sidebarHeader()`` | headline 17 semibold, `label` | subheadline 15, `secondaryLabel` | 12, 16, 6, 16 | 8 |
/// | ``prominentInsetGroupedHeader()`` | bold 20, `label` | subheadline 15, `secondaryLabel` | 16, 16, 8, 16 | 8 |
/// | ``extraProminentInsetGroupedHeader()`` | bold 22, `label` | subheadline 15, `secondaryLabel` | 16, 16, 8, 16 | 8 |
///
/// The cell margins are 11.8 rather than UIKit's 11 so that a one-line cell measures UIKit's
/// standard row height with the engine's metrics: 11.8 + 20.4 (one body line) + 11.8 = 44.
/// A subtitle cell with one line of each is 11.8 + 20.4 + 3 + 18 + 11.8 = 65.
///
/// ``groupedHeader()`` upper-cases its text, the classic grouped-table look; set
/// `textProperties.transform = .none` for the text as written. No other preset transforms text.
///
/// ``cell()`` and ``subtitleCell()`` lay out the same way (UIKit's `.default` and `.subtitle`
/// cell styles); they differ in the preset they record, so they are not equal to each other.
///
/// Configurations compare by every property and by the preset they came from.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// How a text looks, as `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// How lines align, as `UIListContentConfiguration.TextProperties.TextAlignment`.
        /// ``UIListContentView`` gives each label the full width of the text column, so
        /// `.center` centres the text between the image area and the trailing margin.
        public enum TextAlignment: Hashable, Sendable {
            /// Leading (left, as the engine lays out left to right).
            case natural
            /// Each line centred in the text column.
            case center
            /// Lines stretched to fill the column's width, as UIKit does for all but the last;
            /// the engine measures as for `.natural` and draws the text from the leading edge.
            case justified
        }

        /// A change of case applied to the text before it shows, as
        /// `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Hashable, Sendable {
            /// The text shows as written.
            case none
            /// Every letter upper case: `"Due today"` shows `"DUE TODAY"`.
            case uppercase
            /// Every letter lower case: `"Due Today"` shows `"due today"`.
            case lowercase
            /// The first letter of every word upper case, the rest lower: `"due TODAY"` shows `"Due Today"`.
            case capitalized
        }

        /// The font the text is measured and drawn with (the preset's by default).
        public var font: UIFont
        /// The colour, before ``colorTransformer``.
        public var color: UIColor
        /// Applied to ``color`` by ``resolvedColor()``; nil leaves it unchanged.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How the lines align in the text column (`.natural` by default).
        public var alignment = TextAlignment.natural
        /// Whether a Dynamic Type ``font`` follows the content size category of the view's
        /// traits (true by default, as in UIKit): the label showing the text gets the same
        /// setting, so a preset's text grows with `preferredContentSizeCategory`.
        public var adjustsFontForContentSizeCategory = true
        /// The most lines shown; 0 means no limit.
        public var numberOfLines = 0
        /// How a line that does not fit is shortened (`.byTruncatingTail` by default); passed to
        /// the label, which records it (measurement wraps by characters).
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The change of case applied to the text.
        public var transform = TextTransform.none

        init(font: UIFont, color: UIColor, transform: TextTransform = .none) {
            self.font = font
            self.color = color
            self.transform = transform
        }

        /// The colour the text shows in: ``colorTransformer`` applied to ``color``.
        ///
        /// - Complexity: O(1) plus the transformer.
        public func resolvedColor() -> UIColor {
            colorTransformer.map { $0(color) } ?? color
        }

        /// `text` as it shows, after ``transform``.
        ///
        /// ```swift
        /// UIListContentConfiguration.groupedHeader().textProperties.transformedText("Due today") // "DUE TODAY"
        /// ```
        ///
        /// - Complexity: O(*c*) in the number of characters.
        public func transformedText(_ text: String) -> String {
            Self.transformedText(text, transform)
        }

        /// `text` after `transform`. O(*c*) in the number of characters.
        static func transformedText(_ text: String, _ transform: TextTransform) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

        /// The label alignment that shows ``alignment``.
        var labelAlignment: HeadlessUIKit.NSTextAlignment {
            switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        }
    }

    /// How the image looks and how much room it takes, as
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// The tint of the image, before ``tintColorTransformer``; nil means the view's tint.
        public var tintColor: UIColor?
        /// Applied to the tint by ``resolvedTintColor(for:)``; nil leaves it unchanged.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The rounding of the image's corners (the image view's `layer.cornerRadius`).
        public var cornerRadius: CGFloat = 0
        /// The largest size the image shows at; an image bigger than this is scaled down,
        /// keeping its aspect ratio, to fit. A zero width or height is no limit on that side.
        public var maximumSize = CGSize.zero
        /// The least room the image takes: the image is centred in an area at least this big,
        /// so the texts of rows with images of different widths line up. A zero width or height
        /// reserves nothing on that side. Used only when there is an image.
        public var reservedLayoutSize = CGSize.zero
        /// The symbol configuration applied to a symbol image as it shows (the image view's
        /// `preferredSymbolConfiguration`); nil leaves the image's own configuration. An image
        /// that is not a symbol is unaffected.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        init() {}

        /// The tint of the image in a view whose tint is `tintColor`: ``tintColorTransformer``
        /// applied to `self.tintColor ?? tintColor`.
        ///
        /// - Complexity: O(1) plus the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(color) } ?? color
        }
    }

    /// Which preset the configuration came from, for ``updated(for:)``.
    private enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case sidebarCell, sidebarSubtitleCell, sidebarHeader, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    }

    /// The properties other than the texts and the image: how the content looks and takes room,
    /// and the preset it came from. Synthesized equality and hashing compare every one.
    private struct Styling: Hashable, Sendable {
        var textProperties: TextProperties
        var secondaryTextProperties: TextProperties
        var imageProperties = ImageProperties() {
            didSet { imageTakesViewTint = imageProperties.tintColor == nil && imageProperties.tintColorTransformer == nil }
        }
        /// Whether ``imageProperties`` sets neither a tint colour nor a transformer: a flag the
        /// content view reads on every layout, where reading the optional colour copies it.
        private(set) var imageTakesViewTint = true
        var directionalLayoutMargins: NSDirectionalEdgeInsets
        var axesPreservingSuperviewLayoutMargins = UIAxis.both
        var prefersSideBySideTextAndSecondaryText = false
        var imageToTextPadding: CGFloat
        var textToSecondaryTextHorizontalPadding: CGFloat = 8
        var textToSecondaryTextVerticalPadding: CGFloat = 3
        var alpha: CGFloat = 1
        let style: Style
    }

    /// A copy-on-write box holding a ``Styling``. Each preset keeps one box that every
    /// configuration it makes shares, so making a preset copies no fonts or colours; a
    /// configuration copies the box on its first styling change (``styling``' `_modify`). Never
    /// mutated while shared, so sharing it between threads is safe.
    private final class StylingBox: @unchecked Sendable {
        @exclusivity(unchecked) var styling: Styling
        init(_ styling: Styling) { self.styling = styling }
    }

    /// The stored properties, in one copy-on-write box: copying a configuration (into a cell's
    /// `contentConfiguration`, out of it, through `updated(for:)`, into the content view) is one
    /// reference, and two copies of the same box compare equal without reading their fields.
    private struct Fields: Hashable, Sendable {
        var text: String?
        var secondaryText: String?
        // Immutable copies, never mutated after they are stored, so sharing them is safe.
        nonisolated(unsafe) var storedAttributedText: NSAttributedString?
        nonisolated(unsafe) var storedSecondaryAttributedText: NSAttributedString?
        var image: UIImage? { didSet { hasImage = image != nil } }
        /// Whether ``image`` is set: a flag the content view reads on every layout, where
        /// reading the optional image itself copies it.
        private(set) var hasImage = false
        /// The styling, shared with the preset (and with copies) until it changes.
        var stylingBox: StylingBox

        init(stylingBox: StylingBox) { self.stylingBox = stylingBox }

        static func == (lhs: Fields, rhs: Fields) -> Bool {
            lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText
                && lhs.storedAttributedText == rhs.storedAttributedText
                && lhs.storedSecondaryAttributedText == rhs.storedSecondaryAttributedText
                && lhs.image == rhs.image
                && (lhs.stylingBox === rhs.stylingBox || lhs.stylingBox.styling == rhs.stylingBox.styling)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(secondaryText)
            hasher.combine(storedAttributedText)
            hasher.combine(storedSecondaryAttributedText)
            hasher.combine(image)
            hasher.combine(stylingBox.styling)
        }
    }

    /// The box holding the fields. Never mutated while shared (``fields``' `_modify` copies it
    /// first), so sharing it between threads is safe.
    private final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }

        /// `fields == other.fields`. Reads the fields one by one (passing a box's whole
        /// struct to `==` copies it out first) and compares the styling only when the two do
        /// not share it.
        func hasEqualFields(_ other: Box) -> Bool {
            guard fields.text == other.fields.text, fields.secondaryText == other.fields.secondaryText else {
                return false
            }
            guard fields.stylingBox === other.fields.stylingBox else { return fields == other.fields }
            return fields.storedAttributedText == other.fields.storedAttributedText
                && fields.storedSecondaryAttributedText == other.fields.storedSecondaryAttributedText
                && fields.hasImage == other.fields.hasImage && (!fields.hasImage || fields.image == other.fields.image)
        }
    }

    private var box: Box

    /// The fields, read in place; written after copying the box if it is shared.
    private var fields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// The styling, read in place (``Fields/stylingBox``); written after copying the boxes
    /// that are shared (a preset's styling box always is).
    private var styling: Styling {
        get { box.fields.stylingBox.styling }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            if !isKnownUniquelyReferenced(&box.fields.stylingBox) {
                box.fields.stylingBox = StylingBox(box.fields.stylingBox.styling)
            }
            yield &box.fields.stylingBox.styling
        }
    }

    /// The main text; nil or empty shows none. Setting a non-nil text clears
    /// ``attributedText``, as in UIKit.
    public var text: String? {
        get { box.fields.text }
        set {
            fields.text = newValue
            if newValue != nil && box.fields.storedAttributedText != nil { fields.storedAttributedText = nil }
        }
    }
    /// The second text, below the main one or beside it; nil or empty shows none. Setting a
    /// non-nil text clears ``secondaryAttributedText``, as in UIKit.
    public var secondaryText: String? {
        get { box.fields.secondaryText }
        set {
            fields.secondaryText = newValue
            if newValue != nil && box.fields.storedSecondaryAttributedText != nil {
                fields.storedSecondaryAttributedText = nil
            }
        }
    }
    /// The main text with attributes. Setting a non-nil value clears ``text``, as in UIKit; the
    /// label shows its characters with ``textProperties``' font and colour (the engine keeps
    /// attributes but draws none). ``TextProperties/transform`` applies to plain text only.
    ///
    /// The configuration keeps an immutable copy (so a later change to an
    /// `NSMutableAttributedString` you passed does not show), which is why it may hold the
    /// non-`Sendable` class and stay `Sendable`.
    public var attributedText: NSAttributedString? {
        get { box.fields.storedAttributedText }
        set {
            fields.storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            if newValue != nil && box.fields.text != nil { fields.text = nil }
        }
    }
    /// The second text with attributes. Setting a non-nil value clears ``secondaryText``, as in
    /// UIKit; shown as ``attributedText`` is, with ``secondaryTextProperties``.
    public var secondaryAttributedText: NSAttributedString? {
        get { box.fields.storedSecondaryAttributedText }
        set {
            fields.storedSecondaryAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            if newValue != nil && box.fields.secondaryText != nil { fields.secondaryText = nil }
        }
    }
    /// The image at the leading edge; nil shows none.
    public var image: UIImage? {
        get { box.fields.image }
        set { fields.image = newValue }
    }
    /// How the primary text looks: font, colour, alignment, lines, case.
    public var textProperties: TextProperties {
        get { box.fields.stylingBox.styling.textProperties }
        _modify { yield &styling.textProperties }
    }
    /// How the secondary text looks: font, colour, alignment, lines, case.
    public var secondaryTextProperties: TextProperties {
        get { box.fields.stylingBox.styling.secondaryTextProperties }
        _modify { yield &styling.secondaryTextProperties }
    }
    /// How the image looks and takes room: tint, corner radius, maximum and reserved size.
    public var imageProperties: ImageProperties {
        get { box.fields.stylingBox.styling.imageProperties }
        _modify { yield &styling.imageProperties }
    }
    /// The space between the view's edges and its content. Where the superview's margins are
    /// preserved (``axesPreservingSuperviewLayoutMargins``), this is the least margin.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { box.fields.stylingBox.styling.directionalLayoutMargins }
        set { styling.directionalLayoutMargins = newValue }
    }
    /// The axes on which the content view keeps at least its superview's layout margins
    /// (``UIAxis/both`` by default, as in UIKit): on those axes UIKit uses the larger of
    /// ``directionalLayoutMargins`` and the margins inherited from the cell.
    ///
    /// Headless meaning: the engine's views have no layout margins of their own (the margins
    /// UIKit's cells would pass down are already part of each preset's
    /// ``directionalLayoutMargins``), so the inherited margins are zero and never larger: the
    /// content sits inside ``directionalLayoutMargins`` whatever this is set to.
    public var axesPreservingSuperviewLayoutMargins: UIAxis {
        get { box.fields.stylingBox.styling.axesPreservingSuperviewLayoutMargins }
        set { styling.axesPreservingSuperviewLayoutMargins = newValue }
    }
    /// Whether the secondary text shows beside the text, at the trailing edge, when both fit on
    /// one line; otherwise, or when false, it shows below.
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { box.fields.stylingBox.styling.prefersSideBySideTextAndSecondaryText }
        set { styling.prefersSideBySideTextAndSecondaryText = newValue }
    }
    /// The space between the image's area and the texts.
    public var imageToTextPadding: CGFloat {
        get { box.fields.stylingBox.styling.imageToTextPadding }
        set { styling.imageToTextPadding = newValue }
    }
    /// The space between the text and the secondary text when they show side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat {
        get { box.fields.stylingBox.styling.textToSecondaryTextHorizontalPadding }
        set { styling.textToSecondaryTextHorizontalPadding = newValue }
    }
    /// The space between the text and the secondary text when the secondary text shows below.
    public var textToSecondaryTextVerticalPadding: CGFloat {
        get { box.fields.stylingBox.styling.textToSecondaryTextVerticalPadding }
        set { styling.textToSecondaryTextVerticalPadding = newValue }
    }
    /// The opacity of the content view.
    public var alpha: CGFloat {
        get { box.fields.stylingBox.styling.alpha }
        set { styling.alpha = newValue }
    }

    private var style: Style { box.fields.stylingBox.styling.style }

    /// Whether the configuration came from a header preset (an outline disclosure's `.automatic`
    /// style then behaves as `.header`). O(1).
    var isHeader: Bool {
        switch style {
        case .plainHeader, .groupedHeader, .sidebarHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: true
        default: false
        }
    }

    /// Whether there is an image, without reading it (``image`` returns a copy). O(1).
    var hasImage: Bool { box.fields.hasImage }

    /// Whether the image takes its view's tint unchanged: ``imageProperties`` sets neither a
    /// tint colour nor a transformer. O(1).
    var imageTakesViewTint: Bool { box.fields.stylingBox.styling.imageTakesViewTint }

    /// Whether `other` shares this configuration's storage (a copy neither has changed since),
    /// so the two are equal without comparing fields. O(1).
    func isIdentical(to other: UIListContentConfiguration) -> Bool { box === other.box }

    /// Whether both configurations share their styling (both made by the same preset and not
    /// restyled since, or copies of one configuration), so that they can differ only in their
    /// texts and image. O(1).
    func sharesStyling(with other: UIListContentConfiguration) -> Bool {
        box.fields.stylingBox === other.box.fields.stylingBox
    }

    /// `configuration` typed, when it is a list content configuration (else nil): a comparison
    /// of types, where `as?` would search the existential's conformances for a bridge or a
    /// wrapper on every call.
    ///
    /// - Complexity: O(1).
    static func exactly(_ configuration: any UIContentConfiguration) -> UIListContentConfiguration? {
        func typed<Configuration: UIContentConfiguration>(_ configuration: Configuration) -> UIListContentConfiguration? {
            guard Configuration.self == UIListContentConfiguration.self else { return nil }
            // Valid: the value's type is UIListContentConfiguration (checked above), so this only
            // tells the compiler what it already is.
            return unsafeBitCast(configuration, to: UIListContentConfiguration.self)
        }
        return typed(configuration)
    }

    /// Whether ``updated(for:)`` can return anything but the configuration itself: only the
    /// sidebar cell presets change with state. O(1).
    var updatesForState: Bool { style == .sidebarCell || style == .sidebarSubtitleCell }

    /// Configurations compare by every property and by the preset they came from; copies that
    /// still share their storage compare in O(1).
    public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.box === rhs.box || lhs.box.hasEqualFields(rhs.box)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    /// A configuration without texts or image, sharing `styling`.
    private init(_ styling: StylingBox) {
        box = Box(Fields(stylingBox: styling))
    }

    // MARK: Storage reuse

    private init(box: Box) { self.box = box }

    /// Replaces this configuration with `newValue`. When `spare` is empty (the caller checks)
    /// and this configuration's storage is held by nothing else (so no copy can ever see it
    /// again), the storage is emptied at once (its texts and image released where they would
    /// have been freed) and kept in `spare` as a configuration equal to ``cell()`` instead of
    /// being freed: a list content view keeps it for its cell's next
    /// `defaultContentConfiguration()`, which saves an allocation and a deallocation per cell.
    ///
    /// - Complexity: O(1) plus releasing the old texts and image.
    mutating func replace(
        with newValue: UIListContentConfiguration, keepingStorageIn spare: inout UIListContentConfiguration?
    ) {
        guard isKnownUniquelyReferenced(&box) else {
            self = newValue
            return
        }
        let old = box
        box = newValue.box
        old.fields = Fields(stylingBox: Self.cellStyling)
        spare = UIListContentConfiguration(box: old)
    }

    /// The styling box of a preset (made once per preset, in a `static let`).
    private static func preset(
        _ style: Style,
        text: TextProperties,
        secondaryText: TextProperties = TextProperties(font: .subheadline, color: .secondaryLabel),
        margins: NSDirectionalEdgeInsets,
        imageToTextPadding: CGFloat,
        sideBySide: Bool = false
    ) -> StylingBox {
        var styling = Styling(
            textProperties: text, secondaryTextProperties: secondaryText, directionalLayoutMargins: margins,
            imageToTextPadding: imageToTextPadding, style: style)
        styling.prefersSideBySideTextAndSecondaryText = sideBySide
        return StylingBox(styling)
    }

    // MARK: Presets

    /// The margins of the cell presets: a one-line body cell is 44 points tall.
    private static let cellMargins = NSDirectionalEdgeInsets(top: 11.8, leading: 16, bottom: 11.8, trailing: 16)

    /// A list cell: body text, secondary text below (UIKit's `.default` cell style).
    public static func cell() -> UIListContentConfiguration { .init(cellStyling) }
    private static let cellStyling = preset(
        .cell, text: .init(font: .body, color: .label), margins: cellMargins, imageToTextPadding: 16)

    /// A list cell with the secondary text below the text (UIKit's `.subtitle` cell style).
    public static func subtitleCell() -> UIListContentConfiguration { .init(subtitleCellStyling) }
    private static let subtitleCellStyling = preset(
        .subtitleCell, text: .init(font: .body, color: .label), margins: cellMargins, imageToTextPadding: 16)

    /// A list cell with the secondary text beside the text at the trailing edge, in the body
    /// font, when both fit on one line (UIKit's `.value1` cell style).
    public static func valueCell() -> UIListContentConfiguration { .init(valueCellStyling) }
    private static let valueCellStyling = preset(
        .valueCell, text: .init(font: .body, color: .label),
        secondaryText: .init(font: .body, color: .secondaryLabel), margins: cellMargins, imageToTextPadding: 16,
        sideBySide: true)

    /// A plain-list section header: headline text.
    public static func plainHeader() -> UIListContentConfiguration { .init(plainHeaderStyling) }
    private static let plainHeaderStyling = preset(
        .plainHeader, text: .init(font: .headline, color: .label),
        margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16), imageToTextPadding: 8)

    /// A plain-list section footer: footnote text in the secondary colour.
    public static func plainFooter() -> UIListContentConfiguration { .init(plainFooterStyling) }
    private static let plainFooterStyling = preset(
        .plainFooter, text: .init(font: .footnote, color: .secondaryLabel),
        margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16), imageToTextPadding: 8)

    /// A grouped-list section header: upper-cased footnote text in the secondary colour, with
    /// room above for the gap between sections.
    public static func groupedHeader() -> UIListContentConfiguration { .init(groupedHeaderStyling) }
    private static let groupedHeaderStyling = preset(
        .groupedHeader, text: .init(font: .footnote, color: .secondaryLabel, transform: .uppercase),
        margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16), imageToTextPadding: 8)

    /// A grouped-list section footer: footnote text in the secondary colour, with room below.
    public static func groupedFooter() -> UIListContentConfiguration { .init(groupedFooterStyling) }
    private static let groupedFooterStyling = preset(
        .groupedFooter, text: .init(font: .footnote, color: .secondaryLabel),
        margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16), imageToTextPadding: 8)

    /// A sidebar cell: as ``cell()`` with a tighter image; white on the tint when selected or
    /// highlighted (see ``updated(for:)``).
    public static func sidebarCell() -> UIListContentConfiguration { .init(sidebarCellStyling) }
    private static let sidebarCellStyling = preset(
        .sidebarCell, text: .init(font: .body, color: .label), margins: cellMargins, imageToTextPadding: 12)

    /// A sidebar cell with the secondary text below; white on the tint when selected or
    /// highlighted, as ``sidebarCell()``.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(sidebarSubtitleCellStyling) }
    private static let sidebarSubtitleCellStyling = preset(
        .sidebarSubtitleCell, text: .init(font: .body, color: .label), margins: cellMargins,
        imageToTextPadding: 12)

    /// A sidebar cell next to a detail column: as ``sidebarCell()``, but its colours stay when
    /// selected, since its background turns light grey rather than to the tint.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(accompaniedSidebarCellStyling) }
    private static let accompaniedSidebarCellStyling = preset(
        .accompaniedSidebarCell, text: .init(font: .body, color: .label), margins: cellMargins,
        imageToTextPadding: 12)

    /// A sidebar cell next to a detail column with the secondary text below: as
    /// ``sidebarSubtitleCell()``, but its colours stay when selected, as
    /// ``accompaniedSidebarCell()``'s do.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { .init(accompaniedSidebarSubtitleCellStyling) }
    private static let accompaniedSidebarSubtitleCellStyling = preset(
        .accompaniedSidebarSubtitleCell, text: .init(font: .body, color: .label), margins: cellMargins,
        imageToTextPadding: 12)

    /// A sidebar section header: headline text.
    public static func sidebarHeader() -> UIListContentConfiguration { .init(sidebarHeaderStyling) }
    private static let sidebarHeaderStyling = preset(
        .sidebarHeader, text: .init(font: .headline, color: .label),
        margins: NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 6, trailing: 16), imageToTextPadding: 8)

    /// An inset-grouped section header in large bold text (20 pt).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(prominentInsetGroupedHeaderStyling) }
    private static let prominentInsetGroupedHeaderStyling = preset(
        .prominentInsetGroupedHeader, text: .init(font: .boldSystemFont(ofSize: 20), color: .label),
        margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16), imageToTextPadding: 8)

    /// An inset-grouped section header in larger bold text (22 pt).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { .init(extraProminentInsetGroupedHeaderStyling) }
    private static let extraProminentInsetGroupedHeaderStyling = preset(
        .extraProminentInsetGroupedHeader, text: .init(font: .boldSystemFont(ofSize: 22), color: .label),
        margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16), imageToTextPadding: 8)

    // MARK: ContentConfiguration

    /// A new ``UIListContentView`` showing this configuration.
    ///
    /// - Complexity: O(*c*) in the number of characters of the texts.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration as it looks in `state`.
    ///
    /// A ``sidebarCell()`` or ``sidebarSubtitleCell()`` that is selected or highlighted (in a
    /// ``UICellConfigurationState`` or a ``UIViewConfigurationState``) sits on the tint, as its
    /// ``UIBackgroundConfiguration/listSidebarCell()`` background does, so its content turns
    /// white: the text colour if it is still `label`, the secondary text colour if it is still
    /// `secondaryLabel`, the image tint if it is still nil (the view's tint). A colour you set
    /// yourself is kept, and transformers are kept. Every other preset, including
    /// ``accompaniedSidebarCell()`` (whose background turns light grey), returns itself.
    ///
    /// ```swift
    /// var state = UICellConfigurationState()
    /// state.isSelected = true
    /// UIListContentConfiguration.sidebarCell().updated(for: state).textProperties.color // white
    /// ```
    ///
    /// - Complexity: O(1).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard updatesForState else { return self }
        let isActive: Bool
        if let cellState = state as? UICellConfigurationState {
            isActive = cellState.isSelected || cellState.isHighlighted
        } else if let viewState = state as? UIViewConfigurationState {
            isActive = viewState.isSelected || viewState.isHighlighted
        } else {
            isActive = false
        }
        guard isActive else { return self }
        var updated = self
        if textProperties.color == .label { updated.textProperties.color = .white }
        if secondaryTextProperties.color == .secondaryLabel { updated.secondaryTextProperties.color = .white }
        if imageProperties.tintColor == nil { updated.imageProperties.tintColor = .white }
        return updated
    }
}

extension UIListContentConfiguration: CustomReflectable {
    /// The configuration's properties, as a struct with them stored would show them (`print`,
    /// `dump`, `String(describing:)`).
    public var customMirror: Mirror {
        let content = Mirror(reflecting: box.fields).children.filter { $0.label != "stylingBox" }
        return Mirror(
            self, children: content + Mirror(reflecting: box.fields.stylingBox.styling).children, displayStyle: .struct)
    }
}
