import Foundation

/// A rectangle in a view's coordinates that takes part in Auto Layout without being a view;
/// UIKit's `UILayoutGuide`. Add it with ``UIView/addLayoutGuide(_:)`` before constraining it.
///
/// Every view has three system guides made on first use: ``UIView/layoutMarginsGuide`` (the
/// bounds inset by the layout margins), ``UIView/safeAreaLayoutGuide`` (the bounds inset by the
/// safe area, which is empty in a headless window) and ``UIView/readableContentGuide`` (the
/// margins guide, at most 672 points wide and centred: UIKit's readable width at the default
/// text size; an engine choice where UIKit's value varies with the device).
@MainActor
open class UILayoutGuide: LayoutAnchored, CustomDebugStringConvertible {
    /// Creates a guide of the app's own, not yet in a view: add it with
    /// ``UIView/addLayoutGuide(_:)`` before constraining it.
    public init() {
        systemKind = nil
    }

    init(system kind: SystemGuideKind, identifier: String) {
        systemKind = kind
        self.identifier = identifier
    }

    /// A name shown in descriptions and conflict logs.
    open var identifier = ""

    /// The view the guide belongs to; setting it adds the guide there (nil removes it).
    open weak var owningView: UIView? {
        get { owner }
        set {
            if let owner, owner !== newValue { owner.removeLayoutGuide(self) }
            newValue?.addLayoutGuide(self)
        }
    }

    /// Unowned rather than weak, so the owning view gets no side table (which slows every retain
    /// of it); the view clears it when it goes away.
    unowned(unsafe) var owner: UIView?

    /// Which of a view's system guides this is (nil for an app's own guide).
    let systemKind: SystemGuideKind?

    /// The guide's solved rectangle in its owning view's coordinates (`.zero` until a layout pass
    /// solved it); a system guide's rectangle is computed from the view's bounds and margins.
    ///
    /// - Complexity: O(1) after the owning view's layout pass.
    open var layoutFrame: CGRect {
        guard let owner else { return .zero }
        if let systemKind { return owner.systemGuideFrame(systemKind) }
        guard let variables, let engine = variables.engine else { return .zero }
        return engine.frame(of: variables.handles)
    }

    /// Whether the constraints leave the guide's rectangle undetermined.
    open var hasAmbiguousLayout: Bool {
        guard let owner else { return false }
        return owner.islandEngine()?.isAmbiguous(LayoutItem(guide: self)) ?? true
    }

    /// The active constraints on one axis that involve the guide.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owner?.islandEngine()?.constraints(affecting: LayoutItem(guide: self), axis: axis) ?? []
    }

    /// The guide's variables in an engine, once constrained.
    var variables: LayoutVariables?

    var layoutItem: LayoutItem { LayoutItem(guide: self) }

    nonisolated public var debugDescription: String {
        MainActor.assumeIsolated {
            let frame = layoutFrame
            return "<UILayoutGuide: \(address(of: self)) - (\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)), layoutFrame = \(frame), owningView = \(owner.map { "\(type(of: $0)):\(address(of: $0))" } ?? "nil")>"
        }
    }

    /// The anchor of the guide's leading edge, which is its left edge in the engine's left-to-right
    /// layout.
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// The anchor of the guide's trailing edge, which is its right edge in the engine's
    /// left-to-right layout.
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// The anchor of the left edge of the guide's layout frame.
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// The anchor of the right edge of the guide's layout frame.
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// The anchor of the top edge of the guide's layout frame.
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// The anchor of the bottom edge of the guide's layout frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// The anchor of the width of the guide's layout frame.
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    /// The anchor of the height of the guide's layout frame.
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    /// The anchor of the horizontal center of the guide's layout frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// The anchor of the vertical center of the guide's layout frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
}

/// A view's built-in guides.
enum SystemGuideKind: Sendable {
    case margins, safeArea, readableContent

    var identifier: String {
        switch self {
        case .margins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        }
    }
}

/// UIKit's readable content width at the default text size (the readable guide is at most this wide).
let readableContentWidth: CGFloat = 672
