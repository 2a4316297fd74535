import Foundation

/// Cells coming into and leaving the screen, shared by both lists. Each list decides what is
/// on screen (its geometry or layout) and places the views; the cells themselves come and go
/// here. Written over ``ConcreteList`` rather than on ``ListView``, so that a list's display
/// pass calls its own data source, delegate and pool directly, with no dynamic dispatch per row.
extension ConcreteList {
    /// A cell for `indexPath` coming into view: the one made to measure it, else one from the
    /// data source readied by ``preparedCell(at:)``; the delegate's `willDisplay` runs before it shows.
    ///
    /// `pass` is the ``ListView/dataGeneration`` the display pass started with. Once the data
    /// changed during the pass (a `willDisplay` reloaded or updated the list), no more cells are
    /// made for the pass's old index paths, and a cell whose `willDisplay` changed the data is
    /// retired at once: the pass starts again (``restartDisplayPassIfDataChanged(since:)``), so
    /// no cell of the old data stays on screen.
    func makeCell(at indexPath: IndexPath, pass: Int) -> ReusableView? {
        makeCell(at: indexPath, pass: pass) { $0.removeValue(forKey: indexPath) }
    }

    /// ``makeCell(at:pass:)`` for `indexPath` kept as `order` (``IndexPath/order``), which the
    /// caller had at hand.
    func makeCell(at indexPath: IndexPath, order: IndexPath.Order?, pass: Int) -> ReusableView? {
        makeCell(at: indexPath, pass: pass) { $0.removeValue(forOrder: order) }
    }

    /// The steps of both `makeCell`s, with the measured cell taken by `measured`.
    @inline(__always)
    private func makeCell(
        at indexPath: IndexPath, pass: Int, measured: (inout DisplayedViews<IndexPath, ReusableView>) -> ReusableView?
    ) -> ReusableView? {
        guard dataGeneration == pass, let cell = measured(&measuredCells) ?? preparedCell(at: indexPath)
        else { return nil }
        delegateWillDisplay(cell, at: indexPath)
        if dataGeneration != pass {
            retire(cell, at: indexPath)
            return nil
        }
        return cell
    }

    /// Starts the display pass again when the data changed since it began (`pass`): returns
    /// whether it did, for the caller to stop its stale pass. A `willDisplay` that changes the
    /// data in every pass stops the program rather than loop.
    func restartDisplayPassIfDataChanged(since pass: Int) -> Bool {
        guard dataGeneration != pass else { return false }
        displayPassRestarts += 1
        defer { displayPassRestarts -= 1 }
        listPrecondition(
            displayPassRestarts <= 16,
            "the \(vocabulary.view)'s data changed during each of 16 layout passes in a row: a delegate's willDisplay "
                + "(or another callback of the layout pass) reloads or updates the list every time a cell comes into "
                + "view. Change the data only when it really changed, for example once when the last row appears.")
        updateDisplayedViews()
        return true
    }

    /// A cell from the data source for `indexPath`, readied by ``prepareForDisplay(_:at:)``.
    func preparedCell(at indexPath: IndexPath) -> ReusableView? {
        guard let cell = cellFromDataSource(at: indexPath) else { return nil }
        prepareForDisplay(cell, at: indexPath, outlineExpansion: outlineExpansion(at: indexPath))
        return cell
    }

    /// The cell on screen that is being measured or shown for `indexPath`, or a new one from the
    /// data source, kept with the measured cells until the layout pass shows it.
    func cellToMeasure(at indexPath: IndexPath) -> ReusableView? {
        cellToMeasure(at: indexPath, order: indexPath.order)
    }

    /// ``cellToMeasure(at:)`` for `indexPath` kept as `order` (``IndexPath/order``), made once
    /// for the three lookups.
    func cellToMeasure(at indexPath: IndexPath, order: IndexPath.Order?) -> ReusableView? {
        if let cell = measuredCells[order: order] ?? displayedCells[order: order] { return cell }
        guard let cell = preparedCell(at: indexPath) else { return nil }
        measuredCells[order: order] = cell
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
        measuredCells.removeAll()
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
        prepareForDisplay(cell, at: indexPath, outlineExpansion: concrete.outlineExpansion(at: indexPath))
    }

    /// ``prepareForDisplay(_:at:)`` with what the list's outline says of the element (see
    /// ``applyListStates(to:at:outlineExpansion:)``).
    func prepareForDisplay(_ cell: ReusableView, at indexPath: IndexPath, outlineExpansion: Bool?) {
        cell.isSelected = !selectedIndexPaths.isEmpty && selectedIndexPaths.contains(indexPath)
        cell.isHighlighted = false
        applyListStates(to: cell, at: indexPath, outlineExpansion: outlineExpansion)
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
