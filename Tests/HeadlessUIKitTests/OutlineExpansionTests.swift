import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// Expanding and collapsing outline parents without a diff: a section snapshot that differs from
// the shown one only in its expanded parents (or a toggled parent whose children were replaced)
// reaches the collection view as the insertions and deletions of the runs under those parents.
// Each test runs the same steps on a screen that takes that path and on one that always diffs,
// and expects the same items, index paths and cells, worked out by hand.

/// The outline, every parent collapsed unless listed:
///
/// ```
/// A          B          C (no children)   D
///   A1         B1                           D1
///   A2                                      D2
///     A2a
///     A2b
///   A3
/// ```
private func outlineTree(expanded: [String] = []) -> NSDiffableDataSourceSectionSnapshot<String> {
    var section = NSDiffableDataSourceSectionSnapshot<String>()
    section.append(["A", "B", "C", "D"])
    section.append(["A1", "A2", "A3"], to: "A")
    section.append(["A2a", "A2b"], to: "A2")
    section.append(["B1"], to: "B")
    section.append(["D1", "D2"], to: "D")
    section.expand(expanded)
    return section
}

/// A 320×200 collection view of 40-point rows (five on screen) with two sections: section 0
/// shows the outline, section 1 the flat items "X" and "Y" (so index paths after the outline's
/// section are checked too). List cells show their item as text.
@MainActor
private final class OutlineExpansionScreen {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(_ outline: NSDiffableDataSourceSectionSnapshot<String> = outlineTree(), alwaysDiffs: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.alwaysDiffsSectionSnapshots = alwaysDiffs
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["X", "Y"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    /// The items shown in section 0.
    var shown: [String] { dataSource.snapshot().itemIdentifiers(inSection: 0) }

    /// Every item's index path from the data source, in the order shown.
    var indexPaths: [String] {
        dataSource.snapshot().itemIdentifiers.map { item in
            let path = dataSource.indexPath(for: item)!
            return "\(item)@\(path.section).\(path.item)"
        }
    }

    /// The cells on screen, top to bottom: their text, "+" when marked expanded.
    var cells: [String] {
        collectionView.layoutIfNeeded()
        return collectionView.indexPathsForVisibleItems.sorted().map { indexPath in
            let cell = collectionView.cellForItem(at: indexPath)!
            let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
            return text + (cell.configurationState.isExpanded ? "+" : "")
        }
    }

    /// Toggles `item` as a person's tap on its disclosure does.
    func toggle(_ item: String) {
        #expect(collectionView.toggleOutlineItem(at: dataSource.indexPath(for: item)!))
    }

    /// Applies the stored section snapshot of section 0 changed by `change`.
    func apply(_ change: (inout NSDiffableDataSourceSectionSnapshot<String>) -> Void) {
        var section = dataSource.snapshot(for: 0)
        change(&section)
        dataSource.apply(section, to: 0, animatingDifferences: false)
    }
}

/// The two screens, one taking the runs, one diffing.
@MainActor
private struct ScreenPair {
    let fast: OutlineExpansionScreen
    let diffing: OutlineExpansionScreen

    init(_ outline: NSDiffableDataSourceSectionSnapshot<String> = outlineTree()) {
        fast = OutlineExpansionScreen(outline, alwaysDiffs: false)
        diffing = OutlineExpansionScreen(outline, alwaysDiffs: true)
    }

    func both(_ step: (OutlineExpansionScreen) -> Void) {
        step(fast)
        step(diffing)
    }

    /// Checks that both screens show `items` in section 0 and agree on index paths and cells,
    /// and that the fast screen has taken the runs `fastUpdates` times, the other never.
    func expectBoth(show items: [String], cells: [String], fastUpdates: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(fast.shown == items, sourceLocation: sourceLocation)
        #expect(diffing.shown == items, sourceLocation: sourceLocation)
        #expect(fast.indexPaths == diffing.indexPaths, sourceLocation: sourceLocation)
        #expect(fast.cells == cells, sourceLocation: sourceLocation)
        #expect(diffing.cells == cells, sourceLocation: sourceLocation)
        #expect(fast.dataSource.expansionUpdateCount == fastUpdates, sourceLocation: sourceLocation)
        #expect(diffing.dataSource.expansionUpdateCount == 0, sourceLocation: sourceLocation)
        for screen in [fast, diffing] {
            #expect(screen.collectionView.numberOfItems(inSection: 0) == items.count, sourceLocation: sourceLocation)
            #expect(screen.collectionView.numberOfItems(inSection: 1) == 2, sourceLocation: sourceLocation)
        }
    }
}

@MainActor
@Suite("Outline expansion without a diff")
struct OutlineExpansionTests {
    @Test("Expanding a parent inserts its children after it; collapsing it removes them")
    func expandAndCollapse() {
        let pair = ScreenPair()
        pair.expectBoth(show: ["A", "B", "C", "D"], cells: ["A", "B", "C", "D", "X"], fastUpdates: 0)
        pair.both { $0.toggle("A") }
        pair.expectBoth(show: ["A", "A1", "A2", "A3", "B", "C", "D"], cells: ["A+", "A1", "A2", "A3", "B"], fastUpdates: 1)
        #expect(pair.fast.indexPaths == [
            "A@0.0", "A1@0.1", "A2@0.2", "A3@0.3", "B@0.4", "C@0.5", "D@0.6", "X@1.0", "Y@1.1",
        ])
        pair.both { $0.toggle("A") }
        pair.expectBoth(show: ["A", "B", "C", "D"], cells: ["A", "B", "C", "D", "X"], fastUpdates: 2)
        #expect(pair.fast.indexPaths == ["A@0.0", "B@0.1", "C@0.2", "D@0.3", "X@1.0", "Y@1.1"])
    }

    @Test("Cells show an item expanded only while the collection view's data source is the diffable one")
    func expansionFollowsTheDataSource() {
        let screen = OutlineExpansionScreen(outlineTree(expanded: ["A"]), alwaysDiffs: false)
        #expect(screen.cells.first == "A+")
        let plain = CountSource(3)
        screen.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        screen.collectionView.dataSource = plain
        screen.collectionView.layoutIfNeeded()
        let first = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.configurationState.isExpanded == false)
        screen.collectionView.dataSource = screen.dataSource
        #expect(screen.cells.first == "A+")
        withExtendedLifetime(plain) {}
    }

    @Test("A nested parent's run includes its expanded descendants; collapsing the outer one hides them all")
    func nested() {
        let pair = ScreenPair()
        pair.both { $0.toggle("A") }
        pair.both { $0.toggle("A2") }
        pair.expectBoth(
            show: ["A", "A1", "A2", "A2a", "A2b", "A3", "B", "C", "D"], cells: ["A+", "A1", "A2+", "A2a", "A2b"],
            fastUpdates: 2)
        // Collapsing A removes five rows (A1, A2, A2a, A2b, A3); A2 stays expanded inside.
        pair.both { $0.toggle("A") }
        pair.expectBoth(show: ["A", "B", "C", "D"], cells: ["A", "B", "C", "D", "X"], fastUpdates: 3)
        #expect(pair.fast.dataSource.snapshot(for: 0).isExpanded("A2"))
        // Expanding A again shows A2's children too, and A2's new cell is marked expanded: cells
        // take their expanded mark from the section snapshot, where A2 stayed expanded.
        pair.both { $0.toggle("A") }
        pair.expectBoth(
            show: ["A", "A1", "A2", "A2a", "A2b", "A3", "B", "C", "D"], cells: ["A+", "A1", "A2+", "A2a", "A2b"],
            fastUpdates: 4)
        #expect(pair.fast.indexPaths.suffix(5) == ["B@0.6", "C@0.7", "D@0.8", "X@1.0", "Y@1.1"])
    }

    @Test("Expanding the last item of the section appends its children before the next section")
    func expandAtTheEnd() {
        let pair = ScreenPair()
        pair.both { $0.toggle("D") }
        pair.expectBoth(show: ["A", "B", "C", "D", "D1", "D2"], cells: ["A", "B", "C", "D+", "D1"], fastUpdates: 1)
        #expect(pair.fast.indexPaths.suffix(4) == ["D1@0.4", "D2@0.5", "X@1.0", "Y@1.1"])
        pair.both { $0.toggle("D") }
        pair.expectBoth(show: ["A", "B", "C", "D"], cells: ["A", "B", "C", "D", "X"], fastUpdates: 2)
    }

    @Test("Expanding a parent without children shows nothing new and marks its cell expanded")
    func noChildren() {
        let pair = ScreenPair()
        pair.both { $0.toggle("C") }
        pair.expectBoth(show: ["A", "B", "C", "D"], cells: ["A", "B", "C+", "D", "X"], fastUpdates: 1)
        #expect(pair.fast.dataSource.snapshot(for: 0).isExpanded("C"))
        #expect(pair.diffing.dataSource.snapshot(for: 0).isExpanded("C"))
    }

    @Test("snapshotForExpandingParent replacing the children: the new children are the run")
    func replacedChildren() {
        let pair = ScreenPair()
        pair.both { screen in
            screen.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
                #expect(current.items == (parent == "B" ? ["B1"] : []))
                var children = NSDiffableDataSourceSectionSnapshot<String>()
                children.append(["B7", "B8", "B9"])
                return children
            }
            screen.toggle("B")
        }
        pair.expectBoth(show: ["A", "B", "B7", "B8", "B9", "C", "D"], cells: ["A", "B+", "B7", "B8", "B9"], fastUpdates: 1)
        #expect(pair.fast.dataSource.snapshot(for: 0).parent(of: "B8") == "B")
        #expect(!pair.fast.dataSource.snapshot(for: 0).contains("B1"))
        pair.both { $0.toggle("B") }
        pair.expectBoth(show: ["A", "B", "C", "D"], cells: ["A", "B", "C", "D", "X"], fastUpdates: 2)
    }

    @Test("A subclass that changes the tree while applying sends the toggle through the diff")
    func subclassChangesTheTree() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        let dataSource = TreeChangingDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(outlineTree(), to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        // The override deletes A3 from the toggle's snapshot: not the toggle's, so diffed.
        #expect(collectionView.toggleOutlineItem(at: IndexPath(item: 0, section: 0)))
        #expect(dataSource.snapshot().itemIdentifiers == ["A", "A1", "A2", "B", "C", "D"])
        #expect(dataSource.expansionUpdateCount == 0)
        #expect(collectionView.numberOfItems(inSection: 0) == 6)
        #expect(collectionView.isExpanded(at: IndexPath(item: 0, section: 0)))
        // Collapsing it again changes only the expansion: no diff.
        #expect(collectionView.toggleOutlineItem(at: IndexPath(item: 0, section: 0)))
        #expect(dataSource.snapshot().itemIdentifiers == ["A", "B", "C", "D"])
        #expect(dataSource.expansionUpdateCount == 1)
    }

    @Test("apply(_:to:) of a copy with several parents changed: one batch of deletions and insertions")
    func severalParents() {
        // Cells carry the expanded mark ("+") of their item in the section snapshot.
        let pair = ScreenPair(outlineTree(expanded: ["A", "A2"]))
        pair.expectBoth(
            show: ["A", "A1", "A2", "A2a", "A2b", "A3", "B", "C", "D"], cells: ["A+", "A1", "A2+", "A2a", "A2b"], fastUpdates: 0)
        // Collapse A2, expand B and D, and expand B1 (no children, and hidden before: no run).
        pair.both { $0.apply { $0.collapse(["A2"]); $0.expand(["B", "D"]) } }
        pair.expectBoth(
            show: ["A", "A1", "A2", "A3", "B", "B1", "C", "D", "D1", "D2"], cells: ["A+", "A1", "A2", "A3", "B+"],
            fastUpdates: 1)
        #expect(pair.fast.indexPaths.suffix(3) == ["D2@0.9", "X@1.0", "Y@1.1"])
        // Collapse A with A2 inside it collapsed already, and collapse D.
        pair.both { $0.apply { $0.collapse(["A", "D"]) } }
        pair.expectBoth(show: ["A", "B", "B1", "C", "D"], cells: ["A", "B+", "B1", "C", "D"], fastUpdates: 2)
        // A parent expanded under a collapsed one changes nothing shown.
        pair.both { $0.apply { $0.expand(["A2"]) } }
        pair.expectBoth(show: ["A", "B", "B1", "C", "D"], cells: ["A", "B+", "B1", "C", "D"], fastUpdates: 3)
        // A tree built anew is diffed, even by the fast screen.
        pair.both { screen in screen.dataSource.apply(outlineTree(expanded: ["A"]), to: 0, animatingDifferences: false) }
        pair.expectBoth(show: ["A", "A1", "A2", "A3", "B", "C", "D"], cells: ["A+", "A1", "A2", "A3", "B"], fastUpdates: 3)
    }

    @Test("After runs, the snapshot's queries and changes see the new positions")
    func snapshotAfterRuns() {
        let screen = OutlineExpansionScreen(alwaysDiffs: false)
        screen.toggle("A")
        screen.toggle("D")
        screen.toggle("A")
        var snapshot = screen.dataSource.snapshot()
        #expect(snapshot.itemIdentifiers == ["A", "B", "C", "D", "D1", "D2", "X", "Y"])
        #expect(snapshot.indexOfItem("D2") == 5)
        #expect(snapshot.indexOfItem("X") == 6)
        #expect(screen.dataSource.indexPath(for: "D1") == IndexPath(item: 4, section: 0))
        snapshot.insertItems(["N"], afterItem: "C")
        #expect(snapshot.indexOfItem("D2") == 6)
        snapshot.moveItem("A", afterItem: "D2")
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["B", "C", "N", "D", "D1", "D2", "A"])
        #expect(snapshot.indexOfItem("D1") == 4)
        #expect(snapshot.indexOfItem("A") == 6)
    }
}

/// Deletes "A3" from every section snapshot it applies with "A" expanded.
@MainActor
private final class TreeChangingDataSource: UICollectionViewDiffableDataSource<Int, String> {
    override func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<String>, to section: Int, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        var changed = snapshot
        if changed.contains("A3"), changed.isExpanded("A") { changed.delete(["A3"]) }
        super.apply(changed, to: section, animatingDifferences: animatingDifferences, completion: completion)
    }
}
