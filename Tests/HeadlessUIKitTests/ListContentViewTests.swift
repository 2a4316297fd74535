import CellKitTestSupport
import Foundation
@testable import HeadlessUIKit
import Testing

/// A configuration of another type, which a list content view does not support.
private struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var count = 0
    @MainActor func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
}

@MainActor
private final class BadgeView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A content view sized for `width` by its own `sizeThatFits`, then laid out.
@MainActor
private func laidOut(_ configuration: UIListContentConfiguration, width: CGFloat = 320) -> UIListContentView {
    let view = UIListContentView(configuration: configuration)
    view.frame = CGRect(origin: .zero, size: view.sizeThatFits(CGSize(width: width, height: 0)))
    view.layoutIfNeeded()
    return view
}

private func cell(_ text: String?, _ secondaryText: String? = nil) -> UIListContentConfiguration {
    var content = UIListContentConfiguration.cell()
    content.text = text
    content.secondaryText = secondaryText
    return content
}

@Suite("List content view")
@MainActor
struct ListContentViewTests {
    // MARK: Applying a configuration

    @Test("labels show the transformed text with the configured font, resolved colour, alignment and lines")
    func appliesTextProperties() {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Due today"
        content.secondaryText = "Two Items"
        content.textProperties.colorTransformer = UIConfigurationColorTransformer("to red") { _ in .red }
        content.textProperties.alignment = .center
        content.textProperties.numberOfLines = 2
        content.textProperties.lineBreakMode = .byWordWrapping
        content.secondaryTextProperties.transform = .lowercase
        content.secondaryTextProperties.alignment = .justified

        let view = UIListContentView(configuration: content)

        #expect(view.textLabel.text == "DUE TODAY")
        #expect(view.textLabel.font == .footnote)
        #expect(view.textLabel.textColor == .red)
        #expect(view.textLabel.textAlignment == .center)
        #expect(view.textLabel.numberOfLines == 2)
        #expect(view.textLabel.lineBreakMode == .byWordWrapping)
        #expect(view.secondaryTextLabel.text == "two items")
        #expect(view.secondaryTextLabel.font == .subheadline)
        #expect(view.secondaryTextLabel.textColor == .secondaryLabel)
        #expect(view.secondaryTextLabel.textAlignment == .justified)
        #expect(view.secondaryTextLabel.numberOfLines == 0)
    }

    @Test("the image view shows the image with the corner radius; the view takes the alpha")
    func appliesImageAndAlpha() {
        var content = cell("Harpo")
        content.image = UIImage(named: "harp", size: CGSize(width: 30, height: 30))
        content.imageProperties.cornerRadius = 6
        content.alpha = 0.4

        let view = UIListContentView(configuration: content)

        #expect(view.imageView.image == UIImage(named: "harp", size: CGSize(width: 30, height: 30)))
        #expect(!view.imageView.isHidden)
        #expect(view.imageView.layer.cornerRadius == 6)
        #expect(view.imageView.layer.masksToBounds)
        #expect(view.alpha == 0.4)
    }

    @Test("the image view is hidden without an image, each label without text or with empty text")
    func hidesEmptyParts() {
        let view = UIListContentView(configuration: cell("Harpo", ""))
        #expect(view.imageView.isHidden)
        #expect(!view.textLabel.isHidden)
        #expect(view.secondaryTextLabel.isHidden)

        view.listContentConfiguration = cell(nil, "Harp")
        #expect(view.textLabel.isHidden)
        #expect(!view.secondaryTextLabel.isHidden)

        var withImage = cell(nil)
        withImage.image = UIImage(systemName: "star")
        view.listContentConfiguration = withImage
        #expect(!view.imageView.isHidden)
        #expect(view.secondaryTextLabel.isHidden)
    }

    @Test("the image tint is the view's tint unless set; a transformer resolves against the view's tint")
    func imageTint() {
        let host = UIView()
        host.tintColor = .purple
        var content = cell("Harpo")
        content.image = UIImage(systemName: "star")
        let view = UIListContentView(configuration: content)
        host.addSubview(view)
        #expect(view.imageView.tintColor == .purple, "inherited from the hierarchy")

        content.imageProperties.tintColor = .orange
        view.listContentConfiguration = content
        #expect(view.imageView.tintColor == .orange)

        content.imageProperties.tintColor = nil
        content.imageProperties.tintColorTransformer = UIConfigurationColorTransformer("faded") { $0.withAlphaComponent(0.5) }
        view.listContentConfiguration = content
        #expect(view.imageView.tintColor == UIColor.purple.withAlphaComponent(0.5))

        host.tintColor = .green
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.imageView.tintColor == UIColor.green.withAlphaComponent(0.5), "resolved again at layout")
    }

    @Test("a selected sidebar cell's updated configuration shows white text and a white image")
    func sidebarSelectionShows() {
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        content.image = UIImage(systemName: "tray")
        var state = UICellConfigurationState()
        state.isSelected = true

        let view = UIListContentView(configuration: content.updated(for: state))

        #expect(view.textLabel.textColor == .white)
        #expect(view.imageView.tintColor == .white)
    }

    // MARK: Equal configurations, supports

    @Test("applying a configuration equal to the current one does nothing; a different one applies and relayouts")
    func equalConfigurationDoesNothing() {
        let view = laidOut(cell("Harpo"))
        let applied = view.applyCount
        #expect(!view.needsLayout)

        view.listContentConfiguration = cell("Harpo")
        view.configuration = cell("Harpo")
        #expect(view.applyCount == applied)
        #expect(!view.needsLayout)

        view.configuration = cell("Groucho")
        #expect(view.applyCount == applied + 1)
        #expect(view.needsLayout)
        #expect(view.textLabel.text == "Groucho")
    }

    @Test("supports is true for any list content configuration and false for another configuration type")
    func supports() {
        let view = UIListContentView(configuration: .cell())
        #expect(view.supports(UIListContentConfiguration.valueCell()))
        #expect(view.supports(UIListContentConfiguration.groupedHeader()))
        #expect(!view.supports(BadgeConfiguration()))
    }

    @Test("setting another configuration type stops with a message naming the type")
    nonisolated func foreignConfigurationStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIListContentView(configuration: .cell())
                view.configuration = BadgeConfiguration()
            }
        }
        #expect(standardError(of: result).contains("UIListContentView cannot show a configuration of type BadgeConfiguration"))
    }

    // MARK: Layout

    @Test("a one-line cell is 44 points tall, its text spanning the margins")
    func oneLineCell() {
        let view = laidOut(cell("Harpo"))
        #expect(isClose(view.frame.height, 44))
        #expect(view.frame.width == 320)
        #expect(isClose(view.textLabel.frame, CGRect(x: 16, y: 11.8, width: 288, height: 20.4)))
        #expect(view.secondaryTextLabel.frame == .zero)
        #expect(view.imageView.frame == .zero)
    }

    @Test("stacked: the secondary text goes below the text after the vertical padding")
    func stacked() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Harpo"
        content.secondaryText = "Harp"
        let view = laidOut(content)

        #expect(isClose(view.textLabel.frame, CGRect(x: 16, y: 11.8, width: 288, height: 20.4)))
        #expect(isClose(view.secondaryTextLabel.frame, CGRect(x: 16, y: 35.2, width: 288, height: 18)))
        #expect(isClose(view.frame.height, 65))
        #expect(isClose(view.secondaryTextLabel.frame.maxY + content.directionalLayoutMargins.bottom, view.frame.height))
    }

    @Test("only a secondary text sits at the top margin with no padding")
    func secondaryOnly() {
        let view = laidOut(cell(nil, "Harp"))
        #expect(isClose(view.secondaryTextLabel.frame, CGRect(x: 16, y: 11.8, width: 288, height: 18)))
        #expect(isClose(view.frame.height, 41.6)) // 11.8 + 18 + 11.8
    }

    @Test("side by side: text at the leading margin, secondary text ending at the trailing margin")
    func sideBySide() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Volume"       // 6 × 8.5 = 51
        content.secondaryText = "80%" // 3 × 8.5 = 25.5
        let view = laidOut(content)

        #expect(isClose(view.textLabel.frame, CGRect(x: 16, y: 11.8, width: 51, height: 20.4)))
        #expect(isClose(view.secondaryTextLabel.frame, CGRect(x: 304 - 25.5, y: 11.8, width: 25.5, height: 20.4)))
        #expect(isClose(view.frame.height, 44))
    }

    @Test("side by side centres the shorter text on the taller one")
    func sideBySideCentres() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Volume"
        content.secondaryText = "80%"
        content.secondaryTextProperties.font = .footnote // 15.6 tall
        let view = laidOut(content)
        #expect(isClose(view.secondaryTextLabel.frame.minY, 14.2)) // 11.8 + (20.4 - 15.6) / 2
        #expect(isClose(view.frame.height, 44))
    }

    @Test("a value cell whose texts do not fit on one line stacks them")
    func sideBySideFallsBackToStacked() {
        var content = UIListContentConfiguration.valueCell()
        content.text = String(repeating: "a", count: 20)          // 170
        content.secondaryText = String(repeating: "b", count: 13) // 110.5; 170 + 8 + 110.5 > 288
        let view = laidOut(content)

        #expect(isClose(view.textLabel.frame, CGRect(x: 16, y: 11.8, width: 288, height: 20.4)))
        #expect(isClose(view.secondaryTextLabel.frame, CGRect(x: 16, y: 35.2, width: 288, height: 20.4)))
        #expect(isClose(view.frame.height, 67.4)) // 11.8 + 20.4 + 3 + 20.4 + 11.8

        content.secondaryText = String(repeating: "b", count: 12) // 102; 170 + 8 + 102 = 280 fits
        view.listContentConfiguration = content
        view.frame.size = view.sizeThatFits(CGSize(width: 320, height: 0))
        view.layoutIfNeeded()
        #expect(isClose(view.secondaryTextLabel.frame, CGRect(x: 202, y: 11.8, width: 102, height: 20.4)))
    }

    @Test("with an image: the image at the leading margin, centred; the text after the padding")
    func withImage() {
        var content = cell("Harpo")
        content.image = UIImage(systemName: "star") // 24x24
        let view = laidOut(content)

        #expect(isClose(view.frame.height, 47.6)) // 11.8 + 24 + 11.8
        #expect(isClose(view.imageView.frame, CGRect(x: 16, y: 11.8, width: 24, height: 24)))
        #expect(isClose(view.textLabel.frame, CGRect(x: 56, y: 11.8 + 1.8, width: 248, height: 20.4)))
    }

    @Test("a short image is centred on a taller text block")
    func shortImageCentred() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Harpo"
        content.secondaryText = "Harp"
        content.image = UIImage(named: "dot", size: CGSize(width: 10, height: 10))
        let view = laidOut(content)
        // Text block: 20.4 + 3 + 18 = 41.4.
        #expect(isClose(view.imageView.frame, CGRect(x: 16, y: 11.8 + (41.4 - 10) / 2, width: 10, height: 10)))
        #expect(isClose(view.textLabel.frame.minX, 16 + 10 + 16))
        #expect(isClose(view.frame.height, 65))
    }

    @Test("a reserved layout size grows the image area; the image is centred in it")
    func reservedLayoutSize() {
        var content = cell("Harpo")
        content.image = UIImage(systemName: "star")
        content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
        let view = laidOut(content)

        #expect(isClose(view.frame.height, 63.6)) // 11.8 + 40 + 11.8
        #expect(isClose(view.imageView.frame, CGRect(x: 24, y: 19.8, width: 24, height: 24)))
        #expect(isClose(view.textLabel.frame.minX, 16 + 40 + 16))
        #expect(isClose(view.textLabel.frame.minY, 21.6)) // 11.8 + (40 - 20.4) / 2
    }

    @Test("a reserved size smaller than the image, or with no image, reserves nothing more")
    func reservedSizeSmallerOrWithoutImage() {
        var content = cell("Harpo")
        content.image = UIImage(systemName: "star")
        content.imageProperties.reservedLayoutSize = CGSize(width: 10, height: 10)
        #expect(isClose(laidOut(content).textLabel.frame.minX, 56))

        content.image = nil
        content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
        let view = laidOut(content)
        #expect(isClose(view.textLabel.frame.minX, 16))
        #expect(isClose(view.frame.height, 44))
    }

    @Test("a maximum size scales a larger image down, keeping its aspect ratio")
    func maximumSize() {
        var content = cell("Harpo")
        content.image = UIImage(named: "photo", size: CGSize(width: 40, height: 30))
        content.imageProperties.maximumSize = CGSize(width: 20, height: 20)
        let view = laidOut(content)

        #expect(isClose(view.imageView.frame, CGRect(x: 16, y: 11.8 + (20.4 - 15) / 2, width: 20, height: 15)))
        #expect(isClose(view.textLabel.frame.minX, 16 + 20 + 16))
        #expect(isClose(view.frame.height, 44))

        content.imageProperties.maximumSize = CGSize(width: 0, height: 15) // only the height is limited
        view.listContentConfiguration = content
        view.layoutIfNeeded()
        #expect(isClose(view.imageView.frame.size.width, 20))
        #expect(isClose(view.imageView.frame.size.height, 15))

        content.imageProperties.maximumSize = CGSize(width: 100, height: 100) // larger: no change
        view.listContentConfiguration = content
        view.frame.size = view.sizeThatFits(CGSize(width: 320, height: 0))
        view.layoutIfNeeded()
        #expect(view.imageView.frame.size == CGSize(width: 40, height: 30))
    }

    @Test("multi-line text wraps to the column and grows the height; one line does not")
    func multiLineText() {
        // 288 / 8.5 → 33 characters a line; 40 characters take 2 lines.
        let long = String(repeating: "x", count: 40)
        let view = laidOut(cell(long))
        #expect(isClose(view.textLabel.frame.height, 40.8))
        #expect(isClose(view.frame.height, 64.4)) // 11.8 + 40.8 + 11.8

        var oneLine = cell(long)
        oneLine.textProperties.numberOfLines = 1
        #expect(isClose(laidOut(oneLine).frame.height, 44))
    }

    @Test("a second line of secondary text grows the height by one subheadline line")
    func secondLineOfSecondaryText() {
        // 288 / 7.5 → 38 characters a line.
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Harpo"
        content.secondaryText = String(repeating: "y", count: 38)
        let oneLine = laidOut(content)
        content.secondaryText = String(repeating: "y", count: 39)
        let twoLines = laidOut(content)

        #expect(isClose(oneLine.frame.height, 65))
        #expect(isClose(twoLines.frame.height, 65 + 18))
        #expect(isClose(twoLines.secondaryTextLabel.frame.height, 36))
        #expect(isClose(twoLines.secondaryTextLabel.frame.maxY + 11.8, twoLines.frame.height))
    }

    @Test("sizeThatFits matches the laid-out frames at several widths")
    func sizeMatchesLayout() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "A rather long title that wraps at narrow widths"
        content.secondaryText = "And a subtitle that wraps as well"
        content.image = UIImage(systemName: "star")
        for width: CGFloat in [120, 200, 320, 600] {
            let view = laidOut(content, width: width)
            let lowest = max(view.secondaryTextLabel.frame.maxY, view.imageView.frame.maxY)
            #expect(isClose(lowest + content.directionalLayoutMargins.bottom, view.frame.height), "width \(width)")
            #expect(isClose(view.textLabel.frame.minY, content.directionalLayoutMargins.top), "width \(width)")
            #expect(view.frame.width == width)
        }
        #expect(laidOut(content, width: 120).frame.height > laidOut(content, width: 600).frame.height)
    }

    @Test("a view taller than its content centres the content between the margins")
    func tallerViewCentres() {
        let view = UIListContentView(configuration: cell("Harpo"))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        view.layoutIfNeeded()
        #expect(isClose(view.textLabel.frame.minY, 11.8 + (100 - 44) / 2))

        view.frame = CGRect(x: 0, y: 0, width: 320, height: 20) // too short: stays at the top margin
        view.layoutIfNeeded()
        #expect(isClose(view.textLabel.frame.minY, 11.8))
    }

    @Test("an unbounded width measures the natural width: margins, image, padding and the texts on one line")
    func naturalWidth() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Volume"
        content.secondaryText = "80%"
        content.image = UIImage(systemName: "speaker")
        let view = UIListContentView(configuration: content)
        view.sizeToFit()
        #expect(isClose(view.frame.width, 156.5)) // 16 + 24 + 16 + 51 + 8 + 25.5 + 16
        #expect(isClose(view.frame.height, 47.6)) // 11.8 + 24 + 11.8

        view.layoutIfNeeded()
        #expect(isClose(view.secondaryTextLabel.frame.maxX, view.frame.width - 16))

        content.prefersSideBySideTextAndSecondaryText = false
        view.listContentConfiguration = content
        #expect(isClose(view.sizeThatFits(CGSize(width: CGFloat.infinity, height: 0)).width, 16 + 24 + 16 + 51 + 16))
    }

    @Test("margins and paddings from the configuration move the frames")
    func customMarginsAndPaddings() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Harpo"
        content.secondaryText = "Harp"
        content.image = UIImage(systemName: "star")
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 30)
        content.imageToTextPadding = 5
        content.textToSecondaryTextVerticalPadding = 10
        let view = laidOut(content)

        #expect(isClose(view.textLabel.frame, CGRect(x: 39, y: 4, width: 320 - 30 - 39, height: 20.4)))
        #expect(isClose(view.secondaryTextLabel.frame.minY, 4 + 20.4 + 10))
        #expect(isClose(view.frame.height, 4 + 20.4 + 10 + 18 + 6))
    }
}
