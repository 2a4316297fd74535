import Foundation

/// Cells coming into and leaving the screen, shared by both lists. Each list decides what is
/// on screen (its geometry or layout) and places the views; the cells themselves come and go
/// here. Written over ``ConcreteList`` rather than on ``ListView``, so that a list's display
/// pass calls its own data source, delegate and pool directly, with no dynamic dispatch per row.
extension ConcreteList {
    /// A cell for `indexPath` coming into view: the one made to measure it, else one from the
    /// data source readied by ``preparedCell(at:)``; the delegate's `willDisplay` runs before it shows.
    func makeCell(at indexPath: IndexPath) -> ReusableView? {
        guard let cell = measuredCells.removeValue(forKey: indexPath) ?? preparedCell(at: indexPath) else { return nil }
        delegateWillDisplay(cell, at: indexPath)
        return cell
    }

    /// A cell from the data source for `indexPath`, readied by ``prepareForDisplay(_:at:)``.
    func preparedCell(at indexPath: IndexPath) -> ReusableView? {
        guard let cell = cellFromDataSource(at: indexPath) else { return nil }
        prepareForDisplay(cell, at: indexPath)
        return cell
    }

    /// The cell on screen that is being measured or shown for `indexPath`, or a new one from the
    /// data source, kept with the measured cells until the layout pass shows it.
    func cellToMeasure(at indexPath: IndexPath) -> ReusableView? {
        if let cell = measuredCells[indexPath] ?? displayedCells[indexPath] { return cell }
        guard let cell = preparedCell(at: indexPath) else { return nil }
        measuredCells[indexPath] = cell
        return cell
    }

    /// Returns to their pools the cells made to measure rows that did not end up on screen (a
    /// cell without a reuse identifier is dropped, as ``retire(_:at:)`` drops it).
    func enqueueUnshownMeasuredCells() {
        for (indexPath, cell) in measuredCells where displayedCells[indexPath] !== cell {
            if let identifier = cell.reuseIdentifier {
                enqueueCell(cell, identifier: identifier)
            } else {
                cell.removeFromSuperview()
            }
        }
        measuredCells = [:]
    }

    /// A cell that left the screen at `indexPath`: the delegate's `didEndDisplaying`, then back
    /// to its pool (or out of the list when it has no reuse identifier).
    func retire(_ cell: ReusableView, at indexPath: IndexPath) {
        delegateDidEndDisplaying(cell, at: indexPath)
        if let identifier = cell.reuseIdentifier {
            enqueueCell(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    /// Gives every view on screen back to its pool.
    ///
    /// - Complexity: O(*v*) for *v* views on screen.
    func retireAllDisplayedViews() {
        for (indexPath, cell) in displayedCells { retire(cell, at: indexPath) }
        displayedCells = [:]
        retireSupplementaryViews()
    }

    /// What a reload and a new data source do besides reading counts: every view on screen goes
    /// back to its pool, the selection is cleared (no delegate calls) and the per-row states are
    /// forgotten (editing mode stays).
    ///
    /// - Complexity: O(*v* + *k*) for *v* views on screen and *k* selected rows.
    func forgetDisplayedData() {
        retireAllDisplayedViews()
        clearSelection()
        resetListStates()
    }
}

extension ListView {
    /// Readies a cell from the data source for `indexPath`: its selection and list states, a
    /// place in the list (so it sees the list's traits), and its configuration brought up to date.
    func prepareForDisplay(_ cell: ReusableView, at indexPath: IndexPath) {
        cell.isSelected = !selectedIndexPaths.isEmpty && selectedIndexPaths.contains(indexPath)
        cell.isHighlighted = false
        applyListStates(to: cell, at: indexPath)
        insertSubview(cell, at: 0)
        cell.updateConfigurationIfNeeded()
    }

    /// The index path of a cell on screen, or nil.
    ///
    /// - Complexity: O(*v*).
    func displayedIndexPath(of cell: ReusableView) -> IndexPath? {
        displayedCells.first { $0.value === cell }?.key
    }
}
