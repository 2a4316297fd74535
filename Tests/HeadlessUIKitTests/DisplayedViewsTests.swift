import CellKitTestSupport
import Foundation
@testable import HeadlessUIKit
import Testing

/// The sorted store of the views on screen (`DisplayedViews`), and what it makes visible through
/// the public API: display calls in row order.
@Suite("Views on screen")
@MainActor
struct DisplayedViewsTests {
    /// A store and a dictionary given the same 2,000 random insertions and removals of keys that
    /// `randomKey` draws, checking after each that they agree and that the keys stay ascending.
    private func randomlyEdited<Key: DisplayedKey & Hashable>(
        _ generator: inout SeededGenerator, randomKey: (inout SeededGenerator) -> Key
    ) -> (store: DisplayedViews<Key, UIView>, model: [Key: UIView]) {
        var store: DisplayedViews<Key, UIView> = [:]
        var model: [Key: UIView] = [:]
        for _ in 0..<2_000 {
            let key = randomKey(&generator)
            if Bool.random(using: &generator) {
                let view = UIView()
                store[key] = view
                model[key] = view
            } else {
                #expect(store.removeValue(forKey: key) === model.removeValue(forKey: key))
            }
            #expect(store.keys == model.keys.sorted())
            #expect(store.count == model.count)
        }
        for (key, view) in store { #expect(model[key] === view) }
        return (store, model)
    }

    @Test("random insertions and removals agree with a dictionary, and the keys stay ascending")
    func agreesWithDictionary() {
        var generator = SeededGenerator(seed: 42)
        let (store, model) = randomlyEdited(&generator) { Int.random(in: 0..<64, using: &$0) }
        #expect(store.values.map(ObjectIdentifier.init) == store.keys.map { ObjectIdentifier(model[$0]!) })
    }

    @Test("index paths kept as two integers agree with a dictionary keyed by IndexPath, in IndexPath's order; paths without two indexes are never found")
    func indexPathKeysAgreeWithDictionary() {
        var generator = SeededGenerator(seed: 7)
        let edited = randomlyEdited(&generator) {
            IndexPath(item: Int.random(in: 0..<12, using: &$0), section: Int.random(in: 0..<4, using: &$0))
        }
        var store = edited.store
        let model = edited.model
        let wanted = model.keys.sorted().filter { _ in Bool.random(using: &generator) }
        let removed = store.removeAll(notIn: [IndexPath(indexes: [0, 0, 0])] + wanted)
        #expect(removed.map(\.key) == model.keys.sorted().filter { !wanted.contains($0) })
        #expect(store.keys == wanted)
        for (key, view) in store { #expect(model[key] === view) }
        for key in [IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0])] {
            #expect(store[key] == nil)
            #expect(store.removeValue(forKey: key) == nil)
        }
    }

    @Test("removeAll empties the store, which then fills again in key order")
    func removeAllKeepsWorking() {
        var store: DisplayedViews<Int, UIView> = [:]
        for key in [1, 2, 3] { store[key] = UIView() }
        store.removeAll()
        #expect(store.isEmpty)
        #expect(store[2] == nil)
        let views = (0..<3).map { _ in UIView() }
        store[5] = views[1]
        store[9] = views[2]
        store[4] = views[0]
        #expect(store.keys == [4, 5, 9])
        #expect(store.values.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
    }

    @Test("reconcile retires what left and makes what came, each in key order, and places every view shown")
    func reconcile() {
        let kept = UIView()
        let holder = holding([1: UIView(), 3: kept, 5: UIView(), 7: UIView()])
        var log: [String] = []
        reconcileDisplayed(
            holder, wanted: [6, 3, 2, 4],
            retire: { key, _ in log.append("retire \(key)") },
            make: { key in
                log.append("make \(key)")
                return key == 4 ? nil : UIView()
            },
            place: { key, _ in log.append("place \(key)") })
        #expect(
            log == [
                "retire 1", "retire 5", "retire 7",
                "make 2", "place 2", "place 3", "make 4", "make 6", "place 6",
            ])
        #expect(holder.views.keys == [2, 3, 6])
        #expect(holder.views[3] === kept)
        #expect(holder.views[4] == nil)
    }

    @Test("reconcile with nothing wanted retires everything; with nothing shown it makes everything")
    func reconcileEdges() {
        let holder = holding([0: UIView(), 1: UIView()])
        var retired: [Int] = []
        reconcileDisplayed(
            holder, wanted: [], retire: { key, _ in retired.append(key) }, make: { _ in UIView() },
            place: { _, _ in })
        #expect(retired == [0, 1])
        #expect(holder.views.isEmpty)
        reconcileDisplayed(holder, wanted: [8, 9], retire: { _, _ in }, make: { _ in UIView() }, place: { _, _ in })
        #expect(holder.views.keys == [8, 9])
    }

    @Test("reconcile when a callback changes the views under it: each key is then looked up, and the keys stay ascending")
    func reconcileAfterACallbackChangesTheViews() {
        let kept = UIView()
        let holder = holding([3: kept, 8: UIView()])
        var placed: [Int] = []
        reconcileDisplayed(
            holder, wanted: [2, 3, 6, 8],
            retire: { _, _ in },
            make: { key in
                // App code reached from making the first view shows another one before it.
                if key == 2 { holder.views[1] = UIView() }
                return UIView()
            },
            place: { key, _ in placed.append(key) })
        #expect(holder.views.keys == [1, 2, 3, 6, 8])
        #expect(holder.views[3] === kept)
        #expect(placed == [2, 3, 6, 8])
    }

    @Test("scrolling by part of a screen, down and back up, keeps the cells in row order, each at its row's place")
    func partialScrollsKeepCellsInOrder() {
        let (table, _) = makeTable(rows: [200], height: 440) { table, _ in table.estimatedRowHeight = 30 }
        for y: CGFloat in [130, 500, 520, 1_300, 900, 880, 0] {
            scroll(table, toY: y)
            let rows = table.indexPathsForRows(in: table.bounds)
            #expect(table.indexPathsForVisibleRows == rows)
            for indexPath in rows {
                let cell = table.cellForRow(at: indexPath)
                #expect(cell != nil)
                #expect(cell?.frame == table.rectForRow(at: indexPath))
                #expect(cell.flatMap(table.indexPath(for:)) == indexPath)
            }
            #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == rows.count)
        }
    }

    @Test("app code reached while cells come and go may ask the table what it shows")
    func queriesFromCallbacks() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = QueryingSource(rows: 100)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        scroll(table, toY: 440)
        // While a row's cell is made, the table has no cell for it yet; the rows still on screen
        // (none here: a whole screen moved) are answered.
        #expect(source.cellSeenWhileMaking == Array(repeating: false, count: 20))
        // When a cell's display ends, it is no longer among the table's cells.
        #expect(source.indexPathSeenWhenEnded.count == 10)
        #expect(source.indexPathSeenWhenEnded.allSatisfy { $0 == nil })
        #expect(table.indexPathsForVisibleRows == (10..<20).map { IndexPath(row: $0, section: 0) })
    }

    @Test("scrolling a screen ends the display of the rows that left in row order, then shows the new rows in row order")
    func displayCallsInRowOrder() {
        let (table, source) = makeTable(rows: [100], height: 440)
        source.displayLog = []
        scroll(table, toY: 440)
        let ended = source.displayLog.filter { $0.hasPrefix("didEndDisplaying") }
        let shown = source.displayLog.filter { $0.hasPrefix("willDisplay") }
        #expect(ended == (0..<10).map { "didEndDisplaying 0.\($0)" })
        #expect(shown == (10..<20).map { "willDisplay 0.\($0)" })
        #expect(source.displayLog == ended + shown)
        #expect(table.indexPathsForVisibleRows == (10..<20).map { IndexPath(row: $0, section: 0) })
    }

    @Test("a view that outlives its superview sees no superview")
    func outlivesSuperview() {
        let child = UIView()
        do {
            let parent = UIView()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
    }
}

/// Holds views the way a list does, for the reconciling tests.
@MainActor
/// A store of displayed views holding `views`, as a list keeps them.
private func holding(_ views: DisplayedViews<Int, UIView>) -> DisplayedViewsStore<Int, UIView> {
    let store = DisplayedViewsStore<Int, UIView>()
    store.views = views
    return store
}

/// A data source and delegate that ask the table about its cells from inside its callbacks.
@MainActor
private final class QueryingSource: UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    var cellSeenWhileMaking: [Bool] = []
    var indexPathSeenWhenEnded: [IndexPath?] = []
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellSeenWhileMaking.append(tableView.cellForRow(at: indexPath) != nil)
        return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        indexPathSeenWhenEnded.append(tableView.indexPath(for: cell))
    }
}
