import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// A 320-point-wide collection view of 44-point list cells (flow layout), whose cells get
/// the text of their item and the accessories `accessories` gives.
@MainActor
private final class AccessoryScreen: UICollectionViewDataSource {
    let collectionView: UICollectionView
    var items: [String]
    var accessories: (IndexPath) -> [UICellAccessory]
    var configure: (UICollectionViewListCell, IndexPath) -> Void = { _, _ in }

    init(items: [String] = ["Wi-Fi", "Bluetooth", "Cellular"], accessories: @escaping (IndexPath) -> [UICellAccessory]) {
        self.items = items
        self.accessories = accessories
        (collectionView, _) = makeCollection(width: 320, height: 480) { $0.itemSize = CGSize(width: 320, height: 44); $0.minimumLineSpacing = 0 }
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.item]
        cell.contentConfiguration = content
        cell.accessories = accessories(indexPath)
        configure(cell, indexPath)
        return cell
    }

    func cell(_ item: Int) -> UICollectionViewListCell {
        collectionView.layoutIfNeeded()
        return collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! UICollectionViewListCell
    }

    /// The frames of the cell's accessory labels and custom views, by their text (or "view").
    func accessoryFrames(_ item: Int) -> [String: CGRect] {
        let cell = cell(item)
        var frames: [String: CGRect] = [:]
        for view in cell.subviews where view !== cell.contentView && !view.isHidden {
            frames[(view as? UILabel)?.text ?? "view"] = view.frame
        }
        return frames
    }
}

@MainActor
@Suite("UICollectionViewListCell accessories")
struct ListCellAccessoryTests {
    @Test("A trailing accessory takes its standard width from the content view: a disclosure indicator 34 points")
    func disclosureIndicator() {
        let screen = AccessoryScreen { _ in [.disclosureIndicator()] }
        // 320 - 34 = 286 points left for the content.
        #expect(screen.cell(0).contentView.frame == CGRect(x: 0, y: 0, width: 286, height: 44))
        #expect(screen.accessoryFrames(0) == ["›": CGRect(x: 286, y: 0, width: 34, height: 44)])
        #expect(TextRenderer.render(screen.collectionView).contains("[Wi-Fi | ›]"))
    }

    @Test("Trailing accessories keep the array's order from the content to the edge")
    func trailingOrder() {
        let screen = AccessoryScreen { _ in [.checkmark(), .disclosureIndicator()] }
        // Checkmark 40 then disclosure 34 at the edge: 320 - 34 = 286, 286 - 40 = 246.
        #expect(screen.accessoryFrames(0) == [
            "✓": CGRect(x: 246, y: 0, width: 40, height: 44),
            "›": CGRect(x: 286, y: 0, width: 34, height: 44),
        ])
        #expect(screen.cell(0).contentView.frame.width == 246)
    }

    @Test("Editing controls show only while editing, at the leading edge, and push the content in by 38 points")
    func editingControls() {
        let screen = AccessoryScreen { _ in [.delete(), .disclosureIndicator(displayed: .whenNotEditing), .reorder()] }
        #expect(screen.accessoryFrames(0) == ["›": CGRect(x: 286, y: 0, width: 34, height: 44)])
        #expect(screen.cell(0).contentView.frame == CGRect(x: 0, y: 0, width: 286, height: 44))

        screen.collectionView.isEditing = true
        // Delete at 0..<38, reorder 38 wide at the trailing edge, no disclosure.
        #expect(screen.accessoryFrames(0) == [
            "⊖": CGRect(x: 0, y: 0, width: 38, height: 44),
            "│≡": CGRect(x: 282, y: 0, width: 38, height: 44),
        ])
        #expect(screen.cell(0).contentView.frame == CGRect(x: 38, y: 0, width: 244, height: 44))
        #expect(TextRenderer.render(screen.collectionView).contains("[⊖ | Wi-Fi | │≡]"))

        screen.collectionView.isEditing = false
        #expect(screen.accessoryFrames(0) == ["›": CGRect(x: 286, y: 0, width: 34, height: 44)])
    }

    @Test("Indentation moves the leading accessories and the content, or the content only without indentsAccessories")
    func indentation() {
        let screen = AccessoryScreen { _ in [.delete(displayed: .always)] }
        screen.configure = { cell, _ in cell.indentationLevel = 2 }
        screen.collectionView.reloadData()
        // Level 2 × 10 points = 20: the delete control at 20..<58, the content from 58.
        #expect(screen.accessoryFrames(0) == ["⊖": CGRect(x: 20, y: 0, width: 38, height: 44)])
        #expect(screen.cell(0).contentView.frame == CGRect(x: 58, y: 0, width: 262, height: 44))

        screen.cell(0).indentsAccessories = false
        // The control stays at the edge; the content still starts 38 + 20 = 58 points in.
        #expect(screen.accessoryFrames(0) == ["⊖": CGRect(x: 0, y: 0, width: 38, height: 44)])
        #expect(screen.cell(0).contentView.frame.minX == 58)

        screen.cell(0).indentationWidth = 15
        #expect(screen.cell(0).contentView.frame.minX == 68)   // 38 + 2 × 15
    }

    @Test("Reserved widths: custom points, a label's text plus 16, hidden accessories keep their room")
    func reservedWidths() {
        let screen = AccessoryScreen { _ in
            [.label(text: "On"), .checkmark(options: .init(isHidden: true)), .disclosureIndicator(options: .init(reservedLayoutWidth: .custom(50)))]
        }
        let labelWidth = UILabel(text: "On").sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width
        let frames = screen.accessoryFrames(0)
        // From the edge: disclosure 50 (270..<320), hidden checkmark 40 (230..<270), label.
        #expect(frames["›"] == CGRect(x: 270, y: 0, width: 50, height: 44))
        #expect(frames["✓"] == nil)
        #expect(frames["On"] == CGRect(x: 230 - (labelWidth + 16), y: 0, width: labelWidth + 16, height: 44))
        #expect(screen.cell(0).contentView.frame.width == 230 - (labelWidth + 16))
        #expect(TextRenderer.render(screen.collectionView).contains("[Wi-Fi | On | ›]"))
    }

    @Test("A custom view keeps its size, centred in its slot; its placement's position orders it among the side's accessories")
    func customViews() {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let handle = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let screen = AccessoryScreen { _ in
            [
                .delete(displayed: .always),
                .customView(configuration: .init(customView: handle, placement: .leading(at: { _ in 0 }), reservedLayoutWidth: .actual)),
                .disclosureIndicator(),
                .customView(configuration: .init(customView: badge, placement: .trailing())),
            ]
        }
        _ = screen.cell(0)
        // Leading: handle (10 wide, actual) at 0..<10, delete at 10..<48.
        #expect(handle.frame == CGRect(x: 0, y: 7, width: 10, height: 30))
        #expect(screen.accessoryFrames(0)["⊖"] == CGRect(x: 10, y: 0, width: 38, height: 44))
        // Trailing, from the content: badge (24 + 16 = 40) then disclosure (34): 246..<286, centred at 266.
        #expect(badge.frame == CGRect(x: 254, y: 10, width: 24, height: 24))
        #expect(screen.cell(0).contentView.frame == CGRect(x: 48, y: 0, width: 198, height: 44))
    }

    @Test("position(before:) and position(after:) place a custom view next to a system accessory")
    func relativePositions() {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        let check = UICellAccessory.checkmark()
        let screen = AccessoryScreen { _ in
            [check, .disclosureIndicator(),
             .customView(configuration: .init(customView: dot, placement: .trailing(at: UICellAccessory.Placement.position(after: check)),
                                               reservedLayoutWidth: .custom(20)))]
        }
        let frames = screen.accessoryFrames(0)
        // Order checkmark, dot, disclosure: 320 - 34 = 286 (disclosure), 286 - 20 = 266 (dot), 266 - 40 = 226.
        #expect(frames["✓"] == CGRect(x: 226, y: 0, width: 40, height: 44))
        #expect(dot.frame.midX == 276)
        #expect(frames["›"] == CGRect(x: 286, y: 0, width: 34, height: 44))
    }

    @Test("A multiselect circle fills while the cell is selected")
    func multiselect() {
        let screen = AccessoryScreen { _ in [.multiselect()] }
        screen.collectionView.allowsMultipleSelection = true
        screen.collectionView.isEditing = true
        #expect(screen.accessoryFrames(0).keys.sorted() == ["○"])
        screen.collectionView.tapAccessory(.multiselect, at: IndexPath(item: 0, section: 0))
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(screen.accessoryFrames(0).keys.sorted() == ["●"])
    }

    @Test("Accessories go when the cell is reused for an item without them")
    func reuse() {
        let screen = AccessoryScreen { $0.item == 0 ? [.checkmark()] : [] }
        screen.items = ["A"]
        screen.collectionView.reloadData()
        #expect(screen.accessoryFrames(0).keys.sorted() == ["✓"])
        screen.accessories = { _ in [] }
        screen.collectionView.reloadData()
        #expect(screen.accessoryFrames(0).isEmpty)
        #expect(screen.cell(0).contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("Outside a list section, a list cell's defaults are the plain list cell's")
    func defaultsOutsideList() {
        let screen = AccessoryScreen { _ in [] }
        #expect(screen.cell(0).defaultContentConfiguration() == .cell())
        #expect(screen.cell(0).defaultBackgroundConfiguration() == .listPlainCell())
    }
}

@MainActor
@Suite("UICollectionView.tapAccessory(_:at:)")
struct TapAccessoryTests {
    @Test("An accessory's action handler runs on a tap")
    func handlers() {
        var tapped: [String] = []
        let screen = AccessoryScreen { indexPath in
            [.detail { tapped.append("detail \(indexPath.item)") }, .insert(displayed: .always) { tapped.append("insert \(indexPath.item)") }]
        }
        screen.collectionView.tapAccessory(.detail, at: IndexPath(item: 1, section: 0))
        screen.collectionView.tapAccessory(.insert, at: IndexPath(item: 2, section: 0))
        #expect(tapped == ["detail 1", "insert 2"])
        #expect(screen.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("A tap on a disclosure indicator is a tap on the row: it selects the item")
    func disclosureSelects() {
        let screen = AccessoryScreen { _ in [.disclosureIndicator()] }
        screen.collectionView.tapAccessory(.disclosureIndicator, at: IndexPath(item: 2, section: 0))
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("A pop-up menu accessory gives its menu")
    func popUpMenu() {
        let menu = UIMenu(title: "Sort", children: [])
        let screen = AccessoryScreen { _ in [.popUpMenu(menu)] }
        #expect(screen.collectionView.tapAccessory(.popUpMenu, at: IndexPath(item: 0, section: 0)) === menu)
    }

    @Test("Choosing another element of a pop-up menu selects it and calls selectedElementDidChangeHandler; the selected one does not")
    func popUpMenuSelection() {
        var chosen: [String] = []
        let byName = UIAction(title: "Name", state: .on) { chosen.append($0.title) }
        let byDate = UIAction(title: "Date") { chosen.append($0.title) }
        let menu = UIMenu(title: "Sort", options: .singleSelection, children: [byName, byDate])
        var changes: [[UIMenuElement.State]] = []
        let screen = AccessoryScreen { _ in
            [.popUpMenu(menu, selectedElementDidChangeHandler: { changes.append($0.allActions.map(\.state)) })]
        }
        let shown = screen.collectionView.tapAccessory(.popUpMenu, at: IndexPath(item: 0, section: 0))
        shown?.allActions[1].perform()
        // "Date" ran, became the selection, and the handler saw Name off, Date on.
        #expect(chosen == ["Date"])
        #expect(byName.state == .off && byDate.state == .on)
        #expect(changes == [[.off, .on]])
        // Choosing "Date" again runs its handler but changes no selection.
        screen.collectionView.tapAccessory(.popUpMenu, at: IndexPath(item: 0, section: 0))?.allActions[1].perform()
        #expect(chosen == ["Date", "Date"])
        #expect(changes.count == 1)
    }

    @Test("Delete, insert and multiselect fills: the option's background colour fills the control's slot (multiselect only while selected)")
    func controlFills() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let screen = AccessoryScreen { indexPath in
            indexPath.item == 0
                ? [.delete(displayed: .always, options: .init(backgroundColor: red)), .insert(displayed: .always)]
                : [.multiselect(displayed: .always, options: .init(backgroundColor: blue))]
        }
        screen.collectionView.allowsMultipleSelection = true
        func label(_ glyph: String, _ item: Int) -> UILabel? {
            screen.cell(item).subviews.compactMap { $0 as? UILabel }.first { $0.text == glyph }
        }
        #expect(label("⊖", 0)?.backgroundColor == red)
        #expect(label("⊕", 0)?.backgroundColor == nil)   // no fill given: only the glyph
        #expect(label("○", 1)?.backgroundColor == nil)
        screen.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        screen.cell(1).layoutIfNeeded()
        #expect(label("●", 1)?.backgroundColor == blue)
    }

    @Test("A reorder control without its vertical separator draws only ≡")
    func reorderSeparator() {
        let screen = AccessoryScreen { _ in [.reorder(displayed: .always, options: .init(showsVerticalSeparator: false))] }
        #expect(screen.accessoryFrames(0)["≡"] == CGRect(x: 282, y: 0, width: 38, height: 44))
    }

    @Test("A label accessory's body font follows the content size category unless adjustsFontForContentSizeCategory is off")
    func labelDynamicType() {
        let screen = AccessoryScreen { indexPath in
            [.label(text: "On", options: .init(adjustsFontForContentSizeCategory: indexPath.item == 0))]
        }
        screen.collectionView.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        screen.collectionView.layoutIfNeeded()
        let adjusting = screen.cell(0).subviews.compactMap { $0 as? UILabel }.first { $0.text == "On" }
        let fixed = screen.cell(1).subviews.compactMap { $0 as? UILabel }.first { $0.text == "On" }
        // Body is 17 points at the default (large) category; the fixed label keeps it.
        #expect(fixed?.font.pointSize == 17)
        #expect((adjusting?.font.pointSize ?? 0) > 17)
    }

    @Test("A custom view is sized by the cell unless maintainsFixedSize: a label to its text, no taller than the cell")
    func customViewSizing() {
        let sized = UILabel()
        sized.text = "12"   // 2 characters × 8.5 = 17 wide, 17 × 1.2 = 20.4 tall at body size
        let fixed = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        fixed.text = "12"
        let screen = AccessoryScreen(items: ["Sized", "Fixed"]) { indexPath in
            [.customView(configuration: .init(
                customView: indexPath.item == 0 ? sized : fixed, placement: .trailing(), maintainsFixedSize: indexPath.item == 1))]
        }
        _ = screen.cell(0)
        _ = screen.cell(1)
        #expect(sized.frame.size == CGSize(width: 17, height: 20.4))
        #expect(fixed.frame.size == CGSize(width: 50, height: 60))
    }

    @Test("Tapping an accessory that is not shown stops the program and lists those that are")
    func notShown() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let screen = AccessoryScreen { _ in [.delete(), .checkmark()] }
                screen.collectionView.tapAccessory(.delete, at: IndexPath(item: 0, section: 0))
            }
        }
        #expect(standardError(of: result).contains(
            "tapAccessory(_:at:): the cell at {length = 2, path = 0 - 0} shows no delete accessory while not editing; it shows [checkmark]"))
    }
}

/// A two-level outline of list cells with outline disclosures, through a diffable data source.
@MainActor
private final class OutlineListScreen {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(style: UICellAccessory.OutlineDisclosureOptions.Style = .cell, header: Bool = false) {
        (collectionView, _) = makeCollection(width: 320, height: 480) { $0.itemSize = CGSize(width: 320, height: 44); $0.minimumLineSpacing = 0 }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = header ? UIListContentConfiguration.sidebarHeader() : cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: style))]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var section = NSDiffableDataSourceSectionSnapshot<String>()
        section.append(["Fruit", "Vegetables"])
        section.append(["Apple", "Pear"], to: "Fruit")
        section.append(["Red", "Green"], to: "Apple")
        dataSource.apply(section, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    var shownItems: [String] { dataSource.snapshot().itemIdentifiers }

    func cell(_ item: Int) -> UICollectionViewListCell {
        collectionView.layoutIfNeeded()
        return collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! UICollectionViewListCell
    }
}

@MainActor
@Suite("List cells in outlines")
struct OutlineListCellTests {
    @Test("Tapping an outline disclosure expands the item; children take their level as indentation")
    func expandAndIndent() {
        let screen = OutlineListScreen()
        #expect(screen.cell(0).indentationLevel == 0)
        #expect(TextRenderer.render(screen.collectionView).contains("[Fruit | ▸]"))

        screen.collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
        #expect(screen.shownItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(TextRenderer.render(screen.collectionView).contains("[Fruit | ▾]"))
        #expect(screen.cell(1).indentationLevel == 1)
        #expect(screen.cell(1).contentView.frame.minX == 10)   // level 1 × 10 points

        screen.collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 1, section: 0))
        #expect(screen.shownItems == ["Fruit", "Apple", "Red", "Green", "Pear", "Vegetables"])
        #expect(screen.cell(2).indentationLevel == 2)
        #expect(screen.cell(2).contentView.frame.minX == 20)

        // Collapsing the root hides the grandchildren too; a reused cell loses the indentation.
        screen.collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
        #expect(screen.shownItems == ["Fruit", "Vegetables"])
        #expect(screen.cell(1).indentationLevel == 0)
        #expect(screen.cell(1).contentView.frame.minX == 0)
    }

    @Test("In the cell style a tap on the row selects it; in the header style it toggles and selects nothing")
    func tapStyles() {
        let cellStyle = OutlineListScreen(style: .cell)
        cellStyle.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(cellStyle.shownItems == ["Fruit", "Vegetables"])
        #expect(cellStyle.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])

        let headerStyle = OutlineListScreen(style: .header)
        headerStyle.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(headerStyle.shownItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(headerStyle.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("The automatic style is the header style for a header content configuration, the cell style otherwise")
    func automaticStyle() {
        let header = OutlineListScreen(style: .automatic, header: true)
        header.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(header.shownItems == ["Fruit", "Apple", "Pear", "Vegetables"])

        let cell = OutlineListScreen(style: .automatic, header: false)
        cell.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(cell.shownItems == ["Fruit", "Vegetables"])
        #expect(cell.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}
