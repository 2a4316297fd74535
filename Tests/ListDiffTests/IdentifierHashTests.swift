import CellKitTestSupport
import Foundation
@testable import ListDiff
import Testing

/// An element keyed by an identifier of any type, updated when `content` differs.
struct Keyed<ID: Hashable & Sendable>: Differentiable, Sendable {
    var id: ID
    var content: Int
    var differenceIdentifier: ID { id }
    func isContentEqual(to source: Keyed) -> Bool { content == source.content }
}

/// An identifier the diff hashes with `Hasher`: not one of the types it hashes from their bytes.
struct Wrapped<Value: Hashable & Sendable>: Hashable, Sendable {
    var value: Value
}

/// An identifier whose values all hash alike.
struct Colliding: Hashable, Sendable {
    var value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// An element keyed by an `Int` that gives the diff words to hash it from
/// (`differenceIdentifierHashWords`): its bytes mixed with a constant, or, when `Mode` collides,
/// the same words for every identifier.
struct Worded<Mode: WordsMode>: Differentiable, Sendable {
    var id: Int
    var content: Int
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: Worded) -> Bool { content == source.content }
    static func differenceIdentifierHashWords(_ identifier: Int) -> (low: UInt64, high: UInt64)? {
        Mode.collides ? (0, 0) : (UInt64(bitPattern: Int64(identifier)), 0x5151)
    }
}

/// ``Worded``, giving the identity table its words in bulk (`_givesIdentifierHashWordsInBulk`),
/// the same words; a bulk answer stops before an identifier divisible by 7 (after the first),
/// so that the table takes the rest of its batch one by one.
struct BulkWorded<Mode: WordsMode>: Differentiable, Sendable {
    var id: Int
    var content: Int
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: BulkWorded) -> Bool { content == source.content }
    static func differenceIdentifierHashWords(_ identifier: Int) -> (low: UInt64, high: UInt64)? {
        Worded<Mode>.differenceIdentifierHashWords(identifier)
    }
    static var _givesIdentifierHashWordsInBulk: Bool { true }
    static func _differenceIdentifierHashWords(
        of identifiers: UnsafeBufferPointer<Int>, into words: UnsafeMutablePointer<(low: UInt64, high: UInt64)>
    ) -> Int {
        var written = 0
        for identifier in identifiers {
            if written > 0 && identifier % 7 == 0 { break }
            words[written] = differenceIdentifierHashWords(identifier)!
            written += 1
        }
        return written
    }
}

/// Whether ``Worded``'s words collide.
protocol WordsMode: Sendable { static var collides: Bool { get } }
enum DistinctWords: WordsMode { static var collides: Bool { false } }
enum CollidingWords: WordsMode { static var collides: Bool { true } }

/// The `UUID` whose bytes are those of `first` and then those of `second`.
func uuid(_ first: UInt64, _ second: UInt64) -> UUID {
    withUnsafeBytes(of: (first, second)) { bytes in
        UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}

/// A `UUID` from an `Int`; UUIDs made from values that agree but in their two lowest bits share
/// their first eight bytes, so that the second eight must tell them apart.
func uuid(_ value: Int) -> UUID {
    uuid(UInt64(bitPattern: Int64(value >> 2)), UInt64(bitPattern: Int64(value)) &* 0x9E37_79B9_7F4A_7C15)
}

/// Each stage's changes and data, the data's identifiers written with `key`: equal for two
/// diffs exactly when they give the same changes and the same values.
func stageSummaries<ID>(_ staged: StagedChangeset<SingleSection, Keyed<ID>>, key: (ID) -> Int) -> [String] {
    stageSummaries(staged) { "\(key($0.id))'\($0.content)" }
}

/// Each stage's changes and data, the data's elements written with `describe`.
func stageSummaries<Element>(_ staged: StagedChangeset<SingleSection, Element>, describe: (Element) -> String) -> [String] {
    staged.map { stage in
        let data = stage.data.map { $0.elements.map(describe) }
        return "\(stage.elementDeleted) \(stage.elementInserted) \(stage.elementMoved) \(stage.elementUpdated) \(data)"
    }
}

@Suite("Identifiers hashed from their bytes")
struct IdentifierHashTests {
    /// A flat source of `elements` identifiers (drawn from a small pool in half of the cases, so
    /// that they repeat next to the changes) and a target made from it by the benchmarks'
    /// scattered edits, as (identifier, content) pairs.
    func scatteredCase(seed: UInt64, elements: ClosedRange<Int>) -> (source: [(Int, Int)], target: [(Int, Int)]) {
        var rng = SeededGenerator(seed: seed)
        let pool = rng.chance(0.5) ? rng.int(3...40) : 0
        var fresh = 0
        func element() -> (Int, Int) {
            fresh += 1
            return (pool > 0 && rng.chance(0.3) ? rng.int(0..<pool) : 1_000 + fresh, rng.int(0...1))
        }
        let source = (0..<rng.int(elements)).map { _ in element() }
        var target = source
        var moving: [(Int, Int)] = []
        for _ in 0..<(target.count / 5) where !target.isEmpty { target.remove(at: rng.int(0..<target.count)) }
        for _ in 0..<(target.count / 25) where !target.isEmpty { moving.append(target.remove(at: rng.int(0..<target.count))) }
        moving += (0..<(target.count / 5)).map { _ in element() }
        for item in moving { target.insert(item, at: rng.int(0...target.count)) }
        for index in target.indices where rng.chance(0.05) { target[index].1 += 1 }
        return (source, target)
    }

    /// The diff of the case with identifiers made by `make`, summarized with `key`.
    func summaries<ID: Hashable & Sendable>(
        _ diffCase: (source: [(Int, Int)], target: [(Int, Int)]), _ make: (Int) -> ID, key: (ID) -> Int
    ) -> [String] {
        let source = diffCase.source.map { Keyed(id: make($0.0), content: $0.1) }
        let target = diffCase.target.map { Keyed(id: make($0.0), content: $0.1) }
        return stageSummaries(StagedChangeset(source: source, target: target), key: key)
    }

    /// Diffs each seed's case with `UUID` and `Int` identifiers (hashed from their bytes) and
    /// the same identifiers wrapped (hashed with `Hasher`): the changesets must be the same.
    func checkSameChanges(seeds: Range<UInt64>, elements: ClosedRange<Int>) {
        let uuids = Dictionary(uniqueKeysWithValues: (0..<40_000).map { (uuid($0), $0) })
        for seed in seeds {
            let diffCase = scatteredCase(seed: seed, elements: elements)
            let byInt = summaries(diffCase, { $0 }, key: { $0 })
            #expect(byInt == summaries(diffCase, { Wrapped(value: $0) }, key: { $0.value }), "seed \(seed), Int")
            let byUUID = summaries(diffCase, uuid, key: { uuids[$0]! })
            #expect(byUUID == byInt, "seed \(seed), UUID")
            #expect(
                byUUID == summaries(diffCase, { Wrapped(value: uuid($0)) }, key: { uuids[$0.value]! }),
                "seed \(seed), wrapped UUID")
        }
    }

    @Test("UUID and Int identifiers, hashed from their bytes, give the changes that Hasher's hash gives")
    func sameChangesAsHasher() {
        checkSameChanges(seeds: 50_000..<50_150, elements: 0...400)
    }

    @Test("the same in a table larger than the caches (lookups hashed in batches)")
    func sameChangesAsHasherInALargeTable() {
        checkSameChanges(seeds: 50_150..<50_152, elements: 24_000...26_000)
    }

    @Test("identifiers whose every hash collides still give the same changes")
    func collidingIdentifiers() {
        for seed in UInt64(50_200)..<50_210 {
            let diffCase = scatteredCase(seed: seed, elements: 0...600)
            #expect(
                summaries(diffCase, { Colliding(value: $0) }, key: { $0.value }) == summaries(diffCase, { $0 }, key: { $0 }),
                "seed \(seed)")
        }
    }

    @Test("identifiers hashed from the words their element type gives, colliding or not, give the changes that Hasher's hash gives")
    func elementGivenWords() {
        func summaries<Mode: WordsMode>(_ diffCase: (source: [(Int, Int)], target: [(Int, Int)]), _: Mode.Type) -> [String] {
            let source = diffCase.source.map { Worded<Mode>(id: $0.0, content: $0.1) }
            let target = diffCase.target.map { Worded<Mode>(id: $0.0, content: $0.1) }
            return stageSummaries(StagedChangeset(source: source, target: target)) { "\($0.id)'\($0.content)" }
        }
        for seed in UInt64(50_300)..<50_340 {
            let diffCase = scatteredCase(seed: seed, elements: seed < 50_302 ? 24_000...26_000 : 0...400)
            let byHasher = self.summaries(diffCase, { Wrapped(value: $0) }, key: { $0.value })
            #expect(summaries(diffCase, DistinctWords.self) == byHasher, "seed \(seed)")
            if seed < 50_310 { #expect(summaries(diffCase, CollidingWords.self) == byHasher, "seed \(seed), colliding") }
        }
    }

    @Test("words given in bulk, colliding or not, give the changes that Hasher's hash gives")
    func elementGivenWordsInBulk() {
        func summaries<Mode: WordsMode>(_ diffCase: (source: [(Int, Int)], target: [(Int, Int)]), _: Mode.Type) -> [String] {
            let source = diffCase.source.map { BulkWorded<Mode>(id: $0.0, content: $0.1) }
            let target = diffCase.target.map { BulkWorded<Mode>(id: $0.0, content: $0.1) }
            return stageSummaries(StagedChangeset(source: source, target: target)) { "\($0.id)'\($0.content)" }
        }
        for seed in UInt64(50_400)..<50_440 {
            let diffCase = scatteredCase(seed: seed, elements: seed < 50_402 ? 24_000...26_000 : 0...400)
            let byHasher = self.summaries(diffCase, { Wrapped(value: $0) }, key: { $0.value })
            #expect(summaries(diffCase, DistinctWords.self) == byHasher, "seed \(seed)")
            if seed < 50_410 { #expect(summaries(diffCase, CollidingWords.self) == byHasher, "seed \(seed), colliding") }
        }
        // The table files each entry under the hash a lookup computes one by one.
        let table = IdentityTable<BulkWorded<DistinctWords>>(count: 1_000)
        for id in 0..<1_000 { table.append(id) }
        table.build()
        #expect(table.hashesWords)
        for id in (0..<1_000).reversed() { #expect(table.take(id, hash: table.hash(id)) == id) }
    }

    @Test("a table hashing its element type's words keeps them unless they collide")
    func wordsKeptUnlessColliding() {
        let distinct = IdentityTable<Worded<DistinctWords>>(count: 1_000)
        let colliding = IdentityTable<Worded<CollidingWords>>(count: 1_000)
        for id in 0..<1_000 {
            distinct.append(id)
            colliding.append(id)
        }
        distinct.build()
        colliding.build()
        #expect(distinct.hashesWords)
        #expect(!colliding.hashesWords)
        for id in 0..<1_000 {
            #expect(distinct.take(id, hash: distinct.hash(id)) == id)
            #expect(colliding.take(id, hash: colliding.hash(id)) == id)
        }
    }

    @Test("UUID and the 64-bit integers are hashed from their bytes, other types with Hasher")
    func bitPatternTypes() {
        #expect(identifierBitPatternWidth(UUID.self) == 16)
        #expect(identifierBitPatternWidth(Int.self) == 8)
        #expect(identifierBitPatternWidth(UInt64.self) == 8)
        #expect(identifierBitPatternWidth(Int32.self) == 0)
        #expect(identifierBitPatternWidth(String.self) == 0)
        #expect(identifierBitPatternWidth(Double.self) == 0)
        #expect(identifierBitPatternWidth(Wrapped<Int>.self) == 0)
    }

    @Test("a table whose byte hashes collide is built again with Hasher and hands out the same entries")
    func collidingSeedsFallBackToHasher() {
        // With both seeds 0, every UUID whose first eight bytes are zero hashes to 0.
        let values = (0..<3_000).map { UInt64($0 % 1_000) }
        let identifiers = values.map { uuid(0, $0) }
        let table = IdentityTable<Keyed<UUID>>(count: identifiers.count, seeds: BitPatternHashSeeds(low: 0, high: 0))
        #expect(table.bitPatternWidth == 16)
        for identifier in identifiers { table.append(identifier) }
        table.build()
        #expect(table.bitPatternWidth == 0)
        // Each identifier occurs three times; the k-th take of it gets its k-th occurrence.
        for round in 0..<3 {
            for value in 0..<1_000 {
                let identifier = identifiers[value]
                #expect(table.take(identifier, hash: table.hash(identifier)) == round * 1_000 + value)
            }
        }
        #expect(table.take(identifiers[0], hash: table.hash(identifiers[0])) == -1)
    }

    @Test("a table whose byte hashes do not collide keeps hashing bytes")
    func distinctUUIDsKeepTheByteHash() {
        let identifiers = (0..<3_000).map(uuid)
        let table = IdentityTable<Keyed<UUID>>(count: identifiers.count)
        for identifier in identifiers { table.append(identifier) }
        table.build()
        #expect(table.bitPatternWidth == 16)
        for (entry, identifier) in identifiers.enumerated() {
            #expect(table.take(identifier, hash: table.hash(identifier)) == entry)
        }
    }
}
