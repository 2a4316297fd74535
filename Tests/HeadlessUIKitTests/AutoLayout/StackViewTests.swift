import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// UIStackView on the Auto Layout engine. Every expected frame is worked out by hand from UIKit's
// documented behaviour (comments show the arithmetic); the stacks have no superview, so each is
// the root of its own layout and its frame is the input.

/// A view with an intrinsic content size (hugging 250, compression resistance 750, as UIKit's
/// views made in code), like a label or an image view.
@MainActor
private final class Block: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A one-line label: `text.count × 0.5 × pointSize` wide, `1.2 × pointSize` tall, first baseline
/// at `0.95 × pointSize` from the top, last baseline `0.25 × pointSize` above the bottom.
@MainActor
private func label(_ text: String, pointSize: CGFloat = 20) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: pointSize)
    label.text = text
    return label
}

@MainActor
private func stack(_ views: [UIView], _ axis: NSLayoutConstraint.Axis = .horizontal, frame: CGRect) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.frame = frame
    return stack
}

@MainActor
private func expectFrame(_ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let frame = view.frame
    let close = abs(frame.minX - x) < 1e-6 && abs(frame.minY - y) < 1e-6
        && abs(frame.width - width) < 1e-6 && abs(frame.height - height) < 1e-6
    #expect(close, "frame \(frame) is not \(expected)", sourceLocation: sourceLocation)
}

@Suite("UIStackView")
@MainActor
struct StackViewTests {
    // MARK: API

    @Test("Defaults, raw values and the spacing constants")
    func defaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect([UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test("Arranged views become subviews laid out by constraints; insertArrangedSubview places them")
    func arrangedViews() {
        let a = Block(10, 10), b = Block(10, 10), c = Block(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, c])
        stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        #expect(stack.subviews.count == 3)
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(b.superview === stack)
        // Adding an arranged view again moves it to the end.
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        #expect(stack.subviews.count == 3)
    }

    // MARK: Distributions, horizontal

    @Test("fill with room left: the first of the views with the lowest hugging stretches")
    func fillStretchesFirst() {
        let views = [Block(50, 20), Block(60, 20), Block(70, 20)]
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        stack.spacing = 10
        stack.layoutIfNeeded()
        // 50 + 60 + 70 + 2 × 10 = 200; the 100 left go to the first view.
        expectFrame(views[0], 0, 0, 150, 50)
        expectFrame(views[1], 160, 0, 60, 50)
        expectFrame(views[2], 230, 0, 70, 50)
    }

    @Test("fill with room left: the view with the lowest hugging priority stretches")
    func fillStretchesLowestHugging() {
        let views = [Block(50, 20), Block(60, 20), Block(70, 20)]
        views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        stack.spacing = 10
        stack.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 50, 50)
        expectFrame(views[1], 60, 0, 160, 50)
        expectFrame(views[2], 230, 0, 70, 50)
    }

    @Test("fill too small: the first of the least resistant views shrinks")
    func fillShrinks() {
        let views = [Block(50, 20), Block(60, 20), Block(70, 20)]
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 170, height: 50))
        stack.spacing = 10
        stack.layoutIfNeeded()
        // 200 wanted, 170 given: the first view gives up 30.
        expectFrame(views[0], 0, 0, 20, 50)
        expectFrame(views[1], 30, 0, 60, 50)
        expectFrame(views[2], 100, 0, 70, 50)

        views[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        stack.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 50, 50)
        expectFrame(views[1], 60, 0, 60, 50)
        expectFrame(views[2], 130, 0, 40, 50)
    }

    @Test("fillEqually: (length − spacing × (n − 1)) / n each")
    func fillEqually() {
        let views = [Block(10, 20), Block(100, 20), Block(30, 20), Block(5, 20)]
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.layoutIfNeeded()
        // (320 − 30) / 4 = 72.5.
        expectFrame(views[0], 0, 0, 72.5, 40)
        expectFrame(views[1], 82.5, 0, 72.5, 40)
        expectFrame(views[2], 165, 0, 72.5, 40)
        expectFrame(views[3], 247.5, 0, 72.5, 40)
    }

    @Test("fillProportionally: lengths proportional to the intrinsic sizes")
    func fillProportionally() {
        let views = [Block(20, 20), Block(40, 20), Block(60, 20)]
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 330, height: 40))
        stack.distribution = .fillProportionally
        stack.spacing = 15
        stack.layoutIfNeeded()
        // 330 − 30 = 300 shared 20 : 40 : 60 → 50, 100, 150.
        expectFrame(views[0], 0, 0, 50, 40)
        expectFrame(views[1], 65, 0, 100, 40)
        expectFrame(views[2], 180, 0, 150, 40)
    }

    @Test("equalSpacing: intrinsic sizes, the room left split evenly; never below spacing")
    func equalSpacing() {
        let views = [Block(50, 20), Block(60, 20), Block(70, 20)]
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        stack.distribution = .equalSpacing
        stack.spacing = 10
        stack.layoutIfNeeded()
        // 300 − 180 = 120 → two gaps of 60.
        expectFrame(views[0], 0, 0, 50, 40)
        expectFrame(views[1], 110, 0, 60, 40)
        expectFrame(views[2], 230, 0, 70, 40)
        #expect(stack.layoutGuides.count == 2)

        // 190 < 180 + 2 × 10: the gaps stay at 10 and the first view gives up 10.
        stack.frame.size.width = 190
        stack.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 40, 40)
        expectFrame(views[1], 50, 0, 60, 40)
        expectFrame(views[2], 120, 0, 70, 40)
    }

    @Test("equalCentering: equal distances between the centres")
    func equalCentering() {
        let views = [Block(40, 20), Block(60, 20), Block(100, 20)]
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        // Centres 20 and 300 − 50 = 250, so 135 in between: the middle view starts at 105.
        expectFrame(views[0], 0, 0, 40, 40)
        expectFrame(views[1], 105, 0, 60, 40)
        expectFrame(views[2], 200, 0, 100, 40)
    }

    // MARK: Alignments

    @Test("Horizontal alignments: fill, top, center, bottom")
    func horizontalAlignments() {
        let a = Block(30, 20), b = Block(40, 40)
        let stack = stack([a, b], frame: CGRect(x: 0, y: 0, width: 70, height: 100))
        stack.layoutIfNeeded()
        expectFrame(a, 0, 0, 30, 100)
        expectFrame(b, 30, 0, 40, 100)

        stack.alignment = .top
        stack.layoutIfNeeded()
        expectFrame(a, 0, 0, 30, 20)
        expectFrame(b, 30, 0, 40, 40)

        stack.alignment = .center
        stack.layoutIfNeeded()
        expectFrame(a, 0, 40, 30, 20)
        expectFrame(b, 30, 30, 40, 40)

        stack.alignment = .bottom
        stack.layoutIfNeeded()
        expectFrame(a, 0, 80, 30, 20)
        expectFrame(b, 30, 60, 40, 40)
    }

    @Test("Baseline alignments line up the labels' baselines, as high as the tallest ascent allows")
    func baselineAlignments() {
        // "ab" at 20 pt: 20 × 24, ascent 19, last baseline 19 from the top;
        // "ab" at 40 pt: 40 × 48, ascent 38, last baseline 38 from the top.
        let small = label("ab", pointSize: 20), large = label("ab", pointSize: 40)
        let stack = stack([small, large], frame: CGRect(x: 0, y: 0, width: 60, height: 100))
        stack.alignment = .firstBaseline
        stack.layoutIfNeeded()
        // Baseline at 38: the large label at the top, the small one 38 − 19 = 19 down.
        expectFrame(small, 0, 19, 20, 24)
        expectFrame(large, 20, 0, 40, 48)

        stack.alignment = .lastBaseline
        stack.layoutIfNeeded()
        expectFrame(small, 0, 19, 20, 24)
        expectFrame(large, 20, 0, 40, 48)
    }

    // MARK: Vertical

    @Test("Vertical stack: fill stretches the first view; leading, center and trailing alignments")
    func vertical() {
        let a = Block(50, 20), b = Block(80, 30)
        let stack = stack([a, b], .vertical, frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        stack.spacing = 5
        stack.alignment = .leading
        stack.layoutIfNeeded()
        // 200 − (20 + 5 + 30) = 145 more for the first view.
        expectFrame(a, 0, 0, 50, 165)
        expectFrame(b, 0, 170, 80, 30)

        stack.alignment = .center
        stack.layoutIfNeeded()
        expectFrame(a, 25, 0, 50, 165)
        expectFrame(b, 10, 170, 80, 30)

        stack.alignment = .trailing
        stack.layoutIfNeeded()
        expectFrame(a, 50, 0, 50, 165)
        expectFrame(b, 20, 170, 80, 30)

        stack.alignment = .fill
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        // (200 − 5) / 2 = 97.5.
        expectFrame(a, 0, 0, 100, 97.5)
        expectFrame(b, 0, 102.5, 100, 97.5)
    }

    @Test("Changing the axis rebuilds the arrangement")
    func axisChange() {
        let a = Block(50, 20), b = Block(50, 20)
        let stack = stack([a, b], frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        expectFrame(b, 50, 0, 50, 40)
        stack.axis = .vertical
        stack.layoutIfNeeded()
        expectFrame(a, 0, 0, 100, 20)
        expectFrame(b, 0, 20, 100, 20)
    }

    @Test("Baseline-relative arrangement measures vertical spacing from baseline to baseline")
    func baselineRelative() {
        let a = label("abc"), b = label("de")
        let stack = stack([a, b], .vertical, frame: CGRect(x: 0, y: 0, width: 60, height: 54))
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 30
        stack.layoutIfNeeded()
        // Last baseline of a at 19; first baseline of b at 19 + 30 = 49, so its top at 30.
        expectFrame(a, 0, 0, 60, 24)
        expectFrame(b, 0, 30, 60, 24)
    }

    // MARK: Spacing

    @Test("Custom spacing after a view; spacingUseDefault resets it; spacing changes in place")
    func customSpacing() {
        let views = [Block(50, 20), Block(50, 20), Block(50, 20)]
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 180, height: 20))
        stack.spacing = 10
        stack.setCustomSpacing(20, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        stack.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 50, 20)
        expectFrame(views[1], 70, 0, 50, 20)
        expectFrame(views[2], 130, 0, 50, 20)

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        stack.spacing = 5
        stack.layoutIfNeeded()
        // 150 + 2 × 5 = 160: the first view takes the 20 left.
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        expectFrame(views[0], 0, 0, 70, 20)
        expectFrame(views[1], 75, 0, 50, 20)
        expectFrame(views[2], 130, 0, 50, 20)

        // The system spacing is 8 points.
        stack.spacing = UIStackView.spacingUseSystem
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        stack.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 64, 20)
        expectFrame(views[1], 72, 0, 50, 20)
        expectFrame(views[2], 130, 0, 50, 20)
    }

    @Test("Changing spacing changes the installed constraints' constants instead of rebuilding them")
    func spacingInPlace() {
        let views = [Block(50, 20), Block(50, 20), Block(50, 20)]
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 170, height: 20))
        stack.spacing = 10
        stack.layoutIfNeeded()
        let before = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(before.count == 2)
        stack.spacing = 4
        #expect(!stack.needsUpdateConstraints())
        stack.layoutIfNeeded()
        let after = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(after.count == 2 && zip(before, after).allSatisfy { $0 === $1 })
        #expect(after.map(\.constant) == [4, 4])
        // 150 + 8 = 158: the first view takes the 12 left.
        expectFrame(views[0], 0, 0, 62, 20)
        expectFrame(views[1], 66, 0, 50, 20)
        expectFrame(views[2], 120, 0, 50, 20)
    }

    // MARK: Hidden views

    @Test("A hidden arranged view collapses with its spacing, and comes back when shown")
    func hiding() {
        let views = [Block(50, 20), Block(60, 20), Block(70, 20)]
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        stack.spacing = 10
        stack.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 50, 20)
        expectFrame(views[1], 60, 0, 60, 20)
        expectFrame(views[2], 130, 0, 70, 20)

        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 3)
        // 50 + 10 + 70 = 130: the first view takes the 70 left; the hidden one is 0 wide.
        expectFrame(views[0], 0, 0, 120, 20)
        #expect(views[1].frame.width == 0)
        expectFrame(views[2], 130, 0, 70, 20)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })

        views[1].isHidden = false
        stack.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 50, 20)
        expectFrame(views[1], 60, 0, 60, 20)
        expectFrame(views[2], 130, 0, 70, 20)
    }

    @Test("A required size on a hidden view conflicts with UISV-hiding and is broken, with UIKit's log")
    func hidingConflict() {
        let a = Block(50, 20), b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        let width = b.widthAnchor.constraint(equalToConstant: 60)
        width.isActive = true
        let stack = stack([a, b], frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        b.isHidden = true
        stack.layoutIfNeeded()
        let report = stack.unsatisfiableConstraintReports.last
        #expect(report?.brokenConstraint === width)
        #expect(report?.constraints.contains { $0.identifier == "UISV-hiding" } == true)
        #expect(report?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        expectFrame(a, 0, 0, 200, 20)
        #expect(b.frame.width == 0)
    }

    // MARK: Margins

    @Test("Margins-relative arrangement lays the views out inside the layout margins")
    func marginsRelative() {
        let a = Block(10, 10), b = Block(10, 10)
        let stack = stack([a, b], frame: CGRect(x: 0, y: 0, width: 230, height: 60))
        stack.distribution = .fillEqually
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        stack.layoutIfNeeded()
        expectFrame(a, 0, 0, 115, 60)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        // 230 − 30 = 200 wide, 60 − 20 = 40 tall, from (10, 5).
        expectFrame(a, 10, 5, 100, 40)
        expectFrame(b, 110, 5, 100, 40)

        // New margins move the arrangement: 230 − 30 = 200 wide again, now from (0, 0).
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 30)
        stack.layoutIfNeeded()
        expectFrame(a, 0, 0, 100, 60)
        expectFrame(b, 100, 0, 100, 60)
    }

    // MARK: Arranged views and subviews

    @Test("removeArrangedSubview keeps the view a subview; removeFromSuperview removes both")
    func removing() {
        let views = [Block(50, 20), Block(60, 20), Block(70, 20)]
        let stack = stack(views, frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        stack.layoutIfNeeded()

        stack.removeArrangedSubview(views[1])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(views[1].superview === stack)
        stack.layoutIfNeeded()
        // 50 + 70 = 120: the first view takes the 80 left.
        expectFrame(views[0], 0, 0, 130, 20)
        expectFrame(views[2], 130, 0, 70, 20)

        views[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(views[0])])
        #expect(!stack.subviews.contains { $0 === views[2] })
        stack.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 200, 20)
    }

    @Test("A stack pinned inside a superview by constraints is laid out in the superview's island")
    func nested() {
        let views = [Block(50, 20), Block(60, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillEqually
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        // 300 wide from x 10; as tall as the views (20: their hugging wins over nothing else).
        expectFrame(stack, 10, 20, 300, 20)
        expectFrame(views[0], 0, 0, 150, 20)
        expectFrame(views[1], 150, 0, 150, 20)
    }

    // MARK: Fitting

    @Test("systemLayoutSizeFitting(compressed) of a vertical stack of labels")
    func fittingSize() {
        // "abcd": 40 × 24, "ab": 20 × 24 at 20 pt; 24 + 6 + 24 = 54 tall, as wide as the widest.
        let stack = UIStackView(arrangedSubviews: [label("abcd"), label("ab")])
        stack.axis = .vertical
        stack.spacing = 6
        let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(size.width - 40) < 1e-6 && abs(size.height - 54) < 1e-6, "\(size)")

        stack.alignment = .center
        let centered = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(centered.width - 40) < 1e-6 && abs(centered.height - 54) < 1e-6, "\(centered)")
    }
}
