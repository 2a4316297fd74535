import Foundation
import ListDiff

/// A collection view's data source driven by snapshots of identifiers; the engine's
/// `UICollectionViewDiffableDataSource`. It works as ``UITableViewDiffableDataSource`` does, and
/// asks ``supplementaryViewProvider`` for headers and footers. A section can also be given as an
/// `NSDiffableDataSourceSectionSnapshot` (a tree of items) with
/// ``apply(_:to:animatingDifferences:completion:)``: the section shows its visible items.
///
/// The class is `open`, as in UIKit: subclasses override its data-source methods.
@MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind for a section.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let store = SnapshotStore<SectionIdentifierType, ItemIdentifierType>()
    /// While ``toggleOutlineItem(at:in:)`` applies its section snapshot: the item it expands or
    /// collapses and the snapshot, so that the apply (even through a subclass's override, when
    /// it hands on the same snapshot) knows which one parent changed.
    private var toggling: (item: ItemIdentifierType, snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

    /// Makes headers and footers; nil shows none.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What the data source does when a person reorders items, as UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`. Reordering is off until
    /// ``canReorderItem`` is set.
    public struct ReorderingHandlers {
        /// Whether a person may move the item; nil (the default) lets no item move.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source takes the move, with what it will do.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source took the move (its ``snapshot()`` is the final one):
        /// update your model from the transaction here.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// No handlers: no item can move.
        public init() {}
    }

    /// The handlers for a person's reordering, asked by the collection view's interactive
    /// movement (``UICollectionView/moveItemInteractively(from:to:)``).
    open var reorderingHandlers = ReorderingHandlers()

    /// What the data source asks and tells when a person expands or collapses an item of a
    /// section snapshot (a tap on its outline disclosure), as UIKit's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`. Every handler is optional:
    /// without them, every item expands and collapses. The engine runs them for
    /// ``UICollectionView/toggleOutlineItem(at:)``; applying a section snapshot in code does not
    /// call them, as in UIKit.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may expand; nil (the default) lets it.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before the item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse; nil (the default) lets it.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before the item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// Given the expanding parent and a section snapshot of its current children, returns
        /// the children to show (for children loaded lazily); nil keeps the children.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// No handlers: every item expands and collapses.
        public init() {}
    }

    /// The handlers for a person's expanding and collapsing of section-snapshot items.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A person's tap on the outline disclosure of the item at `indexPath`: collapses it when it
    /// is expanded, else expands it, asking and telling ``sectionSnapshotHandlers`` first, then
    /// applies the section's snapshot (with the children ``SectionSnapshotHandlers/snapshotForExpandingParent``
    /// gave) and marks the item's cell expanded or collapsed (`isExpanded` in its configuration
    /// state). Returns whether anything changed.
    ///
    /// - Complexity: O(*v* + *n*) for the *v* items shown or hidden under the item and the *n*
    ///   items of its section (see ``apply(_:to:animatingDifferences:completion:)``), plus the
    ///   updates and the handlers; a `snapshotForExpandingParent` handler adds copying the
    ///   section snapshot, O(*n*).
    func toggleOutlineItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else {
            listFailure("toggleOutlineItem(at:): no item at \(indexPath.uikitDescription) in the diffable data source")
        }
        var sectionSnapshot = snapshot(for: section)
        let expanding = !sectionSnapshot.isExpanded(item)
        let handlers = sectionSnapshotHandlers
        if expanding {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let provider = handlers.snapshotForExpandingParent {
                let children = provider(item, sectionSnapshot.snapshot(of: item, includingParent: false))
                sectionSnapshot.replace(childrenOf: item, using: children)
            }
            sectionSnapshot.expand([item])
        } else {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        }
        toggling = (item, sectionSnapshot)
        apply(sectionSnapshot, to: section, animatingDifferences: true)
        toggling = nil
        if let shown = self.indexPath(for: item) {
            collectionView.layoutIfNeeded()
            collectionView.setExpanded(expanding, at: shown)
        }
        return true
    }

    /// How many section snapshots this data source applied by inserting and deleting the items
    /// under the parents that expanded or collapsed, without a diff (for tests).
    package var expansionUpdateCount: Int { store.expansionUpdates }

    /// Whether section snapshots always go through the diff, never through their expansion
    /// runs (for tests that compare the two paths).
    package var alwaysDiffsSectionSnapshots: Bool {
        get { store.alwaysDiffs }
        set { store.alwaysDiffs = newValue }
    }

    /// The item's level in its section snapshot (0 outside one); nil for no item.
    func outlineLevel(at indexPath: IndexPath) -> Int? { store.outlineLevel(at: indexPath) }

    /// Whether the item is expanded in its section snapshot; nil for no item or outside one.
    func outlineIsExpanded(at indexPath: IndexPath) -> Bool? { store.outlineIsExpanded(at: indexPath) }

    /// Creates the data source and makes it `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The snapshot last applied (without reload and reconfigure marks).
    ///
    /// - Complexity: O(1).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    /// The section snapshot of `section`: the one last applied to it with
    /// ``apply(_:to:animatingDifferences:completion:)`` (while no whole snapshot was applied
    /// since), else the section's items as root items; empty for a section not in the data source.
    ///
    /// - Complexity: O(1) for an applied section snapshot, else O(*n*) for the section's *n* items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        store.sectionSnapshot(for: section)
    }

    /// Shows `snapshot`, as ``UITableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``
    /// (inside a batch update of the collection view it changes nothing and refuses the batch,
    /// as do the section-snapshot apply and `applySnapshotUsingReloadData`).
    ///
    /// - Complexity: O(*n*) for the diff of *n* items plus the batch updates.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        if store.refusesInsideBatch(on: collectionView, "apply(_:animatingDifferences:completion:)") { return }
        if let collectionView {
            store.apply(snapshot, to: collectionView)
            collectionView.applyListStatesToDisplayedCells()   // the section snapshots' expansions are gone
        } else {
            store.replace(with: snapshot)
        }
        completion?()
    }

    /// Shows `snapshot`, returning when the collection view shows it (iOS 15's async variant).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows the visible items of `snapshot` as the items of `section` (appended as the last
    /// section when the data source does not have it), leaving the other sections as they are;
    /// the difference is applied as batch updates. Items of `snapshot` that another section
    /// holds stop the program, as duplicate identifiers do.
    ///
    /// When `snapshot` is a copy of the section snapshot the section shows, changed only by
    /// `expand` and `collapse`, nothing is diffed: the items shown or hidden under the parents
    /// that changed are inserted or deleted directly, in the one batch update a diff would give.
    ///
    /// - Complexity: for such a copy, O(*e* + *v* + *n*) for *e* expanded items, the *v* items
    ///   shown or hidden and the *n* items of the section, plus the updates; else O(*N*) for the
    ///   data source's *N* items, plus the diff and the updates.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        if store.refusesInsideBatch(on: collectionView, "apply(_:to:animatingDifferences:completion:)") { return }
        let toggled = toggling.flatMap { $0.snapshot == snapshot ? $0.item : nil }
        toggling = nil
        store.apply(snapshot, to: section, list: collectionView, toggled: toggled)
        collectionView?.applyListStatesToDisplayedCells()
        completion?()
    }

    /// Shows a section snapshot, returning when the collection view shows it (iOS 15's async variant).
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` with `reloadData()`, without diffing.
    ///
    /// - Complexity: O(*S* + *N*) to take the snapshot, plus the reload.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        if store.refusesInsideBatch(on: collectionView, "applySnapshotUsingReloadData(_:completion:)") { return }
        store.replace(with: snapshot)
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` with `reloadData()`, returning when done (iOS 15's async variant).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// The item shown at `indexPath`, or nil.
    ///
    /// - Complexity: O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil.
    ///
    /// - Complexity: O(1).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        store.position(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The section shown at `index`, or nil.
    ///
    /// - Complexity: O(1).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(at: index) }

    /// The index of `sectionIdentifier`, or nil.
    ///
    /// - Complexity: O(1).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        store.snapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections in the applied snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.numberOfSections }

    /// The number of items in `section` of the applied snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item at `indexPath`; a nil cell stops the program with
    /// UIKit's text.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = store.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            listFailure(
                "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath.uikitDescription). "
                    + "The cell provider must return a cell for every item.")
        }
        return cell
    }

    /// Whether a person may move the item at `indexPath`: ``ReorderingHandlers/canReorderItem``'s
    /// answer for its identifier; false without that handler.
    ///
    /// - Complexity: O(1) plus the handler.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = store.item(at: indexPath) else {
            return false
        }
        return canReorderItem(item)
    }

    /// A person moved an item: calls ``ReorderingHandlers/willReorder``, takes the move into
    /// the data source's snapshot, then calls ``ReorderingHandlers/didReorder``, both with the
    /// same transaction.
    ///
    /// - Complexity: O(*N* · *d*) for the data source's *N* items (the transaction's difference).
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let initial = store.snapshot
        guard let final = store.snapshotMovingItem(from: sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        store.replace(with: final)
        reorderingHandlers.didReorder?(transaction)
    }

    /// The ``supplementaryViewProvider``'s view, or nil without a provider.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}

/// The outline toggle of ``UICollectionViewDiffableDataSource``, for the collection view's driver.
@MainActor
protocol OutlineToggling: AnyObject {
    func toggleOutlineItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool
    /// The item's level in its section snapshot (0 outside one); nil for no item.
    func outlineLevel(at indexPath: IndexPath) -> Int?
    /// Whether the item is expanded in its section snapshot; nil outside one.
    func outlineIsExpanded(at indexPath: IndexPath) -> Bool?
}

extension UICollectionViewDiffableDataSource: OutlineToggling {}

extension UICollectionView {
    /// The expansion of the item in its diffable data source's section snapshot, if any.
    func outlineExpansion(at indexPath: IndexPath) -> Bool? {
        outlineSource?.outlineIsExpanded(at: indexPath)
    }

    /// A person's tap on the outline disclosure of the item at `indexPath`, for tests (the tap
    /// on `UICellAccessory.outlineDisclosure` in UIKit): the collection view's
    /// ``UICollectionViewDiffableDataSource`` asks its `sectionSnapshotHandlers`, expands or
    /// collapses the item in its section snapshot, applies it and marks the cell expanded or
    /// collapsed. Returns whether the item changed (false when a `shouldExpandItem` /
    /// `shouldCollapseItem` handler refused). A data source that is not a diffable one has no
    /// section snapshots: the program stops saying so.
    ///
    /// - Complexity: O(*v* + *n*) for the *v* items shown or hidden under the item and the *n*
    ///   items of its section, plus the batch update and the layout pass (no diff: see
    ///   ``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``).
    @discardableResult
    public func toggleOutlineItem(at indexPath: IndexPath) -> Bool {
        validate(indexPath, operation: "toggleOutlineItem(at:)")
        guard let outline = dataSource as? any OutlineToggling else {
            listFailure(
                "toggleOutlineItem(at:): the collection view's data source is not a UICollectionViewDiffableDataSource; "
                    + "outline items expand through section snapshots")
        }
        return outline.toggleOutlineItem(at: indexPath, in: self)
    }
}
