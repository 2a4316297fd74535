import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads
import CellKitTesting

/// Type-erased against typed setup, and accessibility identifiers for whole data sets.
func modelBenchmarks() {
    let setups = 100_000
    let models = (0..<100).map { RowModel(title: "Row \($0)") }

    // One dequeued cell set up `setups` times by 100 models in turn: typed, on the cell cast once
    // before the loop (the strict baseline); typed, on the cell as `dequeueReusableCell` returns
    // it, cast with `as!` at each setup as `cellForRowAt` code does at each dequeue; and through
    // the existential (`setupAny(view:)`: a dynamic dispatch and a class check).
    enum Setup: CaseIterable { case typed, typedAfterCast, erased }
    for setup in Setup.allCases {
        let kind =
            switch setup {
            case .typed: "typed: RowModel.setup(cell:)"
            case .typedAfterCast: "typed after a cast: RowModel.setup(cell: cell as! BenchmarkCell)"
            case .erased: "erased: (any AnyCellViewModel).setupAny(view:)"
            }
        Benchmark(
            "Cell setup \(setups)x on one dequeued cell, \(kind)",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .nanosecondsPerElement],
                maxDuration: .seconds(2))
        ) { benchmark in
            await benchmark.onMainActor { benchmark in
                let (table, source) = makeTable(rows: 1, estimated: false)
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
                let typedCell = cell as! BenchmarkCell
                let erasedModels: [any AnyCellViewModel] = models
                let start = ContinuousClock.now
                benchmark.startMeasurement()
                switch setup {
                case .typed:
                    for index in 0..<setups { models[index % 100].setup(cell: typedCell) }
                case .typedAfterCast:
                    for index in 0..<setups { models[index % 100].setup(cell: cell as! BenchmarkCell) }
                case .erased:
                    for index in 0..<setups { try! erasedModels[index % 100].setupAny(view: cell) }
                }
                benchmark.stopMeasurement()
                benchmark.measurement(.nanosecondsPerElement, nanoseconds(since: start) / setups)
                blackHole((table, source, cell))
            }
        }
    }

    // `accessibilityIdentifier(for:)` for every row of a 1M-row data set, through the
    // existential, as the adapters and fixtures call it.
    let rows = 1_000_000
    Benchmark(
        "Accessibility identifiers, every row of \(rows) rows, accessibilityIdentifier(for:)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .nanosecondsPerElement],
            maxDuration: .seconds(3), maxIterations: 50)
    ) { benchmark in
        await benchmark.onMainActor { benchmark in
            let models = ModelCache.models(rows)
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            for row in 0..<models.count {
                blackHole(models[row].accessibilityIdentifier(for: IndexPath(row: row, section: 0)))
            }
            benchmark.stopMeasurement()
            benchmark.measurement(.nanosecondsPerElement, nanoseconds(since: start) / rows)
        }
    }

    // The whole fixture (entries, duplicate check) for a 100k-row data set.
    let fixtureRows = 100_000
    Benchmark(
        "AccessibilityFixture(sections:), \(fixtureRows) rows",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .peakMemoryResidentDelta, .nanosecondsPerElement],
            maxDuration: .seconds(3), maxIterations: 50)
    ) { benchmark in
        await benchmark.onMainActor { benchmark in
            let sections = [Section(id: 0, items: ModelCache.models(fixtureRows))]
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            let fixture = try! AccessibilityFixture(sections: sections, in: .table)
            benchmark.stopMeasurement()
            benchmark.measurement(.nanosecondsPerElement, nanoseconds(since: start) / fixtureRows)
            precondition(fixture.entries.count == fixtureRows)
            blackHole(fixture)
        }
    }
}
