import Benchmark
import CellKit

/// Hands the benchmark to the main actor; the runner measures on one thread at a time.
struct MainActorHandoff: @unchecked Sendable {
    let benchmark: Benchmark
}

extension Benchmark {
    /// Runs `body` on the main actor with this benchmark (views and the layout engine are `@MainActor`).
    func onMainActor(_ body: @escaping @MainActor @Sendable (Benchmark) -> Void) async {
        let handoff = MainActorHandoff(benchmark: self)
        await MainActor.run { body(handoff.benchmark) }
    }
}

/// Nanoseconds elapsed since `start`, from the monotonic clock.
func nanoseconds(since start: ContinuousClock.Instant) -> Int {
    let elapsed = ContinuousClock.now - start
    return Int(elapsed.components.seconds) * 1_000_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000)
}

/// Custom metrics beside time and allocations.
extension BenchmarkMetric {
    /// Wall-clock nanoseconds per operation (one build+solve or one re-solve) when an iteration
    /// repeats the operation many times, measured by the benchmark itself.
    static let nanosecondsPerOperation = BenchmarkMetric.custom("ns per op", polarity: .prefersSmaller, useScalingFactor: false)
    /// Wall-clock nanoseconds per scroll step.
    static let nanosecondsPerStep = BenchmarkMetric.custom("ns per step", polarity: .prefersSmaller, useScalingFactor: false)
    /// Cells the table created (not reused) during the run.
    static let cellsCreated = BenchmarkMetric.custom("cells created", polarity: .prefersSmaller, useScalingFactor: false)
    /// The most cells on screen at once during the run.
    static let cellsVisible = BenchmarkMetric.custom("cells visible (max)", polarity: .prefersSmaller, useScalingFactor: false)
    /// Scroll steps in one run.
    static let steps = BenchmarkMetric.custom("steps", polarity: .prefersSmaller, useScalingFactor: false)
}

/// A view with a settable intrinsic content size (as a label or image view whose content changes).
final class IntrinsicView: UIView {
    var contentSize: CGSize {
        didSet { if contentSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// A root view (no superview) whose frame is the workload's input W × H.
@MainActor
func makeContainer(width: CGFloat, height: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// Runs once per process per key: the frame checks run on a benchmark's first iteration only.
@MainActor
enum Once {
    static var done: Set<String> = []
    static func run(_ key: String, _ body: () -> Void) {
        guard !done.contains(key) else { return }
        done.insert(key)
        body()
    }
}

/// Stops the run when a frame differs from the expected solution (checked outside the measured
/// region, in release builds too).
@MainActor
func expect(_ view: UIView, _ expected: CGRect, _ what: @autoclosure () -> String) {
    let f = view.frame
    let close = abs(f.minX - expected.minX) < 0.01 && abs(f.minY - expected.minY) < 0.01
        && abs(f.width - expected.width) < 0.01 && abs(f.height - expected.height) < 0.01
    precondition(close, "\(what()): frame \(f), expected \(expected)")
}

/// Prints a verification line to standard error.
func report(_ line: String) {
    FileHandle.standardError.write(Data("[AutoLayoutBenchmarks] \(line)\n".utf8))
}
