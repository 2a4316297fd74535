import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// UIKit's row-height defaults since iOS 11: `rowHeight` and `estimatedRowHeight` are both
// `automaticDimension`, so a table asks heights (and self-sizes rows) only as rows appear;
// `estimatedRowHeight = 0` opts into exact heights for every row.

/// A cell whose own measurement is far from the standard height, to tell a self-sized row from
/// one that took `rowHeight`.
private final class TallCell: UITableViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 100) }
}

/// `rows` rows in one section; the delegate's heights (`height`) are counted.
@MainActor
private final class CountingHeights: UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    let height: (IndexPath) -> CGFloat
    private(set) var heightRequests = 0

    init(rows: Int, height: @escaping (IndexPath) -> CGFloat) {
        self.rows = rows
        self.height = height
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return height(indexPath)
    }
}

/// Two sections of three rows, each row's height from the delegate: 10, 20, 30, then 40, 50, 60.
@MainActor
private final class TwoSectionHeights: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(10 * (indexPath.section * 3 + indexPath.row + 1))
    }
}

/// A 320x480 table showing `source`'s rows in cells of class `cell`, laid out once, after
/// `configure` has set its heights up.
@MainActor
private func showTable(
    _ source: CountingHeights, cell: UITableViewCell.Type = UITableViewCell.self,
    configure: (UITableView) -> Void = { _ in }
) -> UITableView {
    let table = makeTable(height: 480)
    configure(table)
    table.register(cell, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
}

@MainActor
@Suite("Row heights: UIKit's defaults estimate, 0 opts into exact heights")
struct RowHeightDefaultsTests {
    @Test("a new table's rowHeight and estimatedRowHeight are automaticDimension, as UIKit's since iOS 11")
    func defaults() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
    }

    @Test("by default a reload asks the delegate's heights only of the rows that come into view")
    func heightsAskedLazily() {
        let source = CountingHeights(rows: 1_000_000) { _ in 60 }
        let table = showTable(source)
        // 480 / 60 = 8 rows on screen; the engine may look one row past the bottom.
        #expect((8...9).contains(source.heightRequests))
        #expect(table.indexPathsForVisibleRows?.count == 8)
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)) == CGRect(x: 0, y: 420, width: 320, height: 60))
        // Rows not seen yet count at the estimate: 44, the standard height, as rowHeight is automatic.
        #expect(table.contentSize.height == CGFloat(8 * 60 + (1_000_000 - 8) * 44))

        let before = source.heightRequests
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.heightRequests - before <= 9)
        withExtendedLifetime(source) {}
    }

    @Test("estimatedRowHeight 0 asks every row's height up front, and the content size is exact at once")
    func zeroEstimateIsExact() {
        let source = CountingHeights(rows: 1_000) { $0.row.isMultiple(of: 2) ? 60 : 30 }
        let table = showTable(source) { $0.estimatedRowHeight = 0 }
        #expect(source.heightRequests == 1_000)
        #expect(table.contentSize.height == CGFloat(500 * 60 + 500 * 30))
        withExtendedLifetime(source) {}
    }

    @Test("without estimation a row of automatic height is the standard 44 points; the cell is not measured")
    func zeroEstimateAutomaticRowIsStandard() {
        let source = CountingHeights(rows: 3) { _ in UITableView.automaticDimension }
        let table = showTable(source, cell: TallCell.self) { $0.estimatedRowHeight = 0 }
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(table.contentSize.height == 132)
        withExtendedLifetime(source) {}
    }

    @Test("with the default estimate a row of automatic height is self-sized from its cell")
    func automaticRowIsSelfSized() {
        let source = CountingHeights(rows: 3) { _ in UITableView.automaticDimension }
        let table = showTable(source, cell: TallCell.self)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 200, width: 320, height: 100))
        #expect(table.contentSize.height == 300)
        withExtendedLifetime(source) {}
    }

    @Test("a rowHeight of points is every row's height and the estimate: no cell is measured, the content size is exact")
    func fixedRowHeightIsTheEstimate() {
        let source = CountingHeights(rows: 100_000) { _ in UITableView.automaticDimension }
        let table = showTable(source, cell: TallCell.self) { $0.rowHeight = 60 }
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)) == CGRect(x: 0, y: 420, width: 320, height: 60))
        #expect(table.contentSize.height == CGFloat(100_000 * 60))
        #expect(source.heightRequests <= 9)
        withExtendedLifetime(source) {}
    }

    @Test("heights measured in one pass over two sections each go to their own section's rows")
    func heightsOfTwoSectionsInOnePass() {
        let source = TwoSectionHeights()
        let table = makeTable(height: 480)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        for section in 0..<2 {
            let first = table.rectForRow(at: IndexPath(row: 0, section: section))
            for row in 0..<3 {
                let rect = table.rectForRow(at: IndexPath(row: row, section: section))
                let before = (0..<row).reduce(0) { $0 + 10 * (section * 3 + $1 + 1) }
                #expect(rect.height == CGFloat(10 * (section * 3 + row + 1)))
                #expect(rect.minY - first.minY == CGFloat(before))
            }
        }
        #expect(table.rectForFooter(inSection: 0).minY == table.rectForRow(at: IndexPath(row: 2, section: 0)).maxY)
        withExtendedLifetime(source) {}
    }

    @Test("a new rowHeight forgets the heights measured with the old one")
    func newRowHeightRemeasures() {
        let source = CountingHeights(rows: 20) { _ in UITableView.automaticDimension }
        let table = showTable(source, cell: TallCell.self) { $0.rowHeight = 60 }
        table.rowHeight = 30
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 90, width: 320, height: 30))
        #expect(table.contentSize.height == CGFloat(20 * 30))
        withExtendedLifetime(source) {}
    }
}
