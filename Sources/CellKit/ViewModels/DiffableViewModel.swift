import Foundation
import ListDiff

/// A cell model with an identity that survives content changes, so an adapter can tell an
/// insertion, deletion or move from a change of content when new data arrives.
///
/// ```swift
/// struct ContactRowModel: CellViewModel, DiffableViewModel, Equatable {
///     let contact: Contact
///     var differenceIdentifier: Contact.ID { contact.id }
///     func setup(cell: ContactCell) { cell.nameLabel.text = contact.name }
/// }
///
/// adapter.apply(newSections)   // inserts, deletes, moves; reconfigures rows whose content changed
/// ```
///
/// Identities are compared within one model type: models of two types never match.
public protocol DiffableViewModel: AnyCellViewModel {
    /// The type of ``differenceIdentifier``.
    associatedtype DifferenceIdentifier: Hashable

    /// What stays the same while the model's content changes.
    var differenceIdentifier: DifferenceIdentifier { get }

    /// Whether the model shows the same content as `source`, a model with the same identifier.
    func isContentEqual(to source: Self) -> Bool
}

extension DiffableViewModel where Self: Equatable {
    /// Equal models have equal content.
    public func isContentEqual(to source: Self) -> Bool { self == source }
}

extension DiffableViewModel where Self: Identifiable {
    /// An identifiable model's identity is its `id`:
    ///
    /// ```swift
    /// struct ContactRowModel: CellViewModel, DiffableViewModel, Identifiable, Equatable {
    ///     let id: Contact.ID   // the identity; Equatable gives the content equality
    ///     let name: String
    ///     func setup(cell: ContactCell) { cell.nameLabel.text = name }
    /// }
    /// ```
    public var differenceIdentifier: ID { id }
}

extension AnyCellViewModel {
    public func diffIdentity() -> AnyHashable? { nil }
    public var hasDiffIdentity: Bool { false }
    public func hashDiffIdentity(into hasher: inout Hasher) {}
    public func _diffIdentityHashWords() -> (low: UInt64, high: UInt64)? { nil }
    public func hasSameDiffIdentity(as other: any AnyCellViewModel) -> Bool { false }
    public func isContentEqual(toModel source: any AnyCellViewModel) -> Bool { false }

    public func _contentEquality(ifSameDiffIdentityAs source: UnsafeRawPointer) -> Bool? {
        let source = source.assumingMemoryBound(to: Self.self).pointee
        return hasSameDiffIdentity(as: source) ? isContentEqual(toModel: source) : nil
    }

    /// Whether `other` is a model of this type for which `holds` is true. `other` itself
    /// compares the types and hands its address over (``_withAddress(ifOfType:_:)``), which
    /// costs far less than a dynamic cast (`as? Self`) and copies nothing. With `orSubclass`, a
    /// model of another type that the cast takes as this one (an instance of a subclass of this
    /// class) counts too, as it does for `as? Self`; the cast runs only when the types differ.
    /// Identities are compared without it: an identity is hashed with the model's own type, and
    /// equal identities must hash alike. Inlinable, so that it is specialized for each model
    /// type where the type is declared.
    ///
    /// - Complexity: O(1) plus `holds`.
    @inlinable @inline(__always)
    func isSameType(as other: any AnyCellViewModel, orSubclass: Bool = false, and holds: (UnsafePointer<Self>) -> Bool) -> Bool {
        let sameType = other._withAddress(ifOfType: Self.self) { address in
            holds(address.assumingMemoryBound(to: Self.self))
        }
        if let sameType { return sameType }
        return orSubclass && castAndTest(other, holds)
    }

    /// The slow path of ``isSameType(as:orSubclass:and:)``: `other`, of another type, cast to this one.
    @usableFromInline @inline(never)
    func castAndTest(_ other: any AnyCellViewModel, _ holds: (UnsafePointer<Self>) -> Bool) -> Bool {
        guard let other = other as? Self else { return false }
        return withUnsafePointer(to: other) { holds($0) }
    }
}

extension AnyCellViewModel where Self: DiffableViewModel {
    public func diffIdentity() -> AnyHashable? {
        AnyHashable(TypedIdentifier(type: ObjectIdentifier(Self.self), identifier: AnyHashable(differenceIdentifier)))
    }

    // Inlinable, as are the other diff requirements below: specialized for each model type in
    // the module that declares it, so that an identifier or content comparison is the type's
    // own `==` rather than a call through the protocols.
    @inlinable
    public var hasDiffIdentity: Bool { true }

    @inlinable
    public func hashDiffIdentity(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Self.self))
        hasher.combine(differenceIdentifier)
    }

    /// The identifier's bytes (ListDiff's `bitPatternHashWords(of:)`), the second word mixed
    /// with the model's type, as ``hashDiffIdentity(into:)`` combines it; nil for an identifier
    /// of another type.
    @inlinable
    public func _diffIdentityHashWords() -> (low: UInt64, high: UInt64)? {
        guard let words = bitPatternHashWords(of: differenceIdentifier) else { return nil }
        return (words.low, words.high ^ UInt64(UInt(bitPattern: ObjectIdentifier(Self.self))))
    }

    @inlinable
    public func hasSameDiffIdentity(as other: any AnyCellViewModel) -> Bool {
        isSameType(as: other) { differenceIdentifier == $0.pointee.differenceIdentifier }
    }

    @inlinable
    public func isContentEqual(toModel source: any AnyCellViewModel) -> Bool {
        isSameType(as: source, orSubclass: true) { isContentEqual(to: $0.pointee) }
    }

    @inlinable
    public func _contentEquality(ifSameDiffIdentityAs source: UnsafeRawPointer) -> Bool? {
        let source = source.assumingMemoryBound(to: Self.self)
        guard differenceIdentifier == source.pointee.differenceIdentifier else { return nil }
        return isContentEqual(to: source.pointee)
    }
}

extension Accessible where Self: DiffableViewModel {
    /// With ``AccessibilityDisplayOptions/identity``: `<id>_<differenceIdentifier>`; else the
    /// position suffixes. The identifier is written as `String(describing:)` writes it.
    ///
    /// - Complexity: O(*m*) in the identifier's length; one string allocation (none up to 15
    ///   UTF-8 bytes) for position suffixes and for `Int` and `String` identities, at most two
    ///   for identities of other types.
    @inlinable
    public func accessibilityIdentifier(for indexPath: IndexPath) -> String? {
        accessibilityIdentifier(identity: differenceIdentifier, at: indexPath)
    }
}

/// The CellViewModel library's diffable cell model: an identity as an `AnyHashable`
/// (``diffIdentifier``) and an equality over models of any type (``isEqual(to:)``), usable as an
/// existential (`[DiffableCellViewModel]`). The adapters diff it as they diff a
/// ``DiffableViewModel``: identities are compared within one model type, and rows whose model is
/// not equal to the old one are reconfigured.
///
/// ```swift
/// struct UserCellModel: CellViewModel, DiffableCellViewModel {
///     let user: User
///     var diffIdentifier: AnyHashable { user.id }
///     func isEqual(to model: DiffableCellViewModel) -> Bool {
///         (model as? UserCellModel)?.user == user
///     }
///     func setup(cell: UserCell) { ... }
/// }
/// ```
///
/// The defaults are the original's: the identity is the type's name (so every model of one type
/// has the same identity: give each its own, or a diff finds duplicates and reloads), and
/// models are equal when they are of the same type.
public protocol DiffableCellViewModel: AnyCellViewModel {
    /// What stays the same while the model's content changes.
    var diffIdentifier: AnyHashable { get }
    /// Whether the model shows the same content as `model`, a model with the same identity.
    func isEqual(to model: DiffableCellViewModel) -> Bool
}

extension DiffableCellViewModel {
    public var diffIdentifier: AnyHashable { AnyHashable(String(describing: type(of: self))) }
    public func isEqual(to model: DiffableCellViewModel) -> Bool { model is Self }

    public func diffIdentity() -> AnyHashable? {
        AnyHashable(TypedIdentifier(type: ObjectIdentifier(Self.self), identifier: diffIdentifier))
    }

    @inlinable
    public var hasDiffIdentity: Bool { true }

    @inlinable
    public func hashDiffIdentity(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Self.self))
        hasher.combine(diffIdentifier)
    }

    @inlinable
    public func hasSameDiffIdentity(as other: any AnyCellViewModel) -> Bool {
        isSameType(as: other) { diffIdentifier == $0.pointee.diffIdentifier }
    }

    public func isContentEqual(toModel source: any AnyCellViewModel) -> Bool {
        guard let source = source as? DiffableCellViewModel else { return false }
        return isEqual(to: source)
    }

    @inlinable
    public func _contentEquality(ifSameDiffIdentityAs source: UnsafeRawPointer) -> Bool? {
        let source = source.assumingMemoryBound(to: Self.self)
        guard diffIdentifier == source.pointee.diffIdentifier else { return nil }
        return isEqual(to: source.pointee)
    }
}

extension Accessible where Self: DiffableCellViewModel {
    /// With ``AccessibilityDisplayOptions/identity``: `<id>_<diffIdentifier>` (the identifier's
    /// `String(describing:)` of its base); else the position suffixes.
    ///
    /// - Complexity: O(*m*) in the identifier's length; at most two allocations.
    public func accessibilityIdentifier(for indexPath: IndexPath) -> String? {
        accessibilityIdentifier(identity: diffIdentifier.base, at: indexPath)
    }
}

/// A model type and an identifier: models of different types never match.
private struct TypedIdentifier: Hashable {
    let type: ObjectIdentifier
    let identifier: AnyHashable
}
