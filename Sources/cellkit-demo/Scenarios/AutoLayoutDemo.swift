import CellKit

/// `swift run cellkit-demo autolayout`: cells built with Auto Layout and stack views, as iOS
/// code builds them, self-sizing in a table and in a collection, before and after a tap.
@MainActor
enum AutoLayoutDemo {
    static func run() -> String {
        DemoScenario.output(of: DemoScenario.autoLayout)
    }

    static let artists: [(name: String, detail: String, count: Int)] = [
        ("Harpo", "Harp, horn and silence", 3),
        ("Groucho", "Greasepaint moustache, cigar, a walk bent at the waist and a line for everything", 12),
        ("Chico", "Piano", 1),
    ]

    static func artistsTable() -> String {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
        tableView.register(ArtistCell.self, forCellReuseIdentifier: "artist")
        tableView.estimatedRowHeight = 44
        let dataSource = ArtistsDataSource()
        tableView.dataSource = dataSource
        var output = Appearance.screen("Artist rows: image, title, subtitle and badge, self-sizing", tableView)
        output += rowHeights(tableView)
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        output += Appearance.screen("Artist rows: tapped row 1", tableView)
        output += Appearance.describe(tableView.visibleCells)
        return output
    }

    static func artistsCollection() -> String {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 320), collectionViewLayout: layout)
        collectionView.register(ArtistItemCell.self, forCellWithReuseIdentifier: "artist")
        let dataSource = ArtistsDataSource()
        collectionView.dataSource = dataSource
        var output = Appearance.screen("Artist items: the same cell in a collection, full width", collectionView)
        output += itemSizes(collectionView)
        return output
    }

    static func symbolsTable() -> String {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        tableView.register(StackedSymbolCell.self, forCellReuseIdentifier: "symbol")
        tableView.estimatedRowHeight = 44
        let dataSource = StackedSymbolsDataSource()
        tableView.dataSource = dataSource
        var output = Appearance.screen("Symbol rows: a vertical stack view pinned to the margins", tableView)
        output += rowHeights(tableView)
        tableView.tapRow(at: IndexPath(row: 2, section: 0))
        output += Appearance.screen("Symbol rows: tapped row 2 (red and heavy)", tableView)
        output += Appearance.describe(tableView.visibleCells)
        tableView.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        tableView.layoutIfNeeded()
        output += Appearance.screen("Symbol rows: deselected again", tableView)
        return output
    }

    static func symbolsCollection() -> String {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 60, height: 60)
        layout.minimumInteritemSpacing = 8
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 120), collectionViewLayout: layout)
        collectionView.register(StackedSymbolItemCell.self, forCellWithReuseIdentifier: "symbol")
        let dataSource = StackedSymbolsDataSource()
        collectionView.dataSource = dataSource
        var output = Appearance.screen("Symbol items: the stack view sizes each item", collectionView)
        output += itemSizes(collectionView)
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        output += Appearance.screen("Symbol items: tapped item 0", collectionView)
        return output
    }

    private static func rowHeights(_ tableView: UITableView) -> String {
        let heights = (0..<tableView.numberOfRows(inSection: 0)).map { row in
            Appearance.number(tableView.rectForRow(at: IndexPath(row: row, section: 0)).height)
        }
        return "   row heights: \(heights.joined(separator: ", "))\n"
    }

    private static func itemSizes(_ collectionView: UICollectionView) -> String {
        let sizes = (0..<collectionView.numberOfItems(inSection: 0)).compactMap { item in
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0)).map {
                "\(Appearance.number($0.size.width))×\(Appearance.number($0.size.height))"
            }
        }
        return "   item sizes: \(sizes.joined(separator: ", "))\n"
    }
}

/// The "image + title + subtitle + badge" content, constrained to the content view's margins.
@MainActor
final class ArtistContent {
    let iconView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let badgeLabel = UILabel()

    init(in contentView: UIView) {
        for view in [iconView, titleLabel, subtitleLabel, badgeLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        subtitleLabel.numberOfLines = 0
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        badgeLabel.font = .preferredFont(forTextStyle: .caption1)
        badgeLabel.setContentHuggingPriority(.required, for: .horizontal)
        badgeLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            iconView.topAnchor.constraint(equalTo: margins.topAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 40),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            iconView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: iconView.trailingAnchor, multiplier: 1),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            badgeLabel.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
            badgeLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            badgeLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 0.5),
            subtitleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            subtitleLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    func show(_ artist: (name: String, detail: String, count: Int)) {
        titleLabel.text = artist.name
        subtitleLabel.text = artist.detail
        badgeLabel.text = "\(artist.count)"
    }
}

/// The artist content in a table cell.
final class ArtistCell: UITableViewCell {
    private(set) lazy var content = ArtistContent(in: contentView)

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        _ = content
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The artist content in a collection cell, as wide as the collection (a required width when
/// fitting, the usual override for full-width items).
final class ArtistItemCell: UICollectionViewCell {
    private(set) lazy var content = ArtistContent(in: contentView)

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        _ = content
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = contentView.systemLayoutSizeFitting(
            CGSize(width: layoutAttributes.size.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return attributes
    }
}

/// The artists, for both lists.
final class ArtistsDataSource: UITableViewDataSource, UICollectionViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { AutoLayoutDemo.artists.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "artist", for: indexPath) as! ArtistCell
        cell.content.show(AutoLayoutDemo.artists[indexPath.row])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        AutoLayoutDemo.artists.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "artist", for: indexPath) as! ArtistItemCell
        cell.content.show(AutoLayoutDemo.artists[indexPath.item])
        return cell
    }
}

/// The symbol cell as its article builds it: the same item and selection styling as
/// ``SymbolConfiguration``, shown by a content view that stacks the symbol image above its name in
/// a vertical stack view pinned to the layout margins.
struct StackedSymbolConfiguration: UIContentConfiguration, Hashable {
    var symbol: SymbolConfiguration

    init(symbolName: String?) { symbol = SymbolConfiguration(symbolName: symbolName) }

    func makeContentView() -> any UIView & UIContentView { StackedSymbolContentView(configuration: self) }

    /// Selected: red heavy text and a red symbol (``SymbolConfiguration``'s rule).
    func updated(for state: any UIConfigurationState) -> StackedSymbolConfiguration {
        var updated = self
        updated.symbol = symbol.updated(for: state)
        return updated
    }
}

/// A vertical stack view (symbol above name, centred, 4 points apart) pinned to the margins.
final class StackedSymbolContentView: UIView, UIContentView {
    let stackView = UIStackView()
    let imageView = UIImageView()
    let nameLabel = UILabel()
    private var applied: StackedSymbolConfiguration

    init(configuration: StackedSymbolConfiguration) {
        applied = configuration
        super.init(frame: .zero)
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 4
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.addArrangedSubview(imageView)
        stackView.addArrangedSubview(nameLabel)
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        apply(configuration)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var configuration: any UIContentConfiguration {
        get { applied }
        set {
            guard let new = newValue as? StackedSymbolConfiguration, new != applied else { return }
            apply(new)
        }
    }

    private func apply(_ configuration: StackedSymbolConfiguration) {
        applied = configuration
        let symbol = configuration.symbol
        imageView.image = symbol.symbolName.flatMap { UIImage(systemName: $0) }
        imageView.tintColor = symbol.symbolTint
        nameLabel.text = symbol.symbolName
        nameLabel.textColor = symbol.textColor
        nameLabel.font = .systemFont(ofSize: 15, weight: symbol.fontWeight)
    }
}

/// Builds its configurations from its item and state, and nothing else.
final class StackedSymbolCell: UITableViewCell {
    var item: String? { didSet { setNeedsUpdateConfiguration() } }

    override func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = StackedSymbolConfiguration(symbolName: item).updated(for: state)
    }
}

/// The same, as a collection item.
final class StackedSymbolItemCell: UICollectionViewCell {
    var item: String? { didSet { setNeedsUpdateConfiguration() } }

    override func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = StackedSymbolConfiguration(symbolName: item).updated(for: state)
    }
}

/// Symbols for both lists.
final class StackedSymbolsDataSource: UITableViewDataSource, UICollectionViewDataSource {
    let symbols = ["star", "heart", "bolt", "cloud.sun"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { symbols.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "symbol", for: indexPath) as! StackedSymbolCell
        cell.item = symbols[indexPath.row]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { symbols.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "symbol", for: indexPath) as! StackedSymbolItemCell
        cell.item = symbols[indexPath.item]
        return cell
    }
}
