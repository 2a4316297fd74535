import Foundation

/// Where a span should land in the viewport after scrolling to it, along one axis.
enum ScrollAlignment: Sendable {
    case nearest, start, center, end

    /// The offset that puts `[spanStart, spanEnd)` at this alignment, clamped to `minimum...maximum`.
    ///
    /// - Complexity: O(1).
    func offset(
        showing spanStart: CGFloat, _ spanEnd: CGFloat, viewportStart: CGFloat, viewportLength: CGFloat,
        minimum: CGFloat = 0, maximum: CGFloat
    ) -> CGFloat {
        let target: CGFloat
        switch self {
        case .start: target = spanStart
        case .center: target = (spanStart + spanEnd) / 2 - viewportLength / 2
        case .end: target = spanEnd - viewportLength
        case .nearest:
            if spanStart < viewportStart {
                target = spanStart
            } else if spanEnd > viewportStart + viewportLength {
                target = spanEnd - viewportLength
            } else {
                target = viewportStart
            }
        }
        return min(max(target, minimum), max(minimum, maximum))
    }
}
