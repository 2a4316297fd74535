import CellKit
import CellKitTestSupport
import Testing

/// A second model that claims `UserCellModel`'s reuse identifier for another cell class.
struct ImpostorCellModel: CellViewModel {
    static var uniqueIdentifier: String { UserCellModel.uniqueIdentifier }
    func setup(cell: BannerTableViewCell) {}
}

/// A model nested in a screen type, as apps often declare them.
enum ContactsScreen {
    struct RowModel: CellViewModel {
        func setup(cell: UserTableViewCell) {}
    }
}

@MainActor
@Suite("Registry conflicts, nested names and small conveniences")
struct RegistryConflictTests {
    @Test("Two models claiming one reuse identifier with different cell classes are refused, naming both")
    func conflictingIdentifiers() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                tableView.register(UserCellModel.self, ImpostorCellModel.self)
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("ImpostorCellModel and UserCellModel both use the reuse identifier"))
        #expect(stderr.contains("(BannerTableViewCell and UserTableViewCell)"))
        #expect(stderr.contains("Give one of them its own uniqueIdentifier"))
    }

    @Test("Registering the same model type twice is not a conflict")
    func reregisteringIsFine() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        tableView.register(UserCellModel.self)
        tableView.register(UserCellModel.self)
        #expect(tableView.registry.registrations.count == 1)
    }

    @Test("Messages spell a nested model type with its enclosing type, as code outside the module does")
    func nestedTypeNames() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let sections = [Section(items: [ContactsScreen.RowModel()])]
        let error = try #require(throws: CellKitError.self) { try tableView.registry.validate(sections) }
        #expect(error.description.contains("tableView.register(ContactsScreen.RowModel.self)"))
        tableView.register(ContactsScreen.RowModel.self)
        #expect(tableView.registry.registrations.first?.modelType == "ContactsScreen.RowModel")
    }

    @Test("A supplementary kind maps to and from the collection view's element kinds")
    func supplementaryKindFromElementKind() {
        #expect(SupplementaryKind(elementKind: "UICollectionElementKindSectionHeader") == .header)
        #expect(SupplementaryKind(elementKind: UICollectionView.elementKindSectionFooter) == .footer)
        #expect(SupplementaryKind(elementKind: "badge") == nil)
        #expect(SupplementaryKind.header.elementKind == UICollectionView.elementKindSectionHeader)
    }

    @Test("Registrations and unregistered-model reports can be compared whole")
    func valuesCompareWhole() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        tableView.register(UserCellModel.self)
        #expect(
            tableView.registry.registrations == [
                ViewModelRegistration(
                    modelType: "UserCellModel", viewType: "UserTableViewCell",
                    reuseIdentifier: UserCellModel.uniqueIdentifier, kind: .cell)
            ])
        let error = try #require(throws: CellKitError.self) {
            try tableView.registry.validate([Section(items: [BannerCellModel(message: "hi")])])
        }
        let expected = CellKitError.unregisteredModels([
            CellKitError.UnregisteredModel(
                modelType: "BannerCellModel", section: 0, position: .row(0), fix: "tableView.register(BannerCellModel.self)")
        ])
        #expect(error == expected)
    }

    @Test("Turning inference on after the data is set registers its types, so the next layout can show it")
    func inferenceTurnedOnLater() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let adapter = TableDataAdapter(tableView: tableView)
        adapter.data = [Section(items: [UserCellModel(user: User(name: "Groucho"))])]
        adapter.automaticallyInferCellViewModelTypes = true
        tableView.layoutIfNeeded()
        #expect(tableView.registry.contains(UserCellModel.self))
        #expect((tableView.visibleCells.first as? UserTableViewCell)?.nameLabel.text == "Groucho")
    }

    @Test("An adapter's reloadData picks up a changed default header height")
    func adapterReloadData() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(UserCellModel.self, FooterNoteModel.self)
        adapter.data = [Section(header: FooterNoteModel(note: "Top"), items: [UserCellModel(user: User(name: "Zeppo"))])]
        #expect(tableView.rectForHeader(inSection: 0).height == 28)
        adapter.defaultHeaderFooterHeight = 40
        adapter.reloadData()
        #expect(tableView.rectForHeader(inSection: 0).height == 40)
    }
}
