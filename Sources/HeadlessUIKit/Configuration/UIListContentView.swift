import Foundation

/// The view that shows a ``UIListContentConfiguration``: an image, a text and a secondary text;
/// the engine's `UIListContentView`.
///
/// A cell makes one through the configuration's ``UIListContentConfiguration/makeContentView()``;
/// you can also put one anywhere, for a list-like row outside a list:
///
/// ```swift
/// var content = UIListContentConfiguration.valueCell()
/// content.text = "Volume"
/// content.secondaryText = "80%"
/// let row = UIListContentView(configuration: content)
/// row.frame.size = row.sizeThatFits(CGSize(width: 320, height: 0))   // 320x44
/// row.layoutIfNeeded()
/// ```
///
/// ## Layout
///
/// Everything sits inside the configuration's `directionalLayoutMargins`, and the content is
/// centred vertically between the top and bottom margins (never above the top margin when the
/// view is too short).
///
/// - The image, when there is one, is at the leading margin. Its size is the image's size,
///   scaled down (keeping the aspect ratio) to fit `maximumSize`; it is centred in an area at
///   least `reservedLayoutSize` big, and centred vertically in the content.
/// - The text column starts after the image's area and `imageToTextPadding` (at the leading
///   margin without an image) and ends at the trailing margin.
/// - Side by side, when `prefersSideBySideTextAndSecondaryText` is set, both texts are present
///   and both fit on one line with `textToSecondaryTextHorizontalPadding` between them: the text
///   at the start of the column, the secondary text ending at the trailing margin, each as wide
///   as its line and centred vertically on the taller of the two.
/// - Stacked, otherwise: the text, then `textToSecondaryTextVerticalPadding` (only when both
///   are present), then the secondary text, each spanning the column's width and as tall as its
///   lines wrapped to that width (``UILabel/sizeThatFits(_:)``, up to `numberOfLines`).
/// - A label without text and the image view without an image are hidden and get a zero frame.
///
/// ``sizeThatFits(_:)`` answers from the same computation: the proposed width, and
/// `top margin + max(image area height, texts height) + bottom margin`.
public final class UIListContentView: UIView, UIContentView {
    /// Nibs and storyboards are out of scope: stops the program (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) { decodingIsOutOfScope(Self.self) }

    /// The view that shows the configuration's image.
    public let imageView = UIImageView()
    /// The label that shows the configuration's text.
    public let textLabel = UILabel()
    /// The label that shows the configuration's secondary text.
    public let secondaryTextLabel = UILabel()

    /// How many times a configuration was applied to the subviews (the initial one included);
    /// tests read it to check that an equal configuration is not applied again.
    private(set) var applyCount = 0

    /// The configuration shown, typed. Setting a configuration different from the current one
    /// applies it and asks for layout; setting an equal one does nothing. The configuration owns
    /// the subviews' properties: when the new configuration differs from the shown one only in
    /// its texts and image (the two share their styling: both made by the same preset and not
    /// restyled), only those are applied.
    ///
    /// - Complexity: O(*c*) in the number of characters of the texts.
    public var listContentConfiguration: UIListContentConfiguration {
        get { shown }
        set {
            guard !newValue.isIdentical(to: shown) else { return }
            let changed = newValue != shown
            let sameStyling = changed && newValue.sharesStyling(with: shown)
            // An equal value is stored too: it shares the caller's storage, so the next copy of
            // it that comes back (a cell's write-back, its next update) compares in O(1).
            show(newValue)
            if sameStyling {
                applyContent()
            } else if changed {
                apply()
            }
        }
    }

    /// The storage of a configuration this view let go of while nothing else held it, emptied
    /// into a ``UIListContentConfiguration/cell()`` (see `replace(with:keepingStorageIn:)`):
    /// the hosting cell's next `defaultContentConfiguration()` takes it rather than allocate.
    @exclusivity(unchecked) private(set) var spareCellConfiguration: UIListContentConfiguration?

    /// A configuration equal to ``UIListContentConfiguration/cell()`` in storage that nothing
    /// else holds, when the view kept one; nil otherwise. O(1).
    func takeSpareCellConfiguration() -> UIListContentConfiguration? {
        guard spareCellConfiguration != nil else { return nil }
        let spare = spareCellConfiguration
        spareCellConfiguration = nil
        return spare
    }

    /// Stores `newValue` as the configuration shown, keeping the replaced one's storage as the
    /// spare when nothing else holds it and there is no spare yet. Out of line, so that the
    /// setter around it compiles as before.
    @inline(never)
    private func show(_ newValue: UIListContentConfiguration) {
        if spareCellConfiguration == nil {
            shown.replace(with: newValue, keepingStorageIn: &spareCellConfiguration)
        } else {
            shown = newValue
        }
    }

    /// The configuration applied. The methods below read its fields in place rather than copy
    /// the whole value (texts, colours, properties) each time they lay out or measure.
    @exclusivity(unchecked) private var shown: UIListContentConfiguration

    /// The configuration shown, as ``UIContentView`` requires. Only a ``UIListContentConfiguration``
    /// can be set: setting any other type stops the program (hosts ask ``supports(_:)`` first
    /// and replace the view instead).
    ///
    /// - Complexity: O(*c*) in the number of characters of the texts.
    public var configuration: any UIContentConfiguration {
        get { listContentConfiguration }
        set {
            guard let configuration = UIListContentConfiguration.exactly(newValue) else {
                listFailure(
                    "UIListContentView cannot show a configuration of type \(type(of: newValue)); "
                        + "only UIListContentConfiguration is supported (check supports(_:) and "
                        + "replace the view with the configuration's makeContentView())")
            }
            listContentConfiguration = configuration
        }
    }

    /// Creates a view showing `configuration`.
    ///
    /// - Complexity: O(*c*) in the number of characters of the texts.
    public init(configuration: UIListContentConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Whether `configuration` is a ``UIListContentConfiguration``, which this view applies;
    /// any other type needs its own view.
    ///
    /// - Complexity: O(1).
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {

        type(of: configuration) == UIListContentConfiguration.self
    }

    // MARK: Applying

    /// Copies the configuration onto the subviews and asks for layout. A subview property that
    /// already holds the value is not set again (setting it would only ask for layout again),
    /// so a configuration that changes only the texts costs the texts.
    private func apply() {
        applyCount += 1
        apply(shown.text, shown.attributedText, shown.textProperties, to: textLabel)
        apply(shown.secondaryText, shown.secondaryAttributedText, shown.secondaryTextProperties, to: secondaryTextLabel)
        applyImage()
        let symbolConfiguration = shown.imageProperties.preferredSymbolConfiguration
        if imageView.preferredSymbolConfiguration != symbolConfiguration {
            imageView.preferredSymbolConfiguration = symbolConfiguration
        }
        let cornerRadius = shown.imageProperties.cornerRadius
        if imageView.layer.cornerRadius != cornerRadius { imageView.layer.cornerRadius = cornerRadius }
        if imageView.layer.masksToBounds != (cornerRadius > 0) { imageView.layer.masksToBounds = cornerRadius > 0 }
        applyImageTint()
        alpha = shown.alpha
        setNeedsLayout()
    }

    /// Applies the texts and the image only, for a configuration whose styling is the shown
    /// one's; asks for layout.
    private func applyContent() {
        applyCount += 1
        applyText(shown.text, shown.attributedText, transform: shown.textProperties.transform, to: textLabel)
        applyText(
            shown.secondaryText, shown.secondaryAttributedText, transform: shown.secondaryTextProperties.transform,
            to: secondaryTextLabel)
        applyImage()
        setNeedsLayout()
    }

    /// Shows the configuration's image, or none. With no image shown and none to show (most
    /// rows), no image is read: reading an optional image copies it.
    private func applyImage() {
        if shown.hasImage || imageView.hasImage {
            let image = shown.image
            if imageView.image != image { imageView.image = image }
        }
        imageView.isHidden = !shown.hasImage
    }

    private func applyText(
        _ text: String?, _ attributedText: NSAttributedString?,
        transform: UIListContentConfiguration.TextProperties.TextTransform, to label: UILabel
    ) {
        if let attributedText {
            label.attributedText = attributedText
            label.isHidden = attributedText.length == 0
        } else {
            // Unwrapped rather than through `Optional.map`: a closure formed here is main-actor
            // isolated, and Swift checks the executor each time such a closure runs.
            var shownText: String?
            if let text { shownText = UIListContentConfiguration.TextProperties.transformedText(text, transform) }
            if label.text != shownText || label.hasAttributedText { label.text = shownText }
            label.isHidden = text?.isEmpty ?? true
        }
    }

    private func apply(
        _ text: String?, _ attributedText: NSAttributedString?,
        _ properties: UIListContentConfiguration.TextProperties, to label: UILabel
    ) {
        applyText(text, attributedText, transform: properties.transform, to: label)
        if label.adjustsFontForContentSizeCategory != properties.adjustsFontForContentSizeCategory {
            label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        }
        label.setFontIfChanged(properties.font)
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.labelAlignment
        if label.numberOfLines != properties.numberOfLines { label.numberOfLines = properties.numberOfLines }
        label.lineBreakMode = properties.lineBreakMode
    }

    /// Sets the image view's tint: inherited from this view when the configuration neither sets
    /// nor transforms it, else resolved against this view's current tint.
    private func applyImageTint() {
        if shown.imageTakesViewTint {
            // Already inheriting: setting nil again would only tell the image view its tint changed.
            if imageView.specifiesTintColor { imageView.tintColor = nil }
        } else {
            imageView.tintColor = shown.imageProperties.resolvedTintColor(for: tintColor)
        }
    }

    // MARK: Layout

    /// Places the image and the labels as described in the type's discussion, and resolves the
    /// image's tint again against this view's tint (which may come from a new superview).
    ///
    /// - Complexity: O(*c*) in the number of characters of the texts.
    public override func layoutSubviews() {
        super.layoutSubviews()
        applyImageTint()
        let frames = frames(width: bounds.width, height: bounds.height)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondaryText
    }

    /// The proposed width (or, for an unbounded width, the content's natural width: margins,
    /// image area, padding and the texts on one line) and the height the content needs at that
    /// width; see the type's discussion.
    ///
    /// ```swift
    /// var content = UIListContentConfiguration.cell()
    /// content.text = "Harpo"
    /// UIListContentView(configuration: content).sizeThatFits(CGSize(width: 320, height: 0)) // 320x44
    /// ```
    ///
    /// - Complexity: O(*c*) in the number of characters of the texts.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width < .greatestFiniteMagnitude ? size.width : naturalWidth()
        return CGSize(width: width, height: frames(width: width, height: nil).fittingHeight)
    }

    /// Where the subviews go, computed once for layout and sizing alike.
    private struct Frames {
        var image = CGRect.zero
        var text = CGRect.zero
        var secondaryText = CGRect.zero
        /// The height the content needs: margins plus the taller of the image area and the texts.
        var fittingHeight: CGFloat = 0
    }

    /// How much wider than the column the texts side by side may measure and still count as
    /// fitting, so that rounding in the natural width never stacks them.
    private static let fitTolerance: CGFloat = 0.0001

    /// The single layout computation: the frames of the subviews for a view `width` wide and
    /// `height` tall (as tall as the content needs when nil).
    private func frames(width: CGFloat, height: CGFloat?) -> Frames {
        let margins = shown.directionalLayoutMargins
        let contentMaxX = width - margins.trailing
        let unbounded = CGFloat.greatestFiniteMagnitude

        // The image and the area it is centred in.
        let imageSize = displayedImageSize()
        let imageArea = imageAreaSize(for: imageSize)
        let textMinX =
            imageSize == nil ? margins.leading : margins.leading + imageArea.width + shown.imageToTextPadding
        let columnWidth = max(0, contentMaxX - textMinX)

        // The texts, side by side or stacked, relative to the top of the text block.
        let hasText = !textLabel.isHidden
        let hasSecondaryText = !secondaryTextLabel.isHidden
        var text = CGRect.zero
        var secondaryText = CGRect.zero
        var blockHeight: CGFloat = 0
        // The one-line sizes matter only when the texts may go side by side.
        let mayGoSideBySide = shown.prefersSideBySideTextAndSecondaryText && hasText && hasSecondaryText
        let textLine = mayGoSideBySide ? textLabel.sizeThatFits(CGSize(width: unbounded, height: unbounded)) : .zero
        let secondaryLine =
            mayGoSideBySide ? secondaryTextLabel.sizeThatFits(CGSize(width: unbounded, height: unbounded)) : .zero
        let sideBySide =
            mayGoSideBySide
            && textLine.width + shown.textToSecondaryTextHorizontalPadding + secondaryLine.width
                <= columnWidth + Self.fitTolerance
        if sideBySide {
            blockHeight = max(textLine.height, secondaryLine.height)
            text = CGRect(
                x: textMinX, y: (blockHeight - textLine.height) / 2, width: textLine.width, height: textLine.height)
            secondaryText = CGRect(
                x: contentMaxX - secondaryLine.width, y: (blockHeight - secondaryLine.height) / 2,
                width: secondaryLine.width, height: secondaryLine.height)
        } else {
            let column = CGSize(width: columnWidth, height: unbounded)
            if hasText {
                text = CGRect(x: textMinX, y: 0, width: columnWidth, height: textLabel.sizeThatFits(column).height)
                blockHeight = text.maxY
            }
            if hasSecondaryText {
                let top = hasText ? blockHeight + shown.textToSecondaryTextVerticalPadding : 0
                let height = secondaryTextLabel.sizeThatFits(column).height
                secondaryText = CGRect(x: textMinX, y: top, width: columnWidth, height: height)
                blockHeight = secondaryText.maxY
            }
        }

        // Vertical placement: the content centred between the top and bottom margins.
        let contentHeight = max(imageArea.height, blockHeight)
        let fittingHeight = margins.top + contentHeight + margins.bottom
        let slack = max(0, (height ?? fittingHeight) - fittingHeight)
        let contentMinY = margins.top + slack / 2

        var frames = Frames(fittingHeight: fittingHeight)
        if let imageSize {
            frames.image = CGRect(
                x: margins.leading + (imageArea.width - imageSize.width) / 2,
                y: contentMinY + (contentHeight - imageSize.height) / 2,
                width: imageSize.width, height: imageSize.height)
        }
        let blockMinY = contentMinY + (contentHeight - blockHeight) / 2
        if hasText { frames.text = text.offsetBy(dx: 0, dy: blockMinY) }
        if hasSecondaryText { frames.secondaryText = secondaryText.offsetBy(dx: 0, dy: blockMinY) }
        return frames
    }

    /// The image's size scaled down, keeping its aspect ratio, to fit `maximumSize` (a zero side
    /// is no limit); nil without an image.
    private func displayedImageSize() -> CGSize? {
        guard shown.hasImage, var image = shown.image else { return nil }
        if let preferred = shown.imageProperties.preferredSymbolConfiguration, image.isSymbolImage {
            image = image.applyingSymbolConfiguration(preferred) ?? image
        }
        let maximum = shown.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0, image.size.width > maximum.width { scale = min(scale, maximum.width / image.size.width) }
        if maximum.height > 0, image.size.height > maximum.height {
            scale = min(scale, maximum.height / image.size.height)
        }
        return CGSize(width: image.size.width * scale, height: image.size.height * scale)
    }

    /// The room the image takes: its size, grown to `reservedLayoutSize`; zero without an image.
    private func imageAreaSize(for imageSize: CGSize?) -> CGSize {
        guard let imageSize else { return .zero }
        let reserved = shown.imageProperties.reservedLayoutSize
        return CGSize(width: max(imageSize.width, reserved.width), height: max(imageSize.height, reserved.height))
    }

    /// The width that shows everything on one line: margins, image area and padding, and the
    /// texts side by side (when preferred and both are present) or the wider of the two.
    private func naturalWidth() -> CGFloat {
        let margins = shown.directionalLayoutMargins
        let imageSize = displayedImageSize()
        let imageWidth = imageSize == nil ? 0 : imageAreaSize(for: imageSize).width + shown.imageToTextPadding
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let textWidth = textLabel.isHidden ? 0 : textLabel.sizeThatFits(unbounded).width
        let secondaryWidth = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.sizeThatFits(unbounded).width
        let textsWidth =
            shown.prefersSideBySideTextAndSecondaryText && textWidth > 0 && secondaryWidth > 0
            ? textWidth + shown.textToSecondaryTextHorizontalPadding + secondaryWidth
            : max(textWidth, secondaryWidth)
        return margins.leading + imageWidth + textsWidth + margins.trailing
    }
}
