#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A settings screen on an inset-grouped list: links with disclosure indicators and a value
/// label, a single-choice ringtone section whose checkmark follows the selection, and paired
/// devices that swipe to delete.
final class SettingsListViewController: UICollectionViewController {
    enum Section: Int, CaseIterable {
        case general, ringtone, devices

        var title: String {
            switch self {
            case .general: return "General"
            case .ringtone: return "Ringtone"
            case .devices: return "My Devices"
            }
        }
    }

    struct Item: Hashable {
        let section: Section
        let title: String
    }

    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private(set) var selectedRingtone = "Radar"
    private(set) var openedPages: [String] = []
    private(set) var deletedDevices: [String] = []

    static let versionNumber = "16.4"

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        collectionView.collectionViewLayout = createLayout()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = self.dataSource.itemIdentifier(for: indexPath), item.section == .devices else {
                return nil
            }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                self?.deleteDevice(item)
                completion(true)
            }
            delete.image = UIImage(systemName: "trash")
            return UISwipeActionsConfiguration(actions: [delete])
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { [weak self] cell, _, item in
            guard let self else { return }
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            switch item.section {
            case .general:
                if item.title == "Version" {
                    cell.accessories = [.label(text: Self.versionNumber)]
                } else {
                    cell.accessories = [.disclosureIndicator()]
                }
            case .ringtone:
                cell.accessories = item.title == self.selectedRingtone ? [.checkmark()] : []
            case .devices:
                cell.accessories = [.disclosureIndicator()]
            }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Version"].map { Item(section: .general, title: $0) }, toSection: .general)
        snapshot.appendItems(["Chime", "Radar", "Signal"].map { Item(section: .ringtone, title: $0) }, toSection: .ringtone)
        snapshot.appendItems(["AirPods", "Watch", "iPad"].map { Item(section: .devices, title: $0) }, toSection: .devices)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func deleteDevice(_ item: Item) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([item])
        dataSource.apply(snapshot, animatingDifferences: true)
        deletedDevices.append(item.title)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        switch item.section {
        case .general, .devices:
            openedPages.append(item.title)
        case .ringtone:
            let previous = Item(section: .ringtone, title: selectedRingtone)
            selectedRingtone = item.title
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems(previous == item ? [item] : [previous, item])
            dataSource.apply(snapshot, animatingDifferences: true)
        }
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        dataSource.itemIdentifier(for: indexPath)?.title != "Version"
    }
}
