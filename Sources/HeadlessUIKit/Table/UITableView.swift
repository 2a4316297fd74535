import Foundation

/// A vertically scrolling list of rows in sections; the engine's `UITableView`.
///
/// The table asks its ``dataSource`` for counts at ``reloadData()`` (or at its first layout)
/// and caches them. At each layout it works out which rows, headers and footers fall inside
/// ``UIView/bounds``, asks for cells only for rows that have just come into view, and returns the
/// cells of rows that left to a LIFO reuse pool per reuse identifier (registered or not, so
/// cells the data source made by hand are reused too; a cell without an identifier is dropped).
///
/// ```swift
/// let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// tableView.register(UserTableViewCell.self, forCellReuseIdentifier: "user")
/// tableView.dataSource = dataSource
/// tableView.layoutIfNeeded()          // dequeues cells for the rows on screen
/// tableView.setContentOffset(CGPoint(x: 0, y: 480), animated: false)
/// tableView.layoutIfNeeded()          // recycles the first screen, shows the second
/// ```
///
/// Heights come from the ``delegate`` (per row, header and footer) or from ``rowHeight``,
/// ``sectionHeaderHeight`` and ``sectionFooterHeight``. In the plain style section headers stick
/// to the top of the screen and footers to the bottom while their section is on screen; in the
/// inset-grouped style rows are inset by ``insetGroupedMargin`` on both sides.
@MainActor
public final class UITableView: ListView {
    /// The table's appearance, as `UITableView.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// Sections run into each other; headers and footers float while their section shows.
        case plain
        /// Sections are separated by their headers and footers, which scroll with the rows.
        case grouped
        /// As grouped, with rows inset from both edges by ``UITableView/insetGroupedMargin``.
        case insetGrouped
    }

    /// Where a row ends up after scrolling to it, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Hashable, Sendable {
        /// The least scrolling that shows the whole row.
        case none
        /// The row's top edge at the top of the viewport (the part the content insets leave free).
        case top
        /// The row centred in the viewport.
        case middle
        /// The row's bottom edge at the bottom of the viewport.
        case bottom
    }

    /// Returned from a height method to use the table's default for that height.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// How far inset-grouped rows are inset from each side (UIKit's default layout margin).
    nonisolated public static let insetGroupedMargin: CGFloat = 20

    /// The style, fixed at creation.
    public let style: Style

    /// Supplies counts and cells. Held weakly, as UIKit does. Setting it returns the shown views
    /// to their pools and clears the selection; counts and cells come from the new data source
    /// at the next layout.
    @exclusivity(unchecked) public weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            counts = nil
            invalidateRowGeometry()
            forgetDisplayedData()
        }
    }

    /// Supplies heights, section views and receives display and selection callbacks. Held weakly.
    @exclusivity(unchecked) public weak var delegate: (any UITableViewDelegate)? {
        didSet {
            plainScrollViewDelegate = nil
            invalidateRowGeometry()
        }
    }

    /// The height of rows whose delegate gives no height (its `heightForRowAt` is not
    /// implemented or returns ``automaticDimension``). ``automaticDimension`` by default, as in
    /// UIKit since iOS 11: such a row is self-sized, measured from its cell's `sizeThatFits`
    /// (its content view's size for the row width) when it first comes into view; with
    /// estimation turned off (``estimatedRowHeight`` 0) it is 44 points, UIKit's standard row
    /// height, since the table then never measures cells. A value of 0 or more is the height of
    /// every such row. A negative value other than ``automaticDimension``, or one that is not
    /// finite, stops the program (see `checkedHeight(_:_:)`).
    ///
    /// The engine's choice where UIKit differs: a delegate that returns ``automaticDimension``
    /// gets this height, as one that does not implement the method (Swift cannot tell the two
    /// apart); in UIKit an explicit ``automaticDimension`` self-sizes the row even when this is
    /// a number.
    @exclusivity(unchecked) public var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            _ = checkedHeight(rowHeight, "rowHeight")
            forgetMeasuredRowHeights()
        }
    }

    /// UIKit's standard row height, 44 points: what a row of ``automaticDimension`` height is
    /// without estimation, and the estimate ``estimatedRowHeight``'s default stands for when
    /// ``rowHeight`` gives none.
    static let standardRowHeight: CGFloat = 44

    /// The height assumed for rows not yet on screen. ``automaticDimension`` by default, as in
    /// UIKit since iOS 11: estimation is on, with ``rowHeight`` as the estimate when it is a
    /// number of points above 0 and 44 otherwise. A value above 0 is the estimate. With
    /// estimation on, the table asks the delegate's `heightForRowAt` (and self-sizes rows of
    /// ``automaticDimension`` height) only for the rows that come into view, so a reload and its
    /// first layout do not depend on the number of rows.
    ///
    /// 0 turns estimation off, as in UIKit: the table asks the delegate for the height of every
    /// row when it builds its geometry (O(*r*) calls), and rows of automatic height are 44
    /// points; the content size is then exact from the start.
    ///
    /// With estimation on, the content height is the measured heights plus the estimate for
    /// every row not measured yet; it is corrected as rows appear, keeping the rows already on
    /// screen where they were. Measured heights cost about 8 bytes a row in a section where
    /// something was measured and nothing in one where nothing was (see `RowHeightIndex`);
    /// finding rows by offset and recording a measurement take O(log *r*).
    @exclusivity(unchecked) public var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            _ = checkedHeight(estimatedRowHeight, "estimatedRowHeight")
            forgetMeasuredRowHeights()
        }
    }

    /// The estimate for rows not measured yet, or nil when estimation is off
    /// (``estimatedRowHeight`` 0): see ``estimatedRowHeight``.
    ///
    /// - Complexity: O(1).
    var rowHeightEstimate: CGFloat? {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        if estimatedRowHeight == 0 { return nil }
        return rowHeight > 0 ? rowHeight : UITableView.standardRowHeight
    }

    /// The height of a row whose delegate gives `given` (``automaticDimension`` when it gives
    /// none): `given`, else ``rowHeight``; negative (``automaticDimension``) when the row is
    /// self-sized.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func rowHeight(given: CGFloat) -> CGFloat { given >= 0 ? given : rowHeight }

    /// The height of headers whose delegate gives no height (its `heightForHeaderInSection` is
    /// not implemented or returns ``automaticDimension``). ``automaticDimension`` by default, as
    /// in UIKit: the table then works the height out, in this order: the height of the default
    /// title view when the data source gives a title; the height of the delegate's
    /// `viewForHeaderInSection` view fitted to the table's width (self-sized like a row with
    /// automatic height: `systemLayoutSizeFitting` with a required width when constraints size
    /// it, otherwise its `sizeThatFits(_:)`, which for a header view with a content
    /// configuration is the configuration's height); the delegate's or the table's header
    /// estimate; and with none of those, 0 in the plain style and 18 in the grouped styles (the
    /// gap UIKit leaves between grouped sections). A value of 0 or more turns the calculation
    /// off and is the height of every header whose delegate gives none and that shows no title.
    ///
    /// Self-sizing asks the delegate for the header views of sections that are not on screen
    /// each time the geometry is built (a reload, an update, a new width: O(*s*) calls); a view
    /// made that way is kept and is the one shown when its section comes into view.
    @exclusivity(unchecked) public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            _ = checkedHeight(sectionHeaderHeight, "sectionHeaderHeight")
            invalidateRowGeometry()
        }
    }

    /// The height of footers whose delegate gives no height; ``automaticDimension`` by default,
    /// worked out as ``sectionHeaderHeight`` describes (from the footer title, the delegate's
    /// `viewForFooterInSection` view, the footer estimate, or the style's gap).
    @exclusivity(unchecked) public var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            _ = checkedHeight(sectionFooterHeight, "sectionFooterHeight")
            invalidateRowGeometry()
        }
    }

    /// The space above each section header (iOS 15), in every style; ``automaticDimension`` by
    /// default, as in UIKit. The automatic padding is the system's and is not documented; the
    /// engine's header heights (titles measured from UIKit's presets, views self-sized) already
    /// hold the space its pictures were checked against, so it adds nothing more. A value of 0 or
    /// more is added above every header that has a height (a section without a header gets
    /// none), moving the header and the section's rows down; the floating header of a plain
    /// table still sticks to the top edge. `sectionHeaderTopPadding = 0`, the usual setting for
    /// apps that want iOS 14's look, therefore changes nothing here.
    ///
    /// - Complexity: setting it lays the sections out again at the next layout (O(*s*)).
    @exclusivity(unchecked) public var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowGeometry() }
    }

    /// The header and footer height of a grouped table's section without a title or view: the
    /// gap UIKit leaves between grouped sections is two of them.
    nonisolated static let groupedSectionGap: CGFloat = 18

    /// Header and footer views the delegate made while the geometry was built (to self-size
    /// them) and that are not on screen yet, by section; shown when their section comes into view.
    @exclusivity(unchecked) var measuredHeaderViews: [Int: UIView] = [:]
    @exclusivity(unchecked) var measuredFooterViews: [Int: UIView] = [:]

    /// The estimated height of section headers (``automaticDimension`` by default: none). The
    /// engine does not self-size header views, so an estimate (this, or the delegate's
    /// `estimatedHeightForHeaderInSection`) is the height of a header whose delegate gives no
    /// height and that shows no title, in place of ``sectionHeaderHeight``.
    @exclusivity(unchecked) public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            _ = checkedHeight(estimatedSectionHeaderHeight, "estimatedSectionHeaderHeight")
            invalidateRowGeometry()
        }
    }

    /// The estimated height of section footers, used as ``estimatedSectionHeaderHeight`` is.
    @exclusivity(unchecked) public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            _ = checkedHeight(estimatedSectionFooterHeight, "estimatedSectionFooterHeight")
            invalidateRowGeometry()
        }
    }

    /// The view above the first section (nil by default). Its height is its frame's; it spans
    /// the table's width and scrolls with the rows.
    @exclusivity(unchecked) public var tableHeaderView: UIView? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }

    /// The view below the last section (nil by default). Its height is its frame's.
    @exclusivity(unchecked) public var tableFooterView: UIView? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }

    /// Whether rows are separated by lines (``UITableViewCell/SeparatorStyle/singleLine`` by default).
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

    /// The default insets of row separators: 16 points from the leading edge (UIKit's default
    /// layout margin on an iPhone), none at the trailing edge. A cell's own
    /// ``UITableViewCell/separatorInset`` overrides it.
    public var separatorInset: UIEdgeInsets = UITableView.defaultSeparatorInset

    /// The colour of row separators (UIKit's `separator` colour by default).
    public var separatorColor: UIColor? = UITableView.defaultSeparatorColor

    /// Whether rows can be selected while editing (false by default, as UIKit).
    public var allowsSelectionDuringEditing = false

    /// Whether more than one row can be selected while editing (false by default).
    public var allowsMultipleSelectionDuringEditing = false

    /// The separator inset tables start with.
    nonisolated public static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// UIKit's `separator` colour (60/60/67 at 29% opacity).
    nonisolated static let defaultSeparatorColor = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)

    /// The row whose Delete confirmation button shows in editing mode.
    var deleteConfirmationRow: IndexPath?
    /// The context menu the last long press showed (see ``longPressRow(at:)``).
    public internal(set) var lastContextMenuConfiguration: UIContextMenuConfiguration?

    // Display-path state, changed for every row that comes or goes: no runtime exclusivity
    // checks (a main-actor class's state, never accessed overlapping).
    @exclusivity(unchecked) var cellPool = ReusePool<String, UITableViewCell>(queuesUnregisteredViews: true)
    @exclusivity(unchecked) var headerFooterPool = ReusePool<String, UITableViewHeaderFooterView>(queuesUnregisteredViews: true)
    /// The rows' and sections' layout, built lazily (see `currentGeometry`). Each change,
    /// whole or in place, counts a new ``geometryRevision``.
    @exclusivity(unchecked) var geometry: TableGeometry? {
        didSet { geometryRevision &+= 1 }
    }
    /// Counts the changes of ``geometry``: what the rows on screen were found from is still
    /// current while it and the bounds are unchanged.
    @exclusivity(unchecked) var geometryRevision = 0
    /// The frame of the row the measuring pass is asking the data source for, with the
    /// ``geometryRevision`` it was read at: the dequeue for that row gives the cell this frame
    /// rather than reading the row's place from the geometry again (see
    /// ``dequeuedRowFrame(_:)``). Nil outside that call.
    @exclusivity(unchecked) var rowBeingMeasured: (section: Int, row: Int, geometryRevision: Int, frame: CGRect)?

    /// The storage of the measuring pass's two lists of row runs (the rows found, and the rows
    /// whose index paths it holds), kept between passes so that a pass allocates neither; after
    /// a pass, `indexed` holds the runs of the rows on screen it returned, for the display pass.
    @exclusivity(unchecked) var rowRunsStorage = (found: RowRuns(), indexed: RowRuns())
    /// The storage of the display pass's rows' `y` and `height` (``rowTopsAndHeights(of:in:into:)``),
    /// kept empty between passes.
    @exclusivity(unchecked) var rowFramesStorage: [CGFloat] = []
    /// The section headers and footers on screen, by section (kept in their stores, which the
    /// display pass changes in place).
    var displayedHeaders: DisplayedViews<Int, UIView> {
        _read { yield displayedHeadersStore.views }
        _modify { yield &displayedHeadersStore.views }
    }
    var displayedFooters: DisplayedViews<Int, UIView> {
        _read { yield displayedFootersStore.views }
        _modify { yield &displayedFootersStore.views }
    }
    let displayedHeadersStore = DisplayedViewsStore<Int, UIView>()
    let displayedFootersStore = DisplayedViewsStore<Int, UIView>()
    /// With estimation on, the heights of rows measured (or asked of the delegate) since they
    /// came into view live in ``geometry``'s per-section `RowHeightIndex`es. While the geometry
    /// is invalidated they wait here for the next build; they are forgotten at reload, with a
    /// new estimate and when the width changes.
    @exclusivity(unchecked) var keptRowHeights: KeptRowHeights?

    /// Decoding from a nib or storyboard, which HeadlessUIKit cannot do (it has no Objective-C
    /// runtime): stops the program saying so. It exists so that the
    /// `required init?(coder: NSCoder) { fatalError(...) }` every UIKit subclass carries compiles
    /// unchanged; make the view in code instead.
    public required init?(coder: NSCoder) {
        decodingIsOutOfScope(Self.self)
    }

    /// Creates an empty table of the given style (`.plain` by default); it reads its data
    /// source's counts at its first layout.
    ///
    /// - Complexity: O(1).
    public init(frame: CGRect, style: Style = .plain) {
        self.style = style
        super.init(frame: frame, vocabulary: .table, as: UITableView.self)
    }

    private func replaceTableView(_ old: UIView?, with new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { addSubview(new) }
        invalidateRowGeometry()
    }

    override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate ?? plainScrollViewDelegate }

    override func setScrollViewDelegate(_ newDelegate: (any UIScrollViewDelegate)?) {
        if let tableDelegate = newDelegate as? any UITableViewDelegate {
            delegate = tableDelegate
        } else {
            delegate = nil
            plainScrollViewDelegate = newDelegate
        }
    }

    // MARK: Registration and dequeue

    /// Registers a cell class for `identifier`, replacing an earlier one; nil removes it.
    ///
    /// - Complexity: O(1).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(nil, for: identifier) }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            listFailure("register(_:forCellReuseIdentifier:): \(cellClass) is not a subclass of UITableViewCell")
        }
        cellPool.register(cellType, for: identifier)
    }

    /// Registers a header/footer view class for `identifier`, replacing an earlier one; nil removes it.
    ///
    /// - Complexity: O(1).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerFooterPool.register(nil, for: identifier) }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            listFailure(
                "register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a subclass of UITableViewHeaderFooterView")
        }
        headerFooterPool.register(viewType, for: identifier)
    }

    /// The cell class registered for `identifier`, if any.
    public func registeredCellClass(forReuseIdentifier identifier: String) -> UITableViewCell.Type? {
        cellPool.registeredClass(for: identifier)
    }

    /// The header/footer view class registered for `identifier`, if any.
    public func registeredHeaderFooterViewClass(
        forReuseIdentifier identifier: String
    ) -> UITableViewHeaderFooterView.Type? {
        headerFooterPool.registeredClass(for: identifier)
    }

    /// A cell for `indexPath`: the last one queued for `identifier` (after its
    /// ``ReusableView/prepareForReuse()``), or a new one of the registered class. The cell
    /// already has the row's frame.
    ///
    /// An identifier with no registration stops the program with UIKit's text: `unable to
    /// dequeue a cell with identifier <ID> - must register a nib or a class for the identifier
    /// or connect a prototype cell in a storyboard`. The check is against the registrations,
    /// not the queue: cells made by hand and queued under an unregistered identifier do not
    /// satisfy it (they come back only from ``dequeueReusableCell(withIdentifier:)``), so the
    /// refusal does not depend on what has scrolled by (inside ``ProgrammerErrors/withHandler(_:_:)``
    /// the handler gets the error and an empty `UITableViewCell` is returned). An index path
    /// outside the counts stops it with `row (<r>) beyond bounds (<n>) for section (<s>).`
    ///
    /// - Complexity: O(1) amortized when a cell is queued.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = takeReconfiguringCell(for: indexPath, identifier: identifier) {
            return unsafeDowncast(cell, to: UITableViewCell.self)
        }
        guard let cell = dequeueCell(identifier, requiringRegistration: true) else {
            listRecoverableFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard")
            // With a test's handler: an empty placeholder cell under that identifier.
            let placeholder = UITableViewCell(style: .default, reuseIdentifier: identifier)
            placeholder.frame = rectForRow(at: indexPath)
            return placeholder
        }
        // Outside a measuring pass, read as before (the check kept apart, so it does not weigh
        // on this path).
        cell.frame = rowBeingMeasured == nil ? rectForRow(at: indexPath) : dequeuedRowFrame(indexPath)
        return cell
    }

    /// `rectForRow(at: indexPath)`: the frame the measuring pass read for the row it is asking
    /// the data source for (``rowBeingMeasured``), when `indexPath` is that row and the geometry
    /// and the width are still the ones it was read from (a row the table asked for is in
    /// range); else read, and checked, as `rectForRow(at:)` does.
    ///
    /// - Complexity: O(1) for the row being measured; else that of `rectForRow(at:)`.
    @inline(never)
    private func dequeuedRowFrame(_ indexPath: IndexPath) -> CGRect {
        if let measured = rowBeingMeasured, measured.geometryRevision == geometryRevision,
            geometry?.width == bounds.width, indexPath.count == 2, indexPath[1] == measured.row,
            indexPath[0] == measured.section
        {
            return measured.frame
        }
        return rectForRow(at: indexPath)
    }

    /// The last cell queued for `identifier` (after its ``ReusableView/prepareForReuse()``), else
    /// a new one of the registered class, else nil (UIKit's older API).
    ///
    /// The queue holds every cell with this reuse identifier that left the screen or was on
    /// screen at a reload, including cells the data source made by hand, as UIKit does:
    ///
    /// ```swift
    /// let cell = tableView.dequeueReusableCell(withIdentifier: "plain")
    ///     ?? UITableViewCell(style: .default, reuseIdentifier: "plain")
    /// ```
    ///
    /// A cell made with a nil reuse identifier is never queued.
    ///
    /// - Complexity: O(1) amortized when a cell is queued.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(identifier, requiringRegistration: false)
    }

    private func dequeueCell(_ identifier: String, requiringRegistration: Bool) -> UITableViewCell? {
        let cell = cellPool.dequeue(identifier, requiringRegistration: requiringRegistration) {
            $0.init(style: .default, reuseIdentifier: identifier)
        }
        cell?.tableStyle = style
        return cell
    }

    /// The last header/footer view queued for `identifier` (after its
    /// ``ReusableView/prepareForReuse()``), else a new one of the registered class, else nil.
    /// As with cells, views made by hand with `UITableViewHeaderFooterView(reuseIdentifier:)` are
    /// queued under their identifier when they leave the screen.
    ///
    /// - Complexity: O(1) amortized when a view is queued.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view = headerFooterPool.dequeue(identifier) { $0.init(reuseIdentifier: identifier) }
        view?.tableStyle = style
        return view
    }

    /// How many cells the table has created for `identifier` since it was made (not reused ones).
    public func numberOfCreatedCells(withReuseIdentifier identifier: String) -> Int {
        cellPool.createdCount(for: identifier)
    }

    /// How many cells wait in `identifier`'s reuse queue, made by the table or by hand.
    public func numberOfQueuedCells(withReuseIdentifier identifier: String) -> Int {
        cellPool.queuedCount(for: identifier)
    }

    // MARK: Data

    /// Reads the section and row counts again, returns every shown cell and section view to its
    /// pool, clears the selection (no delegate calls) and the per-row states the list drives
    /// (expansion, swipe, drag and drop, focus; editing mode stays). Cells are dequeued again at
    /// the next layout; `reloadData` itself creates none.
    ///
    /// - Complexity: O(*s* + *v*): one count call per section plus the shown views. Row heights
    ///   are read at the next layout (with estimation, only for the rows that come into view).
    ///
    /// Inside a batch update (a `performBatchUpdates` block, or between `beginUpdates()` and
    /// `endUpdates()`), where UIKit's documentation says not to call it, it does nothing and the
    /// batch is refused with an error saying so.
    public func reloadData() {
        refuseChangeWhileMakingCell("reloadData()")
        if refusesReloadInsideBatch() { return }
        counts = readCounts()
        dataGeneration &+= 1
        forgetMeasuredRowHeights()
        forgetDisplayedData()
    }

    /// The number of sections, from the cached counts (read now if never read).
    ///
    /// - Complexity: O(1) once counts are cached.
    public var numberOfSections: Int { currentCounts.numberOfSections }

    /// The number of rows in `section`, from the cached counts.
    ///
    /// - Complexity: O(1) once counts are cached.
    public func numberOfRows(inSection section: Int) -> Int {
        validate(section: section, operation: "numberOfRows(inSection:)")
        return currentCounts.elementsPerSection[section]
    }
}

extension UITableView: ConcreteList {
    func countSource() -> (sections: Int, elements: (Int) -> Int)? {
        guard let dataSource else { return nil }
        return (dataSource.numberOfSections(in: self), { dataSource.tableView(self, numberOfRowsInSection: $0) })
    }

    /// The data source's cell; while it runs, reloads and updates are refused (see
    /// ``ListView/refuseChangeWhileMakingCell(_:)``).
    func cellFromDataSource(at indexPath: IndexPath) -> ReusableView? {
        guard let dataSource else { return nil }
        cellRequestDepth += 1
        defer { cellRequestDepth -= 1 }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    func enqueueCell(_ cell: ReusableView, identifier: String) {
        cellPool.enqueue(unsafeDowncast(cell, to: UITableViewCell.self), for: identifier)
    }

    func register(cellClass viewClass: ReusableView.Type, identifier: String) -> Bool {
        guard let cellClass = viewClass as? UITableViewCell.Type else { return false }
        register(cellClass, forCellReuseIdentifier: identifier)
        return true
    }

    func register(sectionViewClass viewClass: ReusableView.Type, identifier: String) -> Bool {
        guard let viewClass = viewClass as? UITableViewHeaderFooterView.Type else { return false }
        register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
        return true
    }

    func displayedSectionViews() -> [(elementKind: String, indexPath: IndexPath, view: ReusableView)] {
        var views: [(elementKind: String, indexPath: IndexPath, view: ReusableView)] = []
        for (section, view) in displayedHeaders {
            if let view = view as? ReusableView {
                views.append((UICollectionView.elementKindSectionHeader, IndexPath(row: 0, section: section), view))
            }
        }
        for (section, view) in displayedFooters {
            if let view = view as? ReusableView {
                views.append((UICollectionView.elementKindSectionFooter, IndexPath(row: 0, section: section), view))
            }
        }
        return views
    }

    func delegateWillDisplay(_ cell: ReusableView, at indexPath: IndexPath) {
        if let delegate {
            let level = delegate.tableView(self, indentationLevelForRowAt: indexPath)
            let tableCell = unsafeDowncast(cell, to: UITableViewCell.self)
            if tableCell.indentationLevel != level { tableCell.indentationLevel = level }
        }
        if isEditing { applyEditingAttributes(to: unsafeDowncast(cell, to: UITableViewCell.self), at: indexPath) }
        delegate?.tableView(self, willDisplay: unsafeDowncast(cell, to: UITableViewCell.self), forRowAt: indexPath)
    }

    func delegateDidEndDisplaying(_ cell: ReusableView, at indexPath: IndexPath) {
        delegate?.tableView(self, didEndDisplaying: unsafeDowncast(cell, to: UITableViewCell.self), forRowAt: indexPath)
    }
}
