import CellKit
import CellKitTestSupport
import Testing

@testable import cellkit_demo

// Scenario 2 of the seed scenarios, as the demo writes it: a four-label configuration, city
// cells reading a custom state, symbol cells restyled by selection, and rounded backgrounds.

/// The content view of the visible row `row`, as `T`.
@MainActor
private func rowContent<T>(_ tableView: UITableView, _ row: Int, as type: T.Type) throws -> T {
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)))
    return try #require(cell.contentView as? T)
}

/// A 320x200 table for one scenario's data source, laid out.
@MainActor
private func scenarioTable(
    identifier: String, cellClass: UITableViewCell.Type = UITableViewCell.self, dataSource: any UITableViewDataSource
) -> UITableView {
    let tableView = makeTable(height: 200)
    tableView.register(cellClass, forCellReuseIdentifier: identifier)
    tableView.dataSource = dataSource
    tableView.layoutIfNeeded()
    return tableView
}

/// The symbol scenario's collection view, laid out.
@MainActor
private func symbolCollection(_ dataSource: SymbolsDataSource) -> UICollectionView {
    let (collectionView, _) = makeCollection(width: 320, height: 100) { $0.itemSize = CGSize(width: 70, height: 64) }
    collectionView.register(SymbolCell.self, forCellWithReuseIdentifier: "symbol")
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return collectionView
}

@Suite("Scenario 2: custom cells with content configurations")
@MainActor
struct ConfigurationScenarioTests {
    @Test("four labels show Harpo, Groucho, Chico and Zeppo; reloading with equal configurations sets nothing again")
    func fourLabels() throws {
        let dataSource = MarxBrothersDataSource()
        let tableView = scenarioTable(identifier: "brothers", dataSource: dataSource)
        #expect(tableView.visibleCells.count == 3)
        var views: [FourLabelContentView] = []
        for row in 0..<3 {
            let view = try rowContent(tableView, row, as: FourLabelContentView.self)
            #expect(view.labels.map { $0.text } == ["Harpo", "Groucho", "Chico", "Zeppo"])
            #expect(view.applyCount == 1)
            views.append(view)
        }

        tableView.reloadData()
        tableView.layoutIfNeeded()

        for row in 0..<3 {
            let view = try rowContent(tableView, row, as: FourLabelContentView.self)
            #expect(views.contains { $0 === view }, "the content view was kept, not made again")
            #expect(view.applyCount == 1)
        }
        withExtendedLifetime(dataSource) {}
    }

    @Test("city cells carry their city in a custom state; the image view hides for a city without an image")
    func cityCustomState() throws {
        let dataSource = CitiesDataSource()
        let tableView = scenarioTable(identifier: "city", cellClass: CityCell.self, dataSource: dataSource)

        for (row, city) in dataSource.cities.enumerated() {
            let cell = try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? CityCell)
            #expect(cell.configurationState[.city] == AnyHashable(city))
            let view = try #require(cell.contentView as? CityContentView)
            #expect(view.nameLabel.text == city.name)
            #expect(view.imageView.isHidden == (city.image == nil), "\(city.name)")
            #expect(view.favoriteLabel.isHidden == !city.isFavorite, "\(city.name)")
        }
        #expect(try rowContent(tableView, 1, as: CityContentView.self).imageView.isHidden, "Oslo has no image")
        #expect(try !rowContent(tableView, 0, as: CityContentView.self).imageView.isHidden)
        withExtendedLifetime(dataSource) {}
    }

    @Test("a city cell builds a fresh configuration at each update; an equal one is not applied again")
    func cityFreshConfiguration() throws {
        let dataSource = CitiesDataSource()
        let tableView = scenarioTable(identifier: "city", cellClass: CityCell.self, dataSource: dataSource)
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? CityCell)
        let view = try #require(cell.contentView as? CityContentView)
        #expect(view.applyCount == 1)

        cell.setNeedsUpdateConfiguration()
        cell.isSelected = true
        tableView.layoutIfNeeded()
        #expect(view.applyCount == 1, "the same city makes an equal configuration")

        cell.city?.isFavorite = true
        tableView.layoutIfNeeded()

        #expect(view.applyCount == 2)
        #expect(!view.favoriteLabel.isHidden)
        #expect((cell.contentConfiguration as? CityConfiguration)?.isFavorite == true)
        #expect(cell.contentView === view)
        withExtendedLifetime(dataSource) {}
    }

    @Test("a selected symbol cell shows red, heavy text, a red symbol and its own selected background")
    func symbolSelected() throws {
        let dataSource = SymbolsDataSource()
        let collectionView = symbolCollection(dataSource)

        collectionView.tapItem(at: IndexPath(item: 1, section: 0))

        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let view = try #require(cell.contentView as? SymbolContentView)
        #expect(view.nameLabel.text == "heart")
        #expect(view.nameLabel.textColor == .red)
        #expect(view.nameLabel.font.weight == .heavy)
        #expect(view.imageView.tintColor == .red)
        #expect(cell.backgroundConfigurationView?.backgroundColor == SymbolCell.selectedColor)
        withExtendedLifetime(dataSource) {}
    }

    @Test("tapping another symbol returns the first one to the default look")
    func symbolDeselected() throws {
        let dataSource = SymbolsDataSource()
        let collectionView = symbolCollection(dataSource)
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))

        collectionView.tapItem(at: IndexPath(item: 2, section: 0))

        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let view = try #require(first.contentView as? SymbolContentView)
        #expect(view.nameLabel.textColor == .label)
        #expect(view.nameLabel.font.weight == .regular)
        #expect(view.imageView.tintColor == first.tintColor, "the symbol takes the cell's tint again")
        #expect(first.backgroundConfigurationView?.backgroundColor == .systemBackground)
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.contentView as? SymbolContentView)
        #expect(second.nameLabel.textColor == .red)
        withExtendedLifetime(dataSource) {}
    }

    @Test("rounded rows: corner radius 9 from the background configuration, yellow when highlighted or selected")
    func roundedYellow() throws {
        let dataSource = RoundedRowsDataSource(style: .yellow)
        let tableView = scenarioTable(identifier: "rounded", dataSource: dataSource)
        for cell in tableView.visibleCells {
            let background = try #require(cell.backgroundConfigurationView)
            #expect(background.layer.cornerRadius == 9)
            #expect(background.backgroundColor == .systemBackground)
        }
        #expect(try rowContent(tableView, 0, as: UIListContentView.self).textLabel.text == "Row 0")

        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        let touched = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        touched.isHighlighted = true
        tableView.layoutIfNeeded()

        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.backgroundConfigurationView?.backgroundColor == .yellow)
        #expect(touched.backgroundConfigurationView?.backgroundColor == .yellow)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.backgroundConfigurationView?.backgroundColor == .systemBackground)
        #expect(touched.backgroundConfigurationView?.layer.cornerRadius == 9)
        withExtendedLifetime(dataSource) {}
    }

    @Test("rounded rows, tint style: a selected row shows the tint at 30% alpha through a colour transformer")
    func roundedTint() throws {
        let dataSource = RoundedRowsDataSource(style: .tint)
        let tableView = scenarioTable(identifier: "rounded", dataSource: dataSource)

        tableView.tapRow(at: IndexPath(row: 1, section: 0))

        let selected = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.backgroundConfigurationView)
        #expect(selected.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.3))
        #expect(selected.resolvedBackgroundColor == UIColor.systemBlue.withAlphaComponent(0.3))
        #expect(selected.configuration.backgroundColorTransformer == thirtyPercentAlpha)
        for row in [0, 2] {
            let background = try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0))?.backgroundConfigurationView)
            #expect(background.backgroundColor == .systemBackground, "row \(row)")
        }
        withExtendedLifetime(dataSource) {}
    }
}
