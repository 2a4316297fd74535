import CellKitTestSupport
import Foundation
import Testing

@testable import HeadlessUIKit

// The per-section index of estimated and measured row heights, against brute force, and long
// tables with estimated heights built on it. Heights are whole or quarter points so that every
// sum is exact and positions can be compared with `==`.

/// Brute-force row positions: `prefix[i]` is where row `i` starts.
private func prefixSums(_ heights: [CGFloat]) -> [CGFloat] {
    var sums: [CGFloat] = [0]
    for height in heights { sums.append(sums[sums.count - 1] + height) }
    return sums
}

/// Brute force for `index(containing:)`: the first row ending after `position`.
private func bruteIndex(containing position: CGFloat, _ prefix: [CGFloat]) -> Int? {
    guard position >= 0, position < prefix[prefix.count - 1] else { return nil }
    return (0..<(prefix.count - 1)).first { prefix[$0 + 1] > position }
}

/// Brute force for `indices(overlapping:)`: rows ending after `lower` and starting before `upper`.
private func bruteIndices(overlapping lower: CGFloat, _ upper: CGFloat, _ prefix: [CGFloat]) -> Range<Int> {
    let rows = (0..<(prefix.count - 1)).filter { prefix[$0 + 1] > lower && prefix[$0] < upper }
    guard upper > lower, let first = rows.first, let last = rows.last else { return 0..<0 }
    return first..<(last + 1)
}

/// A height in quarter points from 0 to 120 (zero now and then).
private func randomHeight(_ generator: inout SeededGenerator) -> CGFloat {
    Int.random(in: 0..<10, using: &generator) == 0 ? 0 : CGFloat(Int.random(in: 1...480, using: &generator)) / 4
}

// MARK: - Tables

/// A cell that reports its height as the one the data source gave it, and counts measurements.
private final class HeightCell: UITableViewCell {
    var height: CGFloat = 0
    var onMeasure: (() -> Void)?

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        onMeasure?()
        return CGSize(width: size.width, height: height)
    }
}

/// Rows with known heights: some given by the delegate, the others measured from their cells.
@MainActor
private final class HeightSource: UITableViewDataSource, UITableViewDelegate {
    var heights: [[CGFloat]]
    /// Rows whose height the delegate gives; the others are measured.
    var isExplicit: (IndexPath) -> Bool = { _ in false }
    var identifier: (IndexPath) -> String = { _ in "height" }
    /// Rows whose height was asked of the delegate: the rows measured so far.
    private(set) var asked: Set<IndexPath> = []
    /// Every height asked of the delegate, in order.
    var askLog: [IndexPath] = []
    private(set) var measureCount = 0

    init(heights: [[CGFloat]]) { self.heights = heights }

    func height(_ indexPath: IndexPath) -> CGFloat { heights[indexPath.section][indexPath.row] }

    func numberOfSections(in tableView: UITableView) -> Int { heights.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier(indexPath), for: indexPath)
        if let cell = cell as? HeightCell {
            cell.height = height(indexPath)
            cell.onMeasure = { [unowned self] in self.measureCount += 1 }
        }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        asked.insert(indexPath)
        askLog.append(indexPath)
        return isExplicit(indexPath) ? height(indexPath) : UITableView.automaticDimension
    }

    /// Where every row starts by brute force, with measured heights for the rows asked so far
    /// and `estimate` for the others, and section header and footer heights around them.
    func expectedRowMinY(estimate: CGFloat, header: CGFloat = 0, footer: CGFloat = 0) -> [[CGFloat]] {
        var y: CGFloat = 0
        return heights.enumerated().map { section, rows in
            y += header
            let starts = rows.indices.map { row in
                let start = y
                let indexPath = IndexPath(row: row, section: section)
                y += asked.contains(indexPath) ? rows[row] : estimate
                return start
            }
            y += footer
            return starts
        }
    }
}

/// Heights that vary from row to row, in whole points (20 to 80).
private func varyingHeights(_ count: Int, salt: Int = 0) -> [CGFloat] {
    (0..<count).map { CGFloat(20 + ($0 &* 37 &+ salt &* 11) % 61) }
}

/// A 320x480 table of ``HeightCell``s over `heights` with the given estimate, not laid out.
@MainActor
private func makeHeightTable(
    heights: [[CGFloat]], estimate: CGFloat = 44, identifiers: [String] = ["height"]
) -> (UITableView, HeightSource) {
    let table = makeTable()
    for identifier in identifiers { table.register(HeightCell.self, forCellReuseIdentifier: identifier) }
    table.estimatedRowHeight = estimate
    let source = HeightSource(heights: heights)
    table.dataSource = source
    table.delegate = source
    return (table, source)
}

@Suite("Row height index and long tables with estimated heights")
@MainActor
struct RowHeightIndexTests {
    // MARK: Index

    @Test("a fresh index is every row at the estimate, measured nowhere", arguments: [0, 1, 5, 64, 1000])
    func freshIndex(count: Int) {
        let index = RowHeightIndex(count: count, estimate: 44)
        #expect(index.total == CGFloat(count) * 44)
        #expect(index.measuredCount == 0)
        #expect(index.measuredHeights.isEmpty)
        for row in [0, count / 2, count - 1] where row >= 0 && row < count {
            #expect(index.start(of: row) == CGFloat(row) * 44)
            #expect(index.length(of: row) == 44)
            #expect(!index.isMeasured(row))
        }
        #expect(index.index(containing: 44 * CGFloat(count)) == nil)
        #expect(index.index(containing: -1) == nil)
        if count > 0 { #expect(index.index(containing: 43.9) == 0) }
    }

    @Test(
        "starts, lengths, totals and offset searches match brute force after random measurements",
        arguments: [(1, 1), (2, 2), (7, 3), (63, 4), (64, 5), (65, 6), (130, 7), (1000, 8), (1536, 9), (2001, 10)])
    func indexMatchesBruteForce(count: Int, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let estimate = CGFloat(Int.random(in: 1...200, using: &generator)) / 4
        var index = RowHeightIndex(count: count, estimate: estimate)
        var heights = Array(repeating: estimate, count: count)
        var measured = Set<Int>()

        for round in 0..<6 {
            // Measure some rows, some of them again with another height, some at the estimate.
            for _ in 0..<max(1, count / 3) {
                let row = Int.random(in: 0..<count, using: &generator)
                let height = Bool.random(using: &generator) ? randomHeight(&generator) : estimate
                index.setHeight(height, forRow: row)
                heights[row] = height
                measured.insert(row)
            }
            let prefix = prefixSums(heights)
            let extents = Extents(heights)
            #expect(index.total == prefix[count], "round \(round)")
            #expect(index.measuredCount == measured.count)
            for row in 0..<count {
                #expect(index.start(of: row) == prefix[row], "start of \(row), round \(round)")
                #expect(index.length(of: row) == heights[row], "length of \(row)")
                #expect(index.isMeasured(row) == measured.contains(row))
            }
            #expect(index.start(of: count) == prefix[count])
            #expect(index.measuredHeights.map(\.row) == measured.sorted())
            #expect(index.measuredHeights.map(\.height) == measured.sorted().map { heights[$0] })

            // Positions at row edges, inside rows and outside the section.
            var positions: [CGFloat] = [-10, -0.25, 0, prefix[count], prefix[count] + 1]
            for _ in 0..<200 {
                positions.append(prefix[Int.random(in: 0...count, using: &generator)])
                positions.append(CGFloat(Int.random(in: -4...Int(prefix[count] * 4) + 4, using: &generator)) / 4)
            }
            for position in positions {
                #expect(index.index(containing: position) == bruteIndex(containing: position, prefix), "at \(position)")
                #expect(index.index(containing: position) == extents.index(containing: position))
            }
            for _ in 0..<300 {
                let lower = positions.randomElement(using: &generator) ?? 0
                let upper = Bool.random(using: &generator)
                    ? lower + CGFloat(Int.random(in: 0...1000, using: &generator)) / 4
                    : positions.randomElement(using: &generator) ?? 0
                let expected = bruteIndices(overlapping: lower, upper, prefix)
                let found = index.indices(overlapping: lower, upper)
                #expect((found.isEmpty ? 0..<0 : found) == expected, "\(lower)..<\(upper)")
                #expect(index.indices(overlapping: lower, upper) == extents.indices(overlapping: lower, upper))
            }
        }

        // Built at once from the measured heights, the index answers the same.
        let rebuilt = RowHeightIndex(
            count: count, estimate: estimate, heights: measured.sorted().map { (row: $0, height: heights[$0]) })
        #expect(rebuilt.total == index.total)
        #expect(rebuilt.measuredCount == index.measuredCount)
        for row in 0...count { #expect(rebuilt.start(of: row) == index.start(of: row)) }
    }

    @Test("measuring every row at the estimate keeps the closed form; negative heights count as zero")
    func estimateAndNegativeHeights() {
        var index = RowHeightIndex(count: 10, estimate: 30)
        for row in 0..<10 { index.setHeight(30, forRow: row) }
        #expect(index.measuredCount == 10)
        #expect(index.total == 300)
        #expect(index.start(of: 7) == 210)

        index.setHeight(-5, forRow: 3)
        #expect(index.length(of: 3) == 0)
        #expect(index.total == 270)
        #expect(index.index(containing: 90) == 4, "row 3 is empty, so 90 is in row 4")
        #expect(index.indices(overlapping: 60, 90) == 2..<3)
        #expect(index.indices(overlapping: 60, 91) == 2..<5, "the empty row between is included")
    }

    // MARK: Long tables

    @Test("scrolling 100,000 rows top to bottom: frames follow the index and the content height converges")
    func contentHeightConverges() throws {
        let count = 100_000
        let real = varyingHeights(count)
        let (table, source) = makeHeightTable(heights: [real])
        source.isExplicit = { $0.row % 3 == 0 }
        table.layoutIfNeeded()
        #expect(table.contentSize.height > 0)

        var steps = 0
        var previousLast = -1
        // Mismatches are collected and checked once, to keep ten thousand steps quick.
        var misplaced: [IndexPath] = []
        var unmeasured: [IndexPath] = []
        var gaps: [IndexPath] = []
        var skipped: [Int] = []
        var countMismatches = 0
        while true {
            let visible = try #require(table.indexPathsForVisibleRows)
            // Every visible row is measured and its cell sits where the index puts it. (The
            // geometry copy is scoped so that it is released before the next layout writes.)
            do {
                let geometry = table.currentGeometry
                let index = try #require(geometry.sections[0].rows.estimated)
                for indexPath in visible {
                    if !index.isMeasured(indexPath.row) { unmeasured.append(indexPath) }
                    let frame = table.cellForRow(at: indexPath)?.frame ?? .null
                    if frame.minY != geometry.rowsMinY(0) + index.start(of: indexPath.row)
                        || frame.height != real[indexPath.row] || frame != table.rectForRow(at: indexPath)
                    {
                        misplaced.append(indexPath)
                    }
                }
                // Consecutive rows touch.
                for (upper, lower) in zip(visible, visible.dropFirst())
                where table.rectForRow(at: upper).maxY != table.rectForRow(at: lower).minY {
                    gaps.append(lower)
                }
                if index.measuredCount != source.asked.count { countMismatches += 1 }
            }
            if visible[0].row > previousLast + 1 { skipped.append(visible[0].row) }
            previousLast = visible[visible.count - 1].row
            if table.contentOffset.y >= table.maximumContentOffset.y { break }
            scroll(table, toY: min(table.contentOffset.y + table.bounds.height, table.maximumContentOffset.y))
            steps += 1
            if steps > 20_000 { break }
        }
        #expect(misplaced.isEmpty, "cells away from the index's place: \(misplaced.prefix(5))")
        #expect(unmeasured.isEmpty, "rows shown unmeasured: \(unmeasured.prefix(5))")
        #expect(gaps.isEmpty, "rows not touching the row above: \(gaps.prefix(5))")
        #expect(skipped.isEmpty, "rows skipped before: \(skipped.prefix(5))")
        #expect(countMismatches == 0, "the index counts the rows measured")
        #expect(steps > 5000)
        #expect(previousLast == count - 1, "scrolled to the last row")
        #expect(source.asked.count == count, "every row measured once")
        let sum = real.reduce(0, +)
        #expect(table.contentSize.height == sum)
        #expect(table.rectForRow(at: IndexPath(row: count - 1, section: 0)).maxY == sum)
        let prefix = prefixSums(real)
        for row in stride(from: 0, to: count, by: 997) {
            #expect(table.rectForRow(at: IndexPath(row: row, section: 0)).minY == prefix[row])
        }
        withExtendedLifetime(source) {}
    }

    @Test("the rows on screen at random offsets are those a brute-force walk finds")
    func visibleRowsMatchBruteForce() throws {
        var generator = SeededGenerator(seed: 42)
        let counts = [3000, 10, 0, 5000]
        let heights = counts.enumerated().map { varyingHeights($1, salt: $0) }
        let (table, source) = makeHeightTable(heights: heights, estimate: 50)
        table.sectionHeaderHeight = 12
        table.sectionFooterHeight = 6
        source.isExplicit = { $0.row % 2 == 0 }
        table.layoutIfNeeded()

        for _ in 0..<150 {
            let target = CGFloat(Int.random(in: 0...Int(table.maximumContentOffset.y), using: &generator))
            scroll(table, toY: target)
            // Brute force over every row with what has been measured so far.
            let starts = source.expectedRowMinY(estimate: 50, header: 12, footer: 6)
            let bounds = table.bounds
            var expected: [IndexPath] = []
            for (section, rows) in starts.enumerated() {
                for (row, start) in rows.enumerated() {
                    let indexPath = IndexPath(row: row, section: section)
                    let end = start + (source.asked.contains(indexPath) ? heights[section][row] : 50)
                    let shows = end > bounds.minY && start < bounds.maxY
                    if shows { expected.append(indexPath) }
                    if shows || row % 37 == 0 { #expect(table.rectForRow(at: indexPath).minY == start) }
                }
            }
            #expect(table.indexPathsForVisibleRows ?? [] == expected, "at \(table.contentOffset.y)")
            #expect(expected.allSatisfy { source.asked.contains($0) }, "the rows on screen are measured")
            // A rectangle elsewhere, found by the same search.
            let probe = CGRect(x: 0, y: CGFloat(Int.random(in: 0...Int(table.contentSize.height), using: &generator)), width: 1, height: 300)
            let probeExpected = starts.enumerated().flatMap { section, rows in
                rows.enumerated().compactMap { row, start -> IndexPath? in
                    let indexPath = IndexPath(row: row, section: section)
                    let end = start + (source.asked.contains(indexPath) ? heights[section][row] : 50)
                    return end > probe.minY && start < probe.maxY ? indexPath : nil
                }
            }
            #expect(table.indexPathsForRows(in: probe) == probeExpected)
        }
        let total = bruteContentHeight(source, estimate: 50)
        #expect(table.contentSize.height == total)
        withExtendedLifetime(source) {}
    }

    @Test("scrolling a long table a screen at a time creates no more cells than a screen needs, plus two")
    func cellCountsStayBounded() throws {
        let count = 100_000
        let (table, source) = makeHeightTable(heights: [varyingHeights(count)], identifiers: ["even", "odd"])
        source.identifier = { $0.row % 2 == 0 ? "even" : "odd" }
        table.layoutIfNeeded()

        var mostVisible = ["even": 0, "odd": 0]
        for _ in 0..<3000 {
            let visible = table.indexPathsForVisibleRows ?? []
            let even = visible.filter { $0.row % 2 == 0 }.count
            mostVisible["even"] = max(mostVisible["even"]!, even)
            mostVisible["odd"] = max(mostVisible["odd"]!, visible.count - even)
            scroll(table, toY: table.contentOffset.y + table.bounds.height)
        }
        #expect(table.indexPathsForVisibleRows?.first?.row ?? 0 > 20_000, "far down the table")
        for identifier in ["even", "odd"] {
            let created = table.numberOfCreatedCells(withReuseIdentifier: identifier)
            #expect(created <= mostVisible[identifier]! + 2, "\(identifier): \(created) created")
        }
        #expect(source.measureCount == source.asked.count, "each row measured once")
        withExtendedLifetime(source) {}
    }

    @Test("a batch update keeps the measured heights of the rows that survive, without measuring them again")
    func batchUpdatesKeepMeasuredHeights() throws {
        var heights = [varyingHeights(1000), varyingHeights(1000, salt: 3)]
        let (table, source) = makeHeightTable(heights: heights)
        table.layoutIfNeeded()
        scroll(table, toY: 10_000)
        scroll(table, toY: 0)
        let measuredBefore = source.measureCount
        #expect(measuredBefore == source.asked.count)
        let contentBefore = table.contentSize.height
        let onScreen = try #require(table.indexPathsForVisibleRows)
        let askedBefore = source.asked
        let far = try #require(askedBefore.filter { $0.section == 0 && $0.row > 100 }.min())

        // Insert a row at the top of section 0, delete row 2, move row 4 into section 1.
        let inserted: CGFloat = 77
        let moved = heights[0][4]
        let deleted = heights[0][2]
        heights[0].remove(at: 4)
        heights[0].remove(at: 2)
        heights[0].insert(inserted, at: 0)
        heights[1].insert(moved, at: 0)
        source.heights = heights
        source.askLog = []
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 1))
        }
        table.layoutIfNeeded()

        // Old rows 0 and 1 move down one, 3 stays, those after 4 move up one.
        func newRow(_ old: Int) -> Int { old < 2 ? old + 1 : old == 3 ? 3 : old - 1 }
        func oldRow(_ new: Int) -> Int { new <= 2 ? new - 1 : new == 3 ? 3 : new + 1 }
        let measuredSince = source.askLog.filter { $0 != IndexPath(row: 0, section: 0) }
        #expect(source.askLog.contains(IndexPath(row: 0, section: 0)), "the inserted row is measured")
        #expect(
            measuredSince.allSatisfy { $0.section == 0 && !askedBefore.contains(IndexPath(row: oldRow($0.row), section: 0)) },
            "no row measured before is measured again: \(measuredSince)")
        #expect(source.measureCount == measuredBefore + 1 + measuredSince.count, "only new rows are measured")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == inserted)
        for old in onScreen where old.row != 2 && old.row != 4 {
            let new = IndexPath(row: newRow(old.row), section: 0)
            #expect(table.rectForRow(at: new).height == heights[0][new.row], "row \(old.row) → \(new.row)")
        }
        let movedRect = table.rectForRow(at: IndexPath(row: 0, section: 1))
        #expect(movedRect.height == moved, "the moved row keeps its height in its new section")
        let newlyMeasured = measuredSince.reduce(0) { $0 + heights[0][$1.row] - 44 }
        #expect(table.contentSize.height == contentBefore + inserted - deleted + newlyMeasured)
        // A row measured further down kept its height too.
        let farNew = IndexPath(row: newRow(far.row), section: 0)
        #expect(table.rectForRow(at: farNew).height == heights[0][farNew.row])

        // An update of section 1 alone leaves section 0's heights where they were.
        let section0 = (0..<40).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
        heights[1].removeLast()
        source.heights = heights
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 1000, section: 1)], with: .automatic)
        }
        table.layoutIfNeeded()
        #expect((0..<40).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) } == section0)
        #expect(source.measureCount == measuredBefore + 1 + measuredSince.count)
        withExtendedLifetime(source) {}
    }

    @Test("reloadData and a new width forget measured heights; other invalidations keep them")
    func forgettingMeasurements() {
        let (table, source) = makeHeightTable(heights: [varyingHeights(1000)])
        table.layoutIfNeeded()
        let measured = table.contentSize.height
        #expect(measured != 1000 * 44)

        table.sectionHeaderHeight = 0
        table.layoutIfNeeded()
        #expect(table.contentSize.height == measured, "a header height change keeps the measurements")

        table.reloadData()
        table.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        table.frame.size.width = 300
        table.layoutIfNeeded()
        let remeasured = source.measureCount
        #expect(remeasured > 0)
        table.frame.size.width = 320
        table.layoutIfNeeded()
        #expect(source.measureCount > remeasured, "a new width measures the rows on screen again")
        withExtendedLifetime(source) {}
    }
}

/// The content height by brute force: measured rows at their heights, the others at `estimate`,
/// with the test's 12-point headers and 6-point footers.
@MainActor
private func bruteContentHeight(_ source: HeightSource, estimate: CGFloat) -> CGFloat {
    source.heights.enumerated().reduce(0) { total, entry in
        let (section, rows) = entry
        return total + 18
            + rows.indices.reduce(0) { sum, row in
                sum + (source.asked.contains(IndexPath(row: row, section: section)) ? rows[row] : estimate)
            }
    }
}
