import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

/// Elements for the lazy adapter: plain strings (15 bytes or less, so stored inline), built
/// once per size and shared by the iterations.
@MainActor
enum ElementCache {
    private static var cache: [Int: [String]] = [:]

    static func elements(_ count: Int) -> [String] {
        if let elements = cache[count] { return elements }
        let elements = (0..<count).map { "Row \($0 % 1000)" }
        cache[count] = elements
        return elements
    }
}

/// A 390×844 table (UIKit's default estimated heights; rows self-sized to 44) and a lazy adapter over strings whose provider makes a
/// `RowModel` per row coming into view and counts the models it made. Nothing is shown yet.
@MainActor
func makeLazyTable() -> (UITableView, LazyTableViewDataAdapter<String>, ModelCounter) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    table.register(RowModel.self)
    let counter = ModelCounter()
    let adapter = LazyTableViewDataAdapter<String>(tableView: table) { adapter, indexPath in
        counter.count += 1
        return RowModel(title: adapter.data[indexPath.row])
    }
    return (table, adapter, counter)
}

/// How many models a data provider made.
@MainActor
final class ModelCounter {
    var count = 0
}

extension BenchmarkMetric {
    /// Models the data provider made during the measured run.
    static let modelsMade = BenchmarkMetric.custom("models made", polarity: .prefersSmaller, useScalingFactor: false)
}

/// `LazyTableViewDataAdapter` over 1M elements: setting `data` plus the first layout, and scrolling
/// from the top to the bottom one screen (844 points) per step, laying out after each step. Beside
/// each, the same with `TableDataAdapter` over the 1M models made beforehand (`RowModel`s, as the
/// provider makes them), the adapter that is also the table's delegate.
func lazyAdapterBenchmarks() {
    let rows = 1_000_000

    Benchmark(
        "Table adapter (not lazy), data = \(rows) models + first layout",
        configuration: .init(metrics: tableMetrics + [.cellsCreated], maxDuration: .seconds(2), maxIterations: 50)
    ) { benchmark in
        await benchmark.onMainActor { benchmark in
            let sections = [Section(items: ModelCache.models(rows))]
            let (table, adapter) = makeEagerTable()
            benchmark.startMeasurement()
            adapter.data = sections
            table.layoutIfNeeded()
            benchmark.stopMeasurement()
            benchmark.measurement(.cellsCreated, table.numberOfCreatedCells(withReuseIdentifier: RowModel.uniqueIdentifier))
            blackHole((table, adapter))
        }
    }

    Benchmark(
        "Table adapter (not lazy) scroll top to bottom, one screen per step, \(rows) models",
        configuration: .init(
            metrics: tableMetrics + [.nanosecondsPerStep, .steps, .cellsCreated], maxDuration: .seconds(3),
            maxIterations: 20)
    ) { benchmark in
        await benchmark.onMainActor { benchmark in
            let (table, adapter) = makeEagerTable()
            adapter.data = [Section(items: ModelCache.models(rows))]
            table.layoutIfNeeded()
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            let taken = scroll(table)
            benchmark.stopMeasurement()
            let elapsed = nanoseconds(since: start)
            benchmark.measurement(.steps, taken)
            benchmark.measurement(.nanosecondsPerStep, elapsed / max(1, taken))
            benchmark.measurement(.cellsCreated, table.numberOfCreatedCells(withReuseIdentifier: RowModel.uniqueIdentifier))
            blackHole((table, adapter))
        }
    }

    Benchmark(
        "Lazy table adapter, data = \(rows) elements + first layout",
        configuration: .init(metrics: tableMetrics + [.cellsCreated, .modelsMade], maxDuration: .seconds(2))
    ) { benchmark in
        await benchmark.onMainActor { benchmark in
            let elements = ElementCache.elements(rows)
            let (table, adapter, counter) = makeLazyTable()
            benchmark.startMeasurement()
            adapter.data = elements
            table.layoutIfNeeded()
            benchmark.stopMeasurement()
            benchmark.measurement(.cellsCreated, table.numberOfCreatedCells(withReuseIdentifier: RowModel.uniqueIdentifier))
            benchmark.measurement(.modelsMade, counter.count)
            blackHole((table, adapter))
        }
    }

    Benchmark(
        "Lazy table adapter scroll top to bottom, one screen per step, \(rows) elements",
        configuration: .init(
            metrics: tableMetrics + [.nanosecondsPerStep, .steps, .cellsCreated, .modelsMade],
            maxDuration: .seconds(3), maxIterations: 20)
    ) { benchmark in
        await benchmark.onMainActor { benchmark in
            let (table, adapter, counter) = makeLazyTable()
            adapter.data = ElementCache.elements(rows)
            table.layoutIfNeeded()
            let shownFirst = counter.count
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            let taken = scroll(table)
            benchmark.stopMeasurement()
            let elapsed = nanoseconds(since: start)
            benchmark.measurement(.steps, taken)
            benchmark.measurement(.nanosecondsPerStep, elapsed / max(1, taken))
            benchmark.measurement(.cellsCreated, table.numberOfCreatedCells(withReuseIdentifier: RowModel.uniqueIdentifier))
            benchmark.measurement(.modelsMade, counter.count - shownFirst)
            blackHole((table, adapter))
        }
    }
}
