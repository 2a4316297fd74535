import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// The rows of ARCHITECTURE.md's bad-input catalogue that no other test showed: each bad input
// either stops the program with a message naming the culprit and the fix (run in a child process,
// its standard error read), or is logged and recorded, or is accepted with a defined result. Exit
// test bodies capture nothing, so each builds its own views.

/// A table cell whose self-sizing measurement is NaN.
final class NaNSizingCell: UITableViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: .nan) }
}

/// A collection cell whose self-sizing measurement has a NaN height.
final class NaNSizingCollectionCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = CGSize(width: 50, height: CGFloat.nan)
        return attributes
    }
}

/// A table data source whose `cellForRowAt` runs `duringCell` once, for the row it names.
@MainActor
final class ReentrantTableSource: UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var duringCell: ((UITableView) -> Void)?
    var duringWillDisplay: ((UITableView) -> Void)?
    var triggerRow = 2
    /// When true, every `willDisplay` of ``triggerRow`` reloads the table.
    var reloadsInEveryWillDisplay = false

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == triggerRow, let action = duringCell {
            duringCell = nil
            action(tableView)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        (cell as? TextTableCell)?.show("\(rows):\(indexPath.row)")
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == triggerRow, reloadsInEveryWillDisplay { tableView.reloadData() }
        if indexPath.row == triggerRow, let action = duringWillDisplay {
            duringWillDisplay = nil
            action(tableView)
        }
    }
}

/// A collection data source whose `willDisplay` of item 2 runs `duringWillDisplay` once.
@MainActor
final class ReentrantCollectionSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var items: Int
    var duringWillDisplay: ((UICollectionView) -> Void)?

    init(items: Int) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? TextCollectionCell)?.show("\(items):\(indexPath.item)")
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if indexPath.item == 2, let action = duringWillDisplay {
            duringWillDisplay = nil
            action(collectionView)
        }
    }
}

/// Holds a diffable data source that its own cell provider reaches.
@MainActor
final class DataSourceBox {
    var source: UICollectionViewDiffableDataSource<Int, Int>?
}

/// A 320x480 table of `TextTableCell`s fed by `source`, not laid out yet.
@MainActor
func reentrantTable(_ source: ReentrantTableSource) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(TextTableCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    return table
}

@Suite("Bad input catalogue: HeadlessUIKit")
struct BadInputCatalogueTests {
    // MARK: Table heights

    @Test("a NaN row height from heightForRowAt stops, naming the delegate method, the row and the fix")
    func nanRowHeightFromDelegateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5], layout: false) { _, source in
                    source.rowHeight = { $0.row == 2 ? .nan : 44 }
                }
                table.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("Invalid height nan from tableView(_:heightForRowAt:) for row 2 of section 0"))
        #expect(stderr.contains("at least 0, or UITableView.automaticDimension"))
    }

    @Test("a negative row height from heightForRowAt stops instead of falling back to rowHeight")
    func negativeRowHeightFromDelegateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5], layout: false) { _, source in
                    source.rowHeight = { $0.row == 0 ? -5 : 44 }
                }
                table.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("Invalid height -5.0 from tableView(_:heightForRowAt:) for row 0 of section 0"))
    }

    @Test("UITableView.automaticDimension from heightForRowAt is still taken: the row gets rowHeight")
    @MainActor func automaticDimensionFromDelegateIsTaken() {
        let (table, _) = makeTable(rows: [3]) { table, source in
            table.rowHeight = 30
            source.rowHeight = { _ in UITableView.automaticDimension }
        }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 30))
    }

    @Test("a negative estimatedRowHeight stops, naming the property")
    func negativeEstimatedRowHeightStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.estimatedRowHeight = -20
            }
        }
        #expect(standardError(of: result).contains("Invalid height -20.0 from estimatedRowHeight"))
    }

    @Test("an infinite rowHeight stops, naming the property")
    func infiniteRowHeightStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.rowHeight = .infinity
            }
        }
        #expect(standardError(of: result).contains("Invalid height inf from rowHeight"))
    }

    @Test("a negative header height from heightForHeaderInSection stops, naming the section")
    func negativeHeaderHeightStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [2, 2], layout: false) { _, source in
                    source.headerHeight = { $0 == 1 ? -3 : 20 }
                }
                table.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("Invalid height -3.0 from tableView(_:heightForHeaderInSection:) for section 1"))
    }

    @Test("a self-sizing cell that measures a NaN height stops, naming the cell class and the row")
    func nanSelfSizedHeightStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.register(NaNSizingCell.self, forCellReuseIdentifier: "cell")
                let source = MinimalTableSource(rowCount: 3)
                table.dataSource = source
                table.rowHeight = UITableView.automaticDimension
                table.estimatedRowHeight = 44
                table.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("Invalid height nan from sizeThatFits(_:) of NaNSizingCell for row 0 of section 0"))
    }

    // MARK: Flow layout sizes

    @Test("a negative itemSize stops, naming the property")
    func negativeItemSizeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: -10, height: 50)
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("Invalid size CGSize(width: -10.0, height: 50.0) from itemSize"))
        #expect(stderr.contains("finite width and height of 0 or more"))
    }

    @Test("a NaN size from sizeForItemAt stops, naming the delegate method and the item")
    func nanItemSizeFromDelegateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [4], layout: false) { _, _, source in
                    source.sizeForItem = { $0.item == 3 ? CGSize(width: 50, height: CGFloat.nan) : CGSize(width: 50, height: 50) }
                }
                collection.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("from collectionView(_:layout:sizeForItemAt:) for item 3 of section 0"))
    }

    @Test("automaticSize from sizeForItemAt without an estimated size stops and says to set estimatedItemSize")
    func automaticSizeWithoutEstimateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [2], layout: false) { _, _, source in
                    source.sizeForItem = { _ in UICollectionViewFlowLayout.automaticSize }
                }
                collection.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("which needs estimatedItemSize to be set"))
    }

    @Test("a negative estimatedItemSize stops, naming the property")
    func negativeEstimatedItemSizeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let flow = UICollectionViewFlowLayout()
                flow.estimatedItemSize = CGSize(width: -5, height: -5)
            }
        }
        #expect(standardError(of: result).contains("Invalid size CGSize(width: -5.0, height: -5.0) from estimatedItemSize"))
    }

    @Test("an infinite headerReferenceSize stops, naming the property")
    func infiniteHeaderReferenceSizeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let flow = UICollectionViewFlowLayout()
                flow.headerReferenceSize = CGSize(width: 0, height: CGFloat.infinity)
            }
        }
        #expect(standardError(of: result).contains("from headerReferenceSize"))
    }

    @Test("a NaN minimumLineSpacing stops, naming the property")
    func nanLineSpacingStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let flow = UICollectionViewFlowLayout()
                flow.minimumLineSpacing = .nan
            }
        }
        #expect(standardError(of: result).contains("Invalid value nan from minimumLineSpacing: a flow layout spacing or inset must be a finite number."))
    }

    @Test("an infinite inset from insetForSectionAt stops, naming the delegate method and the section")
    func infiniteSectionInsetFromDelegateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [2, 2], layout: false) { _, _, source in
                    source.insetForSection = { $0 == 1 ? UIEdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0) : .zero }
                }
                collection.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("from collectionView(_:layout:insetForSectionAt:) for section 1"))
    }

    @Test("negative spacing overlaps the items, as in UIKit")
    @MainActor func negativeLineSpacingOverlaps() {
        let (_, flow, _) = makeCollection(items: [6]) { flow, _, _ in
            flow.itemSize = CGSize(width: 100, height: 50)
            flow.minimumLineSpacing = -10
        }
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 40)
    }

    @Test("a self-sizing collection cell that measures a NaN height stops, naming the cell class and the item")
    func nanSelfSizedItemStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [3], layout: false) { flow, collection, source in
                    flow.estimatedItemSize = CGSize(width: 50, height: 50)
                    source.sizeForItem = { _ in UICollectionViewFlowLayout.automaticSize }
                    collection.register(NaNSizingCollectionCell.self, forCellWithReuseIdentifier: "cell")
                }
                collection.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains(
            "from preferredLayoutAttributesFitting(_:) of NaNSizingCollectionCell for item 0 of section 0"))
    }

    @Test("automaticSize stays a valid estimatedItemSize, and a zero itemSize a valid size")
    @MainActor func automaticEstimateAndZeroSizeAreTaken() {
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        flow.itemSize = .zero
        #expect(flow.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
        #expect(flow.itemSize == .zero)
    }

    // MARK: Zero-width lists

    @Test("a zero-width table lays every row out at width 0 with its height; nothing is dropped")
    @MainActor func zeroWidthTable() {
        let (table, _) = makeTable(rows: [3], width: 0)
        #expect(table.indexPathsForVisibleRows == rows(0...2))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 0, height: 44))
    }

    @Test("a zero-width flow layout records UIKit's 'not defined' text and places every item, one per line")
    @MainActor func zeroWidthFlowRecordsAndKeepsItems() {
        let (_, flow, _) = makeCollection(items: [3], width: 0)
        #expect(flow.diagnostics == [
            "The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less "
                + "than the width of the collection view minus the section insets left and right values (section 0)."
        ])
        let frames = (0..<3).map { flow.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 60, width: 50, height: 50),
            CGRect(x: 0, y: 120, width: 50, height: 50),
        ])
    }

    @Test("the flow layout logs UIKit's 'not defined' text to standard error once while it stays true")
    func zeroWidthFlowLogsOnce() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, flow, _) = makeCollection(items: [3], width: 0)
                flow.invalidateLayout()
                collection.layoutIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.components(separatedBy: "The behavior of the UICollectionViewFlowLayout is not defined because").count == 2)
    }

    @Test("a zero-width compositional layout keeps every item, at zero width; with no visible area no cell is asked for")
    @MainActor func zeroWidthCompositionalList() {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))])))
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 0, height: 400), collectionViewLayout: layout)
        collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let source = RecordingCollectionSource(itemCounts: [3])
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
            == CGRect(x: 0, y: 80, width: 0, height: 40))
        #expect(layout.collectionViewContentSize == CGSize(width: 0, height: 120))
        #expect(collection.indexPathsForVisibleItems.isEmpty)
        #expect(source.cellRequests.isEmpty)
        #expect(layout.diagnostics.isEmpty)
    }

    // MARK: Frames, constraints and fitting

    @Test("a NaN origin in init(frame:) stops, naming the view's class")
    func nanFrameStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UILabel(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("Invalid init(frame:)"))
        #expect(stderr.contains("for a UILabel: a view's origin and size must be finite numbers"))
    }

    @Test("an infinite width set on a frame stops")
    func infiniteFrameWidthStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                view.frame.size.width = .infinity
            }
        }
        #expect(standardError(of: result).contains("Invalid frame"))
    }

    @Test("a negative frame size is kept as given")
    @MainActor func negativeFrameSizeIsKept() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: -5, height: 10))
        #expect(view.frame.size == CGSize(width: -5, height: 10))
    }

    @Test("a NaN constraint constant stops, naming the constraint")
    func nanConstraintConstantStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                _ = view.widthAnchor.constraint(equalToConstant: CGFloat.nan)
                withExtendedLifetime(view) {}
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("Invalid constant nan for a constraint on UIView:"))
        #expect(stderr.contains("must be finite numbers"))
    }

    @Test("an infinite constant set on an active constraint stops")
    func infiniteConstantSetLaterStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                let width = view.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.constant = -CGFloat.infinity
            }
        }
        #expect(standardError(of: result).contains("Invalid constant -inf for the constraint"))
    }

    @Test("a negative constant is an offset, solved as given")
    @MainActor func negativeConstantIsAnOffset() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 160, height: 20))
    }

    @Test("systemLayoutSizeFitting with a NaN target stops and names the fitting sizes to use")
    func nanFittingTargetStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIView().systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: 0))
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("Invalid target size CGSize(width: nan, height: 0.0) for systemLayoutSizeFitting(_:) of a UIView"))
        #expect(stderr.contains("UIView.layoutFittingCompressedSize"))
    }

    // MARK: Out-of-range index paths in queries

    @Test("numberOfRows(inSection:) of a missing section stops with UIKit's bounds text")
    func numberOfRowsOfMissingSectionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5])
                _ = table.numberOfRows(inSection: 1)
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("numberOfRows(inSection:): section (1) beyond bounds (1)."))
    }

    @Test("scrollToRow to a row out of range stops with UIKit's bounds text")
    func scrollToRowOutOfRangeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5])
                table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .top, animated: false)
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("scrollToRow(at:at:animated:): row (7) beyond bounds (5) for section (0)."))
    }

    @Test("selectRow of a row out of range stops with UIKit's bounds text")
    func selectRowOutOfRangeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5])
                table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("row (5) beyond bounds (5) for section (0)."))
    }

    @Test("deselectRow of a row out of range stops with UIKit's bounds text")
    func deselectRowOutOfRangeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5])
                table.deselectRow(at: IndexPath(row: 0, section: 2), animated: false)
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("deselectRow(at:animated:): section (2) beyond bounds (1)."))
    }

    @Test("swiping a row that is not on screen says to scroll to it first")
    func swipeOffScreenRowStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [100])
                _ = table.swipeRow(at: IndexPath(row: 60, section: 0))
                withExtendedLifetime(source) {}
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("row 60 of section 0 is not on screen"))
        #expect(stderr.contains("scroll to it first"))
    }

    @Test("numberOfItems(inSection:) of a missing section stops with UIKit's bounds text")
    func numberOfItemsOfMissingSectionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [4])
                _ = collection.numberOfItems(inSection: 3)
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("numberOfItems(inSection:): section (3) beyond bounds (1)."))
    }

    @Test("scrollToItem to an item out of range stops with UIKit's bounds text")
    func scrollToItemOutOfRangeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [4])
                collection.scrollToItem(at: IndexPath(item: 4, section: 0), at: .top, animated: false)
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("layoutAttributesForItem(at:): item (4) beyond bounds (4) for section (0)."))
    }

    @Test("selectItem and deselectItem out of range stop with UIKit's bounds text")
    func selectItemOutOfRangeStops() async {
        let select = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [4])
                collection.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: [])
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: select).contains("item (9) beyond bounds (4) for section (0)."))
        let deselect = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [4])
                collection.deselectItem(at: IndexPath(item: 0, section: 1), animated: false)
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: deselect).contains("deselectItem(at:animated:): section (1) beyond bounds (1)."))
    }

    @Test("layoutAttributesForSupplementaryElement in a missing section stops with UIKit's bounds text")
    func supplementaryAttributesOfMissingSectionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, source) = makeCollection(items: [4])
                _ = collection.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains(
            "layoutAttributesForSupplementaryElement(ofKind:at:): section (2) beyond bounds (1)."))
    }

    @Test("the queries UIKit answers with nil out of range answer nil: cells, headers and supplementary views")
    @MainActor func outOfRangeQueriesAnswerNil() {
        let (table, _) = makeTable(rows: [5])
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 4)) == nil)
        #expect(table.headerView(forSection: 3) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) != nil)
        let (collection, _, _) = makeCollection(items: [4]) { flow, _, _ in
            flow.headerReferenceSize = CGSize(width: 0, height: 30)
        }
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
        #expect(collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) != nil)
    }

    @Test("a diffable data source's itemIdentifier(for:) answers nil out of range, as UIKit's")
    @MainActor func diffableItemIdentifierOutOfRange() {
        let table = makeTable()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot, animatingDifferences: false)
        #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == nil)
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == nil)
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "b")
    }

    // MARK: Invalid updates

    @Test("endUpdates() without beginUpdates() stops, naming the call")
    func endUpdatesWithoutBeginStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [3])
                table.endUpdates()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("endUpdates() called without a matching beginUpdates()"))
    }

    // MARK: Reentrant updates

    @Test("reloadData() from inside cellForRowAt stops, naming the call, the callback and the fix")
    func reloadInsideCellForRowStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = ReentrantTableSource(rows: 20)
                source.duringCell = { table in
                    source.rows = 1
                    table.reloadData()
                }
                let table = reentrantTable(source)
                table.layoutIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains(
            "reloadData() was called on the table view while it was asking its data source for a cell (inside "
                + "tableView(_:cellForRowAt:) or a diffable data source's cell provider)"))
        #expect(stderr.contains("change the data before or after the layout pass"))
    }

    @Test("performBatchUpdates from inside cellForRowAt stops the same way")
    func batchInsideCellForRowStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = ReentrantTableSource(rows: 20)
                source.duringCell = { table in
                    source.rows = 21
                    table.performBatchUpdates { table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none) }
                }
                let table = reentrantTable(source)
                table.layoutIfNeeded()
            }
        }
        #expect(standardError(of: result).contains(
            "a batch update (performBatchUpdates, an insert, delete, move, reload or reconfigure, or a diffable data "
                + "source's apply) was called on the table view while it was asking its data source for a cell"))
    }

    @Test("a diffable data source's apply from inside its own cell provider stops the same way")
    func applyInsideCellProviderStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collection = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                let box = DataSourceBox()
                box.source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, item in
                    if item == 1, var snapshot = box.source?.snapshot() {
                        snapshot.appendItems([100])
                        box.source?.apply(snapshot, animatingDifferences: false)
                    }
                    return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([0, 1, 2])
                box.source?.apply(snapshot, animatingDifferences: false)
                collection.layoutIfNeeded()
            }
        }
        #expect(standardError(of: result).contains(
            "was called on the collection view while it was asking its data source for a cell (inside "
                + "collectionView(_:cellForItemAt:) or a diffable data source's cell provider)"))
    }

    @Test("reloadData() from inside willDisplay runs: the rows on screen then show the new data")
    @MainActor func reloadInsideWillDisplayRuns() {
        let source = ReentrantTableSource(rows: 20)
        source.duringWillDisplay = { table in
            source.rows = 30
            table.reloadData()
        }
        let table = reentrantTable(source)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(visibleTexts(table) == (0...10).map { "30:\($0)" })
    }

    @Test("an insertion from inside willDisplay runs: cells on screen move with their rows, the rest are made for the new data")
    @MainActor func batchInsideWillDisplayRuns() {
        let source = ReentrantTableSource(rows: 20)
        source.duringWillDisplay = { table in
            source.rows = 21
            table.performBatchUpdates { table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none) }
        }
        let table = reentrantTable(source)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 21)
        #expect(table.indexPathsForVisibleRows == rows(0...10))
        // Rows 0 and 1 had cells before the insertion (they move down a row, keeping their
        // content, as in UIKit); the cell of old row 2, whose willDisplay inserted, is not kept.
        #expect(visibleTexts(table) == ["21:0", "20:0", "20:1"] + (3...10).map { "21:\($0)" })
    }

    @Test("a collection view's reloadData() from inside willDisplay runs: every item on screen shows the new data")
    @MainActor func collectionReloadInsideWillDisplayRuns() {
        let source = ReentrantCollectionSource(items: 20)
        source.duringWillDisplay = { collection in
            source.items = 30
            collection.reloadData()
        }
        let (collection, _) = makeCollection()
        collection.register(TextCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 30)
        #expect(Set(visibleTexts(collection)) == Set((0..<30).map { "30:\($0)" }))
        #expect(visibleTexts(collection).count == 30)
    }

    @Test("a willDisplay that reloads every time stops after 16 passes instead of looping")
    func reloadInEveryWillDisplayStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = ReentrantTableSource(rows: 20)
                source.reloadsInEveryWillDisplay = true
                let table = reentrantTable(source)
                table.layoutIfNeeded()
            }
        }
        #expect(standardError(of: result).contains(
            "the table view's data changed during each of 16 layout passes in a row: a delegate's willDisplay"))
    }

    @Test("a batch update from a batch's completion runs after the first one: both are performed")
    @MainActor func batchInsideCompletionRuns() {
        let source = ReentrantTableSource(rows: 2)
        let table = reentrantTable(source)
        table.layoutIfNeeded()
        var innerCompleted = false
        source.rows = 3
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none) }) { _ in
            source.rows = 4
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none) }) { _ in
                innerCompleted = true
            }
        }
        table.layoutIfNeeded()
        #expect(innerCompleted)
        #expect(table.numberOfRows(inSection: 0) == 4)
        // Cells on screen keep their content through an insertion, as in UIKit; new rows get new cells.
        #expect(visibleTexts(table) == ["3:0", "2:0", "2:1", "4:3"])
    }

    @Test("an apply from an apply's completion runs: the data source and the table end with the second snapshot")
    @MainActor func applyInsideCompletionRuns() {
        let table = makeTable()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var first = NSDiffableDataSourceSnapshot<Int, Int>()
        first.appendSections([0])
        first.appendItems([0, 1, 2])
        var innerCompleted = false
        source.apply(first, animatingDifferences: false) {
            var second = source.snapshot()
            second.appendItems([3])
            source.apply(second, animatingDifferences: false) { innerCompleted = true }
        }
        table.layoutIfNeeded()
        #expect(innerCompleted)
        #expect(source.snapshot().itemIdentifiers == [0, 1, 2, 3])
        #expect(table.numberOfRows(inSection: 0) == 4)
    }
}
