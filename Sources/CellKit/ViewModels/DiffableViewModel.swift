import Foundation

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

extension AnyCellViewModel {
    public func diffIdentity() -> AnyHashable? { nil }
    public func isContentEqual(toModel source: any AnyCellViewModel) -> Bool { false }
}

extension AnyCellViewModel where Self: DiffableViewModel {
    public func diffIdentity() -> AnyHashable? {
        AnyHashable(TypedIdentifier(type: ObjectIdentifier(Self.self), identifier: AnyHashable(differenceIdentifier)))
    }

    public func isContentEqual(toModel source: any AnyCellViewModel) -> Bool {
        guard let source = source as? Self else { return false }
        return isContentEqual(to: source)
    }
}

extension AnyViewModel where Self: Accessible & DiffableViewModel {
    /// With ``AccessibilityOptions/identity``: `<id>_<differenceIdentifier>`; else the position
    /// suffixes of ``Accessible/accessibilityIdentifier(at:)``. The identifier is written as
    /// `String(describing:)` writes it.
    ///
    /// - Complexity: O(*m*) in the identifier's length; one string allocation (none up to 15
    ///   UTF-8 bytes) for position suffixes and for `Int` and `String` identities, at most two
    ///   for identities of other types.
    @inlinable
    public func resolvedAccessibilityIdentifier(at indexPath: IndexPath) -> String? {
        guard accessibilityOptions.contains(.identity), let base = accessibilityIdentifier else {
            return accessibilityIdentifier(at: indexPath)
        }
        return AccessibilityIdentifierText.identity(base, differenceIdentifier)
    }
}

/// A model type and an identifier: models of different types never match.
private struct TypedIdentifier: Hashable {
    let type: ObjectIdentifier
    let identifier: AnyHashable
}
