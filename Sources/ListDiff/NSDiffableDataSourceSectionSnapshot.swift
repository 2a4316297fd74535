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
/// parents; and a token that copies share until one of them changes its tree (not its
/// expansion), so that two snapshots with the same token are known to hold the same tree
/// without comparing it. In the complexities below, `N` is the number of items and `k` the
/// number of items passed in.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var members: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []
    /// Shared by the copies whose tree (roots, children, parents) is the same; replaced by a
    /// change to the tree while another copy still holds it.
    private var tree = TreeToken()

    /// An empty section snapshot.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Whether both hold the same tree and the same expanded items.
    ///
    /// - Complexity: O(1) for copies whose trees were not changed since they were copied
    ///   (then only the expanded items are compared, O(*e*) for *e* expanded items), else O(*N*).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.expanded == rhs.expanded else { return false }
        if lhs.tree === rhs.tree { return true }
        return lhs.roots == rhs.roots && lhs.children == rhs.children && lhs.parents == rhs.parents
    }

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
        // Depth-first, counting, until the item: nothing is built.
        var index = 0
        func find(in siblings: [ItemIdentifierType]) -> Bool {
            for sibling in siblings {
                if sibling == item { return true }
                index += 1
                if let kids = children[sibling], find(in: kids) { return true }
            }
            return false
        }
        return find(in: roots) ? index : nil
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
            changingTree()
            children[parent, default: []].append(contentsOf: items)
            for item in items { parents[item] = parent }
        } else {
            changingTree()
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
            changingTree()
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

    // MARK: Expansion changes

    /// A parent whose expansion differs between two section snapshots of the same tree while it
    /// is visible in both, with the visible items under it in the snapshot where it is expanded:
    /// the run of items that expanding it shows just after it, or that collapsing it hides.
    package struct ExpansionRun: Sendable {
        /// The parent.
        package var parent: ItemIdentifierType
        /// Whether the parent is expanded in the newer snapshot (its run is shown), else collapsed.
        package var isExpanding: Bool
        /// The parent's visible descendants, depth-first, in the snapshot where it is expanded.
        package var items: [ItemIdentifierType]

        package init(parent: ItemIdentifierType, isExpanding: Bool, items: [ItemIdentifierType]) {
            self.parent = parent
            self.isExpanding = isExpanding
            self.items = items
        }
    }

    /// How ``visibleItems`` changes from `old` to this snapshot when the two differ only in
    /// which parents are expanded: one run per parent that expanded or collapsed while visible
    /// in both (a parent hidden in either is inside another's run, or shows nothing), in no
    /// particular order. Their visible items are `old`'s with each expanding run inserted just
    /// after its parent and each collapsing run removed from just after it. Nil when the trees
    /// may differ: when this snapshot is not a copy of `old` (or `old` of it) changed only by
    /// ``expand(_:)`` and ``collapse(_:)``.
    ///
    /// - Complexity: O(*e* + *r* · depth) for *e* expanded items in both and *r* changed
    ///   parents, plus O(*v*) for the *v* items of the runs.
    package func expansionRuns(from old: Self) -> [ExpansionRun]? {
        guard tree === old.tree else { return nil }
        var runs: [ExpansionRun] = []
        for parent in expanded.symmetricDifference(old.expanded)
        where isVisible(parent, in: expanded) && isVisible(parent, in: old.expanded) {
            let isExpanding = expanded.contains(parent)
            runs.append(ExpansionRun(
                parent: parent, isExpanding: isExpanding,
                items: (isExpanding ? self : old).visibleDescendants(of: parent)))
        }
        return runs
    }

    /// The visible items under `parent` were it expanded (whether it is or not): its children
    /// and, under each expanded child, that child's, depth-first. An item not in the snapshot
    /// stops the program.
    ///
    /// - Complexity: O(*d*) for the *d* items returned; where a parent has four times as many
    ///   children as the snapshot has expanded items, and at most 8 of them are expanded, the
    ///   runs of children between those are copied without looking each one up.
    package func visibleDescendants(of parent: ItemIdentifierType) -> [ItemIdentifierType] {
        require(parent)
        var result: [ItemIdentifierType] = []
        func visit(_ siblings: [ItemIdentifierType]) {
            // With few expanded items, find the expanded siblings from them and copy the runs
            // between (no lookup per sibling); else look each sibling up.
            guard !siblings.isEmpty else { return }
            if expanded.count * 4 <= siblings.count {
                let parent = parents[siblings[0]]
                var openKids: [ItemIdentifierType] = []
                for item in expanded where children[item] != nil && parents[item] == parent { openKids.append(item) }
                if openKids.count <= 8 {
                    copyRuns(siblings, openKids.map { siblings.firstIndex(of: $0)! }.sorted())
                    return
                }
            }
            for item in siblings {
                result.append(item)
                if expanded.contains(item), let kids = children[item] { visit(kids) }
            }
        }
        /// Copies `siblings`, each of the `open` indexes followed by its visible descendants.
        func copyRuns(_ siblings: [ItemIdentifierType], _ open: [Int]) {
            var next = 0
            for index in open {
                result.append(contentsOf: siblings[next...index])
                visit(children[siblings[index]]!)
                next = index + 1
            }
            result.append(contentsOf: siblings[next...])
        }
        if let kids = children[parent], !kids.isEmpty {
            result.reserveCapacity(kids.count)
            visit(kids)
        }
        return result
    }

    /// Whether every ancestor of `item` is in `expanded`.
    private func isVisible(_ item: ItemIdentifierType, in expanded: Set<ItemIdentifierType>) -> Bool {
        var current = parents[item]
        while let parent = current {
            if !expanded.contains(parent) { return false }
            current = parents[parent]
        }
        return true
    }

    // MARK: Helpers

    /// Called before the tree changes: a copy that shares the token keeps it, this one takes a
    /// new one.
    private mutating func changingTree() {
        if !isKnownUniquelyReferenced(&tree) { tree = TreeToken() }
    }

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
        changingTree()
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
        if !duplicates.isEmpty { SnapshotRefusal.stop(SnapshotRefusal.sectionSnapshotItemsNotUnique(duplicates)) }
    }
}

/// The identity of a section snapshot's tree, shared by copies until one changes its tree.
private final class TreeToken: Sendable {}
