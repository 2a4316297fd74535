import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

/// A self-sizing Auto Layout cell: a 44 × 44 image view, a title and a subtitle (both wrapping,
/// `numberOfLines = 0`) pinned to the content view's layout margins.
final class AutoLayoutCell: UITableViewCell {
    let icon = UIImageView()
    let title = UILabel()
    let subtitle = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let margins = contentView.layoutMarginsGuide
        for view in [icon, title, subtitle] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        title.numberOfLines = 0
        subtitle.numberOfLines = 0
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            icon.topAnchor.constraint(equalTo: margins.topAnchor),
            icon.widthAnchor.constraint(equalToConstant: 44),
            icon.heightAnchor.constraint(equalToConstant: 44),
            icon.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            subtitle.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            subtitle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            subtitle.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// `rows` rows in one section without per-row storage; subtitles of one, two and three lines
/// (at 390 points wide) in turn, so row heights differ from the estimate and from each other.
@MainActor
final class AutoLayoutSource: UITableViewDataSource {
    static let subtitles = [
        "One line",
        "A subtitle long enough to wrap onto a second line",
        "A subtitle long enough to wrap onto a third line at this width, as some cells do",
    ]
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "auto", for: indexPath)
        if let cell = cell as? AutoLayoutCell {
            cell.title.text = "Title"
            cell.subtitle.text = Self.subtitles[indexPath.row % 3]
        }
        return cell
    }
}

/// A 390 × 844 self-sizing table (`estimatedRowHeight = 44`, `rowHeight = automaticDimension`).
@MainActor
func makeAutoLayoutTable(rows: Int) -> (UITableView, AutoLayoutSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    table.register(AutoLayoutCell.self, forCellReuseIdentifier: "auto")
    table.estimatedRowHeight = 44
    table.rowHeight = UITableView.automaticDimension
    let source = AutoLayoutSource(rows: rows)
    table.dataSource = source
    return (table, source)
}

/// The most rows on screen at once over the first `samples` screens (the layout's own answer).
@MainActor
func maximumVisibleRows(_ table: UITableView, samples: Int) -> Int {
    var result = 0
    for step in 0..<samples {
        let rect = CGRect(x: 0, y: CGFloat(step) * table.bounds.height, width: table.bounds.width, height: table.bounds.height)
        result = max(result, table.indexPathsForRows(in: rect).count)
    }
    return result
}

func scrollingBenchmarks() {
    let rows = 1_000_000
    let steps = 2_000
    Benchmark(
        "Scroll \(steps) screens, one screen per step, \(rows) rows, self-sizing Auto Layout cells",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .nanosecondsPerStep, .steps, .cellsCreated, .cellsVisible],
            maxDuration: .seconds(5), maxIterations: 20)
    ) { benchmark in
        await benchmark.onMainActor { benchmark in
            let (table, source) = makeAutoLayoutTable(rows: rows)
            table.layoutIfNeeded()
            let createdBefore = table.numberOfCreatedCells(withReuseIdentifier: "auto")
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            for _ in 0..<steps {
                table.contentOffset.y += table.bounds.height
                table.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
            let elapsed = nanoseconds(since: start)
            benchmark.measurement(.steps, steps)
            benchmark.measurement(.nanosecondsPerStep, elapsed / steps)
            benchmark.measurement(.cellsCreated, table.numberOfCreatedCells(withReuseIdentifier: "auto"))
            benchmark.measurement(.cellsVisible, maximumVisibleRows(table, samples: 200))
            Once.run("scroll") {
                let heights = (0..<30).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
                precondition(heights.contains { $0 != 44 }, "self-sizing: every row is 44 high")
                report("self-sizing row heights (rows 0..<30): \(heights.map { "\($0)" }.joined(separator: ", ")); offset \(table.contentOffset.y); cells created by the first layout \(createdBefore), in all \(table.numberOfCreatedCells(withReuseIdentifier: "auto"))")
            }
            blackHole((table, source))
        }
    }
}
