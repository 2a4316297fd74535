import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

@Suite("UITableView geometry, floating section views and scrolling to rows")
@MainActor
struct TableViewLayoutTests {
    // MARK: Rows

    @Test("rows are stacked at rowHeight (automatic by default, as UIKit: a plain cell's standard 44); a new rowHeight lays them out again")
    func rowFramesFromRowHeight() {
        let (table, _) = makeTable(rows: [10])
        // UIKit's defaults since iOS 11: both automatic, so rows are self-sized as they appear.
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(table.contentSize == CGSize(width: 320, height: 440))

        table.rowHeight = 60
        table.layoutIfNeeded()

        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 180, width: 320, height: 60))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 180)
        #expect(table.contentSize == CGSize(width: 320, height: 600))
        #expect(table.indexPathsForVisibleRows == rows(0...7))
    }

    @Test("the delegate's per-row heights win, and automaticDimension falls back to rowHeight")
    func delegateRowHeights() {
        let (table, _) = makeTable(rows: [4]) { table, source in
            table.rowHeight = 44
            source.rowHeight = { indexPath in
                switch indexPath.row {
                case 1: 100
                case 2: UITableView.automaticDimension
                default: 30
                }
            }
        }

        let frames = (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(frames.map(\.minY) == [0, 30, 130, 174])
        #expect(frames.map(\.height) == [30, 100, 44, 30])
        #expect(table.contentSize.height == 204)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == frames[1])
    }

    @Test("section header and footer heights are automatic (UIKit's default): 0 in plain style and 18 in the grouped styles without a title or view")
    func defaultSectionHeights() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let grouped = UITableView(frame: frame, style: .grouped)
        let insetGrouped = UITableView(frame: frame, style: .insetGrouped)
        #expect(grouped.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(grouped.sectionFooterHeight == UITableView.automaticDimension)
        #expect(insetGrouped.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(insetGrouped.sectionFooterHeight == UITableView.automaticDimension)
        let (groupedTable, _) = makeTable(rows: [2], style: .insetGrouped)
        #expect(groupedTable.rectForHeader(inSection: 0).height == 18)
        #expect(groupedTable.rectForFooter(inSection: 0).height == 18)

        let (plain, _) = makeTable(rows: [2, 2])
        #expect(plain.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(plain.sectionFooterHeight == UITableView.automaticDimension)
        #expect(plain.rectForHeader(inSection: 1).height == 0)
        #expect(plain.rectForFooter(inSection: 0).height == 0)
        #expect(plain.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 88)
        #expect(plain.contentSize.height == 176)
    }

    @Test("a grouped table leaves the default 18-point header and footer around each section")
    func groupedDefaultGeometry() {
        let (table, _) = makeTable(rows: [2, 2], style: .grouped)

        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 18))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 18)
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 106, width: 320, height: 18))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 124))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 124, width: 320, height: 124))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 186, width: 320, height: 44))
        #expect(table.contentSize.height == 248)
    }

    @Test("sections of equal heights, then one that differs, start where the heights before them add up to")
    func sectionsEqualThenDifferent() {
        // Sections 0 to 2 are 88 high, section 3 132, section 4 44: the section starts are kept
        // in closed form while the heights are equal and summed from the first that differs.
        let (table, _) = makeTable(rows: [2, 2, 2, 3, 1])
        let starts = (0..<5).map { table.rect(forSection: $0).minY }
        #expect(starts == [0, 88, 176, 264, 396])
        #expect(table.rect(forSection: 3).height == 132)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 4)) == CGRect(x: 0, y: 396, width: 320, height: 44))
        #expect(table.contentSize.height == 440)
        // All equal, and a single section.
        let (equal, _) = makeTable(rows: [1, 1, 1])
        #expect((0..<3).map { equal.rect(forSection: $0).minY } == [0, 44, 88])
        #expect(equal.contentSize.height == 132)
        let (single, _) = makeTable(rows: [3])
        #expect(single.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 132))
        // Heights that differ from the second section on.
        let (second, _) = makeTable(rows: [1, 2, 2, 2])
        #expect((0..<4).map { second.rect(forSection: $0).minY } == [0, 44, 132, 220])
        #expect(second.contentSize.height == 308)
    }

    @Test("sectionHeaderHeight and sectionFooterHeight set the heights the delegate does not give")
    func sectionHeightProperties() {
        let (table, _) = makeTable(rows: [2, 2]) { table, source in
            table.sectionHeaderHeight = 25
            table.sectionFooterHeight = 5
            source.headerHeight = { $0 == 1 ? 40 : UITableView.automaticDimension }
        }

        #expect(table.rectForHeader(inSection: 0).height == 25)
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 113, width: 320, height: 5))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 118, width: 320, height: 40))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 158)
        #expect(table.contentSize.height == 251)
    }

    @Test("the delegate's header and footer heights place every section")
    func delegateSectionHeights() {
        let (table, _) = makeTable(rows: [3, 1], style: .grouped) { _, source in
            source.headerHeight = { [40, 0][$0] }
            source.footerHeight = { [20, 10][$0] }
        }

        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 172, width: 320, height: 20))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 192))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 192, width: 320, height: 0))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 192, width: 320, height: 44))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 192, width: 320, height: 54))
        #expect(table.contentSize.height == 246)
    }

    @Test("inset-grouped rows are inset by 20 points on each side; sections span the table")
    func insetGroupedRows() {
        let (table, _) = makeTable(rows: [3], style: .insetGrouped)

        #expect(UITableView.insetGroupedMargin == 20)
        #expect(table.rowWidth == 280)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 18, width: 280, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame == CGRect(x: 20, y: 106, width: 280, height: 44))
        #expect(table.rect(forSection: 0).width == 320)
        #expect(table.rectForHeader(inSection: 0).width == 320)
    }

    @Test("a new width lays the rows out at that width")
    func widthChangeRelayouts() {
        let (table, _) = makeTable(rows: [3])
        table.frame.size.width = 400
        table.layoutIfNeeded()

        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 400, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.width == 400)
        #expect(table.contentSize.width == 400)
    }

    // MARK: Hit testing

    @Test("indexPathForRow(at:) and indexPathsForRows(in:) find rows, never headers, footers or outside")
    func hitTesting() {
        let (table, _) = makeTable(rows: [2, 2], style: .grouped)

        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 18)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 70)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 110)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 319, y: 150)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 250)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: -1, y: 20)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 320, y: 20)) == nil)

        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 60, width: 320, height: 100))
                == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 106, width: 320, height: 36)).isEmpty)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 320, height: 1000)) == allIndexPaths([2, 2]))
    }

    // MARK: Floating section views

    /// A plain table of two 20-row sections with 30-point header views:
    /// header 0 at 0..<30, rows to 910, header 1 at 910..<940, rows to 1820.
    private func plainTableWithHeaders() -> (UITableView, RecordingTableSource) {
        makeTable(rows: [20, 20]) { table, source in
            table.register(CountingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
            source.headerHeight = { _ in 30 }
            source.headerIdentifier = "header"
        }
    }

    @Test("in plain style a section's header sticks to the top of the viewport while the section shows")
    func plainHeaderFloats() throws {
        let (table, _) = plainTableWithHeaders()
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))

        scroll(table, toY: 100)
        #expect(table.headerView(forSection: 0) === header)
        #expect(header.frame == CGRect(x: 0, y: 100, width: 320, height: 30))
        #expect(table.rectForHeader(inSection: 0).minY == 0)

        scroll(table, toY: 870)
        #expect(header.frame.minY == 870)
    }

    @Test("the floating header is pushed up by the end of its section")
    func plainHeaderPushedUp() throws {
        let (table, _) = plainTableWithHeaders()
        scroll(table, toY: 895)

        let header0 = try #require(table.headerView(forSection: 0))
        let header1 = try #require(table.headerView(forSection: 1))
        #expect(header0.frame.minY == 880)
        #expect(header0.frame.maxY == table.rect(forSection: 0).maxY)
        #expect(header1.frame.minY == 910)

        scroll(table, toY: 1000)
        #expect(table.headerView(forSection: 0) == nil)
        #expect(header1.frame.minY == 1000)
    }

    @Test("grouped headers and footers scroll with the content")
    func groupedSectionViewsScroll() throws {
        let (table, _) = makeTable(rows: [20, 20], style: .grouped) { table, source in
            table.register(CountingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "view")
            source.headerHeight = { _ in 30 }
            source.footerHeight = { _ in 30 }
            source.headerIdentifier = "view"
            source.footerIdentifier = "view"
        }
        // Section 0: header 0..<30, rows 30..<910, footer 910..<940; section 1 from 940.
        #expect(table.footerView(forSection: 0) == nil)
        scroll(table, toY: 10)
        let header0 = try #require(table.headerView(forSection: 0))
        #expect(header0.frame == CGRect(x: 0, y: 0, width: 320, height: 30))

        scroll(table, toY: 700)
        #expect(table.headerView(forSection: 0) == nil)
        let footer0 = try #require(table.footerView(forSection: 0))
        #expect(footer0.frame == CGRect(x: 0, y: 910, width: 320, height: 30))
        let header1 = try #require(table.headerView(forSection: 1))
        #expect(header1.frame == table.rectForHeader(inSection: 1))
        #expect(header1.frame.minY == 940)
    }

    @Test("in plain style a section's footer sticks to the bottom of the viewport")
    func plainFooterFloats() throws {
        let (table, _) = makeTable(rows: [20, 20]) { table, source in
            table.register(CountingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "footer")
            source.footerHeight = { _ in 30 }
            source.footerIdentifier = "footer"
        }
        let footer0 = try #require(table.footerView(forSection: 0))
        #expect(footer0.frame == CGRect(x: 0, y: 450, width: 320, height: 30))
        #expect(table.rectForFooter(inSection: 0).minY == 880)

        scroll(table, toY: 500)
        #expect(footer0.frame.minY == 880)
        let footer1 = try #require(table.footerView(forSection: 1))
        #expect(footer1.frame == CGRect(x: 0, y: 950, width: 320, height: 30))
    }

    @Test("section views get display callbacks and go back to their pool when they leave")
    func sectionViewDisplayCallbacks() throws {
        let (table, source) = plainTableWithHeaders()
        #expect(source.displayLog.contains("willDisplayHeader 0"))
        let header0 = try #require(table.headerView(forSection: 0))

        scroll(table, toY: 1000)

        #expect(source.displayLog.contains("didEndDisplayingHeader 0"))
        #expect(source.displayLog.contains("willDisplayHeader 1"))
        #expect(table.headerView(forSection: 1) === header0)
        #expect((header0 as? CountingHeaderFooterView)?.prepareForReuseCount == 1)
    }

    @Test("a grouped header scrolled exactly past the top edge is no longer shown")
    func headerTouchingTopEdgeIsOffScreen() {
        let (table, source) = makeTable(rows: [20], style: .grouped) { table, source in
            table.register(CountingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
            source.headerHeight = { _ in 30 }
            source.headerIdentifier = "header"
        }
        scroll(table, toY: 30)

        #expect(table.headerView(forSection: 0) == nil)
        #expect(source.displayLog.contains("didEndDisplayingHeader 0"))
    }

    // MARK: scrollToRow

    @Test("scrollToRow puts the row at the top, middle or bottom; .none scrolls the least that shows it")
    func scrollToRowPositions() {
        let (table, _) = makeTable(rows: [100])
        let row10 = IndexPath(row: 10, section: 0)

        table.scrollToRow(at: row10, at: .top, animated: false)
        #expect(table.contentOffset.y == 440)
        table.scrollToRow(at: row10, at: .middle, animated: false)
        #expect(table.contentOffset.y == 222)
        table.scrollToRow(at: row10, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 4)

        table.setContentOffset(.zero, animated: false)
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 0)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 444)
        table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 88)
    }

    @Test("scrollToRow stays within the content, and the row has a cell after the next layout")
    func scrollToRowClamps() {
        let (table, _) = makeTable(rows: [100])
        let last = IndexPath(row: 99, section: 0)
        #expect(table.cellForRow(at: last) == nil)

        table.scrollToRow(at: last, at: .top, animated: false)
        #expect(table.contentOffset.y == 3920)
        #expect(table.maximumContentOffset.y == 3920)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: last)?.frame == table.rectForRow(at: last))

        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 0)
        table.scrollToRow(at: IndexPath(row: 1, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 0)
    }

    @Test("selectRow with a scroll position scrolls to the row")
    func selectRowScrolls() {
        let (table, _) = makeTable(rows: [100])
        table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .top)

        #expect(table.contentOffset.y == 1320)
        #expect(table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected == true)
    }
}
