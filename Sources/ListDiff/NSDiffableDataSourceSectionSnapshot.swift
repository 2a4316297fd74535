/// The items of one section as a tree, with which parents are expanded; the engine's
/// `NSDiffableDataSourceSectionSnapshot`.
///
/// Apply it to one section of a diffable data source with `apply(_:to:animatingDifferences:)`:
/// the section then shows ``visibleItems``, the items whose ancestors are all expanded, in
/// depth-first order. Items are unique within the snapshot.
///
/// ```swift
/// var section = NSDiffableDataSourceSectionSnapshot<String>()
/// section.append(["Fruit", "Vegetables"])
/// section.append(["Apple", "Pear"], to: "Fruit")
/// section.visibleItems            // ["Fruit", "Vegetables"]: "Fruit" is collapsed
/// section.expand(["Fruit"])
/// section.visibleItems            // ["Fruit", "Apple", "Pear", "Vegetables"]
/// ```
///
/// Storage: the root items, each parent's children and each child's parent, and the expanded
/// parents. In the complexities below, `N` is the number of items and `k` the number of items
/// passed in.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var members: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    ///
    /// - Complexity: O(1).
    public init() {}

    // MARK: Queries

    /// Every item, depth-first (a parent before its children), collapsed or not.
    ///
    /// - Complexity: O(*N*).
    public var items: [ItemIdentifierType] { flatten(visibleOnly: false) }

    /// The items without a parent, in order.
    ///
    /// - Complexity: O(1).
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items whose ancestors are all expanded, depth-first: what a list shows.
    ///
    /// - Complexity: O(*N*).
    public var visibleItems: [ItemIdentifierType] { flatten(visibleOnly: true) }

    /// Whether `item` is in the snapshot.
    ///
    /// - Complexity: O(1).
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Whether `item` is expanded. An item not in the snapshot stops the program.
    ///
    /// - Complexity: O(1).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        require(item)
        return expanded.contains(item)
    }

    /// Whether every ancestor of `item` is expanded (a root item is always visible).
    ///
    /// - Complexity: O(depth).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        require(item)
        var current = parents[item]
        while let parent = current {
            if !expanded.contains(parent) { return false }
            current = parents[parent]
        }
        return true
    }

    /// The parent of `child`, nil for a root item. An item not in the snapshot stops the program.
    ///
    /// - Complexity: O(1).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        require(child)
        return parents[child]
    }

    /// How deep `item` is: 0 for a root item, 1 for its children, and so on.
    ///
    /// - Complexity: O(depth).
    public func level(of item: ItemIdentifierType) -> Int {
        require(item)
        var level = 0
        var current = parents[item]
        while let parent = current {
            level += 1
            current = parents[parent]
        }
        return level
    }

    /// The index of `item` in ``items``, or nil when it is not in the snapshot.
    ///
    /// - Complexity: O(*N*).
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// A section snapshot of `parent`'s descendants (their expansion kept), as roots; with
    /// `includingParent`, `parent` is the one root and they are its descendants.
    ///
    /// - Complexity: O(*d*) for *d* descendants.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
        require(parent)
        var result = NSDiffableDataSourceSectionSnapshot()
        if includingParent {
            result.append([parent])
            if expanded.contains(parent) { result.expanded.insert(parent) }
            copyDescendants(of: parent, under: parent, into: &result)
        } else {
            result.append(children[parent] ?? [])
            for child in children[parent] ?? [] {
                if expanded.contains(child) { result.expanded.insert(child) }
                copyDescendants(of: child, under: child, into: &result)
            }
        }
        return result
    }

    /// A text outline of the tree, one item a line, indented by level, `+` before a collapsed
    /// parent and `-` before an expanded one.
    ///
    /// - Complexity: O(*N*).
    public func visualDescription() -> String {
        items.map { item in
            let mark = children[item]?.isEmpty == false ? (expanded.contains(item) ? "- " : "+ ") : "  "
            return String(repeating: "  ", count: level(of: item)) + mark + String(describing: item)
        }.joined(separator: "\n")
    }

    // MARK: Changes

    /// Appends `items` as the last children of `parent`, or as root items when `parent` is nil.
    /// Items already in the snapshot, or a parent that is not, stop the program.
    ///
    /// - Complexity: O(*k*).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        requireNew(items)
        if let parent {
            require(parent)
            children[parent, default: []].append(contentsOf: items)
            for item in items { parents[item] = parent }
        } else {
            roots.append(contentsOf: items)
        }
        members.formUnion(items)
    }

    /// Appends the items of `snapshot` (its tree and expansion) under `parent`, or as roots.
    ///
    /// - Complexity: O(*k*) for the *k* items of `snapshot`.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot, to parent: ItemIdentifierType? = nil) {
        append(snapshot.roots, to: parent)
        merge(snapshot)
    }

    /// Inserts `items` just before `item`, as its siblings.
    ///
    /// - Complexity: O(*k* + siblings).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false)
    }

    /// Inserts `items` just after `item`, as its siblings.
    ///
    /// - Complexity: O(*k* + siblings).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true)
    }

    /// Inserts the items of `snapshot` (tree and expansion) just before `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, before item: ItemIdentifierType) {
        insert(snapshot.roots, next: item, after: false)
        merge(snapshot)
    }

    /// Inserts the items of `snapshot` (tree and expansion) just after `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, after item: ItemIdentifierType) {
        insert(snapshot.roots, next: item, after: true)
        merge(snapshot)
    }

    /// Deletes `items` and all their descendants. Items not in the snapshot are ignored.
    ///
    /// - Complexity: O(*k* + the descendants + the siblings of each deleted item).
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            for child in children[item] ?? [] { delete([child]) }
            if let parent = parents[item] {
                children[parent]?.removeAll { $0 == item }
                if children[parent]?.isEmpty == true { children[parent] = nil }
            } else {
                roots.removeAll { $0 == item }
            }
            parents[item] = nil
            children[item] = nil
            members.remove(item)
            expanded.remove(item)
        }
    }

    /// Deletes every item.
    ///
    /// - Complexity: O(*N*).
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Replaces the children of `parent` with the items of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot) {
        require(parent)
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    /// Expands `items`: their children show when their own ancestors are expanded. Items not in
    /// the snapshot stop the program.
    ///
    /// - Complexity: O(*k*).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { require(item) }
        expanded.formUnion(items)
    }

    /// Collapses `items`: their descendants are hidden.
    ///
    /// - Complexity: O(*k*).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { require(item) }
        expanded.subtract(items)
    }

    // MARK: Helpers

    private func flatten(visibleOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(members.count)
        func visit(_ item: ItemIdentifierType) {
            result.append(item)
            guard !visibleOnly || expanded.contains(item) else { return }
            for child in children[item] ?? [] { visit(child) }
        }
        for root in roots { visit(root) }
        return result
    }

    private func copyDescendants(
        of item: ItemIdentifierType, under parent: ItemIdentifierType, into result: inout NSDiffableDataSourceSectionSnapshot
    ) {
        let kids = children[item] ?? []
        guard !kids.isEmpty else { return }
        result.append(kids, to: parent)
        for kid in kids {
            if expanded.contains(kid) { result.expanded.insert(kid) }
            copyDescendants(of: kid, under: kid, into: &result)
        }
    }

    /// Adds `snapshot`'s descendants and expansion, its roots being in place already.
    private mutating func merge(_ snapshot: NSDiffableDataSourceSectionSnapshot) {
        for root in snapshot.roots {
            snapshot.copyDescendants(of: root, under: root, into: &self)
        }
        expanded.formUnion(snapshot.expanded)
    }

    private mutating func insert(_ items: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool) {
        guard members.contains(anchor) else {
            SnapshotRefusal.stop(SnapshotRefusal.missingItemAnchor(anchor, insertingItems: after ? "after" : "before"))
        }
        requireNew(items)
        if let parent = parents[anchor] {
            var siblings = children[parent] ?? []
            let index = siblings.firstIndex(of: anchor)! + (after ? 1 : 0)
            siblings.insert(contentsOf: items, at: index)
            children[parent] = siblings
            for item in items { parents[item] = parent }
        } else {
            let index = roots.firstIndex(of: anchor)! + (after ? 1 : 0)
            roots.insert(contentsOf: items, at: index)
        }
        members.formUnion(items)
    }

    private func require(_ item: ItemIdentifierType) {
        if !members.contains(item) {
            SnapshotRefusal.stop("Invalid parameter not satisfying: item identifier not found in the section snapshot: \(item)")
        }
    }

    private func requireNew(_ items: [ItemIdentifierType]) {
        var duplicates = SnapshotRefusal.duplicates(in: items)
        duplicates += items.filter { members.contains($0) }
        if !duplicates.isEmpty { SnapshotRefusal.stop(SnapshotRefusal.itemsNotUnique(duplicates)) }
    }
}
