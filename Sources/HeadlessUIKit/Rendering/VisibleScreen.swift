import Foundation

/// What a list shows, collected once for ``TextRenderer`` and ``SVGRenderer``: the views of the
/// rows, items, headers, footers, supplementary and decoration views on screen, with what they
/// stand for.
///
/// The elements are sorted top to bottom, then left to right (by their frames' minimum y, then
/// minimum x), then decoration before header before row or item before footer before other supplementary views,
/// then by index path and kind, so the order never depends on the order the list keeps its
/// views in (dictionaries, reuse history). Hidden and fully transparent elements are left out.
@MainActor
struct VisibleScreen {
    /// One element on screen.
    @MainActor
    struct Element {
        enum Kind: Hashable {
            case header, row, item, footer
            /// A collection supplementary view of another kind than section header and footer.
            case supplementary(String)
            /// A collection decoration view of a kind (behind the cells).
            case decoration(String)
        }

        var kind: Kind
        var indexPath: IndexPath
        var view: UIView
        /// Whether the element floats away from its place (a plain table's header or footer).
        var isPinned: Bool

        /// The element's frame in the list's content coordinates.
        var frame: CGRect { view.frame }

        /// The order of kinds at the same place.
        var rank: Int {
            switch kind {
            case .decoration: -1
            case .header: 0
            case .row, .item: 1
            case .footer: 2
            case .supplementary: 3
            }
        }

        /// The kind's name: `row`, `item`, `header`, `footer`, or the supplementary kind.
        var kindName: String {
            switch kind {
            case .header: "header"
            case .row: "row"
            case .item: "item"
            case .footer: "footer"
            case .supplementary(let kind): kind
            case .decoration(let kind): "decoration \(kind)"
            }
        }

        /// Where it is: `section.row` for rows, items and other supplementary views, `section`
        /// for section headers and footers.
        var position: String {
            switch kind {
            case .header, .footer: "\(indexPath.first ?? 0)"
            case .row, .item, .supplementary, .decoration: VisibleScreen.shortDescription(of: indexPath)
            }
        }

        /// `row 0.1`, `header 2`, `badge 0.3`, `decoration background 1.0`.
        var name: String { "\(kindName) \(position)" }

        var isCell: Bool {
            switch kind {
            case .row, .item: true
            case .header, .footer, .supplementary, .decoration: false
            }
        }

        var isDecoration: Bool {
            if case .decoration = kind { true } else { false }
        }

        /// Whether `self` comes before `other` on screen (see ``VisibleScreen``).
        func precedes(_ other: Element) -> Bool {
            let lhs = frame
            let rhs = other.frame
            if lhs.minY != rhs.minY { return lhs.minY < rhs.minY }
            if lhs.minX != rhs.minX { return lhs.minX < rhs.minX }
            if rank != other.rank { return rank < other.rank }
            if indexPath != other.indexPath { return indexPath < other.indexPath }
            return kindName < other.kindName
        }
    }

    /// The list described: `UITableView plain`, `UICollectionView UICollectionViewFlowLayout`.
    var title: String
    /// The elements on screen, in screen order.
    var elements: [Element]
    /// The list's other subviews (neither cells nor section views), in subview order.
    var otherViews: [UIView]

    /// What `tableView` shows, after laying it out.
    ///
    /// - Complexity: O(*v* log *v*) for *v* views on screen.
    init(_ tableView: UITableView) {
        tableView.layoutIfNeeded()
        var elements: [Element] = []
        for (indexPath, cell) in tableView.displayedCells {
            elements.append(Element(kind: .row, indexPath: indexPath, view: cell, isPinned: false))
        }
        for (section, view) in tableView.displayedHeaders {
            let pinned = view.frame.minY != tableView.rectForHeader(inSection: section).minY
            elements.append(Element(kind: .header, indexPath: [section], view: view, isPinned: pinned))
        }
        for (section, view) in tableView.displayedFooters {
            let pinned = view.frame.minY != tableView.rectForFooter(inSection: section).minY
            elements.append(Element(kind: .footer, indexPath: [section], view: view, isPinned: pinned))
        }
        self.init(title: "UITableView \(tableView.style)", list: tableView, elements: elements)
    }

    /// What `collectionView` shows, after laying it out.
    ///
    /// - Complexity: O(*v* log *v*) for *v* views on screen.
    init(_ collectionView: UICollectionView) {
        collectionView.layoutIfNeeded()
        var elements: [Element] = []
        for (indexPath, cell) in collectionView.displayedCells {
            elements.append(Element(kind: .item, indexPath: indexPath, view: cell, isPinned: cell.isPinned))
        }
        for (key, view) in collectionView.displayedSupplementaryViews {
            let kind: Element.Kind =
                switch key.kind {
                case UICollectionView.elementKindSectionHeader: .header
                case UICollectionView.elementKindSectionFooter: .footer
                default: .supplementary(key.kind)
                }
            let indexPath = kind == .header || kind == .footer ? [key.indexPath.section] : key.indexPath
            elements.append(Element(kind: kind, indexPath: indexPath, view: view, isPinned: view.isPinned))
        }
        for (key, view) in collectionView.displayedDecorationViews {
            elements.append(Element(kind: .decoration(key.kind), indexPath: key.indexPath, view: view, isPinned: false))
        }
        let layoutName = String(describing: type(of: collectionView.collectionViewLayout))
        self.init(title: "UICollectionView \(layoutName)", list: collectionView, elements: elements)
    }

    private init(title: String, list: UIScrollView, elements: [Element]) {
        self.title = title
        let shown = elements.filter { !$0.view.isHidden && $0.view.alpha > 0 }
        self.elements = shown.sorted { $0.precedes($1) }
        let elementViews = Set(elements.map { ObjectIdentifier($0.view) })
        otherViews = list.subviews.filter { !elementViews.contains(ObjectIdentifier($0)) }
    }

    /// `viewport (0, 360, 320, 400)  content 320x840`.
    static func viewportDescription(of list: UIScrollView) -> String {
        "viewport \(list.bounds.compactDescription)  content \(list.contentSize.compactDescription)"
    }

    /// `section.item` (or every index joined by dots).
    nonisolated static func shortDescription(of indexPath: IndexPath) -> String {
        indexPath.map(String.init).joined(separator: ".")
    }

    // MARK: Texts

    /// A label found in a subtree, with its frame in the subtree root's coordinates.
    @MainActor
    struct PlacedLabel {
        var label: UILabel
        var frame: CGRect
        /// The label's place in a depth-first walk, to keep ties in tree order.
        var order: Int
    }

    /// The visible labels with text in `view`'s subtree (`view` included), in reading order:
    /// line by line, then by their left edge, then tree order. Labels are taken by the vertical
    /// centre of their frames; a label whose centre lies within the vertical extent of the
    /// label that starts a line joins that line (a full-height accessory glyph and a text set
    /// lower in the same row read as one line). Hidden and fully transparent views and
    /// everything inside them are skipped.
    ///
    /// - Complexity: O(*n* log *n*) in the views of the subtree.
    static func labels(in view: UIView) -> [PlacedLabel] {
        var found: [PlacedLabel] = []
        func visit(_ view: UIView, frame: CGRect) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let label = view as? UILabel, let text = label.text, !text.isEmpty {
                found.append(PlacedLabel(label: label, frame: frame, order: found.count))
            }
            for subview in view.subviews {
                let origin = CGPoint(
                    x: frame.minX + subview.frame.minX - view.bounds.minX,
                    y: frame.minY + subview.frame.minY - view.bounds.minY)
                visit(subview, frame: CGRect(origin: origin, size: subview.frame.size))
            }
        }
        visit(view, frame: CGRect(origin: .zero, size: view.bounds.size))
        let byCentre = found.sorted { lhs, rhs in
            lhs.frame.midY != rhs.frame.midY ? lhs.frame.midY < rhs.frame.midY : lhs.order < rhs.order
        }
        var ordered: [PlacedLabel] = []
        ordered.reserveCapacity(byCentre.count)
        var lineStart = 0
        while lineStart < byCentre.count {
            let first = byCentre[lineStart].frame
            var lineEnd = lineStart + 1
            while lineEnd < byCentre.count,
                byCentre[lineEnd].frame.midY == first.midY || byCentre[lineEnd].frame.midY < first.maxY
            {
                lineEnd += 1
            }
            ordered += byCentre[lineStart..<lineEnd].sorted { lhs, rhs in
                lhs.frame.minX != rhs.frame.minX ? lhs.frame.minX < rhs.frame.minX : lhs.order < rhs.order
            }
            lineStart = lineEnd
        }
        return ordered
    }

    /// The texts of ``labels(in:)`` on one line each (line breaks become spaces), joined with
    /// ` | `.
    static func text(of view: UIView) -> String {
        labels(in: view).map { singleLine($0.label.text ?? "") }.joined(separator: " | ")
    }

    /// `text` with every line break replaced by a space.
    nonisolated static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
