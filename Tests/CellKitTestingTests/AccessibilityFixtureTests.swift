import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Accessibility fixtures")
struct AccessibilityFixtureTests {
    @Test("A table adapter's fixture lists header and footer identifiers as the table gives them: by section")
    func tableSectionViews() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let adapter = TableDataAdapter(tableView: tableView, inferModelTypes: true)
        let header = TitleHeaderModel(title: "Friends", accessibilityIdentifier: "friends", accessibilityOptions: .all)
        let footer = TitleHeaderModel(title: "End", accessibilityIdentifier: "end", accessibilityOptions: .row)
        adapter.data = [Section(items: []), Section(header: header, footer: footer, items: [])]

        let table = try AccessibilityFixture(adapter: adapter)
        #expect(table.entries.map(\.identifier) == ["friends_1", "end"])
        #expect(table.entries.map(\.suffix) == [.position, .none])
        // The same sections in a collection view: row 0 of the section's index path.
        let collection = try AccessibilityFixture(sections: adapter.data, in: .collection)
        #expect(collection.entries.map(\.identifier) == ["friends_1_0", "end_0"])
    }

    @Test("A fixture lists every identified view of every section, in order, skipping views without one")
    func entriesInOrder() throws {
        let fixture = try AccessibilityFixture(sections: sampleSections(), in: .collection)
        typealias Entry = AccessibilityFixture.Entry
        #expect(fixture.entries == [
            Entry(section: 0, row: nil, kind: .header, identifier: "friends_header_0", modelType: "TitleHeaderModel",
                  viewType: "TitleHeaderView", suffix: .position),
            Entry(section: 0, row: 0, kind: .cell, identifier: "user_cell_0_0", modelType: "UserCellModel",
                  viewType: "UserTableViewCell", suffix: .position),
            Entry(section: 0, row: 2, kind: .cell, identifier: "user_cell_0_2", modelType: "UserCellModel",
                  viewType: "UserTableViewCell", suffix: .position),
            Entry(section: 0, row: nil, kind: .footer, identifier: "friends_footer_0", modelType: "TitleHeaderModel",
                  viewType: "TitleHeaderView", suffix: .position),
            Entry(section: 1, row: 0, kind: .cell, identifier: "contact_42", modelType: "ContactRowModel",
                  viewType: "UserTableViewCell", suffix: .identity),
            Entry(section: 1, row: 1, kind: .cell, identifier: "contact_7", modelType: "ContactRowModel",
                  viewType: "UserTableViewCell", suffix: .identity),
            Entry(section: 1, row: 2, kind: .cell, identifier: "settings.toggle-Wifi", modelType: "TaggedCellModel",
                  viewType: "UserTableViewCell", suffix: .none),
        ])
        #expect(fixture.identifier(row: 2, section: 0) == "user_cell_0_2")
        #expect(fixture.identifier(row: 1, section: 0) == nil, "the banner has no identifier")
        #expect(fixture.entry(forIdentifier: "contact_7")?.row == 1)
    }

    @Test("Headers and footers are identified with row 0, as the lists identify them on dequeue")
    func supplementaryViewsUseRowZero() throws {
        let sections = [
            Section(items: []),
            Section(
                header: TitleHeaderModel(title: "A", accessibilityIdentifier: "head", accessibilityOptions: .all),
                footer: TitleHeaderModel(title: "B", accessibilityIdentifier: "foot", accessibilityOptions: .row)),
        ]
        let fixture = try AccessibilityFixture(sections: sections, in: .collection)
        #expect(fixture.entries.map(\.identifier) == ["head_1_0", "foot_0"])
        #expect(fixture.entries.map(\.row) == [nil, nil])
        #expect(fixture.entries.map(\.place) == ["the header of section 1", "the footer of section 1"])
    }

    @Test("The fixture's identifiers are the ones a table view gives its views on screen")
    func sameRulesAsTheList() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        let adapter = TableDataAdapter(tableView: tableView)
        let sections = sampleSections()
        tableView.register(UserCellModel.self, BannerCellModel.self, TitleHeaderModel.self, ContactRowModel.self, TaggedCellModel.self)
        #expect(tableView.assertRegistered(sections))
        adapter.data = sections

        let fixture = try AccessibilityFixture(sections: sections, in: .collection)
        let onScreen = tableView.visibleCells.compactMap(\.accessibilityIdentifier)
        #expect(onScreen == fixture.entries.filter { $0.kind == .cell }.map(\.identifier))
        #expect(tableView.headerView(forSection: 0)?.accessibilityIdentifier == fixture.entries.first?.identifier)
        #expect(tableView.footerView(forSection: 0)?.accessibilityIdentifier == "friends_footer_0")
    }

    @Test("The JSON export has a stable key order and matches its golden file")
    func jsonExport() throws {
        let json = try AccessibilityFixture(sections: sampleSections(), in: .collection).json
        #expect(json.hasPrefix("""
            {
              "entries" : [
                {
                  "identifier" : "friends_header_0",
                  "kind" : "header",
                  "modelType" : "TitleHeaderModel",
                  "row" : null,
                  "section" : 0,
                  "suffix" : "position",
                  "viewType" : "TitleHeaderView"
                },
            """))
        try GoldenFile(named: "accessibility.json", in: ownFixtures()).assertMatches(json)
    }

    @Test("Duplicate identifiers are an error listing every view that shares each one")
    func duplicatesListEveryRow() throws {
        let sections = [
            Section(
                header: TitleHeaderModel(title: "A", accessibilityIdentifier: "row", accessibilityOptions: []),
                items: [TaggedCellModel("row"), TaggedCellModel("unique"), TaggedCellModel("row")]),
            Section(items: [TaggedCellModel("row"), TaggedCellModel("user_cell_0_0"), TaggedCellModel("twice")]),
            Section(items: [TaggedCellModel("twice"), UserCellModel(name: "Ada")]),
        ]
        let error = try #require(throws: CellKitTestingError.self) { try AccessibilityFixture(sections: sections, in: .collection) }
        guard case .duplicateAccessibilityIdentifiers(let duplicates) = error else {
            Issue.record("expected duplicates, got \(error)")
            return
        }
        #expect(duplicates.map(\.identifier) == ["row", "twice"])
        #expect(duplicates[0].entries.map(\.place) == [
            "the header of section 0", "row 0 of section 0", "row 2 of section 0", "row 0 of section 1",
        ])
        #expect(error.description == """
            2 accessibility identifiers are given to more than one view, so a UI test cannot tell those views apart: \
            "row" at the header of section 0 (TitleHeaderModel), row 0 of section 0 (TaggedCellModel), row 2 of \
            section 0 (TaggedCellModel), row 0 of section 1 (TaggedCellModel); "twice" at row 2 of section 1 \
            (TaggedCellModel), row 0 of section 2 (TaggedCellModel). Give each view its own identifier: add the .row \
            and .section accessibility options (or .identity for models that adopt DiffableViewModel, which stays the \
            same when rows move), or use different base identifiers.
            """)
        #expect(!error.description.contains("user_cell_0_0"), "an identifier used once is not a duplicate")
    }

    @Test("Models without suffix options give every row one identifier, which is reported")
    func unsuffixedRowsCollide() throws {
        let sections = [Section(items: (0..<3).map { _ in TaggedCellModel("plain") })]
        let error = try #require(throws: CellKitTestingError.self) { try AccessibilityFixture(sections: sections, in: .collection) }
        #expect(error.description.contains(
            "\"plain\" at row 0 of section 0 (TaggedCellModel), row 1 of section 0 (TaggedCellModel), row 2 of section 0 (TaggedCellModel)"))
    }

    @Test(".identity identifiers stay the same when rows move; position suffixes do not")
    func identityIsStableAcrossMoves() throws {
        let contacts = [ContactRowModel(id: 1, name: "Ada"), ContactRowModel(id: 2, name: "Grace"), ContactRowModel(id: 3, name: "Linus")]
        let positional = contacts.map { contact in
            var contact = contact
            contact.accessibilityOptions = .all
            return contact
        }
        let before = try AccessibilityFixture(sections: [Section(items: contacts), Section(items: positional)], in: .collection)
        let after = try AccessibilityFixture(sections: [
            Section(items: positional.reversed()), Section(items: [contacts[2], TaggedCellModel("new"), contacts[0], contacts[1]]),
        ], in: .collection)

        let identityBefore = before.entries.filter { $0.suffix == .identity }
        let identityAfter = after.entries.filter { $0.suffix == .identity }
        #expect(identityBefore.map(\.identifier) == ["contact_1", "contact_2", "contact_3"])
        #expect(Set(identityAfter.map(\.identifier)) == Set(identityBefore.map(\.identifier)))
        #expect(after.entry(forIdentifier: "contact_1")?.section == 1)
        #expect(after.entry(forIdentifier: "contact_1")?.row == 2)

        // The generated constants for identity identifiers survive the move too.
        let constantsBefore = Set(zip(before.entries, before.swiftConstantNames()).filter { $0.0.suffix == .identity }.map(\.1))
        let constantsAfter = Set(zip(after.entries, after.swiftConstantNames()).filter { $0.0.suffix == .identity }.map(\.1))
        #expect(constantsBefore == ["contact_1", "contact_2", "contact_3"])
        #expect(constantsAfter == constantsBefore)

        // Position-suffixed identifiers now name other contacts.
        #expect(before.entries.first { $0.identifier == "contact_1_0" }.map(\.section) == 1)
        #expect(after.entry(forIdentifier: "contact_1_0") == nil, "the positional contacts moved to section 0")
        #expect(after.entries.first { $0.identifier == "contact_0_0" }?.suffix == .position)
    }

    @Test(".identity falls back to position suffixes for models without identity, such as headers")
    func identityFallsBack() throws {
        let sections = [
            Section(
                header: TitleHeaderModel(title: "A", accessibilityIdentifier: "head", accessibilityOptions: [.identity, .section]),
                items: [TaggedCellModel("tag", options: [.identity, .row]), TaggedCellModel("bare", options: .identity)]),
        ]
        let fixture = try AccessibilityFixture(sections: sections, in: .collection)
        #expect(fixture.entries.map(\.identifier) == ["head_0", "tag_0", "bare"])
        #expect(fixture.entries.map(\.suffix) == [.position, .position, .none])
    }

    @Test("Each entry names its model's dynamic type, also for a subclass held as its superclass")
    func dynamicModelTypes() throws {
        let subRow: ClassRowModel = ClassSubRowModel()
        let sections = [
            Section(items: [ClassRowModel(), subRow, ClassRowModel(), UserCellModel(name: "Ada"), ClassRowModel()]),
        ]
        let fixture = try AccessibilityFixture(sections: sections, in: .table)
        #expect(fixture.entries.map(\.modelType) == [
            "ClassRowModel", "ClassSubRowModel", "ClassRowModel", "UserCellModel", "ClassRowModel",
        ])
        #expect(fixture.entries.map(\.viewType) == [String](repeating: "UserTableViewCell", count: 5))
        #expect(fixture.entries.map(\.identifier) == ["class_row_0_0", "class_row_0_1", "class_row_0_2", "user_cell_0_3", "class_row_0_4"])
    }

    @Test("Identifiers equal as Swift strings are duplicates even when their bytes differ")
    func canonicallyEquivalentDuplicates() throws {
        // The Kelvin sign (U+212A) is canonically equivalent to "K"; "é" precomposed to "e" and a
        // combining acute accent. Each pair is one String, so a UI test could not tell them apart.
        let sections = [
            Section(items: [
                TaggedCellModel("K"), TaggedCellModel("caf\u{E9}"), TaggedCellModel("\u{212A}"),
                TaggedCellModel("cafe\u{301}"), TaggedCellModel("unique"),
            ]),
        ]
        let error = try #require(throws: CellKitTestingError.self) { try AccessibilityFixture(sections: sections, in: .table) }
        guard case .duplicateAccessibilityIdentifiers(let duplicates) = error else {
            Issue.record("expected duplicates, got \(error)")
            return
        }
        #expect(duplicates.map(\.identifier) == ["K", "caf\u{E9}"])
        #expect(duplicates.map { $0.entries.map(\.row) } == [[0, 2], [1, 3]])
        // An ASCII data set with one identifier that is not ASCII is still checked whole.
        let mixed = (0..<50).map { TaggedCellModel("row_\($0)") } + [TaggedCellModel("\u{212A}"), TaggedCellModel("K")]
        #expect(throws: CellKitTestingError.self) { try AccessibilityFixture(sections: [Section(items: mixed)], in: .table) }
    }

    @Test("Many identifiers that differ in one byte anywhere are all distinct, and a repeat among them is found")
    func identifierTableAcrossLengths() throws {
        typealias Entry = AccessibilityFixture.Entry
        func entry(_ identifier: String) -> Entry {
            Entry(section: 0, row: 0, kind: .cell, identifier: identifier, modelType: "M", viewType: "V", suffix: .none)
        }
        // Every length from 0 to 40 bytes (short strings, whole words, words and a tail), each
        // identifier differing from the others of its length in one byte: its last, its first, or
        // one in the middle.
        var identifiers: [String] = []
        for length in 0...40 {
            let base = String(repeating: "a", count: length)
            identifiers.append(base)
            for position in Set([0, length / 2, length - 1]) where length > 0 {
                for letter in "bcdefghijklmnopqrstuvwxyz0123456789_" {
                    var bytes = Array(base.utf8)
                    bytes[position] = UInt8(ascii: letter.unicodeScalars.first!)
                    identifiers.append(String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        identifiers += (0..<20_000).map { "contact_cell_\($0 / 100)_\($0 % 100)" }
        #expect(Set(identifiers).count == identifiers.count, "the test's identifiers are distinct")
        let fixture = try AccessibilityFixture(entries: identifiers.map(entry))
        #expect(fixture.entries.count == identifiers.count)

        for repeated in ["", "a", "aaaaaaab", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa9", "contact_cell_199_99"] {
            let error = try #require(throws: CellKitTestingError.self) {
                try AccessibilityFixture(entries: (identifiers + [repeated]).map(entry))
            }
            guard case .duplicateAccessibilityIdentifiers(let duplicates) = error else {
                Issue.record("expected duplicates, got \(error)")
                continue
            }
            #expect(duplicates.map(\.identifier) == [repeated])
            #expect(duplicates.first?.entries.count == 2)
        }
    }
}
