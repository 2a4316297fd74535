import Foundation
import HeadlessUIKit

/// Puts a controller on screen as an app does: a window the size of an iPhone 14, made key and
/// visible, then laid out once (the first frame).
@MainActor
func present(_ viewController: UIViewController, width: CGFloat = 390, height: CGFloat = 844) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = viewController
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

/// The text labels of a table's visible rows, in index-path order.
@MainActor
func visibleTexts(_ tableView: UITableView) -> [String?] {
    (tableView.indexPathsForVisibleRows ?? []).map { tableView.cellForRow(at: $0)?.textLabel?.text }
}

/// The first view of type `T` in `view`'s subtree, `view` included.
@MainActor
func firstSubview<T: UIView>(of type: T.Type, in view: UIView) -> T? {
    if let match = view as? T { return match }
    for subview in view.subviews {
        if let match = firstSubview(of: type, in: subview) { return match }
    }
    return nil
}

/// Index paths for rows 0..<count of one section.
func rowPaths(_ range: Range<Int>, section: Int = 0) -> [IndexPath] {
    range.map { IndexPath(row: $0, section: section) }
}
