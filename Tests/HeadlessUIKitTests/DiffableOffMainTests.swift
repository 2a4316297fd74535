import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// Snapshots are `Sendable` values (issue 16): an app builds one in a background task and applies
/// it on the main actor.
@MainActor
@Suite("Diffable snapshots built off the main actor")
struct DiffableOffMainTests {
    /// A snapshot of sections "A" (items 0..<5) and "B" (items 5..<8) minus the odd items,
    /// built off the main actor.
    nonisolated private static func buildSnapshot() -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(Array(0..<5), toSection: "A")
        snapshot.appendItems(Array(5..<8), toSection: "B")
        snapshot.deleteItems([1, 3, 5, 7])
        return snapshot
    }

    @Test("A snapshot built in a detached task applies on the main actor, to a table and to a collection view")
    func backgroundSnapshot() async {
        let snapshot = await Task.detached { Self.buildSnapshot() }.value
        let content = DiffableContent()
        let (tableView, tableSource) = diffableTable(content)
        await tableSource.apply(snapshot, animatingDifferences: false)
        tableView.layoutIfNeeded()
        // Left: 0, 2, 4 in "A" and 6 in "B".
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.numberOfRows(inSection: 1) == 1)
        #expect(visibleTexts(tableView) == ["0", "2", "4", "6"])
        let (collectionView, collectionSource) = diffableCollection(content)
        await collectionSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionSource.snapshot().itemIdentifiers == [0, 2, 4, 6])
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test("Snapshots built by many tasks at once are equal to one built on the main actor")
    func manyTasks() async {
        let expected = Self.buildSnapshot()
        let built = await withTaskGroup(of: NSDiffableDataSourceSnapshot<String, Int>.self) { group in
            for _ in 0..<32 { group.addTask { Self.buildSnapshot() } }
            var all: [NSDiffableDataSourceSnapshot<String, Int>] = []
            for await snapshot in group { all.append(snapshot) }
            return all
        }
        #expect(built.count == 32)
        #expect(built.allSatisfy { $0.sectionIdentifiers == expected.sectionIdentifiers })
        #expect(built.allSatisfy { $0.itemIdentifiers(inSection: "A") == [0, 2, 4] && $0.itemIdentifiers(inSection: "B") == [6] })
    }
}
