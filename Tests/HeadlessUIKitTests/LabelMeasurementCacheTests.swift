import Foundation
import HeadlessUIKit
import Testing

/// A label keeps its last measurement (issue 17): each test measures once, changes one thing the
/// size depends on, and checks that the next measurement is the one a fresh label gives, not the
/// kept one. The system font is 17 pt: 8.5 points a character, 20.4 points a line.
@MainActor
@Suite("UILabel measurement cache")
struct LabelMeasurementCacheTests {
    private let wide = CGSize(width: 1_000, height: 1_000)

    /// What a new label with the same settings measures, nothing kept.
    private func fresh(_ configure: (UILabel) -> Void, _ size: CGSize) -> CGSize {
        let label = UILabel()
        configure(label)
        return label.sizeThatFits(size)
    }

    @Test("the same width twice answers the same size")
    func sameWidth() {
        let label = UILabel(text: "Hello")
        #expect(label.sizeThatFits(wide) == CGSize(width: 5 * 8.5, height: 20.4))
        #expect(label.sizeThatFits(wide) == CGSize(width: 5 * 8.5, height: 20.4))
    }

    @Test("a new text is measured again, also back to the first one")
    func textChanged() {
        let label = UILabel(text: "Hello")
        _ = label.sizeThatFits(wide)
        label.text = "Hello, world"
        #expect(label.sizeThatFits(wide) == CGSize(width: 12 * 8.5, height: 20.4))
        label.text = nil
        #expect(label.sizeThatFits(wide) == .zero)
        label.attributedText = NSAttributedString(string: "Hi")
        #expect(label.sizeThatFits(wide) == CGSize(width: 2 * 8.5, height: 20.4))
    }

    @Test("another width is measured at that width")
    func widthChanged() {
        let label = UILabel(text: "abcdefghij")
        label.numberOfLines = 0
        #expect(label.sizeThatFits(wide) == CGSize(width: 10 * 8.5, height: 20.4))
        #expect(label.sizeThatFits(CGSize(width: 42.5, height: 1_000)) == CGSize(width: 5 * 8.5, height: 2 * 20.4))
        #expect(label.sizeThatFits(wide) == CGSize(width: 10 * 8.5, height: 20.4))
    }

    @Test("a new font, line limit or Dynamic Type setting is measured again")
    func settingsChanged() {
        let narrow = CGSize(width: 42.5, height: 1_000)
        let label = UILabel(text: "abcdefghij")
        label.numberOfLines = 0
        _ = label.sizeThatFits(narrow)
        label.numberOfLines = 1
        #expect(label.sizeThatFits(narrow) == fresh({ $0.text = "abcdefghij" }, narrow))
        label.font = .systemFont(ofSize: 34)
        #expect(label.sizeThatFits(wide) == CGSize(width: 10 * 17, height: 34 * 1.2))
        label.font = .preferredFont(forTextStyle: .body)
        _ = label.sizeThatFits(wide)
        label.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        label.adjustsFontForContentSizeCategory = true
        let scaled = fresh(
            {
                $0.text = "abcdefghij"
                $0.font = .preferredFont(forTextStyle: .body)
                $0.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
                $0.adjustsFontForContentSizeCategory = true
            }, wide)
        #expect(label.sizeThatFits(wide) == scaled)
        #expect(scaled.height > 20.4)
    }

    @Test("an ancestor's new text size is measured at that size")
    func ancestorCategoryChanged() {
        let root = UIView()
        let label = UILabel(text: "abc")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        root.addSubview(label)
        let large = label.sizeThatFits(wide)
        root.traitCollection = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let larger = label.sizeThatFits(wide)
        #expect(larger.height > large.height)
        #expect(larger.width > large.width)
        root.traitCollection = UITraitCollection(preferredContentSizeCategory: .large)
        #expect(label.sizeThatFits(wide) == large)
    }
}
