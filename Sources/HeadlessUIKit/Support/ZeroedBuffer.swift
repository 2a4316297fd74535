import Foundation

/// A fixed-size array of numbers that starts as all zeros without writing them: a large buffer
/// is mapped straight from the system (`mmap`), whose pages are zeroed when first touched, and
/// a small one comes from `calloc`. So a million-row index costs nothing until rows are
/// measured, and then only the pages the measured rows' tree nodes live on. (`calloc` alone is
/// not enough: once the allocator has recycled large blocks it hands them out again and clears
/// them by writing.) Copy-on-write, like `Array`.
struct ZeroedBuffer<Element: BitwiseCopyable & Equatable>: @unchecked Sendable, Equatable {
    /// The memory, owned by the class so that copies share it until one of them writes.
    private final class Storage {
        let base: UnsafeMutablePointer<Element>
        let count: Int
        /// The bytes mapped, or nil when the buffer came from `calloc`.
        private let mappedBytes: Int?

        /// Buffers from this size up are mapped: below it, clearing costs less than mapping.
        private static var mappingThreshold: Int { 256 * 1024 }

        init(zeros count: Int) {
            let bytes = max(count, 1) * MemoryLayout<Element>.stride
            var raw: UnsafeMutableRawPointer?
            if bytes >= Self.mappingThreshold {
                let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                if let mapped, mapped != MAP_FAILED { raw = mapped }
            }
            mappedBytes = raw == nil ? nil : bytes
            if raw == nil { raw = calloc(max(count, 1), MemoryLayout<Element>.stride) }
            guard let raw else { fatalError("out of memory allocating \(count) elements") }
            base = raw.bindMemory(to: Element.self, capacity: max(count, 1))
            self.count = count
        }

        func copy() -> Storage {
            let copy = Storage(zeros: count)
            copy.base.update(from: base, count: count)
            return copy
        }

        deinit {
            if let mappedBytes { munmap(base, mappedBytes) } else { free(base) }
        }
    }

    private var storage: Storage?

    /// No elements.
    init() {}

    /// `count` zeros.
    ///
    /// - Complexity: O(1) time; the pages are zeroed by the system as they are touched.
    init(zeros count: Int) {
        storage = Storage(zeros: count)
    }

    var count: Int { storage?.count ?? 0 }
    var isEmpty: Bool { count == 0 }

    /// - Complexity: O(1); a write copies the buffer first if another copy shares it.
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index \(index) outside 0..<\(count)")
            return storage.unsafelyUnwrapped.base[index]
        }
        set {
            precondition(index >= 0 && index < count, "index \(index) outside 0..<\(count)")
            makeUnique()
            storage.unsafelyUnwrapped.base[index] = newValue
        }
    }

    /// Runs `body` on the elements, writable, after making this copy the only owner.
    mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        guard storage != nil else { return try body(UnsafeMutableBufferPointer(start: nil, count: 0)) }
        makeUnique()
        return try body(UnsafeMutableBufferPointer(start: self.storage.unsafelyUnwrapped.base, count: count))
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage?.copy() }
    }

    /// Equal counts and equal elements.
    ///
    /// - Complexity: O(*n*).
    static func == (lhs: ZeroedBuffer, rhs: ZeroedBuffer) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.storage === rhs.storage { return true }
        for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
        return true
    }
}
