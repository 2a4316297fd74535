/// A longest increasing subsequence, marked in scratch space that is reused across calls, so
/// that diffing many sections allocates little.
///
/// The diff keeps the elements (or sections) of a longest increasing subsequence of the matched
/// source positions in place and moves the others, which makes the number of moves minimal.
/// The values are read where they lie (a section's matches, in target order), skipping those
/// outside a range: unmatched positions and matches in other sections.
@usableFromInline
internal struct LongestIncreasingSubsequence {
    /// Per position: the position before it on the subsequence that ends there, or -1; once
    /// marked, ``kept`` on one longest subsequence.
    @usableFromInline var predecessor: [Int] = []

    @usableFromInline static var kept: Int { -2 }

    @inlinable
    init() {}

    /// Marks one longest strictly increasing subsequence of the values of `values` that lie in
    /// `range` (the others take no part), for ``isKept(_:)``.
    ///
    /// Returns `true` without marking when those values are already increasing (every one
    /// stays); otherwise marks and returns `false`.
    ///
    /// - Complexity: O(*n*) when the values are increasing; otherwise O(*n* log *k*) for a
    ///   longest subsequence of length *k*, with O(1) per value that extends the longest run
    ///   found so far or replaces its last value (the common cases of a mostly sorted input).
    @inlinable
    mutating func mark(_ values: UnsafeBufferPointer<Int>, in range: Range<Int>) -> Bool {
        var last = Int.min
        for value in values where range.contains(value) {
            if value <= last {
                patience(values, in: range)
                return false
            }
            last = value
        }
        return true
    }

    /// Whether the value at `position` is on the subsequence the last ``patience(_:in:)``
    /// marked.
    @inlinable
    func isKept(_ position: Int) -> Bool { predecessor[position] == Self.kept }

    /// Marks one longest strictly increasing subsequence of the values of `values` in `range`,
    /// and returns its length.
    @inlinable
    @discardableResult
    mutating func patience(_ values: UnsafeBufferPointer<Int>, in range: Range<Int>) -> Int {
        let count = values.count
        predecessor.removeAll(keepingCapacity: true)
        predecessor.append(contentsOf: repeatElement(-1, count: count))
        // `tails[k]`: the position of the smallest last value of an increasing subsequence of
        // length `k + 1` found so far (patience sorting's pile tops); `tailValues[k]`: that
        // value, so that the binary search reads one sorted buffer instead of positions spread
        // over `values`.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count) { scratch in
            let tails = UnsafeMutableBufferPointer(rebasing: scratch[..<count])
            let tailValues = UnsafeMutableBufferPointer(rebasing: scratch[count...])
            return predecessor.withUnsafeMutableBufferPointer { predecessor in
                var length = 0
                for position in 0..<count {
                    let value = values[position]
                    guard range.contains(value) else { continue }
                    // The first pile whose top is not below `value`: past the last one (the
                    // value extends the longest subsequence so far, the common case), the last
                    // one (the value replaces a top that a value moved from further on put
                    // there, and the run goes on), or found by bisection.
                    let pile: Int
                    if length == 0 || tailValues[length - 1] < value {
                        pile = length
                    } else if length == 1 || tailValues[length - 2] < value {
                        pile = length - 1
                    } else {
                        pile = tailValues[..<length].partitioningIndex { $0 >= value }
                    }
                    predecessor[position] = pile > 0 ? tails[pile - 1] : -1
                    tails[pile] = position
                    tailValues[pile] = value
                    if pile == length { length += 1 }
                }
                var position = length > 0 ? tails[length - 1] : -1
                while position >= 0 {
                    let before = predecessor[position]
                    predecessor[position] = Self.kept
                    position = before
                }
                return length
            }
        }
    }
}
