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
        var store: DisplayedViews<Int, View> = [1: View(), 3: kept, 5: View(), 7: View()]
        var log: [String] = []
        store.reconcile(
            wanted: [6, 3, 2, 4],
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
        #expect(store.keys == [2, 3, 6])
        #expect(store[3] === kept)
        #expect(store[4] == nil)
    }

    @Test("reconcile with nothing wanted retires everything; with nothing shown it makes everything")
    func reconcileEdges() {
        var store: DisplayedViews<Int, View> = [0: View(), 1: View()]
        var retired: [Int] = []
        store.reconcile(wanted: [], retire: { key, _ in retired.append(key) }, make: { _ in View() }, place: { _, _ in })
        #expect(retired == [0, 1])
        #expect(store.isEmpty)
        store.reconcile(wanted: [8, 9], retire: { _, _ in }, make: { _ in View() }, place: { _, _ in })
        #expect(store.keys == [8, 9])
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
