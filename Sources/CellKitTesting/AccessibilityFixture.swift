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
        var collector = EntryCollector(list: list, capacity: sections.reduce(0) { $0 + $1.items.count + 2 })
        for (sectionIndex, section) in sections.enumerated() {
            if let header = section.header { collector.add(header, section: sectionIndex, row: nil, kind: .header) }
            section.items.withUnsafeBufferPointer { items in
                guard let models = items.baseAddress else { return }
                // Mutable only to be passed `inout`, which reads each model where the array keeps it.
                let inPlace = UnsafeMutablePointer(mutating: models)
                for row in items.indices { collector.add(&inPlace[row], section: sectionIndex, row: row) }
            }
            if let footer = section.footer { collector.add(footer, section: sectionIndex, row: nil, kind: .footer) }
        }
        if !collector.empty.isEmpty { throw .emptyAccessibilityIdentifiers(collector.empty) }
        try self.init(entries: collector.entries, identifiers: collector.identifiers)
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
        var identifiers = IdentifierTable(capacity: entries.count)
        for (index, entry) in entries.enumerated() { identifiers.add(entry.identifier, at: index, of: entries) }
        try self.init(entries: entries, identifiers: identifiers)
    }

    /// A fixture of `entries`, whose identifiers have all been added to `identifiers`.
    ///
    /// - Throws: ``CellKitTestingError/duplicateAccessibilityIdentifiers(_:)`` as
    ///   ``init(sections:in:)``.
    /// - Complexity: O(1) when the table tells; O(*n*) expected when it cannot (identifiers that
    ///   are not ASCII) or an identifier repeats.
    private init(entries: [Entry], identifiers: IdentifierTable) throws(CellKitTestingError) {
        let repeats: Bool
        if let told = identifiers.hasRepeats {
            repeats = told
        } else {
            var seen = Set<String>(minimumCapacity: entries.count)
            repeats = entries.contains { !seen.insert($0.identifier).inserted }
        }
        // The entries are grouped only when an identifier repeats.
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
    static func suffix<Model: AnyViewModel>(of model: Model, isTableSectionView: Bool) -> Entry.Suffix {
        let options = model.accessibilityOptions
        if options.contains(.identity), (model as? any AnyCellViewModel)?.hasDiffIdentity == true { return .identity }
        return options.isDisjoint(with: isTableSectionView ? .section : .all) ? .none : .position
    }
}

/// Makes a fixture's entries, model by model, in data-set order.
private struct EntryCollector {
    let list: ListKind
    /// The entries of views with a non-empty identifier.
    var entries: [AccessibilityFixture.Entry] = []
    /// The entries of views whose model's identifier is empty, which are refused.
    var empty: [AccessibilityFixture.Entry] = []
    /// The identifiers of ``entries``, for the duplicate check.
    var identifiers: IdentifierTable
    /// The names of each model type met so far (reflecting a type costs far more than the rest
    /// of an entry), and those of the last one if it is a value type, as neighbouring rows
    /// mostly share a type.
    private var typeNames: [ObjectIdentifier: (model: String, view: String)] = [:]
    private var lastValueType: ObjectIdentifier?
    private var lastNames = (model: "", view: "")

    init(list: ListKind, capacity: Int) {
        self.list = list
        entries.reserveCapacity(capacity)
        identifiers = IdentifierTable(capacity: capacity)
    }

    /// Adds the entry of `model`'s view, if the model gives it an identifier. Generic, so that
    /// an existential passed in is opened where it lies rather than copied.
    ///
    /// - Complexity: O(*m*) in the identifier's length, O(1) expected otherwise.
    mutating func add<Model: AnyViewModel>(
        _ model: Model, section: Int, row: Int?, kind: AccessibilityFixture.Entry.Kind
    ) {
        let identifier =
            if let row { model.accessibilityIdentifier(for: IndexPath(row: row, section: section)) } else {
                model.accessibilityIdentifier(forHeaderFooterIn: section, of: list)
            }
        guard let identifier else { return }
        let names = names(of: model)
        let entry = AccessibilityFixture.Entry(
            section: section, row: row, kind: kind, identifier: identifier, modelType: names.model,
            viewType: names.view,
            suffix: AccessibilityFixture.suffix(of: model, isTableSectionView: row == nil && list == .table))
        // An empty identifier (suffixes alone at most) names nothing a UI test could ask for.
        if model.accessibilityIdentifier?.isEmpty == true {
            empty.append(entry)
        } else {
            identifiers.add(entry.identifier, at: entries.count, of: entries)
            entries.append(entry)
        }
    }

    /// Adds the entry of the cell of `model`, at `row` of `section`. Passed `inout`, the model
    /// is read where it lies; nothing writes to it (read out of an array, an existential would be
    /// copied, then destroyed).
    ///
    /// - Complexity: as ``add(_:section:row:kind:)``.
    mutating func add(_ model: inout any AnyCellViewModel, section: Int, row: Int) {
        add(model, section: section, row: row, kind: .cell)
    }

    /// The names of `model`'s type and of its view class, worked out once per type.
    ///
    /// - Complexity: O(1) expected.
    private mutating func names<Model: AnyViewModel>(of model: Model) -> (model: String, view: String) {
        // A value type is its own dynamic type: the last one is known without asking the runtime.
        if ObjectIdentifier(Model.self) == lastValueType { return lastNames }
        // A class model may be held as its superclass: its names are those of its dynamic type,
        // which `type(of:)` gives for an existential (for `Model` it gives the class it is held as).
        let erased: any AnyViewModel = model
        let type = Swift.type(of: erased)
        let key = ObjectIdentifier(type)
        let names: (model: String, view: String)
        if let known = typeNames[key] {
            names = known
        } else {
            names = (model: type.typeName, view: "\(type.viewClass)")
            typeNames[key] = names
        }
        lastValueType = Model.self is AnyClass ? nil : key
        lastNames = names
        return names
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
