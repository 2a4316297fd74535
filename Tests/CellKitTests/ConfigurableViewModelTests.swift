import CellKit
import CellKitTestSupport
import Testing

// View models that describe their views with configurations: the adapters make them the views'
// configuration providers, so the views follow their state without a cell subclass.

/// A settings-like row: its text turns red and its background yellow when selected.
private struct ConfigurableTitleModel: CellViewModel, ConfigurableViewModel, InteractiveCellViewModel {
    typealias Cell = UITableViewCell
    static var uniqueIdentifier: String { "configurable.shared" }

    let title: String
    var selectionHandler: (() -> Void)? = nil

    func contentConfiguration(for state: UICellConfigurationState) -> (any UIContentConfiguration)? {
        var content = UIListContentConfiguration.cell()
        content.text = title
        if state.isSelected { content.textProperties.color = .red }
        return content
    }

    func backgroundConfiguration(for state: UICellConfigurationState) -> UIBackgroundConfiguration? {
        var background = UIBackgroundConfiguration.listPlainCell()
        if state.isSelected { background.backgroundColor = .yellow }
        return background
    }
}

/// A plain model that shares the configurable model's reuse identifier and cell class, so its
/// rows get cells the configurable model set up before.
private struct PlainSharedModel: CellViewModel {
    static var uniqueIdentifier: String { "configurable.shared" }
    let title: String

    func setup(cell: UITableViewCell) {
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
    }
}

/// A cell with a property only setup can fill.
private final class ConfigurableBadgeCell: UITableViewCell {
    var badge: String?
}

/// A model that both sets its cell up and describes it with a configuration.
private struct SetupAndConfigurationModel: CellViewModel, ConfigurableViewModel {
    let title: String
    let badge: String

    func setup(cell: ConfigurableBadgeCell) { cell.badge = badge }

    func contentConfiguration(for state: UICellConfigurationState) -> (any UIContentConfiguration)? {
        var content = UIListContentConfiguration.cell()
        content.text = title
        return content
    }
}

/// A header or footer described by a configuration, for tables.
private struct ConfigurableTableHeaderModel: SupplementaryViewModel, ConfigurableViewModel {
    typealias SupplementaryView = UITableViewHeaderFooterView
    let title: String

    func contentConfiguration(for state: UICellConfigurationState) -> (any UIContentConfiguration)? {
        var content = UIListContentConfiguration.plainHeader()
        content.text = title
        return content
    }
}

/// A collection item: bold text when selected.
private struct ConfigurableItemModel: CellViewModel, ConfigurableViewModel, InteractiveCellViewModel {
    typealias Cell = UICollectionViewListCell
    let title: String
    var selectionHandler: (() -> Void)? = nil

    func contentConfiguration(for state: UICellConfigurationState) -> (any UIContentConfiguration)? {
        var content = UIListContentConfiguration.cell()
        content.text = title
        if state.isSelected { content.textProperties.font = .preferredFont(forTextStyle: .headline) }
        return content
    }
}

/// A collection header described by a configuration.
private struct ConfigurableCollectionHeaderModel: SupplementaryViewModel, ConfigurableViewModel {
    typealias SupplementaryView = UICollectionReusableView
    let title: String

    func contentConfiguration(for state: UICellConfigurationState) -> (any UIContentConfiguration)? {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = title
        return content
    }
}

/// The text a view's list content view shows, if it has one.
@MainActor
private func shownText(_ view: UIView?) -> String? {
    ((view as? ReusableView)?.contentView as? UIListContentView)?.textLabel.text
}

@Suite("Configurable view models")
@MainActor
struct ConfigurableViewModelTests {
    @Test("a configurable model's content and background show in its table cell, with no cell subclass")
    func showsConfigurationsInTable() throws {
        let tableView = makeTable()
        tableView.register(ConfigurableTitleModel.self)
        let adapter = TableDataAdapter(tableView: tableView)
        adapter.data = [Section(items: [ConfigurableTitleModel(title: "Wi-Fi"), ConfigurableTitleModel(title: "Bluetooth")])]

        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let content = try #require(cell.contentView as? UIListContentView)
        #expect(content.textLabel.text == "Bluetooth")
        #expect(content.textLabel.textColor == .label)
        #expect(cell.backgroundConfigurationView?.backgroundColor == .systemBackground)
        withExtendedLifetime(adapter) {}
    }

    @Test("after a tap the cell shows the model's selected configurations")
    func tapShowsSelectedVariant() throws {
        let tableView = makeTable()
        tableView.register(ConfigurableTitleModel.self)
        let adapter = TableDataAdapter(tableView: tableView)
        var taps = 0
        adapter.data = [
            Section(items: [
                ConfigurableTitleModel(title: "Wi-Fi"), ConfigurableTitleModel(title: "Bluetooth") { taps += 1 },
            ])
        ]

        tableView.tapRow(at: IndexPath(row: 1, section: 0))

        #expect(taps == 1)
        let tapped = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect((tapped.contentView as? UIListContentView)?.textLabel.textColor == .red)
        #expect(tapped.backgroundConfigurationView?.backgroundColor == .yellow)
        let other = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect((other.contentView as? UIListContentView)?.textLabel.textColor == .label)
        #expect(other.backgroundConfigurationView?.backgroundColor == .systemBackground)
        withExtendedLifetime(adapter) {}
    }

    @Test("a cell reused for a model that is not configurable no longer follows the previous model")
    func reuseForPlainModelDropsProvider() throws {
        let tableView = makeTable()
        tableView.register(ConfigurableTitleModel.self, PlainSharedModel.self)
        let adapter = TableDataAdapter(tableView: tableView)
        adapter.data = [Section(items: [ConfigurableTitleModel(title: "configured")])]
        let configuredCell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(shownText(configuredCell) == "configured")

        adapter.data = [Section(items: [PlainSharedModel(title: "plain")])]
        let reused = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(reused === configuredCell, "the same cell came back from the pool")
        #expect(shownText(reused) == "plain")

        reused.isSelected = true
        reused.setNeedsUpdateConfiguration()
        tableView.layoutIfNeeded()

        #expect(shownText(reused) == "plain", "the old model's configuration does not come back")
        #expect((reused.contentView as? UIListContentView)?.textLabel.textColor == .label)
        #expect(reused.backgroundConfigurationView?.backgroundColor != .yellow)
        withExtendedLifetime(adapter) {}
    }

    @Test("setup(cell:) still runs for a model that also gives configurations")
    func setupStillRuns() throws {
        let tableView = makeTable()
        tableView.register(SetupAndConfigurationModel.self)
        let adapter = TableDataAdapter(tableView: tableView)
        adapter.data = [Section(items: [SetupAndConfigurationModel(title: "Battery", badge: "82%")])]

        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ConfigurableBadgeCell)
        #expect(cell.badge == "82%")
        #expect(shownText(cell) == "Battery")
        withExtendedLifetime(adapter) {}
    }

    @Test("table headers and footers follow configurable supplementary models")
    func tableHeaderAndFooter() throws {
        let tableView = makeTable()
        tableView.register(ConfigurableTitleModel.self, ConfigurableTableHeaderModel.self)
        let adapter = TableDataAdapter(tableView: tableView)
        adapter.data = [
            Section(
                header: ConfigurableTableHeaderModel(title: "Network"),
                footer: ConfigurableTableHeaderModel(title: "Two rows"),
                items: [ConfigurableTitleModel(title: "Wi-Fi"), ConfigurableTitleModel(title: "Bluetooth")])
        ]

        #expect(shownText(tableView.headerView(forSection: 0)) == "Network")
        #expect(shownText(tableView.footerView(forSection: 0)) == "Two rows")
        withExtendedLifetime(adapter) {}
    }

    @Test("collection cells and headers follow configurable models, and a tap shows the selected look")
    func collectionItemsAndHeaders() throws {
        let (collectionView, _) = makeCollection { $0.itemSize = CGSize(width: 300, height: 44) }
        collectionView.register(ConfigurableItemModel.self, ConfigurableCollectionHeaderModel.self)
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        adapter.data = [
            Section(
                header: ConfigurableCollectionHeaderModel(title: "Symbols"),
                items: [ConfigurableItemModel(title: "star"), ConfigurableItemModel(title: "heart")])
        ]

        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(shownText(header) == "SYMBOLS", "the grouped header preset upper-cases its text")
        let item = IndexPath(item: 1, section: 0)
        #expect(shownText(collectionView.cellForItem(at: item)) == "heart")

        collectionView.tapItem(at: item)

        let cell = try #require(collectionView.cellForItem(at: item))
        #expect((cell.contentView as? UIListContentView)?.textLabel.font == .preferredFont(forTextStyle: .headline))
        let other = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect((other.contentView as? UIListContentView)?.textLabel.font == .preferredFont(forTextStyle: .body))
        withExtendedLifetime(adapter) {}
    }

    @Test("with an estimated item size, a configurable item without a model size measures its configuration")
    func collectionSelfSizing() throws {
        let (collectionView, _) = makeCollection(width: 320) { $0.estimatedItemSize = CGSize(width: 100, height: 50) }
        collectionView.register(ConfigurableItemModel.self)
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        adapter.data = [Section(items: [ConfigurableItemModel(title: "star")])]
        collectionView.layoutIfNeeded()

        let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(frame.size == CGSize(width: 320, height: 44), "a one-line cell configuration is 44 points tall")
        withExtendedLifetime(adapter) {}
    }
}
