import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// A UIKit-spelled delegate or data-source method that compiles but is never called is the worst
// porting bug: the screen is wrong and nothing says so. These tests implement every method of
// UIKit's protocols that list screens use (the reference lists in Fixtures/UIKitMembers, which
// name them as UIKit declares them), drive a list through what an app and a person do, and
// require every one of them to have been called. A method the engine did not declare as a
// requirement would compile here as a plain method and never be called, failing the test.

/// The selectors (`tableView(_:numberOfRowsInSection:)`) of the UIKit protocols' methods in the
/// reference lists, counted and deferred lines alike.
func referenceSelectors(of protocols: Set<String>) throws -> Set<String> {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/UIKitMembers").standardized
    var selectors: Set<String> = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".md") {
        var owner = ""
        for line in try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        {
            if line.hasPrefix("## ") { owner = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
            var declaration: Substring
            if line.hasPrefix("- "), protocols.contains(owner) {
                declaration = line.dropFirst(2)
            } else if line.hasPrefix("* `"), let close = line.dropFirst(3).firstIndex(of: "`"),
                protocols.contains(String(line[line.index(line.startIndex, offsetBy: 3)..<close]))
            {
                declaration = line[line.index(after: close)...].drop { $0 == ":" || $0 == " " }
            } else {
                continue
            }
            if declaration.hasPrefix("optional ") { declaration = declaration.dropFirst(9) }
            guard declaration.hasPrefix("func ") else { continue }
            selectors.insert(selector(of: declaration.dropFirst(5)))
        }
    }
    return selectors
}

/// `tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> X` →
/// `tableView(_:cellForRowAt:)`.
private func selector(of declaration: Substring) -> String {
    let name = declaration.prefix { $0 != "(" }
    var depth = 0
    var parameters: [String] = []
    var current = ""
    for character in declaration.dropFirst(name.count + 1) {
        if character == "(" || character == "<" || character == "[" { depth += 1 }
        if character == ")" || character == ">" || character == "]" {
            if depth == 0 { break }
            depth -= 1
        }
        if character == ",", depth == 0 {
            parameters.append(current)
            current = ""
        } else {
            current.append(character)
        }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
    let labels = parameters.map { parameter in
        parameter.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" } + ":"
    }
    return name + "(" + labels.joined() + ")"
}

@MainActor
private final class EveryTableMethod: UITableViewDataSource, UITableViewDelegate {
    var calls: Set<String> = []
    private var rows = [30, 30]
    func record(_ selector: String = #function) { calls.insert(selector) }

    // UITableViewDataSource
    func numberOfSections(in tableView: UITableView) -> Int { record(); return rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        record(); return rows[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        record()
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.accessoryType = .detailButton
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { record(); return "Header" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { record(); return "Footer" }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { record(); return true }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { record(); return true }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { record(); return ["A", "B"] }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        record(); return index
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        record()
        rows[indexPath.section] -= 1
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        record()
    }

    // UITableViewDelegate
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { record() }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { record() }
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) { record() }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record()
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { record() }
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) { record() }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        record(); return UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { record(); return 30 }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { record(); return 30 }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { record(); return 44 }
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        record(); return 30
    }
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        record(); return 30
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { record(); return nil }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { record(); return nil }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { record() }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { record(); return true }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { record() }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { record() }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { record(); return indexPath }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { record() }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record(); return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { record() }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        record(); return .delete
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        record(); return "Remove"
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        record(); return true
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        record()
        return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        record(); return nil
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { record() }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { record() }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        record(); return proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { record(); return 1 }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        record(); return UIContextMenuConfiguration()
    }

    // UIScrollViewDelegate
    func scrollViewDidScroll(_ scrollView: UIScrollView) { record() }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record() }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { record() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { record() }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { record() }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { record() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { record() }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { record(); return true }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { record() }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { record() }
}

@MainActor
@Suite("No UIKit-spelled method compiles and is never called")
struct UncalledMethodTests {
    @Test("every UITableViewDataSource, UITableViewDelegate and UIScrollViewDelegate method is called when a person uses the table")
    func everyTableMethodIsCalled() throws {
        let methods = EveryTableMethod()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.estimatedRowHeight = 44
        tableView.dataSource = methods
        tableView.delegate = methods
        tableView.layoutIfNeeded()
        #expect(tableView.sectionIndexTitlesShown == ["A", "B"])
        tableView.tapSectionIndexTitle(at: 1)
        tableView.layoutIfNeeded()
        tableView.setContentOffset(.zero, animated: true)
        tableView.layoutIfNeeded()
        tableView.simulateDrag(toContentOffset: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 1))
        tableView.layoutIfNeeded()
        #expect(tableView.simulateScrollToTop())
        tableView.layoutIfNeeded()
        tableView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        tableView.layoutIfNeeded()

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        tableView.tapAccessoryButton(forRowAt: IndexPath(row: 1, section: 0))
        _ = tableView.longPressRow(at: IndexPath(row: 1, section: 0))
        _ = tableView.swipeRow(at: IndexPath(row: 2, section: 0), edge: .leading)
        tableView.closeSwipe()
        _ = tableView.swipeRow(at: IndexPath(row: 2, section: 0), edge: .trailing)
        tableView.closeSwipe()

        tableView.setEditing(true, animated: false)
        tableView.layoutIfNeeded()
        _ = tableView.tapEditingControl(forRowAt: IndexPath(row: 0, section: 0))
        tableView.tapDeleteConfirmation(forRowAt: IndexPath(row: 0, section: 0))
        tableView.layoutIfNeeded()
        _ = tableView.moveRowInteractively(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))

        let uikit = try referenceSelectors(of: ["UITableViewDataSource", "UITableViewDelegate", "UIScrollViewDelegate"])
        #expect(uikit.count >= 40, "the reference lists were read: \(uikit.sorted())")
        let notImplemented = uikit.subtracting(methods.calls.union(Self.uncalledByDesign))
        #expect(notImplemented.isEmpty, "UIKit methods this test neither implements nor saw called: \(notImplemented.sorted())")
        let implemented = Self.implementedSelectors
        let neverCalled = implemented.subtracting(methods.calls)
        #expect(neverCalled.isEmpty, "implemented with UIKit's spelling but never called: \(neverCalled.sorted())")
    }

    /// Every selector EveryTableMethod implements.
    static let implementedSelectors: Set<String> = [
        "numberOfSections(in:)", "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)",
        "tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)", "tableView(_:canEditRowAt:)",
        "tableView(_:canMoveRowAt:)", "sectionIndexTitles(for:)", "tableView(_:sectionForSectionIndexTitle:at:)",
        "tableView(_:commit:forRowAt:)", "tableView(_:moveRowAt:to:)",
        "tableView(_:willDisplay:forRowAt:)", "tableView(_:willDisplayHeaderView:forSection:)",
        "tableView(_:willDisplayFooterView:forSection:)", "tableView(_:didEndDisplaying:forRowAt:)",
        "tableView(_:didEndDisplayingHeaderView:forSection:)", "tableView(_:didEndDisplayingFooterView:forSection:)",
        "tableView(_:heightForRowAt:)", "tableView(_:heightForHeaderInSection:)", "tableView(_:heightForFooterInSection:)",
        "tableView(_:estimatedHeightForRowAt:)", "tableView(_:estimatedHeightForHeaderInSection:)",
        "tableView(_:estimatedHeightForFooterInSection:)", "tableView(_:viewForHeaderInSection:)",
        "tableView(_:viewForFooterInSection:)", "tableView(_:accessoryButtonTappedForRowWith:)",
        "tableView(_:shouldHighlightRowAt:)", "tableView(_:didHighlightRowAt:)", "tableView(_:didUnhighlightRowAt:)",
        "tableView(_:willSelectRowAt:)", "tableView(_:didSelectRowAt:)", "tableView(_:willDeselectRowAt:)",
        "tableView(_:didDeselectRowAt:)", "tableView(_:editingStyleForRowAt:)",
        "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", "tableView(_:shouldIndentWhileEditingRowAt:)",
        "tableView(_:leadingSwipeActionsConfigurationForRowAt:)", "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:willBeginEditingRowAt:)", "tableView(_:didEndEditingRowAt:)",
        "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", "tableView(_:indentationLevelForRowAt:)",
        "tableView(_:contextMenuConfigurationForRowAt:point:)",
        "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)",
        "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)", "scrollViewShouldScrollToTop(_:)",
        "scrollViewDidScrollToTop(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
    ]

    /// UIKit methods in the reference lists that a person's actions never reach, with why.
    static let uncalledByDesign: Set<String> = []
}
