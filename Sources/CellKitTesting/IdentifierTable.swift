/// Tells whether a fixture's entries share an identifier, as they are added: an open-addressing
/// table of entry indices, sized once for all of them, keyed by a multiply-xor hash of each
/// identifier's UTF-8 bytes read a word at a time (a `Set<String>` hashed each identifier with
/// SipHash and grew as it filled). A probe compares the identifier with an earlier one only
/// when 32 more bits of their hashes, kept in the slot, match.
///
/// For ASCII identifiers only: `String` equality is canonical equivalence, which equal bytes
/// capture for ASCII text but not for other text (`"\u{212A}"`, the Kelvin sign, equals `"K"`).
/// Once an identifier has another byte (or is not stored contiguously), the table stops and
/// ``hasRepeats`` is nil, for the caller to check another way.
struct IdentifierTable {
    /// Each slot holds an entry's index + 1 in its low 32 bits (0 when empty) and 32 bits of the
    /// identifier's hash, its tag, in the high ones.
    private var slots: [UInt64]
    /// How far a hash is shifted right to give a slot: its top bits pick the slot.
    private let shift: Int
    /// Whether an identifier that was not ASCII came, so that the table cannot tell.
    private var stopped = false
    /// Whether two identifiers added are equal.
    private var found = false

    /// A table for up to `capacity` entries, at most half full.
    ///
    /// - Complexity: O(*n*) in `capacity`: one allocation, 16 bytes per entry at most.
    init(capacity: Int) {
        // 2^32 entries would take hundreds of gigabytes: indices fit in 32 bits.
        precondition(capacity < Int(UInt32.max), "too many entries to index in 32 bits")
        let bits = Int.bitWidth - (2 * max(capacity, 1) - 1).leadingZeroBitCount
        slots = [UInt64](repeating: 0, count: 1 << bits)
        shift = UInt64.bitWidth - bits
    }

    /// Whether two of the identifiers added are equal; nil when one of them was not ASCII.
    var hasRepeats: Bool? { stopped ? nil : found }

    /// Adds `identifier`, that of entry `index`, the entries before it (`entries`, which may
    /// end there) having been added.
    ///
    /// - Complexity: O(*m*) expected in the identifier's length.
    mutating func add(_ identifier: String, at index: Int, of entries: [AccessibilityFixture.Entry]) {
        guard !stopped, !found else { return }
        guard let hash = Self.hash(identifier) else {
            stopped = true
            return
        }
        let tag = hash << 32
        let mask = slots.count - 1
        slots.withUnsafeMutableBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: hash >> shift)
            while slots[slot] != 0 {
                let held = slots[slot]
                if held & ~0xFFFF_FFFF == tag,
                   entries[Int(truncatingIfNeeded: held & 0xFFFF_FFFF) &- 1].identifier == identifier {
                    found = true
                    return
                }
                slot = (slot &+ 1) & mask
            }
            slots[slot] = tag | UInt64(truncatingIfNeeded: index &+ 1)
        }
    }

    /// A hash of `text`'s UTF-8 bytes, mixed so that its high bits (the slot) and its low bits
    /// (the tag) both depend on every byte; nil when `text` is not ASCII or not contiguous.
    ///
    /// - Complexity: O(*m*) in the text's length.
    @inline(__always)
    static func hash(_ text: String) -> UInt64? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            let bytes = UnsafeRawBufferPointer(bytes)
            let count = bytes.count
            var hash = UInt64(truncatingIfNeeded: count) &* multiplier
            var seen: UInt64 = 0  // every word or-ed: a byte ≥ 0x80 sets one of its high bits
            var offset = 0
            while offset &+ 8 <= count {
                let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                seen |= word
                hash = mix(hash, word)
                offset &+= 8
            }
            if offset < count {
                // The last 8 bytes when there are as many (overlapping a word already mixed),
                // else the bytes one by one.
                var word: UInt64 = 0
                if count >= 8 {
                    word = bytes.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                } else {
                    for byte in bytes { word = word << 8 | UInt64(byte) }
                }
                seen |= word
                hash = mix(hash, word)
            }
            guard seen & 0x8080_8080_8080_8080 == 0 else { return nil }
            hash ^= hash >> 32
            hash &*= multiplier
            return hash ^ hash >> 29
        } ?? nil
    }

    /// An odd 64-bit constant with well-spread bits (2^64 divided by the golden ratio).
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* multiplier
        return product ^ product >> 29
    }
}
