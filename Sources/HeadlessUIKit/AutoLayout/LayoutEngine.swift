import Foundation

/// A view's or layout guide's variables in an engine: its frame's origin (in its superview's or
/// owning view's coordinates) and size, and the system constraints that tie them to a frame, a
/// content size or margins.
@MainActor
final class LayoutVariables {
    /// Unowned rather than weak (a weak reference gives the engine a side table and makes every
    /// load a slow retain): an engine clears its views' and guides' variables when it goes away.
    /// Kept as an unmanaged reference, so that ``belongs(to:)`` compares addresses without
    /// retaining the engine (a read of an `unowned(unsafe)` property retains what it reads).
    private let engineReference: Unmanaged<LayoutEngine>
    /// The engine the variables are in.
    var engine: LayoutEngine? { engineReference.takeUnretainedValue() }
    let x, y, width, height: SolverVariable
    /// The frame-derived constraints of a view that translates its autoresizing mask.
    @exclusivity(unchecked) var frameConstraints: [NSLayoutConstraint] = []
    /// Content-size constraints, by slot: horizontal hugging, horizontal compression, vertical
    /// hugging, vertical compression. Each is kept as its solver row, or as UIKit's
    /// `NSContentSizeLayoutConstraint`, never both: the object is made only when something asks
    /// for the constraint itself (a conflict report, `constraintsAffectingLayout(for:)`, a change
    /// of its priority), or at once when it is required; from then on it holds the values. An
    /// axis whose two constraints are both optional keeps them as one pair row (see
    /// ``ContentSizeRow``), whose constraints, once asked for, are kept beside it and follow it.
    @exclusivity(unchecked) var contentRows = InlineSlots<ContentSizeRow>()
    @exclusivity(unchecked) var contentObjects = InlineSlots<NSContentSizeLayoutConstraint>()
    /// A system guide's constraints: left, top, width, height.
    @exclusivity(unchecked) var guideConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var intrinsicDirty = false
    /// For a multi-line label: the width and text its height was last settled for.
    @exclusivity(unchecked) var settledWidth: CGFloat = -1
    @exclusivity(unchecked) var settledText: String?

    init(engine: LayoutEngine, solver: ConstraintSolver) {
        engineReference = Unmanaged.passUnretained(engine)
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    /// Whether these are `engine`'s variables: an identity check that retains nothing. O(1).
    @inline(__always)
    func belongs(to engine: LayoutEngine) -> Bool {
        engineReference.toOpaque() == Unmanaged.passUnretained(engine).toOpaque()
    }

    /// The constant of a content-size slot's constraint, if it has one.
    func contentConstant(_ slot: Int) -> CGFloat? {
        contentRows[slot]?.constant ?? contentObjects[slot]?.constant
    }

    func variable(_ axis: NSLayoutConstraint.Axis, size: Bool) -> SolverVariable {
        handles.variable(axis, size: size)
    }

    /// The four variables as a value, which an expression reads without holding the object.
    var handles: FrameVariables { FrameVariables(x: x, y: y, width: width, height: height) }
}

/// A view's or layout guide's four solver variables (``LayoutVariables``), as a value.
struct FrameVariables {
    let x, y, width, height: SolverVariable

    func variable(_ axis: NSLayoutConstraint.Axis, size: Bool) -> SolverVariable {
        switch (axis, size) {
        case (.horizontal, false): x
        case (.horizontal, true): width
        case (.vertical, false): y
        case (.vertical, true): height
        }
    }
}

/// A content-size constraint kept as its solver row: the row, the constant and priority
/// UIKit's constraint would hold, and its place in the engine's order
/// (``NSLayoutConstraint/engineOrder``). Only optional ones are kept so (a change of their
/// constant is deferred and cannot fail).
///
/// When both of an axis's constraints are optional, they share one row (`paired`): the
/// solver's pair `size - intrinsic == 0` whose excess weighs at the hugging priority and whose
/// shortfall at the compression resistance (``ConstraintSolver/addPair(_:constant:abovePriority:belowPriority:)``),
/// the same optimum as the two inequalities. Both slots then hold the row's id and constant,
/// each its own priority and order. Their constraints, when asked for, are made beside the row
/// (in ``LayoutVariables/contentObjects``, without solver ids) and follow its constant and
/// priorities, so that asking changes nothing in the solver; a priority made required, or a
/// change made through one of the constraints, splits the row into one per constraint.
///
/// A choice where UIKit's behaviour is unspecified: when a layout is ambiguous because two
/// views tie exactly (equal priorities, either able to take the slack), the shared row may
/// settle on another of the equally good solutions than two rows per axis would; which view
/// takes the slack then is as arbitrary as on a device, and Xcode reports such a layout as
/// ambiguous (``UIView/hasAmbiguousLayout`` here).
struct ContentSizeRow {
    let id: SolverConstraintID
    var constant: CGFloat
    var priority: UILayoutPriority
    let order: Int
    var paired = false
}

/// What one of an engine's solver rows stands for: a constraint, or a content-size constraint
/// kept as its row (the view, one of whose ``LayoutVariables/contentRows`` has the row's id).
/// One reference and no case tag (the two classes are unrelated, so the object's class tells
/// them apart): recording a row is one retain, as for a plain constraint, where an enum of the
/// two is copied through a function that switches on the case.
@MainActor
struct EngineRow {
    fileprivate let object: AnyObject

    init(_ constraint: NSLayoutConstraint) { object = constraint }
    init(contentSizeOf view: UIView) { object = view }
    fileprivate init(object: AnyObject) { self.object = object }

    /// The constraint, when it is an object already. A class check: O(1).
    var constraint: NSLayoutConstraint? { object as? NSLayoutConstraint }
    /// The view whose content-size constraint the row is, when it is kept as a row. O(1).
    var contentSizeView: UIView? { object as? UIView }
}

/// What each of an engine's solver rows stands for (``EngineRow``), by solver id. Ids are
/// dense, so it is a growable buffer indexed by them, which only its engine writes: recording a
/// row is a store (and the retain of what it stands for), without the uniqueness check and
/// capacity test of an array's append. Its engine, which never copies it, frees it (``free()``)
/// when it goes away.
@MainActor
struct EngineRowTable {
    private var base: UnsafeMutablePointer<AnyObject?>
    private var capacity: Int
    /// One past the highest id recorded.
    private(set) var count = 0

    /// Room for a cell's worth of rows. O(1).
    init() {
        capacity = 32
        base = Self.allocate(capacity)
    }

    /// Storage from `malloc` (`allocate(capacity:)` would ask for an aligned block, a slower call).
    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<AnyObject?> {
        malloc(capacity * MemoryLayout<AnyObject?>.stride)!.bindMemory(to: AnyObject?.self, capacity: capacity)
    }

    /// Releases what the rows stand for and the storage; the table is not used again. O(rows).
    func free() {
        base.deinitialize(count: count)
        Foundation.free(base)
    }

    /// What row `index` stands for, if it was recorded and not cleared. O(1).
    subscript(index: Int) -> EngineRow? {
        guard index < count, let object = base[index] else { return nil }
        return EngineRow(object: object)
    }

    /// Records what row `index` stands for (nil clears it). O(1), amortised when the table grows.
    mutating func set(_ row: EngineRow?, at index: Int) {
        if index < count {
            base[index] = row?.object
            return
        }
        if index >= capacity { grow(to: max(2 * capacity, index + 1)) }
        (base + count).initialize(repeating: nil, count: index - count)
        (base + index).initialize(to: row?.object)
        count = index + 1
    }

    @inline(never)
    private mutating func grow(to newCapacity: Int) {
        let larger = Self.allocate(newCapacity)
        larger.moveInitialize(from: base, count: count)
        Foundation.free(base)
        base = larger
        capacity = newCapacity
    }

    /// Forgets every row, keeping the room. O(rows).
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// The rows that are constraint objects, in id order. O(rows).
    var constraints: [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        result.reserveCapacity(count)
        for index in 0..<count { if let constraint = base[index] as? NSLayoutConstraint { result.append(constraint) } }
        return result
    }
}

/// One unsatisfiable-constraints event: the constraints that could not all hold, the one the
/// engine broke to recover (it stays active, unenforced, as in UIKit), and the text UIKit logs.
public struct UnsatisfiableConstraintsReport: Sendable {
    /// The conflicting constraints, in the order they were added.
    public let constraints: [NSLayoutConstraint]
    /// The constraint the engine stopped enforcing.
    public let brokenConstraint: NSLayoutConstraint
    /// UIKit's log text for the event.
    public let message: String
}

/// The Auto Layout engine of one island: the constraints installed on a view whose frame is set
/// from outside (a cell's content view, a controller's root view, a view without superview) and
/// on the views inside it that are laid out by constraints. Each island has its own solver, so a
/// change in one cell never touches another; inside the solver, independent groups of
/// constraints are solved independently too.
///
/// Constraints are queued when activated and added at the next layout pass (or measurement);
/// constant and priority changes go to the solver at once, which re-solves incrementally. The
/// pass then reads content sizes that were invalidated, sets the root's size, and writes every
/// view's solved frame before any `layoutSubviews()` of the island runs.
@MainActor
final class LayoutEngine {
    /// Unowned(unsafe): the root owns the engine (through its Auto Layout state), and a
    /// detached engine lives only while it measures its root.
    unowned(unsafe) let root: UIView
    /// One solver for the engine's lifetime (``takeUserConstraints()`` resets it): a `let` is
    /// read without retaining it, which every value, change and frame of a pass does.
    let solver = ConstraintSolver()
    /// A detached engine measures a view apart from its real island: it keeps its own variables
    /// and constraint ids instead of writing them into the views and constraints.
    private let isDetached: Bool
    // Made empty by `Dictionary()` (inlined) rather than `[:]` (a call at each engine's making).
    @exclusivity(unchecked) private var detachedVariables: [ObjectIdentifier: LayoutVariables] = Dictionary()
    @exclusivity(unchecked) private var detachedIDs: [ObjectIdentifier: SolverConstraintID] = Dictionary()

    @exclusivity(unchecked) private var pending: [NSLayoutConstraint] = []
    @exclusivity(unchecked) private var drainingPending: [NSLayoutConstraint] = []
    /// What each solver row stands for, by its solver id (ids are dense indices).
    @exclusivity(unchecked) private var byID = EngineRowTable()
    @exclusivity(unchecked) private var broken: [NSLayoutConstraint] = []
    @exclusivity(unchecked) private var userConstraintCount = 0
    @exclusivity(unchecked) private var sequence = 0
    /// Views laid out by the engine (their frames are written at each pass).
    @exclusivity(unchecked) private var members: [UIView] = []
    /// For each solver symbol that is a member's x, y, width or height: the member's index in
    /// `members` (-1 otherwise), so that a pass writes only the frames whose values changed.
    @exclusivity(unchecked) private var memberOfSymbol: [Int32] = []
    /// Whether the next pass writes every member's frame (members joined since the last one).
    @exclusivity(unchecked) private var applyToAll = true
    /// Members whose frames were set from outside the engine since the last pass: the next pass
    /// writes their solved frames back, as UIKit's does.
    @exclusivity(unchecked) private var framesSetOutside: [UIView] = []
    /// Set while the engine writes frames (a member's frame setter then has nothing to report).
    @exclusivity(unchecked) private(set) var isApplyingFrames = false
    @exclusivity(unchecked) private var changedBuffer: [SolverVariable] = []
    /// The terms of the constraint being added (``add(_:solverPriority:)``), kept between adds.
    @exclusivity(unchecked) private var termBuffer: [SolverTerm] = []
    /// The members that are multi-line labels, whose heights follow their solved widths.
    @exclusivity(unchecked) private var wrappingLabels: [UILabel] = []
    @exclusivity(unchecked) private var guides: [UILayoutGuide] = []
    @exclusivity(unchecked) private var systemGuides: [UILayoutGuide] = []
    @exclusivity(unchecked) private var rootVariables: LayoutVariables!
    /// ``rootVariables``' handles, read by every expression that reaches the root.
    @exclusivity(unchecked) private var rootHandles = FrameVariables(x: SolverVariable(index: -1), y: SolverVariable(index: -1),
                                                                     width: SolverVariable(index: -1), height: SolverVariable(index: -1))
    @exclusivity(unchecked) private var rootWidth: NSLayoutConstraint?
    @exclusivity(unchecked) private var rootHeight: NSLayoutConstraint?
    @exclusivity(unchecked) private var rootMode: (width: UILayoutPriority, height: UILayoutPriority) = (.required, .required)
    /// The size the root's size constraints were last set to (at ``rootMode``'s priorities), or
    /// nil once a constraint's constant or priority changed from outside since: setting the same
    /// size and priorities again then has nothing to change.
    @exclusivity(unchecked) private var rootSetSize: CGSize?
    /// Views whose intrinsic content size changed since the last pass, with their variables
    /// (found when the view asked; they stay the view's until ``takeUserConstraints()``, which
    /// empties this queue), so that the pass does not look them up again.
    @exclusivity(unchecked) private var intrinsicDirty: [(view: UIView, variables: LayoutVariables)] = []
    @exclusivity(unchecked) private var drainingIntrinsic: [(view: UIView, variables: LayoutVariables)] = []
    @exclusivity(unchecked) private var frameDirty: [UIView] = []
    @exclusivity(unchecked) private var draining: [UIView] = []
    @exclusivity(unchecked) private var lastRootSize: CGSize?
    /// The size the last measurement found, and whether anything changed since.
    @exclusivity(unchecked) private var lastFittedSize: CGSize?
    @exclusivity(unchecked) private var changedSinceFit = true
    /// The last measurement asked for: its target and priorities.
    @exclusivity(unchecked) private var lastFitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// Whether something changed since the last layout pass.
    @exclusivity(unchecked) private(set) var needsSolve = true
    @exclusivity(unchecked) private(set) var reports: [UnsatisfiableConstraintsReport] = []

    init(root: UIView, detached: Bool = false) {
        self.root = root
        isDetached = detached
        rootVariables = LayoutVariables(engine: self, solver: solver)
        rootHandles = rootVariables.handles
        // Room for most constraints' terms at once (two items, each a position and a size, and a
        // view or two between an item and the host), instead of growing 1, 2, 4, 8 at the first adds.
        termBuffer.reserveCapacity(8)
    }

    isolated deinit {
        // Row by row (``EngineRowTable/constraints`` would make an array).
        for index in 0..<byID.count {
            if let constraint = byID[index]?.constraint, constraint.engine === self { constraint.engine = nil }
        }
        for constraint in pending + broken where constraint.engine === self { constraint.engine = nil }
        // Content-size constraints made beside a pair row are in no row of `byID`.
        for member in members {
            guard let variables = member.autoLayoutState?.variables, variables.engine === self else { continue }
            for slot in 0..<4 where variables.contentObjects[slot]?.engine === self { variables.contentObjects[slot]?.engine = nil }
        }
        for member in members where member.autoLayoutState?.variables?.engine === self { member.autoLayoutState?.variables = nil }
        for guide in guides + systemGuides where guide.variables?.engine === self { guide.variables = nil }
        byID.free()
    }

    var hasConstraints: Bool { userConstraintCount > 0 || !pending.isEmpty || !broken.isEmpty }

    /// The constraint of a solver row (a content-size constraint kept as its row is made now).
    private func constraint(for id: SolverConstraintID) -> NSLayoutConstraint? {
        let index = Int(id.index)
        guard let row = byID[index] else { return nil }
        if let constraint = row.constraint { return constraint }
        // A pair row's id is its hugging slot's; the id after it, its compression slot's.
        guard let view = row.contentSizeView, let variables = variablesIfPresent(for: LayoutItem(view: view)),
            let slot = (0..<4).first(where: { slot in variables.contentRows[slot].map { Int($0.id.index) + ($0.paired ? slot & 1 : 0) } == index })
        else { return nil }
        return contentSizeConstraint(of: view, variables, slot: slot)
    }

    private func record(_ constraint: EngineRow?, for id: SolverConstraintID) {
        byID.set(constraint, at: Int(id.index))
    }

    /// The constraints of every solver row, in the order of their ids (content-size constraints
    /// kept as rows are made now). O(rows).
    private var solvedConstraints: [NSLayoutConstraint] { (0..<byID.count).compactMap { constraint(for: SolverConstraintID(index: Int32($0))) } }

    // MARK: Changes

    func enqueue(_ constraint: NSLayoutConstraint) {
        if !isDetached { constraint.engine = self }
        if pending.capacity == 0 { pending.reserveCapacity(16) }  // a cell's constraints, without regrowing
        pending.append(constraint)
        markDirty()
    }

    func markDirty() {
        // Already asked (activating many constraints in a row): the root's request stands.
        if needsSolve, changedSinceFit, root.needsLayout { return }
        needsSolve = true
        changedSinceFit = true
        if !isDetached { root.setNeedsLayout() }
    }

    func remove(_ constraint: NSLayoutConstraint) {
        giveOwnRow(constraint)
        if let id = constraint.solverID, constraint.engine === self {
            solver.remove(id)
            record(nil, for: id)
            constraint.solverID = nil
            if constraint.isInstalledKind { userConstraintCount -= 1 }
        } else if let index = pending.firstIndex(where: { $0 === constraint }) {
            pending.remove(at: index)
        } else if let index = broken.firstIndex(where: { $0 === constraint }) {
            broken.remove(at: index)
        }
        constraint.engine = nil
        rootSetSize = nil  // it may be one of the root's, which no longer tells the engine of changes
        markDirty()
    }

    func constantChanged(_ constraint: NSLayoutConstraint) {
        rootSetSize = nil  // it may be one of the root's
        giveOwnRow(constraint)
        if let id = solverID(of: constraint) {
            perform(changing: constraint) { try solver.setConstant(constraint.solverBase - Double(constraint.constant), of: id) }
        }
        markDirty()
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        rootSetSize = nil  // it may be one of the root's
        giveOwnRow(constraint)
        if let id = solverID(of: constraint) {
            perform(changing: constraint) { try solver.setPriority(constraint.priority.rawValue, of: id) }
        }
        markDirty()
    }

    func intrinsicContentSizeChanged(of view: UIView) {
        guard let variables = variablesIfPresent(for: LayoutItem(view: view)), !variables.intrinsicDirty else { return }
        variables.intrinsicDirty = true
        intrinsicDirty.append((view, variables))
        markDirty()
    }

    func contentPrioritiesChanged(of view: UIView) {
        guard let variables = variablesIfPresent(for: LayoutItem(view: view)) else { return }
        let priorities = [view.contentHuggingPriority(for: .horizontal), view.contentCompressionResistancePriority(for: .horizontal),
                          view.contentHuggingPriority(for: .vertical), view.contentCompressionResistancePriority(for: .vertical)]
        for slot in [0, 2] {
            // A pair row changes its weights in place while both stay optional; otherwise it is
            // split, and the loop below changes its constraints as any.
            guard let hugging = variables.contentRows[slot], hugging.paired, let compression = variables.contentRows[slot + 1],
                hugging.priority != priorities[slot] || compression.priority != priorities[slot + 1]
            else { continue }
            if priorities[slot] < .required, priorities[slot + 1] < .required {
                for index in slot...slot + 1 {
                    variables.contentRows[index]?.priority = priorities[index]
                    variables.contentObjects[index]?.setPriorityUnchecked(priorities[index])
                }
                solver.setPairPriorities(above: priorities[slot].rawValue, below: priorities[slot + 1].rawValue, of: hugging.id)
            } else {
                splitContentSizePair(of: view, variables, slot: slot)
            }
        }
        for index in 0..<4 {
            guard let current = variables.contentRows[index]?.priority ?? variables.contentObjects[index]?.priority,
                current != priorities[index], let constraint = contentSizeConstraint(of: view, variables, slot: index)
            else { continue }
            constraint.setPriorityUnchecked(priorities[index])
            if let id = solverID(of: constraint) { perform(changing: constraint) { try solver.setPriority(priorities[index].rawValue, of: id) } }
        }
        markDirty()
    }

    func marginsChanged(of view: UIView) {
        guidesNeedRefresh = true
        markDirty()
    }

    /// Whether the system guides' margins must be read again (margins, frames or the root's
    /// size changed since they were).
    @exclusivity(unchecked) private var guidesNeedRefresh = true
    @exclusivity(unchecked) private var guidesRefreshedSize: CGSize?

    /// A member's frame was set by someone other than the engine: the next pass puts the solved
    /// frame back.
    func memberFrameSetOutside(_ view: UIView) {
        if !isApplyingFrames { framesSetOutside.append(view) }
    }

    func frameChanged(of view: UIView) {
        frameDirty.append(view)
        guidesNeedRefresh = true
        markDirty()
    }

    // MARK: Islands changing

    /// Every constraint the engine holds goes back to its host's island (used when the root
    /// joins a larger island, or when views change between frame-based and solved layout).
    func dissolve() {
        Self.requeue(takeUserConstraints())
    }

    /// Rebuilds the engine from its constraints (a view's kind of variables changed).
    func rebuild() {
        Self.requeue(takeUserConstraints())
    }

    /// Queues each constraint on the island of the view it is installed on.
    static func requeue(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.host?.islandRoot.engineCreatingIfNeeded().enqueue(constraint) }
    }

    /// Takes every constraint out of the engine when views inside `subtree` leave its island;
    /// the caller queues them again, by island, once the move is done.
    ///
    /// - Complexity: O(*c*) for the engine's *c* constraints (moves between islands are rare).
    func release(subtree: UIView) -> [NSLayoutConstraint] {
        takeUserConstraints()
    }

    private func allUserConstraints() -> [NSLayoutConstraint] {
        byID.constraints.filter(\.isInstalledKind) + pending + broken
    }

    private func takeUserConstraints() -> [NSLayoutConstraint] {
        let constraints = allUserConstraints().sorted { $0.engineOrder < $1.engineOrder }
        for member in members where member.autoLayoutState?.variables?.engine === self { member.autoLayoutState?.variables = nil }
        for guide in guides + systemGuides where guide.variables?.engine === self { guide.variables = nil }
        for constraint in constraints {
            constraint.solverID = nil
            constraint.engine = nil
            constraint.isBrokenByEngine = false
        }
        for constraint in byID.constraints where constraint.engine === self { constraint.engine = nil }
        solver.reset()
        rootVariables = LayoutVariables(engine: self, solver: solver)
        rootHandles = rootVariables.handles
        pending = []
        byID.removeAll()
        broken = []
        members = []
        memberOfSymbol = []
        applyToAll = true
        framesSetOutside = []
        wrappingLabels = []
        guides = []
        systemGuides = []
        userConstraintCount = 0
        rootWidth = nil
        rootHeight = nil
        rootSetSize = nil
        intrinsicDirty = []
        frameDirty = []
        lastRootSize = nil
        lastFittedSize = nil
        lastFitting = nil
        guidesNeedRefresh = true
        markDirty()
        return constraints
    }

    // MARK: Passes

    /// The layout pass: adds queued constraints, refreshes content sizes and frames that
    /// changed, fixes the root at its bounds' size, re-solves, and writes every solved frame.
    ///
    /// - Complexity: the solver's incremental work for what changed, plus O(*m*) to write the
    ///   frames of the *m* views the island lays out.
    func layoutPass() {
        let size = root.bounds.size
        if let fitted = lastFittedSize, abs(fitted.width - size.width) < 1e-6, changedSinceFit, let request = lastFitting,
            abs(refit(request).height - size.height) < 1e-6
        {
            // The content changed since the last measurement (a reused cell shown for another
            // row, measured by another cell): measuring again in place is cheaper than moving the
            // root's constraints between measuring and laying out, and when the measured size is
            // the bounds, that solution is the layout.
            needsSolve = false
            lastRootSize = size
            applyFrames()
            return
        }
        if let fitted = lastFittedSize, !changedSinceFit, abs(fitted.width - size.width) < 1e-6, abs(fitted.height - size.height) < 1e-6 {
            // Laying out at the size just measured (a self-sizing row shown at its measured
            // height): the measurement's solution is this layout, so the root's constraints stay
            // as they are; switching their priorities back and forth is most of a measurement's cost.
            needsSolve = false
            lastRootSize = size
            applyFrames()
            return
        }
        guard needsSolve || size != lastRootSize || rootMode != (.required, .required) else { return }
        needsSolve = false
        setRoot(size, horizontal: .required, vertical: .required)
        synchronize(rootSize: size)
        settleWrappingLabels()
        enforceRequiredRootSize(size)
        lastRootSize = size
        applyFrames()
    }

    /// The size of the root closest to `target` held at the given priorities.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        lastFitting = (target, horizontal, vertical)
        return refit((target, horizontal, vertical))
    }

    private func refit(_ request: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)) -> CGSize {
        let (target, horizontal, vertical) = request
        setRoot(target, horizontal: horizontal, vertical: vertical)
        synchronize(rootSize: root.bounds.size)
        settleWrappingLabels()
        needsSolve = true
        lastRootSize = nil
        let fitted = CGSize(width: value(of: rootVariables.width), height: value(of: rootVariables.height))
        lastFittedSize = fitted
        changedSinceFit = false
        return fitted
    }

    /// A solved value, rounded to a millionth of a point: floating-point noise from the solver's
    /// arithmetic (61.199999999999996 for 3 × 20.4) does not reach frames. (UIKit rounds frames to
    /// the screen's pixels; the headless engine keeps fractions, so sizes stay as computed.)
    ///
    /// Rounded by adding and taking away 1.5 × 2⁵² (the sum keeps no bits below the units): two
    /// additions instead of a call to `round`. Halves go to the even millionth, and a tiny
    /// negative value becomes 0 rather than -0. Past 2⁵¹ millionths every double is whole already.
    func value(of variable: SolverVariable) -> CGFloat {
        let scaled = solver.value(of: variable) * 1_000_000
        guard abs(scaled) < 0x1p51 else { return scaled / 1_000_000 }
        return ((scaled + 0x1.8p52) - 0x1.8p52) / 1_000_000
    }

    /// Measures `view` with only the constraints inside it, apart from the island it is in.
    static func measureDetached(_ view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: view, detached: true)
        func collect(_ current: UIView) {
            for constraint in current.autoLayoutState?.constraints ?? []
            where constraint.first.hostView.isDescendant(of: view) && (constraint.second?.hostView.isDescendant(of: view) ?? true) {
                engine.pending.append(constraint)
            }
            for subview in current.subviews { collect(subview) }
        }
        collect(view)
        return engine.fittingSize(target, horizontal: horizontal, vertical: vertical)
    }

    private func setRoot(_ size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        if let set = rootSetSize, set.width == size.width, set.height == size.height, rootMode == (horizontal, vertical) { return }
        func make(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat) -> NSLayoutConstraint {
            let item = LayoutItem(view: root)
            let constraint: NSLayoutConstraint = root.superview is ReusableView
                ? SystemLayoutConstraint(.encapsulated, identifier: attribute == .width ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height",
                                         first: item, attribute, constant: value)
                : NSAutoresizingMaskLayoutConstraint(first: item, firstAttribute: attribute, relation: .equal, second: nil,
                                                     secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
            constraint.host = root
            return constraint
        }
        if rootWidth == nil { rootWidth = make(.width, size.width); rootWidth!.setPriorityUnchecked(horizontal); add(rootWidth!, solverPriority: Self.solverPriority(horizontal)) }
        if rootHeight == nil { rootHeight = make(.height, size.height); rootHeight!.setPriorityUnchecked(vertical); add(rootHeight!, solverPriority: Self.solverPriority(vertical)) }
        update(rootWidth!, constant: size.width, priority: horizontal)
        update(rootHeight!, constant: size.height, priority: vertical)
        rootMode = (horizontal, vertical)
        rootSetSize = size
    }

    /// The priority the solver gives the root's size constraints. A required size goes in just
    /// below required: as long as it can hold, the solution is the same (it outranks every
    /// optional constraint an app uses), and moving between layout and measurement is then a
    /// change between two optional priorities, which the solver makes in place, instead of
    /// removing and re-adding a row. When it cannot hold, ``enforceRequiredRootSize()`` makes it
    /// required, which logs the conflict as UIKit does.
    private static func solverPriority(_ priority: UILayoutPriority) -> Float {
        priority == .required ? 999.99 : priority.rawValue
    }

    /// After a layout pass: a required root size that the solver could not meet (an app's
    /// required constraints disagree with the cell's size) becomes truly required, so the
    /// conflict is broken and reported as UIKit reports it.
    private func enforceRequiredRootSize(_ size: CGSize) {
        // The solved size first: it is almost always the one asked for, and reading it is cheaper
        // than reaching the constraints.
        let variables: LayoutVariables = rootVariables
        func enforce(_ constraint: NSLayoutConstraint?) {
            guard let constraint, let id = solverID(of: constraint) else { return }
            perform(changing: constraint) { try solver.setPriority(1000, of: id) }
        }
        if abs(value(of: variables.width) - size.width) > 1e-6 { enforce(rootWidth) }
        if abs(value(of: variables.height) - size.height) > 1e-6 { enforce(rootHeight) }
    }

    private func update(_ constraint: NSLayoutConstraint, constant: CGFloat, priority: UILayoutPriority) {
        if priority != constraint.priority {
            constraint.setPriorityUnchecked(priority)
            if let id = solverID(of: constraint) { perform(changing: constraint) { try solver.setPriority(Self.solverPriority(priority), of: id) } }
        }
        if constraint.constant != constant {
            constraint.setConstantUnchecked(constant)
            if let id = solverID(of: constraint) { perform(changing: constraint) { try solver.setConstant(-Double(constant), of: id) } }
        }
    }

    /// Adds queued constraints and refreshes content sizes, frame-derived constraints and the
    /// system guides' margins. `size` is the root's bounds' size, which the caller has read.
    private func synchronize(rootSize size: CGSize) {
        // The queues swap with a spare buffer (a constraint or view queued while they are read
        // waits in the emptied queue), so that queueing again allocates nothing.
        if !pending.isEmpty {
            swap(&pending, &drainingPending)
            for constraint in drainingPending where constraint.isActive || isDetached { add(constraint) }
            drainingPending.removeAllKeepingCapacity()
        }
        if !intrinsicDirty.isEmpty {
            swap(&intrinsicDirty, &drainingIntrinsic)
            for (view, variables) in drainingIntrinsic { refreshContentSize(of: view, variables) }
            drainingIntrinsic.removeAllKeepingCapacity()
        }
        if !frameDirty.isEmpty {
            swap(&frameDirty, &draining)
            for view in draining { refreshFrameConstraints(of: view) }
            draining.removeAllKeepingCapacity()
        }
        if guidesNeedRefresh || size != guidesRefreshedSize {
            guidesNeedRefresh = false
            guidesRefreshedSize = size
            for guide in systemGuides { refreshSystemGuide(guide) }
        }
    }

    /// Multi-line labels without a preferred width take the height of their text wrapped at the
    /// width just solved; a few rounds settle it (the width rarely depends on the height).
    private func settleWrappingLabels() {
        guard !wrappingLabels.isEmpty else { return }
        for _ in 0..<4 {
            var changed = false
            for label in wrappingLabels {
                guard label.wrapsToSolvedWidth, let variables = variablesIfPresent(for: LayoutItem(view: label)),
                    let hug = variables.contentConstant(2), variables.contentConstant(3) != nil
                else { continue }
                let width = value(of: variables.width)
                // The height for this width is known unless the width or the text changed.
                if width == variables.settledWidth, variables.settledText == label.text { continue }
                let height = label.textSize(forWidth: width).height
                variables.settledWidth = width
                variables.settledText = label.text
                guard abs(height - hug) > 1e-9 else { continue }
                setContentSizeConstant(variables, slot: 2, height)
                setContentSizeConstant(variables, slot: 3, height)
                changed = true
            }
            if !changed { return }
        }
    }

    /// Sets the constant of a constraint the engine derived (a content size, a frame, a guide).
    /// An optional one's change is deferred: the solver repairs a batch of such changes (a label's
    /// four content-size constraints, say) at once when the pass next reads a value.
    private func setSystemConstant(_ constraint: NSLayoutConstraint, _ value: CGFloat) {
        constraint.setConstantUnchecked(value)
        guard let id = solverID(of: constraint) else { return }
        if constraint.priority < .required {
            solver.setConstantDeferred(-Double(value), of: id)
        } else {
            perform(changing: constraint) { try solver.setConstant(-Double(value), of: id) }
        }
    }

    /// Writes the solved frames: every member's after members joined, otherwise only those of
    /// members whose variables changed in the solver (and of members whose frames were set from
    /// outside). O(changed variables) for an incremental pass, O(*m*) for a full one.
    private func applyFrames() {
        if isDetached || applyToAll {
            solver.takeChangedVariables { _ in }
            guard !isDetached else { return }
            applyToAll = false
            isApplyingFrames = true
            for member in members { apply(member) }
        } else {
            solver.takeChangedVariables { changedBuffer.append($0) }
            isApplyingFrames = true
            for variable in changedBuffer {
                let symbol = Int(variable.index)
                if symbol < memberOfSymbol.count, memberOfSymbol[symbol] >= 0 { apply(members[Int(memberOfSymbol[symbol])]) }
            }
            changedBuffer.removeAllKeepingCapacity()
        }
        if !framesSetOutside.isEmpty {
            let views = framesSetOutside
            framesSetOutside = []
            for view in views { apply(view) }
        }
        isApplyingFrames = false
    }

    /// Writes one member's solved frame if it differs from its frame. O(1).
    private func apply(_ member: UIView) {
        // The variables through the view's unretained copy (no retain of the state or of them).
        guard let unmanaged = member.unretainedLayoutVariables, unmanaged.takeUnretainedValue().belongs(to: self) else { return }
        let solved = frame(of: unmanaged.takeUnretainedValue().handles)
        let current = member.frame
        // Field by field: Foundation's `CGRect ==` is a call into the library on Linux.
        if current.origin.x != solved.origin.x || current.origin.y != solved.origin.y
            || current.size.width != solved.size.width || current.size.height != solved.size.height
        {
            member.frame = solved
            // A guide of a view inside the island may depend on where that view now is.
            if !guidesNeedRefresh, systemGuides.contains(where: { $0.owner !== root }) { guidesNeedRefresh = true }
        }
    }

    /// The solved frame of a view's or guide's variables. O(1).
    func frame(of variables: FrameVariables) -> CGRect {
        CGRect(x: value(of: variables.x), y: value(of: variables.y), width: value(of: variables.width), height: value(of: variables.height))
    }

    // MARK: Adding constraints

    /// Records that `constraint` is the solver's row `id`.
    private func register(_ constraint: NSLayoutConstraint, as id: SolverConstraintID) {
        if isDetached {
            detachedIDs[ObjectIdentifier(constraint)] = id
        } else {
            constraint.solverID = id
            constraint.engine = self
        }
        record(EngineRow(constraint), for: id)
    }

    private func solverID(of constraint: NSLayoutConstraint) -> SolverConstraintID? {
        isDetached ? detachedIDs[ObjectIdentifier(constraint)] : constraint.solverID
    }

    private func add(_ constraint: NSLayoutConstraint, solverPriority: Float? = nil) {
        // The host unretained: the expressions only compare views with it.
        guard let host = constraint.unretainedHost else { return }
        // The terms go into a buffer the engine keeps (the solver copies them), so that adding a
        // constraint allocates no array; taken, not shared, should adding ever nest.
        var terms = termBuffer
        termBuffer = []
        defer {
            terms.removeAllKeepingCapacity()
            termBuffer = terms
        }
        var base = 0.0
        expression(constraint.first, constraint.firstAttribute, host: host, scale: 1, into: &terms, constant: &base)
        if let second = constraint.second {
            expression(second, constraint.secondAttribute, host: host, scale: -Double(constraint.multiplier), into: &terms, constant: &base)
        }
        constraint.solverBase = base
        let relation = constraint.relation.solverRelation
        sequence += 1
        constraint.engineOrder = sequence
        while true {
            do {
                let id = try solver.add(terms, constant: base - Double(constraint.constant), relation: relation,
                                        priority: solverPriority ?? constraint.priority.rawValue)
                register(constraint, as: id)
                if constraint.isInstalledKind { userConstraintCount += 1 }
                constraint.isBrokenByEngine = false
                return
            } catch {
                guard case .unsatisfiable(let explanation) = error else { return }
                let victim = breakConstraint(involving: explanation, adding: constraint)
                if victim === constraint { return }
            }
        }
    }

    /// Runs a change of an installed constraint; when it makes the required constraints
    /// unsatisfiable, breaks one (logging as UIKit does) and tries again.
    private func perform(changing constraint: NSLayoutConstraint, _ change: () throws -> Void) {
        for _ in 0..<64 {
            do {
                try change()
                return
            } catch {
                guard let conflict = error as? SolverConflict, case .unsatisfiable(let explanation) = conflict else { return }
                let victim = breakConstraint(involving: explanation, adding: nil, changing: constraint)
                if victim === constraint { return }
            }
        }
    }

    /// Chooses the constraint to break among those that conflict (the most recently added of
    /// the app's constraints, else the newest system one: UIKit's logs show app constraints
    /// broken before a cell's or a frame's), logs UIKit's text, records the report and stops
    /// enforcing it. Returns the broken constraint.
    @discardableResult
    private func breakConstraint(involving explanation: [SolverConstraintID], adding new: NSLayoutConstraint?,
                                 changing: NSLayoutConstraint? = nil) -> NSLayoutConstraint {
        var involved = explanation.compactMap { constraint(for: $0) }
        if let changing, !involved.contains(where: { $0 === changing }) { involved.append(changing) }
        involved.sort { $0.engineOrder < $1.engineOrder }
        if let new { involved.append(new) }
        let victim = involved.last(where: { $0.origin == .user }) ?? involved.last(where: { $0.origin != .encapsulated && $0.origin != .autoresizing }) ?? involved.last!
        let message = Self.conflictMessage(involved, broken: victim)
        reports.append(UnsatisfiableConstraintsReport(constraints: involved, brokenConstraint: victim, message: message))
        logToConsole("[LayoutConstraints] " + message)
        if victim !== new, let id = solverID(of: victim) {
            solver.remove(id)
            record(nil, for: id)
            if isDetached { detachedIDs[ObjectIdentifier(victim)] = nil } else { victim.solverID = nil }
            if victim.isInstalledKind { userConstraintCount -= 1 }
        }
        victim.isBrokenByEngine = true
        if victim.isInstalledKind { broken.append(victim) }
        return victim
    }

    static func conflictMessage(_ constraints: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(constraints.map { "    \"\($0.describe())\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken.describe())
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }

    // MARK: Expressions

    /// Appends `scale × attribute(item)` in `host`'s coordinates to `terms` (and its constant
    /// part to `constant`). `host` is the constraint's host, unretained (it holds the constraint
    /// being added), and only compared with views.
    private func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, host: Unmanaged<UIView>, scale: Double,
                            into terms: inout [SolverTerm], constant: inout Double) {
        // The attribute first: a margin attribute is rare, and reading the view retains it.
        if let guideAttribute = attribute.withinMargins, let view = item.view {
            expression(LayoutItem(guide: view.layoutMarginsGuide), guideAttribute, host: host, scale: scale, into: &terms, constant: &constant)
            return
        }
        guard let axis = attribute.axis else { return }
        let variables = handles(for: item)
        // The item's own origin, then those of the views between it and `host` (the item's
        // variables are at hand: the walk starts above it).
        func position() {
            if let guide = item.guide {
                terms.append(SolverTerm(variables.variable(axis, size: false), scale))
                path(from: guide.owner!, to: host, axis: axis, scale: scale, into: &terms)
            } else if Unmanaged.passUnretained(item.object).toOpaque() != host.toOpaque() {
                terms.append(SolverTerm(variables.variable(axis, size: false), scale))
                // Usually the item is a subview of the host (nothing between): checked by address,
                // without reading the superview (which retains it).
                if !unsafeDowncast(item.object, to: UIView.self).superviewIs(host), let parent = item.view!.superview {
                    path(from: parent, to: host, axis: axis, scale: scale, into: &terms)
                }
            }
        }
        let size = SolverTerm(variables.variable(axis, size: true), scale)
        switch attribute {
        case .width, .height:
            terms.append(size)
        case .left, .leading, .top:
            position()
        case .right, .trailing, .bottom:
            position()
            terms.append(size)
        case .centerX, .centerY:
            position()
            terms.append(SolverTerm(size.variable, scale / 2))
        case .firstBaseline:
            position()
            if let label = item.view as? UILabel {
                constant += scale * Double(label.font.ascender)
            } else {
                terms.append(size)
            }
        case .lastBaseline:
            position()
            terms.append(size)
            if let label = item.view as? UILabel { constant += scale * Double(label.font.descender) }
        default:
            break
        }
    }

    /// The origin of `view` in `host`'s coordinates: its own origin variable plus those of the
    /// views between it and `host` (nothing when `view` is `host`).
    private func path(from view: UIView, to host: Unmanaged<UIView>, axis: NSLayoutConstraint.Axis, scale: Double, into terms: inout [SolverTerm]) {
        var current = view
        while Unmanaged.passUnretained(current).toOpaque() != host.toOpaque() {
            terms.append(SolverTerm(handles(for: LayoutItem(view: current)).variable(axis, size: false), scale))
            guard let parent = current.superview else { return }
            current = parent
        }
    }

    // MARK: Variables

    private func variablesIfPresent(for item: LayoutItem) -> LayoutVariables? {
        if item.object === root { return rootVariables }  // by identity: no reference taken
        if isDetached { return detachedVariables[ObjectIdentifier(item.object)] }
        // The item's class is known from its kind: no optional view or guide, no dynamic cast;
        // the owner is checked by address (no retain of the engine). A view's are read through
        // its unretained copy: only the variables returned are retained.
        if item.isGuide {
            guard let variables = unsafeDowncast(item.object, to: UILayoutGuide.self).variables, variables.belongs(to: self) else { return nil }
            return variables
        }
        guard let variables = unsafeDowncast(item.object, to: UIView.self).unretainedLayoutVariables,
            variables.takeUnretainedValue().belongs(to: self)
        else { return nil }
        return variables.takeUnretainedValue()
    }

    /// The item's variables in this engine as values (made first if it has none), for an
    /// expression: a view's are read through its unretained copy, so that nothing is retained.
    /// O(1) once made.
    private func handles(for item: LayoutItem) -> FrameVariables {
        if item.object === root { return rootHandles }
        // (Not `_withUnsafeGuaranteedRef`: its closure would check at each call that it runs on
        // the main actor.)
        if !isDetached, !item.isGuide, let unmanaged = unsafeDowncast(item.object, to: UIView.self).unretainedLayoutVariables,
            unmanaged.takeUnretainedValue().belongs(to: self)
        {
            return unmanaged.takeUnretainedValue().handles
        }
        return variables(for: item).handles
    }

    private func variables(for item: LayoutItem) -> LayoutVariables {
        if let existing = variablesIfPresent(for: item) { return existing }
        let variables = LayoutVariables(engine: self, solver: solver)
        // The item's class is known from its kind: one downcast, no optional view or guide.
        if item.isGuide {
            let guide = unsafeDowncast(item.object, to: UILayoutGuide.self)
            if isDetached { detachedVariables[ObjectIdentifier(guide)] = variables } else { guide.variables = variables }
            if guide.systemKind != nil {
                systemGuides.append(guide)
                addSystemGuideConstraints(guide, variables)
            } else {
                guides.append(guide)
            }
            return variables
        }
        let view = unsafeDowncast(item.object, to: UIView.self)
        if isDetached { detachedVariables[ObjectIdentifier(view)] = variables } else { view.autoLayoutState(creating: true).variables = variables }
        if view.translatesAutoresizingMaskIntoConstraints && !(isDetached && view === root) {
            addFrameConstraints(view, variables)
        } else {
            registerMember(view, variables)
            if let label = view as? UILabel { wrappingLabels.append(label) }
            refreshContentSize(of: view, variables)
        }
        return variables
    }

    /// Adds a view laid out by the engine; the next pass writes every member's frame. O(1)
    /// amortised.
    private func registerMember(_ view: UIView, _ variables: LayoutVariables) {
        let index = Int32(members.count)
        if members.capacity == 0 { members.reserveCapacity(8) }
        members.append(view)
        applyToAll = true
        // The four variables are made together, so their symbols are close: grow the map once.
        let highest = Int(max(variables.x.index, variables.y.index, variables.width.index, variables.height.index))
        if memberOfSymbol.count <= highest {
            if memberOfSymbol.capacity <= highest { memberOfSymbol.reserveCapacity(max(64, 2 * highest + 2)) }
            memberOfSymbol.append(contentsOf: repeatElement(-1, count: highest + 1 - memberOfSymbol.count))
        }
        memberOfSymbol[Int(variables.x.index)] = index
        memberOfSymbol[Int(variables.y.index)] = index
        memberOfSymbol[Int(variables.width.index)] = index
        memberOfSymbol[Int(variables.height.index)] = index
    }

    private func addFrameConstraints(_ view: UIView, _ variables: LayoutVariables) {
        let item = LayoutItem(view: view)
        let frame = view.frame
        for (attribute, value) in [(NSLayoutConstraint.Attribute.left, frame.minX), (.top, frame.minY), (.width, frame.width), (.height, frame.height)] {
            let constraint = NSAutoresizingMaskLayoutConstraint(first: item, firstAttribute: attribute, relation: .equal, second: nil,
                                                                secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
            constraint.host = view.superview ?? view
            variables.frameConstraints.append(constraint)
            let axis = attribute.axis!
            addSystem(constraint, CollectionOfOne(SolverTerm(variables.variable(axis, size: attribute == .width || attribute == .height), 1)))
        }
    }

    private func refreshFrameConstraints(of view: UIView) {
        guard let variables = variablesIfPresent(for: LayoutItem(view: view)), variables.frameConstraints.count == 4 else { return }
        let frame = view.frame
        for (constraint, value) in zip(variables.frameConstraints, [frame.minX, frame.minY, frame.width, frame.height]) where constraint.constant != value {
            setSystemConstant(constraint, value)
        }
    }

    /// Adds a system constraint whose terms are given (no expression walk).
    private func addSystem(_ constraint: NSLayoutConstraint, _ terms: some Collection<SolverTerm>) {
        constraint.solverBase = 0
        sequence += 1
        constraint.engineOrder = sequence
        let relation = constraint.relation.solverRelation
        do {
            let id = try solver.add(terms, constant: -Double(constraint.constant), relation: relation, priority: constraint.priority.rawValue)
            register(constraint, as: id)
        } catch {
            guard case .unsatisfiable(let explanation) = error else { return }
            let victim = breakConstraint(involving: explanation, adding: constraint)
            if victim !== constraint { addSystem(constraint, terms) }
        }
    }

    /// Reads the view's intrinsic content size into its content-size constraints (adding or
    /// removing them when an axis gains or loses a size; an axis whose hugging and compression
    /// resistance are both optional gets one pair row for the two). `variables` are the view's in
    /// this engine.
    private func refreshContentSize(of view: UIView, _ variables: LayoutVariables) {
        variables.intrinsicDirty = false
        guard !view.translatesAutoresizingMaskIntoConstraints || (isDetached && view === root) || view === root else { return }
        let intrinsic = view.intrinsicContentSize
        for rawAxis in 0...1 {   // both axes, without an array to hold them
            let axis: NSLayoutConstraint.Axis = rawAxis == 0 ? .horizontal : .vertical
            var value = axis == .horizontal ? intrinsic.width : intrinsic.height
            // (The view's class checked last: a view's first refresh has no height yet.)
            if axis == .vertical, let hug = variables.contentConstant(2), let label = view as? UILabel, label.wrapsToSolvedWidth {
                // The height at the width last solved (settling then has nothing left to do
                // unless the width moves): new text in a reused cell costs one solver change
                // per constraint instead of two.
                if variables.settledWidth >= 0, variables.settledText != label.text {
                    value = label.textSize(forWidth: variables.settledWidth).height
                    variables.settledText = label.text
                } else {
                    value = hug
                }
            }
            let hugging = axis.rawValue * 2
            if value != UIView.noIntrinsicMetric, value >= 0, variables.contentConstant(hugging) == nil {
                let huggingPriority = view.contentHuggingPriority(for: axis)
                let compressionPriority = view.contentCompressionResistancePriority(for: axis)
                if huggingPriority < .required, compressionPriority < .required {
                    // Both optional: one row for the two (see ``ContentSizeRow``).
                    let id = solver.addPair(CollectionOfOne(SolverTerm(variables.variable(axis, size: true), 1)), constant: -Double(value),
                                            abovePriority: huggingPriority.rawValue, belowPriority: compressionPriority.rawValue)
                    sequence += 2
                    variables.contentRows[hugging] = ContentSizeRow(id: id, constant: value, priority: huggingPriority, order: sequence - 1, paired: true)
                    variables.contentRows[hugging + 1] = ContentSizeRow(id: id, constant: value, priority: compressionPriority, order: sequence, paired: true)
                    record(EngineRow(contentSizeOf: view), for: id)
                    record(EngineRow(contentSizeOf: view), for: SolverConstraintID(index: id.index + 1))  // the compression half's
                    continue
                }
            }
            refreshContentSize(of: view, variables, axis: axis, slot: hugging, .lessThanOrEqual, value)
            refreshContentSize(of: view, variables, axis: axis, slot: hugging + 1, .greaterThanOrEqual, value)
        }
    }

    /// Adds, updates or removes one content-size constraint: hugging (`size <= value`) or
    /// compression resistance (`size >= value`) on `axis`. An optional one is added as a solver
    /// row only (see ``LayoutVariables/contentRows``).
    private func refreshContentSize(of view: UIView, _ variables: LayoutVariables, axis: NSLayoutConstraint.Axis, slot: Int,
                                    _ relation: NSLayoutConstraint.Relation, _ value: CGFloat) {
        if value == UIView.noIntrinsicMetric || value < 0 {
            if let row = variables.contentRows[slot] {
                solver.remove(row.id)
                record(nil, for: row.id)
                variables.contentRows[slot] = nil
                if row.paired {
                    // Both halves (the hugging slot comes first), and their constraints if made.
                    record(nil, for: SolverConstraintID(index: row.id.index + 1))
                    variables.contentRows[slot + 1] = nil
                    variables.contentObjects[slot] = nil
                    variables.contentObjects[slot + 1] = nil
                }
            } else if let existing = variables.contentObjects[slot] {
                if let id = solverID(of: existing) { solver.remove(id); record(nil, for: id) }
                existing.solverID = nil
                variables.contentObjects[slot] = nil
            }
        } else if let existing = variables.contentConstant(slot) {
            if existing != value { setContentSizeConstant(variables, slot: slot, value) }
        } else {
            let priority = relation == .lessThanOrEqual
                ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            let term = CollectionOfOne(SolverTerm(variables.variable(axis, size: true), 1))
            // An optional row never conflicts with the required ones (the solver cannot refuse it).
            if priority < .required,
                let id = try? solver.add(term, constant: -Double(value), relation: relation.solverRelation, priority: priority.rawValue)
            {
                sequence += 1
                variables.contentRows[slot] = ContentSizeRow(id: id, constant: value, priority: priority, order: sequence)
                record(EngineRow(contentSizeOf: view), for: id)
            } else {
                let constraint = makeContentSizeConstraint(of: view, slot: slot, constant: value, priority: priority)
                variables.contentObjects[slot] = constraint
                addSystem(constraint, term)
            }
        }
    }

    /// A new `NSContentSizeLayoutConstraint` for one of the view's content-size slots (not
    /// added to the solver).
    private func makeContentSizeConstraint(of view: UIView, slot: Int, constant: CGFloat, priority: UILayoutPriority) -> NSContentSizeLayoutConstraint {
        let constraint = NSContentSizeLayoutConstraint(first: LayoutItem(view: view), firstAttribute: slot < 2 ? .width : .height,
                                                       relation: slot.isMultiple(of: 2) ? .lessThanOrEqual : .greaterThanOrEqual,
                                                       second: nil, secondAttribute: .notAnAttribute, multiplier: 1, constant: constant)
        constraint.setPriorityUnchecked(priority)
        constraint.host = view
        return constraint
    }

    /// The constraint of one of the view's content-size slots; one kept as its solver row is
    /// made now and takes the row (its id, constant, priority and place in the engine's order).
    private func contentSizeConstraint(of view: UIView, _ variables: LayoutVariables, slot: Int) -> NSContentSizeLayoutConstraint? {
        guard let row = variables.contentRows[slot] else { return variables.contentObjects[slot] }
        if row.paired {
            if let made = variables.contentObjects[slot] { return made }
            // Both halves' constraints, beside the row (see ``ContentSizeRow``).
            for index in (slot & ~1)...(slot | 1) {
                guard let half = variables.contentRows[index] else { continue }
                let constraint = makeContentSizeConstraint(of: view, slot: index, constant: half.constant, priority: half.priority)
                constraint.engineOrder = half.order
                if !isDetached { constraint.engine = self }
                variables.contentObjects[index] = constraint
            }
            return variables.contentObjects[slot]
        }
        let constraint = makeContentSizeConstraint(of: view, slot: slot, constant: row.constant, priority: row.priority)
        constraint.engineOrder = row.order
        variables.contentRows[slot] = nil
        variables.contentObjects[slot] = constraint
        register(constraint, as: row.id)
        return constraint
    }

    /// Splits a pair row (its hugging slot `slot` and the compression slot after it) into one
    /// row per constraint, making the constraints if they are not yet: the solver splits the row
    /// in two (the second taking the id the pair kept for it, so the ids stay in the engine's
    /// order), and each constraint takes its half. O(the solver's remove and two adds).
    private func splitContentSizePair(of view: UIView, _ variables: LayoutVariables, slot: Int) {
        guard let hugging = variables.contentRows[slot], hugging.paired,
            let huggingConstraint = contentSizeConstraint(of: view, variables, slot: slot),
            let compressionConstraint = variables.contentObjects[slot + 1]
        else { return }
        let compressionID = solver.splitPair(hugging.id)
        variables.contentRows[slot] = nil
        variables.contentRows[slot + 1] = nil
        register(huggingConstraint, as: hugging.id)
        register(compressionConstraint, as: compressionID)
    }

    /// A content-size constraint made beside its view's pair row (no row of its own), about to
    /// be changed or removed through itself: the pair is split first, so that it has its row.
    private func giveOwnRow(_ constraint: NSLayoutConstraint) {
        guard solverID(of: constraint) == nil, constraint is NSContentSizeLayoutConstraint, let view = constraint.first.view,
            let variables = variablesIfPresent(for: constraint.first)
        else { return }
        let slot = constraint.firstAttribute == .width ? 0 : 2
        if variables.contentRows[slot]?.paired == true, variables.contentObjects[slot | (constraint.relation == .lessThanOrEqual ? 0 : 1)] === constraint {
            splitContentSizePair(of: view, variables, slot: slot)
        }
    }

    /// Sets the constant of one of a view's content-size constraints (of both, for a pair row).
    private func setContentSizeConstant(_ variables: LayoutVariables, slot: Int, _ value: CGFloat) {
        if let row = variables.contentRows[slot] {
            // A row is optional: its change is deferred.
            if row.paired {
                guard row.constant != value else { return }  // set through the pair's other slot
                variables.contentRows[slot]?.constant = value
                variables.contentRows[slot ^ 1]?.constant = value
                // The two constraints, if made (both or neither).
                if let made = variables.contentObjects[slot] {
                    made.setConstantUnchecked(value)
                    variables.contentObjects[slot ^ 1]?.setConstantUnchecked(value)
                }
            } else {
                variables.contentRows[slot]?.constant = value
            }
            solver.setConstantDeferred(-Double(value), of: row.id)
        } else if let constraint = variables.contentObjects[slot] {
            setSystemConstant(constraint, value)
        }
    }

    private func addSystemGuideConstraints(_ guide: UILayoutGuide, _ variables: LayoutVariables) {
        let owner = guide.owner!
        let ownerVariables = self.variables(for: LayoutItem(view: owner))
        let frame = guide.layoutFrame
        let size = owner.bounds.size
        let names = guide.systemKind == .margins
            ? ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint", "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"]
            : ["\(guide.identifier)-left", "\(guide.identifier)-top", "\(guide.identifier)-right", "\(guide.identifier)-bottom"]
        let item = LayoutItem(guide: guide)
        let specs: [(NSLayoutConstraint.Attribute, CGFloat, [SolverTerm])] = [
            (.left, frame.minX, [SolverTerm(variables.x, 1)]),
            (.top, frame.minY, [SolverTerm(variables.y, 1)]),
            (.width, frame.width - size.width, [SolverTerm(variables.width, 1), SolverTerm(ownerVariables.width, -1)]),
            (.height, frame.height - size.height, [SolverTerm(variables.height, 1), SolverTerm(ownerVariables.height, -1)]),
        ]
        for (index, (attribute, value, terms)) in specs.enumerated() {
            let constraint = SystemLayoutConstraint(.autoresizing, identifier: names[index], first: item, attribute,
                                                    second: attribute == .width || attribute == .height ? LayoutItem(view: owner) : nil,
                                                    attribute == .width || attribute == .height ? attribute : .notAnAttribute,
                                                    constant: value)
            constraint.host = owner
            variables.guideConstraints.append(constraint)
            addSystem(constraint, terms)
        }
    }

    /// A system guide follows its owner's margins: offsets from the owner's edges, refreshed
    /// from the current margins (and, for the readable guide, the owner's current width).
    private func refreshSystemGuide(_ guide: UILayoutGuide) {
        guard let owner = guide.owner, let variables = variablesIfPresent(for: LayoutItem(guide: guide)), variables.guideConstraints.count == 4 else { return }
        let frame = guide.layoutFrame
        let size = owner.bounds.size
        let values = [frame.minX, frame.minY, frame.width - size.width, frame.height - size.height]
        for (constraint, value) in zip(variables.guideConstraints, values) where constraint.constant != value {
            setSystemConstant(constraint, value)
        }
    }

    // MARK: Queries

    func isAmbiguous(_ item: LayoutItem) -> Bool {
        if needsSolve, !isDetached { layoutPass() }
        guard let variables = variablesIfPresent(for: item) else {
            return item.view.map { !$0.translatesAutoresizingMaskIntoConstraints } ?? true
        }
        if let view = item.view, view === root { return false }
        return [variables.x, variables.y, variables.width, variables.height].contains { solver.isAmbiguous($0) }
    }

    func constraints(affecting item: LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        if needsSolve, !isDetached { layoutPass() }
        return solvedConstraints
            .filter { ($0.first.object === item.object && $0.firstAttribute.axis == axis) || ($0.second?.object === item.object && $0.secondAttribute.axis == axis) }
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: SolverRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// A margin attribute as the attribute of the margins guide it stands for.
    var withinMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

/// Writes a line to standard error, where UIKit's console messages go.
func logToConsole(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
