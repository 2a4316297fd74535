import CellKit
import CellKitTesting
import SnapshotTesting

// Snapshot strategies for CellKit's lists and screens, for swift-snapshot-testing's
// `assertSnapshot(of:as:)`: the visible screen as text (`TextRenderer`), as a picture
// (`SVGRenderer`), and the accessibility identifiers an adapter's data gives its views
// (`AccessibilityFixture`, as JSON). All three are text, compared line by line, so a failure
// shows a diff of the lines that changed; recording works as for any strategy
// (`withSnapshotTesting(record: .all)`, or `SNAPSHOT_TESTING_RECORD=all`).
//
// Views are UIKit's (HeadlessUIKit's): take snapshots on the main actor, as UIKit requires. A
// strategy reads its view when the snapshot is taken, on the caller's thread.

extension Snapshotting where Value == UITableView, Format == String {
    /// The table's visible screen as text, as `TextRenderer.render(_:)` writes it (the table is
    /// laid out first).
    ///
    /// ```swift
    /// assertSnapshot(of: tableView, as: .screen)
    /// ```
    ///
    /// - Complexity: O(*v* log *v*) for *v* views on screen.
    @MainActor public static var screen: Snapshotting { onMainActor(pathExtension: "txt") { TextRenderer.render($0) } }

    /// The identifiers of every view of the data the table's `TableDataAdapter` shows, as
    /// `AccessibilityFixture(adapter:)` lists them, in its JSON. A table whose data source is not
    /// a CellKit adapter, or whose data gives two views one identifier, stops the test with a
    /// message saying so: there is no fixture to compare.
    ///
    /// - Complexity: O(*n*) for *n* models.
    @MainActor public static var accessibilityFixture: Snapshotting {
        onMainActor(pathExtension: "json") { fixtureJSON(of: $0, dataSource: $0.dataSource) }
    }
}

extension Snapshotting where Value == UICollectionView, Format == String {
    /// The collection view's visible screen as text, as `TextRenderer.render(_:)` writes it (the
    /// collection view is laid out first).
    ///
    /// - Complexity: O(*v* log *v*) for *v* views on screen.
    @MainActor public static var screen: Snapshotting { onMainActor(pathExtension: "txt") { TextRenderer.render($0) } }

    /// The identifiers of every view of the data the collection view's `CollectionDataAdapter`
    /// shows, as for ``Snapshotting/accessibilityFixture`` of a table.
    ///
    /// - Complexity: O(*n*) for *n* models.
    @MainActor public static var accessibilityFixture: Snapshotting {
        onMainActor(pathExtension: "json") { fixtureJSON(of: $0, dataSource: $0.dataSource) }
    }
}

extension Snapshotting where Value: UIScrollView, Format == String {
    /// The list's visible viewport as an SVG picture, as `SVGRenderer.render(_:showingLayoutGuides:)`
    /// draws it; with `showingLayoutGuides`, the layout guides that constraints use are drawn
    /// dashed.
    ///
    /// ```swift
    /// assertSnapshot(of: tableView, as: .svg())
    /// ```
    ///
    /// - Complexity: O(*v* log *v*) for *v* views on screen.
    @MainActor public static func svg(showingLayoutGuides: Bool = false) -> Snapshotting {
        onMainActor(pathExtension: "svg") { SVGRenderer.render($0, showingLayoutGuides: showingLayoutGuides) }
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The screen of a view controller as text: every table and collection view in its view, in
    /// the order a depth-first walk meets them, each as `TextRenderer.render(_:)` writes it, or
    /// `(no list on screen)`. A view controller not in a window yet is shown first in a window
    /// `size` big (`makeKeyAndVisible()`: `viewDidLoad`, the appearance calls and a layout),
    /// as a device would show it.
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsViewController(), as: .screen())
    /// ```
    ///
    /// - Complexity: O(*v* log *v*) for *v* views in the view controller's view.
    @MainActor public static func screen(size: CGSize = CGSize(width: 390, height: 844)) -> Snapshotting {
        onMainActor(pathExtension: "txt") { controller in
            withShown(controller, size: size) {
                let screens = lists(in: controller.view).map { list in
                    if let table = list as? UITableView { return TextRenderer.render(table) }
                    return TextRenderer.render(list as! UICollectionView)
                }
                return screens.isEmpty ? "(no list on screen)\n" : screens.joined(separator: "\n")
            }
        }
    }

    /// A view controller's view as an SVG picture `size` big, as
    /// `SVGRenderer.render(_:size:showingLayoutGuides:)` draws it, shown first in a window as
    /// ``screen(size:)`` does.
    ///
    /// - Complexity: O(*v* log *v*) for *v* views drawn.
    @MainActor public static func svg(
        size: CGSize = CGSize(width: 390, height: 844), showingLayoutGuides: Bool = false
    ) -> Snapshotting {
        onMainActor(pathExtension: "svg") { controller in
            withShown(controller, size: size) {
                SVGRenderer.render(controller.view, size: size, showingLayoutGuides: showingLayoutGuides)
            }
        }
    }
}

extension Snapshotting where Format == String {
    /// A text strategy over `describe`, which runs on the main actor (the snapshot is taken on
    /// the caller's thread, which must be the main thread, as for any use of UIKit's views).
    @MainActor static func onMainActor(
        pathExtension: String, _ describe: @escaping @MainActor (Value) -> String
    ) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (value: Value) in
            MainActor.assumeIsolated { describe(value) }
        }
        strategy.pathExtension = pathExtension
        return strategy
    }
}

/// The JSON of the fixture of the adapter that is `dataSource`, or a stop naming what is wrong.
@MainActor
private func fixtureJSON(of list: UIScrollView, dataSource: AnyObject?) -> String {
    guard let adapter = dataSource as? ListDataAdapter else {
        fatalError(
            "accessibilityFixture snapshots the data of a CellKit adapter, but the data source of \(type(of: list)) "
                + "is \(dataSource.map { "\(type(of: $0))" } ?? "nil"); show the data through a TableDataAdapter or "
                + "CollectionDataAdapter")
    }
    do {
        return try AccessibilityFixture(adapter: adapter).json
    } catch {
        fatalError("the adapter's data has no fixture to snapshot: \(error)")
    }
}

/// `body`'s result, with `controller` shown: in a window `size` big when it is in none yet.
@MainActor
private func withShown<Result>(_ controller: UIViewController, size: CGSize, _ body: () -> Result) -> Result {
    guard controller.viewIfLoaded?.window == nil else {
        controller.view.layoutIfNeeded()
        return body()
    }
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return withExtendedLifetime(window) { body() }
}

/// The tables and collection views in `view`'s tree, depth first (a list's own subviews are not
/// searched).
@MainActor
private func lists(in view: UIView) -> [UIScrollView] {
    if view is UITableView || view is UICollectionView { return [view as! UIScrollView] }
    return view.subviews.flatMap { lists(in: $0) }
}
