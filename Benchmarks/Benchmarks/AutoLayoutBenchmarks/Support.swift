import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

/// Custom metrics the Auto Layout benchmarks report beside the shared ones (`BenchmarkSupport`).
extension BenchmarkMetric {
    /// Wall-clock nanoseconds per operation (one build+solve or one re-solve) when an iteration
    /// repeats the operation many times, measured by the benchmark itself.
    static let nanosecondsPerOperation = BenchmarkMetric.custom("ns per op", polarity: .prefersSmaller, useScalingFactor: false)
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
