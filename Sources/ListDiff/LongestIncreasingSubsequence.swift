/// Scratch space for finding a longest strictly increasing subsequence, reused across calls so
/// that diffing many sections allocates once.
///
/// The diff keeps the elements (or sections) of a longest increasing subsequence of the matched
/// source positions in place and moves the others, which makes the number of moves minimal.
@usableFromInline
internal struct LongestIncreasingSubsequence {
    /// `tails[k]`: the index in `values` of the smallest last value of an increasing
    /// subsequence of length `k + 1` found so far (patience sorting's pile tops).
    @usableFromInline var tails: [Int] = []
    /// `predecessor[i]`: the index before `i` on the subsequence that ends at `i`, or -1.
    @usableFromInline var predecessor: [Int] = []

    @inlinable
    init() {}

    /// Marks the entries of one longest strictly increasing subsequence of `values`.
    ///
    /// Returns `true` without touching `keep` when `values` is already increasing (every entry
    /// stays). Otherwise sets `keep` to `values.count` flags, `true` on one longest strictly
    /// increasing subsequence, and returns `false`.
    ///
    /// - Complexity: O(*n*) when `values` is increasing; otherwise O(*n* log *k*) for a longest
    ///   subsequence of length *k*, with O(1) per value that extends the longest run found so
    ///   far (the common case of a mostly sorted input).
    @inlinable
    mutating func mark(_ values: [Int], keep: inout [Bool]) -> Bool {
        let count = values.count
        if count < 2 { return true }
        return values.withUnsafeBufferPointer { values in
            var index = 1
            while index < count, values[index - 1] < values[index] { index += 1 }
            if index == count { return true }
            patience(values, keep: &keep)
            return false
        }
    }

    @inlinable
    mutating func patience(_ values: UnsafeBufferPointer<Int>, keep: inout [Bool]) {
        let count = values.count
        tails.removeAll(keepingCapacity: true)
        predecessor.removeAll(keepingCapacity: true)
        predecessor.reserveCapacity(count)
        for index in 0..<count {
            let value = values[index]
            if let last = tails.last {
                if values[last] < value {
                    // Extends the longest subsequence so far: the fast, common case.
                    predecessor.append(last)
                    tails.append(index)
                    continue
                }
                // The first pile whose top is not below `value`; there is one, the last.
                let low = tails.partitioningIndex { values[$0] >= value }
                tails[low] = index
                predecessor.append(low > 0 ? tails[low - 1] : -1)
            } else {
                predecessor.append(-1)
                tails.append(index)
            }
        }
        keep.removeAll(keepingCapacity: true)
        keep.append(contentsOf: repeatElement(false, count: count))
        var index = tails.last ?? -1
        while index >= 0 {
            keep[index] = true
            index = predecessor[index]
        }
    }
}
