#if canImport(Testing)
import Testing

/// Runs `body` with the programmer errors the engine can step over recorded as Swift Testing
/// issues at `sourceLocation` (by default, the line that calls this), instead of stopping the
/// test run: the engine goes on with its fallback (an empty placeholder cell for a dequeue of an
/// unregistered reuse identifier or model type, a refused batch update that changes nothing,
/// a model's setup skipped ...), so one forgotten registration fails one test and the others
/// still report.
///
/// ```swift
/// @Test @MainActor func showsContacts() {
///     withProgrammerErrorsRecorded {
///         adapter.data = sections       // a model type nobody registered
///         tableView.layoutIfNeeded()    // an issue is recorded here; the row shows an empty cell
///     }
/// }
/// ```
///
/// Errors the engine cannot step over still stop the program (see `ProgrammerErrors`). Each
/// issue's comment is the error's message, which names the mistake and the fix, followed by
/// the engine's file and line.
///
/// - Complexity: that of `body`.
public func withProgrammerErrorsRecorded<R>(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R
) rethrows -> R {
    try ProgrammerErrors.withHandler(
        { error in
            Issue.record(
                Comment(rawValue: "\(error.message) (reported by \(error.fileID):\(error.line))"),
                sourceLocation: sourceLocation)
        }, body)
}
#endif
