import CellKit
import CellKitTestSupport
import Foundation
import Testing

/// A settings row in a list cell: its title, accessories and swipe actions, with an identity.
private struct SettingRowModel: CellViewModel, ListCellViewModel, DiffableViewModel, Accessible {
    let title: String
    var rowAccessories: [UICellAccessory] = []
    var onDelete: (@MainActor () -> Void)?

    var differenceIdentifier: String { title }
    func isContentEqual(to source: SettingRowModel) -> Bool { title == source.title }

    var accessibilityIdentifier: String? { "setting" }
    var accessibilityOptions: AccessibilityDisplayOptions { [.section, .row] }

    func setup(cell: UICollectionViewListCell) {
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
    }

    var accessories: [UICellAccessory] { rowAccessories }

    func trailingSwipeActionsConfiguration() -> UISwipeActionsConfiguration? {
        guard let onDelete else { return nil }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                onDelete()
                done(true)
            }
        ])
    }
}

/// A 320×480 collection view driven by a `CollectionDataAdapter` with the adapter's compositional layout.
@MainActor
private func makeListScreen(_ sections: [Section]) -> (UICollectionView, CollectionDataAdapter) {
    let (collectionView, _) = makeCollection(width: 320, height: 480)
    let adapter = CollectionDataAdapter(collectionView: collectionView)
    collectionView.collectionViewLayout = adapter.makeCompositionalLayout()
    collectionView.register(SettingRowModel.self)
    adapter.data = sections
    collectionView.layoutIfNeeded()
    return (collectionView, adapter)
}

@MainActor
private func listCell(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> UICollectionViewListCell? {
    collectionView.layoutIfNeeded()
    return collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
}

@MainActor
@Suite("CellKit on compositional layouts: section layouts, list accessories and swipes, outlines")
struct ListLayoutAdapterTests {
    @Test("A section's layout decides: a list section, a compositional grid, and a plain list for a section without one")
    func sectionLayouts() {
        let grid = SectionLayout.compositional { _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            return NSCollectionLayoutSection(group: .horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
        }
        let (collectionView, adapter) = makeListScreen([
            Section(id: "list", items: [SettingRowModel(title: "Wi-Fi")], layout: .list(.init(appearance: .insetGrouped))),
            Section(id: "grid", items: [SettingRowModel(title: "A"), SettingRowModel(title: "B")], layout: grid),
            Section(id: "plain", items: [SettingRowModel(title: "Z")]),
        ])
        // Inset-grouped: 18 above, the row inset by 20 (280 wide), 44 tall, 18 below → section ends at 80.
        #expect(listCell(collectionView, 0)?.frame == CGRect(x: 20, y: 18, width: 280, height: 44))
        // Grid: two items of 160 × 100 from y 80.
        #expect(listCell(collectionView, 0, section: 1)?.frame == CGRect(x: 0, y: 80, width: 160, height: 100))
        #expect(listCell(collectionView, 1, section: 1)?.frame == CGRect(x: 160, y: 80, width: 160, height: 100))
        // No layout: a plain list row, full width, right after the grid.
        #expect(listCell(collectionView, 0, section: 2)?.frame == CGRect(x: 0, y: 180, width: 320, height: 44))
        #expect(listCell(collectionView, 0)?.defaultBackgroundConfiguration() == .listGroupedCell())
        #expect(listCell(collectionView, 0, section: 2)?.defaultBackgroundConfiguration() == .listPlainCell())
        withExtendedLifetime(adapter) {}
    }

    @Test("A list section with a header model gets a supplementary header")
    func headerModelTurnsOnHeaderMode() {
        let (screen, adapter) = makeListScreen([])
        screen.register(TitleListHeaderModel.self)
        adapter.data = [Section(id: "s", header: TitleListHeaderModel(title: "Network"), items: [SettingRowModel(title: "Wi-Fi")],
                                layout: .list(.init(appearance: .plain)))]
        screen.layoutIfNeeded()
        // Plain list: the header on top, measured from its plainHeader content (6 + 20.4 + 6 = 32.4),
        // the row below it.
        let header = screen.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(isClose(header?.frame ?? .zero, CGRect(x: 0, y: 0, width: 320, height: 32.4)))
        #expect(isClose(listCell(screen, 0)?.frame.minY ?? 0, 32.4))
    }

    @Test("A ListCellViewModel's accessories reach its list cell, and its swipe actions reach the list's swipe")
    func accessoriesAndSwipes() {
        var deleted: [String] = []
        let (collectionView, adapter) = makeListScreen([
            Section(id: "s", items: [
                SettingRowModel(title: "Wi-Fi", rowAccessories: [.disclosureIndicator()], onDelete: { deleted.append("Wi-Fi") }),
                SettingRowModel(title: "Bluetooth", rowAccessories: [.checkmark()]),
            ], layout: .list(.init(appearance: .plain)))
        ])
        #expect(TextRenderer.render(collectionView).contains("[Wi-Fi | ›]"))
        #expect(TextRenderer.render(collectionView).contains("[Bluetooth | ✓]"))
        // The trailing swipe shows the model's Delete; tapping it runs the model's handler.
        let first = IndexPath(item: 0, section: 0)
        #expect(collectionView.swipeItem(at: first, edge: .trailing)?.map(\.title) == ["Delete"])
        collectionView.tapSwipeAction(at: 0)
        #expect(deleted == ["Wi-Fi"])
        // A model without swipe actions: nothing shows.
        #expect(collectionView.swipeItem(at: IndexPath(item: 1, section: 0), edge: .trailing) == nil)
        withExtendedLifetime(adapter) {}
    }

    @Test("A table adapter answers swipes with the row model's actions")
    func tableSwipes() {
        var deleted = 0
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(TableSettingModel.self)
        adapter.data = [Section(items: [TableSettingModel(onDelete: { deleted += 1 })])]
        tableView.layoutIfNeeded()
        #expect(tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)?.map(\.title) == ["Delete"])
        tableView.tapSwipeAction(at: 0)
        #expect(deleted == 1)
        withExtendedLifetime(adapter) {}
    }

    @Test("An outline section shows expanded items' children, indented, and its disclosures expand and collapse them")
    func outline() {
        func folder(_ name: String) -> SettingRowModel { SettingRowModel(title: name) }
        let (collectionView, adapter) = makeListScreen([
            Section(id: "library", outline: [
                OutlineItem(folder("Favorites"), isExpanded: true, children: [
                    OutlineItem(folder("Recents"), children: [OutlineItem(folder("Today")), OutlineItem(folder("Yesterday"))]),
                ]),
                OutlineItem(folder("Shared")),
            ], layout: .list(.init(appearance: .sidebar)))
        ])
        func shown() -> [String] { adapter.data[0].items.map { ($0 as! SettingRowModel).title } }
        #expect(shown() == ["Favorites", "Recents", "Shared"])
        #expect(listCell(collectionView, 0)?.indentationLevel == 0)
        #expect(listCell(collectionView, 1)?.indentationLevel == 1)
        // Parents carry an outline disclosure: ▾ expanded, ▸ collapsed; leaves none.
        let text = TextRenderer.render(collectionView)
        #expect(text.contains("[Favorites | ▾]"))
        #expect(text.contains("[Recents | ▸]"))
        #expect(text.contains("[Shared]"))

        // Tap Recents' disclosure: its two children appear under it, one level deeper.
        collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 1, section: 0))
        #expect(shown() == ["Favorites", "Recents", "Today", "Yesterday", "Shared"])
        #expect(listCell(collectionView, 2)?.indentationLevel == 2)
        #expect(TextRenderer.render(collectionView).contains("[Recents | ▾]"))
        // Children get position-suffixed identifiers like any row.
        #expect(listCell(collectionView, 3)?.accessibilityIdentifier == "setting_0_3")

        // Collapse Favorites: everything under it goes.
        collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
        #expect(shown() == ["Favorites", "Shared"])
        #expect(TextRenderer.render(collectionView).contains("[Favorites | ▸]"))
        // A leaf does not toggle.
        #expect(!adapter.toggleOutlineItem(at: IndexPath(item: 1, section: 0)))
    }

    @Test("Toggling an outline item inside a batch update changes nothing, returns false, and refuses the batch")
    func outlineToggleInsideBatch() {
        let (collectionView, adapter) = makeListScreen([
            Section(id: "library", outline: [
                OutlineItem(SettingRowModel(title: "Favorites"), children: [OutlineItem(SettingRowModel(title: "Recents"))])
            ], layout: .list(.init(appearance: .sidebar)))
        ])
        var toggled = true
        #expect(throws: BatchUpdateError.self) {
            try collectionView.performValidatedBatchUpdates {
                toggled = adapter.toggleOutlineItem(at: IndexPath(item: 0, section: 0))
            }
        }
        #expect(!toggled)
        #expect(adapter.data[0].items.count == 1)
        #expect(TextRenderer.render(collectionView).contains("[Favorites | ▸]"))
        // Outside the batch it toggles.
        #expect(adapter.toggleOutlineItem(at: IndexPath(item: 0, section: 0)))
        #expect(TextRenderer.render(collectionView).contains("[Favorites | ▾]"))
    }

    @Test("Outline cells of plain models (no accessories of their own) keep one disclosure through reuse")
    func outlineReuse() {
        let (collectionView, adapter) = makeListScreen([])
        collectionView.register(PlainFolderModel.self)
        adapter.data = [Section(id: "o", outline: [
            OutlineItem(PlainFolderModel(name: "A"), children: [OutlineItem(PlainFolderModel(name: "A1"))]),
            OutlineItem(PlainFolderModel(name: "B"), children: [OutlineItem(PlainFolderModel(name: "B1"))]),
        ], layout: .list(.init(appearance: .sidebar)))]
        collectionView.layoutIfNeeded()
        // Reload twice: the cells come back from the pool and are readied again.
        adapter.reloadData()
        adapter.reloadData()
        let disclosures = (0..<2).map { item in
            listCell(collectionView, item)?.accessories.filter { $0.accessoryType == .outlineDisclosure }.count
        }
        #expect(disclosures == [1, 1])
        collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 1, section: 0))
        // B expanded (no identities to diff: the list reloads): A, B, B1; the leaf B1 has no disclosure.
        #expect(adapter.data[0].items.count == 3)
        #expect(listCell(collectionView, 2)?.accessories.isEmpty == true)
        #expect(TextRenderer.render(collectionView).contains("[B | ▾]"))
    }

    @Test("Cells of an orthogonal section get their identifiers as they come on screen while it scrolls")
    func orthogonalIdentifiers() {
        let carousel = SectionLayout.compositional { _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let section = NSCollectionLayoutSection(group: .horizontal(
                layoutSize: .init(widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item]))
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        let (collectionView, adapter) = makeListScreen([
            Section(id: "c", items: (0..<10).map { SettingRowModel(title: "Card \($0)") }, layout: carousel)
        ])
        // 320 wide: cards 0 and 1 (0..<200, 200..<400) show.
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1])
        // Scrolled 1,000 points sideways: cards 5 (1000..<1200) and 6 show, with their own identifiers.
        collectionView.setOrthogonalContentOffset(1000, inSection: 0)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == [5, 6])
        #expect(listCell(collectionView, 5)?.accessibilityIdentifier == "setting_0_5")
        withExtendedLifetime(adapter) {}
    }
}

/// A folder in a list cell, with no list-cell accessories of its own and no identity.
private struct PlainFolderModel: CellViewModel {
    let name: String
    func setup(cell: UICollectionViewListCell) {
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
    }
}

/// A plain header for list sections.
private struct TitleListHeaderModel: SupplementaryViewModel {
    let title: String
    func setup(view: UICollectionViewListCell) {
        var content = UIListContentConfiguration.plainHeader()
        content.text = title
        view.contentConfiguration = content
    }
}

/// A table row whose trailing swipe offers Delete.
private struct TableSettingModel: CellViewModel, ListCellViewModel {
    var onDelete: @MainActor () -> Void
    func setup(cell: UITableViewCell) { cell.textLabel?.text = "Row" }
    func trailingSwipeActionsConfiguration() -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
            onDelete()
            done(true)
        }])
    }
}
