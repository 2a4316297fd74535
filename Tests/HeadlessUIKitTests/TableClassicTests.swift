import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// A table data source and delegate written as UIKit apps write them: classic cells, titles,
/// editing, swipe actions and scroll callbacks, each logged in `log`.
@MainActor
final class ClassicSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var style: UITableViewCell.CellStyle = .default
    var accessory: UITableViewCell.AccessoryType = .none
    var log: [String] = []
    var editable: (IndexPath) -> Bool = { _ in true }
    var editingStyle: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
    var moveTarget: ((IndexPath, IndexPath) -> IndexPath)?
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var contextMenu: ((IndexPath) -> UIContextMenuConfiguration?)?
    var deleteTitle: String?
    var targetOverride: CGPoint?
    var allowScrollToTop = true

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "classic")
            ?? UITableViewCell(style: style, reuseIdentifier: "classic")
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = "detail"
        cell.accessoryType = accessory
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable(indexPath) }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle) \(short(indexPath))")
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else if editingStyle == .insert {
            sections[indexPath.section].insert("new", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveRowAt \(short(sourceIndexPath)) to \(short(destinationIndexPath))")
        let name = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(name, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessoryButtonTapped \(short(indexPath))")
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        editingStyle(indexPath)
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        indexPath.row != 1
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(short(indexPath))")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath.map(short) ?? "nil")")
    }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        log.append("targetIndexPath \(short(sourceIndexPath)) proposed \(short(proposedDestinationIndexPath))")
        return moveTarget?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("contextMenu \(short(indexPath)) at \(Int(point.x)),\(Int(point.y))")
        return contextMenu?(indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(short(indexPath))") }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll \(Int(scrollView.contentOffset.y))") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log.append("willEndDragging \(velocity.y) target \(Int(targetContentOffset.pointee.y))")
        if let targetOverride { targetContentOffset.pointee = targetOverride }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { log.append("didEndDragging \(decelerate)") }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { log.append("shouldScrollToTop"); return allowScrollToTop }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log.append("didScrollToTop") }
}

@MainActor private var keptSources: [AnyObject] = []

@MainActor
func classicTable(
    _ sections: [[String]], style: UITableView.Style = .plain, height: CGFloat = 480,
    configure: (UITableView, ClassicSource) -> Void = { _, _ in }
) -> (UITableView, ClassicSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
    let source = ClassicSource(sections)
    keptSources.append(source)
    configure(table, source)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, source)
}

@Suite("UITableView classic cells, titles, accessories, separators and insets")
@MainActor
struct TableClassicTests {
    @Test("titleForHeaderInSection and titleForFooterInSection show default header and footer views")
    func sectionTitles() throws {
        let (table, _) = classicTable([["a", "b"], ["c"]]) { _, source in
            source.headerTitles = ["Friends", nil]
            source.footerTitles = [nil, "2 people"]
        }
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "Friends")
        #expect(table.headerView(forSection: 1) == nil)
        let footer = try #require(table.footerView(forSection: 1))
        #expect(footer.textLabel?.text == "2 people")
        // Plain header: headline 17 (one line 20.4) inside 6-point margins = 32.4; plain footer:
        // footnote 13 (15.6) inside 6-point margins = 27.6.
        #expect(isClose(table.rectForHeader(inSection: 0).height, 32.4))
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(isClose(table.rectForFooter(inSection: 1).height, 27.6))
        #expect(isClose(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 32.4))
        let text = TextRenderer.render(table)
        #expect(text.contains("-- Friends --"))
        #expect(text.contains("-- 2 people --"))
        #expect(SVGRenderer.render(table).contains(">Friends<"))
    }

    @Test("a grouped table upper-cases its header titles and measures a long title on several lines")
    func groupedTitles() throws {
        let long = String(repeating: "x", count: 100)
        let (table, _) = classicTable([["a"], ["b"]], style: .grouped) { _, source in
            source.headerTitles = ["Due today", long]
        }
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "DUE TODAY")
        // groupedHeader: footnote 13 (6.5 wide, 15.6 tall), margins 16 top, 6 bottom, 16 at the sides.
        #expect(isClose(table.rectForHeader(inSection: 0).height, 16 + 15.6 + 6))
        // 288 points hold 44 characters a line: 100 characters take 3 lines.
        #expect(isClose(table.rectForHeader(inSection: 1).height, 16 + 3 * 15.6 + 6))
    }

    @Test("a delegate's header view or height wins over the title")
    func delegateWins() {
        final class Source: UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Title" }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { UILabel(text: "Custom") }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).height == 50)
        // A custom header that is not a UITableViewHeaderFooterView shows, but headerView(forSection:)
        // answers nil for it, as in UIKit.
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.subviews.contains { ($0 as? UILabel)?.text == "Custom" })
    }

    @Test("classic styles: default has no detail label; value1 puts the detail at the trailing edge; subtitle stacks")
    func classicStyles() throws {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil)
        #expect(plain.textLabel != nil)

        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "Home"
        value1.layoutIfNeeded()
        let detail = try #require(value1.detailTextLabel)
        // "Home" is 4 characters of 8.5 points: 34 wide, ending at the 16-point margin.
        #expect(detail.frame == CGRect(x: 270, y: 11.8, width: 34, height: 20.4))
        #expect(value1.textLabel?.frame.minX == 16)

        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Ada"
        subtitle.detailTextLabel?.text = "Analyst"
        subtitle.imageView?.image = UIImage(named: "person", size: CGSize(width: 24, height: 24))
        subtitle.layoutIfNeeded()
        // Image at the margin, text after it and a 16-point gap; 20.4 + 18 = 38.4 of text centred in 60.
        #expect(subtitle.imageView?.frame == CGRect(x: 16, y: 18, width: 24, height: 24))
        #expect(subtitle.textLabel?.frame.minX == 56)
        #expect(isClose(subtitle.textLabel?.frame.minY ?? 0, 10.8))
        #expect(isClose(subtitle.detailTextLabel?.frame.minY ?? 0, 31.2))
        // Self-sizing: 11.8 + 38.4 + 11.8.
        #expect(isClose(subtitle.sizeThatFits(CGSize(width: 320, height: 1000)).height, 62))
    }

    @Test("classic cells show their labels in the renderers")
    func classicRendering() {
        let (table, _) = classicTable([["Wi-Fi", "Bluetooth"]]) { _, source in
            source.style = .value1
            source.accessory = .disclosureIndicator
        }
        let text = TextRenderer.render(table)
        #expect(text.contains("[Wi-Fi | detail | ›]"))
        #expect(SVGRenderer.render(table).contains(">Bluetooth<"))
    }

    @Test("accessories narrow the content view as UIKit's and are drawn; a custom view replaces the type")
    func accessories() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let expected: [(UITableViewCell.AccessoryType, CGFloat, String?)] = [
            (.none, 320, nil), (.disclosureIndicator, 286, "›"), (.checkmark, 280, "✓"),
            (.detailButton, 272, "ⓘ"), (.detailDisclosureButton, 252, "ⓘ ›"),
        ]
        for (type, width, symbol) in expected {
            cell.accessoryType = type
            cell.layoutIfNeeded()
            #expect(cell.contentView.frame.width == width, "\(type)")
            let drawn = cell.subviews.compactMap { ($0 as? UILabel)?.text }
            #expect(drawn == (symbol.map { [$0] } ?? []), "\(type)")
        }
        let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell)
        #expect(toggle.frame == CGRect(x: 253, y: 6.5, width: 51, height: 31))
        #expect(cell.contentView.frame.width == 237)  // 320 − 51 − 2 × 16
        #expect(cell.subviews.allSatisfy { !($0 is UILabel) })

        // While editing, the editing accessory applies.
        cell.editingAccessoryType = .checkmark
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(toggle.superview == nil)
        #expect(cell.contentView.frame.width == 280)
    }

    @Test("tapAccessoryButton calls accessoryButtonTappedForRowWith; a row without a detail button cannot be tapped")
    func accessoryButton() async {
        let (table, source) = classicTable([["a", "b"]]) { _, source in source.accessory = .detailDisclosureButton }
        table.tapAccessoryButton(forRowAt: IndexPath(row: 1, section: 0))
        #expect(source.log == ["accessoryButtonTapped 0.1"])

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = classicTable([["a"]]) { _, source in source.accessory = .checkmark }
                table.tapAccessoryButton(forRowAt: IndexPath(row: 0, section: 0))
            }
        }
        #expect(standardError(of: result).contains("shows no detail button"))
    }

    @Test("selectionStyle .none keeps the selected and highlighted background away; the cell is still selected")
    func selectionStyleNone() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundConfiguration = .listPlainCell()
        cell.selectionStyle = .none
        cell.isSelected = true
        cell.updateConfigurationIfNeeded()
        #expect(cell.isSelected)
        #expect(cell.backgroundConfigurationView?.resolvedBackgroundColor == UIBackgroundConfiguration.listPlainCell().backgroundColor)

        let normal = UITableViewCell(style: .default, reuseIdentifier: nil)
        normal.backgroundConfiguration = .listPlainCell()
        normal.isSelected = true
        normal.updateConfigurationIfNeeded()
        #expect(normal.backgroundConfigurationView?.resolvedBackgroundColor != UIBackgroundConfiguration.listPlainCell().backgroundColor)
    }

    @Test("tableHeaderView and tableFooterView sit above the first and below the last section")
    func tableHeaderAndFooter() {
        let (table, _) = classicTable([["a", "b"], ["c"]]) { table, _ in
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
            table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        }
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 188)
        #expect(table.contentSize.height == 262)  // 100 + 3 × 44 + 30
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 232, width: 320, height: 30))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == nil)
        let svg = SVGRenderer.render(table)
        #expect(svg.contains("height=\"100\""))
    }

    @Test("separators: single lines inset by the table's or the cell's separatorInset, in separatorColor; none when off")
    func separators() {
        let (table, _) = classicTable([["a", "b"]]) { table, _ in
            table.separatorColor = .red
        }
        #expect(table.separatorStyle == .singleLine)
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        var svg = SVGRenderer.render(table)
        #expect(svg.components(separatedBy: "class=\"separator\" x1=\"16\"").count - 1 == 2)
        table.cellForRow(at: IndexPath(row: 1, section: 0))?.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        svg = SVGRenderer.render(table)
        #expect(svg.contains("class=\"separator\" x1=\"60\" y1=\"87.75\" x2=\"310\""))
        table.separatorStyle = .none
        #expect(!SVGRenderer.render(table).contains("separator"))
    }

    @Test("contentInset: the offset starts at -top, rows above the inset show, scrolling to a row honours it")
    func contentInsets() {
        let (table, _) = classicTable([Array(repeating: "x", count: 30)], height: 440) { table, _ in
            table.contentInset = UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0)
        }
        #expect(table.adjustedContentInset.top == 44)
        #expect(table.contentOffset.y == -44)
        // The viewport is -44..<396: rows 0 through 8 (8 starts at 352).
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0...8))
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        // Content 1320 + 44 bottom inset − 440 viewport: the last row ends just above the bottom inset.
        #expect(table.contentOffset.y == 924)
        // Row 0 at the top sits just below the top inset.
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == -44)
        #expect(table.maximumContentOffset.y == 924)
        #expect(table.minimumContentOffset.y == -44)
    }
}
