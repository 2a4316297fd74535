#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A store front from a section provider: a plain list of shortcuts, then a carousel of
/// featured apps that pages sideways one card at a time under it.
final class CarouselUnderListViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case shortcuts, featured
    }

    static let shortcuts = ["Updates", "Purchased", "Redeem Gift Card"]
    static let featured = ["Maps", "Notes", "Books", "Music", "Photos", "Weather", "Stocks", "Clock"]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    /// The cards the carousel has configured, one entry per configuration, with the cell used.
    private(set) var cardConfigurations: [(title: String, cell: ObjectIdentifier)] = []

    override func loadView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.backgroundColor = .systemBackground
        view = collectionView
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            switch section {
            case .shortcuts:
                let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            case .featured:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
                return section
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Store"
        let shortcutRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let cardRegistration = UICollectionView.CellRegistration<CarouselUnderListCardCell, String> { [weak self] cell, _, title in
            cell.titleLabel.text = title
            self?.cardConfigurations.append((title, ObjectIdentifier(cell)))
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            switch Section(rawValue: indexPath.section) {
            case .featured:
                return collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: title)
            default:
                return collectionView.dequeueConfiguredReusableCell(using: shortcutRegistration, for: indexPath, item: title)
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Self.shortcuts, toSection: .shortcuts)
        snapshot.appendItems(Self.featured, toSection: .featured)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A featured app's card: a rounded tile with the app's name.
final class CarouselUnderListCardCell: UICollectionViewCell {
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 16, width: contentView.bounds.width - 32, height: 28)
    }
}
