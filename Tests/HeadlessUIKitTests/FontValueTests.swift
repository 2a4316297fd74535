import Foundation
import HeadlessUIKit
import Testing

private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: category)
}

/// The twelve categories, smallest first.
private let categories: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
]

@Suite("UIFont, text styles and Dynamic Type")
struct FontValueTests {
    @Test(
        "preferredFont gives each text style its size and weight at the default (Large) category",
        arguments: [
            (UIFont.TextStyle.largeTitle, 34, UIFont.Weight.regular), (.title1, 28, .regular), (.title2, 22, .regular),
            (.title3, 20, .regular), (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular),
            (.subheadline, 15, .regular), (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
        ] as [(UIFont.TextStyle, CGFloat, UIFont.Weight)])
    func textStyles(style: UIFont.TextStyle, size: CGFloat, weight: UIFont.Weight) {
        let font = UIFont.preferredFont(forTextStyle: style)
        #expect(font.pointSize == size)
        #expect(font.weight == weight)
        #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits(.large)) == font)
        #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection()) == font, "unspecified is Large")
    }

    @Test(
        "text styles follow the HIG's Dynamic Type table across the twelve categories",
        arguments: [
            (UIFont.TextStyle.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
            (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
            (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
            (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
            (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
            (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
            (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
            (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
            (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
        ] as [(UIFont.TextStyle, [CGFloat])])
    func dynamicTypeTable(style: UIFont.TextStyle, sizes: [CGFloat]) {
        let measured = categories.map { UIFont.preferredFont(forTextStyle: style, compatibleWith: traits($0)).pointSize }
        #expect(measured == sizes)
    }

    @Test("UIFont.Weight has UIKit's raw values and orders light to heavy")
    func weights() {
        let all: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(all.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(all == all.sorted())
        #expect(UIFont.Weight(rawValue: 0.4) == .bold)
        #expect(UIFont.Weight(0.3).description == "semibold")
        for weight in all {
            #expect(UIFont.systemFont(ofSize: 14, weight: weight).weight == weight)
        }
    }

    @Test("system fonts: size, weight, bold, italic, monospaced; a text-style font is not a system font")
    func systemFonts() {
        #expect(UIFont.systemFont(ofSize: 14) == UIFont.systemFont(ofSize: 14, weight: .regular))
        #expect(UIFont.boldSystemFont(ofSize: 20) == UIFont.systemFont(ofSize: 20, weight: .bold))
        #expect(UIFont.italicSystemFont(ofSize: 12).isItalic)
        #expect(UIFont.italicSystemFont(ofSize: 12) != UIFont.systemFont(ofSize: 12))
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .medium).pointSize == 13)
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .medium) != UIFont.systemFont(ofSize: 13, weight: .medium))
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .bold).weight == .bold)
        #expect(UIFont.preferredFont(forTextStyle: .body) != UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
    }

    @Test("UIFont(name:size:) loads any named font and rejects the empty name")
    func namedFonts() {
        let avenir = UIFont(name: "Avenir-Heavy", size: 18)
        #expect(avenir?.fontName == "Avenir-Heavy")
        #expect(avenir?.pointSize == 18)
        #expect(UIFont(name: "", size: 18) == nil)
    }

    @Test("withSize changes the size and leaves Dynamic Type")
    func withSize() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let large = body.withSize(30)
        #expect(large.pointSize == 30)
        #expect(large.weight == body.weight)
    }

    @Test("metrics: the line is ascender − descender + leading, 1.2 × the size")
    func metrics() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.lineHeight == 24)
        #expect(abs(font.ascender - font.descender + font.leading - font.lineHeight) < 0.0001)
        #expect(font.descender < 0)
        #expect(font.capHeight > 0 && font.capHeight < font.ascender)
        #expect(font.xHeight < font.capHeight)
    }

    @Test("UIContentSizeCategory orders sizes and tells accessibility sizes apart")
    func categoriesOrder() {
        #expect(categories == categories.sorted())
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(categories.filter(\.isAccessibilityCategory).count == 5)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL") == .extraLarge)
    }

    @Test("UIContentSizeCategory keeps UIKit's raw strings, and equality, order and printing follow them")
    func categoriesFromRawValues() {
        let all = [UIContentSizeCategory.unspecified] + categories
        let raw = [
            "_UICTContentSizeCategoryUnspecified", "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS",
            "UICTContentSizeCategoryM", "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL",
            "UICTContentSizeCategoryXXL", "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
            "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
            "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
        ]
        #expect(all.map(\.rawValue) == raw)
        #expect(raw.map(UIContentSizeCategory.init(rawValue:)) == all)
        #expect(Set(all).count == 13)
        // A raw string UIKit does not define: equal to itself made again, to nothing else; kept
        // as given; ordered with the unspecified category, below every size.
        let custom = UIContentSizeCategory(rawValue: "com.example.Huge")
        let other = UIContentSizeCategory(rawValue: "com.example.Tiny")
        #expect(custom == UIContentSizeCategory(rawValue: "com.example.Huge"))
        #expect(custom != other && custom != .unspecified && custom != .large)
        #expect(custom.rawValue == "com.example.Huge" && other.rawValue == "com.example.Tiny")
        #expect(Set(all + [custom, other, UIContentSizeCategory(rawValue: "com.example.Huge")]).count == 15)
        #expect(custom < .extraSmall && !(custom < .unspecified) && !(UIContentSizeCategory.unspecified < custom))
        #expect(!custom.isAccessibilityCategory)
        // Printed as a struct holding its raw string.
        #expect(String(describing: UIContentSizeCategory.large) == #"UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")"#)
        #expect(String(describing: custom) == #"UIContentSizeCategory(rawValue: "com.example.Huge")"#)
        #expect(UITraitCollection(preferredContentSizeCategory: custom).preferredContentSizeCategory == custom)
    }

    @Test("UIFontMetrics scales values and fonts by the style's ratio to its Large size")
    func fontMetrics() {
        // Body is 17 at Large, 19 at xLarge, 53 at AX5.
        #expect(abs(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: traits(.extraLarge)) - 19) < 0.0001)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: traits(.extraLarge)) - 38) < 0.0001)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: traits(.large)) == 10)
        // Title 1 is 28 at Large and 38 at AX1.
        let title = UIFontMetrics(forTextStyle: .title1)
        #expect(abs(title.scaledValue(for: 14, compatibleWith: traits(.accessibilityMedium)) - 19) < 0.0001)

        let custom = UIFont(name: "Avenir-Book", size: 17)!
        let scaled = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: traits(.accessibilityExtraExtraExtraLarge))
        #expect(scaled.pointSize == 53)
        #expect(scaled.fontName == "Avenir-Book")
        let capped = UIFontMetrics.default.scaledFont(
            for: custom, maximumPointSize: 30, compatibleWith: traits(.accessibilityExtraExtraExtraLarge))
        #expect(capped.pointSize == 30)
        #expect(UIFontMetrics.default.scaledFont(for: custom).pointSize == 17, "current is Large by default")
    }
}
