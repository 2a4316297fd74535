import CellKit
import Foundation

extension AccessibilityFixture {
    /// Reads a fixture file that ``json`` wrote, for tools that generate code from it (the
    /// `cellkit-identifiers` tool and the `generate-accessibility-identifiers` package plugin).
    ///
    /// ```swift
    /// let fixture = try AccessibilityFixture(contentsOf: URL(fileURLWithPath: "Fixtures/contacts.accessibility.json"))
    /// try fixture.swiftSource(typeName: "ContactsIDs").write(to: output, atomically: true, encoding: .utf8)
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/accessibilityFixtureUnreadable(path:reason:)`` when the file
    ///   does not exist or cannot be read; ``CellKitTestingError/accessibilityFixtureInvalid(path:reason:)``
    ///   when it is not JSON, not in the fixture's format (the reason names the entry and the
    ///   field, as `entries[2].kind`), or gives two views one identifier or a view an empty one.
    /// - Complexity: O(*n*) expected in the size of the file.
    public init(contentsOf file: URL) throws(CellKitTestingError) {
        let path = file.path
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            var isDirectory: ObjCBool = false
            let reason =
                if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                    "there is no such file"
                } else if isDirectory.boolValue {
                    "it is a directory"
                } else {
                    (error as NSError).localizedDescription
                }
            throw .accessibilityFixtureUnreadable(path: path, reason: reason)
        }
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch let error as CellKitTestingError {
            throw .accessibilityFixtureInvalid(path: path, reason: error.description)
        } catch let error as DecodingError {
            throw .accessibilityFixtureInvalid(path: path, reason: Self.reason(for: error, in: data))
        } catch {
            throw .accessibilityFixtureInvalid(path: path, reason: "\(error)")
        }
    }

    /// Decodes a fixture in the JSON format ``json`` writes, keeping the entries' order.
    ///
    /// - Throws: `DecodingError` for a value that is not in the format;
    ///   ``CellKitTestingError/duplicateAccessibilityIdentifiers(_:)`` when entries share an
    ///   identifier.
    /// - Complexity: O(*n*) expected in the number of entries.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(entries: container.decode([Entry].self, forKey: .entries))
    }

    /// A decoding error in words: where in the file (`entries[2].kind`) and what is wrong there.
    ///
    /// - Complexity: O(*n*) in the size of `data` when it is not JSON, O(1) otherwise.
    static func reason(for error: DecodingError, in data: Data) -> String {
        func place(_ path: [any CodingKey]) -> String {
            let place = path.reduce(into: "") { place, key in
                if let index = key.intValue { place += "[\(index)]" } else { place += (place.isEmpty ? "" : ".") + key.stringValue }
            }
            return place.isEmpty ? "the top level" : place
        }
        switch error {
        case let .keyNotFound(key, context):
            return "\(place(context.codingPath)) has no \"\(key.stringValue)\""
        case let .valueNotFound(type, context):
            return "\(place(context.codingPath)) is null (\(type) expected)"
        case let .typeMismatch(type, context):
            return "\(place(context.codingPath)) has the wrong type (\(type) expected)"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty, let problem = StableJSON.problem(in: String(decoding: data, as: UTF8.self)) {
                return "it is not valid JSON (\(problem))"
            }
            return "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

extension AccessibilityFixture.Entry {
    /// Decodes an entry in the fixture's JSON format.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, an unknown kind or suffix, an
    ///   empty identifier, a cell without a row, or a header or footer with one.
    /// - Complexity: O(*m*) in the lengths of the entry's strings.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            section: try container.decode(Int.self, forKey: .section),
            row: try container.decodeIfPresent(Int.self, forKey: .row),
            kind: try container.decode(Kind.self, forKey: .kind),
            identifier: try container.decode(String.self, forKey: .identifier),
            modelType: try container.decode(String.self, forKey: .modelType),
            viewType: try container.decode(String.self, forKey: .viewType),
            suffix: try container.decode(Suffix.self, forKey: .suffix))
        func refuse(_ key: CodingKeys, _ problem: String) -> DecodingError {
            .dataCorruptedError(forKey: key, in: container, debugDescription: problem)
        }
        if identifier.isEmpty { throw refuse(.identifier, "the identifier is empty; a UI test cannot look it up") }
        if kind == .cell, row == nil { throw refuse(.row, "a cell needs a row") }
        if kind != .cell, row != nil { throw refuse(.row, "a \(kind.rawValue) has no row (null)") }
    }
}

extension AccessibilityFixture.Entry.Kind {
    /// Decodes a kind from its name (`"cell"`, `"header"`, `"footer"`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the valid kinds for any other string.
    /// - Complexity: O(1).
    public init(from decoder: any Decoder) throws { self = try decodeCase(from: decoder) }
}

extension AccessibilityFixture.Entry.Suffix {
    /// Decodes a suffix kind from its name (`"none"`, `"position"`, `"identity"`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the valid suffixes for any other string.
    /// - Complexity: O(1).
    public init(from decoder: any Decoder) throws { self = try decodeCase(from: decoder) }
}

/// The case of `Value` whose raw value is the string `decoder` holds, or an error that lists
/// the raw values there are.
private func decodeCase<Value: RawRepresentable & CaseIterable>(from decoder: any Decoder) throws -> Value
where Value.RawValue == String {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Value(rawValue: name) else {
        let names = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(name)\" is not one of \(names)")
    }
    return value
}
