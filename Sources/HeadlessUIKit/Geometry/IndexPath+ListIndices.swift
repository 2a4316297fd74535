import Foundation

#if !canImport(UIKit)
extension IndexPath {
    /// Creates an index path for a row in a table view section.
    ///
    /// UIKit adds this initializer on Apple's platforms; the engine adds it where the platform
    /// lacks it, so list code reads the same everywhere.
    ///
    /// - Complexity: O(1), without allocating: a one-index path with one index appended is
    ///   stored inline as a pair (an array literal would allocate an array first).
    public init(row: Int, section: Int) {
        self.init(index: section)
        append(row)
    }

    /// Creates an index path for an item in a collection view section.
    ///
    /// - Complexity: O(1), without allocating.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The section this index path points into (its first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row inside ``section`` (its second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item inside ``section`` (its second index); the collection view's name for ``row``.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
