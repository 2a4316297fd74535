import Benchmark
import Foundation
import ListDiff

extension UUID: @retroactive Differentiable {}

/// A small deterministic generator (SplitMix64), so every run diffs the same inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One of the cases: `count` UUIDs, then delete a range, insert new UUIDs at a range,
/// shuffle a range.
struct DiffCase: Sendable {
    let name: String
    let count: Int
    let deleted: Range<Int>
    let inserted: Range<Int>
    let shuffled: Range<Int>
    let compareWithStandardLibrary: Bool

    func inputs() -> (source: [UUID], target: [UUID]) {
        var generator = SplitMix64(state: UInt64(count))
        func uuid() -> UUID {
            let high = generator.next()
            let low = generator.next()
            return withUnsafeBytes(of: (high, low)) { UUID(uuid: $0.load(as: uuid_t.self)) }
        }
        let source = (0..<count).map { _ in uuid() }
        var target = source
        target.removeSubrange(deleted)
        target.insert(contentsOf: inserted.map { _ in uuid() }, at: inserted.lowerBound)
        target[shuffled].shuffle(using: &generator)
        return (source, target)
    }
}

let cases = [
    DiffCase(
        name: "5k", count: 5_000, deleted: 2_000..<3_000, inserted: 3_000..<4_000, shuffled: 0..<200,
        compareWithStandardLibrary: true),
    DiffCase(
        name: "100k", count: 100_000, deleted: 20_000..<30_000, inserted: 30_000..<40_000, shuffled: 0..<2_000,
        compareWithStandardLibrary: true),
    DiffCase(
        name: "1M", count: 1_000_000, deleted: 200_000..<300_000, inserted: 300_000..<400_000,
        shuffled: 0..<20_000, compareWithStandardLibrary: false),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    for diffCase in cases {
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
