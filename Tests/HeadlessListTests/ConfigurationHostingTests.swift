import Foundation
import HeadlessList
import Testing

// How reusable views host content and background configurations: which content view shows a
// configuration, when a new one is made, and how background configurations and views exclude
// each other.

/// Counts the content views a test's configurations make.
@MainActor
private final class HostingMakeCounter {
    var made = 0
}

/// A text configuration that counts `makeContentView()` calls.
private struct HostingTextConfiguration: ContentConfiguration {
    var text: String
    let counter: HostingMakeCounter

    @MainActor
    func makeContentView() -> any View & ContentView {
        counter.made += 1
        return HostingTextView(configuration: self)
    }

    func updated(for state: any ConfigurationState) -> HostingTextConfiguration { self }
}

/// Shows a ``HostingTextConfiguration``; supports only that type (the protocol's default).
private final class HostingTextView: View, ContentView {
    private var current: HostingTextConfiguration
    var text: String { current.text }

    init(configuration: HostingTextConfiguration) {
        current = configuration
        super.init(frame: .zero)
    }

    var configuration: any ContentConfiguration {
        get { current }
        set { if let new = newValue as? HostingTextConfiguration { current = new } }
    }
}

/// A configuration of another type, which a ``HostingTextView`` does not support.
private struct HostingBadgeConfiguration: ContentConfiguration {
    var count: Int

    @MainActor
    func makeContentView() -> any View & ContentView { HostingBadgeView(configuration: self) }

    func updated(for state: any ConfigurationState) -> HostingBadgeConfiguration { self }
}

private final class HostingBadgeView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: HostingBadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
}

private func harpo() -> ListContentConfiguration {
    var content = ListContentConfiguration.cell()
    content.text = "Harpo"
    return content
}

@Suite("Hosting content and background configurations")
@MainActor
struct ConfigurationHostingTests {
    // MARK: Content configurations

    @Test("a configuration the content view supports is applied to it; no new view is made")
    func supportedConfigurationReusesContentView() throws {
        let counter = HostingMakeCounter()
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.contentConfiguration = HostingTextConfiguration(text: "one", counter: counter)
        let first = try #require(cell.contentView as? HostingTextView)

        cell.contentConfiguration = HostingTextConfiguration(text: "two", counter: counter)

        #expect(counter.made == 1)
        #expect(cell.contentView === first)
        #expect(first.text == "two")
    }

    @Test("a configuration of another type makes a new content view that replaces the old one")
    func unsupportedConfigurationReplacesContentView() throws {
        let counter = HostingMakeCounter()
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.contentConfiguration = HostingTextConfiguration(text: "one", counter: counter)
        let old = cell.contentView

        cell.contentConfiguration = HostingBadgeConfiguration(count: 3)

        let badge = try #require(cell.contentView as? HostingBadgeView)
        #expect((badge.configuration as? HostingBadgeConfiguration)?.count == 3)
        #expect(cell.subviews.contains { $0 === badge })
        #expect(!cell.subviews.contains { $0 === old })
        #expect(old.superview == nil)
        #expect(badge.frame.size == cell.bounds.size)
    }

    @Test("nil puts back a plain, empty content view")
    func nilRestoresPlainContentView() {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.contentConfiguration = harpo()
        let listView = cell.contentView

        cell.contentConfiguration = nil

        #expect(type(of: cell.contentView) == View.self)
        #expect(!(cell.contentView is any ContentView))
        #expect(cell.contentView.subviews.isEmpty)
        #expect(cell.subviews.contains { $0 === cell.contentView })
        #expect(listView.superview == nil)
    }

    @Test("one configuration shows in a table cell, a header/footer view, a collection view and a plain view")
    func sameConfigurationEverywhere() throws {
        let content = harpo()
        let hosts: [ReusableView] = [
            TableViewCell(reuseIdentifier: nil),
            TableViewHeaderFooterView(reuseIdentifier: nil),
            CollectionReusableView(frame: .zero),
            CollectionViewCell(frame: .zero),
        ]
        for host in hosts {
            host.contentConfiguration = content
            let view = try #require(host.contentView as? ListContentView, "\(type(of: host))")
            #expect(view.textLabel.text == "Harpo", "\(type(of: host))")
        }

        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let plain = content.makeContentView()
        container.addSubview(plain)
        #expect((plain as? ListContentView)?.textLabel.text == "Harpo")
        #expect((plain.configuration as? ListContentConfiguration) == content)
    }

    @Test("configurations are values: changing the original after assigning it leaves the cell's alone")
    func configurationsAreCopied() {
        let cell = TableViewCell(reuseIdentifier: nil)
        var content = harpo()
        cell.contentConfiguration = content

        content.text = "Groucho"

        #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Harpo")
        #expect((cell.contentView as? ListContentView)?.textLabel.text == "Harpo")
    }

    // MARK: Background configurations and views

    @Test("a background configuration makes a view with the resolved colour, corner radius and insets")
    func backgroundConfigurationView() throws {
        let cell = TableViewCell(reuseIdentifier: nil)
        var background = BackgroundConfiguration.listPlainCell()
        background.backgroundColor = .yellow
        background.cornerRadius = 9
        background.backgroundInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()

        let view = try #require(cell.backgroundConfigurationView)
        #expect(view.backgroundColor == .yellow)
        #expect(view.layer.cornerRadius == 9)
        #expect(view.frame == CGRect(x: 4, y: 2, width: 320 - 4 - 8, height: 44 - 2 - 6))
        #expect(cell.subviews.first === view, "the background sits behind the content view")

        background.backgroundColor = nil
        background.backgroundColorTransformer = ColorTransformer("half") { $0.withAlphaComponent(0.5) }
        cell.backgroundConfiguration = background
        #expect(view.backgroundColor == Color.systemBlue.withAlphaComponent(0.5), "nil colour means the tint")
        #expect(cell.backgroundConfigurationView === view)
    }

    @Test("a background view or selected background view clears the configuration; a configuration clears both views")
    func backgroundViewsAndConfigurationExcludeEachOther() {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.backgroundConfiguration = .listPlainCell()
        cell.backgroundView = View()
        #expect(cell.backgroundConfiguration == nil)
        #expect(cell.backgroundConfigurationView == nil)

        cell.backgroundConfiguration = .listPlainCell()
        cell.selectedBackgroundView = View()
        #expect(cell.backgroundConfiguration == nil)
        #expect(cell.backgroundConfigurationView == nil)

        let background = View()
        let selectedBackground = View()
        cell.backgroundView = background
        cell.selectedBackgroundView = selectedBackground
        cell.backgroundConfiguration = .listGroupedCell()

        #expect(cell.backgroundView == nil)
        #expect(cell.selectedBackgroundView == nil)
        #expect(background.superview == nil)
        #expect(selectedBackground.superview == nil)
        #expect(cell.backgroundConfigurationView?.superview === cell)
    }

    @Test("the selected background view shows only while the cell is selected or highlighted")
    func selectedBackgroundViewVisibility() {
        let cell = TableViewCell(reuseIdentifier: nil)
        let selectedBackground = View()
        cell.selectedBackgroundView = selectedBackground
        cell.layoutIfNeeded()
        #expect(selectedBackground.isHidden)

        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(!selectedBackground.isHidden)

        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(selectedBackground.isHidden)

        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(!selectedBackground.isHidden)
    }

    // MARK: Defaults

    @Test("a table cell's default configurations: the cell preset, and a background for its table's style")
    func tableCellDefaults() throws {
        #expect(TableViewCell(reuseIdentifier: nil).defaultContentConfiguration() == .cell())
        #expect(TableViewCell(reuseIdentifier: nil).defaultBackgroundConfiguration() == .listPlainCell())

        for (style, expectedBackground) in [
            (TableView.Style.plain, BackgroundConfiguration.listPlainCell()),
            (.grouped, .listGroupedCell()),
            (.insetGrouped, .listGroupedCell()),
        ] {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
            table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            let cell = try #require(table.dequeueReusableCell(withIdentifier: "cell"))
            #expect(cell.defaultContentConfiguration() == .cell(), "\(style)")
            #expect(cell.defaultBackgroundConfiguration() == expectedBackground, "\(style)")
        }
    }

    @Test("a header view's default content is the plain header in a plain table and the grouped header otherwise")
    func headerDefaults() throws {
        for (style, expectedContent, expectedBackground) in [
            (TableView.Style.plain, ListContentConfiguration.plainHeader(), BackgroundConfiguration.listPlainHeaderFooter()),
            (.grouped, .groupedHeader(), .listGroupedHeaderFooter()),
            (.insetGrouped, .groupedHeader(), .listGroupedHeaderFooter()),
        ] {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
            table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
            let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
            #expect(header.defaultContentConfiguration() == expectedContent, "\(style)")
            #expect(header.defaultBackgroundConfiguration() == expectedBackground, "\(style)")
        }
    }

    @Test("a collection list cell's defaults are the cell preset and the plain cell background")
    func collectionListCellDefaults() {
        let cell = CollectionViewListCell(frame: .zero)
        #expect(cell.defaultContentConfiguration() == .cell())
        #expect(cell.defaultContentConfiguration() != .subtitleCell())
        #expect(cell.defaultBackgroundConfiguration() == .listPlainCell())
    }
}
