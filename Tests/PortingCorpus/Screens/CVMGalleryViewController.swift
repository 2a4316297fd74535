#if canImport(UIKit)
import UIKit
import CellViewModel
#else
import HeadlessUIKit
import CellKit
#endif

final class CVMGalleryCell: UICollectionViewCell {
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        titleLabel.textAlignment = .center
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds
    }
}

final class CVMGalleryHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

struct CVMGalleryItemModel: CellViewModel {
    let title: String

    func height(constrainedBy maxWidth: CGFloat) -> CGFloat? {
        return 100
    }

    func setup(cell: CVMGalleryCell) {
        cell.titleLabel.text = title
    }
}

struct CVMGalleryHeaderModel: SupplementaryViewModel {
    let title: String

    func height(constrainedBy maxWidth: CGFloat) -> CGFloat? {
        return 40
    }

    func setup(view: CVMGalleryHeaderView) {
        view.titleLabel.text = title
    }
}

/// A CellViewModel collection screen: `_collectionView` made in code, section insets and line
/// spacing from the `Section`, items two per row through an overridden size method.
final class CVMGalleryViewController: BaseCollectionViewController {
    override var viewModels: [AnyCellViewModel.Type] {
        return [CVMGalleryItemModel.self]
    }

    override var supplementaryModels: [AnySupplementaryViewModel.Type] {
        return [CVMGalleryHeaderModel.self]
    }

    override func loadView() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        _collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        _collectionView.backgroundColor = .systemBackground
        view = _collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setup([
            Section(
                identifier: "recent",
                insets: UIEdgeInsets(top: 0, left: 10, bottom: 20, right: 10),
                lineSpacing: 10,
                header: CVMGalleryHeaderModel(title: "Recent"),
                items: ["Beach", "Forest", "City", "Desert", "Lake"].map { CVMGalleryItemModel(title: $0) }),
        ])
    }

    override func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let height = super.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath).height
        let width = (collectionView.bounds.width - 10 - 10 - 10) / 2
        return CGSize(width: width, height: height)
    }
}
