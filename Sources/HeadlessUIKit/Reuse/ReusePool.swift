import Foundation

/// Registrations and reuse queues for one family of reusable views (table cells, header/footer
/// views, collection cells, supplementary views), keyed by reuse identifier (and kind).
///
/// Each key has one LIFO queue. Registering a key again replaces its class and empties its queue,
/// so a view of the old class is never handed out; registering nil removes the class.
///
/// Whether a key needs a registration for its views to be queued depends on the list:
///
/// - A table's pools (``queuesUnregisteredViews`` on) queue every view that leaves with a reuse
///   identifier, registered or not, as UIKit's table view does: a data source may make a cell by
///   hand with `UITableViewCell(style:reuseIdentifier:)` when `dequeueReusableCell(withIdentifier:)`
///   returns nil, and that cell comes back from the next dequeue of its identifier. (A view with
///   a nil identifier never reaches a pool; the list discards it.)
/// - A collection view's pools (off) queue only views of registered keys: UIKit's collection
///   view hands out only views it dequeued from a registration, so there is nothing made by hand
///   to keep, and a key whose registration was removed keeps no views.
@MainActor
struct ReusePool<Key: Hashable, Base: ReusableView> {
    /// A key's registered class, its queue and how many views it made.
    private struct Entry {
        var viewClass: Base.Type?
        var queue: [Base] = []
        var created = 0
    }

    /// One entry per key, found through `positions`: each enqueue and dequeue hashes the key
    /// once, with a read-only lookup, and changes its entry in place.
    private var entries: [Entry] = []
    private var positions: [Key: Int] = [:]
    /// The key a dequeue or enqueue found last, and its position (positions never change once
    /// given): the cells of a screen mostly share a few identifiers, so most lookups compare one
    /// key and hash nothing.
    private var lastFound: (key: Key, position: Int)?

    /// Whether views of keys with no registered class are queued (see the type's discussion).
    let queuesUnregisteredViews: Bool

    /// An empty pool; `queuesUnregisteredViews` as a table's pools need it (true) or a
    /// collection view's (false).
    init(queuesUnregisteredViews: Bool) {
        self.queuesUnregisteredViews = queuesUnregisteredViews
    }

    /// - Complexity: O(1) amortized.
    mutating func register(_ viewClass: Base.Type?, for key: Key) {
        if let position = positions[key] {
            entries[position].viewClass = viewClass
            entries[position].queue = []
        } else {
            positions[key] = entries.count
            entries.append(Entry(viewClass: viewClass))
        }
    }

    /// Empties `key`'s queue and returns the views it held, for the caller to let go of once
    /// the pool is no longer being changed (their deinitializers are app code): before
    /// ``register(_:for:)`` in a pool changed without dynamic exclusivity checks.
    ///
    /// - Complexity: O(1).
    mutating func takeQueue(for key: Key) -> [Base] {
        guard let position = positions[key] else { return [] }
        let queue = entries[position].queue
        entries[position].queue = []
        return queue
    }

    /// - Complexity: O(1).
    func registeredClass(for key: Key) -> Base.Type? {
        positions[key].flatMap { entries[$0].viewClass }
    }

    /// The most recently enqueued view for `key` after its ``ReusableView/prepareForReuse()``,
    /// or a new view made by `make` from the registered class; nil when `key` is not registered
    /// and nothing is queued. With `requiringRegistration`, an unregistered key gives nil even
    /// when views are queued for it (the dequeues whose check is against registrations).
    ///
    /// - Complexity: O(1), plus the view's initializer when the queue is empty.
    mutating func dequeue(_ key: Key, requiringRegistration: Bool = false, make: (Base.Type) -> Base) -> Base? {
        // Its own body rather than a call to `take` (the same steps): the tables' dequeues, which
        // use it, counted about 600 instructions a scroll step more through the enum.
        guard let position = position(of: key) else { return nil }
        if requiringRegistration && entries[position].viewClass == nil { return nil }
        if let view = entries[position].queue.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = entries[position].viewClass else { return nil }
        entries[position].created += 1
        return make(viewClass)
    }

    /// What ``dequeue(_:requiringRegistration:make:)`` hands out, before any of the view's own
    /// code runs.
    enum Taken {
        /// The most recently enqueued view, out of its queue, not yet prepared for reuse.
        case queued(Base)
        /// The registered class, to make a new view of (counted as made already).
        case make(Base.Type)
    }

    /// ``dequeue(_:requiringRegistration:make:)`` up to the point where a view's code would run
    /// (its `prepareForReuse()`, or its class's initializer), which the caller runs after this
    /// returns: a pool that runs no app code while it is changed can be changed without dynamic
    /// exclusivity checks.
    ///
    /// - Complexity: O(1).
    mutating func take(_ key: Key, requiringRegistration: Bool = false) -> Taken? {
        guard let position = position(of: key) else { return nil }
        if requiringRegistration && entries[position].viewClass == nil { return nil }
        if let view = entries[position].queue.popLast() { return .queued(view) }
        guard let viewClass = entries[position].viewClass else { return nil }
        entries[position].created += 1
        return .make(viewClass)
    }

    /// Takes `view` off screen and keeps it for the next dequeue of `key`, if `key` is registered
    /// or the pool ``queuesUnregisteredViews``.
    ///
    /// - Complexity: O(1) amortized.
    mutating func enqueue(_ view: Base, for key: Key) {
        view.removeFromSuperview()
        // The steps of `keep`, in its own body as `dequeue` (see there).
        if let position = position(of: key) {
            if queuesUnregisteredViews || entries[position].viewClass != nil { entries[position].queue.append(view) }
        } else if queuesUnregisteredViews {
            positions[key] = entries.count
            entries.append(Entry(viewClass: nil, queue: [view]))
        }
    }

    /// ``enqueue(_:for:)`` of a view already taken off screen (the caller called its
    /// `removeFromSuperview()`, which a subclass may override, so that no app code runs while
    /// the pool is changed).
    ///
    /// - Complexity: O(1) amortized.
    mutating func keep(_ view: Base, for key: Key) {
        if let position = position(of: key) {
            if queuesUnregisteredViews || entries[position].viewClass != nil { entries[position].queue.append(view) }
        } else if queuesUnregisteredViews {
            positions[key] = entries.count
            entries.append(Entry(viewClass: nil, queue: [view]))
        }
    }

    /// Where `key`'s entry is, through ``lastFound`` when it is the same key.
    ///
    /// - Complexity: O(1).
    private mutating func position(of key: Key) -> Int? {
        if let lastFound, lastFound.key == key { return lastFound.position }
        guard let position = positions[key] else { return nil }
        lastFound = (key, position)
        return position
    }

    /// The number of views waiting in `key`'s queue.
    func queuedCount(for key: Key) -> Int {
        positions[key].map { entries[$0].queue.count } ?? 0
    }

    /// The number of views made for `key` since the pool began, for inspection.
    func createdCount(for key: Key) -> Int {
        positions[key].map { entries[$0].created } ?? 0
    }
}
