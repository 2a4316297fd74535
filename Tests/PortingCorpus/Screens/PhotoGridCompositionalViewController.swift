#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A photo library grid on a compositional layout: three square photos a row with a hairline
/// of space around each, and an album title pinned to the top while its album shows.
final class PhotoGridCompositionalViewController: UICollectionViewController {
    struct Album: Hashable {
        let title: String
        let photoCount: Int
    }

    struct Photo: Hashable {
        let album: String
        let number: Int
        var name: String { "\(album.prefix(1))\(number)" }
    }

    let albums: [Album]
    private(set) var dataSource: UICollectionViewDiffableDataSource<Album, Photo>!

    init(albums: [Album] = [Album(title: "Recents", photoCount: 7), Album(title: "Favorites", photoCount: 5)]) {
        self.albums = albums
        super.init(collectionViewLayout: Self.createLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3.0))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2

        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        let cellRegistration = UICollectionView.CellRegistration<PhotoGridCompositionalCell, Photo> { cell, _, photo in
            cell.imageView.image = UIImage(systemName: "photo")
            cell.label.text = photo.name
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<PhotoGridCompositionalHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            header.label.text = self?.albums[indexPath.section].title
        }
        dataSource = UICollectionViewDiffableDataSource<Album, Photo>(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Album, Photo>()
        for album in albums {
            snapshot.appendSections([album])
            snapshot.appendItems((1...album.photoCount).map { Photo(album: album.title, number: $0) }, toSection: album)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A photo filling its cell, with its name over it.
final class PhotoGridCompositionalCell: UICollectionViewCell {
    let imageView = UIImageView()
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        label.font = .preferredFont(forTextStyle: .caption1)
        label.textColor = .white
        contentView.addSubview(imageView)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
        label.frame = CGRect(x: 4, y: contentView.bounds.height - 20, width: contentView.bounds.width - 8, height: 16)
    }
}

/// An album's title.
final class PhotoGridCompositionalHeader: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        label.font = .preferredFont(forTextStyle: .headline)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
