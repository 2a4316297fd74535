/// A value with a stable identity and a content that can change: what a diff matches
/// (identity) and what it reports as updated (content).
///
/// ```swift
/// struct Contact: Differentiable {
///     let id: UUID
///     var name: String
///     var differenceIdentifier: UUID { id }
///     func isContentEqual(to source: Contact) -> Bool { name == source.name }
/// }
/// ```
public protocol Differentiable {
    /// The type of ``differenceIdentifier``.
    associatedtype DifferenceIdentifier: Hashable

    /// What stays the same while the value's content changes; two values with the same
    /// identifier are the same element.
    var differenceIdentifier: DifferenceIdentifier { get }

    /// Whether this value shows the same content as `source`, which has the same identifier.
    func isContentEqual(to source: Self) -> Bool
}

extension Differentiable where Self: Equatable {
    /// Equal values have equal content.
    public func isContentEqual(to source: Self) -> Bool { self == source }
}

extension Differentiable where Self: Hashable {
    /// A hashable value is its own identifier.
    public var differenceIdentifier: Self { self }
}
