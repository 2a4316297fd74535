/// A Cassowary-style incremental simplex solver for linear equalities and inequalities with
/// lexicographic priorities (the engine under Auto Layout).
///
/// Every mutation leaves the tableau optimal, so ``value(of:)`` is a read. Priorities are
/// lexicographic: any error at priority `p` outweighs any amount of error at every lower
/// priority (the objective keeps one coefficient per distinct priority level, compared in
/// order; no big scalar weights). Non-required equalities minimise `|expression|`; non-required
/// inequalities minimise their violation; priority 1000 is required.
///
/// Constraints form connected components over shared variables (``componentCount``). The
/// tableau is stored in symbol-indexed arrays with a column index, so each component's rows and
/// objective entries are disjoint; merging two components (a constraint linking them) costs
/// nothing, and every operation touches only the rows that contain the symbols it changes, all
/// inside one component.
///
/// Complexity notation: `k` is the number of rows containing a touched symbol, `t` the length of
/// those rows, `P` the number of simplex pivots a change causes (usually 0–2 for a local change).
/// Building a system of `n` constraints whose rows stay short is O(n); each method states its
/// own cost. Not thread-safe; it is owned and used by one actor (the main actor in UIKit code).
package final class ConstraintSolver {
    @exclusivity(unchecked) private var core = SolverCore()

    /// Makes an empty solver. O(1).
    package init() { core.reserveSmall() }

    deinit { core.releaseStorage() }

    /// Removes every constraint and forgets every variable (their handles become invalid),
    /// keeping the solver's buffers: rebuilding a system of the same shape (the next cell of the
    /// same kind) then allocates nothing. O(rows + symbols).
    package func reset() { core.reset() }

    /// Makes a new variable, whose value is 0 until constrained. Amortised O(levels).
    package func makeVariable() -> SolverVariable {
        SolverVariable(index: core.newSymbol(SolverCore.external))
    }

    /// Adds  Σ coefficient·variable + constant  <relation>  0  at `priority` (clamped to 1...1000;
    /// 1000 = required) and re-optimises.
    ///
    /// A required constraint that cannot hold together with the required ones already present is
    /// not added: the solver is left exactly as it was and the error lists an explanation (the
    /// required constraints whose marker symbols appear in the row proving infeasibility).
    /// O(terms·t + P·k·t); a new priority level costs O(symbols·levels) once.
    package func add(
        _ terms: some Collection<SolverTerm>, constant: Double, relation: SolverRelation, priority: Float
    ) throws(SolverConflict) -> SolverConstraintID {
        flushDeferredChanges()
        return try core.add(terms, constant: constant, relation: relation, priority: min(max(priority, 1), 1000))
    }

    /// Adds the optional equality  Σ coefficient·variable + constant == 0  whose two directions of
    /// error weigh differently: the expression above zero at `abovePriority`, below zero at
    /// `belowPriority` (each clamped to 1...1000; both must be below 1000, and may be equal), and
    /// re-optimises. Its optimum is that of the two inequalities `expression <= 0` at
    /// `abovePriority` and `expression >= 0` at `belowPriority` (the least error of each, level by
    /// level), in one row with two error symbols instead of two rows of a slack and an error each:
    /// a view's content hugging and compression resistance on one axis.
    ///
    /// Its constant changes as an optional constraint's does; its priority does not change (split
    /// it first). The id after the returned one is kept for the `>=` half (``splitPair(_:)``).
    /// Cannot fail. O(terms·t + P·k·t).
    package func addPair(
        _ terms: some Collection<SolverTerm>, constant: Double, abovePriority: Float, belowPriority: Float
    ) -> SolverConstraintID {
        flushDeferredChanges()
        let above = min(max(abovePriority, 1), 1000)
        let below = min(max(belowPriority, 1), 1000)
        precondition(above < 1000 && below < 1000, "a pair's priorities must be optional")
        do {
            return try core.add(terms, constant: constant, relation: .equal, priority: above, pairPriority: below)
        } catch {
            preconditionFailure("an optional constraint cannot conflict")
        }
    }

    /// Changes the two priorities of a pair made by ``addPair(_:constant:abovePriority:belowPriority:)``
    /// (both below 1000 after clamping to 1...1000); only the objective weights move, as for
    /// ``setPriority(_:of:)`` between optional levels. O(t + P·k·t); a new level O(symbols·levels).
    package func setPairPriorities(above abovePriority: Float, below belowPriority: Float, of id: SolverConstraintID) {
        precondition(isPresent(id) && core.records[Int(id.index)].pairPriority > 0, "not a pair")
        let above = min(max(abovePriority, 1), 1000)
        let below = min(max(belowPriority, 1), 1000)
        precondition(above < 1000 && below < 1000, "a pair's priorities must be optional")
        flushDeferredChanges()
        let i = id.index
        core.applyErrorWeights(i, sign: -1)
        core.records[Int(i)].priority = above
        core.records[Int(i)].pairPriority = below
        _ = core.ensureLevel(below)
        _ = core.ensureLevel(above)
        core.applyErrorWeights(i, sign: 1)
        core.optimize()
        core.infeasible.removeAllKeepingCapacity()
    }

    /// Replaces a pair made by ``addPair(_:constant:abovePriority:belowPriority:)`` (precondition:
    /// present) by its two inequalities, at the same optimum: `id` becomes `expression <= 0` at
    /// the pair's upper priority, and the id after it, returned, `expression >= 0` at its lower
    /// priority. Each is then an ordinary optional constraint. O(remove + 2 adds).
    package func splitPair(_ id: SolverConstraintID) -> SolverConstraintID {
        precondition(isPresent(id) && core.records[Int(id.index)].pairPriority > 0, "not a pair")
        flushDeferredChanges()
        let i = id.index
        core.extract(i)
        core.records[Int(i)].relation = .lessThanOrEqual
        core.records[Int(i) + 1].priority = core.records[Int(i)].pairPriority
        core.records[Int(i)].pairPriority = 0
        core.records[Int(i) + 1].constant = core.records[Int(i)].constant
        do {
            for half in [i, i + 1] { try core.insert(half) }
        } catch {
            preconditionFailure("an optional constraint cannot conflict")
        }
        core.liveCount += 1
        return SolverConstraintID(index: i + 1)
    }

    /// Removes a constraint (precondition: present) and re-optimises. O(k·t + P·k·t).
    package func remove(_ id: SolverConstraintID) {
        precondition(isPresent(id), "constraint not present")
        flushDeferredChanges()
        core.extract(id.index)
        core.liveCount -= 1
    }

    /// Changes the constant incrementally: the constraint's marker symbol absorbs the change
    /// (its row's constant, or the constants of the rows that contain it), then dual simplex
    /// restores feasibility. Works for every relation and priority. If a required constraint's
    /// new constant makes the required set infeasible, the change is undone and the explanation
    /// (excluding `id` itself) thrown. O(k + P·k·t).
    package func setConstant(_ constant: Double, of id: SolverConstraintID) throws(SolverConflict) {
        precondition(isPresent(id), "constraint not present")
        flushDeferredChanges()
        try core.setConstant(constant, of: id.index)
    }

    /// Changes the constant of an optional (non-required) constraint and defers the re-solve:
    /// several deferred changes are repaired together (one dual simplex run) by the next read
    /// or change of the solver, or by ``flushDeferredChanges()``. Cannot fail (an optional
    /// constraint never makes the required ones infeasible). O(k) now; the repair is O(P·k·t).
    package func setConstantDeferred(_ constant: Double, of id: SolverConstraintID) {
        precondition(isPresent(id), "constraint not present")
        precondition(!core.records[Int(id.index)].required, "only an optional constraint's change can be deferred")
        core.shiftConstant(constant, of: id.index)
        core.needsReoptimize = true
    }

    /// Re-solves after deferred constant changes (nothing when there are none). O(P·k·t).
    package func flushDeferredChanges() {
        if core.needsReoptimize { core.reoptimize() }
    }

    /// Changes a constraint's priority (not a pair's: split it first); `id` stays valid. Between non-required levels only the
    /// objective weights move (O(t + P·k·t)). Crossing the required boundary removes and re-adds
    /// the constraint; if making it required conflicts, it is re-added at its old priority (the
    /// same constraint set, at an optimum) and the explanation thrown.
    package func setPriority(_ priority: Float, of id: SolverConstraintID) throws(SolverConflict) {
        precondition(isPresent(id), "constraint not present")
        precondition(core.records[Int(id.index)].pairPriority == 0, "a pair's priorities do not change: split it first")
        flushDeferredChanges()
        let p = min(max(priority, 1), 1000)
        let i = id.index
        let old = core.records[Int(i)].priority
        if p == old { return }
        let wasRequired = old >= 1000
        let isRequired = p >= 1000
        if !wasRequired && !isRequired {
            core.applyErrorWeights(i, sign: -1)
            core.records[Int(i)].priority = p
            _ = core.ensureLevel(p)
            core.applyErrorWeights(i, sign: 1)
            core.optimize()
            core.infeasible.removeAllKeepingCapacity()
            return
        }
        if wasRequired && isRequired {
            core.records[Int(i)].priority = p
            return
        }
        core.extract(i)
        core.records[Int(i)].priority = p
        do {
            try core.insert(i)
        } catch {
            core.records[Int(i)].priority = old
            try? core.insert(i)
            throw error
        }
    }

    /// Hands `body` every variable whose value may have changed since the last call (or since
    /// the variable was made), each once, and forgets them: a caller that keeps copies of values
    /// refreshes only these. It may include a variable whose value ended where it was; it never
    /// leaves out one that changed. O(listed).
    package func takeChangedVariables(_ body: (SolverVariable) -> Void) {
        flushDeferredChanges()
        core.takeChanged { body(SolverVariable(index: $0)) }
    }

    /// The variable's current (optimal) value. O(1).
    package func value(of variable: SolverVariable) -> Double {
        flushDeferredChanges()
        let r = core.info[Int(variable.index)].rowOf
        return r >= 0 ? core.rows[Int(r)].constant : 0
    }

    /// Whether the variable's value is not determined uniquely by the constraints at the optimum.
    ///
    /// Rule: true when the variable is non-basic (unconstrained, or a free parametric symbol of
    /// the tableau); when basic, true if its row contains a non-dummy symbol (a slack, error or
    /// free variable) whose objective coefficient is zero at every priority level, since moving
    /// that symbol changes the variable without changing the objective. Dummy symbols (markers of
    /// required equalities) are fixed at 0 and never count. In degenerate cases (the moving
    /// symbol is blocked at once by another inequality) this reports true conservatively.
    /// O(t·levels).
    package func isAmbiguous(_ variable: SolverVariable) -> Bool {
        flushDeferredChanges()
        let r = core.info[Int(variable.index)].rowOf
        if r < 0 { return true }
        for t in core.rows[Int(r)].terms where core.info[Int(t.sym)].kind != SolverCore.dummy {
            // A paired marker's term stands for its `other` too.
            if core.objSign(t.sym) == 0 || (core.isPairedMarker(t.sym) && core.objSign(t.sym + 1) == 0) { return true }
        }
        return false
    }

    /// The number of constraints present. O(1).
    package var constraintCount: Int { core.liveCount }

    /// The number of connected components (over shared variables) of the constraints present:
    /// removing the constraint that linked two groups splits them again. Found when asked (for
    /// tests): O(symbols + terms·α(n)).
    package var componentCount: Int { core.components().count }

    /// An identifier of the variable's component (equal for variables linked by constraints
    /// present), or nil if no constraint present involves it. O(symbols + terms·α(n)).
    package func component(of variable: SolverVariable) -> Int? {
        let representative = core.components().of[Int(variable.index)]
        return representative < 0 ? nil : Int(representative)
    }

    /// How many tableau rows break the invariant of paired error symbols (an optional
    /// constraint's two symbols, both non-basic, hold opposite coefficients in every row, and
    /// while paired only the first is written); 0 unless the solver has a bug. For tests.
    /// O(constraints·rows·t).
    package func pairInvariantViolations() -> Int { core.pairViolations() }

    /// How many optional constraints have their two error symbols paired (both non-basic, the
    /// rows holding one term for the two). For tests. O(symbols).
    package var pairedConstraintCount: Int {
        var count = 0
        for s in core.info.indices where core.isPairedMarker(Int32(s)) { count += 1 }
        return count
    }

    /// The simplex pivots made since the solver was created (by `optimize`, the dual simplex,
    /// phase 1 and removals; a new row solved for its subject is not one). For tests. O(1).
    package var pivotCount: Int { core.pivotCount }

    /// How many times re-optimising stopped at its pivot budget, leaving a feasible but perhaps
    /// not optimal solution (rounding noise on an ill-conditioned system; see
    /// `SolverCore.optimize()`). For tests. O(1).
    package var optimizeStops: Int { core.optimizeStops }

    /// Whether `id` names a constraint that is present. O(1).
    package func isPresent(_ id: SolverConstraintID) -> Bool {
        id.index >= 0 && Int(id.index) < core.records.count && core.records[Int(id.index)].alive
    }

    /// The priority levels in use by non-required constraints ever added, highest first. O(levels).
    package var priorityLevels: [Float] { core.levels.map(\.priority) }
}
