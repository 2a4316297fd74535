import CellKit
import CellKitTestSupport
import Testing

// Updates that cannot join a batch update: a diff (an adapter's or a diffable data source's
// apply) and a reload (setting an adapter's data, `reloadData()`) inside a `performBatchUpdates`
// block or between `beginUpdates()` and `endUpdates()`. Each is refused: it changes nothing, and
// the batch is refused with an error naming the call and what to do instead (issue 16: an apply
// inside a batch used to report success, leave the adapter with data the list did not show, and
// make the next apply stop with "a diff stage was refused").

/// What a person sees of a table: its counts, its cells (by identity), the selection and the offset.
@MainActor
private struct TableState: Equatable {
    let counts: [Int]
    let cells: [ObjectIdentifier]
    let texts: [String?]
    let selected: [IndexPath]
    let offset: CGPoint

    init(_ tableView: UITableView) {
        tableView.layoutIfNeeded()
        counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        cells = tableView.visibleCells.map(ObjectIdentifier.init)
        texts = visibleTexts(tableView)
        selected = tableView.indexPathsForSelectedRows ?? []
        offset = tableView.contentOffset
    }
}

/// What a person sees of a collection view, as ``TableState``.
@MainActor
private struct CollectionState: Equatable {
    let counts: [Int]
    let cells: [ObjectIdentifier]
    let texts: [String?]
    let selected: [IndexPath]
    let offset: CGPoint

    init(_ collectionView: UICollectionView) {
        collectionView.layoutIfNeeded()
        counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        cells = collectionView.visibleCells.map(ObjectIdentifier.init)
        texts = visibleTexts(collectionView)
        selected = (collectionView.indexPathsForSelectedItems ?? []).sorted()
        offset = collectionView.contentOffset
    }
}

/// 30 rows of 44 points in a 480-point table, scrolled down a row and a half, row 3 selected.
@MainActor
private func scrolledSelectedTable() -> (UITableView, TableDataAdapter) {
    let (tableView, adapter) = applyTable([applySection("s", (0..<30).map { "r\($0)" })])
    scroll(tableView, toY: 66)
    tableView.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    return (tableView, adapter)
}

/// 60 items of 50x40 in a 300x600 flow layout, scrolled down a line, item 7 selected.
@MainActor
private func scrolledSelectedCollection() -> (UICollectionView, CollectionDataAdapter) {
    let (collectionView, adapter) = applyCollection([applyItemSection("s", (0..<60).map { "i\($0)" })])
    scroll(collectionView, toY: 50)
    collectionView.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
    return (collectionView, adapter)
}

/// The identifiers of the rows and items of an adapter's data, per section.
private func modelIDs(_ sections: [Section]) -> [[String]] {
    sections.map { $0.items.map { ($0 as? ApplyRow)?.id ?? ($0 as? ApplyItem)?.id ?? "?" } }
}

@MainActor private var rows5: [Section] { [applySection("s", ["a", "b", "c", "d", "e"])] }

@MainActor
@Suite("Diffs and reloads inside a batch update are refused and change nothing")
struct UpdatesInsideBatchTests {
    // MARK: The nested-update defect

    @Test("a table adapter's apply inside performBatchUpdates is refused: adapter and table keep 3 rows, the next apply works")
    func tableApplyInsideBatch() throws {
        let (tableView, adapter) = applyTable([applySection("s", ["a", "b", "c"])])
        let before = TableState(tableView)
        var result: DataUpdate?
        let error = #expect(throws: BatchUpdateError.self) {
            try tableView.performValidatedBatchUpdates { result = adapter.apply(rows5) }
        }
        let refusal = try #require(error)
        #expect(refusal.reason.hasPrefix("apply(_:animated:) was called inside a batch update of the table view"))
        #expect(refusal.fix == "Call apply(_:animated:) after the batch ends: it performs batch updates of its own.")
        #expect(result == .refused(reason: refusal.description))
        #expect(modelIDs(adapter.data) == [["a", "b", "c"]])
        #expect(TableState(tableView) == before)
        // The list and the adapter agree, so an ordinary apply goes through as one batch.
        #expect(adapter.apply(rows5) == .batchUpdates(stages: 1))
        #expect(visibleTexts(tableView) == ["a", "b", "c", "d", "e"])
    }

    @Test("a collection adapter's apply inside performBatchUpdates is refused and changes nothing")
    func collectionApplyInsideBatch() throws {
        let (collectionView, adapter) = scrolledSelectedCollection()
        let before = CollectionState(collectionView)
        let ids = modelIDs(adapter.data)
        var result: DataUpdate?
        let error = #expect(throws: BatchUpdateError.self) {
            try collectionView.performValidatedBatchUpdates {
                result = adapter.apply([applyItemSection("s", ["x", "y"])])
            }
        }
        let refusal = try #require(error)
        #expect(refusal.reason.hasPrefix("apply(_:animated:) was called inside a batch update of the collection view"))
        #expect(result == .refused(reason: refusal.description))
        #expect(modelIDs(adapter.data) == ids)
        #expect(CollectionState(collectionView) == before)
        #expect(adapter.apply([applyItemSection("s", ["x", "y"])]) == .batchUpdates(stages: 1))
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(modelIDs(adapter.data) == [["x", "y"]])
    }

    @Test("an apply refused inside a batch refuses the whole batch, with the other changes recorded in it")
    func applyRefusesTheWholeBatch() throws {
        let (tableView, adapter) = applyTable([applySection("s", ["a", "b", "c"])])
        let before = TableState(tableView)
        #expect(throws: BatchUpdateError.self) {
            try tableView.performValidatedBatchUpdates {
                tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
                _ = adapter.apply(rows5)
            }
        }
        #expect(TableState(tableView) == before)
    }

    @Test("a table diffable data source's apply and reload inside a batch are refused and change nothing")
    func tableDiffableInsideBatch() throws {
        let tableView = makeTable()
        tableView.register(TextTableCell.self, forCellReuseIdentifier: "text")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextTableCell
            cell.show(item)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        let before = TableState(tableView)
        var bigger = snapshot
        bigger.appendItems(["d", "e"])
        var completed = false
        let applyError = #expect(throws: BatchUpdateError.self) {
            try tableView.performValidatedBatchUpdates { dataSource.apply(bigger) { completed = true } }
        }
        #expect(applyError?.reason.hasPrefix("apply(_:animatingDifferences:completion:) was called inside a batch update") == true)
        let reloadError = #expect(throws: BatchUpdateError.self) {
            try tableView.performValidatedBatchUpdates { dataSource.applySnapshotUsingReloadData(bigger) }
        }
        #expect(reloadError?.reason.hasPrefix("applySnapshotUsingReloadData(_:completion:) was called inside") == true)
        #expect(!completed)
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
        #expect(TableState(tableView) == before)
        dataSource.apply(bigger)
        #expect(visibleTexts(tableView) == ["a", "b", "c", "d", "e"])
    }

    @Test("a collection diffable data source's applies inside a batch are refused and change nothing")
    func collectionDiffableInsideBatch() throws {
        let (collectionView, _) = makeCollection()
        collectionView.register(TextCollectionCell.self, forCellWithReuseIdentifier: "text")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath) as! TextCollectionCell
            cell.show(item)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        let before = CollectionState(collectionView)
        var bigger = snapshot
        bigger.appendItems(["d"])
        var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>()
        sectionSnapshot.append(["x", "y"])
        let calls: [(String, () -> Void)] = [
            ("apply(_:animatingDifferences:completion:)", { dataSource.apply(bigger) }),
            ("apply(_:to:animatingDifferences:completion:)", { dataSource.apply(sectionSnapshot, to: 0) }),
            ("applySnapshotUsingReloadData(_:completion:)", { dataSource.applySnapshotUsingReloadData(bigger) }),
        ]
        for (name, call) in calls {
            let error = #expect(throws: BatchUpdateError.self) { try collectionView.performValidatedBatchUpdates(call) }
            #expect(error?.reason.hasPrefix("\(name) was called inside a batch update of the collection view") == true)
        }
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
        #expect(CollectionState(collectionView) == before)
    }

    @Test("an apply between beginUpdates() and endUpdates() stops the program at endUpdates(), naming the apply")
    func applyBetweenBeginAndEndStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (tableView, adapter) = applyTable([applySection("s", ["a", "b", "c"])])
                tableView.beginUpdates()
                _ = adapter.apply(rows5)
                tableView.endUpdates()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("NSInternalInconsistencyException"))
        #expect(stderr.contains("apply(_:animated:) was called inside a batch update of the table view"))
        #expect(stderr.contains("Call apply(_:animated:) after the batch ends"))
    }

    @Test("an apply inside performBatchUpdates stops the program with the refusal, as UIKit raises")
    func applyInsidePerformBatchUpdatesStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collectionView, adapter) = applyCollection([applyItemSection("s", ["a"])])
                collectionView.performBatchUpdates { _ = adapter.apply([applyItemSection("s", ["a", "b"])]) }
            }
        }
        #expect(standardError(of: result).contains("apply(_:animated:) was called inside a batch update of the collection view"))
    }

    // MARK: Reloads inside a batch

    @Test("setting a table adapter's data inside a batch says a reload happened there, and changes nothing")
    func tableDataInsideBatch() throws {
        let (tableView, adapter) = scrolledSelectedTable()
        let before = TableState(tableView)
        let ids = modelIDs(adapter.data)
        let error = #expect(throws: BatchUpdateError.self) {
            try tableView.performValidatedBatchUpdates { adapter.data = rows5 }
        }
        let refusal = try #require(error)
        #expect(refusal.reason.hasPrefix(
            "The data setter (which reloads the list) was called inside a batch update of the table view (a "
                + "performBatchUpdates block, or between beginUpdates() and endUpdates()), where it cannot run"))
        #expect(refusal.fix.hasPrefix("Set data after the batch ends"))
        #expect(modelIDs(adapter.data) == ids)
        #expect(TableState(tableView) == before)
        #expect(before.selected == [IndexPath(row: 3, section: 0)] && before.offset.y == 66)
    }

    @Test("setting a collection adapter's data inside a batch says a reload happened there, and changes nothing")
    func collectionDataInsideBatch() throws {
        let (collectionView, adapter) = scrolledSelectedCollection()
        let before = CollectionState(collectionView)
        let ids = modelIDs(adapter.data)
        let error = #expect(throws: BatchUpdateError.self) {
            try collectionView.performValidatedBatchUpdates { adapter.data = [applyItemSection("s", ["x"])] }
        }
        #expect(error?.reason.hasPrefix("The data setter (which reloads the list) was called inside a batch update of the collection view") == true)
        #expect(modelIDs(adapter.data) == ids)
        #expect(CollectionState(collectionView) == before)
        #expect(before.selected == [IndexPath(item: 7, section: 0)] && before.offset.y == 50)
    }

    @Test("a list's reloadData() inside a batch is refused with its own message and changes nothing")
    func reloadDataInsideBatch() throws {
        let (tableView, adapter) = scrolledSelectedTable()
        let before = TableState(tableView)
        let error = #expect(throws: BatchUpdateError.self) {
            try tableView.performValidatedBatchUpdates {
                tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                tableView.reloadData()
            }
        }
        #expect(error?.reason.hasPrefix("reloadData() was called inside a batch update of the table view") == true)
        #expect(error?.fix.hasPrefix("Call reloadData() after the batch ends, or record the change in the batch instead") == true)
        #expect(TableState(tableView) == before)
        #expect(adapter.data[0].items.count == 30)
    }

    @Test("without automatic reloads, data set in a batch with its insertions goes through, and is put back when the batch is refused")
    func dataWithoutAutomaticReloadInsideBatch() throws {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView, automaticallyReloadData: false)
        tableView.register(ApplyRow.self)
        adapter.data = [applySection("s", ["a", "b"])]
        adapter.reloadData()
        tableView.layoutIfNeeded()
        // The UIKit pattern: change the model, record the change.
        try tableView.performValidatedBatchUpdates {
            adapter.data = [applySection("s", ["a", "b", "c"])]
            tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }
        #expect(visibleTexts(tableView) == ["a", "b", "c"])
        // A wrong record: refused, and the adapter's data is put back to what the table shows.
        let before = TableState(tableView)
        #expect(throws: BatchUpdateError.self) {
            try tableView.performValidatedBatchUpdates {
                adapter.data = [applySection("s", ["a", "b", "c", "d", "e"])]
                tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            }
        }
        #expect(modelIDs(adapter.data) == [["a", "b", "c"]])
        #expect(TableState(tableView) == before)
    }

    @Test("a lazy adapter's data set inside a batch is refused and put back")
    func lazyDataInsideBatch() throws {
        let tableView = makeTable()
        tableView.register(ApplyRow.self)
        let adapter = LazyTableViewDataAdapter<String>(tableView: tableView) { adapter, indexPath in
            ApplyRow(adapter.data[indexPath.row])
        }
        adapter.data = ["a", "b"]
        let before = TableState(tableView)
        let error = #expect(throws: BatchUpdateError.self) {
            try tableView.performValidatedBatchUpdates { adapter.data = ["x", "y", "z"] }
        }
        #expect(error?.reason.hasPrefix("The data setter (which reloads the list) was called inside a batch update") == true)
        #expect(adapter.data == ["a", "b"])
        #expect(TableState(tableView) == before)
    }

    @Test("a lazy adapter without automatic reloads takes data in a batch, and puts it back when the batch is refused")
    func lazyDataWithoutAutomaticReloadInsideBatch() throws {
        let tableView = makeTable()
        tableView.register(ApplyRow.self)
        let adapter = LazyTableViewDataAdapter<String>(tableView: tableView, automaticallyReloadData: false) {
            adapter, indexPath in ApplyRow(adapter.data[indexPath.row])
        }
        adapter.data = ["a", "b"]
        adapter.reloadData()
        try tableView.performValidatedBatchUpdates {
            adapter.data = ["a", "b", "c"]
            tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }
        #expect(visibleTexts(tableView) == ["a", "b", "c"])
        #expect(throws: BatchUpdateError.self) {
            try tableView.performValidatedBatchUpdates { adapter.data = ["a"] }
        }
        #expect(adapter.data == ["a", "b", "c"])
        #expect(visibleTexts(tableView) == ["a", "b", "c"])
    }
}
