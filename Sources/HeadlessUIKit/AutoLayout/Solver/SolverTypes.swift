// The value types of the constraint solver's interface (see ``ConstraintSolver``).

/// A variable of a ``ConstraintSolver``: a handle made by ``ConstraintSolver/makeVariable()``.
///
/// Copying, hashing and comparing are O(1).
package struct SolverVariable: Hashable, Sendable {
    /// The solver's internal symbol number of the variable. O(1).
    package let index: Int32

    /// Wraps a symbol number; only a solver's `makeVariable()` makes meaningful ones. O(1).
    package init(index: Int32) { self.index = index }
}

/// A constraint added to a ``ConstraintSolver``; stays valid until the constraint is removed.
///
/// Copying, hashing and comparing are O(1).
package struct SolverConstraintID: Hashable, Sendable, Comparable {
    /// The solver's internal record number of the constraint. O(1).
    package let index: Int32

    /// Wraps a record number; only a solver's `add` makes meaningful ones. O(1).
    package init(index: Int32) { self.index = index }

    /// Orders by record number (the order constraints were added). O(1).
    package static func < (lhs: SolverConstraintID, rhs: SolverConstraintID) -> Bool { lhs.index < rhs.index }
}

/// How a constraint's linear expression compares with zero. O(1) to copy.
package enum SolverRelation: Sendable, BitwiseCopyable {
    /// `expression <= 0`. O(1) to copy.
    case lessThanOrEqual
    /// `expression == 0`. O(1) to copy.
    case equal
    /// `expression >= 0`. O(1) to copy.
    case greaterThanOrEqual
}

/// One `coefficient · variable` term of a constraint's expression. O(1) to copy.
package struct SolverTerm: Sendable {
    /// The variable. O(1).
    package var variable: SolverVariable
    /// Its multiplier. O(1).
    package var coefficient: Double

    /// Makes the term `coefficient · variable`. O(1).
    package init(_ variable: SolverVariable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// The outcome of adding a constraint or changing a constant (or a priority) when the required
/// constraints cannot all hold. O(1) to copy.
package enum SolverConflict: Error {
    /// The change was not made. `explanation` lists existing required constraints (sorted by id)
    /// that, together with the change, cannot all hold: the required constraints whose marker
    /// symbols appear in the tableau row that proves infeasibility (not necessarily minimal).
    /// It is empty when the new constraint is unsatisfiable on its own (for example `0 == 5`).
    /// O(explanation count) to copy.
    case unsatisfiable(explanation: [SolverConstraintID])
}

extension Array {
    /// Empties the array and keeps its buffer, like `removeAll(keepingCapacity: true)`, which goes
    /// through the generic `replaceSubrange` and costs a few hundred instructions even for an
    /// empty or one-element array: the engine's work lists and scratch buffers are emptied on
    /// every change. A few elements are taken off one by one; more, through `removeAll`. O(count).
    @inline(__always) mutating func removeAllKeepingCapacity() {
        if count > 8 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}
