import CellKit

// The kiwisolver peer workloads of issue 14 (Benchmarks/kiwi/README.md: W1 cell, W2 siblings,
// W3 chain), shared by AutoLayoutBenchmarks (timings) and InstructionCounts (callgrind).

/// A view with a settable intrinsic content size (as a label or image view whose content changes).
public final class IntrinsicView: UIView {
    public var contentSize: CGSize {
        didSet { if contentSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    public init(_ width: CGFloat, _ height: CGFloat) {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override var intrinsicContentSize: CGSize { contentSize }
}

/// A root view (no superview) whose frame is the workload's input W × H.
@MainActor
public func makeContainer(width: CGFloat, height: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// W1 "cell": an image, a title, a subtitle and a badge in a W × H root view (kiwi README, W1).
@MainActor
public struct CellLayout {
    public let container: UIView
    public let image: IntrinsicView
    public let title: IntrinsicView
    public let subtitle: IntrinsicView
    public let badge: IntrinsicView

    /// Builds the views and activates the 14 user constraints (the 16 intrinsic-size constraints
    /// come from the views' intrinsic sizes, hugging 250 (the badge's horizontal 251) and
    /// compression resistance 750). Not laid out yet.
    public init(width: CGFloat = 375, height: CGFloat = 66) {
        container = makeContainer(width: width, height: height)
        image = IntrinsicView(44, 44)
        title = IntrinsicView(120, 20)
        subtitle = IntrinsicView(200, 18)
        badge = IntrinsicView(30, 18)
        badge.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        container.addSubview(image)
        container.addSubview(title)
        container.addSubview(subtitle)
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),              // 1
            image.topAnchor.constraint(equalTo: container.topAnchor, constant: 11),                      // 2
            image.widthAnchor.constraint(equalToConstant: 44),                                           // 3
            image.heightAnchor.constraint(equalToConstant: 44),                                          // 4
            image.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor, constant: -11),     // 5
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),                  // 6
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 11),                      // 7
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),     // 8
            badge.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),           // 9
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),                                // 10
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),                             // 11
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),                     // 12
            subtitle.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -16), // 13
            subtitle.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor, constant: -11),  // 14
        ])
    }
}

/// W2 "siblings": `n` independent 20 × 20 views on a grid of 40 columns (kiwi README, W2). The
/// root view's size does not enter any constraint.
@MainActor
public func makeSiblings(_ n: Int) -> (UIView, [UIView]) {
    let container = makeContainer(width: 1_000, height: CGFloat(16 + 24 * (n / 40 + 1)))
    var views: [UIView] = []
    views.reserveCapacity(n)
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(4 * n)
    for i in 0..<n {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        let height = v.heightAnchor.constraint(equalToConstant: 20)
        height.priority = .defaultHigh
        constraints.append(v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: CGFloat(16 + 24 * (i % 40))))
        constraints.append(v.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(16 + 24 * (i / 40))))
        constraints.append(v.widthAnchor.constraint(equalToConstant: 20))
        constraints.append(height)
        views.append(v)
    }
    NSLayoutConstraint.activate(constraints)
    return (container, views)
}

/// W3 "chain": `n` views in a row, each at least 10 wide and 50 wide at priority 250, the last
/// one ending at most 8 before the root view's trailing edge (kiwi README, W3). Like the kiwi
/// workload it constrains only the horizontal axis (the views' vertical position and height are
/// left unconstrained).
@MainActor
public func makeChain(_ n: Int, width: CGFloat) -> (UIView, [UIView]) {
    let container = makeContainer(width: width, height: 44)
    var views: [UIView] = []
    views.reserveCapacity(n)
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(3 * n + 1)
    for i in 0..<n {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        if i == 0 {
            constraints.append(v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8))
        } else {
            constraints.append(v.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 8))
        }
        constraints.append(v.widthAnchor.constraint(greaterThanOrEqualToConstant: 10))
        let preferred = v.widthAnchor.constraint(equalToConstant: 50)
        preferred.priority = .defaultLow
        constraints.append(preferred)
        views.append(v)
    }
    constraints.append(views[n - 1].trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -8))
    NSLayoutConstraint.activate(constraints)
    return (container, views)
}

