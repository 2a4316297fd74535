// TEMPORARY stub of the solver interface (replaced by the real solver on merge).
package struct SolverVariable: Hashable, Sendable { package let index: Int32 }
package struct SolverConstraintID: Hashable, Sendable { package let index: Int32 }
package enum SolverRelation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }
package struct SolverTerm: Sendable {
    package var variable: SolverVariable
    package var coefficient: Double
    package init(_ variable: SolverVariable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
package enum SolverConflict: Error { case unsatisfiable(explanation: [SolverConstraintID]) }
package final class ConstraintSolver {
    package init() {}
    package func makeVariable() -> SolverVariable { fatalError() }
    package func add(_ terms: [SolverTerm], constant: Double, relation: SolverRelation, priority: Float) throws(SolverConflict) -> SolverConstraintID { fatalError() }
    package func remove(_ id: SolverConstraintID) {}
    package func setConstant(_ constant: Double, of id: SolverConstraintID) throws(SolverConflict) {}
    package func setPriority(_ priority: Float, of id: SolverConstraintID) throws(SolverConflict) {}
    package func value(of variable: SolverVariable) -> Double { 0 }
    package func isAmbiguous(_ variable: SolverVariable) -> Bool { false }
    package var constraintCount: Int { 0 }
}
