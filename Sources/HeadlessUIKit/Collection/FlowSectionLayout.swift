import Foundation

/// The axis a flow layout fills lines along, and the geometry it needs from it. "Main" is the
/// scroll direction (lines stack along it), "cross" the direction items fill a line in.
struct FlowAxis: Sendable {
    let isVertical: Bool

    func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    func mainBefore(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.top : insets.left }
    func mainAfter(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.bottom : insets.right }
    func crossBefore(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.left : insets.top }
    func crossAfter(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.right : insets.bottom }

    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        isVertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }

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
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
}

/// Where the per-item flow layout gets the size of each item of a section, in order.
@MainActor
protocol FlowItemSizes {
    mutating func size(ofItem item: Int) -> CGSize
}

/// A sum that adds a run of equal terms by multiplication: after *n* equal terms *t* added to
/// the value *a* the run started from, the value is *a* + *n*·*t*, rounded once.
///
/// Every position and length a flow section accumulates (lines along the scroll axis, items
/// along a line, the lengths filling a line) is such a sum, so a section of equal items has a
/// closed form, ``of(_:times:from:)``, that gives the per-item layout's values to the last bit;
/// and long runs do not drift the way repeated addition does.
struct RunningSum {
    private var anchor: CGFloat
    private var term = CGFloat.nan
    private var count = 0
    /// The sum so far.
    private(set) var value: CGFloat

    init(_ start: CGFloat) {
        anchor = start
        value = start
    }

    /// Adds `next`; a term equal to the previous one continues the run.
    mutating func add(_ next: CGFloat) {
        if next != term {
            anchor = value
            term = next
            count = 0
        }
        count += 1
        value = RunningSum.of(count, times: term, from: anchor)
    }

    /// `start` plus `count` terms equal to `term`, as ``add(_:)`` computes it.
    static func of(_ count: Int, times term: CGFloat, from start: CGFloat) -> CGFloat {
        count == 0 ? start : start + CGFloat(count) * term
    }
}

/// Where a line's first item starts across the view, and the gap after each of its items.
struct FlowLinePlacement: Equatable {
    var start: CGFloat
    var gap: CGFloat
    /// Whether the line is one item longer than the space between the insets.
    var isOversized: Bool
}

/// The line rules of a section, shared by the closed form and the per-item layout: which items
/// share a line, and how a line spreads them (see
/// ``FlowSectionLayout/init(metrics:sizes:axis:mainStart:crossExtent:)``).
struct FlowLineRules {
    /// Where lines start across the view (the inset before).
    var crossStart: CGFloat
    /// The space across the view between the insets.
    var available: CGFloat
    /// The least gap between items of a line.
    var spacing: CGFloat

    private static let tolerance: CGFloat = 0.0001

    init(metrics: FlowSectionMetrics, axis: FlowAxis, crossExtent: CGFloat) {
        crossStart = axis.crossBefore(metrics.inset)
        available = crossExtent - crossStart - axis.crossAfter(metrics.inset)
        spacing = metrics.interitemSpacing
    }

    /// Whether an item `length` long joins a line that holds `count` items, `lengths` long in
    /// all: a line always takes one item, and more while they fit with the spacing between.
    func fits(_ length: CGFloat, after count: Int, lengths: CGFloat) -> Bool {
        count == 0 || !(lengths + CGFloat(count) * spacing + length > available + FlowLineRules.tolerance)
    }

    /// How a line of `count` items, `lengths` long in all, is spread: a full line (any line but
    /// the last) is justified; one item is centred, unless it is the last line of several; the
    /// last line of several keeps `previousGap` (the gap of the last line above with several
    /// items) when that fits, else the least spacing.
    func placement(
        count: Int, lengths: CGFloat, isLast: Bool, isOnly: Bool, previousGap: CGFloat?
    ) -> FlowLinePlacement {
        var placement = FlowLinePlacement(start: crossStart, gap: spacing, isOversized: false)
        if count == 1 {
            placement.isOversized = lengths > available
            if !(isLast && !isOnly) { placement.start += max(0, (available - lengths) / 2) }
        } else if !isLast {
            placement.gap = (available - lengths) / CGFloat(count - 1)
        } else if let previousGap, lengths + previousGap * CGFloat(count - 1) <= available {
            placement.gap = previousGap
        }
        return placement
    }
}

/// One section laid out by the flow rules: header, inset, lines of items, inset, footer.
///
/// A section whose items all have one size is kept in closed form (``Storage/uniform(_:)``):
/// a handful of numbers, every frame computed when asked. Other sections keep a frame per item
/// and a record per line (``Storage/perItem(_:)``). Both follow the same ``FlowLineRules`` and
/// accumulate with ``RunningSum``, so equal items get the same frames either way.
struct FlowSectionLayout {
    /// Equal items: enough to compute any line or frame.
    struct Uniform {
        var itemSize: CGSize
        /// Items on every line but the last (at least one).
        var itemsPerLine: Int
        var lineCount: Int
        var firstLineStart: CGFloat
        /// From one line's start to the next: the line thickness plus the line spacing.
        var lineStep: CGFloat
        /// The placement of every line but the last.
        var fullLine: FlowLinePlacement
        var lastLine: FlowLinePlacement
    }

    /// Items of any size: a frame per item, lines in order.
    struct PerItem {
        struct Line {
            var firstItem: Int
            var mainStart: CGFloat
            var mainEnd: CGFloat
        }

        var itemFrames: [CGRect]
        var lines: [Line]
    }

    enum Storage {
        case uniform(Uniform)
        case perItem(PerItem)
    }

    var header: CGRect?
    var footer: CGRect?
    var mainStart: CGFloat
    var mainEnd: CGFloat
    /// Whether an item was wider (taller, scrolling sideways) than the space between the insets.
    var hasOversizedItem = false
    let itemCount: Int
    let axis: FlowAxis
    let storage: Storage

    /// Whether the section is kept in closed form.
    var isClosedForm: Bool {
        if case .uniform = storage { true } else { false }
    }

    /// Lays out a section of items sized by `sizes`, starting at `mainStart` in a view
    /// `crossExtent` wide (tall, when scrolling sideways), asking each item's size once, in order.
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
    ///   (UIKit logs that its behaviour is undefined; see ``UICollectionViewFlowLayout/diagnostics``).
    ///
    /// Positions are ``RunningSum``s: *n* equal steps from a start are added as one product.
    ///
    /// - Complexity: O(*n*) in the number of items, in one pass: a frame per item and a record
    ///   per line are stored, in two arrays; there is no allocation per item or per line.
    @MainActor
    init(
        metrics: FlowSectionMetrics, sizes: inout some FlowItemSizes, axis: FlowAxis,
        mainStart: CGFloat, crossExtent: CGFloat
    ) {
        let rules = FlowLineRules(metrics: metrics, axis: axis, crossExtent: crossExtent)
        let count = metrics.itemCount
        var oversized = false
        self.init(metrics: metrics, axis: axis, mainStart: mainStart, crossExtent: crossExtent) { firstLineStart in
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            var lines: [PerItem.Line] = []
            var lineStarts = RunningSum(firstLineStart)
            var lineFirst = 0
            var lineLengths = RunningSum(0)
            var thickness: CGFloat = 0
            var previousGap: CGFloat?

            /// Places the items from `lineFirst` to `end` as a line.
            func closeLine(at end: Int, isLast: Bool) {
                let placement = rules.placement(
                    count: end - lineFirst, lengths: lineLengths.value, isLast: isLast,
                    isOnly: isLast && lines.isEmpty, previousGap: previousGap)
                oversized = oversized || placement.isOversized
                if end - lineFirst > 1 { previousGap = placement.gap }
                let lineStart = lineStarts.value
                var cursor = RunningSum(placement.start)
                frames.withUnsafeMutableBufferPointer { frames in
                    for item in lineFirst..<end {
                        let size = frames[item].size
                        frames[item].origin = axis.point(
                            main: FlowSectionLayout.itemMainStart(
                                lineStart: lineStart, thickness: thickness, mainLength: axis.main(size)),
                            cross: cursor.value)
                        cursor.add(axis.cross(size) + placement.gap)
                    }
                }
                lines.append(PerItem.Line(firstItem: lineFirst, mainStart: lineStart, mainEnd: lineStart + thickness))
                if !isLast { lineStarts.add(thickness + metrics.lineSpacing) }
            }

            for item in 0..<count {
                let size = sizes.size(ofItem: item)
                let crossLength = axis.cross(size)
                let mainLength = axis.main(size)
                if !rules.fits(crossLength, after: item - lineFirst, lengths: lineLengths.value) {
                    closeLine(at: item, isLast: false)
                    lineFirst = item
                    lineLengths = RunningSum(0)
                }
                thickness = item == lineFirst ? mainLength : max(thickness, mainLength)
                lineLengths.add(crossLength)
                frames.append(CGRect(origin: .zero, size: size))
            }
            if count > 0 { closeLine(at: count, isLast: true) }
            let linesEnd = lines.last?.mainEnd ?? firstLineStart
            return (.perItem(PerItem(itemFrames: frames, lines: lines)), linesEnd)
        }
        hasOversizedItem = oversized
    }

    /// Lays out a section of items all `itemSize` big in closed form, with the rules and results
    /// of ``init(metrics:sizes:axis:mainStart:crossExtent:)``; nil when the closed form does not
    /// apply: a size or the interitem spacing is negative or not finite.
    ///
    /// - Complexity: O(1) time and storage. The number of items a line holds is found by a
    ///   search that starts at the arithmetic answer, which is off by one at most unless items
    ///   and spacing are tiny next to the line rule's 0.0001-point tolerance: O(log *n*) then.
    init?(
        metrics: FlowSectionMetrics, uniformItemSize itemSize: CGSize, axis: FlowAxis,
        mainStart: CGFloat, crossExtent: CGFloat
    ) {
        let crossLength = axis.cross(itemSize)
        let thickness = axis.main(itemSize)
        let spacing = metrics.interitemSpacing
        guard crossLength.isFinite, thickness.isFinite, spacing.isFinite,
            crossLength >= 0, thickness >= 0, spacing >= 0
        else { return nil }
        let rules = FlowLineRules(metrics: metrics, axis: axis, crossExtent: crossExtent)
        let count = metrics.itemCount
        var oversized = false
        self.init(metrics: metrics, axis: axis, mainStart: mainStart, crossExtent: crossExtent) { firstLineStart in
            // Another item fits a line holding up to some count of items, and none past it (the
            // lengths only grow), so that count is found by search, from the arithmetic answer.
            let estimate = ((rules.available - crossLength) / (crossLength + spacing)).rounded(.down) + 1
            let perLine = FlowSectionLayout.firstIndex(
                in: 1..<max(1, count), near: estimate.isNaN ? count : Int(max(0, min(estimate, CGFloat(count))))
            ) { itemsOnLine in
                !rules.fits(
                    crossLength, after: itemsOnLine, lengths: RunningSum.of(itemsOnLine, times: crossLength, from: 0))
            }
            let lineCount = count == 0 ? 0 : (count + perLine - 1) / perLine
            let lastCount = count - (lineCount - 1) * perLine
            let fullLine = rules.placement(
                count: perLine, lengths: RunningSum.of(perLine, times: crossLength, from: 0), isLast: false,
                isOnly: false, previousGap: nil)
            let lastLine = rules.placement(
                count: lastCount, lengths: RunningSum.of(lastCount, times: crossLength, from: 0), isLast: true,
                isOnly: lineCount == 1, previousGap: lineCount > 1 && perLine > 1 ? fullLine.gap : nil)
            oversized = count > 0 && ((lineCount > 1 && fullLine.isOversized) || lastLine.isOversized)
            let uniform = Uniform(
                itemSize: itemSize, itemsPerLine: perLine, lineCount: lineCount, firstLineStart: firstLineStart,
                lineStep: thickness + metrics.lineSpacing, fullLine: fullLine, lastLine: lastLine)
            let linesEnd = lineCount == 0 ? firstLineStart : uniform.lineStart(lineCount - 1) + thickness
            return (.uniform(uniform), linesEnd)
        }
        hasOversizedItem = oversized
    }

    /// Lays out the header, the insets and the footer around the lines `layOutLines` places
    /// from the start it is given, returning where they end.
    private init(
        metrics: FlowSectionMetrics, axis: FlowAxis, mainStart: CGFloat, crossExtent: CGFloat,
        layOutLines: (CGFloat) -> (Storage, linesEnd: CGFloat)
    ) {
        self.mainStart = mainStart
        self.axis = axis
        itemCount = metrics.itemCount
        var position = mainStart
        let headerLength = axis.main(metrics.headerSize)
        if headerLength > 0 {
            header = axis.rect(main: position, cross: 0, mainLength: headerLength, crossLength: crossExtent)
            position += headerLength
        }
        position += axis.mainBefore(metrics.inset)
        let (storage, linesEnd) = layOutLines(position)
        self.storage = storage
        position = linesEnd + axis.mainAfter(metrics.inset)
        let footerLength = axis.main(metrics.footerSize)
        if footerLength > 0 {
            footer = axis.rect(main: position, cross: 0, mainLength: footerLength, crossLength: crossExtent)
            position += footerLength
        }
        mainEnd = position
    }

    /// Where an item `mainLength` long starts along the scroll axis: centred in its line.
    private static func itemMainStart(lineStart: CGFloat, thickness: CGFloat, mainLength: CGFloat) -> CGFloat {
        lineStart + (thickness - mainLength) / 2
    }

    // MARK: Queries

    /// The frame of `item`, which must be in the section.
    ///
    /// - Complexity: O(1).
    func frame(ofItem item: Int) -> CGRect {
        switch storage {
        case .perItem(let perItem):
            return perItem.itemFrames[item]
        case .uniform(let uniform):
            let line = item / uniform.itemsPerLine
            let placement = line == uniform.lineCount - 1 ? uniform.lastLine : uniform.fullLine
            let crossLength = axis.cross(uniform.itemSize)
            let mainLength = axis.main(uniform.itemSize)
            let main = FlowSectionLayout.itemMainStart(
                lineStart: uniform.lineStart(line), thickness: mainLength, mainLength: mainLength)
            let cross = RunningSum.of(
                item - line * uniform.itemsPerLine, times: crossLength + placement.gap, from: placement.start)
            return CGRect(origin: axis.point(main: main, cross: cross), size: uniform.itemSize)
        }
    }

    /// The items on the lines whose span along the scroll axis overlaps `[lower, upper)`.
    ///
    /// - Complexity: O(1) in closed form; O(log *l*) in the number of lines otherwise (a
    ///   search from where the lines would be if they were evenly spread).
    func items(onLinesOverlapping lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        let lineCount = self.lineCount
        guard lineCount > 0 else { return 0..<0 }
        let firstLineStart = lineStart(0)
        let linesEnd = lineEnd(lineCount - 1)
        func guess(_ position: CGFloat) -> Int {
            let fraction = (position - firstLineStart) / (linesEnd - firstLineStart) * CGFloat(lineCount)
            return fraction.isNaN ? 0 : Int(max(0, min(fraction, CGFloat(lineCount))))
        }
        let first = FlowSectionLayout.firstIndex(in: 0..<lineCount, near: guess(lower)) { lineEnd($0) > lower }
        let end = FlowSectionLayout.firstIndex(in: first..<lineCount, near: guess(upper)) { !(lineStart($0) < upper) }
        return firstItem(ofLine: first)..<firstItem(ofLine: end)
    }

    private var lineCount: Int {
        switch storage {
        case .perItem(let perItem): perItem.lines.count
        case .uniform(let uniform): uniform.lineCount
        }
    }

    /// Where `line` starts along the scroll axis.
    private func lineStart(_ line: Int) -> CGFloat {
        switch storage {
        case .perItem(let perItem): perItem.lines[line].mainStart
        case .uniform(let uniform): uniform.lineStart(line)
        }
    }

    /// Where `line` ends along the scroll axis.
    private func lineEnd(_ line: Int) -> CGFloat {
        switch storage {
        case .perItem(let perItem): perItem.lines[line].mainEnd
        case .uniform(let uniform): uniform.lineStart(line) + axis.main(uniform.itemSize)
        }
    }

    /// The first item of `line`; the item count past the last line.
    private func firstItem(ofLine line: Int) -> Int {
        switch storage {
        case .perItem(let perItem): line < perItem.lines.count ? perItem.lines[line].firstItem : itemCount
        case .uniform(let uniform): min(line * uniform.itemsPerLine, itemCount)
        }
    }

    /// The first index of `range` at which `isPast` holds, or its end; `isPast` must hold from
    /// some index on. Gallops out from `guess`, then bisects.
    ///
    /// - Complexity: O(log *d*) calls of `isPast` for the distance *d* from `guess` to the answer.
    static func firstIndex(in range: Range<Int>, near guess: Int, where isPast: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        guard low < high else { return high }
        let probe = min(max(guess, low), high - 1)
        var step = 1
        if isPast(probe) {
            high = probe
            while high - step >= low {
                if isPast(high - step) {
                    high -= step
                    step *= 2
                } else {
                    low = high - step + 1
                    break
                }
            }
        } else {
            low = probe + 1
            while low + step - 1 < high {
                if isPast(low + step - 1) {
                    high = low + step - 1
                    break
                } else {
                    low += step
                    step *= 2
                }
            }
        }
        return (low..<high).partitioningIndex(where: isPast)
    }
}

extension FlowSectionLayout.Uniform {
    /// Where line `line` starts along the scroll axis.
    func lineStart(_ line: Int) -> CGFloat {
        RunningSum.of(line, times: lineStep, from: firstLineStart)
    }
}
