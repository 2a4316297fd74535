#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

final class CarouselCardCell: UICollectionViewCell {
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.layer.masksToBounds = true
        contentView.backgroundColor = .systemIndigo
        titleLabel.textColor = .white
        titleLabel.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 12, y: contentView.bounds.height - 36, width: contentView.bounds.width - 24, height: 24)
    }
}

/// A horizontally scrolling strip of cards in a fixed-height collection view.
final class CarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let cards = ["Featured", "New", "Trending", "Classics", "Staff Picks", "Free"]
    private(set) var collectionView: UICollectionView!
    private(set) var lastScrollOffsetX: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 280, height: 180)
        layout.minimumLineSpacing = 16
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: view.bounds.width, height: 200), collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth]
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.decelerationRate = .fast
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(CarouselCardCell.self, forCellWithReuseIdentifier: "Card")
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as! CarouselCardCell
        cell.titleLabel.text = cards[indexPath.item]
        return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lastScrollOffsetX = scrollView.contentOffset.x
    }
}
