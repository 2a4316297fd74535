import Foundation
import HeadlessList
import Testing

// Shared fixtures for the engine's tests: recording data sources and delegates that log their
// calls in order, and cell subclasses that count what the engine does to them.

// MARK: - Formatting

/// `"section.row"`, the short form the logs use.
func short(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath[1])" }

/// Whether two lengths are equal up to floating-point noise.
func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = 0.0001) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// Whether two rectangles are equal up to floating-point noise.
func isClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: CGFloat = 0.0001) -> Bool {
    isClose(lhs.minX, rhs.minX, tolerance: tolerance) && isClose(lhs.minY, rhs.minY, tolerance: tolerance)
        && isClose(lhs.width, rhs.width, tolerance: tolerance)
        && isClose(lhs.height, rhs.height, tolerance: tolerance)
}

/// Every index path of a list with the given counts, in order.
func allIndexPaths(_ counts: [Int]) -> [IndexPath] {
    counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(row: $0, section: section) } }
}

/// The rows `first...last` of section `section`.
func rows(_ range: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
    range.map { IndexPath(row: $0, section: section) }
}

/// Tables and collections hold their data source and delegate weakly, and a layout its
/// collection view, as UIKit does. The fixtures below keep theirs here so that a test may ignore
/// one of them (`let (table, _) = …`, `let (_, flow, _) = …`) without the others losing it.
@MainActor private var fixtureObjects: [AnyObject] = []

// MARK: - Cells and views

/// A table cell that counts its `prepareForReuse()` calls and remembers its state at that moment.
@MainActor
class TrackingCell: TableViewCell {
    private(set) var prepareForReuseCount = 0
    /// The row the data source last configured the cell for.
    var configuredRow: IndexPath?

    required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

/// A second table cell class, to tell registrations apart.
@MainActor
final class OtherTrackingCell: TrackingCell {}

/// A table header/footer view class.
@MainActor
final class TrackingHeaderView: TableViewHeaderFooterView {
    private(set) var prepareForReuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

/// A collection cell that counts its `prepareForReuse()` calls.
@MainActor
class TrackingCollectionCell: CollectionViewCell {
    private(set) var prepareForReuseCount = 0
    var configuredItem: IndexPath?

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

/// A second collection cell class.
@MainActor
final class OtherTrackingCollectionCell: TrackingCollectionCell {}

/// A collection supplementary view class.
@MainActor
final class TrackingSupplementaryView: CollectionReusableView {}

// MARK: - Table data source and delegate

/// A data source with only the required methods: `numberOfSections(in:)` keeps its default.
@MainActor
final class MinimalTableSource: TableViewDataSource {
    var rowCount: Int
    init(rowCount: Int) { self.rowCount = rowCount }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

/// A table data source and delegate that answers from its properties and logs every call.
///
/// `selectionLog` holds the highlight/selection calls in order (`"willSelect 0.2"`),
/// `displayLog` the display calls (`"willDisplay 0.2"`, `"didEndDisplayingHeader 1"`).
@MainActor
final class RecordingTableSource: TableViewDataSource, TableViewDelegate {
    var rowCounts: [Int]
    var cellIdentifier: (IndexPath) -> String = { _ in "cell" }
    var rowHeight: ((IndexPath) -> CGFloat)?
    var headerHeight: ((Int) -> CGFloat)?
    var footerHeight: ((Int) -> CGFloat)?
    /// When set, headers are dequeued with this identifier.
    var headerIdentifier: String?
    /// When set, footers are dequeued with this identifier.
    var footerIdentifier: String?
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var willSelect: (IndexPath) -> IndexPath? = { $0 }
    var willDeselect: (IndexPath) -> IndexPath? = { $0 }

    private(set) var numberOfSectionsCalls = 0
    private(set) var numberOfRowsCalls = 0
    private(set) var cellRequests: [IndexPath] = []
    var selectionLog: [String] = []
    var displayLog: [String] = []
    /// The cells handed to `didEndDisplaying`, in order.
    private(set) var endedCells: [(IndexPath, TableViewCell)] = []
    /// The tapped cell's `isHighlighted` seen inside `didHighlightRowAt` / `didUnhighlightRowAt`.
    private(set) var highlightSeenAtDidHighlight: [Bool?] = []
    private(set) var highlightSeenAtDidUnhighlight: [Bool?] = []
    /// The selected cell's `isSelected` seen inside `didSelectRowAt`.
    private(set) var selectionSeenAtDidSelect: [Bool?] = []

    init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    // Data source

    func numberOfSections(in tableView: TableView) -> Int {
        numberOfSectionsCalls += 1
        return rowCounts.count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRowsCalls += 1
        return rowCounts[section]
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier(indexPath), for: indexPath)
        (cell as? TrackingCell)?.configuredRow = indexPath
        return cell
    }

    // Sizes and section views

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight?(indexPath) ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight?(section) ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeight?(section) ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headerIdentifier.flatMap { tableView.dequeueReusableHeaderFooterView(withIdentifier: $0) }
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        footerIdentifier.flatMap { tableView.dequeueReusableHeaderFooterView(withIdentifier: $0) }
    }

    // Display

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayLog.append("willDisplay \(short(indexPath))")
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayLog.append("didEndDisplaying \(short(indexPath))")
        endedCells.append((indexPath, cell))
    }

    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        displayLog.append("willDisplayHeader \(section)")
    }

    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        displayLog.append("willDisplayFooter \(section)")
    }

    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        displayLog.append("didEndDisplayingHeader \(section)")
    }

    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        displayLog.append("didEndDisplayingFooter \(section)")
    }

    // Highlight and selection

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        selectionLog.append("shouldHighlight \(short(indexPath))")
        return shouldHighlight(indexPath)
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        selectionLog.append("didHighlight \(short(indexPath))")
        highlightSeenAtDidHighlight.append(tableView.cellForRow(at: indexPath)?.isHighlighted)
    }

    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        selectionLog.append("didUnhighlight \(short(indexPath))")
        highlightSeenAtDidUnhighlight.append(tableView.cellForRow(at: indexPath)?.isHighlighted)
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        selectionLog.append("willSelect \(short(indexPath))")
        return willSelect(indexPath)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectionLog.append("didSelect \(short(indexPath))")
        selectionSeenAtDidSelect.append(tableView.cellForRow(at: indexPath)?.isSelected)
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        selectionLog.append("willDeselect \(short(indexPath))")
        return willDeselect(indexPath)
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        selectionLog.append("didDeselect \(short(indexPath))")
    }
}

/// A laid-out table of `TrackingCell`s (identifier `"cell"`) fed by a ``RecordingTableSource``
/// that is both its data source and its delegate.
@MainActor
func makeTable(
    rows rowCounts: [Int], style: TableView.Style = .plain, width: CGFloat = 320, height: CGFloat = 480,
    layout: Bool = true, configure: (TableView, RecordingTableSource) -> Void = { _, _ in }
) -> (TableView, RecordingTableSource) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    table.register(TrackingCell.self, forCellReuseIdentifier: "cell")
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
func scroll(_ scrollView: ScrollView, toY y: CGFloat) {
    scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
    scrollView.layoutIfNeeded()
}

// MARK: - Collection data source and delegate

/// A collection data source and flow-layout delegate that answers from its properties and logs.
///
/// Every flow-layout override returns the layout's own value unless its closure is set.
@MainActor
final class RecordingCollectionSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var itemCounts: [Int]
    var cellIdentifier: (IndexPath) -> String = { _ in "cell" }
    /// Kinds for which a supplementary view is dequeued (with identifier `"supplementary"`).
    var supplementaryKinds: Set<String> = []

    var sizeForItem: ((IndexPath) -> CGSize)?
    var insetForSection: ((Int) -> EdgeInsets)?
    var lineSpacingForSection: ((Int) -> CGFloat)?
    var interitemSpacingForSection: ((Int) -> CGFloat)?
    var headerSizeForSection: ((Int) -> CGSize)?
    var footerSizeForSection: ((Int) -> CGSize)?

    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldDeselect: (IndexPath) -> Bool = { _ in true }

    private(set) var numberOfSectionsCalls = 0
    private(set) var numberOfItemsCalls = 0
    private(set) var cellRequests: [IndexPath] = []
    var selectionLog: [String] = []
    var displayLog: [String] = []
    private(set) var highlightSeenAtDidHighlight: [Bool?] = []

    init(itemCounts: [Int]) { self.itemCounts = itemCounts }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        numberOfSectionsCalls += 1
        return itemCounts.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfItemsCalls += 1
        return itemCounts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier(indexPath), for: indexPath)
        (cell as? TrackingCollectionCell)?.configuredItem = indexPath
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        guard supplementaryKinds.contains(kind) else { return nil }
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }

    // Flow layout

    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizeForItem?(indexPath) ?? layout.itemSize }

    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int
    ) -> EdgeInsets { insetForSection?(section) ?? layout.sectionInset }

    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { lineSpacingForSection?(section) ?? layout.minimumLineSpacing }

    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { interitemSpacingForSection?(section) ?? layout.minimumInteritemSpacing }

    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize { headerSizeForSection?(section) ?? layout.headerReferenceSize }

    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize { footerSizeForSection?(section) ?? layout.footerReferenceSize }

    // Display

    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayLog.append("willDisplay \(short(indexPath))")
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayLog.append("didEndDisplaying \(short(indexPath))")
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        displayLog.append("willDisplay \(elementKind) \(indexPath.section)")
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        displayLog.append("didEndDisplaying \(elementKind) \(indexPath.section)")
    }

    // Highlight and selection

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        selectionLog.append("shouldHighlight \(short(indexPath))")
        return shouldHighlight(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        selectionLog.append("didHighlight \(short(indexPath))")
        highlightSeenAtDidHighlight.append(collectionView.cellForItem(at: indexPath)?.isHighlighted)
    }

    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        selectionLog.append("didUnhighlight \(short(indexPath))")
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        selectionLog.append("shouldSelect \(short(indexPath))")
        return shouldSelect(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selectionLog.append("didSelect \(short(indexPath))")
    }

    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        selectionLog.append("shouldDeselect \(short(indexPath))")
        return shouldDeselect(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        selectionLog.append("didDeselect \(short(indexPath))")
    }
}

/// A flow-layout collection view of `TrackingCollectionCell`s (identifier `"cell"`, supplementary
/// views `"supplementary"` for both section kinds) fed by a ``RecordingCollectionSource``.
@MainActor
func makeCollection(
    items itemCounts: [Int], width: CGFloat = 320, height: CGFloat = 480, layout: Bool = true,
    configure: (FlowLayout, CollectionView, RecordingCollectionSource) -> Void = { _, _, _ in }
) -> (CollectionView, FlowLayout, RecordingCollectionSource) {
    let flow = FlowLayout()
    let collection = CollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: flow)
    collection.register(TrackingCollectionCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        collection.register(
            TrackingSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
    }
    let source = RecordingCollectionSource(itemCounts: itemCounts)
    configure(flow, collection, source)
    fixtureObjects += [source, collection]
    collection.dataSource = source
    collection.delegate = source
    if layout { collection.layoutIfNeeded() }
    return (collection, flow, source)
}
