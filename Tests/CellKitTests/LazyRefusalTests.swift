import CellKit
import CellKitTestSupport
import Testing

@MainActor
@Suite("Lazy adapters and header/footer dequeues stop on programmer errors with a message that names the fix")
struct LazyRefusalTests {
    @Test("A lazy table provider returning an unregistered model names the type, the row and tableView.register")
    func unregisteredModelFromTableProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                tableView.register(UserCellModel.self)
                let adapter = LazyTableViewDataAdapter<String>(tableView: tableView) { adapter, indexPath in
                    let element = adapter.data[indexPath.row]
                    if indexPath.row == 2 { return BannerCellModel(message: element) }
                    return UserCellModel(user: User(name: element))
                }
                adapter.data = ["Groucho", "Harpo", "news", "Chico"]
                tableView.layoutIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("data provider returned a BannerCellModel for row 2"))
        #expect(stderr.contains("BannerCellModel is not registered with this table view"))
        #expect(stderr.contains("Call tableView.register(BannerCellModel.self) before setting data"))
        #expect(!stderr.contains("automaticallyInferCellViewModelTypes"))
    }

    @Test("A lazy collection provider returning an unregistered model names the item and collectionView.register")
    func unregisteredModelFromCollectionProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                let adapter = LazyCollectionViewDataAdapter<String>(collectionView: collectionView) { adapter, indexPath in
                    UserItemModel(adapter.data[indexPath.item])
                }
                adapter.data = ["Harpo"]
                collectionView.layoutIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("data provider returned a UserItemModel for item 0"))
        #expect(stderr.contains("UserItemModel is not registered with this collection view"))
        #expect(stderr.contains("Call collectionView.register(UserItemModel.self) before setting data"))
        #expect(!stderr.contains("automaticallyInferCellViewModelTypes"))
    }

    @Test("itemModel(at:) past the end of data in init(tableView:) names the row and the number of elements")
    func rowPastTheEnd() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                tableView.register(UserCellModel.self)
                let adapter = LazyTableViewDataAdapter<UserCellModel>(tableView: tableView)
                adapter.data = ["Groucho", "Harpo", "Chico"].map { UserCellModel(user: User(name: $0)) }
                _ = adapter.itemModel(at: IndexPath(row: 5, section: 0))
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("row 5 is out of range: data has 3 elements"))
        #expect(stderr.contains("call reloadData() after setting data"))
    }

    @Test("dequeueReusableHeaderFooterView(ofType:) of an unregistered class names it and register(headerFooter:)")
    func unregisteredHeaderFooterType() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                _ = tableView.dequeueReusableHeaderFooterView(ofType: SpacerFooterView.self)
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("SpacerFooterView is not registered with this table view"))
        #expect(stderr.contains("tableView.register(headerFooter: SpacerFooterView.self)"))
    }

    @Test("dequeueReusableHeaderFooterView(ofType:) where another class holds the identifier names both classes")
    func otherClassUnderTheIdentifier() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                tableView.register(CountingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "SpacerFooterView")
                _ = tableView.dequeueReusableHeaderFooterView(ofType: SpacerFooterView.self)
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("registered under \"SpacerFooterView\" is CountingHeaderFooterView, not SpacerFooterView"))
        #expect(stderr.contains("tableView.register(headerFooter: SpacerFooterView.self)"))
    }

    @Test("A table's dequeueReusableSupplementaryView(with:for:) for an unregistered model names tableView.register")
    func unregisteredTableSupplementaryModel() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                _ = tableView.dequeueReusableSupplementaryView(with: TitleHeaderModel("Friends"), for: 0)
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("TitleHeaderModel is not registered with this table view"))
        #expect(stderr.contains("tableView.register(TitleHeaderModel.self)"))
    }

    @Test("A collection's dequeueReusableSupplementaryView(with:for:) for an unregistered model names collectionView.register")
    func unregisteredCollectionSupplementaryModel() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                let source = NotesSource()
                source.titles = ["Brothers"]
                source.notes = ["Five of them"]
                source.items = [[]]
                collectionView.register(CollectionTitleModel.self)
                collectionView.dataSource = source
                _ = collectionView.dequeueReusableSupplementaryView(
                    with: CollectionFooterNoteModel(note: "Five of them"), for: IndexPath(item: 0, section: 0))
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("CollectionFooterNoteModel is not registered with this collection view"))
        #expect(stderr.contains("collectionView.register(CollectionFooterNoteModel.self)"))
    }
}
