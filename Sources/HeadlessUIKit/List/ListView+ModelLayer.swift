import Foundation

/// What the view-model layer (CellKit) asks of a list, whatever its kind: registering view
/// classes, reloading, and the views on screen. Each is one call into the engine, so the model
/// layer needs no closures and no casts to the concrete list.
extension ListView {
    /// Registers `viewClass` as a cell class under `identifier`, when it is a cell class this
    /// list shows (a ``UITableViewCell`` or a ``UICollectionViewCell`` subclass).
    ///
    /// - Returns: false, registering nothing, when the list cannot show `viewClass` as a cell.
    /// - Complexity: O(1).
    package func registerCellClass(_ viewClass: ReusableView.Type, forReuseIdentifier identifier: String) -> Bool {
        concrete.register(cellClass: viewClass, identifier: identifier)
    }

    /// Registers `viewClass` for the list's section headers and footers under `identifier`, when
    /// it is a class this list shows there (a ``UITableViewHeaderFooterView`` subclass, or a
    /// ``UICollectionReusableView`` subclass for both supplementary kinds of sections).
    ///
    /// - Returns: false, registering nothing, when the list cannot show `viewClass` there.
    /// - Complexity: O(1).
    package func registerSectionViewClass(_ viewClass: ReusableView.Type, forReuseIdentifier identifier: String) -> Bool {
        concrete.register(sectionViewClass: viewClass, identifier: identifier)
    }

    /// Reloads the list, as its `reloadData()`.
    package func reloadList() {
        concrete.reloadData()
    }

    /// The cells on screen with their index paths, in order, after laying out.
    ///
    /// - Complexity: O(*v*) for *v* cells on screen.
    package func cellsOnScreen() -> [(indexPath: IndexPath, cell: ReusableView)] {
        layoutIfNeeded()
        var cells: [(indexPath: IndexPath, cell: ReusableView)] = []
        cells.reserveCapacity(displayedCells.count)
        for (indexPath, cell) in displayedCells { cells.append((indexPath, cell)) }
        return cells
    }

    /// The section headers and footers on screen that are reusable views, with their element
    /// kind (``UICollectionView/elementKindSectionHeader`` or `…Footer`, for tables too) and index
    /// path (item 0 of the section), after laying out.
    ///
    /// - Complexity: O(*v*) for *v* views on screen.
    package func sectionViewsOnScreen() -> [(elementKind: String, indexPath: IndexPath, view: ReusableView)] {
        layoutIfNeeded()
        return concrete.displayedSectionViews()
    }
}
