import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// A person reordering collection view items (`moveItemInteractively(from:to:)`): the data
// source's `canMoveItemAt` and `moveItemAt`, and the diffable data source's `ReorderingHandlers`
// with their `NSDiffableDataSourceTransaction`. Exit-test bodies cannot capture, so fixtures are
// file-scope and prefixed `Reorder`.

/// A hand-written data source over an array of texts in one section that records the reorder calls.
@MainActor
final class ReorderSource: UICollectionViewDataSource {
    var items: [String]
    var movable: Set<String>
    private(set) var calls: [String] = []

    init(_ items: [String], movable: Set<String>) {
        self.items = items
        self.movable = movable
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? TextCollectionCell)?.label.text = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        calls.append("canMove \(indexPath.item)")
        return movable.contains(items[indexPath.item])
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let reordering = collectionView.cellForItem(at: sourceIndexPath)?.configurationState.isReordering ?? false
        calls.append("move \(sourceIndexPath.item)->\(destinationIndexPath.item) reordering \(reordering)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

@MainActor
func reorderCollection(_ source: ReorderSource) -> UICollectionView {
    let (collectionView, _) = makeCollection(width: 300, height: 600)
    collectionView.register(TextCollectionCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return collectionView
}

/// A diffable collection over sections "A" [1, 2, 3] and "B" [4].
@MainActor
func reorderDiffable() -> (UICollectionView, DiffableCollectionSource) {
    let (collectionView, dataSource) = diffableCollection(DiffableContent())
    dataSource.apply(diffableSnapshot(["A": [1, 2, 3], "B": [4]]), animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

@MainActor
@Suite("Diffable coverage: interactive item moves, reordering handlers and transactions")
struct DiffableCoverageTests {
    @Test("moveItemInteractively asks canMoveItemAt, moves the item, then calls moveItemAt while it is reordering")
    func plainSourceMove() {
        let source = ReorderSource(["a", "b", "c"], movable: ["a"])
        let collectionView = reorderCollection(source)
        collectionView.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(source.calls == ["canMove 0", "move 0->2 reordering true"])
        #expect(source.items == ["b", "c", "a"])
        #expect(diffableTexts(collectionView) == [["b", "c", "a"]])
        let moved = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(moved?.configurationState.isReordering == false)
    }

    @Test("dropping an item where it was asks canMoveItemAt only")
    func dropInPlace() {
        let source = ReorderSource(["a", "b"], movable: ["b"])
        let collectionView = reorderCollection(source)
        collectionView.moveItemInteractively(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0))
        #expect(source.calls == ["canMove 1"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isReordering == false)
    }

    @Test("an item canMoveItemAt refuses cannot be moved: the program stops")
    func refusedMove() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = ReorderSource(["a", "b"], movable: [])
                let collectionView = reorderCollection(source)
                collectionView.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
            }
        }
        #expect(standardError(of: result).contains("cannot move (canMoveItemAt returned false)"))
    }

    @Test("a diffable data source without canReorderItem lets no item move")
    func diffableWithoutHandlers() async {
        let (collectionView, dataSource) = reorderDiffable()
        #expect(dataSource.reorderingHandlers.canReorderItem == nil)
        #expect(!dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collectionView, _) = reorderDiffable()
                collectionView.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
            }
        }
        #expect(standardError(of: result).contains("canMoveItemAt returned false"))
    }

    @Test("reordering handlers: canReorderItem decides, willReorder sees the old snapshot, didReorder the new one")
    func diffableReorder() {
        let (collectionView, dataSource) = reorderDiffable()
        var log: [String] = []
        var transactions: [NSDiffableDataSourceTransaction<String, Int>] = []
        dataSource.reorderingHandlers.canReorderItem = { item in
            log.append("can \(item)")
            return item != 4
        }
        dataSource.reorderingHandlers.willReorder = { [weak dataSource] transaction in
            log.append("will, source has \(dataSource?.snapshot().itemIdentifiers ?? [])")
            transactions.append(transaction)
        }
        dataSource.reorderingHandlers.didReorder = { [weak dataSource] transaction in
            log.append("did, source has \(dataSource?.snapshot().itemIdentifiers ?? [])")
            transactions.append(transaction)
        }
        #expect(!dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 1)))
        log.removeAll()

        // Item 1 goes from the front of "A" to the end of "B" (after 4).
        collectionView.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))

        #expect(log == ["can 1", "will, source has [1, 2, 3, 4]", "did, source has [2, 3, 4, 1]"])
        #expect(transactions.count == 2)
        let transaction = transactions[0]
        #expect(transaction.initialSnapshot.itemIdentifiers(inSection: "A") == [1, 2, 3])
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: "A") == [2, 3])
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: "B") == [4, 1])
        #expect(transaction.finalSnapshot.itemIdentifiers == dataSource.snapshot().itemIdentifiers)
        #expect(transactions[1].finalSnapshot.itemIdentifiers == transaction.finalSnapshot.itemIdentifiers)
        // [1, 2, 3, 4] to [2, 3, 4, 1]: 1 leaves offset 0 and arrives at offset 3, a move.
        #expect(transaction.difference.count == 2)
        guard case .remove(let removedAt, let removed, let removedWith) = transaction.difference.removals.first,
            case .insert(let insertedAt, let inserted, let insertedWith) = transaction.difference.insertions.first
        else {
            Issue.record("expected one removal and one insertion")
            return
        }
        #expect(removedAt == 0 && removed == 1 && removedWith == 3)
        #expect(insertedAt == 3 && inserted == 1 && insertedWith == 0)
        #expect(diffableTexts(collectionView) == [["2", "3"], ["4", "1"]])
        #expect(dataSource.indexPath(for: 1) == IndexPath(item: 1, section: 1))
    }
}
