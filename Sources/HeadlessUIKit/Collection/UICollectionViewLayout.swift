import Foundation

extension UICollectionView {
    /// What kind of element layout attributes describe, as `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable {
        /// A cell, one per item.
        case cell
        /// A supplementary view, such as a section header or footer.
        case supplementaryView
        /// A decoration view, made by the collection view from the class the layout registered.
        case decorationView
    }

    /// The direction a flow layout's content scrolls in, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Content scrolls up and down; lines run across.
        case vertical
        /// Content scrolls sideways; lines run down.
        case horizontal
    }
}

/// Where and how one element of a collection view shows; the engine's
/// `UICollectionViewLayoutAttributes`.
///
/// A class, as in UIKit, so a layout subclass can adjust the attributes its superclass
/// returns in place. Layouts may cache the attributes they hand out, so copy them first
/// (``copy()`` returns a new instance of the same dynamic class, with the same values):
///
/// ```swift
/// override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///     let attributes = super.layoutAttributesForElements(in: rect)?
///         .map { $0.copy() as! UICollectionViewLayoutAttributes }
///     attributes?.forEach { $0.frame.origin.x = 0 }
///     return attributes
/// }
/// ```
///
/// A subclass that adds properties overrides ``copy(with:)`` (calling `super`) and
/// ``isEqual(_:)``, as in UIKit. Two attributes are equal when every property matches.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content coordinates. Setting it moves
    /// ``center`` and sets ``size``.
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }
    /// The centre of ``frame``. Setting it moves the frame and keeps its size.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame``. Setting it keeps the centre where it is, as UIKit does.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's index path: the item for a cell, the section (item 0) for a section
    /// header or footer.
    open var indexPath: IndexPath {
        get { storedIndexPath }
        set {
            storedIndexPath = newValue
            storedOrder = nil
        }
    }

    /// Item 0 of section 0, built once: every attributes object starts there, and building the
    /// path (an index, then another appended) for each one cost more than copying it.
    private static let firstItem = IndexPath(item: 0, section: 0)
    /// The element's transparency (1 by default), applied to its view.
    open var alpha: CGFloat {
        get { storedAlpha }
        set { storedAlpha = newValue }
    }
    /// Whether the element's view is hidden (false by default).
    open var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }
    /// The element's stacking order among elements that overlap (0 by default; higher is in front).
    open var zIndex: Int {
        get { storedZIndex }
        set { storedZIndex = newValue }
    }
    // Where the overridable properties above keep their values: the attributes objects that
    // RecycledAttributes hands out again, of this class itself, are reset and copied into here
    // directly (through the properties, each value cost a dynamically dispatched call).
    // Without dynamic exclusivity checks: plain loads and stores.
    @exclusivity(unchecked) private final var storedFrame = CGRect.zero
    @exclusivity(unchecked) private final var storedIndexPath = UICollectionViewLayoutAttributes.firstItem
    @exclusivity(unchecked) private final var storedAlpha: CGFloat = 1
    @exclusivity(unchecked) private final var storedIsHidden = false
    @exclusivity(unchecked) private final var storedZIndex = 0
    /// `storedIndexPath`'s section and item when the engine set the path from those integers
    /// (a layout's recycled attributes, and their typed copies: instances of this class itself,
    /// whose `indexPath` getter is this class's); nil otherwise, and once the path is set
    /// through ``indexPath``. See ``knownIndexPathOrder``.
    @exclusivity(unchecked) private final var storedOrder: IndexPath.Order?
    /// What the attributes describe: a cell, a supplementary view or a decoration view.
    @exclusivity(unchecked) public internal(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The supplementary or decoration kind (such as ``UICollectionView/elementKindSectionHeader``);
    /// nil for cells.
    @exclusivity(unchecked) public internal(set) var representedElementKind: String?

    /// Empty attributes of a cell at item 0 of section 0; layouts use the convenience
    /// initializers. Required so that ``copy(with:)`` can make an instance of a subclass.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`. The collection
    /// view shows it with a view of the class registered on the layout for that kind.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Attributes for the cell at `indexPath` with `frame` (an engine convenience).
    public convenience init(forCellWith indexPath: IndexPath, frame: CGRect) {
        self.init(forCellWith: indexPath)
        self.frame = frame
    }

    /// Attributes for a supplementary view with `frame` (an engine convenience).
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath, frame: CGRect) {
        self.init(forSupplementaryViewOfKind: elementKind, with: indexPath)
        self.frame = frame
    }

    /// A new instance of the receiver's class with the same values. Subclasses that add
    /// properties override it, call `super` and copy their own.
    ///
    /// - Complexity: O(1).
    open func copy(with zone: NSZone? = nil) -> Any {
        copyOfValues(into: type(of: self).init())
    }

    /// `copy` with this instance's values (those ``copy(with:)`` copies); returns it.
    private func copyOfValues(into copy: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        copy.frame = frame
        copy.indexPath = indexPath
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.zIndex = zIndex
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// ``copy()``, typed. An instance of this class itself (not of a subclass, which may
    /// override `copy(with:)`) is copied as `copy(with:)` copies it, without going through
    /// `Any` and a cast back (a dynamic cast, about 260 instructions), into one of the last
    /// copies made this way that nobody holds any more (see ``RecycledAttributes``; a
    /// self-sizing cell's measurement copies its attributes and the collection view drops the
    /// copy once it read the size, so allocating and freeing one cost about 650 instructions a
    /// measurement); a subclass's instance through its `copy()`.
    ///
    /// - Complexity: O(1) plus a subclass's `copy()`.
    @MainActor
    final func typedCopy() -> UICollectionViewLayoutAttributes {
        guard type(of: self) == UICollectionViewLayoutAttributes.self else {
            return copy() as! UICollectionViewLayoutAttributes
        }
        // Both of this class itself: the values are read and written where they are kept.
        let copy = UICollectionViewLayoutAttributes.recycledCopies.take()
        copy.storedFrame = storedFrame
        copy.storedIndexPath = storedIndexPath
        copy.storedOrder = storedOrder
        copy.storedAlpha = storedAlpha
        copy.storedIsHidden = storedIsHidden
        copy.storedZIndex = storedZIndex
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// The last copies ``typedCopy()`` made, for it to copy into again once nobody holds them.
    /// Without dynamic exclusivity checks: taking one calls out to nothing that could reach it
    /// (the base class's initializer).
    @MainActor @exclusivity(unchecked) private static var recycledCopies = RecycledAttributes(capacity: 16)

    /// Makes the attributes those of a new instance for the cell at `indexPath` with `frame`
    /// (for ``RecycledAttributes``, which recycles instances of this class only).
    fileprivate func reset(cellAt indexPath: IndexPath, frame: CGRect, order: IndexPath.Order?) {
        // Set where the values are kept: the object is of this class itself.
        storedFrame = frame
        storedIndexPath = indexPath
        storedOrder = order
        storedAlpha = 1
        storedIsHidden = false
        storedZIndex = 0
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// ``indexPath``'s ``IndexPath/order`` (its section and item) when the layout set the path
    /// from those integers (a layout's recycled attributes: instances of this class itself, so
    /// ``indexPath`` would answer the path they came with); nil when it did not, and the caller
    /// reads ``indexPath``. Lets the display pass key cells without calls through Foundation.
    ///
    /// - Complexity: O(1).
    final var knownIndexPathOrder: IndexPath.Order? { storedOrder }

    /// Tells the attributes, new or reset for `indexPath` by ``RecycledAttributes``, the path's
    /// section and item (`order`, which must be `indexPath.order`).
    fileprivate func setOrder(_ order: IndexPath.Order?) { storedOrder = order }

    /// A new instance with the same values, through ``copy(with:)``.
    open override func copy() -> Any { copy(with: nil) }

    /// Whether `object` is attributes of the same class with equal values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return frame == other.frame && indexPath == other.indexPath && alpha == other.alpha
            && isHidden == other.isHidden && zIndex == other.zIndex
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// A hash of the index path, category and kind (equal attributes hash equally).
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    /// The element and its frame, such as `cell [0, 3] (0 0; 100 50)`.
    open override var description: String {
        let element = representedElementKind.map { "\($0) " } ?? "cell "
        return "\(element)[\(indexPath.section), \(indexPath[1])] \(frame.compactDescription)"
    }
}

/// The last attributes objects of the base class (not of a subclass, which may carry more
/// values) a layout handed out, so that a query makes its attributes from those nobody holds any
/// more instead of allocating new ones and freeing the old (a scroll's queries hand out tens
/// of attributes a step, which live until the display pass ends).
///
/// An object is handed out again only when this list holds the only strong reference to it
/// (`isKnownUniquelyReferenced`, the test Swift's copy-on-write collections rely on, also across
/// threads), and then with every value reset to the defaults of a new instance: no one can see
/// the difference from a new allocation (but through a weak reference, which a new allocation
/// would have turned to nil: keep strong references to attributes you want to keep).
struct RecycledAttributes {
    /// The objects, up to ``capacity``, in the order they were handed out; ``take(cellAt:frame:)`` looks at the
    /// oldest, which the display pass that used it has usually let go of.
    private var objects: [UICollectionViewLayoutAttributes] = []
    /// The slot of the oldest object once ``objects`` is full.
    private var oldest = 0
    /// How many objects are kept: a layout keeps 128, more than two queries of a screen hand
    /// out; ``UICollectionViewLayoutAttributes/typedCopy()`` keeps 16, its copies being dropped
    /// as soon as a measurement read them.
    let capacity: Int

    init(capacity: Int = 128) {
        self.capacity = capacity
    }

    /// Attributes of the base class for the cell at `indexPath` with `frame`, the other values
    /// those of a new instance: the oldest object handed out when nobody holds it any more, else
    /// a new one (which takes its slot). `order`, when given, must be `indexPath.order`: the
    /// attributes keep it for ``UICollectionViewLayoutAttributes/knownIndexPathOrder``.
    ///
    /// - Complexity: O(1).
    mutating func take(cellAt indexPath: IndexPath, frame: CGRect, order: IndexPath.Order? = nil) -> UICollectionViewLayoutAttributes {
        guard let attributes = takeUnheld() else {
            let made = UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame)
            made.setOrder(order)
            return keep(made)
        }
        attributes.reset(cellAt: indexPath, frame: frame, order: order)
        return attributes
    }

    /// Attributes of the base class with values to be set by the caller (every one of them):
    /// the oldest object handed out when nobody holds it any more, else a new one (which takes
    /// its slot).
    ///
    /// - Complexity: O(1).
    mutating func take() -> UICollectionViewLayoutAttributes {
        takeUnheld() ?? keep(UICollectionViewLayoutAttributes())
    }

    /// The oldest object, when the list is full and nobody else holds it (the next call looks
    /// at the next one); nil when the caller is to make a new one and ``keep(_:)`` it.
    @inline(__always)
    private mutating func takeUnheld() -> UICollectionViewLayoutAttributes? {
        guard objects.count == capacity else { return nil }
        if isKnownUniquelyReferenced(&objects[oldest]) {
            let attributes = objects[oldest]
            oldest = oldest + 1 == capacity ? 0 : oldest + 1
            return attributes
        }
        return nil
    }

    /// Keeps `attributes`, new, in the next slot: appended until the list is full, then in the
    /// oldest one's place (still held by someone: they keep it). Returns `attributes`.
    @inline(__always)
    private mutating func keep(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        if objects.count < capacity {
            objects.append(attributes)
        } else {
            objects[oldest] = attributes
            oldest = oldest + 1 == capacity ? 0 : oldest + 1
        }
        return attributes
    }
}

/// Decides where a collection view's cells and supplementary views go; the engine's
/// `UICollectionViewLayout`. Subclass it, or use (or subclass) ``UICollectionViewFlowLayout``.
///
/// The collection view calls ``prepare()`` before its first layout and, once
/// ``invalidateLayout()`` was called, before the next one; then it asks for
/// ``collectionViewContentSize`` and for the attributes of what is inside its bounds with
/// ``layoutAttributesForElements(in:)``, and shows each cell, supplementary view and decoration
/// view (made from the class registered with ``register(_:forDecorationViewOfKind:)``) with the
/// attributes that call returned. When its bounds change (a new size, or scrolling), it asks
/// ``shouldInvalidateLayout(forBoundsChange:)`` and, on a yes, runs ``prepare()`` again before
/// the next layout pass (without calling ``invalidateLayout()``, as UIKit invalidates with a
/// context then).
@MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout; nil until the layout is given to one, and again
    /// once that collection view takes another layout or goes away.
    public var collectionView: UICollectionView? { owningCollectionView }

    /// ``collectionView``'s storage. Unowned and unsafe rather than weak: a weakly referenced
    /// object keeps its reference counts in a side table, which made every retain of the
    /// collection view, and every cell's unowned reference to it as its superview, take the
    /// slow path. The collection view clears it when it lets go of the layout and when it
    /// deinitializes (see `UICollectionView`), so it never dangles. Without dynamic exclusivity
    /// checks (the layout reads it on every measurement and query): each access is a plain load
    /// or store of the reference that calls out to nothing.
    @exclusivity(unchecked) unowned(unsafe) var owningCollectionView: UICollectionView?

    /// Whether ``prepare()`` must run before the layout is asked anything (an engine detail).
    // Without dynamic exclusivity checks (every query, fitting-size question and measurement
    // reads it): each access is a plain load or store of a flag that calls out to nothing.
    @exclusivity(unchecked) public internal(set) var needsPrepare = true

    /// Creates a layout.
    public init() {}

    /// The class of the attributes the layout makes; override it to return a subclass of
    /// ``UICollectionViewLayoutAttributes`` that carries more properties, and
    /// ``UICollectionViewFlowLayout`` hands out instances of it. The layout reads it once after
    /// each ``prepare()``, so a change takes effect at the next invalidation.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// New attributes of ``layoutAttributesClass`` for the cell at `indexPath`; `order`, when
    /// given, must be `indexPath.order` (the layout had the section and item at hand).
    final func makeAttributes(cellAt indexPath: IndexPath, frame: CGRect, order: IndexPath.Order? = nil) -> UICollectionViewLayoutAttributes {
        if preparedAttributesAreBase { return recycledAttributes.take(cellAt: indexPath, frame: frame, order: order) }
        let type = attributesType
        guard type == UICollectionViewLayoutAttributes.self else {
            let attributes = type.init()
            attributes.indexPath = indexPath
            attributes.frame = frame
            return attributes
        }
        return recycledAttributes.take(cellAt: indexPath, frame: frame, order: order)
    }

    /// New attributes of ``layoutAttributesClass`` for a supplementary view of `kind` at `indexPath`.
    final func makeAttributes(supplementary kind: String, at indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        makeAttributes(.supplementaryView, kind: kind, at: indexPath, frame: frame)
    }

    /// New attributes of ``layoutAttributesClass`` for a decoration view of `kind` at `indexPath`.
    final func makeAttributes(decoration kind: String, at indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        makeAttributes(.decorationView, kind: kind, at: indexPath, frame: frame)
    }

    /// New attributes of ``layoutAttributesClass`` for a view of `category` and `kind` at `indexPath`.
    private func makeAttributes(
        _ category: UICollectionView.ElementCategory, kind: String, at indexPath: IndexPath, frame: CGRect
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(cellAt: indexPath, frame: frame)
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }

    /// The attributes objects of the base class this layout handed out, for ``makeAttributes(cellAt:frame:)``
    /// to hand out again once nobody holds them. Without dynamic exclusivity checks: taking one
    /// calls out to nothing that could reach the layout (the base class's initializer and setters).
    @exclusivity(unchecked) private var recycledAttributes = RecycledAttributes()

    /// The view classes registered for decoration kinds (an engine detail).
    private(set) var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers `viewClass` (a ``UICollectionReusableView`` subclass) for decoration views of
    /// `elementKind`; nil removes the registration. The collection view makes decoration views
    /// itself from the registered class and reuses them; the data source is not asked. A class
    /// that is not a ``UICollectionReusableView`` stops the program.
    ///
    /// - Complexity: O(1).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationViewClasses[elementKind] = nil
            return
        }
        guard let reusableClass = viewClass as? UICollectionReusableView.Type else {
            listFailure(
                "register(_:forDecorationViewOfKind:) was given \(viewClass) for kind '\(elementKind)', which is not "
                    + "a subclass of UICollectionReusableView; register a UICollectionReusableView subclass")
        }
        decorationViewClasses[elementKind] = reusableClass
    }

    /// ``layoutAttributesClass``, read once per ``prepare()`` (as UIKit's flow layout makes its
    /// attributes when it prepares): checking the class's type for every attributes object cost
    /// more than making it from a recycled one.
    private var attributesType: UICollectionViewLayoutAttributes.Type {
        if let preparedAttributesType { return preparedAttributesType }
        guard let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type else {
            listFailure("layoutAttributesClass \(Self.layoutAttributesClass) is not a subclass of UICollectionViewLayoutAttributes")
        }
        preparedAttributesType = type
        preparedAttributesAreBase = type == UICollectionViewLayoutAttributes.self
        return type
    }

    /// Whether ``attributesType``, since the last ``prepare()``, is the base class (set when it
    /// is read): ``makeAttributes(cellAt:frame:order:)`` then recycles without reading the type.
    @exclusivity(unchecked) private var preparedAttributesAreBase = false

    /// ``attributesType`` since the last ``prepare()``; nil until asked. Without dynamic
    /// exclusivity checks: plain loads and stores.
    @exclusivity(unchecked) private var preparedAttributesType: UICollectionViewLayoutAttributes.Type?

    /// Computes the layout. The collection view calls it before its first layout and after
    /// every ``invalidateLayout()``; subclasses that override it call `super`.
    open func prepare() {}

    /// The size of all content; zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame overlaps `rect`; nil (the default) for none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`, or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, or nil.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where scrolling stops when a user's drag ends with `velocity` (points per millisecond)
    /// and would come to rest at `proposedContentOffset`; the default keeps the proposal.
    /// Override it to snap to items. The collection view asks it in
    /// ``UICollectionView/scrollByUser(toProposedContentOffset:velocity:)``.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The content offset to use after a layout change; the default keeps the proposal. The
    /// collection view asks it when it is given a new layout.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The size to measure the item at `indexPath` within, when it sizes itself and has not been
    /// measured yet; nil (the default) when the layout gives it a size. The collection view asks
    /// this for items coming into view and reports what the cell's `sizeThatFits` answers
    /// through ``setMeasuredSize(_:forItemAt:)``. (An engine hook for self-sizing.)
    open func selfSizingFittingSize(forItemAt indexPath: IndexPath) -> CGSize? { nil }

    /// The size to measure the supplementary view of `kind` at `indexPath` within, when it
    /// sizes itself and has not been measured; nil (the default) when the layout sizes it.
    func selfSizingFittingSize(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> CGSize? { nil }

    /// Takes the size the supplementary view of `kind` at `indexPath` measured (after
    /// ``selfSizingFittingSize(forSupplementaryViewOfKind:at:)`` asked for it). The default ignores it.
    func setMeasuredSize(_ size: CGSize, forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) {}

    /// Whether a self-sizing item keeps the bounded axis of its fitting size (a compositional
    /// layout measures items only along the scroll axis); false: both axes are measured (a flow
    /// layout with `estimatedItemSize`).
    var selfSizingFixesCrossAxis: Bool { false }

    /// Records the size a self-sizing item measured; the layout then lays out again. (An engine
    /// hook for self-sizing.)
    open func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) {}

    /// Whether the collection view is measuring the items coming into view in its layout pass:
    /// ``requestLayoutAfterMeasurement()`` then notes the request in ``layoutRequestedWhileMeasuring``,
    /// and the collection view asks for a layout pass once, after its measurements, rather than
    /// at each one. Without dynamic exclusivity checks, as the flags below: plain loads and stores.
    @exclusivity(unchecked) var collectsLayoutRequests = false
    /// Whether a measurement asked for a layout pass while ``collectsLayoutRequests`` held.
    @exclusivity(unchecked) var layoutRequestedWhileMeasuring = false

    /// Asks the collection view for a layout pass after a measurement moved items: at once, or,
    /// while the collection view measures (``collectsLayoutRequests``), once its measurements end.
    ///
    /// - Complexity: O(1).
    final func requestLayoutAfterMeasurement() {
        if collectsLayoutRequests {
            layoutRequestedWhileMeasuring = true
        } else {
            collectionView?.setNeedsLayout()
        }
    }

    /// Forgets measured sizes: the collection view's data was reloaded.
    func forgetMeasuredSizes() {}

    /// The list configuration of `section` when the layout shows it as a list (a compositional
    /// layout's list section), else nil: where the collection view finds swipe actions and its
    /// list cells their appearance. O(1).
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? { nil }

    /// Whether the supplementary view of `kind` at `indexPath`, placed at `frame`, floats away
    /// from its own place, pinned to the visible bounds: the collection view marks the view
    /// `isPinned`, which the renderers show. False unless the layout pins. O(1) plus what the
    /// layout needs to find the view's own place.
    func isPinned(supplementaryOfKind kind: String, at indexPath: IndexPath, frame: CGRect) -> Bool { false }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
    /// The default says yes when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// Marks the layout stale: ``prepare()`` runs again before the next query, and the
    /// collection view lays out again. Subclasses that override it call `super`.
    open func invalidateLayout() {
        needsPrepare = true
        preparesForBoundsChangeOnly = false
        collectionView?.setNeedsLayout()
    }

    /// Whether the pending ``prepare()`` follows only a change of the bounds' origin (scrolling)
    /// that ``shouldInvalidateLayout(forBoundsChange:)`` accepted; a layout may then keep what it
    /// computed (the flow layout does: its pinned headers are placed when asked).
    var preparesForBoundsChangeOnly = false

    /// Asks for ``prepare()`` after a bounds change the layout accepted, as UIKit does with an
    /// invalidation context: ``invalidateLayout()`` itself is not called.
    func invalidateForBoundsChange() {
        if !needsPrepare { preparesForBoundsChangeOnly = true }
        needsPrepare = true
    }

    /// How many times ``prepareIfNeeded()`` ran ``prepare()``: a display pass reuses an answer
    /// of the layout only while this stays the same.
    @exclusivity(unchecked) private(set) var preparations = 0

    /// Runs ``prepare()`` if the layout is stale (an engine detail).
    public func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        preparations &+= 1
        preparedAttributesType = nil
        preparedAttributesAreBase = false
        prepare()
        preparesForBoundsChangeOnly = false
    }
}
