import Foundation

/// The rows on screen as a measuring pass found them, with the bounds and the geometry's
/// revision they were found in, for the display pass after it to take while both are current.
struct RowsOnScreen {
    var indexPaths: [IndexPath]
    var bounds: CGRect
    var geometryRevision: Int
}

extension UITableView {
    /// Tables keep no outline.
    func outlineExpansion(at indexPath: IndexPath) -> Bool? { nil }

    /// Sizes the content and brings the shown rows, headers and footers in line with the bounds:
    /// views that left go back to their pools, rows that came into view get cells from the data
    /// source, and the rest keep their cells and get their current frames.
    ///
    /// - Complexity: O(log *s* + log *r* + *v*) for *v* views on screen, once the geometry is built.
    func updateDisplayedViews() {
        let measuredScreen = rowHeightEstimate != nil ? measureRowsComingIntoView() : nil
        let pass = dataGeneration
        let geometry = currentGeometry
        contentSize = CGSize(width: geometry.width, height: geometry.contentHeight)
        let visibleSections = geometry.sections(overlapping: bounds.minY, bounds.maxY)
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: geometry.width, height: geometry.top)
        tableFooterView?.frame = CGRect(
            x: 0, y: geometry.contentHeight - geometry.bottom, width: geometry.width, height: geometry.bottom)

        // The rows the measuring pass found, while current, are placed by a function of its own
        // (kept out of line, so that this path, which tables without estimated heights take,
        // is compiled as before); otherwise (no measuring pass, or the rows found again) each
        // rectangle is read on its own.
        if let measuredScreen, isCurrent(measuredScreen) {
            showMeasuredRows(measuredScreen.indexPaths, in: geometry, pass: pass)
        } else {
            reconcileDisplayed(
                displayedCellsStore, wanted: rowsOnScreen(measuredScreen), wantedIsAscending: true,
                retire: { indexPath, cell in retire(cell, at: indexPath) },
                make: { indexPath in makeCell(at: indexPath, pass: pass) },
                place: { indexPath, cell in cell.frame = rowRect(indexPath, in: geometry) })
        }

        enqueueUnshownMeasuredCells()
        if restartDisplayPassIfDataChanged(since: pass) { return }

        let sectionsWithHeaders = visibleSections.filter { section in
            geometry.sections[section].header > 0 && displayedHeaderFrame(section, in: geometry).overlaps(bounds)
        }
        reconcileDisplayed(
            displayedHeadersStore, wanted: sectionsWithHeaders,
            retire: { section, view in retireSectionView(view, section: section, isHeader: true) },
            make: { section in makeSectionView(section: section, isHeader: true) },
            place: { section, view in place(view, at: displayedHeaderFrame(section, in: geometry), natural: rectForHeader(inSection: section)) })

        let sectionsWithFooters = visibleSections.filter { section in
            geometry.sections[section].footer > 0 && displayedFooterFrame(section, in: geometry).overlaps(bounds)
        }
        reconcileDisplayed(
            displayedFootersStore, wanted: sectionsWithFooters,
            retire: { section, view in retireSectionView(view, section: section, isHeader: false) },
            make: { section in makeSectionView(section: section, isHeader: false) },
            place: { section, view in place(view, at: displayedFooterFrame(section, in: geometry), natural: rectForFooter(inSection: section)) })
    }

    /// The rows on screen that the measuring pass found last (`found`), while the bounds and
    /// the geometry are still the ones it found them in (a callback in between, such as an
    /// override of `contentSize`, may have changed either); else found again.
    ///
    /// - Complexity: O(1) when `found` is current, else O(log *s* + log *r* + *v*).
    private func rowsOnScreen(_ found: RowsOnScreen?) -> [IndexPath] {
        if let found, isCurrent(found) { return found.indexPaths }
        return indexPathsForRows(in: bounds)
    }

    /// Whether the bounds and the geometry are still the ones `found` was found in (its runs
    /// are then ``rowRunsStorage``'s `indexed`). O(1).
    private func isCurrent(_ found: RowsOnScreen) -> Bool {
        found.bounds == bounds && found.geometryRevision == geometryRevision
    }

    /// Shows `wanted`, the rows on screen the measuring pass found (their runs are
    /// ``rowRunsStorage``'s `indexed`), in `geometry`: their rectangles are made in one sweep
    /// (``rowTopsAndHeights(of:in:into:)``),
    /// in the rows' order, and each row in turn takes the next, placed or declined (a cell the
    /// data source did not give), rather than each read from the geometry on its own.
    ///
    /// - Complexity: O(*t* log *r* + *v*) for *v* rows in *t* runs, plus the cells' work.
    @inline(never)
    private func showMeasuredRows(_ wanted: [IndexPath], in geometry: TableGeometry, pass: Int) {
        var frames = rowFramesStorage
        rowFramesStorage = []
        rowTopsAndHeights(of: rowRunsStorage.indexed, in: geometry, into: &frames)
        // Any other count (runs a nested pass left) is not these rows'.
        if frames.count != 2 * wanted.count { frames.removeAll(keepingCapacity: true) }
        let (x, width) = (rowInset, rowWidth)
        var next = 0
        reconcileDisplayed(
            displayedCellsStore, wanted: wanted, wantedIsAscending: true,
            retire: { indexPath, cell in retire(cell, at: indexPath) },
            make: { indexPath in
                let cell = makeCell(at: indexPath, pass: pass)
                if cell == nil { next += 1 }
                return cell
            },
            place: { indexPath, cell in
                cell.frame =
                    2 * next < frames.count
                    ? CGRect(x: x, y: frames[2 * next], width: width, height: frames[2 * next + 1])
                    : rowRect(indexPath, in: geometry)
                next += 1
            })
        frames.removeAll(keepingCapacity: true)
        rowFramesStorage = frames
    }

    /// Puts a header or footer view at `frame`; it is pinned when that is not its natural place.
    private func place(_ view: UIView, at frame: CGRect, natural: CGRect) {
        view.frame = frame
        (view as? ReusableView)?.isPinned = frame.minY != natural.minY
    }

    /// Measures the rows on screen that have no height yet, until none is left (the screen
    /// can change as heights do). When rows on screen before the pass get new neighbours above
    /// them, the offset moves with them, so what was on screen stays where it was.
    ///
    /// The heights go into the geometry's row index in place; nothing is rebuilt. Cells of rows
    /// that left the screen are retired before measuring, so measuring reuses them. Like UIKit,
    /// which fills the screen cell by cell, a pass stops measuring at the first row that its
    /// measured neighbours above have pushed below the screen (rows above the cells already
    /// shown are all measured, since the offset moves with them), so no more cells are made
    /// than the screen shows plus one. Returns the rows on screen it found last, all measured,
    /// for the display pass (nil when it stopped after eight passes that measured).
    ///
    /// - Complexity: O(*m* log *r* + *p* · (log *r* + *s* + *v*)) for *m* rows coming into view
    ///   and *v* cells shown
    ///   (each measured once) and *p* ≤ 8 passes that measured something, each of which finds
    ///   the rows on screen again and sums the *s* section heights again.
    private func measureRowsComingIntoView() -> RowsOnScreen? {
        // Found again in each pass as runs of integers, in the storage of the pass before; made
        // into index paths only where cells are taken apart by them (the cells of rows that
        // left, and the display pass), and then only when the rows changed.
        // The runs of the rows `onScreen` holds are left in `rowRunsStorage.indexed` for the
        // display pass.
        var (runs, onScreenRuns) = rowRunsStorage
        rowRunsStorage = (RowRuns(), RowRuns())
        runs.removeAll()
        onScreenRuns.removeAll()
        defer { rowRunsStorage = (runs, onScreenRuns) }
        var onScreen: [IndexPath] = []
        // `onScreenRuns`: the runs `onScreen` holds the index paths of.
        for _ in 0..<8 {
            rowRuns(in: bounds, into: &runs)
            if runs != onScreenRuns {
                Self.updateIndexPaths(&onScreen, from: onScreenRuns, to: runs)
                swap(&runs, &onScreenRuns)
            }
            guard let firstUnmeasured = currentGeometry.firstUnmeasuredRow(in: onScreenRuns) else {
                return RowsOnScreen(indexPaths: onScreen, bounds: bounds, geometryRevision: geometryRevision)
            }
            // Cells of rows that left the screen go back to their pools first, so that the rows
            // measured next reuse them instead of making new cells.
            for (indexPath, cell) in displayedCells.removeAll(notIn: onScreen) { retire(cell, at: indexPath) }
            let anchor = firstDisplayedRow(of: onScreen)
            var anchorY: CGFloat?
            if let anchor { anchorY = rectForRow(at: anchor).minY }
            var heights = measure(onScreenRuns, from: firstUnmeasured, below: anchor)
            // Build the geometry if a callback dropped it, then write into it in place the
            // heights of rows still in range (usually all are: the others are taken out in place).
            let counts = currentCounts
            for index in heights.indices.reversed()
            where !counts.contains(section: heights[index].section, element: heights[index].row) {
                heights.remove(at: index)
            }
            _ = currentGeometry
            geometry?.setMeasuredHeights(heights)
            if let anchor, let anchorY, currentCounts.contains(anchor) {
                contentOffset.y += rectForRow(at: anchor).minY - anchorY
            }
        }
        return nil
    }

    /// Brings `indexPaths`, the index paths of the rows of `old`, to those of `new`. When both
    /// are one run of the same section that overlap (a pass that measured finds the rows again,
    /// most of them the same), the index paths of the rows in both are kept, and only the
    /// others are dropped or made; otherwise all are made again.
    ///
    /// - Complexity: O(*k*) for *k* rows.
    private static func updateIndexPaths(_ indexPaths: inout [IndexPath], from old: RowRuns, to new: RowRuns) {
        guard old.count == 1, new.count == 1, old[0].section == new[0].section,
            new[0].rows.lowerBound >= old[0].rows.lowerBound, new[0].rows.lowerBound < old[0].rows.upperBound
        else {
            UITableView.indexPaths(of: new, into: &indexPaths)
            return
        }
        let (section, was, now) = (new[0].section, old[0].rows, new[0].rows)
        indexPaths.removeFirst(now.lowerBound - was.lowerBound)
        if now.upperBound <= was.upperBound {
            indexPaths.removeLast(was.upperBound - now.upperBound)
        } else {
            indexPaths.reserveCapacity(now.count)
            for row in was.upperBound..<now.upperBound { indexPaths.append(IndexPath(row: row, section: section)) }
        }
    }

    /// The first row of `onScreen` (ascending) that has a cell on screen, nil when none has.
    /// Once the cells of rows that left are retired, the cells on screen are all in `onScreen`,
    /// so it is the first of them: taken from the cells (in row order) rather than looked up
    /// row by row. Should a callback have put another cell on screen since, each row is looked up.
    ///
    /// - Complexity: O(log *v*), or O(*v* log *v*) after such a callback.
    private func firstDisplayedRow(of onScreen: [IndexPath]) -> IndexPath? {
        var cells = displayedCells.makeIterator()
        guard let first = cells.next()?.key else { return nil }
        if let firstOnScreen = onScreen.first, let lastOnScreen = onScreen.last,
            !(first < firstOnScreen), !(lastOnScreen < first)
        {
            return first
        }
        for indexPath in onScreen where displayedCells[indexPath] != nil { return indexPath }
        return nil
    }

    /// Measures the rows of `runs` (the rows on screen, ascending) from `start` (a run's index
    /// and a row in it, the first row without a height) that have no height yet, in order, and
    /// returns their heights. It stops at the first row, below the cells already shown
    /// (`anchor`), that the rows measured before it pushed below the screen. A function of its
    /// own, so that its copies of the geometry are gone before the heights are written into the
    /// geometry in place. Rows are integers; an index path is made only for a row measured.
    /// The rows' starts come from a ``RowHeightIndex/StartCursor`` per run, in ascending order.
    ///
    /// - Complexity: O(*m* + *b* log *r*) for *m* rows measured in *b* blocks of the rows'
    ///   index, plus their cells' sizing.
    private func measure(_ runs: RowRuns, from start: (run: Int, row: Int), below anchor: IndexPath?) -> [MeasuredRowHeight] {
        let width = rowWidth
        var heights: [MeasuredRowHeight] = []
        var capacity = 0
        for index in start.run..<runs.count { capacity += runs[index].rows.count }
        heights.reserveCapacity(capacity)
        let geometry = currentGeometry
        // The revision `geometry` is at: the rows' frames read from it are the table's while the
        // revision is current.
        let revision = geometryRevision
        let bottom = bounds.maxY
        // The anchor as its section and row (a screen's index paths have two indexes), compared
        // as two integers rather than through Foundation's `IndexPath.compare` for each row.
        // Unwrapped with `if let`, not `Optional.map`: a closure formed here is main-actor
        // isolated and would check the executor each time it runs.
        var anchorRow: (section: Int, row: Int)?
        if let anchor { anchorRow = (anchor.section, anchor.row) }
        // How far the rows measured so far in this pass moved the rows below them.
        var shift: CGFloat = 0
        for runIndex in start.run..<runs.count {
            let run = runs[runIndex]
            let section = run.section
            // The rows of the section, copied out once per run (a section has one), not per row.
            // Only an estimated section has rows not measured yet: an exact one is skipped whole.
            guard case let .estimated(rows) = geometry.sections[section].rows else { continue }
            let rowsMinY = geometry.rowsMinY(section)
            // The rows' starts, read in ascending order from a cursor, each exactly as
            // `start(of:)` gives it, in amortized O(1) rather than two tree walks a row.
            var starts = rows.startCursor()
            for row in (runIndex == start.run ? start.row : run.rows.lowerBound)..<run.rows.upperBound {
                guard !rows.isMeasured(row) else { continue }
                // A row not measured is `estimate` high (`RowHeightIndex.length(of:)`).
                let estimated = (start: starts.start(of: row), length: rows.estimate)
                let estimatedTop = rowsMinY + estimated.start
                var belowShownCells = true
                if let anchorRow { belowShownCells = (section, row) > (anchorRow.section, anchorRow.row) }
                if !heights.isEmpty, belowShownCells, estimatedTop + shift >= bottom { return heights }
                let indexPath = IndexPath(row: row, section: section)
                let estimate = checkedHeight(
                    delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? UITableView.automaticDimension,
                    "tableView(_:estimatedHeightForRowAt:) for row \(row) of section \(section)")
                let given = rowHeight(
                    given: checkedHeight(
                        delegate?.tableView(self, heightForRowAt: indexPath) ?? UITableView.automaticDimension,
                        "tableView(_:heightForRowAt:) for row \(row) of section \(section)"))
                let height: CGFloat
                if given >= 0 {
                    height = given
                } else if let cell = cellToMeasure(
                    at: indexPath, section: section, row: row, geometryRevision: revision,
                    frame: rowRect(estimated, rowsMinY: rowsMinY, width: width))
                {
                    // Set whole (see `UIView.setFrameSize(_:)`).
                    cell.setFrameSize(CGSize(width: width, height: cell.frame.height))
                    // A plain content view without constraints sizes nothing itself and answers
                    // the size it has: measured from the standard height, not from the height of
                    // the row the reused cell last showed (UIKit falls back to the standard height).
                    if cell.contentViewSizesNothing {
                        cell.setFrameSize(CGSize(width: width, height: UITableView.standardRowHeight))
                    }
                    height = cell.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
                    listPrecondition(
                        height >= 0 && height.isFinite,
                        "Invalid height \(height) from sizeThatFits(_:) of \(type(of: cell)) for row \(row) of "
                            + "section \(section): a self-sizing cell must measure a finite height of 0 or more. "
                            + "Return one from sizeThatFits(_:), or constrain the content view top to bottom.")
                } else {
                    height = estimate >= 0 ? estimate : rowHeightEstimate ?? UITableView.standardRowHeight
                }
                heights.append((section, row, height))
                shift += height - estimated.length
            }
        }
        return heights
    }

    /// ``ConcreteList/cellToMeasure(at:)`` for `row` of `section` (`indexPath`), whose frame in
    /// the geometry at `revision` is `frame`: a dequeue for the row puts the cell there without
    /// reading the geometry again (see ``rowBeingMeasured``).
    private func cellToMeasure(
        at indexPath: IndexPath, section: Int, row: Int, geometryRevision revision: Int, frame: CGRect
    ) -> ReusableView? {
        rowBeingMeasured = (section, row, revision, frame)
        defer { rowBeingMeasured = nil }
        return cellToMeasure(at: indexPath)
    }

    private func makeSectionView(section: Int, isHeader: Bool) -> UIView? {
        let measured = isHeader ? measuredHeaderViews.removeValue(forKey: section) : measuredFooterViews.removeValue(forKey: section)
        let given =
            measured
            ?? (isHeader
                ? delegate?.tableView(self, viewForHeaderInSection: section)
                : delegate?.tableView(self, viewForFooterInSection: section))
        guard let view = given ?? titleView(section: section, isHeader: isHeader) else { return nil }
        addSubview(view)
        (view as? ReusableView)?.updateConfigurationIfNeeded()
        if isHeader {
            delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        return view
    }

    func retireSectionView(_ view: UIView, section: Int, isHeader: Bool) {
        if isHeader {
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.enqueue(reusable, for: identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    func retireSupplementaryViews() {
        for (section, view) in displayedHeaders { retireSectionView(view, section: section, isHeader: true) }
        for (section, view) in displayedFooters { retireSectionView(view, section: section, isHeader: false) }
        displayedHeaders = [:]
        displayedFooters = [:]
    }

    // MARK: What is on screen

    /// The cells on screen, in row order. Lays out first if layout is pending.
    ///
    /// - Complexity: O(*v*) for *v* cells on screen.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return displayedCells.values.map { unsafeDowncast($0, to: UITableViewCell.self) }
    }

    /// The index paths of the rows on screen, in order; nil when there are none, as UIKit.
    ///
    /// - Complexity: O(*v*).
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return displayedCells.isEmpty ? nil : displayedCells.keys
    }

    /// The cell of a row on screen; nil for a row off screen or out of range.
    ///
    /// - Complexity: O(log *v*) after layout, for *v* cells on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return displayedCells[indexPath].map { unsafeDowncast($0, to: UITableViewCell.self) }
    }

    /// The index path of a cell on screen, or nil.
    ///
    /// - Complexity: O(*v*).
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { displayedIndexPath(of: cell) }

    /// The header view of a section on screen, or nil (also when the delegate's view for it is
    /// not a `UITableViewHeaderFooterView`, as in UIKit).
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return displayedHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of a section on screen, or nil (also when the delegate's view for it is
    /// not a `UITableViewHeaderFooterView`, as in UIKit).
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return displayedFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling

    /// Scrolls so that the row sits at `position` in the part of the viewport the content
    /// insets leave free, within the content's bounds (`-top` inset to the largest offset).
    /// An animated scroll that moves calls the delegate's `scrollViewDidEndScrollingAnimation(_:)`.
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
        // Aligned within the part of the viewport the insets leave free.
        let inset = adjustedContentInset
        let offset =
            alignment.offset(
                showing: rect.minY, rect.maxY, viewportStart: bounds.minY + inset.top,
                viewportLength: bounds.height - inset.top - inset.bottom,
                minimum: 0, maximum: maximumContentOffset.y + inset.top) - inset.top
        setContentOffset(CGPoint(x: contentOffset.x, y: offset), animated: animated)
    }
}
