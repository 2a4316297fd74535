import CellKit
import Testing

// Scenario 1: cell setup lives in view models, not in `cellForRowAt`. Written the way a user
// would after reading the README; `User`, `UserTableViewCell` and `UserCellModel` are in
// Fixtures.swift, exactly as the README declares them.

/// A hand-written data source: one line in `cellForRowAt`, several cell types, no `switch`.
@MainActor
final class UsersDataSource: UITableViewDataSource {
    var models: [AnyCellViewModel] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        models.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(with: models[indexPath.row], for: indexPath)
    }
}

/// The collection version: one line per cell and per header, still no `switch` on types.
@MainActor
final class FriendsCollectionDataSource: UICollectionViewDataSource {
    var title: (any AnySupplementaryViewModel)?
    var models: [AnyCellViewModel] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        models.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(with: models[indexPath.item], for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        guard kind == UICollectionView.elementKindSectionHeader, let title else { return nil }
        return collectionView.dequeueReusableSupplementaryView(ofKind: .header, with: title, for: indexPath)
    }
}

@MainActor
@Suite("Scenario 1: the CellViewModel pattern")
struct Scenario1Tests {
    @Test("A one-line cellForRowAt shows rows of two model types without a switch")
    func handWrittenDataSource() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        tableView.register(UserCellModel.self, BannerCellModel.self)

        let dataSource = UsersDataSource()
        dataSource.models = [
            UserCellModel(user: User(name: "Harpo")),
            BannerCellModel(message: "New friends nearby"),
            UserCellModel(user: User(name: "Groucho")),
        ]
        tableView.dataSource = dataSource
        tableView.layoutIfNeeded()

        let cells = tableView.visibleCells
        try #require(cells.count == 3)
        let harpo = try #require(cells[0] as? UserTableViewCell)
        let banner = try #require(cells[1] as? BannerTableViewCell)
        let groucho = try #require(cells[2] as? UserTableViewCell)
        #expect(harpo.nameLabel.text == "Harpo")
        #expect(banner.messageLabel.text == "New friends nearby")
        #expect(groucho.nameLabel.text == "Groucho")
        #expect(harpo.accessibilityIdentifier == "user_cell_0_0")
        #expect(banner.accessibilityIdentifier == nil)
        #expect(groucho.accessibilityIdentifier == "user_cell_0_2")
        #expect(harpo.reuseIdentifier == "UserCellModel")
        #expect(banner.reuseIdentifier == "BannerCellModel")
    }

    @Test("A hand-written collection data source dequeues cells and headers through their models")
    func handWrittenCollectionDataSource() throws {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UserItemModel.self, TappableItemModel.self, CollectionTitleModel.self)

        let dataSource = FriendsCollectionDataSource()
        dataSource.title = CollectionTitleModel("Friends", accessibilityIdentifier: "title", accessibilityOptions: .section)
        dataSource.models = [UserItemModel("Harpo"), TappableItemModel("Add friend")]
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()

        let cells = try collectionView.visibleCells.map { try #require($0 as? UserCollectionViewCell) }
        #expect(cells.map(\.nameLabel.text) == ["Harpo", "Add friend"])
        #expect(cells.map(\.accessibilityIdentifier) == ["user_item_0_0", nil])
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleReusableView)
        #expect(header.titleLabel.text == "Friends")
        #expect(header.accessibilityIdentifier == "title_0")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    @Test("The adapter quick setup shows sections of models, identified by section and row")
    func tableAdapterQuickSetup() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(UserCellModel.self, BannerCellModel.self)

        adapter.data = [
            Section(items: [UserCellModel(user: User(name: "Harpo")), UserCellModel(user: User(name: "Chico"))]),
            Section(items: [BannerCellModel(message: "Invite"), UserCellModel(user: User(name: "Zeppo"))]),
        ]

        let cells = tableView.visibleCells
        try #require(cells.count == 4)
        #expect(cells.map { "\(type(of: $0))" } == [
            "UserTableViewCell", "UserTableViewCell", "BannerTableViewCell", "UserTableViewCell",
        ])
        #expect((cells[0] as? UserTableViewCell)?.nameLabel.text == "Harpo")
        #expect((cells[1] as? UserTableViewCell)?.nameLabel.text == "Chico")
        #expect((cells[2] as? BannerTableViewCell)?.messageLabel.text == "Invite")
        #expect((cells[3] as? UserTableViewCell)?.nameLabel.text == "Zeppo")
        #expect(cells.map(\.accessibilityIdentifier) == ["user_cell_0_0", "user_cell_0_1", nil, "user_cell_1_1"])
        #expect(tableView.indexPathsForVisibleRows == [
            IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
            IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
        ])
    }

    @Test("The same quick setup drives a collection view with a flow layout")
    func collectionAdapterQuickSetup() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self, CollectionTitleModel.self)

        adapter.data = [
            Section(header: CollectionTitleModel("Friends"), items: [UserItemModel("Harpo"), UserItemModel("Chico")]),
            Section(items: [UserItemModel("Zeppo")]),
        ]

        let cells = collectionView.visibleCells
        try #require(cells.count == 3)
        #expect(cells.allSatisfy { $0 is UserCollectionViewCell })
        #expect(cells.map { ($0 as? UserCollectionViewCell)?.nameLabel.text } == ["Harpo", "Chico", "Zeppo"])
        #expect(cells.map(\.accessibilityIdentifier) == ["user_item_0_0", "user_item_0_1", "user_item_1_0"])
        #expect(cells.allSatisfy { $0.frame.size == CGSize(width: 100, height: 40) })
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleReusableView)
        #expect(header.titleLabel.text == "Friends")
    }

    @Test("Tapping the row of an interactive model runs its selection handler")
    func selectionHandlerRunsOnTap() {
        let log = TapLog()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(TappableCellModel.self, UserCellModel.self)
        adapter.data = [
            Section(items: [
                UserCellModel(user: User(name: "Harpo")),
                TappableCellModel("Show profile", selection: { log.record("profile") }),
                TappableCellModel("Send message", selection: { log.record("message") }),
            ])
        ]
        tableView.layoutIfNeeded()

        tableView.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(log.events == ["message"])
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(log.events == ["message", "profile"])
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test("A model's height(constrainedBy:) sizes its row; other rows keep the table's rowHeight")
    func modelHeightSizesRow() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        tableView.rowHeight = 50
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(SizedUserCellModel.self, UserCellModel.self)
        adapter.data = [
            Section(items: [
                SizedUserCellModel("Tall", height: 88),
                UserCellModel(user: User(name: "Default")),
                SizedUserCellModel("No opinion", height: nil),
            ])
        ]
        // Heights are asked as rows appear (estimation is on by default, as in UIKit).
        tableView.layoutIfNeeded()

        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 88))
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 88, width: 320, height: 50))
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 138, width: 320, height: 50))
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 88)
    }
}
