import Foundation

/// Consecutive lengths along one axis (rows of a section, sections of a table), answering
/// "where does element *i* start" and "which elements overlap this span" without walking them.
///
/// Equal lengths are kept in closed form (O(1) memory); varied lengths as prefix sums
/// (one `CGFloat` per element), searched by bisection.
struct Extents: Sendable, Equatable {
    private enum Storage: Sendable, Equatable {
        case uniform(length: CGFloat, count: Int)
        case prefixSums([CGFloat])
    }

    private let storage: Storage

    /// `count` elements of the same `length`.
    init(uniform length: CGFloat, count: Int) {
        storage = .uniform(length: length, count: count)
    }

    /// The given lengths, kept in closed form when they are all equal.
    ///
    /// Equal lengths are only counted: the prefix sums are written (the equal ones first, summed
    /// one by one as for any others) from the first length that differs from the first, so
    /// lengths that are all equal (a table's single section, measured at each scroll step)
    /// allocate nothing.
    ///
    /// - Complexity: O(*n*).
    init<Lengths: Sequence<CGFloat>>(_ lengths: Lengths) {
        var sums: [CGFloat] = []
        var uniformLength: CGFloat?
        var equalCount = 0
        for length in lengths {
            if !sums.isEmpty {
                sums.append(sums[sums.count - 1] + length)
            } else if let first = uniformLength, first != length {
                sums.reserveCapacity(equalCount + 2)
                var sum: CGFloat = 0
                sums.append(sum)
                for _ in 0..<equalCount {
                    sum = sum + first
                    sums.append(sum)
                }
                sums.append(sum + length)
            } else {
                uniformLength = uniformLength ?? length
                equalCount += 1
            }
        }
        if sums.isEmpty {
            storage = .uniform(length: uniformLength ?? 0, count: equalCount)
        } else {
            storage = .prefixSums(sums)
        }
    }

    var count: Int {
        switch storage {
        case let .uniform(_, count): count
        case let .prefixSums(sums): sums.count - 1
        }
    }

    /// Where element `index` starts (`total` for `index == count`). O(1).
    func start(of index: Int) -> CGFloat {
        switch storage {
        case let .uniform(length, _): CGFloat(index) * length
        case let .prefixSums(sums): sums[index]
        }
    }

    /// The length of element `index`. O(1).
    func length(of index: Int) -> CGFloat {
        start(of: index + 1) - start(of: index)
    }

    /// The sum of all lengths. O(1).
    var total: CGFloat { start(of: count) }

    /// The elements whose span `[start, end)` overlaps `[lower, upper)`.
    ///
    /// - Complexity: O(log *n*).
    func indices(overlapping lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        guard count > 0, upper > lower else { return 0..<0 }
        // First element ending after `lower`, then the first element starting at or after `upper`.
        let first = firstIndex { start(of: $0 + 1) > lower }
        let end = firstIndex { start(of: $0) >= upper }
        return first..<max(first, end)
    }

    /// The element that contains `position`, if any. O(log *n*).
    func index(containing position: CGFloat) -> Int? {
        guard position >= 0, position < total else { return nil }
        return firstIndex { start(of: $0 + 1) > position }
    }

    /// The first index in `0..<count` where `predicate` holds (it must be monotonic), or `count`.
    private func firstIndex(where predicate: (Int) -> Bool) -> Int {
        (0..<count).partitioningIndex(where: predicate)
    }
}
