import CellKit
import Testing

/// A screen that declares its model types up front.
final class FriendsScreen: BaseCollectionViewController {
    private(set) var viewDidLoadCount = 0

    override var viewModels: [any AnyCellViewModel.Type] { [UserItemModel.self, TappableItemModel.self] }
    override var supplementaryModels: [any AnySupplementaryViewModel.Type] { [CollectionTitleModel.self] }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
    }
}

/// A screen that asks for its model types to be found in its data.
final class InferringScreen: BaseCollectionViewController {
    override var automaticallyInferCellViewModelTypes: Bool { true }
}

@MainActor
@Suite("BaseCollectionViewController")
struct BaseCollectionViewControllerTests {
    @Test("A new screen is not loaded and has registered nothing")
    func notLoadedAtFirst() {
        let screen = FriendsScreen()
        #expect(!screen.isViewLoaded)
        #expect(screen.viewDidLoadCount == 0)
        #expect(screen.collectionView.registry.registrations.isEmpty)
        #expect(screen.collectionView.dataSource === screen.adapter)
        #expect(screen.collectionView.bounds.size == CGSize(width: 390, height: 844))
    }

    @Test("Setting data loads the screen once, registers the declared types and reloads")
    func settingDataLoadsOnceAndShows() throws {
        let screen = FriendsScreen()
        screen.data = [Section(header: CollectionTitleModel("Friends"), items: [UserItemModel("Harpo")])]

        #expect(screen.isViewLoaded)
        #expect(screen.viewDidLoadCount == 1)
        #expect(
            screen.collectionView.registry.registrations.map(\.modelType) == [
                "UserItemModel", "TappableItemModel", "CollectionTitleModel",
            ])
        #expect(screen.collectionView.registry.registrations.map(\.kind) == [.cell, .cell, .supplementary])
        #expect(
            screen.collectionView.visibleCells.map { ($0 as? UserCollectionViewCell)?.nameLabel.text } == ["Harpo"])

        screen.data = [Section(items: [UserItemModel("Chico"), TappableItemModel("Zeppo")])]
        #expect(screen.viewDidLoadCount == 1)
        #expect(screen.data.count == 1)
        #expect(
            screen.collectionView.visibleCells.map { ($0 as? UserCollectionViewCell)?.nameLabel.text } == [
                "Chico", "Zeppo",
            ])
    }

    @Test("Asking for the view loads the screen once")
    func viewLoadsOnce() {
        let screen = FriendsScreen()
        let view = screen.view
        _ = screen.view
        screen.loadViewIfNeeded()
        #expect(view === screen.collectionView)
        #expect(screen.viewDidLoadCount == 1)
        #expect(screen.collectionView.registry.contains(UserItemModel.self))
        #expect(!screen.automaticallyInferCellViewModelTypes)
        #expect(!screen.adapter.automaticallyInferCellViewModelTypes, "inference is off unless overridden")
    }

    @Test("A screen that overrides automaticallyInferCellViewModelTypes registers the types in its data")
    func inferringScreen() throws {
        let screen = InferringScreen()
        screen.data = [Section(footer: CollectionTitleModel("end"), items: [UserItemModel("Harpo")])]

        #expect(screen.adapter.automaticallyInferCellViewModelTypes)
        #expect(screen.collectionView.registry.contains(UserItemModel.self))
        #expect(screen.collectionView.registry.contains(CollectionTitleModel.self))
        #expect(screen.collectionView.visibleCells.count == 1)
        let footer = try #require(
            screen.collectionView.supplementaryView(
                forElementKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
                as? TitleReusableView)
        #expect(footer.titleLabel.text == "end")
    }
}
