import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

/// The issue's apply shapes at 1M rows: the data applied equal to the data shown, or with the
/// row at a third removed and a new row inserted at two thirds (``applyRows(_:changed:_:)``).
enum ApplyShape: CaseIterable, Sendable {
    case unchanged, oneInsertionOneDeletion

    var name: String {
        switch self {
        case .unchanged: "no change"
        case .oneInsertionOneDeletion: "one insertion, one deletion"
        }
    }

    var changed: Bool { self == .oneInsertionOneDeletion }
}

/// `TableDataAdapter.apply` at 1M rows, beside the raw `StagedChangeset` of the same rows (issue
/// 17's target: the adapter within 2× the raw diff, at most 100 ms for one insertion and one
/// deletion). Both time the same work: the data applied is built apart from the data shown
/// before the measurement (as an app builds new data; `ListWorkloads`' apply data), and the
/// measurement ends once the new data has replaced the data shown, which is then freed (the
/// adapter frees it inside `apply`; the raw benchmark assigns the target to the data it shows)
/// and the diff's own storage freed. The table shows the data before the measurement.
func adapterApplyBenchmarks() {
    let rows = 1_000_000
    for shape in ApplyShape.allCases {
        Benchmark(
            "Table adapter apply, \(shape.name), \(rows) rows",
            configuration: .init(metrics: tableMetrics, maxDuration: .seconds(5), maxIterations: 10)
        ) { benchmark in
            await benchmark.onMainActor { benchmark in
                let (table, adapter) = makeEagerTable()
                table.register(DiffRowModel.self)
                table.estimatedRowHeight = 44
                adapter.data = applyData(rows, changed: false)
                table.layoutIfNeeded()
                let next = applyData(rows, changed: shape.changed)
                benchmark.startMeasurement()
                let update = adapter.apply(next, animated: false)
                benchmark.stopMeasurement()
                precondition(update == .batchUpdates(stages: shape.changed ? 1 : 0), "\(update)")
                blackHole((table, adapter))
            }
        }

        Benchmark(
            "Raw StagedChangeset, \(shape.name), \(rows) rows",
            configuration: .init(metrics: tableMetrics, maxDuration: .seconds(5), maxIterations: 10)
        ) { benchmark in
            var shown = rawApplyData(rows, changed: false)
            let next = rawApplyData(rows, changed: shape.changed)
            benchmark.startMeasurement()
            // The changeset is a temporary, freed at the end of the statement, as the adapter's
            // is inside `apply`; the assignment frees the data shown, as the adapter's apply does.
            let stages = StagedChangeset(source: shown, target: next).count
            shown = next
            benchmark.stopMeasurement()
            precondition(stages == (shape.changed ? 1 : 0), "\(stages) stages")
            blackHole(shown)
        }
    }
    // One insertion and one deletion with view models boxed in the existential
    // (`BoxedRowModel`: an id and three strings), the data built apart or, as apps often do, the
    // data shown copied and edited (sharing its models' boxes with the data shown).
    for copied in [false, true] {
        let name = "one insertion, one deletion, boxed models\(copied ? ", data copied from the shown data" : ""), \(rows) rows"
        Benchmark(
            "Table adapter apply, \(name)",
            configuration: .init(metrics: tableMetrics, maxDuration: .seconds(5), maxIterations: 10)
        ) { benchmark in
            await benchmark.onMainActor { benchmark in
                let (table, adapter) = makeEagerTable()
                table.register(BoxedRowModel.self)
                table.estimatedRowHeight = 44
                adapter.data = boxedApplyData(rows, changed: false)
                table.layoutIfNeeded()
                let next =
                    copied
                    ? copiedEdits(of: adapter.data, units: 1, rows: \.[0].items) { BoxedRowModel(id: $0, title: $1) as any AnyCellViewModel }[0]
                    : boxedApplyData(rows, changed: true)
                benchmark.startMeasurement()
                let update = adapter.apply(next, animated: false)
                benchmark.stopMeasurement()
                precondition(update == .batchUpdates(stages: 1), "\(update)")
                blackHole((table, adapter))
            }
        }

        Benchmark(
            "Raw StagedChangeset, \(name)",
            configuration: .init(metrics: tableMetrics, maxDuration: .seconds(5), maxIterations: 10)
        ) { benchmark in
            var shown = rawBoxedApplyData(rows, changed: false)
            let next =
                copied
                ? copiedEdits(of: shown, units: 1, rows: \.[0].elements, BoxedRowValue.init)[0]
                : rawBoxedApplyData(rows, changed: true)
            benchmark.startMeasurement()
            let stages = StagedChangeset(source: shown, target: next).count
            shown = next
            benchmark.stopMeasurement()
            precondition(stages == 1, "\(stages) stages")
            blackHole(shown)
        }
    }
}
