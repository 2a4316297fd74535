// cellkit-identifiers: writes the Swift constants of an accessibility fixture (see
// IdentifiersCommand.usage). The generate-accessibility-identifiers package plugin runs it.
import CellKitIdentifiersTool
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(IdentifiersCommand.usage, terminator: "")
    exit(0)
}
do {
    let command = try IdentifiersCommand(
        arguments: arguments, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    print(try command.run())
} catch {
    FileHandle.standardError.write(Data("cellkit-identifiers: error: \(error)\n\n\(IdentifiersCommand.usage)".utf8))
    exit(1)
}
