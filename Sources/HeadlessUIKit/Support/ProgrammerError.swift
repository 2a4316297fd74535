/// A programmer error the engine found: where UIKit raises an exception (an unregistered reuse
/// identifier, an invalid batch update ...), with the message that names the mistake and where
/// the engine found it.
public struct ProgrammerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong and what to do, in UIKit's words where UIKit has them.
    public let message: String
    /// The engine's source file that found the error (`#fileID`).
    public let fileID: String
    /// The line in ``fileID``.
    public let line: Int

    public var description: String { message }
}

/// What the engine does with programmer errors.
///
/// By default it stops the program with the error's message, as UIKit raises an exception
/// (`fatalError`, printed in optimized builds too). A test can instead have the errors that
/// the engine can step over handed to a handler, for the duration of a closure: the handler
/// records them (CellKitTesting's `withProgrammerErrorsRecorded` records each as a Swift
/// Testing issue), and the engine goes on with a fallback, so one forgotten registration fails
/// one test, not the whole run. Which errors can be stepped over, and what the engine does
/// then, is listed in ARCHITECTURE.md ("Bad input and programmer errors"); the others stop the program even
/// with a handler.
///
/// The handler is a task-local value: it applies to the code that runs inside
/// ``withHandler(_:_:)`` (and the tasks it starts), so tests running in parallel each keep
/// their own.
public enum ProgrammerErrors {
    /// Receives a programmer error the engine steps over.
    public typealias Handler = @Sendable (ProgrammerError) -> Void

    /// The handler for the current task, if any.
    @TaskLocal public static var handler: Handler?

    /// Runs `body` with `handler` receiving the programmer errors the engine can step over.
    public static func withHandler<R>(_ handler: @escaping Handler, _ body: () throws -> R) rethrows -> R {
        try $handler.withValue(handler, operation: body)
    }
}

/// Stops the program with `message` when `condition` is false.
///
/// The engine's refusals of what UIKit treats as programmer errors (UIKit raises an exception
/// there). Unlike `precondition`, the message is printed in optimized builds too, so a crash log
/// always names the culprit.
package func listPrecondition(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
) {
    if !condition() { listFailure(message(), file: file, line: line) }
}

/// Stops the program with `message`; see ``listPrecondition(_:_:file:line:)``. For errors the
/// engine cannot step over: a handler installed with ``ProgrammerErrors/withHandler(_:_:)`` does
/// not stop it.
package func listFailure(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message, file: file, line: line)
}

/// Reports a programmer error the caller can step over: with a handler installed
/// (``ProgrammerErrors/withHandler(_:_:)``), hands it the error and returns, for the caller to
/// go on with its fallback; without one, stops the program as ``listFailure(_:file:line:)``.
package func listRecoverableFailure(_ message: String, file: StaticString = #fileID, line: UInt = #line) {
    guard let handler = ProgrammerErrors.handler else { listFailure(message, file: file, line: line) }
    handler(ProgrammerError(message: message, fileID: "\(file)", line: Int(line)))
}
