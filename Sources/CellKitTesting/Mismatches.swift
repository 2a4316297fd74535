#if canImport(Testing)
import Testing
#endif

/// What one check found wrong, in the order found: the one list both forms of an assertion
/// read. The `check…` form throws it as one error (``throwIfAny()``); the `assert…` form records
/// an issue for each culprit in it (``record(at:)``) and lets the test go on.
struct Mismatches {
    /// The findings, each a full message with its fix.
    private(set) var errors: [CellKitTestingError] = []

    /// No findings, or the one given.
    init(_ error: CellKitTestingError? = nil) {
        add(error)
    }

    /// Adds `error`, if any.
    mutating func add(_ error: CellKitTestingError?) {
        if let error { errors.append(error) }
    }

    /// Whether the check found nothing wrong.
    var isEmpty: Bool { errors.isEmpty }

    /// Throws the finding, or all of them as ``CellKitTestingError/mismatches(_:)`` when there
    /// are several.
    ///
    /// - Complexity: O(1).
    func throwIfAny() throws(CellKitTestingError) {
        switch errors.count {
        case 0: return
        case 1: throw errors[0]
        default: throw .mismatches(errors)
        }
    }

    #if canImport(Testing)
    /// Records one Swift Testing issue per culprit (``CellKitTestingError/culprits``) at
    /// `sourceLocation`, its comment the culprit's message; returns whether there was none.
    ///
    /// - Complexity: O(*n*) in the number of culprits.
    func record(at sourceLocation: SourceLocation) -> Bool {
        for culprit in errors.flatMap(\.culprits) {
            Issue.record(Comment(rawValue: culprit.description), sourceLocation: sourceLocation)
        }
        return errors.isEmpty
    }
    #endif
}

extension CellKitTestingError {
    /// The error split into one error per culprit, for one issue each: an unregistered model
    /// type, a registration conflict, an inconsistent view class; the error itself when it has
    /// one culprit.
    var culprits: [CellKitTestingError] {
        switch self {
        case .unregisteredModels(let models): models.map { .unregisteredModels([$0]) }
        case .registrationConflicts(let conflicts): conflicts.map { .registrationConflicts([$0]) }
        case .inconsistentViewClasses(let errors): errors.map { .inconsistentViewClasses([$0]) }
        case .mismatches(let errors): errors.flatMap(\.culprits)
        default: [self]
        }
    }
}
