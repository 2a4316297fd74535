/// A hash table from identifier to the occurrences of that identifier among the source's
/// entries, handing them out in order: the first ``take(_:hash:)`` of an identifier gets its
/// first occurrence, the next one the second, and so on.
///
/// Entries are numbered `0..<count` in source order. The table is open addressing with linear
/// probing over one flat array of 64-bit buckets, each holding the number of an entry (the
/// first occurrence not yet handed out, or the last one when all are) and a tag of the
/// identifier's hash, so that a probe usually touches one bucket and compares identifiers only
/// when the tags agree. Later occurrences of an identifier are chained through ``next``.
///
/// Storage is allocated up front (``next`` at the first repeated identifier), nothing per
/// entry; ``releaseLookups()`` frees all but the flags once matching is done.
///
/// Identifiers are hashed with the standard library's `Hasher`, except those the element type
/// gives two words for (``Differentiable/differenceIdentifierHashWords(_:)``) and those whose
/// equality is the equality of their bytes (``bitPatternWidth``), which are hashed from those
/// words or bytes with a multiplication, about 15 instructions instead of about 200. That hash
/// is seeded per process like `Hasher`; should it still collide (the build probing more than a
/// table of random hashes ever does), the table is built again with `Hasher`. An element type
/// may give the words of a batch of identifiers in one call
/// (``Differentiable/_differenceIdentifierHashWords(of:into:)``), the same words it gives one by one.
@usableFromInline
internal final class IdentityTable<Element: Differentiable> {
    @usableFromInline typealias ID = Element.DifferenceIdentifier

    /// The number of entries.
    @usableFromInline let count: Int
    /// How many of ``identifiers`` are initialized.
    @usableFromInline var appended = 0
    /// The identifier of each entry.
    @usableFromInline let identifiers: UnsafeMutablePointer<ID>
    /// The next entry with the same identifier, or -1; allocated when an identifier repeats
    /// (`nil`: none does).
    @usableFromInline var next: UnsafeMutablePointer<Int>?
    /// Per entry: ``takenFlag`` once handed out, ``laterFlag`` when it is not the first
    /// occurrence of its identifier.
    @usableFromInline let flags: UnsafeMutablePointer<UInt8>
    @usableFromInline let buckets: UnsafeMutablePointer<UInt64>
    @usableFromInline let bucketMask: Int
    /// A hasher with the process's seed and nothing combined yet: each ``hash(_:)`` starts
    /// from a copy of it instead of seeding a new one.
    @usableFromInline let seededHasher = Hasher()
    /// 8 or 16 when ``hash(_:)`` hashes an identifier's bytes (see
    /// ``identifierBitPatternWidth(_:)``), 0 when it uses ``seededHasher``.
    @usableFromInline var bitPatternWidth: Int
    /// Whether ``hash(_:)`` hashes the words the element type gives for an identifier, when it
    /// gives some (false once the table falls back to `Hasher`).
    @usableFromInline var hashesWords = true
    /// The seeds of the hash of an identifier's bytes.
    @usableFromInline let seeds: BitPatternHashSeeds

    @usableFromInline static var takenFlag: UInt8 { 1 }
    @usableFromInline static var laterFlag: UInt8 { 2 }
    /// A bucket holds `entry + 1` in its low 40 bits (0: empty) and the top 24 bits of the
    /// identifier's hash above them.
    @usableFromInline static var entryMask: UInt64 { (1 << 40) - 1 }
    @usableFromInline static var tagMask: UInt64 { ~entryMask }

    /// A table for `count` entries, to be filled with ``append(_:)`` and then ``build()``.
    ///
    /// - Parameter seeds: The seeds of the hash of identifiers' bytes (tests pass ones that
    ///   make identifiers collide).
    @inlinable
    init(count: Int, seeds: BitPatternHashSeeds = .process) {
        self.count = count
        self.seeds = seeds
        bitPatternWidth = identifierBitPatternWidth(ID.self)
        var bucketCount = 8
        // Load factor at most 2/3.
        while bucketCount < count + count / 2 + 1 { bucketCount &*= 2 }
        bucketMask = bucketCount - 1
        identifiers = .allocate(capacity: count)
        flags = .allocate(capacity: count)
        flags.initialize(repeating: 0, count: count)
        buckets = .allocate(capacity: bucketCount)
        buckets.initialize(repeating: 0, count: bucketCount)
    }

    /// Whether ``releaseLookups()`` has freed the lookup storage.
    @usableFromInline var isReleased = false

    deinit {
        releaseLookups()
        flags.deallocate()
    }

    /// Frees the identifiers, the buckets and the chains, keeping only what ``isTaken(_:)``
    /// reads: no lookup may follow.
    ///
    /// - Complexity: O(*n*) for identifiers that need deinitializing, else O(1).
    @inlinable
    func releaseLookups() {
        guard !isReleased else { return }
        isReleased = true
        identifiers.deinitialize(count: appended)
        identifiers.deallocate()
        next?.deallocate()
        buckets.deallocate()
    }

    /// Adds the identifier of the next entry, in source order.
    @inlinable
    func append(_ identifier: ID) {
        (identifiers + appended).initialize(to: identifier)
        appended &+= 1
    }

    /// The hash of `identifier` that the table files it under.
    @inlinable
    func hash(_ identifier: ID) -> UInt64 {
        if hashesWords, let words = Element.differenceIdentifierHashWords(identifier) {
            return seeds.hash(words.low, words.high)
        }
        if bitPatternWidth != 0 {
            let words = bitPatternWords(of: identifier, width: bitPatternWidth)
            return seeds.hash(words.low, words.high)
        }
        var hasher = seededHasher
        identifier.hash(into: &hasher)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// Indexes the appended entries.
    ///
    /// Entries go in from last to first, so that each identifier's bucket ends at its first
    /// occurrence and ``next`` chains the later ones in order. They go in batches: the hashes
    /// of a batch first, then (in a table larger than the caches, see ``fitsInCache``) a pass
    /// that loads the batch's buckets, whose cache misses the processor can then wait for
    /// together rather than one by one, then the insertions.
    ///
    /// Should the hash of identifiers' words or bytes collide, so that the insertions probe more
    /// than ``probeBudget`` buckets past their own, the table starts again with `Hasher`.
    ///
    /// - Complexity: O(*n*) expected.
    @inlinable
    func build() {
        if bitPatternWidth != 0 || hashesWords {
            if insertAll(probeBudget: probeBudget) { return }
            bitPatternWidth = 0
            hashesWords = false
            buckets.update(repeating: 0, count: bucketMask + 1)
            flags.update(repeating: 0, count: count)
            next?.deallocate()
            next = nil
        }
        _ = insertAll(probeBudget: .max)
    }

    /// How many buckets past their own the insertions of ``build()`` may probe before the
    /// hash of identifiers' bytes is given up: four per entry, where random hashes in a table
    /// filled to at most 2/3 take one on average, so that only colliding hashes reach it.
    @inlinable
    var probeBudget: Int { 4 * count + 1_024 }

    /// Inserts the appended entries, last to first, in batches (see ``build()``); false, with
    /// the table half built, once they have probed more than `probeBudget` buckets past their
    /// own.
    @inlinable
    func insertAll(probeBudget: Int) -> Bool {
        let batchSize = 32
        let prefetches = !fitsInCache
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: batchSize) { hashes in
            var touched: UInt64 = 0
            var probes = 0
            defer { sink = touched }
            var end = appended
            while end > 0 {
                let begin = Swift.max(0, end - batchSize)
                var first = begin
                if Element._givesIdentifierHashWordsInBulk && hashesWords {
                    first += bulkHashes(begin..<end, into: hashes)
                }
                for entry in first..<end {
                    hashes[entry - begin] = hash(identifiers[entry])
                }
                if prefetches {
                    for offset in 0..<(end - begin) {
                        touched |= buckets[Int(truncatingIfNeeded: hashes[offset]) & bucketMask]
                    }
                }
                var entry = end - 1
                while entry >= begin {
                    probes &+= insert(entry, hash: hashes[entry - begin])
                    entry -= 1
                }
                if probes > probeBudget { return false }
                end = begin
            }
            return true
        }
    }

    /// For an element type that gives identifiers' words in bulk
    /// (``Differentiable/_givesIdentifierHashWordsInBulk``): writes to `hashes` the hashes of
    /// the leading entries of `entries` whose words it gives (at most 32 entries), as
    /// ``hash(_:)`` would hash them, and returns how many.
    ///
    /// - Complexity: O(*k*) for the *k* entries hashed.
    @inlinable
    func bulkHashes(_ entries: Range<Int>, into hashes: UnsafeMutableBufferPointer<UInt64>) -> Int {
        withUnsafeTemporaryAllocation(of: (low: UInt64, high: UInt64).self, capacity: 32) { words in
            let given = Element._differenceIdentifierHashWords(
                of: UnsafeBufferPointer(start: identifiers + entries.lowerBound, count: Swift.min(entries.count, 32)),
                into: words.baseAddress!)
            for offset in 0..<given {
                hashes[offset] = seeds.hash(words[offset].low, words[offset].high)
            }
            return given
        }
    }

    /// Keeps the loads of ``build()``'s prefetching pass from being optimized away.
    @usableFromInline var sink: UInt64 = 0

    /// Files `entry` under `hash`; returns how many buckets past its own it probed.
    @inlinable
    func insert(_ entry: Int, hash: UInt64) -> Int {
        let tag = hash & Self.tagMask
        let home = Int(truncatingIfNeeded: hash) & bucketMask
        var bucket = home
        while true {
            let value = buckets[bucket]
            if value == 0 {
                buckets[bucket] = tag | UInt64(entry + 1)
                return (bucket &- home) & bucketMask
            }
            if value & Self.tagMask == tag {
                let later = Int(truncatingIfNeeded: value & Self.entryMask) - 1
                if identifiers[later] == identifiers[entry] {
                    if next == nil {
                        next = .allocate(capacity: count)
                        next!.initialize(repeating: -1, count: count)
                    }
                    next![entry] = later
                    flags[later] |= Self.laterFlag
                    buckets[bucket] = tag | UInt64(entry + 1)
                    return (bucket &- home) & bucketMask
                }
            }
            bucket = (bucket + 1) & bucketMask
        }
    }

    /// Whether the buckets fit in a processor's caches (at most 32,768 of them, 256 KB), where
    /// a lookup's loads are not worth overlapping with the next ones'.
    @inlinable
    var fitsInCache: Bool { bucketMask < 1 << 15 }

    /// Whether `entry` has been handed out.
    @inlinable
    func isTaken(_ entry: Int) -> Bool { flags[entry] & Self.takenFlag != 0 }

    /// Hands out `entry` without a lookup when it is what ``take(_:hash:)`` would return for
    /// its own identifier: not handed out yet and the first occurrence of its identifier.
    ///
    /// - Complexity: O(1).
    @inlinable
    func takeIfFirst(_ entry: Int) -> Bool {
        guard flags[entry] == 0 else { return false }
        flags[entry] = Self.takenFlag
        return true
    }

    /// Loads the buckets of `hashes` (values of ``hash(_:)``), so that the cache misses of
    /// the ``take(_:hash:)`` calls that follow are waited for together.
    @inlinable
    func prefetch(_ hashes: UnsafeMutableBufferPointer<UInt64>, count: Int) {
        var touched: UInt64 = 0
        for offset in 0..<count {
            touched |= buckets[Int(truncatingIfNeeded: hashes[offset]) & bucketMask]
        }
        sink |= touched
    }

    /// Hands out the first occurrence of `identifier` not handed out yet, or returns -1.
    ///
    /// - Parameter hash: `hash(identifier)`.
    /// - Complexity: O(1) expected, amortized over the occurrences of `identifier`.
    @inlinable
    func take(_ identifier: ID, hash: UInt64) -> Int {
        let tag = hash & Self.tagMask
        var bucket = Int(truncatingIfNeeded: hash) & bucketMask
        while true {
            let value = buckets[bucket]
            if value == 0 { return -1 }
            if value & Self.tagMask == tag {
                var entry = Int(truncatingIfNeeded: value & Self.entryMask) - 1
                if identifiers[entry] == identifier {
                    // Occurrences are handed out in order, so the taken ones come first.
                    while flags[entry] & Self.takenFlag != 0 {
                        let later = next?[entry] ?? -1
                        if later < 0 {
                            buckets[bucket] = tag | UInt64(entry + 1)
                            return -1
                        }
                        entry = later
                    }
                    flags[entry] |= Self.takenFlag
                    buckets[bucket] = tag | UInt64(entry + 1)
                    return entry
                }
            }
            bucket = (bucket + 1) & bucketMask
        }
    }
}
