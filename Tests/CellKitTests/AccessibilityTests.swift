import CellKit
import CellKitTestSupport
import Testing

/// One row of the README's table of identifiers.
struct IdentifierCase: Sendable, CustomTestStringConvertible {
    var options: AccessibilityDisplayOptions
    var expected: String
    var testDescription: String { "options \(options.rawValue) give \(expected)" }
}

@MainActor
@Suite("Accessibility identifiers")
struct AccessibilityTests {
    @Test(
        "Options choose the suffixes: section and row, section, row, none",
        arguments: [
            IdentifierCase(options: .all, expected: "id_2_5"),
            IdentifierCase(options: [.row, .section], expected: "id_2_5"),
            IdentifierCase(options: .section, expected: "id_2"),
            IdentifierCase(options: .row, expected: "id_5"),
            IdentifierCase(options: [], expected: "id"),
        ])
    func suffixes(_ testCase: IdentifierCase) {
        let model = SizedUserCellModel("x", accessibilityIdentifier: "id", accessibilityOptions: testCase.options)
        let indexPath = IndexPath(row: 5, section: 2)
        #expect(model.accessibilityIdentifier(for: indexPath) == testCase.expected)
    }

    @Test("The default options are empty, so the identifier has no suffix")
    func defaultOptions() {
        let model = DefaultOptionsModel()
        #expect(model.accessibilityOptions == [])
        #expect(model.accessibilityIdentifier(for: IndexPath(row: 3, section: 1)) == "plain_id")
    }

    @Test("A nil identifier, or a model that does not adopt Accessible, resolves to no identifier")
    func noIdentifier() {
        let model = SizedUserCellModel("x", accessibilityIdentifier: nil, accessibilityOptions: .all)
        #expect(model.accessibilityIdentifier(for: IndexPath(row: 1, section: 1)) == nil)
        #expect(BannerCellModel(message: "x").accessibilityIdentifier(for: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test("Table cells get their model's identifier for their own section and row")
    func tableCells() {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(SizedUserCellModel.self)
        adapter.data = [
            Section(items: [
                SizedUserCellModel("a", accessibilityIdentifier: "both", accessibilityOptions: .all),
                SizedUserCellModel("b", accessibilityIdentifier: "section", accessibilityOptions: .section),
            ]),
            Section(items: [
                SizedUserCellModel("c", accessibilityIdentifier: "row", accessibilityOptions: .row),
                SizedUserCellModel("d", accessibilityIdentifier: "none"),
                SizedUserCellModel("e", accessibilityIdentifier: "both", accessibilityOptions: .all),
            ]),
        ]

        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["both_0_0", "section_0", "row_0", "none", "both_1_2"])
    }

    @Test("Table header and footer views get their section's identifier, as the CellViewModel library gave them")
    func tableHeadersAndFooters() throws {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(UserCellModel.self, TitleHeaderModel.self)
        adapter.data = [
            Section(items: [UserCellModel(user: User(name: "Harpo"))]),
            Section(
                header: TitleHeaderModel("Friends", accessibilityIdentifier: "header", accessibilityOptions: .all),
                footer: TitleHeaderModel("3 friends", accessibilityIdentifier: "footer", accessibilityOptions: .section),
                items: [UserCellModel(user: User(name: "Chico"))]),
        ]

        let header = try #require(tableView.headerView(forSection: 1) as? TitleHeaderView)
        let footer = try #require(tableView.footerView(forSection: 1) as? TitleHeaderView)
        // As the CellViewModel library: a table's section views take the section's identifier,
        // so `.all` adds only the section.
        #expect(header.accessibilityIdentifier == "header_1")
        #expect(header.titleLabel.text == "Friends")
        #expect(footer.accessibilityIdentifier == "footer_1")
        #expect(footer.titleLabel.text == "3 friends")
    }

    @Test("Collection cells and supplementary views get their model's identifiers")
    func collectionViews() throws {
        let (collectionView, _) = makeCollection()
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self, CollectionTitleModel.self)
        adapter.data = [
            Section(items: [UserItemModel("Harpo")]),
            Section(
                header: CollectionTitleModel("Friends", accessibilityIdentifier: "header", accessibilityOptions: .all),
                footer: CollectionTitleModel("end", accessibilityIdentifier: "footer", accessibilityOptions: .row),
                items: [UserItemModel("Chico"), UserItemModel("Zeppo")]),
        ]

        #expect(collectionView.visibleCells.map(\.accessibilityIdentifier) == ["user_item_0_0", "user_item_1_0", "user_item_1_1"])
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        let footer = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1)))
        // As the CellViewModel library: a collection's supplementary views take their index path's.
        #expect(header.accessibilityIdentifier == "header_1_0")
        #expect(footer.accessibilityIdentifier == "footer_0")
    }

    @Test("A reused cell loses its old identifier when its new model has a nil identifier")
    func nilIdentifierClearsReusedCell() throws {
        let tableView = makeTable(height: 44)
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(SizedUserCellModel.self)
        adapter.data = [
            Section(items: [
                SizedUserCellModel("first", accessibilityIdentifier: "named", accessibilityOptions: .row),
                SizedUserCellModel("second", accessibilityIdentifier: "named", accessibilityOptions: .row),
                SizedUserCellModel("third", accessibilityIdentifier: nil),
            ])
        ]
        let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.accessibilityIdentifier == "named_0")

        tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
        let third = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? UserTableViewCell)
        #expect(third === first, "the scroll should reuse the first row's cell")
        #expect(third.nameLabel.text == "third")
        #expect(third.accessibilityIdentifier == nil)
    }

    @Test("A reused cell loses its old identifier when its new model does not adopt Accessible")
    func nonAccessibleModelClearsReusedCell() throws {
        let tableView = makeTable(height: 44)
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(TaggedUserCellModel.self, UntaggedUserCellModel.self)
        adapter.data = [
            Section(items: [
                TaggedUserCellModel(name: "harpo"),
                TaggedUserCellModel(name: "chico"),
                UntaggedUserCellModel(name: "zeppo"),
            ])
        ]
        let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.accessibilityIdentifier == "tagged_harpo")

        tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
        let third = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? UserTableViewCell)
        #expect(third === first, "the scroll should reuse the first row's cell")
        #expect(third.nameLabel.text == "zeppo")
        #expect(third.accessibilityIdentifier == nil)
    }

    @Test("Identifiers follow the row a reused cell now shows")
    func reusedCellGetsNewPosition() throws {
        let tableView = makeTable(height: 44)
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(UserCellModel.self)
        adapter.data = [Section(items: (0..<5).map { UserCellModel(user: User(name: "user \($0)")) })]
        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["user_cell_0_0"])

        tableView.setContentOffset(CGPoint(x: 0, y: 44 * 4), animated: false)
        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["user_cell_0_4"])
        #expect(tableView.numberOfCreatedCells(withReuseIdentifier: UserCellModel.uniqueIdentifier) == 1)
    }
}
