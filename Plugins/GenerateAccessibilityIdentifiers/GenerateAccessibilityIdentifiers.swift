import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-accessibility-identifiers --target UITests`
/// writes the accessibility identifiers of the package's fixture as Swift constants into the
/// target's directory. `--target` names the target; every other argument (`--fixture`,
/// `--type-name`, `--public`) goes to the `cellkit-identifiers` tool, which does the work
/// (`IdentifiersCommand` in CellKitIdentifiersTool).
@main
struct GenerateAccessibilityIdentifiers: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var forwarded: [String] = []
        var targetNames: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--target", let name = remaining.popFirst() {
                targetNames.append(name)
            } else {
                forwarded.append(argument)
            }
        }
        let targets = context.package.targets
        let known = targets.map(\.name).sorted().joined(separator: ", ")
        guard targetNames.count == 1, let name = targetNames.first else {
            throw PluginError(
                "Name the one target the constants go to with --target (\(targetNames.count) given); "
                    + "this package's targets are \(known).")
        }
        guard let target = targets.first(where: { $0.name == name }) else {
            throw PluginError("The package has no target named \(name); its targets are \(known).")
        }
        guard let target = target as? SwiftSourceModuleTarget else {
            throw PluginError("\(name) is not a Swift target, so it cannot compile the constants; name a Swift test target.")
        }
        let tool = try context.tool(named: "cellkit-identifiers")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [
            "--package-directory", context.package.directoryURL.path,
            "--output-directory", target.directoryURL.path,
        ] + forwarded
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginError("cellkit-identifiers failed (status \(process.terminationStatus)); its message is above.")
        }
    }
}

/// A plugin failure with its explanation.
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
