#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A chip that sizes itself: the flow layout asks through preferredLayoutAttributesFitting(_:).
final class ChipsSelfSizingCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray6
        contentView.layer.cornerRadius = 16
        label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// 7 points a character, 12 points of padding each side, 32 points high.
    static func fittingSize(for text: String) -> CGSize {
        CGSize(width: CGFloat(text.count * 7 + 24), height: 32)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 12, dy: 0)
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size = Self.fittingSize(for: label.text ?? "")
        return attributes
    }
}

final class ChipsSelfSizingViewController: UIViewController, UICollectionViewDataSource {
    var chips = ["Swift", "UIKit", "Diffable", "Flow", "Layout", "Headless", "Linux"]
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.register(ChipsSelfSizingCell.self, forCellWithReuseIdentifier: "Chip")
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        chips.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Chip", for: indexPath) as! ChipsSelfSizingCell
        cell.label.text = chips[indexPath.item]
        return cell
    }
}
