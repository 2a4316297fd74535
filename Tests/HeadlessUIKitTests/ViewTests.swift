import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// A view that counts its layout passes.
@MainActor
private final class CountingView: UIView {
    private(set) var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}

/// A view whose layout asks `target` for layout twice, or itself once (the first time only,
/// with a nil target).
@MainActor
private final class AskingView: UIView {
    private(set) var layoutCount = 0
    private weak var target: UIView?
    init(target: UIView?) {
        self.target = target
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        if let target {
            target.setNeedsLayout()
            target.setNeedsLayout()
        } else if layoutCount == 1 {
            setNeedsLayout()
            setNeedsLayout()
        }
    }
}

@Suite("UIView hierarchy and layout")
@MainActor
struct ViewTests {
    // MARK: Hierarchy

    @Test("addSubview appends the view and sets its superview")
    func addSubview() {
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)

        #expect(parent.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(a.superview === parent)
        #expect(b.isDescendant(of: parent))
        #expect(!parent.isDescendant(of: a))
    }

    @Test("a view's superview is nil once the superview is gone, and the view can join another")
    func superviewGoneClearsBackReference() {
        let child = UIView()
        let grandchild = UIView()
        weak var gone: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            child.addSubview(grandchild)
            gone = parent
            #expect(child.superview === parent)
        }
        #expect(gone == nil)
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        // Walking up and laying out stop at the child: nothing reads the freed parent.
        grandchild.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(!grandchild.needsLayout)
        #expect(grandchild.isDescendant(of: child))
        let other = UIView()
        other.addSubview(child)
        #expect(child.superview === other && other.subviews.count == 1)
        child.removeFromSuperview()
        #expect(child.superview == nil && other.subviews.isEmpty)
    }

    @Test("addSubview moves a view from its old superview")
    func addSubviewMoves() {
        let first = UIView()
        let second = UIView()
        let child = UIView()
        first.addSubview(child)

        second.addSubview(child)

        #expect(first.subviews.isEmpty)
        #expect(second.subviews.count == 1)
        #expect(child.superview === second)
    }

    @Test("insertSubview(at:) places the view at the index; adding a view again moves it to the top")
    func subviewOrder() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))

        parent.addSubview(a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    }

    @Test("insertSubview(at:) at the back, past the end and before the start, and of a view already there, keeps every view once in order")
    func subviewInsertionAtEachPlace() {
        let parent = UIView()
        let views = (0..<5).map { _ in UIView() }
        for view in views { parent.insertSubview(view, at: 0) }
        #expect(parent.subviews.map(ObjectIdentifier.init) == views.reversed().map(ObjectIdentifier.init))

        let front = UIView(), back = UIView()
        parent.insertSubview(front, at: 99)
        parent.insertSubview(back, at: -3)
        #expect(parent.subviews.map(ObjectIdentifier.init) == ([back] + views.reversed() + [front]).map(ObjectIdentifier.init))

        // Views[4] is at index 1: inserted at 3, it leaves its place first and lands at 3 of the rest.
        parent.insertSubview(views[4], at: 3)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [back, views[3], views[2], views[4], views[1], views[0], front].map(ObjectIdentifier.init))
        #expect(parent.subviews.allSatisfy { $0.superview === parent })
    }

    @Test("removeFromSuperview detaches the view; a second call does nothing")
    func removeFromSuperview() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)

        child.removeFromSuperview()
        child.removeFromSuperview()

        #expect(parent.subviews.isEmpty)
        #expect(child.superview == nil)
        #expect(!child.isDescendant(of: parent))
    }

    // MARK: Layout

    @Test("layoutIfNeeded runs layoutSubviews once per setNeedsLayout")
    func layoutOncePerRequest() {
        let view = CountingView()
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)

        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
        #expect(!view.needsLayout)

        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        #expect(view.layoutCount == 2)
    }

    @Test("layoutIfNeeded lays out the subviews that asked for it, even when the parent did not")
    func layoutRecurses() {
        let parent = CountingView()
        let child = CountingView()
        let grandchild = CountingView()
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.layoutIfNeeded()
        #expect([parent.layoutCount, child.layoutCount, grandchild.layoutCount] as [Int] == [1, 1, 1])

        grandchild.setNeedsLayout()
        parent.layoutIfNeeded()

        #expect([parent.layoutCount, child.layoutCount, grandchild.layoutCount] as [Int] == [1, 1, 2])
    }

    @Test("a view added after a pass, and a view deep in a sibling subtree, are laid out by the root's next pass")
    func layoutReachesNewAndDeepViews() {
        let root = CountingView()
        let left = CountingView(), right = CountingView(), deep = CountingView()
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(deep)
        root.layoutIfNeeded()
        #expect([root, left, right, deep].map(\.layoutCount) == [1, 1, 1, 1])

        // A view that was laid out elsewhere and asks again, moved under a laid-out tree.
        let moved = CountingView()
        moved.layoutIfNeeded()
        moved.setNeedsLayout()
        left.addSubview(moved)
        deep.setNeedsLayout()
        root.layoutIfNeeded()
        // Adding a subview asks its new superview (left) for layout; the root did not ask.
        #expect([root, left, right, deep, moved].map(\.layoutCount) == [1, 2, 1, 2, 2])

        // Nothing asked: nothing runs.
        root.layoutIfNeeded()
        #expect([root, left, right, deep, moved].map(\.layoutCount) == [1, 2, 1, 2, 2])
    }

    @Test("a view that asks again before a pass, or asks during its own layout, is laid out by the root's next pass")
    func repeatedLayoutRequestsReachTheRoot() {
        let root = CountingView()
        let middle = CountingView(), leaf = CountingView(), other = CountingView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(other)
        root.layoutIfNeeded()

        leaf.setNeedsLayout()
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect([root, middle, leaf, other].map(\.layoutCount) == [1, 1, 2, 1])

        // Asked during a pass, by a sibling laid out before it: still laid out in that pass.
        let asking = AskingView(target: other)
        root.insertSubview(asking, at: 0)
        other.setNeedsLayout()
        root.layoutIfNeeded()
        #expect([root, middle, leaf, other].map(\.layoutCount) == [2, 1, 2, 2])

        // Asked again while it lays out: the request waits for the next pass, from the root.
        let selfAsking = AskingView(target: nil)
        leaf.addSubview(selfAsking)
        root.layoutIfNeeded()
        #expect(selfAsking.layoutCount == 1)
        root.layoutIfNeeded()
        #expect(selfAsking.layoutCount == 2)
    }

    @Test("a new frame size asks for layout; a new position does not")
    func frameSizeAsksForLayout() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()

        view.frame.origin = CGPoint(x: 10, y: 10)
        #expect(!view.needsLayout)

        view.frame.size.width = 200
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        #expect(view.layoutCount == 2)
    }

    @Test("a reusable view's content view fills its bounds after layout")
    func contentViewFills() {
        let cell = UITableViewCell(reuseIdentifier: nil)
        #expect(cell.contentView.superview === cell)
        cell.frame = CGRect(x: 0, y: 100, width: 375, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
    }

    // MARK: Appearance

    @Test("tintColor is inherited from the superview, systemBlue at the root")
    func tintInheritance() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.tintColor == .systemBlue)

        root.tintColor = .red
        #expect(grandchild.tintColor == .red)

        child.tintColor = .green
        #expect(grandchild.tintColor == .green)
        #expect(root.tintColor == .red)

        grandchild.removeFromSuperview()
        #expect(grandchild.tintColor == .systemBlue)

        // A tint set and then cleared inherits again, and hears of its ancestors' changes.
        child.addSubview(grandchild)
        grandchild.tintColor = .orange
        root.tintColor = .purple
        #expect(grandchild.tintColor == .orange)
        grandchild.tintColor = nil
        child.tintColor = nil
        #expect(grandchild.tintColor == .purple)
    }

    @Test("a list content view's image follows the configuration's tint, then its own view's once the tint is cleared")
    func listContentImageTintSetThenCleared() {
        var content = UIListContentConfiguration.cell()
        content.image = UIImage(systemName: "star")
        content.imageProperties.tintColor = .red
        let view = UIListContentView(configuration: content)
        view.tintColor = .green
        view.layoutIfNeeded()
        #expect(view.imageView.tintColor == .red)

        content.imageProperties.tintColor = nil
        view.configuration = content
        view.layoutIfNeeded()
        #expect(view.imageView.tintColor == .green)
        view.tintColor = .blue
        view.layoutIfNeeded()
        #expect(view.imageView.tintColor == .blue)
    }

    @Test("contentOffset is the bounds origin; changing it asks for layout and is not clamped")
    func scrollViewOffset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.layoutIfNeeded()

        scrollView.setContentOffset(CGPoint(x: 0, y: 5000), animated: true)

        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 5000))
        #expect(scrollView.bounds == CGRect(x: 0, y: 5000, width: 320, height: 480))
        #expect(scrollView.needsLayout)
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 520))

        scrollView.contentSize = CGSize(width: 100, height: 100)
        #expect(scrollView.maximumContentOffset == .zero)
    }
}

@Suite("UILabel and UIImageView sizing")
@MainActor
struct LabelAndImageViewTests {
    @Test("characters are what a reader sees: a combining accent and an emoji with a skin tone count once each; CR LF is one line break")
    func charactersAreGraphemes() {
        let label = UILabel()
        label.text = "Cafe\u{301}"                      // 4 characters, 5 scalars
        #expect(label.intrinsicContentSize.width == 34)
        label.text = "\u{1F44D}\u{1F3FD}ok"              // 3 characters
        #expect(label.intrinsicContentSize.width == 25.5)
        label.text = "a\r\nb"                           // CR LF: one line break; one line shows "a"
        #expect(label.intrinsicContentSize.width == 8.5)
        label.text = "plain"                             // 5
        #expect(label.intrinsicContentSize.width == 42.5)
    }

    @Test("a one-line label is as wide as its characters (8.5 pt each at 17 pt) and 20.4 pt tall")
    func singleLine() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        let label = UILabel(text: "Harpo")
        let size = label.sizeThatFits(CGSize(width: 1000, height: 1000))

        #expect(size.width == 42.5)
        #expect(isClose(size.height, 20.4))
        #expect(UILabel(text: nil).sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(UILabel(text: "").sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test("a one-line label narrower than its text is clipped to the width; sizeToFit takes the whole line")
    func singleLineClipped() {
        let label = UILabel(text: String(repeating: "x", count: 30))
        let size = label.sizeThatFits(CGSize(width: 100, height: 1000))
        #expect(size.width == 100)
        #expect(isClose(size.height, 20.4))

        label.sizeToFit()
        #expect(label.frame.size.width == 255)
        #expect(isClose(label.frame.size.height, 20.4))
    }

    @Test("a label with numberOfLines 0 wraps by characters; numberOfLines caps the lines")
    func wrapping() {
        let label = UILabel(text: String(repeating: "x", count: 30))
        label.numberOfLines = 0
        let size = label.sizeThatFits(CGSize(width: 100, height: 1000))

        // 100 / 8.5 → 11 characters a line; 30 characters → 3 lines.
        #expect(size.width == 93.5)
        #expect(isClose(size.height, 61.2))

        label.numberOfLines = 2
        #expect(isClose(label.sizeThatFits(CGSize(width: 100, height: 1000)).height, 40.8))

        label.text = "Zeppo"
        #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)).width == 42.5)
    }

    @Test("the font's size drives the measurement")
    func otherFont() {
        let label = UILabel(text: "Chico")
        label.font = .preferredFont(forTextStyle: .footnote)
        let size = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(size.width == 32.5)
        #expect(isClose(size.height, 15.6))
    }

    @Test("an image view is sized to its image, or zero without one")
    func imageViewSizing() {
        let photo = UIImage(named: "photo", size: CGSize(width: 120, height: 80))
        let imageView = UIImageView(image: photo)
        #expect(imageView.frame.size == CGSize(width: 120, height: 80))
        #expect(imageView.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 120, height: 80))

        imageView.image = UIImage(systemName: "star")
        #expect(imageView.sizeThatFits(.zero) == CGSize(width: 24, height: 24))

        imageView.image = nil
        #expect(imageView.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }
}

@Suite("Geometry values")
struct GeometryTests {
    @Test("UIEdgeInsets sums its edges and insets rectangles")
    func edgeInsets() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.horizontal == 6)
        #expect(insets.vertical == 4)
        #expect(UIEdgeInsets(all: 5) == UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(UIEdgeInsets.zero == UIEdgeInsets())

        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: UIEdgeInsets(all: -5)) == CGRect(x: 5, y: 15, width: 110, height: 60))
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test("IndexPath(row:section:) and (item:section:) read back by name")
    func indexPaths() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3)
        #expect(path.item == 3)
        #expect(path.section == 1)
        #expect(path == IndexPath(item: 3, section: 1))
        #expect(path.count == 2)

        path.row = 7
        path.section = 2
        #expect(path == IndexPath(indexes: [2, 7]))
        #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
    }
}
