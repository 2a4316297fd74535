import Foundation
import HeadlessUIKit

// Empty lists to fill, and queries for the cells that show one text.

/// An empty table of the given height, 320 points wide.
@MainActor
public func makeTable(height: CGFloat = 480, style: UITableView.Style = .plain) -> UITableView {
    UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
}

/// An empty collection view with a flow layout, 300x600 unless told; `configure` sets the layout
/// up before the collection view exists.
@MainActor
public func makeCollection(
    width: CGFloat = 300, height: CGFloat = 600, configure: (UICollectionViewFlowLayout) -> Void = { _ in }
) -> (UICollectionView, UICollectionViewFlowLayout) {
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    return (collectionView, layout)
}

/// The text cell at `row` of `section`, when it is on screen.
@MainActor
public func textCell(_ tableView: UITableView, _ row: Int, section: Int = 0) -> TextTableCell? {
    tableView.cellForRow(at: IndexPath(row: row, section: section)) as? TextTableCell
}

/// The text cell at `item` of `section`, when it is on screen.
@MainActor
public func textCell(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> TextCollectionCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? TextCollectionCell
}

/// The texts of the visible rows, in order (nil for a row that is not a text cell).
@MainActor
public func visibleTexts(_ tableView: UITableView) -> [String?] {
    tableView.visibleCells.map { ($0 as? TextTableCell)?.label.text }
}

/// The texts of the visible items, in order (nil for an item that is not a text cell).
@MainActor
public func visibleTexts(_ collectionView: UICollectionView) -> [String?] {
    collectionView.visibleCells.map { ($0 as? TextCollectionCell)?.label.text }
}
