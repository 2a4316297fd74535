import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

@Suite("UITableView editing, swipe actions, context menus, batch updates and scroll callbacks")
@MainActor
struct TableEditingTests {
    private let row0 = IndexPath(row: 0, section: 0)
    private let row1 = IndexPath(row: 1, section: 0)
    private let row2 = IndexPath(row: 2, section: 0)

    private func names(_ table: UITableView) -> [String?] {
        table.visibleCells.map { $0.textLabel?.text }
    }

    // MARK: Editing

    @Test("setEditing gives cells their editing control, indent and reorder control from the data source and delegate")
    func editingAttributes() throws {
        let (table, _) = classicTable([["a", "b", "c"]]) { _, source in
            source.editingStyle = { $0.row == 2 ? .insert : .delete }
        }
        let cell0 = try #require(table.cellForRow(at: row0))
        cell0.showsReorderControl = true
        let cell2 = try #require(table.cellForRow(at: row2))
        cell2.showsReorderControl = true
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(table.isEditing && cell0.isEditing)
        #expect(cell0.editingStyle == .delete)
        #expect(cell2.editingStyle == .insert)
        // Row 0 is indented by the editing control, cannot move (no reorder control).
        #expect(cell0.contentView.frame == CGRect(x: 38, y: 0, width: 282, height: 44))
        // Row 1 does not indent (shouldIndentWhileEditingRowAt); row 2 moves: reorder control at the trailing edge.
        #expect(table.cellForRow(at: row1)?.contentView.frame.minX == 0)
        #expect(cell2.contentView.frame == CGRect(x: 38, y: 0, width: 244, height: 44))
        #expect(TextRenderer.render(table).contains("[c | ≡]"))
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        #expect(cell2.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("a row canEditRowAt refuses has no editing control and no swipe actions")
    func notEditable() throws {
        let (table, source) = classicTable([["a", "b"]]) { _, source in source.editable = { $0.row == 0 } }
        table.setEditing(true, animated: false)
        #expect(table.cellForRow(at: row1)?.editingStyle == UITableViewCell.EditingStyle.none)
        table.setEditing(false, animated: false)
        #expect(table.swipeRow(at: row1) == nil)
        #expect(source.log.isEmpty)
    }

    @Test("tapDeleteConfirmation taps the delete control, then Delete: commit .delete, and the data source deletes the row")
    func deleteInEditingMode() {
        let (table, source) = classicTable([["a", "b", "c"]]) { _, source in source.deleteTitle = "Remove" }
        table.setEditing(true, animated: false)
        #expect(table.tapEditingControl(forRowAt: row1) == "Remove")
        #expect(table.cellForRow(at: row1)?.isSwiped == true)
        table.tapDeleteConfirmation(forRowAt: row1)
        #expect(source.log == ["commit delete 0.1"])
        #expect(names(table) == ["a", "c"])
    }

    @Test("the insert control commits .insert at once")
    func insertInEditingMode() {
        let (table, source) = classicTable([["a", "b"]]) { _, source in source.editingStyle = { _ in .insert } }
        table.setEditing(true, animated: false)
        #expect(table.tapEditingControl(forRowAt: row0) == nil)
        #expect(source.log == ["commit insert 0.0"])
        #expect(names(table) == ["a", "new", "b"])
    }

    @Test("allowsSelectionDuringEditing: taps select nothing while editing unless it is on")
    func selectionDuringEditing() {
        let (table, source) = classicTable([["a", "b"]])
        table.setEditing(true, animated: false)
        table.tapRow(at: row0)
        #expect(source.log.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        table.tapRow(at: row0)
        #expect(source.log == ["didSelect 0.0"])
    }

    @Test("moveRowInteractively asks targetIndexPathForMoveFromRowAt, moves the row and calls moveRowAt")
    func moveRow() {
        let (table, source) = classicTable([["a", "b", "c"], ["d"]]) { _, source in
            source.moveTarget = { _, proposed in proposed.section == 1 ? IndexPath(row: 1, section: 1) : proposed }
        }
        table.setEditing(true, animated: false)
        let landed = table.moveRowInteractively(from: row2, to: IndexPath(row: 0, section: 1))
        #expect(landed == IndexPath(row: 1, section: 1))
        #expect(source.log == ["targetIndexPath 0.2 proposed 1.0", "moveRowAt 0.2 to 1.1"])
        #expect(source.sections == [["a", "b"], ["d", "c"]])
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "c")
    }

    @Test("moving a row canMoveRowAt refuses stops the program")
    func moveRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = classicTable([["a", "b"]])
                table.setEditing(true, animated: false)
                table.moveRowInteractively(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
            }
        }
        #expect(standardError(of: result).contains("cannot move (canMoveRowAt returned false)"))
    }

    // MARK: Swipe actions

    @Test("a trailing swipe with no configuration shows the default Delete action, which commits .delete")
    func defaultDeleteAction() throws {
        let (table, source) = classicTable([["a", "b", "c"]])
        let actions = try #require(table.swipeRow(at: row1))
        #expect(actions.map(\.title) == ["Delete"])
        #expect(actions[0].style == .destructive)
        #expect(table.cellForRow(at: row1)?.isSwiped == true)
        table.tapSwipeAction(at: 0)
        #expect(source.log == ["willBeginEditing 0.1", "commit delete 0.1", "didEndEditing nil"])
        #expect(names(table) == ["a", "c"])
        #expect(table.swipedRowIndexPath == nil)
        // No leading actions by default.
        #expect(table.swipeRow(at: row0, edge: .leading) == nil)
    }

    @Test("the delegate's actions show in order; the handler gets the action, the cell and a completion that closes the swipe")
    func customActions() throws {
        var handled: [String] = []
        var sourceViewIsCell = false
        let (table, source) = classicTable([["a", "b"]]) { _, source in
            source.leading = { _ in
                let pin = UIContextualAction(style: .normal, title: "Pin") { action, view, completion in
                    handled.append(action.title ?? "")
                    sourceViewIsCell = view is UITableViewCell
                    completion(true)
                }
                pin.backgroundColor = .orange
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                    handled.append("Flag")
                    completion(false)
                }
                return UISwipeActionsConfiguration(actions: [pin, flag])
            }
            source.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        }
        #expect(table.swipeRow(at: row0, edge: .trailing) == nil)
        let actions = try #require(table.swipeRow(at: row0, edge: .leading))
        #expect(actions.map(\.title) == ["Pin", "Flag"])
        #expect(actions[0].backgroundColor == .orange)
        #expect(actions[1].backgroundColor == .gray)
        table.tapSwipeAction(at: 1)
        #expect(handled == ["Flag"])
        #expect(table.cellForRow(at: row0)?.isSwiped == false)
        #expect(source.log == ["willBeginEditing 0.0", "didEndEditing 0.0"])

        // A full swipe performs the first action; not when the configuration says no.
        #expect(table.fullSwipeRow(at: row0, edge: .leading)?.title == "Pin")
        #expect(handled == ["Flag", "Pin"])
        #expect(sourceViewIsCell)
        source.leading = { _ in
            let configuration = UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Pin") { _, _, _ in handled.append("never") }
            ])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        #expect(table.fullSwipeRow(at: row1, edge: .leading) == nil)
        #expect(table.swipedRowIndexPath == row1)
        #expect(handled == ["Flag", "Pin"])
    }

    @Test("swiping another row closes the first one's actions")
    func swipeAnother() {
        let (table, source) = classicTable([["a", "b"]])
        table.swipeRow(at: row0)
        table.swipeRow(at: row1)
        #expect(table.cellForRow(at: row0)?.isSwiped == false)
        #expect(table.cellForRow(at: row1)?.isSwiped == true)
        #expect(source.log == ["willBeginEditing 0.0", "didEndEditing 0.0", "willBeginEditing 0.1"])
    }

    @Test("longPressRow asks contextMenuConfigurationForRowAt and a test can perform one of its actions")
    func contextMenu() throws {
        var shared: [String] = []
        let (table, source) = classicTable([["a", "b"]]) { _, source in
            source.contextMenu = { indexPath in
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: [
                        UIAction(title: "Share", image: UIImage(named: "square.and.arrow.up")) { _ in shared.append("share \(indexPath.row)") },
                        UIAction(title: "Delete", attributes: .destructive) { _ in shared.append("delete") },
                    ])
                }
            }
        }
        let configuration = try #require(table.longPressRow(at: row1))
        #expect(table.lastContextMenuConfiguration === configuration)
        // The point is the row's centre.
        #expect(source.log == ["contextMenu 0.1 at 160,66"])
        let menu = try #require(configuration.makeMenu())
        #expect(menu.allActions.map(\.title) == ["Share", "Delete"])
        #expect(menu.allActions[1].attributes == .destructive)
        menu.allActions[0].performWithSender(nil, target: nil)
        #expect(shared == ["share 1"])
    }

    // MARK: Batch updates

    @Test("performBatchUpdates does not throw; beginUpdates/endUpdates nest and make one batch")
    func nonThrowingUpdates() {
        let (table, source) = classicTable([["a", "b"]])
        var completed = false
        table.performBatchUpdates({
            source.sections[0].append("c")
            table.insertRows(at: [row2], with: .fade)
        }, completion: { completed = $0 })
        #expect(completed)
        table.beginUpdates()
        source.sections[0].remove(at: 0)
        table.deleteRows(at: [row0], with: .left)
        table.beginUpdates()
        source.sections[0].append("d")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .right)
        table.endUpdates()
        // Nothing is checked until the outermost endUpdates.
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.endUpdates()
        #expect(names(table) == ["b", "c", "d"])
    }

    @Test("an invalid performBatchUpdates stops with UIKit's NSInternalInconsistencyException text")
    func invalidBatchStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, source) = classicTable([["a", "b"]])
                table.performBatchUpdates { source.sections[0].append("c") }
            }
        }
        let text = standardError(of: result)
        #expect(text.contains("NSInternalInconsistencyException"))
        #expect(text.contains("Invalid update: invalid number of rows in section 0"))
    }

    @Test("an invalid beginUpdates/endUpdates batch stops the same way, and so does a collection view's")
    func invalidEndUpdatesStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (table, _) = classicTable([["a", "b"]])
                table.beginUpdates()
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                table.endUpdates()
            }
        }
        #expect(standardError(of: result).contains("Invalid update: invalid number of rows in section 0"))
        let collectionResult = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (collection, _, _) = makeCollection(items: [3])
                collection.performBatchUpdates { collection.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
            }
        }
        #expect(standardError(of: collectionResult).contains("Invalid update: invalid number of items in section 0"))
    }

    @Test("RowAnimation has UIKit's cases and raw values")
    func rowAnimation() {
        let all: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 100])
    }

    // MARK: Scroll view delegate

    @Test("a drag without velocity: willBeginDragging, didScroll, willEndDragging, didEndDragging(false)")
    func dragWithoutVelocity() {
        let (table, source) = classicTable([Array(repeating: "x", count: 40)])
        table.simulateDrag(toContentOffset: CGPoint(x: 0, y: 100))
        #expect(source.log == ["willBeginDragging", "didScroll 100", "willEndDragging 0.0 target 100", "didEndDragging false"])
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
    }

    @Test("a flick decelerates to offset + velocity × 499, clamped; the delegate may change the target")
    func flick() {
        let (table, source) = classicTable([Array(repeating: "x", count: 40)])
        table.simulateDrag(toContentOffset: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 1))
        #expect(source.log == [
            "willBeginDragging", "didScroll 100", "willEndDragging 1.0 target 599", "didEndDragging true",
            "willBeginDecelerating", "didScroll 599", "didEndDecelerating",
        ])
        source.log = []
        source.targetOverride = CGPoint(x: 0, y: 440)
        table.simulateDrag(toContentOffset: CGPoint(x: 0, y: 1000), velocity: CGPoint(x: 0, y: 10))
        // 1000 + 4990 is clamped to 40 × 44 − 480 = 1280.
        #expect(source.log.contains("willEndDragging 10.0 target 1280"))
        #expect(table.contentOffset.y == 440)
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) != nil)
    }

    @Test("programmatic scrolls call didScroll, and didEndScrollingAnimation when animated; scroll to top asks first")
    func programmaticScrolls() {
        let (table, source) = classicTable([Array(repeating: "x", count: 40)])
        scroll(table, toY: 200)
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: true)
        #expect(source.log == ["didScroll 200", "didScroll 300", "didEndScrollingAnimation", "didScroll 880", "didEndScrollingAnimation"])
        source.log = []
        #expect(table.simulateScrollToTop())
        #expect(source.log == ["shouldScrollToTop", "didScroll 0", "didScrollToTop"])
        scroll(table, toY: 200)
        source.allowScrollToTop = false
        source.log = []
        #expect(!table.simulateScrollToTop())
        #expect(source.log == ["shouldScrollToTop"])
    }

    @Test("a collection view's delegate receives scroll calls too")
    func collectionScroll() {
        final class Delegate: UICollectionViewDelegate {
            var log: [String] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll \(Int(scrollView.contentOffset.y))") }
            func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
        }
        let (collection, _, _) = makeCollection(items: [100])
        let delegate = Delegate()
        collection.delegate = delegate
        collection.simulateDrag(toContentOffset: CGPoint(x: 0, y: 50))
        #expect(delegate.log == ["willBeginDragging", "didScroll 50"])
    }
}
