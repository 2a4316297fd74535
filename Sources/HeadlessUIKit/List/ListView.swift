import Foundation
import ListDiff

/// What ``UITableView`` and ``UICollectionView`` share: cached counts, the cells on screen,
/// selection and the tap sequence, editing mode and the per-row cell states the list drives
/// (expansion, swipe, reordering, drag and drop, focus), and batch updates. UIKit has no such
/// class; the engine keeps the shared part in one place.
///
/// Everything shared is written once, here and in the `ListView+…` files:
/// `ListView+Counts.swift` (counts and index-path checks), `ListView+Display.swift` (cells coming
/// into and leaving the screen), `ListView+Selection.swift`, `ListView+CellStates.swift` and
/// `ListView+BatchUpdates.swift`. What differs between the two lists (their data source and
/// delegate, reuse pools, geometry and supplementary views) each list supplies through
/// `ConcreteList`, whose requirements the compiler checks.
///
/// Its stored properties are `final`: a key path to a property a subclass could override goes
/// through its getter and setter, so `reconcileDisplayed`'s keyed updates of the views on
/// screen would copy the whole arrays at every insertion and removal.
@MainActor
public class ListView: UIScrollView {
    /// Nibs and storyboards are out of scope: stops the program (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) { decodingIsOutOfScope(Self.self) }

    struct CellStates: Equatable {
        var isExpanded = false
        var isSwiped = false
        var isReordering = false
        var dragState = UICellConfigurationState.DragState.none
        var dropState = UICellConfigurationState.DropState.none
    }

    /// The words of the list's messages ("row"/"table view" or "item"/"collection view").
    let vocabulary: ListVocabulary

    /// The list as the ``ConcreteList`` it is: the table or collection view itself. Unowned
    /// and unsafe because it is `self` (no retain cycle, no reference counting).
    private(set) final unowned(unsafe) var concrete: (any ConcreteList)!

    /// The section and row counts read from the data source, cached as UIKit caches them.
    @exclusivity(unchecked) final var counts: ListCounts?

    /// Counts the reloads and performed updates: a display pass compares it with the value it
    /// started with to tell that app code it called (a delegate's `willDisplay`) changed the
    /// data under it, and starts again rather than show cells of the old data.
    @exclusivity(unchecked) final var dataGeneration = 0
    /// How many display passes in a row started again because the data changed during them.
    final var displayPassRestarts = 0

    /// The cells on screen, by index path (kept in ``displayedCellsStore``).
    final var displayedCells: DisplayedViews<IndexPath, ReusableView> {
        _read { yield displayedCellsStore.views }
        _modify { yield &displayedCellsStore.views }
    }
    /// Where ``displayedCells`` are kept: the display pass changes them there in place.
    final let displayedCellsStore = DisplayedViewsStore<IndexPath, ReusableView>()

    /// Cells made to measure rows or items coming into view, waiting to be shown at the end of
    /// the layout pass.
    @exclusivity(unchecked) final var measuredCells: DisplayedViews<IndexPath, ReusableView> = [:]

    /// The selected rows or items (see `ListView+Selection.swift`).
    @exclusivity(unchecked) final var selectedIndexPaths: Set<IndexPath> = []

    /// Whether rows or items can be selected at all (true by default).
    public final var allowsSelection = true

    /// Whether more than one row or item can be selected at once (false by default).
    public final var allowsMultipleSelection = false

    /// The states the list keeps per index path (see `ListView+CellStates.swift`).
    @exclusivity(unchecked) final var cellStates: [IndexPath: CellStates] = [:]

    /// Whether the list is in editing mode; every cell shows `isEditing`.
    @exclusivity(unchecked) public final var isEditing = false {
        didSet { if isEditing != oldValue { applyEditing() } }
    }

    /// The row or item with focus, if any; its cell shows `isFocused`.
    @exclusivity(unchecked) public final var focusedIndexPath: IndexPath? {
        didSet { if focusedIndexPath != oldValue { applyFocus() } }
    }

    /// The row or item showing its swipe actions (where it was swiped), with the actions shown
    /// (see `ListView+Swipe.swift`).
    final var swiped: (indexPath: IndexPath, edge: SwipeEdge, configuration: UISwipeActionsConfiguration)?

    /// The batch being recorded, while inside a `performBatchUpdates` block.
    final var pendingUpdate: BatchUpdate?

    /// What to put back when the batch being recorded is refused: state outside the list that
    /// changed during the batch (an adapter's data), so a refused batch changes nothing.
    final var undoOnRefusal: [() -> Void] = []

    /// How many `beginUpdates()` are open.
    final var openBatchDepth = 0
    /// How many requests to the data source for a cell are running (`cellForRowAt`,
    /// `cellForItemAt`, a diffable data source's cell provider): while one is, the list is
    /// placing cells, and a reload or an update from inside it is refused (see
    /// ``refuseChangeWhileMakingCell(_:)``).
    @exclusivity(unchecked) final var cellRequestDepth = 0
    /// Whether the open `beginUpdates()` batch started the pending update (rather than joining
    /// a `performBatchUpdates` block).
    final var ownsOpenBatch = false
    /// The counts before the open `beginUpdates()` batch.
    final var batchStartCounts: ListCounts?

    /// The cell being reconfigured: the data source's dequeue for its index path returns it.
    final var reconfiguringCell: (indexPath: IndexPath, cell: ReusableView)?

    /// Views leaving in an update, returned to their pools after the update's layout pass: as
    /// in UIKit, where they animate out while the new cells come in, a deleted or reloaded
    /// row's cell is not handed to the rows the update brings.
    final var retiringViews: [() -> Void] = []

    /// Whether updates leave their layout pass (and the retiring of the views that left) to
    /// ``finishUpdate()``: set while a diffable data source performs a diff's stages, which
    /// UIKit shows as one update, so the data source is asked only for the snapshot's items.
    final var defersUpdateLayout = false

    /// Sizes the content and brings the shown views in line with the bounds: views that left
    /// go back to their pools, elements that came into view get views from the data source, and
    /// the rest keep theirs with their current frames.
    ///
    /// - Complexity: O(log *n* + *v*) for *v* views on screen once the layout is built.
    public override func layoutSubviews() {
        super.layoutSubviews()
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        concrete.updateDisplayedViews()
    }

    /// A view behind the content, sized to the visible bounds at every layout (nil by default),
    /// as UIKit's `backgroundView` of tables and collection views. The renderers draw the rows,
    /// items and section views, not this view.
    public var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    /// Creates the shared part of `List`, which must be the class being initialized: passing
    /// its type makes the compiler check that it supplies everything ``ConcreteList`` requires.
    init<List: ConcreteList>(frame: CGRect, vocabulary: ListVocabulary, as list: List.Type) {
        self.vocabulary = vocabulary
        super.init(frame: frame)
        concrete = unsafeDowncast(self, to: List.self)
    }
}

/// What each list supplies to ``ListView``: its data source, delegate, reuse pools and the
/// parts of an update that concern its own geometry and supplementary views. Each requirement
/// has one name and no default, so a list that forgets one does not compile.
@MainActor
protocol ConcreteList: ListView {

    /// The number of sections and a way to read each one's count, from the data source; nil
    /// without a data source.
    func countSource() -> (sections: Int, elements: (Int) -> Int)?

    /// The data source's cell for `indexPath` (`cellForRowAt` / `cellForItemAt`); nil without a
    /// data source.
    func cellFromDataSource(at indexPath: IndexPath) -> ReusableView?

    /// Returns a cell to the reuse pool of `identifier`.
    func enqueueCell(_ cell: ReusableView, identifier: String)

    /// Gives the supplementary views (headers, footers) on screen back to their pools.
    func retireSupplementaryViews()

    /// Brings the views on screen in line with the bounds (see ``ListView/layoutSubviews()``).
    func updateDisplayedViews()

    /// Reloads counts and views, as the list's public `reloadData()`.
    func reloadData()

    /// Registers `viewClass` as a cell class; false when the list cannot show it as a cell.
    func register(cellClass viewClass: ReusableView.Type, identifier: String) -> Bool

    /// Registers `viewClass` for section headers and footers; false when the list cannot show it there.
    func register(sectionViewClass viewClass: ReusableView.Type, identifier: String) -> Bool

    /// The section headers and footers on screen that are reusable views (see
    /// ``ListView/sectionViewsOnScreen()``), without laying out.
    func displayedSectionViews() -> [(elementKind: String, indexPath: IndexPath, view: ReusableView)]

    /// Moves the list's geometry and supplementary views on screen through a checked update
    /// (the shared part, counts and cells, is done by ``ListView``).
    func applyUpdateToLayout(_ plan: BatchUpdatePlan)

    /// The swipe actions a swipe from `edge` shows on the element (see `ListView+Swipe.swift`);
    /// nil or no actions for none.
    func swipeConfiguration(at indexPath: IndexPath, edge: ListView.SwipeEdge) -> UISwipeActionsConfiguration?
    /// Whether the element is expanded in the outline its data source keeps (a diffable
    /// collection data source's section snapshot); nil when no outline says.
    func outlineExpansion(at indexPath: IndexPath) -> Bool?
    /// A swipe is about to show actions on the element (a table's `willBeginEditingRowAt`).
    func delegateWillBeginSwipe(at indexPath: IndexPath)
    /// The swipe actions closed; `indexPath` is where the element is now, nil when it was deleted
    /// (a table's `didEndEditingRowAt`).
    func delegateDidEndSwipe(at indexPath: IndexPath?)

    // The delegate's display and selection calls, in the list's own words.
    func delegateWillDisplay(_ cell: ReusableView, at indexPath: IndexPath)
    func delegateDidEndDisplaying(_ cell: ReusableView, at indexPath: IndexPath)
    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool
    func delegateDidHighlight(_ indexPath: IndexPath)
    func delegateDidUnhighlight(_ indexPath: IndexPath)
    /// The index path to select instead (or the same one), or nil to refuse.
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath?
    func delegateDidSelect(_ indexPath: IndexPath)
    /// The index path to deselect instead (or the same one), or nil to refuse.
    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath?
    func delegateDidDeselect(_ indexPath: IndexPath)
}
