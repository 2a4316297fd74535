import Foundation

/// The vertical layout of a table for one width: each section's header, rows and footer.
///
/// Rows are laid out in one of two ways per table:
/// - without estimation, ``Extents`` from ``UITableView/rowHeight`` (closed form) or from the
///   delegate's heights (prefix sums, asked for every row when the geometry is built);
/// - with ``UITableView/estimatedRowHeight``, a ``RowHeightIndex`` per section that starts with
///   every row at the estimate (O(1) per section) and is updated in place as rows are measured.
///   The geometry owns these indexes; the table moves them out when the geometry is invalidated
///   (``UITableView/keptRowHeights``) and back in at the next build, so measurements survive
///   changes that do not forget them.
struct TableGeometry {
    /// The rows of one section.
    enum Rows {
        /// Heights known for every row.
        case exact(Extents)
        /// Estimated heights, measured as rows come into view.
        case estimated(RowHeightIndex)

        var count: Int {
            switch self {
            case let .exact(extents): extents.count
            case let .estimated(index): index.count
            }
        }

        /// - Complexity: O(1).
        var total: CGFloat {
            switch self {
            case let .exact(extents): extents.total
            case let .estimated(index): index.total
            }
        }

        /// - Complexity: O(1) exact, O(log *n*) estimated.
        func start(of row: Int) -> CGFloat {
            switch self {
            case let .exact(extents): extents.start(of: row)
            case let .estimated(index): index.start(of: row)
            }
        }

        /// - Complexity: O(1) exact, O(log *n*) estimated.
        func length(of row: Int) -> CGFloat {
            switch self {
            case let .exact(extents): extents.length(of: row)
            case let .estimated(index): index.length(of: row)
            }
        }

        /// Where `row` starts and its height, with one look at the rows (``start(of:)`` and
        /// ``length(of:)`` together).
        ///
        /// - Complexity: O(1) exact, O(log *n*) estimated.
        func extent(of row: Int) -> (start: CGFloat, length: CGFloat) {
            switch self {
            case let .exact(extents): (extents.start(of: row), extents.length(of: row))
            case let .estimated(index): (index.start(of: row), index.length(of: row))
            }
        }

        /// - Complexity: O(log *n*).
        func index(containing position: CGFloat) -> Int? {
            switch self {
            case let .exact(extents): extents.index(containing: position)
            case let .estimated(index): index.index(containing: position)
            }
        }

        /// - Complexity: O(log *n*).
        func indices(overlapping lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
            switch self {
            case let .exact(extents): extents.indices(overlapping: lower, upper)
            case let .estimated(index): index.indices(overlapping: lower, upper)
            }
        }

        /// Whether `row` has its height: always for exact rows, once measured for estimated ones.
        ///
        /// - Complexity: O(1).
        func isMeasured(_ row: Int) -> Bool {
            switch self {
            case .exact: true
            case let .estimated(index): index.isMeasured(row)
            }
        }

        /// The first of `rows` that has no height yet; nil when all have theirs (exact rows
        /// always do).
        ///
        /// - Complexity: O(*k*) for *k* rows.
        func firstUnmeasured(in rows: Range<Int>) -> Int? {
            guard case let .estimated(index) = self else { return nil }
            return index.firstUnmeasured(in: rows)
        }

        /// Appends to `tops` each row of `rows` (in range) as two numbers, where it starts below
        /// `rowsMinY` and its height: the `y` and `height` that ``UITableView``'s `rowRect` makes
        /// from ``extent(of:)``. Estimated rows' starts are summed in one sweep, each exactly as
        /// ``start(of:)`` answers it (``RowHeightIndex/forEachStart(ofRows:_:)``).
        ///
        /// - Complexity: O(*k*) for *k* exact rows; O(log *n* + *k* + *m* log *n*) for *k*
        ///   estimated rows of which *m* are measured (each measured row's height is read from
        ///   the tree).
        func appendTopsAndHeights(ofRows rows: Range<Int>, rowsMinY: CGFloat, to tops: inout [CGFloat]) {
            switch self {
            case let .exact(extents):
                for row in rows {
                    tops.append(rowsMinY + extents.start(of: row))
                    tops.append(extents.length(of: row))
                }
            case let .estimated(index):
                index.forEachStart(ofRows: rows) { row, start in
                    tops.append(rowsMinY + start)
                    tops.append(index.length(of: row))
                }
            }
        }

        /// The estimated index, if these rows are estimated.
        var estimated: RowHeightIndex? {
            if case let .estimated(index) = self { index } else { nil }
        }

        /// Records measured heights; exact rows ignore them.
        ///
        /// - Complexity: O(*m* log *n*) for *m* heights, in place: the index is moved out of the
        ///   enum once while they go in, so its storage is not copied.
        mutating func setHeights<Heights: Sequence<(row: Int, height: CGFloat)>>(_ heights: Heights) {
            guard case var .estimated(index) = self else { return }
            self = .exact(Extents(uniform: 0, count: 0))
            for (row, height) in heights { index.setHeight(height, forRow: row) }
            self = .estimated(index)
        }
    }

    struct SectionLayout {
        var header: CGFloat
        var rows: Rows
        var footer: CGFloat
        /// The space above the header (``UITableView/sectionHeaderTopPadding``), 0 without a header.
        var headerPadding: CGFloat = 0
        var height: CGFloat { headerPadding + header + rows.total + footer }
    }

    var width: CGFloat
    var sections: [SectionLayout]
    /// Section heights, for finding sections by offset.
    var sectionExtents: Extents

    /// The height of the table header view, above the first section.
    var top: CGFloat = 0
    /// The height of the table footer view, below the last section.
    var bottom: CGFloat = 0

    init(width: CGFloat, sections: [SectionLayout], top: CGFloat = 0, bottom: CGFloat = 0) {
        self.width = width
        self.sections = sections
        self.top = top
        self.bottom = bottom
        sectionExtents = Extents(sections.lazy.map(\.height))
    }

    var contentHeight: CGFloat { top + sectionExtents.total + bottom }

    func sectionMinY(_ section: Int) -> CGFloat { top + sectionExtents.start(of: section) }

    /// The sections overlapping `lower..<upper` (content coordinates).
    ///
    /// - Complexity: O(log *s*).
    func sections(overlapping lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        sectionExtents.indices(overlapping: lower - top, upper - top)
    }

    /// Where `row` of `section` starts (from the section's first row) and its height, read
    /// where the section's layout lies: a copy of the layout would retain its row index.
    ///
    /// - Complexity: O(1); O(log *r*) with estimated heights.
    func rowExtent(_ row: Int, inSection section: Int) -> (start: CGFloat, length: CGFloat) {
        precondition(sections.indices.contains(section), "section \(section) out of range")
        // Valid: the pointer is used only inside the call, and the section is in range (above).
        return sections.withUnsafeBufferPointer { layouts in layouts[section].rows.extent(of: row) }
    }

    func rowsMinY(_ section: Int) -> CGFloat { headerMinY(section) + sections[section].header }

    /// Where the header of `section` starts: below its top padding.
    func headerMinY(_ section: Int) -> CGFloat { sectionMinY(section) + sections[section].headerPadding }

    /// Records measured row heights in place and moves the sections after them.
    ///
    /// - Complexity: O(*m* log *r* + *s*) for *m* heights: each goes into its section's index
    ///   (each run of heights of one section in one visit to it), then the section extents are
    ///   summed again.
    mutating func setMeasuredHeights(_ heights: [MeasuredRowHeight]) {
        guard !heights.isEmpty else { return }
        var start = 0
        while start < heights.count {
            let section = heights[start].section
            var end = start + 1
            while end < heights.count, heights[end].section == section { end += 1 }
            sections[section].rows.setHeights(heights[start..<end].lazy.map { (row: $0.row, height: $0.height) })
            start = end
        }
        sectionExtents = Extents(sections.lazy.map(\.height))
    }

    /// The first row of `runs` (ascending, as a screen lists them) that has no height yet, as
    /// the index of its run and its row; nil when all have theirs. Each section's rows are read
    /// where they lie (a copy of an estimated section would retain its index's buffers), and
    /// the rows are plain integers (no `IndexPath` to take apart).
    ///
    /// - Complexity: O(*v*) for *v* rows in the runs.
    func firstUnmeasuredRow(in runs: RowRuns) -> (run: Int, row: Int)? {
        // Valid: the pointer is used only inside the call, and each run's section is in range
        // (the runs were found in this geometry).
        sections.withUnsafeBufferPointer { layouts in
            for position in 0..<runs.count {
                let run = runs[position]
                if let row = layouts[run.section].rows.firstUnmeasured(in: run.rows) { return (position, row) }
            }
            return nil
        }
    }

    /// The estimated rows of every section, when the table estimates heights.
    var estimatedRows: [RowHeightIndex]? {
        guard sections.allSatisfy({ $0.rows.estimated != nil }) else { return nil }
        return sections.compactMap(\.rows.estimated)
    }
}

/// Consecutive rows of one section, as a screen shows them: the rows on screen are a run per
/// section they cross, found and measured as integers.
typealias RowRun = (section: Int, rows: Range<Int>)

/// The rows on screen as runs (``RowRun``), in order. Kept flat in an `[Int]` (a run's section,
/// first row and end row), whose type metadata every process has already: an array of tuples or
/// of a new struct would instantiate its metadata at a process's first layout, about 25,000
/// instructions once.
struct RowRuns: Equatable {
    /// Three integers a run: its section, its first row and the row after its last.
    private var storage: [Int] = []

    /// The number of runs.
    var count: Int { storage.count / 3 }

    /// The run at `index`. O(1).
    subscript(index: Int) -> RowRun {
        (storage[3 * index], storage[3 * index + 1]..<storage[3 * index + 2])
    }

    /// Appends a run. O(1) amortized.
    mutating func append(_ run: RowRun) {
        storage.append(run.section)
        storage.append(run.rows.lowerBound)
        storage.append(run.rows.upperBound)
    }

    /// Takes every run out, keeping the storage. O(1).
    mutating func removeAll() { storage.removeAll(keepingCapacity: true) }
}

/// A row's measured height, with the row as two integers: an array of them is plain data,
/// which frees without a call per element (an `IndexPath` in each would need one).
typealias MeasuredRowHeight = (section: Int, row: Int, height: CGFloat)

/// Row heights measured for one width, kept while the geometry is rebuilt.
struct KeptRowHeights {
    var width: CGFloat
    var sections: [RowHeightIndex]
}

extension UITableView {
    /// The geometry for the current width and counts, built now when missing or stale.
    ///
    /// - Complexity: O(1) when cached; else O(*s*) without a delegate (closed form per section),
    ///   O(*s* + *r*) with one (one height call per row, as UIKit without estimated heights), or
    ///   O(*s*) with estimation (no row is asked for: rows are asked and measured only as they
    ///   come into view, and kept measurements move back in; a section whose row count changed
    ///   since is rebuilt in O(its rows)).
    var currentGeometry: TableGeometry {
        if let geometry, geometry.width == bounds.width { return geometry }
        if geometry != nil {
            // The width changed: measurements are for the old width.
            geometry = nil
            keptRowHeights = nil
        }
        let built = buildGeometry()
        geometry = built
        return built
    }

    /// Drops the geometry; the next layout builds it again. Measured heights are kept (moved
    /// out of the geometry, not copied) for the next build.
    ///
    /// - Complexity: O(*s*).
    func invalidateRowGeometry() {
        if let old = geometry.take(), let rows = old.estimatedRows {
            keptRowHeights = KeptRowHeights(width: old.width, sections: rows)
        }
        setNeedsLayout()
    }

    /// Forgets every measured height (reload, new estimate) and drops the geometry.
    ///
    /// - Complexity: O(*s*).
    func forgetMeasuredRowHeights() {
        geometry = nil
        keptRowHeights = nil
        setNeedsLayout()
    }

    /// `height`, when it is one a table can use: a finite number of points, at least 0, or
    /// ``automaticDimension``. Anything else (a negative height, NaN, infinity) stops the program
    /// with a message naming `source` (the property, or the delegate method and its row or
    /// section): a height the table cannot lay out is never swapped silently for another.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func checkedHeight(_ height: CGFloat, _ source: @autoclosure () -> String) -> CGFloat {
        if height == UITableView.automaticDimension || (height >= 0 && height.isFinite) { return height }
        listFailure(
            "Invalid height \(height) from \(source()): a table view height must be a finite number of points, "
                + "at least 0, or UITableView.automaticDimension. Give a height of 0 or more, or "
                + "UITableView.automaticDimension for the table to work it out.")
    }

    private func buildGeometry() -> TableGeometry {
        // Views measured by an earlier build and not shown yet may be out of date (a reload, an
        // update): they go back to their pools, and this build asks the delegate again.
        for (_, view) in measuredHeaderViews { returnMeasuredSectionView(view) }
        for (_, view) in measuredFooterViews { returnMeasuredSectionView(view) }
        measuredHeaderViews = [:]
        measuredFooterViews = [:]
        func automaticSectionViewHeight(section: Int, isHeader: Bool, estimate: CGFloat) -> CGFloat {
            let fixed = isHeader ? sectionHeaderHeight : sectionFooterHeight
            if fixed >= 0 { return fixed }
            if let height = selfSizedSectionViewHeight(section: section, isHeader: isHeader) { return height }
            if estimate >= 0 { return estimate }
            return style == .plain ? 0 : UITableView.groupedSectionGap
        }
        let counts = currentCounts
        let delegate = self.delegate
        func resolved(_ height: CGFloat?, default fallback: CGFloat, _ source: @autoclosure () -> String) -> CGFloat {
            guard let height, checkedHeight(height, source()) >= 0 else { return fallback }
            return height
        }
        let kept = keptRowHeights.take().flatMap { $0.width == bounds.width ? $0.sections : nil }
        // Estimation on: rows are asked and measured as they appear. Off: every row's height now,
        // a row of automatic height being the standard 44 points.
        let estimate = rowHeightEstimate
        let fixedRowHeight = rowHeight >= 0 ? rowHeight : UITableView.standardRowHeight
        let sections = counts.elementsPerSection.enumerated().map { section, rowCount in
            let rows: TableGeometry.Rows
            if let estimate {
                if let kept, section < kept.count, kept[section].estimate == estimate {
                    let index = kept[section]
                    rows = .estimated(
                        index.count == rowCount
                            ? index
                            : RowHeightIndex(
                                count: rowCount, estimate: estimate,
                                heights: index.measuredHeights.lazy.filter { $0.row < rowCount }))
                } else {
                    rows = .estimated(RowHeightIndex(count: rowCount, estimate: estimate))
                }
            } else if let delegate {
                rows = .exact(Extents(
                    (0..<rowCount).lazy.map { row in
                        resolved(
                            delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section)),
                            default: fixedRowHeight,
                            "tableView(_:heightForRowAt:) for row \(row) of section \(section)")
                    }))
            } else {
                rows = .exact(Extents(uniform: fixedRowHeight, count: rowCount))
            }
            // UIKit asks the estimates first; they stand in for the fixed heights (see
            // estimatedSectionHeaderHeight).
            let headerEstimate = resolved(
                delegate?.tableView(self, estimatedHeightForHeaderInSection: section),
                default: estimatedSectionHeaderHeight,
                "tableView(_:estimatedHeightForHeaderInSection:) for section \(section)")
            let footerEstimate = resolved(
                delegate?.tableView(self, estimatedHeightForFooterInSection: section),
                default: estimatedSectionFooterHeight,
                "tableView(_:estimatedHeightForFooterInSection:) for section \(section)")
            // The automatic heights only when the delegate gives none: they may ask it for views.
            let givenHeader = checkedHeight(
                delegate?.tableView(self, heightForHeaderInSection: section) ?? UITableView.automaticDimension,
                "tableView(_:heightForHeaderInSection:) for section \(section)")
            let givenFooter = checkedHeight(
                delegate?.tableView(self, heightForFooterInSection: section) ?? UITableView.automaticDimension,
                "tableView(_:heightForFooterInSection:) for section \(section)")
            let header =
                givenHeader >= 0
                ? givenHeader
                : titleViewHeight(section: section, isHeader: true)
                    ?? automaticSectionViewHeight(section: section, isHeader: true, estimate: headerEstimate)
            return TableGeometry.SectionLayout(
                header: header,
                rows: rows,
                footer: givenFooter >= 0
                    ? givenFooter
                    : titleViewHeight(section: section, isHeader: false)
                        ?? automaticSectionViewHeight(section: section, isHeader: false, estimate: footerEstimate),
                headerPadding: header > 0 && sectionHeaderTopPadding > 0 ? sectionHeaderTopPadding : 0)
        }
        return TableGeometry(
            width: bounds.width, sections: sections,
            top: tableHeaderView.map { $0.isHidden ? 0 : $0.frame.height } ?? 0,
            bottom: tableFooterView.map { $0.isHidden ? 0 : $0.frame.height } ?? 0)
    }

    // MARK: Frames

    /// The width rows are laid out at: the table's width, less ``insetGroupedMargin`` on each
    /// side in the inset-grouped style.
    public var rowWidth: CGFloat {
        max(0, bounds.width - 2 * rowInset)
    }

    var rowInset: CGFloat { style == .insetGrouped ? UITableView.insetGroupedMargin : 0 }

    /// The rectangle of a whole section (header, rows, footer) in content coordinates.
    ///
    /// - Complexity: O(1) once the geometry is built.
    public func rect(forSection section: Int) -> CGRect {
        validate(section: section, operation: "rect(forSection:)")
        let geometry = currentGeometry
        return CGRect(x: 0, y: geometry.sectionMinY(section), width: geometry.width, height: geometry.sections[section].height)
    }

    /// The rectangle of a row in content coordinates. Out-of-range index paths stop the program
    /// with UIKit's text.
    ///
    /// - Complexity: O(1) once the geometry is built; O(log *r*) with estimated heights.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        validate(indexPath, operation: "rectForRow(at:)")
        // Read where the geometry lies once it is current, rather than from a copy (a copy
        // retains and releases its arrays: the dequeue of every row coming into view asks).
        if geometry?.width != bounds.width { _ = currentGeometry }
        return rowRect(indexPath, in: geometry!)
    }

    /// The rectangle of a row known to be in range of `geometry`, without checking it: the
    /// display path places rows it got from the geometry itself.
    ///
    /// - Complexity: O(1); O(log *r*) with estimated heights.
    func rowRect(_ indexPath: IndexPath, in geometry: TableGeometry) -> CGRect {
        let section = indexPath.section
        return rowRect(geometry.rowExtent(indexPath.row, inSection: section), rowsMinY: geometry.rowsMinY(section), width: rowWidth)
    }

    /// The rectangle of a row whose extent in its section is `extent`, in a section whose rows
    /// start at `rowsMinY`, when the rows are `width` wide (``rowWidth``). O(1).
    @inline(__always)
    func rowRect(_ extent: (start: CGFloat, length: CGFloat), rowsMinY: CGFloat, width: CGFloat) -> CGRect {
        CGRect(x: rowInset, y: rowsMinY + extent.start, width: width, height: extent.length)
    }

    /// The header's rectangle where it would be without floating (height 0 when there is none).
    ///
    /// - Complexity: O(1) once the geometry is built.
    public func rectForHeader(inSection section: Int) -> CGRect {
        validate(section: section, operation: "rectForHeader(inSection:)")
        let geometry = currentGeometry
        return CGRect(x: 0, y: geometry.headerMinY(section), width: geometry.width, height: geometry.sections[section].header)
    }

    /// The footer's rectangle where it would be without floating (height 0 when there is none).
    ///
    /// - Complexity: O(1) once the geometry is built (the rows' total is a running sum).
    public func rectForFooter(inSection section: Int) -> CGRect {
        validate(section: section, operation: "rectForFooter(inSection:)")
        let geometry = currentGeometry
        let layout = geometry.sections[section]
        return CGRect(
            x: 0, y: geometry.rowsMinY(section) + layout.rows.total, width: geometry.width, height: layout.footer)
    }

    /// The row under `point` (content coordinates), if any.
    ///
    /// - Complexity: O(log *s* + log *r*).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let geometry = currentGeometry
        guard point.x >= 0, point.x < geometry.width,
            let section = geometry.sectionExtents.index(containing: point.y - geometry.top),
            let row = geometry.sections[section].rows.index(containing: point.y - geometry.rowsMinY(section))
        else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The rows that overlap `rect` (content coordinates), in order.
    ///
    /// - Complexity: O(log *s* + log *r* + *k*) for *k* rows returned.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath] {
        var result: [IndexPath] = []
        indexPathsForRows(in: rect, into: &result)
        return result
    }

    /// ``indexPathsForRows(in:)`` written into `result`, replacing what it held and keeping its
    /// storage (the display pass of a table without estimated heights finds its rows here).
    ///
    /// - Complexity: O(log *s* + log *r* + *k*) for *k* rows.
    func indexPathsForRows(in rect: CGRect, into result: inout [IndexPath]) {
        result.removeAll(keepingCapacity: true)
        let geometry = currentGeometry
        for section in geometry.sections(overlapping: rect.minY, rect.maxY) {
            let top = geometry.rowsMinY(section)
            let rows = geometry.sections[section].rows.indices(overlapping: rect.minY - top, rect.maxY - top)
            result.reserveCapacity(result.count + rows.count)
            for row in rows { result.append(IndexPath(row: row, section: section)) }
        }
    }

    /// The rows that overlap `rect` (content coordinates), as one run per section, in order;
    /// written into `runs`, replacing what it held and keeping its storage: a layout pass that
    /// finds the rows on screen again reuses the array. Sections without such rows have no run.
    ///
    /// - Complexity: O(log *s* + log *r* + *t*) for *t* sections crossed.
    func rowRuns(in rect: CGRect, into runs: inout RowRuns) {
        runs.removeAll()
        let geometry = currentGeometry
        for section in geometry.sections(overlapping: rect.minY, rect.maxY) {
            let top = geometry.rowsMinY(section)
            let rows = geometry.sections[section].rows.indices(overlapping: rect.minY - top, rect.maxY - top)
            if !rows.isEmpty { runs.append((section, rows)) }
        }
    }

    /// The `y` and `height` of the rectangles of the rows of `runs` (found in `geometry`), two
    /// numbers a row, in order, written into `frames` (replacing what it held and keeping its
    /// storage): each as ``rowRect(_:in:)`` gives it (whose `x` is ``rowInset`` and width
    /// ``rowWidth``), the starts of a run's rows summed in one sweep. An array of `CGFloat`,
    /// whose type metadata the geometry has already made (one of `CGRect` would be made at a
    /// process's first layout, about 12,000 instructions once).
    ///
    /// - Complexity: O(*t* log *r* + *k*) for *k* rows in *t* runs, plus the measured rows'
    ///   heights.
    func rowTopsAndHeights(of runs: RowRuns, in geometry: TableGeometry, into frames: inout [CGFloat]) {
        frames.removeAll(keepingCapacity: true)
        var count = 0
        for index in 0..<runs.count { count += runs[index].rows.count }
        frames.reserveCapacity(2 * count)
        for index in 0..<runs.count {
            let run = runs[index]
            let rowsMinY = geometry.rowsMinY(run.section)
            // Valid: the pointer is used only inside the call, and the run's section is in
            // range (the runs were found in this geometry).
            geometry.sections.withUnsafeBufferPointer { layouts in
                layouts[run.section].rows.appendTopsAndHeights(ofRows: run.rows, rowsMinY: rowsMinY, to: &frames)
            }
        }
    }

    /// The index paths of the rows of `runs`, in order, written into `result` (replacing what it
    /// held and keeping its storage).
    ///
    /// - Complexity: O(*k*) for *k* rows.
    static func indexPaths(of runs: RowRuns, into result: inout [IndexPath]) {
        result.removeAll(keepingCapacity: true)
        for index in 0..<runs.count {
            let run = runs[index]
            result.reserveCapacity(result.count + run.rows.count)
            for row in run.rows { result.append(IndexPath(row: row, section: run.section)) }
        }
    }

    /// Where the header of `section` shows: floating at the top of the screen in the plain style
    /// while its section is on screen, else at its place.
    func displayedHeaderFrame(_ section: Int, in geometry: TableGeometry) -> CGRect {
        var frame = rectForHeader(inSection: section)
        guard style == .plain else { return frame }
        let layout = geometry.sections[section]
        let sectionEnd = geometry.sectionMinY(section) + layout.height
        frame.origin.y = min(max(frame.minY, bounds.minY + adjustedContentInset.top), sectionEnd - layout.footer - layout.header)
        return frame
    }

    /// Where the footer of `section` shows: floating at the bottom of the screen in the plain
    /// style while its section is on screen, else at its place.
    func displayedFooterFrame(_ section: Int, in geometry: TableGeometry) -> CGRect {
        var frame = rectForFooter(inSection: section)
        guard style == .plain else { return frame }
        let layout = geometry.sections[section]
        frame.origin.y = max(min(frame.minY, bounds.maxY - adjustedContentInset.bottom - layout.footer), geometry.rowsMinY(section))
        return frame
    }
}
