import Foundation

/// What a compositional layout asks for each section's layout; the engine's
/// `UICollectionViewCompositionalLayoutSectionProvider`. Return nil only for a section with no
/// items.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Settings of a whole compositional layout; the engine's
/// `UICollectionViewCompositionalLayoutConfiguration`.
///
/// A layout keeps a copy: change a configuration, then set it on the layout again.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// The direction the layout scrolls in (vertical by default). Sections stack along it;
    /// their groups' "across" space is the other axis.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between consecutive sections along the scroll axis (0 by default).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (none by default). They are laid out as a
    /// section's boundary items are (see ``NSCollectionLayoutBoundarySupplementaryItem``),
    /// against every section at once: the first section starts after the room they take before,
    /// and the content ends after the room they take after. Their index path is item 0 of
    /// section 0 (the engine's choice): give them kinds no section's boundary item uses.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' content insets are measured from when theirs is `.automatic`
    /// (``UIContentInsetsReference/automatic`` by default, which the engine takes as the safe
    /// area). The layout environment's container reports these insets.
    open var contentInsetsReference = UIContentInsetsReference.automatic

    /// A configuration with UIKit's defaults.
    public required override init() {
        super.init()
    }

    /// A new configuration of the same class with the same values.
    ///
    /// - Complexity: O(1).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}

/// A layout built from items, groups and sections; the engine's
/// `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its group (see ``NSCollectionLayoutGroup`` for how a group places its
/// items) along the scroll axis until every item of the section has a place:
/// - along the scroll axis: the section's `contentInsets` before, group instances
///   `interGroupSpacing` apart, its insets after; sections follow one another
///   ``UICollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` apart;
/// - across it: the insets of the section's content insets reference, then the section's own
///   insets; the top group's fractional dimensions resolve against what is left (and, along the
///   scroll axis, against the visible length minus the section's insets on that axis).
///
/// The layout's container is the collection view's bounds, less its adjusted content insets
/// across the scroll axis. A section whose group holds no custom group costs the same at 10
/// items and 1M: one group instance is laid out and every frame is computed when asked.
///
/// Items estimated along the scroll axis in rows and stacks (horizontal and vertical groups)
/// size themselves from their cells; see ``selfSizingFittingSize(forItemAt:)``.
///
/// Boundary supplementary items (headers, footers; see
/// ``NSCollectionLayoutBoundarySupplementaryItem``), items' supplementary items (badges; see
/// ``NSCollectionLayoutSupplementaryItem``) and decoration items (see
/// ``NSCollectionLayoutDecorationItem``) are laid out with the sections; sections that scroll
/// orthogonally keep an offset each (see ``UICollectionView/setOrthogonalContentOffset(_:inSection:)``).
///
/// Self-sizing: groups estimated along the scroll axis, whether they lay their items out
/// across it (rows: as long as their longest item) or along it (stacks, such as a vertical
/// group of one item in a vertical list: their items end to end), the cards of orthogonal
/// sections (one row as long as its longest card; cards not measured yet count at their
/// estimate) and a section's boundary items estimated along it measure their views. Not yet
/// done by the engine: self-sizing in other shapes (there an estimated dimension stays at its
/// estimate: the layout configuration's boundary items, items' supplementary items, nested
/// groups, custom groups, stacks in orthogonal sections).
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalWidth(0.25)))
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private enum Source {
        case section(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    private let source: Source
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// The sections as laid out by the last ``prepare()``. Final and without dynamic
    /// exclusivity checks (main-actor state; no access is held across a call out of the layout),
    /// so that asking a section about an item reads it in place instead of copying it.
    @exclusivity(unchecked) final var sections: [CompositionalSectionLayout] = []
    /// Whether some section of the last ``prepare()`` has items that measure themselves, so
    /// that asking about an item of a layout with none costs no look at its section.
    private var sectionsMeasureItems = false
    /// The list configurations of the list sections of the last ``prepare()``, by section.
    private var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]
    /// The background colour a layout made by `list(using:)` gives its collection view.
    var listBackgroundColor: UIColor?
    private var contentSize = CGSize.zero
    private var lastPreparedSize: CGSize?
    private(set) var axis = FlowAxis(isVertical: true)
    /// Whether the next ``prepare()`` forgets the lengths self-sizing items measured (the data
    /// reloaded, or the collection view's size changed); until then each ``prepare()`` hands
    /// every section the lengths its previous layout kept (one record per measurement).
    private var forgetsMeasuredLengths = false
    /// The lengths self-sizing boundary items measured, by section and element kind, kept as
    /// item lengths are.
    private var measuredBoundaryLengths: [Int: [String: CGFloat]] = [:]
    /// The layout's own boundary items, and the room they take before and after the sections.
    private(set) var layoutBoundaryItems: [BoundaryPlacement] = []
    private var layoutRoomBefore: CGFloat = 0
    private var layoutRoomAfter: CGFloat = 0
    /// Orthogonal sections' offsets, by section: they outlive layout passes (clamped on each).
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// What visible-items handlers changed, by item: applied to the cells' attributes until
    /// the section scrolls again or the layout is invalidated. Without dynamic exclusivity
    /// checks (read for every cell's attributes): each access is a dictionary read or write, or
    /// a filter by section, that calls out to nothing that could reach the layout.
    @exclusivity(unchecked) var visibleItemChanges: [IndexPath: LayoutVisibleItem] = [:]
    /// The environment of the last ``prepare()``, for visible-items handlers.
    private(set) var lastEnvironment: LayoutEnvironment?

    /// Messages about layouts whose result UIKit leaves undefined (a group holding more than
    /// fits along its axis), from the last ``prepare()``. The engine keeps them here so that a
    /// test can assert on them.
    public private(set) var diagnostics: [String] = []

    /// A layout whose every section is laid out as `section`.
    ///
    /// - Complexity: O(1).
    public init(section: NSCollectionLayoutSection) {
        source = .section(section)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is laid out as `section`, with `configuration` (copied).
    ///
    /// - Complexity: O(1).
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .section(section)
        storedConfiguration = Self.copied(configuration)
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section's layout, on every layout pass.
    ///
    /// - Complexity: O(1).
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        source = .provider(sectionProvider)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section's layout, with `configuration` (copied).
    ///
    /// - Complexity: O(1).
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        source = .provider(sectionProvider)
        storedConfiguration = Self.copied(configuration)
        super.init()
    }

    private static func copied(
        _ configuration: UICollectionViewCompositionalLayoutConfiguration
    ) -> UICollectionViewCompositionalLayoutConfiguration {
        // `copy()` of a configuration always returns an instance of its own class.
        configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? configuration
    }

    /// The layout's configuration. Reading it returns a copy and setting it stores a copy (as
    /// UIKit's `@NSCopying` property does), so a change only takes effect once the configuration
    /// is set again; setting it invalidates the layout.
    ///
    /// - Complexity: O(1).
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { Self.copied(storedConfiguration) }
        set {
            storedConfiguration = Self.copied(newValue)
            invalidateLayout()
        }
    }

    // MARK: Layout

    /// Lays out every section: asks the provider (or takes the one section), resolves the
    /// section's group once in the section's container, and places the sections one after the
    /// other. Scrolling alone (a bounds change that keeps the size) keeps the layout.
    ///
    /// Stops the program when the provider returns nil for a section that has items, or when a
    /// section with items has a group that holds none (a custom group's provider returned no
    /// frames).
    ///
    /// - Complexity: O(*s*) for *s* sections whose groups hold no custom group, whatever their
    ///   number of items (plus the provider's calls); O(*n*) in the number of items of sections
    ///   with a custom group (one provider call per group instance).
    open override func prepare() {
        if preparesForBoundsChangeOnly, collectionView?.bounds.size == lastPreparedSize { return }
        if collectionView?.bounds.size != lastPreparedSize { forgetMeasuredSizes() }
        let measuredLengths = forgetsMeasuredLengths ? [] : sections.map(\.measuredLengths)
        forgetsMeasuredLengths = false
        diagnostics = []
        sections = []
        sectionsMeasureItems = false
        listConfigurations = [:]
        layoutBoundaryItems = []
        layoutRoomBefore = 0
        layoutRoomAfter = 0
        visibleItemChanges = [:]
        lastPreparedSize = collectionView?.bounds.size
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let configuration = storedConfiguration
        let axis = FlowAxis(isVertical: configuration.scrollDirection == .vertical)
        self.axis = axis
        let adjusted = collectionView.adjustedContentInset
        let crossExtent = max(
            0, axis.cross(collectionView.bounds.size) - axis.crossBefore(adjusted) - axis.crossAfter(adjusted))
        let mainExtent = axis.main(collectionView.bounds.size)
        let layoutReference =
            configuration.contentInsetsReference == .automatic ? .safeArea : configuration.contentInsetsReference
        let layoutInsets = referenceInsets(layoutReference, of: collectionView, axis: axis)
        let environment = LayoutEnvironment(
            container: LayoutContainer(
                contentSize: axis.rect(main: 0, cross: 0, mainLength: mainExtent, crossLength: crossExtent).size,
                contentInsets: layoutInsets),
            traitCollection: collectionView.traitCollection)
        lastEnvironment = environment

        layoutBoundaryItems = boundaryPlacements(
            configuration.boundarySupplementaryItems, section: 0, owner: "the layout configuration", axis: axis,
            crossStart: axis.isVertical ? layoutInsets.leading : layoutInsets.top,
            crossLength: max(0, crossExtent - (axis.isVertical ? layoutInsets.leading + layoutInsets.trailing : layoutInsets.top + layoutInsets.bottom)),
            mainExtent: mainExtent)
        layoutRoomBefore = layoutBoundaryItems.map { $0.roomBefore(axis) }.max() ?? 0
        layoutRoomAfter = layoutBoundaryItems.map { $0.roomAfter(axis) }.max() ?? 0
        var position: CGFloat = layoutRoomBefore
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { position += configuration.interSectionSpacing }
            let itemCount = collectionView.numberOfItems(inSection: index)
            let section: NSCollectionLayoutSection?
            switch source {
            case .section(let only): section = only
            case .provider(let provider): section = provider(index, environment)
            }
            guard let section else {
                listPrecondition(
                    itemCount == 0,
                    "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index), "
                        + "which has \(itemCount) items; return an NSCollectionLayoutSection for every section that has items")
                sections.append(CompositionalSectionLayout(emptyAt: position, axis: axis))
                continue
            }
            if let list = section.listConfiguration {
                listConfigurations[index] = list
                position += list.roomAboveHeader
            }
            let reference =
                section.contentInsetsReference == .automatic
                ? layoutInsets : referenceInsets(section.contentInsetsReference, of: collectionView, axis: axis)
            var sectionMetrics = metrics(
                of: section, itemCount: itemCount, reference: reference, axis: axis, mainExtent: mainExtent,
                crossExtent: crossExtent)
            let supplementaryReference =
                section.supplementaryContentInsetsReference == .automatic
                ? layoutInsets : referenceInsets(section.supplementaryContentInsetsReference, of: collectionView, axis: axis)
            let follows = section.supplementariesFollowContentInsets
            let (sectionBefore, sectionAfter) =
                axis.isVertical
                ? (section.contentInsets.leading, section.contentInsets.trailing)
                : (section.contentInsets.top, section.contentInsets.bottom)
            let (referenceBefore, referenceAfter) =
                axis.isVertical
                ? (supplementaryReference.leading, supplementaryReference.trailing)
                : (supplementaryReference.top, supplementaryReference.bottom)
            let boundaryStart = referenceBefore + (follows ? sectionBefore : 0)
            var boundaries = boundaryPlacements(
                section.boundarySupplementaryItems, section: index, owner: "section \(index)", axis: axis,
                crossStart: boundaryStart,
                crossLength: max(0, crossExtent - boundaryStart - referenceAfter - (follows ? sectionAfter : 0)),
                mainExtent: mainExtent)
            if let measured = measuredBoundaryLengths[index] {
                for (slot, boundary) in boundaries.enumerated() where boundary.measures {
                    if let length = measured[boundary.kind] { boundaries[slot].setLength(length, axis: axis) }
                }
            }
            let roomBefore = boundaries.map { $0.roomBefore(axis) }.max() ?? 0
            let roomAfter = boundaries.map { $0.roomAfter(axis) }.max() ?? 0
            sectionMetrics.mainBefore += roomBefore
            sectionMetrics.mainAfter += roomAfter
            if section.orthogonalScrollingBehavior != .none {
                orthogonalOffsets[index] = orthogonalOffsets[index] ?? 0
            }
            var layout = CompositionalSectionLayout(
                group: section.group, metrics: sectionMetrics, axis: axis, mainStart: position,
                environment: environment, section: index, measured: index < measuredLengths.count ? measuredLengths[index] : MeasuredLengths())
            layout.attach(
                boundaryItems: boundaries,
                decorations: decorationPlacements(
                    section.decorationItems, section: index, crossStart: sectionMetrics.crossBefore - sectionBefore,
                    crossLength: max(
                        0, crossExtent - sectionMetrics.crossBefore - sectionMetrics.crossAfter + sectionBefore + sectionAfter)),
                roomBefore: roomBefore, roomAfter: roomAfter)
            if layout.orthogonal != nil {
                let clamped = clampedOrthogonalOffset(orthogonalOffsets[index] ?? 0, in: layout)
                layout.orthogonal?.offset = clamped
                orthogonalOffsets[index] = layout.orthogonal?.offset
                layout.orthogonal?.handler = section.visibleItemsInvalidationHandler
            }
            if layout.overflows {
                diagnostics.append(
                    "Section \(index): a group holds more items than fit along its axis (a counted group's count, "
                        + "or one round of its subitems, is too long for the group); the items overflow it.")
            }
            sections.append(layout)
            position = layout.mainEnd
        }
        orthogonalOffsets = orthogonalOffsets.filter { sections.indices.contains($0.key) && sections[$0.key].orthogonal != nil }
        sectionsMeasureItems = sections.contains { $0.measuresItems }
        contentSize = axis.rect(main: 0, cross: 0, mainLength: position + layoutRoomAfter, crossLength: crossExtent).size
    }

    /// Lays out `items`, the boundary items of `owner`, at index path item 0 of `section`.
    /// Stops the program when two share a kind.
    private func boundaryPlacements(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], section: Int, owner: String, axis: FlowAxis,
        crossStart: CGFloat, crossLength: CGFloat, mainExtent: CGFloat
    ) -> [BoundaryPlacement] {
        requireDistinctKinds(items.map(\.elementKind), owner: owner, items: "boundary supplementary items", item: "boundary item")
        return items.map { item in
            BoundaryPlacement(
                item, indexPath: IndexPath(item: 0, section: section), axis: axis, crossStart: crossStart,
                crossLength: crossLength, mainExtent: mainExtent)
        }
    }

    /// Stops the program, naming `owner` and the kind, when two of `kinds` (of the `items` of a
    /// section) are the same.
    ///
    /// - Complexity: O(*k*) for *k* kinds.
    private func requireDistinctKinds(_ kinds: [String], owner: String, items: String, item: String) {
        var seen = Set<String>()
        for kind in kinds {
            listPrecondition(
                seen.insert(kind).inserted,
                "UICollectionViewCompositionalLayout: \(owner) has two \(items) of kind '\(kind)'; "
                    + "give each \(item) of a section its own element kind")
        }
    }

    /// Lays out `items`, the decoration items of `section`. Stops the program when two share a kind.
    private func decorationPlacements(
        _ items: [NSCollectionLayoutDecorationItem], section: Int, crossStart: CGFloat, crossLength: CGFloat
    ) -> [DecorationPlacement] {
        requireDistinctKinds(items.map(\.elementKind), owner: "section \(section)", items: "decoration items", item: "decoration item")
        return items.map { item in
            DecorationPlacement(
                kind: item.elementKind, indexPath: IndexPath(item: 0, section: section), zIndex: item.zIndex,
                insets: item.contentInsets, crossStart: crossStart, crossLength: crossLength)
        }
    }

    /// The span the layout's own boundary items are laid out against: every section.
    private var layoutSpan: BoundarySpan {
        let end = axis.main(contentSize)
        return BoundarySpan(start: 0, contentStart: layoutRoomBefore, contentEnd: end - layoutRoomAfter, end: end)
    }

    /// A section's insets in the layout's terms, and its content area.
    private func metrics(
        of section: NSCollectionLayoutSection, itemCount: Int, reference: NSDirectionalEdgeInsets, axis: FlowAxis,
        mainExtent: CGFloat, crossExtent: CGFloat
    ) -> CompositionalSectionLayout.Metrics {
        let insets = section.contentInsets
        let (mainBefore, mainAfter) = axis.isVertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let (crossBefore, crossAfter) =
            axis.isVertical
            ? (insets.leading + reference.leading, insets.trailing + reference.trailing)
            : (insets.top + reference.top, insets.bottom + reference.bottom)
        let container = axis.rect(
            main: 0, cross: 0, mainLength: max(0, mainExtent - mainBefore - mainAfter),
            crossLength: max(0, crossExtent - crossBefore - crossAfter)
        ).size
        return CompositionalSectionLayout.Metrics(
            itemCount: itemCount, mainBefore: mainBefore, mainAfter: mainAfter, crossBefore: crossBefore,
            container: container, interGroupSpacing: section.interGroupSpacing, crossAfter: crossAfter,
            crossExtent: crossExtent, orthogonalBehavior: section.orthogonalScrollingBehavior)
    }

    /// The insets `reference` adds across the scroll axis (see ``UIContentInsetsReference``).
    private func referenceInsets(
        _ reference: UIContentInsetsReference, of collectionView: UICollectionView, axis: FlowAxis
    ) -> NSDirectionalEdgeInsets {
        let insets: UIEdgeInsets
        switch reference {
        case .automatic, .safeArea: insets = collectionView.safeAreaInsets
        case .none: insets = .zero
        case .layoutMargins: insets = collectionView.effectiveLayoutMargins
        case .readableContent:
            let guide = collectionView.systemGuideFrame(.readableContent)
            let size = collectionView.bounds.size
            insets = UIEdgeInsets(
                top: guide.minY, left: guide.minX, bottom: size.height - guide.maxY, right: size.width - guide.maxX)
        }
        return axis.isVertical
            ? NSDirectionalEdgeInsets(top: 0, leading: insets.left, bottom: 0, trailing: insets.right)
            : NSDirectionalEdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
    }

    // MARK: Self-sizing

    /// The size to measure the item at `indexPath` within, when it sizes itself and has not
    /// been measured: its width in its group (its height, scrolling sideways), unbounded along
    /// the scroll axis; else nil.
    ///
    /// Items size themselves in a section whose group is estimated along the scroll axis, is a
    /// horizontal or vertical group and holds no group inside; the items estimated along the
    /// scroll axis are measured. A group that lays its items out across the scroll axis (a
    /// horizontal group when scrolling vertically: a row) is as long as its longest item, items
    /// keeping their own measured length from the group's leading edge; one that lays them out
    /// along it (a vertical group when scrolling vertically, the usual list shape) is as long as
    /// its items end to end with the group's `interItemSpacing` between them, as in UIKit. A
    /// section's boundary items estimated along the scroll axis are measured too (see
    /// ``NSCollectionLayoutBoundarySupplementaryItem``). Other estimated dimensions stay at their
    /// estimate (a later step).
    ///
    /// - Complexity: O(1) after ``prepare()``.
    open override func selfSizingFittingSize(forItemAt indexPath: IndexPath) -> CGSize? {
        guard indexPath.count == 2 else {
            prepareIfNeeded()
            return nil
        }
        return selfSizingFittingSize(section: indexPath.section, item: indexPath.item)
    }

    /// ``selfSizingFittingSize(forItemAt:)`` for item `item` of section `section` (what the
    /// collection view asks an instance of this class itself, with the integers it holds).
    ///
    /// - Complexity: O(1) after ``prepare()``.
    final func selfSizingFittingSize(section: Int, item: Int) -> CGSize? {
        prepareIfNeeded()
        guard sectionsMeasureItems, sections.indices.contains(section) else { return nil }
        // Self-sizing groups are asked directly: calling the section's method copies the section
        // out of the array (retaining its storage and arrays) for every item asked about.
        if let groups = sections[section].selfSizing {
            return groups.fittingSize(ofItem: item, itemCount: sections[section].itemCount, axis: axis)
        }
        return sections[section].fittingSize(ofItem: item)
    }

    /// Items are measured along the scroll axis only: the width (height) their group gives them stays.
    override var selfSizingFixesCrossAxis: Bool { true }

    /// Keeps the length along the scroll axis the item measured (its other dimension stays what
    /// the group gives it) until the data reloads, the collection view's size changes or a
    /// layout pass gives the section a shape whose items do not measure themselves, and moves
    /// what follows in place, without laying the other sections out again.
    ///
    /// - Complexity: O(*c* + log *g* + *s*) for the *c* items of a group, the *g* groups of the
    ///   section and the *s* sections after it.
    open override func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) {
        guard indexPath.count == 2 else {
            prepareIfNeeded()
            return
        }
        setMeasuredSize(size, section: indexPath.section, item: indexPath.item)
    }

    /// ``setMeasuredSize(_:forItemAt:)`` for item `item` of section `section` (what the
    /// collection view tells an instance of this class itself, with the integers it holds).
    ///
    /// - Complexity: that of ``setMeasuredSize(_:forItemAt:)``.
    final func setMeasuredSize(_ size: CGSize, section: Int, item: Int) {
        prepareIfNeeded()
        guard sections.indices.contains(section) else { return }
        // Changed in place: asking the section first whether the item measures would copy it.
        guard let delta = sections[section].setMeasuredLength(axis.main(size), ofItem: item) else { return }
        shiftSections(after: section, by: delta)
    }

    /// The size to measure a section's boundary item of `kind` within, when it is estimated
    /// along the scroll axis and not measured yet: its width (height, scrolling sideways),
    /// unbounded along the scroll axis; else nil.
    ///
    /// - Complexity: O(*b*) for the section's *b* boundary items, after ``prepare()``.
    override func selfSizingFittingSize(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> CGSize? {
        prepareIfNeeded()
        guard sections.indices.contains(indexPath.section), measuredBoundaryLengths[indexPath.section]?[kind] == nil else {
            return nil
        }
        return sections[indexPath.section].fittingSize(ofBoundaryItem: kind)
    }

    /// Keeps the length a section's boundary item measured along the scroll axis until the
    /// data reloads or the collection view's size changes; the section makes room for it and
    /// what follows moves in place.
    ///
    /// - Complexity: O(*b* + *s*) for the section's *b* boundary items and the *s* sections after it.
    override func setMeasuredSize(_ size: CGSize, forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) {
        prepareIfNeeded()
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].fittingSize(ofBoundaryItem: kind) != nil
        else { return }
        let length = axis.main(size)
        measuredBoundaryLengths[indexPath.section, default: [:]][kind] = length
        shiftSections(
            after: indexPath.section, by: sections[indexPath.section].setMeasuredLength(length, ofBoundaryItem: kind))
    }

    /// Moves the sections after `section` by `delta` along the scroll axis (section `section`
    /// changed length) and the content's end with them, and asks for layout.
    ///
    /// - Complexity: O(*s*) for the *s* sections after `section`.
    private func shiftSections(after section: Int, by delta: CGFloat) {
        if delta != 0 {
            for later in section + 1..<sections.count { sections[later].shift(by: delta) }
            contentSize = axis.rect(
                main: 0, cross: 0, mainLength: (sections.last?.mainEnd ?? layoutRoomBefore) + layoutRoomAfter,
                crossLength: axis.cross(contentSize)
            ).size
        }
        requestLayoutAfterMeasurement()
    }

    override func forgetMeasuredSizes() {
        forgetsMeasuredLengths = true
        measuredBoundaryLengths = [:]
    }

    // MARK: Queries

    /// The size of all sections: their length along the scroll axis, and across it the
    /// collection view's bounds less its adjusted content insets.
    ///
    /// - Complexity: O(1) after ``prepare()``.
    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    /// The attributes of every element sharing an area with `rect` (touching its edge is not
    /// enough): the layout's boundary items, then section by section its decorations, its
    /// boundary items (pinned ones where they pin) and its cells in item order, each followed
    /// by its attached supplementary items. An orthogonal section's cells are where its offset
    /// moved them. Each call returns new attributes.
    ///
    /// Items' supplementary items are found through their cells' groups, widened by how far
    /// the section's attached items stick out of a group (worked out once per layout pass), so
    /// a badge poking out of a row off screen is still returned.
    ///
    /// - Complexity: O(log *s* + *k* + *b*) for *s* sections, the *k* cells (with their
    ///   attachments) of the group instances that overlap `rect`, and the *b* boundary and
    ///   decoration items of the sections that overlap it (plus O(log *g*) per section with a
    ///   custom group or self-sizing groups, for its *g* groups, and per cell of self-sizing
    ///   groups, O(*c*) more in a stack of *c* cells).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        let (lower, upper) = axis.mainRange(rect)
        let (crossLower, crossUpper) = axis.isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        // Only boundary items use it, and asking the collection view for its bounds is not free.
        lazy var visible = visibleMainRange
        var result: [UICollectionViewLayoutAttributes] = []
        if !layoutBoundaryItems.isEmpty {
            let span = layoutSpan
            for placement in layoutBoundaryItems {
                let attributes = boundaryAttributes(placement, in: span, visible: visible)
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
        }
        var first = Self.firstSection(endingAfter: lower, in: sections)
        // The section before may have items' supplementary items sticking out of its end.
        if first > 0, sections[first - 1].attachmentOverhang.after > 0 { first -= 1 }
        for index in first..<sections.count {
            let layout = sections[index]
            guard layout.mainStart - layout.attachmentOverhang.before < upper else { break }
            let span = layout.span
            for placement in layout.decorations {
                let frame = placement.frame(in: span, axis: axis)
                guard frame.overlaps(rect) else { continue }
                result.append(decorationAttributes(placement, frame: frame))
            }
            for placement in layout.boundaryItems {
                let attributes = boundaryAttributes(placement, in: span, visible: visible)
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
            var indexPath = IndexPath(item: 0, section: index)
            let overhang = layout.attachmentOverhang
            let items = layout.items(inGroupsOverlapping: lower - overhang.after, upper + overhang.before)
            let across = layout.items(inGroupsAcross: crossLower, crossUpper)
            let start = max(items.lowerBound, across.lowerBound)
            let hasAttachments = layout.hasAttachments
            let candidates = start..<max(start, min(items.upperBound, across.upperBound))
            // Room for every candidate cell at once, rather than regrowing the array as they come
            // (at least doubling, so that many small sections still cost amortized O(1) each).
            if result.count + candidates.count > result.capacity {
                result.reserveCapacity(max(result.count + candidates.count, 2 * result.capacity))
            }
            let groupStarts = layout.selfSizingGroupStarts(ofItems: candidates)
            for item in candidates {
                let (frame, zIndex) = layout.frame(ofItem: item, groupStarts: groupStarts)
                indexPath.item = item
                if frame.overlaps(rect) {
                    result.append(
                        cellAttributes(
                            at: indexPath, frame: frame, zIndex: zIndex, order: IndexPath.Order(section: index, item: item)))
                }
                guard hasAttachments else { continue }
                for attachment in layout.attachments(ofItem: item) {
                    let attributes = attachmentAttributes(attachment, at: indexPath, cellFrame: frame)
                    if attributes.frame.overlaps(rect) { result.append(attributes) }
                }
            }
        }
        return result
    }

    /// The first of `sections` (in order along the scroll axis) that ends after `lower`; their
    /// count when none does. Not main-actor isolated, so that the search's closure checks no
    /// isolation when called.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    private nonisolated static func firstSection(endingAfter lower: CGFloat, in sections: [CompositionalSectionLayout]) -> Int {
        sections.partitioningIndex { $0.mainEnd > lower }
    }

    /// The visible bounds' range along the scroll axis, which pinned items stay in.
    private var visibleMainRange: (lower: CGFloat, upper: CGFloat)? {
        collectionView.map { axis.mainRange($0.bounds) }
    }

    /// A cell's attributes, with what a visible-items handler changed; `order`, when given, is
    /// `indexPath.order`, which the attributes keep (see ``UICollectionViewLayoutAttributes/knownIndexPathOrder``).
    private func cellAttributes(
        at indexPath: IndexPath, frame: CGRect, zIndex: Int, order: IndexPath.Order? = nil
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(cellAt: indexPath, frame: frame, order: order)
        attributes.zIndex = zIndex
        if let changed = visibleItemChanges[indexPath] {
            attributes.alpha = changed.alpha
            attributes.zIndex = changed.zIndex
            attributes.isHidden = changed.isHidden
        }
        return attributes
    }

    private func attachmentAttributes(
        _ attachment: NSCollectionLayoutSupplementaryItem, at indexPath: IndexPath, cellFrame: CGRect
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(
            supplementary: attachment.elementKind, at: indexPath, frame: attachment.frame(attachedTo: cellFrame))
        attributes.zIndex = attachment.zIndex
        return attributes
    }

    private func boundaryAttributes(
        _ placement: BoundaryPlacement, in span: BoundarySpan, visible: (lower: CGFloat, upper: CGFloat)?
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(
            supplementary: placement.kind, at: placement.indexPath,
            frame: placement.frame(in: span, axis: axis, visible: visible))
        attributes.zIndex = placement.zIndex
        return attributes
    }

    private func decorationAttributes(_ placement: DecorationPlacement, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(decoration: placement.kind, at: placement.indexPath, frame: frame)
        attributes.zIndex = placement.zIndex
        return attributes
    }

    /// The attributes of the boundary supplementary item of `elementKind` of section
    /// `indexPath.section` (its index path is item 0 of the section; pinned where it pins), or
    /// of the layout's own boundary item of that kind at item 0 of section 0, or of the
    /// supplementary item of that kind attached to the item at `indexPath` (a badge; see
    /// ``NSCollectionLayoutSupplementaryItem``), in that order; nil when there is none. Give
    /// boundary items and items' supplementary items different kinds.
    ///
    /// - Complexity: O(*b* + *a*) for the *b* boundary items of the section and the *a*
    ///   supplementary items of the item, after ``prepare()``.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2 else { return nil }
        if sections.indices.contains(indexPath.section), indexPath.item == 0 {
            let layout = sections[indexPath.section]
            if let placement = layout.boundaryItems.first(where: { $0.kind == elementKind }) {
                return boundaryAttributes(placement, in: layout.span, visible: visibleMainRange)
            }
        }
        if indexPath == IndexPath(item: 0, section: 0),
            let placement = layoutBoundaryItems.first(where: { $0.kind == elementKind })
        {
            return boundaryAttributes(placement, in: layoutSpan, visible: visibleMainRange)
        }
        if sections.indices.contains(indexPath.section), (0..<sections[indexPath.section].itemCount).contains(indexPath.item),
            let attachment = sections[indexPath.section].attachments(ofItem: indexPath.item)
                .first(where: { $0.elementKind == elementKind })
        {
            let frame = sections[indexPath.section].frame(ofItem: indexPath.item).frame
            return attachmentAttributes(attachment, at: indexPath, cellFrame: frame)
        }
        return nil
    }

    /// The attributes of the decoration item of `elementKind` of section `indexPath.section`
    /// (its index path is item 0 of the section), or nil when there is none.
    ///
    /// - Complexity: O(*d*) for the *d* decoration items of the section, after ``prepare()``.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section),
            let placement = sections[indexPath.section].decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        return decorationAttributes(placement, frame: placement.frame(in: sections[indexPath.section].span, axis: axis))
    }

    /// The attributes of the item at `indexPath`, or nil when it is out of range.
    ///
    /// - Complexity: O(1) after ``prepare()`` (O(log *g*) in a section with a custom group or
    ///   self-sizing groups, plus O(*c*) in a self-sizing stack of *c* cells).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        else { return nil }
        let (frame, zIndex) = sections[indexPath.section].frame(ofItem: indexPath.item)
        return cellAttributes(at: indexPath, frame: frame, zIndex: zIndex)
    }

    /// True when the bounds' size changes: fractional dimensions and the container follow the
    /// size. Scrolling alone keeps the layout (pinned boundary items are placed when asked).
    ///
    /// - Complexity: O(1).
    /// A boundary item that pins (`pinToVisibleBounds`), away from its place in its section (or
    /// in the layout, for the layout's own boundary items). O(*b*) for the *b* boundary items of
    /// the section.
    override func isPinned(supplementaryOfKind kind: String, at indexPath: IndexPath, frame: CGRect) -> Bool {
        guard indexPath.count == 2, indexPath.item == 0 else { return false }
        if sections.indices.contains(indexPath.section),
            let placement = sections[indexPath.section].boundaryItems.first(where: { $0.kind == kind })
        {
            return placement.pins && placement.frame(in: sections[indexPath.section].span, axis: axis, visible: nil) != frame
        }
        if indexPath.section == 0, let placement = layoutBoundaryItems.first(where: { $0.kind == kind }) {
            return placement.pins && placement.frame(in: layoutSpan, axis: axis, visible: nil) != frame
        }
        return false
    }

    override func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        prepareIfNeeded()
        return listConfigurations[section]
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return true }
        return newBounds.size != collectionView.bounds.size
    }

    /// Invalidating forgets what visible-items handlers changed; orthogonal offsets stay.
    ///
    /// - Complexity: O(1).
    open override func invalidateLayout() {
        visibleItemChanges = [:]
        super.invalidateLayout()
    }
}
