import Foundation
import HeadlessUIKit
import Testing

/// A view that records the trait and tint notifications it receives.
@MainActor
private final class RecordingView: UIView {
    private(set) var previousTraits: [UITraitCollection?] = []
    private(set) var tintChanges = 0

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousTraits.append(previousTraitCollection)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

@Suite("UIView values: traits, tint, content mode, clipping")
@MainActor
struct ViewValueTests {
    @Test("a root view sees an iPhone in portrait: light, compact width, regular height, Large text")
    func defaultTraits() {
        let traits = UIView().traitCollection
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.preferredContentSizeCategory == .large)
    }

    @Test("traits set on a view override the inherited ones and reach every view inside it")
    func traitOverrides() {
        let root = RecordingView()
        let child = RecordingView()
        let grandchild = RecordingView()
        root.addSubview(child)
        child.addSubview(grandchild)

        child.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        root.traitCollection = UITraitCollection(userInterfaceStyle: .dark)

        #expect(grandchild.traitCollection.userInterfaceStyle == .dark, "inherited from the root")
        #expect(grandchild.traitCollection.preferredContentSizeCategory == .accessibilityLarge, "from the child")
        #expect(root.traitCollection.preferredContentSizeCategory == .large)
        #expect(root.previousTraits.map { $0?.userInterfaceStyle } == [.light])
        #expect(child.previousTraits.map { $0?.preferredContentSizeCategory } == [.large, .accessibilityLarge])
        #expect(grandchild.previousTraits.count == 2)

        child.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(child.previousTraits.count == 2, "no change, no call")
        root.traitCollection = UITraitCollection(userInterfaceStyle: .light)
        #expect(child.traitCollection.userInterfaceStyle == .dark, "the child's own trait stays")
        #expect(child.previousTraits.count == 2)
        #expect(root.previousTraits.count == 2)
    }

    @Test("tint: inherited until set, systemBlue at the root; tintColorDidChange reaches the views that inherit")
    func tint() {
        let root = RecordingView()
        let child = RecordingView()
        let own = RecordingView()
        root.addSubview(child)
        root.addSubview(own)
        #expect(child.tintColor == .systemBlue)
        own.tintColor = .systemPink
        root.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen)
        #expect(own.tintColor == .systemPink)
        #expect(root.tintChanges == 1)
        #expect(child.tintChanges == 1)
        #expect(own.tintChanges == 1, "only its own setting")
        own.tintColor = nil
        #expect(own.tintColor == .systemGreen)
    }

    @Test("contentMode defaults to scaleToFill; clipsToBounds is the layer's masksToBounds")
    func contentModeAndClipping() {
        let view = UIView()
        #expect(view.contentMode == .scaleToFill)
        #expect(!view.clipsToBounds)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
        #expect(UIView.ContentMode(rawValue: 12) == .bottomRight)
    }

    @Test("The layer, made when first asked for, is the same object for the view's life and keeps what was set on it")
    func layerIsMadeOnce() {
        let view = UIView()
        #expect(!view.clipsToBounds)  // read before any layer exists
        let layer = view.layer
        #expect(view.layer === layer)
        layer.cornerRadius = 6
        layer.borderWidth = 2
        #expect(view.layer.cornerRadius == 6 && view.layer.borderWidth == 2)
        #expect(!view.clipsToBounds)
        view.clipsToBounds = true
        #expect(view.layer === layer && layer.masksToBounds)
        // Set through `clipsToBounds` before the layer was asked for: the layer made then holds it.
        let other = UIView()
        other.clipsToBounds = true
        #expect(other.layer.masksToBounds && other.clipsToBounds)
    }
}

@Suite("UIImageView: shown image, symbol configuration, tint, content mode")
@MainActor
struct ImageViewValueTests {
    @Test(
        "imageFrame places a 40×20 image in 100×100 bounds by content mode",
        arguments: [
            (UIView.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
            (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
            (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
            (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
            (.center, CGRect(x: 30, y: 40, width: 40, height: 20)), (.top, CGRect(x: 30, y: 0, width: 40, height: 20)),
            (.bottom, CGRect(x: 30, y: 80, width: 40, height: 20)), (.left, CGRect(x: 0, y: 40, width: 40, height: 20)),
            (.right, CGRect(x: 60, y: 40, width: 40, height: 20)), (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
            (.topRight, CGRect(x: 60, y: 0, width: 40, height: 20)),
            (.bottomLeft, CGRect(x: 0, y: 80, width: 40, height: 20)),
            (.bottomRight, CGRect(x: 60, y: 80, width: 40, height: 20)),
        ] as [(UIView.ContentMode, CGRect)])
    func contentModes(mode: UIView.ContentMode, frame: CGRect) {
        let view = UIImageView(image: UIImage(named: "wide", size: CGSize(width: 40, height: 20)))
        #expect(view.frame.size == CGSize(width: 40, height: 20), "sized to its image")
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.contentMode = mode
        #expect(view.imageFrame == frame)
    }

    @Test("the highlighted image shows while highlighted, and sizes the view")
    func highlighted() throws {
        let normal = UIImage(named: "off", size: CGSize(width: 10, height: 10))
        let lit = UIImage(named: "on", size: CGSize(width: 30, height: 20))
        let view = UIImageView(image: normal, highlightedImage: lit)
        #expect(view.displayedImage == normal)
        view.isHighlighted = true
        #expect(view.displayedImage == lit)
        #expect(view.sizeThatFits(.zero) == CGSize(width: 30, height: 20))
        view.highlightedImage = nil
        #expect(view.displayedImage == normal)
    }

    @Test("preferredSymbolConfiguration applies on top of the symbol's own and changes its size")
    func preferredConfiguration() throws {
        let view = UIImageView(image: UIImage(systemName: "star", withConfiguration: .init(weight: .bold)))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 24, height: 24))
        view.preferredSymbolConfiguration = .init(pointSize: 34)
        #expect(view.displayedImage?.symbolConfiguration == .init(pointSize: 34, weight: .bold))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 48, height: 48))
    }

    @Test("a symbol that follows a text style sizes with the view's content size category")
    func textStyleSymbol() {
        let view = UIImageView(image: UIImage(systemName: "star", withConfiguration: .init(textStyle: .body)))
        let container = UIView()
        container.addSubview(view)
        #expect(view.sizeThatFits(.zero).width == 24)
        container.traitCollection = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(view.needsLayout)
        #expect(view.sizeThatFits(.zero).width == 27)  // 24 × 19/17 = 26.8
    }

    @Test("templates take the view's tint, originals none, an image's own tint wins")
    func tinting() throws {
        let star = try #require(UIImage(systemName: "star"))
        let view = UIImageView(image: star)
        let container = UIView()
        container.tintColor = .systemOrange
        container.addSubview(view)
        #expect(view.drawsImageAsTemplate, "a symbol in the automatic mode is a template")
        #expect(view.displayedTintColor == .systemOrange)
        view.image = star.withRenderingMode(.alwaysOriginal)
        #expect(view.displayedTintColor == nil)
        view.image = UIImage(named: "photo", size: CGSize(width: 10, height: 10))
        #expect(!view.drawsImageAsTemplate, "a bitmap in the automatic mode shows its colours")
        view.image = UIImage(named: "photo", size: CGSize(width: 10, height: 10)).withRenderingMode(.alwaysTemplate)
        #expect(view.displayedTintColor == .systemOrange)
        view.image = star.withTintColor(.systemPurple)
        #expect(view.displayedTintColor == .systemPurple)
    }
}

@Suite("UILabel values and Dynamic Type")
@MainActor
struct LabelValueTests {
    @Test("defaults: the 17 pt system font and label colour; nil restores them")
    func defaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.isEnabled && !label.isHighlighted && !label.adjustsFontSizeToFitWidth)
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .systemRed
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }

    @Test("attributedText and text set each other")
    func attributedText() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Harpo")
        #expect(label.text == "Harpo")
        label.text = "Chico"
        #expect(label.attributedText?.string == "Chico")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test("with adjustsFontForContentSizeCategory a text-style font follows the label's category")
    func dynamicType() {
        let container = UIView()
        let label = UILabel()
        container.addSubview(label)
        label.text = "Zeppo"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.layoutIfNeeded()

        container.traitCollection = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(label.font.pointSize == 19)
        #expect(label.needsLayout)
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 5 * 9.5, height: 19 * 1.2))

        container.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(label.font.pointSize == 53)
        label.adjustsFontForContentSizeCategory = false
        #expect(label.font.pointSize == 17, "the font as set, for Large")
    }

    @Test("fonts from UIFontMetrics rescale too; fixed fonts and withSize do not")
    func dynamicTypeMetrics() {
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Avenir-Heavy", size: 14)!)
        label.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(label.font.pointSize == 19)  // 14 × 38/28
        label.font = .systemFont(ofSize: 14)
        #expect(label.font.pointSize == 14)
        label.font = UIFont.preferredFont(forTextStyle: .body).withSize(30)
        #expect(label.font.pointSize == 30)
    }

    @Test("highlighted and disabled labels change the colour they draw")
    func highlightAndEnabled() {
        let label = UILabel()
        label.textColor = .systemRed
        label.highlightedTextColor = .white
        #expect(label.displayedTextColor == .systemRed)
        label.isHighlighted = true
        #expect(label.displayedTextColor == .white)
        label.isHighlighted = false
        label.isEnabled = false
        #expect(label.displayedTextColor == UIColor.systemRed.withAlphaComponent(0.5))
    }

    @Test("adjustsFontSizeToFitWidth shrinks the shown size to the width, not below the minimum scale")
    func fitWidth() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.text = "0123456789"  // 10 × 10 = 100 points at 20 pt
        label.font = .systemFont(ofSize: 20)
        #expect(label.fittingFontSize == 20)
        label.adjustsFontSizeToFitWidth = true
        #expect(label.fittingFontSize == 10)
        label.minimumScaleFactor = 0.75
        #expect(label.fittingFontSize == 15)
    }
}

@MainActor
@Suite("overrideUserInterfaceStyle")
struct OverrideUserInterfaceStyleTests {
    @Test("a view's override wins over its superview's style, and .unspecified inherits it again")
    func overrideAndBack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: root.bounds)
        root.addSubview(child)
        root.traitCollection = UITraitCollection(userInterfaceStyle: .light)
        child.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.userInterfaceStyle == .light)
        child.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitCollection.userInterfaceStyle == .light)
        root.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
    }
}
