import Foundation

/// Section titles: the data source's `titleForHeaderInSection` / `titleForFooterInSection`.
///
/// When the delegate gives no view for a header (or footer) and the data source gives a title,
/// the table shows a default ``UITableViewHeaderFooterView`` whose ``UITableViewHeaderFooterView/textLabel``
/// holds the title, as UIKit does. Its look follows the table's style: the
/// ``UIListContentConfiguration/plainHeader()`` / ``UIListContentConfiguration/plainFooter()``
/// fonts and margins in the plain style, ``UIListContentConfiguration/groupedHeader()`` (the
/// title upper-cased, the classic grouped look) / ``UIListContentConfiguration/groupedFooter()``
/// in the grouped styles.
///
/// Its height, when the delegate's height method gives ``UITableView/automaticDimension`` (or
/// there is no delegate), is measured from the title as UIKit measures its default header: the
/// title wrapped at the table's width inside the preset's margins, plus those margins. A
/// section without a title keeps ``UITableView/sectionHeaderHeight`` / ``UITableView/sectionFooterHeight``.
extension UITableView {
    /// The preset the default title view of a header or footer follows in this table's style.
    func titlePreset(isHeader: Bool) -> UIListContentConfiguration {
        switch (style, isHeader) {
        case (.plain, true): .plainHeader()
        case (.plain, false): .plainFooter()
        case (_, true): .groupedHeader()
        case (_, false): .groupedFooter()
        }
    }

    /// The data source's title for a section's header or footer, nil or empty meaning none.
    func sectionTitle(section: Int, isHeader: Bool) -> String? {
        guard let dataSource else { return nil }
        let title =
            isHeader
            ? dataSource.tableView(self, titleForHeaderInSection: section)
            : dataSource.tableView(self, titleForFooterInSection: section)
        guard let title, !title.isEmpty else { return nil }
        return title
    }

    /// A default title view for the section, or nil without a title. Made anew each time it
    /// comes into view (UIKit reuses its own; nothing outside can tell).
    func titleView(section: Int, isHeader: Bool) -> UITableViewHeaderFooterView? {
        guard let title = sectionTitle(section: section, isHeader: isHeader) else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.tableStyle = style
        let preset = titlePreset(isHeader: isHeader)
        view.classicPreset = preset
        view.textLabel?.text = preset.textProperties.transformedText(title)
        return view
    }

    /// The measured height of the section's default title view; nil without a title.
    ///
    /// - Complexity: O(*c*) in the title's characters.
    func titleViewHeight(section: Int, isHeader: Bool) -> CGFloat? {
        guard let view = titleView(section: section, isHeader: isHeader) else { return nil }
        return view.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
    }
}
