import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

@Suite("Background configuration and colour transformers")
struct BackgroundConfigurationTests {
    // MARK: Presets

    @Test("presets have their documented fills and corner radii, and no stroke")
    func presets() {
        let expected: [(UIBackgroundConfiguration, UIColor, CGFloat)] = [
            (.clear(), .clear, 0),
            (.listPlainCell(), .systemBackground, 0),
            (.listGroupedCell(), .systemBackground, 0),
            (.listSidebarCell(), .clear, 10),
            (.listAccompaniedSidebarCell(), .clear, 10),
            (.listPlainHeaderFooter(), .systemBackground, 0),
            (.listGroupedHeaderFooter(), .clear, 0),
            (.listSidebarHeader(), .clear, 0),
        ]
        for (configuration, color, radius) in expected {
            #expect(configuration.backgroundColor == color)
            #expect(configuration.cornerRadius == radius)
            #expect(configuration.strokeColor == .clear)
            #expect(configuration.strokeWidth == 0)
            #expect(configuration.strokeOutset == 0)
            #expect(configuration.backgroundInsets == .zero)
            #expect(configuration.backgroundColorTransformer == nil)
            #expect(configuration.strokeColorTransformer == nil)
            #expect(configuration.visualEffect == nil)
            #expect(configuration.image == nil)
        }
    }

    @Test("presets with the same values still differ by the preset they came from")
    func presetsDistinct() {
        #expect(UIBackgroundConfiguration.listPlainCell() != UIBackgroundConfiguration.listGroupedCell())
        #expect(UIBackgroundConfiguration.listSidebarCell() != UIBackgroundConfiguration.listAccompaniedSidebarCell())
        #expect(UIBackgroundConfiguration.listPlainCell() == UIBackgroundConfiguration.listPlainCell())
    }

    // MARK: Resolved colours

    @Test("resolvedBackgroundColor is the fill, or the tint when the fill is nil")
    func resolvedBackground() {
        var background = UIBackgroundConfiguration.listPlainCell()
        #expect(background.resolvedBackgroundColor(for: .purple) == .systemBackground)
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .purple) == .purple)
    }

    @Test("resolvedBackgroundColor applies the transformer to the fill or the tint")
    func resolvedBackgroundTransformed() {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .red
        background.backgroundColorTransformer = .grayscale
        #expect(background.resolvedBackgroundColor(for: .blue) == UIConfigurationColorTransformer.grayscale(.red))

        background.backgroundColor = nil
        background.backgroundColorTransformer = .monochromeTint
        #expect(background.resolvedBackgroundColor(for: UIColor.blue.withAlphaComponent(0.5)) == UIColor.gray.withAlphaComponent(0.5))
    }

    @Test("resolvedStrokeColor is the transformer applied to strokeColor ?? tint")
    func resolvedStroke() {
        var background = UIBackgroundConfiguration.listGroupedCell()
        #expect(background.resolvedStrokeColor(for: .green) == .clear)

        background.strokeColor = nil
        #expect(background.resolvedStrokeColor(for: .green) == .green)

        background.strokeColorTransformer = UIConfigurationColorTransformer("faded") { $0.withAlphaComponent(0.2) }
        #expect(background.resolvedStrokeColor(for: .green) == UIColor.green.withAlphaComponent(0.2))

        background.strokeColor = .orange
        #expect(background.resolvedStrokeColor(for: .green) == UIColor.orange.withAlphaComponent(0.2))
        #expect(background.resolvedBackgroundColor(for: .green) == .systemBackground, "the stroke transformer leaves the fill")
    }

    // MARK: Colour transformers

    @Test("grayscale keeps the Rec. 601 brightness and the opacity")
    func grayscale() {
        let grey = UIConfigurationColorTransformer.grayscale(UIColor.red.withAlphaComponent(0.7))
        let luma = 0.299 * 1 + 0.587 * 0 + 0.114 * 0  // UIColor.red is (1, 0, 0)
        #expect(abs(grey.red - luma) < 0.0001)
        #expect(grey.red == grey.green && grey.green == grey.blue)
        #expect(abs(grey.alpha - 0.7) < 0.0001)
        // The Rec. 601 weights sum to 1 only up to floating-point rounding.
        #expect(abs(UIConfigurationColorTransformer.grayscale(.white).red - 1) < 0.0001)
        #expect(UIConfigurationColorTransformer.grayscale(.black) == .black)
    }

    @Test("preferredTint and monochromeTint replace the colour, keeping its opacity")
    func tintTransformers() {
        #expect(UIConfigurationColorTransformer.preferredTint(.red) == .systemBlue)
        #expect(UIConfigurationColorTransformer.preferredTint(UIColor.red.withAlphaComponent(0.3)) == UIColor.systemBlue.withAlphaComponent(0.3))
        #expect(UIConfigurationColorTransformer.monochromeTint(.green) == .gray)
        #expect(UIConfigurationColorTransformer.monochromeTint(UIColor.green.withAlphaComponent(0.4)) == UIColor.gray.withAlphaComponent(0.4))
    }

    @Test("a custom transformer applies its closure")
    func customTransformer() {
        let inverted = UIConfigurationColorTransformer("inverted") { UIColor(red: 1 - $0.red, green: 1 - $0.green, blue: 1 - $0.blue, alpha: $0.alpha) }
        #expect(inverted(.white) == .black)
        #expect(inverted(.black) == .white)
        #expect(inverted.name == "inverted")
        #expect(inverted.description == "inverted")
    }

    @Test("transformers compare and hash by name only")
    func transformersByName() {
        let a = UIConfigurationColorTransformer("custom") { $0 }
        let b = UIConfigurationColorTransformer("custom") { _ in .red }
        let c = UIConfigurationColorTransformer("other") { $0 }
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
        #expect(UIConfigurationColorTransformer.grayscale != UIConfigurationColorTransformer.preferredTint)
        #expect(UIConfigurationColorTransformer.grayscale == UIConfigurationColorTransformer("grayscale") { $0 })
    }

    @Test("configurations holding transformers compare by the transformers' names")
    func configurationHashableByTransformerName() {
        var first = UIBackgroundConfiguration.listPlainCell()
        first.backgroundColorTransformer = UIConfigurationColorTransformer("custom") { $0 }
        var second = UIBackgroundConfiguration.listPlainCell()
        second.backgroundColorTransformer = UIConfigurationColorTransformer("custom") { _ in .red }
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)

        second.backgroundColorTransformer = .grayscale
        #expect(first != second)
        second.backgroundColorTransformer = nil
        #expect(first != second)
    }

    @Test("custom views compare by identity")
    @MainActor
    func customViewIdentity() {
        let view = UIView()
        var first = UIBackgroundConfiguration.clear()
        first.customView = view
        var second = UIBackgroundConfiguration.clear()
        second.customView = view
        #expect(first == second)
        #expect(first.customView === view)

        second.customView = UIView()
        #expect(first != second)
        second.customView = nil
        #expect(second == .clear())
    }

    // MARK: updated(for:)

    @Test("list cell presets turn systemGray4 when selected or highlighted")
    func listCellsSelected() {
        for preset in [UIBackgroundConfiguration.listPlainCell(), .listGroupedCell()] {
            #expect(preset.updated(for: cellState(selected: true)).backgroundColor == .systemGray4)
            #expect(preset.updated(for: cellState(highlighted: true)).backgroundColor == .systemGray4)
            #expect(preset.updated(for: cellState()) == preset)
        }
    }

    @Test("a fill set by the user is kept when selected")
    func userColourKept() {
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .yellow
        #expect(background.updated(for: cellState(selected: true)).backgroundColor == .yellow)

        var sidebar = UIBackgroundConfiguration.listSidebarCell()
        sidebar.backgroundColor = .green
        #expect(sidebar.updated(for: cellState(selected: true)).backgroundColor == .green)
    }

    @Test("a selected sidebar cell turns to the tint; an accompanied one turns grey")
    func sidebarSelected() {
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: cellState(selected: true))
        #expect(sidebar.backgroundColor == nil)
        #expect(sidebar.resolvedBackgroundColor(for: .purple) == .purple)
        #expect(sidebar.cornerRadius == 10)

        let accompanied = UIBackgroundConfiguration.listAccompaniedSidebarCell().updated(for: cellState(highlighted: true))
        #expect(accompanied.backgroundColor == .systemGray4)
    }

    @Test("a view state drives updated(for:) as a cell state does; other state types change nothing")
    func viewStateAndOtherStates() {
        var viewState = UIViewConfigurationState()
        viewState.isHighlighted = true
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: viewState).backgroundColor == .systemGray4)

        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: PlainConfigurationState()) == .listPlainCell())
        var editing = cellState()
        editing.isEditing = true
        editing.isDisabled = true
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: editing) == .listPlainCell())
    }

    @Test("clear, header and footer presets do not change when selected")
    func headerFooterUnchanged() {
        let state = cellState(selected: true, highlighted: true)
        for preset in [
            UIBackgroundConfiguration.clear(), .listPlainHeaderFooter(), .listGroupedHeaderFooter(), .listSidebarHeader(),
        ] {
            #expect(preset.updated(for: state) == preset)
        }
    }

    @Test("updated(for:) keeps everything but the fill")
    func updatedKeepsOtherProperties() {
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 9
        background.strokeWidth = 1
        background.strokeColor = .red
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        background.visualEffect = UIBlurEffect(style: .systemMaterial)
        background.backgroundColorTransformer = .grayscale

        var updated = background.updated(for: cellState(selected: true))
        #expect(updated.backgroundColor == .systemGray4)
        updated.backgroundColor = .systemBackground
        #expect(updated == background)
    }
}
