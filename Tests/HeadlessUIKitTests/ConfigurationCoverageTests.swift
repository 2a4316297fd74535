import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// The configuration members added for UIKit coverage: text alignment and Dynamic Type in
// `TextProperties`, the image's preferred symbol configuration, attributed texts, the accompanied
// sidebar subtitle preset, `UIConfigurationState.init(traitCollection:)`, the unnamed colour
// transformer, and `UICollectionViewCell.defaultBackgroundConfiguration()`.

@MainActor
@Suite("Configuration coverage: UIKit members of list content, states, transformers and defaults")
struct ConfigurationCoverageTests {
    @Test("TextProperties.alignment: .center draws the text centred in the column (after the image area)")
    func centredText() {
        var content = UIListContentConfiguration.cell()
        content.text = "Harpo"
        content.textProperties.alignment = .center
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        // The column runs from the leading margin (16) to the trailing margin (320 - 16).
        #expect(view.textLabel.frame.minX == 16)
        #expect(view.textLabel.frame.maxX == 304)
        #expect(view.textLabel.textAlignment == .center)
        let svg = SVGRenderer.render(view, size: CGSize(width: 320, height: 44))
        #expect(svg.contains("x=\"160\""))
        #expect(svg.contains("text-anchor=\"middle\""))
    }

    @Test("TextProperties.alignment is .natural by default and the enum has UIKit's three cases")
    func alignmentCases() {
        let cases: [UIListContentConfiguration.TextProperties.TextAlignment] = [.natural, .center, .justified]
        #expect(Set(cases).count == 3)
        #expect(UIListContentConfiguration.cell().textProperties.alignment == .natural)
    }

    @Test("adjustsFontForContentSizeCategory is on by default: the text grows with the category")
    func dynamicType() {
        var content = UIListContentConfiguration.cell()
        content.text = "Harpo"
        #expect(content.textProperties.adjustsFontForContentSizeCategory)
        let view = UIListContentView(configuration: content)
        #expect(view.textLabel.adjustsFontForContentSizeCategory)
        let large = view.textLabel.font.pointSize
        view.traitCollection = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        #expect(view.textLabel.font.pointSize > large)

        content.textProperties.adjustsFontForContentSizeCategory = false
        let fixed = UIListContentView(configuration: content)
        fixed.traitCollection = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        #expect(!fixed.textLabel.adjustsFontForContentSizeCategory)
        #expect(fixed.textLabel.font.pointSize == large)
    }

    @Test("ImageProperties.preferredSymbolConfiguration is applied to the symbol shown and sizes its area")
    func preferredSymbolConfiguration() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "Star"
        content.image = UIImage(systemName: "star")
        #expect(content.imageProperties.preferredSymbolConfiguration == nil)
        let plain = UIListContentView(configuration: content)
        plain.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        plain.layoutIfNeeded()

        let configuration = UIImage.SymbolConfiguration(pointSize: 34)
        content.imageProperties.preferredSymbolConfiguration = configuration
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        view.layoutIfNeeded()
        #expect(view.imageView.preferredSymbolConfiguration == configuration)
        let shown = try #require(view.imageView.displayedImage)
        #expect(shown.symbolConfiguration == configuration)
        // 24 points at the default 17-point size, scaled linearly: 48 at 34.
        #expect(plain.imageView.frame.width == 24)
        #expect(view.imageView.frame.width == 48)
    }

    @Test("attributedText shows its characters; setting it clears text, and setting text clears it")
    func attributedTexts() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "plain"
        content.secondaryText = "plain 2"
        content.attributedText = NSAttributedString(string: "Rich")
        content.secondaryAttributedText = NSAttributedString(string: "Rich 2")
        #expect(content.text == nil)
        #expect(content.secondaryText == nil)
        #expect(content.attributedText?.string == "Rich")

        let view = UIListContentView(configuration: content)
        #expect(view.textLabel.text == "Rich")
        #expect(view.textLabel.attributedText?.string == "Rich")
        #expect(!view.textLabel.isHidden)
        #expect(view.secondaryTextLabel.text == "Rich 2")

        content.text = "Back"
        #expect(content.attributedText == nil)
        #expect(content.secondaryAttributedText?.string == "Rich 2")
        let again = UIListContentView(configuration: content)
        #expect(again.textLabel.text == "Back")
    }

    @Test("attributedText keeps a copy: a later change to a mutable string does not show")
    func attributedTextCopy() {
        let mutable = NSMutableAttributedString(string: "One")
        var content = UIListContentConfiguration.cell()
        content.attributedText = mutable
        mutable.mutableString.setString("Two")
        #expect(content.attributedText?.string == "One")
    }

    @Test("accompaniedSidebarSubtitleCell: sidebar subtitle look, colours kept when selected")
    func accompaniedSidebarSubtitleCell() {
        var content = UIListContentConfiguration.accompaniedSidebarSubtitleCell()
        content.text = "Inbox"
        content.secondaryText = "3 unread"
        #expect(content.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(content.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(content.imageToTextPadding == 12)
        #expect(content != UIListContentConfiguration.sidebarSubtitleCell())
        let selected = content.updated(for: cellState(selected: true))
        #expect(selected.textProperties.color == .label)
        #expect(selected.secondaryTextProperties.color == .secondaryLabel)
        // The non-accompanied preset turns white on its tinted background.
        var sidebar = UIListContentConfiguration.sidebarSubtitleCell()
        sidebar.text = "Inbox"
        #expect(sidebar.updated(for: cellState(selected: true)).textProperties.color == .white)
    }

    @Test("axesPreservingSuperviewLayoutMargins: both by default; the configuration's margins place the content on any axes")
    func axesPreservingMargins() {
        #expect(UIAxis.both == [.horizontal, .vertical])
        #expect(UIAxis.horizontal.rawValue == 1 && UIAxis.vertical.rawValue == 2)
        var content = UIListContentConfiguration.cell()
        #expect(content.axesPreservingSuperviewLayoutMargins == .both)
        content.text = "Harpo"
        for axes: UIAxis in [[], .horizontal, .vertical, .both] {
            content.axesPreservingSuperviewLayoutMargins = axes
            let view = UIListContentView(configuration: content)
            view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            view.layoutIfNeeded()
            // No inherited margins in the engine: the cell preset's 16-point leading margin holds.
            #expect(view.textLabel.frame.minX == 16)
            #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
        }
    }

    @Test("UIConfigurationState.init(traitCollection:) is a requirement: a generic function can make any state")
    func stateInit() {
        func make<State: UIConfigurationState>(_: State.Type) -> State {
            State(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        }
        #expect(make(UICellConfigurationState.self).traitCollection.userInterfaceStyle == .dark)
        #expect(make(UIViewConfigurationState.self).traitCollection.userInterfaceStyle == .dark)
        #expect(!make(UICellConfigurationState.self).isSelected)
    }

    @Test("UIConfigurationColorTransformer(_:) takes a plain closure and transforms what it resolves")
    func unnamedTransformer() {
        var counter = 0
        let transformer = UIConfigurationColorTransformer { color in
            counter += 1
            return color.withAlphaComponent(0.5)
        }
        #expect(transformer(.red) == UIColor.red.withAlphaComponent(0.5))
        #expect(counter == 1)
        #expect(transformer == transformer)
        #expect(transformer != UIConfigurationColorTransformer { $0 })

        var content = UIListContentConfiguration.cell()
        content.text = "Faded"
        content.textProperties.colorTransformer = transformer
        let view = UIListContentView(configuration: content)
        #expect(view.textLabel.textColor == UIColor.label.withAlphaComponent(0.5))
    }

    @Test("UICollectionViewCell.defaultBackgroundConfiguration() is clear; a list cell's is the plain-list one")
    func collectionCellDefaultBackground() {
        #expect(UICollectionViewCell(frame: .zero).defaultBackgroundConfiguration() == .clear())
        let listCell: UICollectionViewCell = UICollectionViewListCell(frame: .zero)
        #expect(listCell.defaultBackgroundConfiguration() == .listPlainCell())
    }
}
