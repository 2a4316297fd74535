import CellKit

/// A city the cell shows.
struct City: Hashable {
    var name: String
    var image: UIImage?
    var isFavorite: Bool
}

extension UIConfigurationStateCustomKey {
    /// The city a ``CityCell`` shows, carried in its configuration state.
    static let city = UIConfigurationStateCustomKey("com.cellkit.demo.city")
}

/// Scenario: a Hashable configuration with an optional image, a name and a favourite flag.
struct CityConfiguration: UIContentConfiguration, Hashable {
    var image: UIImage?
    var name = ""
    var isFavorite = false

    func makeContentView() -> any UIView & UIContentView { CityContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> CityConfiguration { self }
}

/// Shows a city: image (hidden when there is none), name, and a star for favourites. Applying
/// the configuration it already shows does nothing.
final class CityContentView: UIView, UIContentView {
    let imageView = UIImageView()
    let nameLabel = UILabel()
    let favoriteLabel = UILabel()
    private var applied: CityConfiguration?
    private(set) var applyCount = 0

    init(configuration: CityConfiguration) {
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(nameLabel)
        addSubview(favoriteLabel)
        self.configuration = configuration
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var configuration: any UIContentConfiguration {
        get { applied ?? CityConfiguration() }
        set {
            guard let new = newValue as? CityConfiguration, new != applied else { return }
            applied = new
            applyCount += 1
            imageView.image = new.image
            imageView.isHidden = new.image == nil
            nameLabel.text = new.name
            favoriteLabel.text = new.isFavorite ? "★" : nil
            favoriteLabel.isHidden = !new.isFavorite
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        var x: CGFloat = 16
        if !imageView.isHidden {
            imageView.frame = CGRect(x: x, y: (bounds.height - 24) / 2, width: 24, height: 24)
            x = imageView.frame.maxX + 8
        }
        nameLabel.frame = CGRect(x: x, y: 0, width: bounds.width - x - 40, height: bounds.height)
        favoriteLabel.frame = CGRect(x: bounds.width - 32, y: 0, width: 16, height: bounds.height)
    }
}

/// Scenario: the cell reads the city from its state and builds a fresh configuration each time.
final class CityCell: UITableViewCell {
    var city: City? {
        didSet { setNeedsUpdateConfiguration() }
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.city] = city
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        guard let city = state[.city] as? City else { return }
        contentConfiguration = CityConfiguration(image: city.image, name: city.name, isFavorite: city.isFavorite)
    }
}

/// Cities for the scenario: one without an image.
final class CitiesDataSource: UITableViewDataSource {
    let cities = [
        City(name: "Lisbon", image: UIImage(systemName: "sun.max"), isFavorite: true),
        City(name: "Oslo", image: nil, isFavorite: false),
        City(name: "Kyoto", image: UIImage(systemName: "leaf"), isFavorite: false),
    ]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cities.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        (cell as? CityCell)?.city = cities[indexPath.row]
        return cell
    }
}
