#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

final class StoreSectionHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "StoreSectionHeaderView"
    let titleLabel = UILabel()
    let seeAllLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        seeAllLabel.text = "See All"
        seeAllLabel.textColor = .link
        addSubview(titleLabel)
        addSubview(seeAllLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 0, width: bounds.width - 100, height: bounds.height)
        seeAllLabel.frame = CGRect(x: bounds.width - 76, y: 0, width: 60, height: bounds.height)
    }
}

final class StoreFooterView: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 4)
    }
}

final class StoreAppCell: UICollectionViewCell {
    let iconView = UIImageView()
    let nameLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        iconView.layer.cornerRadius = 16
        iconView.clipsToBounds = true
        iconView.backgroundColor = .systemGray5
        nameLabel.font = UIFont.systemFont(ofSize: 12)
        nameLabel.textAlignment = .center
        contentView.addSubview(iconView)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        iconView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.width)
        nameLabel.frame = CGRect(x: 0, y: bounds.width + 4, width: bounds.width, height: 16)
    }
}

/// App Store–style sections with headers and footers provided by the data source.
final class StoreSectionsViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let sections: [(title: String, apps: [String], note: String?)] = [
        ("Editors' Choice", ["Pixelmator", "Things", "Overcast", "Halide"], "Updated weekly"),
        ("Top Free", ["Maps+", "Notes Pro", "Calc", "Timer", "Weather+", "Scan"], nil),
    ]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 15, bottom: 8, right: 15)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 12
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(StoreAppCell.self, forCellWithReuseIdentifier: "App")
        collectionView.register(
            StoreSectionHeaderView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: StoreSectionHeaderView.reuseIdentifier)
        collectionView.register(
            StoreFooterView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "Footer")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].apps.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "App", for: indexPath) as! StoreAppCell
        cell.nameLabel.text = sections[indexPath.section].apps[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: StoreSectionHeaderView.reuseIdentifier, for: indexPath) as! StoreSectionHeaderView
            header.titleLabel.text = sections[indexPath.section].title
            return header
        case UICollectionView.elementKindSectionFooter:
            let footer = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Footer", for: indexPath) as! StoreFooterView
            footer.label.text = sections[indexPath.section].note
            return footer
        default:
            fatalError("Unexpected supplementary kind \(kind)")
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 50)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        sections[section].note == nil ? .zero : CGSize(width: collectionView.bounds.width, height: 30)
    }
}
