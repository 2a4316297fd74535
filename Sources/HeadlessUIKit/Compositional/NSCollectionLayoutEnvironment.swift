import Foundation

/// The size of what a compositional layout lays out in (the collection view, or a group); the
/// engine's `NSCollectionLayoutContainer`.
///
/// ``contentSize`` is the whole container; ``contentInsets`` the insets of the layout's content
/// insets reference; ``effectiveContentSize`` the size inside them.
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size, before its insets.
    var contentSize: CGSize { get }
    /// The container's size inside ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets actually applied to the container.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or a custom group's item provider is told about where it lays out;
/// the engine's `NSCollectionLayoutEnvironment`.
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The engine's container: fixed sizes and insets. Immutable.
final class LayoutContainer: NSObject, NSCollectionLayoutContainer, Sendable {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    override var description: String {
        "container \(contentSize.compactDescription), insets \(contentInsets)"
    }
}

/// The engine's environment: a container and the collection view's traits. Immutable.
final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, Sendable {
    let layoutContainer: LayoutContainer
    let traitCollection: UITraitCollection

    init(container: LayoutContainer, traitCollection: UITraitCollection) {
        layoutContainer = container
        self.traitCollection = traitCollection
    }

    var container: any NSCollectionLayoutContainer { layoutContainer }

    /// The same traits with another container (a custom group's).
    func with(container: LayoutContainer) -> LayoutEnvironment {
        LayoutEnvironment(container: container, traitCollection: traitCollection)
    }
}
