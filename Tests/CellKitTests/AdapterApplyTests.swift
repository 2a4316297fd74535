import CellKit
import Testing

/// A row model with identity: the name is its identity, the detail its content.
struct PersonRowModel: CellViewModel, DiffableViewModel, Equatable, Accessible {
    let name: String
    var detail = ""

    var differenceIdentifier: String { name }
    var accessibilityIdentifier: String? { "person_\(name)" }

    func setup(cell: UserTableViewCell) { cell.nameLabel.text = detail.isEmpty ? name : "\(name) (\(detail))" }
}

@MainActor
@Suite("Adapters apply new data as animated changes")
struct AdapterApplyTests {
    private func table(_ names: [String]) -> (UITableView, TableDataAdapter) {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(PersonRowModel.self)
        adapter.data = [Section(id: "people", items: names.map { PersonRowModel(name: $0) })]
        tableView.layoutIfNeeded()
        return (tableView, adapter)
    }

    private func names(_ tableView: UITableView) -> [String] {
        tableView.visibleCells.compactMap { ($0 as? UserTableViewCell)?.nameLabel.text }
    }

    @Test("inserts, deletes and moves keep the cells of the rows that stay")
    func insertsDeletesMoves() throws {
        let (tableView, adapter) = table(["a", "b", "c", "d"])
        let cellOfC = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let update = adapter.apply([Section(id: "people", items: ["c", "a", "x", "d"].map { PersonRowModel(name: $0) })])
        #expect(update == .batchUpdates(stages: 1))
        #expect(names(tableView) == ["c", "a", "x", "d"])
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfC)
        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["person_c", "person_a", "person_x", "person_d"])
    }

    @Test("a content change reconfigures the row's cell in place")
    func contentChangeReconfigures() throws {
        let (tableView, adapter) = table(["a", "b"])
        let cellOfB = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let update = adapter.apply([
            Section(id: "people", items: [PersonRowModel(name: "a"), PersonRowModel(name: "b", detail: "new")])
        ])
        #expect(update == .batchUpdates(stages: 1))
        #expect(names(tableView) == ["a", "b (new)"])
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfB)
    }

    @Test("models without identity fall back to a reload that says why")
    func fallbackToReload() {
        let (tableView, adapter) = table(["a"])
        tableView.register(UserCellModel.self)
        let update = adapter.apply([Section(id: "people", items: [UserCellModel(user: User(name: "Harpo"))])])
        guard case .reloadData(let reason) = update else {
            Issue.record("expected a reload, got \(update)")
            return
        }
        #expect(reason.contains("UserCellModel does not adopt DiffableViewModel"))
        #expect(names(tableView) == ["Harpo"])
    }

    @Test("a diffable data source applies snapshots as batch updates and reloads marked items")
    func diffableDataSource() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        tableView.register(UserTableViewCell.self, forCellReuseIdentifier: "user")
        var labels: [Int: String] = [1: "one", 2: "two", 3: "three"]
        let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
            (cell as? UserTableViewCell)?.nameLabel.text = labels[item]
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["main"])
        snapshot.appendItems([1, 2, 3])
        dataSource.apply(snapshot)
        #expect(names(tableView) == ["one", "two", "three"])
        let cellOfThree = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))

        labels[2] = "TWO"
        snapshot.deleteItems([1])
        snapshot.moveItem(3, beforeItem: 2)
        snapshot.reloadItems([2])
        dataSource.apply(snapshot)
        #expect(names(tableView) == ["three", "TWO"])
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfThree)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 2)
        #expect(dataSource.indexPath(for: 3) == IndexPath(row: 0, section: 0))
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }
}
