import Foundation
import HeadlessUIKit

// What a list shows, read through its public API, and the invariants it must keep against the
// reference model and a reference layout computed here without the engine.

/// One cell on screen, as a test sees it.
public struct ObservedCell: Equatable {
    public var path: IndexPath
    public var object: ObjectIdentifier
    public var frame: CGRect
    public var text: String?
    public var accessibilityIdentifier: String?
    public var isSelected: Bool
    public var isHighlighted: Bool
    public var isEditing: Bool
    public var state: UICellConfigurationState
}

/// What a list shows after a layout pass.
public struct ListObservation: Equatable {
    public var counts: [Int]
    public var visiblePaths: [IndexPath]
    public var cells: [ObservedCell]
    public var selected: [IndexPath]
    public var offset: CGPoint
    public var contentSize: CGSize
    public var bounds: CGRect
    /// Cells the list made, and cells waiting in its reuse pool (for the cells' identifier).
    public var created: Int
    public var queued: Int

    /// A table's state.
    @MainActor
    public init(table: UITableView, reuseIdentifier: String) {
        table.layoutIfNeeded()
        counts = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
        visiblePaths = table.indexPathsForVisibleRows ?? []
        cells = zip(visiblePaths, table.visibleCells).map { path, cell in
            ObservedCell(
                path: path, object: ObjectIdentifier(cell), frame: cell.frame, text: (cell as? TextTableCell)?.label.text,
                accessibilityIdentifier: cell.accessibilityIdentifier, isSelected: cell.isSelected,
                isHighlighted: cell.isHighlighted, isEditing: cell.isEditing, state: cell.configurationState)
        }
        selected = table.indexPathsForSelectedRows ?? []
        offset = table.contentOffset
        contentSize = table.contentSize
        bounds = table.bounds
        created = table.numberOfCreatedCells(withReuseIdentifier: reuseIdentifier)
        queued = table.numberOfQueuedCells(withReuseIdentifier: reuseIdentifier)
    }

    /// A collection view's state.
    @MainActor
    public init(collection: UICollectionView, reuseIdentifier: String) {
        collection.layoutIfNeeded()
        counts = (0..<collection.numberOfSections).map(collection.numberOfItems(inSection:))
        visiblePaths = collection.indexPathsForVisibleItems
        cells = zip(visiblePaths, collection.visibleCells).map { path, cell in
            ObservedCell(
                path: path, object: ObjectIdentifier(cell), frame: cell.frame,
                text: (cell as? TextCollectionCell)?.label.text, accessibilityIdentifier: cell.accessibilityIdentifier,
                isSelected: cell.isSelected, isHighlighted: cell.isHighlighted, isEditing: cell.isEditing,
                state: cell.configurationState)
        }
        selected = (collection.indexPathsForSelectedItems ?? []).sorted()
        offset = collection.contentOffset
        contentSize = collection.contentSize
        bounds = collection.bounds
        created = collection.numberOfCreatedCells(withReuseIdentifier: reuseIdentifier)
        queued = collection.numberOfQueuedCells(withReuseIdentifier: reuseIdentifier)
    }
}

/// Where the model's rows or items must be, worked out from the model alone.
public enum ReferenceLayout {
    /// A plain table without headers or footers: rows full width, stacked by their heights.
    case table
    /// A vertical flow layout of square items `side` long, `spacing` apart on both axes, no insets.
    case flow(side: CGFloat, spacing: CGFloat)
    /// A compositional grid: groups of `columns` items of equal width, `rowHeight` high.
    case grid(columns: Int, rowHeight: CGFloat)
    /// A self-sizing table (estimated heights): where the rows are depends on which were
    /// measured, so the reference stacks the rows by their real heights up and down from the
    /// first row on screen, which must start at or above the top edge (at 0 for the first row).
    case selfSizingTable

    /// The frame of every item, in index-path order, and the content height.
    public func frames(for sections: [StatefulSection], width: CGFloat) -> (frames: [[CGRect]], height: CGFloat) {
        var y: CGFloat = 0
        var frames: [[CGRect]] = []
        for section in sections {
            switch self {
            case .table:
                frames.append(
                    section.items.map { item in
                        defer { y += item.rowHeight }
                        return CGRect(x: 0, y: y, width: width, height: item.rowHeight)
                    })
            case .selfSizingTable:
                preconditionFailure("a self-sizing table's reference is anchored at a row on screen")
            case .grid(let columns, let rowHeight):
                let itemWidth = width / CGFloat(columns)
                frames.append(
                    section.items.indices.map { index in
                        CGRect(
                            x: CGFloat(index % columns) * itemWidth, y: y + CGFloat(index / columns) * rowHeight,
                            width: itemWidth, height: rowHeight)
                    })
                y += CGFloat((section.items.count + columns - 1) / columns) * rowHeight
            case .flow(let side, let spacing):
                let count = section.items.count
                let perLine = max(1, Int(((width + spacing) / (side + spacing)).rounded(.down)))
                let lines = (count + perLine - 1) / perLine
                let justifiedGap = perLine > 1 ? (width - CGFloat(perLine) * side) / CGFloat(perLine - 1) : nil
                var sectionFrames: [CGRect] = []
                for line in 0..<lines {
                    let first = line * perLine
                    let inLine = min(perLine, count - first)
                    let isLast = line == lines - 1
                    for index in 0..<inLine {
                        let x: CGFloat
                        if inLine == 1 {
                            // One item: centred, except on the last line of several (left-aligned).
                            x = isLast && lines > 1 ? 0 : max(0, (width - side) / 2)
                        } else if !isLast {
                            x = CGFloat(index) * (side + (width - CGFloat(inLine) * side) / CGFloat(inLine - 1))
                        } else if lines > 1, let gap = justifiedGap {
                            x = CGFloat(index) * (side + gap)   // the grid of the lines above
                        } else {
                            x = CGFloat(index) * (side + spacing)   // the only line: left-aligned
                        }
                        sectionFrames.append(CGRect(x: x, y: y + CGFloat(line) * (side + spacing), width: side, height: side))
                    }
                }
                if lines > 0 { y += CGFloat(lines) * side + CGFloat(lines - 1) * spacing }
                frames.append(sectionFrames)
            }
        }
        return (frames, y)
    }
}

/// What the model says about one item's cell, besides its position.
public struct ExpectedCell {
    public var text: String
    public var accessibilityIdentifier: String?
    /// Whether the cell's configuration state says expanded.
    public var expanded: Bool

    public init(text: String, accessibilityIdentifier: String?, expanded: Bool) {
        self.text = text
        self.accessibilityIdentifier = accessibilityIdentifier
        self.expanded = expanded
    }
}

/// Checks a list's observation against the model; returns the broken invariants (empty when
/// all hold).
///
/// - the counts, the index paths on screen (every item whose reference frame overlaps the
///   bounds, and no other) and each cell's text and accessibility identifier;
/// - every cell's frame is the reference frame; no two cells share an index path or an object;
/// - the content height is the reference height;
/// - every cell the list made is on screen or in the pool (none lost, none in both), and the
///   list made at most `cellBound` cells;
/// - the selection, the cells' selected, highlighted and editing flags and their configuration
///   states (selected, editing, expanded) are the model's.
public func checkInvariants(
    _ observed: ListObservation, model: StatefulModel, layout: ReferenceLayout, cellBound: Int,
    expected: (StatefulItem, IndexPath) -> ExpectedCell
) -> [String] {
    var failures: [String] = []
    func fail(_ text: String) { failures.append(text) }
    if observed.counts != model.counts { fail("counts \(observed.counts), model \(model.counts)") }
    let width = observed.bounds.width
    let reference: (frames: [[CGRect]], height: CGFloat)
    if case .selfSizingTable = layout {
        reference = (anchoredTableFrames(model, observed, width: width, fail: fail), observed.contentSize.height)
    } else {
        reference = layout.frames(for: model.sections, width: width)
    }
    if !isClose(observed.contentSize.height, reference.height, tolerance: 0.01) {
        fail("content height \(observed.contentSize.height), reference \(reference.height)")
    }
    let visibleRect = observed.bounds
    var expectedPaths: [IndexPath] = []
    for (section, frames) in reference.frames.enumerated() {
        for (index, frame) in frames.enumerated()
        where frame.maxY > visibleRect.minY + 0.001 && frame.minY < visibleRect.maxY - 0.001 && frame.height > 0 {
            expectedPaths.append(IndexPath(item: index, section: section))
        }
    }
    let shownPaths = observed.cells.map(\.path)
    if shownPaths.map({ [$0.section, $0[1]] }) != expectedPaths.map({ [$0.section, $0[1]] }) {
        fail("paths on screen \(shownPaths.map(short)), reference \(expectedPaths.map(short)) (bounds \(visibleRect))")
    }
    if Set(shownPaths).count != shownPaths.count { fail("two cells share an index path: \(shownPaths.map(short))") }
    if Set(observed.cells.map(\.object)).count != observed.cells.count { fail("one cell shows at two index paths") }
    if observed.created != observed.cells.count + observed.queued {
        fail("\(observed.created) cells made, \(observed.cells.count) on screen + \(observed.queued) in the pool")
    }
    if observed.created > cellBound { fail("\(observed.created) cells made, more than the bound \(cellBound)") }
    let selectedPaths = model.selectedPaths
    if observed.selected.map(short) != selectedPaths.map(short) {
        fail("selection \(observed.selected.map(short)), model \(selectedPaths.map(short))")
    }
    for cell in observed.cells {
        let path = cell.path
        guard model.sections.indices.contains(path.section), model.sections[path.section].items.indices.contains(path[1])
        else { continue }
        let item = model.item(at: path)
        let want = expected(item, path)
        let where_ = "cell \(short(path)) (item \(item.text))"
        let frame = reference.frames[path.section][path[1]]
        if !isClose(cell.frame, frame, tolerance: 0.01) { fail("\(where_): frame \(cell.frame), reference \(frame)") }
        if cell.text != want.text { fail("\(where_): shows \(cell.text ?? "nil")") }
        if cell.accessibilityIdentifier != want.accessibilityIdentifier {
            fail("\(where_): identifier \(cell.accessibilityIdentifier ?? "nil"), want \(want.accessibilityIdentifier ?? "nil")")
        }
        let selected = model.selected.contains(item.id)
        if cell.isSelected != selected || cell.state.isSelected != selected {
            fail("\(where_): selected \(cell.isSelected), state \(cell.state.isSelected), model \(selected)")
        }
        if cell.isHighlighted || cell.state.isHighlighted { fail("\(where_): still highlighted") }
        if cell.isEditing != model.editing || cell.state.isEditing != model.editing {
            fail("\(where_): editing \(cell.isEditing), state \(cell.state.isEditing), model \(model.editing)")
        }
        if cell.state.isExpanded != want.expanded {
            fail("\(where_): expanded state \(cell.state.isExpanded), model \(want.expanded)")
        }
    }
    return failures
}

/// The frames of a self-sizing table's rows, stacked by their real heights up and down from
/// the first cell on screen. That cell must start at or above the top edge (else the row above
/// it would show too), and at 0 when it is the first row.
private func anchoredTableFrames(
    _ model: StatefulModel, _ observed: ListObservation, width: CGFloat, fail: (String) -> Void
) -> [[CGRect]] {
    let heights = model.sections.map { $0.items.map(\.rowHeight) }
    let bounds = observed.bounds
    guard let first = observed.cells.first, model.sections.indices.contains(first.path.section),
        heights[first.path.section].indices.contains(first.path[1])
    else {
        if !model.allPaths.isEmpty, bounds.maxY > 0.001, bounds.minY < observed.contentSize.height - 0.001 {
            fail("nothing on screen, though the bounds \(bounds) overlap the content (\(observed.contentSize.height) high)")
        }
        return heights.map { $0.map { _ in CGRect(x: 0, y: -1e9, width: width, height: 0) } }
    }
    let anchor = first.path
    if anchor.section == heights.firstIndex(where: { !$0.isEmpty }), anchor[1] == 0,
        !isClose(first.frame.minY, 0, tolerance: 0.01)
    {
        fail("the first row starts at \(first.frame.minY), not 0")
    }
    var frames = heights.map { $0.map { _ in CGRect.zero } }
    var y = first.frame.minY
    for section in anchor.section..<heights.count {
        for row in (section == anchor.section ? anchor[1] : 0)..<heights[section].count {
            frames[section][row] = CGRect(x: 0, y: y, width: width, height: heights[section][row])
            y += heights[section][row]
        }
    }
    y = first.frame.minY
    for section in (0...anchor.section).reversed() {
        for row in (0..<(section == anchor.section ? anchor[1] : heights[section].count)).reversed() {
            y -= heights[section][row]
            frames[section][row] = CGRect(x: 0, y: y, width: width, height: heights[section][row])
        }
    }
    return frames
}
