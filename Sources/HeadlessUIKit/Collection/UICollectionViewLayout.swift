import Foundation

/// Where and how one element of a collection view shows; the engine's
/// `UICollectionViewLayoutAttributes` (a value here, not a class).
public struct UICollectionViewLayoutAttributes: Equatable, Sendable, CustomStringConvertible {
    /// What the attributes describe.
    public enum Category: Hashable, Sendable {
        case cell, supplementaryView
    }

    public var indexPath: IndexPath
    public var frame: CGRect
    public var representedElementCategory: Category
    /// The supplementary kind (such as ``UICollectionView/elementKindSectionHeader``); nil for cells.
    public var representedElementKind: String?
    public var alpha: CGFloat = 1
    public var isHidden = false
    public var zIndex = 0

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        representedElementCategory = .cell
    }

    /// Attributes for a supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    public var description: String {
        let element = representedElementKind.map { "\($0) " } ?? "cell "
        return "\(element)[\(indexPath.section), \(indexPath[1])] \(frame.compactDescription)"
    }
}

/// Decides where a collection view's cells and supplementary views go; the engine's
/// `UICollectionViewLayout`. Subclass it, or use ``UICollectionViewFlowLayout``.
///
/// The collection view calls ``prepare()`` before its first layout and after every
/// ``invalidateLayout()``, then asks for ``collectionViewContentSize`` and for the attributes of
/// what is on screen with ``layoutAttributesForElements(in:)``.
@MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// Whether ``prepare()`` must run before the layout is asked anything.
    public internal(set) var needsPrepare = true

    public init() {}

    /// Computes the layout. Called before the first query after an invalidation.
    open func prepare() {}

    /// The size of all content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame overlaps `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] { [] }

    /// The attributes of the cell at `indexPath`, or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The size to measure the item at `indexPath` within, when it sizes itself and has not been
    /// measured yet; nil (the default) when the layout gives it a size. The collection view asks
    /// this for items coming into view and reports what the cell's `sizeThatFits` answers
    /// through ``setMeasuredSize(_:forItemAt:)``.
    open func selfSizingFittingSize(forItemAt indexPath: IndexPath) -> CGSize? { nil }

    /// Records the size a self-sizing item measured; the layout then lays out again.
    open func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) {}

    /// Forgets measured sizes: the collection view's data was reloaded.
    func forgetMeasuredSizes() {}

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
    /// The default says yes when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// Marks the layout stale: ``prepare()`` runs again before the next query, and the
    /// collection view lays out again.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Runs ``prepare()`` if the layout is stale.
    public func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
