import CellKit
import CellKitTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main
struct CellKitDemo {
    static let usage = """
        usage: cellkit-demo                      print the contacts screen, scrolled and tapped, then a
                                                 settings screen and two iOS 14 lists (settings, sidebar)
               cellkit-demo configurations       print the content configuration scenarios
               cellkit-demo autolayout           print Auto Layout and stack view cells, self-sizing
               cellkit-demo [--fixture-json FILE] [--fixture-swift FILE] [--svg FILE] [--gallery FILE]
                                                 write the contacts screen's accessibility fixture
                                                 (JSON), its Swift constants, and its picture (SVG);
                                                 --gallery writes an HTML page of every scenario's
                                                 screens, identifiers on hover

        """

    @MainActor
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments {
        case []:
            print(ContactsDemo.run(), terminator: "")
        case ["configurations"]:
            print(ConfigurationsDemo.run(), terminator: "")
        case ["autolayout"]:
            print(AutoLayoutDemo.run(), terminator: "")
        default:
            do {
                try writeFiles(try OutputFiles(arguments))
            } catch {
                FileHandle.standardError.write(Data("cellkit-demo: \(error)\n\n\(usage)".utf8))
                exit(2)
            }
        }
    }

    /// The files the flags ask for.
    struct OutputFiles {
        var fixtureJSON: String?
        var fixtureSwift: String?
        var svg: String?
        var gallery: String?

        init(_ arguments: [String]) throws {
            var remaining = arguments[...]
            while let flag = remaining.popFirst() {
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw DemoError("\(flag) needs a file name")
                }
                switch flag {
                case "--fixture-json": fixtureJSON = value
                case "--fixture-swift": fixtureSwift = value
                case "--svg": svg = value
                case "--gallery": gallery = value
                default: throw DemoError("unknown argument \(flag)")
                }
            }
        }
    }

    struct DemoError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @MainActor
    static func writeFiles(_ files: OutputFiles) throws {
        let (tableView, adapter) = ContactsDemo.contactsTable()
        defer { withExtendedLifetime(adapter) {} }
        let fixture = try AccessibilityFixture(adapter: adapter)
        let outputs: [(String?, () -> String)] = [
            (files.fixtureJSON, { fixture.json }),
            (files.fixtureSwift, { fixture.swiftSource(typeName: "ContactsAccessibilityIDs") }),
            (files.svg, { SVGRenderer.render(tableView) }),
            (files.gallery, { DemoScenario.gallery().html }),
        ]
        for case let (path?, contents) in outputs {
            try contents().write(toFile: path, atomically: true, encoding: .utf8)
            print("wrote \(path)")
        }
    }
}
