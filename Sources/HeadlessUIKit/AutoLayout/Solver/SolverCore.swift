// The tableau of the constraint solver: a Cassowary-style incremental simplex with lexicographic
// (symbolic) priority weights. Written from the published algorithm (Badros, Borning & Stuckey,
// "The Cassowary linear arithmetic constraint solving algorithm"); no code is copied.
//
// Layout, chosen for cost that grows with what a change touches, not with the whole system:
// - Symbols are Int32; every per-symbol fact lives in a flat array indexed by symbol.
// - A row is `basic = constant + Σ coef·symbol` with its terms in a small array sorted by symbol.
// - A column index (symbol -> rows containing it, as linked lists in one pool, checked lazily)
//   makes a pivot touch only the rows that contain the entering symbol.
// - The objective is stored densely per symbol: `levelStride` doubles per symbol, one per
//   distinct non-required priority, sorted from the highest priority down, and compared
//   lexicographically. A list of symbols whose objective entry changed since the last optimum
//   keeps `optimize()` from scanning the whole objective.
// Because symbols of different connected components never share a row, the per-symbol arrays are
// the disjoint union of per-component tableaux: merging two components costs nothing beyond the
// union-find step, and every operation touches only the component involved.

/// The state and algorithms of ``ConstraintSolver`` (a struct, so that its loops pay no dynamic
/// exclusivity checks). All costs below are per call; `k` is the number of rows that contain a
/// touched symbol and `t` the length of those rows.
struct SolverCore {
    // MARK: Symbols

    static let external: UInt8 = 0
    static let slack: UInt8 = 1
    static let error: UInt8 = 2
    static let dummy: UInt8 = 3
    static let eps = 1e-8

    struct Term {
        var sym: Int32
        var coef: Double
    }

    struct Row {
        var basic: Int32
        var constant: Double
        var terms: [Term]
    }

    struct Record {
        var terms: [Term]
        var constant: Double
        var relation: SolverRelation
        var priority: Float
        var marker: Int32 = -1
        var other: Int32 = -1
        var markerCoef: Double = 1
        var alive = false
        var required: Bool { priority >= 1000 }
    }

    var kind: [UInt8] = []
    var rowOf: [Int32] = []
    var colHead: [Int32] = []
    var owner: [Int32] = []
    var dirtyFlag: [Bool] = []
    var objStamp: [UInt32] = []
    var ufParent: [Int32] = []
    var compLive: [Int32] = []
    var acc: [Double] = []
    var accMark: [Bool] = []

    // Objective: `levelStride` entries per symbol.
    var levels: [Float] = []
    var levelStride = 4
    var obj: [Double] = []

    // Column pool.
    var colRow: [Int32] = []
    var colNext: [Int32] = []
    var colFree: Int32 = -1

    // Rows.
    var rows: [Row] = []
    var freeSlots: [Int32] = []
    var rowStamp: [UInt32] = []
    var visitStamp: [UInt32] = []
    var curVisit: UInt32 = 0

    var records: [Record] = []
    var liveCount = 0
    var componentCount = 0

    // Work lists and scratch buffers.
    var dirty: [Int32] = []
    var infeasible: [Int32] = []
    var scratch: [Term] = []
    var colBuf: [Int32] = []
    var accList: [Int32] = []

    // Undo log of a transaction.
    var txnActive = false
    var txnStamp: UInt32 = 0
    var txnRowCount = 0
    var logRows: [(Int32, Row)] = []
    var logRowOf: [(Int32, Int32)] = []
    var logObjSym: [Int32] = []
    var logObjVals: [Double] = []

    mutating func newSymbol(_ k: UInt8) -> Int32 {
        let s = Int32(kind.count)
        kind.append(k)
        rowOf.append(-1)
        colHead.append(-1)
        owner.append(-1)
        dirtyFlag.append(false)
        objStamp.append(0)
        ufParent.append(s)
        compLive.append(0)
        acc.append(0)
        accMark.append(false)
        obj.append(contentsOf: repeatElement(0, count: levelStride))
        return s
    }

    @inline(__always) func isRestricted(_ s: Int32) -> Bool {
        let k = kind[Int(s)]
        return k == SolverCore.slack || k == SolverCore.error
    }

    // MARK: Levels

    func levelIndex(_ p: Float) -> Int? {
        for i in levels.indices where levels[i] == p { return i }
        return nil
    }

    /// Returns the level of priority `p`, adding it (and re-laying the objective) if new.
    mutating func ensureLevel(_ p: Float) -> Int {
        if let i = levelIndex(p) { return i }
        var at = levels.count
        for i in levels.indices where levels[i] < p { at = i; break }
        levels.insert(p, at: at)
        let n = kind.count
        let oldStride = levelStride
        if levels.count > levelStride { levelStride *= 2 }
        var fresh = [Double](repeating: 0, count: n * levelStride)
        for s in 0..<n {
            for l in 0..<(levels.count - 1) {
                let v = obj[s * oldStride + l]
                fresh[s * levelStride + (l >= at ? l + 1 : l)] = v
            }
        }
        obj = fresh
        return at
    }

    /// -1, 0 or +1: the sign of symbol `s`'s objective coefficient, compared lexicographically.
    @inline(__always) func objSign(_ s: Int32) -> Int {
        let base = Int(s) * levelStride
        for l in 0..<levels.count {
            let v = obj[base + l]
            if v < -SolverCore.eps { return -1 }
            if v > SolverCore.eps { return 1 }
        }
        return 0
    }

    mutating func touchObj(_ s: Int32) {
        if txnActive && objStamp[Int(s)] != txnStamp {
            objStamp[Int(s)] = txnStamp
            logObjSym.append(s)
            let base = Int(s) * levelStride
            for l in 0..<levelStride { logObjVals.append(obj[base + l]) }
        }
    }

    @inline(__always) mutating func markDirty(_ s: Int32) {
        if !dirtyFlag[Int(s)] {
            dirtyFlag[Int(s)] = true
            dirty.append(s)
        }
    }

    // MARK: Rows and columns

    @inline(__always) mutating func touchRow(_ r: Int32) {
        if txnActive && Int(r) < txnRowCount && rowStamp[Int(r)] != txnStamp {
            rowStamp[Int(r)] = txnStamp
            logRows.append((r, rows[Int(r)]))
        }
    }

    @inline(__always) mutating func setRowOf(_ s: Int32, _ r: Int32) {
        if txnActive { logRowOf.append((s, rowOf[Int(s)])) }
        rowOf[Int(s)] = r
    }

    mutating func allocSlot() -> Int32 {
        if !txnActive, let r = freeSlots.popLast() { return r }
        rows.append(Row(basic: -1, constant: 0, terms: []))
        rowStamp.append(0)
        visitStamp.append(0)
        return Int32(rows.count - 1)
    }

    mutating func freeRow(_ r: Int32) {
        touchRow(r)
        let b = rows[Int(r)].basic
        if b >= 0 { setRowOf(b, -1) }
        rows[Int(r)].basic = -1
        rows[Int(r)].constant = 0
        rows[Int(r)].terms.removeAll(keepingCapacity: true)
        if !txnActive { freeSlots.append(r) }
    }

    /// The index of `s` in row `r`'s terms, or nil. O(log t).
    @inline(__always) func find(_ s: Int32, inRow r: Int32) -> Int? {
        rows[Int(r)].terms.withUnsafeBufferPointer { t in
            var lo = 0
            var hi = t.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                let v = t[mid].sym
                if v == s { return mid }
                if v < s { lo = mid + 1 } else { hi = mid }
            }
            return nil
        }
    }

    @inline(__always) func coefficient(of s: Int32, inRow r: Int32) -> Double {
        if let i = find(s, inRow: r) { return rows[Int(r)].terms[i].coef }
        return 0
    }

    @inline(__always) mutating func addColumn(_ s: Int32, _ r: Int32) {
        let e: Int32
        if colFree >= 0 {
            e = colFree
            colFree = colNext[Int(e)]
            colRow[Int(e)] = r
            colNext[Int(e)] = colHead[Int(s)]
        } else {
            e = Int32(colRow.count)
            colRow.append(r)
            colNext.append(colHead[Int(s)])
        }
        colHead[Int(s)] = e
    }

    /// Fills `colBuf` with the distinct live rows containing `s`, unlinking stale entries.
    mutating func collectColumn(_ s: Int32) {
        colBuf.removeAll(keepingCapacity: true)
        curVisit &+= 1
        if curVisit == 0 {
            for i in visitStamp.indices { visitStamp[i] = 0 }
            curVisit = 1
        }
        var prev: Int32 = -1
        var e = colHead[Int(s)]
        while e >= 0 {
            let next = colNext[Int(e)]
            let r = colRow[Int(e)]
            let ok = Int(r) < rows.count && rows[Int(r)].basic >= 0 && visitStamp[Int(r)] != curVisit
                && find(s, inRow: r) != nil
            if ok {
                visitStamp[Int(r)] = curVisit
                colBuf.append(r)
                prev = e
            } else {
                if prev >= 0 { colNext[Int(prev)] = next } else { colHead[Int(s)] = next }
                colNext[Int(e)] = colFree
                colFree = e
            }
            e = next
        }
    }

    mutating func clearColumn(_ s: Int32) {
        var e = colHead[Int(s)]
        while e >= 0 {
            let next = colNext[Int(e)]
            colNext[Int(e)] = colFree
            colFree = e
            e = next
        }
        colHead[Int(s)] = -1
    }

    /// Row `t` := row `t` with `e` replaced by row `src` (whose basic is `e`). O(t).
    mutating func substitute(into t: Int32, _ e: Int32, from src: Int32) {
        guard let idx = find(e, inRow: t) else { return }
        touchRow(t)
        let a = rows[Int(t)].terms[idx].coef
        var buf = scratch
        scratch = []
        buf.removeAll(keepingCapacity: true)
        do {
            let dst = rows[Int(t)].terms
            let srcTerms = rows[Int(src)].terms
            var i = 0
            var j = 0
            while i < dst.count || j < srcTerms.count {
                if j >= srcTerms.count || (i < dst.count && dst[i].sym < srcTerms[j].sym) {
                    if dst[i].sym != e { buf.append(dst[i]) }
                    i += 1
                } else if i >= dst.count || srcTerms[j].sym < dst[i].sym {
                    let v = a * srcTerms[j].coef
                    if abs(v) > SolverCore.eps {
                        buf.append(Term(sym: srcTerms[j].sym, coef: v))
                        addColumn(srcTerms[j].sym, t)
                    }
                    j += 1
                } else {
                    let v = dst[i].coef + a * srcTerms[j].coef
                    if abs(v) > SolverCore.eps { buf.append(Term(sym: dst[i].sym, coef: v)) }
                    i += 1
                    j += 1
                }
            }
        }
        rows[Int(t)].constant += a * rows[Int(src)].constant
        swap(&rows[Int(t)].terms, &buf)
        scratch = buf
        let b = rows[Int(t)].basic
        if rows[Int(t)].constant < 0 && isRestricted(b) { infeasible.append(t) }
    }

    /// Rewrites row `r` (basic `b`, containing `e`) as `e = …` with `b` among its terms. O(t).
    mutating func solveRow(_ r: Int32, for e: Int32) {
        touchRow(r)
        let b = rows[Int(r)].basic
        guard let idx = find(e, inRow: r) else { return }
        let a = rows[Int(r)].terms[idx].coef
        let f = -1 / a
        var buf = scratch
        scratch = []
        buf.removeAll(keepingCapacity: true)
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
        swap(&rows[Int(r)].terms, &buf)
        scratch = buf
        setRowOf(b, -1)
        setRowOf(e, r)
        addColumn(b, r)
    }

    /// Substitutes the row of basic `e` (slot `r`) into every other row containing `e` and into
    /// the objective. O(k·t).
    mutating func substituteEverywhere(_ e: Int32, row r: Int32) {
        collectColumn(e)
        var i = 0
        while i < colBuf.count {
            let t = colBuf[i]
            if t != r { substitute(into: t, e, from: r) }
            i += 1
        }
        clearColumn(e)
        let base = Int(e) * levelStride
        var any = false
        for l in 0..<levels.count where obj[base + l] != 0 { any = true; break }
        if any {
            touchObj(e)
            let n = rows[Int(r)].terms.count
            for j in 0..<n {
                let term = rows[Int(r)].terms[j]
                touchObj(term.sym)
                let sb = Int(term.sym) * levelStride
                for l in 0..<levels.count { obj[sb + l] += term.coef * obj[base + l] }
                markDirty(term.sym)
            }
            for l in 0..<levelStride { obj[base + l] = 0 }
        }
    }

    /// Makes `e` basic in row `r` (whose basic leaves). O(k·t).
    mutating func pivot(_ e: Int32, _ r: Int32) {
        solveRow(r, for: e)
        substituteEverywhere(e, row: r)
    }

    // MARK: Optimisation

    /// Primal simplex over the changed objective entries (Bland's rule: lowest symbol enters,
    /// lowest basic symbol leaves on ties). O(pivots · k·t).
    mutating func optimize() {
        while true {
            var entering: Int32 = -1
            var i = 0
            while i < dirty.count {
                let s = dirty[i]
                if rowOf[Int(s)] < 0 && isRestricted(s) && objSign(s) < 0 {
                    if entering < 0 || s < entering { entering = s }
                    i += 1
                } else {
                    dirtyFlag[Int(s)] = false
                    dirty.swapAt(i, dirty.count - 1)
                    dirty.removeLast()
                }
            }
            if entering < 0 { return }
            collectColumn(entering)
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestBasic = Int32.max
            for t in colBuf {
                let b = rows[Int(t)].basic
                if !isRestricted(b) { continue }
                let a = coefficient(of: entering, inRow: t)
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
            if best < 0 {
                // Unbounded direction (cannot happen: every level's error is >= 0); drop it.
                dirtyFlag[Int(entering)] = false
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
            if kind[Int(b)] == SolverCore.dummy {
                if abs(c) > SolverCore.eps { return r }
                continue
            }
            if !isRestricted(b) || c >= -SolverCore.eps { continue }
            var entering: Int32 = -1
            var enterCoef = 0.0
            for term in rows[Int(r)].terms {
                let s = term.sym
                if kind[Int(s)] == SolverCore.dummy || term.coef <= SolverCore.eps { continue }
                if entering < 0 || ratioLess(s, term.coef, entering, enterCoef) {
                    entering = s
                    enterCoef = term.coef
                }
            }
            if entering < 0 { return r }
            pivot(entering, r)
        }
        return -1
    }

    /// Whether obj[s1]/k1 < obj[s2]/k2 lexicographically (ties: lower symbol).
    func ratioLess(_ s1: Int32, _ k1: Double, _ s2: Int32, _ k2: Double) -> Bool {
        let b1 = Int(s1) * levelStride
        let b2 = Int(s2) * levelStride
        for l in 0..<levels.count {
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
        txnStamp &+= 1
        if txnStamp == 0 {
            for i in rowStamp.indices { rowStamp[i] = 0 }
            for i in objStamp.indices { objStamp[i] = 0 }
            txnStamp = 1
        }
        txnRowCount = rows.count
    }

    mutating func commitTxn() {
        txnActive = false
        logRows.removeAll(keepingCapacity: true)
        logRowOf.removeAll(keepingCapacity: true)
        logObjSym.removeAll(keepingCapacity: true)
        logObjVals.removeAll(keepingCapacity: true)
    }

    mutating func rollbackTxn() {
        txnActive = false
        for (s, old) in logRowOf.reversed() { rowOf[Int(s)] = old }
        for (slot, row) in logRows.reversed() {
            rows[Int(slot)] = row
            for term in row.terms { addColumn(term.sym, slot) }
        }
        if rows.count > txnRowCount {
            rows.removeLast(rows.count - txnRowCount)
            rowStamp.removeLast(rowStamp.count - txnRowCount)
            visitStamp.removeLast(visitStamp.count - txnRowCount)
        }
        var k = 0
        for s in logObjSym {
            let base = Int(s) * levelStride
            for l in 0..<levelStride { obj[base + l] = logObjVals[k + l] }
            k += levelStride
        }
        infeasible.removeAll(keepingCapacity: true)
        commitTxn()
    }

    // MARK: Union-find

    mutating func ufFind(_ s: Int32) -> Int32 {
        var x = s
        while ufParent[Int(x)] != x {
            let p = ufParent[Int(x)]
            ufParent[Int(x)] = ufParent[Int(p)]
            x = p
        }
        return x
    }

    // MARK: Constraints

    /// Explanation: required constraints (other than `exclude`) owning a symbol of row `r`
    /// (its basic or its terms), or of `terms` when `r` is -1.
    func explanation(row r: Int32, terms: [Term], exclude: Int32) -> [SolverConstraintID] {
        var syms: [Int32] = []
        if r >= 0 {
            syms.append(rows[Int(r)].basic)
            for t in rows[Int(r)].terms { syms.append(t.sym) }
        } else {
            for t in terms { syms.append(t.sym) }
        }
        var ids: [Int32] = []
        for s in syms {
            let o = owner[Int(s)]
            if o >= 0 && o != exclude && records[Int(o)].alive && records[Int(o)].required && !ids.contains(o) {
                ids.append(o)
            }
        }
        return ids.sorted().map { SolverConstraintID(index: $0) }
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
        owner[Int(marker)] = id
        if other >= 0 { owner[Int(other)] = id }
        records[Int(id)].marker = marker
        records[Int(id)].other = other
        records[Int(id)].markerCoef = markerCoef

        // Build the expression with basic variables substituted (dense accumulator).
        var constant = rec.constant
        accList.removeAll(keepingCapacity: true)
        for term in rec.terms {
            let r = rowOf[Int(term.sym)]
            if r >= 0 {
                constant += term.coef * rows[Int(r)].constant
                for t in rows[Int(r)].terms { accumulate(t.sym, term.coef * t.coef) }
            } else {
                accumulate(term.sym, term.coef)
            }
        }
        accList.sort()
        var terms = scratch
        scratch = []
        terms.removeAll(keepingCapacity: true)
        for s in accList {
            let v = acc[Int(s)]
            acc[Int(s)] = 0
            accMark[Int(s)] = false
            if abs(v) > SolverCore.eps { terms.append(Term(sym: s, coef: v)) }
        }
        terms.append(Term(sym: marker, coef: markerCoef))
        if other >= 0 { terms.append(Term(sym: other, coef: otherCoef)) }
        if constant < 0 {
            constant = -constant
            for i in terms.indices { terms[i].coef = -terms[i].coef }
        }

        // Non-required errors enter the objective at their level.
        if !rec.required {
            let level = ensureLevel(rec.priority)
            for e in [marker, other] where kind[Int(e)] == SolverCore.error {
                obj[Int(e) * levelStride + level] += 1
                markDirty(e)
            }
        }

        // Choose the subject.
        var subject: Int32 = -1
        var allDummies = true
        for t in terms {
            let k = kind[Int(t.sym)]
            if k != SolverCore.dummy { allDummies = false }
            if k == SolverCore.external {
                if subject < 0 || (colHead[Int(t.sym)] < 0 && colHead[Int(subject)] >= 0) { subject = t.sym }
            }
        }
        if subject < 0 {
            for t in terms where (t.sym == marker || t.sym == other) && isRestricted(t.sym) && t.coef < 0 {
                subject = t.sym
                break
            }
        }
        let scale = max(1, abs(rec.constant), rec.terms.reduce(0) { max($0, abs($1.coef)) })
        if subject < 0 && allDummies {
            if constant > SolverCore.eps * scale {
                let expl = explanation(row: -1, terms: terms, exclude: id)
                scratch = terms
                throw .unsatisfiable(explanation: expl)
            }
            subject = marker  // redundant: a dummy-basic row (constant 0)
            constant = 0
        }
        if subject >= 0 {
            let r = allocSlot()
            rows[Int(r)].constant = constant
            rows[Int(r)].basic = subject
            // The row "0 = constant + Σ terms", solved for `subject`.
            var coefS = 0.0
            for t in terms where t.sym == subject { coefS = t.coef }
            let f = -1 / coefS
            rows[Int(r)].constant = constant * f
            rows[Int(r)].terms.removeAll(keepingCapacity: true)
            for t in terms where t.sym != subject {
                rows[Int(r)].terms.append(Term(sym: t.sym, coef: t.coef * f))
                addColumn(t.sym, r)
            }
            scratch = terms
            setRowOf(subject, r)
            substituteEverywhere(subject, row: r)
            records[Int(id)].alive = true
            optimize()
            infeasible.removeAll(keepingCapacity: true)
            return
        }

        // Phase 1 with an artificial variable: art = constant + Σ terms, minimised to zero.
        beginTxn()
        let art = newSymbol(SolverCore.slack)
        let r = allocSlot()
        rows[Int(r)].basic = art
        rows[Int(r)].constant = constant
        rows[Int(r)].terms.removeAll(keepingCapacity: true)
        for t in terms {
            rows[Int(r)].terms.append(t)
            addColumn(t.sym, r)
        }
        scratch = terms
        setRowOf(art, r)
        while true {
            let ar = rowOf[Int(art)]
            if ar < 0 || rows[Int(ar)].constant <= SolverCore.eps * scale { break }
            var entering: Int32 = -1
            for t in rows[Int(ar)].terms
            where kind[Int(t.sym)] != SolverCore.dummy && t.coef < -SolverCore.eps {
                entering = t.sym
                break
            }
            if entering < 0 { break }
            collectColumn(entering)
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestBasic = Int32.max
            for t in colBuf {
                let b = rows[Int(t)].basic
                if !isRestricted(b) { continue }
                let a = coefficient(of: entering, inRow: t)
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
            if best < 0 { break }
            pivot(entering, best)
        }
        let ar = rowOf[Int(art)]
        if ar >= 0 && rows[Int(ar)].constant > SolverCore.eps * scale {
            let expl = explanation(row: ar, terms: [], exclude: id)
            rollbackTxn()
            dirtyCleanup()
            throw .unsatisfiable(explanation: expl)
        }
        commitTxn()
        if ar >= 0 {
            rows[Int(ar)].constant = 0
            var entering: Int32 = -1
            for t in rows[Int(ar)].terms where kind[Int(t.sym)] != SolverCore.dummy {
                entering = t.sym
                break
            }
            if entering < 0, let first = rows[Int(ar)].terms.first { entering = first.sym }
            if entering < 0 {
                freeRow(ar)
            } else {
                pivot(entering, ar)
            }
        }
        // art is now non-basic (value 0): drop it everywhere.
        collectColumn(art)
        for t in colBuf {
            if let i = find(art, inRow: t) { rows[Int(t)].terms.remove(at: i) }
        }
        clearColumn(art)
        for l in 0..<levelStride { obj[Int(art) * levelStride + l] = 0 }
        records[Int(id)].alive = true
        optimize()
        infeasible.removeAll(keepingCapacity: true)
    }

    @inline(__always) mutating func accumulate(_ s: Int32, _ v: Double) {
        if !accMark[Int(s)] {
            accMark[Int(s)] = true
            accList.append(s)
        }
        acc[Int(s)] += v
    }

    mutating func dirtyCleanup() {
        for s in dirty { dirtyFlag[Int(s)] = false }
        dirty.removeAll(keepingCapacity: true)
    }

    /// Adds (sign +1) or removes (-1) the objective weight of record `id`'s error symbols.
    mutating func applyErrorWeights(_ id: Int32, sign: Double) {
        let rec = records[Int(id)]
        guard !rec.required, let level = levelIndex(rec.priority) else { return }
        for e in [rec.marker, rec.other] where e >= 0 && kind[Int(e)] == SolverCore.error {
            let r = rowOf[Int(e)]
            if r >= 0 {
                for t in rows[Int(r)].terms {
                    obj[Int(t.sym) * levelStride + level] += sign * t.coef
                    markDirty(t.sym)
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
        let r0 = rowOf[Int(s)]
        if r0 >= 0 {
            freeRow(r0)
            return
        }
        collectColumn(s)
        var pick: Int32 = -1
        if kind[Int(s)] == SolverCore.dummy {
            for t in colBuf where kind[Int(rows[Int(t)].basic)] == SolverCore.dummy { pick = t; break }
        }
        if pick < 0 {
            var r1: Int32 = -1, r1r = Double.infinity
            var r2: Int32 = -1, r2r = Double.infinity
            var r3: Int32 = -1
            for t in colBuf {
                let b = rows[Int(t)].basic
                if kind[Int(b)] == SolverCore.external {
                    if r3 < 0 { r3 = t }
                    continue
                }
                let a = coefficient(of: s, inRow: t)
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
        infeasible.removeAll(keepingCapacity: true)
    }

    mutating func unionAdd(_ id: Int32) {
        let rec = records[Int(id)]
        var root = ufFind(rec.marker)
        var live: Int32 = 1
        componentCount += 1
        for t in rec.terms {
            let rv = ufFind(t.sym)
            if rv == root { continue }
            if compLive[Int(rv)] > 0 {
                componentCount -= 1
                live += compLive[Int(rv)]
            }
            ufParent[Int(rv)] = root
            _ = root
        }
        root = ufFind(rec.marker)
        compLive[Int(root)] = live
    }

    mutating func unionRemove(_ id: Int32) {
        let root = ufFind(records[Int(id)].marker)
        compLive[Int(root)] -= 1
        if compLive[Int(root)] == 0 { componentCount -= 1 }
    }

    mutating func setConstant(_ value: Double, of id: Int32) throws(SolverConflict) {
        let rec = records[Int(id)]
        let delta = value - rec.constant
        if delta == 0 { return }
        if rec.required { beginTxn() }
        records[Int(id)].constant = value
        let shift = delta / rec.markerCoef
        let m = rec.marker
        infeasible.removeAll(keepingCapacity: true)
        let r = rowOf[Int(m)]
        if r >= 0 {
            touchRow(r)
            rows[Int(r)].constant -= shift
            checkFeasible(r)
        } else {
            collectColumn(m)
            var i = 0
            while i < colBuf.count {
                let t = colBuf[i]
                touchRow(t)
                rows[Int(t)].constant += coefficient(of: m, inRow: t) * shift
                checkFeasible(t)
                i += 1
            }
        }
        let bad = dualOptimize()
        if bad >= 0 {
            let expl = explanation(row: bad, terms: [], exclude: id)
            if rec.required { rollbackTxn() }
            dirtyCleanup()
            records[Int(id)].constant = rec.constant
            throw .unsatisfiable(explanation: expl)
        }
        if rec.required { commitTxn() }
        optimize()
        infeasible.removeAll(keepingCapacity: true)
    }

    @inline(__always) mutating func checkFeasible(_ r: Int32) {
        let b = rows[Int(r)].basic
        let c = rows[Int(r)].constant
        if kind[Int(b)] == SolverCore.dummy {
            if abs(c) > SolverCore.eps { infeasible.append(r) } else { rows[Int(r)].constant = 0 }
        } else if c < 0 && isRestricted(b) {
            infeasible.append(r)
        }
    }
}
