import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

/// Checks the chain against the kiwi README: at 60,000 (and at 59,000, still wider than the
/// 58,008 the preferred widths need) every width is 50 and the row ends at 58,000; at 30,000 the
/// row ends at 29,992 and the widths (each ≥ 10) sum to 21,992.
@MainActor
func verifyChain(_ views: [UIView], width: CGFloat) {
    let end = views[views.count - 1].frame.maxX
    let sum = views.reduce(CGFloat(0)) { $0 + $1.frame.width }
    let narrowest = views.map(\.frame.width).min() ?? 0
    var gapsOK = abs(views[0].frame.minX - 8) < 0.01
    for i in 1..<views.count where abs(views[i].frame.minX - views[i - 1].frame.maxX - 8) > 0.01 { gapsOK = false }
    precondition(gapsOK, "W3 at W=\(width): gaps are not 8")
    if width >= 58_008 {
        precondition(abs(end - 58_000) < 0.01 && views.allSatisfy { abs($0.frame.width - 50) < 0.01 },
                     "W3 at W=\(width): ends at \(end), widths sum \(sum)")
    } else {
        precondition(abs(end - 29_992) < 0.01 && abs(sum - 21_992) < 0.01 && narrowest >= 10 - 0.01,
                     "W3 at W=30000: ends at \(end), widths sum \(sum), narrowest \(narrowest)")
    }
    report("W3 frames verified at W=\(Int(width)): row ends at \(end), widths sum \(sum), narrowest \(narrowest)")
}

func siblingsBenchmarks() {
    for n in [100, 1_000, 10_000] {
        Benchmark(
            "W2 siblings n=\(n): build+solve",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: n >= 10_000 ? 30 : 300)
        ) { benchmark in
            await benchmark.onMainActor { benchmark in
                benchmark.startMeasurement()
                let (container, views) = makeSiblings(n)
                container.layoutIfNeeded()
                benchmark.stopMeasurement()
                Once.run("W2 \(n)") {
                    for (i, v) in views.enumerated() {
                        expect(v, CGRect(x: 16 + 24 * (i % 40), y: 16 + 24 * (i / 40), width: 20, height: 20), "W2 n=\(n) view \(i)")
                    }
                    report("W2 n=\(n) frames verified")
                }
                blackHole((container, views))
            }
        }
    }
}

func chainBenchmarks() {
    let n = 1_000
    Benchmark(
        "W3 chain n=\(n): build+solve",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 100)
    ) { benchmark in
        await benchmark.onMainActor { benchmark in
            benchmark.startMeasurement()
            let (container, views) = makeChain(n, width: 60_000)
            container.layoutIfNeeded()
            benchmark.stopMeasurement()
            Once.run("W3a") { verifyChain(views, width: 60_000) }
            blackHole((container, views))
        }
    }

    // The slack case: 59,000 still fits every preferred width (the row needs 58,008), so a width
    // change only moves the trailing slack of `v[n-1].trailing <= W - 8`; no soft width moves.
    // This is the "rotation" re-solve (issue 14's kiwi anchor).
    chainResolveBenchmark(
        "W3 chain n=\(n): re-solve W 60,000↔59,000, slack only (×100 per iteration)",
        n: n, key: "W3c", other: 59_000, maxDuration: .seconds(3), maxIterations: 30
    )

    // The pathological case: at 30,000 the row is squeezed, so every one of the n soft widths
    // must move (O(n) pivots over rows made dense by the chain).
    chainResolveBenchmark(
        "W3 chain n=\(n): re-solve W 60,000↔30,000, squeeze, pathological (×100 per iteration)",
        n: n, key: "W3b", other: 30_000, maxDuration: .seconds(3), maxIterations: 100
    )
}

/// Alternates the chain's root width between 60,000 and `other`, 100 re-solves per iteration.
func chainResolveBenchmark(_ name: String, n: Int, key: String, other: CGFloat, maxDuration: Duration, maxIterations: Int) {
    Benchmark(
        name,
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .nanosecondsPerOperation], maxDuration: maxDuration, maxIterations: maxIterations)
    ) { benchmark in
        await benchmark.onMainActor { benchmark in
            let count = 100
            let (container, views) = makeChain(n, width: 60_000)
            container.layoutIfNeeded()
            Once.run(key) {
                container.frame.size.width = other
                container.layoutIfNeeded()
                verifyChain(views, width: other)
                container.frame.size.width = 60_000
                container.layoutIfNeeded()
                verifyChain(views, width: 60_000)
            }
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            for i in 0..<count {
                container.frame.size.width = i & 1 == 0 ? other : 60_000
                container.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
            benchmark.measurement(.nanosecondsPerOperation, nanoseconds(since: start) / count)
            blackHole((container, views))
        }
    }
}
