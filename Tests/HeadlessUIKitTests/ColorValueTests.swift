import Foundation
import HeadlessUIKit
import Testing

private let light = UITraitCollection(userInterfaceStyle: .light)
private let dark = UITraitCollection(userInterfaceStyle: .dark)

/// The components `getRed` writes.
private func rgba(_ color: UIColor) -> [CGFloat] {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    return [red, green, blue, alpha]
}

private func nearlyEqual(_ lhs: [CGFloat], _ rhs: [CGFloat]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) < 0.0001 }
}

@Suite("UIColor: components, system palette, dynamic colours")
struct ColorValueTests {
    // MARK: Fixed colours (UIKit's documented components)

    @Test(
        "fixed colours have UIKit's documented components",
        arguments: [
            (UIColor.black, [0, 0, 0, 1]), (.white, [1, 1, 1, 1]), (.clear, [0, 0, 0, 0]), (.gray, [0.5, 0.5, 0.5, 1]),
            (.darkGray, [1 / 3, 1 / 3, 1 / 3, 1]), (.lightGray, [2 / 3, 2 / 3, 2 / 3, 1]), (.red, [1, 0, 0, 1]),
            (.green, [0, 1, 0, 1]), (.blue, [0, 0, 1, 1]), (.cyan, [0, 1, 1, 1]), (.yellow, [1, 1, 0, 1]),
            (.magenta, [1, 0, 1, 1]), (.orange, [1, 0.5, 0, 1]), (.purple, [0.5, 0, 0.5, 1]), (.brown, [0.6, 0.4, 0.2, 1]),
            (.darkText, [0, 0, 0, 1]), (.lightText, [1, 1, 1, 0.6]),
        ] as [(UIColor, [CGFloat])])
    func fixedColours(color: UIColor, components: [CGFloat]) {
        #expect(nearlyEqual(rgba(color), components))
        #expect(color.resolvedColor(with: dark) == color, "fixed colours ignore the appearance")
    }

    @Test("init(red:green:blue:alpha:) keeps extended-range components and clamps opacity")
    func extendedRange() {
        let color = UIColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1.5)
        #expect(nearlyEqual(rgba(color), [1.2, -0.1, 0.5, 1]))
        #expect(UIColor(white: 0.25, alpha: -1).alpha == 0)
    }

    @Test("init(hue:saturation:brightness:alpha:) converts with the HSB formula, and getHue reads it back")
    func hueSaturationBrightness() {
        #expect(nearlyEqual(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
        #expect(nearlyEqual(rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 0, 1]))
        #expect(nearlyEqual(rgba(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)), [0, 0, 1, 1]))
        #expect(nearlyEqual(rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 0.5)), [0.5, 1, 1, 0.5]))
        #expect(nearlyEqual(rgba(UIColor(hue: 0, saturation: 0, brightness: 0.4, alpha: 1)), [0.4, 0.4, 0.4, 1]))
        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(UIColor.orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        let read = [hue, saturation, brightness, alpha]
        let expected: [CGFloat] = [30.0 / 360.0, 1, 1, 1]
        #expect(nearlyEqual(read, expected))
    }

    @Test("getWhite answers for greys and leaves other colours' outputs untouched")
    func getWhite() {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor(white: 0.3, alpha: 0.8).getWhite(&white, alpha: &alpha))
        let read = [white, alpha]
        #expect(nearlyEqual(read, [0.3, 0.8]))
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(white == -1)
    }

    @Test("cgColor carries the sRGB components, and init(cgColor:) reads them back")
    func cgColor() {
        let cg = UIColor.orange.cgColor
        #expect(nearlyEqual(cg.components ?? [], [1, 0.5, 0, 1]))
        #expect(cg.alpha == 1)
        #expect(UIColor(cgColor: cg) == .orange)
        #expect(nearlyEqual(UIColor.label.resolvedColor(with: dark).cgColor.components ?? [], [1, 1, 1, 1]))
    }

    @Test("withAlphaComponent replaces the opacity, clamped")
    func withAlpha() {
        #expect(nearlyEqual(rgba(UIColor.red.withAlphaComponent(0.25)), [1, 0, 0, 0.25]))
        #expect(UIColor.red.withAlphaComponent(2).alpha == 1)
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    // MARK: System colours (Apple's published sRGB values)

    @Test(
        "system colours resolve to UIKit's light and dark values",
        arguments: [
            (UIColor.systemRed, "#FF3B30", "#FF453A"), (.systemOrange, "#FF9500", "#FF9F0A"),
            (.systemYellow, "#FFCC00", "#FFD60A"), (.systemGreen, "#34C759", "#30D158"),
            (.systemMint, "#00C7BE", "#63E6E2"), (.systemTeal, "#30B0C7", "#40C8E0"),
            (.systemCyan, "#32ADE6", "#64D2FF"), (.systemBlue, "#007AFF", "#0A84FF"),
            (.systemIndigo, "#5856D6", "#5E5CE6"), (.systemPurple, "#AF52DE", "#BF5AF2"),
            (.systemPink, "#FF2D55", "#FF375F"), (.systemBrown, "#A2845E", "#AC8E68"),
            (.systemGray, "#8E8E93", "#8E8E93"), (.systemGray2, "#AEAEB2", "#636366"),
            (.systemGray3, "#C7C7CC", "#48484A"), (.systemGray4, "#D1D1D6", "#3A3A3C"),
            (.systemGray5, "#E5E5EA", "#2C2C2E"), (.systemGray6, "#F2F2F7", "#1C1C1E"),
            // Opacity as a fourth byte: 0.6 → 99, 0.3 → 4D, 0.18 → 2E, 0.16 → 29, 0.29 → 4A.
            (.label, "#000000", "#FFFFFF"), (.secondaryLabel, "#3C3C4399", "#EBEBF599"),
            (.tertiaryLabel, "#3C3C434D", "#EBEBF54D"), (.quaternaryLabel, "#3C3C432E", "#EBEBF529"),
            (.systemFill, "#78788033", "#7878805C"), (.secondarySystemFill, "#78788029", "#78788052"),
            (.tertiarySystemFill, "#7676801F", "#7676803D"), (.quaternarySystemFill, "#74748014", "#7676802E"),
            (.placeholderText, "#3C3C434D", "#EBEBF54D"),
            (.systemBackground, "#FFFFFF", "#000000"), (.secondarySystemBackground, "#F2F2F7", "#1C1C1E"),
            (.tertiarySystemBackground, "#FFFFFF", "#2C2C2E"),
            (.systemGroupedBackground, "#F2F2F7", "#000000"), (.secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E"),
            (.tertiarySystemGroupedBackground, "#F2F2F7", "#2C2C2E"),
            (.separator, "#3C3C434A", "#54545899"), (.opaqueSeparator, "#C6C6C8", "#38383A"),
            (.link, "#007AFF", "#0984FF"), (.tintColor, "#007AFF", "#0A84FF"),
        ] as [(UIColor, String, String)])
    func systemColours(color: UIColor, lightHex: String, darkHex: String) {
        #expect(color.resolvedColor(with: light).hexString == lightHex)
        #expect(color.resolvedColor(with: dark).hexString == darkHex)
        #expect(color.resolvedColor(with: UITraitCollection()).hexString == lightHex, "unspecified resolves as light")
    }

    @Test("system colours compare by name: label is not black, though it looks black in light mode")
    func systemEquality() {
        #expect(UIColor.label != UIColor.black)
        #expect(UIColor.label.resolvedColor(with: light) == UIColor.black)
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue != UIColor.link, "same light value, different colours")
        #expect(Set([UIColor.systemBlue, .systemBlue, .label]).count == 2)
        #expect(UIColor.systemBlue.withAlphaComponent(1) == .systemBlue, "its own opacity is no change")
    }

    @Test("a system colour with another opacity still follows the appearance")
    func systemWithAlpha() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.3)
        #expect(faded.resolvedColor(with: light).hexString == "#007AFF4D")
        #expect(faded.resolvedColor(with: dark).hexString == "#0A84FF4D")
        #expect(faded == UIColor.systemBlue.withAlphaComponent(0.3))
    }

    // MARK: Dynamic colours

    @Test("init(dynamicProvider:) calls the provider with the trait collection it is resolved with")
    func dynamicProvider() {
        let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemYellow : .orange }
        #expect(accent.resolvedColor(with: light) == .orange)
        #expect(accent.resolvedColor(with: dark).hexString == "#FFD60A", "a system colour returned is resolved too")
        #expect(accent.withAlphaComponent(0.5).resolvedColor(with: light) == UIColor.orange.withAlphaComponent(0.5))
    }

    @Test("a provider colour equals its copies only, as UIKit's provider colours")
    func providerIdentity() {
        let first = UIColor { _ in .red }
        let copy = first
        let second = UIColor { _ in .red }
        #expect(first == copy)
        #expect(first != second)
        #expect(first.hashValue == copy.hashValue)
    }

    @Test("the grayscale transformer keeps a dynamic colour dynamic")
    func grayscaleDynamic() {
        let grey = UIConfigurationColorTransformer.grayscale(.label)
        #expect(grey.resolvedColor(with: light) == UIColor(white: 0, alpha: 1))
        #expect(nearlyEqual(rgba(grey.resolvedColor(with: dark)), [1, 1, 1, 1]))
    }

    // MARK: Description

    @Test("descriptions name fixed colours, then system colours, else give the hex value")
    func descriptions() {
        #expect(UIColor.red.description == "red")
        #expect(UIColor.label.description == "black", "in light appearance label is black")
        #expect(UIColor.systemBackground.description == "white")
        #expect(UIColor.secondaryLabel.description == "secondaryLabel")
        #expect(UIColor.systemGray4.description == "systemGray4")
        #expect(UIColor.systemBlue.withAlphaComponent(0.3).description == "#007AFF4D")
        #expect(UIColor(red: 1, green: 0.9, blue: 0.9, alpha: 1).description == "#FFE6E6")
    }

    // MARK: Trait collections

    @Test("UITraitCollection: single-trait collections, combining, containment, appearance changes")
    func traitCollections() {
        let combined = UITraitCollection(traitsFrom: [
            dark, UITraitCollection(preferredContentSizeCategory: .extraLarge), light,
        ])
        #expect(combined.userInterfaceStyle == .light, "the last one wins")
        #expect(combined.preferredContentSizeCategory == .extraLarge)
        #expect(combined.horizontalSizeClass == .unspecified)
        #expect(combined.containsTraits(in: light))
        #expect(!combined.containsTraits(in: dark))
        #expect(combined.containsTraits(in: nil))
        #expect(dark.hasDifferentColorAppearance(comparedTo: light))
        #expect(!dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [dark, combined, dark])))
        #expect(UITraitCollection().userInterfaceStyle == .unspecified)
    }

    @Test("performAsCurrent makes a collection current while its closure runs")
    func performAsCurrent() {
        let before = UITraitCollection.current
        #expect(before.horizontalSizeClass == .compact, "the default is an iPhone in portrait")
        let regular = UITraitCollection(traitsFrom: [before, UITraitCollection(horizontalSizeClass: .regular)])
        var seen: UIUserInterfaceSizeClass?
        regular.performAsCurrent { seen = UITraitCollection.current.horizontalSizeClass }
        #expect(seen == .regular)
        #expect(UITraitCollection.current == before)
    }
}

@Suite("Colours resolve through the drawing view's traits")
@MainActor
struct ColorResolutionTests {
    private func fill(of view: UIView) -> String {
        let svg = SVGRenderer.render(view, size: view.bounds.size)
        let line = svg.split(separator: "\n").first { $0.contains("data-identifier=\"probe\"") } ?? ""
        return line.split(separator: " ").first { $0.hasPrefix("fill=") }.map(String.init) ?? ""
    }

    @Test("a view in dark appearance draws the dark values; the tint colour stands for the view's tint")
    func darkTrait() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let probe = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        probe.accessibilityIdentifier = "probe"
        probe.backgroundColor = .secondarySystemBackground
        root.addSubview(probe)
        #expect(fill(of: root) == "fill=\"#F2F2F7\"")
        root.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(fill(of: root) == "fill=\"#1C1C1E\"")

        probe.backgroundColor = .tintColor
        #expect(fill(of: root) == "fill=\"#0A84FF\"", "systemBlue, dark")
        root.tintColor = .systemGreen
        #expect(fill(of: root) == "fill=\"#30D158\"", "the view's tint, dark")
    }
}
