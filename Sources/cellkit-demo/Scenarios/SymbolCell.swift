import CellKit

/// Scenario: a symbol stacked above its name, red and heavy when selected.
struct SymbolConfiguration: UIContentConfiguration, Hashable {
    var symbolName: String?
    var textColor = UIColor.label
    var fontWeight = UIFont.Weight.regular
    var symbolTint: UIColor?

    func makeContentView() -> any UIView & UIContentView { SymbolContentView(configuration: self) }

    /// Selected: red heavy text and a red symbol; otherwise the defaults.
    func updated(for state: any UIConfigurationState) -> SymbolConfiguration {
        var updated = self
        let isSelected = (state as? UICellConfigurationState)?.isSelected ?? false
        updated.textColor = isSelected ? .red : .label
        updated.fontWeight = isSelected ? .heavy : .regular
        updated.symbolTint = isSelected ? .red : nil
        return updated
    }
}

/// The symbol's image above its name.
final class SymbolContentView: UIView, UIContentView {
    let imageView = UIImageView()
    let nameLabel = UILabel()
    private var applied: SymbolConfiguration

    init(configuration: SymbolConfiguration) {
        applied = configuration
        super.init(frame: .zero)
        nameLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(nameLabel)
        apply(configuration)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var configuration: any UIContentConfiguration {
        get { applied }
        set {
            guard let new = newValue as? SymbolConfiguration, new != applied else { return }
            apply(new)
        }
    }

    private func apply(_ configuration: SymbolConfiguration) {
        applied = configuration
        imageView.image = configuration.symbolName.flatMap { UIImage(systemName: $0) }
        imageView.tintColor = configuration.symbolTint
        nameLabel.text = configuration.symbolName
        nameLabel.textColor = configuration.textColor
        nameLabel.font = .systemFont(ofSize: 15, weight: configuration.fontWeight)
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 8 + 24 + 4 + nameLabel.font.lineHeight + 8)
    }

    override func layoutSubviews() {
        imageView.frame = CGRect(x: (bounds.width - 24) / 2, y: 8, width: 24, height: 24)
        nameLabel.frame = CGRect(x: 0, y: 36, width: bounds.width, height: nameLabel.font.lineHeight)
    }
}

/// Scenario: the cell's only job is to build its configurations from item and state.
final class SymbolCell: UICollectionViewListCell {
    /// The symbol the cell shows.
    var item: String? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The selected background's own colour, instead of the default grey.
    static let selectedColor = UIColor(red: 1, green: 0.9, blue: 0.9, alpha: 1)

    override func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = SymbolConfiguration(symbolName: item).updated(for: state)
        var background = defaultBackgroundConfiguration().updated(for: state)
        if state.isSelected { background.backgroundColor = SymbolCell.selectedColor }
        backgroundConfiguration = background
    }
}

/// Symbols for the scenario.
final class SymbolsDataSource: UICollectionViewDataSource {
    let symbols = ["star", "heart", "bolt", "cloud"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        symbols.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "symbol", for: indexPath)
        (cell as? SymbolCell)?.item = symbols[indexPath.item]
        return cell
    }
}
