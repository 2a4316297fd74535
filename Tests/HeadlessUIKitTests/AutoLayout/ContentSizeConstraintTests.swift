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
}
