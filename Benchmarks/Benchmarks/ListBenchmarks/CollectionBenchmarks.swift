import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

final class BenchmarkItemCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// `items` items in one section; as a flow delegate (when installed as one) it gives every
/// item its own size, from a few widths and heights that vary item by item.
@MainActor
final class ItemSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let items: Int
    init(items: Int) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as? BenchmarkItemCell)?.label.text = "Item"
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let item = indexPath.item
        return CGSize(width: 80 + CGFloat(item % 7) * 10, height: 60 + CGFloat(item % 5) * 15)
    }
}

/// `reloadData()` plus the first layout of a 390×844 vertical flow layout: uniform 100×100
/// items (no delegate) at 10k, 100k and 1M items; per-item sizes from a
/// `UICollectionViewDelegateFlowLayout` at 10k and 100k.
func flowLayoutBenchmarks() {
    let cases: [(items: Int, perItem: Bool)] = [
        (10_000, false), (100_000, false), (1_000_000, false),
        (10_000, true), (100_000, true),
    ]
    for (items, perItem) in cases {
        let sizes = perItem ? "per-item sizes (flow delegate)" : "uniform size (no delegate)"
        Benchmark(
            "Flow layout reloadData + first layout, \(items) items, \(sizes)",
            configuration: .init(
                metrics: tableMetrics + [.nanosecondsPerElement, .cellsCreated], maxDuration: .seconds(2),
                maxIterations: 500)
        ) { benchmark in
            await benchmark.onMainActor { benchmark in
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
                collection.register(BenchmarkItemCell.self, forCellWithReuseIdentifier: "item")
                let source = ItemSource(items: items)
                collection.dataSource = source
                if perItem { collection.delegate = source }
                let start = ContinuousClock.now
                benchmark.startMeasurement()
                collection.reloadData()
                collection.layoutIfNeeded()
                benchmark.stopMeasurement()
                benchmark.measurement(.nanosecondsPerElement, nanoseconds(since: start) / items)
                benchmark.measurement(.cellsCreated, collection.numberOfCreatedCells(withReuseIdentifier: "item"))
                blackHole((collection, layout, source))
            }
        }
    }
}
