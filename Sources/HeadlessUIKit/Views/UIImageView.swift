import Foundation

/// A view that shows an ``UIImage``; the engine's `UIImageView`.
///
/// The view shows ``highlightedImage`` while ``isHighlighted`` (when it has one), else ``image``.
/// A symbol image is drawn with ``preferredSymbolConfiguration`` applied on top of its own
/// configuration, at the size that gives for the view's text size category; template images
/// (and symbols in the automatic rendering mode) are filled with the view's ``UIView/tintColor``.
@MainActor
open class UIImageView: UIView {
    /// An image view announces itself as an image (it is not an element until told), as in UIKit.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    /// The image shown; nil shows nothing.
    open var image: UIImage? {
        didSet {
            hasImage = image != nil
            if image != oldValue {
                setNeedsLayout()
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// Whether ``image`` is set, kept by its observer: read without copying the image (a
    /// subclass that overrides ``image`` without calling `super` keeps it false).
    @exclusivity(unchecked) final private(set) var hasImage = false

    /// The image shown while ``isHighlighted``; nil keeps ``image``.
    open var highlightedImage: UIImage? { didSet { if highlightedImage != oldValue, isHighlighted { setNeedsLayout() } } }

    /// Whether the view shows ``highlightedImage``.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue, highlightedImage != nil { setNeedsLayout() } } }

    /// The symbol configuration applied on top of a symbol image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Creates an image view showing `image`, sized to it.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        hasImage = image != nil   // observers do not run inside the class's own initializers
        frame.size = sizeThatFits(.zero)
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted, sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image as drawn: the highlighted one when it applies, with ``preferredSymbolConfiguration``
    /// applied to a symbol. An engine addition, for renderers and tests.
    public var displayedImage: UIImage? {
        guard let shown = (isHighlighted ? highlightedImage ?? image : image) else { return nil }
        guard let preferred = preferredSymbolConfiguration, shown.isSymbolImage else { return shown }
        return shown.applyingSymbolConfiguration(preferred) ?? shown
    }

    /// Whether the shown image is filled with the tint colour: template images, and symbols in the
    /// automatic mode. An engine addition.
    public var drawsImageAsTemplate: Bool {
        guard let shown = displayedImage else { return false }
        switch shown.renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return shown.isSymbolImage
        }
    }

    /// The colour the shown image is filled with: the image's own tint (``UIImage/withTintColor(_:)``)
    /// when it has one, else the view's ``UIView/tintColor`` for a template, else nil (the image's
    /// own colours). An engine addition.
    public var displayedTintColor: UIColor? {
        guard let shown = displayedImage else { return nil }
        if let own = shown.tintColor { return own }
        return drawsImageAsTemplate ? tintColor : nil
    }

    /// The frame, in the view's bounds, where the shown image is drawn under ``UIView/contentMode``:
    /// stretched to the bounds (scaleToFill, redraw), scaled keeping its aspect ratio to fit inside
    /// (scaleAspectFit) or to cover them (scaleAspectFill), or at its own size, placed at the
    /// centre, an edge or a corner. An engine addition; `.zero` without an image.
    public var imageFrame: CGRect {
        guard displayedImage != nil else { return .zero }
        let box = bounds.size
        let own = sizeThatFits(.zero)
        var size = own
        switch contentMode {
        case .scaleToFill, .redraw: return CGRect(origin: .zero, size: box)
        case .scaleAspectFit, .scaleAspectFill:
            guard own.width > 0, own.height > 0 else { return CGRect(origin: .zero, size: box) }
            let horizontal = box.width / own.width
            let vertical = box.height / own.height
            let factor = contentMode == .scaleAspectFit ? min(horizontal, vertical) : max(horizontal, vertical)
            size = CGSize(width: own.width * factor, height: own.height * factor)
        default: break
        }
        let centreX = (box.width - size.width) / 2
        let centreY = (box.height - size.height) / 2
        let x: CGFloat =
            switch contentMode {
            case .left, .topLeft, .bottomLeft: 0
            case .right, .topRight, .bottomRight: box.width - size.width
            default: centreX
            }
        let y: CGFloat =
            switch contentMode {
            case .top, .topLeft, .topRight: 0
            case .bottom, .bottomLeft, .bottomRight: box.height - size.height
            default: centreY
            }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The shown image's size (a symbol at the view's text size category), or zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let shown = displayedImage else { return .zero }
        guard shown.followsTextStyle else { return shown.size(for: .large) }
        return shown.size(for: traitCollection.preferredContentSizeCategory)
    }

    /// The shown image's size; ``UIView/noIntrinsicMetric`` on both axes without an image.
    open override var intrinsicContentSize: CGSize {
        guard displayedImage != nil else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return sizeThatFits(.zero)
    }

    /// Asks for layout when the text size category changes and a symbol follows a text style.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory,
            displayedImage?.isSymbolImage == true
        {
            setNeedsLayout()
            superview?.setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
}
