import Benchmark
import Foundation
import ListDiff
import ListWorkloads

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    for diffCase in diffCases {
        let (source, target) = diffCase.inputs()
        Benchmark("ListDiff \(diffCase.name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(StagedChangeset(source: source, target: target))
            }
        }
        if diffCase.compareWithStandardLibrary {
            Benchmark(
                "Swift difference(from:).inferringMoves() \(diffCase.name)",
                configuration: .init(
                    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta], timeUnits: .microseconds,
                    maxDuration: .seconds(10), maxIterations: diffCase.count > 10_000 ? 3 : 200)
            ) { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(target.difference(from: source).inferringMoves())
                }
            }
        }
    }
}
