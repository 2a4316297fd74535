import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// Compositional lists: the five iOS 14 list screens of issue 15 (a symbol list with a custom
// content view, a settings list with accessories and swipe-to-delete, a photo grid with
// fractional sizes, a carousel under a list, a sidebar outline). Every window is 390 × 844.

@MainActor
@Suite("SymbolListViewController")
struct SymbolListViewControllerTests {
    static func cell(_ vc: SymbolListViewController, _ item: Int) throws -> SymbolListCell {
        vc.collectionView.layoutIfNeeded()
        return try #require(vc.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? SymbolListCell)
    }

    static func contentView(_ cell: SymbolListCell) throws -> SymbolListContentView {
        try #require(cell.contentView as? SymbolListContentView)
    }

    @Test("An inset-grouped list of symbol cells, each measured by its custom content view")
    func layout() throws {
        let vc = SymbolListViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(collectionView.numberOfItems(inSection: 0) == 6)
        // Row height: 8 + 24 (symbol) + 4 + 18 (15-point text: 1.2 × 15) + 8 = 62.
        // Inset grouped: 20 points in from each side (390 - 40 = 350 wide), 18 points above the
        // first row; row i at 18 + 62 i.
        let frames = try (0..<6).map { try Self.cell(vc, $0).frame }
        #expect(frames == (0..<6).map { CGRect(x: 20, y: 18 + 62 * CGFloat($0), width: 350, height: 62) })
        // 18 + 6 × 62 + 18 below the section.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 408))
        #expect(collectionView.backgroundColor == .systemGroupedBackground)

        let star = try Self.contentView(Self.cell(vc, 0))
        #expect(star.nameLabel.text == "star")
        #expect(star.symbolView.image == UIImage(systemName: "star"))
        // The content view fills the cell (no accessories): symbol centred, (350 - 24) / 2 = 163.
        #expect(star.symbolView.frame == CGRect(x: 163, y: 8, width: 24, height: 24))
        #expect(star.nameLabel.frame == CGRect(x: 0, y: 36, width: 350, height: 18))
        #expect(TextRenderer.render(collectionView).contains("[bolt]"))
        _ = window
    }

    @Test("Selecting a cell turns its text red and heavy, tints its symbol and gives its own background; deselecting restores the defaults")
    func selection() throws {
        let vc = SymbolListViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        let heart = try Self.cell(vc, 1)
        let plain = try Self.contentView(heart)
        #expect(plain.nameLabel.textColor == .label)
        #expect(plain.nameLabel.font == .systemFont(ofSize: 15, weight: .regular))
        #expect(plain.symbolView.tintColor == heart.tintColor)   // inherited, not its own

        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        collectionView.layoutIfNeeded()
        #expect(vc.selectionLog == ["heart"])
        #expect(heart.isSelected)
        // The same content view, given a new configuration (same type: updated in place).
        let selected = try Self.contentView(heart)
        #expect(selected === plain)
        #expect(selected.nameLabel.textColor == .systemRed)
        #expect(selected.nameLabel.font == .systemFont(ofSize: 15, weight: .heavy))
        #expect(selected.symbolView.tintColor == .systemRed)
        #expect(heart.backgroundConfiguration?.backgroundColor == SymbolListCell.selectedBackgroundColor)
        // The neighbours keep the defaults.
        #expect(try Self.contentView(Self.cell(vc, 0)).nameLabel.textColor == .label)

        // Another tap selects another row (single selection): the first returns to the defaults.
        collectionView.tapItem(at: IndexPath(item: 3, section: 0))
        collectionView.layoutIfNeeded()
        #expect(vc.selectionLog == ["heart", "cloud"])
        #expect(!heart.isSelected)
        #expect(plain.nameLabel.textColor == .label)
        #expect(plain.nameLabel.font == .systemFont(ofSize: 15, weight: .regular))
        // No tint of its own: the symbol takes the cell's (inherited) tint again.
        #expect(plain.symbolView.tintColor == heart.tintColor)
        #expect(heart.backgroundConfiguration?.backgroundColor != SymbolListCell.selectedBackgroundColor)
        #expect(try Self.contentView(Self.cell(vc, 3)).nameLabel.textColor == .systemRed)
        _ = window
    }
}

@MainActor
@Suite("SettingsListViewController")
struct SettingsListViewControllerTests {
    static let headerKind = UICollectionView.elementKindSectionHeader

    static func texts(_ vc: SettingsListViewController, section: Int) -> [String?] {
        let collectionView = vc.collectionView!
        collectionView.layoutIfNeeded()
        return (0..<collectionView.numberOfItems(inSection: section)).map { item in
            let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
            return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    static func accessories(_ vc: SettingsListViewController, section: Int) -> [[UICellAccessory.AccessoryType]] {
        let collectionView = vc.collectionView!
        collectionView.layoutIfNeeded()
        return (0..<collectionView.numberOfItems(inSection: section)).map { item in
            let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
            return cell?.accessories.map(\.accessoryType) ?? []
        }
    }

    @Test("Supplementary headers above inset-grouped rows; accessories drawn by the text renderer")
    func layout() throws {
        let vc = SettingsListViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        #expect(collectionView.numberOfSections == 3)
        // Each section: a header estimated at 44 that sizes itself to its groupedHeader content
        // (16 + 6 points of margins around one line of 13-point footnote text, 13 × 1.2 = 15.6:
        // 37.6), three 44-point rows, 18 points below (no footer). Section s starts at
        // s × (37.6 + 3 × 44 + 18) = 187.6 s.
        for section in 0..<3 {
            let top = 187.6 * CGFloat(section)
            let header = collectionView.supplementaryView(forElementKind: Self.headerKind, at: IndexPath(item: 0, section: section))
            // Headers follow the section's content insets: 20 in from both sides, 350 wide.
            #expect(isClose(header?.frame ?? .zero, CGRect(x: 20, y: top, width: 350, height: 37.6)))
            for item in 0..<3 {
                let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section))
                #expect(isClose(cell?.frame ?? .zero, CGRect(x: 20, y: top + 37.6 + 44 * CGFloat(item), width: 350, height: 44)))
            }
        }
        #expect(isClose(collectionView.contentSize.height, 562.8))   // 3 × 187.6
        let general = try #require(
            collectionView.supplementaryView(forElementKind: Self.headerKind, at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect((general.contentConfiguration as? UIListContentConfiguration)?.text == "General")

        let render = TextRenderer.render(collectionView)
        #expect(render.contains("[Wi-Fi | ›]"))
        #expect(render.contains("[Bluetooth | ›]"))
        #expect(render.contains("[Version | 16.4]"))
        #expect(render.contains("[Radar | ✓]"))
        #expect(render.contains("[Chime]"))
        #expect(render.contains("[AirPods | ›]"))
        #expect(render.contains("GENERAL"))   // grouped headers show their text in upper case
        _ = window
    }

    @Test("The disclosure and value rows: the accessory is part of the row, a tap on it opens the page")
    func disclosure() throws {
        let vc = SettingsListViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        // Wi-Fi: 350 wide, the disclosure indicator's 34 points at the trailing edge.
        let wifi = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(wifi.contentView.frame == CGRect(x: 0, y: 0, width: 316, height: 44))
        collectionView.tapAccessory(.disclosureIndicator, at: IndexPath(item: 0, section: 0))
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(vc.openedPages == ["Wi-Fi", "Bluetooth"])
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
        // Version refuses selection (shouldSelectItemAt).
        collectionView.tapItem(at: IndexPath(item: 2, section: 0))
        #expect(vc.openedPages == ["Wi-Fi", "Bluetooth"])
        _ = window
    }

    @Test("Selecting a ringtone moves the checkmark to it")
    func checkmark() {
        let vc = SettingsListViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        #expect(Self.accessories(vc, section: 1) == [[], [.checkmark], []])
        collectionView.tapItem(at: IndexPath(item: 2, section: 1))
        collectionView.layoutIfNeeded()
        #expect(vc.selectedRingtone == "Signal")
        #expect(Self.accessories(vc, section: 1) == [[], [], [.checkmark]])
        #expect(TextRenderer.render(collectionView).contains("[Signal | ✓]"))
        #expect(TextRenderer.render(collectionView).contains("[Radar]"))
        collectionView.tapAccessory(.checkmark, at: IndexPath(item: 2, section: 1))   // tapping the chosen one keeps it
        collectionView.tapItem(at: IndexPath(item: 0, section: 1))
        collectionView.layoutIfNeeded()
        #expect(Self.accessories(vc, section: 1) == [[.checkmark], [], []])
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
        _ = window
    }

    @Test("Swipe a device, tap Delete: the item leaves the snapshot and the row closes")
    func swipeToDelete() throws {
        let vc = SettingsListViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        // Only devices have trailing actions.
        #expect(collectionView.swipeItem(at: IndexPath(item: 0, section: 0)) == nil)
        let actions = try #require(collectionView.swipeItem(at: IndexPath(item: 1, section: 2)))
        #expect(actions.map(\.title) == ["Delete"])
        #expect(actions.first?.style == .destructive)
        #expect(collectionView.swipedItemIndexPath == IndexPath(item: 1, section: 2))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 2))?.configurationState.isSwiped == true)

        collectionView.tapSwipeAction(at: 0)
        collectionView.layoutIfNeeded()
        #expect(vc.deletedDevices == ["Watch"])
        #expect(collectionView.swipedItemIndexPath == nil)
        #expect(collectionView.numberOfItems(inSection: 2) == 2)
        #expect(Self.texts(vc, section: 2) == ["AirPods", "iPad"])
        #expect(vc.dataSource.snapshot().itemIdentifiers(inSection: .devices).map(\.title) == ["AirPods", "iPad"])
        // iPad moved up a row: section 2 starts at 2 × 187.6 = 375.2, so 375.2 + 37.6 + 44 = 456.8;
        // the content ends 44 sooner (562.8 - 44 = 518.8).
        #expect(isClose(collectionView.cellForItem(at: IndexPath(item: 1, section: 2))?.frame ?? .zero,
                        CGRect(x: 20, y: 456.8, width: 350, height: 44)))
        #expect(isClose(collectionView.contentSize.height, 518.8))
        #expect(!TextRenderer.render(collectionView).contains("Watch"))
        _ = window
    }
}

@MainActor
@Suite("PhotoGridCompositionalViewController")
struct PhotoGridCompositionalViewControllerTests {
    static let headerKind = UICollectionView.elementKindSectionHeader

    @Test("Items a third of the width, square groups, 1-point insets around each photo, headers above each album")
    func frames() throws {
        let vc = PhotoGridCompositionalViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        #expect(collectionView.numberOfSections == 2)
        #expect((0..<2).map { collectionView.numberOfItems(inSection: $0) } == [7, 5])
        // Group: 390 wide (fractionalWidth 1) × 130 tall (fractionalWidth 1/3 = 390 / 3).
        // Item slot: 130 × 130 (a third of the group's width, all of its height); the 1-point
        // content insets shrink each photo to 128 × 128, 1 point into its slot.
        // Section 0: header 0..<44, rows of groups at 44, 174, 304 (7 items: 3 + 3 + 1).
        func expected(_ item: Int, sectionTop: CGFloat) -> CGRect {
            CGRect(x: 130 * CGFloat(item % 3) + 1, y: sectionTop + 44 + 130 * CGFloat(item / 3) + 1, width: 128, height: 128)
        }
        let frames = (0..<7).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == (0..<7).map { expected($0, sectionTop: 0) })
        #expect(frames[4] == CGRect(x: 131, y: 175, width: 128, height: 128))
        // Section 1 starts where section 0's three groups end: 44 + 3 × 130 = 434.
        let header1 = collectionView.supplementaryView(forElementKind: Self.headerKind, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame == CGRect(x: 0, y: 434, width: 390, height: 44))
        #expect((header1 as? PhotoGridCompositionalHeader)?.label.text == "Favorites")
        let frames1 = (0..<5).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame }
        #expect(frames1 == (0..<5).map { expected($0, sectionTop: 434) })
        // 434 + 44 + 2 × 130 = 738.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 738))

        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoGridCompositionalCell)
        #expect(cell.label.text == "R3")
        #expect(cell.imageView.frame == CGRect(x: 0, y: 0, width: 128, height: 128))
        let render = TextRenderer.render(collectionView)
        #expect(render.contains("[R1] [R2] [R3]"))
        #expect(render.contains("-- Recents"))
        _ = window
    }

    @Test("The pinned header stays at the top of the visible bounds, never past its album's end")
    func pinnedHeader() {
        let vc = PhotoGridCompositionalViewController(albums: [
            .init(title: "Recents", photoCount: 30), .init(title: "Favorites", photoCount: 30),
        ])
        let window = present(vc)
        let collectionView = vc.collectionView!
        let header0 = IndexPath(item: 0, section: 0)
        // Section 0: 44 + 10 groups × 130 = 1344; section 1 from 1344.
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: Self.headerKind, at: header0)?.frame.minY == 500)
        let headerLine = TextRenderer.render(collectionView).split(separator: "\n").first { $0.contains("header 0") }
        #expect(headerLine?.contains("(0, 500, 390, 44)") == true)
        #expect(headerLine?.hasSuffix("[pinned]") == true)
        // Scrolled back to the top, the header is at its own place: not pinned.
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: Self.headerKind, at: header0)?.frame.minY == 0)
        #expect(!TextRenderer.render(collectionView).contains("[pinned]"))
        // At 1320 the header would end at 1364, past its content's end (1344): it stops at 1300.
        collectionView.contentOffset = CGPoint(x: 0, y: 1320)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: Self.headerKind, at: header0)?.frame.minY == 1300)
        #expect(
            collectionView.supplementaryView(forElementKind: Self.headerKind, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 1344, width: 390, height: 44))
        _ = window
    }
}

@MainActor
@Suite("CarouselUnderListViewController")
struct CarouselUnderListViewControllerTests {
    static func cardFrame(_ vc: CarouselUnderListViewController, _ item: Int) -> CGRect? {
        vc.collectionView.cellForItem(at: IndexPath(item: item, section: 1))?.frame
    }

    static func visibleCards(_ vc: CarouselUnderListViewController) -> [Int] {
        vc.collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item).sorted()
    }

    @Test("A plain list section, then a carousel of cards 0.8 of the width under it")
    func layout() throws {
        let vc = CarouselUnderListViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        // List: three 44-point rows from the top, edge to edge (plain: no gaps, no insets).
        let rows = (0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(rows == [
            CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 44),
            CGRect(x: 0, y: 88, width: 390, height: 44),
        ])
        #expect(TextRenderer.render(collectionView).contains("[Redeem Gift Card | ›]"))
        // Carousel: from 132, 20 points of inset, cards 0.8 × 390 = 312 wide and 180 tall,
        // 10 apart: card k at x = 322 k. Cards 0 (0..<312) and 1 (322..<634) show.
        #expect(Self.cardFrame(vc, 0) == CGRect(x: 0, y: 152, width: 312, height: 180))
        #expect(Self.cardFrame(vc, 1) == CGRect(x: 322, y: 152, width: 312, height: 180))
        #expect(Self.visibleCards(vc) == [0, 1])
        // The section scrolls sideways, so it is one row tall: 132 + 20 + 180 + 20 = 352.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 352))
        #expect(collectionView.orthogonalContentOffset(inSection: 1) == 0)
        #expect(vc.cardConfigurations.map(\.title) == ["Maps", "Notes"])
        _ = window
    }

    @Test("Paging by groups: a drag rests on a card's leading edge; cards leaving are reused for the cards arriving")
    func paging() throws {
        let vc = CarouselUnderListViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        let firstCells = Set(vc.cardConfigurations.map(\.cell))
        #expect(firstCells.count == 2)

        // A drag to 200 with no velocity rests on the nearest group: 200 / 322 ≈ 0.62 → group 1, 322.
        #expect(collectionView.scrollSectionByUser(1, toProposedOffset: 200, velocity: 0) == 322)
        #expect(collectionView.orthogonalContentOffset(inSection: 1) == 322)
        // Card 1 at 322 - 322 = 0, card 2 at 644 - 322 = 322; card 0 (at -322) left the screen.
        #expect(Self.cardFrame(vc, 1) == CGRect(x: 0, y: 152, width: 312, height: 180))
        #expect(Self.cardFrame(vc, 2) == CGRect(x: 322, y: 152, width: 312, height: 180))
        #expect(Self.visibleCards(vc) == [1, 2])
        #expect(TextRenderer.render(collectionView).contains("[Notes] [Books]"))
        // Books was configured in the cell that showed Maps.
        #expect(vc.cardConfigurations.map(\.title) == ["Maps", "Notes", "Books"])
        #expect(vc.cardConfigurations[2].cell == vc.cardConfigurations[0].cell)

        // Forwards with velocity from 400: 400 / 322 ≈ 1.24, rounded up → group 2, 644.
        #expect(collectionView.scrollSectionByUser(1, toProposedOffset: 400, velocity: 1) == 644)
        #expect(Self.visibleCards(vc) == [2, 3])

        // The last group would rest at 7 × 322 = 2254; the content is 8 × 312 + 7 × 10 = 2566
        // wide, so the offset stops at 2566 - 390 = 2176: card 7 at 2254 - 2176 = 78.
        #expect(collectionView.scrollSectionByUser(1, toProposedOffset: 5000, velocity: 2) == 2176)
        #expect(Self.cardFrame(vc, 7) == CGRect(x: 78, y: 152, width: 312, height: 180))
        #expect(Self.cardFrame(vc, 6) == CGRect(x: 1932 - 2176, y: 152, width: 312, height: 180))
        #expect(Self.visibleCards(vc) == [6, 7])
        // However far it went, the carousel never had more than two cells on screen, plus
        // one: the engine enqueues the cells that leave before it dequeues those that arrive.
        #expect(Set(vc.cardConfigurations.map(\.cell)).count <= 3)
        // The list above did not move.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        _ = window
    }
}

@MainActor
@Suite("SidebarOutlineViewController")
struct SidebarOutlineViewControllerTests {
    static func cell(_ vc: SidebarOutlineViewController, _ item: Int) throws -> UICollectionViewListCell {
        vc.collectionView.layoutIfNeeded()
        return try #require(vc.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
    }

    @Test("Library open, Playlists closed: headers with outline disclosures, children indented one level")
    func initial() throws {
        let vc = SidebarOutlineViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        #expect(vc.visibleTitles == ["Library", "Recently Added", "Artists", "Albums", "Playlists"])
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        let library = try Self.cell(vc, 0)
        #expect(library.accessories.map(\.accessoryType) == [.outlineDisclosure])
        #expect(library.isExpanded)
        #expect(library.indentationLevel == 0)
        #expect(try Self.cell(vc, 4).isExpanded == false)
        let artists = try Self.cell(vc, 2)
        #expect(artists.indentationLevel == 1)
        #expect(artists.accessories.isEmpty)
        // Sidebar: rows 20 in from each side (350 wide); the level-1 row's content starts one
        // indentation step (10 points) in.
        #expect(artists.frame.minX == 20)
        #expect(artists.frame.width == 350)
        #expect(artists.contentView.frame.minX == 10)
        #expect(library.contentView.frame.minX == 0)
        // Heights: a sidebar header is 12 + 20.4 (17-point headline × 1.2) + 6 = 38.4 tall; a
        // sidebar cell with a symbol 11.8 + 24 (the symbol, taller than the 20.4 of body text)
        // + 11.8 = 47.6. From 18 (the sidebar's top gap): 18, 56.4, 104, 151.6, 199.2.
        let tops = try (0..<5).map { try Self.cell(vc, $0).frame.minY }
        let heights = try (0..<5).map { try Self.cell(vc, $0).frame.height }
        #expect(zip(tops, [18, 56.4, 104, 151.6, 199.2]).allSatisfy { abs($0 - $1) < 0.001 })
        #expect(zip(heights, [38.4, 47.6, 47.6, 47.6, 38.4]).allSatisfy { abs($0 - $1) < 0.001 })
        // 199.2 + 38.4 + 18 below.
        #expect(abs(collectionView.contentSize.height - 255.6) < 0.001)
        let render = TextRenderer.render(collectionView)
        #expect(render.contains("[Library | ▾]"))
        #expect(render.contains("[Playlists | ▸]"))
        #expect(render.contains("[Artists]"))
        _ = window
    }

    @Test("Expanding Playlists, then its Focus folder: two levels under the header, deeper indents")
    func expandTwoLevels() throws {
        let vc = SidebarOutlineViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 4, section: 0))
        collectionView.layoutIfNeeded()
        #expect(vc.visibleTitles == ["Library", "Recently Added", "Artists", "Albums", "Playlists", "Road Trip", "Focus"])
        #expect(try Self.cell(vc, 4).isExpanded)
        let focus = try Self.cell(vc, 6)
        #expect(focus.indentationLevel == 1)
        #expect(focus.accessories.map(\.accessoryType) == [.outlineDisclosure])
        #expect(TextRenderer.render(collectionView).contains("[Focus | ▸]"))

        #expect(collectionView.toggleOutlineItem(at: IndexPath(item: 6, section: 0)))
        collectionView.layoutIfNeeded()
        #expect(vc.visibleTitles.suffix(3) == ["Focus", "Deep Work", "Lo-Fi"])
        #expect(collectionView.numberOfItems(inSection: 0) == 9)
        let lofi = try Self.cell(vc, 8)
        #expect(lofi.indentationLevel == 2)
        // Level 2 × 10 points.
        #expect(lofi.contentView.frame.minX == 20)
        #expect(vc.dataSource.snapshot(for: .main).level(of: .row("Lo-Fi", "music.note.list")) == 2)
        #expect(vc.dataSource.snapshot(for: .main).parent(of: .row("Lo-Fi", "music.note.list")) == SidebarOutlineViewController.focus)
        #expect(TextRenderer.render(collectionView).contains("[Focus | ▾]"))

        collectionView.tapItem(at: IndexPath(item: 7, section: 0))
        #expect(vc.shownDestination == "Deep Work")
        _ = window
    }

    @Test("Collapsing a header hides everything under it; a tap on a header row toggles it too")
    func collapse() throws {
        let vc = SidebarOutlineViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
        collectionView.layoutIfNeeded()
        #expect(vc.visibleTitles == ["Library", "Playlists"])
        #expect(TextRenderer.render(collectionView).contains("[Library | ▸]"))
        // Header style: tapping anywhere on the row expands it, without selecting it.
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        collectionView.layoutIfNeeded()
        #expect(vc.visibleTitles == ["Library", "Playlists", "Road Trip", "Focus"])
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
        #expect(vc.shownDestination == nil)

        // Open Focus, fold Playlists, unfold it: Focus kept its expansion, and its cell says so.
        collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 3, section: 0))
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        collectionView.layoutIfNeeded()
        #expect(vc.visibleTitles == ["Library", "Playlists"])
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        collectionView.layoutIfNeeded()
        #expect(vc.visibleTitles == ["Library", "Playlists", "Road Trip", "Focus", "Deep Work", "Lo-Fi"])
        #expect(try Self.cell(vc, 3).isExpanded)
        #expect(TextRenderer.render(collectionView).contains("[Focus | ▾]"))
        _ = window
    }
}
