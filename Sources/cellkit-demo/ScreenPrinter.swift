import CellKit

/// Prints the views a list shows, top to bottom: kind, index path, frame, texts, state and
/// accessibility identifier.
@MainActor
enum ScreenPrinter {
    static func heading(_ title: String, _ list: ScrollView) -> String {
        list.layoutIfNeeded()
        return "\n== \(title)\n"
            + "   viewport \(list.bounds.compactDescription), content \(list.contentSize.compactDescription)\n"
    }

    static func describe(_ tableView: TableView) -> String {
        var lines: [(CGFloat, String)] = []
        for section in 0..<tableView.numberOfSections {
            if let header = tableView.headerView(forSection: section) {
                lines.append((header.frame.minY, line("header", "s\(section)", header)))
            }
            if let footer = tableView.footerView(forSection: section) {
                lines.append((footer.frame.minY, line("footer", "s\(section)", footer)))
            }
        }
        for cell in tableView.visibleCells {
            let indexPath = tableView.indexPath(for: cell)!
            lines.append((cell.frame.minY, line("row", "\(indexPath.section).\(indexPath.row)", cell)))
        }
        return render(lines)
    }

    static func describe(_ collectionView: CollectionView) -> String {
        var lines: [(CGFloat, String)] = []
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)!
                let name = kind == CollectionView.elementKindSectionHeader ? "header" : "footer"
                lines.append((view.frame.minY, line(name, "s\(indexPath.section)", view)))
            }
        }
        for cell in collectionView.visibleCells {
            let indexPath = collectionView.indexPath(for: cell)!
            lines.append((cell.frame.minY, line("item", "\(indexPath.section).\(indexPath.item)", cell)))
        }
        return render(lines)
    }

    private static func render(_ lines: [(CGFloat, String)]) -> String {
        lines.enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { "   " + $0.element.1 + "\n" }
            .joined()
    }

    private static func line(_ kind: String, _ position: String, _ view: View) -> String {
        var state = ""
        let visibleLabels = labels(in: view).filter { $0.text != nil && $0.isVisibleInHierarchy }
        if let reusable = view as? ReusableView {
            if reusable.isSelected { state += " [selected]" }
            if reusable.isHighlighted { state += " [highlighted]" }
            if let background = reusable.backgroundConfigurationView {
                state += " bg=\(background.resolvedBackgroundColor)"
                if background.configuration.cornerRadius > 0 { state += " r=\(Int(background.configuration.cornerRadius))" }
            }
            if reusable.contentConfiguration != nil, let first = visibleLabels.first {
                state += " text=\(first.textColor) \(first.font)"
            }
        }
        let texts = visibleLabels.compactMap(\.text).joined(separator: " | ")
        let identifier = view.accessibilityIdentifier ?? "-"
        return pad(kind, 7) + pad(position, 6) + pad(view.frame.compactDescription, 20) + pad("\"\(texts)\"", 38)
            + "id=\(identifier)" + state
    }

    private static func labels(in view: View) -> [Label] {
        (view as? Label).map { [$0] } ?? view.subviews.flatMap(labels(in:))
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
