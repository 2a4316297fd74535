import CellKit
import CellKitTestSupport
import Testing

@MainActor
@Suite("Registering model types")
struct RegistryTests {
    @Test("Registering one model type records its cell class, reuse identifier and kind; contains and registration(for:) find it")
    func registerOne() throws {
        let tableView = makeTable()
        tableView.register(UserCellModel.self)

        let registration = try #require(tableView.registry.registration(for: UserCellModel.self))
        #expect(registration.modelType == "UserCellModel")
        #expect(registration.viewType == "UserTableViewCell")
        // The CellViewModel library's default: the bare type name.
        #expect(registration.reuseIdentifier == "UserCellModel")
        #expect(registration.kind == .cell)
        #expect(tableView.registry.registrations == [registration])
        #expect(UserCellModel.uniqueIdentifier == "UserCellModel")
        #expect(tableView.registry.contains(UserCellModel.self))
        #expect(!tableView.registry.contains(BannerCellModel.self))
        #expect(tableView.registry.registration(for: BannerCellModel.self) == nil)
    }

    @Test("The engine gets the model's cell class under the model's reuse identifier")
    func engineRegistration() {
        let tableView = makeTable()
        tableView.register(UserCellModel.self, TitleHeaderModel.self)

        #expect(tableView.registeredCellClass(forReuseIdentifier: UserCellModel.uniqueIdentifier) == UserTableViewCell.self)
        #expect(
            tableView.registeredHeaderFooterViewClass(forReuseIdentifier: TitleHeaderModel.uniqueIdentifier)
                == TitleHeaderView.self)
        #expect(tableView.registeredCellClass(forReuseIdentifier: "UserTableViewCell") == nil)
    }

    @Test("Variadic registration records every type in registration order, with its kind")
    func registerVariadic() {
        let tableView = makeTable()
        tableView.register(BannerCellModel.self, TitleHeaderModel.self, UserCellModel.self)

        let registrations = tableView.registry.registrations
        #expect(registrations.map(\.modelType) == ["BannerCellModel", "TitleHeaderModel", "UserCellModel"])
        #expect(registrations.map(\.viewType) == ["BannerTableViewCell", "TitleHeaderView", "UserTableViewCell"])
        #expect(registrations.map(\.kind) == [.cell, .supplementary, .cell])
    }

    @Test("Registering an array of types works like the variadic form")
    func registerArray() {
        let types: [any AnyViewModel.Type] = [UserCellModel.self, FooterNoteModel.self]
        let tableView = makeTable()
        tableView.register(types)

        #expect(tableView.registry.registrations.map(\.modelType) == ["UserCellModel", "FooterNoteModel"])
        #expect(tableView.registry.contains(UserCellModel.self))
        #expect(tableView.registry.contains(FooterNoteModel.self))
    }

    @Test("Registering a type again does not add a second record or change the order")
    func reRegistrationDoesNotDuplicate() {
        let tableView = makeTable()
        tableView.register(UserCellModel.self, BannerCellModel.self)
        tableView.register(UserCellModel.self)
        tableView.register([BannerCellModel.self, UserCellModel.self])

        #expect(tableView.registry.registrations.map(\.modelType) == ["UserCellModel", "BannerCellModel"])
    }

    @Test("Each list has its own registry")
    func registriesArePerList() {
        let first = makeTable()
        let second = makeTable()
        first.register(UserCellModel.self)

        #expect(first.registry.contains(UserCellModel.self))
        #expect(!second.registry.contains(UserCellModel.self))
        #expect(second.registry.registrations.isEmpty)
        #expect(second.registeredCellClass(forReuseIdentifier: UserCellModel.uniqueIdentifier) == nil)
    }

    @Test("A model type can choose its own reuse identifier")
    func customReuseIdentifier() throws {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(CustomIdentifierCellModel.self)
        adapter.data = [Section(items: [CustomIdentifierCellModel(name: "Harpo")])]

        #expect(tableView.registry.registration(for: CustomIdentifierCellModel.self)?.reuseIdentifier == "custom-user-row")
        #expect(tableView.registeredCellClass(forReuseIdentifier: "custom-user-row") == UserTableViewCell.self)
        #expect(
            tableView.registeredCellClass(forReuseIdentifier: String(reflecting: CustomIdentifierCellModel.self)) == nil)
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? UserTableViewCell)
        #expect(cell.reuseIdentifier == "custom-user-row")
        #expect(cell.nameLabel.text == "Harpo")
    }

    @Test("Collection views register cell models as cells and supplementary models for headers and footers")
    func collectionRegistration() {
        let (collectionView, _) = makeCollection()
        collectionView.register(UserItemModel.self, CollectionTitleModel.self)

        #expect(collectionView.registry.registrations.map(\.modelType) == ["UserItemModel", "CollectionTitleModel"])
        #expect(collectionView.registry.registrations.map(\.kind) == [.cell, .supplementary])
        #expect(
            collectionView.registeredCellClass(forReuseIdentifier: UserItemModel.uniqueIdentifier)
                == UserCollectionViewCell.self)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            #expect(
                collectionView.registeredSupplementaryViewClass(
                    ofKind: kind, forReuseIdentifier: CollectionTitleModel.uniqueIdentifier) == TitleReusableView.self)
        }
    }

    @Test("SupplementaryKind maps to the collection view's element kinds")
    func supplementaryKinds() {
        #expect(SupplementaryKind.header.elementKind == UICollectionView.elementKindSectionHeader)
        #expect(SupplementaryKind.footer.elementKind == UICollectionView.elementKindSectionFooter)
        #expect(SupplementaryKind.allCases == [.header, .footer])
    }
}

@MainActor
@Suite("Checking data against the registry")
struct ValidationTests {
    /// Section 0: a registered header, users, then an unregistered banner at row 2 (and again at 4).
    /// Section 1: an unregistered footer and another unregistered banner.
    func sections() -> [Section] {
        [
            Section(
                header: TitleHeaderModel("Friends"),
                items: [
                    UserCellModel(user: User(name: "Harpo")), UserCellModel(user: User(name: "Chico")),
                    BannerCellModel(message: "one"), UserCellModel(user: User(name: "Zeppo")),
                    BannerCellModel(message: "two"),
                ]),
            Section(footer: FooterNoteModel(note: "end"), items: [BannerCellModel(message: "three")]),
        ]
    }

    @Test("unregisteredModels(in:) lists each unregistered type once, at its first place, with the fix")
    func unregisteredModels() {
        let tableView = makeTable()
        tableView.register(UserCellModel.self, TitleHeaderModel.self)

        let missing = tableView.registry.unregisteredModels(in: sections())
        #expect(missing.map(\.modelType) == ["BannerCellModel", "FooterNoteModel"])
        #expect(missing.map(\.section) == [0, 1])
        #expect(missing.map(\.position) == [.row(2), .supplementary(.footer)])
        #expect(missing.map(\.fix) == ["tableView.register(BannerCellModel.self)", "tableView.register(FooterNoteModel.self)"])
    }

    @Test("unregisteredModels(in:) is empty when every type is registered")
    func nothingMissing() throws {
        let tableView = makeTable()
        tableView.register(UserCellModel.self, TitleHeaderModel.self, BannerCellModel.self, FooterNoteModel.self)

        #expect(tableView.registry.unregisteredModels(in: sections()).isEmpty)
        try tableView.registry.validate(sections())
    }

    @Test("validate(_:) throws unregisteredModels naming each type once with its place and fix")
    func validateThrows() throws {
        let tableView = makeTable()
        tableView.register(UserCellModel.self)

        let error = try #require(throws: CellKitError.self) { try tableView.registry.validate(sections()) }
        guard case .unregisteredModels(let missing) = error else {
            Issue.record("expected unregisteredModels, got \(error)")
            return
        }
        #expect(missing.map(\.modelType) == ["TitleHeaderModel", "BannerCellModel", "FooterNoteModel"])

        let description = error.description
        #expect(description.hasPrefix("3 model types are not registered: "))
        #expect(
            description.contains(
                "TitleHeaderModel (first at the header of section 0) is not registered; "
                    + "call tableView.register(TitleHeaderModel.self)"))
        #expect(
            description.contains(
                "BannerCellModel (first at row 2 of section 0) is not registered; "
                    + "call tableView.register(BannerCellModel.self)"))
        #expect(
            description.contains(
                "FooterNoteModel (first at the footer of section 1) is not registered; "
                    + "call tableView.register(FooterNoteModel.self)"))
        #expect(description.components(separatedBy: "BannerCellModel (").count == 2)
    }

    @Test("A single unregistered type reads in the singular")
    func singularDescription() throws {
        let tableView = makeTable()
        let error = try #require(throws: CellKitError.self) {
            try tableView.registry.validate([Section(items: [UserCellModel(user: User(name: "Harpo"))])])
        }
        #expect(
            error.description
                == "1 model type is not registered: UserCellModel (first at row 0 of section 0) is not registered; "
                + "call tableView.register(UserCellModel.self).")
    }

    @Test("A collection view's registry gives the collectionView.register fix")
    func collectionFix() throws {
        let (collectionView, _) = makeCollection()
        collectionView.register(UserItemModel.self)

        let error = try #require(throws: CellKitError.self) {
            try collectionView.registry.validate([
                Section(header: CollectionTitleModel("Title"), items: [UserItemModel("Harpo")])
            ])
        }
        guard case .unregisteredModels(let missing) = error else {
            Issue.record("expected unregisteredModels, got \(error)")
            return
        }
        try #require(missing.count == 1)
        #expect(missing[0].modelType == "CollectionTitleModel")
        #expect(missing[0].section == 0)
        #expect(missing[0].position == .supplementary(.header))
        #expect(missing[0].fix == "collectionView.register(CollectionTitleModel.self)")
    }
}
