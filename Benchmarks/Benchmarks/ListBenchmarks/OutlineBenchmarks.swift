import Benchmark
import BenchmarkSupport
import CellKit
import ListWorkloads

/// An outline on a 390×844 collection view with a plain list layout
/// (`UICollectionViewCompositionalLayout.list(using:)`), driven by a
/// `UICollectionViewDiffableDataSource<Int, Int>` whose one section is a section snapshot:
/// ten root parents of 10,000 children each (100,010 items), every parent expanded but the one
/// in the middle (`collapsedParent`). The list is scrolled to the top and laid out, so list
/// cells (a `UIListContentConfiguration` with the item's text) are on screen above the parent.
@MainActor
final class OutlineFixture {
    static let parents = 10
    static let childrenPerParent = 10_000
    /// The parent that starts collapsed, in the middle of the outline.
    static let collapsedParent = 5

    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    /// The section snapshot with every parent expanded but ``collapsedParent``.
    let collapsed: NSDiffableDataSourceSectionSnapshot<Int>
    /// The same with ``collapsedParent`` expanded too.
    let expanded: NSDiffableDataSourceSectionSnapshot<Int>

    /// The identifier of root parent `index` (children are numbered from 1,000,000 up).
    static func parent(_ index: Int) -> Int { index }

    init() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item < Self.parents ? "Parent \(item)" : "Child"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var section = NSDiffableDataSourceSectionSnapshot<Int>()
        let roots = (0..<Self.parents).map(Self.parent)
        section.append(roots)
        for index in 0..<Self.parents {
            let first = 1_000_000 + index * Self.childrenPerParent
            section.append(Array(first..<first + Self.childrenPerParent), to: Self.parent(index))
        }
        section.expand(roots.filter { $0 != Self.parent(Self.collapsedParent) })
        collapsed = section
        section.expand([Self.parent(Self.collapsedParent)])
        expanded = section
        dataSource.apply(collapsed, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    /// Where the collapsible parent is shown.
    var parentIndexPath: IndexPath { dataSource.indexPath(for: Self.parent(Self.collapsedParent))! }

    /// The number of items shown.
    var shownItems: Int { dataSource.snapshot().numberOfItems }
}

/// The outline the benchmarks share, built once (building 100k items takes far longer than the
/// change measured).
@MainActor private var sharedOutline: OutlineFixture?

@MainActor
extension OutlineFixture {
    static var shared: OutlineFixture {
        if let sharedOutline { return sharedOutline }
        let fixture = OutlineFixture()
        sharedOutline = fixture
        return fixture
    }

    /// Whether the collapsible parent is expanded now.
    var isParentExpanded: Bool { dataSource.snapshot(for: 0).isExpanded(Self.parent(Self.collapsedParent)) }
}

/// Expanding and collapsing a parent of 10,000 children in a 100,010-item outline (issue 15's
/// ≤ 5 ms target), through `toggleOutlineItem(at:)` (a person's tap on the disclosure: handlers,
/// apply, the cell marked expanded) and through `apply(_:to:)` of the whole section snapshot
/// followed by `layoutIfNeeded()`. Each iteration measures one change; the opposite change,
/// which puts the parent in the state the next iteration needs, is made before it and not
/// measured.
func outlineBenchmarks() {
    enum Route: String { case toggle = "toggleOutlineItem(at:)", apply = "apply(_:to:)" }
    for route in [Route.toggle, .apply] {
        for expanding in [true, false] {
            Benchmark(
                "Outline \(expanding ? "expand" : "collapse") 10k children in 100k items, \(route.rawValue)",
                configuration: .init(metrics: tableMetrics, maxDuration: .seconds(3), maxIterations: 300)
            ) { benchmark in
                await benchmark.onMainActor { benchmark in
                    let fixture = OutlineFixture.shared
                    let total = OutlineFixture.parents * (OutlineFixture.childrenPerParent + 1)
                    let hidden = total - OutlineFixture.childrenPerParent
                    @MainActor func change(toExpanded: Bool) {
                        switch route {
                        case .toggle:
                            fixture.collectionView.toggleOutlineItem(at: fixture.parentIndexPath)
                        case .apply:
                            fixture.dataSource.apply(toExpanded ? fixture.expanded : fixture.collapsed, to: 0)
                            fixture.collectionView.layoutIfNeeded()
                        }
                    }
                    if fixture.isParentExpanded == expanding { change(toExpanded: !expanding) }
                    benchmark.startMeasurement()
                    change(toExpanded: expanding)
                    benchmark.stopMeasurement()
                    precondition(fixture.shownItems == (expanding ? total : hidden), "the outline did not change")
                    precondition(fixture.isParentExpanded == expanding, "the parent did not change")
                    blackHole(fixture)
                }
            }
        }
    }
}
