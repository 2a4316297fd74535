import Foundation

extension TableView {
    /// Sizes the content and brings the shown rows, headers and footers in line with the bounds:
    /// views that left go back to their pools, rows that came into view get cells from the data
    /// source, and the rest keep their cells and get their current frames.
    ///
    /// - Complexity: O(log *s* + log *r* + *v*) for *v* views on screen, once the geometry is built.
    func updateDisplayedViews() {
        let geometry = currentGeometry
        contentSize = CGSize(width: geometry.width, height: geometry.contentHeight)
        let visibleSections = geometry.sectionExtents.indices(overlapping: bounds.minY, bounds.maxY)

        reconcileVisibleViews(
            &displayedCells, wanted: indexPathsForRows(in: bounds),
            retire: { indexPath, cell in retire(cell, at: indexPath) },
            make: { indexPath in makeCell(at: indexPath) },
            place: { indexPath, cell in cell.frame = rectForRow(at: indexPath) })

        let sectionsWithHeaders = visibleSections.filter { section in
            geometry.sections[section].header > 0 && displayedHeaderFrame(section, in: geometry).overlaps(bounds)
        }
        reconcileVisibleViews(
            &displayedHeaders, wanted: sectionsWithHeaders,
            retire: { section, view in retireSectionView(view, section: section, isHeader: true) },
            make: { section in makeSectionView(section: section, isHeader: true) },
            place: { section, view in view.frame = displayedHeaderFrame(section, in: geometry) })

        let sectionsWithFooters = visibleSections.filter { section in
            geometry.sections[section].footer > 0 && displayedFooterFrame(section, in: geometry).overlaps(bounds)
        }
        reconcileVisibleViews(
            &displayedFooters, wanted: sectionsWithFooters,
            retire: { section, view in retireSectionView(view, section: section, isHeader: false) },
            make: { section in makeSectionView(section: section, isHeader: false) },
            place: { section, view in view.frame = displayedFooterFrame(section, in: geometry) })
    }

    private func makeCell(at indexPath: IndexPath) -> TableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        cell.isHighlighted = false
        insertSubview(cell, at: 0)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    private func retire(_ cell: TableViewCell, at indexPath: IndexPath) {
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, for: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    private func makeSectionView(section: Int, isHeader: Bool) -> View? {
        guard let delegate else { return nil }
        let view =
            isHeader
            ? delegate.tableView(self, viewForHeaderInSection: section)
            : delegate.tableView(self, viewForFooterInSection: section)
        guard let view else { return nil }
        addSubview(view)
        if isHeader {
            delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            delegate.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        return view
    }

    private func retireSectionView(_ view: View, section: Int, isHeader: Bool) {
        if isHeader {
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let reusable = view as? TableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.enqueue(reusable, for: identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    func retireAllDisplayedViews() {
        for (indexPath, cell) in displayedCells { retire(cell, at: indexPath) }
        for (section, view) in displayedHeaders { retireSectionView(view, section: section, isHeader: true) }
        for (section, view) in displayedFooters { retireSectionView(view, section: section, isHeader: false) }
        displayedCells = [:]
        displayedHeaders = [:]
        displayedFooters = [:]
    }

    // MARK: What is on screen

    /// The cells on screen, in row order. Lays out first if layout is pending.
    ///
    /// - Complexity: O(*v* log *v*) for *v* cells on screen.
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return displayedCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, in order; nil when there are none, as UIKit.
    ///
    /// - Complexity: O(*v* log *v*).
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return displayedCells.isEmpty ? nil : displayedCells.keys.sorted()
    }

    /// The cell of a row on screen; nil for a row off screen or out of range.
    ///
    /// - Complexity: O(1) after layout.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        return displayedCells[indexPath]
    }

    /// The index path of a cell on screen, or nil.
    ///
    /// - Complexity: O(*v*).
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        displayedCells.first { $0.value === cell }?.key
    }

    /// The header view of a section on screen, or nil.
    public func headerView(forSection section: Int) -> View? {
        layoutIfNeeded()
        return displayedHeaders[section]
    }

    /// The footer view of a section on screen, or nil.
    public func footerView(forSection section: Int) -> View? {
        layoutIfNeeded()
        return displayedFooters[section]
    }

    // MARK: Scrolling

    /// Scrolls so that the row sits at `position`, within the content's bounds.
    ///
    /// - Complexity: O(1) once the geometry is built; the next layout shows the rows.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        validate(indexPath, operation: "scrollToRow(at:at:animated:)")
        let rect = rectForRow(at: indexPath)
        contentSize.height = currentGeometry.contentHeight
        let alignment: ScrollAlignment =
            switch position {
            case .none: .nearest
            case .top: .start
            case .middle: .center
            case .bottom: .end
            }
        contentOffset.y = alignment.offset(
            showing: rect.minY, rect.maxY, viewportStart: bounds.minY, viewportLength: bounds.height,
            maximum: maximumContentOffset.y)
    }
}
