import Foundation

/// One item of an outline section: a cell model, whether its children show, and its children.
///
/// ```swift
/// Section(id: "library", outline: [
///     OutlineItem(FolderModel(name: "Favorites"), isExpanded: true, children: [
///         OutlineItem(FolderModel(name: "Recents")),
///     ]),
/// ], layout: .list(UICollectionLayoutListConfiguration(appearance: .sidebar)))
/// ```
///
/// Give the models identities (``DiffableViewModel``) and the section an `id`: expanding and
/// collapsing is then shown as insertions and deletions of the children's rows; otherwise the
/// list reloads.
public struct OutlineItem {
    /// The item's cell model.
    public var model: any AnyCellViewModel
    /// Whether the item's children show (false by default).
    public var isExpanded: Bool
    /// The item's children, in order.
    public var children: [OutlineItem]

    /// Creates an outline item. O(1).
    public init(_ model: any AnyCellViewModel, isExpanded: Bool = false, children: [OutlineItem] = []) {
        self.model = model
        self.isExpanded = isExpanded
        self.children = children
    }

    /// The visible items of `outline`, depth-first (an item's children follow it while it is
    /// expanded), with where each is in the tree.
    ///
    /// - Complexity: O(*v*) for *v* visible items.
    static func visibleRows(of outline: [OutlineItem]) -> ([any AnyCellViewModel], [OutlineRow]) {
        var models: [any AnyCellViewModel] = []
        var rows: [OutlineRow] = []
        func visit(_ items: [OutlineItem], path: [Int]) {
            for (index, item) in items.enumerated() {
                let itemPath = path + [index]
                models.append(item.model)
                rows.append(OutlineRow(path: itemPath, hasChildren: !item.children.isEmpty, isExpanded: item.isExpanded))
                if item.isExpanded { visit(item.children, path: itemPath) }
            }
        }
        visit(outline, path: [])
        return (models, rows)
    }
}

/// Where a visible row of an outline section is in its tree.
struct OutlineRow {
    /// The child indices from the roots down to the item.
    let path: [Int]
    let hasChildren: Bool
    let isExpanded: Bool
    /// The item's depth: 0 for a root item.
    var level: Int { path.count - 1 }
}

extension [OutlineItem] {
    /// Flips the expansion of the item at `path`.
    ///
    /// - Complexity: O(depth) plus copies of the arrays on the way down when shared.
    mutating func toggleExpansion(at path: ArraySlice<Int>) {
        guard let first = path.first else { return }
        if path.count == 1 {
            self[first].isExpanded.toggle()
        } else {
            self[first].children.toggleExpansion(at: path.dropFirst())
        }
    }
}

extension ListDataAdapter {
    /// Expands the outline item at `indexPath` when it is collapsed, else collapses it, and
    /// shows the change as batch updates (``apply(_:animated:)``: the children's rows are
    /// inserted or deleted when the models can be diffed, else the list reloads); the item's
    /// cell is then marked expanded or collapsed (`isExpanded` in its configuration state). A
    /// collection adapter's outline disclosure accessories call it. Returns false, changing
    /// nothing, for a row that is not an outline item with children, and inside a batch update
    /// of the list, where the apply is refused (and so is the batch).
    ///
    /// - Complexity: O(*n*) for the section's visible items, plus the apply.
    @discardableResult
    public func toggleOutlineItem(at indexPath: IndexPath) -> Bool {
        guard contains(section: indexPath.section), data[indexPath.section].outlineRows.indices.contains(indexPath[1]) else {
            return false
        }
        let row = data[indexPath.section].outlineRows[indexPath[1]]
        guard row.hasChildren, var outline = data[indexPath.section].outline else { return false }
        outline.toggleExpansion(at: row.path[...])
        var newData = data
        newData[indexPath.section].outline = outline
        if case .refused = apply(newData) { return false }
        listView.setExpanded(!row.isExpanded, at: indexPath)
        return true
    }
}

extension CollectionDataAdapter {
    /// Readies the list cell of an outline item: indents it by the item's level and, for an
    /// item with children, gives it an outline disclosure whose tap toggles the item wherever the
    /// cell is then (replacing any outline disclosure the cell had, so a reused cell never has two).
    /// Nothing for rows outside an outline.
    ///
    /// - Complexity: O(*a*) for the cell's *a* accessories.
    func prepareOutlineCell(_ cell: UICollectionViewListCell, at indexPath: IndexPath) {
        let rows = sections[indexPath.section].outlineRows
        guard rows.indices.contains(indexPath[1]) else { return }
        let row = rows[indexPath[1]]
        cell.indentationLevel = row.level
        collectionView.setExpanded(row.isExpanded, at: indexPath)
        if cell.accessories.contains(where: { $0.accessoryType == .outlineDisclosure }) {
            cell.accessories.removeAll { $0.accessoryType == .outlineDisclosure }
        }
        guard row.hasChildren else { return }
        cell.accessories.append(.outlineDisclosure(actionHandler: { [weak self, weak cell] in
            guard let self, let cell, let shown = self.collectionView.indexPath(for: cell) else { return }
            self.toggleOutlineItem(at: shown)
        }))
    }
}
