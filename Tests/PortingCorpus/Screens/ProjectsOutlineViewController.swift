#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A projects sidebar in a flow-layout collection view: folders from a section snapshot that a
/// person expands and collapses, the "Pinned" folder kept open, an archive loaded lazily when
/// it opens, and a context menu on every row.
final class ProjectsOutlineViewController: UICollectionViewController {
    enum Section { case main }

    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private(set) var expansionLog: [String] = []
    private(set) var loadedArchive = false

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Projects"
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            var content = UIListContentConfiguration.cell()
            content.text = item
            content.image = UIImage(systemName: item.hasSuffix("/") ? "folder" : "doc")
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in item != "Pinned/" }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in self?.expansionLog.append("open \(item)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in self?.expansionLog.append("close \(item)") }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { [weak self] parent, children in
            guard parent == "Archive/", children.items.isEmpty else { return children }
            self?.loadedArchive = true
            var loaded = NSDiffableDataSourceSectionSnapshot<String>()
            loaded.append(["2021 Report", "2022 Report"])
            return loaded
        }

        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Pinned/", "Work/", "Archive/"])
        outline.append(["Roadmap"], to: "Pinned/")
        outline.append(["Budget", "Hiring Plan"], to: "Work/")
        outline.expand(["Pinned/"])
        dataSource.apply(outline, to: .main, animatingDifferences: false)
    }

    override func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let item = dataSource.itemIdentifier(for: indexPath), !item.hasSuffix("/") else { return nil }
        return UIContextMenuConfiguration(identifier: item as NSString, previewProvider: nil) { _ in
            UIMenu(title: item, children: [
                UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { _ in },
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
            ])
        }
    }

    var visibleItems: [String] { dataSource.snapshot().itemIdentifiers }
}

extension ProjectsOutlineViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }
}
