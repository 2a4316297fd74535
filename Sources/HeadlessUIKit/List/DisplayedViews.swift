import Foundation

/// A key of ``DisplayedViews``, which keeps each key as its `order`: a plain value that compares
/// as the key does, so that searching and merging compare it without calling Foundation (an
/// `IndexPath` compares through Foundation, at about 50 instructions a comparison).
protocol DisplayedKey: Comparable {
    /// The key as kept: compares and equals as the key does.
    associatedtype Order: Comparable
    /// This key as kept; nil for a key no view is ever kept for.
    var order: Order? { get }
    /// The key kept as `order`.
    init(order: Order)
}

extension DisplayedKey where Order == Self {
    var order: Self? { self }
    init(order: Self) { self = order }
}

extension Int: DisplayedKey {}

extension IndexPath: DisplayedKey {
    /// An index path of a list's cell as ``DisplayedViews`` keeps it: its section and its item
    /// (or row), compared as two integers.
    struct Order: Comparable {
        var section: Int
        var item: Int

        static func < (lhs: Order, rhs: Order) -> Bool {
            lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
        }
    }

    /// The section and the item; nil for an index path without exactly two indexes, which names
    /// no cell (UIKit's lists reject it).
    var order: Order? { count == 2 ? Order(section: self[0], item: self[1]) : nil }

    init(order: Order) { self.init(item: order.item, section: order.section) }
}

/// The views a list shows, keyed by index path (or section, or element), kept in key order.
///
/// A screen holds a few dozen views whose keys are neighbours in list order, so two sorted
/// arrays serve better than a hash table: a lookup is a binary search over a cache line or two,
/// bringing the views in line with the next screen is a merge, and nothing is hashed. Iteration
/// is in key order. The keys are kept as their ``DisplayedKey/order``, so an index path is
/// compared as two integers.
struct DisplayedViews<Key: DisplayedKey, V: AnyObject>: Sequence, ExpressibleByDictionaryLiteral {
    /// The keys of the views on screen, ascending, as kept.
    private var orders: [Key.Order] = []
    /// The views, in the order of ``orders``.
    private(set) var values: [V] = []

    /// The keys of the views on screen, ascending.
    ///
    /// - Complexity: O(*v*).
    var keys: [Key] { orders.map(Key.init(order:)) }

    init() {}

    init(dictionaryLiteral elements: (Key, V)...) {
        for (key, value) in elements { self[key] = value }
    }

    var isEmpty: Bool { orders.isEmpty }
    var count: Int { orders.count }

    /// Where `key` is, or where it would go. The two ends are looked at first: a screen's views
    /// come in key order (a key after the last is appended) and leave the measured views in key
    /// order (the first key is taken out), so most calls compare once or twice.
    ///
    /// - Complexity: O(1) at either end, else O(log *v*).
    private func position(of key: Key.Order) -> (index: Int, found: Bool) {
        guard let last = orders.last else { return (0, false) }
        if last < key { return (orders.count, false) }
        if orders[0] == key { return (0, true) }
        let low = orders.partitioningIndex { !($0 < key) }
        return (low, low < orders.count && orders[low] == key)
    }

    /// The view shown for `key`; setting nil takes it out.
    ///
    /// - Complexity: O(log *v*) to read or replace; O(*v*) to add or remove.
    subscript(key: Key) -> V? {
        // The key made into its order only when there is a view to find.
        get { orders.isEmpty ? nil : self[order: key.order] }
        set { self[order: key.order] = newValue }
    }

    /// The view shown for the key kept as `order` (nil: a key no view is kept for); setting nil
    /// takes it out.
    ///
    /// - Complexity: O(log *v*) to read or replace; O(*v*) to add or remove.
    subscript(order order: Key.Order?) -> V? {
        get {
            guard let order else { return nil }
            let (index, found) = position(of: order)
            return found ? values[index] : nil
        }
        set {
            guard let order else {
                precondition(newValue == nil, "A list keeps views only for index paths with a section and an item.")
                return
            }
            let (index, found) = position(of: order)
            switch (found, newValue) {
            case (true, let view?): values[index] = view
            case (true, nil):
                orders.remove(at: index)
                values.remove(at: index)
            case (false, let view?) where index == orders.count:
                // After the last key, as views coming into view are: appended, not inserted.
                orders.append(order)
                values.append(view)
            case (false, let view?):
                orders.insert(order, at: index)
                values.insert(view, at: index)
            case (false, nil): break
            }
        }
    }

    /// Takes the view for `key` out and returns it.
    ///
    /// - Complexity: O(*v*).
    @discardableResult
    mutating func removeValue(forKey key: Key) -> V? {
        // The key made into its order only when there is a view to find.
        guard !orders.isEmpty else { return nil }
        return removeValue(forOrder: key.order)
    }

    /// ``removeValue(forKey:)`` for the key kept as `order` (nil: no view).
    ///
    /// - Complexity: O(*v*).
    @discardableResult
    mutating func removeValue(forOrder order: Key.Order?) -> V? {
        guard let order else { return nil }
        let (index, found) = position(of: order)
        guard found else { return nil }
        orders.remove(at: index)
        return values.remove(at: index)
    }

    /// Takes every view out, keeping the storage for the next ones (the cells a layout pass
    /// measures come and go every pass).
    ///
    /// - Complexity: O(*v*).
    mutating func removeAll() {
        orders.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// The views with their keys, in key order.
    struct Iterator: IteratorProtocol {
        fileprivate let orders: [Key.Order]
        fileprivate let values: [V]
        fileprivate var index = 0

        mutating func next() -> (key: Key, value: V)? {
            guard index < orders.count else { return nil }
            defer { index += 1 }
            return (Key(order: orders[index]), values[index])
        }
    }

    func makeIterator() -> Iterator { Iterator(orders: orders, values: values) }

    /// `keys` in ascending order: as given when they already are (a screen of a table or a flow
    /// layout always is), else sorted. Here rather than in the main-actor caller, whose closures
    /// would check their isolation at every comparison.
    ///
    /// - Complexity: O(*n*); O(*n* log *n*) when `keys` are not ascending.
    static func ascending(_ keys: [Key]) -> [Key] {
        for index in keys.indices.dropFirst() where !(keys[index - 1] < keys[index]) { return keys.sorted() }
        return keys
    }

    /// The view at `index` (in key order) when its key is `key`, else nil.
    ///
    /// - Complexity: O(1).
    func view(at index: Int, ifKeyIs key: Key) -> V? {
        // The key made into its order only when there is a view to compare with.
        index < orders.count && orders[index] == key.order ? values[index] : nil
    }

    /// The view at `index` (in key order) when its key is kept as `order`, else nil.
    ///
    /// - Complexity: O(1).
    func view(at index: Int, ifOrderIs order: Key.Order?) -> V? {
        index < orders.count && orders[index] == order ? values[index] : nil
    }

    /// Puts `view` for `key` at `index`, which must be where `key` goes in key order (a merge
    /// with the keys shown found it): no search.
    ///
    /// - Complexity: O(1) at the end, else O(*v*).
    mutating func insert(_ view: V, forKey key: Key, at index: Int) {
        insert(view, forOrder: key.order, at: index)
    }

    /// ``insert(_:forKey:at:)`` for the key kept as `order`.
    ///
    /// - Complexity: O(1) at the end, else O(*v*).
    mutating func insert(_ view: V, forOrder order: Key.Order?, at index: Int) {
        guard let order else {
            preconditionFailure("A list keeps views only for index paths with a section and an item.")
        }
        if index == orders.count {
            // Appended rather than inserted at the end, which costs about ten times as much.
            orders.append(order)
            values.append(view)
        } else {
            orders.insert(order, at: index)
            values.insert(view, at: index)
        }
    }

    /// Takes out the views whose key is not in `wanted` (ascending) and returns them in key
    /// order; the rest stay in order.
    ///
    /// - Complexity: O(*v* + *w*): a merge of two ascending lists.
    mutating func removeAll(notIn wanted: [Key]) -> [(key: Key, value: V)] {
        removeAll(notIn: wanted.count, order: { wanted[$0].order }, removed: { (Key(order: $0), $1) })
    }

    /// ``removeAll(notIn:)`` for the wanted keys kept as `wantedOrders` (ascending; nil for a
    /// key no view is kept for), made beforehand; the views taken out come with their keys as
    /// kept (no key is made from them: the caller makes the ones it needs).
    ///
    /// - Complexity: O(*v* + *w*).
    mutating func removeAll(notInOrders wantedOrders: [Key.Order?]) -> [(order: Key.Order, value: V)] {
        removeAll(notIn: wantedOrders.count, order: { wantedOrders[$0] }, removed: { ($0, $1) })
    }

    /// ``removeAll(notIn:)`` for `count` wanted keys, ascending, the one at each index kept as
    /// `order` gives it (asked once for each, in order); each view taken out is returned as
    /// `removed` makes it from its key as kept.
    @inline(__always)
    private mutating func removeAll<Removed>(
        notIn count: Int, order wantedAt: (Int) -> Key.Order?, removed makeRemoved: (Key.Order, V) -> Removed
    ) -> [Removed] {
        var removed: [Removed] = []
        var kept = 0
        var cursor = 0
        // The wanted key at `cursor` as kept, made once for each (nil at the end, and for a key
        // no view is kept for).
        var wantedOrder = count > 0 ? wantedAt(0) : nil
        for index in orders.indices {
            let order = orders[index]
            while cursor < count, wantedOrder.map({ $0 < order }) ?? true {
                cursor += 1
                wantedOrder = cursor < count ? wantedAt(cursor) : nil
            }
            if wantedOrder == order {
                orders.swapAt(kept, index)
                values.swapAt(kept, index)
                kept += 1
            } else {
                // Room for the rest at the first one only: most calls remove none (nothing to
                // allocate) or a whole screen.
                if removed.isEmpty { removed.reserveCapacity(orders.count - index) }
                removed.append(makeRemoved(order, values[index]))
            }
        }
        orders.removeSubrange(kept...)
        values.removeSubrange(kept...)
        return removed
    }
}

/// A ``DisplayedViews`` kept in an object of its own, which a list owns (`let`) and reaches
/// through a computed property: a display pass changes it in place with no runtime exclusivity
/// check. (A key path to a list's stored property is checked at run time at each access, even
/// to a property declared `@exclusivity(unchecked)`: about 115 instructions a view made.)
final class DisplayedViewsStore<Key: DisplayedKey, V: AnyObject> {
    @exclusivity(unchecked) var views: DisplayedViews<Key, V> = [:]
}

/// Brings the views kept in `store` in line with `wanted` (in any order, or ascending
/// when `wantedIsAscending` says so, as a table's rows on screen always are, which saves
/// checking): views whose key is no longer
/// wanted go to `retire`, then missing ones come from `make` (which may decline) and every view
/// shown passes through `place`, each in key order.
///
/// No access to the views is held while the callbacks run, so app code they reach (a data
/// source, a delegate) may ask the list what it shows: it sees the views that left already
/// gone and the ones not made yet missing, as in UIKit.
///
/// - Complexity: O(*v* log *v* + *m* · *v*) for *v* views involved and *m* made; a screen
///   coming into view is appended in order, so in practice O(*v*). Nothing is hashed. Inlined,
///   so that it is specialized at each call site; the callbacks are typed `@MainActor`, so they
///   need no isolation check each time they run.
@MainActor @inline(__always)
func reconcileDisplayed<Key: DisplayedKey, V: AnyObject>(
    _ store: DisplayedViewsStore<Key, V>,
    wanted: [Key], wantedIsAscending: Bool = false, retire: @MainActor (Key, V) -> Void,
    make: @MainActor (Key) -> V?, place: @MainActor (Key, V) -> Void
) {
    let wanted = wantedIsAscending ? wanted : DisplayedViews<Key, V>.ascending(wanted)
    for (key, view) in store.views.removeAll(notIn: wanted) { retire(key, view) }
    // The views kept are in `wanted`'s order, so walking both at once finds each key's view at
    // `index`, or there where a new one goes: no search. Should a callback change the views
    // (their count is not the one this walk left), each key is looked up instead.
    var index = 0
    var expectedCount = store.views.count
    for key in wanted {
        let inStep = store.views.count == expectedCount
        if let view = inStep ? store.views.view(at: index, ifKeyIs: key) : store.views[key] {
            index += 1
            place(key, view)
        } else if let view = make(key) {
            if inStep, store.views.count == expectedCount {
                store.views.insert(view, forKey: key, at: index)
                index += 1
                expectedCount += 1
            } else {
                store.views[key] = view
                expectedCount = -1
            }
            place(key, view)
        }
    }
}

/// ``reconcileDisplayed(_:wanted:wantedIsAscending:retire:make:place:)`` for `wanted` keys
/// already ascending and distinct, each kept as `orders` says (`orders[i]` is `wanted[i].order`,
/// made beforehand by the caller, which had them at hand): the keys are compared as kept, never
/// converted again, and `make` and `place` are told the wanted key's index in `wanted`, so that
/// the caller finds what goes with it without a search; `retire` is told the key of a view that
/// left as kept (the caller makes the key only if it needs it).
///
/// - Complexity: O(*v* + *w* + *m* · *v*) for *v* views involved, *w* wanted and *m* made; a
///   screen coming into view is appended in order, so in practice O(*v* + *w*). Inlined, as the
///   other.
@MainActor @inline(__always)
func reconcileDisplayed<Key: DisplayedKey, V: AnyObject>(
    _ store: DisplayedViewsStore<Key, V>, ascending wanted: [Key], orders: [Key.Order?],
    retire: @MainActor (Key.Order, V) -> Void, make: @MainActor (Int) -> V?, place: @MainActor (Int, V) -> Void
) {
    for (order, view) in store.views.removeAll(notInOrders: orders) { retire(order, view) }
    var index = 0
    var expectedCount = store.views.count
    for position in wanted.indices {
        let inStep = store.views.count == expectedCount
        if let view = inStep ? store.views.view(at: index, ifOrderIs: orders[position]) : store.views[wanted[position]] {
            index += 1
            place(position, view)
        } else if let view = make(position) {
            if inStep, store.views.count == expectedCount {
                store.views.insert(view, forOrder: orders[position], at: index)
                index += 1
                expectedCount += 1
            } else {
                store.views[wanted[position]] = view
                expectedCount = -1
            }
            place(position, view)
        }
    }
}
