import Foundation

/// Supplies a ``TableView``'s sections, rows and cells; the engine's `UITableViewDataSource`.
///
/// The table reads the counts at ``TableView/reloadData()`` (or at its first layout) and caches
/// them; it asks for cells only for rows that come into view.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row coming into view, normally from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// Sizes, section views, display and selection callbacks of a ``TableView``; the engine's
/// `UITableViewDelegate`. Every method has a default.
///
/// As with any Swift protocol, a subclass's implementation is only called if the class that
/// declares the conformance implements the method too.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The row's height; ``TableView/automaticDimension`` (the default) uses ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's height; ``TableView/automaticDimension`` (the default) uses ``TableView/sectionHeaderHeight``.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The footer's height; ``TableView/automaticDimension`` (the default) uses ``TableView/sectionFooterHeight``.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// The header view for a section coming into view; nil (the default) shows none.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The footer view for a section coming into view; nil (the default) shows none.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)

    /// Whether a touch highlights the row (true by default); false also prevents selection by tap.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select for a tap (the tapped one by default), or nil to select nothing.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect (the given one by default), or nil to keep it selected.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.automaticDimension
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableView.automaticDimension
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        TableView.automaticDimension
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
