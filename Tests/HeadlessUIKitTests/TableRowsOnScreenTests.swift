import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

/// A table header whose `frame` override runs `onFrame` once, the next time it is set: a
/// callback between the measuring pass, which finds the rows on screen, and the display pass,
/// which shows them (the table sets its header's frame in between).
private final class FrameHookView: UIView {
    var onFrame: (() -> Void)?

    override var frame: CGRect {
        didSet {
            let hook = onFrame
            onFrame = nil
            hook?()
        }
    }
}

/// With estimated heights the display pass shows the rows the measuring pass found on screen,
/// unless the bounds or the geometry changed in between: then it finds them again.
@MainActor
@Suite("Table rows on screen: the measuring pass's rows, while they are current")
struct TableRowsOnScreenTests {
    /// Scrolls a 1,000-row table (rows of 44 points, estimated) to 1,000 points, runs `hook` when
    /// the layout sets the header's frame, lays out, and returns the display log written after
    /// the hook ran, with the rows on screen at the end.
    private func displayCalls(afterHook hook: @escaping (UITableView) -> Void) -> (log: [String], onScreen: [IndexPath]) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let header = FrameHookView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        table.tableHeaderView = header
        table.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
        let source = RecordingTableSource(rowCounts: [1000])
        source.rowHeight = { _ in 44 }
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        var mark = 0
        header.onFrame = {
            hook(table)
            mark = source.displayLog.count
        }
        table.contentOffset.y = 1000
        table.layoutIfNeeded()
        table.layoutIfNeeded()
        #expect(header.onFrame == nil)
        return (Array(source.displayLog[mark...]), table.indexPathsForRows(in: table.bounds))
    }

    private func shownRows(_ log: [String]) -> [String] { log.filter { $0.hasPrefix("willDisplay ") } }

    @Test("a scroll between finding the rows and showing them shows the rows of the new bounds")
    func boundsChangedInBetween() {
        let (log, onScreen) = displayCalls { $0.contentOffset.y = 2000 }
        #expect(onScreen.first == IndexPath(row: 45, section: 0))
        #expect(!log.contains { $0.hasPrefix("didEndDisplaying") })
        #expect(shownRows(log) == onScreen.map { "willDisplay 0.\($0.row)" })
    }

    @Test("a new estimate between finding the rows and showing them shows the rows of the new geometry")
    func geometryChangedInBetween() {
        let (log, onScreen) = displayCalls { $0.estimatedRowHeight = 100 }
        // Rows above the screen are estimated again at 100 points: row 10 starts at 1,000.
        #expect(onScreen.first == IndexPath(row: 10, section: 0))
        #expect(!log.contains { $0.hasPrefix("didEndDisplaying") })
        #expect(shownRows(log) == onScreen.map { "willDisplay 0.\($0.row)" })
    }
}
