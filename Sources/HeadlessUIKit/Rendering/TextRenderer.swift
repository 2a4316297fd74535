import Foundation

/// Draws what a table or collection view shows as fixed-width text: a picture of the screen for
/// logs, golden files and test failure messages.
///
/// The renderer lays the list out, then writes a header line and one line (or block) per visible
/// element, top to bottom and then left to right. The output is plain ASCII apart from the texts
/// the labels hold, has no trailing spaces, ends with a line break, and depends only on what is
/// on screen, never on the order the list keeps its views in or on their reuse history.
///
/// ## Format
///
/// The first line names the list and its viewport (the bounds, in content coordinates) and
/// content size: `UITableView plain  viewport (0, 360, 320, 400)  content 320x840`.
///
/// Every element is drawn by a *picture* and described by *details*:
///
/// - the picture of a row or item is its texts in brackets: the texts of every visible label in
///   its view tree, in reading order (line by line, top to bottom by the labels' centres, a label
///   centred within the height of the label that starts a line joining it; left to right within
///   a line),
///   joined with ` | `, as `[Ada Lovelace | +44 20 7946 0001]`;
/// - the picture of a section header, footer or other supplementary view is a rule with its texts,
///   as `-- Friends ---------------`, as wide as the widest picture (at least 24 characters); a
///   decoration view is a rule too (usually a bare one: decorations seldom hold text), listed
///   before what starts at the same place;
/// - the details are the kind and position (`row 0.2`, `item 1.0`, `header 1`, `footer 0`, a
///   custom supplementary kind with its index path, or `decoration <kind> 1.0`), the frame in content coordinates, the
///   accessibility identifier (`id=contact_0_2`), and the marks `[pinned]` (a header or footer
///   floating away from its place), `[selected]` and `[highlighted]`.
///
/// Tables write one line per element, the picture column first, then the details in aligned
/// columns (a table scrolled by 360 points, the second colleague selected):
///
/// ```text
/// UITableView plain  viewport (0, 360, 320, 400)  content 320x840
/// -- Colleagues -----------------------  header 1  (0, 360, 320, 28)  id=contacts_header_1  [pinned]
/// [Donald Knuth | +1 650 555 0201]       row 1.0   (0, 364, 320, 56)  id=contact_1_0
/// [Frances Allen | +1 914 555 0202]      row 1.1   (0, 420, 320, 56)  id=contact_1_1        [selected]
/// [John Backus | +1 212 555 0203]        row 1.2   (0, 476, 320, 56)  id=contact_1_2
/// ...
/// ```
///
/// Collections write one picture line per visual line: the items whose frames overlap
/// vertically share a line, left to right, separated by a space; a section header, footer or
/// supplementary view has a line of its own. Below each picture line come the details of the
/// elements on it, one indented line each, in aligned columns:
///
/// ```text
/// UICollectionView UICollectionViewFlowLayout  viewport (0, 0, 320, 300)  content 320x556
/// -- Friends ---------------------
///     header 0  (0, 0, 320, 32)      id=tiles_header_0
/// [Ada Lovelace] [Alan Turing]
///     item 0.0  (12, 40, 144, 60)    id=tile_0_0
///     item 0.1  (164, 40, 144, 60)   id=tile_0_1        [selected]
/// [Grace Hopper] [Edsger Dijkstra]
///     item 0.2  (12, 108, 144, 60)   id=tile_0_2
///     item 0.3  (164, 108, 144, 60)  id=tile_0_3
/// ...
/// ```
///
/// A list with nothing on screen writes `(nothing on screen)` under the header line.
public enum TextRenderer {
    /// The width of a rule when no picture is wider.
    static let minimumPictureWidth = 24

    /// The visible screen of `tableView`, as described in ``TextRenderer``. Lays the table out
    /// first.
    ///
    /// - Complexity: O(*v* log *v*) for *v* views on screen (cells and their subviews).
    @MainActor
    public static func render(_ tableView: UITableView) -> String {
        let screen = VisibleScreen(tableView)
        var output = "\(screen.title)  \(VisibleScreen.viewportDescription(of: tableView))\n"
        guard !screen.elements.isEmpty else { return output + "(nothing on screen)\n" }
        let pictures = screen.elements.map(picture(of:))
        let width = pictureWidth(pictures)
        let rows = zip(pictures, screen.elements).map { picture, element in
            [picture.drawn(width: width)] + details(of: element)
        }
        output += alignedColumns(rows).map { $0 + "\n" }.joined()
        return output
    }

    /// The visible screen of `collectionView`, as described in ``TextRenderer``. Lays the
    /// collection view out first.
    ///
    /// - Complexity: O(*v* log *v*) for *v* views on screen (cells and their subviews).
    @MainActor
    public static func render(_ collectionView: UICollectionView) -> String {
        let screen = VisibleScreen(collectionView)
        var output = "\(screen.title)  \(VisibleScreen.viewportDescription(of: collectionView))\n"
        guard !screen.elements.isEmpty else { return output + "(nothing on screen)\n" }
        let lines = visualLines(screen.elements)
        let linePictures: [Picture] = lines.map { line in
            if line.count == 1, !line[0].isCell { return picture(of: line[0]) }
            return .text(line.map { picture(of: $0).drawn(width: 0) }.joined(separator: " "))
        }
        let width = pictureWidth(linePictures)
        let detailRows = alignedColumns(lines.flatMap { $0.map(details(of:)) })
        var detailIndex = 0
        for (line, picture) in zip(lines, linePictures) {
            output += picture.drawn(width: width) + "\n"
            for _ in line {
                output += "    " + detailRows[detailIndex] + "\n"
                detailIndex += 1
            }
        }
        return output
    }

    // MARK: Pictures

    /// How an element is drawn.
    enum Picture {
        /// A row or item: drawn as is (its texts in brackets).
        case text(String)
        /// A section header, footer or supplementary view: a rule with the texts.
        case rule(String)

        /// The width it needs.
        var width: Int {
            switch self {
            case .text(let text): text.count
            case .rule(let title): title.isEmpty ? 0 : title.count + 6
            }
        }

        /// The picture, a rule filled with dashes to `width`.
        func drawn(width: Int) -> String {
            switch self {
            case .text(let text):
                return text
            case .rule(let title):
                let start = title.isEmpty ? "" : "-- \(title) "
                return start + String(repeating: "-", count: max(2, width - start.count))
            }
        }
    }

    @MainActor
    static func picture(of element: VisibleScreen.Element) -> Picture {
        let text = VisibleScreen.text(of: element.view)
        return element.isCell ? .text("[\(text)]") : .rule(text)
    }

    static func pictureWidth(_ pictures: [Picture]) -> Int {
        pictures.reduce(minimumPictureWidth) { max($0, $1.width) }
    }

    // MARK: Details

    /// The details columns of an element: name, frame, identifier, marks (some may be empty).
    @MainActor
    static func details(of element: VisibleScreen.Element) -> [String] {
        let view = element.view
        var marks: [String] = []
        if element.isPinned { marks.append("[pinned]") }
        if let reusable = view as? ReusableView {
            if reusable.isSelected { marks.append("[selected]") }
            if reusable.isHighlighted { marks.append("[highlighted]") }
        }
        return [
            element.name,
            element.frame.compactDescription,
            view.accessibilityIdentifier.map { "id=\(VisibleScreen.singleLine($0))" } ?? "",
            marks.joined(separator: " "),
        ]
    }

    /// The elements grouped into visual lines: sorted elements join the current line while they
    /// are cells overlapping it vertically; every other element has a line of its own. Each line
    /// is ordered left to right.
    @MainActor
    static func visualLines(_ elements: [VisibleScreen.Element]) -> [[VisibleScreen.Element]] {
        var lines: [[VisibleScreen.Element]] = []
        var lineMaxY = -CGFloat.infinity
        for element in elements {
            if element.isCell, let last = lines.last?.last, last.isCell, element.frame.minY < lineMaxY {
                lines[lines.count - 1].append(element)
                lineMaxY = max(lineMaxY, element.frame.maxY)
            } else {
                lines.append([element])
                lineMaxY = element.frame.maxY
            }
        }
        return lines.map { line in
            line.sorted { lhs, rhs in
                if lhs.frame.minX != rhs.frame.minX { return lhs.frame.minX < rhs.frame.minX }
                return lhs.precedes(rhs)
            }
        }
    }

    /// The rows with every column padded to its widest cell and joined by two spaces, without
    /// trailing spaces; a column empty in every row is left out.
    static func alignedColumns(_ rows: [[String]]) -> [String] {
        let columnCount = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columnCount)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() where widths[column] > 0 {
                if !line.isEmpty { line += "  " }
                line += cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
