import Foundation

/// A font: a point size, a weight and a style; the engine's `UIFont`.
///
/// The engine has no glyphs. It measures text with fixed, documented metrics so that layout is
/// deterministic on every platform: an average glyph advance of `0.5 × pointSize` and a line
/// height of `1.2 × pointSize` (``lineHeight`` = ``ascender`` − ``descender`` + ``leading``, with
/// an ascender of `0.95 × pointSize`, a descender of `−0.25 × pointSize` and no leading; San
/// Francisco's own are within 1% of these).
///
/// Fonts are values (UIKit's `UIFont` is an immutable class): two fonts are equal when their
/// name, size, weight and Dynamic Type behaviour are equal, so a text-style font differs from a
/// system font of the same size, as in UIKit.
///
/// **Dynamic Type.** ``preferredFont(forTextStyle:)`` sizes a text style for the content size
/// category of ``UITraitCollection/current`` (``UIContentSizeCategory/large`` by default), with
/// the point sizes of Apple's Dynamic Type table. Such fonts, and fonts scaled by ``UIFontMetrics``,
/// remember their text style: a ``UILabel`` with ``UILabel/adjustsFontForContentSizeCategory``
/// shows them at the size of its own trait collection's category.
public struct UIFont: Hashable, Sendable, CustomStringConvertible {
    /// A stroke weight, as UIKit's `UIFont.Weight`: a number from −1 (thinnest) to 1 (heaviest),
    /// with UIKit's values for the named weights.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The weight's number, 0 for ``regular``.
        public let rawValue: CGFloat

        /// A weight from its number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// A weight from its number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8.
        public static let ultraLight = Weight(-0.8)
        /// −0.6.
        public static let thin = Weight(-0.6)
        /// −0.4.
        public static let light = Weight(-0.4)
        /// 0, the default.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3, the weight of the headline text style.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)

        static let named: [(Weight, String)] = [
            (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
            (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
        ]

        /// The index (0...8) of the named weight nearest to this one.
        var nearestNamedIndex: Int {
            Weight.named.indices.min { abs(Weight.named[$0].0.rawValue - rawValue) < abs(Weight.named[$1].0.rawValue - rawValue) }!
        }

        /// The CSS weight (100 for ultraLight ... 400 for regular ... 900 for black) of the nearest
        /// named weight.
        var cssWeight: Int { (nearestNamedIndex + 1) * 100 }

        /// Whether `lhs` is lighter than `rhs`.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The weight's name (`semibold`), or its number when it has none.
        public var description: String {
            Weight.named.first { $0.0 == self }?.1 ?? "\(Double(rawValue))"
        }
    }

    /// A semantic text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw string for the style (`UICTFontTextStyleBody`).
        public let rawValue: String
        /// A style from UIKit's raw string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 pt at the default size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt at the default size.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt at the default size.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt at the default size.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold at the default size.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt at the default size.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt at the default size.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt at the default size.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt at the default size.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt at the default size.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt at the default size.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Point sizes per content size category, extraSmall ... accessibilityExtraExtraExtraLarge
        /// (Apple's Human Interface Guidelines, Dynamic Type sizes for iOS).
        static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]

        /// The style's point size at `category` (unspecified counts as large; an unknown style
        /// sizes as body).
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let row = TextStyle.sizes[self] ?? TextStyle.sizes[.body]!
            return row[category.effective.index]
        }

        /// The style's weight: semibold for the headline, regular for the others.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// How a font follows Dynamic Type: the text style it scales with, and for fonts scaled by
    /// ``UIFontMetrics``, the size at the default category and the largest size allowed.
    struct Scaling: Hashable, Sendable {
        var style: TextStyle
        /// nil for a text-style font (its size is the style's); else the size at the large category.
        var baseSize: CGFloat?
        var maximumPointSize: CGFloat?
    }

    enum Design: Hashable, Sendable { case `default`, monospaced, monospacedDigit }

    /// The font's name: `.SFUI-<Weight>` for the system font, as UIKit's `fontName` (the engine's
    /// stand-in for San Francisco's private names), or the name given to ``init(name:size:)``.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The stroke weight. An engine addition (UIKit keeps it in the font descriptor's traits).
    public let weight: Weight
    /// Whether the font is italic (``italicSystemFont(ofSize:)``). An engine addition.
    public let isItalic: Bool
    let design: Design
    let scaling: Scaling?

    init(
        name: String? = nil, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false,
        design: Design = .default, scaling: Scaling? = nil
    ) {
        self.fontName = name ?? UIFont.systemFontName(weight: weight, isItalic: isItalic, design: design)
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
        self.scaling = scaling
    }

    private static func systemFontName(weight: Weight, isItalic: Bool, design: Design) -> String {
        let weightName = String(describing: Weight.named[weight.nearestNamedIndex].0)
        let capitalized = weightName.prefix(1).uppercased() + weightName.dropFirst()
        let family = design == .monospaced ? ".SFUIMono-" : ".SFUI-"
        return family + capitalized + (isItalic ? "Italic" : "")
    }

    /// A font named `fontName` at `fontSize`, as UIKit's `UIFont(name:size:)`.
    ///
    /// The engine has no font files: any non-empty name gives a regular-weight font with that name
    /// (so that apps' custom fonts load); an empty name gives nil. A size of 0 or less gives 17 pt,
    /// as in UIKit, where such sizes mean the system size.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(name: fontName, pointSize: fontSize > 0 ? fontSize : 17)
    }

    // MARK: System fonts

    /// The system font at `fontSize`, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, isItalic: true)
    }

    /// The system font with digits of equal width, at `fontSize` and `weight` (measured as the
    /// system font: the engine's glyphs are all the same width already).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, design: .monospacedDigit)
    }

    /// The monospaced system font (SF Mono) at `fontSize` and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, design: .monospaced)
    }

    /// The size UIKit's controls use for their text: 17 pt.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of button text: 18 pt.
    public static var buttonFontSize: CGFloat { 18 }
    /// The size of regular small text: 14 pt.
    public static var systemFontSize: CGFloat { 14 }
    /// The size of small text: 12 pt.
    public static var smallSystemFontSize: CGFloat { 12 }

    // MARK: Text styles

    /// The font for `style` at the content size category of ``UITraitCollection/current``.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at the content size category of `traitCollection` (of
    /// ``UITraitCollection/current`` when nil; unspecified counts as large).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        return UIFont(pointSize: style.pointSize(for: category), weight: style.weight, scaling: Scaling(style: style))
    }

    /// The same font at `fontSize`. The result has a fixed size: it no longer follows Dynamic Type.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, pointSize: fontSize, weight: weight, isItalic: isItalic, design: design)
    }

    /// The font as it shows at `category`: a text-style font at the style's size, a font scaled by
    /// ``UIFontMetrics`` rescaled from its default size; any other font unchanged.
    func scaled(for category: UIContentSizeCategory) -> UIFont {
        guard let scaling else { return self }
        var size = scaling.style.pointSize(for: category)
        if let base = scaling.baseSize {
            size = base * size / scaling.style.pointSize(for: .large)
        }
        if let maximum = scaling.maximumPointSize { size = min(size, maximum) }
        guard size != pointSize else { return self }
        return UIFont(name: fontName, pointSize: size, weight: weight, isItalic: isItalic, design: design, scaling: scaling)
    }

    // MARK: Metrics

    /// The family name: `.AppleSystemUIFont` for the system font, else the font's name.
    public var familyName: String { fontName.hasPrefix(".SFUI") ? ".AppleSystemUIFont" : fontName }

    /// The width the engine gives one character: `0.5 × pointSize`. An engine addition.
    public var averageCharacterWidth: CGFloat { pointSize * 0.5 }

    /// The height of one line: `1.2 × pointSize`.
    public var lineHeight: CGFloat { pointSize * 1.2 }

    /// How far glyphs rise above the baseline: `0.95 × pointSize`.
    public var ascender: CGFloat { pointSize * 0.95 }

    /// How far glyphs fall below the baseline, negative: `−0.25 × pointSize`.
    public var descender: CGFloat { pointSize * -0.25 }

    /// The extra space between lines: 0, as San Francisco's.
    public var leading: CGFloat { 0 }

    /// The height of capital letters: `0.7 × pointSize`.
    public var capHeight: CGFloat { pointSize * 0.7 }

    /// The height of lowercase letters: `0.52 × pointSize`.
    public var xHeight: CGFloat { pointSize * 0.52 }

    /// `17pt regular`, with `italic` or `monospaced` when so.
    public var description: String {
        var text = "\(pointSize.compact)pt \(weight)"
        if isItalic { text += " italic" }
        if design == .monospaced { text += " monospaced" }
        if fontName.first != "." { text = "\(fontName) " + text }
        return text
    }

    // MARK: The engine's text-style fonts at the default size

    /// The body text style at the large category (17 pt).
    static let body = preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    /// The headline text style at the large category (17 pt semibold).
    static let headline = preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    /// The subheadline text style at the large category (15 pt).
    static let subheadline = preferredFont(forTextStyle: .subheadline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    /// The footnote text style at the large category (13 pt).
    static let footnote = preferredFont(forTextStyle: .footnote, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    /// The caption text style at the large category (12 pt).
    static let caption1 = preferredFont(forTextStyle: .caption1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
}

/// Scales fonts and lengths for Dynamic Type, as UIKit's `UIFontMetrics`.
///
/// A metrics object follows one text style (``default`` follows body). It scales a font or a value
/// given for the default category (``UIContentSizeCategory/large``) by the ratio of the style's
/// size at the target category to its size at large: body at extraLarge is 19/17 of the value.
/// (UIKit documents the scaling only as "the style's curve"; the ratio of the table's sizes is the
/// engine's reading of it.) Fonts it returns keep following the style, so a label that adjusts
/// for the content size category rescales them.
///
/// The engine keeps it as a value; UIKit's is a class that apps do not subclass.
public struct UIFontMetrics: Hashable, Sendable {
    /// The text style whose scaling this follows.
    let textStyle: UIFont.TextStyle

    /// Metrics that follow `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// Metrics that follow the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font`, taken as its size at the large category, scaled for ``UITraitCollection/current``.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for ``UITraitCollection/current``, at most `maximumPointSize` (0 means no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s category (``UITraitCollection/current``'s when nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s category, at most `maximumPointSize` (0 means no limit).
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let scaling = UIFont.Scaling(
            style: textStyle, baseSize: font.pointSize, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
        let base = UIFont(
            name: font.fontName, pointSize: font.pointSize, weight: font.weight, isItalic: font.isItalic,
            design: font.design, scaling: scaling)
        return base.scaled(for: (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory)
    }

    /// `value`, given for the large category, scaled for ``UITraitCollection/current``.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value`, given for the large category, scaled for `traitCollection`'s category.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        return value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }
}

// MARK: - Font descriptors

extension UIFont {
    /// The descriptor of the font: its size and traits, from which ``init(descriptor:size:)``
    /// makes variants (`UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)`).
    ///
    /// - Complexity: O(1).
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font `descriptor` describes at `pointSize`; a size of 0 keeps the descriptor's size
    /// (and, for a text-style font, its Dynamic Type scaling), as in UIKit.
    ///
    /// - Complexity: O(1).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self = pointSize > 0 ? descriptor.font.withSize(pointSize) : descriptor.font
    }
}

/// What a font is (size, weight, slant, design) and how to ask for a variant; UIKit's
/// `UIFontDescriptor`, kept as a value (UIKit's is an immutable class).
///
/// **Traits.** ``symbolicTraits`` has ``SymbolicTraits/traitBold`` for weights from semibold up
/// (UIKit reports it for the semibold headline style), ``SymbolicTraits/traitItalic`` for italic
/// fonts and ``SymbolicTraits/traitMonoSpace`` for the monospaced system font.
/// ``withSymbolicTraits(_:)`` gives a descriptor with exactly the traits asked for: adding bold
/// makes the weight bold, removing it makes it regular; italic and monospace likewise. The engine
/// has no font files, so a custom font (``UIFont/init(name:size:)``) keeps its name with the new
/// weight and slant instead of looking for another face of its family.
public struct UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The traits a font can have, as UIKit's `UIFontDescriptor.SymbolicTraits` (Core Text's
    /// raw values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits as Core Text's bits.
        public let rawValue: UInt32

        /// Traits from their raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Slanted.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A heavy weight.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than normal.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than normal.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph the same width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// For vertical text.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Made for screen text.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The font described.
    let font: UIFont

    init(font: UIFont) { self.font = font }

    /// The size in points.
    public var pointSize: CGFloat { font.pointSize }

    /// The traits of the font described (see the type's discussion).
    ///
    /// - Complexity: O(1).
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weight >= .semibold { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        if font.design == .monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// A descriptor with exactly `symbolicTraits`: bold, italic and monospace added or removed
    /// (other traits have no effect on the engine's fonts). Never nil in the engine, where every
    /// combination exists; UIKit returns nil when no face has the traits.
    ///
    /// - Complexity: O(1).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let current = self.symbolicTraits
        var weight = font.weight
        if symbolicTraits.contains(.traitBold), !current.contains(.traitBold) { weight = .bold }
        if !symbolicTraits.contains(.traitBold), current.contains(.traitBold) { weight = .regular }
        let design: UIFont.Design =
            symbolicTraits.contains(.traitMonoSpace) ? .monospaced : (font.design == .monospaced ? .default : font.design)
        let isSystem = font.fontName.hasPrefix(".SFUI")
        return UIFontDescriptor(
            font: UIFont(
                name: isSystem ? nil : font.fontName, pointSize: font.pointSize, weight: weight,
                isItalic: symbolicTraits.contains(.traitItalic), design: design, scaling: font.scaling))
    }

    /// The same descriptor at `newPointSize` (a fixed size: no longer following Dynamic Type).
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize))
    }

    /// The font's description.
    public var description: String { font.description }
}
