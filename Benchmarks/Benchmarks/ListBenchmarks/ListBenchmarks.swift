import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    tableReloadBenchmarks()
    tableScrollBenchmarks()
    tableBatchUpdateBenchmarks()
    flowLayoutBenchmarks()
    compositionalLayoutBenchmarks()
    compositionalScrollBenchmarks()
    outlineBenchmarks()
    modelBenchmarks()
    lazyAdapterBenchmarks()
    adapterApplyBenchmarks()
}
