import CellKit

/// Every accessibility identifier a whole data set gives its views — every section, header,
/// row and footer, not only what is on screen — with the row each one belongs to, for UI test
/// authors who need to scroll to rows that are not on screen yet.
///
/// Identifiers are computed with the rules the lists apply on dequeue
/// (`Accessible.accessibilityIdentifier(for:)`): a cell with its own index path; a header or
/// footer with its section in a table, with row 0 of its section in a collection view
/// (`Accessible.accessibilityIdentifier(forHeaderFooterIn:of:)`). Views whose model gives no
/// identifier (its identifier is nil, the default) have no entry: a UI test cannot find them by
/// identifier anyway.
///
/// ```swift
/// let fixture = try AccessibilityFixture(adapter: screen.adapter)
/// GoldenFile(named: "contacts-ids.json", in: fixtures).assertMatches(fixture.json)
/// // Constants a UI-test target compiles:
/// GoldenFile(named: "ContactsIDs.swift.txt", in: fixtures)
///     .assertMatches(fixture.swiftSource(typeName: "ContactsIDs"))
/// ```
///
/// ## Position or identity
///
/// Identifiers suffixed with positions (`AccessibilityDisplayOptions.row`,
/// `AccessibilityDisplayOptions.section`) go stale when rows move: `contact_0_3` names
/// another contact after an insertion above it. Models that adopt `DiffableViewModel`
/// can use `AccessibilityDisplayOptions.identity` instead, which suffixes the identifier with
/// the model's `differenceIdentifier` (`contact_42`): the identifier, and the constant generated
/// for it, stay the same wherever the row moves. Each entry records which kind of suffix it has
/// (``Entry/Suffix``), and the generated constants say so in their doc comments.
///
/// ## Duplicates
///
/// Two views with one identifier cannot be told apart by a UI test, so building a fixture
/// throws ``CellKitTestingError/duplicateAccessibilityIdentifiers(_:)`` listing every view of
/// every shared identifier. Models without suffix options give every row the same identifier,
/// and are reported too.
///
/// ## JSON format
///
/// `{"entries": [...]}`, pretty-printed with sorted keys; each entry is
/// `{"identifier", "kind" ("cell", "header", "footer"), "modelType", "row" (null for headers and
/// footers), "section", "suffix" ("none", "position", "identity"), "viewType"}`, in the order
/// of ``entries``. ``init(contentsOf:)`` reads the format back (as does `JSONDecoder`: the
/// fixture is `Decodable`), refusing files whose identifiers repeat or are empty.
public struct AccessibilityFixture: Hashable, Sendable, Codable {
    /// One view of the data set that has an accessibility identifier.
    public struct Entry: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Whether the view is a row (item), a section header or a section footer.
        public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
            /// A row of a table or an item of a collection view.
            case cell
            /// A section's header view.
            case header
            /// A section's footer view.
            case footer
        }

        /// What the identifier's suffix is derived from.
        public enum Suffix: String, Hashable, Sendable, Codable, CaseIterable {
            /// No suffix: the base identifier (or one the model computes itself).
            case none
            /// Section and/or row indices: changes when rows move.
            case position
            /// The model's identity (`AccessibilityDisplayOptions.identity`): stays the same
            /// when rows move.
            case identity
        }

        /// The section index.
        public var section: Int
        /// The row (item) index; nil for headers and footers (whose identifiers are computed
        /// with row 0).
        public var row: Int?
        /// Whether the view is a row (item), a section header or a section footer.
        public var kind: Kind
        /// The identifier the view gets.
        public var identifier: String
        /// The model type's name, without its module.
        public var modelType: String
        /// The view class's name, without its module.
        public var viewType: String
        /// What the identifier's suffix is derived from, which tells whether it stays the same when
        /// rows move.
        public var suffix: Suffix

        /// Creates an entry from its fields; ``AccessibilityFixture`` makes them from a data set,
        /// and tests make them to compare against.
        public init(
            section: Int, row: Int?, kind: Kind, identifier: String, modelType: String, viewType: String,
            suffix: Suffix
        ) {
            self.section = section
            self.row = row
            self.kind = kind
            self.identifier = identifier
            self.modelType = modelType
            self.viewType = viewType
            self.suffix = suffix
        }

        /// Where the view is, in prose: `row 3 of section 0`, `the header of section 1`.
        ///
        /// - Complexity: O(1).
        public var place: String {
            switch kind {
            case .cell: "row \(row ?? 0) of section \(section)"
            case .header, .footer: "the \(kind.rawValue) of section \(section)"
            }
        }

        /// `"contact_0_3" (row 3 of section 0, ContactRowModel)`.
        public var description: String { "\"\(identifier)\" (\(place), \(modelType))" }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(section, forKey: .section)
            try container.encode(row, forKey: .row)
            try container.encode(kind, forKey: .kind)
            try container.encode(identifier, forKey: .identifier)
            try container.encode(modelType, forKey: .modelType)
            try container.encode(viewType, forKey: .viewType)
            try container.encode(suffix, forKey: .suffix)
        }

        enum CodingKeys: String, CodingKey {
            case section, row, kind, identifier, modelType, viewType, suffix
        }
    }

    /// The entries in data-set order: section by section, each section's header, then its rows
    /// in order, then its footer.
    public private(set) var entries: [Entry]

    /// The identifiers of every view of `sections` shown in a list of kind `list` (which decides
    /// how headers and footers are identified).
    ///
    /// ```swift
    /// let fixture = try AccessibilityFixture(sections: [
    ///     Section(header: TitleHeaderModel(title: "Friends"), items: friends.map(UserCellModel.init)),
    /// ], in: .table)
    /// fixture.entries.map(\.identifier)   // ["friends_header_0", "user_cell_0_0", "user_cell_0_1"]
    /// ```
    ///
    /// - Throws: ``CellKitTestingError/emptyAccessibilityIdentifiers(_:)`` when models return an
    ///   empty `accessibilityIdentifier` (nil means none; an empty one is not exported), listing
    ///   their views; ``CellKitTestingError/duplicateAccessibilityIdentifiers(_:)`` when views share
    ///   an identifier, listing every view of each shared identifier, in entry order.
    /// - Complexity: O(*n*) expected in the number of models, plus the identifiers' lengths.
    public init(sections: [Section], in list: ListKind) throws(CellKitTestingError) {
        var entries: [Entry] = []
        var empty: [Entry] = []
        // Type names are worked out once per model type (reflecting a type costs far more than
        // the rest of an entry); the last type's are at hand, as neighbouring rows mostly share one.
        var typeNames: [ObjectIdentifier: (model: String, view: String)] = [:]
        var last: (type: ObjectIdentifier, names: (model: String, view: String))?
        func names(of model: any AnyViewModel) -> (model: String, view: String) {
            let key = ObjectIdentifier(type(of: model))
            if let last, last.type == key { return last.names }
            let made =
                typeNames[key] ?? (model: cellKitTypeName(of: model), view: "\(type(of: model).viewClass)")
            typeNames[key] = made
            last = (key, made)
            return made
        }
        func add(_ model: any AnyViewModel, section: Int, row: Int?, kind: Entry.Kind) {
            let identifier =
                if let row { model.accessibilityIdentifier(for: IndexPath(row: row, section: section)) } else {
                    model.accessibilityIdentifier(forHeaderFooterIn: section, of: list)
                }
            guard let identifier else { return }
            let typeNames = names(of: model)
            let entry = Entry(
                section: section, row: row, kind: kind, identifier: identifier,
                modelType: typeNames.model, viewType: typeNames.view,
                suffix: Self.suffix(of: model, isTableSectionView: row == nil && list == .table))
            // An empty identifier (suffixes alone at most) names nothing a UI test could ask for.
            if model.accessibilityIdentifier?.isEmpty == true { empty.append(entry) } else { entries.append(entry) }
        }
        entries.reserveCapacity(sections.reduce(0) { $0 + $1.items.count + 2 })
        for (sectionIndex, section) in sections.enumerated() {
            if let header = section.header { add(header, section: sectionIndex, row: nil, kind: .header) }
            for (row, model) in section.items.enumerated() { add(model, section: sectionIndex, row: row, kind: .cell) }
            if let footer = section.footer { add(footer, section: sectionIndex, row: nil, kind: .footer) }
        }
        if !empty.isEmpty { throw .emptyAccessibilityIdentifiers(empty) }
        try self.init(entries: entries)
    }

    /// The identifiers of every view of the data an adapter shows: its `ListDataAdapter.data`,
    /// in its kind of list.
    ///
    /// - Throws: ``CellKitTestingError/duplicateAccessibilityIdentifiers(_:)`` as
    ///   ``init(sections:in:)``.
    /// - Complexity: O(*n*) expected in the number of models, plus the identifiers' lengths.
    @MainActor public init(adapter: ListDataAdapter) throws(CellKitTestingError) {
        try self.init(sections: adapter.data, in: adapter.listKind)
    }

    /// A fixture of the given entries, kept in their order.
    ///
    /// - Throws: ``CellKitTestingError/duplicateAccessibilityIdentifiers(_:)`` as
    ///   ``init(sections:in:)``.
    /// - Complexity: O(*n*) expected in the number of entries.
    public init(entries: [Entry]) throws(CellKitTestingError) {
        // One set lookup per entry; the entries are grouped only when an identifier repeats.
        var seen = Set<String>(minimumCapacity: entries.count)
        var repeats = false
        for entry in entries where !seen.insert(entry.identifier).inserted {
            repeats = true
            break
        }
        if repeats { throw .duplicateAccessibilityIdentifiers(Self.duplicates(in: entries)) }
        self.entries = entries
    }

    /// Every identifier that more than one of `entries` has, in order of first appearance, each
    /// with all its entries in order.
    ///
    /// - Complexity: O(*n*) expected.
    private static func duplicates(in entries: [Entry]) -> [DuplicateAccessibilityIdentifier] {
        var placesByIdentifier: [String: [Entry]] = [:]
        var order: [String] = []
        for entry in entries {
            if placesByIdentifier[entry.identifier] == nil { order.append(entry.identifier) }
            placesByIdentifier[entry.identifier, default: []].append(entry)
        }
        return order.compactMap { identifier -> DuplicateAccessibilityIdentifier? in
            let views = placesByIdentifier[identifier] ?? []
            return views.count > 1 ? DuplicateAccessibilityIdentifier(identifier: identifier, entries: views) : nil
        }
    }

    /// The entry of the view with `identifier`, or nil.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public func entry(forIdentifier identifier: String) -> Entry? {
        entries.first { $0.identifier == identifier }
    }

    /// The identifier of the cell at `row` of `section`, or nil when it has none.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public func identifier(row: Int, section: Int) -> String? {
        entries.first { $0.kind == .cell && $0.section == section && $0.row == row }?.identifier
    }

    /// The fixture as JSON; see the type's documentation for the format. Ends with a newline.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public var json: String { StableJSON.string(self) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
    }

    enum CodingKeys: String, CodingKey { case entries }

    /// What `model`'s identifier is suffixed with.
    static func suffix(of model: any AnyViewModel, isTableSectionView: Bool) -> Entry.Suffix {
        let options = model.accessibilityOptions
        if options.contains(.identity), (model as? any AnyCellViewModel)?.hasDiffIdentity == true { return .identity }
        return options.isDisjoint(with: isTableSectionView ? .section : .all) ? .none : .position
    }
}

/// An accessibility identifier that more than one view of a data set would get.
public struct DuplicateAccessibilityIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The shared identifier.
    public var identifier: String
    /// Every view that gets it, in entry order.
    public var entries: [AccessibilityFixture.Entry]

    /// Creates the report of `identifier`, shared by the views of `entries`.
    public init(identifier: String, entries: [AccessibilityFixture.Entry]) {
        self.identifier = identifier
        self.entries = entries
    }

    /// `"user_cell" at row 0 of section 0 (UserCellModel), row 1 of section 0 (UserCellModel)`.
    public var description: String {
        "\"\(identifier)\" at " + entries.map { "\($0.place) (\($0.modelType))" }.joined(separator: ", ")
    }
}
