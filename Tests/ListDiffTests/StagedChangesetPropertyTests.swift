import CellKitTestSupport
import ListDiff
import Testing

/// Random sources and edited targets, from a seed.
struct CaseGenerator {
    var rng: SeededGenerator
    /// Identifiers of new elements are drawn from `0..<duplicatePool` half of the time (so they
    /// repeat), or are fresh; 0 means always fresh.
    let duplicatePool: Int
    let duplicateSections: Bool
    var fresh = 1_000_000

    init(seed: UInt64, maxElements: Int) {
        rng = SeededGenerator(seed: seed)
        duplicatePool = rng.chance(0.5) ? Swift.max(2, rng.int(1...Swift.max(1, maxElements / 3))) : 0
        duplicateSections = rng.chance(0.3)
    }

    var isUnique: Bool { duplicatePool == 0 && !duplicateSections }

    mutating func itemID() -> Int {
        if duplicatePool > 0 && rng.chance(0.5) { return rng.int(0..<duplicatePool) }
        fresh += 1
        return fresh
    }

    mutating func sectionID() -> Int {
        if duplicateSections && rng.chance(0.4) { return rng.int(0..<3) }
        fresh += 1
        return fresh
    }

    mutating func item() -> Item { Item(itemID(), rng.int(0...2)) }

    mutating func sections(count: Int, elements: Int) -> [Section] {
        var sections = (0..<count).map { _ in Section(model: Header(sectionID(), rng.int(0...2)), elements: []) }
        guard count > 0 else { return [] }
        for _ in 0..<elements { sections[rng.int(0..<count)].elements.append(item()) }
        return sections
    }

    /// A source of up to `maxElements` elements and a target made from it by random edits.
    mutating func makeCase(maxElements: Int) -> (source: [Section], target: [Section]) {
        let source = sections(count: rng.chance(0.1) ? 0 : rng.int(1...5), elements: rng.int(0...maxElements))
        var target = source

        // Sections: delete, insert, reorder, retitle.
        if rng.chance(0.3) { target.removeAll { _ in rng.chance(0.25) } }
        for _ in 0..<rng.int(0...2) where rng.chance(0.4) {
            let inserted = sections(count: 1, elements: rng.int(0...Swift.max(1, maxElements / 8)))
            target.insert(contentsOf: inserted, at: rng.int(0...target.count))
        }
        if target.count > 1 && rng.chance(0.4) {
            for _ in 0..<rng.int(1...3) { target.swapAt(rng.int(0..<target.count), rng.int(0..<target.count)) }
        }
        for index in target.indices where rng.chance(0.15) { target[index].model.title += 1 }
        guard !target.isEmpty else { return (source, target) }

        // Elements: delete, update, move across sections, insert, shuffle a range.
        let deleteRate = rng.chance(0.5) ? Double(rng.int(0...30)) / 100 : 0
        let updateRate = rng.chance(0.5) ? Double(rng.int(0...20)) / 100 : 0
        for index in target.indices {
            target[index].elements.removeAll { _ in rng.chance(deleteRate) }
            for element in target[index].elements.indices where rng.chance(updateRate) {
                target[index].elements[element].content += 1
            }
        }
        let total = target.reduce(0) { $0 + $1.elements.count }
        for _ in 0..<rng.int(0...(3 + total / 20)) {
            let from = rng.int(0..<target.count)
            guard !target[from].elements.isEmpty else { continue }
            let element = target[from].elements.remove(at: rng.int(0..<target[from].elements.count))
            let to = rng.int(0..<target.count)
            target[to].elements.insert(element, at: rng.int(0...target[to].elements.count))
        }
        for _ in 0..<(rng.chance(0.6) ? rng.int(0...(3 + total / 10)) : 0) {
            let to = rng.int(0..<target.count)
            target[to].elements.insert(item(), at: rng.int(0...target[to].elements.count))
        }
        for _ in 0..<rng.int(0...2) {
            let index = rng.int(0..<target.count)
            let count = target[index].elements.count
            guard count > 1 else { continue }
            let start = rng.int(0..<count)
            let end = rng.int((start + 1)...count)
            if rng.chance(0.3) {
                target[index].elements[start..<end].reverse()
            } else {
                target[index].elements[start..<end].shuffle(using: &rng)
            }
        }
        return (source, target)
    }
}

/// A longest strictly increasing subsequence's length by patience sorting (lengths only).
func patienceLength(_ values: [Int]) -> Int {
    var tops: [Int] = []
    for value in values {
        var low = 0
        var high = tops.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == tops.count { tops.append(value) } else { tops[low] = value }
    }
    return tops.count
}

/// The least number of element moves for unique identifiers: every element matched in
/// another section, plus per section the matched ones outside a longest increasing run.
func minimalMoves(source: [Section], target: [Section]) -> Int {
    let survivingSections = Set(source.map(\.model.id)).intersection(target.map(\.model.id))
    var location: [Int: (section: Int, index: Int)] = [:]
    for section in source where survivingSections.contains(section.model.id) {
        for (index, element) in section.elements.enumerated() { location[element.id] = (section.model.id, index) }
    }
    var moves = 0
    for section in target where survivingSections.contains(section.model.id) {
        var same: [Int] = []
        for element in section.elements {
            guard let (from, index) = location[element.id] else { continue }
            if from == section.model.id { same.append(index) } else { moves += 1 }
        }
        moves += same.count - patienceLength(same)
    }
    return moves
}

/// What the documented matching policy gives, computed the plain way: sections by model
/// identifier, k-th occurrence with k-th; in each matched pair of sections the common leading
/// and trailing identifiers stay; the other elements match k-th occurrence with k-th, sources
/// counted section by section in source order, targets in target order.
struct ExpectedMatching {
    var sectionDeleted: Set<Int> = []
    var sectionInserted: Set<Int> = []
    var sectionUpdated: Set<Int> = []
    /// Paths in the data after the section stage (sections in target order).
    var elementDeleted: Set<ElementPath> = []
    var elementInserted: Set<ElementPath> = []
    var elementUpdated: Set<ElementPath> = []

    init(source: [Section], target: [Section]) {
        var sectionQueue: [Int: [Int]] = [:]
        for (index, section) in source.enumerated() { sectionQueue[section.model.id, default: []].append(index) }
        var sourceFor = [Int?](repeating: nil, count: target.count)
        var targetFor = [Int?](repeating: nil, count: source.count)
        for (index, section) in target.enumerated() {
            if var queue = sectionQueue[section.model.id], !queue.isEmpty {
                let from = queue.removeFirst()
                sectionQueue[section.model.id] = queue
                sourceFor[index] = from
                targetFor[from] = index
                if section.model.title != source[from].model.title { sectionUpdated.insert(index) }
            } else {
                sectionInserted.insert(index)
            }
        }
        for index in source.indices where targetFor[index] == nil { sectionDeleted.insert(index) }

        // Common ends per pair.
        var ends = [(leading: Int, trailing: Int)](repeating: (0, 0), count: target.count)
        for (index, section) in target.enumerated() {
            guard let from = sourceFor[index] else { continue }
            let old = source[from].elements.map(\.id)
            let new = section.elements.map(\.id)
            var leading = 0
            while leading < min(old.count, new.count), old[leading] == new[leading] { leading += 1 }
            var trailing = 0
            while trailing < min(old.count, new.count) - leading,
                old[old.count - 1 - trailing] == new[new.count - 1 - trailing]
            {
                trailing += 1
            }
            ends[index] = (leading, trailing)
            for offset in 0..<leading where section.elements[offset].content != source[from].elements[offset].content {
                elementUpdated.insert(path(index, offset))
            }
            for offset in 0..<trailing {
                let (newIndex, oldIndex) = (new.count - 1 - offset, old.count - 1 - offset)
                if section.elements[newIndex].content != source[from].elements[oldIndex].content {
                    elementUpdated.insert(path(index, newIndex))
                }
            }
        }

        // Middles: occurrences in order.
        var queues: [Int: [(section: Int, element: Int)]] = [:]
        var heads: [Int: Int] = [:]
        var taken: Set<ElementPath> = []
        for (from, section) in source.enumerated() {
            guard let to = targetFor[from] else { continue }
            for element in ends[to].leading..<(section.elements.count - ends[to].trailing) {
                queues[section.elements[element].id, default: []].append((from, element))
            }
        }
        for (index, section) in target.enumerated() {
            guard sourceFor[index] != nil else { continue }
            for element in ends[index].leading..<(section.elements.count - ends[index].trailing) {
                let item = section.elements[element]
                let next = heads[item.id, default: 0]
                if let queue = queues[item.id], next < queue.count {
                    let (from, oldIndex) = queue[next]
                    heads[item.id] = next + 1
                    taken.insert(path(from, oldIndex))
                    if source[from].elements[oldIndex].content != item.content {
                        elementUpdated.insert(path(index, element))
                    }
                } else {
                    elementInserted.insert(path(index, element))
                }
            }
        }
        for (from, section) in source.enumerated() {
            guard let to = targetFor[from] else { continue }
            for element in ends[to].leading..<(section.elements.count - ends[to].trailing)
            where !taken.contains(path(from, element)) {
                elementDeleted.insert(path(to, element))
            }
        }
    }

    /// The first way `stages` disagrees with this matching, or nil.
    func mismatch(_ stages: Stages) -> String? {
        func all<T: Hashable>(_ values: (Changeset<Header, Item>) -> [T]) -> Set<T> {
            Set(stages.flatMap(values))
        }
        if all(\.sectionDeleted) != sectionDeleted { return "section deletions \(all(\.sectionDeleted).sorted())" }
        if all(\.sectionInserted) != sectionInserted { return "section insertions \(all(\.sectionInserted).sorted())" }
        if all(\.sectionUpdated) != sectionUpdated { return "section updates \(all(\.sectionUpdated).sorted())" }
        if all(\.elementDeleted) != elementDeleted {
            return "deletions differ at \(all(\.elementDeleted).symmetricDifference(elementDeleted).sorted().prefix(5))"
        }
        if all(\.elementInserted) != elementInserted {
            let difference = all(\.elementInserted).symmetricDifference(elementInserted)
            return "insertions differ at \(difference.sorted().prefix(5))"
        }
        if all(\.elementUpdated) != elementUpdated {
            return "updates differ at \(all(\.elementUpdated).symmetricDifference(elementUpdated).sorted().prefix(5))"
        }
        return nil
    }
}

@Suite("Staged changeset properties")
struct StagedChangesetPropertyTests {
    func run(seeds: Range<UInt64>, maxElements: Int) {
        for seed in seeds {
            var generator = CaseGenerator(seed: seed, maxElements: maxElements)
            let (source, target) = generator.makeCase(maxElements: maxElements)
            let staged = Stages(source: source, target: target)
            let label = "seed \(seed) (max \(maxElements))"
            guard checkStages(staged, source: source, target: target, label: label) else { continue }
            if source == target { #expect(staged.isEmpty, "\(label): equal inputs give stages") }
            if let mismatch = ExpectedMatching(source: source, target: target).mismatch(staged) {
                Issue.record("\(label): not the documented matching: \(mismatch)")
            }
            if generator.isUnique {
                let moves = staged.reduce(0) { $0 + $1.elementMoved.count }
                let expected = minimalMoves(source: source, target: target)
                #expect(moves == expected, "\(label): \(moves) moves, \(expected) needed")
                let sourceIndex = Dictionary(uniqueKeysWithValues: source.enumerated().map { ($1.model.id, $0) })
                let order = target.compactMap { sourceIndex[$0.model.id] }
                let sectionMoves = staged.reduce(0) { $0 + $1.sectionMoved.count }
                #expect(
                    sectionMoves == order.count - patienceLength(order),
                    "\(label): \(sectionMoves) section moves for order \(order)")
            }
        }
    }

    @Test("small random edits replay to the target, stage by stage, valid for UIKit")
    func small() {
        run(seeds: 0..<2000, maxElements: 40)
    }

    @Test("medium random edits replay to the target, stage by stage, valid for UIKit")
    func medium() {
        run(seeds: 10_000..<10_300, maxElements: 1000)
    }

    @Test("large random edits (up to 10k elements) replay to the target, valid for UIKit")
    func large() {
        run(seeds: 20_000..<20_016, maxElements: 10_000)
    }

    @Test("scattered edits, identifiers repeating or not, give the documented matching and minimal moves")
    func scatteredEdits() {
        for seed in UInt64(40_000)..<40_200 { checkScatteredEdits(seed: seed, elements: 0...400) }
    }

    @Test("scattered edits in a table larger than the caches (lookups hashed in batches) match as in a small one")
    func scatteredEditsInALargeTable() {
        // More than 21,845 entries: the table's buckets outgrow `fitsInCache`, so its build loads
        // buckets ahead and lookups hash the next elements in batches; smaller tables do neither.
        for seed in UInt64(40_200)..<40_204 { checkScatteredEdits(seed: seed, elements: 24_000...26_000) }
    }

    /// The benchmarks' scattered shape (deletions, insertions and moves at random positions
    /// among elements that stay), in one or three sections of `elements` elements each, with
    /// identifiers drawn from a small pool in half of the cases, so that repeats sit next to the
    /// changes: checks the stages, the documented matching and, without repeats, minimal moves.
    func checkScatteredEdits(seed: UInt64, elements elementCount: ClosedRange<Int>) {
        var rng = SeededGenerator(seed: seed)
        let pool = rng.chance(0.5) ? rng.int(3...40) : 0
        var fresh = 0
        func id() -> Int {
            fresh += 1
            return pool > 0 && rng.chance(0.3) ? rng.int(0..<pool) : 1_000 + fresh
        }
        let source = (0..<(rng.chance(0.5) ? 1 : 3)).map { sectionID in
            Section(
                model: Header(sectionID), elements: (0..<rng.int(elementCount)).map { _ in Item(id(), rng.int(0...1)) })
        }
        var target = source
        for index in target.indices {
            var elements = target[index].elements
            var moving: [Item] = []
            for _ in 0..<(elements.count / 5) where !elements.isEmpty { elements.remove(at: rng.int(0..<elements.count)) }
            for _ in 0..<(elements.count / 25) where !elements.isEmpty {
                moving.append(elements.remove(at: rng.int(0..<elements.count)))
            }
            moving += (0..<(elements.count / 5)).map { _ in Item(id(), rng.int(0...1)) }
            for item in moving { elements.insert(item, at: rng.int(0...elements.count)) }
            target[index].elements = elements
        }
        let staged = Stages(source: source, target: target)
        let label = "seed \(seed) (pool \(pool))"
        guard checkStages(staged, source: source, target: target, label: label) else { return }
        if let mismatch = ExpectedMatching(source: source, target: target).mismatch(staged) {
            Issue.record("\(label): not the documented matching: \(mismatch)")
        }
        if pool == 0 {
            let moves = staged.reduce(0) { $0 + $1.elementMoved.count }
            let expected = minimalMoves(source: source, target: target)
            #expect(moves == expected, "\(label): \(moves) moves, \(expected) needed")
        }
    }

    @Test("elements moved ahead of where they were, one by one, are the moves: the runs between them stay")
    func elementsMovedAhead() {
        for seed in UInt64(30_300)..<30_340 {
            var rng = SeededGenerator(seed: seed)
            let count = rng.int(100...400)
            var target = Array(0..<count)
            var moved: Set<Int> = []
            for _ in 0..<rng.int(1...6) {
                // Taken from the last quarter, put back in the first: each is larger than the
                // many elements after it, which the only longest increasing run goes on with.
                let from = rng.int((3 * count / 4)..<count)
                guard !moved.contains(target[from]) else { continue }
                let element = target.remove(at: from)
                moved.insert(element)
                target.insert(element, at: rng.int(0..<(count / 4)))
            }
            let staged = StagedChangeset(source: items(Array(0..<count)), target: items(target))
            let movedIDs = Set(staged.flatMap { stage in stage.elementMoved.map { target[$0.target.element] } })
            #expect(movedIDs == moved, "seed \(seed)")
        }
    }

    @Test("moves of a single-section permutation are minimal: n minus the longest increasing run")
    func minimalMovesForPermutations() {
        for seed in UInt64(30_000)..<30_300 {
            var rng = SeededGenerator(seed: seed)
            let count = rng.int(0...300)
            let source = Array(0..<count)
            var target = source
            switch rng.int(0..<4) {
            case 0: target.shuffle(using: &rng)
            case 1:
                for _ in 0..<rng.int(0...5) where count > 0 {
                    target.insert(target.remove(at: rng.int(0..<count)), at: rng.int(0..<count))
                }
            case 2 where count > 1:
                let start = rng.int(0..<count)
                target[start..<rng.int((start + 1)...count)].shuffle(using: &rng)
            default: target.reverse()
            }
            let staged = StagedChangeset(source: items(source), target: items(target))
            let moves = staged.reduce(0) { $0 + $1.elementMoved.count }
            let expected = count - longestIncreasingLength(target)
            #expect(moves == expected, "seed \(seed): \(moves) moves for \(count) elements, \(expected) needed")
            #expect(staged.allSatisfy { $0.elementDeleted.isEmpty && $0.elementInserted.isEmpty }, "seed \(seed)")
            #expect(staged.count == (expected == 0 ? 0 : 1), "seed \(seed)")
            let flatSource = [ArraySection(model: SingleSection(), elements: items(source))]
            var current = flatSource
            for stage in staged {
                current = (try? stage.applying(to: current)) ?? []
            }
            #expect(current == [ArraySection(model: SingleSection(), elements: items(target))], "seed \(seed)")
        }
    }
}
