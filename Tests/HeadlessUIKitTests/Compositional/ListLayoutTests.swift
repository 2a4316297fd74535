import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// A 320×480 collection view with a list layout of `configuration`, showing list cells with
/// `.cell()`-style text through a diffable data source.
@MainActor
final class ListScreen {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(_ configuration: UICollectionLayoutListConfiguration, sections: [[String]] = [["Wi-Fi", "Bluetooth", "Cellular"]]) {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int, section: Int = 0) -> UICollectionViewListCell {
        collectionView.layoutIfNeeded()
        return collectionView.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
    }

    var shownItems: [String] { dataSource.snapshot().itemIdentifiers }
}

@MainActor
@Suite("List layouts: UICollectionViewCompositionalLayout.list(using:)")
struct ListLayoutTests {
    @Test("A plain list stacks full-width rows, 44 points tall with one line of .cell() text")
    func plain() {
        let screen = ListScreen(UICollectionLayoutListConfiguration(appearance: .plain))
        // Rows of 44 points from the top, the collection view's whole width.
        #expect(screen.cell(0).frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(screen.cell(1).frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(screen.cell(2).frame == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(screen.collectionView.contentSize.height == 132)
        #expect(screen.collectionView.backgroundColor == .systemBackground)
        #expect(screen.cell(0).defaultBackgroundConfiguration() == .listPlainCell())
        #expect(screen.cell(0).defaultContentConfiguration() == .cell())
    }

    @Test("An inset-grouped list insets rows by 20 points and leaves 18-point gaps around header-less sections")
    func insetGrouped() {
        let screen = ListScreen(UICollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [["A", "B"], ["C"]])
        // Section 0: 18 above, rows at 18 and 62, 18 below (ends at 124); section 1's row at 124 + 18 = 142.
        #expect(screen.cell(0).frame == CGRect(x: 20, y: 18, width: 280, height: 44))
        #expect(screen.cell(1).frame == CGRect(x: 20, y: 62, width: 280, height: 44))
        #expect(screen.cell(0, section: 1).frame == CGRect(x: 20, y: 142, width: 280, height: 44))
        #expect(screen.collectionView.contentSize.height == 204)   // 142 + 44 + 18
        #expect(screen.collectionView.backgroundColor == .systemGroupedBackground)
        #expect(screen.cell(0).defaultBackgroundConfiguration() == .listGroupedCell())
    }

    @Test("A grouped list spans the width with the grouped gaps")
    func grouped() {
        let screen = ListScreen(UICollectionLayoutListConfiguration(appearance: .grouped))
        #expect(screen.cell(0).frame == CGRect(x: 0, y: 18, width: 320, height: 44))
        #expect(screen.cell(0).defaultBackgroundConfiguration() == .listGroupedCell())
    }

    @Test("Sidebar lists give their cells the sidebar configurations")
    func sidebar() {
        for appearance in [UICollectionLayoutListConfiguration.Appearance.sidebar, .sidebarPlain] {
            let screen = ListScreen(UICollectionLayoutListConfiguration(appearance: appearance))
            #expect(screen.cell(0).defaultContentConfiguration() == .sidebarCell())
            #expect(screen.cell(0).defaultBackgroundConfiguration() == .listSidebarCell())
        }
    }

    @Test("A configuration's background colour replaces the appearance's")
    func backgroundColor() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .systemPink
        let screen = ListScreen(configuration)
        #expect(screen.collectionView.backgroundColor == .systemPink)
    }

    @Test("List sections mix with other sections in a section provider; only list sections give list appearances")
    func mixed() {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            if section == 0 {
                return .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [NSCollectionLayoutItem(layoutSize: size)])
            return NSCollectionLayoutSection(group: group)
        }
        let screen = ListScreen(UICollectionLayoutListConfiguration(appearance: .plain), sections: [["A"], ["B", "C"]])
        screen.collectionView.collectionViewLayout = layout
        screen.collectionView.reloadData()   // cells learn their section's appearance as they are dequeued
        // Section 0: 18 + 44 + 18 = 80; section 1's two half-width items from y = 80.
        #expect(screen.cell(0).frame == CGRect(x: 20, y: 18, width: 280, height: 44))
        #expect(screen.cell(1, section: 1).frame == CGRect(x: 160, y: 80, width: 160, height: 100))
        #expect(screen.cell(0).defaultBackgroundConfiguration() == .listGroupedCell())
        #expect(screen.cell(0, section: 1).defaultBackgroundConfiguration() == .listPlainCell())
    }
}

/// Swipe actions on a list's items, from the configuration's providers.
@MainActor
@Suite("Swipe actions in lists")
struct ListSwipeTests {
    /// A plain list whose trailing provider gives Delete (removing the item) and Flag (which
    /// completes with `flagPerformed`), and whose leading provider gives nothing for item 0.
    private func swipeScreen(
        log: @escaping (String) -> Void, flagPerformed: Bool = true, fullSwipe: Bool = true
    ) -> ListScreen {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var screen: ListScreen?
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, source, completion in
                log("delete \(indexPath.item) from \(source is UICollectionViewListCell ? "cell" : "elsewhere")")
                guard let screen, let item = screen.dataSource.itemIdentifier(for: indexPath) else { return completion(false) }
                var snapshot = screen.dataSource.snapshot()
                snapshot.deleteItems([item])
                screen.dataSource.apply(snapshot, animatingDifferences: true)
                completion(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                log("flag \(indexPath.item)")
                completion(flagPerformed)
            }
            let swipe = UISwipeActionsConfiguration(actions: [delete, flag])
            swipe.performsFirstActionWithFullSwipe = fullSwipe
            return swipe
        }
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            indexPath.item == 0 ? nil : UISwipeActionsConfiguration(actions: [])
        }
        screen = ListScreen(configuration)
        return screen!
    }

    @Test("A swipe shows the provider's actions; tapping one runs it with the cell and closes the row")
    func swipeAndTap() {
        var log: [String] = []
        let screen = swipeScreen { log.append($0) }
        let collectionView = screen.collectionView
        let actions = collectionView.swipeItem(at: IndexPath(item: 1, section: 0))
        #expect(actions?.map(\.title) == ["Delete", "Flag"])
        #expect(collectionView.swipedItemIndexPath == IndexPath(item: 1, section: 0))
        #expect(screen.cell(1).configurationState.isSwiped)

        collectionView.tapSwipeAction(at: 0)
        #expect(log == ["delete 1 from cell"])
        #expect(screen.shownItems == ["Wi-Fi", "Cellular"])
        #expect(collectionView.swipedItemIndexPath == nil)
        #expect(screen.cell(1).configurationState.isSwiped == false)
    }

    @Test("A completion with false closes the row too, as in UIKit (the action was not performed)")
    func notPerformed() {
        var log: [String] = []
        let screen = swipeScreen(log: { log.append($0) }, flagPerformed: false)
        screen.collectionView.swipeItem(at: IndexPath(item: 2, section: 0))
        screen.collectionView.tapSwipeAction(at: 1)
        #expect(log == ["flag 2"])
        #expect(screen.collectionView.swipedItemIndexPath == nil)
        #expect(screen.shownItems.count == 3)
    }

    @Test("A handler that never calls its completion leaves the row open; a tap on any item closes it")
    func handlerWithoutCompletion() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Later") { _, _, _ in }])
        }
        let screen = ListScreen(configuration)
        screen.collectionView.swipeItem(at: IndexPath(item: 0, section: 0))
        screen.collectionView.tapSwipeAction(at: 0)
        #expect(screen.collectionView.swipedItemIndexPath == IndexPath(item: 0, section: 0))
        screen.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
        #expect(screen.collectionView.swipedItemIndexPath == nil)
        #expect(screen.collectionView.indexPathsForSelectedItems == nil)   // the tap only closed the actions
    }

    @Test("A full swipe performs the first action only when performsFirstActionWithFullSwipe is on")
    func fullSwipe() {
        var log: [String] = []
        let screen = swipeScreen { log.append($0) }
        let performed = screen.collectionView.fullSwipeItem(at: IndexPath(item: 0, section: 0))
        #expect(performed?.title == "Delete")
        #expect(screen.shownItems == ["Bluetooth", "Cellular"])

        let kept = swipeScreen(log: { log.append($0) }, fullSwipe: false)
        #expect(kept.collectionView.fullSwipeItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(kept.collectionView.swipedItemIndexPath == IndexPath(item: 0, section: 0))
    }

    @Test("No provider, a nil configuration or one without actions: the swipe shows nothing")
    func nothingToShow() {
        let screen = swipeScreen { _ in }
        #expect(screen.collectionView.swipeItem(at: IndexPath(item: 0, section: 0), edge: .leading) == nil)
        #expect(screen.collectionView.swipeItem(at: IndexPath(item: 1, section: 0), edge: .leading) == nil)
        let plain = ListScreen(UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(plain.collectionView.swipeItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(plain.collectionView.swipedItemIndexPath == nil)
    }

    @Test("A delete accessory without a handler reveals the trailing swipe actions")
    func deleteAccessory() {
        let screen = swipeScreen { _ in }
        screen.cell(1).accessories = [.delete(displayed: .always)]
        screen.collectionView.tapAccessory(.delete, at: IndexPath(item: 1, section: 0))
        #expect(screen.collectionView.swipedItemIndexPath == IndexPath(item: 1, section: 0))
    }

    @Test("The same swipe flow drives a table: tapSwipeAction and closeSwipe are shared")
    func tableShares() {
        let table = makeTable()
        let delegate = TrailingFlagDelegate()
        let source = RecordingTableSource(rowCounts: [3])
        table.register(TextTableCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = delegate
        table.layoutIfNeeded()
        #expect(table.swipeRow(at: IndexPath(row: 1, section: 0))?.map(\.title) == ["Flag"])
        table.tapSwipeAction(at: 0)
        #expect(delegate.flagged == [1])
        #expect(table.swipedRowIndexPath == nil)
        #expect(delegate.ended == [IndexPath(row: 1, section: 0)])
    }
}

@MainActor
private final class TrailingFlagDelegate: UITableViewDelegate {
    var flagged: [Int] = []
    var ended: [IndexPath?] = []
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
            self.flagged.append(indexPath.row)
            completion(true)
        }])
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { ended.append(indexPath) }
}

@MainActor
@Suite("List headers and footers")
struct ListHeaderTests {
    @Test("A plain list's supplementary header sizes itself from its content above the rows and stays pinned while its section shows")
    func plainPinnedHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let items = (0..<20).map { "Row \($0)" }
        let screen = ListScreen(configuration, sections: [items, ["Last"]])
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.plainHeader()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        screen.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        screen.collectionView.reloadData()
        screen.collectionView.layoutIfNeeded()
        let headerKind = UICollectionView.elementKindSectionHeader
        let first = IndexPath(item: 0, section: 0)
        // The header is estimated at 44 and measured: plainHeader's 6-point margins around one
        // line of 17-point headline text (17 × 1.2 = 20.4): 6 + 20.4 + 6 = 32.4 tall. Rows follow
        // it (no grouped gaps in a plain list).
        let headerFrame = screen.collectionView.supplementaryView(forElementKind: headerKind, at: first)?.frame ?? .zero
        #expect(isClose(headerFrame, CGRect(x: 0, y: 0, width: 320, height: 32.4)))
        #expect(isClose(screen.cell(0).frame.minY, 32.4))
        // Scrolled 100 points: the header sticks to the top of the visible bounds.
        screen.collectionView.contentOffset.y = 100
        screen.collectionView.layoutIfNeeded()
        #expect(screen.collectionView.supplementaryView(forElementKind: headerKind, at: first)?.frame.minY == 100)
    }

    @Test("A grouped list with a header has no top gap; the header is not pinned")
    func groupedHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let screen = ListScreen(configuration, sections: [(0..<20).map { "Row \($0)" }])
        screen.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(
                using: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: kind) { view, _, _ in
                    var content = UIListContentConfiguration.groupedHeader()
                    content.text = "Devices"
                    view.contentConfiguration = content
                },
                for: indexPath)
        }
        screen.collectionView.reloadData()
        screen.collectionView.layoutIfNeeded()
        // The header measures groupedHeader's 16 + 6 points of margins around one line of 13-point
        // footnote text (13 × 1.2 = 15.6): 37.6; rows from 37.6. The section's bottom keeps the
        // 18-point gap (no footer): 37.6 + 20 × 44 + 18 = 935.6.
        #expect(isClose(screen.cell(0).frame, CGRect(x: 0, y: 37.6, width: 320, height: 44)))
        #expect(isClose(screen.collectionView.contentSize.height, 935.6))
        screen.collectionView.contentOffset.y = 100
        screen.collectionView.layoutIfNeeded()
        let header = screen.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header == nil || header?.frame.minY == 0)
    }
}
