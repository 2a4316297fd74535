import CellKit
import CellKitTestSupport
import Testing

// Headers and footers dequeued as the CellViewModel library's users write it: a screen that is
// the table's data source and delegate, header/footer view classes registered by type, and a
// collection data source whose supplementary models say their kind.

/// A footer view used without a model, registered by type under its bare name.
final class SpacerFooterView: UITableViewHeaderFooterView, Reusable {}

/// A header view registered by type under an identifier of its own (nonisolated, as views are
/// main-actor classes and `Reusable` is not).
final class BrandedHeaderView: UITableViewHeaderFooterView, Reusable {
    nonisolated static var uniqueIdentifier: String { "branded-header" }
}

/// A collection footer model: its type says it is dequeued as a footer.
struct CollectionFooterNoteModel: SupplementaryViewModel, Accessible {
    static var supplementaryKind: SupplementaryKind { .footer }
    let note: String
    var accessibilityIdentifier: String? { "note" }
    var accessibilityOptions: AccessibilityDisplayOptions { .section }
    func setup(view: TitleReusableView) { view.titleLabel.text = note }
}

/// A friends screen as the original's README writes one, with a header per section from
/// `dequeueReusableSupplementaryView(with:for:)` and a spacer footer from
/// `dequeueReusableHeaderFooterView(ofType:)`.
@MainActor
final class SectionedFriendsScreen: UITableViewDataSource, UITableViewDelegate {
    let tableView: UITableView
    var headers: [any AnySupplementaryViewModel] = []
    var users: [[any AnyCellViewModel]] = []

    init(tableView: UITableView) {
        self.tableView = tableView
        tableView.register(UserCellModel.self, TitleHeaderModel.self)
        tableView.register(headerFooter: SpacerFooterView.self)
        tableView.sectionHeaderHeight = 30
        tableView.sectionFooterHeight = 10
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int { users.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { users[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(with: users[indexPath.section][indexPath.row], for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableSupplementaryView(with: headers[section], for: section)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(ofType: SpacerFooterView.self)
    }
}

/// A collection data source as the original's users write one: the header and footer models
/// are dequeued without naming their kind, which their types give.
@MainActor
final class NotesSource: UICollectionViewDataSource {
    var titles: [String] = []
    var notes: [String] = []
    var items: [[any AnyCellViewModel]] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(with: items[indexPath.section][indexPath.item], for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        let model: any AnySupplementaryViewModel =
            kind == UICollectionView.elementKindSectionHeader
            ? CollectionTitleModel(titles[indexPath.section], accessibilityIdentifier: "title", accessibilityOptions: .section)
            : CollectionFooterNoteModel(note: notes[indexPath.section])
        return collectionView.dequeueReusableSupplementaryView(with: model, for: indexPath)
    }
}

@MainActor
@Suite("Header and footer views dequeued with the CellViewModel library's calls")
struct HeaderFooterDequeueTests {
    @Test("A screen's headers from dequeueReusableSupplementaryView(with:for:) are set up and identified per section")
    func tableHeadersFromModels() throws {
        let screen = SectionedFriendsScreen(tableView: makeTable())
        screen.headers = [
            TitleHeaderModel("Friends", accessibilityIdentifier: "header", accessibilityOptions: .section),
            TitleHeaderModel("Family", accessibilityIdentifier: "header", accessibilityOptions: .section),
        ]
        screen.users = [[UserCellModel(user: User(name: "Harpo"))], [UserCellModel(user: User(name: "Chico"))]]
        screen.tableView.layoutIfNeeded()

        let first = try #require(screen.tableView.headerView(forSection: 0) as? TitleHeaderView)
        let second = try #require(screen.tableView.headerView(forSection: 1) as? TitleHeaderView)
        #expect(first.titleLabel.text == "Friends")
        #expect(second.titleLabel.text == "Family")
        #expect(first.accessibilityIdentifier == "header_0")
        #expect(second.accessibilityIdentifier == "header_1")
        #expect(visibleNames(in: screen.tableView) == ["Harpo", "Chico"])
    }

    @Test("dequeueReusableSupplementaryView(with:for:) gives what dequeueReusableHeaderFooterView(with:inSection:) gives")
    func tableAliasMatchesCellKitName() throws {
        let tableView = makeTable()
        tableView.register(TitleHeaderModel.self)
        let model = TitleHeaderModel("Friends", accessibilityIdentifier: "header", accessibilityOptions: .section)

        let original = try #require(tableView.dequeueReusableSupplementaryView(with: model, for: 3) as? TitleHeaderView)
        let cellKit = try #require(tableView.dequeueReusableHeaderFooterView(with: model, inSection: 3) as? TitleHeaderView)

        #expect(original !== cellKit)
        #expect(original.reuseIdentifier == TitleHeaderModel.uniqueIdentifier)
        #expect(cellKit.reuseIdentifier == TitleHeaderModel.uniqueIdentifier)
        #expect([original, cellKit].map(\.titleLabel.text) == ["Friends", "Friends"])
        #expect([original, cellKit].map(\.accessibilityIdentifier) == ["header_3", "header_3"])
    }

    @Test("register(headerFooter:) registers the class under its uniqueIdentifier, and no model type")
    func registerHeaderFooterByType() {
        let tableView = makeTable()

        tableView.register(headerFooter: SpacerFooterView.self)
        tableView.register(headerFooter: BrandedHeaderView.self)

        #expect(tableView.registeredHeaderFooterViewClass(forReuseIdentifier: "SpacerFooterView") == SpacerFooterView.self)
        #expect(tableView.registeredHeaderFooterViewClass(forReuseIdentifier: "branded-header") == BrandedHeaderView.self)
        #expect(tableView.registeredHeaderFooterViewClass(forReuseIdentifier: "BrandedHeaderView") == nil)
        #expect(tableView.registry.registrations.isEmpty)
    }

    @Test("dequeueReusableHeaderFooterView(ofType:) gives a view of the type, reused once it leaves the screen")
    func dequeueHeaderFooterByType() throws {
        let screen = SectionedFriendsScreen(tableView: makeTable())
        screen.headers = [TitleHeaderModel("Friends")]
        screen.users = [[UserCellModel(user: User(name: "Harpo"))]]
        screen.tableView.layoutIfNeeded()
        let footer = try #require(screen.tableView.footerView(forSection: 0) as? SpacerFooterView)
        #expect(footer.reuseIdentifier == "SpacerFooterView")

        screen.tableView.reloadData()
        screen.tableView.layoutIfNeeded()

        #expect(screen.tableView.footerView(forSection: 0) === footer)

        screen.tableView.register(headerFooter: BrandedHeaderView.self)
        let branded = screen.tableView.dequeueReusableHeaderFooterView(ofType: BrandedHeaderView.self)
        #expect(branded.reuseIdentifier == "branded-header")
    }

    @Test("A collection data source's supplementary models are dequeued for the kind their type gives")
    func collectionSupplementaryKindFromModelType() throws {
        let (collectionView, _) = makeCollection { layout in
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
        }
        collectionView.register(UserItemModel.self, CollectionTitleModel.self, CollectionFooterNoteModel.self)
        let source = NotesSource()
        source.titles = ["Brothers"]
        source.notes = ["Five of them"]
        source.items = [["Groucho", "Harpo", "Chico"].map { UserItemModel($0) }]
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()

        let section = IndexPath(item: 0, section: 0)
        let header = try #require(
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: section)
                as? TitleReusableView)
        let footer = try #require(
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: section)
                as? TitleReusableView)
        #expect(header.titleLabel.text == "Brothers")
        #expect(footer.titleLabel.text == "Five of them")
        #expect(header.accessibilityIdentifier == "title_0")
        #expect(footer.accessibilityIdentifier == "note_0")

        // The list places what its data source returns wherever it asked for it, so the kind a
        // view was dequeued for shows in the layout attributes the dequeue applies: the header
        // (30 high) on top, one line of three 100x100 items, then the footer (20 high).
        let dequeuedFooter = collectionView.dequeueReusableSupplementaryView(
            with: CollectionFooterNoteModel(note: "again"), for: section)
        let dequeuedHeader = collectionView.dequeueReusableSupplementaryView(
            with: CollectionTitleModel("again"), for: section)
        #expect(dequeuedFooter.frame == CGRect(x: 0, y: 130, width: 300, height: 20))
        #expect(dequeuedHeader.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
    }
}
