import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

/// Metrics for one-shot work on a big table: time, allocations, and memory (the process's
/// peak, and the bytes still held at the end of the measured region: the table's bookkeeping).
let tableMetrics: [BenchmarkMetric] = [
    .wallClock, .mallocCountTotal, .peakMemoryResident, .peakMemoryResidentDelta, .memoryLeakedBytes,
]

/// `reloadData()` plus the first layout, fixed and estimated heights, at 10k and 1M rows.
func tableReloadBenchmarks() {
    for estimated in [false, true] {
        for rows in [10_000, 1_000_000] {
            let heights = estimated ? "estimated heights" : "fixed height"
            Benchmark(
                "Table reloadData + first layout, \(rows) rows, \(heights)",
                configuration: .init(metrics: tableMetrics + [.cellsCreated], maxDuration: .seconds(2))
            ) { benchmark in
                await benchmark.onMainActor { benchmark in
                    let (table, source) = makeTable(rows: rows, estimated: estimated)
                    benchmark.startMeasurement()
                    table.reloadData()
                    table.layoutIfNeeded()
                    benchmark.stopMeasurement()
                    benchmark.measurement(.cellsCreated, table.numberOfCreatedCells(withReuseIdentifier: "row"))
                    blackHole((table, source))
                }
            }
        }
    }
}

/// The most rows on screen at once over `samples` screens from the top (the layout's own
/// answer, without laying out).
@MainActor
func maximumVisibleRows(_ table: UITableView, samples: Int = 200) -> Int {
    var result = 0
    for step in 0..<samples {
        let rect = CGRect(x: 0, y: CGFloat(step) * table.bounds.height, width: table.bounds.width, height: table.bounds.height)
        result = max(result, table.indexPathsForRows(in: rect).count)
    }
    return result
}

/// Scrolling from the top, one screen per step: the whole 1M-row table with fixed heights; the
/// whole 10k-row and 1M-row tables with estimated heights (every row measured on the way, so
/// the bytes held at the end are the bookkeeping of the measured heights).
func tableScrollBenchmarks() {
    let cases: [(rows: Int, estimated: Bool, steps: Int?)] = [
        (1_000_000, false, nil),
        (10_000, true, nil),
        (1_000_000, true, nil),
    ]
    for (rows, estimated, steps) in cases {
        let heights = estimated ? "estimated heights" : "fixed height"
        let extent = steps.map { "first \($0) screens" } ?? "top to bottom"
        Benchmark(
            "Table scroll \(extent), one screen per step, \(rows) rows, \(heights)",
            configuration: .init(
                metrics: tableMetrics + [.nanosecondsPerStep, .steps, .cellsCreated, .cellsVisible],
                maxDuration: .seconds(3), maxIterations: 20)
        ) { benchmark in
            await benchmark.onMainActor { benchmark in
                let (table, source) = makeTable(rows: rows, estimated: estimated)
                table.layoutIfNeeded()
                let start = ContinuousClock.now
                benchmark.startMeasurement()
                let taken = scroll(table, steps: steps ?? .max)
                benchmark.stopMeasurement()
                let elapsed = nanoseconds(since: start)
                benchmark.measurement(.steps, taken)
                benchmark.measurement(.nanosecondsPerStep, elapsed / max(1, taken))
                benchmark.measurement(.cellsCreated, table.numberOfCreatedCells(withReuseIdentifier: "row"))
                benchmark.measurement(.cellsVisible, maximumVisibleRows(table, samples: min(200, taken + 1)))
                blackHole((table, source))
            }
        }
    }
}

/// 500 deletions and 500 insertions (1,000 rows) spread evenly over a 1M-row table, with the
/// layout pass that follows, at fixed and estimated heights.
func tableBatchUpdateBenchmarks() {
    let rows = 1_000_000
    let changes = 500
    let spacing = rows / changes
    let deleted = (0..<changes).map { IndexPath(row: $0 * spacing + 7, section: 0) }
    let inserted = (0..<changes).map { IndexPath(row: $0 * spacing + spacing / 2, section: 0) }
    for estimated in [false, true] {
        let heights = estimated ? "estimated heights" : "fixed height"
        Benchmark(
            "Table performBatchUpdates, 500 deletes + 500 inserts spread, \(rows) rows, \(heights)",
            configuration: .init(metrics: tableMetrics, maxDuration: .seconds(2), maxIterations: 200)
        ) { benchmark in
            await benchmark.onMainActor { benchmark in
                let (table, source) = makeTable(rows: rows, estimated: estimated)
                table.layoutIfNeeded()
                benchmark.startMeasurement()
                table.performBatchUpdates {
                    table.deleteRows(at: deleted, with: .automatic)
                    table.insertRows(at: inserted, with: .automatic)
                }
                table.layoutIfNeeded()
                benchmark.stopMeasurement()
                blackHole((table, source))
            }
        }
    }
}
