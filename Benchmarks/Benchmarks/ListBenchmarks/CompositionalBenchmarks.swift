import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

/// `reloadData()` plus the first layout of a 390×844 vertical compositional layout: a uniform
/// grid of quarter-width squares, four to a row, at 10k and 1M items. The section is kept in
/// closed form, so both sizes should cost about the same.
func compositionalLayoutBenchmarks() {
    for items in [10_000, 1_000_000] {
        Benchmark(
            "Compositional layout reloadData + first layout, \(items) items, uniform grid",
            configuration: .init(
                metrics: tableMetrics + [.nanosecondsPerElement, .cellsCreated], maxDuration: .seconds(2),
                maxIterations: 500)
        ) { benchmark in
            await benchmark.onMainActor { benchmark in
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalWidth(0.25)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 2
                let layout = UICollectionViewCompositionalLayout(section: section)
                let collection = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
                collection.register(BenchmarkItemCell.self, forCellWithReuseIdentifier: "item")
                let source = ItemSource(items: items)
                collection.dataSource = source
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

/// Scrolling a 390×844 vertical compositional layout of 1M full-width items of estimated height
/// 44 (`.estimated(44)`, one item per group), each measured as it comes into view: 5,000 steps
/// of one screen from the top (`setContentOffset` then `layoutIfNeeded()`). Issue 15's target is
/// ≤ 30 µs per step.
func compositionalScrollBenchmarks() {
    let items = 1_000_000
    let steps = 5_000
    Benchmark(
        "Compositional scroll first \(steps) screens, one screen per step, \(items) items, estimated heights",
        configuration: .init(
            metrics: tableMetrics + [.nanosecondsPerStep, .steps, .cellsCreated], maxDuration: .seconds(3),
            maxIterations: 20)
    ) { benchmark in
        await benchmark.onMainActor { benchmark in
            let (collection, source) = makeEstimatedCompositional(items: items)
            let start = ContinuousClock.now
            benchmark.startMeasurement()
            let taken = scroll(collection, steps: steps)
            benchmark.stopMeasurement()
            benchmark.measurement(.steps, taken)
            benchmark.measurement(.nanosecondsPerStep, nanoseconds(since: start) / max(1, taken))
            benchmark.measurement(.cellsCreated, collection.numberOfCreatedCells(withReuseIdentifier: "item"))
            blackHole((collection, source))
        }
    }
}
