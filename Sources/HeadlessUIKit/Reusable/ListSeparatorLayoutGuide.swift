import Foundation

/// ``UICollectionViewListCell/separatorLayoutGuide``: the frame of the cell's bottom separator,
/// which the app moves by constraining the guide's leading (or trailing) anchor to its content.
///
/// The guide takes no part in the Auto Layout engine: the separator is drawn after layout, so
/// each of its constraints is read against the other item's laid-out frame when the separator's
/// edges are asked for. A cell laid out by frames therefore keeps sizing by `sizeThatFits(_:)`
/// after the app aligns its separator, and a constraint-based cell's measurement does not depend
/// on its separator. The rules, an engine choice where UIKit does not document its own:
/// - Unconstrained, an edge is automatic: the leading edge where the cell's text starts (see
///   ``UICollectionViewListCell/automaticSeparatorLeading``), the trailing edge at the cell's edge.
/// - An `==` constraint on `leading`/`left` (`trailing`/`right`) sets that edge, whatever its
///   priority (the automatic position holds below every app constraint); with several, the
///   last activated wins. `>=` and `<=` constraints then clamp the edge.
/// - Only the guide's horizontal edges can be constrained: the separator's vertical position and
///   thickness are the cell's. Constraining its top, bottom, width, height or centres stops the
///   program with a message naming the constraint.
@MainActor
final class ListSeparatorLayoutGuide: UILayoutGuide {
    /// The separator line's thickness (the renderers draw half a point).
    static let thickness: CGFloat = 0.5

    /// The active constraints that involve the guide, in activation order.
    private(set) var constraints: [NSLayoutConstraint] = []

    init(cell: UICollectionViewListCell) {
        super.init()
        identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        cell.addLayoutGuide(self)
    }

    /// The separator's frame in the cell's coordinates: from its leading to its trailing edge,
    /// along the cell's bottom.
    ///
    /// - Complexity: O(*c*) in the guide's constraints, each O(*d*) in the depth of its other item.
    override var layoutFrame: CGRect {
        guard let cell = owner as? UICollectionViewListCell else { return .zero }
        let (leading, trailing) = edges(of: cell)
        return CGRect(x: leading, y: cell.bounds.height - Self.thickness, width: max(0, trailing - leading), height: Self.thickness)
    }

    override var hasAmbiguousLayout: Bool { false }

    override func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        axis == .horizontal ? constraints : []
    }

    /// Records an activated constraint; one on an attribute the guide cannot take stops the program.
    func install(_ constraint: NSLayoutConstraint) {
        let attribute = constraint.first.object === self ? constraint.firstAttribute : constraint.secondAttribute
        listPrecondition(
            Self.side(of: attribute) != nil,
            "separatorLayoutGuide positions only the separator's horizontal edges (leading, trailing, left, right): "
                + "\(constraint.describe()) constrains its \(attribute.loggedName). Constrain its leadingAnchor or trailingAnchor instead.")
        constraints.append(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
    }

    /// The separator's leading and trailing x in `cell`'s coordinates.
    func edges(of cell: UICollectionViewListCell) -> (leading: CGFloat, trailing: CGFloat) {
        var leading = cell.automaticSeparatorLeading
        var trailing = cell.bounds.width
        guard !constraints.isEmpty else { return (leading, trailing) }
        let cellOrigin = Self.originInWindow(of: cell).x
        // Equalities first, then inequalities as bounds on the result.
        for pass in [true, false] {
            for constraint in constraints where (constraint.relation == .equal) == pass {
                guard let (value, relation, attribute) = resolve(constraint, cellOrigin: cellOrigin) else { continue }
                let isLeading = Self.side(of: attribute) == .leading
                var edge = isLeading ? leading : trailing
                switch relation {
                case .equal: edge = value
                case .greaterThanOrEqual: edge = max(edge, value)
                case .lessThanOrEqual: edge = min(edge, value)
                }
                if isLeading { leading = edge } else { trailing = edge }
            }
        }
        return (leading, trailing)
    }

    /// What `constraint` says of the guide's edge, solved for it: `edge relation value`, in the
    /// cell's coordinates (`cellOrigin` is the cell's x in the window's).
    private func resolve(
        _ constraint: NSLayoutConstraint, cellOrigin: CGFloat
    ) -> (CGFloat, NSLayoutConstraint.Relation, NSLayoutConstraint.Attribute)? {
        guard let second = constraint.second else { return nil }
        if constraint.first.object === self {
            // guide.edge R m × other + c
            let other = Self.x(of: second, constraint.secondAttribute) - cellOrigin
            return (constraint.multiplier * other + constraint.constant, constraint.relation, constraint.firstAttribute)
        }
        // other R m × guide.edge + c  ⇔  guide.edge R' (other − c) / m
        guard constraint.multiplier != 0 else { return nil }
        let other = Self.x(of: constraint.first, constraint.firstAttribute) - cellOrigin
        var relation = constraint.relation
        if relation != .equal, constraint.multiplier > 0 {
            relation = relation == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        }
        return ((other - constraint.constant) / constraint.multiplier, relation, constraint.secondAttribute)
    }

    private enum Side { case leading, trailing }

    private static func side(of attribute: NSLayoutConstraint.Attribute) -> Side? {
        switch attribute {
        case .leading, .left: .leading
        case .trailing, .right: .trailing
        default: nil
        }
    }

    /// The x of `attribute` of `item` in window coordinates, from the current frames.
    private static func x(of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        var rect: CGRect
        var attribute = attribute
        if let guide = item.guide {
            rect = guide.layoutFrame
            if let owner = guide.owner { rect.origin.x += originInWindow(of: owner).x }
        } else {
            let view = item.view!
            rect = CGRect(origin: originInWindow(of: view), size: view.bounds.size)
            if let inner = attribute.withinMargins {
                rect = rect.inset(by: view.effectiveLayoutMargins)
                attribute = inner
            }
        }
        switch attribute {
        case .leading, .left: return rect.minX
        case .trailing, .right: return rect.maxX
        default: return rect.midX
        }
    }

    /// The origin of `view`'s bounds in the coordinates of the top of its hierarchy.
    private static func originInWindow(of view: UIView) -> CGPoint {
        var origin = view.frame.origin
        var current = view
        while let parent = current.superview {
            origin.x += parent.frame.minX - parent.bounds.minX
            origin.y += parent.frame.minY - parent.bounds.minY
            current = parent
        }
        return origin
    }
}
