import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

/// The apply shapes at `count` rows: the data shown, and the data applied (equal to it,
/// or with the row at a third removed and a new row inserted at two thirds).
enum ApplyShape: CaseIterable, Sendable {
    case unchanged, oneInsertionOneDeletion

    var name: String {
        switch self {
        case .unchanged: "no change"
        case .oneInsertionOneDeletion: "one insertion, one deletion"
        }
    }

    func rows(_ count: Int) -> (shown: [DiffRowValue], applied: [DiffRowValue]) {
        let shown = (0..<count).map { DiffRowValue(id: $0, title: "Row \($0 % 1000)") }
        var applied = shown
        if self == .oneInsertionOneDeletion {
            applied.remove(at: count / 3)
            applied.insert(DiffRowValue(id: -1, title: "New"), at: 2 * count / 3)
        }
        return (shown, applied)
    }
}

/// `TableDataAdapter.apply` at 1M rows, beside the raw `StagedChangeset` of the same rows (issue
/// 17's target: the adapter within 2× the raw diff, at most 100 ms for one insertion and one
/// deletion). The table shows the data before the measurement.
func adapterApplyBenchmarks() {
    let rows = 1_000_000
    for shape in ApplyShape.allCases {
        Benchmark(
            "Table adapter apply, \(shape.name), \(rows) rows",
            configuration: .init(metrics: tableMetrics, maxDuration: .seconds(5), maxIterations: 10)
        ) { benchmark in
            await benchmark.onMainActor { benchmark in
                let (shown, applied) = shape.rows(rows)
                func models(_ values: [DiffRowValue]) -> [Section] {
                    [Section(id: 0, items: values.map { DiffRowModel(id: $0.id, title: $0.title) })]
                }
                let (table, adapter) = makeEagerTable()
                table.register(DiffRowModel.self)
                table.estimatedRowHeight = 44
                adapter.data = models(shown)
                table.layoutIfNeeded()
                let next = models(applied)
                benchmark.startMeasurement()
                let update = adapter.apply(next, animated: false)
                benchmark.stopMeasurement()
                precondition(update != .batchUpdates(stages: 0) || shape == .unchanged, "\(update)")
                blackHole((table, adapter))
            }
        }

        Benchmark(
            "Raw StagedChangeset, \(shape.name), \(rows) rows",
            configuration: .init(metrics: tableMetrics, maxDuration: .seconds(5), maxIterations: 10)
        ) { benchmark in
            let (shown, applied) = shape.rows(rows)
            let source = [ArraySection(model: DiffRowValue(id: 0, title: "section"), elements: shown)]
            let target = [ArraySection(model: DiffRowValue(id: 0, title: "section"), elements: applied)]
            benchmark.startMeasurement()
            blackHole(StagedChangeset(source: source, target: target))
            benchmark.stopMeasurement()
        }
    }
}
