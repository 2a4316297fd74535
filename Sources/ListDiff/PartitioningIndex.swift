extension RandomAccessCollection {
    /// The first index whose element satisfies `belongsInSecondPartition`, or `endIndex` when
    /// none does: the one binary search of the package.
    ///
    /// The collection must be partitioned by the predicate: every element that satisfies it
    /// comes after every element that does not (for a sorted array and a threshold,
    /// `{ $0 >= value }` finds where `value` goes). Searching a range of `Int` searches
    /// positions, for a predicate on something else: `(0..<count).partitioningIndex { isPast($0) }`.
    ///
    /// Inlinable and always inlined, so each search is specialized for its collection and
    /// predicate where it is used, in this module or another of the package, with no call or
    /// closure context left.
    ///
    /// - Complexity: O(log *n*) calls of the predicate.
    @inlinable @inline(__always)
    package func partitioningIndex(
        where belongsInSecondPartition: (Element) -> Bool
    ) -> Index {
        var low = startIndex
        var remaining = count
        while remaining > 0 {
            let half = remaining / 2
            let middle = index(low, offsetBy: half)
            if belongsInSecondPartition(self[middle]) {
                remaining = half
            } else {
                low = index(after: middle)
                remaining -= half + 1
            }
        }
        return low
    }
}
