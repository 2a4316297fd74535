import Foundation

/// Registrations and reuse queues for one family of reusable views (table cells, header/footer
/// views, collection cells, supplementary views), keyed by reuse identifier (and kind).
///
/// Each key has one LIFO queue. Registering a key again replaces its class and empties its queue,
/// so a view of the old class is never handed out; registering nil removes the key.
@MainActor
struct ReusePool<Key: Hashable, Base: ReusableView> {
    private var classes: [Key: Base.Type] = [:]
    private var queues: [Key: [Base]] = [:]
    /// Views created per key since the pool began, for inspection.
    private(set) var createdCounts: [Key: Int] = [:]

    /// - Complexity: O(1) amortized.
    mutating func register(_ viewClass: Base.Type?, for key: Key) {
        classes[key] = viewClass
        queues[key] = nil
    }

    /// - Complexity: O(1).
    func registeredClass(for key: Key) -> Base.Type? {
        classes[key]
    }

    /// The most recently enqueued view for `key` after its ``ReusableView/prepareForReuse()``,
    /// or a new view made by `make` from the registered class; nil when `key` is not registered
    /// and nothing is queued.
    ///
    /// - Complexity: O(1), plus the view's initializer when the queue is empty.
    mutating func dequeue(_ key: Key, make: (Base.Type) -> Base) -> Base? {
        if let view = queues[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = classes[key] else { return nil }
        createdCounts[key, default: 0] += 1
        return make(viewClass)
    }

    /// Takes `view` off screen and keeps it for the next dequeue of `key`.
    ///
    /// - Complexity: O(1) amortized.
    mutating func enqueue(_ view: Base, for key: Key) {
        view.removeFromSuperview()
        guard classes[key] != nil || queues[key] != nil else { return }
        queues[key, default: []].append(view)
    }

    /// The number of views waiting in `key`'s queue.
    func queuedCount(for key: Key) -> Int {
        queues[key]?.count ?? 0
    }

    /// The registered keys, in no particular order.
    var registeredKeys: Dictionary<Key, Base.Type>.Keys { classes.keys }
}
