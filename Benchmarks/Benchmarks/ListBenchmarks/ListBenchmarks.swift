import Benchmark
import CellKit

/// A cell and model for the engine benchmarks.
final class BenchmarkCell: TableViewCell {
    let label = Label()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }
}

/// A data source with `rows` rows in one section, answering without per-row storage.
@MainActor
final class CountingSource: TableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? BenchmarkCell)?.label.text = "Row"
        return cell
    }
}

@MainActor
func makeTable(rows: Int, estimated: Bool) -> (TableView, CountingSource) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    table.register(BenchmarkCell.self, forCellReuseIdentifier: "row")
    if estimated { table.estimatedRowHeight = 44 }
    let source = CountingSource(rows: rows)
    table.dataSource = source
    return (table, source)
}

/// Hands the benchmark to the main actor; the runner measures on one thread at a time.
struct MainActorHandoff: @unchecked Sendable {
    let benchmark: Benchmark
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    for rows in [10_000, 1_000_000] {
        Benchmark("Table reloadData + first layout, \(rows) rows, fixed height") { benchmark in
            let handoff = MainActorHandoff(benchmark: benchmark)
            await MainActor.run {
                let benchmark = handoff.benchmark
                let (table, source) = makeTable(rows: rows, estimated: false)
                benchmark.startMeasurement()
                table.reloadData()
                table.layoutIfNeeded()
                benchmark.stopMeasurement()
                blackHole((table, source))
            }
        }
    }
}
