import Foundation
import HeadlessUIKit
import Testing

/// A layout's `collectionView` (issue 15, ninth round): an unowned reference that the collection
/// view clears, which must read as UIKit's weak one does.
@MainActor
@Suite("A layout's collection view reference")
struct LayoutCollectionViewReferenceTests {
    private func makeCollection(_ layout: UICollectionViewLayout) -> UICollectionView {
        UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    }

    @Test("nil before the layout is given to a collection view, the collection view while it holds the layout")
    func setWhileHeld() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.collectionView == nil)
        let collectionView = makeCollection(layout)
        #expect(layout.collectionView === collectionView)
        collectionView.layoutIfNeeded()
        #expect(layout.collectionView === collectionView)
    }

    @Test("nil once the collection view is released", arguments: [false, true])
    func nilAfterRelease(laidOut: Bool) {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        do {
            let collectionView = makeCollection(layout)
            if laidOut { collectionView.layoutIfNeeded() }
            #expect(layout.collectionView === collectionView)
        }
        #expect(layout.collectionView == nil)
        // The layout still answers what needs no collection view, and invalidating it is safe.
        layout.invalidateLayout()
        #expect(layout.collectionView == nil)
    }

    @Test("nil once the collection view takes another layout; the new layout has it")
    func nilAfterReplacement() {
        let first = UICollectionViewFlowLayout()
        let second = UICollectionViewFlowLayout()
        let collectionView = makeCollection(first)
        collectionView.setCollectionViewLayout(second, animated: false)
        #expect(first.collectionView == nil)
        #expect(second.collectionView === collectionView)
        collectionView.collectionViewLayout = first
        #expect(first.collectionView === collectionView)
        #expect(second.collectionView == nil)
    }

    @Test("a layout another collection view took keeps it when the first is released, and loses it when that one is")
    func layoutMovedToAnotherCollectionView() {
        let layout = UICollectionViewFlowLayout()
        var second: UICollectionView?
        do {
            let first = makeCollection(layout)
            second = makeCollection(layout)
            #expect(layout.collectionView === second)
            withExtendedLifetime(first) {}
        }
        #expect(layout.collectionView === second)
        second = nil
        #expect(layout.collectionView == nil)
    }

    @Test("a layout's own weak reference to the collection view agrees with collectionView")
    func appWeakReferenceAgrees() {
        final class Holder { weak var collectionView: UICollectionView? }
        let holder = Holder()
        let layout = UICollectionViewFlowLayout()
        do {
            let collectionView = makeCollection(layout)
            holder.collectionView = collectionView
            #expect(layout.collectionView === holder.collectionView)
        }
        #expect(holder.collectionView == nil)
        #expect(layout.collectionView == nil)
    }
}
