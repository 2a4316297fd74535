import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

@Suite("UICollectionView selection and taps")
@MainActor
struct CollectionViewSelectionTests {
    private let item1 = IndexPath(item: 1, section: 0)
    private let item2 = IndexPath(item: 2, section: 0)
    private let item3 = IndexPath(item: 3, section: 0)

    @Test("selectItem and deselectItem make no delegate calls; the selection is nil when empty")
    func programmaticSelection() {
        let (collection, _, source) = makeCollection(items: [20])
        #expect(collection.allowsSelection && !collection.allowsMultipleSelection)
        #expect(collection.indexPathsForSelectedItems == nil)

        collection.selectItem(at: item2, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [item2])
        #expect(collection.cellForItem(at: item2)?.isSelected == true)

        collection.selectItem(at: item3, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [item3])
        #expect(collection.cellForItem(at: item2)?.isSelected == false)

        collection.deselectItem(at: item3, animated: false)
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(source.selectionLog.isEmpty)
    }

    @Test("multiple selection accumulates; selectItem(at: nil) clears")
    func multipleProgrammatic() {
        let (collection, _, source) = makeCollection(items: [20]) { _, collection, _ in
            collection.allowsMultipleSelection = true
        }
        collection.selectItem(at: item3, animated: false, scrollPosition: [])
        collection.selectItem(at: item1, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [item1, item3])
        #expect(collection.visibleCells.filter(\.isSelected).count == 2)

        collection.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(collection.visibleCells.allSatisfy { !$0.isSelected })
        #expect(source.selectionLog.isEmpty)
    }

    @Test("selectItem with a scroll position scrolls to the item")
    func selectItemScrolls() {
        let (collection, _, _) = makeCollection(items: [200])
        let far = IndexPath(item: 150, section: 0)
        collection.selectItem(at: far, animated: false, scrollPosition: .top)

        #expect(collection.contentOffset.y == 1800)
        #expect(collection.cellForItem(at: far)?.isSelected == true)
    }

    @Test("a selected item that scrolls back into view is shown selected")
    func selectionSurvivesRecycling() {
        let (collection, _, _) = makeCollection(items: [500])
        collection.selectItem(at: item1, animated: false, scrollPosition: [])

        scroll(collection, toY: 2000)
        #expect(collection.visibleCells.allSatisfy { !$0.isSelected })
        scroll(collection, toY: 0)

        #expect(collection.cellForItem(at: item1)?.isSelected == true)
        #expect(collection.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test("a tap calls shouldHighlight, didHighlight, shouldSelect, didUnhighlight, didSelect in order")
    func tapOrder() {
        let (collection, _, source) = makeCollection(items: [20])
        collection.tapItem(at: item2)

        #expect(source.selectionLog == [
            "shouldHighlight 0.2", "didHighlight 0.2", "shouldSelect 0.2", "didUnhighlight 0.2", "didSelect 0.2",
        ])
        #expect(source.highlightSeenAtDidHighlight == [true])
        #expect(collection.cellForItem(at: item2)?.isHighlighted == false)
        #expect(collection.cellForItem(at: item2)?.isSelected == true)
        #expect(collection.indexPathsForSelectedItems == [item2])
    }

    @Test("in single selection a tap deselects the item selected before, through the delegate")
    func tapReplacesSelection() {
        let (collection, _, source) = makeCollection(items: [20])
        collection.selectItem(at: item1, animated: false, scrollPosition: [])

        collection.tapItem(at: item3)

        #expect(source.selectionLog == [
            "shouldHighlight 0.3", "didHighlight 0.3", "shouldSelect 0.3", "shouldDeselect 0.1", "didDeselect 0.1",
            "didUnhighlight 0.3", "didSelect 0.3",
        ])
        #expect(collection.indexPathsForSelectedItems == [item3])
    }

    @Test("shouldSelect returning false leaves the item unselected")
    func shouldSelectFalse() {
        let (collection, _, source) = makeCollection(items: [20]) { _, _, source in source.shouldSelect = { _ in false } }
        collection.tapItem(at: item2)

        #expect(source.selectionLog == ["shouldHighlight 0.2", "didHighlight 0.2", "shouldSelect 0.2", "didUnhighlight 0.2"])
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(collection.cellForItem(at: item2)?.isSelected == false)
    }

    @Test("shouldHighlight returning false stops the tap, and with allowsSelection off nothing happens at all")
    func shouldHighlightFalse() {
        let (collection, _, source) = makeCollection(items: [20]) { _, _, source in source.shouldHighlight = { _ in false } }
        collection.tapItem(at: item2)
        #expect(source.selectionLog == ["shouldHighlight 0.2"])
        #expect(collection.indexPathsForSelectedItems == nil)

        let (locked, _, lockedSource) = makeCollection(items: [20]) { _, collection, _ in collection.allowsSelection = false }
        locked.tapItem(at: item2)
        locked.selectItem(at: item1, animated: false, scrollPosition: [])
        #expect(lockedSource.selectionLog.isEmpty)
        #expect(locked.indexPathsForSelectedItems == nil)
    }

    @Test("in multiple selection a tap toggles an item through shouldDeselect and didDeselect")
    func multipleSelectionToggles() {
        let (collection, _, source) = makeCollection(items: [20]) { _, collection, _ in
            collection.allowsMultipleSelection = true
        }
        collection.tapItem(at: item1)
        collection.tapItem(at: item2)
        #expect(collection.indexPathsForSelectedItems == [item1, item2])
        source.selectionLog = []

        collection.tapItem(at: item1)

        #expect(source.selectionLog == [
            "shouldHighlight 0.1", "didHighlight 0.1", "shouldDeselect 0.1", "didDeselect 0.1", "didUnhighlight 0.1",
        ])
        #expect(collection.indexPathsForSelectedItems == [item2])
        #expect(collection.cellForItem(at: item1)?.isSelected == false)
    }

    @Test("shouldDeselect returning false keeps a tapped item selected")
    func shouldDeselectFalse() {
        let (collection, _, source) = makeCollection(items: [20]) { _, collection, source in
            collection.allowsMultipleSelection = true
            source.shouldDeselect = { _ in false }
        }
        collection.tapItem(at: item1)
        collection.tapItem(at: item1)

        #expect(!source.selectionLog.contains("didDeselect 0.1"))
        #expect(collection.indexPathsForSelectedItems == [item1])
    }

    @Test("reloadData clears the selection without delegate calls")
    func reloadClearsSelection() {
        let (collection, _, source) = makeCollection(items: [20])
        collection.selectItem(at: item1, animated: false, scrollPosition: [])
        collection.reloadData()

        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(source.selectionLog.isEmpty)
    }
}
