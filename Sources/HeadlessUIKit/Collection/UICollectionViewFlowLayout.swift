import Foundation

/// Lays items out in lines that wrap, section after section; the engine's
/// `UICollectionViewFlowLayout`.
///
/// A section lays out as: header (spanning the view), `sectionInset` before, lines of items
/// `minimumLineSpacing` apart, `sectionInset` after, footer. The line rules are documented on
/// ``UICollectionViewFlowLayout/prepare()``. Every metric can be overridden per item or per section by a
/// delegate that adopts ``UICollectionViewDelegateFlowLayout``; without one (and without
/// self-sizing), every item is ``itemSize`` big and the layout costs O(1) per section, whatever
/// the number of items.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
/// let collectionView = UICollectionView(frame: screen, collectionViewLayout: layout)
/// ```
@MainActor
public final class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls in, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Hashable, Sendable {
        case vertical, horizontal
    }

    /// The size of every item (50x50 by default, as UIKit).
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least distance between lines (10 by default).
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least distance between items in a line (10 by default).
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space around each section's items, inside its header and footer (zero by default).
    public var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The header's size; only the scroll-axis dimension is used, the other spans the view.
    /// Zero (the default) means no header.
    public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The footer's size, as ``headerReferenceSize``.
    public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size assumed for items not measured yet; non-zero turns self-sizing on: an item whose
    /// size is ``automaticSize`` (the default delegate's answer while estimation is on) is
    /// measured from its cell's `sizeThatFits` when it comes into view, within the width
    /// between the section insets (the height, scrolling sideways). Zero (the default) turns it off.
    public var estimatedItemSize = CGSize.zero {
        didSet {
            measuredItemSizes = [:]
            invalidateLayout()
        }
    }

    /// The size a delegate returns from `sizeForItemAt` to have the item measure itself
    /// (with ``estimatedItemSize`` non-zero); as `UICollectionViewFlowLayout.automaticSize`.
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// The scroll direction (vertical by default).
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

    /// Messages about layouts whose result UIKit calls undefined (an item wider than the space
    /// between the section insets), from the last ``prepare()``. UIKit logs them; the engine
    /// keeps them here so a test can assert on them.
    public private(set) var diagnostics: [String] = []

    /// The sections as laid out by the last ``prepare()``.
    private(set) var sections: [FlowSectionLayout] = []
    private var contentSize = CGSize.zero
    private var measuredItemSizes: [IndexPath: CGSize] = [:]
    private var lastPreparedSize: CGSize?
    /// Self-sizing items not measured yet, with the size to measure them within.
    private var unmeasuredItems: [IndexPath: CGSize] = [:]

    /// The size an item gets when no delegate says otherwise: ``automaticSize`` (measure it)
    /// while ``estimatedItemSize`` is on, else ``itemSize``.
    public var defaultItemSize: CGSize { estimatedItemSize == .zero ? itemSize : UICollectionViewFlowLayout.automaticSize }

    public override init() {
        super.init()
    }

    private var axis: FlowAxis { FlowAxis(isVertical: scrollDirection == .vertical) }

    /// Lays out every section with the rules of `FlowSectionLayout`: full lines are justified,
    /// a line with one item centres it unless it is the last line of a multi-line section, the
    /// last line is left-aligned with the spacing of the line above when that fits, and items
    /// are centred across their line.
    ///
    /// Without a flow-layout delegate and with ``estimatedItemSize`` zero, every item is
    /// ``itemSize`` big and each section is laid out in closed form: a few numbers per section,
    /// every frame computed when asked. A delegate that adopts ``UICollectionViewDelegateFlowLayout``
    /// is asked `sizeForItemAt` for every item, even if it only overrides section metrics (the
    /// protocol's defaults cannot be told apart from its own answers), and so is every item
    /// while self-sizing is on; those sections keep a frame per item. Both ways give the same
    /// frames for the same sizes.
    ///
    /// - Complexity: O(*s*) for *s* sections in closed form; O(*n*) in the number of items
    ///   otherwise, one size call and one stored frame per item.
    public override func prepare() {
        diagnostics = []
        sections = []
        unmeasuredItems = [:]
        if collectionView?.bounds.size != lastPreparedSize { measuredItemSizes = [:] }
        lastPreparedSize = collectionView?.bounds.size
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let axis = self.axis
        let crossExtent = axis.cross(collectionView.bounds.size)
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let uniformItemSize = delegate == nil && estimatedItemSize == .zero ? itemSize : nil
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let metrics = FlowSectionMetrics(
                itemCount: collectionView.numberOfItems(inSection: section),
                inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
                    ?? sectionInset,
                lineSpacing: delegate?.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing,
                headerSize: delegate?.collectionView(
                    collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                footerSize: delegate?.collectionView(
                    collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
            let layout: FlowSectionLayout
            if let uniformItemSize,
                let uniform = FlowSectionLayout(
                    metrics: metrics, uniformItemSize: uniformItemSize, axis: axis, mainStart: position,
                    crossExtent: crossExtent)
            {
                layout = uniform
            } else {
                var sizes = ItemSizes(
                    layout: self, collectionView: collectionView, delegate: delegate, section: section,
                    fittingSize: fittingSize(inset: metrics.inset, crossExtent: crossExtent))
                layout = FlowSectionLayout(
                    metrics: metrics, sizes: &sizes, axis: axis, mainStart: position, crossExtent: crossExtent)
            }
            if layout.hasOversizedItem {
                diagnostics.append(
                    "The behavior of the UICollectionViewFlowLayout is not defined because: the item "
                        + (axis.isVertical ? "width" : "height")
                        + " must be less than the " + (axis.isVertical ? "width" : "height")
                        + " of the collection view minus the section insets "
                        + (axis.isVertical ? "left and right" : "top and bottom")
                        + " values (section \(section)).")
            }
            sections.append(layout)
            position = layout.mainEnd
        }
        contentSize = axis.rect(main: 0, cross: 0, mainLength: position, crossLength: crossExtent).size
    }

    /// The sizes of a section's items, in order: the delegate's, else the default; a self-sizing
    /// item gets its measured size, or the estimate and a place among the items to measure.
    @MainActor
    private struct ItemSizes: FlowItemSizes {
        let layout: UICollectionViewFlowLayout
        let collectionView: UICollectionView
        let delegate: (any UICollectionViewDelegateFlowLayout)?
        let defaultSize: CGSize
        let estimatedSize: CGSize
        let fittingSize: CGSize
        /// The item asked about, kept to update in place rather than build an index path per item.
        var indexPath: IndexPath

        init(
            layout: UICollectionViewFlowLayout, collectionView: UICollectionView, delegate: (any UICollectionViewDelegateFlowLayout)?,
            section: Int, fittingSize: CGSize
        ) {
            self.layout = layout
            self.collectionView = collectionView
            self.delegate = delegate
            defaultSize = layout.defaultItemSize
            estimatedSize = layout.estimatedItemSize
            self.fittingSize = fittingSize
            indexPath = IndexPath(item: 0, section: section)
        }

        mutating func size(ofItem item: Int) -> CGSize {
            indexPath.item = item
            let given =
                delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? defaultSize
            guard given == UICollectionViewFlowLayout.automaticSize, estimatedSize != .zero else { return given }
            if let measured = layout.measuredItemSizes[indexPath] { return measured }
            layout.unmeasuredItems[indexPath] = fittingSize
            return estimatedSize
        }
    }

    public override var collectionViewContentSize: CGSize { contentSize }

    /// The space a self-sizing item of a section with `inset` may fill: the cross extent between
    /// the insets, unlimited along the scroll axis.
    private func fittingSize(inset: UIEdgeInsets, crossExtent: CGFloat) -> CGSize {
        let cross = max(0, crossExtent - axis.crossBefore(inset) - axis.crossAfter(inset))
        return axis.rect(main: 0, cross: 0, mainLength: .greatestFiniteMagnitude, crossLength: cross).size
    }

    /// The fitting size of a self-sizing item not measured yet, else nil.
    ///
    /// - Complexity: O(1) after ``prepare()``.
    public override func selfSizingFittingSize(forItemAt indexPath: IndexPath) -> CGSize? {
        prepareIfNeeded()
        return unmeasuredItems[indexPath]
    }

    override func forgetMeasuredSizes() {
        measuredItemSizes = [:]
    }

    /// Keeps the measured size (until the data reloads, or the view's size or the estimate
    /// changes) and lays out again.
    public override func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) {
        measuredItemSizes[indexPath] = size
        invalidateLayout()
    }

    /// The attributes of every header, item and footer sharing an area with `rect` (touching
    /// its edge is not enough), section by section.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* elements on the lines that overlap
    ///   `rect`, plus O(log *l*) per section kept per item, for its *l* lines (O(1) in closed form).
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        prepareIfNeeded()
        let (lower, upper) = axis.mainRange(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, layout) in sections.enumerated() where layout.mainEnd > lower && layout.mainStart < upper {
            if let header = layout.header, header.overlaps(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionHeader, section: section, frame: header))
            }
            var indexPath = IndexPath(item: 0, section: section)
            for item in layout.items(onLinesOverlapping: lower, upper) {
                let frame = layout.frame(ofItem: item)
                guard frame.overlaps(rect) else { continue }
                indexPath.item = item
                result.append(UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame))
            }
            if let footer = layout.footer, footer.overlaps(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionFooter, section: section, frame: footer))
            }
        }
        return result
    }

    /// The attributes of the item at `indexPath`, or nil when it is out of range.
    ///
    /// - Complexity: O(1) after ``prepare()``.
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        else { return nil }
        return UICollectionViewLayoutAttributes(
            forCellWith: indexPath, frame: sections[indexPath.section].frame(ofItem: indexPath.item))
    }

    /// The attributes of the section header or footer at `indexPath` (item 0 of the section),
    /// or nil when the section has none.
    ///
    /// - Complexity: O(1) after ``prepare()``.
    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let layout = sections[indexPath.section]
        let frame: CGRect? =
            switch elementKind {
            case UICollectionView.elementKindSectionHeader: layout.header
            case UICollectionView.elementKindSectionFooter: layout.footer
            default: nil
            }
        return frame.map { supplementary(elementKind, section: indexPath.section, frame: $0) }
    }

    /// The flow layout lays out again when the view's size changes along the cross axis.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return true }
        return axis.cross(newBounds.size) != axis.cross(collectionView.bounds.size)
    }

    private func supplementary(_ kind: String, section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section), frame: frame)
    }
}

/// Per-item and per-section overrides of a ``UICollectionViewFlowLayout``'s metrics; the engine's
/// `UICollectionViewDelegateFlowLayout`. Every method has a default that returns the layout's
/// own value (for sizes: ``UICollectionViewFlowLayout/itemSize``, or ``UICollectionViewFlowLayout/automaticSize`` while
/// ``UICollectionViewFlowLayout/estimatedItemSize`` is on), so a delegate implements only what it overrides.
///
/// The layout cannot tell a default from an override, so a delegate that adopts this protocol
/// is asked the size of every item at every layout, O(*n*), even if it overrides only section
/// metrics. A delegate that adopts only ``UICollectionViewDelegate`` leaves every item
/// ``UICollectionViewFlowLayout/itemSize`` big and the layout in closed form, O(1) per section.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { layout.defaultItemSize }
    public func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { layout.sectionInset }
    public func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { layout.minimumLineSpacing }
    public func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { layout.minimumInteritemSpacing }
    public func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize { layout.headerReferenceSize }
    public func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize { layout.footerReferenceSize }
}
