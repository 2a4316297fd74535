import CellKit

/// A city the cell shows.
struct City: Hashable {
    var name: String
    var image: Image?
    var isFavorite: Bool
}

extension ConfigurationStateCustomKey {
    /// The city a ``CityCell`` shows, carried in its configuration state.
    static let city = ConfigurationStateCustomKey("com.cellkit.demo.city")
}

/// Scenario: a Hashable configuration with an optional image, a name and a favourite flag.
struct CityConfiguration: ContentConfiguration, Hashable {
    var image: Image?
    var name = ""
    var isFavorite = false

    func makeContentView() -> any View & ContentView { CityContentView(configuration: self) }
    func updated(for state: any ConfigurationState) -> CityConfiguration { self }
}

/// Shows a city: image (hidden when there is none), name, and a star for favourites. Applying
/// the configuration it already shows does nothing.
final class CityContentView: View, ContentView {
    let imageView = ImageView()
    let nameLabel = Label()
    let favoriteLabel = Label()
    private var applied: CityConfiguration?
    private(set) var applyCount = 0

    init(configuration: CityConfiguration) {
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(nameLabel)
        addSubview(favoriteLabel)
        self.configuration = configuration
    }

    var configuration: any ContentConfiguration {
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
final class CityCell: TableViewCell {
    var city: City? {
        didSet { setNeedsUpdateConfiguration() }
    }

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state[.city] = city
        return state
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        guard let city = state[.city] as? City else { return }
        contentConfiguration = CityConfiguration(image: city.image, name: city.name, isFavorite: city.isFavorite)
    }
}

/// Cities for the scenario: one without an image.
final class CitiesDataSource: TableViewDataSource {
    let cities = [
        City(name: "Lisbon", image: Image(systemName: "sun.max"), isFavorite: true),
        City(name: "Oslo", image: nil, isFavorite: false),
        City(name: "Kyoto", image: Image(systemName: "leaf"), isFavorite: false),
    ]

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cities.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        (cell as? CityCell)?.city = cities[indexPath.row]
        return cell
    }
}
