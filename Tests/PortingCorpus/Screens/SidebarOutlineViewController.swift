#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A music app's sidebar: header rows that fold their section away, a playlist folder that
/// opens inside one of them, two levels under the headers.
final class SidebarOutlineViewController: UICollectionViewController {
    enum Section { case main }

    /// A row of the sidebar; titles are unique, so they identify the rows.
    struct Item: Hashable {
        enum Kind { case header, folder, destination }

        let title: String
        let symbol: String?
        let kind: Kind

        var isHeader: Bool { kind == .header }

        static func header(_ title: String) -> Item { Item(title: title, symbol: nil, kind: .header) }
        static func folder(_ title: String) -> Item { Item(title: title, symbol: "folder", kind: .folder) }
        static func row(_ title: String, _ symbol: String) -> Item { Item(title: title, symbol: symbol, kind: .destination) }
    }

    static let library = Item.header("Library")
    static let playlists = Item.header("Playlists")
    static let focus = Item.folder("Focus")

    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private(set) var shownDestination: String?

    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.showsSeparators = false
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Music"
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = item.title
            content.image = item.symbol.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
            cell.accessories = item.kind == .folder ? [.outlineDisclosure()] : []
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            if item.isHeader {
                return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: item)
        }

        var outline = NSDiffableDataSourceSectionSnapshot<Item>()
        outline.append([Self.library, Self.playlists])
        outline.append(
            [.row("Recently Added", "clock"), .row("Artists", "music.mic"), .row("Albums", "square.stack")], to: Self.library)
        outline.append([.row("Road Trip", "music.note.list"), Self.focus], to: Self.playlists)
        outline.append([.row("Deep Work", "music.note.list"), .row("Lo-Fi", "music.note.list")], to: Self.focus)
        outline.expand([Self.library])
        dataSource.apply(outline, to: .main, animatingDifferences: false)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath), !item.isHeader else { return }
        shownDestination = item.title
    }

    /// The titles of the rows the outline shows, top to bottom.
    var visibleTitles: [String] { dataSource.snapshot(for: .main).visibleItems.map(\.title) }
}
