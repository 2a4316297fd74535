import CellKit
import CellKitTestSupport
import Testing

/// A table cell model used where a collection view would need a collection cell.
struct TableOnlyModel: CellViewModel {
    func setup(cell: UserTableViewCell) {}
}

/// A collection header model used where a table view would need a header/footer view.
struct CollectionOnlyHeaderModel: SupplementaryViewModel {
    func setup(view: TitleReusableView) {}
}

@MainActor
@Suite("Programmer errors stop the program with a message that names the fix")
struct RefusalTests {
    @Test("Dequeuing a cell for an unregistered model names the model and tableView.register")
    func unregisteredTableDequeue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let dataSource = UsersDataSource()
                dataSource.models = [UserCellModel(user: User(name: "Harpo"))]
                tableView.dataSource = dataSource
                _ = tableView.dequeueReusableCell(with: dataSource.models[0], for: IndexPath(row: 0, section: 0))
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("UserCellModel is not registered with this table view"))
        #expect(stderr.contains("tableView.register(UserCellModel.self)"))
    }

    @Test("An adapter showing an unregistered model stops at layout with the same message")
    func unregisteredThroughAdapter() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let adapter = TableDataAdapter(tableView: tableView)
                tableView.register(UserCellModel.self)
                adapter.data = [Section(items: [UserCellModel(user: User(name: "Harpo")), BannerCellModel(message: "x")])]
                tableView.layoutIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("BannerCellModel is not registered with this table view"))
        #expect(stderr.contains("tableView.register(BannerCellModel.self)"))
    }

    @Test("A table header model that is not registered names tableView.register")
    func unregisteredTableHeader() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let adapter = TableDataAdapter(tableView: tableView)
                tableView.register(UserCellModel.self)
                adapter.data = [
                    Section(header: TitleHeaderModel("Friends"), items: [UserCellModel(user: User(name: "Harpo"))])
                ]
                tableView.layoutIfNeeded()
            }
        }
        #expect(standardError(of: result).contains("tableView.register(TitleHeaderModel.self)"))
    }

    @Test("Dequeuing a collection cell for an unregistered model names collectionView.register")
    func unregisteredCollectionDequeue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                let adapter = CollectionDataAdapter(collectionView: collectionView)
                adapter.data = [Section(items: [UserItemModel("Harpo")])]
                collectionView.layoutIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("UserItemModel is not registered with this collection view"))
        #expect(stderr.contains("collectionView.register(UserItemModel.self)"))
    }

    @Test("A collection header model that is not registered names collectionView.register")
    func unregisteredCollectionHeader() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                let adapter = CollectionDataAdapter(collectionView: collectionView)
                collectionView.register(UserItemModel.self)
                adapter.data = [Section(header: CollectionTitleModel("Title"), items: [UserItemModel("Harpo")])]
                collectionView.layoutIfNeeded()
            }
        }
        #expect(standardError(of: result).contains("collectionView.register(CollectionTitleModel.self)"))
    }

    @Test("Registering a model whose cell is a collection cell with a table view names both types")
    func collectionCellInTable() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                tableView.register(PhotoCellModel.self)
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("PhotoCellModel shows in UserCollectionViewCell, which is not a UITableViewCell subclass"))
        #expect(stderr.contains("register PhotoCellModel with a collection view"))
    }

    @Test("Registering a model whose cell is a table cell with a collection view names both types")
    func tableCellInCollection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                collectionView.register(TableOnlyModel.self)
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("TableOnlyModel shows in UserTableViewCell, which is not a UICollectionViewCell subclass"))
        #expect(stderr.contains("register TableOnlyModel with a table view"))
    }

    @Test("Registering a collection header model with a table view names both types")
    func collectionHeaderInTable() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                tableView.register(CollectionOnlyHeaderModel.self)
            }
        }
        let stderr = standardError(of: result)
        #expect(
            stderr.contains(
                "CollectionOnlyHeaderModel shows in TitleReusableView, which is not a UITableViewHeaderFooterView subclass"))
    }

    @Test("Re-registering a model's reuse identifier with another class stops the dequeue with the mismatch")
    func reuseIdentifierHijacked() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let adapter = TableDataAdapter(tableView: tableView)
                tableView.register(UserCellModel.self)
                tableView.register(BannerTableViewCell.self, forCellReuseIdentifier: UserCellModel.uniqueIdentifier)
                adapter.data = [Section(items: [UserCellModel(user: User(name: "Harpo"))])]
                tableView.layoutIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("UserCellModel sets up UserTableViewCell views, but was handed a BannerTableViewCell."))
        #expect(stderr.contains("UserCellModel.uniqueIdentifier was registered again with another class"))
    }

    @Test("setupAny(view:) on a view of the wrong class throws viewTypeMismatch instead of crashing")
    func setupAnyWrongClass() throws {
        let model: any AnyCellViewModel = UserCellModel(user: User(name: "Harpo"))
        let banner = BannerTableViewCell(style: .default, reuseIdentifier: nil)

        let error = try #require(throws: CellKitError.self) { try model.setupAny(view: banner) }
        #expect(error == .viewTypeMismatch(model: "UserCellModel", expected: "UserTableViewCell", actual: "BannerTableViewCell"))
        #expect(error.description.hasPrefix("UserCellModel sets up UserTableViewCell views, but was handed a BannerTableViewCell."))
        #expect(error.description.contains("register UserCellModel itself"))
        #expect(banner.messageLabel.text == nil)
    }

    @Test("setupAny(view:) of a header model on the wrong view class throws viewTypeMismatch")
    func setupAnySupplementaryWrongClass() throws {
        let model: any AnySupplementaryViewModel = TitleHeaderModel("Friends")
        let view = TitleReusableView(frame: .zero)

        let error = try #require(throws: CellKitError.self) { try model.setupAny(view: view) }
        #expect(error == .viewTypeMismatch(model: "TitleHeaderModel", expected: "TitleHeaderView", actual: "TitleReusableView"))
    }

    @Test("setupAny(view:) on the right class sets the view up")
    func setupAnyRightClass() throws {
        let model: any AnyCellViewModel = UserCellModel(user: User(name: "Harpo"))
        let cell = UserTableViewCell(style: .default, reuseIdentifier: nil)
        try model.setupAny(view: cell)
        #expect(cell.nameLabel.text == "Harpo")
        #expect(type(of: model).viewClass == UserTableViewCell.self)
    }
}
