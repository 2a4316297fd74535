import CellKit
import CellKitTestSupport
import Testing

// Lazy adapters as a screen uses them: plain elements in `data`, a provider that makes the model
// of a row coming into view, registered model types.

/// What a data provider was asked, and by which adapter.
@MainActor
final class ProviderLog {
    private(set) var asked: [IndexPath] = []
    private(set) var adapters: Set<ObjectIdentifier> = []

    func record(_ indexPath: IndexPath, by adapter: AnyObject) {
        asked.append(indexPath)
        adapters.insert(ObjectIdentifier(adapter))
    }
}

/// A collection item that shows one text in a counting cell.
struct CountingItemModel: CellViewModel {
    let value: String
    func setup(cell: TextCollectionCell) { cell.show(value) }
}

/// A screen that is its table's delegate, giving every row the same height.
@MainActor
final class FixedHeightScreen: UITableViewDelegate {
    let height: CGFloat
    init(height: CGFloat) { self.height = height }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }
}

/// A lazy adapter whose rows show their position before the element, to see that the table asks
/// `itemModel(at:)`.
final class NumberedLazyAdapter: LazyTableViewDataAdapter<String> {
    override func itemModel(at indexPath: IndexPath) -> any AnyCellViewModel {
        CountingCellModel(value: "\(indexPath.row + 1). \(data[indexPath.row])")
    }
}

/// The index paths of `rows` in section 0.
func rowPaths(_ rows: ClosedRange<Int>) -> [IndexPath] {
    rows.map { IndexPath(row: $0, section: 0) }
}

@MainActor
@Suite("LazyTableViewDataAdapter")
struct LazyTableViewDataAdapterTests {
    @Test("A million elements: setting data asks for no model; the first layout asks for the 11 rows on screen")
    func firstLayoutAsksForVisibleRowsOnly() {
        let tableView = makeTable()  // 320x480, rows 44 high: rows 0...10 overlap the screen (row 10 is 440..<484)
        tableView.register(CountingCellModel.self)
        let log = ProviderLog()
        let adapter = LazyTableViewDataAdapter<Int>(tableView: tableView) { adapter, indexPath in
            log.record(indexPath, by: adapter)
            return CountingCellModel(value: "element \(adapter.data[indexPath.row])")
        }

        adapter.data = Array(1_000_000..<2_000_000)

        #expect(log.asked.isEmpty)
        #expect(tableView.numberOfSections == 1)
        #expect(tableView.numberOfRows(inSection: 0) == 1_000_000)
        tableView.layoutIfNeeded()
        #expect(log.asked == rowPaths(0...10))
        #expect(log.adapters == [ObjectIdentifier(adapter)])
        #expect(visibleTexts(tableView) == (1_000_000...1_000_010).map { "element \($0)" })
    }

    @Test("Scrolling asks only for the rows coming into view, down to the last of a million")
    func scrollingAsksForIncomingRowsOnly() {
        let tableView = makeTable()
        tableView.register(CountingCellModel.self)
        let log = ProviderLog()
        let adapter = LazyTableViewDataAdapter<Int>(tableView: tableView) { adapter, indexPath in
            log.record(indexPath, by: adapter)
            return CountingCellModel(value: "\(adapter.data[indexPath.row])")
        }
        adapter.data = Array(0..<1_000_000)
        tableView.layoutIfNeeded()

        // One screen down: 480..<960 overlaps rows 10 (440..<484) to 21 (924..<968); row 10 stays.
        scroll(tableView, toY: 480)
        #expect(log.asked.dropFirst(11).elementsEqual(rowPaths(11...21)))
        #expect(visibleTexts(tableView) == (10...21).map { "\($0)" })

        // The bottom: 44,000,000 - 480 = 43,999,520 is inside row 999,989 (43,999,516..<43,999,560).
        scroll(tableView, toY: tableView.maximumContentOffset.y)
        #expect(log.asked.dropFirst(22).elementsEqual(rowPaths(999_989...999_999)))
        #expect(log.asked.count == 33)
    }

    @Test("Cells are dequeued with the model: set up by it and given its accessibility identifier")
    func cellsGoThroughTheModelPath() throws {
        let tableView = makeTable()
        tableView.register(UserCellModel.self)
        let adapter = LazyTableViewDataAdapter<User>(tableView: tableView) { adapter, indexPath in
            UserCellModel(user: adapter.data[indexPath.row])
        }
        adapter.data = ["Groucho", "Harpo", "Chico"].map(User.init)

        #expect(visibleNames(in: tableView) == ["Groucho", "Harpo", "Chico"])
        // UserCellModel: "user_cell", suffixed with section and row.
        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["user_cell_0_0", "user_cell_0_1", "user_cell_0_2"])
    }

    @Test("init(tableView:) over models of any types shows data[indexPath.row]")
    func convenienceOverAnyModels() throws {
        let tableView = makeTable()
        tableView.register(UserCellModel.self, BannerCellModel.self)
        let adapter = LazyTableViewDataAdapter<any AnyCellViewModel>(tableView: tableView)
        adapter.data = [
            UserCellModel(user: User(name: "Harpo")), BannerCellModel(message: "hi"), UserCellModel(user: User(name: "Chico")),
        ]

        #expect(visibleNames(in: tableView) == ["Harpo", nil, "Chico"])
        let banner = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? BannerTableViewCell)
        #expect(banner.messageLabel.text == "hi")
        #expect(adapter.itemModel(at: IndexPath(row: 1, section: 0)) is BannerCellModel)
    }

    @Test("init(tableView:) over models of one type shows data[indexPath.row]")
    func convenienceOverOneModelType() {
        let tableView = makeTable()
        tableView.register(UserCellModel.self)
        let adapter = LazyTableViewDataAdapter<UserCellModel>(tableView: tableView)
        adapter.data = ["Zeppo", "Gummo"].map { UserCellModel(user: User(name: $0)) }

        #expect(visibleNames(in: tableView) == ["Zeppo", "Gummo"])
        #expect((adapter.itemModel(at: IndexPath(row: 1, section: 0)) as? UserCellModel)?.user.name == "Gummo")
    }

    @Test("Setting data reloads: the rows on screen show the new elements, in the cells already made")
    func settingDataReloads() {
        let tableView = makeTable()
        tableView.register(CountingCellModel.self)
        let adapter = LazyTableViewDataAdapter<String>(tableView: tableView) { adapter, indexPath in
            CountingCellModel(value: adapter.data[indexPath.row])
        }
        #expect(adapter.automaticallyReloadData)
        adapter.data = ["a", "b", "c"]
        #expect(visibleTexts(tableView) == ["a", "b", "c"])

        adapter.data = ["x", "y"]

        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(visibleTexts(tableView) == ["x", "y"])
        #expect(tableView.numberOfCreatedCells(withReuseIdentifier: CountingCellModel.uniqueIdentifier) == 3)
    }

    @Test("With automaticallyReloadData off, the table keeps its rows until reloadData()")
    func manualReload() {
        let tableView = makeTable()
        tableView.register(CountingCellModel.self)
        let log = ProviderLog()
        let adapter = LazyTableViewDataAdapter<String>(tableView: tableView, automaticallyReloadData: false) {
            adapter, indexPath in
            log.record(indexPath, by: adapter)
            return CountingCellModel(value: adapter.data[indexPath.row])
        }
        #expect(!adapter.automaticallyReloadData)
        adapter.data = ["a", "b"]
        #expect(visibleTexts(tableView) == ["a", "b"])  // the first layout reads the count

        adapter.data = ["a", "b", "c"]
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(log.asked.count == 2)

        adapter.reloadData()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(visibleTexts(tableView) == ["a", "b", "c"])
    }

    @Test("The adapter is the data source only: rows take the table's rowHeight, not the model's height")
    func dataSourceOnlyRowHeight() {
        let tableView = makeTable()
        tableView.register(SizedUserCellModel.self)
        let adapter = LazyTableViewDataAdapter<String>(tableView: tableView) { adapter, indexPath in
            SizedUserCellModel(adapter.data[indexPath.row], height: 20)
        }
        adapter.data = ["Harpo", "Chico"]
        tableView.layoutIfNeeded()

        #expect(tableView.dataSource === adapter)
        #expect(tableView.delegate == nil)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test("A screen's delegate stays the table's delegate and gives the heights")
    func screenDelegateStays() {
        let tableView = makeTable()
        let screen = FixedHeightScreen(height: 100)
        tableView.delegate = screen
        tableView.register(CountingCellModel.self)
        let log = ProviderLog()
        let adapter = LazyTableViewDataAdapter<Int>(tableView: tableView) { adapter, indexPath in
            log.record(indexPath, by: adapter)
            return CountingCellModel(value: "\(indexPath.row)")
        }
        adapter.data = Array(0..<1_000)
        tableView.layoutIfNeeded()

        #expect(tableView.delegate === screen)
        #expect(tableView.dataSource === adapter)
        // 480 / 100: rows 0...4 are on screen.
        #expect(log.asked == rowPaths(0...4))
    }

    @Test("The table asks itemModel(at:): a subclass that overrides it decides what rows show")
    func subclassOverridesItemModel() {
        let tableView = makeTable()
        tableView.register(CountingCellModel.self)
        let adapter = NumberedLazyAdapter(tableView: tableView) { _, _ in
            Issue.record("the provider is not asked when itemModel(at:) is overridden")
            return CountingCellModel(value: "")
        }
        adapter.data = ["Groucho", "Harpo"]

        #expect(visibleTexts(tableView) == ["1. Groucho", "2. Harpo"])
    }
}

@MainActor
@Suite("LazyCollectionViewDataAdapter")
struct LazyCollectionViewDataAdapterTests {
    /// A 300x600 collection view of 100x100 items without spacing: 3 a line, lines 0...5 on screen.
    func makeGrid() -> UICollectionView {
        let (collectionView, _) = makeCollection { layout in
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
        }
        return collectionView
    }

    func itemPaths(_ items: ClosedRange<Int>) -> [IndexPath] {
        items.map { IndexPath(item: $0, section: 0) }
    }

    @Test("A million elements: the first layout asks for the 18 items on screen, a screen's scroll for the next 18")
    func asksForVisibleItemsOnly() {
        let collectionView = makeGrid()
        collectionView.register(CountingItemModel.self)
        let log = ProviderLog()
        let adapter = LazyCollectionViewDataAdapter<Int>(collectionView: collectionView) { adapter, indexPath in
            log.record(indexPath, by: adapter)
            return CountingItemModel(value: "element \(adapter.data[indexPath.item])")
        }

        adapter.data = Array(0..<1_000_000)
        #expect(log.asked.isEmpty)
        #expect(collectionView.numberOfItems(inSection: 0) == 1_000_000)

        collectionView.layoutIfNeeded()
        #expect(log.asked == itemPaths(0...17))
        #expect(visibleTexts(collectionView).count == 18)
        #expect(textCell(collectionView, 17)?.label.text == "element 17")

        // 600..<1200: lines 6...11, items 18...35.
        scroll(collectionView, toY: 600)
        #expect(log.asked.dropFirst(18).elementsEqual(itemPaths(18...35)))
        #expect(log.adapters == [ObjectIdentifier(adapter)])
    }

    @Test("Items are dequeued with the model: set up by it and given its accessibility identifier")
    func itemsGoThroughTheModelPath() throws {
        let collectionView = makeGrid()
        collectionView.register(UserItemModel.self)
        let adapter = LazyCollectionViewDataAdapter<String>(collectionView: collectionView) { adapter, indexPath in
            UserItemModel(adapter.data[indexPath.item])
        }
        adapter.data = ["Groucho", "Harpo"]
        collectionView.layoutIfNeeded()

        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UserCollectionViewCell)
        #expect(second.nameLabel.text == "Harpo")
        #expect(second.accessibilityIdentifier == "user_item_0_1")
    }

    @Test("The adapter is the data source only: items take the layout's itemSize, not the model's size")
    func dataSourceOnlyItemSize() throws {
        let collectionView = makeGrid()
        collectionView.register(UserItemModel.self)
        let adapter = LazyCollectionViewDataAdapter<String>(collectionView: collectionView) { adapter, indexPath in
            UserItemModel(adapter.data[indexPath.item]) { _ in CGSize(width: 40, height: 40) }
        }
        adapter.data = ["Groucho", "Harpo"]
        collectionView.layoutIfNeeded()

        #expect(collectionView.dataSource === adapter)
        #expect(collectionView.delegate == nil)
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
    }

    @Test("init(collectionView:) shows data[indexPath.item], over models of any types or of one type")
    func convenienceInits() {
        let anyModels = makeGrid()
        anyModels.register(CountingItemModel.self, UserItemModel.self)
        let anyAdapter = LazyCollectionViewDataAdapter<any AnyCellViewModel>(collectionView: anyModels)
        anyAdapter.data = [CountingItemModel(value: "a"), UserItemModel("Harpo"), CountingItemModel(value: "c")]
        anyModels.layoutIfNeeded()
        #expect(visibleTexts(anyModels) == ["a", nil, "c"])
        let harpo = anyModels.cellForItem(at: IndexPath(item: 1, section: 0)) as? UserCollectionViewCell
        #expect(harpo?.nameLabel.text == "Harpo")

        let oneType = makeGrid()
        oneType.register(CountingItemModel.self)
        let typedAdapter = LazyCollectionViewDataAdapter<CountingItemModel>(collectionView: oneType)
        typedAdapter.data = ["x", "y"].map(CountingItemModel.init)
        oneType.layoutIfNeeded()
        #expect(visibleTexts(oneType) == ["x", "y"])
    }

    @Test("With automaticallyReloadData off, the collection view keeps its items until reloadData()")
    func manualReload() {
        let collectionView = makeGrid()
        collectionView.register(CountingItemModel.self)
        let adapter = LazyCollectionViewDataAdapter<String>(collectionView: collectionView, automaticallyReloadData: false) {
            adapter, indexPath in CountingItemModel(value: adapter.data[indexPath.item])
        }
        adapter.data = ["a"]
        collectionView.layoutIfNeeded()
        #expect(visibleTexts(collectionView) == ["a"])

        adapter.data = ["a", "b"]
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 1)

        adapter.reloadData()
        collectionView.layoutIfNeeded()
        #expect(visibleTexts(collectionView) == ["a", "b"])
    }
}
