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

/// Stops the program with `message`; see ``listPrecondition(_:_:file:line:)``.
package func listFailure(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message, file: file, line: line)
}
