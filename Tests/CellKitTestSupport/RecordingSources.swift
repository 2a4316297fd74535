import Foundation
import HeadlessUIKit

// Recording data sources and delegates that log their calls in order, and the laid-out lists
// they feed.

/// Tables and collections hold their data source and delegate weakly, and a layout its
/// collection view, as UIKit does. The fixtures below keep theirs here so that a test may ignore
/// one of them (`let (table, _) = …`, `let (_, flow, _) = …`) without the others losing it.
@MainActor private var fixtureObjects: [AnyObject] = []

// MARK: - Table data source and delegate

/// A data source with only the required methods: `numberOfSections(in:)` keeps its default.
@MainActor
public final class MinimalTableSource: UITableViewDataSource {
    public var rowCount: Int
    public init(rowCount: Int) { self.rowCount = rowCount }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

/// A table data source and delegate that answers from its properties and logs every call.
///
/// `selectionLog` holds the highlight/selection calls in order (`"willSelect 0.2"`),
/// `displayLog` the display calls (`"willDisplay 0.2"`, `"didEndDisplayingHeader 1"`).
@MainActor
public final class RecordingTableSource: UITableViewDataSource, UITableViewDelegate {
    public var rowCounts: [Int]
    public var cellIdentifier: (IndexPath) -> String = { _ in "cell" }
    public var rowHeight: ((IndexPath) -> CGFloat)?
    public var headerHeight: ((Int) -> CGFloat)?
    public var footerHeight: ((Int) -> CGFloat)?
    /// When set, headers are dequeued with this identifier.
    public var headerIdentifier: String?
    /// When set, footers are dequeued with this identifier.
    public var footerIdentifier: String?
    public var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    public var willSelect: (IndexPath) -> IndexPath? = { $0 }
    public var willDeselect: (IndexPath) -> IndexPath? = { $0 }

    public private(set) var numberOfSectionsCalls = 0
    public private(set) var numberOfRowsCalls = 0
    public private(set) var cellRequests: [IndexPath] = []
    public var selectionLog: [String] = []
    public var displayLog: [String] = []
    /// The cells handed to `didEndDisplaying`, in order.
    public private(set) var endedCells: [(IndexPath, UITableViewCell)] = []
    /// The tapped cell's `isHighlighted` seen inside `didHighlightRowAt` / `didUnhighlightRowAt`.
    public private(set) var highlightSeenAtDidHighlight: [Bool?] = []
    public private(set) var highlightSeenAtDidUnhighlight: [Bool?] = []
    /// The selected cell's `isSelected` seen inside `didSelectRowAt`.
    public private(set) var selectionSeenAtDidSelect: [Bool?] = []

    public init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    // Data source

    public func numberOfSections(in tableView: UITableView) -> Int {
        numberOfSectionsCalls += 1
        return rowCounts.count
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRowsCalls += 1
        return rowCounts[section]
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier(indexPath), for: indexPath)
        (cell as? CountingTableCell)?.configuredRow = indexPath
        return cell
    }

    // Sizes and section views

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight?(indexPath) ?? UITableView.automaticDimension
    }

    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight?(section) ?? UITableView.automaticDimension
    }

    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeight?(section) ?? UITableView.automaticDimension
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerIdentifier.flatMap { tableView.dequeueReusableHeaderFooterView(withIdentifier: $0) }
    }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        footerIdentifier.flatMap { tableView.dequeueReusableHeaderFooterView(withIdentifier: $0) }
    }

    // Display

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayLog.append("willDisplay \(short(indexPath))")
    }

    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayLog.append("didEndDisplaying \(short(indexPath))")
        endedCells.append((indexPath, cell))
    }

    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        displayLog.append("willDisplayHeader \(section)")
    }

    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        displayLog.append("willDisplayFooter \(section)")
    }

    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        displayLog.append("didEndDisplayingHeader \(section)")
    }

    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        displayLog.append("didEndDisplayingFooter \(section)")
    }

    // Highlight and selection

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        selectionLog.append("shouldHighlight \(short(indexPath))")
        return shouldHighlight(indexPath)
    }

    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        selectionLog.append("didHighlight \(short(indexPath))")
        highlightSeenAtDidHighlight.append(tableView.cellForRow(at: indexPath)?.isHighlighted)
    }

    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        selectionLog.append("didUnhighlight \(short(indexPath))")
        highlightSeenAtDidUnhighlight.append(tableView.cellForRow(at: indexPath)?.isHighlighted)
    }

    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        selectionLog.append("willSelect \(short(indexPath))")
        return willSelect(indexPath)
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectionLog.append("didSelect \(short(indexPath))")
        selectionSeenAtDidSelect.append(tableView.cellForRow(at: indexPath)?.isSelected)
    }

    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        selectionLog.append("willDeselect \(short(indexPath))")
        return willDeselect(indexPath)
    }

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        selectionLog.append("didDeselect \(short(indexPath))")
    }
}

/// A laid-out table of `CountingTableCell`s (identifier `"cell"`) fed by a ``RecordingTableSource``
/// that is both its data source and its delegate.
@MainActor
public func makeTable(
    rows rowCounts: [Int], style: UITableView.Style = .plain, width: CGFloat = 320, height: CGFloat = 480,
    layout: Bool = true, configure: (UITableView, RecordingTableSource) -> Void = { _, _ in }
) -> (UITableView, RecordingTableSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    table.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
    let source = RecordingTableSource(rowCounts: rowCounts)
    configure(table, source)
    fixtureObjects.append(source)
    table.dataSource = source
    table.delegate = source
    if layout { table.layoutIfNeeded() }
    return (table, source)
}

/// Scrolls vertically and lays out, as a person's scroll followed by the next frame.
@MainActor
public func scroll(_ scrollView: UIScrollView, toY y: CGFloat) {
    scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
    scrollView.layoutIfNeeded()
}

// MARK: - Collection data source and delegate

/// A collection data source and flow-layout delegate that answers from its properties and logs.
///
/// Every flow-layout override returns the layout's own value unless its closure is set.
@MainActor
public final class RecordingCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    public var itemCounts: [Int]
    public var cellIdentifier: (IndexPath) -> String = { _ in "cell" }
    /// Kinds for which a supplementary view is dequeued (with identifier `"supplementary"`).
    public var supplementaryKinds: Set<String> = []

    public var sizeForItem: ((IndexPath) -> CGSize)?
    public var insetForSection: ((Int) -> UIEdgeInsets)?
    public var lineSpacingForSection: ((Int) -> CGFloat)?
    public var interitemSpacingForSection: ((Int) -> CGFloat)?
    public var headerSizeForSection: ((Int) -> CGSize)?
    public var footerSizeForSection: ((Int) -> CGSize)?

    public var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    public var shouldSelect: (IndexPath) -> Bool = { _ in true }
    public var shouldDeselect: (IndexPath) -> Bool = { _ in true }

    public private(set) var numberOfSectionsCalls = 0
    public private(set) var numberOfItemsCalls = 0
    public private(set) var cellRequests: [IndexPath] = []
    public var selectionLog: [String] = []
    public var displayLog: [String] = []
    public private(set) var highlightSeenAtDidHighlight: [Bool?] = []

    public init(itemCounts: [Int]) { self.itemCounts = itemCounts }

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        numberOfSectionsCalls += 1
        return itemCounts.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfItemsCalls += 1
        return itemCounts[section]
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier(indexPath), for: indexPath)
        (cell as? CountingCollectionCell)?.configuredItem = indexPath
        return cell
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        guard supplementaryKinds.contains(kind) else { return nil }
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }

    // Flow layout

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizeForItem?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { insetForSection?(section) ?? (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { lineSpacingForSection?(section) ?? (collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { interitemSpacingForSection?(section) ?? (collectionViewLayout as! UICollectionViewFlowLayout).minimumInteritemSpacing }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize { headerSizeForSection?(section) ?? (collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize { footerSizeForSection?(section) ?? (collectionViewLayout as! UICollectionViewFlowLayout).footerReferenceSize }

    // Display

    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayLog.append("willDisplay \(short(indexPath))")
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayLog.append("didEndDisplaying \(short(indexPath))")
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        displayLog.append("willDisplay \(elementKind) \(indexPath.section)")
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        displayLog.append("didEndDisplaying \(elementKind) \(indexPath.section)")
    }

    // Highlight and selection

    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        selectionLog.append("shouldHighlight \(short(indexPath))")
        return shouldHighlight(indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        selectionLog.append("didHighlight \(short(indexPath))")
        highlightSeenAtDidHighlight.append(collectionView.cellForItem(at: indexPath)?.isHighlighted)
    }

    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        selectionLog.append("didUnhighlight \(short(indexPath))")
    }

    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        selectionLog.append("shouldSelect \(short(indexPath))")
        return shouldSelect(indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectionLog.append("didSelect \(short(indexPath))")
    }

    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        selectionLog.append("shouldDeselect \(short(indexPath))")
        return shouldDeselect(indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        selectionLog.append("didDeselect \(short(indexPath))")
    }
}

/// A flow-layout collection view of `CountingCollectionCell`s (identifier `"cell"`, supplementary
/// views `"supplementary"` for both section kinds) fed by a ``RecordingCollectionSource``.
@MainActor
public func makeCollection(
    items itemCounts: [Int], width: CGFloat = 320, height: CGFloat = 480, layout: Bool = true,
    configure: (UICollectionViewFlowLayout, UICollectionView, RecordingCollectionSource) -> Void = { _, _, _ in }
) -> (UICollectionView, UICollectionViewFlowLayout, RecordingCollectionSource) {
    let flow = UICollectionViewFlowLayout()
    let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: flow)
    collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collection.register(
            PlainSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
    }
    let source = RecordingCollectionSource(itemCounts: itemCounts)
    configure(flow, collection, source)
    fixtureObjects += [source, collection]
    collection.dataSource = source
    collection.delegate = source
    if layout { collection.layoutIfNeeded() }
    return (collection, flow, source)
}
