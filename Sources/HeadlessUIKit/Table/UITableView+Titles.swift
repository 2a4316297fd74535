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
/// section without a title gets the height ``UITableView/sectionHeaderHeight`` /
/// ``UITableView/sectionFooterHeight`` describes: self-sized from the delegate's view when those
/// are ``UITableView/automaticDimension`` (the default).
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

/// Self-sizing header and footer views: the delegate's `viewForHeaderInSection` /
/// `viewForFooterInSection` views when no height is given (see ``UITableView/sectionHeaderHeight``).
extension UITableView {
    /// The height of the section's header or footer view fitted to the table's width; nil when
    /// the delegate gives no view. A view on screen is measured where it is (updates move it
    /// with its section; a reload retires it); otherwise the delegate makes one, which is kept
    /// and shown when the section comes into view.
    ///
    /// - Complexity: one delegate call at most, and one measurement of the view.
    func selfSizedSectionViewHeight(section: Int, isHeader: Bool) -> CGFloat? {
        if let shown = isHeader ? displayedHeaders[section] : displayedFooters[section] {
            return fittedHeight(of: shown)
        }
        let given =
            isHeader
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        guard let view = given else { return nil }
        if isHeader { measuredHeaderViews[section] = view } else { measuredFooterViews[section] = view }
        return fittedHeight(of: view)
    }

    /// The height a header or footer view wants at the table's width, as UIKit self-sizes it:
    /// Auto Layout with a required width and a fitting height when constraints size it, else
    /// `sizeThatFits(_:)` (a header/footer view answers from its content view or configuration;
    /// a plain view without constraints keeps its own height).
    private func fittedHeight(of view: UIView) -> CGFloat {
        let width = bounds.width
        if view.frame.width != width { view.setFrameSize(CGSize(width: width, height: view.frame.height)) }
        if let reusable = view as? ReusableView {
            reusable.updateConfigurationIfNeeded()
            return max(0, reusable.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        }
        if view.usesAutoLayoutForSize {
            return max(0, view.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel).height)
        }
        return max(0, view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }

    /// Gives back a view measured but never shown: a reusable one goes to its pool.
    func returnMeasuredSectionView(_ view: UIView) {
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.enqueue(reusable, for: identifier)
        }
    }
}
