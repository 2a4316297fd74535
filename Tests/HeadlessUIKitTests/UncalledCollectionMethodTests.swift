import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// The collection-view half of UncalledMethodTests: every method of UIKit's collection data
// source, delegate and flow-layout delegate in the reference lists (Fixtures/UIKitMembers),
// implemented with UIKit's spelling, must be called when an app and a person use the
// collection view. A method the engine did not declare would compile as a plain method here and
// never be called, failing the test.

@MainActor
private final class EveryCollectionMethod: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var calls: Set<String> = []
    private var items = [6, 2]
    func record(_ selector: String = #function) { calls.insert(selector) }

    // Data source
    func numberOfSections(in collectionView: UICollectionView) -> Int { record(); return items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        record()
        return items[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        record()
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        record()
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { record(); return true }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        record()
        items[sourceIndexPath.section] -= 1
        items[destinationIndexPath.section] += 1
    }

    // Delegate
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        record()
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { record() }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { record() }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { record(); return true }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { record() }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { record() }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        record()
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { record() }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        record()
        return nil
    }
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        record()
        return proposedIndexPath
    }

    // Flow layout
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { record(); return CGSize(width: 90, height: 90) }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { record(); return .zero }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { record(); return 10 }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { record(); return 10 }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { record(); return CGSize(width: 0, height: 30) }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { record(); return .zero }

    // Scroll view
    func scrollViewDidScroll(_ scrollView: UIScrollView) { record() }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record() }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { record() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { record() }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { record() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { record() }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { record() }

    static let implementedSelectors: Set<String> = [
        "numberOfSections(in:)", "collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)", "collectionView(_:canMoveItemAt:)",
        "collectionView(_:moveItemAt:to:)", "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)",
        "collectionView(_:didUnhighlightItemAt:)", "collectionView(_:shouldSelectItemAt:)", "collectionView(_:didSelectItemAt:)",
        "collectionView(_:didDeselectItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
        "collectionView(_:didEndDisplaying:forItemAt:)", "collectionView(_:contextMenuConfigurationForItemAt:point:)",
        "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
        "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView(_:layout:referenceSizeForFooterInSection:)",
        "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)",
        "scrollViewDidChangeAdjustedContentInset(_:)",
    ]
}

/// An iOS 16 delegate: the multi-item context menu method only.
@MainActor
private final class ItemsContextMenuDelegate: NSObject, UICollectionViewDelegate {
    var calls: Set<String> = []
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        calls.insert(#function)
        return UIContextMenuConfiguration(identifier: "\(indexPaths)" as NSString, previewProvider: nil, actionProvider: nil)
    }
}

@MainActor
@Suite("No UIKit-spelled collection method compiles and is never called")
struct UncalledCollectionMethodTests {
    @Test("every UICollectionViewDataSource, UICollectionViewDelegate(FlowLayout) and scroll method is called when a person uses the collection view")
    func everyCollectionMethodIsCalled() throws {
        let methods = EveryCollectionMethod()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.dataSource = methods
        collectionView.delegate = methods
        collectionView.layoutIfNeeded()

        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        collectionView.allowsMultipleSelection = true
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        _ = collectionView.longPressItem(at: IndexPath(item: 1, section: 0))
        collectionView.moveItemInteractively(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))

        // The iOS 16 context-menu method, on a delegate that implements it instead.
        let itemsDelegate = ItemsContextMenuDelegate()
        collectionView.delegate = itemsDelegate
        #expect(collectionView.longPressItem(at: IndexPath(item: 1, section: 0))?.identifier as? NSString == "[[0, 1]]")
        collectionView.delegate = methods

        collectionView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        collectionView.simulateDrag(toContentOffset: CGPoint(x: 0, y: 120), velocity: CGPoint(x: 0, y: 1))
        collectionView.layoutIfNeeded()
        collectionView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        collectionView.layoutIfNeeded()

        let calls = methods.calls.union(itemsDelegate.calls)
        let uikit = try referenceSelectors(of: [
            "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
        ])
        #expect(uikit.count >= 20, "the reference lists were read: \(uikit.sorted())")
        let notImplemented = uikit.subtracting(calls)
        #expect(notImplemented.isEmpty, "UIKit methods this test neither implements nor saw called: \(notImplemented.sorted())")
        let neverCalled = EveryCollectionMethod.implementedSelectors.subtracting(methods.calls)
        #expect(neverCalled.isEmpty, "implemented with UIKit's spelling but never called: \(neverCalled.sorted())")
    }
}
