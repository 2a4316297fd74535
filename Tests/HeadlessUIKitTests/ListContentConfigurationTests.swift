import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

@Suite("List content configuration")
struct ListContentConfigurationTests {
    // MARK: Presets

    @Test("cell() is body text in label colour with 11.8/16 margins and nothing side by side")
    func cellPreset() {
        let content = UIListContentConfiguration.cell()
        #expect(content.text == nil && content.secondaryText == nil && content.image == nil)
        #expect(content.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(content.textProperties.color == .label)
        #expect(content.textProperties.colorTransformer == nil)
        #expect(content.textProperties.alignment == .natural)
        #expect(content.textProperties.numberOfLines == 0)
        #expect(content.textProperties.lineBreakMode == .byTruncatingTail)
        #expect(content.textProperties.transform == .none)
        #expect(content.secondaryTextProperties.font == .preferredFont(forTextStyle: .subheadline))
        #expect(content.secondaryTextProperties.color == .secondaryLabel)
        #expect(content.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11.8, leading: 16, bottom: 11.8, trailing: 16))
        #expect(!content.prefersSideBySideTextAndSecondaryText)
        #expect(content.imageToTextPadding == 16)
        #expect(content.textToSecondaryTextHorizontalPadding == 8)
        #expect(content.textToSecondaryTextVerticalPadding == 3)
        #expect(content.alpha == 1)
        #expect(content.imageProperties.tintColor == nil)
        #expect(content.imageProperties.tintColorTransformer == nil)
        #expect(content.imageProperties.cornerRadius == 0)
        #expect(content.imageProperties.maximumSize == .zero)
        #expect(content.imageProperties.reservedLayoutSize == .zero)
    }

    @Test("subtitleCell() stacks a subheadline secondary text in secondaryLabel; it is not equal to cell()")
    func subtitlePreset() {
        let content = UIListContentConfiguration.subtitleCell()
        #expect(content.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(content.secondaryTextProperties.font == .preferredFont(forTextStyle: .subheadline))
        #expect(content.secondaryTextProperties.color == .secondaryLabel)
        #expect(!content.prefersSideBySideTextAndSecondaryText)
        #expect(content != UIListContentConfiguration.cell())
    }

    @Test("valueCell() puts a body secondary text in secondaryLabel side by side")
    func valuePreset() {
        let content = UIListContentConfiguration.valueCell()
        #expect(content.prefersSideBySideTextAndSecondaryText)
        #expect(content.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(content.secondaryTextProperties.font == .preferredFont(forTextStyle: .body))
        #expect(content.secondaryTextProperties.color == .secondaryLabel)
        #expect(content.textToSecondaryTextHorizontalPadding == 8)
    }

    @Test("header and footer presets have their documented fonts, colours, transforms and margins")
    func headerFooterPresets() {
        let plainHeader = UIListContentConfiguration.plainHeader()
        #expect(plainHeader.textProperties.font == .preferredFont(forTextStyle: .headline))
        #expect(plainHeader.textProperties.color == .label)
        #expect(plainHeader.textProperties.transform == .none)
        #expect(plainHeader.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))

        let plainFooter = UIListContentConfiguration.plainFooter()
        #expect(plainFooter.textProperties.font == .preferredFont(forTextStyle: .footnote))
        #expect(plainFooter.textProperties.color == .secondaryLabel)

        let groupedHeader = UIListContentConfiguration.groupedHeader()
        #expect(groupedHeader.textProperties.font == .preferredFont(forTextStyle: .footnote))
        #expect(groupedHeader.textProperties.color == .secondaryLabel)
        #expect(groupedHeader.textProperties.transform == .uppercase)
        #expect(groupedHeader.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))

        let groupedFooter = UIListContentConfiguration.groupedFooter()
        #expect(groupedFooter.textProperties.font == .preferredFont(forTextStyle: .footnote))
        #expect(groupedFooter.textProperties.transform == .none)
        #expect(groupedFooter.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))

        let sidebarHeader = UIListContentConfiguration.sidebarHeader()
        #expect(sidebarHeader.textProperties.font == .preferredFont(forTextStyle: .headline))
        #expect(sidebarHeader.directionalLayoutMargins.top == 12)

        let prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
        #expect(prominent.textProperties.font == UIFont.systemFont(ofSize: 20, weight: .bold))
        #expect(prominent.textProperties.color == .label)

        let extraProminent = UIListContentConfiguration.extraProminentInsetGroupedHeader()
        #expect(extraProminent.textProperties.font == UIFont.systemFont(ofSize: 22, weight: .bold))
        #expect(extraProminent.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))

        for header in [plainHeader, plainFooter, groupedHeader, groupedFooter, sidebarHeader, prominent, extraProminent] {
            #expect(header.imageToTextPadding == 8)
            #expect(!header.prefersSideBySideTextAndSecondaryText)
        }
    }

    @Test("sidebar cell presets are body cells with a 12-point image padding")
    func sidebarPresets() {
        for content in [
            UIListContentConfiguration.sidebarCell(), .sidebarSubtitleCell(), .accompaniedSidebarCell(),
        ] {
            #expect(content.textProperties.font == .preferredFont(forTextStyle: .body))
            #expect(content.textProperties.color == .label)
            #expect(content.secondaryTextProperties.color == .secondaryLabel)
            #expect(content.imageToTextPadding == 12)
            #expect(content.directionalLayoutMargins.leading == 16)
        }
    }

    @Test("every preset is distinct: the preset it came from takes part in equality")
    func presetsAreDistinct() {
        let presets: [UIListContentConfiguration] = [
            .cell(), .subtitleCell(), .valueCell(), .plainHeader(), .plainFooter(), .groupedHeader(),
            .groupedFooter(), .sidebarCell(), .sidebarSubtitleCell(), .sidebarHeader(), .accompaniedSidebarCell(),
            .prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader(),
        ]
        #expect(Set(presets).count == 13)
        #expect(UIListContentConfiguration.cell() == UIListContentConfiguration.cell())
        #expect(UIListContentConfiguration.cell().hashValue == UIListContentConfiguration.cell().hashValue)
    }

    @Test("configurations are values: changing a copy leaves the original; any property breaks equality")
    func valueSemantics() {
        let original = UIListContentConfiguration.cell()
        var copy = original
        copy.text = "Harpo"
        #expect(original.text == nil)
        #expect(copy != original)

        var tinted = original
        tinted.imageProperties.tintColorTransformer = .grayscale
        #expect(tinted != original)
        var tintedAgain = original
        tintedAgain.imageProperties.tintColorTransformer = UIConfigurationColorTransformer("grayscale") { $0 }
        #expect(tinted == tintedAgain, "transformers compare by name")
    }

    @Test("a restyled configuration leaves the preset and every copy it shared its styling with unchanged")
    func restylingIsCopyOnWrite() {
        var restyled = UIListContentConfiguration.cell()
        restyled.alpha = 0.5
        #expect(UIListContentConfiguration.cell().alpha == 1, "the preset keeps its styling")

        // Two configurations sharing a restyled styling: changing one copies it.
        var copy = restyled
        copy.text = "Harpo"
        copy.alpha = 0.2
        copy.textProperties.color = .systemRed
        #expect(restyled.alpha == 0.5 && restyled.textProperties.color == .label)
        #expect(copy.alpha == 0.2 && copy.textProperties.color == .systemRed)
        #expect(UIListContentConfiguration.cell().textProperties.color == .label)

        // Equal styling made apart compares (and hashes) as equal; a restyle back to the preset's
        // value is equal to the preset.
        var again = UIListContentConfiguration.cell()
        again.text = "Harpo"
        again.alpha = 0.2
        again.textProperties.color = .systemRed
        #expect(again == copy && again.hashValue == copy.hashValue)
        restyled.alpha = 1
        #expect(restyled == UIListContentConfiguration.cell())
        #expect(restyled.hashValue == UIListContentConfiguration.cell().hashValue)
    }

    // MARK: Text properties

    @Test("transformedText applies none, uppercase, lowercase and capitalized")
    func textTransforms() {
        var properties = UIListContentConfiguration.cell().textProperties
        #expect(properties.transformedText("due TODAY") == "due TODAY")
        properties.transform = .uppercase
        #expect(properties.transformedText("due TODAY") == "DUE TODAY")
        properties.transform = .lowercase
        #expect(properties.transformedText("due TODAY") == "due today")
        properties.transform = .capitalized
        #expect(properties.transformedText("due TODAY") == "Due Today")
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transformedText("Due today") == "DUE TODAY")
    }

    @Test("resolvedColor is the colour, through the transformer when there is one")
    func resolvedTextColor() {
        var properties = UIListContentConfiguration.cell().textProperties
        properties.color = .red
        #expect(properties.resolvedColor() == .red)

        properties.colorTransformer = .grayscale
        #expect(properties.resolvedColor() == UIConfigurationColorTransformer.grayscale(.red))
        #expect(properties.resolvedColor().red == properties.resolvedColor().blue)

        properties.colorTransformer = UIConfigurationColorTransformer("half") { $0.withAlphaComponent($0.alpha / 2) }
        #expect(properties.resolvedColor() == UIColor.red.withAlphaComponent(0.5))
    }

    // MARK: Image properties

    @Test("resolvedTintColor uses the view's tint when tintColor is nil, and applies the transformer")
    func resolvedImageTint() {
        var properties = UIListContentConfiguration.cell().imageProperties
        #expect(properties.resolvedTintColor(for: .purple) == .purple)

        properties.tintColor = .orange
        #expect(properties.resolvedTintColor(for: .purple) == .orange)

        properties.tintColorTransformer = .monochromeTint
        #expect(properties.resolvedTintColor(for: .purple) == .gray)

        properties.tintColor = nil
        properties.tintColorTransformer = UIConfigurationColorTransformer("faded") { $0.withAlphaComponent(0.25) }
        #expect(properties.resolvedTintColor(for: .green) == UIColor.green.withAlphaComponent(0.25))
    }

    // MARK: updated(for:)

    @Test("a selected sidebar cell turns its text, secondary text and image tint white")
    func sidebarSelected() {
        for preset in [UIListContentConfiguration.sidebarCell(), .sidebarSubtitleCell()] {
            let updated = preset.updated(for: cellState(selected: true))
            #expect(updated.textProperties.color == .white)
            #expect(updated.secondaryTextProperties.color == .white)
            #expect(updated.imageProperties.tintColor == .white)
            #expect(updated.imageProperties.resolvedTintColor(for: .blue) == .white)
        }
    }

    @Test("a highlighted sidebar cell turns white too, and a view state works as a cell state does")
    func sidebarHighlightedAndViewState() {
        var highlighted = UICellConfigurationState()
        highlighted.isHighlighted = true
        #expect(UIListContentConfiguration.sidebarCell().updated(for: highlighted).textProperties.color == .white)

        var viewState = UIViewConfigurationState()
        viewState.isSelected = true
        #expect(UIListContentConfiguration.sidebarCell().updated(for: viewState).textProperties.color == .white)
    }

    @Test("a sidebar cell that is neither selected nor highlighted, or in another state type, is unchanged")
    func sidebarUnselected() {
        let sidebar = UIListContentConfiguration.sidebarCell()
        var state = UICellConfigurationState()
        state.isEditing = true
        state.isFocused = true
        #expect(sidebar.updated(for: state) == sidebar)
        #expect(sidebar.updated(for: UIViewConfigurationState()) == sidebar)
        #expect(sidebar.updated(for: PlainConfigurationState()) == sidebar)
    }

    @Test("colours set by the user are kept when a sidebar cell is selected")
    func sidebarKeepsUserColours() {
        var content = UIListContentConfiguration.sidebarCell()
        content.textProperties.color = .red
        content.imageProperties.tintColor = .orange
        content.textProperties.colorTransformer = .grayscale

        let updated = content.updated(for: cellState(selected: true))

        #expect(updated.textProperties.color == .red)
        #expect(updated.textProperties.colorTransformer == .grayscale)
        #expect(updated.imageProperties.tintColor == .orange)
        #expect(updated.secondaryTextProperties.color == .white, "the untouched secondary colour still turns white")
    }

    @Test("updated(for:) keeps the content and the layout of a sidebar cell")
    func sidebarKeepsContent() {
        var content = UIListContentConfiguration.sidebarSubtitleCell()
        content.text = "Inbox"
        content.secondaryText = "3 unread"
        content.image = UIImage(systemName: "tray")
        content.alpha = 0.5

        let updated = content.updated(for: cellState(selected: true))

        #expect(updated.text == "Inbox")
        #expect(updated.secondaryText == "3 unread")
        #expect(updated.image == UIImage(systemName: "tray"))
        #expect(updated.alpha == 0.5)
        #expect(updated.directionalLayoutMargins == content.directionalLayoutMargins)
        #expect(updated.updated(for: cellState(selected: true)) == updated, "updating twice changes nothing more")
    }

    @Test("every other preset, the accompanied sidebar cell included, ignores selection")
    func otherPresetsUnchanged() {
        var everything = cellState(selected: true)
        everything.isHighlighted = true
        everything.isDisabled = true
        let presets: [UIListContentConfiguration] = [
            .cell(), .subtitleCell(), .valueCell(), .plainHeader(), .plainFooter(), .groupedHeader(),
            .groupedFooter(), .sidebarHeader(), .accompaniedSidebarCell(), .prominentInsetGroupedHeader(),
            .extraProminentInsetGroupedHeader(),
        ]
        for preset in presets {
            #expect(preset.updated(for: everything) == preset)
        }
    }

    // MARK: Content view

    @Test("a content view applies the styling of a configuration that differs only in styling, and back")
    @MainActor
    func contentViewAppliesRestyling() {
        var plain = UIListContentConfiguration.cell()
        plain.text = "Harpo"
        let view = UIListContentView(configuration: plain)
        var restyled = plain
        restyled.textProperties.font = .boldSystemFont(ofSize: 30)
        restyled.textProperties.color = .systemRed
        view.configuration = restyled
        #expect(view.textLabel.font == .boldSystemFont(ofSize: 30))
        #expect(view.textLabel.textColor == .systemRed)
        // A new configuration from the preset, same text: the preset's styling comes back.
        var fresh = UIListContentConfiguration.cell()
        fresh.text = "Harpo"
        view.configuration = fresh
        #expect(view.textLabel.font == UIListContentConfiguration.cell().textProperties.font)
        #expect(view.textLabel.textColor == .label)
        // Same preset, another text: the text changes, the styling stays the preset's.
        fresh.text = "Chico"
        view.configuration = fresh
        #expect(view.textLabel.text == "Chico" && view.textLabel.textColor == .label)
    }

    @Test("makeContentView makes a UIListContentView showing the configuration")
    @MainActor
    func makeContentView() throws {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Volume"
        let view = try #require(content.makeContentView() as? UIListContentView)
        #expect(view.listContentConfiguration == content)
        #expect(view.configuration as? UIListContentConfiguration == content)
        #expect(view.textLabel.text == "Volume")
    }
}
