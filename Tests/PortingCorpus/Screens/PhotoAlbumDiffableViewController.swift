#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct PhotoAlbumPhoto: Hashable {
    let id: Int
    let caption: String
}

final class PhotoAlbumCell: UICollectionViewCell {
    let imageView = UIImageView()
    let captionLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .systemGray5
        captionLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 20)
        captionLabel.frame = CGRect(x: 0, y: bounds.height - 20, width: bounds.width, height: 20)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}

final class PhotoAlbumHeaderView: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.preferredFont(forTextStyle: .title3)
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

/// Albums by year in a flow layout: registrations for cells and headers, a supplementary provider.
final class PhotoAlbumDiffableViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, PhotoAlbumPhoto>!
    let photosByYear: [Int: [PhotoAlbumPhoto]]

    init(photosByYear: [Int: [PhotoAlbumPhoto]]) {
        self.photosByYear = photosByYear
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 140)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 20, right: 5)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<PhotoAlbumCell, PhotoAlbumPhoto> { cell, _, photo in
            cell.captionLabel.text = photo.caption
            cell.imageView.image = UIImage(systemName: "photo")
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<PhotoAlbumHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            guard let year = self?.dataSource.sectionIdentifier(for: indexPath.section) else { return }
            header.label.text = String(year)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, PhotoAlbumPhoto>(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Int, PhotoAlbumPhoto>()
        for year in photosByYear.keys.sorted(by: >) {
            snapshot.appendSections([year])
            snapshot.appendItems(photosByYear[year] ?? [], toSection: year)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
