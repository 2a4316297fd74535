import CellKit

/// What the screen pictures leave out: how configured cells look (background, corner radius,
/// text colour and font), for the demo's "the tapped row changes appearance" lines.
@MainActor
enum Appearance {
    /// `== title` and the table as ``TextRenderer`` prints it; the screen is also drawn when a
    /// gallery is being made (``ScreenRecorder``).
    static func screen(_ title: String, _ tableView: UITableView) -> String {
        shown(title, tableView, TextRenderer.render(tableView))
    }

    /// `== title` and the collection as ``TextRenderer`` prints it; drawn for a gallery too.
    static func screen(_ title: String, _ collectionView: UICollectionView) -> String {
        shown(title, collectionView, TextRenderer.render(collectionView))
    }

    private static func shown(_ title: String, _ list: UIScrollView, _ text: String) -> String {
        ScreenRecorder.current?.record(title, list)
        return "\n== \(title)\n" + text
    }

    /// `name: bg=<colour> r=<radius> text=<colour> <font>` for each visible cell of `list`.
    static func describe(_ cells: [ReusableView]) -> String {
        cells.map { cell in
            let labels = visibleLabels(in: cell)
            var line = "   \(labels.first?.text ?? "?"):"
            if let background = cell.backgroundConfigurationView {
                line += " bg=\(background.resolvedBackgroundColor)"
                if background.configuration.cornerRadius > 0 { line += " r=\(Int(background.configuration.cornerRadius))" }
            }
            if let first = labels.first { line += " text=\(first.textColor!) \(first.font!)" }
            return line + (cell.isSelected ? " (selected)" : "") + "\n"
        }.joined()
    }

    /// A length as the demo prints it: no trailing `.0`, at most two decimals.
    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    }

    private static func visibleLabels(in view: UIView) -> [UILabel] {
        guard view.isVisibleInHierarchy else { return [] }
        if let label = view as? UILabel { return label.text == nil ? [] : [label] }
        return view.subviews.flatMap(visibleLabels(in:))
    }
}
