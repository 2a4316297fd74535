import Foundation

/// A type with a stable identifier: the reuse identifier of a model type's views, or of a view
/// class registered by type (`UITableView.register(headerFooter:)`). The CellViewModel library's
/// protocol, with its default.
public protocol Reusable {
    /// The identifier. The default is the bare type name, `String(describing:)` (`UserCellModel`
    /// for `Screen.UserCellModel`), as in the CellViewModel library: two model types with the
    /// same bare name registered with one list with different view classes are refused with a
    /// message naming both; give one of them its own `uniqueIdentifier`.
    static var uniqueIdentifier: String { get }
}

extension Reusable {
    public static var uniqueIdentifier: String { String(describing: self) }
}

/// What every view model has, seen without its concrete view type: the reuse identifier it is
/// dequeued with (``Reusable``), its accessibility identifier (``Accessible``, empty by
/// default), setup of a view handed over as a plain `ReusableView`, and optional sizes.
///
/// You do not adopt this protocol directly: adopt ``CellViewModel`` or ``SupplementaryViewModel``,
/// which fill in everything here from their associated view type.
public protocol AnyViewModel: Reusable, Accessible {
    /// Sets `view` up, after checking that it is of the model's view class.
    ///
    /// - Throws: ``CellKitError/viewTypeMismatch(model:expected:actual:)`` when `view` is of
    ///   another class.
    @MainActor func setupAny(view: ReusableView) throws(CellKitError)

    /// The height of the model's row in a table of the given width; nil (the default) leaves
    /// the table's height. In a collection view, a model that gives only a height gets a
    /// full-width item of that height (see ``size(constrainedBy:)``).
    func height(constrainedBy width: CGFloat) -> CGFloat?

    /// The size of the model's view in a collection, given the space it has: for an item, the
    /// view's size minus its section's insets; for a header or footer, which spans the insets,
    /// the view's whole size. The default is the whole width and ``height(constrainedBy:)`` for
    /// that width, as the CellViewModel library's `BaseCollectionViewController` sized rows;
    /// nil when the model gives no height either, which leaves the layout's size.
    func size(constrainedBy containerSize: CGSize) -> CGSize?

    /// What keeps the view's configurations in step with its state, for models that adopt
    /// ``ConfigurableViewModel``; nil (the default) for the others.
    @MainActor func configurationProvider() -> (any ConfigurationProviding)?
}

extension AnyViewModel {
    public func height(constrainedBy width: CGFloat) -> CGFloat? { nil }
    public func size(constrainedBy containerSize: CGSize) -> CGSize? {
        height(constrainedBy: containerSize.width).map { CGSize(width: containerSize.width, height: $0) }
    }
    @MainActor public func configurationProvider() -> (any ConfigurationProviding)? { nil }

    /// The model type's name as code outside its module spells it, without the module but with
    /// enclosing types (`Screen.RowModel`): the name messages, registrations and fixtures use.
    public static var typeName: String {
        let full = String(reflecting: Self.self)
        guard let dot = full.firstIndex(of: "."), !full[..<dot].contains("<") else { return full }
        return String(full[full.index(after: dot)...])
    }

    /// The class of the model's view: ``AnyCellViewModel/cellClass`` or
    /// ``AnySupplementaryViewModel/supplementaryViewClass``.
    /// ``UIView`` for a type that adopts neither protocol, which registration refuses.
    package static var viewClass: AnyClass {
        switch Self.self {
        case let cell as any AnyCellViewModel.Type: cell.cellClass
        case let supplementary as any AnySupplementaryViewModel.Type: supplementary.supplementaryViewClass
        default: UIView.self
        }
    }

    /// Why the model type's declared view class (``AnyCellViewModel/cellClass``,
    /// ``AnySupplementaryViewModel/supplementaryViewClass``: what registration registers) cannot
    /// be handed to its typed setup, or nil when it can (it is the setup's class or a subclass).
    ///
    /// - Complexity: O(1); one dynamic cast.
    package static var viewClassInconsistency: CellKitError? {
        switch Self.self {
        case let cell as any CellViewModel.Type: inconsistency(ofCellModel: cell)
        case let supplementary as any SupplementaryViewModel.Type: inconsistency(ofSupplementaryModel: supplementary)
        default: nil
        }
    }

    /// Checks that `view`, whose class is not exactly `type`, is of a subclass of `type`; throws
    /// the mismatch error naming both classes otherwise. The slow path of `setupAny(view:)`: a
    /// view of exactly `type` (the usual case, as the registry registers that class) costs that
    /// method one metatype comparison instead, and its typed setup gets the view it was handed,
    /// without a cast or a retain.
    ///
    /// - Complexity: O(1); one dynamic cast.
    @usableFromInline @inline(never)
    @MainActor static func checkSubclass<Typed: ReusableView>(
        _ view: ReusableView, of type: Typed.Type
    ) throws(CellKitError) {
        guard view is Typed else {
            throw .viewTypeMismatch(model: typeName, expected: "\(Typed.self)", actual: "\(Swift.type(of: view))")
        }
    }
}

/// A row or item model of any type, for heterogeneous arrays: `[AnyCellViewModel]` can hold
/// models of different cell types, and the list dispatches to each one's typed setup.
///
/// Adopt ``CellViewModel``; this protocol is what an array of models holds.
public protocol AnyCellViewModel: AnyViewModel {
    /// The class of the cell the model is shown in (``CellViewModel/Cell`` for models that adopt
    /// ``CellViewModel``): registration registers it, and a class that is not a cell of the list's
    /// kind is refused with a message naming both.
    static var cellClass: AnyClass { get }

    /// The model's identity for diffing: filled in for models that adopt ``DiffableViewModel``,
    /// nil for the others.
    func diffIdentity() -> AnyHashable?

    /// Whether the model has an identity for diffing (``diffIdentity()`` is not nil): true for
    /// models that adopt ``DiffableViewModel`` or ``DiffableCellViewModel``.
    var hasDiffIdentity: Bool { get }

    /// Feeds the model's identity for diffing, its type and its identifier, to `hasher`, as
    /// ``diffIdentity()`` would hash, without building that value. The adapters' diff hashes
    /// each model once this way.
    ///
    /// - Complexity: the identifier's hashing.
    func hashDiffIdentity(into hasher: inout Hasher)

    /// An implementation detail of the diff's hashing; leave it to the default. Two words from
    /// which the adapters' diff hashes the model's identity for diffing in place of
    /// ``hashDiffIdentity(into:)``, or nil to hash it that way: for a ``DiffableViewModel``
    /// whose identifier is a `UUID` or a 64-bit integer, the identifier's bytes mixed with the
    /// model's type (see ListDiff's `Differentiable.differenceIdentifierHashWords(_:)`). Models
    /// with the same identity give the same words.
    ///
    /// - Complexity: O(1).
    func _diffIdentityHashWords() -> (low: UInt64, high: UInt64)?

    /// Whether `other` has the same identity for diffing: a model of the same type with an equal
    /// identifier. False when either model has none.
    ///
    /// - Complexity: O(1) to compare the types (no dynamic cast), plus the identifiers' `==`.
    func hasSameDiffIdentity(as other: any AnyCellViewModel) -> Bool

    /// Whether the model shows the same content as `source`: filled in for models that adopt
    /// ``DiffableViewModel`` (false for a `source` of another type), false for the others.
    func isContentEqual(toModel source: any AnyCellViewModel) -> Bool

    /// An implementation detail of the diff's comparisons; leave it to the default. Both
    /// comparisons in one, with the model at `source`, of this type (typed memory of it, valid
    /// during the call; raw so that the protocol keeps no `Self` requirement): nil when it
    /// has another identity for diffing (``hasSameDiffIdentity(as:)`` is false), else whether it
    /// shows the same content (``isContentEqual(toModel:)``). The adapters' diff asks it of the
    /// rows it compares position by position (the rows at the start and end of a section that
    /// stayed in place) after comparing the two models' types itself: one call to the model
    /// where the two comparisons made two each. The defaults for ``DiffableViewModel`` and
    /// ``DiffableCellViewModel`` are specialized for each model type.
    ///
    /// - Complexity: the identifiers' `==` and the content's comparison.
    func _contentEquality(ifSameDiffIdentityAs source: UnsafeRawPointer) -> Bool?

    /// An implementation detail of the diff's comparisons; leave it to the default. When the
    /// model is of type `type`, calls `body` with the model's address (typed memory of `type`,
    /// valid during the call) and returns its result; nil for a model of another type. The
    /// default, specialized for each model type, reads the model in place: a comparison of two
    /// models in an array (`any AnyCellViewModel`) copies neither.
    ///
    /// - Complexity: O(1) plus `body`.
    func _withAddress(ifOfType type: Any.Type, _ body: (UnsafeRawPointer) -> Bool) -> Bool?

    /// An implementation detail of the adapters' apply; leave it to the default. How many of the
    /// `count` leading rows of `models` and `sources` (typed memory, valid during the call) hold,
    /// in both, models of exactly this type with the same identity for diffing and equal content
    /// (``_contentEquality(ifSameDiffIdentityAs:)`` is true, asked of the row of `models`); a row
    /// where the two pointers meet (`models == sources`) needs only a model of this type with an
    /// identity, as the diff takes a model to equal itself. 0 for a type without identities. The
    /// caller asks the type of the first row's model and goes on from the first row the answer
    /// leaves: one call for a run of models of one type, where comparing them one by one makes
    /// calls per row. The default, specialized for each model type, reads the models in place.
    ///
    /// - Complexity: O(*k*) comparisons for the *k* rows counted.
    static func _equalRun(
        of models: UnsafeMutablePointer<any AnyCellViewModel>, and sources: UnsafeMutablePointer<any AnyCellViewModel>,
        count: Int
    ) -> Int

    /// An implementation detail of the adapters' apply; leave it to the default.
    /// ``_equalRun(of:and:count:)`` counted backward: the rows are `models`, `models - 1`, … and
    /// `sources`, `sources - 1`, … (the last rows of two sections).
    ///
    /// - Complexity: O(*k*) comparisons for the *k* rows counted.
    static func _equalRunBackward(
        of models: UnsafeMutablePointer<any AnyCellViewModel>, and sources: UnsafeMutablePointer<any AnyCellViewModel>,
        count: Int
    ) -> Int

    /// An implementation detail of the adapters' apply; leave it to the default. Writes to
    /// `words` the ``_diffIdentityHashWords()`` of each of the `count` leading models at
    /// `models` (typed memory, valid during the call) while they are of exactly this type and
    /// give words, and returns how many it wrote. The caller asks the type of the first model
    /// and goes on from the first model the answer leaves: one call for a run of models of one
    /// type. The default, specialized for each model type, reads the models in place.
    ///
    /// - Complexity: O(*k*) for the *k* models written.
    static func _diffIdentityHashWords(
        of models: UnsafeMutablePointer<any AnyCellViewModel>, count: Int,
        into words: UnsafeMutablePointer<(low: UInt64, high: UInt64)>
    ) -> Int
}

extension AnyCellViewModel {
    @inlinable
    public func _withAddress(ifOfType type: Any.Type, _ body: (UnsafeRawPointer) -> Bool) -> Bool? {
        guard type == Self.self else { return nil }
        return withUnsafePointer(to: self) { body(UnsafeRawPointer($0)) }
    }

    /// The run of equal rows forward from `models` and `sources`, compared in place.
    ///
    /// - Complexity: O(*k*) comparisons for the *k* rows counted.
    @inlinable
    public static func _equalRun(
        of models: UnsafeMutablePointer<any AnyCellViewModel>, and sources: UnsafeMutablePointer<any AnyCellViewModel>,
        count: Int
    ) -> Int {
        _countEqualRun(Self.self, of: models, and: sources, count: count, step: 1)
    }

    /// The run of equal rows backward from `models` and `sources`, compared in place.
    ///
    /// - Complexity: O(*k*) comparisons for the *k* rows counted.
    @inlinable
    public static func _equalRunBackward(
        of models: UnsafeMutablePointer<any AnyCellViewModel>, and sources: UnsafeMutablePointer<any AnyCellViewModel>,
        count: Int
    ) -> Int {
        _countEqualRun(Self.self, of: models, and: sources, count: count, step: -1)
    }

    /// The words of the models of this type forward from `models`, read in place.
    ///
    /// - Complexity: O(*k*) for the *k* models written.
    @inlinable
    public static func _diffIdentityHashWords(
        of models: UnsafeMutablePointer<any AnyCellViewModel>, count: Int,
        into words: UnsafeMutablePointer<(low: UInt64, high: UInt64)>
    ) -> Int {
        let placement = count > 1 ? _modelPlacement(Self.self, at: models) : -1
        // The loop, with the placement a constant where it can be (see `_countEqualRun`).
        @inline(__always)
        func write(placement: Int) -> Int {
            var written = 0
            while written < count,
                _ifModel(at: models + written, isOf: Self.self, placement: placement, { model in
                    guard let modelWords = model.pointee._diffIdentityHashWords() else { return false }
                    words[written] = modelWords
                    return true
                })
            {
                written += 1
            }
            return written
        }
        return placement == 0 ? write(placement: 0) : write(placement: placement)
    }
}

/// The defaults of ``AnyCellViewModel/_equalRun(of:and:count:)`` (`step` 1) and
/// ``AnyCellViewModel/_equalRunBackward(of:and:count:)`` (`step` -1), for models of type `type`:
/// one loop, inlined into each with its constant `step`, which folds into the addresses.
///
/// - Complexity: O(*k*) comparisons for the *k* rows counted.
@inlinable @inline(__always)
func _countEqualRun<Model: AnyCellViewModel>(
    _ type: Model.Type, of models: UnsafeMutablePointer<any AnyCellViewModel>,
    and sources: UnsafeMutablePointer<any AnyCellViewModel>, count: Int, step: Int
) -> Int {
    // For a run of more than one row, where models of this type lie (in the existential's own
    // storage or in a box): their type and address are then read there, without opening each
    // existential.
    let placement = count > 1 ? _modelPlacement(Model.self, at: models) : -1
    // The loop, for a placement that the call to it spells as a constant where it can (models in
    // the existential's own storage), so that the address needs no test of the placement.
    @inline(__always)
    func countRun(placement: Int) -> Int {
        var run = 0
        if models == sources {
            while run < count, _ifModel(at: models + run * step, isOf: Model.self, placement: placement, { $0.pointee.hasDiffIdentity }) {
                run += 1
            }
            return run
        }
        while run < count,
            _ifModel(at: models + run * step, isOf: Model.self, placement: placement, { model in
                _ifModel(at: sources + run * step, isOf: Model.self, placement: placement) { source in
                    model.pointee._contentEquality(ifSameDiffIdentityAs: UnsafeRawPointer(source)) == true
                }
            })
        {
            run += 1
        }
        return run
    }
    return placement == 0 ? countRun(placement: 0) : countRun(placement: placement)
}

/// `body` with the address of the model at `pointer` (typed memory of `type`, valid during the
/// call) when it is exactly of type `type`, else false. The existential is opened where it lies
/// (borrowed, nothing copied) and its type compared with `type`: no call to the model, no
/// dynamic cast. Nothing writes through `pointer` (it is mutable only because the adapters'
/// pointers are): the existential is opened for reading, so a model kept in a box is read in
/// that box even when other existentials share it (opened `inout`, a shared box would be copied
/// into a new one first, an allocation per model).
///
/// - Complexity: O(1) plus `body`.
@inlinable @inline(__always)
func _ifModel<Model: AnyCellViewModel>(
    at pointer: UnsafeMutablePointer<any AnyCellViewModel>, isOf type: Model.Type, _ body: (UnsafePointer<Model>) -> Bool
) -> Bool {
    // The memory holds an `Opened`, which is `Model`.
    @inline(__always)
    func open<Opened: AnyCellViewModel>(_ model: borrowing Opened) -> Bool {
        guard ObjectIdentifier(Opened.self) == ObjectIdentifier(Model.self) else { return false }
        return withUnsafePointer(to: model) { body(UnsafeRawPointer($0).assumingMemoryBound(to: Model.self)) }
    }
    // Passed `inout` (not opened so), the existential is read at its address; read through
    // `pointee` it would be copied first.
    @inline(__always)
    func read(_ model: inout any AnyCellViewModel) -> Bool { open(model) }
    return read(&pointer.pointee)
}

/// Where models of type `Model` lie in the existential that holds them (`any AnyCellViewModel`),
/// so that ``_ifModel(at:isOf:placement:_:)`` can read a model's type and address there without
/// opening it: learned from the model at `pointer` (opened once, for reading), which must be of
/// type `Model`, with the existential's layout (three words of storage, then the type)
/// confirmed on it. 0 when the model lies in the existential's own storage; a positive offset
/// when it lies in a box that the storage's first word points at, that far into the box; -1
/// when the model is of another type or the layout differs (each model is then opened). Where
/// a value lies, and where in its box, is a property of its type (its value witnesses and
/// alignment), so the answer holds for every model of that type.
///
/// - Complexity: O(1).
@inlinable @inline(__always)
func _modelPlacement<Model: AnyCellViewModel>(_ type: Model.Type, at pointer: UnsafeMutablePointer<any AnyCellViewModel>) -> Int {
    guard MemoryLayout<any AnyCellViewModel>.size == 5 * MemoryLayout<UInt>.size,
        _storedType(at: pointer) == UInt(bitPattern: ObjectIdentifier(Model.self))
    else { return -1 }
    let storage = UnsafeRawPointer(pointer)
    // A box is a heap object (two words) with the value after it, at the value's alignment.
    let boxOffset = (2 * MemoryLayout<UInt>.size + MemoryLayout<Model>.alignment - 1) & ~(MemoryLayout<Model>.alignment - 1)
    let box = UnsafeRawPointer(bitPattern: storage.load(as: UInt.self))
    var placement = -1
    _ = _ifModel(at: pointer, isOf: Model.self) { model in
        if UnsafeRawPointer(model) == storage {
            placement = 0
        } else if let box, UnsafeRawPointer(model) == box + boxOffset {
            placement = boxOffset
        }
        return true
    }
    return placement
}

/// The word of the existential at `pointer` that holds the model's type metadata (after the
/// three words of its storage), as a bit pattern; meaningful only where
/// ``_modelPlacement(_:at:)`` confirmed the layout.
///
/// - Complexity: O(1).
@inlinable @inline(__always)
func _storedType(at pointer: UnsafeMutablePointer<any AnyCellViewModel>) -> UInt {
    UnsafeRawPointer(pointer).load(fromByteOffset: 3 * MemoryLayout<UInt>.size, as: UInt.self)
}

/// ``_ifModel(at:isOf:_:)``, or, with a `placement` of 0 or more (from
/// ``_modelPlacement(_:at:)`` for `Model`), the same answer without opening the existential: the
/// model is of type `Model` when the existential's type word says so, and then lies at
/// `pointer` (placement 0) or `placement` bytes into the box the existential's first word
/// points at.
///
/// - Complexity: O(1) plus `body`.
@inlinable @inline(__always)
func _ifModel<Model: AnyCellViewModel>(
    at pointer: UnsafeMutablePointer<any AnyCellViewModel>, isOf type: Model.Type, placement: Int,
    _ body: (UnsafePointer<Model>) -> Bool
) -> Bool {
    guard placement >= 0 else { return _ifModel(at: pointer, isOf: type, body) }
    guard _storedType(at: pointer) == UInt(bitPattern: ObjectIdentifier(Model.self)) else { return false }
    let storage = UnsafeRawPointer(pointer)
    let address = placement == 0 ? storage : UnsafeRawPointer(bitPattern: storage.load(as: UInt.self)).unsafelyUnwrapped + placement
    return body(address.assumingMemoryBound(to: Model.self))
}

extension AnyCellViewModel {
    /// Sets `cell` up: the CellViewModel library's spelling of ``AnyViewModel/setupAny(view:)``
    /// for a view of any type, for data sources that dequeue cells themselves. A cell that is not
    /// of the model's cell class stops the program with a message naming the model and both
    /// classes, as the original's forced cast did.
    ///
    /// - Complexity: O(1) plus the model's setup.
    @MainActor public func setup(cell: AnyViewCell) {
        setupOrStop(cell)
    }
}

/// A header or footer model of any type. Adopt ``SupplementaryViewModel``.
public protocol AnySupplementaryViewModel: AnyViewModel {
    /// The class of the header or footer view the model is shown in
    /// (``SupplementaryViewModel/SupplementaryView`` for models that adopt
    /// ``SupplementaryViewModel``).
    static var supplementaryViewClass: AnyClass { get }

    /// The element kind the model's view is dequeued for by
    /// `UICollectionView.dequeueReusableSupplementaryView(with:for:)`: ``SupplementaryKind/header``
    /// by default, as in the CellViewModel library. The adapters do not read it: there, the
    /// ``Section`` slot a model is put in decides (a model in `footer` shows as a footer), and
    /// registration registers a collection view's supplementary views for both kinds.
    static var supplementaryKind: SupplementaryKind { get }
}

extension AnySupplementaryViewModel {
    public static var supplementaryKind: SupplementaryKind { .header }

    /// Sets `view` up: the CellViewModel library's spelling of ``AnyViewModel/setupAny(view:)``
    /// for a view of any type. A view that is not of the model's view class stops the program
    /// with a message naming the model and both classes.
    ///
    /// - Complexity: O(1) plus the model's setup.
    @MainActor public func setup(view: AnySupplementaryView) {
        setupOrStop(view)
    }
}

extension AnyViewModel {
    /// Runs ``setupAny(view:)`` on `view`, stopping the program with the error's description when
    /// `view` is not a ``ReusableView`` of the model's view class.
    @MainActor func setupOrStop(_ view: UIView) {
        guard let reusable = view as? ReusableView else {
            listFailure(
                CellKitError.viewTypeMismatch(model: Self.typeName, expected: "ReusableView", actual: "\(type(of: view))")
                    .description)
        }
        do {
            try setupAny(view: reusable)
        } catch {
            listFailure(Self.setupFailure(error).description)
        }
    }
}

/// The type of view ``AnyCellViewModel/setup(cell:)`` accepts: any view, as in the CellViewModel
/// library (an alias of `UIView`).
public typealias AnyViewCell = UIView

/// The type of view ``AnySupplementaryViewModel/setup(view:)`` accepts: a table's header/footer
/// view or a collection's supplementary view (an alias of `ReusableView`, their common base;
/// the CellViewModel library named the collection one).
public typealias AnySupplementaryView = ReusableView

/// A model that sets up a cell: the cell type is the model's associated type, and setup lives
/// in the model instead of in `cellForRowAt`.
///
/// ```swift
/// struct UserCellModel: CellViewModel {
///     let user: User
///
///     func setup(cell: UserTableViewCell) {
///         cell.nameLabel.text = user.name
///     }
/// }
///
/// tableView.register(UserCellModel.self)
/// let cell = tableView.dequeueReusableCell(with: model, for: indexPath)
/// ```
public protocol CellViewModel: AnyCellViewModel {
    /// The cell class the model is shown in: a `UITableViewCell` or `UICollectionViewCell` subclass.
    associatedtype Cell: ReusableView

    /// Fills `cell` with the model's content. Runs on every dequeue, so set every property
    /// a previous model may have changed.
    @MainActor func setup(cell: Cell)
}

extension CellViewModel {
    public static var cellClass: AnyClass { Cell.self }

    /// Checks that `view` is a ``Cell`` and hands it to ``setup(cell:)``. A view of exactly that
    /// class (the usual case) costs one metatype comparison, with no cast and no retain; a
    /// subclass, one dynamic cast. Called through an existential, the call costs one dynamic
    /// dispatch over the typed call: this default is inlinable, so each model's witness is
    /// specialized for its cell class and calls (or inlines) its typed setup directly.
    ///
    /// - Throws: ``CellKitError/viewTypeMismatch(model:expected:actual:)`` when `view` is not a
    ///   ``Cell``.
    /// - Complexity: O(1) plus the model's setup.
    @inlinable @inline(__always)
    @MainActor public func setupAny(view: ReusableView) throws(CellKitError) {
        if ObjectIdentifier(type(of: view)) != ObjectIdentifier(Cell.self) {
            try Self.checkSubclass(view, of: Cell.self)
        }
        setup(cell: unsafeDowncast(view, to: Cell.self))
    }
}

/// A model that sets up a section header or footer view. Whether it shows as a header or a
/// footer is decided by the ``Section`` slot it is put in.
///
/// ```swift
/// struct TitleHeaderModel: SupplementaryViewModel {
///     let title: String
///     func setup(view: TitleHeaderView) { view.titleLabel.text = title }
/// }
/// ```
public protocol SupplementaryViewModel: AnySupplementaryViewModel {
    /// The view class: a `UITableViewHeaderFooterView` or `UICollectionReusableView` subclass.
    associatedtype SupplementaryView: ReusableView

    /// Fills `view` with the model's content.
    @MainActor func setup(view: SupplementaryView)
}

extension SupplementaryViewModel {
    public static var supplementaryViewClass: AnyClass { SupplementaryView.self }

    /// Checks that `view` is a ``SupplementaryView`` and hands it to ``setup(view:)``: as
    /// ``CellViewModel/setupAny(view:)``, one metatype comparison for a view of exactly that
    /// class, and one dynamic dispatch over the typed call through an existential.
    ///
    /// - Throws: ``CellKitError/viewTypeMismatch(model:expected:actual:)`` when `view` is not a
    ///   ``SupplementaryView``.
    /// - Complexity: O(1) plus the model's setup.
    @inlinable @inline(__always)
    @MainActor public func setupAny(view: ReusableView) throws(CellKitError) {
        if ObjectIdentifier(type(of: view)) != ObjectIdentifier(SupplementaryView.self) {
            try Self.checkSubclass(view, of: SupplementaryView.self)
        }
        setup(view: unsafeDowncast(view, to: SupplementaryView.self))
    }
}

/// A cell model that reacts to selection: the adapters make its rows selectable and call its
/// handlers when a person selects or deselects the row. Rows of other models are not selectable.
public protocol InteractiveCellViewModel: AnyCellViewModel {
    /// Called after the row is selected by a tap.
    var selectionHandler: (() -> Void)? { get }
    /// Called after the row is deselected by a tap (nil by default).
    var deselectionHandler: (() -> Void)? { get }
}

extension InteractiveCellViewModel {
    public var deselectionHandler: (() -> Void)? { nil }
}

/// Where a supplementary model shows in its section.
public enum SupplementaryKind: String, Hashable, Sendable, CaseIterable {
    /// The view above the section's rows or items (`UICollectionView.elementKindSectionHeader`
    /// in a collection view).
    case header
    /// The view below the section's rows or items (`UICollectionView.elementKindSectionFooter`
    /// in a collection view).
    case footer

    /// The slot for a collection view element kind, or nil for another kind.
    public init?(elementKind: String) {
        guard let kind = Self.allCases.first(where: { $0.elementKind == elementKind }) else { return nil }
        self = kind
    }

    /// The collection view's element kind for this slot.
    public var elementKind: String {
        switch self {
        case .header: UICollectionView.elementKindSectionHeader
        case .footer: UICollectionView.elementKindSectionFooter
        }
    }
}

/// ``AnyViewModel/viewClassInconsistency`` of a cell model type.
private func inconsistency<Model: CellViewModel>(ofCellModel _: Model.Type) -> CellKitError? {
    Model.cellClass is Model.Cell.Type
        ? nil
        : .inconsistentViewClass(
            model: Model.typeName, classProperty: "cellClass", declared: "\(Model.cellClass)", setup: "setup(cell:)",
            setupTakes: "\(Model.Cell.self)")
}

/// ``AnyViewModel/viewClassInconsistency`` of a header or footer model type.
private func inconsistency<Model: SupplementaryViewModel>(ofSupplementaryModel _: Model.Type) -> CellKitError? {
    Model.supplementaryViewClass is Model.SupplementaryView.Type
        ? nil
        : .inconsistentViewClass(
            model: Model.typeName, classProperty: "supplementaryViewClass", declared: "\(Model.supplementaryViewClass)",
            setup: "setup(view:)", setupTakes: "\(Model.SupplementaryView.self)")
}
