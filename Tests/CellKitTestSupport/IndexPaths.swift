import Foundation
import HeadlessUIKit

// Short forms for index paths and lengths, as the logs and the assertions use them.

/// `"section.row"`, the short form the logs use.
public func short(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath[1])" }

/// Whether two lengths are equal up to floating-point noise.
public func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = 0.0001) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// Whether two rectangles are equal up to floating-point noise.
public func isClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: CGFloat = 0.0001) -> Bool {
    isClose(lhs.minX, rhs.minX, tolerance: tolerance) && isClose(lhs.minY, rhs.minY, tolerance: tolerance)
        && isClose(lhs.width, rhs.width, tolerance: tolerance)
        && isClose(lhs.height, rhs.height, tolerance: tolerance)
}

/// Every index path of a list with the given counts, in order.
public func allIndexPaths(_ counts: [Int]) -> [IndexPath] {
    counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(row: $0, section: section) } }
}

/// The rows `first...last` of section `section`.
public func rows(_ range: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
    range.map { IndexPath(row: $0, section: section) }
}
