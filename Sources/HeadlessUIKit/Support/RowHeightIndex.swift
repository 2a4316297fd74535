import Foundation

/// The row heights of one table section with estimation on: every row is `estimate` tall until
/// it is measured, and a measured row is `estimate + delta` tall.
///
/// The deltas live in a two-level Fenwick (binary indexed) tree, so moving one row's height,
/// finding where a row starts and finding the row at an offset all take O(log *n*) without
/// walking the rows: rows come in blocks of ``blockSize``, each block has its own tree of its
/// rows' deltas (one memory page), and a small tree above sums the blocks. Measuring a row
/// touches one page of the big buffer, so the first rows measured in a million-row section
/// fault in one page rather than one per level of a flat tree. A packed bitset records which
/// rows were measured.
///
/// Memory: O(1) for a section nothing was measured in (so building a table is O(sections));
/// after its first measurement a section holds one bit per row for the bitset and, once a
/// measured height differs from the estimate, one `CGFloat` per row for the tree: about
/// 8.125 bytes a row in all, reserved at once but zero-filled by the system only for the pages
/// measurements touch, so the first measurement costs the same in 10k rows as in 1M.
///
/// Positions are `row × estimate + deltaPrefix(row)`, which grows with `row` as long as heights
/// are not negative (``setHeight(_:forRow:)`` clamps them at zero). The offset searches walk the
/// block tree and then the row's block tree from their roots, adding the same nodes in the same
/// order as ``start(of:)``, so their answers agree with ``start(of:)`` to the last bit.
struct RowHeightIndex: Sendable, Equatable {
    /// The number of rows.
    let count: Int
    /// The height of a row that has not been measured.
    let estimate: CGFloat
    /// Rows per block: a block's tree of `CGFloat`s fills one 4 KiB page.
    static let blockSize = 512
    /// The blocks' trees of deltas, block after block; in block `b`, the node of 1-based local
    /// index `i` is at `b × blockSize + i - 1`. Empty while every measured row is exactly
    /// `estimate` tall.
    private var tree = ZeroedBuffer<CGFloat>()
    /// The Fenwick tree of the blocks' delta totals, 1-based (`blockTree[0]` is unused); empty
    /// when `tree` is.
    private var blockTree = ZeroedBuffer<CGFloat>()
    /// One bit per row, set once the row is measured; empty until the first measurement.
    private var measuredBits = ZeroedBuffer<UInt64>()
    /// The sum of all deltas, kept as heights change.
    private var deltaTotal: CGFloat = 0
    /// How many rows are measured.
    private(set) var measuredCount = 0

    /// `count` rows of height `estimate`, none measured.
    ///
    /// - Complexity: O(1) time and memory.
    init(count: Int, estimate: CGFloat) {
        precondition(count >= 0, "a section cannot have a negative number of rows")
        self.count = count
        self.estimate = estimate
    }

    /// `count` rows of height `estimate`, but for the measured `heights` given as (row, height)
    /// pairs; a row given twice keeps its last height.
    ///
    /// - Complexity: O(*n* + *m*) for *m* heights once a height differs from the estimate (the
    ///   tree is built in place in linear time), O(*n* / 64 + *m*) otherwise.
    init<Heights: Sequence<(row: Int, height: CGFloat)>>(count: Int, estimate: CGFloat, heights: Heights) {
        self.init(count: count, estimate: estimate)
        for (row, height) in heights {
            precondition(row >= 0 && row < count, "row \(row) outside 0..<\(count)")
            if measuredBits.isEmpty { measuredBits = ZeroedBuffer(zeros: (count + 63) / 64) }
            if !isMeasured(row) { measuredCount += 1 }
            measuredBits[row >> 6] |= 1 << UInt64(row & 63)
            let delta = max(0, height) - estimate
            if delta != 0, tree.isEmpty { allocateTrees() }
            if !tree.isEmpty { tree[row] = delta }
        }
        guard !tree.isEmpty else { return }
        // Each block's deltas become its tree, and its total a leaf of the block tree; then the
        // block tree is built the same way.
        let top = topTree
        var total: CGFloat = 0
        tree.withUnsafeMutableBufferPointer { tree in
            blockTree.withUnsafeMutableBufferPointer { blockTree in
                for block in 0..<top.size {
                    let local = Self.rowTree(ofBlock: block)
                    let blockTotal = tree[local.offset + 1...local.offset + local.size].reduce(0, +)
                    blockTree[block + 1] = blockTotal
                    total += blockTotal
                    local.build(in: tree)
                }
                top.build(in: blockTree)
            }
        }
        deltaTotal = total
    }

    /// The tree of block totals in `blockTree`.
    private var topTree: FenwickTree { FenwickTree(offset: 0, size: max(0, blockTree.count - 1)) }

    /// The tree of block `block`'s rows in `tree`.
    private static func rowTree(ofBlock block: Int) -> FenwickTree {
        FenwickTree(offset: block * blockSize - 1, size: blockSize)
    }

    /// Allocates both trees, all zeros (nothing is written: see `ZeroedBuffer`).
    private mutating func allocateTrees() {
        let blocks = (count + Self.blockSize - 1) / Self.blockSize
        tree = ZeroedBuffer(zeros: blocks * Self.blockSize)
        blockTree = ZeroedBuffer(zeros: blocks + 1)
    }

    /// The sum of all heights.
    ///
    /// - Complexity: O(1) (a running sum).
    var total: CGFloat { CGFloat(count) * estimate + deltaTotal }

    /// Whether `row` has been measured.
    ///
    /// - Complexity: O(1).
    func isMeasured(_ row: Int) -> Bool {
        guard !measuredBits.isEmpty else { return false }
        return measuredBits[row >> 6] & (1 << UInt64(row & 63)) != 0
    }

    /// The first of `rows` not measured yet; nil when all are.
    ///
    /// - Complexity: O(*k*) for *k* rows; O(1) while none of the section is measured.
    func firstUnmeasured(in rows: Range<Int>) -> Int? {
        guard !rows.isEmpty else { return nil }
        guard !measuredBits.isEmpty else { return rows.lowerBound }
        for row in rows where measuredBits[row >> 6] & (1 << UInt64(row & 63)) == 0 { return row }
        return nil
    }

    /// Where `row` starts (`total`, up to rounding, for `row == count`).
    ///
    /// - Complexity: O(log *n*); O(1) while no measured height differs from the estimate.
    func start(of row: Int) -> CGFloat {
        CGFloat(row) * estimate + deltaPrefix(row)
    }

    /// The height of `row`.
    ///
    /// - Complexity: O(1) for a row not measured, O(log *n*) for a measured one.
    func length(of row: Int) -> CGFloat {
        guard isMeasured(row) else { return estimate }
        return estimate + delta(of: row)
    }

    /// The measured rows with their heights, in row order.
    ///
    /// - Complexity: O(*n* / 64 + *m* log *n*) for *m* measured rows.
    var measuredHeights: [(row: Int, height: CGFloat)] {
        var result: [(row: Int, height: CGFloat)] = []
        result.reserveCapacity(measuredCount)
        for wordIndex in 0..<measuredBits.count where measuredBits[wordIndex] != 0 {
            var bits = measuredBits[wordIndex]
            while bits != 0 {
                let row = wordIndex << 6 + bits.trailingZeroBitCount
                result.append((row, length(of: row)))
                bits &= bits - 1
            }
        }
        return result
    }

    /// Marks `row` measured at `height` (negative heights count as zero).
    ///
    /// - Complexity: O(log *n*); the first measurement in the section allocates the bitset and
    ///   the first height that differs from the estimate the tree, both zeroed by the system
    ///   page by page as they are touched (see `ZeroedBuffer`), not written out.
    mutating func setHeight(_ height: CGFloat, forRow row: Int) {
        precondition(row >= 0 && row < count, "row \(row) outside 0..<\(count)")
        let newDelta = max(0, height) - estimate
        if measuredBits.isEmpty { measuredBits = ZeroedBuffer(zeros: (count + 63) / 64) }
        // The row's bit read and set in one access to the bitset (one uniqueness check).
        let bit: UInt64 = 1 << UInt64(row & 63)
        let wasMeasured = measuredBits.withUnsafeMutableBufferPointer { words in
            let word = words[row >> 6]
            words[row >> 6] = word | bit
            return word & bit != 0
        }
        let previous: CGFloat
        if wasMeasured {
            previous = delta(of: row)
        } else {
            measuredCount += 1
            previous = 0
        }
        let change = newDelta - previous
        guard change != 0 else { return }
        if tree.isEmpty { allocateTrees() }
        let (block, local) = row.quotientAndRemainder(dividingBy: Self.blockSize)
        tree.withUnsafeMutableBufferPointer { Self.rowTree(ofBlock: block).add(change, toLeaf: local + 1, in: $0) }
        let top = topTree
        blockTree.withUnsafeMutableBufferPointer { top.add(change, toLeaf: block + 1, in: $0) }
        deltaTotal += change
    }

    /// The row that contains `position` (`start(of: row) <= position < start(of: row + 1)`), if any.
    ///
    /// - Complexity: O(log *n*).
    func index(containing position: CGFloat) -> Int? {
        guard count > 0, position >= 0, position < total else { return nil }
        return min(lastPosition { $0 <= position }, count - 1)
    }

    /// The rows whose span `[start, end)` overlaps `[lower, upper)`, with the same rule as
    /// ``Extents/indices(overlapping:_:)``: from the first row ending after `lower` to the last
    /// row starting before `upper`.
    ///
    /// - Complexity: O(log *n*).
    func indices(overlapping lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        guard count > 0, upper > lower else { return 0..<0 }
        let first = lower < 0 ? 0 : lastPosition { $0 <= lower }
        let end = upper <= 0 ? 0 : min(count, lastPosition { $0 < upper } + 1)
        return first..<max(first, end)
    }

    // MARK: Tree

    /// The largest `p` in `0...count` whose `start(of: p)` satisfies `predicate`, which must
    /// hold from 0 up to some point and not after; 0 when it does not hold at 1.
    ///
    /// Walks down the block tree, then the tree of the block it stopped in, from their largest
    /// powers of two, adding nodes in the order ``deltaPrefix(_:)`` adds them, so every position
    /// it tests equals ``start(of:)`` exactly.
    private func lastPosition(where predicate: (CGFloat) -> Bool) -> Int {
        guard count > 0 else { return 0 }
        let blockSize = Self.blockSize
        var sum: CGFloat = 0
        // Whole blocks first: the last block start (at most `count`) that satisfies `predicate`.
        let block = topTree.descend(
            limit: count / blockSize, in: blockTree, sum: &sum
        ) { next, candidate in predicate(CGFloat(next * blockSize) * estimate + candidate) }
        // Then rows inside that block.
        let base = block * blockSize
        let local = Self.rowTree(ofBlock: block).descend(
            limit: min(blockSize - 1, count - base), in: tree, sum: &sum
        ) { next, candidate in predicate(CGFloat(base + next) * estimate + candidate) }
        return base + local
    }

    /// The sum of the deltas of rows `0..<row`: the block tree's nodes for the blocks before the
    /// row's, then the row's block's nodes for the rows before it, each largest first.
    private func deltaPrefix(_ row: Int) -> CGFloat {
        guard !tree.isEmpty else { return 0 }
        let (block, local) = row.quotientAndRemainder(dividingBy: Self.blockSize)
        var sum: CGFloat = 0
        topTree.addPrefix(of: block, in: blockTree, to: &sum)
        Self.rowTree(ofBlock: block).addPrefix(of: local, in: tree, to: &sum)
        return sum
    }

    /// The delta of one row, from its block's tree.
    private func delta(of row: Int) -> CGFloat {
        guard !tree.isEmpty else { return 0 }
        let (block, local) = row.quotientAndRemainder(dividingBy: Self.blockSize)
        return Self.rowTree(ofBlock: block).leaf(local + 1, in: tree)
    }
}

/// One Fenwick (binary indexed) tree stored in a buffer: node `i` (1-based, up to `size`) is
/// element `offset + i`. The row-height index keeps its block totals in one and each block's
/// rows in another, and every operation on either goes through here.
private struct FenwickTree {
    let offset: Int
    let size: Int

    /// The largest power of two not above `value` (which is positive).
    private static func highestBit(_ value: Int) -> Int { 1 << (Int.bitWidth - 1 - value.leadingZeroBitCount) }

    /// Adds `change` to leaf `node` (and so to every node covering it).
    ///
    /// - Complexity: O(log *size*).
    func add(_ change: CGFloat, toLeaf node: Int, in nodes: UnsafeMutableBufferPointer<CGFloat>) {
        var node = node
        while node <= size {
            nodes[offset + node] += change
            node += node & -node
        }
    }

    /// Adds the sum of the first `count` leaves to `sum`, node by node, largest node first.
    ///
    /// - Complexity: O(log *size*).
    func addPrefix(of count: Int, in nodes: ZeroedBuffer<CGFloat>, to sum: inout CGFloat) {
        var position = 0
        var rest = count
        while rest != 0 {
            let step = Self.highestBit(rest)
            position += step
            sum = sum + nodes[offset + position]
            rest -= step
        }
    }

    /// The largest prefix length `p` in `0...limit` for which `holds(p, sum + prefix(p))`,
    /// which must hold up to some length and not after; adds that prefix to `sum`. Walks down
    /// from the largest power of two, adding nodes in the order ``addPrefix(of:in:to:)`` does, so
    /// the sums it tests are the same to the last bit. An empty buffer counts as all zeros.
    ///
    /// - Complexity: O(log *limit*).
    func descend(
        limit: Int, in nodes: ZeroedBuffer<CGFloat>, sum: inout CGFloat, holds: (Int, CGFloat) -> Bool
    ) -> Int {
        var position = 0
        var step = limit == 0 ? 0 : Self.highestBit(limit)
        while step > 0 {
            let next = position + step
            if next <= limit {
                let candidate = nodes.isEmpty ? sum : sum + nodes[offset + next]
                if holds(next, candidate) {
                    position = next
                    sum = candidate
                }
            }
            step >>= 1
        }
        return position
    }

    /// The value of leaf `node` alone: its node less the nodes below it.
    ///
    /// - Complexity: O(log *size*).
    func leaf(_ node: Int, in nodes: ZeroedBuffer<CGFloat>) -> CGFloat {
        var value = nodes[offset + node]
        let parentStart = node - (node & -node)
        var child = node - 1
        while child > parentStart {
            value -= nodes[offset + child]
            child -= child & -child
        }
        return value
    }

    /// Turns leaf values into the tree in place: each node is pushed into its parent, children
    /// first.
    ///
    /// - Complexity: O(*size*).
    func build(in nodes: UnsafeMutableBufferPointer<CGFloat>) {
        guard size > 0 else { return }
        for node in 1...size {
            let parent = node + (node & -node)
            if parent <= size { nodes[offset + parent] += nodes[offset + node] }
        }
    }
}

extension RowHeightIndex {
    /// Where each row of `rows` starts, in order, exactly as ``start(of:)`` answers (the same
    /// nodes added in the same order). The partial sums of the row before are kept, so that a
    /// row adds only the nodes of the low bits in which it differs from the row before:
    /// amortized O(1) a row rather than O(log *n*).
    ///
    /// - Complexity: O(log *n* + *k*) for *k* rows, plus O(log *n*) for each block of
    ///   ``blockSize`` rows they enter.
    func starts(ofRows rows: Range<Int>) -> [CGFloat] {
        guard !tree.isEmpty else { return rows.map { CGFloat($0) * estimate + 0 } }
        var starts: [CGFloat] = []
        starts.reserveCapacity(rows.count)
        forEachStart(ofRows: rows) { _, start in starts.append(start) }
        return starts
    }

    /// The partial sums of a row's start at place `local` in its block, levels `highest` down
    /// to 0, from `sums[highest + 1]` (the row before's, or the block's prefix): at level k,
    /// ``FenwickTree/addPrefix(of:in:to:)`` adds the node at `local` with its bits below k
    /// cleared, when bit k is set; `sums[k]` is written for each level. Returns `sums[0]`, the
    /// row's delta. The one step of ``forEachStart(ofRows:_:)`` and ``StartCursor``.
    ///
    /// - Complexity: O(`highest`).
    @inline(__always)
    static func addNodes(
        of local: Int, below highest: Int, inBlockAfter offset: Int, of tree: ZeroedBuffer<CGFloat>,
        to sums: UnsafeMutablePointer<CGFloat>
    ) -> CGFloat {
        var sum = sums[highest + 1]
        var level = highest
        while level >= 0 {
            if local & (1 << level) != 0 { sum = sum + tree[offset + (local >> level) << level] }
            sums[level] = sum
            level -= 1
        }
        return sum
    }

    /// Calls `body` with each row of `rows` and where it starts, in order, exactly as
    /// ``start(of:)`` answers, in the amortized O(1) a row of ``starts(ofRows:)`` (which it
    /// serves), without an array.
    ///
    /// - Complexity: O(log *n* + *k*) for *k* rows, plus O(log *n*) for each block of
    ///   ``blockSize`` rows they enter.
    @inline(__always)
    func forEachStart(ofRows rows: Range<Int>, _ body: (_ row: Int, _ start: CGFloat) -> Void) {
        guard !tree.isEmpty else {
            for row in rows { body(row, CGFloat(row) * estimate + 0) }
            return
        }
        let levels = Self.blockSize.trailingZeroBitCount
        // `sums[k]`: the block tree's prefix for the row's block plus the nodes that the bits of
        // the row's place in its block at level `k` and above add, in `FenwickTree.addPrefix`'s
        // order; `sums[levels]`: the block tree's prefix alone. The buffer lives on the stack
        // for this call only, is initialized before use, and is indexed in `0...levels` alone.
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: levels + 1) { sums in
            sums.initialize(repeating: 0)
            var block = -1
            var previous = 0
            for row in rows {
                let (rowBlock, local) = row.quotientAndRemainder(dividingBy: Self.blockSize)
                let highest: Int
                if rowBlock != block {
                    var sum: CGFloat = 0
                    topTree.addPrefix(of: rowBlock, in: blockTree, to: &sum)
                    sums[levels] = sum
                    block = rowBlock
                    highest = levels - 1
                } else {
                    // Rows ascend, so `local` differs from `previous`.
                    highest = Int.bitWidth - 1 - (local ^ previous).leadingZeroBitCount
                }
                previous = local
                let sum = Self.addNodes(
                    of: local, below: highest, inBlockAfter: rowBlock * Self.blockSize - 1, of: tree,
                    to: sums.baseAddress!)
                body(row, CGFloat(row) * estimate + sum)
            }
        }
    }
}

extension RowHeightIndex {
    /// Where rows start, asked in ascending order, each exactly as ``start(of:)`` answers it
    /// (the same nodes added in the same order), at the amortized O(1) a row of
    /// ``forEachStart(ofRows:_:)``: the partial sums of the row asked before are kept, so that a
    /// row adds only the nodes of the low bits in which it differs from that row. For a loop
    /// that calls out between rows (the table's measuring pass asks the data source for each
    /// row's cell), where ``forEachStart(ofRows:_:)``'s closure does not fit.
    ///
    /// The cursor reads the trees as they were when it was made (copies: later changes to the
    /// table's index do not reach it).
    struct StartCursor {
        private let estimate: CGFloat
        private let tree: ZeroedBuffer<CGFloat>
        private let blockTree: ZeroedBuffer<CGFloat>
        /// The block of the row asked before (-1 before the first), and its place in it.
        private var block = -1
        private var previous = 0
        /// `sums.k`, as `sums[k]` in ``forEachStart(ofRows:_:)``: the block tree's prefix for the
        /// row's block plus the nodes the bits of the row's place at level `k` and above add;
        /// the last, the block tree's prefix alone (``blockSize`` is 2⁹: nine levels).
        private var sums: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

        fileprivate init(_ index: RowHeightIndex) {
            estimate = index.estimate
            tree = index.tree
            blockTree = index.blockTree
        }

        /// Where `row` starts, exactly as ``RowHeightIndex/start(of:)``. A row not after the one
        /// asked before is summed from the roots, as for a new block.
        ///
        /// - Complexity: amortized O(1) for ascending rows, plus O(log *n*) for each block of
        ///   ``blockSize`` rows they enter; O(log *n*) for any other row.
        @inline(__always)
        mutating func start(of row: Int) -> CGFloat {
            // As `deltaPrefix(_:)`: no tree, no deltas.
            guard !tree.isEmpty else { return CGFloat(row) * estimate + 0 }
            return CGFloat(row) * estimate + deltaPrefix(row)
        }

        /// ``RowHeightIndex/deltaPrefix(_:)`` of `row`, from the sums kept.
        private mutating func deltaPrefix(_ row: Int) -> CGFloat {
            let levels = RowHeightIndex.blockSize.trailingZeroBitCount
            let (rowBlock, local) = row.quotientAndRemainder(dividingBy: RowHeightIndex.blockSize)
            let highest: Int
            var blockPrefix: CGFloat?
            if rowBlock != block || local <= previous {
                var sum: CGFloat = 0
                FenwickTree(offset: 0, size: max(0, blockTree.count - 1)).addPrefix(of: rowBlock, in: blockTree, to: &sum)
                blockPrefix = sum
                highest = levels - 1
            } else {
                highest = Int.bitWidth - 1 - (local ^ previous).leadingZeroBitCount
            }
            block = rowBlock
            previous = local
            let offset = rowBlock * RowHeightIndex.blockSize - 1
            let tree = self.tree
            // Valid: the tuple is ten `CGFloat`s (`levels + 1`), laid out as an array of them,
            // and only `0...levels` is indexed.
            return withUnsafeMutablePointer(to: &sums) { tuple in
                tuple.withMemoryRebound(to: CGFloat.self, capacity: levels + 1) { sums in
                    if let blockPrefix { sums[levels] = blockPrefix }
                    return RowHeightIndex.addNodes(of: local, below: highest, inBlockAfter: offset, of: tree, to: sums)
                }
            }
        }
    }

    /// A cursor over the rows' starts in ascending order (see ``StartCursor``).
    ///
    /// - Complexity: O(1).
    func startCursor() -> StartCursor { StartCursor(self) }
}
