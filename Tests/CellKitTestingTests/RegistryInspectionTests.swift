import CellKitTesting
import CellKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Registry inspection: dumps and assertions")
struct RegistryInspectionTests {
    @Test("A registry's text dump is sorted by kind then model type, whatever the registration order")
    func textDumpIsStablyOrdered() throws {
        let first = makeTable()
        first.register(UserCellModel.self, TitleHeaderModel.self, BannerCellModel.self, SettingsScreen.ToggleRowModel.self)
        let second = makeTable()
        second.register(SettingsScreen.ToggleRowModel.self, TitleHeaderModel.self, BannerCellModel.self)
        second.register(UserCellModel.self)

        let dump = first.registry.dump()
        #expect(dump.text == second.registry.dump().text)
        #expect(dump.registrations.map(\.modelType) == [
            "BannerCellModel", "SettingsScreen.ToggleRowModel", "UserCellModel", "TitleHeaderModel",
        ])
        #expect(dump.text.hasPrefix("# ViewModelRegistry: 4 model types\n"))
        #expect(dump.description == dump.text)
        try GoldenFile(named: "registry.txt", in: ownFixtures()).assertMatches(dump.text)
    }

    @Test("A registry's JSON dump is pretty, has sorted keys and matches its golden file")
    func jsonDump() throws {
        let tableView = makeTable()
        tableView.register(TitleHeaderModel.self, UserCellModel.self)
        let json = tableView.registry.dump().json
        #expect(json.contains("""
                {
                  "kind" : "cell",
                  "modelType" : "UserCellModel",
                  "reuseIdentifier" : "UserCellModel",
                  "viewType" : "UserTableViewCell"
                }
            """))
        #expect(!json.contains("listViews"), "a bare registry knows nothing of the list's own registrations")
        try GoldenFile(named: "registry.json", in: ownFixtures()).assertMatches(json)
    }

    @Test("A table view's dump shows the class the engine registered over a model's, naming both")
    func tableDumpShowsConflicts() throws {
        let tableView = makeTable()
        tableView.register(UserCellModel.self, BannerCellModel.self, TitleHeaderModel.self)
        tableView.register(OtherTableViewCell.self, forCellReuseIdentifier: UserCellModel.uniqueIdentifier)
        tableView.register(OtherHeaderView.self, forHeaderFooterViewReuseIdentifier: TitleHeaderModel.uniqueIdentifier)

        let dump = tableView.registryDump()
        #expect(dump.list == "tableView")
        #expect(dump.conflicts.map(\.modelType) == ["UserCellModel", "TitleHeaderModel"])
        #expect(dump.text.contains(
            "cell           UserCellModel -> UserTableViewCell (reuse identifier \"UserCellModel\")\n"
                + "               ! conflict: tableView has OtherTableViewCell registered as the cell for this reuse identifier\n"))
        try GoldenFile(named: "table-registry-conflicts.txt", in: ownFixtures()).assertMatches(dump.text)
        try GoldenFile(named: "table-registry-conflicts.json", in: ownFixtures()).assertMatches(dump.json)
    }

    @Test("checkNoRegistrationConflicts names the model, both classes, the identifier and the fix")
    func conflictAssertion() throws {
        let tableView = makeTable()
        tableView.register(UserCellModel.self)
        #expect(tableView.assertNoRegistrationConflicts())

        tableView.register(OtherTableViewCell.self, forCellReuseIdentifier: UserCellModel.uniqueIdentifier)
        let error = try #require(throws: CellKitTestingError.self) { try tableView.checkNoRegistrationConflicts() }
        let conflict = RegistrationConflict(
            list: "tableView", modelType: "UserCellModel", modelViewType: "UserTableViewCell",
            reuseIdentifier: "UserCellModel", slot: .cell, listViewType: "OtherTableViewCell")
        #expect(error == .registrationConflicts([conflict]))
        #expect(error.description == """
            1 registration conflict: UserCellModel shows in UserTableViewCell, but tableView has \
            OtherTableViewCell registered as the cell for its reuse identifier "UserCellModel", \
            so UserCellModel would be handed OtherTableViewCell views it cannot set up. Remove the \
            register(_:forCellReuseIdentifier:) call that registers OtherTableViewCell under that identifier, or \
            give OtherTableViewCell its own reuse identifier.
            """)

        // Registering the model again puts its class back.
        tableView.register(UserCellModel.self)
        #expect(tableView.assertNoRegistrationConflicts())
    }

    @Test("A reuse identifier whose class was removed with nil is a conflict too")
    func removedRegistrationIsAConflict() throws {
        let tableView = makeTable()
        tableView.register(TitleHeaderModel.self)
        tableView.register(nil as UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier: TitleHeaderModel.uniqueIdentifier)
        let error = try #require(throws: CellKitTestingError.self) { try tableView.checkNoRegistrationConflicts() }
        #expect(error.description.contains(
            "TitleHeaderModel shows in TitleHeaderView, but tableView has no class registered as the header/footer view"))
        #expect(error.description.contains("call tableView.register(TitleHeaderModel.self) after it."))
        #expect(tableView.registryDump().text.contains("! conflict: tableView has nothing registered as the header/footer view"))
    }

    @Test("A collection view's dump checks supplementary models for both the header and the footer kind")
    func collectionDump() throws {
        let (collectionView, _) = makeCollection(width: 320, height: 480)
        collectionView.register(ItemModel.self, CollectionTitleModel.self)
        #expect(collectionView.assertNoRegistrationConflicts())
        collectionView.register(
            OtherReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: CollectionTitleModel.uniqueIdentifier)

        let dump = collectionView.registryDump()
        let title = try #require(dump.entries.first { $0.registration.modelType == "CollectionTitleModel" })
        #expect(title.listViews == [
            .init(slot: .header, viewType: "TitleReusableView", conflict: false),
            .init(slot: .footer, viewType: "OtherReusableView", conflict: true),
        ])
        let error = try #require(throws: CellKitTestingError.self) { try collectionView.checkNoRegistrationConflicts() }
        #expect(error.description.contains(
            "CollectionTitleModel shows in TitleReusableView, but collectionView has OtherReusableView registered as "
                + "the section footer view"))
        #expect(error.description.contains("register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"))
        try GoldenFile(named: "collection-registry.json", in: ownFixtures()).assertMatches(dump.json)
    }

    @Test("checkRegistered passes for a registered data set and names every unregistered type with its fix")
    func everyModelRegistered() throws {
        let tableView = makeTable()
        tableView.register(UserCellModel.self)
        #expect(tableView.assertRegistered([Section(items: [UserCellModel(name: "Ada")])]))

        let sections = [
            Section(items: [UserCellModel(name: "Ada"), BannerCellModel(message: "hi"), BannerCellModel(message: "again")]),
            Section(header: TitleHeaderModel(title: "Later"), items: [SettingsScreen.ToggleRowModel()]),
        ]
        let error = try #require(throws: CellKitTestingError.self) { try tableView.checkRegistered(sections) }
        #expect(error.description == """
            3 model types in the data set are not registered, so showing the data would stop the program: \
            BannerCellModel (first at row 1 of section 0) is not registered; call tableView.register(BannerCellModel.self); \
            TitleHeaderModel (first at the header of section 1) is not registered; call \
            tableView.register(TitleHeaderModel.self); SettingsScreen.ToggleRowModel (first at row 0 of section 1) is \
            not registered; call tableView.register(SettingsScreen.ToggleRowModel.self). Register them before the list \
            shows the data.
            """)

        let (collectionView, _) = makeCollection(width: 320, height: 480)
        let collectionError = try #require(throws: CellKitTestingError.self) {
            try collectionView.checkRegistered([Section(items: [ItemModel()])])
        }
        #expect(collectionError.description.contains("call collectionView.register(ItemModel.self)"))
    }

    @Test("checkRegistration(of:showsIn:) checks the registry, the model's view class and the list's class")
    func modelMapsToViewClass() throws {
        let tableView = makeTable()
        tableView.register(UserCellModel.self)
        #expect(tableView.assertRegistration(of: UserCellModel.self, showsIn: UserTableViewCell.self))
        #expect(tableView.registry.assertRegistration(of: UserCellModel.self, showsIn: UserTableViewCell.self))
        try tableView.checkRegistration(of: UserCellModel.self, showsIn: UserTableViewCell.self)

        let wrongClass = try #require(throws: CellKitTestingError.self) {
            try tableView.checkRegistration(of: UserCellModel.self, showsIn: BannerTableViewCell.self)
        }
        #expect(wrongClass == .unexpectedViewClass(
            modelType: "UserCellModel", expected: "BannerTableViewCell", actual: "UserTableViewCell"))
        #expect(wrongClass.description == """
            UserCellModel shows in UserTableViewCell, not in BannerTableViewCell as the test expects. Change the view \
            type UserCellModel's setup takes to BannerTableViewCell, or expect UserTableViewCell.
            """)

        let unregistered = try #require(throws: CellKitTestingError.self) {
            try tableView.checkRegistration(of: SettingsScreen.ToggleRowModel.self, showsIn: BannerTableViewCell.self)
        }
        #expect(unregistered.description == """
            SettingsScreen.ToggleRowModel is not registered. Call tableView.register(SettingsScreen.ToggleRowModel.self) \
            before the assertion, or check that the screen under test registers it.
            """)
        let bare = try #require(throws: CellKitTestingError.self) {
            try tableView.registry.checkRegistration(of: BannerCellModel.self, showsIn: BannerTableViewCell.self)
        }
        #expect(bare == .modelTypeNotRegistered(modelType: "BannerCellModel", list: nil))

        tableView.register(OtherTableViewCell.self, forCellReuseIdentifier: UserCellModel.uniqueIdentifier)
        let replaced = try #require(throws: CellKitTestingError.self) {
            try tableView.checkRegistration(of: UserCellModel.self, showsIn: UserTableViewCell.self)
        }
        guard case .registrationConflicts(let conflicts) = replaced else {
            Issue.record("expected a conflict, got \(replaced)")
            return
        }
        #expect(conflicts.map(\.listViewType) == ["OtherTableViewCell"])

        let (collectionView, _) = makeCollection(width: 320, height: 480)
        collectionView.register(CollectionTitleModel.self)
        #expect(collectionView.assertRegistration(of: CollectionTitleModel.self, showsIn: TitleReusableView.self))
    }

    @Test("Two lists' registries compare equal whatever their order, and their differences are named")
    func comparingRegistries() throws {
        let table = makeTable()
        table.register(UserCellModel.self, TitleHeaderModel.self)
        let sameAgain = makeTable()
        sameAgain.register(TitleHeaderModel.self, UserCellModel.self)
        #expect(table.registry.assertSameRegistrations(as: sameAgain.registry))

        let other = makeTable()
        other.register(UserCellModel.self, BannerCellModel.self)
        let error = try #require(throws: CellKitTestingError.self) {
            try table.registry.checkSameRegistrations(as: other.registry)
        }
        guard case .registriesDiffer(let difference) = error else {
            Issue.record("expected a registry difference, got \(error)")
            return
        }
        #expect(difference.onlyInFirst.map(\.modelType) == ["TitleHeaderModel"])
        #expect(difference.onlyInSecond.map(\.modelType) == ["BannerCellModel"])
        #expect(difference.changed.isEmpty)
        #expect(error.description == """
            The two registries differ: only the first registers supplementary TitleHeaderModel -> TitleHeaderView \
            (TitleHeaderModel); only the second registers cell BannerCellModel -> \
            BannerTableViewCell (BannerCellModel). Register the same model types, with the same \
            view classes, with both lists.
            """)

        // A table and a collection version of a screen: same model names, other view classes.
        let changed = RegistryDifference(
            first: [ViewModelRegistration(modelType: "RowModel", viewType: "RowCell", reuseIdentifier: "Row", kind: .cell)],
            second: [ViewModelRegistration(modelType: "RowModel", viewType: "RowItemCell", reuseIdentifier: "Row", kind: .cell)])
        #expect(changed.changed.count == 1)
        #expect(changed.description.contains(
            "RowModel is registered as cell RowModel -> RowCell (Row) in the first but as cell RowModel -> RowItemCell (Row) in the second"))
    }
}
