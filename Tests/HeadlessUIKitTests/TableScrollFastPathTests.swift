import Foundation
import HeadlessUIKit
import Testing

/// A data source of self-sizing rows in several sections: each cell shows its row in a
/// `UIListContentConfiguration`, with a secondary text (a taller row) on every third row.
@MainActor
private final class SectionedSource: UITableViewDataSource {
    let rowCounts: [Int]
    init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.section).\(indexPath.row)"
        content.secondaryText = indexPath.row % 3 == 0 ? "Detail" : nil
        cell.contentConfiguration = content
        return cell
    }
}

/// ``SectionedSource`` that checks, for each cell it is asked for, that the cell was put at its
/// row's rectangle as the table answers it at that moment (the measuring pass places the cell
/// from its own reading of the row's start before asking).
@MainActor
private final class FrameCheckingSource: UITableViewDataSource {
    let rows: Int
    private(set) var asked = 0
    private(set) var misplaced: [IndexPath] = []
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        asked += 1
        if cell.frame != tableView.rectForRow(at: indexPath) { misplaced.append(indexPath) }
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.section).\(indexPath.row)"
        // Heights of three kinds, so that the rows' starts are sums of varied heights.
        content.secondaryText = indexPath.row % 3 == 0 ? "Detail" : indexPath.row % 5 == 0 ? "One\nTwo" : nil
        cell.contentConfiguration = content
        return cell
    }
}

/// A configuration of another type than `UIListContentConfiguration`, shown in a plain view.
private struct PlainConfiguration: UIContentConfiguration, Equatable {
    var name = ""
    func makeContentView() -> any UIView & UIContentView { PlainContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> PlainConfiguration { self }
}

private final class PlainContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: PlainConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The fast paths of the table's scroll with estimated heights (issue 17, eighth round): the rows
/// on screen found as runs of integers and their rectangles made in one sweep, the label's
/// Dynamic Type question answered from flags, and the content configuration moved into the cell
/// rather than copied; and what a list content view lays out at its measured size after a
/// change (guarding any frames kept from the measurement). Each must give what the slow path
/// gives.
@MainActor
@Suite("Table scroll fast paths: rows as integers, label flags, the configuration moved in")
struct TableScrollFastPathTests {
    private func table(rowCounts: [Int], style: UITableView.Style = .plain) -> (UITableView, SectionedSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = 44
        let source = SectionedSource(rowCounts: rowCounts)
        table.dataSource = source
        return (table, source)
    }

    /// The rows shown are the rows on screen, each cell at its row's rectangle, showing its row.
    private func expectShowsItsRows(_ table: UITableView, _ context: String) {
        let onScreen = table.indexPathsForRows(in: table.bounds)
        #expect(table.indexPathsForVisibleRows ?? [] == onScreen, "\(context)")
        for indexPath in onScreen {
            guard let cell = table.cellForRow(at: indexPath) else {
                Issue.record("no cell for \(indexPath) (\(context))")
                continue
            }
            #expect(cell.frame == table.rectForRow(at: indexPath), "\(indexPath) (\(context))")
            let content = cell.contentConfiguration as? UIListContentConfiguration
            #expect(content?.text == "Row \(indexPath.section).\(indexPath.row)", "\(indexPath) (\(context))")
        }
    }

    @Test("scrolling down and up through sections shows the rows on screen, measured", arguments: [
        UITableView.Style.plain, .grouped,
    ])
    func scrollThroughSections(style: UITableView.Style) {
        let (table, source) = table(rowCounts: [3, 40, 0, 7, 1, 60, 25], style: style)
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        table.layoutIfNeeded()
        expectShowsItsRows(table, "top")
        var step = 0
        while table.contentOffset.y < table.maximumContentOffset.y {
            table.contentOffset.y = min(table.contentOffset.y + 250, table.maximumContentOffset.y)
            table.layoutIfNeeded()
            step += 1
            expectShowsItsRows(table, "down \(step)")
        }
        // Up again from a row no pass measured yet: the rows above come into view measured.
        table.scrollToRow(at: IndexPath(row: 30, section: 5), at: .top, animated: false)
        table.layoutIfNeeded()
        expectShowsItsRows(table, "jump")
        while table.contentOffset.y > 0 {
            table.contentOffset.y = max(table.contentOffset.y - 250, 0)
            table.layoutIfNeeded()
            step += 1
            expectShowsItsRows(table, "up \(step)")
        }
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "row") <= table.visibleCells.count + 2)
    }

    @Test("a screen at a time through one section keeps the rows it found in step with the heights")
    func screenSteps() {
        let (table, source) = table(rowCounts: [2_000])
        defer { withExtendedLifetime(source) {} }
        table.layoutIfNeeded()
        for step in 1...40 {
            table.contentOffset.y += step % 7 == 0 ? 37 : table.bounds.height
            table.layoutIfNeeded()
            expectShowsItsRows(table, "step \(step)")
        }
        // Rows keep their place when the rows above them are measured.
        let shown = table.indexPathsForVisibleRows ?? []
        let firstY = table.rectForRow(at: shown[0]).minY - table.contentOffset.y
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows ?? [] == shown)
        #expect(table.rectForRow(at: shown[0]).minY - table.contentOffset.y == firstY)
    }

    @Test("each cell the measuring pass asks for is at its row's rectangle, across blocks of rows and back")
    func measuredCellsAtTheirRows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = 44
        let source = FrameCheckingSource(rows: 1_600)
        table.dataSource = source
        defer { withExtendedLifetime(source) {} }
        table.layoutIfNeeded()
        // Down a screen at a time past the blocks' ends (rows 512 and 1,024), then jumps into
        // rows not measured and back up over rows measured and not.
        for _ in 0..<30 {
            table.contentOffset.y += table.bounds.height
            table.layoutIfNeeded()
        }
        for row in [1_100, 500, 1_020, 1_590, 700] {
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle, animated: false)
            table.layoutIfNeeded()
            for _ in 0..<6 {
                table.contentOffset.y = max(0, table.contentOffset.y - 0.7 * table.bounds.height)
                table.layoutIfNeeded()
            }
        }
        #expect(source.asked > 300)
        #expect(source.misplaced.isEmpty, "cells not at their rows: \(source.misplaced.prefix(5))")
        expectShowsItsRows(table, "end")
    }

    // MARK: The list content view's frames

    /// A list content view showing `text`, measured at 320 points and placed at that size.
    private func measuredView(_ text: String, secondary: String? = "Detail") -> UIListContentView {
        var content = UIListContentConfiguration.cell()
        content.text = text
        content.secondaryText = secondary
        let view = UIListContentView(configuration: content)
        let size = view.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
        view.frame = CGRect(origin: .zero, size: size)
        return view
    }

    /// The subviews' frames of a view of the same configuration, changed by `change`, laid out at
    /// `size` without having measured.
    private func framesUnmeasured(
        _ text: String, secondary: String? = "Detail", size: CGSize, _ change: (UIListContentView) -> Void
    ) -> [CGRect] {
        var content = UIListContentConfiguration.cell()
        content.text = text
        content.secondaryText = secondary
        let view = UIListContentView(configuration: content)
        change(view)
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
        return [view.imageView.frame, view.textLabel.frame, view.secondaryTextLabel.frame]
    }

    private func frames(_ view: UIListContentView) -> [CGRect] {
        [view.imageView.frame, view.textLabel.frame, view.secondaryTextLabel.frame]
    }

    @Test("laid out at its measured size, the view places its subviews as one that never measured")
    func framesAtTheMeasuredSize() {
        let view = measuredView("Row")
        view.layoutIfNeeded()
        #expect(frames(view) == framesUnmeasured("Row", size: view.bounds.size) { _ in })
        #expect(view.secondaryTextLabel.frame.minY > view.textLabel.frame.maxY)
    }

    @Test("a label changed by hand after measuring is laid out as it is now")
    func framesAfterALabelChanged() {
        let long = String(repeating: "x", count: 90)
        let changes: [(String, (UIListContentView) -> Void)] = [
            ("text", { $0.textLabel.text = long }),
            ("secondary text", { $0.secondaryTextLabel.text = long }),
            ("hidden", { $0.secondaryTextLabel.isHidden = true }),
            ("font", { $0.textLabel.font = .systemFont(ofSize: 40) }),
            ("lines", {
                $0.textLabel.text = long
                $0.textLabel.numberOfLines = 1
            }),
        ]
        for (name, change) in changes {
            let view = measuredView("Row")
            change(view)
            view.layoutIfNeeded()
            #expect(frames(view) == framesUnmeasured("Row", size: view.bounds.size, change), "\(name)")
        }
    }

    @Test("a new configuration, or a new size, after measuring is laid out as it is now")
    func framesAfterTheConfigurationOrSizeChanged() {
        let view = measuredView("Row")
        var content = view.listContentConfiguration
        content.text = String(repeating: "y", count: 70)
        view.listContentConfiguration = content
        view.layoutIfNeeded()
        #expect(frames(view) == framesUnmeasured(content.text!, size: view.bounds.size) { _ in })

        let resized = measuredView("Row")
        resized.frame.size.height += 30
        resized.layoutIfNeeded()
        #expect(frames(resized) == framesUnmeasured("Row", size: resized.bounds.size) { _ in })
    }

    @Test("an ancestor's text size after measuring is laid out at that size")
    func framesAfterTheCategoryChanged() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
        let view = measuredView("Row")
        root.addSubview(view)
        root.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        view.layoutIfNeeded()
        let reference = UIView(frame: root.frame)
        reference.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        var content = UIListContentConfiguration.cell()
        content.text = "Row"
        content.secondaryText = "Detail"
        let unmeasured = UIListContentView(configuration: content)
        reference.addSubview(unmeasured)
        unmeasured.frame = view.frame
        unmeasured.layoutIfNeeded()
        #expect(frames(view) == frames(unmeasured))
        #expect(view.textLabel.frame.height > 20.4)
    }

    // MARK: The label's Dynamic Type flags

    @Test("a label whose font does not follow Dynamic Type measures the same under any text size")
    func labelNotFollowingDynamicType() {
        let wide = CGSize(width: 1_000, height: 1_000)
        let root = UIView()
        let fixed = UILabel(text: "abc")
        fixed.font = .preferredFont(forTextStyle: .body)   // adjustsFontForContentSizeCategory off
        let system = UILabel(text: "abc")
        system.adjustsFontForContentSizeCategory = true    // the system font has no text style
        let following = UILabel(text: "abc")
        following.font = .preferredFont(forTextStyle: .body)
        following.adjustsFontForContentSizeCategory = true
        for label in [fixed, system, following] { root.addSubview(label) }
        let before = [fixed, system, following].map { $0.sizeThatFits(wide) }
        root.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(fixed.sizeThatFits(wide) == before[0])
        #expect(system.sizeThatFits(wide) == before[1])
        #expect(following.sizeThatFits(wide).height > before[2].height)
        // Set to follow afterwards: measured at the ancestor's size.
        fixed.adjustsFontForContentSizeCategory = true
        #expect(fixed.sizeThatFits(wide) == following.sizeThatFits(wide))
        // A Dynamic Type font set on a label that follows: measured at the ancestor's size too.
        system.font = .preferredFont(forTextStyle: .body)
        #expect(system.sizeThatFits(wide) == following.sizeThatFits(wide))
    }

    // MARK: The content configuration moved in

    @Test("a cell's configuration set as list, other, list and nil reads back and shows each")
    func configurationTypesInTurn() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var list = cell.defaultContentConfiguration()
        list.text = "First"
        cell.contentConfiguration = list
        #expect((cell.contentConfiguration as? UIListContentConfiguration) == list)
        #expect((cell.contentView as? UIListContentView)?.textLabel.text == "First")

        cell.contentConfiguration = PlainConfiguration(name: "plain")
        #expect((cell.contentConfiguration as? PlainConfiguration) == PlainConfiguration(name: "plain"))
        #expect(cell.contentConfiguration is PlainConfiguration)
        #expect(cell.contentView is PlainContentView)

        list.text = "Second"
        cell.contentConfiguration = list
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Second")
        #expect((cell.contentView as? UIListContentView)?.textLabel.text == "Second")

        cell.contentConfiguration = nil
        #expect(cell.contentConfiguration == nil)
        #expect(!(cell.contentView is UIListContentView))
        #expect(!(cell.contentView is PlainContentView))
    }
}
