import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// The content-size constraints UIKit derives from a view's intrinsic size (hugging and
// compression resistance on each axis). The engine keeps an optional one as its solver row and
// makes the `NSContentSizeLayoutConstraint` only when something asks for it (a query, a report,
// a priority change): these tests check that a view whose constraints were made behaves exactly
// as one whose were not, and that the constraints look as UIKit's do.

/// A view whose intrinsic size is set from outside (as a label's or image view's content changes).
@MainActor
private final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Two sized views in a row across a root view (no superview): the first pinned to the leading
/// edge, the second 8 after it and pinned to the trailing edge, both at the top.
@MainActor
private struct Row {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let first = SizedView(40, 20)
    let second = SizedView(50, 30)

    init() {
        root.addSubview(first)
        root.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
    }

    var frames: [CGRect] {
        root.layoutIfNeeded()
        return [first.frame, second.frame]
    }
}

@MainActor
private func contentSizeConstraints(of view: UIView, _ axis: NSLayoutConstraint.Axis) -> [NSContentSizeLayoutConstraint] {
    view.constraintsAffectingLayout(for: axis).compactMap { $0 as? NSContentSizeLayoutConstraint }
}

@Suite("Auto Layout: content-size constraints made when asked for")
@MainActor
struct ContentSizeConstraintTests {
    @Test("constraintsAffectingLayout shows a hugging and a compression constraint per axis, the same objects each time, following the intrinsic size")
    func shownAsUIKitShowsThem() throws {
        let row = Row()
        row.first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        row.first.setContentCompressionResistancePriority(UILayoutPriority(760), for: .vertical)
        #expect(row.frames[0] == CGRect(x: 0, y: 0, width: 40, height: 20))

        let horizontal = contentSizeConstraints(of: row.first, .horizontal)
        #expect(horizontal.count == 2)
        let hugging = try #require(horizontal.first { $0.relation == .lessThanOrEqual })
        let compression = try #require(horizontal.first { $0.relation == .greaterThanOrEqual })
        #expect(hugging.firstItem === row.first && hugging.firstAttribute == .width && hugging.secondItem == nil)
        #expect(hugging.constant == 40 && hugging.priority == UILayoutPriority(251))
        #expect(compression.constant == 40 && compression.priority == .defaultHigh)
        #expect(hugging.isActive && !hugging.isBrokenByEngine)
        #expect(hugging.description.hasPrefix("<NSContentSizeLayoutConstraint:0x"))
        #expect(hugging.description.contains(".width <= 40   (priority 251)"))
        let vertical = contentSizeConstraints(of: row.first, .vertical)
        #expect(vertical.map(\.constant) == [20, 20])
        #expect(Set(vertical.map(\.priority.rawValue)) == [250, 760])

        // Asked again: the same objects.
        let again = contentSizeConstraints(of: row.first, .horizontal)
        #expect(again.count == 2 && again.allSatisfy { made in horizontal.contains { $0 === made } })

        // A new intrinsic size reaches the constraints already made, and the frame.
        row.first.size = CGSize(width: 60, height: 20)
        #expect(row.frames[0].width == 60)
        #expect(hugging.constant == 60 && compression.constant == 60)

        // An axis without an intrinsic size has none; they come back with a size.
        row.first.size = CGSize(width: UIView.noIntrinsicMetric, height: 20)
        _ = row.frames
        #expect(contentSizeConstraints(of: row.first, .horizontal).isEmpty)
        #expect(contentSizeConstraints(of: row.first, .vertical).count == 2)
        row.first.size = CGSize(width: 30, height: 20)
        _ = row.frames
        #expect(contentSizeConstraints(of: row.first, .horizontal).map(\.constant) == [30, 30])
    }

    @Test("A view whose content-size constraints were made lays out as one whose were not, through size, priority and hierarchy changes")
    func madeAndKeptAsRowsAgree() {
        let asked = Row(), kept = Row()
        #expect(asked.frames == kept.frames)
        _ = contentSizeConstraints(of: asked.first, .horizontal) + contentSizeConstraints(of: asked.second, .vertical)
        let steps: [(Row) -> Void] = [
            { $0.first.size = CGSize(width: 100, height: 24) },
            { $0.second.setContentHuggingPriority(UILayoutPriority(240), for: .horizontal) },   // the second stretches now
            { $0.first.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal) },    // and now the first again
            { $0.root.frame.size.width = 120 },                                                  // too narrow for both
            { $0.first.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal) },
            { $0.second.size = CGSize(width: 70, height: 12) },
            { $0.second.setContentCompressionResistancePriority(UILayoutPriority(800), for: .horizontal) },
            { $0.first.setContentHuggingPriority(.required, for: .vertical) },
            { $0.first.size = CGSize(width: 10, height: UIView.noIntrinsicMetric) },
            { $0.first.size = CGSize(width: 90, height: 16) },
            { row in
                // Out of the hierarchy and back: the constraints reaching it from above are gone.
                row.second.removeFromSuperview()
                row.root.addSubview(row.second)
                NSLayoutConstraint.activate([
                    row.second.leadingAnchor.constraint(equalTo: row.first.trailingAnchor, constant: 8),
                    row.second.topAnchor.constraint(equalTo: row.root.topAnchor),
                ])
            },
            { $0.second.size = CGSize(width: 20, height: 10) },
            { $0.root.frame.size.width = 320 },
        ]
        for (index, step) in steps.enumerated() {
            step(asked)
            step(kept)
            #expect(asked.frames == kept.frames, "step \(index)")
            #expect(asked.root.unsatisfiableConstraintReports.isEmpty && kept.root.unsatisfiableConstraintReports.isEmpty)
            // Ask again after every other step: new and old objects alike stay in step.
            if index.isMultiple(of: 2) { _ = contentSizeConstraints(of: asked.second, .horizontal) }
        }
        // Built afresh with the final priorities and sizes: the same frames.
        let fresh = Row()
        fresh.first.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        fresh.first.setContentHuggingPriority(.required, for: .vertical)
        fresh.first.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
        fresh.second.setContentHuggingPriority(UILayoutPriority(240), for: .horizontal)
        fresh.second.setContentCompressionResistancePriority(UILayoutPriority(800), for: .horizontal)
        fresh.first.size = CGSize(width: 90, height: 16)
        fresh.second.size = CGSize(width: 20, height: 10)
        steps[10](fresh)
        #expect(fresh.frames == kept.frames)
        // Nothing pins the second view's trailing edge any more: both at their intrinsic sizes.
        #expect(kept.frames == [CGRect(x: 0, y: 0, width: 90, height: 16), CGRect(x: 98, y: 0, width: 20, height: 10)])
    }

    @Test("A hugging priority made required against a required width: the report lists the view's content-size constraint")
    func requiredConflictNamesTheConstraint() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = SizedView(40, 20)
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor), width])
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
        view.setContentHuggingPriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        let report = try #require(root.unsatisfiableConstraintReports.last)
        #expect(report.brokenConstraint === width)
        let hugging = try #require(report.constraints.first { $0 is NSContentSizeLayoutConstraint })
        #expect(hugging.relation == .lessThanOrEqual && hugging.constant == 40 && hugging.priority == .required)
        #expect(report.message.contains("NSContentSizeLayoutConstraint:0x"))
        #expect(view.frame.width == 40)
        // The constraint in the report is the one the view's queries show.
        #expect(contentSizeConstraints(of: view, .horizontal).contains { $0 === hugging })
    }

    /// A view's hugging and compression resistance on one axis are one solver row while both are
    /// optional. Frames worked by hand from UIKit's rules: each constraint is satisfied as
    /// closely as its priority allows, higher priorities first.
    @Test("Hugging weaker than compression: the view stretches for a pull above its hugging and is not squeezed by one below its compression resistance")
    func huggingWeakerThanCompression() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = SizedView(100, 20)   // hugging 250, compression 750 (the defaults)
        root.addSubview(view)
        let pull = view.widthAnchor.constraint(equalToConstant: 150)
        pull.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor), pull])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 150, height: 20))   // 500 beats hugging's 250
        pull.constant = 60
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 20))   // compression's 750 beats 500
        view.size = CGSize(width: 50, height: 20)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 20))    // stretched to 60 again

        // Two views across a row (the first hugging at 250, the second at 251; compression 750
        // and 751): the first takes the room left, and gives up room first.
        let row = Row()
        row.second.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        row.second.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        // 320 = w1 + 8 + w2, the second at its 50: the first stretched to 262.
        #expect(row.frames == [CGRect(x: 0, y: 0, width: 262, height: 20), CGRect(x: 270, y: 0, width: 50, height: 30)])
        row.root.frame.size.width = 80
        // 80 = w1 + 8 + w2, the second at its 50: the first squeezed to 22.
        #expect(row.frames == [CGRect(x: 0, y: 0, width: 22, height: 20), CGRect(x: 30, y: 0, width: 50, height: 30)])
        row.first.size = CGSize(width: 10, height: 20)
        #expect(row.frames == [CGRect(x: 0, y: 0, width: 22, height: 20), CGRect(x: 30, y: 0, width: 50, height: 30)])
        row.second.size = CGSize(width: 70, height: 30)
        // 72 of room for 80 of content: the first (750) squeezed to 2 before the second (751)
        // gives up any.
        #expect(row.frames == [CGRect(x: 0, y: 0, width: 2, height: 20), CGRect(x: 10, y: 0, width: 70, height: 30)])
        #expect(!row.first.hasAmbiguousLayout && !row.second.hasAmbiguousLayout)
        #expect(row.root.unsatisfiableConstraintReports.isEmpty)
    }

    @Test("Equal hugging and compression priorities: the view's two errors weigh as one, against constraints at the same priority")
    func equalPriorities() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = SizedView(100, 20)
        view.setContentHuggingPriority(UILayoutPriority(500), for: .horizontal)
        view.setContentCompressionResistancePriority(UILayoutPriority(500), for: .horizontal)
        root.addSubview(view)
        let a = view.widthAnchor.constraint(equalToConstant: 150)
        let b = view.widthAnchor.constraint(equalToConstant: 160)
        a.priority = UILayoutPriority(500)
        b.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor), a, b])
        root.layoutIfNeeded()
        // |w − 100| + |w − 150| + |w − 160| at one priority: least at the median, 150.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 150, height: 20))
        a.constant = 40
        b.constant = 60
        root.layoutIfNeeded()
        // |w − 100| + |w − 40| + |w − 60|: 60.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        view.size = CGSize(width: 50, height: 20)
        root.layoutIfNeeded()
        // |w − 50| + |w − 40| + |w − 60|: 50.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(!view.hasAmbiguousLayout)
        // Asked for, the two constraints show their own (equal) priorities and the constant.
        let shown = contentSizeConstraints(of: view, .horizontal)
        #expect(shown.map(\.priority.rawValue) == [500, 500] && shown.map(\.constant) == [50, 50])
        view.size = CGSize(width: 100, height: 20)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
    }

    @Test("A compression priority made required at run time: the pair falls back to two constraints, and the conflict is reported as before")
    func priorityMadeRequiredFallsBack() throws {
        // `asked` has its content-size constraints made before the change (two rows already);
        // `kept` still has the pair: both must report the same conflict.
        func build() -> (UIView, SizedView, NSLayoutConstraint) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            let view = SizedView(40, 20)
            root.addSubview(view)
            let width = view.widthAnchor.constraint(equalToConstant: 25)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         view.topAnchor.constraint(equalTo: root.topAnchor), width])
            root.layoutIfNeeded()
            return (root, view, width)
        }
        let (askedRoot, askedView, askedWidth) = build()
        let (keptRoot, keptView, keptWidth) = build()
        #expect(askedView.frame.width == 25 && keptView.frame.width == 25)   // the required width squeezes it
        _ = contentSizeConstraints(of: askedView, .horizontal)
        for view in [askedView, keptView] { view.setContentCompressionResistancePriority(.required, for: .horizontal) }
        askedRoot.layoutIfNeeded()
        keptRoot.layoutIfNeeded()
        let asked = try #require(askedRoot.unsatisfiableConstraintReports.last)
        let kept = try #require(keptRoot.unsatisfiableConstraintReports.last)
        #expect(askedRoot.unsatisfiableConstraintReports.count == 1 && keptRoot.unsatisfiableConstraintReports.count == 1)
        #expect(asked.brokenConstraint === askedWidth && kept.brokenConstraint === keptWidth)
        // The compression constraint, then the width (the engine's order), in UIKit's text.
        let compression = try #require(kept.constraints.first as? NSContentSizeLayoutConstraint)
        #expect(kept.constraints.count == 2 && kept.constraints.last === keptWidth)
        #expect(compression.relation == .greaterThanOrEqual && compression.constant == 40 && compression.priority == .required)
        #expect(kept.message.contains("SizedView:0x"))
        #expect(kept.message.contains(".width >= 40"))
        // The same text but for the objects' addresses.
        func masked(_ text: String) -> String { text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression) }
        #expect(masked(asked.message) == masked(kept.message))
        #expect(askedView.frame == CGRect(x: 0, y: 0, width: 40, height: 20) && keptView.frame == askedView.frame)
        // The hugging constraint, made with it, keeps its priority and follows the size.
        keptView.size = CGSize(width: 45, height: 20)
        keptRoot.layoutIfNeeded()
        #expect(keptView.frame.width == 45)
        let hugging = try #require(contentSizeConstraints(of: keptView, .horizontal).first { $0.relation == .lessThanOrEqual })
        #expect(hugging.priority == .defaultLow && hugging.constant == 45)
        #expect(contentSizeConstraints(of: keptView, .horizontal).contains { $0 === compression })
        // Back below required: an ordinary optional pair of constraints again (the broken width
        // stays broken, as in UIKit).
        keptView.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        keptRoot.layoutIfNeeded()
        #expect(keptView.frame.width == 45 && compression.priority == .defaultHigh)
    }
}
