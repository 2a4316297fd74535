import CellKit

/// What a `ViewModelRegistry` (or a table or collection view) has registered, in a stable
/// order, as text for reading and golden files and as JSON for tools.
///
/// ```swift
/// tableView.register(UserCellModel.self, SectionTitleModel.self)
/// print(tableView.registryDump().text)
/// // # tableView: 2 model types, no conflicts
/// // cell           UserCellModel -> UserTableViewCell (reuse identifier "App.UserCellModel")
/// // supplementary  SectionTitleModel -> TitleHeaderView (reuse identifier "App.SectionTitleModel")
/// GoldenFile(named: "registry.txt", in: fixtures).assertMatches(tableView.registryDump().text)
/// ```
///
/// Entries are sorted by kind (cells before supplementary views), then by model type, then by
/// reuse identifier, so the dump does not change when a screen registers its types in another
/// order.
///
/// A dump made from a list (`UITableView.registryDump()`,
/// `UICollectionView.registryDump()`) also records, for each registration, the
/// class the list's engine has registered for the reuse identifier, and lists every
/// ``RegistrationConflict``: a later `register(_:forCellReuseIdentifier:)` call that replaced a
/// model's view class. A dump made from a bare registry (`ViewModelRegistry.dump()`)
/// knows only the registry.
///
/// ## Text format
///
/// One header line, then one line per registration; a conflict adds an indented line under its
/// registration:
///
/// ```text
/// # tableView: 2 model types, 1 conflict
/// cell           BannerCellModel -> BannerTableViewCell (reuse identifier "App.BannerCellModel")
/// cell           UserCellModel -> UserTableViewCell (reuse identifier "App.UserCellModel")
///                ! conflict: tableView has OtherCell registered as the cell for this reuse identifier
/// ```
///
/// The header of a bare registry's dump reads `# ViewModelRegistry: 2 model types`. Columns are
/// not padded to the longest name, so adding a type changes one line of a golden file.
///
/// ## JSON format
///
/// Pretty-printed with sorted keys, two-space indentation and unescaped slashes:
/// `{"conflicts": [...], "list": "tableView", "registrations": [{"kind", "listViews",
/// "modelType", "reuseIdentifier", "viewType"}]}`; each list view is `{"conflict", "slot",
/// "viewType"}` with a `null` view type where the list has nothing registered. A bare registry's
/// JSON has only `"registrations"`, without `"listViews"`.
public struct RegistryDump: Hashable, Sendable, CustomStringConvertible, Encodable {
    /// Where a list keeps a class for a reuse identifier.
    public enum Slot: String, Hashable, Sendable, Encodable {
        /// A table or collection view cell.
        case cell
        /// A table view's header/footer view (one registration for both).
        case headerFooter
        /// A collection view's section header supplementary view.
        case header
        /// A collection view's section footer supplementary view.
        case footer

        /// How prose names the slot: `the cell`, `the header/footer view`.
        var prose: String {
            switch self {
            case .cell: "the cell"
            case .headerFooter: "the header/footer view"
            case .header: "the section header view"
            case .footer: "the section footer view"
            }
        }

        /// The engine call that registers a class in this slot.
        var registerCall: String {
            switch self {
            case .cell: "register(_:forCellReuseIdentifier:)"
            case .headerFooter: "register(_:forHeaderFooterViewReuseIdentifier:)"
            case .header, .footer: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"
            }
        }
    }

    /// The class a list's engine has registered for a registration's reuse identifier.
    public struct ListView: Hashable, Sendable, Encodable {
        /// Which of the list's registrations this is.
        public var slot: Slot
        /// The registered class's name, or nil when nothing is registered for the identifier.
        public var viewType: String?
        /// Whether the class differs from the model's view class.
        public var conflict: Bool

        /// Creates the record of what the list has registered in `slot`.
        public init(slot: Slot, viewType: String?, conflict: Bool) {
            self.slot = slot
            self.viewType = viewType
            self.conflict = conflict
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(slot, forKey: .slot)
            try container.encode(viewType, forKey: .viewType)
            try container.encode(conflict, forKey: .conflict)
        }

        private enum CodingKeys: String, CodingKey { case slot, viewType, conflict }
    }

    /// One registration, with what the list has registered for it.
    public struct Entry: Hashable, Sendable, Encodable {
        /// The registration as the registry recorded it.
        public var registration: ViewModelRegistration
        /// What the list's engine has for the reuse identifier: one slot for cells and table
        /// header/footer views, two (header, footer) for collection supplementary views; empty in
        /// a bare registry's dump.
        public var listViews: [ListView]

        /// Creates an entry for `registration`, with what the list has registered for it (none by
        /// default, as in a bare registry's dump).
        public init(registration: ViewModelRegistration, listViews: [ListView] = []) {
            self.registration = registration
            self.listViews = listViews
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(registration.kind.rawValue, forKey: .kind)
            try container.encode(registration.modelType, forKey: .modelType)
            try container.encode(registration.viewType, forKey: .viewType)
            try container.encode(registration.reuseIdentifier, forKey: .reuseIdentifier)
            if !listViews.isEmpty { try container.encode(listViews, forKey: .listViews) }
        }

        private enum CodingKeys: String, CodingKey { case kind, modelType, viewType, reuseIdentifier, listViews }
    }

    /// The list the dump was made from, as code names it (`tableView`, `collectionView`); nil
    /// for a bare registry.
    public var list: String?
    /// The registrations, sorted by kind, model type and reuse identifier.
    public var entries: [Entry]

    /// Sorts `entries` into the dump's stable order.
    ///
    /// - Complexity: O(*n* log *n*) in the number of entries.
    public init(list: String?, entries: [Entry]) {
        self.list = list
        self.entries = entries.sorted { lhs, rhs in
            let l = lhs.registration
            let r = rhs.registration
            return (l.kind.rawValue, l.modelType, l.reuseIdentifier, l.viewType)
                < (r.kind.rawValue, r.modelType, r.reuseIdentifier, r.viewType)
        }
    }

    /// The registrations alone, in the dump's order.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public var registrations: [ViewModelRegistration] { entries.map(\.registration) }

    /// Every registration whose view class differs from what the list has registered for its
    /// reuse identifier, in the dump's order; always empty for a bare registry.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public var conflicts: [RegistrationConflict] {
        entries.flatMap { entry in
            entry.listViews.filter(\.conflict).map { view in
                RegistrationConflict(
                    list: list ?? "list", modelType: entry.registration.modelType,
                    modelViewType: entry.registration.viewType,
                    reuseIdentifier: entry.registration.reuseIdentifier, slot: view.slot,
                    listViewType: view.viewType)
            }
        }
    }

    /// The readable dump; see the type's documentation for the format. Ends with a newline.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public var text: String {
        let count = entries.count
        var header = "# \(list ?? "ViewModelRegistry"): \(count) model type\(count == 1 ? "" : "s")"
        if list != nil {
            let conflictCount = conflicts.count
            header +=
                conflictCount == 0 ? ", no conflicts" : ", \(conflictCount) conflict\(conflictCount == 1 ? "" : "s")"
        }
        var lines = [header]
        let kindWidth = "supplementary".count + 2
        for entry in entries {
            let r = entry.registration
            let kind = r.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            lines.append("\(kind)\(r.modelType) -> \(r.viewType) (reuse identifier \"\(r.reuseIdentifier)\")")
            for view in entry.listViews where view.conflict {
                let indent = String(repeating: " ", count: kindWidth)
                let has = view.viewType.map { "has \($0) registered" } ?? "has nothing registered"
                lines.append("\(indent)! conflict: \(list ?? "the list") \(has) as \(view.slot.prose) for this reuse identifier")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON dump: pretty-printed, sorted keys, ending with a newline. See the type's
    /// documentation for the format.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public var json: String { StableJSON.string(self) }

    public var description: String { text }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .registrations)
        if let list {
            try container.encode(list, forKey: .list)
            try container.encode(conflicts.map(\.description), forKey: .conflicts)
        }
    }

    private enum CodingKeys: String, CodingKey { case registrations, list, conflicts }

    /// How this dump's registrations differ from `other`'s, matched by model type: `other` is
    /// the first side (what was), this dump the second (what is), as with the standard
    /// library's `difference(from:)`.
    ///
    /// - Complexity: O(*n* + *m*) expected, in the numbers of entries.
    public func difference(from other: RegistryDump) -> RegistryDifference {
        RegistryDifference(first: other.registrations, second: registrations)
    }
}

/// A model type whose view class differs from the class its list has registered for the model's
/// reuse identifier: a later engine-level `register` call replaced it (or removed it with nil),
/// so dequeuing the model hands it a view it cannot set up.
///
/// ```swift
/// tableView.register(UserCellModel.self)
/// tableView.register(OtherCell.self, forCellReuseIdentifier: UserCellModel.uniqueIdentifier)
/// tableView.assertNoRegistrationConflicts()   // records an issue naming UserCellModel and OtherCell
/// ```
public struct RegistrationConflict: Hashable, Sendable, CustomStringConvertible {
    /// The list, as code names it (`tableView`, `collectionView`).
    public var list: String
    /// The model type's name.
    public var modelType: String
    /// The class the model shows in.
    public var modelViewType: String
    /// The model type's reuse identifier.
    public var reuseIdentifier: String
    /// Where the list keeps the class.
    public var slot: RegistryDump.Slot
    /// The class the list has registered instead, or nil when it has none.
    public var listViewType: String?

    /// Creates the report of a conflict from its names; ``RegistryDump/conflicts`` makes them from
    /// a list's registrations, and tests make them to compare against.
    public init(
        list: String, modelType: String, modelViewType: String, reuseIdentifier: String,
        slot: RegistryDump.Slot, listViewType: String?
    ) {
        self.list = list
        self.modelType = modelType
        self.modelViewType = modelViewType
        self.reuseIdentifier = reuseIdentifier
        self.slot = slot
        self.listViewType = listViewType
    }

    public var description: String {
        let start =
            "\(modelType) shows in \(modelViewType), but \(list) has "
        guard let listViewType else {
            return start + "no class registered as \(slot.prose) for its reuse identifier \"\(reuseIdentifier)\" "
                + "(a \(slot.registerCall) call with nil removed it), so dequeuing a view for \(modelType) would "
                + "stop the program. Remove that call, or call \(list).register(\(modelType).self) after it."
        }
        return start + "\(listViewType) registered as \(slot.prose) for its reuse identifier \"\(reuseIdentifier)\", "
            + "so \(modelType) would be handed \(listViewType) views it cannot set up. Remove the \(slot.registerCall) call "
            + "that registers \(listViewType) under that identifier, or give \(listViewType) its own reuse identifier."
    }
}

/// How two registries' registrations differ, matched by model type.
public struct RegistryDifference: Hashable, Sendable, CustomStringConvertible {
    /// A model type both registries hold, registered differently.
    public struct Change: Hashable, Sendable, CustomStringConvertible {
        /// The model type's registration in the first registry.
        public var first: ViewModelRegistration
        /// The model type's registration in the second registry.
        public var second: ViewModelRegistration

        /// Creates the change of one model type's registration from `first` to `second`.
        public init(first: ViewModelRegistration, second: ViewModelRegistration) {
            self.first = first
            self.second = second
        }

        public var description: String {
            "\(first.modelType) is registered as \(first) in the first but as \(second) in the second"
        }
    }

    /// Registrations only the first registry holds, in dump order.
    public var onlyInFirst: [ViewModelRegistration]
    /// Registrations only the second registry holds, in dump order.
    public var onlyInSecond: [ViewModelRegistration]
    /// Model types both hold with a different view type, reuse identifier or kind.
    public var changed: [Change]

    /// Matches `first` and `second` by model type (and, for equal names, by order).
    ///
    /// - Complexity: O(*n* + *m*) expected, in the numbers of registrations.
    public init(first: [ViewModelRegistration], second: [ViewModelRegistration]) {
        var remaining = Dictionary(grouping: second, by: \.modelType)
        var onlyInFirst: [ViewModelRegistration] = []
        var changed: [Change] = []
        for registration in first {
            guard var candidates = remaining[registration.modelType], !candidates.isEmpty else {
                onlyInFirst.append(registration)
                continue
            }
            let match = candidates.firstIndex(of: registration) ?? 0
            let other = candidates.remove(at: match)
            remaining[registration.modelType] = candidates
            if other != registration { changed.append(Change(first: registration, second: other)) }
        }
        self.onlyInFirst = onlyInFirst
        self.onlyInSecond = second.filter { registration in
            guard var candidates = remaining[registration.modelType],
                let index = candidates.firstIndex(of: registration)
            else { return false }
            candidates.remove(at: index)
            remaining[registration.modelType] = candidates
            return true
        }
        self.changed = changed
    }

    /// Whether the registries hold the same registrations.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool { onlyInFirst.isEmpty && onlyInSecond.isEmpty && changed.isEmpty }

    public var description: String {
        if isEmpty { return "The two registries hold the same registrations." }
        var parts: [String] = []
        if !onlyInFirst.isEmpty {
            parts.append("only the first registers " + onlyInFirst.map { "\($0)" }.joined(separator: ", "))
        }
        if !onlyInSecond.isEmpty {
            parts.append("only the second registers " + onlyInSecond.map { "\($0)" }.joined(separator: ", "))
        }
        parts.append(contentsOf: changed.map(\.description))
        return "The two registries differ: " + parts.joined(separator: "; ")
            + ". Register the same model types, with the same view classes, with both lists."
    }
}
