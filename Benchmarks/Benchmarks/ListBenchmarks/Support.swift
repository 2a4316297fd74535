import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

/// Custom metrics the list benchmarks report beside the shared ones (`BenchmarkSupport`).
extension BenchmarkMetric {
    /// Wall-clock nanoseconds per element (row, item), measured by the benchmark itself.
    static let nanosecondsPerElement = BenchmarkMetric.custom("ns per element", polarity: .prefersSmaller, useScalingFactor: false)
}

/// A tiny deterministic generator (SplitMix64), so every run uses the same data.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
