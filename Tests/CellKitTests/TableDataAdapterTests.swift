import CellKit
import CellKitTestSupport
import Testing

@MainActor
@Suite("TableDataAdapter")
struct TableDataAdapterTests {
    @Test("Setting data reloads: the visible cells show the new data in the cells already made")
    func settingDataReloadsAndReuses() throws {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(CountingCellModel.self)
        adapter.data = [Section(items: ["a", "b", "c"].map(CountingCellModel.init))]
        let before = tableView.visibleCells
        #expect(before.map { ($0 as? TextTableCell)?.label.text } == ["a", "b", "c"])

        adapter.data = [Section(items: ["x", "y"].map(CountingCellModel.init)), Section(items: [CountingCellModel(value: "z")])]

        #expect(tableView.numberOfSections == 2)
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        let after = try tableView.visibleCells.map { try #require($0 as? TextTableCell) }
        #expect(after.map(\.label.text) == ["x", "y", "z"])
        #expect(tableView.numberOfCreatedCells(withReuseIdentifier: CountingCellModel.uniqueIdentifier) == 3)
        #expect(after.allSatisfy { cell in before.contains { $0 === cell } })
        #expect(after.allSatisfy { $0.setupCount == 2 && $0.prepareForReuseCount == 1 })
    }

    @Test("Setting data to nothing empties the table")
    func emptyData() {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(UserCellModel.self)
        adapter.data = [Section(items: [UserCellModel(user: User(name: "Harpo"))])]
        #expect(tableView.visibleCells.count == 1)

        adapter.data = []
        #expect(tableView.numberOfSections == 0)
        #expect(tableView.visibleCells.isEmpty)
    }

    @Test("Type inference is off by default: setting data registers nothing")
    func inferenceOffByDefault() {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        #expect(!adapter.automaticallyInferCellViewModelTypes)

        adapter.data = [Section(header: TitleHeaderModel("Friends"), items: [UserCellModel(user: User(name: "Harpo"))])]
        #expect(tableView.registry.registrations.isEmpty)
        #expect(tableView.registeredCellClass(forReuseIdentifier: UserCellModel.uniqueIdentifier) == nil)
    }

    @Test("With inference on, setting data registers the cell, header and footer model types it holds")
    func inferenceRegistersTypes() throws {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        adapter.automaticallyInferCellViewModelTypes = true
        tableView.register(BannerCellModel.self)

        adapter.data = [
            Section(
                header: TitleHeaderModel("Friends"), footer: FooterNoteModel(note: "end"),
                items: [UserCellModel(user: User(name: "Harpo")), BannerCellModel(message: "hi")]),
            Section(items: [SizedUserCellModel("Chico")]),
        ]

        #expect(
            tableView.registry.registrations.map(\.modelType) == [
                "BannerCellModel", "TitleHeaderModel", "FooterNoteModel", "UserCellModel", "SizedUserCellModel",
            ])
        #expect(visibleNames(in: tableView) == ["Harpo", nil, "Chico"])
        let header = try #require(tableView.headerView(forSection: 0) as? TitleHeaderView)
        let footer = try #require(tableView.footerView(forSection: 0) as? TitleHeaderView)
        #expect(header.titleLabel.text == "Friends")
        #expect(footer.titleLabel.text == "end")
    }

    @Test("Rows without a model height are self-sized by default, and take the table's rowHeight when it is set")
    func rowHeightFallback() {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(SizedUserCellModel.self)
        adapter.data = [Section(items: [SizedUserCellModel("a"), SizedUserCellModel("b", height: 60)])]
        tableView.layoutIfNeeded()
        // rowHeight is automatic (UIKit's default): the plain cell's standard 44.
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)

        tableView.rowHeight = 30
        tableView.layoutIfNeeded()
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 60))
    }

    @Test("A reload through the adapter asks the models' heights only for rows that come into view (UIKit's default estimates)")
    func heightsAskedOnlyOnScreen() {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(CountedHeightModel.self)
        let counter = HeightCounter()
        adapter.data = [Section(items: (0..<100_000).map { _ in CountedHeightModel(counter: counter) })]
        tableView.layoutIfNeeded()
        // 480 / 60 = 8 rows on screen; the table may look at one more below.
        #expect((8...9).contains(counter.count))
        #expect(tableView.indexPathsForVisibleRows?.count == 8)

        tableView.estimatedRowHeight = 0
        tableView.layoutIfNeeded()
        // Exact heights, when the app opts into them: every row is asked.
        #expect(counter.count >= 100_000)
        #expect(tableView.contentSize.height == CGFloat(100_000 * 60))
    }

    @Test("A self-sized row measures the same in a reused cell that last showed a taller row")
    func selfSizedRowsIgnoreTheCellsLastHeight() {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(SizedUserCellModel.self)
        // Every other row 90 high from its model; the rest self-sized (the plain cell's 44).
        adapter.data = [Section(items: (0..<60).map { SizedUserCellModel("\($0)", height: $0.isMultiple(of: 2) ? 90 : nil) })]
        tableView.layoutIfNeeded()
        for _ in 0..<12 {
            tableView.contentOffset.y += tableView.bounds.height
            tableView.layoutIfNeeded()
        }
        let selfSized = stride(from: 1, to: 60, by: 2).map { tableView.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(selfSized == Array(repeating: 44, count: 30))
    }

    @Test("A model's height is asked for the row's width, which inset-grouped tables narrow")
    func heightAskedForRowWidth() {
        let plain = makeTable()
        let insetGrouped = makeTable(style: .insetGrouped)
        let plainAdapter = TableDataAdapter(tableView: plain)
        let insetAdapter = TableDataAdapter(tableView: insetGrouped)
        plain.register(QuarterHeightCellModel.self)
        insetGrouped.register(QuarterHeightCellModel.self)
        plainAdapter.data = [Section(items: [QuarterHeightCellModel()])]
        insetAdapter.data = [Section(items: [QuarterHeightCellModel()])]
        plain.layoutIfNeeded()
        insetGrouped.layoutIfNeeded()

        #expect(plain.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
        #expect(insetGrouped.rectForRow(at: IndexPath(row: 0, section: 0)).height == 70)
    }

    @Test("Header and footer heights come from their models")
    func supplementaryHeightsFromModels() {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(UserCellModel.self, TitleHeaderModel.self)
        adapter.data = [
            Section(
                header: TitleHeaderModel("Friends", height: 50), footer: TitleHeaderModel("end", height: 12),
                items: [UserCellModel(user: User(name: "Harpo"))])
        ]
        #expect(tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(tableView.rectForFooter(inSection: 0) == CGRect(x: 0, y: 94, width: 320, height: 12))
    }

    @Test("A header model without a height gets defaultHeaderFooterHeight (28) when the table's is automatic")
    func defaultHeaderFooterHeight() {
        let tableView = makeTable()
        #expect(tableView.sectionHeaderHeight == UITableView.automaticDimension)
        let adapter = TableDataAdapter(tableView: tableView)
        #expect(adapter.defaultHeaderFooterHeight == 28)
        tableView.register(UserCellModel.self, TitleHeaderModel.self)
        adapter.data = [
            Section(
                header: TitleHeaderModel("Friends"), footer: TitleHeaderModel("end"),
                items: [UserCellModel(user: User(name: "Harpo"))])
        ]
        #expect(tableView.rectForHeader(inSection: 0).height == 28)
        #expect(tableView.rectForFooter(inSection: 0).height == 28)

        adapter.defaultHeaderFooterHeight = 33
        let sameData = adapter.data
        adapter.data = sameData  // the table caches heights; setting data reloads them
        #expect(tableView.rectForHeader(inSection: 0).height == 33)
    }

    @Test("A header model without a height gets the table's sectionHeaderHeight when it is above 0")
    func tableSectionHeaderHeight() {
        let tableView = makeTable(style: .grouped)
        tableView.sectionHeaderHeight = 40
        tableView.sectionFooterHeight = 24
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(UserCellModel.self, TitleHeaderModel.self)
        adapter.data = [
            Section(
                header: TitleHeaderModel("Friends"), footer: TitleHeaderModel("end"),
                items: [UserCellModel(user: User(name: "Harpo"))])
        ]
        #expect(tableView.rectForHeader(inSection: 0).height == 40)
        #expect(tableView.rectForFooter(inSection: 0).height == 24)
    }

    @Test("In the plain style a section without a header model has no header")
    func noHeaderInPlainStyle() throws {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(UserCellModel.self, TitleHeaderModel.self)
        adapter.data = [
            Section(items: [UserCellModel(user: User(name: "Harpo"))]),
            Section(header: TitleHeaderModel("Second"), items: [UserCellModel(user: User(name: "Chico"))]),
        ]
        #expect(tableView.rectForHeader(inSection: 0).height == 0)
        #expect(tableView.rectForFooter(inSection: 0).height == 0)
        #expect(tableView.headerView(forSection: 0) == nil)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        let second = try #require(tableView.headerView(forSection: 1) as? TitleHeaderView)
        #expect(second.titleLabel.text == "Second")
        #expect(tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 44, width: 320, height: 28))
    }

    @Test("Tapping a row whose model is not interactive selects nothing")
    func plainRowsAreNotSelectable() {
        let log = TapLog()
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(UserCellModel.self, TappableCellModel.self)
        adapter.data = [
            Section(items: [
                UserCellModel(user: User(name: "Harpo")), TappableCellModel("tap", selection: { log.record("tap") }),
            ])
        ]
        tableView.layoutIfNeeded()

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(tableView.indexPathsForSelectedRows == nil)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
        #expect(log.events.isEmpty)

        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(log.events == ["tap"])
    }

    @Test("Tapping a selected row in multiple selection runs its deselection handler")
    func deselectionHandlerInMultipleSelection() {
        let log = TapLog()
        let tableView = makeTable()
        tableView.allowsMultipleSelection = true
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(TappableCellModel.self)
        adapter.data = [
            Section(items: [
                TappableCellModel("a", selection: { log.record("select a") }, deselection: { log.record("deselect a") }),
                TappableCellModel("b", selection: { log.record("select b") }, deselection: { log.record("deselect b") }),
            ])
        ]
        tableView.layoutIfNeeded()

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(tableView.indexPathsForSelectedRows?.count == 2)
        tableView.tapRow(at: IndexPath(row: 0, section: 0))

        #expect(log.events == ["select a", "select b", "deselect a"])
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test("In single selection, tapping another row deselects the first through its handler")
    func deselectionHandlerInSingleSelection() {
        let log = TapLog()
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(TappableCellModel.self)
        adapter.data = [
            Section(items: [
                TappableCellModel("a", selection: { log.record("select a") }, deselection: { log.record("deselect a") }),
                TappableCellModel("b", selection: { log.record("select b") }),
            ])
        ]
        tableView.layoutIfNeeded()

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(log.events == ["select a", "deselect a", "select b"])
    }

    @Test("An interactive model without a selection handler is still selectable")
    func interactiveWithoutHandler() {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(TappableCellModel.self)
        adapter.data = [Section(items: [TappableCellModel("quiet")])]
        tableView.layoutIfNeeded()

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    }
}

@Suite("Section")
struct SectionTests {
    @Test("A section has no header, footer or layout values unless given; the kind subscript reads its slots")
    func defaults() {
        let section = Section(items: [BannerCellModel(message: "x")])
        #expect(section.id == nil)
        #expect(section.header == nil)
        #expect(section.footer == nil)
        #expect(section[.header] == nil)
        #expect(section.items.count == 1)
        #expect(section.insets == nil)
        #expect(section.lineSpacing == nil)
        #expect(section.interitemSpacing == nil)

        let titled = Section(id: "friends", header: TitleHeaderModel("Top"), footer: FooterNoteModel(note: "Bottom"))
        #expect((titled[.header] as? TitleHeaderModel)?.title == "Top")
        #expect((titled[.footer] as? FooterNoteModel)?.note == "Bottom")
        #expect(titled.id == AnyHashable("friends"))
    }
}

/// Counts the heights asked of ``CountedHeightModel``s (only ever on the main actor).
private final class HeightCounter: @unchecked Sendable {
    var count = 0
}

/// A 60-point row that counts the times its height is asked.
private struct CountedHeightModel: CellViewModel {
    let counter: HeightCounter
    func height(constrainedBy width: CGFloat) -> CGFloat? {
        counter.count += 1
        return 60
    }
    func setup(cell: UITableViewCell) {}
}
