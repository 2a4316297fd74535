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
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What a flow layout's section insets are measured from, as
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    ///
    /// The engine has no safe area (a headless view has no notch or bars), so `.fromSafeArea`
    /// adds nothing; `.fromLayoutMargins` adds UIKit's default layout margins of a view, 8
    /// points, to the insets across the scroll axis (left and right when scrolling vertically).
    public enum SectionInsetReference: Int, Hashable, Sendable {
        /// Insets are measured from the content's edges (the default).
        case fromContentInset
        /// Insets are measured from the safe area.
        case fromSafeArea
        /// Insets are measured from the collection view's layout margins.
        case fromLayoutMargins
    }

    /// The size of every item (50x50 by default, as UIKit). A negative or non-finite width or
    /// height stops the program (see `checkedSize(_:allowingAutomatic:_:)`).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet {
            _ = checkedSize(itemSize, allowingAutomatic: false, "itemSize")
            invalidateLayout()
        }
    }
    /// The least distance between lines (10 by default). Negative values overlap lines, as in
    /// UIKit; NaN or infinity stops the program (see `checkedFinite(_:_:)`).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet {
            _ = checkedFinite(minimumLineSpacing, "minimumLineSpacing")
            invalidateLayout()
        }
    }
    /// The least distance between items in a line (10 by default); as ``minimumLineSpacing``.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet {
            _ = checkedFinite(minimumInteritemSpacing, "minimumInteritemSpacing")
            invalidateLayout()
        }
    }
    /// The space around each section's items, inside its header and footer (zero by default).
    /// A NaN or infinite inset stops the program.
    open var sectionInset = UIEdgeInsets.zero {
        didSet {
            _ = checkedFinite(sectionInset, "sectionInset")
            invalidateLayout()
        }
    }
    /// What ``sectionInset`` is measured from (``SectionInsetReference/fromContentInset`` by default).
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// The header's size; only the scroll-axis dimension is used, the other spans the view.
    /// Zero (the default) means no header.
    open var headerReferenceSize = CGSize.zero {
        didSet {
            _ = checkedSize(headerReferenceSize, allowingAutomatic: false, "headerReferenceSize")
            invalidateLayout()
        }
    }
    /// The footer's size, as ``headerReferenceSize``.
    open var footerReferenceSize = CGSize.zero {
        didSet {
            _ = checkedSize(footerReferenceSize, allowingAutomatic: false, "footerReferenceSize")
            invalidateLayout()
        }
    }
    /// Whether a section's header stays at the top (leading edge, scrolling sideways) of the
    /// visible bounds while its section is on screen, pushed away by the end of its section
    /// (false by default). Pinned headers are placed in front of the items.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom (trailing edge) of the visible bounds while
    /// its section is on screen, never above the end of its header (false by default).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// The size assumed for items not measured yet; non-zero turns self-sizing on: an item whose
    /// size is ``automaticSize`` (the default delegate's answer while estimation is on) is
    /// measured from its cell's `sizeThatFits` when it comes into view, within the width
    /// between the section insets (the height, scrolling sideways). Zero (the default) turns it off.
    /// ``automaticSize`` turns it on with ``itemSize`` as the estimate (UIKit picks its own
    /// estimate then; the engine's choice is documented here).
    open var estimatedItemSize = CGSize.zero {
        didSet {
            _ = checkedSize(estimatedItemSize, allowingAutomatic: true, "estimatedItemSize")
            measuredItemSizes = [:]
            invalidateLayout()
        }
    }

    /// The size a delegate returns from `sizeForItemAt` (or sets as ``estimatedItemSize``) to have
    /// the item measure itself; as `UICollectionViewFlowLayout.automaticSize`.
    nonisolated public static let automaticSize = CGSize(width: -1, height: -1)

    /// The scroll direction (vertical by default).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }

    /// Messages about layouts whose result UIKit calls undefined (an item wider than the space
    /// between the section insets, as in a collection view of zero width), from the last
    /// ``prepare()``. UIKit logs them, and so does the engine (to standard error, each message
    /// once while it stays true, so a layout prepared again and again does not repeat it); it
    /// also keeps them here so a test can assert on them.
    public private(set) var diagnostics: [String] = []

    /// The sections as laid out by the last ``prepare()``.
    private(set) var sections: [FlowSectionLayout] = []
    private var contentSize = CGSize.zero
    private var measuredItemSizes: [IndexPath: CGSize] = [:]
    private var lastPreparedSize: CGSize?
    /// Self-sizing items not measured yet, with the size to measure them within.
    private var unmeasuredItems: [IndexPath: CGSize] = [:]
    /// What ``sectionInsetReference`` adds to every section's inset, from the last ``prepare()``.
    private var referenceInsets = UIEdgeInsets.zero

    /// `size`, when a flow layout can lay it out: a finite width and height of 0 or more, or
    /// (where `allowingAutomatic`, while ``estimatedItemSize`` is on) ``automaticSize``. Anything
    /// else stops the program with a message naming `source` (the property, or the delegate
    /// method and its item or section): a size the layout cannot place is never used as it is.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func checkedSize(_ size: CGSize, allowingAutomatic: Bool, _ source: @autoclosure () -> String) -> CGSize {
        if size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite { return size }
        if allowingAutomatic, size == UICollectionViewFlowLayout.automaticSize { return size }
        let automatic =
            size == UICollectionViewFlowLayout.automaticSize
            ? " UICollectionViewFlowLayout.automaticSize asks for a self-sizing item, which needs estimatedItemSize "
                + "to be set (to an estimate, or to automaticSize) first."
            : ""
        listFailure(
            "Invalid size \(size) from \(source()): a flow layout size must have a finite width and height of "
                + "0 or more. Give a size of 0 or more." + automatic)
    }

    /// `value`, when it is finite; NaN or infinity stops the program with a message naming
    /// `source`. Spacings and insets may be negative (items then overlap, as in UIKit).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func checkedFinite(_ value: CGFloat, _ source: @autoclosure () -> String) -> CGFloat {
        if value.isFinite { return value }
        listFailure(
            "Invalid value \(value) from \(source()): a flow layout spacing or inset must be a finite number. "
                + "Give a number of points (negative values overlap the items).")
    }

    /// `insets`, when every edge is finite; otherwise stops as ``checkedFinite(_:_:)``.
    @inline(__always)
    func checkedFinite(_ insets: UIEdgeInsets, _ source: @autoclosure () -> String) -> UIEdgeInsets {
        if insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite, insets.right.isFinite { return insets }
        listFailure(
            "Invalid insets \(insets) from \(source()): a flow layout spacing or inset must be a finite number. "
                + "Give a number of points (negative values overlap the items).")
    }

    /// The size an item gets when no delegate says otherwise: ``automaticSize`` (measure it)
    /// while ``estimatedItemSize`` is on, else ``itemSize``.
    public var defaultItemSize: CGSize { estimatedItemSize == .zero ? itemSize : UICollectionViewFlowLayout.automaticSize }

    /// Creates a flow layout with UIKit's defaults.
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
    open override func prepare() {
        // Scrolling with pinned headers or footers: the sections stand, and pinned views are
        // placed when the attributes are asked for.
        if preparesForBoundsChangeOnly, collectionView?.bounds.size == lastPreparedSize { return }
        let previousDiagnostics = diagnostics
        defer { for message in diagnostics where !previousDiagnostics.contains(message) { logToConsole(message) } }
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
        referenceInsets = insetsOfReference()
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let metrics = FlowSectionMetrics(
                itemCount: collectionView.numberOfItems(inSection: section),
                inset: referenced(
                    delegate.map {
                        checkedFinite(
                            $0.collectionView(collectionView, layout: self, insetForSectionAt: section),
                            "collectionView(_:layout:insetForSectionAt:) for section \(section)")
                    } ?? sectionInset),
                lineSpacing: delegate.map {
                    checkedFinite(
                        $0.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
                        "collectionView(_:layout:minimumLineSpacingForSectionAt:) for section \(section)")
                } ?? minimumLineSpacing,
                interitemSpacing: delegate.map {
                    checkedFinite(
                        $0.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
                        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:) for section \(section)")
                } ?? minimumInteritemSpacing,
                headerSize: delegate.map {
                    checkedSize(
                        $0.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section),
                        allowingAutomatic: false,
                        "collectionView(_:layout:referenceSizeForHeaderInSection:) for section \(section)")
                } ?? headerReferenceSize,
                footerSize: delegate.map {
                    checkedSize(
                        $0.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section),
                        allowingAutomatic: false,
                        "collectionView(_:layout:referenceSizeForFooterInSection:) for section \(section)")
                } ?? footerReferenceSize)
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
            estimatedSize =
                layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize
                ? layout.itemSize : layout.estimatedItemSize
            self.fittingSize = fittingSize
            indexPath = IndexPath(item: 0, section: section)
        }

        mutating func size(ofItem item: Int) -> CGSize {
            indexPath.item = item
            let given =
                delegate.map {
                    layout.checkedSize(
                        $0.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath),
                        allowingAutomatic: estimatedSize != .zero,
                        "collectionView(_:layout:sizeForItemAt:) for item \(indexPath.item) of section \(indexPath.section)")
                } ?? defaultSize
            guard given == UICollectionViewFlowLayout.automaticSize, estimatedSize != .zero else { return given }
            if let measured = layout.measuredItemSizes[indexPath] { return measured }
            layout.unmeasuredItems[indexPath] = fittingSize
            return estimatedSize
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The space a self-sizing item of a section with `inset` may fill: the cross extent between
    /// the insets, unlimited along the scroll axis.
    private func fittingSize(inset: UIEdgeInsets, crossExtent: CGFloat) -> CGSize {
        let cross = max(0, crossExtent - axis.crossBefore(inset) - axis.crossAfter(inset))
        return axis.rect(main: 0, cross: 0, mainLength: .greatestFiniteMagnitude, crossLength: cross).size
    }

    /// The fitting size of a self-sizing item not measured yet, else nil.
    ///
    /// - Complexity: O(1) after ``prepare()``.
    open override func selfSizingFittingSize(forItemAt indexPath: IndexPath) -> CGSize? {
        prepareIfNeeded()
        return unmeasuredItems[indexPath]
    }

    override func forgetMeasuredSizes() {
        measuredItemSizes = [:]
    }

    /// Keeps the measured size (until the data reloads, or the view's size or the estimate
    /// changes) and lays out again.
    open override func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) {
        measuredItemSizes[indexPath] = size
        invalidateLayout()
    }

    /// The attributes of every header, item and footer sharing an area with `rect` (touching
    /// its edge is not enough), section by section. Each call returns new attributes, so a
    /// subclass may change them without copying (copying, as UIKit asks, works too). Headers and
    /// footers that pin to the visible bounds are returned where they are pinned.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* elements on the lines that overlap
    ///   `rect`, plus O(log *l*) per section kept per item, for its *l* lines (O(1) in closed form).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        let (lower, upper) = axis.mainRange(rect)
        let pins = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, layout) in sections.enumerated() where layout.mainEnd > lower && layout.mainStart < upper {
            if let header = supplementaryFrame(UICollectionView.elementKindSectionHeader, of: layout),
                header.overlaps(rect)
            {
                result.append(supplementary(UICollectionView.elementKindSectionHeader, section: section, frame: header))
            }
            var indexPath = IndexPath(item: 0, section: section)
            for item in layout.items(onLinesOverlapping: lower, upper) {
                let frame = layout.frame(ofItem: item)
                guard frame.overlaps(rect) else { continue }
                indexPath.item = item
                result.append(makeAttributes(cellAt: indexPath, frame: frame))
            }
            if let footer = supplementaryFrame(UICollectionView.elementKindSectionFooter, of: layout),
                footer.overlaps(rect)
            {
                result.append(supplementary(UICollectionView.elementKindSectionFooter, section: section, frame: footer))
            }
        }
        if pins {
            // Pinned views are in front of the items, as UIKit draws them.
            for attributes in result where attributes.representedElementCategory == .supplementaryView {
                attributes.zIndex = Self.pinnedZIndex
            }
        }
        return result
    }

    /// The zIndex of headers and footers while pinning is on: in front of the items.
    private static let pinnedZIndex = 1024

    /// A pinning header or footer away from its place in its section. O(1).
    override func isPinned(supplementaryOfKind kind: String, at indexPath: IndexPath, frame: CGRect) -> Bool {
        guard sections.indices.contains(indexPath.section) else { return false }
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            return sectionHeadersPinToVisibleBounds && sections[indexPath.section].header.map { $0 != frame } ?? false
        case UICollectionView.elementKindSectionFooter:
            return sectionFootersPinToVisibleBounds && sections[indexPath.section].footer.map { $0 != frame } ?? false
        default:
            return false
        }
    }

    /// The frame of a section's header or footer, moved to the visible bounds' edge when it pins.
    private func supplementaryFrame(_ kind: String, of layout: FlowSectionLayout) -> CGRect? {
        let axis = self.axis
        let visible = collectionView.map { axis.mainRange($0.bounds) }
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            guard let header = layout.header else { return nil }
            guard sectionHeadersPinToVisibleBounds, let visible else { return header }
            let start = (axis.isVertical ? header.minY : header.minX)
            let length = axis.main(header.size)
            let limit = (layout.footer.map { axis.isVertical ? $0.minY : $0.minX } ?? layout.mainEnd) - length
            return moved(header, toMain: max(start, min(visible.lower, limit)))
        case UICollectionView.elementKindSectionFooter:
            guard let footer = layout.footer else { return nil }
            guard sectionFootersPinToVisibleBounds, let visible else { return footer }
            let start = (axis.isVertical ? footer.minY : footer.minX)
            let length = axis.main(footer.size)
            let limit = layout.header.map { axis.isVertical ? $0.maxY : $0.maxX } ?? layout.mainStart
            return moved(footer, toMain: max(limit, min(start, visible.upper - length)))
        default:
            return nil
        }
    }

    private func moved(_ frame: CGRect, toMain main: CGFloat) -> CGRect {
        var frame = frame
        if axis.isVertical { frame.origin.y = main } else { frame.origin.x = main }
        return frame
    }

    /// ``sectionInset`` (or a delegate's inset) measured from ``sectionInsetReference``.
    private func referenced(_ inset: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: inset.top + referenceInsets.top, left: inset.left + referenceInsets.left,
            bottom: inset.bottom + referenceInsets.bottom, right: inset.right + referenceInsets.right)
    }

    /// What ``sectionInsetReference`` adds to the insets (see ``SectionInsetReference``).
    private func insetsOfReference() -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset, .fromSafeArea: .zero
        case .fromLayoutMargins:
            axis.isVertical
                ? UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8) : UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        }
    }

    /// The attributes of the item at `indexPath`, or nil when it is out of range.
    ///
    /// - Complexity: O(1) after ``prepare()``.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        else { return nil }
        return makeAttributes(
            cellAt: indexPath, frame: sections[indexPath.section].frame(ofItem: indexPath.item))
    }

    /// The attributes of the section header or footer at `indexPath` (item 0 of the section),
    /// or nil when the section has none.
    ///
    /// - Complexity: O(1) after ``prepare()``.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let layout = sections[indexPath.section]
        return supplementaryFrame(elementKind, of: layout).map {
            let attributes = supplementary(elementKind, section: indexPath.section, frame: $0)
            if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds {
                attributes.zIndex = Self.pinnedZIndex
            }
            return attributes
        }
    }

    /// The flow layout lays out again when the view's size changes along the cross axis, and on
    /// any change (scrolling too) while headers or footers pin to the visible bounds.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return true }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return newBounds != collectionView.bounds }
        return axis.cross(newBounds.size) != axis.cross(collectionView.bounds.size)
    }

    private func supplementary(_ kind: String, section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        makeAttributes(supplementary: kind, at: IndexPath(item: 0, section: section), frame: frame)
    }
}

/// Per-item and per-section overrides of a ``UICollectionViewFlowLayout``'s metrics; the engine's
/// `UICollectionViewDelegateFlowLayout`, with UIKit's signatures. The flow layout asks the
/// collection view's delegate when it adopts this protocol. Every method has a default that
/// returns the layout's own value (for sizes: ``UICollectionViewFlowLayout/itemSize``, or
/// ``UICollectionViewFlowLayout/automaticSize`` while ``UICollectionViewFlowLayout/estimatedItemSize``
/// is on; UIKit's defaults when the layout is not a flow layout), so a delegate implements
/// only what it overrides.
///
/// The layout cannot tell a default from an override, so a delegate that adopts this protocol
/// is asked the size of every item at every layout, O(*n*), even if it overrides only section
/// metrics. A delegate that adopts only ``UICollectionViewDelegate`` leaves every item
/// ``UICollectionViewFlowLayout/itemSize`` big and the layout in closed form, O(1) per section.
///
/// As with any Swift protocol, a subclass's implementation is only called if the class that
/// adopts the protocol implements the method too (an Objective-C optional method has no such rule).
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets of `section`'s items.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The least distance between lines of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least distance between items of a line of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header (zero: none); only the scroll-axis dimension is used.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer (zero: none); only the scroll-axis dimension is used.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
        layout as? UICollectionViewFlowLayout
    }
    /// The layout's ``UICollectionViewFlowLayout/defaultItemSize`` (50x50 for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { flow(collectionViewLayout)?.defaultItemSize ?? CGSize(width: 50, height: 50) }
    /// The layout's ``UICollectionViewFlowLayout/sectionInset`` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
    /// The layout's ``UICollectionViewFlowLayout/minimumLineSpacing`` (10 for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout)?.minimumLineSpacing ?? 10 }
    /// The layout's ``UICollectionViewFlowLayout/minimumInteritemSpacing`` (10 for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout)?.minimumInteritemSpacing ?? 10 }
    /// The layout's ``UICollectionViewFlowLayout/headerReferenceSize`` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { flow(collectionViewLayout)?.headerReferenceSize ?? .zero }
    /// The layout's ``UICollectionViewFlowLayout/footerReferenceSize`` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { flow(collectionViewLayout)?.footerReferenceSize ?? .zero }
}
