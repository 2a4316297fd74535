import CellKitTestSupport
import Foundation
import Testing

import HeadlessUIKit

/// Defects the stateful suite found, each with its shrunk reproduction and a plain test.
@MainActor
@Suite("Stateful suite regressions")
struct StatefulRegressionTests {
    // MARK: A diffable apply asked its cell provider for items the snapshot does not hold

    @Test("shrunk: a diffable table's apply asks only about the snapshot's items")
    func diffableTableShrunk() {
        let failure = StatefulRunner.replay(
            StatefulTableDiffable.self,
            config: StatefulConfig(multipleSelection: false, itemSide: 90, spacing: 4, height: 480),
            steps: [.reload(seed: 0), .update(seed: 13566247)])
        #expect(failure == nil, "\(failure?.messages ?? [])")
    }

    @Test("shrunk: a diffable collection view's apply asks only about the snapshot's items")
    func diffableCollectionShrunk() {
        let failure = StatefulRunner.replay(
            StatefulCollectionDiffable.self,
            config: StatefulConfig(multipleSelection: true, itemSide: 130, spacing: 10, height: 480),
            steps: [.reload(seed: 1), .update(seed: 5303898)])
        #expect(failure == nil, "\(failure?.messages ?? [])")
    }

    /// Sections a and b of ten rows each; the new snapshot drops section a and keeps the last
    /// row of b. The diff deletes the section first and the rows after: a layout pass between
    /// the two brings b's first rows into view (rows the snapshot no longer holds) and asks for them.
    static let before: [(section: String, items: [String])] = [
        ("a", (0..<10).map { "a\($0)" }), ("b", (0..<10).map { "b\($0)" }),
    ]
    static let after: [(section: String, items: [String])] = [("b", ["b9"])]

    static func snapshot(_ sections: [(section: String, items: [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test("a diffable table's cell provider is asked only for items of the snapshot being applied")
    func tableProviderSeesOnlySnapshotItems() {
        let table = makeTable(height: 200)
        table.register(TextTableCell.self, forCellReuseIdentifier: "cell")
        var asked: [String] = []
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { tableView, indexPath, item in
            asked.append(item)
            return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(Self.snapshot(Self.before))
        table.layoutIfNeeded()
        asked = []
        dataSource.apply(Self.snapshot(Self.after))
        table.layoutIfNeeded()
        #expect(asked.allSatisfy { $0 == "b9" }, "asked for \(asked)")
        #expect(table.visibleCells.count == 1)
    }

    @Test("a diffable collection view's cell provider is asked only for items of the snapshot being applied")
    func collectionProviderSeesOnlySnapshotItems() {
        let (collection, layout) = makeCollection(width: 300, height: 200)
        layout.itemSize = CGSize(width: 300, height: 44)
        collection.register(TextCollectionCell.self, forCellWithReuseIdentifier: "cell")
        var asked: [String] = []
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collection) { view, indexPath, item in
            asked.append(item)
            return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(Self.snapshot(Self.before))
        collection.layoutIfNeeded()
        asked = []
        dataSource.apply(Self.snapshot(Self.after))
        collection.layoutIfNeeded()
        #expect(asked.allSatisfy { $0 == "b9" }, "asked for \(asked)")
        #expect(collection.visibleCells.count == 1)
    }
}
