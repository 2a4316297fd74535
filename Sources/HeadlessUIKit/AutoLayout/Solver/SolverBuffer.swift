import Foundation

/// A growable array of plain values in raw memory from `malloc`, for the solver's per-symbol and
/// per-row tables, which every operation reads and writes many times: an element is read or
/// written through a pointer, with none of `Array`'s uniqueness check on each write (the tables
/// are stored properties of a struct, so the compiler cannot prove them unique) and no bounds
/// check in release builds (the indices are the solver's own symbol and row numbers; debug
/// builds assert them).
///
/// A buffer has one owner, which calls ``release()`` once (``SolverCore/releaseStorage()``):
/// copies share the memory. Growth is by `realloc`, so `Element` must be bitwise copyable. A
/// buffer may start in memory it does not own (``init(borrowing:capacity:)``, a block of the
/// solver's arena): it then moves to memory of its own when it grows, and never frees the block.
struct SolverBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int
    /// Whether `base` came from this buffer's own `malloc` (and is freed by ``release()``).
    private var owned = true

    /// An empty buffer with room for `capacity` elements (none allocated while it is 0). O(1).
    init(capacity: Int = 0) {
        self.capacity = capacity
        base = capacity == 0
            ? UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
            : malloc(capacity * MemoryLayout<Element>.stride)!.bindMemory(to: Element.self, capacity: capacity)
    }

    /// An empty buffer in `capacity` elements' room at `block`, which it does not own (it
    /// stays valid as long as the buffer's owner). O(1).
    init(borrowing block: UnsafeMutablePointer<Element>, capacity: Int) {
        self.capacity = capacity
        base = block
        owned = false
    }

    /// Element `i` (`0 <= i < count`). O(1).
    @inline(__always) subscript(i: Int) -> Element {
        unsafeAddress {
            assert(i >= 0 && i < count, "solver table index out of range")
            return UnsafePointer(base + i)
        }
        nonmutating unsafeMutableAddress {
            assert(i >= 0 && i < count, "solver table index out of range")
            return base + i
        }
    }

    @inline(__always) var isEmpty: Bool { count == 0 }
    @inline(__always) var indices: Range<Int> { 0..<count }

    /// The elements as a buffer pointer, valid until the buffer next grows. O(1).
    @inline(__always) var elements: UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// Appends `element`. Amortised O(1).
    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `n` copies of `element`. O(n).
    mutating func append(repeating element: Element, count n: Int) {
        if capacity - count < n { grow(toHold: count + n) }
        (base + count).initialize(repeating: element, count: n)
        count += n
    }

    /// Appends `n` elements whose bytes are all zero (0.0 for `Double`, 0 for integers). O(n),
    /// by `memset` in blocks of at most 2 KB: past that size glibc's `memset` switches to
    /// `rep stosb`, which is as fast on the machine but counts as one instruction per byte in
    /// callgrind's instruction counts (Benchmarks/count-instructions.sh).
    mutating func appendZeros(count n: Int) {
        if capacity - count < n { grow(toHold: count + n) }
        var block = UnsafeMutableRawPointer(base + count)
        var bytes = n * MemoryLayout<Element>.stride
        while bytes > 0 {
            let size = Swift.min(bytes, 2048)
            memset(block, 0, size)
            block += size
            bytes -= size
        }
        count += n
    }

    /// Makes room for `n` elements in all. Amortised O(1) per element.
    mutating func reserveCapacity(_ n: Int) {
        if capacity < n { grow(toHold: n) }
    }

    /// Empties the buffer, keeping its memory. O(1).
    @inline(__always) mutating func removeAllKeepingCapacity() { count = 0 }

    /// Removes the last `n` elements. O(1).
    @inline(__always) mutating func removeLast(_ n: Int) {
        assert(n <= count, "removing more than the solver table holds")
        count -= n
    }

    /// Removes and returns the last element. O(1).
    @discardableResult @inline(__always) mutating func removeLast() -> Element {
        assert(count > 0, "removing from an empty solver table")
        count -= 1
        return base[count]
    }

    /// Removes and returns the last element, or nil when empty. O(1).
    @inline(__always) mutating func popLast() -> Element? {
        isEmpty ? nil : removeLast()
    }

    /// Removes element `i`, moving the later ones down. O(count - i).
    @discardableResult mutating func remove(at i: Int) -> Element {
        assert(i >= 0 && i < count, "solver table index out of range")
        let element = base[i]
        (base + i).update(from: base + i + 1, count: count - i - 1)
        count -= 1
        return element
    }

    /// Inserts `element` at `i`, moving the later ones up. O(count - i).
    mutating func insert(_ element: Element, at i: Int) {
        assert(i >= 0 && i <= count, "solver table index out of range")
        if count == capacity { grow(toHold: count + 1) }
        (base + i + 1).moveInitialize(from: base + i, count: count - i)
        (base + i).initialize(to: element)
        count += 1
    }

    /// Replaces the elements in `range` with those of `other`, moving the later ones. O(count).
    mutating func replaceSubrange(_ range: Range<Int>, with other: SolverBuffer<Element>) {
        assert(range.lowerBound >= 0 && range.upperBound <= count, "solver table range out of range")
        let newCount = count - range.count + other.count
        if newCount > capacity { grow(toHold: newCount) }
        (base + range.lowerBound + other.count).moveInitialize(from: base + range.upperBound, count: count - range.upperBound)
        (base + range.lowerBound).update(from: other.base, count: other.count)
        count = newCount
    }

    /// Empties the buffer and makes room for `n` elements, dropping the contents (no copy). O(1).
    /// Inlined, the new block out of line (a buffer usually has the room already).
    @inline(__always) mutating func removeAll(reservingCapacity n: Int) {
        count = 0
        if capacity < n { replaceBlock(capacity: n) }
    }

    /// `removeAll(reservingCapacity:)`'s new block of `n` elements, the old one released. O(1).
    @inline(never) mutating func replaceBlock(capacity n: Int) {
        release()
        base = malloc(n * MemoryLayout<Element>.stride)!.bindMemory(to: Element.self, capacity: n)
        capacity = n
        owned = true
    }

    /// Appends elements written by `body` straight into the room after the last one: `body` gets
    /// the first free place (room for at least `n` elements) and returns how many it initialized,
    /// at most `n`. O(n).
    @inline(__always) mutating func appendUninitialized(upTo n: Int, _ body: (UnsafeMutablePointer<Element>) -> Int) {
        if capacity - count < n { grow(toHold: count + n) }
        let written = body(base + count)
        assert(written >= 0 && written <= n, "wrote past the room of a solver table")
        count += written
    }

    /// Calls `body` with the elements as a buffer pointer. O(1) besides `body`.
    @inline(__always) func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Calls `body` with the elements as a mutable buffer pointer. O(1) besides `body`.
    @inline(__always) func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }

    /// Frees the memory; the buffer must not be used afterwards. O(1).
    func release() {
        if capacity > 0 && owned { free(base) }
    }

    /// Grows the block (at least doubling) to hold `n` elements. Amortised O(1) per element.
    @inline(never) mutating func grow(toHold n: Int) {
        var newCapacity = Swift.max(capacity * 2, 16)
        while newCapacity < n { newCapacity *= 2 }
        let bytes = newCapacity * MemoryLayout<Element>.stride
        if capacity == 0 {
            base = malloc(bytes)!.bindMemory(to: Element.self, capacity: newCapacity)
        } else if owned {
            base = realloc(base, bytes)!.bindMemory(to: Element.self, capacity: newCapacity)
        } else {
            let block = malloc(bytes)!.bindMemory(to: Element.self, capacity: newCapacity)
            block.initialize(from: base, count: count)
            base = block
        }
        capacity = newCapacity
        owned = true
    }
}

/// Iteration, `firstIndex(of:)` and `swapAt` as an array's. A loop over a buffer reads its memory
/// as it goes (an array's loop reads a snapshot), so a loop's body must not grow the buffer.
extension SolverBuffer: RandomAccessCollection, MutableCollection {
    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { count }
}
