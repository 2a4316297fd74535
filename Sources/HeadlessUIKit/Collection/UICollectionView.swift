import Foundation

/// A scrolling view of items in sections placed by a layout; the engine's `UICollectionView`.
///
/// As ``UITableView``, the collection view caches counts at ``reloadData()`` (or at its first
/// layout), asks its ``collectionViewLayout`` what overlaps the bounds, dequeues cells and
/// supplementary views only for what came into view, and returns what left to LIFO reuse pools
/// (one per reuse identifier, and per kind for supplementary views).
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// let collectionView = UICollectionView(frame: screen, collectionViewLayout: layout)
/// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// collectionView.dataSource = dataSource
/// collectionView.layoutIfNeeded()
/// ```
@MainActor
public final class UICollectionView: ListView {
    /// The kind of section headers, as `UICollectionView.elementKindSectionHeader`.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers, as `UICollectionView.elementKindSectionFooter`.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind UIKit names cells by in its messages.
    nonisolated static let elementKindCell = "UICollectionElementKindCell"

    /// Where an item ends up after scrolling to it, as `UICollectionView.ScrollPosition`.
    /// Combine at most one vertical and one horizontal position; empty scrolls the least.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The position's bits, as UIKit's (`UInt`).
        public let rawValue: UInt
        /// A position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top edge at the top of the viewport.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the viewport.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the viewport.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the viewport.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the viewport.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the viewport.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Places the items. Setting it is ``setCollectionViewLayout(_:animated:)`` without animation.
    // This property, the data source, its outline role and the delegate are read for every cell
    // and measurement of a display pass, so they skip dynamic exclusivity checks: each access is
    // a plain load or store of the reference (observers run after the store, outside the access).
    @exclusivity(unchecked) public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            oldValue.owningCollectionView = nil
            adopt(collectionViewLayout)
            collectionViewLayout.prepareIfNeeded()
            contentSize = collectionViewLayout.collectionViewContentSize
            contentOffset = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        }
    }


    /// Supplies counts, cells and supplementary views. Held weakly. Setting it returns the shown
    /// views to their pools and clears the selection; everything comes from the new data source
    /// at the next layout.
    @exclusivity(unchecked) public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet {
            outlineSource = dataSource as? any OutlineToggling
            counts = nil
            collectionViewLayout.invalidateLayout()
            forgetDisplayedData()
        }
    }

    /// The data source when it keeps outlines (a diffable one), cast once when it is set rather
    /// than for every cell coming into view.
    @exclusivity(unchecked) private(set) weak var outlineSource: (any OutlineToggling)?

    override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate ?? plainScrollViewDelegate }

    /// The context menu the last long press showed (see ``longPressItem(at:)``).
    public internal(set) var lastContextMenuConfiguration: UIContextMenuConfiguration?

    override func setScrollViewDelegate(_ newDelegate: (any UIScrollViewDelegate)?) {
        if let collectionDelegate = newDelegate as? any UICollectionViewDelegate {
            delegate = collectionDelegate
        } else {
            delegate = nil
            plainScrollViewDelegate = newDelegate
        }
    }

    /// Receives display and selection callbacks (and, as a ``UICollectionViewDelegateFlowLayout``,
    /// overrides flow layout metrics). Held weakly. Setting it invalidates the layout.
    @exclusivity(unchecked) public weak var delegate: (any UICollectionViewDelegate)? {
        didSet {
            plainScrollViewDelegate = nil
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Setting the frame to a new size lays out again when the layout asks for it.
    public override var frame: CGRect {
        willSet {
            if newValue.size != frame.size,
                collectionViewLayout.shouldInvalidateLayout(forBoundsChange: CGRect(origin: bounds.origin, size: newValue.size))
            {
                collectionViewLayout.needsPrepare = true
                collectionViewLayout.preparesForBoundsChangeOnly = false
            }
        }
    }

    /// Moving the bounds (scrolling) asks the layout `shouldInvalidateLayout(forBoundsChange:)`
    /// while the old bounds are still in place, as UIKit does; a yes has the layout prepared again
    /// before the next layout pass. (A new size goes through ``frame``.)
    public override var bounds: CGRect {
        willSet {
            let old = bounds
            if newValue.origin != old.origin, newValue.size == old.size,
                collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue)
            {
                collectionViewLayout.invalidateForBoundsChange()
            }
        }
    }

    struct SupplementaryKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// A supplementary view on screen: ordered by index path, then kind.
    struct ElementKey: Hashable, DisplayedKey {
        var kind: String
        var indexPath: IndexPath

        static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
            (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
        }
    }

    /// The cells' reuse queues. Without dynamic exclusivity checks: every change of the pool
    /// runs no app code while it lasts (the dequeue prepares a queued cell, or makes one of the
    /// registered class, after taking it from the pool; a retired cell leaves its superview
    /// before it is kept), and the pool calls out to nothing that could reach the collection view.
    @exclusivity(unchecked) var cellPool = ReusePool<String, UICollectionViewCell>(queuesUnregisteredViews: false)
    var supplementaryPool = ReusePool<SupplementaryKey, UICollectionReusableView>(queuesUnregisteredViews: false)
    /// The supplementary views on screen (kept in their store, which the display pass changes
    /// in place).
    var displayedSupplementaryViews: DisplayedViews<ElementKey, UICollectionReusableView> {
        _read { yield displayedSupplementaryViewsStore.views }
        _modify { yield &displayedSupplementaryViewsStore.views }
    }
    let displayedSupplementaryViewsStore = DisplayedViewsStore<ElementKey, UICollectionReusableView>()
    /// The layout attributes of the cell the display pass is asking the data source for, so
    /// that its dequeue applies them without asking the layout again.
    @exclusivity(unchecked) var attributesForDequeue: UICollectionViewLayoutAttributes?
    /// The index path of ``attributesForDequeue`` as the display pass read it once
    /// (``IndexPath/order``): the dequeue recognises its item by two integers. Set and cleared
    /// with it.
    @exclusivity(unchecked) var orderForDequeue: IndexPath.Order?
    /// Supplementary views made to be measured, until they come on screen (or go back to their pool).
    var measuredSupplementaryViews: [ElementKey: UICollectionReusableView] = [:]
    /// Decoration views off screen, by kind; and those on screen (see `UICollectionView+Decoration.swift`).
    var decorationPool = ReusePool<String, UICollectionReusableView>(queuesUnregisteredViews: true)
    var displayedDecorationViews: DisplayedViews<ElementKey, UICollectionReusableView> {
        _read { yield displayedDecorationViewsStore.views }
        _modify { yield &displayedDecorationViewsStore.views }
    }
    let displayedDecorationViewsStore = DisplayedViewsStore<ElementKey, UICollectionReusableView>()

    /// Decoding from a nib or storyboard, which HeadlessUIKit cannot do (it has no Objective-C
    /// runtime): stops the program saying so. It exists so that the
    /// `required init?(coder: NSCoder) { fatalError(...) }` every UIKit subclass carries compiles
    /// unchanged; make the view in code instead.
    public required init?(coder: NSCoder) {
        decodingIsOutOfScope(Self.self)
    }

    /// Creates an empty collection view that places its items with `layout`; it reads its data
    /// source's counts at its first layout.
    ///
    /// - Complexity: O(1).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame, vocabulary: .collection, as: UICollectionView.self)
        adopt(layout)
    }

    /// Clears the layout's reference to this collection view (an unowned one, which would
    /// otherwise dangle), unless another collection view took the layout since.
    isolated deinit {
        if collectionViewLayout.owningCollectionView === self { collectionViewLayout.owningCollectionView = nil }
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.owningCollectionView = self
        if let color = (layout as? UICollectionViewCompositionalLayout)?.listBackgroundColor { backgroundColor = color }
        layout.invalidateLayout()
    }

    /// Replaces the layout: the new one is prepared, asked
    /// `targetContentOffset(forProposedContentOffset:)` for the current offset, and places the
    /// items at the next layout pass. The engine does not animate; `animated` is kept for UIKit's
    /// signature.
    ///
    /// - Complexity: one preparation of the new layout.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Replaces the layout as ``setCollectionViewLayout(_:animated:)``, then calls `completion`
    /// with true (the change is finished at once).
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// A user's drag that ends with `velocity` (points per millisecond, as UIKit's scroll views
    /// report it) and would come to rest at `proposedContentOffset`: the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` decides where the
    /// content stops, as when a finger lifts in UIKit, and the content scrolls there. A test driver.
    ///
    /// - Complexity: the layout's cost for the call, then one layout pass.
    public func scrollByUser(toProposedContentOffset proposedContentOffset: CGPoint, velocity: CGPoint) {
        layoutIfNeeded()
        contentOffset = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        layoutIfNeeded()
    }

    // MARK: Registration and dequeue

    /// Registers a cell class for `identifier`, replacing an earlier one; nil removes it. A class
    /// that is not a ``UICollectionViewCell`` stops the program (UIKit raises at dequeue).
    ///
    /// - Complexity: O(1).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        // The cells queued for the identifier are let go of after the pool changed (their
        // deinitializers are app code, and the pool is changed without exclusivity checks).
        let dropped = cellPool.takeQueue(for: identifier)
        defer { withExtendedLifetime(dropped) {} }
        guard let cellClass else { return cellPool.register(nil, for: identifier) }
        guard let viewClass = cellClass as? UICollectionViewCell.Type else {
            listFailure("register(_:forCellWithReuseIdentifier:): \(cellClass) is not a subclass of UICollectionViewCell")
        }
        cellPool.register(viewClass, for: identifier)
    }

    /// Registers a supplementary view class for `kind` and `identifier`; nil removes it. A class
    /// that is not a ``UICollectionReusableView`` stops the program.
    ///
    /// - Complexity: O(1).
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        let key = SupplementaryKey(kind: kind, identifier: identifier)
        guard let viewClass else { return supplementaryPool.register(nil, for: key) }
        guard let reusableClass = viewClass as? UICollectionReusableView.Type else {
            listFailure(
                "register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a subclass of "
                    + "UICollectionReusableView")
        }
        supplementaryPool.register(reusableClass, for: key)
    }

    /// The cell class registered for `identifier`, if any.
    public func registeredCellClass(forReuseIdentifier identifier: String) -> UICollectionViewCell.Type? {
        cellPool.registeredClass(for: identifier)
    }

    /// The supplementary view class registered for `kind` and `identifier`, if any.
    public func registeredSupplementaryViewClass(
        ofKind kind: String, forReuseIdentifier identifier: String
    ) -> UICollectionReusableView.Type? {
        supplementaryPool.registeredClass(for: SupplementaryKey(kind: kind, identifier: identifier))
    }

    /// A cell for `indexPath`: the last one queued for `identifier` (after its
    /// ``ReusableView/prepareForReuse()``), or a new one of the registered class, with the
    /// layout's attributes applied.
    ///
    /// An identifier with no registration stops the program with UIKit's text: `could not
    /// dequeue a view of kind: UICollectionElementKindCell with identifier <ID> - must register a
    /// nib or a class for the identifier or connect a prototype cell in a storyboard` (inside
    /// ``ProgrammerErrors/withHandler(_:_:)`` the handler gets the error and an empty
    /// `UICollectionViewCell` is returned).
    ///
    /// - Complexity: O(1) amortized when a cell is queued.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        // The index path's section and item, read once through Foundation: the range check and
        // the display pass's pending attributes compare integers.
        let order = indexPath.order
        if let order, counts?.contains(section: order.section, element: order.item) == true {
        } else {
            validate(indexPath, operation: "dequeueReusableCell(withReuseIdentifier:for:)")
        }
        if let cell = takeReconfiguringCell(for: indexPath, identifier: identifier) {
            return unsafeDowncast(cell, to: UICollectionViewCell.self)
        }
        // Taken from the pool first, then prepared or made: no app code runs while the pool changes.
        let cell: UICollectionViewCell?
        switch cellPool.take(identifier) {
        case .queued(let queued):
            queued.prepareForReuse()
            cell = queued
        case .make(let cellClass): cell = makeView(cellClass, identifier: identifier)
        case nil: cell = nil
        }
        guard let cell else {
            listRecoverableFailure(Self.unregisteredMessage(kind: Self.elementKindCell, identifier: identifier))
            // With a test's handler: an empty placeholder cell (not queued: the identifier has no registration).
            let placeholder = makeView(UICollectionViewCell.self, identifier: identifier)
            if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { placeholder.apply(attributes) }
            return placeholder
        }
        // An `if`, not a closure: a closure would check its main-actor isolation on each call.
        let pending: UICollectionViewLayoutAttributes? =
            if let attributes = attributesForDequeue, let order, order == orderForDequeue { attributes } else { nil }
        if let attributes = pending ?? collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.apply(attributes) }
        cell.prepareForDisplay(in: self, at: indexPath)
        return cell
    }

    /// A supplementary view of `kind` for `indexPath`, queued or new, with the layout's
    /// attributes applied. An unregistered kind and identifier stop the program with UIKit's text
    /// (`could not dequeue a view of kind: <KIND> with identifier <ID> - ...`).
    ///
    /// - Complexity: O(1) amortized when a view is queued.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        validate(section: indexPath.section, operation: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
        let key = SupplementaryKey(kind: kind, identifier: identifier)
        guard let view = supplementaryPool.dequeue(key, make: { makeView($0, identifier: identifier) }) else {
            listFailure(Self.unregisteredMessage(kind: kind, identifier: identifier))
        }
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) {
            view.apply(attributes)
        }
        return view
    }

    private func makeView<V: UICollectionReusableView>(_ viewClass: V.Type, identifier: String) -> V {
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    static func unregisteredMessage(kind: String, identifier: String) -> String {
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
            + "for the identifier or connect a prototype cell in a storyboard"
    }

    /// How many cells the collection view has created for `identifier` (not reused ones).
    public func numberOfCreatedCells(withReuseIdentifier identifier: String) -> Int {
        cellPool.createdCount(for: identifier)
    }

    /// How many cells wait in `identifier`'s reuse queue, as ``UITableView``'s count.
    public func numberOfQueuedCells(withReuseIdentifier identifier: String) -> Int {
        cellPool.queuedCount(for: identifier)
    }

    // MARK: Data

    /// Reads the counts again, returns every shown view to its pool, clears the selection (no
    /// delegate calls) and the per-item states the list drives (editing mode stays), and
    /// invalidates the layout. Views are dequeued again at the next layout.
    ///
    /// - Complexity: O(*s* + *v*); the layout is prepared at the next layout pass.
    ///
    /// Inside a batch update (a `performBatchUpdates` block, or between `beginUpdates()` and
    /// `endUpdates()`), where UIKit's documentation says not to call it, it does nothing and the
    /// batch is refused with an error saying so.
    public func reloadData() {
        refuseChangeWhileMakingCell("reloadData()")
        if refusesReloadInsideBatch() { return }
        counts = readCounts()
        dataGeneration &+= 1
        collectionViewLayout.forgetMeasuredSizes()
        collectionViewLayout.invalidateLayout()
        forgetDisplayedData()
    }

    /// The number of sections, from the cached counts (read now if never read).
    public var numberOfSections: Int { currentCounts.numberOfSections }

    /// The number of items in `section`, from the cached counts.
    public func numberOfItems(inSection section: Int) -> Int {
        validate(section: section, operation: "numberOfItems(inSection:)")
        return currentCounts.elementsPerSection[section]
    }
}

extension UICollectionView: ConcreteList {
    func countSource() -> (sections: Int, elements: (Int) -> Int)? {
        guard let dataSource else { return nil }
        return (
            dataSource.numberOfSections(in: self), { dataSource.collectionView(self, numberOfItemsInSection: $0) }
        )
    }

    /// The data source's cell; while it runs, registrations made are refused (see
    /// `UICollectionView+Registrations.swift`), and so are reloads and updates (see
    /// ``ListView/refuseChangeWhileMakingCell(_:)``).
    func cellFromDataSource(at indexPath: IndexPath) -> ReusableView? {
        guard let dataSource else { return nil }
        UICollectionView.cellProviderDepth += 1
        cellRequestDepth += 1
        defer {
            UICollectionView.cellProviderDepth -= 1
            cellRequestDepth -= 1
        }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    func enqueueCell(_ cell: ReusableView, identifier: String) {
        // Off screen first (`removeFromSuperview()` may be overridden), then kept: no app code
        // runs while the pool changes.
        cell.removeFromSuperview()
        cellPool.keep(unsafeDowncast(cell, to: UICollectionViewCell.self), for: identifier)
    }

    func register(cellClass viewClass: ReusableView.Type, identifier: String) -> Bool {
        guard let cellClass = viewClass as? UICollectionViewCell.Type else { return false }
        register(cellClass, forCellWithReuseIdentifier: identifier)
        return true
    }

    func register(sectionViewClass viewClass: ReusableView.Type, identifier: String) -> Bool {
        guard let viewClass = viewClass as? UICollectionReusableView.Type else { return false }
        for kind in [Self.elementKindSectionHeader, Self.elementKindSectionFooter] {
            register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        return true
    }

    func displayedSectionViews() -> [(elementKind: String, indexPath: IndexPath, view: ReusableView)] {
        var views: [(elementKind: String, indexPath: IndexPath, view: ReusableView)] = []
        for (key, view) in displayedSupplementaryViews
        where key.kind == Self.elementKindSectionHeader || key.kind == Self.elementKindSectionFooter {
            views.append((key.kind, key.indexPath, view))
        }
        return views
    }

    func delegateWillDisplay(_ cell: ReusableView, at indexPath: IndexPath) {
        delegate?.collectionView(self, willDisplay: unsafeDowncast(cell, to: UICollectionViewCell.self), forItemAt: indexPath)
    }

    func delegateDidEndDisplaying(_ cell: ReusableView, at indexPath: IndexPath) {
        delegate?.collectionView(
            self, didEndDisplaying: unsafeDowncast(cell, to: UICollectionViewCell.self), forItemAt: indexPath)
    }

    /// ``ConcreteList/retire(_:at:)`` for a cell the display pass keeps by `order`: the
    /// delegate's `didEndDisplaying` (the index path made only when there is a delegate), then
    /// back to its pool, or out of the collection view when it has no reuse identifier.
    ///
    /// - Complexity: O(1) amortized.
    func retireCell(_ cell: ReusableView, at order: IndexPath.Order) {
        if let delegate {
            delegate.collectionView(
                self, didEndDisplaying: unsafeDowncast(cell, to: UICollectionViewCell.self), forItemAt: IndexPath(order: order))
        }
        if let identifier = cell.reuseIdentifier {
            enqueueCell(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }
}
