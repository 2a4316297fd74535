import CellKit
import CellKitTestSupport
import Testing

// Screens written as users of the CellViewModel library wrote them: its names, its defaults,
// and the behaviour their authors relied on. Expected values follow the original library's
// documented behaviour (its README and its public API), not CellKit's own spellings.

// MARK: - Models as the original's README writes them

/// The README's accessibility example: the model declares the properties and never names
/// `Accessible`, because in the original every view model is `Accessible`.
struct ReadmeUserCellModel: CellViewModel {
    var user: User

    var accessibilityIdentifier: String? {
        "user_cell"
    }

    var accessibilityOptions: AccessibilityDisplayOptions {
        [.row, .section]
    }

    func setup(cell: UserTableViewCell) {
        cell.nameLabel.text = user.name
    }
}

/// A row model that gives only a height, as models shown by the original's
/// `BaseCollectionViewController` did.
struct HeightOnlyItemModel: CellViewModel {
    let name: String
    func height(constrainedBy maxWidth: CGFloat) -> CGFloat? { 64 }
    func setup(cell: UserCollectionViewCell) { cell.nameLabel.text = name }
}

/// A diffable row in the original's style: an `AnyHashable` identity and an equality over
/// models of any type.
struct DiffableUserModel: CellViewModel, DiffableCellViewModel {
    let id: Int
    let name: String

    var diffIdentifier: AnyHashable { id }
    func isEqual(to model: DiffableCellViewModel) -> Bool {
        (model as? DiffableUserModel)?.name == name
    }

    var accessibilityIdentifier: String? { "user" }
    var accessibilityOptions: AccessibilityDisplayOptions { .identity }

    func setup(cell: UserTableViewCell) { cell.nameLabel.text = name }
}

/// A header whose views a collection dequeues for the footer kind, as the original let a model
/// say.
struct NoteFooterModel: SupplementaryViewModel {
    static var supplementaryKind: SupplementaryKind { .footer }
    func setup(view: TitleHeaderView) {}
}

enum SettingsScreenModels {
    struct RowModel: CellViewModel {
        func setup(cell: BannerTableViewCell) {}
    }
}

/// A model that names its own reuse identifier.
struct RenamedRowModel: CellViewModel {
    static var uniqueIdentifier: String { "renamed-row" }
    func setup(cell: BannerTableViewCell) { cell.messageLabel.text = "renamed" }
}

/// The README's hand-written data source: it dequeues by the model type's identifier and lets the
/// model set the cell up through `AnyCellViewModel`.
final class ReadmeDataSource: UITableViewDataSource {
    var users: [AnyCellViewModel] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { users.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let model = users[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: type(of: model).uniqueIdentifier, for: indexPath)
        model.setup(cell: cell)
        return cell
    }
}

/// A screen that made itself the table's delegate before it made its adapter.
final class DelegateScreen: UITableViewDelegate {
    var log: [String] = []

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
}

/// A collection screen that sizes items itself and was the delegate first.
final class FlowDelegateScreen: UICollectionViewDelegateFlowLayout {
    var selected: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 100, height: 50)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// An adapter subclass that decides what each row shows, as subclasses of the original's `open`
/// adapter could.
final class UppercasingAdapter: TableViewDataAdapter {
    override func itemModel(at indexPath: IndexPath) -> any AnyCellViewModel {
        let user = (super.itemModel(at: indexPath) as! UserCellModel).user
        return UserCellModel(user: User(name: user.name.uppercased()))
    }
}

/// Options, and the identifiers of row 5 of section 2 and of section 2 they give.
struct OriginalIdentifierCase: Sendable {
    let options: AccessibilityDisplayOptions
    let row: String
    let section: String
}

@MainActor
@Suite("CellViewModel's names and behaviour")
struct CellViewModelNamesTests {
    // MARK: Accessibility

    @Test("A model that declares accessibilityIdentifier without naming Accessible is honoured")
    func undeclaredAccessible() {
        let tableView = makeTable()
        let adapter = TableViewDataAdapter(tableView: tableView, inferModelTypes: true)
        adapter.data = [
            Section(items: [ReadmeUserCellModel(user: User(name: "Harpo")), ReadmeUserCellModel(user: User(name: "Chico"))]),
            Section(items: [ReadmeUserCellModel(user: User(name: "Groucho"))]),
        ]
        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["user_cell_0_0", "user_cell_0_1", "user_cell_1_0"])
    }

    @Test(
        "accessibilityIdentifier(for:) suffixes index paths and sections as the original did",
        arguments: [
            OriginalIdentifierCase(options: .none, row: "id", section: "id"),
            OriginalIdentifierCase(options: .section, row: "id_2", section: "id_2"),
            OriginalIdentifierCase(options: .row, row: "id_5", section: "id"),
            OriginalIdentifierCase(options: .all, row: "id_2_5", section: "id_2"),
            OriginalIdentifierCase(options: [.section, .row], row: "id_2_5", section: "id_2"),
        ])
    func identifiersForIndexPathsAndSections(_ testCase: OriginalIdentifierCase) {
        let (options, row, section) = (testCase.options, testCase.row, testCase.section)
        let model = SizedUserCellModel("x", accessibilityIdentifier: "id", accessibilityOptions: options)
        #expect(model.accessibilityIdentifier(for: IndexPath(row: 5, section: 2)) == row)
        #expect(model.accessibilityIdentifier(for: 2) == section)
    }

    @Test("Every model is Accessible with no identifier and no options by default")
    func accessibleDefaults() {
        let model: any AnyCellViewModel = BannerCellModel(message: "x")
        #expect(model.accessibilityIdentifier == nil)
        #expect(model.accessibilityOptions == .none)
        #expect(model.accessibilityIdentifier(for: IndexPath(row: 0, section: 0)) == nil)
        #expect(AccessibilityDisplayOptions.none.isEmpty)
        #expect(!AccessibilityDisplayOptions.all.contains(.identity))
    }

    @Test("Table headers and footers get id or id_<section>; collection ones keep their index path")
    func sectionViewIdentifiers() throws {
        let tableView = makeTable()
        let adapter = TableViewDataAdapter(tableView: tableView, inferModelTypes: true)
        adapter.data = [
            Section(items: []),
            Section(
                header: TitleHeaderModel("Friends", height: 30, accessibilityIdentifier: "header", accessibilityOptions: .row),
                footer: TitleHeaderModel("End", height: 30, accessibilityIdentifier: "footer", accessibilityOptions: .all),
                items: [UserCellModel(user: User(name: "Harpo"))]),
        ]
        #expect(tableView.headerView(forSection: 1)?.accessibilityIdentifier == "header")
        #expect(tableView.footerView(forSection: 1)?.accessibilityIdentifier == "footer_1")

        let header = TitleHeaderModel("Friends", accessibilityIdentifier: "header", accessibilityOptions: .all)
        #expect(header.accessibilityIdentifier(forHeaderFooterIn: 3, of: .collection) == "header_3_0")
        #expect(header.accessibilityIdentifier(forHeaderFooterIn: 3, of: .table) == "header_3")
    }

    @Test(".identity suffixes a DiffableCellViewModel with its diffIdentifier")
    func identityForOriginalDiffables() {
        let model = DiffableUserModel(id: 42, name: "Harpo")
        #expect(model.accessibilityIdentifier(for: IndexPath(row: 7, section: 1)) == "user_42")
    }

    // MARK: Reuse identifiers and classes

    @Test("uniqueIdentifier defaults to the bare type name and is what registration uses")
    func uniqueIdentifiers() throws {
        #expect(UserCellModel.uniqueIdentifier == "UserCellModel")
        #expect(SettingsScreenModels.RowModel.uniqueIdentifier == "RowModel")
        #expect(RenamedRowModel.uniqueIdentifier == "renamed-row")

        let tableView = makeTable()
        tableView.register(RenamedRowModel.self)
        #expect(tableView.registeredCellClass(forReuseIdentifier: "renamed-row") == BannerTableViewCell.self)
        #expect(tableView.registry.registration(for: RenamedRowModel.self)?.reuseIdentifier == "renamed-row")
    }

    @Test("cellClass, supplementaryViewClass and supplementaryKind are the original's")
    func classesAndKinds() {
        #expect(ObjectIdentifier(UserCellModel.cellClass) == ObjectIdentifier(UserTableViewCell.self))
        #expect(ObjectIdentifier(TitleHeaderModel.supplementaryViewClass) == ObjectIdentifier(TitleHeaderView.self))
        #expect(TitleHeaderModel.supplementaryKind == .header)
        #expect(NoteFooterModel.supplementaryKind == .footer)
        let erased: any AnyCellViewModel.Type = BannerCellModel.self
        #expect(ObjectIdentifier(erased.cellClass) == ObjectIdentifier(BannerTableViewCell.self))
    }

    @Test("The README's data source sets cells up through AnyCellViewModel.setup(cell:)")
    func readmeDataSource() {
        let tableView = makeTable()
        let dataSource = ReadmeDataSource()
        dataSource.users = [UserCellModel(user: User(name: "Harpo")), UserCellModel(user: User(name: "Zeppo"))]
        tableView.register(UserCellModel.self)
        tableView.dataSource = dataSource
        let names = tableView.visibleCells.compactMap { ($0 as? UserTableViewCell)?.nameLabel.text }
        #expect(names == ["Harpo", "Zeppo"])
    }

    @Test("setup(cell:) with a cell of another class stops, naming the model and both classes")
    func setupWithWrongCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let model: AnyCellViewModel = UserCellModel(user: User(name: "Harpo"))
                model.setup(cell: BannerTableViewCell(style: .default, reuseIdentifier: nil))
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("UserCellModel sets up UserTableViewCell views, but was handed a BannerTableViewCell"))
    }

    // MARK: Adapters

    @Test("TableViewDataAdapter(tableView:inferModelTypes:automaticallyReloadData:) infers types and can wait for reloadData")
    func adapterInit() {
        let tableView = makeTable()
        let adapter = TableViewDataAdapter(tableView: tableView, inferModelTypes: true, automaticallyReloadData: false)
        #expect(tableView.dataSource === adapter)
        tableView.layoutIfNeeded()   // the first layout loads the (empty) data, as in UIKit
        adapter.data = [Section(items: [UserCellModel(user: User(name: "Harpo")), BannerCellModel(message: "Hi")])]
        #expect(tableView.registry.contains(UserCellModel.self))
        #expect(tableView.registry.contains(BannerCellModel.self))
        #expect(tableView.numberOfSections == 0)
        #expect(tableView.visibleCells.isEmpty)

        adapter.reloadData()
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(tableView.visibleCells.count == 2)
    }

    @Test("CollectionViewDataAdapter(collectionView:inferModelTypes:automaticallyReloadData:) reloads by default")
    func collectionAdapterInit() {
        let (collectionView, _) = makeCollection()
        let adapter = CollectionViewDataAdapter(collectionView: collectionView, inferModelTypes: true)
        adapter.data = [Section(items: [UserItemModel("a"), UserItemModel("b")])]
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(adapter.automaticallyReloadData)
    }

    @Test("The adapters' lookups find sections, items, headers and footers, and say what they contain")
    func lookups() throws {
        let (collectionView, _) = makeCollection()
        let adapter = CollectionViewDataAdapter(collectionView: collectionView, inferModelTypes: true)
        let header = CollectionTitleModel("Friends")
        adapter.data = [
            Section(identifier: "friends", header: header, items: [UserItemModel("a"), UserItemModel("b")]),
            Section(identifier: "empty", items: []),
        ]
        #expect(adapter.sectionModel(at: 1).identifier == "empty")
        #expect((adapter.itemModel(at: IndexPath(item: 1, section: 0)) as? UserItemModel)?.name == "b")
        #expect((adapter.headerModel(in: 0) as? CollectionTitleModel)?.title == "Friends")
        #expect(adapter.footerModel(in: 0) == nil)
        let byKind = adapter.supplementaryModel(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((byKind as? CollectionTitleModel)?.title == "Friends")
        #expect(adapter.supplementaryModel(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(adapter.contains(section: 1))
        #expect(!adapter.contains(section: 2))
        #expect(adapter.containsModel(at: IndexPath(item: 1, section: 0)))
        #expect(!adapter.containsModel(at: IndexPath(item: 2, section: 0)))
        #expect(!adapter.containsModel(at: IndexPath(item: 0, section: 1)))
    }

    @Test("itemModel(at:) out of range stops with the index path, the section's size and the fix")
    func itemLookupOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let adapter = TableViewDataAdapter(tableView: makeTable())
                adapter.data = [Section(items: [BannerCellModel(message: "a")])]
                _ = adapter.itemModel(at: IndexPath(row: 3, section: 0))
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("itemModel(at: [0, 3]) is out of range: section 0 has 1 item"))
        #expect(stderr.contains("Check containsModel(at:)"))
    }

    @Test("sectionModel(at:) out of range stops with the number of sections and the fix")
    func sectionLookupOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let adapter = TableViewDataAdapter(tableView: makeTable())
                adapter.data = [Section(items: []), Section(items: [])]
                _ = adapter.headerModel(in: 2)
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("headerModel(in:): section 2 is out of range: data has 2 sections"))
        #expect(stderr.contains("Check contains(section:)"))
    }

    @Test("A subclass that overrides itemModel(at:) decides what the rows show")
    func overriddenItemModel() {
        let tableView = makeTable()
        let adapter = UppercasingAdapter(tableView: tableView, inferModelTypes: true)
        adapter.data = [Section(items: [UserCellModel(user: User(name: "Harpo"))])]
        #expect((tableView.visibleCells.first as? UserTableViewCell)?.nameLabel.text == "HARPO")
    }

    // MARK: Sections and diffs

    @Test("Section(identifier:insets:lineSpacing:header:footer:items:) sets what a flow layout uses")
    func originalSectionInitializer() throws {
        let (collectionView, _) = makeCollection(width: 300)
        let adapter = CollectionViewDataAdapter(collectionView: collectionView, inferModelTypes: true)
        adapter.data = [
            Section(
                identifier: "tiles", insets: UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 20), lineSpacing: 6,
                items: [HeightOnlyItemModel(name: "a"), HeightOnlyItemModel(name: "b")])
        ]
        #expect(adapter.data[0].id == AnyHashable("tiles"))
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        // Full width less the insets, the model's height; the next line 6 points below.
        #expect(first.frame == CGRect(x: 20, y: 10, width: 260, height: 64))
        #expect(second.frame == CGRect(x: 20, y: 80, width: 260, height: 64))
    }

    @Test("A collection item whose model gives only a height is a full-width row of that height")
    func heightOnlyModelInCollection() throws {
        let (collectionView, _) = makeCollection(width: 300) { $0.itemSize = CGSize(width: 50, height: 50) }
        let adapter = CollectionViewDataAdapter(collectionView: collectionView, inferModelTypes: true)
        adapter.data = [Section(items: [HeightOnlyItemModel(name: "a")])]
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.frame.size == CGSize(width: 300, height: 64))
    }

    @Test("DiffableSection and DiffableCellViewModel update by batch updates; unchanged rows keep their cells")
    func originalDiffables() throws {
        let tableView = makeTable()
        let adapter = TableViewDataAdapter(tableView: tableView, inferModelTypes: true)
        let before: [DiffableSection] = [
            DiffableSection(identifier: "users", items: [
                DiffableUserModel(id: 1, name: "Harpo"), DiffableUserModel(id: 2, name: "Chico"),
            ])
        ]
        adapter.update(data: before, animated: false)
        let harpo = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))

        let update = adapter.apply([
            DiffableSection(identifier: "users", items: [
                DiffableUserModel(id: 3, name: "Zeppo"), DiffableUserModel(id: 1, name: "Harpo"),
                DiffableUserModel(id: 2, name: "Chico Marx"),
            ])
        ])
        guard case .batchUpdates = update else {
            Issue.record("expected batch updates, got \(update)")
            return
        }
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === harpo)
        let names = tableView.visibleCells.compactMap { ($0 as? UserTableViewCell)?.nameLabel.text }
        #expect(names == ["Zeppo", "Harpo", "Chico Marx"])
        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["user_3", "user_1", "user_2"])
    }

    @Test("Two sections with one identifier cannot be diffed: the update reloads and says which and how to fix it")
    func duplicateSectionIdentifiers() {
        let tableView = makeTable()
        let adapter = TableViewDataAdapter(tableView: tableView, inferModelTypes: true)
        adapter.update(data: [DiffableSection(identifier: "a", items: [DiffableUserModel(id: 1, name: "x")])], animated: false)
        let update = adapter.update(data: [
            DiffableSection(identifier: "a", items: [DiffableUserModel(id: 1, name: "x")]),
            DiffableSection(identifier: "a", items: [DiffableUserModel(id: 2, name: "y")]),
        ], animated: true)
        guard case .reloadData(let reason) = update else {
            Issue.record("expected a reload, got \(update)")
            return
        }
        #expect(reason.contains("sections 0 and 1 both have the id \"a\""))
        #expect(reason.contains("give every Section its own id"))
        #expect(tableView.numberOfSections == 2)
    }

    // MARK: A screen's own delegate

    @Test("An adapter made after the screen became the table's delegate forwards what it does not answer")
    func tableDelegateForwarding() throws {
        let tableView = makeTable()
        let screen = DelegateScreen()
        tableView.delegate = screen
        let adapter = TableViewDataAdapter(tableView: tableView, inferModelTypes: true)
        #expect(adapter.forwardingDelegate === screen)
        let log = TapLog()
        adapter.data = [
            Section(items: [
                SizedUserCellModel("sized", height: 30),
                UserCellModel(user: User(name: "plain")),
                TappableCellModel("tappable") { log.record("handler") },
            ])
        ]
        tableView.layoutIfNeeded()
        // The model's own height wins; a model without one gets the screen's.
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
        #expect(screen.log == ["willDisplay 0", "willDisplay 1", "willDisplay 2"])

        screen.log = []
        tableView.tapRow(at: IndexPath(row: 1, section: 0))   // not interactive: the screen decides
        tableView.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(screen.log == ["didSelect 1", "didSelect 2"])
        #expect(log.events == ["handler"])
    }

    @Test("A collection screen that sized items itself keeps doing so for models without a size")
    func collectionDelegateForwarding() throws {
        let (collectionView, _) = makeCollection(width: 300)
        let screen = FlowDelegateScreen()
        collectionView.delegate = screen
        let adapter = CollectionViewDataAdapter(collectionView: collectionView, inferModelTypes: true)
        adapter.data = [Section(items: [UserItemModel("a"), HeightOnlyItemModel(name: "b")])]
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame.size == CGSize(width: 100, height: 50))
        #expect(second.frame.size == CGSize(width: 300, height: 64))
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(screen.selected == [IndexPath(item: 0, section: 0)])
    }
}

// MARK: - The README's "Coming from the CellViewModel library" example, as written there

final class ReadmeUsersScreen: BaseTableViewController {
    override var viewModels: [AnyCellViewModel.Type] { [ReadmeUserCellModel.self] }

    override func viewDidLoad() {
        _tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))   // an outlet in the app
        super.viewDidLoad()
    }

    func show(_ users: [User]) {
        setup([Section(identifier: "users", items: users.map { ReadmeUserCellModel(user: $0) })])
    }
}

@MainActor
@Suite("README: coming from the CellViewModel library")
struct CellViewModelReadmeTests {
    @Test("The README's screen shows its users with the original's identifiers")
    func readmeScreen() {
        let screen = ReadmeUsersScreen()
        screen.show([User(name: "Harpo"), User(name: "Chico")])
        let tableView: UITableView = screen._tableView
        let names = tableView.visibleCells.compactMap { ($0 as? UserTableViewCell)?.nameLabel.text }
        #expect(names == ["Harpo", "Chico"])
        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["user_cell_0_0", "user_cell_0_1"])
        #expect(screen.adapter.itemModel(at: IndexPath(row: 1, section: 0)) is ReadmeUserCellModel)
    }

    @Test("The README's lazy adapter makes models only for rows that come into view")
    func readmeLazyAdapter() {
        let tableView = makeTable()
        tableView.register(ReadmeUserCellModel.self)
        let rows = LazyTableViewDataAdapter<User>(tableView: tableView) { adapter, indexPath in
            ReadmeUserCellModel(user: adapter.data[indexPath.row])
        }
        rows.data = (0..<100_000).map { User(name: "user \($0)") }
        #expect(tableView.numberOfRows(inSection: 0) == 100_000)
        #expect((tableView.visibleCells.last as? UserTableViewCell)?.nameLabel.text == "user 10")
    }
}

// MARK: - The lookup a subclass overrides, against the adapters' in-place read

/// A row that shows its name and is identified by it.
struct NamedRowModel: CellViewModel, Accessible {
    let name: String
    var accessibilityIdentifier: String? { "row_\(name)" }
    var accessibilityOptions: AccessibilityDisplayOptions { [] }
    func setup(cell: TextTableCell) { cell.show(name) }
}

/// An item that shows its name and is identified by it.
struct NamedItemModel: CellViewModel, Accessible {
    let name: String
    var accessibilityIdentifier: String? { "item_\(name)" }
    var accessibilityOptions: AccessibilityDisplayOptions { [] }
    func size(constrainedBy containerSize: CGSize) -> CGSize? { CGSize(width: 100, height: 40) }
    func setup(cell: TextCollectionCell) { cell.show(name) }
}

/// A table adapter subclass whose lookup answers other models than its data holds.
final class RenamingTableAdapter: TableDataAdapter {
    override func itemModel(at indexPath: IndexPath) -> any AnyCellViewModel {
        NamedRowModel(name: (super.itemModel(at: indexPath) as! NamedRowModel).name + "-renamed")
    }
}

/// A collection adapter subclass whose lookup answers other models than its data holds.
final class RenamingCollectionAdapter: CollectionDataAdapter {
    override func itemModel(at indexPath: IndexPath) -> any AnyCellViewModel {
        NamedItemModel(name: (super.itemModel(at: indexPath) as! NamedItemModel).name + "-renamed")
    }
}

/// A table adapter subclass that overrides nothing about its models.
final class PlainTableAdapterSubclass: TableDataAdapter {}

@MainActor
@Suite("The models cells are made for: the adapters' own lookup, read in place, or a subclass's")
struct ItemModelLookupTests {
    @Test("A table adapter subclass that overrides itemModel(at:) has its models set up and identified")
    func tableSubclassLookup() {
        let tableView = makeTable()
        let adapter = RenamingTableAdapter(tableView: tableView)
        tableView.register(NamedRowModel.self)
        adapter.data = [Section(items: [NamedRowModel(name: "a"), NamedRowModel(name: "b")])]
        tableView.layoutIfNeeded()
        #expect(visibleTexts(tableView) == ["a-renamed", "b-renamed"])
        #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["row_a-renamed", "row_b-renamed"])
    }

    @Test("A collection adapter subclass that overrides itemModel(at:) has its models set up and identified")
    func collectionSubclassLookup() {
        let (collectionView, _) = makeCollection(width: 300)
        let adapter = RenamingCollectionAdapter(collectionView: collectionView)
        collectionView.register(NamedItemModel.self)
        adapter.data = [Section(items: [NamedItemModel(name: "a"), NamedItemModel(name: "b")])]
        collectionView.layoutIfNeeded()
        #expect(visibleTexts(collectionView) == ["a-renamed", "b-renamed"])
        let identifiers = [0, 1].map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.accessibilityIdentifier }
        #expect(identifiers == ["item_a-renamed", "item_b-renamed"])
    }

    @Test("The adapters themselves, and a subclass that overrides nothing, show the models of their data")
    func ownLookup() {
        for makeAdapter in [{ TableDataAdapter(tableView: $0) }, { PlainTableAdapterSubclass(tableView: $0) }] as [(UITableView) -> TableDataAdapter] {
            let tableView = makeTable()
            let adapter = makeAdapter(tableView)
            tableView.register(NamedRowModel.self)
            adapter.data = [Section(items: [NamedRowModel(name: "a")]), Section(items: [NamedRowModel(name: "b")])]
            tableView.layoutIfNeeded()
            #expect(visibleTexts(tableView) == ["a", "b"])
            #expect(tableView.visibleCells.map(\.accessibilityIdentifier) == ["row_a", "row_b"])
        }
        let (collectionView, _) = makeCollection(width: 300)
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(NamedItemModel.self)
        adapter.data = [Section(items: [NamedItemModel(name: "a"), NamedItemModel(name: "b")])]
        collectionView.layoutIfNeeded()
        #expect(visibleTexts(collectionView) == ["a", "b"])
    }
}
