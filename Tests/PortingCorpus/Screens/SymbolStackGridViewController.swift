#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A grid of symbols, each a vertical stack (image above name) inside its cell; the items size
/// themselves through Auto Layout.
final class SymbolStackGridCell: UICollectionViewCell {
    let imageView = UIImageView()
    let nameLabel = UILabel()
    private let stackView: UIStackView

    required init(frame: CGRect) {
        stackView = UIStackView(arrangedSubviews: [imageView, nameLabel])
        super.init(frame: frame)
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 6
        stackView.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .systemFont(ofSize: 12)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stackView)
        NSLayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalToConstant: 32),
            imageView.heightAnchor.constraint(equalToConstant: 32),
            stackView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            stackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isSelected: Bool {
        didSet { nameLabel.textColor = isSelected ? .systemRed : .label }
    }
}

final class SymbolStackGridViewController: UICollectionViewController {
    let symbols = ["sun.max", "moon", "cloud.rain", "snowflake", "wind"]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SymbolStackGridCell.self, forCellWithReuseIdentifier: "symbol")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        symbols.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "symbol", for: indexPath) as! SymbolStackGridCell
        cell.imageView.image = UIImage(systemName: symbols[indexPath.item])
        cell.nameLabel.text = symbols[indexPath.item]
        return cell
    }
}
