import Testing
@testable import HeadlessUIKit

/// Hand-worked checks of the constraint solver.
@Suite struct SolverTests {
    typealias S = ConstraintSolver

    func close(_ a: Double, _ b: Double, _ tol: Double = 1e-7) -> Bool { abs(a - b) <= tol }

    @discardableResult
    func add(_ s: S, _ terms: [(SolverVariable, Double)], _ c: Double, _ r: SolverRelation,
             _ p: Float = 1000) throws -> SolverConstraintID {
        try s.add(terms.map { SolverTerm($0.0, $0.1) }, constant: c, relation: r, priority: p)
    }

    @Test func equalities() throws {
        let s = S()
        let x = s.makeVariable(), y = s.makeVariable()
        #expect(s.value(of: x) == 0)
        try add(s, [(x, 1)], -10, .equal)                 // x = 10
        try add(s, [(y, 1), (x, -2)], -5, .equal)         // y = 2x + 5
        #expect(close(s.value(of: x), 10))
        #expect(close(s.value(of: y), 25))
        #expect(s.constraintCount == 2)
    }

    @Test func inequalitiesAndMultipliers() throws {
        let s = S()
        let x = s.makeVariable(), y = s.makeVariable()
        try add(s, [(x, 1)], -10, .greaterThanOrEqual)      // x >= 10
        try add(s, [(x, 1)], 0, .equal, 1)                  // x == 0 weakly
        #expect(close(s.value(of: x), 10))
        try add(s, [(y, 3), (x, -1)], 0, .lessThanOrEqual)  // 3y <= x
        try add(s, [(y, 1)], -100, .equal, 250)             // y == 100 weakly
        // y == 100 (250) outranks x == 0 (1): x = 3y = 300.
        #expect(close(s.value(of: y), 100))
        #expect(close(s.value(of: x), 300))
        try add(s, [(x, 1)], -30, .lessThanOrEqual)       // x <= 30 required: y = 10
        #expect(close(s.value(of: y), 10))
        #expect(close(s.value(of: x), 30))
    }

    @Test func priorityConflict() throws {
        let s = S()
        let x = s.makeVariable()
        try add(s, [(x, 1)], -100, .equal, 750)
        try add(s, [(x, 1)], -200, .equal, 250)
        #expect(close(s.value(of: x), 100))
        let t = S()
        let y = t.makeVariable()
        try add(t, [(y, 1)], -100, .equal, 250)
        try add(t, [(y, 1)], -200, .equal, 250)
        let v = t.value(of: y)
        #expect(v >= 100 - 1e-7 && v <= 200 + 1e-7)      // total error 100 either way
    }

    @Test func lexicographic() throws {
        // One error at 751 (x == 0) against ten at 750 (x == 10 ten times): 751 wins.
        let s = S()
        let x = s.makeVariable()
        try add(s, [(x, 1)], 0, .equal, 751)
        for _ in 0..<10 { try add(s, [(x, 1)], -10, .equal, 750) }
        #expect(close(s.value(of: x), 0))
        // Huge lower-level pull cannot move a higher level either.
        let t = S()
        let y = t.makeVariable()
        try add(t, [(y, 1)], -1, .equal, 2)
        try add(t, [(y, 1e9)], -1e12, .equal, 1)
        #expect(close(t.value(of: y), 1))
    }

    /// A required equality that the optional rows already satisfy (a width fixed at its content
    /// size, then `width == 44`) enters without an artificial variable; it must still move the
    /// value when its constant changes, conflict with a later required equality, and leave the
    /// optional rows in charge when removed.
    @Test func requiredEqualityAlreadySatisfied() throws {
        let s = S()
        let x = s.makeVariable(), y = s.makeVariable()
        try add(s, [(x, 1)], -44, .lessThanOrEqual, 250)     // hugging: x <= 44
        try add(s, [(x, 1)], -44, .greaterThanOrEqual, 750)  // compression: x >= 44
        try add(s, [(y, 1), (x, -1)], 0, .equal)             // y == x
        let fixed = try add(s, [(x, 1)], -44, .equal)        // x == 44, already true
        #expect(close(s.value(of: x), 44) && close(s.value(of: y), 44))
        #expect(!s.isAmbiguous(x) && !s.isAmbiguous(y))
        try s.setConstant(-60, of: fixed)                    // x == 60 beats both optional rows
        #expect(close(s.value(of: x), 60) && close(s.value(of: y), 60))
        do {
            try add(s, [(y, 1)], -50, .equal)                // y == 50 conflicts with x == 60
            Issue.record("expected a conflict")
        } catch {
            guard let c = error as? SolverConflict, case .unsatisfiable(let e) = c else { Issue.record("wrong error"); return }
            #expect(e.contains(fixed))
        }
        #expect(close(s.value(of: x), 60))
        s.remove(fixed)
        #expect(close(s.value(of: x), 44) && close(s.value(of: y), 44))
        try add(s, [(y, 1)], -50, .equal)                    // now y == 50 holds, over compression
        #expect(close(s.value(of: x), 50))
    }

    /// A required equality over variables that are all basic, not yet satisfied: when a slack can
    /// absorb it without another row bounding that slack first, it enters without an artificial
    /// variable; when another row bounds it, phase 1 runs. Both must give the same answers.
    @Test func requiredEqualityThroughASlack() throws {
        let s = S()
        let x = s.makeVariable(), y = s.makeVariable()
        let fixY = try add(s, [(y, 1)], -10, .equal)              // y == 10
        let gap = try add(s, [(x, 1), (y, -1)], -8, .greaterThanOrEqual)  // x >= y + 8
        #expect(close(s.value(of: x), 18))
        let pin = try add(s, [(x, 1)], -30, .equal)               // x == 30: the slack of `gap` takes 12
        #expect(close(s.value(of: x), 30) && close(s.value(of: y), 10))
        #expect(!s.isAmbiguous(x))
        do {
            try s.setConstant(-5, of: pin)                        // x == 5 < y + 8
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiable(let e) = error else { Issue.record("wrong error"); return }
            #expect(Set(e) == [fixY, gap])
        }
        #expect(close(s.value(of: x), 30))
        s.remove(pin)
        let cap = try add(s, [(x, 1)], -20, .lessThanOrEqual)     // x <= 20 bounds the slack at 2
        do {
            try add(s, [(x, 1)], -30, .equal)                     // x == 30 again: now unsatisfiable
            Issue.record("expected a conflict")
        } catch {
            guard let c = error as? SolverConflict, case .unsatisfiable(let e) = c else { Issue.record("wrong error"); return }
            #expect(e == [cap])
        }
        #expect(close(s.value(of: x), 18))
        try add(s, [(x, 1)], -19, .equal)                         // x == 19 fits between 18 and 20
        #expect(close(s.value(of: x), 19))
    }

    @Test func requiredConflict() throws {
        let t = S()
        let u = t.makeVariable()
        let c1 = try add(t, [(u, 1)], -10, .greaterThanOrEqual)  // u >= 10
        _ = try add(t, [(u, 1)], 0, .equal, 500)
        let before = t.value(of: u)
        do {
            try add(t, [(u, 1)], -5, .lessThanOrEqual)           // u <= 5: conflicts with c1
            Issue.record("expected a conflict")
        } catch {
            guard let c = error as? SolverConflict, case .unsatisfiable(let e) = c else { Issue.record("wrong error"); return }
            #expect(e == [c1])
        }
        #expect(t.constraintCount == 2)
        #expect(close(t.value(of: u), before))
        // equality conflicts
        let w = S()
        let p = w.makeVariable(), q = w.makeVariable()
        let e1 = try add(w, [(p, 1)], -10, .equal)
        let e2 = try add(w, [(q, 1), (p, -1)], 0, .equal)
        _ = try add(w, [(p, 1)], 0, .equal, 100)
        do {
            try add(w, [(q, 1)], -20, .equal)
            Issue.record("expected a conflict")
        } catch {
            guard let c = error as? SolverConflict, case .unsatisfiable(let e) = c else { Issue.record("wrong error"); return }
            #expect(e == [e1, e2])
        }
        #expect(close(w.value(of: q), 10))
        #expect(w.constraintCount == 3)
        // constant-only conflict: empty explanation
        do {
            try add(w, [], 5, .equal)
            Issue.record("expected a conflict")
        } catch {
            guard let c = error as? SolverConflict, case .unsatisfiable(let e) = c else { Issue.record("wrong error"); return }
            #expect(e.isEmpty)
        }
    }

    @Test func setConstantEquality() throws {
        let s = S()
        let x = s.makeVariable(), y = s.makeVariable()
        let c = try add(s, [(x, 1)], -10, .equal)
        try add(s, [(y, 1), (x, -1)], -5, .equal)
        try s.setConstant(-20, of: c)
        #expect(close(s.value(of: x), 20))
        #expect(close(s.value(of: y), 25))
    }

    @Test func setConstantInequalityAndNonRequired() throws {
        let s = S()
        let x = s.makeVariable()
        let lo = try add(s, [(x, 1)], -10, .greaterThanOrEqual)   // x >= 10
        let pull = try add(s, [(x, 1)], 0, .equal, 250)            // x == 0 weakly
        #expect(close(s.value(of: x), 10))
        try s.setConstant(-30, of: lo)                             // x >= 30
        #expect(close(s.value(of: x), 30))
        try s.setConstant(-5, of: lo)                              // x >= 5
        #expect(close(s.value(of: x), 5))
        try s.setConstant(-50, of: pull)                           // x == 50 weakly
        #expect(close(s.value(of: x), 50))
        let hi = try add(s, [(x, 1)], -40, .lessThanOrEqual)       // x <= 40
        #expect(close(s.value(of: x), 40))
        try s.setConstant(-45, of: hi)
        #expect(close(s.value(of: x), 45))
        try s.setConstant(-60, of: hi)
        #expect(close(s.value(of: x), 50))
    }

    /// A label's width as Auto Layout models it: hugging `w <= 120` at 250, compression
    /// resistance `w >= 120` at 750, inside `w <= 300` required. Both constants move to 160
    /// deferred (one re-solve for the pair), then to 400, past the required bound.
    @Test func deferredConstantChanges() throws {
        let s = S()
        let w = s.makeVariable()
        let bound = try add(s, [(w, 1)], -300, .lessThanOrEqual)
        let hug = try add(s, [(w, 1)], -120, .lessThanOrEqual, 250)
        let resist = try add(s, [(w, 1)], -120, .greaterThanOrEqual, 750)
        #expect(close(s.value(of: w), 120))
        s.setConstantDeferred(-160, of: hug)
        s.setConstantDeferred(-160, of: resist)
        var changed: [SolverVariable] = []
        s.takeChangedVariables { changed.append($0) }
        #expect(changed == [w])
        #expect(close(s.value(of: w), 160))
        s.setConstantDeferred(-400, of: hug)
        s.setConstantDeferred(-400, of: resist)
        // The required bound wins over both optional constraints.
        #expect(close(s.value(of: w), 300))
        // A change made after deferred ones sees them applied first.
        try s.setConstant(-250, of: bound)
        #expect(close(s.value(of: w), 250))
    }

    @Test func setConstantMakingRequiredInfeasible() throws {
        let s = S()
        let x = s.makeVariable()
        let lo = try add(s, [(x, 1)], -10, .greaterThanOrEqual)  // x >= 10
        let hi = try add(s, [(x, 1)], -20, .lessThanOrEqual)     // x <= 20
        try add(s, [(x, 1)], -15, .equal, 10)
        do {
            try s.setConstant(-30, of: lo)                       // x >= 30 vs x <= 20
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiable(let e) = error else { return }
            #expect(e == [hi])
        }
        #expect(close(s.value(of: x), 15))
        try s.setConstant(-12, of: hi)                           // still fine afterwards
        #expect(close(s.value(of: x), 12))
        // equality pinned twice (redundant), then moved apart
        let t = S()
        let y = t.makeVariable()
        let e1 = try add(t, [(y, 1)], -10, .equal)
        let e2 = try add(t, [(y, 2)], -20, .equal)
        #expect(close(t.value(of: y), 10))
        do {
            try t.setConstant(-30, of: e2)
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiable(let e) = error else { return }
            #expect(e == [e1])
        }
        #expect(close(t.value(of: y), 10))
        t.remove(e1)
        try t.setConstant(-30, of: e2)
        #expect(close(t.value(of: y), 15))
    }

    /// A failed required change whose dual simplex pivoted a paired error pair in before it found
    /// the conflict: the rollback leaves the pair paired again, with the values, and the solver
    /// goes on from there.
    @Test func rollbackRestoresPairedErrors() throws {
        let s = S()
        let x = s.makeVariable()
        try add(s, [(x, 1)], -50, .equal, 250)                   // x == 50 (250): x's first row, its errors paired
        let hi = try add(s, [(x, 1)], -100, .lessThanOrEqual)    // x <= 100
        let lo = try add(s, [(x, 1)], 0, .greaterThanOrEqual)    // x >= 0
        #expect(close(s.value(of: x), 50))
        #expect(s.pairedConstraintCount == 1)
        do {
            try s.setConstant(-200, of: lo)                      // x >= 200 vs x <= 100
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiable(let e) = error else { return }
            #expect(e == [hi])
        }
        #expect(close(s.value(of: x), 50))
        #expect(s.pairedConstraintCount == 1)
        #expect(s.pairInvariantViolations() == 0)
        try s.setConstant(-60, of: lo)                           // x >= 60: the soft 50 gives way
        #expect(close(s.value(of: x), 60))
        #expect(s.pairInvariantViolations() == 0)
        try s.setConstant(0, of: lo)
        #expect(close(s.value(of: x), 50))
    }

    @Test func removeAndSetPriority() throws {
        let s = S()
        let x = s.makeVariable()
        let a = try add(s, [(x, 1)], -100, .equal, 750)
        let b = try add(s, [(x, 1)], -200, .equal, 250)
        #expect(close(s.value(of: x), 100))
        try s.setPriority(100, of: a)
        #expect(close(s.value(of: x), 200))
        try s.setPriority(1000, of: a)
        #expect(close(s.value(of: x), 100))
        #expect(throws: SolverConflict.self) { try s.setPriority(1000, of: b) } // stays at 250
        #expect(close(s.value(of: x), 100))
        try s.setPriority(1, of: a)
        #expect(close(s.value(of: x), 200))
    }

    /// A pair (one equality, two error weights) against the two inequalities it stands for, in
    /// two solvers built alike: the same values through competing constraints, constant changes
    /// and a split; hand-worked values checked.
    @Test func pairMatchesTwoInequalities() throws {
        let paired = S(), split = S()
        let x = paired.makeVariable(), y = split.makeVariable()
        // x == 100, its excess at 250 (hugging), its shortfall at 750 (compression).
        let pair = paired.addPair([SolverTerm(x, 1)], constant: -100, abovePriority: 250, belowPriority: 750)
        let hug = try add(split, [(y, 1)], -100, .lessThanOrEqual, 250)
        let resist = try add(split, [(y, 1)], -100, .greaterThanOrEqual, 750)
        #expect(close(paired.value(of: x), 100) && !paired.isAmbiguous(x))
        #expect(paired.constraintCount == 1 && !paired.isPresent(SolverConstraintID(index: pair.index + 1)))
        // Pulled up at 500: stretched (500 > 250). Pulled down at 500: held (750 > 500).
        let up = paired.addPair([SolverTerm(x, 1)], constant: -150, abovePriority: 500, belowPriority: 500)
        let upSplit = try add(split, [(y, 1)], -150, .equal, 500)
        #expect(close(paired.value(of: x), 150) && close(split.value(of: y), 150))
        paired.setConstantDeferred(-60, of: up)
        try split.setConstant(-60, of: upSplit)
        #expect(close(paired.value(of: x), 100) && close(split.value(of: y), 100))
        // Another pair at equal weights (500 both), pulling down to 40: held at 100 by the 750.
        _ = paired.addPair([SolverTerm(x, 1)], constant: -40, abovePriority: 500, belowPriority: 500)
        try add(split, [(y, 1)], -40, .equal, 500)
        paired.setConstantDeferred(-100, of: pair)  // unchanged
        #expect(close(paired.value(of: x), 100) && close(split.value(of: y), 100))
        paired.setConstantDeferred(-80, of: pair)
        try split.setConstant(-80, of: hug)
        try split.setConstant(-80, of: resist)
        #expect(close(paired.value(of: x), 80) && close(split.value(of: y), 80))
        // Split: the pair's id is the `<=` half, the next id the `>=` half; the value stays.
        let second = paired.splitPair(pair)
        #expect(second.index == pair.index + 1 && paired.isPresent(pair) && paired.isPresent(second))
        #expect(paired.constraintCount == 4)
        #expect(close(paired.value(of: x), 80))
        try paired.setPriority(100, of: second)  // the shortfall now weaker than the pulls at 500
        try split.setPriority(100, of: resist)
        #expect(close(paired.value(of: x), 60) && close(split.value(of: y), 60))
        try paired.setConstant(-70, of: pair)    // the `<=` half alone: x <= 70 at 250 changes nothing
        #expect(close(paired.value(of: x), 60))
        paired.remove(second)
        paired.remove(pair)
        #expect(paired.constraintCount == 2)

        // Equal weights: the pair's two errors and the other constraints' add up at one level, so
        // the median of 100 (the pair), 150 and 160 wins; then of 100, 40 and 60.
        let median = S()
        let z = median.makeVariable()
        _ = median.addPair([SolverTerm(z, 1)], constant: -100, abovePriority: 500, belowPriority: 500)
        let a = try add(median, [(z, 1)], -150, .equal, 500)
        let b = try add(median, [(z, 1)], -160, .equal, 500)
        #expect(close(median.value(of: z), 150))
        try median.setConstant(-40, of: a)
        try median.setConstant(-60, of: b)
        #expect(close(median.value(of: z), 60))
    }

    /// Two-weight equalities with the same priorities as the last one reuse its objective slots
    /// (`lastPairLevels`): after a reset the levels are numbered afresh (here the 750 level first),
    /// so the pair must weigh its excess at 750 and its shortfall at 250 in the new slots.
    @Test func pairLevelsAfterReset() throws {
        let s = S()
        for round in 0..<2 {
            let x = s.makeVariable(), y = s.makeVariable()
            if round == 1 { try add(s, [(y, 1)], -7, .equal, 750) }  // the 750 level first
            _ = s.addPair([SolverTerm(x, 1)], constant: -100, abovePriority: 750, belowPriority: 250)
            let pull = try add(s, [(x, 1)], -150, .equal, 500)
            #expect(close(s.value(of: x), 100))  // the excess at 750 holds against 500
            try s.setConstant(-40, of: pull)
            #expect(close(s.value(of: x), 40))   // the shortfall at 250 gives way to 500
            _ = s.addPair([SolverTerm(y, 1)], constant: -30, abovePriority: 750, belowPriority: 250)
            try s.setConstant(-200, of: pull)
            #expect(close(s.value(of: x), 100))
            s.reset()
        }
    }

    @Test func setPriorityConflictKeepsConstraint() throws {
        let s = S()
        let x = s.makeVariable()
        let a = try add(s, [(x, 1)], -100, .equal)
        let b = try add(s, [(x, 1)], -200, .equal, 250)
        #expect(throws: SolverConflict.self) { try s.setPriority(1000, of: b) }
        #expect(s.isPresent(b))
        #expect(close(s.value(of: x), 100))
        s.remove(a)
        #expect(close(s.value(of: x), 200))
        s.remove(b)
        #expect(s.constraintCount == 0)
        #expect(s.isAmbiguous(x))
    }

    @Test func removal() throws {
        let s = S()
        let x = s.makeVariable(), y = s.makeVariable()
        let a = try add(s, [(x, 1)], -10, .greaterThanOrEqual)
        try add(s, [(x, 1)], 0, .equal, 1)
        let c = try add(s, [(y, 1), (x, -1)], 0, .equal)
        #expect(close(s.value(of: y), 10))
        s.remove(a)
        #expect(close(s.value(of: x), 0))
        #expect(close(s.value(of: y), 0))
        s.remove(c)
        try add(s, [(y, 1)], -7, .equal)
        #expect(close(s.value(of: y), 7))
        #expect(s.constraintCount == 2)
    }

    @Test func ambiguity() throws {
        let s = S()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable(), w = s.makeVariable()
        #expect(s.isAmbiguous(x))
        try add(s, [(x, 1)], -10, .equal)
        #expect(!s.isAmbiguous(x))
        try add(s, [(y, 1), (z, -1)], 0, .equal)       // y == z: one of them free
        #expect(s.isAmbiguous(y) && s.isAmbiguous(z))
        try add(s, [(w, 1)], -5, .greaterThanOrEqual)  // w >= 5 only
        #expect(s.isAmbiguous(w))
        try add(s, [(w, 1)], 0, .equal, 10)            // pulled down to 5: unique
        #expect(!s.isAmbiguous(w))
        #expect(close(s.value(of: w), 5))
    }

    @Test func componentsAreIndependent() throws {
        let s = S()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        let cx = try add(s, [(x, 1)], -10, .equal)
        try add(s, [(y, 1)], -20, .equal)
        #expect(s.componentCount == 2)
        #expect(s.component(of: x) != s.component(of: y))
        #expect(s.component(of: z) == nil)
        try s.setConstant(-11, of: cx)
        #expect(close(s.value(of: y), 20))
        #expect(close(s.value(of: x), 11))
        let link = try add(s, [(z, 1), (x, -1), (y, -1)], 0, .equal)
        #expect(s.componentCount == 1)
        #expect(s.component(of: x) == s.component(of: y))
        #expect(close(s.value(of: z), 31))
        // Removing the constraint that linked them splits them again; z is then in none.
        s.remove(link)
        #expect(s.componentCount == 2)
        #expect(s.component(of: x) != s.component(of: y))
        #expect(s.component(of: z) == nil)
        s.remove(cx)
        #expect(s.componentCount == 1 && s.component(of: x) == nil && s.component(of: y) != nil)
    }

    /// A required row with no external subject is solved for a term that costs nothing (an
    /// inequality's slack) when one qualifies, not for the first negative term (here the root
    /// width's error, which would make the width give way and leave a pivot to undo it): a
    /// cell's badge pinned to the trailing edge after its `>=` gap to the title.
    @Test func requiredRowTakesAFreeSlackAsSubject() throws {
        let s = S()
        let width = s.makeVariable(), title = s.makeVariable(), badge = s.makeVariable()
        try add(s, [(width, 1)], -375, .equal, 999)                      // the root's width, just below required
        try add(s, [(title, 1)], -188, .equal)                            // the title's trailing edge
        try add(s, [(badge, 1), (title, -1)], -8, .greaterThanOrEqual)   // badge.leading >= title.trailing + 8
        let before = s.pivotCount
        try add(s, [(badge, 1), (width, -1)], 46, .equal)                // badge.leading == width - 46
        #expect(s.pivotCount == before)
        #expect(close(s.value(of: badge), 329))
        #expect(close(s.value(of: width), 375))
        #expect(close(s.value(of: title), 188))
    }

    @Test func resetAndRebuild() throws {
        let s = S()
        for round in 0..<3 {
            let x = s.makeVariable(), y = s.makeVariable()
            try add(s, [(x, 1)], -Double(10 + round), .greaterThanOrEqual)
            try add(s, [(x, 1)], 0, .equal, 250)
            try add(s, [(y, 1), (x, -2)], 0, .equal)
            #expect(close(s.value(of: y), Double(20 + 2 * round)))
            #expect(s.constraintCount == 3 && s.componentCount == 1)
            s.reset()
            #expect(s.constraintCount == 0 && s.componentCount == 0)
        }
    }

    @Test func redundancyAndConstantOnlyConstraints() throws {
        let s = S()
        let x = s.makeVariable()
        let a = try add(s, [(x, 1)], -10, .greaterThanOrEqual)
        try add(s, [(x, 1)], -10, .greaterThanOrEqual)          // duplicate
        try add(s, [(x, 1)], 0, .equal, 1)
        #expect(close(s.value(of: x), 10))
        s.remove(a)
        #expect(close(s.value(of: x), 10))
        let k = try add(s, [], -5, .lessThanOrEqual)           // -5 <= 0 holds
        s.remove(k)
        #expect(throws: SolverConflict.self) { try s.add([], constant: 5, relation: .lessThanOrEqual, priority: 1000) }
        #expect(s.constraintCount == 2)
    }

    /// A chain like issue 14's W3 (each `x` depends on every width before it), long enough that
    /// its rows take the long-list path of the solver's merges (over 64 terms): the positions
    /// must be exact, and stay right when the end is squeezed and when a preferred width changes.
    @Test func longChainRows() throws {
        let s = S()
        let n = 60
        let root = s.makeVariable()
        try add(s, [(root, 1)], -10_000, .equal)                          // root width 10,000
        var xs: [SolverVariable] = []
        var ws: [SolverVariable] = []
        var preferred: [SolverConstraintID] = []
        for i in 0..<n {
            let x = s.makeVariable(), w = s.makeVariable()
            if i == 0 {
                try add(s, [(x, 1)], -8, .equal)                              // x0 = 8
            } else {
                try add(s, [(x, 1), (xs[i - 1], -1), (ws[i - 1], -1)], -8, .equal) // x = previous end + 8
            }
            try add(s, [(w, 1)], -10, .greaterThanOrEqual)                    // w >= 10
            preferred.append(try add(s, [(w, 1)], -50, .equal, 250))          // w == 50 (250)
            xs.append(x)
            ws.append(w)
        }
        let end = try add(s, [(xs[n - 1], 1), (ws[n - 1], 1), (root, -1)], 8, .lessThanOrEqual) // end <= root - 8
        for i in 0..<n {
            #expect(close(s.value(of: xs[i]), Double(8 + 58 * i)))
            #expect(close(s.value(of: ws[i]), 50))
        }
        // Every preferred width is met, so no error of theirs is basic: the rows hold one term
        // for each width's two errors.
        #expect(s.pairedConstraintCount == n)
        #expect(s.pairInvariantViolations() == 0)
        // Squeezed: the end moves to 2,000 - 8, every width at least 10.
        try s.setConstant(10_000 - 1_992, of: end)
        #expect(close(s.value(of: xs[n - 1]) + s.value(of: ws[n - 1]), 1_992, 1e-6))
        #expect(ws.allSatisfy { s.value(of: $0) >= 10 - 1e-7 })
        #expect(s.pairedConstraintCount < n)
        #expect(s.pairInvariantViolations() == 0)
        // Room again, and the middle view's preferred width 20: the views after it move 30 back.
        try s.setConstant(8, of: end)
        try s.setConstant(-20, of: preferred[n / 2])
        for i in 0..<n {
            #expect(close(s.value(of: ws[i]), i == n / 2 ? 20 : 50))
            #expect(close(s.value(of: xs[i]), Double(8 + 58 * i - (i > n / 2 ? 30 : 0))))
        }
        #expect(s.pairInvariantViolations() == 0)
    }

    @Test func chainedConflictExplanation() throws {
        let s = S()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        let a = try add(s, [(x, 1)], -10, .greaterThanOrEqual)     // x >= 10
        let b = try add(s, [(y, 1), (x, -1)], 0, .greaterThanOrEqual) // y >= x
        _ = try add(s, [(z, 1)], -3, .equal)                        // unrelated
        _ = try add(s, [(y, 1)], 0, .equal, 500)
        do {
            try add(s, [(y, 1)], -5, .lessThanOrEqual)              // y <= 5
            Issue.record("expected a conflict")
        } catch {
            guard let c = error as? SolverConflict, case .unsatisfiable(let e) = c else { Issue.record("wrong error"); return }
            #expect(e == [a, b])
        }
        #expect(close(s.value(of: y), 10) && close(s.value(of: x), 10) && close(s.value(of: z), 3))
    }

    @Test func manyPriorityLevels() throws {
        // Eleven levels (more than the initial objective stride): each higher one wins.
        let s = S()
        let x = s.makeVariable()
        for p in stride(from: 100, through: 1100, by: 100) where p < 1000 {
            try add(s, [(x, 1)], -Double(p), .equal, Float(p))
        }
        #expect(close(s.value(of: x), 900))
        try add(s, [(x, 1)], -950, .equal, 950)
        #expect(close(s.value(of: x), 950))
        try add(s, [(x, 1)], -5, .equal, 5)
        #expect(close(s.value(of: x), 950))
        #expect(s.priorityLevels.first == 950 && s.priorityLevels.last == 5)
    }
}
