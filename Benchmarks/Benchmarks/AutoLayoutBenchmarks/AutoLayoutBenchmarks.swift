import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

// The kiwisolver peer workloads (Benchmarks/kiwi/README.md: W1 cell, W2 siblings, W3 chain) and
// scrolling self-sizing Auto Layout cells, through CellKit's public UIKit API.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    cellBenchmarks()
    siblingsBenchmarks()
    chainBenchmarks()
    scrollingBenchmarks()
}
