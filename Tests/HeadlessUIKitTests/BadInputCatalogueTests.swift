import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// The rows of ARCHITECTURE.md's bad-input catalogue that no other test showed: each bad input
// either stops the program with a message naming the culprit and the fix (run in a child process,
// its standard error read), or is logged and recorded, or is accepted with a defined result. Exit
// test bodies capture nothing, so each builds its own views.

/// A table cell whose self-sizing measurement is NaN.
final class NaNSizingCell: UITableViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: .nan) }
}

@Suite("Bad input catalogue: HeadlessUIKit")
struct BadInputCatalogueTests {
    // MARK: Table heights

    @Test("a NaN row height from heightForRowAt stops, naming the delegate method, the row and the fix")
    func nanRowHeightFromDelegateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5], layout: false) { _, source in
                    source.rowHeight = { $0.row == 2 ? .nan : 44 }
                }
                table.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("Invalid height nan from tableView(_:heightForRowAt:) for row 2 of section 0"))
        #expect(stderr.contains("at least 0, or UITableView.automaticDimension"))
    }

    @Test("a negative row height from heightForRowAt stops instead of falling back to rowHeight")
    func negativeRowHeightFromDelegateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [5], layout: false) { _, source in
                    source.rowHeight = { $0.row == 0 ? -5 : 44 }
                }
                table.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("Invalid height -5.0 from tableView(_:heightForRowAt:) for row 0 of section 0"))
    }

    @Test("UITableView.automaticDimension from heightForRowAt is still taken: the row gets rowHeight")
    @MainActor func automaticDimensionFromDelegateIsTaken() {
        let (table, _) = makeTable(rows: [3]) { table, source in
            table.rowHeight = 30
            source.rowHeight = { _ in UITableView.automaticDimension }
        }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 30))
    }

    @Test("a negative estimatedRowHeight stops, naming the property")
    func negativeEstimatedRowHeightStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.estimatedRowHeight = -20
            }
        }
        #expect(standardError(of: result).contains("Invalid height -20.0 from estimatedRowHeight"))
    }

    @Test("an infinite rowHeight stops, naming the property")
    func infiniteRowHeightStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.rowHeight = .infinity
            }
        }
        #expect(standardError(of: result).contains("Invalid height inf from rowHeight"))
    }

    @Test("a negative header height from heightForHeaderInSection stops, naming the section")
    func negativeHeaderHeightStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = makeTable(rows: [2, 2], layout: false) { _, source in
                    source.headerHeight = { $0 == 1 ? -3 : 20 }
                }
                table.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("Invalid height -3.0 from tableView(_:heightForHeaderInSection:) for section 1"))
    }

    @Test("a self-sizing cell that measures a NaN height stops, naming the cell class and the row")
    func nanSelfSizedHeightStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.register(NaNSizingCell.self, forCellReuseIdentifier: "cell")
                let source = MinimalTableSource(rowCount: 3)
                table.dataSource = source
                table.rowHeight = UITableView.automaticDimension
                table.estimatedRowHeight = 44
                table.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("Invalid height nan from sizeThatFits(_:) of NaNSizingCell for row 0 of section 0"))
    }
}
