// What the list and Auto Layout benchmark targets share: running a benchmark's body on the main
// actor, a monotonic nanosecond count, and the custom metrics both report.
import Benchmark

/// Hands the benchmark to the main actor; the runner measures on one thread at a time.
struct MainActorHandoff: @unchecked Sendable {
    let benchmark: Benchmark
}

extension Benchmark {
    /// Runs `body` on the main actor with this benchmark (the engine is `@MainActor`).
    public func onMainActor(_ body: @escaping @MainActor @Sendable (Benchmark) -> Void) async {
        let handoff = MainActorHandoff(benchmark: self)
        await MainActor.run { body(handoff.benchmark) }
    }
}

/// Nanoseconds elapsed since `start`, from the monotonic clock.
public func nanoseconds(since start: ContinuousClock.Instant) -> Int {
    let elapsed = ContinuousClock.now - start
    return Int(elapsed.components.seconds) * 1_000_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000)
}

/// Custom metrics the benchmarks report beside time and allocations.
extension BenchmarkMetric {
    /// Cells the list created (not reused) during the measured run.
    public static let cellsCreated = BenchmarkMetric.custom("cells created", polarity: .prefersSmaller, useScalingFactor: false)
    /// The most cells on screen at once during the run.
    public static let cellsVisible = BenchmarkMetric.custom("cells visible (max)", polarity: .prefersSmaller, useScalingFactor: false)
    /// Wall-clock nanoseconds per scroll step, measured by the benchmark itself.
    public static let nanosecondsPerStep = BenchmarkMetric.custom("ns per step", polarity: .prefersSmaller, useScalingFactor: false)
    /// Scroll steps in one run.
    public static let steps = BenchmarkMetric.custom("steps", polarity: .prefersSmaller, useScalingFactor: false)
}
