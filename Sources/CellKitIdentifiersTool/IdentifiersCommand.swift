import CellKitTesting
import Foundation

/// One run of `cellkit-identifiers`: read an accessibility fixture (the JSON
/// `AccessibilityFixture.json` writes) and write its Swift constants
/// (`AccessibilityFixture.swiftSource(typeName:isPublic:)`) as `<TypeName>.swift` in a
/// directory, usually a UI-test target's. The `generate-accessibility-identifiers` package
/// plugin runs the tool with the target's directory.
///
/// ```swift
/// let command = try IdentifiersCommand(
///     arguments: ["--output-directory", "UITests", "--type-name", "ContactsIDs"],
///     currentDirectory: URL(fileURLWithPath: "/path/to/App"))
/// print(try command.run())   // wrote /path/to/App/UITests/ContactsIDs.swift (14 identifiers from ...)
/// ```
public struct IdentifiersCommand: Equatable, Sendable {
    /// The fixture file as given with `--fixture`; nil to look for one (``fixtureFile()``).
    public var fixture: String?
    /// The package whose `Fixtures` directory is searched, and against which a relative
    /// ``fixture`` is resolved.
    public var packageDirectory: URL
    /// Where the constants file goes.
    public var outputDirectory: URL
    /// The generated enum's name, and the file's name without `.swift`.
    public var typeName: String
    /// Whether the enum and its constants are `public`.
    public var isPublic: Bool

    /// The name of the enum when `--type-name` is not given.
    public static let defaultTypeName = "AccessibilityIDs"
    /// How the name of a fixture file ends, for ``fixtureFile()`` to find it: `contacts.accessibility.json`,
    /// `demo-accessibility.json` and `accessibility.json` all do.
    public static let fixtureNameSuffix = "accessibility.json"

    /// The tool's help text.
    public static let usage = """
        usage: cellkit-identifiers --output-directory DIR [--fixture FILE] [--package-directory DIR]
                                   [--type-name NAME] [--public]

        Writes DIR/NAME.swift: one string constant per accessibility identifier of FILE, a fixture
        that AccessibilityFixture's json wrote.
          --output-directory DIR   where the constants file goes (a UI-test target's directory)
          --fixture FILE           the fixture, relative to the package directory; by default the one
                                   file under the package's Fixtures/ whose name ends in \(fixtureNameSuffix)
          --package-directory DIR  the package's root (default: the current directory)
          --type-name NAME         the generated enum's name (default: \(defaultTypeName))
          --public                 make the enum and its constants public

        """

    /// A command from the tool's arguments (without the program's name); relative directories
    /// are resolved against `currentDirectory`.
    ///
    /// - Throws: ``IdentifiersToolError`` for an unknown argument, an option without its value,
    ///   a missing `--output-directory`, or a type name Swift cannot declare.
    /// - Complexity: O(*n*) in the number of arguments.
    public init(arguments: [String], currentDirectory: URL) throws(IdentifiersToolError) {
        var values: [String: String] = [:]
        var isPublic = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--public":
                isPublic = true
            case "--fixture", "--package-directory", "--output-directory", "--type-name":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw .missingValue(option: argument)
                }
                values[argument] = value
            default:
                throw .unknownArgument(argument)
            }
        }
        guard let output = values["--output-directory"] else { throw .missingOutputDirectory }
        let typeName = values["--type-name"] ?? Self.defaultTypeName
        guard AccessibilityFixture.isValidTypeName(typeName) else { throw .invalidTypeName(typeName) }
        func directory(_ path: String) -> URL {
            URL(fileURLWithPath: path, isDirectory: true, relativeTo: currentDirectory).standardizedFileURL
        }
        self.fixture = values["--fixture"]
        self.packageDirectory = directory(values["--package-directory"] ?? ".")
        self.outputDirectory = directory(output)
        self.typeName = typeName
        self.isPublic = isPublic
    }

    /// The file the constants are written to: `<outputDirectory>/<typeName>.swift`.
    ///
    /// - Complexity: O(1).
    public var outputFile: URL { outputDirectory.appendingPathComponent("\(typeName).swift", isDirectory: false) }

    /// The fixture to read: ``fixture`` resolved against ``packageDirectory``, or else the one
    /// file under `<packageDirectory>/Fixtures` (at any depth) whose name ends in
    /// ``fixtureNameSuffix``.
    ///
    /// - Throws: ``IdentifiersToolError/noFixtureFound(searched:)`` or
    ///   ``IdentifiersToolError/severalFixturesFound(_:)`` when no ``fixture`` is given and not
    ///   exactly one file matches.
    /// - Complexity: O(*f*) in the number of files under `Fixtures` when searching, O(1) otherwise.
    public func fixtureFile() throws(IdentifiersToolError) -> URL {
        if let fixture {
            return URL(fileURLWithPath: fixture, isDirectory: false, relativeTo: packageDirectory).standardizedFileURL
        }
        let fixtures = packageDirectory.appendingPathComponent("Fixtures", isDirectory: true)
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [URL] = []
        while let file = files?.nextObject() as? URL {
            if file.lastPathComponent.hasSuffix(Self.fixtureNameSuffix),
                (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            {
                found.append(file.standardizedFileURL)
            }
        }
        switch found.count {
        case 0: throw .noFixtureFound(searched: fixtures.path)
        case 1: return found[0]
        default: throw .severalFixturesFound(found.map(\.path).sorted())
        }
    }

    /// What a run did.
    public struct Outcome: Equatable, Sendable, CustomStringConvertible {
        /// The fixture that was read.
        public var fixture: URL
        /// The constants file.
        public var output: URL
        /// The number of constants (one per identifier).
        public var constants: Int
        /// Whether the file was written; false when it already held the same source.
        public var wrote: Bool

        /// `wrote /App/UITests/AccessibilityIDs.swift (14 identifiers from /App/Fixtures/...)`.
        public var description: String {
            "\(wrote ? "wrote" : "unchanged:") \(output.path) (\(constants) identifier\(constants == 1 ? "" : "s") "
                + "from \(fixture.path))"
        }
    }

    /// Reads the fixture and writes the constants file, leaving a file that already holds the
    /// same source untouched (so builds do not recompile it).
    ///
    /// - Throws: ``IdentifiersToolError`` when the fixture cannot be found or read, the output
    ///   directory does not exist, or the file cannot be written.
    /// - Complexity: O(*n*) in the size of the fixture, plus the search of ``fixtureFile()``.
    public func run() throws(IdentifiersToolError) -> Outcome {
        let file = try fixtureFile()
        let fixture: AccessibilityFixture
        do {
            fixture = try AccessibilityFixture(contentsOf: file)
        } catch {
            throw .fixture(error)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: outputDirectory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .outputDirectoryMissing(path: outputDirectory.path) }
        let source = fixture.swiftSource(typeName: typeName, isPublic: isPublic)
        let output = outputFile
        var outcome = Outcome(fixture: file, output: output, constants: fixture.entries.count, wrote: false)
        if (try? String(contentsOf: output, encoding: .utf8)) == source { return outcome }
        do {
            try source.write(to: output, atomically: true, encoding: .utf8)
        } catch {
            throw .outputUnwritable(path: output.path, reason: (error as NSError).localizedDescription)
        }
        outcome.wrote = true
        return outcome
    }
}

/// Why `cellkit-identifiers` stopped. Each description names the culprit and the fix.
public enum IdentifiersToolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An argument the tool does not know.
    case unknownArgument(String)
    /// An option given without its value.
    case missingValue(option: String)
    /// No `--output-directory`.
    case missingOutputDirectory
    /// A `--type-name` Swift cannot declare an enum with.
    case invalidTypeName(String)
    /// No `--fixture`, and no file under `searched` has a name ending in
    /// ``IdentifiersCommand/fixtureNameSuffix``.
    case noFixtureFound(searched: String)
    /// No `--fixture`, and several files could be the fixture.
    case severalFixturesFound([String])
    /// The fixture could not be read as one: `CellKitTestingError.accessibilityFixtureUnreadable`
    /// or `CellKitTestingError.accessibilityFixtureInvalid`.
    case fixture(CellKitTestingError)
    /// The output directory does not exist.
    case outputDirectoryMissing(path: String)
    /// The constants file could not be written.
    case outputUnwritable(path: String, reason: String)

    /// The error in full sentences, with the fix.
    public var description: String {
        switch self {
        case .unknownArgument(let argument):
            "Unknown argument \(argument). The options are --output-directory, --fixture, --package-directory, "
                + "--type-name and --public."
        case .missingValue(let option):
            "\(option) needs a value: write it after the option (\(option) VALUE)."
        case .missingOutputDirectory:
            "No --output-directory: give the directory the constants file goes to (the plugin passes the "
                + "directory of the target named by --target)."
        case .invalidTypeName(let name):
            "--type-name \(name) cannot name a Swift enum: use letters, digits and underscores, starting with "
                + "a letter (for example ContactsAccessibilityIDs)."
        case .noFixtureFound(let searched):
            "No accessibility fixture was given with --fixture, and no file under \(searched) has a name "
                + "ending in \(IdentifiersCommand.fixtureNameSuffix). Write the fixture there from a test "
                + "(AccessibilityFixture's json, as a golden file) or pass its path with --fixture."
        case .severalFixturesFound(let paths):
            "No accessibility fixture was given with --fixture, and \(paths.count) files could be it: "
                + paths.joined(separator: ", ") + ". Pass the one to use with --fixture."
        case .fixture(let error):
            error.description
        case .outputDirectoryMissing(let path):
            "The output directory \(path) does not exist. Create it, or name an existing target's directory."
        case let .outputUnwritable(path, reason):
            "The constants file \(path) could not be written (\(reason)). Check that its directory is "
                + "writable (the plugin needs --allow-writing-to-package-directory)."
        }
    }
}
