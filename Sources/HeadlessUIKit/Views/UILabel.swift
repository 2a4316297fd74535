import Foundation

/// How a label aligns its text, as `NSTextAlignment`.
public enum NSTextAlignment: Hashable, Sendable {
    case natural, left, center, right, justified
}

/// How a label shortens text that does not fit, as `NSLineBreakMode`.
public enum NSLineBreakMode: Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A view that shows text; the engine's `UILabel`.
///
/// Text is measured with ``UIFont``'s fixed metrics (one character is `0.5 × pointSize` wide, one
/// line `1.2 × pointSize` tall) and wraps by characters when ``numberOfLines`` allows more than
/// one line, so sizes are the same on every machine.
@MainActor
open class UILabel: UIView {
    /// The text shown; nil or empty shows nothing.
    @exclusivity(unchecked) open var text: String? { didSet { if text != oldValue { setNeedsLayout() } } }
    /// The font (17 pt regular by default, as UIKit).
    @exclusivity(unchecked) open var font: UIFont = .body { didSet { setNeedsLayout() } }
    /// The colour of the text.
    open var textColor: UIColor = .label
    /// How lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means no limit.
    open var numberOfLines = 1 { didSet { setNeedsLayout() } }
    /// How text that does not fit is shortened (recorded; measurement wraps by characters).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail

    /// Creates a label, optionally with its text.
    public convenience init(text: String?) {
        self.init(frame: .zero)
        self.text = text
    }

    /// The text's size: one line as wide as its characters (at most `size.width`), or, when
    /// ``numberOfLines`` allows more than one line, as many lines wrapped by characters as the
    /// width needs, up to ``numberOfLines``.
    ///
    /// - Complexity: O(*c*) in the number of characters.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let characterWidth = font.averageCharacterWidth
        let characters = text.count
        let singleLineWidth = CGFloat(characters) * characterWidth
        guard numberOfLines != 1, singleLineWidth > size.width, size.width >= characterWidth else {
            return CGSize(width: min(singleLineWidth, size.width), height: font.lineHeight)
        }
        let perLine = Int(size.width / characterWidth)
        var lines = (characters + perLine - 1) / perLine
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return CGSize(width: CGFloat(perLine) * characterWidth, height: CGFloat(lines) * font.lineHeight)
    }
}
