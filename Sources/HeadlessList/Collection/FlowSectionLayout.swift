import Foundation

/// The axis a flow layout fills lines along, and the geometry it needs from it. "Main" is the
/// scroll direction (lines stack along it), "cross" the direction items fill a line in.
struct FlowAxis: Sendable {
    let isVertical: Bool

    func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    func mainBefore(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.top : insets.left }
    func mainAfter(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.bottom : insets.right }
    func crossBefore(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.left : insets.top }
    func crossAfter(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.right : insets.bottom }

    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    func mainRange(_ rect: CGRect) -> (lower: CGFloat, upper: CGFloat) {
        isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
}

/// What a flow layout needs to know about one section.
struct FlowSectionMetrics {
    var itemCount: Int
    var inset: EdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
}

/// One section laid out by the flow rules: header, inset, lines of items, inset, footer.
struct FlowSectionLayout {
    struct Line {
        var items: Range<Int>
        var mainStart: CGFloat
        var mainEnd: CGFloat
    }

    var header: CGRect?
    var footer: CGRect?
    var itemFrames: [CGRect]
    var lines: [Line]
    var mainStart: CGFloat
    var mainEnd: CGFloat
    /// Whether an item was wider (taller, scrolling sideways) than the space between the insets.
    var hasOversizedItem = false

    /// Lays out a section starting at `mainStart` in a view `crossExtent` wide (tall, when
    /// scrolling sideways).
    ///
    /// The rules (UIKit's flow layout, with the uncertain cases decided):
    /// - the header spans the view and comes first, then `inset` before the lines;
    /// - an item joins the current line while it fits with at least the interitem spacing,
    ///   otherwise it starts the next line; lines are `lineSpacing` apart;
    /// - a full line (any line but the last) with several items is justified: the leftover
    ///   space is shared evenly between its items, so the first and last touch the insets;
    /// - a line holding one item, other than the last line of a multi-line section, centres it
    ///   (the only line of a section counts, so a lone item in a section is centred);
    /// - the last line of a multi-line section is left-aligned, spaced like the line before it
    ///   when that fits (so a grid of equal items stays a grid), else at the minimum spacing;
    /// - items are centred across their line's thickness;
    /// - an item wider than the space between the insets sits alone on its line at the inset
    ///   (UIKit logs that its behaviour is undefined; see ``FlowLayout/diagnostics``).
    ///
    /// - Complexity: O(*n*) in the number of items.
    init(
        metrics: FlowSectionMetrics, itemSize: (Int) -> CGSize, axis: FlowAxis,
        mainStart: CGFloat, crossExtent: CGFloat
    ) {
        self.mainStart = mainStart
        var position = mainStart
        let headerLength = axis.main(metrics.headerSize)
        if headerLength > 0 {
            header = axis.rect(main: position, cross: 0, mainLength: headerLength, crossLength: crossExtent)
            position += headerLength
        }
        position += axis.mainBefore(metrics.inset)

        let crossStart = axis.crossBefore(metrics.inset)
        let available = crossExtent - crossStart - axis.crossAfter(metrics.inset)
        let sizes = (0..<metrics.itemCount).map(itemSize)
        itemFrames = []
        itemFrames.reserveCapacity(sizes.count)
        lines = []

        let lineRanges = FlowSectionLayout.breakLines(
            sizes.map(axis.cross), available: available, spacing: metrics.interitemSpacing)
        var previousGap: CGFloat?
        for (lineIndex, range) in lineRanges.enumerated() {
            let isLast = lineIndex == lineRanges.count - 1
            let lineSizes = sizes[range]
            let thickness = lineSizes.map(axis.main).max() ?? 0
            let used = lineSizes.reduce(0) { $0 + axis.cross($1) }
            var cursor = crossStart
            var gap = metrics.interitemSpacing
            if range.count == 1 {
                hasOversizedItem = hasOversizedItem || used > available
                if !(isLast && lineRanges.count > 1) { cursor += max(0, (available - used) / 2) }
            } else if !isLast {
                gap = (available - used) / CGFloat(range.count - 1)
            } else if let previousGap, used + previousGap * CGFloat(range.count - 1) <= available {
                gap = previousGap
            }
            if range.count > 1 { previousGap = gap }
            for size in lineSizes {
                let crossLength = axis.cross(size)
                let mainLength = axis.main(size)
                itemFrames.append(
                    axis.rect(
                        main: position + (thickness - mainLength) / 2, cross: cursor,
                        mainLength: mainLength, crossLength: crossLength))
                cursor += crossLength + gap
            }
            lines.append(Line(items: range, mainStart: position, mainEnd: position + thickness))
            position += thickness + (isLast ? 0 : metrics.lineSpacing)
        }

        position += axis.mainAfter(metrics.inset)
        let footerLength = axis.main(metrics.footerSize)
        if footerLength > 0 {
            footer = axis.rect(main: position, cross: 0, mainLength: footerLength, crossLength: crossExtent)
            position += footerLength
        }
        mainEnd = position
    }

    /// Splits item lengths into lines: an item joins the current line while it fits after the
    /// spacing, and a line always takes at least one item.
    ///
    /// - Complexity: O(*n*).
    static func breakLines(_ lengths: [CGFloat], available: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var lineStart = 0
        var used: CGFloat = 0
        let tolerance: CGFloat = 0.0001
        for (index, length) in lengths.enumerated() {
            if index > lineStart, used + spacing + length > available + tolerance {
                ranges.append(lineStart..<index)
                lineStart = index
                used = length
            } else {
                used += (index > lineStart ? spacing : 0) + length
            }
        }
        if lineStart < lengths.count { ranges.append(lineStart..<lengths.count) }
        return ranges
    }

    /// The lines whose span along the main axis overlaps `[lower, upper)`.
    ///
    /// - Complexity: O(log *l*) in the number of lines.
    func lines(overlapping lower: CGFloat, _ upper: CGFloat) -> ArraySlice<Line> {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].mainEnd > lower { high = middle } else { low = middle + 1 }
        }
        var end = low
        while end < lines.count, lines[end].mainStart < upper { end += 1 }
        return lines[low..<end]
    }
}
