import Foundation
import HeadlessUIKit
import Testing

/// Line breaks in a label's text start a new line, as in UIKit: each paragraph is measured and
/// drawn on lines of its own, wrapped by characters when it is wider than the label. The system
/// font is 17 pt: 8.5 points a character, 20.4 points a line.
@MainActor
@Suite("UILabel line breaks")
struct LabelLineBreakTests {
    private func label(_ text: String, lines: Int) -> UILabel {
        let label = UILabel(text: text)
        label.numberOfLines = lines
        return label
    }

    @Test("a line feed starts a new line: two lines as wide as the longer paragraph")
    func lineFeed() {
        let size = label("Line one\nLine two!", lines: 0).sizeThatFits(CGSize(width: 1_000, height: 1_000))
        #expect(size == CGSize(width: 9 * 8.5, height: 2 * 20.4))
    }

    @Test("each paragraph wraps on its own lines")
    func paragraphsWrap() {
        // 5 characters a line: "abcdefghij" takes 2 lines, "ab" 1.
        let size = label("abcdefghij\nab", lines: 0).sizeThatFits(CGSize(width: 42.5, height: 1_000))
        #expect(size == CGSize(width: 5 * 8.5, height: 3 * 20.4))
    }

    @Test("numberOfLines counts the lines of every paragraph; only the lines shown set the width")
    func lineLimit() {
        let size = label("a\nbbbbbbbbbb\ncccccccccccccccccccc", lines: 2).sizeThatFits(CGSize(width: 1_000, height: 1_000))
        #expect(size == CGSize(width: 10 * 8.5, height: 2 * 20.4))
    }

    @Test("a single-line label shows its first paragraph")
    func singleLine() {
        let label = label("Hello\nWorld, again", lines: 1)
        #expect(label.sizeThatFits(CGSize(width: 1_000, height: 1_000)) == CGSize(width: 5 * 8.5, height: 20.4))
        #expect(label.intrinsicContentSize == CGSize(width: 5 * 8.5, height: 20.4))
    }

    @Test("a carriage return and line feed together break one line; an empty paragraph is a line")
    func otherBreaks() {
        #expect(label("ab\r\ncd", lines: 0).sizeThatFits(CGSize(width: 1_000, height: 1_000)) == CGSize(width: 17, height: 2 * 20.4))
        #expect(label("ab\n\ncd", lines: 0).sizeThatFits(CGSize(width: 1_000, height: 1_000)) == CGSize(width: 17, height: 3 * 20.4))
        #expect(label("ab\u{2028}cd", lines: 0).sizeThatFits(CGSize(width: 1_000, height: 1_000)) == CGSize(width: 17, height: 2 * 20.4))
    }

    @Test("Auto Layout sizes a multi-line label with line breaks to its lines")
    func autoLayout() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let text = label("Line one\nLine two", lines: 0)
        text.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            text.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 0, y: 0, width: 8 * 8.5, height: 2 * 20.4))
    }

    @Test("the SVG picture draws each paragraph on its own lines, a single-line label its first")
    func svg() {
        let wrapped = UILabel(text: "ab\ncdefgh")
        wrapped.numberOfLines = 0
        wrapped.font = UIFont.systemFont(ofSize: 10)   // 5 points a character, 12 a line
        wrapped.frame = CGRect(x: 0, y: 0, width: 25, height: 36)
        let picture = SVGRenderer.render(wrapped, size: CGSize(width: 25, height: 36))
        #expect(picture.contains(##"<tspan x="0" y="9.5">ab</tspan>"##))
        #expect(picture.contains(##"<tspan x="0" y="21.5">cdefg</tspan>"##))
        #expect(picture.contains(##"<tspan x="0" y="33.5">h</tspan>"##))

        let single = UILabel(text: "ab\ncd")
        single.font = UIFont.systemFont(ofSize: 10)
        single.frame = CGRect(x: 0, y: 0, width: 100, height: 12)
        let line = SVGRenderer.render(single, size: CGSize(width: 100, height: 12))
        #expect(line.contains(">ab</text>"))
        #expect(!line.contains("cd"))
    }
}
