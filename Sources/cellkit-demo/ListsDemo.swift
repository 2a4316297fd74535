import CellKit

/// The demo's iOS 14 lists: a settings list and a sidebar outline on compositional list
/// layouts, printed before and after a person's taps and swipes.
@MainActor
enum ListsDemo {
    // MARK: Settings list

    /// A settings row: its section and its title (titles are unique).
    struct Setting: Hashable {
        let section: Int
        let title: String
    }

    /// An inset-grouped list: links with disclosure indicators, a single-choice section with a
    /// checkmark, devices that swipe to delete.
    @MainActor
    final class SettingsList {
        static let titles = ["General", "Ringtone", "My Devices"]

        let collectionView: UICollectionView
        private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Setting>!
        var ringtone = "Radar"
        var log: [String] = []

        init() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 520), collectionViewLayout: UICollectionViewFlowLayout())
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                guard let setting = dataSource.itemIdentifier(for: indexPath), setting.section == 2 else { return nil }
                let action = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
                    delete(setting)
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [action])
            }
            collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)

            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { [unowned self] cell, _, setting in
                var content = cell.defaultContentConfiguration()
                content.text = setting.title
                cell.contentConfiguration = content
                switch (setting.section, setting.title) {
                case (0, "Version"): cell.accessories = [.label(text: "16.4")]
                case (1, _): cell.accessories = setting.title == ringtone ? [.checkmark()] : []
                default: cell.accessories = [.disclosureIndicator()]
                }
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { header, _, indexPath in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = Self.titles[indexPath.section]
                header.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, setting in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: setting)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Setting>()
            let rows = [["Wi-Fi", "Bluetooth", "Version"], ["Chime", "Radar", "Signal"], ["AirPods", "Watch"]]
            for (section, titles) in rows.enumerated() {
                snapshot.appendSections([section])
                snapshot.appendItems(titles.map { Setting(section: section, title: $0) }, toSection: section)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        /// Deletes a device from the snapshot, as the swipe action's handler does.
        func delete(_ setting: Setting) {
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([setting])
            dataSource.apply(snapshot)
            log.append("deleted \(setting.title)")
        }

        /// Moves the checkmark to the ringtone at `item`, as the screen's selection handler does.
        func chooseRingtone(at item: Int) {
            guard let chosen = dataSource.itemIdentifier(for: IndexPath(item: item, section: 1)) else { return }
            let previous = Setting(section: 1, title: ringtone)
            ringtone = chosen.title
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems([previous, chosen])
            dataSource.apply(snapshot)
            log.append("chose \(chosen.title)")
        }
    }

    static func settingsList() -> String {
        let screen = SettingsList()
        let collectionView = screen.collectionView
        var output = Appearance.screen(
            "Settings list: inset grouped, supplementary headers, accessories", collectionView)
        screen.chooseRingtone(at: 2)
        output += Appearance.screen("Settings list: chose Signal, the checkmark moved", collectionView)
        let actions = collectionView.swipeItem(at: IndexPath(item: 1, section: 2)) ?? []
        output += "swiped Watch: \(actions.compactMap(\.title).joined(separator: ", "))\n"
        collectionView.tapSwipeAction(at: 0)
        output += Appearance.screen("Settings list: tapped Delete on Watch", collectionView)
        output += "log: \(screen.log.joined(separator: ", "))\n"
        return output
    }

    // MARK: Sidebar outline

    /// A music sidebar: header rows that fold their section away, a folder inside one of them.
    @MainActor
    final class Sidebar {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        static let headers: Set = ["Library", "Playlists"]

        init() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.showsSeparators = false
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let headerCells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = UIListContentConfiguration.sidebarHeader()
                content.text = title
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
            }
            let rowCells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = UIListContentConfiguration.sidebarCell()
                content.text = title
                cell.contentConfiguration = content
                cell.accessories = title == "Focus" ? [.outlineDisclosure()] : []
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, title in
                Self.headers.contains(title)
                    ? collectionView.dequeueConfiguredReusableCell(using: headerCells, for: indexPath, item: title)
                    : collectionView.dequeueConfiguredReusableCell(using: rowCells, for: indexPath, item: title)
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Library", "Playlists"])
            outline.append(["Recently Added", "Artists", "Albums"], to: "Library")
            outline.append(["Road Trip", "Focus"], to: "Playlists")
            outline.append(["Deep Work", "Lo-Fi"], to: "Focus")
            outline.expand(["Library"])
            dataSource.apply(outline, to: 0, animatingDifferences: false)
        }

        /// `title (level n)` for each row shown.
        var levels: String {
            let outline = dataSource.snapshot(for: 0)
            return outline.visibleItems.map { "\($0) (level \(outline.level(of: $0)))" }.joined(separator: ", ") + "\n"
        }
    }

    static func sidebarOutline() -> String {
        let sidebar = Sidebar()
        let collectionView = sidebar.collectionView
        var output = Appearance.screen("Sidebar outline: Library expanded, Playlists collapsed", collectionView)
        collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 4, section: 0))
        output += Appearance.screen("Sidebar outline: tapped the disclosure of Playlists", collectionView)
        collectionView.toggleOutlineItem(at: IndexPath(item: 6, section: 0))
        output += Appearance.screen("Sidebar outline: opened the Focus folder, two levels deep", collectionView)
        output += "levels: " + sidebar.levels
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        output += Appearance.screen("Sidebar outline: tapped the Library header row, which folds it", collectionView)
        return output
    }
}
