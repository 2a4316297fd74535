import CellKit
import CellKitTestSupport
import Testing

// Screens written as a user of the CellViewModel library writes them: subclass the screen,
// override `viewModels` / `supplementaryModels`, give it a collection view (in `viewDidLoad()`
// before `super`, by overriding `_collectionView`, or through `init(frame:collectionViewLayout:)`),
// call `setup(_:)`, and override delegate methods.

/// An item that gives only a height, as the library's collection models did.
struct RowHeightItemModel: CellViewModel {
    let title: String
    let rowHeight: CGFloat

    func height(constrainedBy width: CGFloat) -> CGFloat? { rowHeight }
    func setup(cell: UserCollectionViewCell) { cell.nameLabel.text = title }
}

/// A screen that makes its collection view in `viewDidLoad()` and records what reaches its
/// delegate overrides, which call `super`.
final class FriendsScreen: BaseCollectionViewController {
    private(set) var viewDidLoadCount = 0
    private(set) var selected: [IndexPath] = []
    private(set) var displayed: [IndexPath] = []

    override var viewModels: [any AnyCellViewModel.Type] {
        [UserItemModel.self, TappableItemModel.self, RowHeightItemModel.self]
    }
    override var supplementaryModels: [any AnySupplementaryViewModel.Type] { [CollectionTitleModel.self] }

    override func viewDidLoad() {
        _collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        super.viewDidLoad()
        viewDidLoadCount += 1
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
        super.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayed.append(indexPath)
        super.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
}

/// A screen that sizes its items, insets, line spacing and headers itself, made with the
/// convenience initializer.
final class GridScreen: BaseCollectionViewController {
    private(set) var sizeQuestions = 0

    override var viewModels: [any AnyCellViewModel.Type] { [RowHeightItemModel.self] }
    override var supplementaryModels: [any AnySupplementaryViewModel.Type] { [CollectionTitleModel.self] }

    override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQuestions += 1
        return CGSize(width: 200, height: 40)
    }

    override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(top: 5, left: 7, bottom: 5, right: 7)
    }

    override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 3 }

    override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 30)
    }
}

/// A screen whose selection override does not call `super`: it decides alone.
final class RoutingScreen: BaseCollectionViewController {
    private(set) var routed: [IndexPath] = []

    override var viewModels: [any AnyCellViewModel.Type] { [TappableItemModel.self] }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        routed.append(indexPath)
    }
}

/// A screen that finds its model types in its data.
final class InferringScreen: BaseCollectionViewController {
    override var automaticallyInferCellViewModelTypes: Bool { true }
}

/// A screen that supplies its collection view by overriding `_collectionView`, as a screen with
/// an outlet does.
final class OutletScreen: BaseCollectionViewController {
    let ownCollectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: UICollectionViewFlowLayout())

    override var _collectionView: UICollectionView! {
        get { ownCollectionView }
        set {}
    }
    override var viewModels: [any AnyCellViewModel.Type] { [RowHeightItemModel.self] }
}

/// A screen that forgets to give itself a collection view.
final class ForgetfulCollectionScreen: BaseCollectionViewController {
    override var viewModels: [any AnyCellViewModel.Type] { [UserItemModel.self] }
}

@MainActor
@Suite("BaseCollectionViewController")
struct BaseCollectionViewControllerTests {
    @Test("Loading runs viewDidLoad once, makes the screen the delegate and registers the declared types")
    func loadingSetsUp() {
        let screen = FriendsScreen()
        #expect(!screen.isViewLoaded)
        #expect(screen.viewDidLoadCount == 0)
        #expect(screen._collectionView == nil, "the screen makes its collection view in viewDidLoad")

        let view = screen.view
        _ = screen.view
        screen.loadViewIfNeeded()

        #expect(screen.isViewLoaded)
        #expect(screen.viewDidLoadCount == 1)
        #expect(screen._collectionView.superview === view, "the collection view sits in the screen's view")
        #expect(screen._collectionView.delegate === screen)
        #expect(screen._collectionView.dataSource === screen.adapter)
        #expect(screen.adapter.collectionView === screen._collectionView)
        #expect(screen.adapter.forwardingDelegate == nil, "the adapter must not call back into the screen")
        #expect(!screen.adapter.automaticallyInferCellViewModelTypes)
        let registrations = screen._collectionView.registry.registrations
        #expect(
            registrations.map(\.modelType) == [
                "UserItemModel", "TappableItemModel", "RowHeightItemModel", "CollectionTitleModel",
            ])
        #expect(registrations.map(\.kind) == [.cell, .cell, .cell, .supplementary])
    }

    @Test("setup(_:) loads the screen first and shows the sections, header included")
    func setupShowsSections() throws {
        let screen = FriendsScreen()
        screen.setup([
            Section(
                header: CollectionTitleModel("Friends", size: CGSize(width: 320, height: 30)),
                items: [UserItemModel("Harpo"), UserItemModel("Chico")])
        ])
        screen._collectionView.layoutIfNeeded()

        #expect(screen.viewDidLoadCount == 1)
        #expect(screen.adapter.data.count == 1)
        #expect(
            screen._collectionView.visibleCells.map { ($0 as? UserCollectionViewCell)?.nameLabel.text } == [
                "Harpo", "Chico",
            ])
        let header = try #require(
            screen._collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleReusableView)
        #expect(header.titleLabel.text == "Friends")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(screen.displayed == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])

        screen.setup([Section(items: [UserItemModel("Zeppo")])])
        screen._collectionView.layoutIfNeeded()
        #expect(screen.viewDidLoadCount == 1)
        #expect(
            screen._collectionView.visibleCells.map { ($0 as? UserCollectionViewCell)?.nameLabel.text } == ["Zeppo"])
    }

    @Test("A model that gives only a height gets an item as wide as the view less the section's insets")
    func heightOnlyModelIsFullWidth() throws {
        let screen = FriendsScreen()
        let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 12)
        screen.setup([
            Section(
                insets: insets, lineSpacing: 4,
                items: [RowHeightItemModel(title: "a", rowHeight: 60), RowHeightItemModel(title: "b", rowHeight: 25)])
        ])
        screen._collectionView.layoutIfNeeded()

        // 320 wide less 16 + 12 of insets; each item alone on its line, at the left inset.
        let first = try #require(screen._collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(screen._collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame == CGRect(x: 16, y: 8, width: 292, height: 60))
        #expect(second.frame == CGRect(x: 16, y: 8 + 60 + 4, width: 292, height: 25))
    }

    @Test("Tapping an interactive item runs its handler once and reaches the screen's override")
    func tapRunsHandlerOnce() {
        let log = TapLog()
        let screen = FriendsScreen()
        screen.setup([
            Section(items: [
                TappableItemModel("Zeppo", selection: { log.record("select Zeppo") }),
                UserItemModel("Harpo"),
            ])
        ])
        screen._collectionView.layoutIfNeeded()

        screen._collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(log.events == ["select Zeppo"])
        #expect(screen.selected == [IndexPath(item: 0, section: 0)])
        #expect(screen._collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])

        // A model that is not interactive is not selectable: no highlight, no selection.
        screen._collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(log.events == ["select Zeppo"])
        #expect(screen.selected == [IndexPath(item: 0, section: 0)])
        #expect(screen._collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("An override of didSelectItemAt that does not call super decides alone")
    func selectionOverrideReplacesHandler() {
        let log = TapLog()
        let screen = RoutingScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        screen.setup([Section(items: [TappableItemModel("Groucho", selection: { log.record("select Groucho") })])])
        screen._collectionView.layoutIfNeeded()

        screen._collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(screen.routed == [IndexPath(item: 0, section: 0)])
        #expect(log.events.isEmpty, "the model's handler runs only through super")
    }

    @Test("Flow-layout overrides in a subclass decide sizes, insets, line spacing and header heights")
    func flowLayoutOverridesDecide() throws {
        let screen = GridScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        screen.setup([
            Section(
                insets: UIEdgeInsets(all: 50), lineSpacing: 40,
                header: CollectionTitleModel("Grid", size: CGSize(width: 320, height: 90)),
                items: [RowHeightItemModel(title: "a", rowHeight: 60), RowHeightItemModel(title: "b", rowHeight: 60)])
        ])
        let collectionView = screen._collectionView!
        collectionView.layoutIfNeeded()

        #expect(screen.sizeQuestions >= 2)
        let header = try #require(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        // 306 between the insets holds one 200-wide item per line: the first line centres its
        // item, the last line of the section is left-aligned; lines are 3 apart.
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame == CGRect(x: 7 + (306 - 200) / 2, y: 30 + 5, width: 200, height: 40))
        #expect(second.frame == CGRect(x: 7, y: 30 + 5 + 40 + 3, width: 200, height: 40))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == second.frame)
    }

    @Test("A screen that overrides automaticallyInferCellViewModelTypes registers the types in its data")
    func inferringScreen() throws {
        let screen = InferringScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        screen.setup([Section(footer: CollectionTitleModel("end"), items: [UserItemModel("Harpo")])])
        screen._collectionView.layoutIfNeeded()

        #expect(screen.adapter.automaticallyInferCellViewModelTypes)
        #expect(screen._collectionView.registry.contains(UserItemModel.self))
        #expect(screen._collectionView.registry.contains(CollectionTitleModel.self))
        #expect(screen._collectionView.visibleCells.count == 1)
        let footer = try #require(
            screen._collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
                as? TitleReusableView)
        #expect(footer.titleLabel.text == "end")
    }

    @Test("A screen that overrides _collectionView is set up on the collection view it returns")
    func overriddenCollectionViewProperty() throws {
        let screen = OutletScreen()
        screen.setup([Section(items: [RowHeightItemModel(title: "a", rowHeight: 44)])])
        screen.ownCollectionView.layoutIfNeeded()

        #expect(screen.ownCollectionView.superview === screen.view)
        #expect(screen.ownCollectionView.delegate === screen)
        #expect(screen.adapter.collectionView === screen.ownCollectionView)
        let cell = try #require(screen.ownCollectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
    }

    @Test("Replacing _collectionView after the adapter was made stops when the screen sets up")
    func replacedCollectionViewStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let screen = RoutingScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                _ = screen.adapter
                screen._collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
                screen.loadViewIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("RoutingScreen: _collectionView was replaced after the adapter was made"))
    }

    @Test("A screen without a collection view stops with a message naming _collectionView and the fixes")
    func missingCollectionViewStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                ForgetfulCollectionScreen().loadViewIfNeeded()
            }
        }
        let stderr = standardError(of: result)
        #expect(stderr.contains("ForgetfulCollectionScreen has no list view: _collectionView is nil"))
        #expect(stderr.contains("Set _collectionView before calling super.viewDidLoad()"))
        #expect(stderr.contains("init(frame:collectionViewLayout:)"))
    }
}
