#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The symbol-cell screen as the custom-list-cell article builds it: an inset-grouped list of
/// list cells that each hold a symbol name; a custom content view stacks the symbol above its
/// name, and selection turns the text red and heavy and tints the symbol the same.
final class SymbolListViewController: UIViewController {
    enum Section { case main }

    static let symbols = ["star", "heart", "bolt", "cloud", "moon", "sun.max"]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private(set) var selectionLog: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Symbols"
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<SymbolListCell, String> { cell, _, symbol in
            cell.item = symbol
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, symbol in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: symbol)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.symbols)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension SymbolListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let symbol = dataSource.itemIdentifier(for: indexPath) else { return }
        selectionLog.append(symbol)
    }
}

/// The cell's only job: build its configurations from its item and its state.
final class SymbolListCell: UICollectionViewListCell {
    /// The symbol the cell shows.
    var item: String? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The selected background's own colour instead of the default grey.
    static let selectedBackgroundColor = UIColor(red: 1, green: 0.92, blue: 0.92, alpha: 1)

    override func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = SymbolListContentConfiguration(symbolName: item).updated(for: state)
        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        if state.isSelected {
            background.backgroundColor = Self.selectedBackgroundColor
        }
        backgroundConfiguration = background
    }
}

/// What a symbol row shows: the symbol's name, the text's colour and weight, the symbol's tint.
struct SymbolListContentConfiguration: UIContentConfiguration, Hashable {
    var symbolName: String?
    var textColor: UIColor = .label
    var fontWeight: UIFont.Weight = .regular
    var symbolTintColor: UIColor?

    func makeContentView() -> UIView & UIContentView {
        SymbolListContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> SymbolListContentConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        if state.isSelected {
            updated.textColor = .systemRed
            updated.fontWeight = .heavy
            updated.symbolTintColor = .systemRed
        } else {
            updated.textColor = .label
            updated.fontWeight = .regular
            updated.symbolTintColor = nil
        }
        return updated
    }
}

/// The symbol's image above its name, laid out by frames: 8 points of margin, a 24-point
/// symbol, 4 points, one line of 15-point text, 8 points.
final class SymbolListContentView: UIView, UIContentView {
    let symbolView = UIImageView()
    let nameLabel = UILabel()
    private var appliedConfiguration: SymbolListContentConfiguration

    init(configuration: SymbolListContentConfiguration) {
        appliedConfiguration = configuration
        super.init(frame: .zero)
        symbolView.contentMode = .scaleAspectFit
        nameLabel.textAlignment = .center
        addSubview(symbolView)
        addSubview(nameLabel)
        apply(configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var configuration: UIContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let newConfiguration = newValue as? SymbolListContentConfiguration,
                newConfiguration != appliedConfiguration
            else { return }
            apply(newConfiguration)
        }
    }

    private func apply(_ configuration: SymbolListContentConfiguration) {
        appliedConfiguration = configuration
        symbolView.image = configuration.symbolName.flatMap { UIImage(systemName: $0) }
        symbolView.tintColor = configuration.symbolTintColor
        nameLabel.text = configuration.symbolName
        nameLabel.textColor = configuration.textColor
        nameLabel.font = .systemFont(ofSize: 15, weight: configuration.fontWeight)
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 8 + 24 + 4 + nameLabel.font.lineHeight + 8)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        symbolView.frame = CGRect(x: (bounds.width - 24) / 2, y: 8, width: 24, height: 24)
        nameLabel.frame = CGRect(x: 0, y: 36, width: bounds.width, height: nameLabel.font.lineHeight)
    }
}
