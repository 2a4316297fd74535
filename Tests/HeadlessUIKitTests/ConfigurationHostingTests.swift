import Foundation
import HeadlessUIKit
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
private struct HostingTextConfiguration: UIContentConfiguration {
    var text: String
    let counter: HostingMakeCounter

    @MainActor
    func makeContentView() -> any UIView & UIContentView {
        counter.made += 1
        return HostingTextView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> HostingTextConfiguration { self }
}

/// Shows a ``HostingTextConfiguration``; supports only that type (the protocol's default).
private final class HostingTextView: UIView, UIContentView {
    private var current: HostingTextConfiguration
    var text: String { current.text }

    init(configuration: HostingTextConfiguration) {
        current = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var configuration: any UIContentConfiguration {
        get { current }
        set { if let new = newValue as? HostingTextConfiguration { current = new } }
    }
}

/// A configuration of another type, which a ``HostingTextView`` does not support.
private struct HostingBadgeConfiguration: UIContentConfiguration {
    var count: Int

    @MainActor
    func makeContentView() -> any UIView & UIContentView { HostingBadgeView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> HostingBadgeConfiguration { self }
}

private final class HostingBadgeView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: HostingBadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private func harpo() -> UIListContentConfiguration {
    var content = UIListContentConfiguration.cell()
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
        let cell = UITableViewCell(reuseIdentifier: nil)
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
        let cell = UITableViewCell(reuseIdentifier: nil)
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
        let cell = UITableViewCell(reuseIdentifier: nil)
        cell.contentConfiguration = harpo()
        let listView = cell.contentView

        cell.contentConfiguration = nil

        #expect(type(of: cell.contentView) == UIView.self)
        #expect(!(cell.contentView is any UIContentView))
        #expect(cell.contentView.subviews.isEmpty)
        #expect(cell.subviews.contains { $0 === cell.contentView })
        #expect(listView.superview == nil)
    }

    @Test("the configuration read back is the one last set, list or not, whichever was set before it")
    func readsBackTheLastConfigurationSet() throws {
        let counter = HostingMakeCounter()
        let cell = UITableViewCell(reuseIdentifier: nil)
        cell.contentConfiguration = harpo()
        #expect(cell.contentConfiguration as? UIListContentConfiguration == harpo())

        cell.contentConfiguration = HostingTextConfiguration(text: "one", counter: counter)
        #expect((cell.contentConfiguration as? HostingTextConfiguration)?.text == "one")
        #expect(!(cell.contentConfiguration is UIListContentConfiguration))
        #expect((cell.contentView as? HostingTextView)?.text == "one")

        var chico = UIListContentConfiguration.cell()
        chico.text = "Chico"
        cell.contentConfiguration = chico
        #expect(cell.contentConfiguration as? UIListContentConfiguration == chico)
        #expect(!(cell.contentConfiguration is HostingTextConfiguration))
        let listView = try #require(cell.contentView as? UIListContentView)
        #expect(listView.textLabel.text == "Chico")

        cell.contentConfiguration = nil
        #expect(cell.contentConfiguration == nil)
        cell.contentConfiguration = HostingTextConfiguration(text: "two", counter: counter)
        cell.contentConfiguration = nil
        #expect(cell.contentConfiguration == nil)
        #expect(type(of: cell.contentView) == UIView.self)
    }

    @Test("one configuration shows in a table cell, a header/footer view, a collection view and a plain view")
    func sameConfigurationEverywhere() throws {
        let content = harpo()
        let hosts: [ReusableView] = [
            UITableViewCell(reuseIdentifier: nil),
            UITableViewHeaderFooterView(reuseIdentifier: nil),
            UICollectionReusableView(frame: .zero),
            UICollectionViewCell(frame: .zero),
        ]
        for host in hosts {
            host.contentConfiguration = content
            let view = try #require(host.contentView as? UIListContentView, "\(type(of: host))")
            #expect(view.textLabel.text == "Harpo", "\(type(of: host))")
        }

        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let plain = content.makeContentView()
        container.addSubview(plain)
        #expect((plain as? UIListContentView)?.textLabel.text == "Harpo")
        #expect((plain.configuration as? UIListContentConfiguration) == content)
    }

    @Test("configurations are values: changing the original after assigning it leaves the cell's alone")
    func configurationsAreCopied() {
        let cell = UITableViewCell(reuseIdentifier: nil)
        var content = harpo()
        cell.contentConfiguration = content

        content.text = "Groucho"

        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Harpo")
        #expect((cell.contentView as? UIListContentView)?.textLabel.text == "Harpo")
    }

    // MARK: Background configurations and views

    @Test("a background configuration makes a view with the resolved colour, corner radius and insets")
    func backgroundConfigurationView() throws {
        let cell = UITableViewCell(reuseIdentifier: nil)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .yellow
        background.cornerRadius = 9
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()

        let view = try #require(cell.backgroundConfigurationView)
        #expect(view.backgroundColor == .yellow)
        #expect(view.layer.cornerRadius == 9)
        #expect(view.frame == CGRect(x: 4, y: 2, width: 320 - 4 - 8, height: 44 - 2 - 6))
        #expect(cell.subviews.first === view, "the background sits behind the content view")

        background.backgroundColor = nil
        background.backgroundColorTransformer = UIConfigurationColorTransformer("half") { $0.withAlphaComponent(0.5) }
        cell.backgroundConfiguration = background
        #expect(view.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.5), "nil colour means the tint")
        #expect(cell.backgroundConfigurationView === view)
    }

    @Test("each configuration update follows the background configuration as last set: set, removed, set again")
    func backgroundConfigurationFollowedAcrossUpdates() throws {
        let cell = UITableViewCell(reuseIdentifier: nil)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfigurationView == nil, "no configuration, no view, after an update")

        cell.backgroundConfiguration = .listPlainCell()
        cell.isSelected = false
        cell.layoutIfNeeded()
        let view = try #require(cell.backgroundConfigurationView)
        #expect(view.backgroundColor == .systemBackground)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(view.backgroundColor == .systemGray4, "the update passes the configuration through the state")

        cell.backgroundConfiguration = nil
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfigurationView == nil)
        #expect(view.superview == nil)

        cell.backgroundConfiguration = .listGroupedCell()
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfigurationView?.backgroundColor == .systemGray4)
    }

    @Test("a background view or selected background view clears the configuration; a configuration clears both views")
    func backgroundViewsAndConfigurationExcludeEachOther() {
        let cell = UITableViewCell(reuseIdentifier: nil)
        cell.backgroundConfiguration = .listPlainCell()
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        #expect(cell.backgroundConfigurationView == nil)

        cell.backgroundConfiguration = .listPlainCell()
        cell.selectedBackgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        #expect(cell.backgroundConfigurationView == nil)

        let background = UIView()
        let selectedBackground = UIView()
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
        let cell = UITableViewCell(reuseIdentifier: nil)
        let selectedBackground = UIView()
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
        #expect(UITableViewCell(reuseIdentifier: nil).defaultContentConfiguration() == .cell())
        #expect(UITableViewCell(reuseIdentifier: nil).defaultBackgroundConfiguration() == .listPlainCell())

        for (style, expectedBackground) in [
            (UITableView.Style.plain, UIBackgroundConfiguration.listPlainCell()),
            (.grouped, .listGroupedCell()),
            (.insetGrouped, .listGroupedCell()),
        ] {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            let cell = try #require(table.dequeueReusableCell(withIdentifier: "cell"))
            #expect(cell.defaultContentConfiguration() == .cell(), "\(style)")
            #expect(cell.defaultBackgroundConfiguration() == expectedBackground, "\(style)")
        }
    }

    @Test("a header view's default content is the plain header in a plain table and the grouped header otherwise")
    func headerDefaults() throws {
        for (style, expectedContent, expectedBackground) in [
            (UITableView.Style.plain, UIListContentConfiguration.plainHeader(), UIBackgroundConfiguration.listPlainHeaderFooter()),
            (.grouped, .groupedHeader(), .listGroupedHeaderFooter()),
            (.insetGrouped, .groupedHeader(), .listGroupedHeaderFooter()),
        ] {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
            table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
            let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
            #expect(header.defaultContentConfiguration() == expectedContent, "\(style)")
            #expect(header.defaultBackgroundConfiguration() == expectedBackground, "\(style)")
        }
    }

    @Test("a collection list cell's defaults are the cell preset and the plain cell background")
    func collectionListCellDefaults() {
        let cell = UICollectionViewListCell(frame: .zero)
        #expect(cell.defaultContentConfiguration() == .cell())
        #expect(cell.defaultContentConfiguration() != .subtitleCell())
        #expect(cell.defaultBackgroundConfiguration() == .listPlainCell())
    }
}
