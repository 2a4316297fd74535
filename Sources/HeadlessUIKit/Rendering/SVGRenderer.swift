import Foundation

/// Draws what a view shows as an SVG document: a deterministic picture of a table's or
/// collection view's screen (or of any view tree) to look at, attach to a bug report or keep
/// as a golden file.
///
/// The engine has no pixels; the renderer draws the views' geometry and appearance:
///
/// - **Canvas.** The document is as big as the list's bounds. Everything is drawn in the list's
///   content coordinates inside a group translated by minus the content offset, so the canvas
///   shows exactly the viewport. The list itself is the first rectangle, filled with its
///   background colour (white without one).
/// - **Views.** Every visible view is a `<rect>` at its frame converted to the list's
///   coordinates (a subview's frame is in its superview's bounds, whose origin is the scroll
///   offset for scroll views), drawn back to front: parents before children, subviews in order.
///   Hidden and fully transparent views are skipped with everything inside them; views without
///   area draw nothing but their subviews still do. The fill is the background colour (`none`
///   without one, with `fill-opacity` for a translucent colour), `rx` the layer's corner radius,
///   the stroke the layer's border, and `opacity` the product of the alphas on the way down
///   when below 1. A view with an accessibility identifier carries it as `data-identifier`.
/// - **Identifiers on hover** (`showingIdentifiers: true`, for pages people look at). Each view
///   with an accessibility identifier, the list's own included, is drawn inside a
///   `<g class="identified" pointer-events="all">` whose first child is a `<title>` holding the
///   identifier, so a browser shows the identifier as a tooltip anywhere over the view and
///   everything drawn inside it (the innermost identifier wins); `pointer-events="all"` lets the
///   view's unfilled area catch the pointer too. Off by default: the document is then as above.
/// - **Separators.** Below each table row, when the table's `separatorStyle` is `.singleLine`,
///   a `<line class="separator">` half a point wide along the row's bottom edge, inset by the
///   cell's `separatorInset` (left and right), in the table's `separatorColor`. A list cell of
///   a compositional list section draws the separators its list configuration gives it (see
///   `UICollectionLayoutListConfiguration.separatorConfiguration`), along its top and bottom
///   edges.
/// - **Backgrounds.** A reusable view's ``BackgroundConfigurationView`` is filled with its
///   ``BackgroundConfigurationView/resolvedBackgroundColor`` and stroked with its resolved stroke
///   colour, rounded by the configuration's corner radius; the reusable view's own rectangle and
///   outline take the same `rx`.
/// - **Texts.** A label with text adds a `<text>` after its rectangle: the label's font size and
///   weight and text colour, aligned by `text-anchor` (start, middle or end of the frame),
///   centred vertically in the frame with the baseline at `0.35 × pointSize` below a line's
///   middle. A label allowed several lines wraps by characters as ``UILabel`` measures, one
///   `<tspan>` per line, as many lines as fit its frame. Texts and attribute values are XML
///   escaped (`& < > " '`); characters XML cannot hold become U+FFFD.
/// - **Images.** An ``UIImageView`` is a rectangle of class `image` holding a `<title>` with the
///   image's name, tinted with its tint colour at a quarter of its opacity when it has no
///   background colour.
/// - **List elements.** Each row, item, header, footer and supplementary view of a table or
///   collection view is a `<g>` of class `row`, `item`, `header`, `footer` or `supplementary`
///   (with `data-kind`), with `data-index-path` (`section.row`, or `section` for section
///   headers and footers) and `data-selected`, `data-highlighted` and `data-pinned` when they
///   apply. It ends with an outline drawn inside its frame above its content: blue (`#007AFF`,
///   2 points, class `selection`) when selected, orange (`#FF9500`, 2 points, dashed, class
///   `highlight`) when highlighted, else a 1-point light grey `outline` (`#C6C6C8`), left out
///   for an element with a layer border of its own. A collection view's decoration views are
///   drawn first (class `decoration`, with `data-kind`), then cells, sorted by frame and
///   index path, then section views above them in the same order, so the output does not
///   depend on the order the list keeps its views in; other subviews of the list come before
///   both, in subview order.
/// - **Flow layouts.** For each section of a ``UICollectionViewFlowLayout`` with items on screen, a dashed grey
///   rectangle of class `section-inset` marks the area inside the section insets, under the
///   items: across, between the insets; along the scroll axis, from the start of the first item
///   to the end of the last.
///
/// Numbers are written compactly: whole numbers without a fraction, others rounded to two
/// decimals without trailing zeros (`12`, `0.5`, `16.15`). Attributes come in a fixed order and
/// elements are indented by two spaces per level, so the same screen gives the same document.
public enum SVGRenderer {
    /// The light grey of an unselected element's outline.
    static let outlineColor = "#C6C6C8"
    /// The stroke of a selected element.
    static let selectionColor = "#007AFF"
    /// The stroke of a highlighted element.
    static let highlightColor = "#FF9500"
    /// The dashed stroke of a flow layout section's inset area.
    static let sectionInsetColor = "#8E8E93"

    /// An SVG document of the visible viewport of `list`: a ``UITableView``, a ``UICollectionView``
    /// or any other scroll view. Lays the list out first.
    ///
    /// - Complexity: O(*v* log *v*) for *v* views on screen, cells' subviews included.
    ///
    /// With `showingLayoutGuides`, every layout guide that constraints use (a view's margins
    /// guide, an app's own guides) is drawn as a dashed rectangle of class `layout-guide` over
    /// its view: a debugging aid for Auto Layout cells. With `showingIdentifiers`, each view's
    /// accessibility identifier is a `<title>` that browsers show on hover (see the type's
    /// documentation).
    @MainActor
    public static func render(
        _ list: UIScrollView, showingLayoutGuides: Bool = false, showingIdentifiers: Bool = false
    ) -> String {
        render(
            list, size: list.bounds.size, showingLayoutGuides: showingLayoutGuides,
            showingIdentifiers: showingIdentifiers)
    }

    /// An SVG document `size` big showing `view` and its subviews, the top-left corner of
    /// `view`'s bounds at the top-left corner of the canvas. Tables and collection views are
    /// drawn as `render(_:)` describes; any other view tree is drawn view by view. Lays the
    /// view out first.
    ///
    /// ```swift
    /// let svg = SVGRenderer.render(cell, size: cell.bounds.size)
    /// ```
    ///
    /// With `showingLayoutGuides`, the layout guides constraints use are drawn dashed (class
    /// `layout-guide`), as for lists; with `showingIdentifiers`, accessibility identifiers are
    /// tooltips, as for lists.
    ///
    /// - Complexity: O(*v* log *v*) for *v* views drawn.
    @MainActor
    public static func render(
        _ view: UIView, size: CGSize, showingLayoutGuides: Bool = false, showingIdentifiers: Bool = false
    ) -> String {
        view.layoutIfNeeded()
        var writer = SVGWriter()
        writer.showsLayoutGuides = showingLayoutGuides
        writer.showsIdentifiers = showingIdentifiers
        let origin = view.bounds.origin
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", number(size.width)),
                ("height", number(size.height)),
                ("viewBox", "0 0 \(number(size.width)) \(number(size.height))"),
                ("font-family", "Helvetica, Arial, sans-serif"),
            ])
        writer.element("title", [], text: title(of: view))
        writer.open("g", [("transform", "translate(\(number(-origin.x)) \(number(-origin.y)))")])
        if let tableView = view as? UITableView {
            drawList(VisibleScreen(tableView), list: tableView, in: &writer)
        } else if let collectionView = view as? UICollectionView {
            drawList(VisibleScreen(collectionView), list: collectionView, in: &writer)
        } else {
            drawTree(view, frame: view.bounds, opacity: 1, in: &writer)
        }
        writer.close()
        writer.close()
        return writer.output
    }

    @MainActor
    private static func title(of view: UIView) -> String {
        let name: String =
            switch view {
            case let tableView as UITableView: "UITableView \(tableView.style)"
            case let collectionView as UICollectionView:
                "UICollectionView \(String(describing: type(of: collectionView.collectionViewLayout)))"
            default: String(describing: type(of: view))
            }
        if let list = view as? UIScrollView {
            return "\(name)  \(VisibleScreen.viewportDescription(of: list))"
        }
        return "\(name)  bounds \(view.bounds.compactDescription)"
    }

    // MARK: Lists

    @MainActor
    private static func drawList(_ screen: VisibleScreen, list: UIScrollView, in writer: inout SVGWriter) {
        let opacity = Double(list.alpha)
        let identified = openIdentifiedGroup(of: list, in: &writer)
        defer { if identified { writer.close() } }
        writer.element(
            "rect",
            [("class", "list")] + geometry(list.bounds) + fillAttributes(list.backgroundColor ?? .white)
                + opacityAttribute(opacity) + identifierAttribute(list))
        for view in screen.otherViews {
            drawTree(view, frame: view.frame, opacity: opacity, in: &writer)
        }
        if let collectionView = list as? UICollectionView {
            drawSectionInsets(collectionView, screen: screen, in: &writer)
        }
        let decorations = screen.elements.filter(\.isDecoration)
        let cells = screen.elements.filter(\.isCell)
        let sectionViews = screen.elements.filter { !$0.isCell && !$0.isDecoration }
        for element in decorations + cells + sectionViews {
            drawElement(element, opacity: opacity, in: &writer)
        }
    }

    @MainActor
    private static func drawElement(
        _ element: VisibleScreen.Element, opacity: Double, in writer: inout SVGWriter
    ) {
        let view = element.view
        let reusable = view as? ReusableView
        let isSelected = reusable?.isSelected ?? false
        let isHighlighted = reusable?.isHighlighted ?? false
        var attributes: [(String, String)] = [("class", className(of: element.kind))]
        if case .supplementary(let kind) = element.kind { attributes.append(("data-kind", kind)) }
        if case .decoration(let kind) = element.kind { attributes.append(("data-kind", kind)) }
        attributes.append(("data-index-path", element.position))
        if isSelected { attributes.append(("data-selected", "true")) }
        if isHighlighted { attributes.append(("data-highlighted", "true")) }
        if element.isPinned { attributes.append(("data-pinned", "true")) }
        writer.open("g", attributes)

        let elementFrame = view.frame
        drawTree(view, frame: elementFrame, opacity: opacity, in: &writer)
        if let cell = view as? UITableViewCell, let table = cell.superview as? UITableView {
            drawSeparator(below: cell, in: table, opacity: opacity, writer: &writer)
        }
        if let cell = view as? UICollectionViewListCell, let collectionView = cell.superview as? UICollectionView {
            drawSeparators(of: cell, in: collectionView, opacity: opacity, writer: &writer)
        }

        let radius = cornerRadius(of: view)
        let outline: (className: String, color: String, width: CGFloat, dashed: Bool)? =
            if isSelected {
                ("selection", selectionColor, 2, false)
            } else if isHighlighted {
                ("highlight", highlightColor, 2, true)
            } else if view.layer.borderWidth > 0 {
                nil
            } else {
                ("outline", outlineColor, 1, false)
            }
        if let outline, elementFrame.width > outline.width, elementFrame.height > outline.width {
            let inset = outline.width / 2
            var outlineAttributes: [(String, String)] =
                [("class", outline.className)] + geometry(elementFrame.insetBy(dx: inset, dy: inset))
            if radius > 0 { outlineAttributes.append(("rx", number(max(0, radius - inset)))) }
            outlineAttributes += [
                ("fill", "none"), ("stroke", outline.color), ("stroke-width", number(outline.width)),
            ]
            if outline.dashed { outlineAttributes.append(("stroke-dasharray", "4 2")) }
            writer.element("rect", outlineAttributes + opacityAttribute(opacity * Double(view.alpha)))
        }
        writer.close()
    }

    /// A table row's separator: a line along the row's bottom edge, inset by the cell's
    /// `separatorInset` (left and right), in the table's `separatorColor`; none when the
    /// table's `separatorStyle` is `.none`.
    @MainActor
    private static func drawSeparator(
        below cell: UITableViewCell, in table: UITableView, opacity: Double, writer: inout SVGWriter
    ) {
        guard table.separatorStyle == .singleLine, let color = table.separatorColor else { return }
        let inset = cell.separatorInset
        let frame = cell.frame
        drawSeparator(at: frame.maxY - 0.25, from: frame.minX + inset.left, to: frame.maxX - inset.right, color: color, opacity: opacity, writer: &writer)
    }

    /// A list cell's separators, as its section's list configuration resolves them for its
    /// index path (see ``UIListSeparatorConfiguration``): a line along the top edge and one
    /// along the bottom edge when visible, from the leading inset (automatic: the cell's
    /// `separatorLayoutGuide`, by default where its text starts) to the trailing one (automatic:
    /// the guide's trailing edge, by default the cell's edge), in the configuration's
    /// `color` (its `multipleSelectionColor` for a bottom separator between two selected items
    /// when the collection view allows multiple selection).
    @MainActor
    private static func drawSeparators(
        of cell: UICollectionViewListCell, in collectionView: UICollectionView, opacity: Double, writer: inout SVGWriter
    ) {
        guard let indexPath = collectionView.indexPath(for: cell),
            let list = collectionView.collectionViewLayout.listConfiguration(forSection: indexPath.section)
        else { return }
        let separators = list.separators(
            at: indexPath, itemCount: collectionView.numberOfItems(inSection: indexPath.section))
        let frame = cell.frame
        let automatic = CGFloat.greatestFiniteMagnitude
        let edges = cell.automaticSeparatorEdges
        func line(at y: CGFloat, insets: NSDirectionalEdgeInsets, color: UIColor) {
            let start = frame.minX + (insets.leading == automatic ? edges.leading : insets.leading)
            let end = insets.trailing == automatic ? frame.minX + edges.trailing : frame.maxX - insets.trailing
            drawSeparator(
                at: y, from: start, to: end, color: color, effect: separators.visualEffect, opacity: opacity, writer: &writer)
        }
        if separators.topSeparatorVisibility == .visible {
            line(at: frame.minY + 0.25, insets: separators.topSeparatorInsets, color: separators.color)
        }
        if separators.bottomSeparatorVisibility == .visible {
            let next = IndexPath(item: indexPath.item + 1, section: indexPath.section)
            let selected = collectionView.indexPathsForSelectedItems ?? []
            let betweenSelected =
                collectionView.allowsMultipleSelection && selected.contains(indexPath) && selected.contains(next)
            line(
                at: frame.maxY - 0.25, insets: separators.bottomSeparatorInsets,
                color: betweenSelected ? separators.multipleSelectionColor : separators.color)
        }
    }

    /// A separator: a horizontal line half a point wide at `y` from `start` to `end`, naming
    /// its visual effect (`data-visual-effect`) when it has one; nothing for a fully
    /// transparent colour.
    private static func drawSeparator(
        at y: CGFloat, from start: CGFloat, to end: CGFloat, color: UIColor, effect: UIVisualEffect? = nil, opacity: Double,
        writer: inout SVGWriter
    ) {
        guard color.alpha > 0 else { return }
        var attributes: [(String, String)] = [
            ("class", "separator"), ("x1", number(start)), ("y1", number(y)), ("x2", number(end)), ("y2", number(y)),
            ("stroke", rgb(color)), ("stroke-width", "0.5"),
        ]
        if color.alpha < 1 { attributes.append(("stroke-opacity", number(CGFloat(color.alpha)))) }
        if let described = effect?.recordedDescription { attributes.append(("data-visual-effect", described)) }
        writer.element("line", attributes + opacityAttribute(opacity))
    }

    private static func className(of kind: VisibleScreen.Element.Kind) -> String {
        switch kind {
        case .row: "row"
        case .item: "item"
        case .header: "header"
        case .footer: "footer"
        case .supplementary: "supplementary"
        case .decoration: "decoration"
        }
    }

    /// The dashed area inside the section insets of every flow layout section with items on screen.
    @MainActor
    private static func drawSectionInsets(
        _ collectionView: UICollectionView, screen: VisibleScreen, in writer: inout SVGWriter
    ) {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let sections = Set(screen.elements.filter(\.isCell).map(\.indexPath.section)).sorted()
        let isVertical = layout.scrollDirection == .vertical
        for section in sections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame,
                let last = layout.layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))?.frame
            else { continue }
            let inset =
                delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section)
                ?? layout.sectionInset
            let size = collectionView.bounds.size
            let area =
                isVertical
                ? CGRect(
                    x: inset.left, y: first.minY, width: size.width - inset.horizontal, height: last.maxY - first.minY)
                : CGRect(
                    x: first.minX, y: inset.top, width: last.maxX - first.minX, height: size.height - inset.vertical)
            guard area.width > 0, area.height > 0 else { continue }
            writer.element(
                "rect",
                [("class", "section-inset"), ("data-section", "\(section)")] + geometry(area) + [
                    ("fill", "none"), ("stroke", sectionInsetColor), ("stroke-width", "1"),
                    ("stroke-dasharray", "4 3"),
                ])
        }
    }

    // MARK: View trees

    /// Draws `view` at `frame` (in the canvas's coordinates) and then its subviews, each at its
    /// frame moved by this view's position less its bounds origin.
    @MainActor
    private static func drawTree(_ view: UIView, frame: CGRect, opacity: Double, in writer: inout SVGWriter) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let opacity = opacity * Double(view.alpha)
        let identified = openIdentifiedGroup(of: view, in: &writer)
        defer { if identified { writer.close() } }
        drawView(view, frame: frame, opacity: opacity, in: &writer)
        for subview in view.subviews {
            let origin = CGPoint(
                x: frame.minX + subview.frame.minX - view.bounds.minX,
                y: frame.minY + subview.frame.minY - view.bounds.minY)
            drawTree(subview, frame: CGRect(origin: origin, size: subview.frame.size), opacity: opacity, in: &writer)
        }
    }

    @MainActor
    private static func drawView(_ view: UIView, frame: CGRect, opacity: Double, in writer: inout SVGWriter) {
        guard frame.width > 0, frame.height > 0 else { return }
        var attributes: [(String, String)] = []
        let imageView = view as? UIImageView
        if imageView != nil { attributes.append(("class", "image")) }
        if let background = view as? BackgroundConfigurationView {
            attributes.append(("class", "background"))
            if let effect = background.configuration.visualEffect?.recordedDescription {
                attributes.append(("data-visual-effect", effect))
            }
        }
        attributes += geometry(frame)
        let radius = cornerRadius(of: view)
        if radius > 0 { attributes.append(("rx", number(radius))) }

        var fillColor = view.backgroundColor
        var strokeColor = view.layer.borderColor.map(UIColor.init(cgColor:))
        var strokeWidth = view.layer.borderWidth
        if let background = view as? BackgroundConfigurationView {
            fillColor = background.resolvedBackgroundColor
            strokeWidth = background.configuration.strokeWidth
            strokeColor = strokeWidth > 0 ? background.resolvedStrokeColor : nil
        }
        if let imageView, imageView.image != nil, fillColor == nil {
            let tint = view.resolvedColor(imageView.displayedTintColor ?? imageView.tintColor ?? .systemBlue)
            fillColor = tint.withAlphaComponent(tint.alpha / 4)
        }
        fillColor = fillColor.map(view.resolvedColor)
        strokeColor = strokeColor.map(view.resolvedColor)
        attributes += fillAttributes(fillColor)
        if strokeWidth > 0, let color = strokeColor, color.alpha > 0 {
            attributes += [("stroke", rgb(color)), ("stroke-width", number(strokeWidth))]
            if color.alpha < 1 { attributes.append(("stroke-opacity", number(CGFloat(color.alpha)))) }
        }
        attributes += opacityAttribute(opacity) + identifierAttribute(view)

        if let image = imageView?.image {
            writer.open("rect", attributes)
            writer.element("title", [], text: image.name)
            writer.close()
        } else {
            writer.element("rect", attributes)
        }
        if let label = view as? UILabel { drawText(of: label, frame: frame, opacity: opacity, in: &writer) }
        if writer.showsLayoutGuides { drawLayoutGuides(of: view, frame: frame, in: &writer) }
    }

    /// When identifiers are shown and `view` has one, opens the group whose `<title>` shows it
    /// on hover over everything drawn until the matching ``SVGWriter/close()``; returns whether
    /// it opened one.
    @MainActor
    private static func openIdentifiedGroup(of view: UIView, in writer: inout SVGWriter) -> Bool {
        guard writer.showsIdentifiers, let identifier = view.accessibilityIdentifier else { return false }
        writer.open("g", [("class", "identified"), ("pointer-events", "all")])
        writer.element("title", [], text: identifier)
        return true
    }

    /// The guides of `view` that constraints use, dashed, in the view's frame on the canvas.
    @MainActor
    private static func drawLayoutGuides(of view: UIView, frame: CGRect, in writer: inout SVGWriter) {
        for guide in view.constrainedLayoutGuides {
            let rect = guide.layoutFrame.offsetBy(dx: frame.minX - view.bounds.minX, dy: frame.minY - view.bounds.minY)
            writer.element(
                "rect",
                [("class", "layout-guide")] + geometry(rect) + [
                    ("fill", "none"), ("stroke", sectionInsetColor), ("stroke-width", "1"), ("stroke-dasharray", "2 2"),
                ])
        }
    }

    /// The corner radius a view is drawn with: a reusable view with a configured background
    /// takes the configuration's, as in UIKit, where the configured background covers the layer.
    @MainActor
    private static func cornerRadius(of view: UIView) -> CGFloat {
        if let background = (view as? ReusableView)?.backgroundConfigurationView {
            return background.configuration.cornerRadius
        }
        if let background = view as? BackgroundConfigurationView { return background.configuration.cornerRadius }
        return view.layer.cornerRadius
    }

    @MainActor
    private static func drawText(of label: UILabel, frame: CGRect, opacity: Double, in writer: inout SVGWriter) {
        guard let text = label.text, !text.isEmpty else { return }
        let font: UIFont = label.font
        let textColor = label.resolvedColor(label.displayedTextColor)
        let lines = textLines(of: label, text: text, width: frame.width, height: frame.height)
        let lineHeight = font.lineHeight
        let top = frame.minY + (frame.height - CGFloat(lines.count) * lineHeight) / 2
        let baseline = { (line: Int) in top + CGFloat(line) * lineHeight + lineHeight / 2 + font.pointSize * 0.35 }
        let (x, anchor): (CGFloat, String?) =
            switch label.textAlignment {
            case .center: (frame.midX, "middle")
            case .right: (frame.maxX, "end")
            case .natural, .left, .justified: (frame.minX, nil)
            }
        var attributes: [(String, String)] = [("x", number(x)), ("y", number(baseline(0)))]
        attributes.append(("font-size", number(font.pointSize)))
        if font.weight != .regular { attributes.append(("font-weight", "\(font.weight.cssWeight)")) }
        attributes.append(("fill", rgb(textColor)))
        if textColor.alpha < 1 { attributes.append(("fill-opacity", number(textColor.alpha))) }
        if let anchor { attributes.append(("text-anchor", anchor)) }
        attributes += opacityAttribute(opacity)
        if lines.count == 1 {
            writer.element("text", attributes, text: lines[0])
            return
        }
        writer.open("text", attributes)
        for (index, line) in lines.enumerated() {
            writer.element("tspan", [("x", number(x)), ("y", number(baseline(index)))], text: line)
        }
        writer.close()
    }

    /// The lines a label shows `text` in, as ``UILabel/sizeThatFits(_:)`` measures it: a line per
    /// paragraph, each wrapped by characters when several lines are allowed and it is wider than
    /// `width` (the first paragraph alone on a single-line label), at most
    /// ``UILabel/numberOfLines`` (when not 0) and as many as `height` holds (at least one).
    @MainActor
    static func textLines(of label: UILabel, text: String, width: CGFloat, height: CGFloat) -> [String] {
        let characterWidth = label.font.averageCharacterWidth
        let perLine = TextParagraphs.perLine(
            width: width, characterWidth: characterWidth, numberOfLines: label.numberOfLines, characters: text.utf8.count)
        var limit = max(1, Int((height / label.font.lineHeight) + 0.001))
        if label.numberOfLines > 0 { limit = min(limit, label.numberOfLines) }
        return TextParagraphs.lines(of: text, perLine: perLine, limit: limit)
    }

    // MARK: Attributes

    private static func geometry(_ rect: CGRect) -> [(String, String)] {
        [
            ("x", number(rect.minX)), ("y", number(rect.minY)), ("width", number(rect.width)),
            ("height", number(rect.height)),
        ]
    }

    private static func opacityAttribute(_ opacity: Double) -> [(String, String)] {
        opacity < 1 ? [("opacity", number(CGFloat(opacity)))] : []
    }

    @MainActor
    private static func identifierAttribute(_ view: UIView) -> [(String, String)] {
        view.accessibilityIdentifier.map { [("data-identifier", $0)] } ?? []
    }

    /// `fill="#RRGGBB"` with `fill-opacity` for a translucent colour, or `fill="none"` for no
    /// colour or a fully transparent one.
    static func fillAttributes(_ color: UIColor?) -> [(String, String)] {
        guard let color, color.alpha > 0 else { return [("fill", "none")] }
        return [("fill", rgb(color))] + (color.alpha < 1 ? [("fill-opacity", number(CGFloat(color.alpha)))] : [])
    }

    /// `#RRGGBB` without the alpha byte (opacity goes in its own attribute).
    static func rgb(_ color: UIColor) -> String {
        color.withAlphaComponent(1).hexString
    }

    /// Whole numbers without a fraction, others rounded to two decimals without trailing zeros;
    /// never `-0`, and 0 for what is not finite.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// Writes an indented XML document element by element.
struct SVGWriter {
    private(set) var output = ""
    /// Whether views' constrained layout guides are drawn (a debugging option).
    var showsLayoutGuides = false
    /// Whether accessibility identifiers are drawn as hover titles (for pages people look at).
    var showsIdentifiers = false
    private var openElements: [String] = []

    /// Opens `name` with `attributes`; ``close()`` ends it.
    mutating func open(_ name: String, _ attributes: [(String, String)]) {
        output += indentation + "<\(name)\(Self.attributes(attributes))>\n"
        openElements.append(name)
    }

    /// Ends the innermost open element.
    mutating func close() {
        guard let name = openElements.popLast() else { return }
        output += indentation + "</\(name)>\n"
    }

    /// Writes a whole element: empty (`<rect … />`) without text, else with the escaped text.
    mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
        if let text {
            output += indentation + "<\(name)\(Self.attributes(attributes))>\(Self.escaped(text))</\(name)>\n"
        } else {
            output += indentation + "<\(name)\(Self.attributes(attributes))/>\n"
        }
    }

    private var indentation: String { String(repeating: "  ", count: openElements.count) }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
    }

    /// `text` with `& < > " '` escaped and the characters XML 1.0 cannot hold replaced by U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                let value = scalar.value
                let allowed =
                    value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                    || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
