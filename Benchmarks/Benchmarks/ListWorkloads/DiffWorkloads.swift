import Foundation
import ListDiff

extension UUID: @retroactive Differentiable {}

/// A small deterministic generator (SplitMix64), so every run diffs the same inputs.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64
    public init(state: UInt64) { self.state = state }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// How a diff case's target is made from its source.
public enum DiffShape: Sendable {
    /// Delete a range, insert new elements at a range, shuffle a range (issue 12's cases).
    case ranges(deleted: Range<Int>, inserted: Range<Int>, shuffled: Range<Int>)
    /// Delete `deletions` elements, insert `insertions` new ones and move `moves` elements, each
    /// at positions drawn at random (issue 17's scattered shape).
    case scattered(deletions: Int, insertions: Int, moves: Int)
}

/// One diff benchmark case: `count` UUIDs and the shape of the change.
public struct DiffCase: Sendable {
    public let name: String
    public let count: Int
    public let shape: DiffShape
    public let compareWithStandardLibrary: Bool

    public init(name: String, count: Int, shape: DiffShape, compareWithStandardLibrary: Bool) {
        self.name = name
        self.count = count
        self.shape = shape
        self.compareWithStandardLibrary = compareWithStandardLibrary
    }

    /// The source and the target, the same at every call. O(count).
    public func inputs() -> (source: [UUID], target: [UUID]) {
        var generator = SplitMix64(state: UInt64(count))
        func uuid() -> UUID {
            let high = generator.next()
            let low = generator.next()
            return withUnsafeBytes(of: (high, low)) { UUID(uuid: $0.load(as: uuid_t.self)) }
        }
        let source = (0..<count).map { _ in uuid() }
        switch shape {
        case .ranges(let deleted, let inserted, let shuffled):
            var target = source
            target.removeSubrange(deleted)
            target.insert(contentsOf: inserted.map { _ in uuid() }, at: inserted.lowerBound)
            target[shuffled].shuffle(using: &generator)
            return (source, target)
        case .scattered(let deletions, let insertions, let moves):
            // Take out `deletions + moves` distinct elements at random; the deleted ones are gone,
            // the moved ones go back, with the new ones, at random places of what remains.
            var taken = [Bool](repeating: false, count: count)
            var takenOrder: [Int] = []
            takenOrder.reserveCapacity(deletions + moves)
            while takenOrder.count < deletions + moves {
                let index = Int(generator.next() % UInt64(count))
                if !taken[index] { taken[index] = true; takenOrder.append(index) }
            }
            let remaining = source.indices.filter { !taken[$0] }.map { source[$0] }
            var placed = takenOrder.suffix(moves).map { source[$0] } + (0..<insertions).map { _ in uuid() }
            placed.shuffle(using: &generator)
            // Each placed element goes before the remaining element at a random position
            // (sorted, so the target is built in one pass).
            var slots = placed.indices.map { _ in Int(generator.next() % UInt64(remaining.count + 1)) }
            slots.sort()
            var target: [UUID] = []
            target.reserveCapacity(remaining.count + placed.count)
            var next = 0
            for (i, element) in remaining.enumerated() {
                while next < slots.count && slots[next] == i { target.append(placed[next]); next += 1 }
                target.append(element)
            }
            while next < slots.count { target.append(placed[next]); next += 1 }
            return (source, target)
        }
    }
}

/// Issue 12's cases (a range deleted, one inserted, a leading range shuffled), issue 17's
/// scattered cases (20 % deleted, 20 % inserted and 4 % moved, at random positions) and its
/// end-shuffled cases (issue 12's cases with the shuffled range at the end instead).
public let diffCases: [DiffCase] = [
    (name: "5k", count: 5_000, deleted: 2_000..<3_000, inserted: 3_000..<4_000, shuffled: 200),
    (name: "100k", count: 100_000, deleted: 20_000..<30_000, inserted: 30_000..<40_000, shuffled: 2_000),
    (name: "1M", count: 1_000_000, deleted: 200_000..<300_000, inserted: 300_000..<400_000, shuffled: 20_000),
].flatMap { size -> [DiffCase] in
    let standard = size.count <= 100_000
    return [
        DiffCase(name: size.name, count: size.count,
                 shape: .ranges(deleted: size.deleted, inserted: size.inserted, shuffled: 0..<size.shuffled),
                 compareWithStandardLibrary: standard),
        DiffCase(name: "\(size.name) scattered", count: size.count,
                 shape: .scattered(deletions: size.count / 5, insertions: size.count / 5, moves: size.count / 25),
                 compareWithStandardLibrary: size.count <= 5_000),
        DiffCase(name: "\(size.name) end-shuffled", count: size.count,
                 shape: .ranges(deleted: size.deleted, inserted: size.inserted,
                                shuffled: size.count - size.shuffled..<size.count),
                 compareWithStandardLibrary: false),
    ]
}
