import Foundation

extension UITableView {
    /// The titles of the section index along the table's trailing edge, as the data source's
    /// `sectionIndexTitles(for:)` gives them (nil: no index). UIKit reads them when it reloads;
    /// the engine reads them when asked, so they follow the data source.
    ///
    /// - Complexity: one data-source call.
    public var sectionIndexTitlesShown: [String]? {
        dataSource?.sectionIndexTitles(for: self)
    }

    /// Taps the section index at `index` as a person would: asks the data source's
    /// `tableView(_:sectionForSectionIndexTitle:at:)` which section the title stands for and
    /// scrolls that section's top to the top of the table, as UIKit does. A test driver; UIKit
    /// has no public equivalent. Stops the program if the table shows no index or `index` is
    /// outside it.
    ///
    /// - Complexity: two data-source calls and a scroll.
    public func tapSectionIndexTitle(at index: Int) {
        guard let dataSource, let titles = dataSource.sectionIndexTitles(for: self) else {
            listFailure("tapSectionIndexTitle(at:): the table shows no section index (sectionIndexTitles(for:) returns nil)")
        }
        listPrecondition(
            titles.indices.contains(index),
            "tapSectionIndexTitle(at:): index \(index) is outside the section index's \(titles.count) titles")
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard section >= 0, section < numberOfSections else { return }
        let inset = adjustedContentInset
        let top = min(rect(forSection: section).minY - inset.top, max(-inset.top, maximumContentOffset.y))
        contentOffset = CGPoint(x: contentOffset.x, y: top)
    }
}
