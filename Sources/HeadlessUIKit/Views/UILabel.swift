import Foundation

/// How a label aligns its text, as `NSTextAlignment`.
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center
    /// Flush right.
    case right
    /// Stretched to both edges, except the last line.
    case justified
    /// The writing direction's leading edge (left for left-to-right text).
    case natural
}

/// How a label shortens text that does not fit, as `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping
    /// Cut off at the edge.
    case byClipping
    /// An ellipsis replaces the start.
    case byTruncatingHead
    /// An ellipsis replaces the end (UILabel's default).
    case byTruncatingTail
    /// An ellipsis replaces the middle.
    case byTruncatingMiddle
}

/// A view that shows text; the engine's `UILabel`.
///
/// Text is measured with ``UIFont``'s fixed metrics (one character is `0.5 × pointSize` wide, one
/// line `1.2 × pointSize` tall) and wraps by characters when ``numberOfLines`` allows more than
/// one line, so sizes are the same on every machine.
///
/// **Dynamic Type.** With ``adjustsFontForContentSizeCategory`` on and a font from
/// ``UIFont/preferredFont(forTextStyle:)`` or ``UIFontMetrics``, ``font`` is that font at the
/// content size category of the label's ``UIView/traitCollection``: changing the category on the
/// label or an ancestor (`view.traitCollection = UITraitCollection(preferredContentSizeCategory:
/// .extraLarge)`) rescales the text and asks for layout, as UIKit does.
@MainActor
open class UILabel: UIView {
    /// A label is an accessibility element by default, as in UIKit.
    override var defaultIsAccessibilityElement: Bool { true }
    /// A label announces itself as static text by default, as in UIKit.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    /// The text shown; nil or empty shows nothing. Setting it replaces ``attributedText``.
    @exclusivity(unchecked) open var text: String? {
        didSet {
            storedAttributedText = nil
            paragraphs = TextParagraphs(text ?? "")
            if text != oldValue {
                lastMeasurement = nil
                setNeedsLayout()
                invalidateIntrinsicContentSize()
            }
        }
    }

    @exclusivity(unchecked) private var storedAttributedText: NSAttributedString?

    /// ``text``'s length and paragraphs, counted once when it is set (measuring is per
    /// character, and counting a `String` walks it).
    @exclusivity(unchecked) private var paragraphs = TextParagraphs("")

    /// The text with attributes. The engine shows its characters with the label's ``font`` and
    /// ``textColor`` (attributes are kept, not drawn). Setting it sets ``text`` to its string.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            storedAttributedText = newValue
        }
    }

    @exclusivity(unchecked) private var storedFont: UIFont = UILabel.defaultFont {
        didSet { storedFontScales = storedFont.scaling != nil }
    }

    /// Whether ``storedFont`` is a Dynamic Type font (it has a scaling), kept as the font is set:
    /// measuring reads this flag rather than the font's optional scaling.
    @exclusivity(unchecked) private var storedFontScales = false

    /// The system font at 17 pt, UIKit's default for labels.
    private static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The font (the 17 pt system font by default; setting nil restores it). With
    /// ``adjustsFontForContentSizeCategory``, a Dynamic Type font reads at the label's category.
    open var font: UIFont! {
        get { displayedFont }
        set {
            let font = newValue ?? UILabel.defaultFont
            if font != storedFont {
                scaledFont = nil
                lastMeasurement = nil
            }
            storedFont = font
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Sets ``font`` unless the label already has `font` set (which would only ask for layout).
    func setFontIfChanged(_ font: UIFont) {
        if font != storedFont { self.font = font }
    }

    /// Whether ``attributedText`` was set (rather than made from ``text``).
    var hasAttributedText: Bool { storedAttributedText != nil }

    /// The last Dynamic Type scaling of ``font``: the category and the font at it. Reused while
    /// the category the label reads stays the same; cleared when the font is set.
    @exclusivity(unchecked) private var scaledFont: (category: UIContentSizeCategory, font: UIFont)?

    /// The content size category ``font`` shows at, as ``lastMeasurement`` is keyed by it: nil when
    /// the font does not follow Dynamic Type (without ``adjustsFontForContentSizeCategory`` or a
    /// Dynamic Type font), and nil too while no view has ever specified a category of its own
    /// (every label then shows at the default one: nothing to read, and no `String`-backed value
    /// to copy and compare); else the label's ``UIView/effectiveContentSizeCategory``.
    ///
    /// - Complexity: O(1) while no view specifies a category; else O(*d*) in the depth of the label.
    private var measurementCategory: UIContentSizeCategory? {
        guard storedFontScales, UIView.someViewSpecifiesContentSizeCategory, adjustsFontForContentSizeCategory
        else { return nil }
        return effectiveContentSizeCategory
    }

    /// The last answer of ``sizeThatFits(_:)``: the width it was asked for and the size, valid
    /// while the font shows at ``lastMeasurementCategory``. Cleared when the text, the font, the
    /// number of lines or the Dynamic Type setting changes; a different width or category
    /// measures again. Cells measured and then laid out at one width, and reused rows showing
    /// the same text, measure their text once. (Plain values, so that clearing it when the text
    /// changes costs a store.)
    @exclusivity(unchecked) private var lastMeasurement: (width: CGFloat, size: CGSize)?
    /// The ``measurementCategory`` that ``lastMeasurement`` was measured at.
    @exclusivity(unchecked) private var lastMeasurementCategory: UIContentSizeCategory?

    /// ``font`` as it shows: with ``adjustsFontForContentSizeCategory`` and a Dynamic Type font,
    /// scaled to the content size category of the label's traits (scaled again only when that
    /// category changes). O(*d*) in the depth of the label.
    private var displayedFont: UIFont {
        guard storedFontScales, adjustsFontForContentSizeCategory else { return storedFont }
        let category = effectiveContentSizeCategory
        if let scaledFont, scaledFont.category == category { return scaledFont.font }
        let font = storedFont.scaled(for: category)
        scaledFont = (category, font)
        return font
    }

    /// The colour of the text (``UIColor/label`` by default; setting nil restores it).
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }

    @exclusivity(unchecked) private var storedTextColor: UIColor = .label

    /// How lines are aligned.
    @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means no limit.
    @exclusivity(unchecked) open var numberOfLines = 1 {
        didSet {
            lastMeasurement = nil
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The width multi-line text wraps at for ``intrinsicContentSize`` (0, the default: Auto
    /// Layout wraps it at the width it solves for the label, as UIKit does).
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }

    /// The text's natural size: one line as wide as its characters; with more lines allowed,
    /// the text wrapped at ``preferredMaxLayoutWidth`` (or, without one, as wide as one line and
    /// as tall as the text wrapped at the current width, which the layout pass then settles).
    /// Empty text is (0, 0).
    ///
    /// - Complexity: O(*c*) in the number of characters.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let unbounded = CGFloat.greatestFiniteMagnitude
        if numberOfLines == 1 { return textSize(forWidth: unbounded) }
        if preferredMaxLayoutWidth > 0 { return textSize(forWidth: preferredMaxLayoutWidth) }
        let oneLine = textSize(forWidth: unbounded)
        let height = bounds.width > 0 ? textSize(forWidth: bounds.width).height : oneLine.height
        return CGSize(width: oneLine.width, height: height)
    }

    /// Whether Auto Layout wraps the text at the label's solved width (several lines allowed and
    /// no ``preferredMaxLayoutWidth``).
    var wrapsToSolvedWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The text's size wrapped at `width`.
    func textSize(forWidth width: CGFloat) -> CGSize {
        sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }
    /// How text that does not fit is shortened (recorded; measurement wraps by characters).
    @exclusivity(unchecked) open var lineBreakMode = NSLineBreakMode.byTruncatingTail

    /// Whether the font shrinks (down to ``minimumScaleFactor``) to fit one line in the width.
    /// Measurement is unchanged, as in UIKit; the shown size is ``fittingFontSize``.
    @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font size ``adjustsFontSizeToFitWidth`` may shrink to (0: the
    /// engine stops at 1 pt).
    @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0

    /// Whether a Dynamic Type font follows the content size category of the label's traits.
    @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false {
        didSet {
            lastMeasurement = nil
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The text colour while ``isHighlighted`` (nil keeps ``textColor``).
    @exclusivity(unchecked) open var highlightedTextColor: UIColor?
    /// Whether the label shows highlighted (a selected cell highlights its labels).
    @exclusivity(unchecked) open var isHighlighted = false
    /// Whether the label shows enabled; a disabled label draws its text dimmed.
    @exclusivity(unchecked) open var isEnabled = true

    /// The colour the text is drawn in: ``highlightedTextColor`` while highlighted, else
    /// ``textColor``; at half opacity when not enabled (the engine's reading of UIKit's dimmed
    /// text). An engine addition for renderers and tests.
    public var displayedTextColor: UIColor {
        let color = isHighlighted ? (highlightedTextColor ?? storedTextColor) : storedTextColor
        return isEnabled ? color : color.withAlphaComponent(color.alpha * 0.5)
    }

    /// The point size the text shows at: the font's, or, with ``adjustsFontSizeToFitWidth`` and
    /// one line wider than the bounds, the size that fits the width, not below
    /// `minimumScaleFactor × pointSize`. An engine addition.
    public var fittingFontSize: CGFloat {
        let font = self.font!
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, let text, !text.isEmpty, bounds.width > 0 else {
            return font.pointSize
        }
        let needed = CGFloat(paragraphs.firstLength) * font.averageCharacterWidth
        guard needed > bounds.width else { return font.pointSize }
        let smallest = minimumScaleFactor > 0 ? font.pointSize * minimumScaleFactor : 1
        return max(font.pointSize * bounds.width / needed, smallest)
    }

    /// Creates a label, optionally with its text. An engine addition.
    public convenience init(text: String?) {
        self.init(frame: .zero)
        self.text = text
        paragraphs = TextParagraphs(text ?? "")   // observers do not run inside the class's own initializers
    }

    /// Asks for layout when the text size category changes and the font follows it.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory,
            previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        {
            setNeedsLayout()
            superview?.setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The text's size: one line as wide as its characters (at most `size.width`), or, when
    /// ``numberOfLines`` allows more than one line, a line per paragraph (the text breaks at
    /// each line break, as UIKit's does), each wrapped by characters as the width needs, up to
    /// ``numberOfLines`` lines in all. A single-line label measures its first paragraph only.
    ///
    /// - Complexity: O(*p*) in the number of paragraphs (counted when the text is set); O(1)
    ///   when the last measurement was at the same width and nothing it depends on changed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard paragraphs.characterCount > 0 else { return .zero }
        let category = measurementCategory
        if let lastMeasurement, lastMeasurement.width == size.width, lastMeasurementCategory == category {
            return lastMeasurement.size
        }
        let measured = measuredSize(width: size.width)
        lastMeasurement = (size.width, measured)
        lastMeasurementCategory = category
        return measured
    }

    /// The size of the (non-empty) text at `width`, as ``sizeThatFits(_:)`` describes it.
    ///
    /// - Complexity: O(*p*) in the number of paragraphs.
    private func measuredSize(width: CGFloat) -> CGSize {
        let font = displayedFont
        let characterWidth = font.averageCharacterWidth
        let characters = paragraphs.characterCount
        let singleLineWidth = CGFloat(characters) * characterWidth
        if !paragraphs.hasLineBreaks {
            // One paragraph (most text): one line unless several are allowed and it is wider.
            guard numberOfLines != 1, singleLineWidth > width, width >= characterWidth else {
                return CGSize(width: min(singleLineWidth, width), height: font.lineHeight)
            }
        }
        let perLine = TextParagraphs.perLine(
            width: width, characterWidth: characterWidth, numberOfLines: numberOfLines, characters: characters)
        let (lines, longest) = paragraphs.layout(perLine: perLine, limit: numberOfLines)
        return CGSize(width: min(CGFloat(longest) * characterWidth, width), height: CGFloat(lines) * font.lineHeight)
    }

}
