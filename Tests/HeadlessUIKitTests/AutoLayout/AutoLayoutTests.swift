import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// Auto Layout through UIKit's API. Expected frames are worked out by hand: a label's text is
// 0.5 × 17 = 8.5 points a character wide and 1.2 × 17 = 20.4 points a line tall.

/// A root view (no superview: its bounds are the input) with a subview laid out by constraints.
@MainActor
private func container(width: CGFloat = 320, height: CGFloat = 100) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@MainActor
private func constrainedView(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

@MainActor
private func label(_ text: String, in parent: UIView) -> UILabel {
    let label = UILabel(text: text)
    label.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(label)
    return label
}

@Suite("Auto Layout: anchors, relations, priorities")
@MainActor
struct AutoLayoutAnchorTests {
    @Test("Leading, top, width and height place a view")
    func edgesAndSizes() {
        let root = container()
        let child = constrainedView(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("Trailing, bottom and centre anchors measure from the far edge and the middle")
    func trailingAndCentre() {
        let root = container()
        let child = constrainedView(in: root)
        NSLayoutConstraint.activate([
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // x = 320 − 10 − 50; y = 100 / 2 − 20 / 2.
        #expect(child.frame == CGRect(x: 260, y: 40, width: 50, height: 20))
    }

    @Test("A required inequality wins over an optional equality; the optional one comes as close as it can")
    func inequalities() {
        let root = container()
        let wide = constrainedView(in: root)
        let narrow = constrainedView(in: root)
        let wantsHundred = wide.widthAnchor.constraint(equalToConstant: 100)
        wantsHundred.priority = .defaultHigh
        let alsoHundred = narrow.widthAnchor.constraint(equalToConstant: 100)
        alsoHundred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            wide.widthAnchor.constraint(greaterThanOrEqualToConstant: 200), wantsHundred,
            narrow.widthAnchor.constraint(lessThanOrEqualToConstant: 80), alsoHundred,
            wide.leadingAnchor.constraint(equalTo: root.leadingAnchor), wide.topAnchor.constraint(equalTo: root.topAnchor),
            wide.heightAnchor.constraint(equalToConstant: 10),
            narrow.leadingAnchor.constraint(equalTo: root.leadingAnchor), narrow.topAnchor.constraint(equalTo: root.topAnchor),
            narrow.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(wide.frame.width == 200)
        #expect(narrow.frame.width == 80)
    }

    @Test("Multipliers: half the container's width, and an aspect ratio from width to height")
    func multipliers() {
        let root = container()
        let child = constrainedView(in: root)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5, constant: 4),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.size == CGSize(width: 160, height: 84))
    }

    @Test("The higher priority wins a conflict between optional constraints")
    func priorityConflict() {
        let root = container()
        let child = constrainedView(in: root)
        let high = child.widthAnchor.constraint(equalToConstant: 100)
        high.priority = .defaultHigh
        let low = child.widthAnchor.constraint(equalToConstant: 200)
        low.priority = .defaultLow
        NSLayoutConstraint.activate([high, low, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test("Priorities are strict levels: one constraint at 751 beats two at 750 pulling the other way")
    func prioritiesAreLexicographic() {
        let root = container()
        let child = constrainedView(in: root)
        let one = child.widthAnchor.constraint(equalToConstant: 100)
        one.priority = UILayoutPriority(751)
        let two = child.widthAnchor.constraint(equalToConstant: 200)
        two.priority = .defaultHigh
        let three = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.625)   // 200 too
        three.priority = .defaultHigh
        NSLayoutConstraint.activate([one, two, three, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test("Changing a constant moves the view at the next layout pass; deactivating stops the constraint")
    func constantsAndDeactivation() {
        let root = container()
        let child = constrainedView(in: root)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([leading, child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        leading.constant = 42
        root.layoutIfNeeded()
        #expect(child.frame.minX == 42)
        #expect(root.constraints.contains { $0 === leading })
        leading.isActive = false
        #expect(!root.constraints.contains { $0 === leading })
        let fallback = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        fallback.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.minX == 5)
    }

    @Test("A pass writes the frames the change moved, and puts back a frame the app set on a constrained view")
    func incrementalFrames() {
        let root = container()
        let left = constrainedView(in: root)
        let right = constrainedView(in: root)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            left.widthAnchor.constraint(equalToConstant: 40),
            left.heightAnchor.constraint(equalToConstant: 20),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            right.topAnchor.constraint(equalTo: root.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 40),
            right.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 270, y: 0, width: 40, height: 20))
        // The app moves the left view by hand; a later pass (the root narrows: only the right
        // view's solution moves) puts the solved frame back, as UIKit's does.
        left.frame = CGRect(x: 100, y: 50, width: 5, height: 5)
        root.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 10, y: 0, width: 40, height: 20))
        #expect(right.frame == CGRect(x: 150, y: 0, width: 40, height: 20))
    }

    @Test("A constraint between a view and a view inside a sibling goes through both superviews")
    func nestedViews() {
        let root = container()
        let box = constrainedView(in: root)
        let inner = constrainedView(in: box)
        let other = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 7),
            inner.topAnchor.constraint(equalTo: box.topAnchor), inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
            other.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 3),
            other.topAnchor.constraint(equalTo: inner.bottomAnchor), other.widthAnchor.constraint(equalToConstant: 1),
            other.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // inner sits at (7, 0) in box, so at (37, 5) in root; other at 37 + 10 + 3, 5 + 10.
        #expect(inner.frame.origin == CGPoint(x: 7, y: 0))
        #expect(other.frame.origin == CGPoint(x: 50, y: 15))
    }

    @Test("A view that was its own island, moved under a constrained superview, is solved in the superview's island")
    func formerIslandRootJoinsSuperviewIsland() {
        // Installing on a view that roots its own island goes straight to its engine; once the
        // view is laid out by its superview's constraints, its constraints and new ones go there.
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let inner = constrainedView(in: box)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 4),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 6),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        box.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 4, y: 6, width: 10, height: 10))
        let root = container()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let second = constrainedView(in: box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 60), box.heightAnchor.constraint(equalToConstant: 30),
            // Installed on box, which no longer roots an island: solved with the root's size.
            second.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -5),
            second.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 2),
            second.widthAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 2),
            second.heightAnchor.constraint(equalToConstant: 3),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 60, height: 30))
        #expect(inner.frame == CGRect(x: 4, y: 6, width: 10, height: 10))
        // x = 60 − 5 − 20; y = 6 + 10 + 2.
        #expect(second.frame == CGRect(x: 35, y: 18, width: 20, height: 3))
        root.frame.size.width = 300
        box.constraints.first { $0.firstAttribute == .leading && $0.firstItem === inner }?.constant = 9
        root.layoutIfNeeded()
        #expect(inner.frame.origin.x == 9)
    }

    @Test("Activating installs each constraint on the closest view holding both items, near or far")
    func installedOnClosestCommonAncestor() {
        // Activation answers a view against itself, its superview or a sibling from the two
        // superviews; other pairs walk up by depth. Each must land where the walk puts it.
        let root = container()
        let box = constrainedView(in: root)
        let inner = constrainedView(in: box)
        let deep = constrainedView(in: inner)
        let other = constrainedView(in: root)
        let cousin = constrainedView(in: other)
        let guide = UILayoutGuide()
        box.addLayoutGuide(guide)
        let cases: [(NSLayoutConstraint, UIView)] = [
            (box.widthAnchor.constraint(equalTo: box.heightAnchor), box),                  // itself
            (inner.leadingAnchor.constraint(equalTo: box.leadingAnchor), box),             // its superview
            (box.topAnchor.constraint(equalTo: inner.topAnchor), box),                     // its subview
            (box.leadingAnchor.constraint(equalTo: other.trailingAnchor), root),           // siblings
            (inner.topAnchor.constraint(equalTo: cousin.bottomAnchor), root),              // cousins
            (deep.leadingAnchor.constraint(equalTo: root.leadingAnchor), root),            // two levels up
            (root.trailingAnchor.constraint(equalTo: deep.trailingAnchor), root),          // two levels down
            (deep.topAnchor.constraint(equalTo: other.topAnchor), root),                   // uneven depths
            (guide.leadingAnchor.constraint(equalTo: inner.leadingAnchor), box),           // a guide and a subview
            (guide.topAnchor.constraint(equalTo: box.topAnchor), box),                     // a guide and its view
            (other.leadingAnchor.constraint(equalTo: guide.trailingAnchor), root),         // a guide and a sibling
        ]
        NSLayoutConstraint.activate(cases.map(\.0))
        for (index, (constraint, host)) in cases.enumerated() {
            #expect(host.constraints.contains { $0 === constraint }, "case \(index)")
            for view in [root, box, inner, deep, other, cousin] where view !== host {
                #expect(!view.constraints.contains { $0 === constraint }, "case \(index)")
            }
        }
    }

    @Test("Descriptions read as UIKit's logs do")
    func descriptions() {
        let root = container()
        let child = constrainedView(in: root)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        #expect(width.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(width.description.contains(" UIView:0x"))
        #expect(width.description.hasSuffix(".width == 100>"))
        width.isActive = true
        #expect(width.description.hasSuffix(".width == 100   (active)>"))
        let leading = child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 8)
        #expect(leading.description.contains(".leading == UILayoutGuide:0x"))
        #expect(leading.description.contains("'UIViewLayoutMarginsGuide'.leading + 8>"))
    }
}

@Suite("Auto Layout: margins and guides")
@MainActor
struct AutoLayoutMarginTests {
    @Test("The margins guide is the bounds inset by 8 points; margin attributes are the guide's")
    func marginsGuide() {
        let root = container()
        let child = constrainedView(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 84))
        #expect(child.frame == CGRect(x: 8, y: 8, width: 304, height: 10))

        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 20, bottom: 2, trailing: 30)
        #expect(root.layoutMargins == UIEdgeInsets(top: 2, left: 20, bottom: 2, right: 30))
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 2, width: 270, height: 10))
    }

    @Test("A view preserving its superview's margins grows its own to stay inside them")
    func preservesSuperviewMargins() {
        let root = container()
        root.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 300, height: 100))
        root.addSubview(inner)
        #expect(inner.effectiveLayoutMargins.left == 8)
        inner.preservesSuperviewLayoutMargins = true
        // 30 − 10 on the left; 30 − (320 − 310) on the right.
        #expect(inner.effectiveLayoutMargins == UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        #expect(inner.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 8, width: 260, height: 84))
    }

    @Test("Table cells' content views have UIKit's margins: 16 points at the sides, 11 at top and bottom")
    func cellContentMargins() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(cell.contentView.preservesSuperviewLayoutMargins)
    }

    @Test("An app's layout guide takes part like a view")
    func appGuide() {
        let root = container()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let child = constrainedView(in: root)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            guide.widthAnchor.constraint(equalToConstant: 60),
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
            child.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.widthAnchor.constraint(equalToConstant: 5),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 40, y: 0, width: 60, height: 1))
        #expect(child.frame.minX == 100)
        #expect(root.layoutGuides.count == 1)
    }
}

@Suite("Auto Layout: intrinsic sizes, hugging and compression")
@MainActor
struct AutoLayoutContentSizeTests {
    @Test("A label's intrinsic size comes from its text")
    func labelIntrinsicSize() {
        let text = UILabel(text: "Hello")
        #expect(text.intrinsicContentSize == CGSize(width: 42.5, height: 17 * 1.2))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UILabel().intrinsicContentSize == .zero)
    }

    /// Two labels in a row filling 320 points: the one that hugs less stretches.
    private func row(width: CGFloat, firstHugging: Float, secondHugging: Float,
                     firstCompression: Float = 750, secondCompression: Float = 750) -> (UILabel, UILabel) {
        let root = container(width: width)
        let first = label("Hello", in: root)     // 42.5 wide
        let second = label("World!", in: root)   // 51 wide
        first.setContentHuggingPriority(UILayoutPriority(firstHugging), for: .horizontal)
        second.setContentHuggingPriority(UILayoutPriority(secondHugging), for: .horizontal)
        first.setContentCompressionResistancePriority(UILayoutPriority(firstCompression), for: .horizontal)
        second.setContentCompressionResistancePriority(UILayoutPriority(secondCompression), for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor), second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return (first, second)
    }

    @Test("A label's new text reaches the layout: once, twice before a pass, and after it moved to another root")
    func intrinsicSizeChangesQueued() {
        let root = container(width: 320)
        let text = label("Hello", in: root)   // 42.5 wide
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     text.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(text.frame.width == 42.5)
        text.text = "Hello, World"            // 102 wide
        root.layoutIfNeeded()
        #expect(text.frame.width == 102)
        text.text = "Hi"
        text.text = "Hi there"                // 68 wide: the last size counts
        root.layoutIfNeeded()
        #expect(text.frame.width == 68)
        // Changed, then moved into another root before a pass: the new root's engine reads it.
        text.text = "Hey"                     // 25.5 wide
        let other = container(width: 200)
        text.removeFromSuperview()
        other.addSubview(text)
        NSLayoutConstraint.activate([text.trailingAnchor.constraint(equalTo: other.trailingAnchor),
                                     text.topAnchor.constraint(equalTo: other.topAnchor)])
        other.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 174.5, y: 0, width: 25.5, height: 20.4))
        text.text = "Hello"
        other.layoutIfNeeded()
        #expect(text.frame.origin.x == 157.5)
    }

    @Test("The label that hugs less stretches to fill the row")
    func hugging() {
        let (first, second) = row(width: 320, firstHugging: 250, secondHugging: 251)
        #expect(first.frame == CGRect(x: 0, y: 0, width: 320 - 8 - 51, height: 20.4))
        #expect(second.frame == CGRect(x: 269, y: 0, width: 51, height: 20.4))
        let (first2, second2) = row(width: 320, firstHugging: 251, secondHugging: 250)
        #expect(first2.frame.width == 42.5)
        #expect(second2.frame == CGRect(x: 50.5, y: 0, width: 269.5, height: 20.4))
    }

    @Test("The label that resists compression less shrinks when the row is too narrow")
    func compression() {
        let (first, second) = row(width: 80, firstHugging: 250, secondHugging: 250, firstCompression: 750, secondCompression: 751)
        #expect(second.frame.width == 51)
        #expect(first.frame.width == CGFloat(21))   // 80 − 8 − 51
    }

    @Test("Changing the text re-reads the intrinsic size at the next layout pass")
    func invalidation() {
        let root = container()
        let text = label("Hi", in: root)
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     text.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(text.frame.width == 17)
        text.text = "Hello there"
        root.layoutIfNeeded()
        #expect(text.frame.width == 11 * 8.5)
    }

    @Test("A multi-line label wraps at the width the constraints give it")
    func wrapping() {
        let root = container()
        let text = label(String(repeating: "a", count: 100), in: root)
        text.numberOfLines = 0
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 304 points hold 35 characters a line: 100 characters take 3 lines.
        #expect(text.frame == CGRect(x: 8, y: 0, width: 304, height: 61.2))   // 3 × 20.4
    }

    @Test("systemLayoutSizeFitting: the compressed size of a label pinned with 10-point insets")
    func fitting() {
        let root = container()
        let text = label("Hello", in: root)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            text.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            text.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        #expect(root.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 62.5, height: 40.4))
        let fixedWidth = root.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 200, height: 40.4))
        // Measuring leaves the layout at the bounds.
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 10, y: 10, width: 300, height: 80))
    }

    @Test("A view without constraints fits to its intrinsic size")
    func fittingWithoutConstraints() {
        #expect(UILabel(text: "Hello").systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 42.5, height: 20.4))
    }
}

@Suite("Auto Layout: the update and layout cycle")
@MainActor
struct AutoLayoutCycleTests {
    private final class CountingView: UIView {
        var updates = 0
        var seenChildFrame: CGRect?
        let child = UIView()
        var width: NSLayoutConstraint?

        override init(frame: CGRect) {
            super.init(frame: frame)
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func updateConstraints() {
            updates += 1
            if width == nil {
                let width = child.widthAnchor.constraint(equalToConstant: 10)
                NSLayoutConstraint.activate([width, child.heightAnchor.constraint(equalToConstant: 10),
                                             child.leadingAnchor.constraint(equalTo: leadingAnchor),
                                             child.topAnchor.constraint(equalTo: topAnchor)])
                self.width = width
            }
            width?.constant = CGFloat(10 * updates)
            super.updateConstraints()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            seenChildFrame = child.frame
        }
    }

    @Test("updateConstraints runs where asked, once, before the frames are solved and layoutSubviews sees them")
    func updateThenLayout() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        view.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(view.seenChildFrame == CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(view.updates == 1, "nothing was asked for")
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        #expect(view.updates == 2)
        view.layoutIfNeeded()
        #expect(view.child.frame.width == 20)
    }

    @Test("A pass at the same size puts back a root size constraint the app changed")
    func rootSizeConstraintRestored() throws {
        let root = container(width: 320, height: 100)
        let child = constrainedView(in: root)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 320)
        let width = try #require(root.constraintsAffectingLayout(for: .horizontal).first {
            $0.firstItem === root && $0.firstAttribute == .width && $0.secondItem == nil
        })
        #expect(width.constant == 320)
        width.constant = 200
        root.layoutIfNeeded()
        #expect(width.constant == 320)
        #expect(child.frame.width == 320)
        width.constant = 250
        child.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(width.constant == 320)
        #expect(child.frame.width == 320)
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(width.constant == 300)
        #expect(child.frame.width == 300)
    }

    @Test("hasAmbiguousLayout: a missing height leaves the frame undetermined")
    func ambiguity() {
        let root = container()
        let child = constrainedView(in: root)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        child.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
        #expect(child.constraintsAffectingLayout(for: .vertical).count == 2)
    }

    @Test("Leaving the superview removes the constraints that reached the view from above")
    func removalDeactivates() {
        let root = container()
        let child = constrainedView(in: root)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([leading, width])
        child.removeFromSuperview()
        #expect(!leading.isActive)
        #expect(width.isActive, "a constraint on the view itself stays")
    }

    @Test("Activation marks each view a constraint reaches from above: siblings, a child's guide, a grandchild")
    func removalDeactivatesEveryShape() {
        // Siblings (installed on their superview): either leaving removes the constraint.
        let root = container()
        let first = constrainedView(in: root), second = constrainedView(in: root), third = constrainedView(in: root)
        let siblings = second.leadingAnchor.constraint(equalTo: first.trailingAnchor)
        let reversed = first.topAnchor.constraint(equalTo: third.bottomAnchor)
        NSLayoutConstraint.activate([siblings, reversed])
        #expect(siblings.isActive && root.constraints.contains { $0 === siblings })
        first.removeFromSuperview()
        #expect(!siblings.isActive && !reversed.isActive)
        // A child's margins guide against its superview (installed on the superview).
        let guided = constrainedView(in: root)
        let margin = guided.layoutMarginsGuide.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        margin.isActive = true
        #expect(root.constraints.contains { $0 === margin })
        guided.removeFromSuperview()
        #expect(!margin.isActive)
        // A grandchild against its grandparent: the view between is marked too.
        let middle = constrainedView(in: root)
        let inner = constrainedView(in: middle)
        let deep = inner.topAnchor.constraint(equalTo: root.topAnchor)
        deep.isActive = true
        #expect(root.constraints.contains { $0 === deep })
        middle.removeFromSuperview()
        #expect(!deep.isActive)
        // The same constraints installed through `addConstraint(_:)` are marked by the walk.
        let fourth = constrainedView(in: root), fifth = constrainedView(in: root)
        let added = fifth.leadingAnchor.constraint(equalTo: fourth.trailingAnchor)
        root.addConstraint(added)
        fifth.removeFromSuperview()
        #expect(!added.isActive)
    }

    @Test("Anchors name their item and attribute as before; constraints keep their anchors' items")
    func anchorsDescribeThemselves() {
        let root = container()
        let child = constrainedView(in: root)
        let anchor = child.leadingAnchor
        #expect(anchor.item === child)
        #expect(anchor.name == "leading")
        #expect(anchor.debugDescription.hasPrefix("UIView:0x") && anchor.debugDescription.hasSuffix(".leading"))
        #expect(root.layoutMarginsGuide.topAnchor.debugDescription.hasSuffix("'UIViewLayoutMarginsGuide'.top"))
        let width = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 4)
        #expect(width.firstItem === child && width.secondItem === root)
        #expect(width.firstAttribute == .width && width.secondAttribute == .width)
        #expect(width.multiplier == 0.5 && width.constant == 4 && width.relation == .equal)
        #expect(width.firstAnchor.debugDescription == child.widthAnchor.debugDescription)
        let height = child.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute && height.relation == .lessThanOrEqual)
        let spaced = child.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 2)
        #expect(spaced.constant == 16 && spaced.secondItem === root)
    }
}

@Suite("Auto Layout: diagnostics")
@MainActor
struct AutoLayoutDiagnosticsTests {
    @Test("Conflicting required constraints: UIKit's log, the newest app constraint broken, the report readable")
    func unsatisfiable() throws {
        let root = container()
        let child = constrainedView(in: root)
        let hundred = child.widthAnchor.constraint(equalToConstant: 100)
        let twoHundred = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 1), hundred, twoHundred])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        let report = try #require(child.unsatisfiableConstraintReports.last)
        #expect(report.brokenConstraint === twoHundred)
        #expect(twoHundred.isActive && twoHundred.isBrokenByEngine)
        #expect(report.constraints.contains { $0 === hundred })
        #expect(report.message.hasPrefix("Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want."))
        #expect(report.message.contains("Will attempt to recover by breaking constraint \n\(twoHundred.description)\n"))
        #expect(report.message.hasSuffix("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."))
    }

    @Test("A conflict among an island's later rows (past the engine's first 32) reports its constraints; removing one clears its row")
    func conflictPastTheFirstRows() throws {
        let root = container()
        // 20 views, each placed by 4 constraints: 80 solver rows before the conflicting pair.
        var views: [UIView] = []
        for i in 0..<20 {
            let view = constrainedView(in: root)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(i)),
                                         view.topAnchor.constraint(equalTo: root.topAnchor),
                                         view.widthAnchor.constraint(equalToConstant: 10),
                                         view.heightAnchor.constraint(equalToConstant: 5)])
            views.append(view)
        }
        root.layoutIfNeeded()
        let last = views[19]
        let wide = last.widthAnchor.constraint(equalToConstant: 30)
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(last.frame == CGRect(x: 19, y: 0, width: 10, height: 5), "the newer constraint is broken")
        let report = try #require(last.unsatisfiableConstraintReports.last)
        #expect(report.brokenConstraint === wide)
        #expect(report.constraints.contains { $0.firstItem === last && $0.firstAttribute == .width && $0.constant == 10 })
        // Removing the first view's constraints clears their rows; a constraint added later, a
        // low-priority width that the required one outranks, lays out with the rest.
        NSLayoutConstraint.deactivate(root.constraints.filter { $0.firstItem === views[0] })
        let preferred = views[1].widthAnchor.constraint(equalToConstant: 12)
        preferred.priority = .defaultLow
        preferred.isActive = true
        root.layoutIfNeeded()
        #expect(views[1].frame == CGRect(x: 1, y: 0, width: 10, height: 5))
        #expect(root.constraints.filter { $0.firstItem === views[0] }.isEmpty)
    }

    @Test("A forgotten translatesAutoresizingMaskIntoConstraints = false conflicts with the frame's constraints, as on a device")
    func forgottenAutoresizing() throws {
        let root = container()
        let forgetful = UILabel(text: "Hello")
        root.addSubview(forgetful)   // still translating its (zero) frame
        let width = forgetful.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width])
        root.layoutIfNeeded()
        let report = try #require(root.unsatisfiableConstraintReports.last)
        #expect(report.brokenConstraint === width)
        #expect(report.constraints.contains { $0 is NSAutoresizingMaskLayoutConstraint })
        #expect(report.message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)"))
        #expect(report.message.contains("h=--- v=--- UILabel:0x"))
        #expect(forgetful.frame.width == 0)
    }

    @Test("Installing a constraint on a view that does not hold both items stops with UIKit's message")
    func installOutsideSubtree() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView(), left = UIView(), right = UIView()
                root.addSubview(left)
                root.addSubview(right)
                // The constraint belongs on `root`; `left` does not contain `right`.
                left.addConstraint(left.leadingAnchor.constraint(equalTo: right.trailingAnchor))
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("Unable to install constraint on view.  Does the constraint reference something from outside the subtree of the view?  That's illegal."))
    }

    @Test("Constraining views in different hierarchies stops with UIKit's message")
    func noCommonAncestor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
    }

    @Test("A location against a constant stops with UIKit's message")
    func locationWithoutPair() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint(item: UIView(), attribute: .leading, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 10)
            }
        }
        #expect(standardError(of: result).contains("Location attributes must be specified in pairs."))
    }

    @Test("Leading against left stops with UIKit's message")
    func leadingAgainstLeft() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIView(), child = UIView()
                parent.addSubview(child)
                _ = NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: parent,
                                       attribute: .left, multiplier: 1, constant: 0)
            }
        }
        #expect(standardError(of: result).contains("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."))
    }

    @Test("Changing an installed constraint between required and optional stops with UIKit's message")
    func requiredToOptional() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                let width = view.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.priority = UILayoutPriority(999)
            }
        }
        #expect(standardError(of: result).contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."))
    }
}

@Suite("Auto Layout: view controllers")
@MainActor
struct AutoLayoutViewControllerTests {
    private final class BannerController: UIViewController {
        let banner = UILabel(text: "Offline")
        var seenInDidLayout: CGRect?
        var topInset: CGFloat = 0
        private var top: NSLayoutConstraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            let top = banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
            self.top = top
            NSLayoutConstraint.activate([
                top,
                banner.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            top?.constant = topInset
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            seenInDidLayout = banner.frame
        }
    }

    @Test("A root view's margins are the system minimum (16 at the sides, none at the top); rotation re-solves")
    func rootViewMargins() {
        let controller = BannerController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(controller.banner.frame == CGRect(x: 16, y: 0, width: 358, height: 20.4))
        #expect(controller.seenInDidLayout == controller.banner.frame, "solved before viewDidLayoutSubviews")

        controller.topInset = 10   // read in viewWillLayoutSubviews, applied in the same pass
        window.frame.size = CGSize(width: 844, height: 390)
        window.layoutIfNeeded()
        #expect(controller.banner.frame == CGRect(x: 16, y: 10, width: 812, height: 20.4))

        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.layoutMargins = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        window.layoutIfNeeded()
        #expect(controller.banner.frame.minX == 4)
    }
}
