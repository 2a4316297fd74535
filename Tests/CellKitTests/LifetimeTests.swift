import CellKit
import CellKitTestSupport
import Testing

// Leaks and lifetimes (issue 16): what a screen makes is freed when the app lets go of it, after
// reloads, updates, reuse, selection and configuration changes, with no reference cycle through
// the closures the app hands over (handlers, providers, registrations). Each test builds and
// exercises its objects inside a function that returns only weak references.

/// Weak references to the objects a test watches, by name.
@MainActor
private final class Watched {
    private var entries: [(name: String, reference: WeakReference)] = []

    func watch(_ name: String, _ object: AnyObject) { entries.append((name, WeakReference(object))) }

    /// The names of the watched objects still alive.
    var alive: [String] { entries.filter { $0.reference.object != nil }.map(\.name) }
    var count: Int { entries.count }
}

private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A row whose cell has a configuration update handler and whose model has a selection handler.
private struct LifetimeRow: CellViewModel, DiffableViewModel, InteractiveCellViewModel, Equatable {
    let id: Int
    var text: String
    var differenceIdentifier: Int { id }
    var selectionHandler: (() -> Void)? { {} }
    var deselectionHandler: (() -> Void)? { nil }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.text == rhs.text }

    func setup(cell: TextTableCell) {
        cell.show(text)
        cell.configurationUpdateHandler = { cell, state in
            cell.backgroundConfiguration = state.isSelected ? .listGroupedCell() : .listPlainCell()
        }
    }
}

/// A table with an adapter, exercised: reloads, applies (moves, content changes, deletions),
/// scrolling (reuse), taps (selection handlers, configuration states), a width change.
@MainActor
private func exerciseTableWithAdapter(_ watched: Watched) {
    let tableView = makeTable(height: 200)
    let adapter = TableDataAdapter(tableView: tableView)
    tableView.register(LifetimeRow.self)
    watched.watch("table view", tableView)
    watched.watch("adapter", adapter)
    watched.watch("registry", tableView.registry)
    func rows(_ ids: some Sequence<Int>, suffix: String = "") -> [Section] {
        [Section(id: "s", items: ids.map { LifetimeRow(id: $0, text: "\($0)\(suffix)") })]
    }
    func watchCells() {
        for cell in tableView.visibleCells {
            watched.watch("cell", cell)
            watched.watch("content view", cell.contentView)
        }
    }
    adapter.data = rows(0..<40)
    tableView.layoutIfNeeded()
    watchCells()
    tableView.tapRow(at: IndexPath(row: 1, section: 0))
    scroll(tableView, toY: 600)
    watchCells()
    adapter.apply(rows((0..<40).reversed(), suffix: "!"))
    watchCells()
    adapter.data = rows(0..<10)
    scroll(tableView, toY: 0)
    tableView.frame.size.width = 280
    tableView.layoutIfNeeded()
    watchCells()
    #expect(tableView.visibleCells.count > 0)
}

@MainActor
@Suite("Lifetimes: lists, adapters, cells, registrations and screens are freed")
struct LifetimeTests {
    @Test("a table, its adapter, registry, cells and content views are freed after reloads, applies, reuse and taps")
    func tableWithAdapterIsFreed() {
        let watched = Watched()
        exerciseTableWithAdapter(watched)
        #expect(watched.count > 10)
        #expect(watched.alive == [])
    }

    @Test("a collection view with a diffable data source, cell and supplementary registrations is freed")
    func diffableCollectionIsFreed() {
        let watched = Watched()
        func exercise() {
            let (collectionView, _) = makeCollection(width: 300, height: 200) {
                $0.itemSize = CGSize(width: 100, height: 50)
                $0.headerReferenceSize = CGSize(width: 300, height: 30)
            }
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            watched.watch("collection view", collectionView)
            watched.watch("data source", dataSource)
            watched.watch("layout", collectionView.collectionViewLayout)
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<30).map(String.init))
            dataSource.apply(snapshot)
            collectionView.layoutIfNeeded()
            for cell in collectionView.visibleCells { watched.watch("cell", cell) }
            collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            scroll(collectionView, toY: 300)
            snapshot.deleteItems(["3", "4"])
            snapshot.reloadItems(["10"])
            dataSource.apply(snapshot)
            dataSource.applySnapshotUsingReloadData(snapshot)
            collectionView.layoutIfNeeded()
            for cell in collectionView.visibleCells { watched.watch("cell", cell) }
            #expect(collectionView.visibleCells.count > 0)
        }
        exercise()
        #expect(watched.alive == [])
    }

    @Test("a screen in a window, its table and adapter are freed once the window lets it go")
    func screenInWindowIsFreed() {
        let watched = Watched()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        func exercise() {
            let screen = WindowedFriendsScreen()
            screen.setup([Section(items: [SizedUserCellModel("Harpo"), SizedUserCellModel("Chico")])])
            window.rootViewController = screen
            window.makeKeyAndVisible()
            window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            watched.watch("screen", screen)
            watched.watch("table view", screen._tableView)
            watched.watch("adapter", screen.adapter)
            for cell in screen._tableView.visibleCells { watched.watch("cell", cell) }
            #expect(screen._tableView.visibleCells.count == 2)
            window.isHidden = true
            window.rootViewController = nil
        }
        exercise()
        #expect(watched.alive == [])
    }

    @Test("a screen that keeps its adapter and is its forwarding delegate is freed: the adapter holds it weakly")
    func forwardingDelegateMakesNoCycle() {
        let watched = Watched()
        func exercise() {
            let screen = LifetimeScreen()
            screen.tableView.delegate = screen
            screen.adapter.forwardingDelegate = screen
            screen.tableView.register(TappableCellModel.self)
            screen.adapter.data = [
                Section(items: [TappableCellModel("Zeppo", selection: { [weak screen] in screen?.taps += 1 })])
            ]
            screen.tableView.layoutIfNeeded()
            screen.tableView.tapRow(at: IndexPath(row: 0, section: 0))
            #expect(screen.taps == 1)
            watched.watch("screen", screen)
            watched.watch("adapter", screen.adapter)
            watched.watch("table view", screen.tableView)
        }
        exercise()
        #expect(watched.alive == [])
    }
}

/// A screen that keeps its table and adapter and is the table's delegate.
@MainActor
private final class LifetimeScreen: UITableViewDelegate {
    let tableView = makeTable()
    lazy var adapter = TableDataAdapter(tableView: tableView)
    var taps = 0
}
