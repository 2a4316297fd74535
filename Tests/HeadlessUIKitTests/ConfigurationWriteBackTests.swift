import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// UIKit's `automaticallyUpdatesContentConfiguration` / `automaticallyUpdatesBackgroundConfiguration`:
// on a state change the cell calls `updated(for:)` on its configurations "and applies the
// updated configuration back to the cell", so reading the property afterwards gives the
// updated value; with the flag off, the configuration the app set stays as it was.

/// Remembers the selection of the state it was last updated for.
private struct SelectionConfiguration: UIContentConfiguration, Hashable {
    var text: String
    var isSelected = false

    @MainActor
    func makeContentView() -> any UIView & UIContentView { SelectionContentView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> SelectionConfiguration {
        var updated = self
        if let state = state as? UICellConfigurationState { updated.isSelected = state.isSelected }
        return updated
    }
}

private final class SelectionContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: SelectionConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var shown: SelectionConfiguration? { configuration as? SelectionConfiguration }
}

@MainActor
private final class SelectionTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var automaticallyUpdates = true

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.automaticallyUpdatesContentConfiguration = automaticallyUpdates
        cell.automaticallyUpdatesBackgroundConfiguration = automaticallyUpdates
        cell.contentConfiguration = SelectionConfiguration(text: "row \(indexPath.row)")
        cell.backgroundConfiguration = .listPlainCell()
        return cell
    }
}

@MainActor
private final class SelectionCollectionSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentConfiguration = SelectionConfiguration(text: "item \(indexPath.item)")
        cell.backgroundConfiguration = .listGroupedCell()
        return cell
    }
}

@MainActor
@Suite("Configurations updated for the state are stored back in the cell")
struct ConfigurationWriteBackTests {
    private func table(automaticallyUpdates: Bool) -> (UITableView, SelectionTableSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = SelectionTableSource()
        source.automaticallyUpdates = automaticallyUpdates
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test("A table cell's selection writes the updated content and background configurations back")
    func tableCell() throws {
        let (table, source) = table(automaticallyUpdates: true)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect((cell.contentConfiguration as? SelectionConfiguration)?.isSelected == false)

        table.tapRow(at: IndexPath(row: 1, section: 0))
        table.layoutIfNeeded()
        // The stored configuration is the one updated for the selected state, and it is the one shown.
        #expect((cell.contentConfiguration as? SelectionConfiguration)?.isSelected == true)
        #expect((cell.contentView as? SelectionContentView)?.shown?.isSelected == true)
        // listPlainCell()'s fill follows the state (grey when selected) and is stored back too.
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)

        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        table.layoutIfNeeded()
        #expect((cell.contentConfiguration as? SelectionConfiguration)?.isSelected == false)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        _ = source
    }

    @Test("With automatic updates off, the cell keeps the configurations the app set")
    func automaticUpdatesOff() throws {
        let (table, source) = table(automaticallyUpdates: false)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        table.tapRow(at: IndexPath(row: 0, section: 0))
        table.layoutIfNeeded()
        #expect(cell.isSelected)
        #expect((cell.contentConfiguration as? SelectionConfiguration)?.isSelected == false)
        #expect((cell.contentView as? SelectionContentView)?.shown?.isSelected == false)
        #expect(cell.backgroundConfiguration == .listPlainCell())
        _ = source
    }

    @Test("A collection cell's selection writes the updated configurations back")
    func collectionCell() throws {
        let (collectionView, _) = makeCollection()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = SelectionCollectionSource()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))

        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        collectionView.layoutIfNeeded()
        #expect((cell.contentConfiguration as? SelectionConfiguration)?.isSelected == true)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        _ = source
    }

    @Test("A configuration set outside an update is kept as set until the next state change")
    func setOutsideUpdate() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()
        cell.isSelected = true
        cell.layoutIfNeeded()
        cell.contentConfiguration = SelectionConfiguration(text: "a")
        // Shown through updated(for:) at once, stored as set.
        #expect((cell.contentView as? SelectionContentView)?.shown?.isSelected == true)
        #expect((cell.contentConfiguration as? SelectionConfiguration)?.isSelected == false)
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? SelectionConfiguration)?.isSelected == true)
    }
}

// UIKit self-sizes a header or footer view the delegate returns when no height is given:
// `sectionHeaderHeight` / `sectionFooterHeight` default to `automaticDimension`.

@MainActor
private final class HeaderViewSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var headerHeight: CGFloat?
    var viewRequests: [Int] = []
    var margin: CGFloat = 10
    var prefix = "Section"

    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        viewRequests.append(section)
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        var content = UIListContentConfiguration.plainHeader()
        content.text = "\(prefix) \(section)"
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: margin, leading: 16, bottom: margin, trailing: 16)
        header?.contentConfiguration = content
        return header
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? UITableView.automaticDimension
    }
}

/// A header view laid out by Auto Layout: a 30-point box 7 points from the top and bottom.
private final class ConstrainedHeaderView: UITableViewHeaderFooterView {
    let box = UIView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 7),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -7),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private final class ConstrainedHeaderSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "footer")
    }
}

@MainActor
@Suite("Header and footer views self-size when the delegate gives no height")
struct SelfSizingHeaderTests {
    private func table(style: UITableView.Style = .plain, configure: (UITableView, HeaderViewSource) -> Void = { _, _ in })
        -> (UITableView, HeaderViewSource)
    {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let source = HeaderViewSource()
        configure(table, source)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test("A header with a list content configuration is as tall as its text and margins")
    func listConfigurationHeader() throws {
        let (table, source) = table()
        let header = try #require(table.headerView(forSection: 0))
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Section 0")
        // The configuration's height: its text line plus the 10-point margins above and below.
        let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(table.rectForHeader(inSection: 0).height == content.textProperties.font.lineHeight + 20)
        #expect(header.frame.height == table.rectForHeader(inSection: 0).height)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.frame.height)
        // Each header view was made once: while measuring, and then shown.
        #expect(source.viewRequests == [0, 1])
        #expect(table.headerView(forSection: 1) != nil)
        _ = source
    }

    @Test("An explicit height from the delegate is used as given; views are asked for only as sections show")
    func explicitHeight() throws {
        let (table, source) = table { table, source in
            source.headerHeight = 50
            table.frame.size.height = 100
        }
        #expect(table.rectForHeader(inSection: 0).height == 50)
        #expect(table.headerView(forSection: 0)?.frame.height == 50)
        // Section 1 starts at 50 + 2 × 44 = 138, below the 100-point screen: not measured, not asked for.
        #expect(source.viewRequests == [0])
    }

    @Test("After a reload, headers off screen are measured from the new data and show it")
    func reloadRemeasures() throws {
        let (table, source) = table { table, _ in table.frame.size.height = 100 }
        let lineHeight = UIListContentConfiguration.plainHeader().textProperties.font.lineHeight
        #expect(table.rectForHeader(inSection: 1).height == lineHeight + 20)
        source.margin = 30
        source.prefix = "Group"
        table.reloadData()
        #expect(table.rectForHeader(inSection: 1).height == lineHeight + 60)
        table.setContentOffset(CGPoint(x: 0, y: table.rectForHeader(inSection: 1).minY), animated: false)
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 1))
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Group 1")
        #expect(header.frame.height == lineHeight + 60)
    }

    @Test("A positive sectionHeaderHeight turns the self-sizing off")
    func fixedSectionHeaderHeight() {
        let (table, _) = table { table, _ in table.sectionHeaderHeight = 33 }
        #expect(table.rectForHeader(inSection: 0).height == 33)
        #expect(table.rectForHeader(inSection: 1).height == 33)
    }

    @Test("A footer laid out by Auto Layout is fitted at the table's width")
    func constrainedFooter() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(ConstrainedHeaderView.self, forHeaderFooterViewReuseIdentifier: "footer")
        let source = ConstrainedHeaderSource()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        // 7 + 30 + 7; the grouped header without a view keeps the 18-point gap.
        #expect(table.rectForFooter(inSection: 0).height == 44)
        #expect(table.rectForHeader(inSection: 0).height == 18)
        let footer = try #require(table.footerView(forSection: 0) as? ConstrainedHeaderView)
        #expect(footer.frame.size == CGSize(width: 320, height: 44))
        _ = source
    }
}
