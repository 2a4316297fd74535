import Foundation

/// The vertical layout of a table for one width: each section's header, rows and footer.
struct TableGeometry {
    struct SectionLayout {
        var header: CGFloat
        var rows: Extents
        var footer: CGFloat
        var height: CGFloat { header + rows.total + footer }
    }

    var width: CGFloat
    var sections: [SectionLayout]
    /// Section heights, for finding sections by offset.
    var sectionExtents: Extents

    init(width: CGFloat, sections: [SectionLayout]) {
        self.width = width
        self.sections = sections
        sectionExtents = Extents(sections.lazy.map(\.height))
    }

    var contentHeight: CGFloat { sectionExtents.total }

    func sectionMinY(_ section: Int) -> CGFloat { sectionExtents.start(of: section) }

    func rowsMinY(_ section: Int) -> CGFloat { sectionMinY(section) + sections[section].header }
}

extension TableView {
    /// The geometry for the current width and counts, built now when missing or stale.
    ///
    /// - Complexity: O(1) when cached; else O(*s*) without a delegate (closed form per section),
    ///   O(*s* + *r*) with one (one height call per row, as UIKit without estimated heights), or
    ///   O(*s* + *r*) dictionary lookups with estimation (no delegate calls: rows are asked and
    ///   measured only as they come into view).
    var currentGeometry: TableGeometry {
        if let geometry, geometry.width == bounds.width { return geometry }
        if geometry != nil { measuredRowHeights = [:] }
        let built = buildGeometry()
        geometry = built
        return built
    }

    func invalidateRowGeometry() {
        geometry = nil
        setNeedsLayout()
    }

    private func buildGeometry() -> TableGeometry {
        let counts = currentCounts
        let delegate = self.delegate
        func resolved(_ height: CGFloat?, default fallback: CGFloat) -> CGFloat {
            guard let height, height >= 0 else { return fallback }
            return height
        }
        let sections = counts.elementsPerSection.enumerated().map { section, rowCount in
            let rows: Extents
            if estimatedRowHeight > 0 {
                rows = Extents(
                    (0..<rowCount).lazy.map { row in
                        self.measuredRowHeights[IndexPath(row: row, section: section)] ?? self.estimatedRowHeight
                    })
            } else if let delegate {
                rows = Extents(
                    (0..<rowCount).lazy.map { row in
                        resolved(
                            delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section)),
                            default: self.rowHeight)
                    })
            } else {
                rows = Extents(uniform: rowHeight, count: rowCount)
            }
            return TableGeometry.SectionLayout(
                header: resolved(delegate?.tableView(self, heightForHeaderInSection: section), default: sectionHeaderHeight),
                rows: rows,
                footer: resolved(delegate?.tableView(self, heightForFooterInSection: section), default: sectionFooterHeight))
        }
        return TableGeometry(width: bounds.width, sections: sections)
    }

    // MARK: Frames

    /// The width rows are laid out at: the table's width, less ``insetGroupedMargin`` on each
    /// side in the inset-grouped style.
    public var rowWidth: CGFloat {
        max(0, bounds.width - 2 * rowInset)
    }

    private var rowInset: CGFloat { style == .insetGrouped ? TableView.insetGroupedMargin : 0 }

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
    /// - Complexity: O(1) once the geometry is built.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        validate(indexPath, operation: "rectForRow(at:)")
        let geometry = currentGeometry
        let rows = geometry.sections[indexPath.section].rows
        return CGRect(
            x: rowInset, y: geometry.rowsMinY(indexPath.section) + rows.start(of: indexPath.row),
            width: rowWidth, height: rows.length(of: indexPath.row))
    }

    /// The header's rectangle where it would be without floating (height 0 when there is none).
    ///
    /// - Complexity: O(1) once the geometry is built.
    public func rectForHeader(inSection section: Int) -> CGRect {
        validate(section: section, operation: "rectForHeader(inSection:)")
        let geometry = currentGeometry
        return CGRect(x: 0, y: geometry.sectionMinY(section), width: geometry.width, height: geometry.sections[section].header)
    }

    /// The footer's rectangle where it would be without floating (height 0 when there is none).
    ///
    /// - Complexity: O(1) once the geometry is built.
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
            let section = geometry.sectionExtents.index(containing: point.y),
            let row = geometry.sections[section].rows.index(containing: point.y - geometry.rowsMinY(section))
        else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The rows that overlap `rect` (content coordinates), in order.
    ///
    /// - Complexity: O(log *s* + log *r* + *k*) for *k* rows returned.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath] {
        let geometry = currentGeometry
        var result: [IndexPath] = []
        for section in geometry.sectionExtents.indices(overlapping: rect.minY, rect.maxY) {
            let top = geometry.rowsMinY(section)
            for row in geometry.sections[section].rows.indices(overlapping: rect.minY - top, rect.maxY - top) {
                result.append(IndexPath(row: row, section: section))
            }
        }
        return result
    }

    /// Where the header of `section` shows: floating at the top of the screen in the plain style
    /// while its section is on screen, else at its place.
    func displayedHeaderFrame(_ section: Int, in geometry: TableGeometry) -> CGRect {
        var frame = rectForHeader(inSection: section)
        guard style == .plain else { return frame }
        let layout = geometry.sections[section]
        let sectionEnd = geometry.sectionMinY(section) + layout.height
        frame.origin.y = min(max(frame.minY, bounds.minY), sectionEnd - layout.footer - layout.header)
        return frame
    }

    /// Where the footer of `section` shows: floating at the bottom of the screen in the plain
    /// style while its section is on screen, else at its place.
    func displayedFooterFrame(_ section: Int, in geometry: TableGeometry) -> CGRect {
        var frame = rectForFooter(inSection: section)
        guard style == .plain else { return frame }
        let layout = geometry.sections[section]
        frame.origin.y = max(min(frame.minY, bounds.maxY - layout.footer), geometry.rowsMinY(section))
        return frame
    }
}
