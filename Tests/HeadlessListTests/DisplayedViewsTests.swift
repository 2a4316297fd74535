import CellKitTestSupport
import Foundation
@testable import HeadlessList
import Testing

/// The sorted store of the views on screen (`DisplayedViews`), and what it makes visible through
/// the public API: display calls in row order.
@Suite("Views on screen")
@MainActor
struct DisplayedViewsTests {
    @Test("random insertions and removals agree with a dictionary, and the keys stay ascending")
    func agreesWithDictionary() {
        var generator = SeededGenerator(seed: 42)
        var store: DisplayedViews<Int, View> = [:]
        var model: [Int: View] = [:]
        for _ in 0..<2_000 {
            let key = Int.random(in: 0..<64, using: &generator)
            if Bool.random(using: &generator) {
                let view = View()
                store[key] = view
                model[key] = view
            } else {
                #expect(store.removeValue(forKey: key) === model.removeValue(forKey: key))
            }
            #expect(store.keys == model.keys.sorted())
            #expect(store.count == model.count)
        }
        for (key, view) in store { #expect(model[key] === view) }
        #expect(store.values.map(ObjectIdentifier.init) == store.keys.map { ObjectIdentifier(model[$0]!) })
    }

    @Test("reconcile retires what left and makes what came, each in key order, and places every view shown")
    func reconcile() {
        let kept = View()
        let holder = Holder([1: View(), 3: kept, 5: View(), 7: View()])
        var log: [String] = []
        reconcileDisplayed(
            holder, \.views, wanted: [6, 3, 2, 4],
            retire: { key, _ in log.append("retire \(key)") },
            make: { key in
                log.append("make \(key)")
                return key == 4 ? nil : View()
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
        let holder = Holder([0: View(), 1: View()])
        var retired: [Int] = []
        reconcileDisplayed(
            holder, \.views, wanted: [], retire: { key, _ in retired.append(key) }, make: { _ in View() },
            place: { _, _ in })
        #expect(retired == [0, 1])
        #expect(holder.views.isEmpty)
        reconcileDisplayed(holder, \.views, wanted: [8, 9], retire: { _, _ in }, make: { _ in View() }, place: { _, _ in })
        #expect(holder.views.keys == [8, 9])
    }

    @Test("app code reached while cells come and go may ask the table what it shows")
    func queriesFromCallbacks() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
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
        let child = View()
        do {
            let parent = View()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
    }
}

/// Holds views the way a list does, for the reconciling tests.
@MainActor
private final class Holder {
    var views: DisplayedViews<Int, View>
    init(_ views: DisplayedViews<Int, View>) { self.views = views }
}

/// A data source and delegate that ask the table about its cells from inside its callbacks.
@MainActor
private final class QueryingSource: TableViewDataSource, TableViewDelegate {
    let rows: Int
    var cellSeenWhileMaking: [Bool] = []
    var indexPathSeenWhenEnded: [IndexPath?] = []
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellSeenWhileMaking.append(tableView.cellForRow(at: indexPath) != nil)
        return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        indexPathSeenWhenEnded.append(tableView.indexPath(for: cell))
    }
}
