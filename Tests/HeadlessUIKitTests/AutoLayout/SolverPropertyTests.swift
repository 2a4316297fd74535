import Testing
@testable import HeadlessUIKit

/// Seeded random systems: the incremental solver agrees with a fresh one after every change.
@Suite struct SolverPropertyTests {
    struct Rng: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ a: [T]) -> T { a[int(a.count)] }
    }

    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: SolverRelation
        var priority: Float
        var pin = false
    }

    static let levels: [Float] = [1000, 751, 750, 250, 1]

    func evaluate(_ spec: Spec, _ values: [Double]) -> Double {
        spec.terms.reduce(spec.constant) { $0 + $1.1 * values[$1.0] }
    }

    /// Per-priority-level total error (index by `levels`), plus the largest required violation.
    func errors(_ specs: [Spec], _ values: [Double]) -> (levels: [Double], required: Double) {
        var out = [Double](repeating: 0, count: Self.levels.count)
        var worst = 0.0
        for spec in specs {
            let e = evaluate(spec, values)
            let err: Double
            switch spec.relation {
            case .equal: err = abs(e)
            case .lessThanOrEqual: err = max(0, e)
            case .greaterThanOrEqual: err = max(0, -e)
            }
            if spec.priority >= 1000 { worst = max(worst, err) } else {
                out[Self.levels.firstIndex(of: spec.priority)!] += err
            }
        }
        return (out, worst)
    }

    func randomTerms(_ rng: inout Rng, _ n: Int) -> [(Int, Double)] {
        let count = 1 + rng.int(min(3, n))
        var vars: [Int] = []
        while vars.count < count {
            let v = rng.int(n)
            if !vars.contains(v) { vars.append(v) }
        }
        return vars.map { ($0, rng.pick([1, -1, 2, -2, 0.5, 3])) }
    }

    func requiredSpec(_ rng: inout Rng, _ hidden: [Double]) -> Spec {
        let terms = randomTerms(&rng, hidden.count)
        let e0 = terms.reduce(0) { $0 + $1.1 * hidden[$1.0] }
        let slack = Double(rng.int(10))
        switch rng.int(3) {
        case 0: return Spec(terms: terms, constant: -e0, relation: .equal, priority: 1000)
        case 1: return Spec(terms: terms, constant: -e0 - slack, relation: .lessThanOrEqual, priority: 1000)
        default: return Spec(terms: terms, constant: -e0 + slack, relation: .greaterThanOrEqual, priority: 1000)
        }
    }

    func softSpec(_ rng: inout Rng, _ n: Int) -> Spec {
        Spec(terms: randomTerms(&rng, n), constant: Double(rng.int(201) - 100),
             relation: rng.pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]),
             priority: rng.pick([751, 750, 250, 1]))
    }

    func build(_ specs: [Spec], _ n: Int) throws -> (ConstraintSolver, [SolverVariable], [SolverConstraintID]) {
        let s = ConstraintSolver()
        let vars = (0..<n).map { _ in s.makeVariable() }
        var ids: [SolverConstraintID] = []
        for spec in specs {
            ids.append(try s.add(spec.terms.map { SolverTerm(vars[$0.0], $0.1) }, constant: spec.constant,
                                 relation: spec.relation, priority: spec.priority))
        }
        return (s, vars, ids)
    }

    @Test func randomSystemsMatchFreshSolves() throws {
        for seed in UInt64(1)...300 {
            try runSystem(seed: seed)
        }
    }

    @Test func largerRandomSystemsMatchFreshSolves() throws {
        for seed in UInt64(10_001)...10_030 {
            try runSystem(seed: seed, maxVariables: 26, steps: 20)
        }
    }

    /// An ill-conditioned system that made `optimize` cycle forever on rounding noise (found by
    /// running the larger generator over seeds 10,001 to 12,000): the run ends (the solver stops
    /// at its pivot budget and rebuilds from its records), and every required constraint holds
    /// at every step, in the solver and in fresh solves. Its optional errors are not compared,
    /// nor its error pairs checked: with multipliers far from 1, rounding moves them past the
    /// checks' tolerances.
    @Test func illConditionedSystemsEnd() throws {
        for seed: UInt64 in [10_240] {
            let stops = try runSystem(seed: seed, maxVariables: 26, steps: 20, illConditioned: true)
            #expect(stops > 0, "seed \(seed): the solver never reached its pivot budget (the system no longer cycles)")
        }
    }

    /// `illConditioned`: only the required constraints and the count are checked, and the solver
    /// may stop at its pivot budget; otherwise it must never stop.
    /// Returns how many times the solver, or a fresh one built to compare, stopped at its pivot
    /// budget.
    @discardableResult
    func runSystem(seed: UInt64, maxVariables: Int = 8, steps: Int = 12, illConditioned: Bool = false) throws -> Int {
        var rng = Rng(state: seed)
        let n = 2 + rng.int(maxVariables - 1)
        let determined = rng.int(3) == 0
        var hidden = (0..<n).map { _ in Double(rng.int(101) - 50) }
        var specs: [Spec] = []
        if determined {
            for i in 0..<n {
                specs.append(Spec(terms: [(i, 1)], constant: -hidden[i], relation: .equal, priority: 1000, pin: true))
            }
        }
        for _ in 0..<(1 + rng.int(n + 2)) { specs.append(requiredSpec(&rng, hidden)) }
        for _ in 0..<rng.int(2 * n + 2) { specs.append(softSpec(&rng, n)) }
        specs.shuffle(using: &rng)
        let (solver, vars, builtIDs) = try build(specs, n)
        var ids = builtIDs
        var lastValues = vars.map { _ in 0.0 }
        var freshStops = 0

        func check(_ step: String) throws {
            let values = vars.map { solver.value(of: $0) }
            // Every variable whose value moved since the last check is reported as changed.
            var reported = Set<SolverVariable>()
            solver.takeChangedVariables { reported.insert($0) }
            for i in vars.indices where abs(values[i] - lastValues[i]) > 1e-9 {
                #expect(reported.contains(vars[i]), "seed \(seed) \(step): variable \(i) moved \(lastValues[i]) -> \(values[i]) unreported")
            }
            lastValues = values
            let mine = errors(specs, values)
            #expect(mine.required < 1e-6, "seed \(seed) \(step): required violated by \(mine.required)")
            #expect(solver.constraintCount == specs.count, "seed \(seed) \(step): count")
            let (fresh, freshVars, _) = try build(specs, n)
            let freshValues = freshVars.map { fresh.value(of: $0) }
            let theirs = errors(specs, freshValues)
            if illConditioned {
                freshStops += fresh.optimizeStops
                #expect(theirs.required < 1e-6, "seed \(seed) \(step): required violated by \(theirs.required) in a fresh solve")
                return
            }
            #expect(solver.optimizeStops + fresh.optimizeStops == 0, "seed \(seed) \(step): optimize stopped at its pivot budget")
            #expect(solver.pairInvariantViolations() == 0, "seed \(seed) \(step): paired errors out of step")
            for l in mine.levels.indices {
                let tol = 1e-6 * max(1, theirs.levels[l])
                #expect(abs(mine.levels[l] - theirs.levels[l]) <= tol,
                        "seed \(seed) \(step): level \(Self.levels[l]) error \(mine.levels[l]) vs fresh \(theirs.levels[l])")
            }
            if determined {
                for i in 0..<n {
                    #expect(abs(values[i] - freshValues[i]) <= 1e-6 * max(1, abs(freshValues[i])),
                            "seed \(seed) \(step): value \(i) \(values[i]) vs fresh \(freshValues[i])")
                }
            }
        }

        try check("built")
        for step in 0..<steps {
            let op = rng.int(8)
            let label = "step \(step) op \(op)"
            if op == 0 && !specs.isEmpty {
                // Move a non-required constant anywhere, or an inequality's constant the safe way.
                let i = rng.int(specs.count)
                if specs[i].priority < 1000 {
                    // Optional constants move deferred, sometimes several before the re-solve.
                    specs[i].constant = Double(rng.int(201) - 100)
                    solver.setConstantDeferred(specs[i].constant, of: ids[i])
                    for _ in 0..<rng.int(3) {
                        let j = rng.int(specs.count)
                        guard specs[j].priority < 1000 else { continue }
                        specs[j].constant = Double(rng.int(201) - 100)
                        solver.setConstantDeferred(specs[j].constant, of: ids[j])
                    }
                    try check(label)
                    continue
                } else if specs[i].relation == .lessThanOrEqual {
                    specs[i].constant -= Double(rng.int(5))
                } else if specs[i].relation == .greaterThanOrEqual {
                    specs[i].constant += Double(rng.int(5))
                } else {
                    continue
                }
                try solver.setConstant(specs[i].constant, of: ids[i])
            } else if op == 1 {
                let spec = requiredSpec(&rng, hidden)
                specs.append(spec)
                ids.append(try solver.add(spec.terms.map { SolverTerm(vars[$0.0], $0.1) }, constant: spec.constant,
                                          relation: spec.relation, priority: spec.priority))
            } else if op == 2 {
                let spec = softSpec(&rng, n)
                specs.append(spec)
                ids.append(try solver.add(spec.terms.map { SolverTerm(vars[$0.0], $0.1) }, constant: spec.constant,
                                          relation: spec.relation, priority: spec.priority))
            } else if op == 3 && !specs.isEmpty {
                let i = rng.int(specs.count)
                if specs[i].pin { continue }
                solver.remove(ids[i])
                specs.remove(at: i)
                ids.remove(at: i)
            } else if op == 4 && !specs.isEmpty {
                let i = rng.int(specs.count)
                if specs[i].priority >= 1000 { continue }
                let p: Float = rng.pick([751, 750, 250, 1])
                specs[i].priority = p
                try solver.setPriority(p, of: ids[i])
            } else if op == 6 && !specs.isEmpty {
                // Demote a required constraint (never a pin) to a random non-required level.
                let i = rng.int(specs.count)
                if specs[i].priority < 1000 || specs[i].pin { continue }
                let p: Float = rng.pick([751, 750, 250, 1])
                specs[i].priority = p
                try solver.setPriority(p, of: ids[i])
            } else if op == 7 && !specs.isEmpty {
                // Promote a non-required constraint to required, first aimed at the hidden point.
                let i = rng.int(specs.count)
                if specs[i].priority >= 1000 { continue }
                let e0 = specs[i].terms.reduce(0) { $0 + $1.1 * hidden[$1.0] }
                switch specs[i].relation {
                case .equal: specs[i].constant = -e0
                case .lessThanOrEqual: specs[i].constant = -e0 - Double(rng.int(3))
                case .greaterThanOrEqual: specs[i].constant = -e0 + Double(rng.int(3))
                }
                try solver.setConstant(specs[i].constant, of: ids[i])
                specs[i].priority = 1000
                try solver.setPriority(1000, of: ids[i])
            } else if op == 5 && !determined {
                // Move the hidden point: every required equality/inequality is re-aimed at it.
                hidden = hidden.map { $0 + Double(rng.int(11) - 5) }
                for i in specs.indices where specs[i].priority >= 1000 {
                    let e0 = specs[i].terms.reduce(0) { $0 + $1.1 * hidden[$1.0] }
                    let target: Double
                    switch specs[i].relation {
                    case .equal: target = -e0
                    case .lessThanOrEqual: target = -e0 - Double(rng.int(3))
                    case .greaterThanOrEqual: target = -e0 + Double(rng.int(3))
                    }
                    specs[i].constant = target
                }
                // Loosen the inequalities, move the equalities (an equality that conflicts with
                // ones not yet moved is removed and re-added last), then tighten.
                for i in specs.indices where specs[i].priority >= 1000 && specs[i].relation != .equal {
                    try solver.setConstant(specs[i].relation == .lessThanOrEqual ? -1e4 : 1e4, of: ids[i])
                }
                var readd: [Spec] = []
                var i = 0
                while i < specs.count {
                    if specs[i].priority >= 1000 && specs[i].relation == .equal {
                        do {
                            try solver.setConstant(specs[i].constant, of: ids[i])
                        } catch {
                            solver.remove(ids[i])
                            readd.append(specs.remove(at: i))
                            ids.remove(at: i)
                            continue
                        }
                    }
                    i += 1
                }
                for spec in readd {
                    specs.append(spec)
                    ids.append(try solver.add(spec.terms.map { SolverTerm(vars[$0.0], $0.1) }, constant: spec.constant,
                                              relation: spec.relation, priority: spec.priority))
                }
                for i in specs.indices where specs[i].priority >= 1000 && specs[i].relation != .equal {
                    try solver.setConstant(specs[i].constant, of: ids[i])
                }
            } else {
                continue
            }
            try check(label)
        }
        return solver.optimizeStops + freshStops
    }
}
