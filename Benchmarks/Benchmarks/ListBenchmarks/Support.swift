import Benchmark
import BenchmarkSupport
import CellKit

/// A cell and model for the engine benchmarks.
final class BenchmarkCell: UITableViewCell {
    let label = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A data source with `rows` rows in one section, answering without per-row storage. With
/// `selfSizing`, each cell shows its row in a `UIListContentConfiguration`, whose content view
/// reports the row's height to the table's self-sizing pass.
@MainActor
final class CountingSource: UITableViewDataSource {
    var rows: Int
    let selfSizing: Bool
    init(rows: Int, selfSizing: Bool = false) {
        self.rows = rows
        self.selfSizing = selfSizing
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if selfSizing {
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            content.secondaryText = indexPath.row % 3 == 0 ? "Detail" : nil
            cell.contentConfiguration = content
        } else {
            (cell as? BenchmarkCell)?.label.text = "Row"
        }
        return cell
    }
}

/// A 390×844 table of `rows` rows, not laid out yet. `estimated` turns self-sizing on
/// (`estimatedRowHeight = 44`, `rowHeight` automatic, cells measured from a
/// `UIListContentConfiguration`); otherwise every row is 44 points and estimation is off
/// (`rowHeight = 44`, `estimatedRowHeight = 0`): the closed-form geometry.
@MainActor
func makeTable(rows: Int, estimated: Bool) -> (UITableView, CountingSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    table.register(BenchmarkCell.self, forCellReuseIdentifier: "row")
    if estimated {
        table.estimatedRowHeight = 44
    } else {
        table.rowHeight = 44
        table.estimatedRowHeight = 0
    }
    let source = CountingSource(rows: rows, selfSizing: estimated)
    table.dataSource = source
    return (table, source)
}

/// Custom metrics the list benchmarks report beside the shared ones (`BenchmarkSupport`).
extension BenchmarkMetric {
    /// Wall-clock nanoseconds per element (row, item), measured by the benchmark itself.
    static let nanosecondsPerElement = BenchmarkMetric.custom("ns per element", polarity: .prefersSmaller, useScalingFactor: false)
}

/// A tiny deterministic generator (SplitMix64), so every run uses the same data.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
