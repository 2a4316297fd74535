import CellKit

/// `swift run cellkit-demo configurations`: the four configuration scenarios, each shown
/// before and after a tap.
@MainActor
enum ConfigurationsDemo {
    static func run() -> String {
        DemoScenario.output(of: DemoScenario.configurations)
    }

    static func fourLabels() -> String {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "brothers")
        let dataSource = MarxBrothersDataSource()
        tableView.dataSource = dataSource
        var output = Appearance.screen("Four labels from one configuration", tableView)
        tableView.reloadData()
        tableView.layoutIfNeeded()
        let applies = tableView.visibleCells.compactMap { ($0.contentView as? FourLabelContentView)?.applyCount }
        output += "   after reloadData: labels set \(applies) times per row (equal configurations skip the work)\n"
        return output
    }

    static func cities() -> String {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tableView.register(CityCell.self, forCellReuseIdentifier: "city")
        let dataSource = CitiesDataSource()
        tableView.dataSource = dataSource
        var output = Appearance.screen("City cells: the city travels in a custom state", tableView)
        for cell in tableView.visibleCells {
            guard let view = cell.contentView as? CityContentView else { continue }
            output += "   \(view.nameLabel.text ?? "?"): image \(view.imageView.isHidden ? "hidden" : "shown")\n"
        }
        return output
    }

    static func symbols() -> String {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 64)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        collectionView.register(SymbolCell.self, forCellWithReuseIdentifier: "symbol")
        let dataSource = SymbolsDataSource()
        collectionView.dataSource = dataSource
        var output = Appearance.screen("Symbol cells: red and heavy when selected", collectionView)
        output += Appearance.describe(collectionView.visibleCells)
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        output += Appearance.screen("Symbol cells: tapped item 1", collectionView)
        output += Appearance.describe(collectionView.visibleCells)
        return output
    }

    static func roundedCorners(_ style: RoundedCellStyle) -> String {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "rounded")
        let dataSource = RoundedRowsDataSource(style: style)
        tableView.dataSource = dataSource
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        var output = Appearance.screen("Rounded rows (\(style)): tapped row 1", tableView)
        output += Appearance.describe(tableView.visibleCells)
        return output
    }
}
