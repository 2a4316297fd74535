import Foundation

/// The lengths along the scroll axis that a section's self-sizing items measured, by item.
///
/// Reading or writing an item's length is an index into a buffer of one slot per item (no
/// hashing: the self-sizing scroll asks about every item it shows, several times a pass). The
/// buffer is a ``ZeroedBuffer``, allocated at the first measurement and zeroed by the system
/// page by page as measurements touch it, so a section of a million items costs nothing until
/// it is measured and then only the pages around its measured items. A slot holds the bits of
/// its length inverted, so that the all-zero slot means "not measured" (it would be the
/// all-ones NaN, and a measured length is finite). The measured items are also listed, so that
/// the lengths can be walked, handed to the next layout pass, in O(*m*) for *m* of them.
struct MeasuredLengths {
    private var slots = ZeroedBuffer<UInt64>()
    /// The items measured, in the order of their first measurement.
    private(set) var items: [Int] = []

    /// No lengths.
    init() {}

    /// Whether no item is measured.
    var isEmpty: Bool { items.isEmpty }

    /// The length `item` measured; nil when it has not.
    ///
    /// - Complexity: O(1).
    subscript(item: Int) -> CGFloat? {
        guard item >= 0, item < slots.count else { return nil }
        let slot = slots[item]
        return slot == 0 ? nil : CGFloat(Double(bitPattern: ~slot))
    }

    /// Records that `item`, one of `itemCount`, measured `length` (finite). Returns whether
    /// the item was not measured before.
    ///
    /// - Complexity: O(1) amortized; the first measurement maps the buffer (see ``ZeroedBuffer``).
    @discardableResult
    mutating func set(_ length: CGFloat, ofItem item: Int, itemCount: Int) -> Bool {
        precondition(item >= 0 && item < itemCount, "item \(item) outside 0..<\(itemCount)")
        if slots.isEmpty { slots = ZeroedBuffer(zeros: itemCount) }
        let isNew = slots[item] == 0
        if isNew { items.append(item) }
        slots[item] = ~Double(length).bitPattern
        return isNew
    }

    /// The measured items with their lengths, in the order of their first measurement.
    ///
    /// - Complexity: O(*m*) to walk, for *m* measured items.
    var lengths: some Sequence<(item: Int, length: CGFloat)> {
        items.lazy.map { [slots] item in (item, CGFloat(Double(bitPattern: ~slots[item]))) }
    }
}
