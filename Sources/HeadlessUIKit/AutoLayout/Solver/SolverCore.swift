// The tableau of the constraint solver: a Cassowary-style incremental simplex with lexicographic
// (symbolic) priority weights. Written from the published algorithm (Badros, Borning & Stuckey,
// "The Cassowary linear arithmetic constraint solving algorithm"); no code is copied.
//
// Layout, chosen for cost that grows with what a change touches, not with the whole system:
// - Symbols are Int32; every per-symbol fact lives in a flat array indexed by symbol.
// - A row is `basic = constant + Σ coef·symbol` with its terms sorted by symbol in a raw block.
// - A column index (symbol -> rows containing it, as linked lists in one pool, checked lazily)
//   makes a pivot touch only the rows that contain the entering symbol.
// - The objective is stored densely per symbol: `levelStride` doubles per symbol, one per
//   distinct non-required priority, sorted from the highest priority down, and compared
//   lexicographically. A list of symbols whose objective entry changed since the last optimum
//   keeps `optimize()` from scanning the whole objective.
// Because symbols of different connected components never share a row, the per-symbol arrays are
// the disjoint union of per-component tableaux: merging two components costs nothing, and every
// operation touches only the component involved. Components are not tracked as constraints come
// and go; ``components()`` finds them when asked (tests ask).
//
// Other choices:
// - A redundant required equality (its row reduces to dummy markers and a zero constant) is kept
//   as a row whose basic is its own dummy; a dummy-basic row must keep constant 0, so a later
//   constant change that breaks it is detected as a conflict (and removal stays exact).
// - Constant changes shift the constraint's marker symbol (Cassowary's marker-based update),
//   then dual simplex; the explanation of a failure is read off the row it cannot repair.
// - Changes that can fail (a required add needing an artificial variable, a required
//   constant change) run as a transaction: rows, basic positions and objective entries they
//   touch are logged once and restored on failure, so the solver is left exactly as it was.

import Foundation

/// The state and algorithms of ``ConstraintSolver`` (a struct, so that its loops pay no dynamic
/// exclusivity checks). All costs below are per call; `k` is the number of rows that contain a
/// touched symbol and `t` the length of those rows.
struct SolverCore {
    // MARK: Symbols

    static let external: UInt8 = 0
    static let slack: UInt8 = 1
    static let error: UInt8 = 2
    static let dummy: UInt8 = 3
    /// Tolerance of pivot choices, feasibility and ratio ties.
    static let eps = 1e-8
    /// Coefficients smaller than this are dropped from rows (cancellation noise). Much smaller than
    /// `eps`, since a dropped coefficient times its symbol's later value becomes an error.
    static let dropEps = 1e-12

    struct Term {
        var sym: Int32
        var coef: Double
    }

    /// A row's terms are in a raw block of its own (a ``SolverBuffer``, freed by
    /// `releaseStorage()`): reading them retains nothing and writing them checks no uniqueness.
    /// A new row takes the block its terms were built in (a scratch buffer), leaving the row
    /// slot's old block as the scratch buffer, so no terms are copied.
    struct Row {
        // In this order the row takes 40 bytes (`basic` fills the buffer's padding).
        var terms: SolverBuffer<Term>
        var basic: Int32
        var constant: Double
    }

    /// A constraint as added. The fields are ordered so that the record takes 48 bytes (no
    /// padding before `markerCoef`): the record array of a large system is copied as it grows.
    struct Record {
        var termStart: Int32
        var termCount: Int32
        var constant: Double
        var priority: Float
        /// The priority of the `other` error of a two-weight equality (``ConstraintSolver/addPair(_:constant:abovePriority:belowPriority:)``),
        /// whose marker error weighs at `priority`; 0 for every other constraint.
        var pairPriority: Float = 0
        var marker: Int32 = -1
        var other: Int32 = -1
        var markerCoef: Double = 1
        var relation: SolverRelation
        var alive = false
        var required: Bool { priority >= 1000 }
    }

    /// Everything known about one symbol, in one array (one append per new symbol).
    struct SymbolInfo {
        var rowOf: Int32 = -1
        var colHead: Int32 = -1
        var owner: Int32 = -1
        var objStamp: UInt32 = 0
        var kind: UInt8
        var dirtyFlag = false
        /// Whether the symbol is in `changed` (an external whose value may have changed).
        var changedFlag = false
        /// The other symbol of a paired marker and error (see "Paired errors" below), or -1.
        var mate: Int32 = -1
    }

    var info = SolverBuffer<SymbolInfo>()

    // Objective: `levelStride` entries per symbol. Each distinct priority has a slot among a
    // symbol's entries, in the order the priorities first came (so a new priority never moves
    // the entries of the others); `levels` lists them from the highest priority down, the order
    // in which comparisons read them.
    struct Level {
        var priority: Float
        var slot: Int32
    }

    var levels = SolverBuffer<Level>()
    var levelStride = 8
    /// The last two-weight equality's priorities (the marker's, then `other`'s) and their slots,
    /// as `weighPairErrors` found them: a view's content-size rows repeat the same two. Slots
    /// never move until `reset()`, which forgets them (priority 0 matches no constraint).
    var lastPairLevels: (priority: Float, pairPriority: Float, slot: Int32, pairSlot: Int32) = (0, 0, 0, 0)
    var obj = SolverBuffer<Double>()

    /// An entry of the column pool: a row holding the symbol, and the next entry of the list.
    struct ColumnEntry {
        var row: Int32
        var next: Int32
    }

    // Column pool: `colCount` entries in a block of `colCapacity` from `malloc`, grown by `realloc`
    // and freed by `releaseStorage()` (the owning ``ConstraintSolver``'s deinit; a `SolverCore` is
    // never copied). Raw memory rather than an array: a new row's entries are written once (no
    // fill of the new room first), with no bounds or uniqueness checks, and a large block grows
    // without a copy where the allocator can remap it. An entry is read, linked and freed with one
    // access.
    var col = malloc(160 * MemoryLayout<ColumnEntry>.stride)!.bindMemory(to: ColumnEntry.self, capacity: 160)
    var colCount = 0
    var colCapacity = 160
    var colFree: Int32 = -1

    // Rows.
    var rows = SolverBuffer<Row>()
    var freeSlots = SolverBuffer<Int32>()
    /// A row slot's stamps: the transaction that logged it, and the column walk that listed it.
    struct RowStamps {
        var txn: UInt32 = 0
        var visit: UInt32 = 0
    }

    var stamps = SolverBuffer<RowStamps>()
    var curVisit: UInt32 = 0

    var records = SolverBuffer<Record>()
    /// The terms of all records, each record's sorted and merged, back to back.
    var recTerms = SolverBuffer<Term>()
    var liveCount = 0
    /// Pivots made so far (`pivot`), for tests.
    var pivotCount = 0
    /// How many times `optimize` stopped at its pivot budget (see there), for tests.
    var optimizeStops = 0
    /// Set when `optimize` stopped at its pivot budget: the next `reoptimize()` rebuilds the
    /// tableau from the records (``rebuildFromRecords()``) before anything reads a value.
    var needsRebuild = false
    /// Set while ``rebuildFromRecords()`` runs: a second stop then leaves the tableau as it is.
    var isRebuilding = false

    /// External symbols whose value may have changed since the owner last took them (their row's
    /// constant changed, or they entered or left the basis). Over-reporting is allowed; a symbol
    /// whose value changed is always listed. A raw buffer: listing a symbol is an append on every
    /// change of a value, which an array's (a uniqueness check and a call to reserve room) cost
    /// several times over.
    var changed = SolverBuffer<Int32>()
    /// Set by deferred constant shifts until `reoptimize()` runs.
    var needsReoptimize = false

    // Work lists and scratch buffers.
    var dirty = SolverBuffer<Int32>()
    var infeasible = SolverBuffer<Int32>()
    var scratch = SolverBuffer<Term>()
    /// Kept apart from `scratch`, which a new constraint's expression holds while the rows it
    /// touches are rewritten.
    var substituteBuffer = SolverBuffer<Term>()
    var solveBuffer = SolverBuffer<Term>()
    /// A row found by `collectColumn`, and the index of the symbol among its terms.
    struct ColumnHit {
        var row: Int32
        var index: Int32
    }

    var colHits = SolverBuffer<ColumnHit>()
    var scratch2 = SolverBuffer<Term>()
    var stretchBuf = SolverBuffer<Term>()

    // Undo log of a transaction.
    var txnActive = false
    var txnStamp: UInt32 = 0
    var txnRowCount = 0
    /// A logged row: its slot, basic and constant, and where its terms were copied in `logTerms`
    /// (a row's block is rewritten in place, so the log keeps a copy).
    var logRows: [(slot: Int32, basic: Int32, constant: Double, start: Int, count: Int)] = []
    var logTerms = SolverBuffer<Term>()
    var logRowOf: [(Int32, Int32)] = []
    var logObjSym: [Int32] = []
    var logObjVals: [Double] = []
    /// The markers of the pairs a transaction paired or unpaired, in order (a rollback switches
    /// each back).
    var logPairing: [Int32] = []

    /// Reserves room for a small system (about 30 constraints) so it grows without reallocation.
    /// All from one block of the arena (one `malloc` instead of one a table).
    mutating func reserveSmall() {
        info = borrow(count: 96)
        // The objective's zeros for 96 symbols at once (`newSymbol` would append them in six steps).
        obj = borrow(count: 96 * levelStride)
        obj.appendZeros(count: 96 * levelStride)
        rows = borrow(count: 40)
        stamps = borrow(count: 40)
        records = borrow(count: 40)
        recTerms = borrow(count: 80)
        dirty = borrow(count: 32)
        scratch = borrow(count: 16)
        substituteBuffer = borrow(count: 16)
        solveBuffer = borrow(count: 16)
        scratch2 = borrow(count: 16)
        colHits = borrow(count: 16)
        stretchBuf = borrow(count: 16)
        levels = borrow(count: 8)
        // Room for a cell's changed variables at once instead of growing 1, 2, 4, 8, 16, 32.
        changed = borrow(count: 32)
    }

    // MARK: Arena

    /// Blocks for new tables and rows are carved from chunks of `arenaChunk` bytes from `malloc`
    /// (a new row's first terms and a small system's tables, about 60 blocks in a cell), freed
    /// together by `releaseStorage()`; each chunk's first 16 bytes point to the chunk before.
    static let arenaChunk = 16_384
    var arena: UnsafeMutableRawPointer?
    var arenaUsed = 0
    var arenaSize = 0

    /// An empty buffer in a block of the arena with room for `n` elements. O(1) amortised.
    mutating func borrow<T>(count n: Int) -> SolverBuffer<T> {
        let bytes = (n * MemoryLayout<T>.stride + 15) & ~15
        if arenaUsed + bytes > arenaSize {
            let size = max(SolverCore.arenaChunk, bytes + 16)
            let chunk = malloc(size)!
            chunk.storeBytes(of: arena, as: UnsafeMutableRawPointer?.self)
            arena = chunk
            arenaUsed = 16
            arenaSize = size
        }
        let block = arena! + arenaUsed
        arenaUsed += bytes
        return SolverBuffer(borrowing: block.bindMemory(to: T.self, capacity: n), capacity: n)
    }

    /// Forgets every variable and constraint but keeps all buffers (row storage included), so
    /// rebuilding a system of the same shape allocates nothing. O(rows + symbols).
    /// Frees every row slot (keeping its terms' room) and drops the column index. O(rows).
    mutating func dropRows() {
        freeSlots.removeAllKeepingCapacity()
        var slot = rows.count - 1
        while slot >= 0 {
            rows[slot].basic = -1
            rows[slot].constant = 0
            if !rows[slot].terms.isEmpty { rows[slot].terms.removeAllKeepingCapacity() }
            freeSlots.append(Int32(slot))
            slot -= 1
        }
        colCount = 0
        colFree = -1
    }

    mutating func reset() {
        info.removeAllKeepingCapacity()
        obj.removeAllKeepingCapacity()
        levels.removeAllKeepingCapacity()
        lastPairLevels.priority = 0
        dropRows()
        records.removeAllKeepingCapacity()
        recTerms.removeAllKeepingCapacity()
        liveCount = 0
        dirty.removeAllKeepingCapacity()
        infeasible.removeAllKeepingCapacity()
        changed.removeAllKeepingCapacity()
    }

    /// A new symbol of kind `k`, non-basic at 0 with zero objective entries. Inlined (a call of its
    /// own cost more than its work); the objective's growth is out of line. Amortised O(levels).
    @inline(__always) mutating func newSymbol(_ k: UInt8) -> Int32 {
        let s = Int32(info.count)
        info.append(SymbolInfo(kind: k))
        if obj.count < (Int(s) + 1) * levelStride { growObjective(toHold: Int(s) + 1) }
        return s
    }

    /// Appends zero objective entries for at least `n` symbols in all: for many symbols at once
    /// (appending a symbol's few slots each time costs more than the zeros); slots past the last
    /// symbol stay zero until a symbol takes them. Amortised O(levels) per symbol.
    @inline(never) mutating func growObjective(toHold n: Int) {
        let end = n * levelStride
        obj.append(repeating: 0, count: max(end - obj.count, obj.count / 2, 64))
    }

    @inline(__always) func isRestricted(_ s: Int32) -> Bool {
        let k = info[Int(s)].kind
        return k == SolverCore.slack || k == SolverCore.error
    }

    // MARK: Levels

    /// The slot of priority `p`'s entries, or nil if no constraint has had it. O(levels).
    /// Inlined: a call to a non-mutating method from a mutating one copies the whole core.
    @inline(__always) func levelIndex(_ p: Float) -> Int? {
        for i in levels.indices where levels[i].priority == p { return Int(levels[i].slot) }
        return nil
    }

    /// Returns the slot of priority `p`, adding it if new: the next free slot, which every
    /// symbol's entries hold at zero, placed in `levels` by priority. O(levels); when the
    /// levels outgrow `levelStride`, O(symbols·levels) once to double it.
    mutating func ensureLevel(_ p: Float) -> Int {
        if let i = levelIndex(p) { return i }
        let slot = levels.count
        var at = levels.count
        for k in levels.indices where levels[k].priority < p { at = k; break }
        levels.insert(Level(priority: p, slot: Int32(slot)), at: at)
        if levels.count <= levelStride { return slot }
        let n = info.count
        let oldStride = levelStride
        levelStride *= 2
        var fresh = SolverBuffer<Double>(capacity: n * levelStride)
        fresh.append(repeating: 0, count: n * levelStride)
        for sym in 0..<n {
            for l in 0..<oldStride { fresh[sym * levelStride + l] = obj[sym * oldStride + l] }
        }
        obj.release()
        obj = fresh
        return slot
    }

    /// -1, 0 or +1: the sign of symbol `s`'s objective coefficient, compared lexicographically.
    @inline(__always) func objSign(_ s: Int32) -> Int {
        let base = Int(s) * levelStride
        for k in 0..<levels.count {
            let v = obj[base + Int(levels[k].slot)]
            if v < -SolverCore.eps { return -1 }
            if v > SolverCore.eps { return 1 }
        }
        return 0
    }

    mutating func touchObj(_ s: Int32) {
        if txnActive && info[Int(s)].objStamp != txnStamp {
            info[Int(s)].objStamp = txnStamp
            logObjSym.append(s)
            let base = Int(s) * levelStride
            logObjVals.append(contentsOf: UnsafeBufferPointer(start: obj.base + base, count: levelStride))
        }
    }

    /// Lists `s` in `changed` if it is an external symbol not listed yet. O(1).
    @inline(__always) mutating func noteValueChange(_ s: Int32) {
        if info[Int(s)].kind == SolverCore.external && !info[Int(s)].changedFlag {
            info[Int(s)].changedFlag = true
            changed.append(s)
        }
    }

    /// Hands every listed symbol to `body` and empties the list. `body` cannot reach the core
    /// (it is being modified), so the list does not change meanwhile. O(listed).
    mutating func takeChanged(_ body: (Int32) -> Void) {
        for s in changed {
            info[Int(s)].changedFlag = false
            body(s)
        }
        changed.removeAllKeepingCapacity()
    }

    @inline(__always) mutating func markDirty(_ s: Int32) {
        if !info[Int(s)].dirtyFlag {
            info[Int(s)].dirtyFlag = true
            dirty.append(s)
        }
    }

    // MARK: Rows and columns

    @inline(__always) mutating func touchRow(_ r: Int32) {
        if txnActive && Int(r) < txnRowCount && stamps[Int(r)].txn != txnStamp {
            stamps[Int(r)].txn = txnStamp
            let row = rows[Int(r)]
            logRows.append((r, row.basic, row.constant, logTerms.count, row.terms.count))
            for term in row.terms { logTerms.append(term) }
        }
    }

    @inline(__always) mutating func setRowOf(_ s: Int32, _ r: Int32) {
        if txnActive { logRowOf.append((s, info[Int(s)].rowOf)) }
        info[Int(s)].rowOf = r
    }

    /// A free row slot (basic -1, constant 0, no terms): a freed one outside a transaction, else
    /// a new one whose terms start in a block of the arena. Amortised O(1).
    @inline(__always) mutating func allocSlot() -> Int32 {
        if !txnActive, let r = freeSlots.popLast() { return r }
        // Room for 16 terms, as `insertTerm` and `merge` would make for a new row's first terms:
        // `borrow(count: 16)`, its usual case written out (a call of its own cost more than the rest).
        let bytes = 16 * MemoryLayout<Term>.stride
        if arenaUsed + bytes > arenaSize || rows.count == rows.capacity || stamps.count == stamps.capacity {
            return newSlotSlow()
        }
        let block = arena! + arenaUsed
        arenaUsed += bytes
        let terms = SolverBuffer(borrowing: block.bindMemory(to: Term.self, capacity: 16), capacity: 16)
        rows.append(Row(terms: terms, basic: -1, constant: 0))
        stamps.append(RowStamps())
        return Int32(rows.count - 1)
    }

    /// `allocSlot`'s new slot when the arena's chunk or the row tables are full. Amortised O(1).
    @inline(never) mutating func newSlotSlow() -> Int32 {
        let terms: SolverBuffer<Term> = borrow(count: 16)
        rows.append(Row(terms: terms, basic: -1, constant: 0))
        stamps.append(RowStamps())
        return Int32(rows.count - 1)
    }

    mutating func freeRow(_ r: Int32) {
        touchRow(r)
        let b = rows[Int(r)].basic
        if b >= 0 {
            setRowOf(b, -1)
            noteValueChange(b)
        }
        rows[Int(r)].basic = -1
        rows[Int(r)].constant = 0
        if !rows[Int(r)].terms.isEmpty { rows[Int(r)].terms.removeAllKeepingCapacity() }
        if !txnActive { freeSlots.append(r) }
    }

    /// The index of `s` in row `r`'s terms, or nil. O(log t).
    @inline(__always) func find(_ s: Int32, inRow r: Int32) -> Int? {
        rows[Int(r)].terms.withUnsafeBufferPointer { t in
            var lo = 0
            var hi = t.count
            // Long rows: interpolation steps first (symbol numbers in a row are usually spread
            // evenly), each narrowing [lo, hi); then binary search. O(log t) at worst.
            var steps = 0
            while hi - lo > 16 && steps < 3 {
                let a = Int(t[lo].sym)
                let b = Int(t[hi - 1].sym)
                let target = Int(s)
                if target < a || target > b { return nil }
                if a == b { break }
                let guess = lo + (target - a) * (hi - 1 - lo) / (b - a)
                let v = t[guess].sym
                if v == s { return guess }
                if v < s { lo = guess + 1 } else { hi = guess }
                steps += 1
            }
            while lo < hi {
                let mid = (lo + hi) >> 1
                let v = t[mid].sym
                if v == s { return mid }
                if v < s { lo = mid + 1 } else { hi = mid }
            }
            return nil
        }
    }

    // MARK: Paired errors
    //
    // An optional constraint has two restricted symbols, `marker` and `other` (= marker + 1),
    // with opposite coefficients in its own equation and in no other. A tableau row is a linear
    // combination of the equations, so while neither symbol is basic every row holds them with
    // opposite coefficients (exactly so in floating point while both stay non-basic: both are
    // scaled and summed alike; after one was basic they may differ by rounding, which pairing
    // drops). While both are non-basic the pair can be *paired*: rows hold only the
    // marker's term, which stands for both, and `other` is in no row and no column. A chain of
    // optional widths keeps a third fewer terms and column entries this way. The objective keeps
    // both symbols' own entries. A ratio test on `other` reads the marker's column with the
    // opposite sign; a pivot on either symbol ends the pairing without writing `other` out
    // (`pivotPaired`), and so does a new row solved for either symbol (`insert`, through the
    // same `finishPairedPivot`). Only the removal of a paired symbol needs `other` as a term: it
    // unpairs the pair first, each row holding the marker getting its `other` term back.
    // Reading a row's candidates (dual simplex, phase 1) or folding a row into the objective
    // counts a paired marker's term for both. A pair is paired when its constraint is added: at
    // once with an external subject, else at the end of the insertion if both symbols are then
    // non-basic (a chain's optional widths, whose `other` is the subject until the insertion's
    // own pivot). Once unpaired (a pivot, a re-solve) it stays so: pairing again after every
    // pivot cost a cell more than it saved.

    /// Pairs `m` (a marker) and `o` (its `other`, `m + 1`): `o` is left out of the rows from now
    /// on (it is in none). O(1), or O(stale column entries of `o`).
    @inline(__always) mutating func pair(_ m: Int32, _ o: Int32) {
        assert(o == m + 1, "a pair is a marker and the symbol after it")
        info[Int(m)].mate = o
        info[Int(o)].mate = m
        if info[Int(o)].colHead >= 0 { clearColumn(o) }
    }

    /// Pairs record `id`'s marker and `other` (an optional constraint's) if they are unpaired
    /// and both non-basic: each row holding `other` loses its term (the marker's, next to it,
    /// stands for both). O(k·t) for the `k` rows holding `other`.
    mutating func pairIfNonBasic(_ id: Int32) {
        let rec = records[Int(id)]
        let m = rec.marker
        let o = rec.other
        guard o >= 0, info[Int(m)].mate < 0, info[Int(m)].rowOf < 0, info[Int(o)].rowOf < 0 else { return }
        if txnActive { logPairing.append(m) }
        collectColumn(o)
        for hit in colHits {
            let t = hit.row
            touchRow(t)
            let i = Int(hit.index)
            let c = rows[Int(t)].terms[i].coef
            if i > 0 && rows[Int(t)].terms[i - 1].sym == m {
                assert(abs(rows[Int(t)].terms[i - 1].coef + c) <= 1e-9 * max(1, abs(c)), "a pair's coefficients are opposite")
                rows[Int(t)].terms.remove(at: i)
            } else {
                // The marker's term was dropped as noise where `other`'s was not.
                rows[Int(t)].terms[i] = Term(sym: m, coef: -c)
                addColumn(m, t)
            }
        }
        pair(m, o)
    }

    /// The rows that break the pairs' invariant: for every optional constraint whose two
    /// symbols are both non-basic, each row holds them with opposite coefficients (`other`
    /// implicit when paired, and then absent). For tests. O(records·rows·t).
    func pairViolations() -> Int {
        var count = 0
        for id in records.indices where records[id].alive && records[id].other >= 0 {
            let m = records[id].marker
            let o = records[id].other
            guard info[Int(m)].rowOf < 0 && info[Int(o)].rowOf < 0 else { continue }
            let paired = info[Int(m)].mate == o && info[Int(o)].mate == m
            for r in rows.indices where rows[r].basic >= 0 {
                var cm = 0.0
                var co = 0.0
                var hasOther = false
                for t in rows[r].terms {
                    if t.sym == m { cm = t.coef }
                    if t.sym == o { co = t.coef; hasOther = true }
                }
                if paired ? hasOther : abs(cm + co) > 1e-9 * max(1, abs(cm)) { count += 1 }
            }
        }
        return count
    }

    /// Whether `s` is the marker of a pair whose `other` is implicit. O(1).
    @inline(__always) func isPairedMarker(_ s: Int32) -> Bool { info[Int(s)].mate > s }

    /// Ends the pairing of `s` (either symbol of a pair; nothing if it is not paired): every row
    /// holding the marker with coefficient `c` gets the `other` term `-c` (next to it, being the
    /// next symbol). O(k·t).
    @inline(never) mutating func unpair(_ s: Int32) {
        if info[Int(s)].mate < 0 { return }
        let m = endPairing(of: s)
        let o = m + 1
        collectColumn(m)
        for hit in colHits {
            let t = hit.row
            touchRow(t)
            let i = Int(hit.index)
            let c = rows[Int(t)].terms[i].coef
            assert(i + 1 == rows[Int(t)].terms.count || rows[Int(t)].terms[i + 1].sym > o, "other already in the row")
            rows[Int(t)].terms.insert(Term(sym: o, coef: -c), at: i + 1)
            addColumn(o, t)
        }
    }

    /// Frees the column pool and the raw tables; the core is unusable afterwards. O(1).
    mutating func releaseStorage() {
        free(col)
        info.release()
        obj.release()
        stamps.release()
        for slot in rows.indices { rows[slot].terms.release() }
        rows.release()
        for buffer in [scratch, substituteBuffer, solveBuffer, scratch2, stretchBuf, logTerms] { buffer.release() }
        freeSlots.release()
        levels.release()
        records.release()
        recTerms.release()
        dirty.release()
        infeasible.release()
        colHits.release()
        changed.release()
        while let chunk = arena {
            arena = chunk.load(as: UnsafeMutableRawPointer?.self)
            free(chunk)
        }
        colCount = 0
        colCapacity = 0
    }

    /// Grows the column pool's block (at least doubling) to hold `n` entries. Amortised O(1) per
    /// entry.
    @inline(never) mutating func growColumns(toHold n: Int) {
        var capacity = max(colCapacity * 2, 16)
        while capacity < n { capacity *= 2 }
        let raw = realloc(col, capacity * MemoryLayout<ColumnEntry>.stride)!
        col = raw.bindMemory(to: ColumnEntry.self, capacity: capacity)
        colCapacity = capacity
    }

    @inline(__always) mutating func addColumn(_ s: Int32, _ r: Int32) {
        let e: Int32
        if colFree >= 0 {
            e = colFree
            colFree = col[Int(e)].next
        } else {
            if colCount == colCapacity { growColumns(toHold: colCount + 1) }
            e = Int32(colCount)
            colCount += 1
        }
        col[Int(e)] = ColumnEntry(row: r, next: info[Int(s)].colHead)
        info[Int(s)].colHead = e
    }

    /// `addColumn` for every symbol of `terms` (a new row's), in one pass: freed entries first,
    /// then the pool grows once for the rest. Inlined for a short row (most of a cell's), entry by
    /// entry, which costs less than growing the pool (or a call). O(|terms|).
    @inline(__always) mutating func addColumns(_ r: Int32, _ terms: SolverBuffer<Term>) {
        if terms.count <= 4 {
            for term in terms { addColumn(term.sym, r) }
        } else {
            addLongColumns(r, terms)
        }
    }

    /// `addColumns` for a row of more than 4 terms. O(|terms|).
    @inline(never) mutating func addLongColumns(_ r: Int32, _ terms: SolverBuffer<Term>) {
        var k = 0
        while k < terms.count && colFree >= 0 {
            addColumn(terms[k].sym, r)
            k += 1
        }
        let rest = terms.count - k
        guard rest > 0 else { return }
        let base = colCount
        if colCapacity - base < rest { growColumns(toHold: base + rest) }
        // The last entry's number fits in Int32 (checked), so `&+` cannot wrap.
        _ = Int32(base + rest - 1)
        colCount = base + rest
        let entries = col
        do {
            let infp = info.elements
            terms.withUnsafeBufferPointer { t in
                // Each entry written once, straight into the pool's uninitialized room.
                var e = Int32(base)
                var p = entries + base
                var i = k
                while i < t.count {
                    let s = Int(t[i].sym)
                    p.initialize(to: ColumnEntry(row: r, next: infp[s].colHead))
                    infp[s].colHead = e
                    e &+= 1
                    p += 1
                    i += 1
                }
            }
        }
    }

    /// Fills `colHits` with the distinct live rows containing `s` (and where `s` is in each),
    /// unlinking stale entries.
    mutating func collectColumn(_ s: Int32) {
        if !colHits.isEmpty { colHits.removeAllKeepingCapacity() }
        curVisit &+= 1
        if curVisit == 0 {
            for i in stamps.indices { stamps[i].visit = 0 }
            curVisit = 1
        }
        var prev: Int32 = -1
        var e = info[Int(s)].colHead
        while e >= 0 {
            let entry = col[Int(e)]
            let next = entry.next
            let r = entry.row
            var found = -1
            if Int(r) < rows.count && rows[Int(r)].basic >= 0 && stamps[Int(r)].visit != curVisit,
               let i = find(s, inRow: r) {
                found = i
            }
            if found >= 0 {
                stamps[Int(r)].visit = curVisit
                colHits.append(ColumnHit(row: r, index: Int32(found)))
                prev = e
            } else {
                if prev >= 0 { col[Int(prev)].next = next } else { info[Int(s)].colHead = next }
                col[Int(e)].next = colFree
                colFree = e
            }
            e = next
        }
    }

    mutating func clearColumn(_ s: Int32) {
        var e = info[Int(s)].colHead
        while e >= 0 {
            let next = col[Int(e)].next
            col[Int(e)].next = colFree
            colFree = e
            e = next
        }
        info[Int(s)].colHead = -1
    }

    /// Row `t` := row `t` with `e` replaced by row `src` (whose basic is `e`). Only the stretch of
    /// row `t` between the smallest and largest symbol involved is rewritten (the tail moves only
    /// if the length changes). O(log t + |src| + stretch), O(t) at worst.
    mutating func substitute(into t: Int32, _ e: Int32, from src: Int32) {
        guard let idx = find(e, inRow: t) else { return }
        touchRow(t)
        let a = rows[Int(t)].terms[idx].coef
        var buf = substituteBuffer
        substituteBuffer = SolverBuffer()
        if !buf.isEmpty { buf.removeAllKeepingCapacity() }
        var lo = idx
        var hi = idx + 1
        do {
            let srcTerms = rows[Int(src)].terms
            let dst = rows[Int(t)].terms
            if let first = srcTerms.first, let last = srcTerms.last {
                if first.sym < e { lo = lowerBound(first.sym, dst, 0, idx) }
                if last.sym > e { hi = lowerBound(last.sym + 1, dst, idx + 1, dst.count) }
            }
            var i = lo
            var j = 0
            while i < hi || j < srcTerms.count {
                if j >= srcTerms.count || (i < hi && dst[i].sym < srcTerms[j].sym) {
                    if dst[i].sym != e { buf.append(dst[i]) }
                    i += 1
                } else if i >= hi || srcTerms[j].sym < dst[i].sym {
                    let v = a * srcTerms[j].coef
                    if abs(v) > SolverCore.dropEps {
                        buf.append(Term(sym: srcTerms[j].sym, coef: v))
                        addColumn(srcTerms[j].sym, t)
                    }
                    j += 1
                } else {
                    let v = dst[i].coef + a * srcTerms[j].coef
                    if abs(v) > SolverCore.dropEps { buf.append(Term(sym: dst[i].sym, coef: v)) }
                    i += 1
                    j += 1
                }
            }
        }
        let shift = a * rows[Int(src)].constant
        if shift != 0 {
            rows[Int(t)].constant += shift
            noteValueChange(rows[Int(t)].basic)
        }
        if buf.count == hi - lo {
            rows[Int(t)].terms.withUnsafeMutableBufferPointer { d in
                for k in 0..<buf.count { d[lo + k] = buf[k] }
            }
        } else {
            rows[Int(t)].terms.replaceSubrange(lo..<hi, with: buf)
        }
        substituteBuffer = buf
        let b = rows[Int(t)].basic
        if rows[Int(t)].constant < 0 && isRestricted(b) { infeasible.append(t) }
    }

    /// The first index in `terms[from..<to]` whose symbol is >= `s`. O(log n).
    @inline(__always) func lowerBound(_ s: Int32, _ terms: SolverBuffer<Term>, _ from: Int, _ to: Int) -> Int {
        var lo = from
        var hi = to
        while lo < hi {
            let mid = (lo + hi) >> 1
            if terms[mid].sym < s { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Rewrites row `r` (basic `b`, containing `e`) as `e = …` with `b` among its terms. O(t).
    mutating func solveRow(_ r: Int32, for e: Int32) {
        touchRow(r)
        let b = rows[Int(r)].basic
        guard let idx = find(e, inRow: r) else { return }
        let a = rows[Int(r)].terms[idx].coef
        let f = -1 / a
        var buf = solveBuffer
        solveBuffer = SolverBuffer()
        if !buf.isEmpty { buf.removeAllKeepingCapacity() }
        var placed = false
        do {
            let terms = rows[Int(r)].terms
            for term in terms {
                if !placed && term.sym > b {
                    buf.append(Term(sym: b, coef: 1 / a))
                    placed = true
                }
                if term.sym != e { buf.append(Term(sym: term.sym, coef: term.coef * f)) }
            }
        }
        if !placed { buf.append(Term(sym: b, coef: 1 / a)) }
        rows[Int(r)].constant *= f
        rows[Int(r)].basic = e
        noteValueChange(b)
        noteValueChange(e)
        swap(&rows[Int(r)].terms, &buf)
        solveBuffer = buf
        setRowOf(b, -1)
        setRowOf(e, r)
        addColumn(b, r)
    }

    /// Substitutes the row of basic `e` (slot `r`) into every other row containing `e` and into
    /// the objective. O(k·t).
    mutating func substituteEverywhere(_ e: Int32, row r: Int32) {
        substituteRows(e, row: r)
        foldIntoObjective(e, row: r)
    }

    /// Substitutes the row of basic `e` (slot `r`) into every other row containing `e`. O(k·t).
    @inline(__always) mutating func substituteRows(_ e: Int32, row r: Int32) {
        if info[Int(e)].colHead >= 0 {
            collectColumn(e)
            var i = 0
            while i < colHits.count {
                let t = colHits[i].row
                if t != r { substitute(into: t, e, from: r) }
                i += 1
            }
            clearColumn(e)
        }
    }

    /// Whether any of symbol `s`'s objective entries is non-zero (the slots of the levels in use;
    /// the others are zero). O(levels).
    @inline(__always) func hasObjective(_ s: Int32) -> Bool {
        let entries = obj.base + Int(s) &* levelStride
        let n = levels.count
        var l = 0
        while l < n {
            if entries[l] != 0 { return true }
            l &+= 1
        }
        return false
    }

    /// Replaces basic `e`'s objective entries by its row's (slot `r`). O(t·levels).
    @inline(__always) mutating func foldIntoObjective(_ e: Int32, row r: Int32) {
        if hasObjective(e) {
            let base = Int(e) * levelStride
            touchObj(e)
            let n = rows[Int(r)].terms.count
            for j in 0..<n {
                let term = rows[Int(r)].terms[j]
                touchObj(term.sym)
                let sb = Int(term.sym) * levelStride
                for l in 0..<levels.count { obj[sb + l] += term.coef * obj[base + l] }
                markDirty(term.sym)
                if isPairedMarker(term.sym) {
                    // The implicit `other`, coefficient -term.coef.
                    let o = term.sym + 1
                    touchObj(o)
                    let ob = Int(o) * levelStride
                    for l in 0..<levels.count { obj[ob + l] -= term.coef * obj[base + l] }
                    markDirty(o)
                }
            }
            for l in 0..<levelStride { obj[base + l] = 0 }
        }
    }

    /// The primal ratio test: the row whose restricted basic symbol leaves when `entering` enters
    /// (smallest ratio, lowest basic symbol on ties), or -1 when none bounds it. `incumbent` is
    /// the ratio of a row not in the tableau whose basic is newer than every symbol (an
    /// artificial one), tested first: -1 then also means that row wins. O(c·t) for the `c` rows
    /// holding `entering`.
    mutating func leavingRow(for entering: Int32, against incumbent: Double = .infinity) -> Int32 {
        // A paired `other`'s column is its marker's, with the opposite coefficients.
        var column = entering
        var sign = 1.0
        let mate = info[Int(entering)].mate
        if mate >= 0 && mate < entering {
            column = mate
            sign = -1
        }
        collectColumn(column)
        var best: Int32 = -1
        var bestRatio = incumbent
        var bestBasic = Int32.max
        for hit in colHits {
            let t = hit.row
            let b = rows[Int(t)].basic
            if !isRestricted(b) { continue }
            let a = sign * rows[Int(t)].terms[Int(hit.index)].coef
            if a < -SolverCore.eps {
                let ratio = rows[Int(t)].constant / -a
                if ratio < bestRatio - SolverCore.eps
                    || (ratio <= bestRatio + SolverCore.eps && b < bestBasic) {
                    best = t
                    bestRatio = min(ratio, bestRatio)
                    bestBasic = b
                }
            }
        }
        return best
    }

    /// Makes `e` basic in row `r` (whose basic leaves). O(k·t).
    mutating func pivot(_ e: Int32, _ r: Int32) {
        pivotCount &+= 1
        if info[Int(e)].mate >= 0 {
            pivotPaired(e, r)
            return
        }
        solveRow(r, for: e)
        substituteEverywhere(e, row: r)
    }

    /// `pivot` for either symbol `x` of a paired pair, which ends the pairing without writing
    /// `other` out: row `r` and the rows holding the marker hold `c·P`, with `P = m - o`. Row `r`
    /// solved for the marker's term is `P`'s row; substituted into the others it leaves neither
    /// symbol there (`c_t·m - c_t·o = c_t·P`). Row `r` then becomes `x`'s: `m = P + o`, or
    /// `o = m - P`. O(k·t), as a pivot.
    @inline(never) mutating func pivotPaired(_ x: Int32, _ r: Int32) {
        let m = endPairing(of: x)
        solveRow(r, for: m)
        finishPairedPivot(x, m, r)
    }

    /// Unpairs the pair of `x` (either of its symbols) without writing `other` anywhere (the
    /// caller is pivoting on the pair); returns the marker. O(1).
    @inline(__always) mutating func endPairing(of x: Int32) -> Int32 {
        let m = min(x, info[Int(x)].mate)
        info[Int(m)].mate = -1
        info[Int(m + 1)].mate = -1
        if txnActive { logPairing.append(m) }
        return m
    }

    /// The rest of a pivot on pair symbol `x` (marker `m`), row `r` being solved for the marker's
    /// term (the pair's difference `P`): substitutes `P`'s row into the rows holding the marker,
    /// makes row `r` `x`'s and folds `x`'s objective entries. O(k·t).
    mutating func finishPairedPivot(_ x: Int32, _ m: Int32, _ r: Int32) {
        let o = m + 1
        substituteRows(m, row: r)
        if x == m {
            SolverCore.insertTerm(Term(sym: o, coef: 1), into: &rows[Int(r)].terms)
            addColumn(o, r)
        } else {
            rows[Int(r)].terms.withUnsafeMutableBufferPointer { t in
                for i in t.indices { t[i].coef = -t[i].coef }
            }
            SolverCore.insertTerm(Term(sym: m, coef: 1), into: &rows[Int(r)].terms)
            rows[Int(r)].constant = -rows[Int(r)].constant
            rows[Int(r)].basic = o
            setRowOf(m, -1)
            setRowOf(o, r)
            addColumn(m, r)
        }
        foldIntoObjective(x, row: r)
    }

    // MARK: Optimisation

    /// Primal simplex over the changed objective entries (Bland's rule: lowest symbol enters,
    /// lowest basic symbol leaves on ties). O(pivots · k·t).
    ///
    /// At most `1,000 + 20 × rows` pivots a call, far more than a solve needs (none to a few
    /// per change). Bland's rule cannot cycle in exact arithmetic, but on an ill-conditioned
    /// system (random multipliers far from 1, whose rows grow to 10¹² after many pivots)
    /// rounding can make two errors take turns forever, each reduced cost noise just past the
    /// tolerance. Past the budget `optimize` stops, drops its candidates, counts the event
    /// (``optimizeStops``) and asks for a rebuild: the next `reoptimize()` (before any value is
    /// read) solves the live constraints afresh from their records, as a new solver would.
    mutating func optimize() {
        var budget = -1  // set at the first pivot: most calls make none
        while true {
            var entering: Int32 = -1
            var i = 0
            while i < dirty.count {
                let s = dirty[i]
                if info[Int(s)].rowOf < 0 && isRestricted(s) && objSign(s) < 0 {
                    if entering < 0 || s < entering { entering = s }
                    i += 1
                } else {
                    info[Int(s)].dirtyFlag = false
                    dirty.swapAt(i, dirty.count - 1)
                    dirty.removeLast()
                }
            }
            if entering < 0 { return }
            if budget <= 0 {
                if budget == 0 {
                    optimizeStops += 1
                    dirtyCleanup()
                    if !isRebuilding {
                        needsRebuild = true
                        needsReoptimize = true
                    }
                    return
                }
                budget = 1_000 + 20 * rows.count
            }
            budget -= 1
            let best = leavingRow(for: entering)
            if best < 0 {
                // Unbounded direction (cannot happen: every level's error is >= 0); drop it.
                info[Int(entering)].dirtyFlag = false
                if let at = dirty.firstIndex(of: entering) { dirty.remove(at: at) }
                continue
            }
            pivot(entering, best)
        }
    }

    /// Dual simplex over `infeasible`. Returns the slot of a row proving infeasibility, or -1.
    mutating func dualOptimize() -> Int32 {
        while let r = infeasible.popLast() {
            let b = rows[Int(r)].basic
            if b < 0 { continue }
            let c = rows[Int(r)].constant
            if info[Int(b)].kind == SolverCore.dummy {
                if abs(c) > SolverCore.eps { return r }
                continue
            }
            if !isRestricted(b) || c >= -SolverCore.eps { continue }
            var entering: Int32 = -1
            var enterCoef = 0.0
            for term in rows[Int(r)].terms {
                var s = term.sym
                var k = term.coef
                if info[Int(s)].kind == SolverCore.dummy { continue }
                if k <= SolverCore.eps {
                    // A paired marker's implicit `other` has coefficient -k.
                    guard isPairedMarker(s) && -k > SolverCore.eps else { continue }
                    s += 1
                    k = -k
                }
                if entering < 0 || ratioLess(s, k, entering, enterCoef) {
                    entering = s
                    enterCoef = k
                }
            }
            if entering < 0 { return r }
            pivot(entering, r)
        }
        return -1
    }

    /// Whether obj[s1]/k1 < obj[s2]/k2 lexicographically (ties: lower symbol).
    @inline(__always) func ratioLess(_ s1: Int32, _ k1: Double, _ s2: Int32, _ k2: Double) -> Bool {
        let b1 = Int(s1) * levelStride
        let b2 = Int(s2) * levelStride
        for k in 0..<levels.count {
            let l = Int(levels[k].slot)
            let x = obj[b1 + l] / k1
            let y = obj[b2 + l] / k2
            if x < y - SolverCore.eps { return true }
            if x > y + SolverCore.eps { return false }
        }
        return s1 < s2
    }

    // MARK: Transactions

    mutating func beginTxn() {
        txnActive = true
        if logObjVals.capacity == 0 {
            // A new solver's first transaction: room for a typical one's log at once.
            logObjSym.reserveCapacity(16)
            logObjVals.reserveCapacity(16 * levelStride)
            logRows.reserveCapacity(16)
            logRowOf.reserveCapacity(16)
        }
        txnStamp &+= 1
        if txnStamp == 0 {
            for i in stamps.indices { stamps[i].txn = 0 }
            for i in info.indices { info[i].objStamp = 0 }
            txnStamp = 1
        }
        txnRowCount = rows.count
    }

    mutating func commitTxn() {
        txnActive = false
        if !logRows.isEmpty { logRows.removeAllKeepingCapacity() }
        logTerms.removeAllKeepingCapacity()
        if !logRowOf.isEmpty { logRowOf.removeAllKeepingCapacity() }
        if !logObjSym.isEmpty { logObjSym.removeAllKeepingCapacity() }
        if !logObjVals.isEmpty { logObjVals.removeAllKeepingCapacity() }
        if !logPairing.isEmpty { logPairing.removeAllKeepingCapacity() }
    }

    mutating func rollbackTxn() {
        txnActive = false
        for (s, old) in logRowOf.reversed() {
            info[Int(s)].rowOf = old
            noteValueChange(s)
        }
        for logged in logRows.reversed() {
            let slot = logged.slot
            rows[Int(slot)].basic = logged.basic
            rows[Int(slot)].constant = logged.constant
            rows[Int(slot)].terms.removeAllKeepingCapacity()
            for k in logged.start..<(logged.start + logged.count) {
                rows[Int(slot)].terms.append(logTerms[k])
                addColumn(logTerms[k].sym, slot)
            }
            if logged.basic >= 0 { noteValueChange(logged.basic) }
        }
        if rows.count > txnRowCount {
            for slot in txnRowCount..<rows.count { rows[slot].terms.release() }
            rows.removeLast(rows.count - txnRowCount)
            stamps.removeLast(stamps.count - txnRowCount)
        }
        // The rows are back as they were; so is each pair's state. A pair paired again leaves
        // `other` in no row (its stale column entries are dropped); one unpaired again has its
        // `other` back in the restored rows, whose column entries were added above.
        for m in logPairing.reversed() {
            if info[Int(m)].mate >= 0 {
                info[Int(m)].mate = -1
                info[Int(m) + 1].mate = -1
            } else {
                pair(m, m + 1)
            }
        }
        var k = 0
        for s in logObjSym {
            let base = Int(s) * levelStride
            for l in 0..<levelStride { obj[base + l] = logObjVals[k + l] }
            k += levelStride
        }
        if !infeasible.isEmpty { infeasible.removeAllKeepingCapacity() }
        commitTxn()
    }

    // MARK: Components

    /// The connected components of the live constraints over their symbols: for each symbol, a
    /// representative symbol of its component (equal for symbols linked through constraints), or
    /// -1 when no live constraint reaches it; and the number of components. Union-find (by
    /// index, path halving) over every live record's marker and variables, built afresh:
    /// O(symbols + terms·α). Only tests ask, so no add or removal pays to keep it current.
    func components() -> (of: [Int32], count: Int) {
        var parent = [Int32](repeating: -1, count: info.count)
        func find(_ s: Int32) -> Int32 {
            var x = s
            while parent[Int(x)] != x {
                parent[Int(x)] = parent[Int(parent[Int(x)])]
                x = parent[Int(x)]
            }
            return x
        }
        for rec in records where rec.alive {
            if parent[Int(rec.marker)] < 0 { parent[Int(rec.marker)] = rec.marker }
            var root = find(rec.marker)
            for k in Int(rec.termStart)..<Int(rec.termStart + rec.termCount) {
                let v = recTerms[k].sym
                if parent[Int(v)] < 0 { parent[Int(v)] = v }
                let rv = find(v)
                if rv == root { continue }
                let (low, high) = rv < root ? (rv, root) : (root, rv)
                parent[Int(high)] = low
                root = low
            }
        }
        var count = 0
        for s in parent.indices where parent[s] >= 0 {
            parent[s] = find(Int32(s))
            if parent[s] == Int32(s) { count += 1 }
        }
        return (parent, count)
    }

    // MARK: Constraints

    /// Explanation: required constraints (other than `exclude`) owning a symbol of row `r`
    /// (its basic or its terms), or of `terms` when `r` is -1.
    func explanation(row r: Int32, terms: SolverBuffer<Term>, exclude: Int32) -> [SolverConstraintID] {
        var syms: [Int32] = []
        if r >= 0 {
            syms.append(rows[Int(r)].basic)
            for t in rows[Int(r)].terms { syms.append(t.sym) }
        } else {
            for t in terms { syms.append(t.sym) }
        }
        var ids: [Int32] = []
        for s in syms {
            let o = info[Int(s)].owner
            if o >= 0 && o != exclude && records[Int(o)].alive && records[Int(o)].required && !ids.contains(o) {
                ids.append(o)
            }
        }
        return ids.sorted().map { SolverConstraintID(index: $0) }
    }

    /// A new two-weight equality's errors enter the objective: `marker` (the excess) at the
    /// record's priority, `other` (the shortfall) at its pair priority. Out of line, so that the
    /// inserts of other constraints do not carry it. O(1) when the priorities are the last pair's
    /// (`lastPairLevels`), else O(levels); a new level O(symbols·levels).
    @inline(never)
    mutating func weighPairErrors(_ marker: Int32, _ other: Int32, _ id: Int32) {
        let priority = records[Int(id)].priority
        let pairPriority = records[Int(id)].pairPriority
        var markerSlot = Int(lastPairLevels.slot)
        var otherSlot = Int(lastPairLevels.pairSlot)
        if priority != lastPairLevels.priority || pairPriority != lastPairLevels.pairPriority {
            // Slots never move (a new level takes the next one), so the first one found stays
            // valid when the second level is added.
            otherSlot = ensureLevel(pairPriority)
            markerSlot = ensureLevel(priority)
            lastPairLevels = (priority, pairPriority, Int32(markerSlot), Int32(otherSlot))
        }
        // Neither error is listed as dirty: see `insert`.
        obj[Int(marker) * levelStride + markerSlot] += 1
        obj[Int(other) * levelStride + otherSlot] += 1
    }

    /// Adds record `id`'s constraint to the tableau (making fresh marker symbols). On a required
    /// conflict the tableau is left as it was and the explanation is thrown. O(k·t) per pivot.
    mutating func insert(_ id: Int32) throws(SolverConflict) {
        let rec = records[Int(id)]
        var marker: Int32
        var other: Int32 = -1
        var markerCoef = 1.0
        var otherCoef = 0.0
        switch (rec.relation, rec.required) {
        case (.equal, true):
            marker = newSymbol(SolverCore.dummy)
        case (.equal, false):
            marker = newSymbol(SolverCore.error)
            markerCoef = -1
            other = newSymbol(SolverCore.error)
            otherCoef = 1
        case (.lessThanOrEqual, let req):
            marker = newSymbol(SolverCore.slack)
            if !req {
                other = newSymbol(SolverCore.error)
                otherCoef = -1
            }
        case (.greaterThanOrEqual, let req):
            marker = newSymbol(SolverCore.slack)
            markerCoef = -1
            if !req {
                other = newSymbol(SolverCore.error)
                otherCoef = 1
            }
        }
        info[Int(marker)].owner = id
        if other >= 0 { info[Int(other)].owner = id }
        records[Int(id)].marker = marker
        records[Int(id)].other = other
        records[Int(id)].markerCoef = markerCoef

        // The subject, when it is an external in no row (the usual case: a view's variable
        // constrained for the first time): the newest such symbol of the constraint's own terms,
        // which is the one the search below would pick, since no other symbol of the expression
        // can be in no row. Knowing it first, the expression is built already solved for it:
        // every contribution times f = -1/coefficient, and the subject's own term left out, so
        // the new row needs no pass of its own to scale it (a chain's rows are long).
        var fresh: Int32 = -1
        var f = 1.0
        do {
            var k = Int(rec.termStart + rec.termCount) - 1
            while k >= Int(rec.termStart) {
                let term = recTerms[k]
                if info[Int(term.sym)].rowOf < 0 && info[Int(term.sym)].colHead < 0 && abs(term.coef) > SolverCore.eps {
                    fresh = term.sym
                    f = -1 / term.coef
                    break
                }
                k -= 1
            }
        }

        // Build the expression with basic variables substituted (dense accumulator), times f.
        var constant = rec.constant * f
        var terms = scratch
        scratch = SolverBuffer()
        if !terms.isEmpty { terms.removeAllKeepingCapacity() }
        var scale = max(1, abs(rec.constant))
        for k in Int(rec.termStart)..<Int(rec.termStart + rec.termCount) {
            let term = recTerms[k]
            if term.sym == fresh { continue }
            let coef = term.coef * f
            scale = max(scale, abs(term.coef))
            let r = info[Int(term.sym)].rowOf
            if r >= 0 {
                constant += coef * rows[Int(r)].constant
                if rows[Int(r)].terms.count * 4 < terms.count {
                    stretchMerge(&terms, row: r, coef)
                    continue
                }
                var out = scratch2
                scratch2 = SolverBuffer()
                if !out.isEmpty { out.removeAllKeepingCapacity() }
                SolverCore.merge(terms, rows[Int(r)].terms, coef, into: &out)
                scratch2 = terms
                terms = out
            } else {
                SolverCore.insertTerm(Term(sym: term.sym, coef: coef), into: &terms)
            }
        }
        // Room for the marker and the error (a row of the subject alone left the list empty, and
        // two appends to an empty buffer would allocate twice); 16, as `insertTerm` starts a list.
        if terms.capacity - terms.count < 2 { terms.reserveCapacity(max(terms.count + 8, 16)) }
        terms.append(Term(sym: marker, coef: markerCoef * f))
        // `other` (coefficient -markerCoef·f) stays implicit if the row gets an external subject:
        // the pair is then paired (see "Paired errors").
        assert(other < 0 || (other == marker + 1 && otherCoef == -markerCoef), "an optional constraint's symbols pair")

        // Non-required errors enter the objective at their level. They are not listed as dirty:
        // a new symbol is non-basic at 0, and a positive weight can never make it enter (the
        // list is of candidates for `optimize`); if the row is solved for one of them, its weight
        // is folded into the objective's other entries, which are listed then.
        if rec.pairPriority > 0 {
            weighPairErrors(marker, other, id)
        } else if !rec.required {
            let level = ensureLevel(rec.priority)
            if info[Int(marker)].kind == SolverCore.error { obj[Int(marker) * levelStride + level] += 1 }
            if other >= 0 { obj[Int(other) * levelStride + level] += 1 }
        }

        if fresh >= 0 {
            // The row "fresh = f·(constant + Σ terms)", built above.
            if other >= 0 { pair(marker, other) }
            let r = allocSlot()
            rows[Int(r)].constant = constant
            rows[Int(r)].basic = fresh
            noteValueChange(fresh)
            finishRow(r, subject: fresh, id: id, terms: &terms)
            return
        }

        // Choose the subject.
        var subject: Int32 = -1
        var allDummies = true
        // From the newest symbol down: the first external not yet in any row (no substitution
        // needed) ends the search; otherwise the newest external.
        var ti = terms.count - 1
        while ti >= 0 {
            let sym = terms[ti].sym
            let k = info[Int(sym)].kind
            if k != SolverCore.dummy { allDummies = false }
            if k == SolverCore.external && abs(terms[ti].coef) > SolverCore.eps {
                if info[Int(sym)].colHead < 0 {
                    subject = sym
                    break
                }
                if subject < 0 { subject = sym }
            }
            ti -= 1
        }
        if other >= 0 {
            // With no external subject, the searches below read the constraint's own symbols:
            // `other` is written out (the pair may pair once the row is in).
            if subject < 0 { terms.append(Term(sym: other, coef: otherCoef * f)) } else { pair(marker, other) }
        }
        // The choices below read signs in the form `0 = constant + Σ terms` with constant >= 0. An
        // external subject does not need it: solving for it gives the same row either way.
        if subject < 0 && constant < 0 {
            constant = -constant
            for i in terms.indices { terms[i].coef = -terms[i].coef }
        }
        if subject < 0 {
            for t in terms where (t.sym == marker || t.sym == other) && isRestricted(t.sym) && t.coef < -SolverCore.eps {
                subject = t.sym
                break
            }
        }
        if subject < 0 && allDummies {
            if constant > SolverCore.eps * scale {
                let expl = explanation(row: -1, terms: terms, exclude: id)
                scratch = terms
                throw .unsatisfiable(explanation: expl)
            }
            subject = marker  // redundant: a dummy-basic row (constant 0)
            constant = 0
        } else if subject < 0 && constant <= SolverCore.eps * scale {
            // Already satisfied (`image.width == 44` once the width's content-size rows fix it at
            // 44): the artificial variable below would leave at once, pivoted out on the largest
            // non-dummy coefficient, so that symbol is the subject, with no transaction. A row of
            // constant 0 keeps every other row's constant, hence feasibility.
            var best = 0.0
            for t in terms where info[Int(t.sym)].kind != SolverCore.dummy && (subject < 0 || abs(t.coef) > best) {
                subject = t.sym
                best = abs(t.coef)
            }
            // A paired marker wins over its implicit `other` (the same coefficient's size).
            constant = 0
        } else if subject < 0, !allDummies {
            // A symbol with a negative coefficient that no other row bounds more tightly than
            // this one (it would win its own ratio test) can be the subject at once: solved for
            // it, the row keeps every restricted basic non-negative, so no artificial variable
            // or transaction is needed. Phase 1 below would pivot the first such term into the
            // artificial row first; a term that costs nothing in the objective (a required
            // inequality's slack) is tried before it, since making an error basic at a positive
            // value (the root's size giving way, say) leaves pivots for `optimize` to undo.
            subject = shortcutSubject(terms, constant)
        }
        if subject >= 0 {
            // Either symbol of a paired pair: the row is solved for the marker's term, which
            // stands for the pair's difference P = marker - other, then made the subject's, as
            // `pivotPaired` does (`other` is never written into the rows that hold the marker).
            let mate = info[Int(subject)].mate
            let solved = mate >= 0 ? min(subject, mate) : subject
            let r = allocSlot()
            rows[Int(r)].basic = solved
            // The row "0 = constant + Σ terms", solved for `solved`, built in place.
            let at = lowerBound(solved, terms, 0, terms.count)
            let f = -1 / terms[at].coef
            rows[Int(r)].constant = constant * f
            noteValueChange(subject)
            // Every term times f, those after the subject's moved down over it, in one pass
            // (`remove(at:)` would move them in a pass of its own).
            terms.withUnsafeMutableBufferPointer { buf in
                for i in 0..<at { buf[i].coef *= f }
                for i in (at + 1)..<buf.count { buf[i - 1] = Term(sym: buf[i].sym, coef: buf[i].coef * f) }
            }
            terms.removeLast()
            if mate >= 0 {
                placeRow(r, subject: solved, terms: &terms)
                finishPairedPivot(subject, endPairing(of: subject), r)
                finishInsert(id)
            } else {
                finishRow(r, subject: subject, id: id, terms: &terms)
            }
            return
        }

        // Phase 1 with an artificial variable: art = constant + Σ terms, minimised to zero.
        beginTxn()
        let art = newSymbol(SolverCore.slack)
        let r = allocSlot()
        rows[Int(r)].basic = art
        rows[Int(r)].constant = constant
        if !rows[Int(r)].terms.isEmpty { rows[Int(r)].terms.removeAllKeepingCapacity() }
        for t in terms {
            rows[Int(r)].terms.append(t)
            addColumn(t.sym, r)
        }
        scratch = terms
        setRowOf(art, r)
        while true {
            let ar = info[Int(art)].rowOf
            if ar < 0 || rows[Int(ar)].constant <= SolverCore.eps * scale { break }
            var entering: Int32 = -1
            for t in rows[Int(ar)].terms where info[Int(t.sym)].kind != SolverCore.dummy {
                if t.coef < -SolverCore.eps {
                    entering = t.sym
                    break
                }
                // A paired marker's implicit `other`, the next symbol, has coefficient -t.coef.
                if isPairedMarker(t.sym) && t.coef > SolverCore.eps {
                    entering = t.sym + 1
                    break
                }
            }
            if entering < 0 { break }
            let best = leavingRow(for: entering)
            if best < 0 { break }
            pivot(entering, best)
        }
        let ar = info[Int(art)].rowOf
        if ar >= 0 && rows[Int(ar)].constant > SolverCore.eps * scale {
            let expl = explanation(row: ar, terms: SolverBuffer(), exclude: id)
            rollbackTxn()
            dirtyCleanup()
            throw .unsatisfiable(explanation: expl)
        }
        commitTxn()
        if ar >= 0 {
            rows[Int(ar)].constant = 0
            // Pivot art out on the largest non-dummy coefficient (else the largest dummy one).
            var entering: Int32 = -1
            var best = 0.0
            var bestDummy = true
            for t in rows[Int(ar)].terms {
                let dummy = info[Int(t.sym)].kind == SolverCore.dummy
                if entering < 0 || (bestDummy && !dummy) || (dummy == bestDummy && abs(t.coef) > best) {
                    entering = t.sym
                    best = abs(t.coef)
                    bestDummy = dummy
                }
            }
            if entering < 0 {
                freeRow(ar)
            } else {
                pivot(entering, ar)
            }
        }
        // art is now non-basic (value 0): drop it everywhere.
        collectColumn(art)
        for hit in colHits { rows[Int(hit.row)].terms.remove(at: Int(hit.index)) }
        clearColumn(art)
        for l in 0..<levelStride { obj[Int(art) * levelStride + l] = 0 }
        records[Int(id)].alive = true
        optimize()
        if records[Int(id)].other >= 0 { pairIfNonBasic(id) }
        if !infeasible.isEmpty { infeasible.removeAllKeepingCapacity() }
    }

    /// The subject of a new row `0 = constant + Σ terms` (constant >= 0, no external term) that
    /// needs no phase 1, or -1: a non-dummy term with a negative coefficient (a paired marker's
    /// implicit `other` included) whose ratio `constant / -coef` no other row beats. The first
    /// such term that costs nothing in the objective, else the first negative term if it
    /// qualifies (phase 1's own first choice). O(|terms| + c·t) for the `c` rows of the
    /// candidates tried.
    mutating func shortcutSubject(_ terms: SolverBuffer<Term>, _ constant: Double) -> Int32 {
        var first = Term(sym: -1, coef: 0)
        for t in terms where info[Int(t.sym)].kind != SolverCore.dummy {
            guard abs(t.coef) > SolverCore.eps, t.coef < 0 || isPairedMarker(t.sym) else { continue }
            let candidate = t.coef < 0 ? t : Term(sym: t.sym + 1, coef: -t.coef)
            if first.sym < 0 { first = candidate }
            if objSign(candidate.sym) == 0 && leavingRow(for: candidate.sym, against: constant / -candidate.coef) < 0 {
                return candidate.sym
            }
        }
        if first.sym >= 0 && objSign(first.sym) != 0 && leavingRow(for: first.sym, against: constant / -first.coef) < 0 {
            return first.sym
        }
        return -1
    }

    /// Gives row `r` (basic `subject`, constant set) the terms `terms` (sorted, without the
    /// subject; the buffer is left empty and kept as `scratch`), substitutes the row wherever the
    /// subject appears, and re-optimises: the end of a constraint's insertion. O(|terms| + k·t).
    mutating func finishRow(_ r: Int32, subject: Int32, id: Int32, terms: inout SolverBuffer<Term>) {
        placeRow(r, subject: subject, terms: &terms)
        // `substituteEverywhere`, each half called only if it has work: usually the subject is in
        // no other row and has no objective entry (a view's variable constrained for the first
        // time), and then nothing is called.
        if info[Int(subject)].colHead >= 0 { substituteColumn(subject, row: r) }
        if hasObjective(subject) { foldObjective(subject, row: r) }
        finishInsert(id)
    }

    /// `substituteRows` out of line, for `finishRow`. O(k·t).
    @inline(never) mutating func substituteColumn(_ e: Int32, row r: Int32) {
        substituteRows(e, row: r)
    }

    /// `foldIntoObjective` out of line, for `finishRow`. O(t·levels).
    @inline(never) mutating func foldObjective(_ e: Int32, row r: Int32) {
        foldIntoObjective(e, row: r)
    }

    /// Gives row `r` (basic `subject`, constant set) the terms `terms` (sorted, without the
    /// subject; the buffer is left empty and kept as `scratch`). O(|terms|).
    @inline(__always) mutating func placeRow(_ r: Int32, subject: Int32, terms: inout SolverBuffer<Term>) {
        addColumns(r, terms)
        swap(&rows[Int(r)].terms, &terms)
        if !terms.isEmpty { terms.removeAllKeepingCapacity() }
        scratch = terms
        setRowOf(subject, r)
    }

    /// The end of record `id`'s insertion, its row in place: re-optimises, and pairs its errors
    /// if both are non-basic. O(P·k·t).
    @inline(__always) mutating func finishInsert(_ id: Int32) {
        records[Int(id)].alive = true
        optimize()
        if records[Int(id)].other >= 0 { pairIfNonBasic(id) }
        if !infeasible.isEmpty { infeasible.removeAllKeepingCapacity() }
    }

    /// out = a + f·b for sorted term lists, dropping near-zero coefficients; `out` is empty on
    /// entry. The terms are written straight into `out`'s block, with no check per term. O(|a| + |b|).
    static func merge(_ a: SolverBuffer<Term>, _ b: SolverBuffer<Term>, _ f: Double, into out: inout SolverBuffer<Term>) {
        let n = a.count + b.count
        // Room for a few more terms of the new constraint, a marker and an error; at least 16, the
        // size `insertTerm` starts a list at, so that a new constraint's list, passed back and
        // forth between the two scratch buffers, is not reallocated by its next merge. A block
        // too small is replaced, not grown: `out` is empty, so nothing is copied.
        let room = max(n + 8, 16)
        out.removeAll(reservingCapacity: room)
        out.appendUninitialized(upTo: n) { start in
            var next = start
            mergeTerms(a, b, f) { term in
                next.initialize(to: term)
                next += 1
            }
            return next - start
        }
    }

    /// Hands `emit` the terms of a + f·b in order (sorted term lists), dropping near-zero
    /// coefficients: the loop of `merge`. O(|a| + |b|).
    @inline(__always) static func mergeTerms(_ a: SolverBuffer<Term>, _ b: SolverBuffer<Term>, _ f: Double, _ emit: (Term) -> Void) {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var i = 0
                var j = 0
                while i < a.count && j < b.count {
                    let sa = a[i].sym
                    let sb = b[j].sym
                    if sa < sb {
                        emit(a[i])
                        i += 1
                    } else if sb < sa {
                        let v = f * b[j].coef
                        if abs(v) > dropEps { emit(Term(sym: sb, coef: v)) }
                        j += 1
                    } else {
                        let v = a[i].coef + f * b[j].coef
                        if abs(v) > dropEps { emit(Term(sym: sa, coef: v)) }
                        i += 1
                        j += 1
                    }
                }
                // The tails (a chain's new row is all tail: `a` is empty), each in a loop of its own.
                for term in a[i...] { emit(term) }
                for term in b[j...] {
                    let v = f * term.coef
                    if abs(v) > dropEps { emit(Term(sym: term.sym, coef: v)) }
                }
            }
        }
    }

    /// terms += f·(row r's terms), rewriting only the stretch of `terms` that row r's symbols
    /// span (for a short row merged into a long list). O(log n + stretch), plus a tail move if
    /// the length changes.
    mutating func stretchMerge(_ terms: inout SolverBuffer<Term>, row r: Int32, _ f: Double) {
        var buf = stretchBuf
        stretchBuf = SolverBuffer()
        if !buf.isEmpty { buf.removeAllKeepingCapacity() }
        var lo = 0
        var hi = 0
        do {
            let src = rows[Int(r)].terms
            guard let first = src.first, let last = src.last else {
                stretchBuf = buf
                return
            }
            lo = lowerBound(first.sym, terms, 0, terms.count)
            hi = lowerBound(last.sym + 1, terms, lo, terms.count)
            var i = lo
            var j = 0
            while i < hi || j < src.count {
                if j >= src.count || (i < hi && terms[i].sym < src[j].sym) {
                    buf.append(terms[i])
                    i += 1
                } else if i >= hi || src[j].sym < terms[i].sym {
                    let v = f * src[j].coef
                    if abs(v) > SolverCore.dropEps { buf.append(Term(sym: src[j].sym, coef: v)) }
                    j += 1
                } else {
                    let v = terms[i].coef + f * src[j].coef
                    if abs(v) > SolverCore.dropEps { buf.append(Term(sym: terms[i].sym, coef: v)) }
                    i += 1
                    j += 1
                }
            }
        }
        if buf.count == hi - lo {
            terms.withUnsafeMutableBufferPointer { d in
                for k in 0..<buf.count { d[lo + k] = buf[k] }
            }
        } else {
            terms.replaceSubrange(lo..<hi, with: buf)
        }
        stretchBuf = buf
    }

    /// Adds one term to a sorted term list. O(log n + n) (a memmove).
    static func insertTerm(_ t: Term, into terms: inout SolverBuffer<Term>) {
        if terms.isEmpty || terms[terms.count - 1].sym < t.sym {
            if abs(t.coef) > dropEps {
                if terms.capacity < 16 { terms.reserveCapacity(16) }
                terms.append(t)
            }
            return
        }
        var lo = 0
        var hi = terms.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if terms[mid].sym < t.sym { lo = mid + 1 } else { hi = mid }
        }
        if lo < terms.count && terms[lo].sym == t.sym {
            terms[lo].coef += t.coef
            if abs(terms[lo].coef) <= dropEps { terms.remove(at: lo) }
        } else if abs(t.coef) > dropEps {
            terms.insert(t, at: lo)
        }
    }

    mutating func dirtyCleanup() {
        for s in dirty { info[Int(s)].dirtyFlag = false }
        if !dirty.isEmpty { dirty.removeAllKeepingCapacity() }
    }

    /// Records a constraint (terms merged and sorted) and inserts it; on a conflict nothing
    /// remains of it. O(terms² + insert).
    ///
    /// A non-zero `pairPriority` makes an optional equality whose `other` error weighs at that
    /// priority (a two-weight equality), and keeps the next record for its `>=` half
    /// (``ConstraintSolver/splitPair(_:)``).
    mutating func add(_ terms: some Collection<SolverTerm>, constant: Double, relation: SolverRelation,
                      priority p: Float, pairPriority: Float = 0) throws(SolverConflict) -> SolverConstraintID {
        let start = recTerms.count
        var cancelled = false  // two terms of one variable summed to zero
        for term in terms {
            let v = term.variable.index
            precondition(v >= 0 && Int(v) < info.count && info[Int(v)].kind == SolverCore.external, "unknown variable")
            if term.coefficient == 0 { continue }
            // Insertion into the sorted run (term lists are short): append, then bubble down.
            var dup = -1
            for i in start..<recTerms.count where recTerms[i].sym == v { dup = i }
            if dup >= 0 {
                recTerms[dup].coef += term.coefficient
                if recTerms[dup].coef == 0 { cancelled = true }
                continue
            }
            recTerms.append(Term(sym: v, coef: term.coefficient))
            var i = recTerms.count - 1
            while i > start && recTerms[i - 1].sym > v {
                recTerms.swapAt(i, i - 1)
                i -= 1
            }
        }
        var k = start
        while cancelled && k < recTerms.count {
            if recTerms[k].coef == 0 { recTerms.remove(at: k) } else { k += 1 }
        }
        let id = Int32(records.count)
        records.append(Record(termStart: Int32(start), termCount: Int32(recTerms.count - start),
                              constant: constant, priority: p, pairPriority: pairPriority, relation: relation))
        do {
            try insert(id)
        } catch {
            records.removeLast()
            recTerms.removeLast(recTerms.count - start)
            throw error
        }
        liveCount += 1
        if pairPriority > 0 {
            // The `>=` half's record, not in the tableau until the pair is split: the two halves
            // then have consecutive ids, as two constraints added one after the other would.
            records.append(Record(termStart: Int32(start), termCount: Int32(recTerms.count - start),
                                  constant: constant, priority: pairPriority, relation: .greaterThanOrEqual))
        }
        return SolverConstraintID(index: id)
    }

    /// Adds (sign +1) or removes (-1) the objective weight of record `id`'s error symbols.
    mutating func applyErrorWeights(_ id: Int32, sign: Double) {
        let rec = records[Int(id)]
        guard !rec.required, let markerLevel = levelIndex(rec.priority) else { return }
        for (e, level) in [(rec.marker, markerLevel), (rec.other, rec.pairPriority > 0 ? levelIndex(rec.pairPriority) ?? markerLevel : markerLevel)]
        where e >= 0 && info[Int(e)].kind == SolverCore.error {
            let r = info[Int(e)].rowOf
            if r >= 0 {
                for t in rows[Int(r)].terms {
                    obj[Int(t.sym) * levelStride + level] += sign * t.coef
                    markDirty(t.sym)
                    if isPairedMarker(t.sym) {
                        obj[Int(t.sym + 1) * levelStride + level] -= sign * t.coef
                        markDirty(t.sym + 1)
                    }
                }
            } else {
                obj[Int(e) * levelStride + level] += sign
                markDirty(e)
            }
        }
    }

    /// Removes symbol `s` (a marker or error of a removed constraint) from the tableau: drops its
    /// row, pivoting it into the basis first if needed. O(k·t).
    mutating func eliminate(_ s: Int32) {
        let r0 = info[Int(s)].rowOf
        if r0 >= 0 {
            freeRow(r0)
            return
        }
        if info[Int(s)].mate >= 0 { unpair(s) }
        collectColumn(s)
        var pick: Int32 = -1
        if info[Int(s)].kind == SolverCore.dummy {
            for hit in colHits where info[Int(rows[Int(hit.row)].basic)].kind == SolverCore.dummy { pick = hit.row; break }
        }
        if pick < 0 {
            var r1: Int32 = -1, r1r = Double.infinity
            var r2: Int32 = -1, r2r = Double.infinity
            var r3: Int32 = -1
            for hit in colHits {
                let t = hit.row
                let b = rows[Int(t)].basic
                if info[Int(b)].kind == SolverCore.external {
                    if r3 < 0 { r3 = t }
                    continue
                }
                let a = rows[Int(t)].terms[Int(hit.index)].coef
                let c = rows[Int(t)].constant
                if a < 0 {
                    let ratio = -c / a
                    if ratio < r1r { r1r = ratio; r1 = t }
                } else {
                    let ratio = c / a
                    if ratio < r2r { r2r = ratio; r2 = t }
                }
            }
            pick = r1 >= 0 ? r1 : (r2 >= 0 ? r2 : r3)
        }
        if pick < 0 {
            clearColumn(s)
            for l in 0..<levelStride { obj[Int(s) * levelStride + l] = 0 }
            return
        }
        pivot(s, pick)
        freeRow(pick)
    }

    /// Removes record `id`'s constraint from the tableau and re-optimises.
    mutating func extract(_ id: Int32) {
        applyErrorWeights(id, sign: -1)
        let rec = records[Int(id)]
        eliminate(rec.marker)
        if rec.other >= 0 { eliminate(rec.other) }
        records[Int(id)].alive = false
        optimize()
        if !infeasible.isEmpty { infeasible.removeAllKeepingCapacity() }
    }

    mutating func setConstant(_ value: Double, of id: Int32) throws(SolverConflict) {
        let rec = records[Int(id)]
        if value == rec.constant { return }
        if rec.required { beginTxn() }
        if !infeasible.isEmpty { infeasible.removeAllKeepingCapacity() }
        shiftConstant(value, of: id)
        let bad = dualOptimize()
        if bad >= 0 {
            let expl = explanation(row: bad, terms: SolverBuffer(), exclude: id)
            if rec.required { rollbackTxn() }
            dirtyCleanup()
            records[Int(id)].constant = rec.constant
            throw .unsatisfiable(explanation: expl)
        }
        if rec.required { commitTxn() }
        optimize()
        if !infeasible.isEmpty { infeasible.removeAllKeepingCapacity() }
    }

    /// Moves record `id`'s constant to `value` through its marker symbol (the rows holding it
    /// absorb the change) and lists the rows left infeasible, without repairing them. O(k).
    mutating func shiftConstant(_ value: Double, of id: Int32) {
        let rec = records[Int(id)]
        let delta = value - rec.constant
        if delta == 0 { return }
        records[Int(id)].constant = value
        let shift = delta / rec.markerCoef
        let m = rec.marker
        let r = info[Int(m)].rowOf
        if r >= 0 {
            touchRow(r)
            rows[Int(r)].constant -= shift
            noteValueChange(rows[Int(r)].basic)
            checkFeasible(r)
        } else {
            collectColumn(m)
            var i = 0
            while i < colHits.count {
                let hit = colHits[i]
                let t = hit.row
                touchRow(t)
                rows[Int(t)].constant += rows[Int(t)].terms[Int(hit.index)].coef * shift
                noteValueChange(rows[Int(t)].basic)
                checkFeasible(t)
                i += 1
            }
        }
    }

    /// Repairs the rows that deferred constant shifts left infeasible (dual simplex), then
    /// re-optimises. Only optional constraints are shifted this way, and the error symbols of an
    /// optional constraint can always absorb a change, so no row proves infeasibility.
    @inline(never) mutating func reoptimize() {
        if needsRebuild {
            rebuildFromRecords()
            needsReoptimize = false
            return
        }
        let bad = dualOptimize()
        precondition(bad < 0, "a deferred change of an optional constraint made the required constraints infeasible")
        optimize()
        if !infeasible.isEmpty { infeasible.removeAllKeepingCapacity() }
        needsReoptimize = false
    }

    /// Solves the live constraints afresh: every row, column and objective weight dropped, and
    /// every live record inserted again in id order, as a new solver given them would (each
    /// gets new marker and error symbols; the old ones stay, unused). Every external is listed
    /// as changed. After `optimize` stopped at its pivot budget: a tableau built in one pass
    /// carries none of the rounding the old one gathered. O(records · insert).
    mutating func rebuildFromRecords() {
        needsRebuild = false
        isRebuilding = true
        defer { isRebuilding = false }
        dropRows()
        for s in 0..<info.count {
            info[s].rowOf = -1
            info[s].colHead = -1
            info[s].mate = -1
            info[s].dirtyFlag = false
            noteValueChange(Int32(s))
        }
        for i in 0..<obj.count { obj[i] = 0 }
        dirty.removeAllKeepingCapacity()
        infeasible.removeAllKeepingCapacity()
        for id in 0..<Int32(records.count) where records[Int(id)].alive {
            records[Int(id)].alive = false
            do {
                try insert(id)
            } catch {
                // The constraints held together before; only rounding could refuse one now.
                liveCount -= 1
            }
        }
    }

    @inline(__always) mutating func checkFeasible(_ r: Int32) {
        let b = rows[Int(r)].basic
        let c = rows[Int(r)].constant
        if info[Int(b)].kind == SolverCore.dummy {
            if abs(c) > SolverCore.eps { infeasible.append(r) } else { rows[Int(r)].constant = 0 }
        } else if c < 0 && isRestricted(b) {
            infeasible.append(r)
        }
    }
}
