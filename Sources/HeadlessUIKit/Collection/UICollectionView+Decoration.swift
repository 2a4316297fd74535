import Foundation

/// Decoration views: made by the collection view itself (the data source is not asked) from the
/// class the layout registered for their kind with
/// ``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``, reused per kind, and placed
/// behind every other subview (UIKit orders them by zIndex; the engine's decorations, whose
/// default zIndex is below the cells', go to the back).
extension UICollectionView {
    /// Brings the decoration views on screen in line with `wanted` (in layout order) and
    /// `attributes`.
    ///
    /// - Complexity: O(*v*) for *v* decoration views involved.
    func reconcileDecorationViews(wanted: [ElementKey], attributes: [ElementKey: UICollectionViewLayoutAttributes]) {
        guard !wanted.isEmpty || !displayedDecorationViews.isEmpty else { return }
        reconcileDisplayed(
            displayedDecorationViewsStore, wanted: wanted,
            retire: { key, view in decorationPool.enqueue(view, for: key.kind) },
            make: { key in makeDecorationView(ofKind: key.kind) },
            place: { key, view in if let attributes = attributes[key] { view.apply(attributes) } })
    }

    /// A decoration view of `kind`, from the pool or new; stops the program when the layout has
    /// no class registered for `kind`.
    private func makeDecorationView(ofKind kind: String) -> UICollectionReusableView {
        guard let viewClass = collectionViewLayout.decorationViewClasses[kind] else {
            listFailure(
                "UICollectionView: the layout returned a decoration view of kind '\(kind)', but no class is "
                    + "registered for it; call register(_:forDecorationViewOfKind:) on the layout first")
        }
        if decorationPool.registeredClass(for: kind) != viewClass { decorationPool.register(viewClass, for: kind) }
        let view = decorationPool.dequeue(kind) { $0.init(frame: .zero) } ?? viewClass.init(frame: .zero)
        insertSubview(view, at: 0)
        return view
    }

    /// The decoration views on screen with their kinds and index paths, in index path order.
    ///
    /// Engine API (UIKit does not list decoration views).
    ///
    /// - Complexity: O(*v*) for *v* decoration views on screen, after layout.
    public func visibleDecorationViews() -> [(elementKind: String, indexPath: IndexPath, view: UICollectionReusableView)] {
        layoutIfNeeded()
        return displayedDecorationViews.map { ($0.key.kind, $0.key.indexPath, $0.value) }
    }
}
