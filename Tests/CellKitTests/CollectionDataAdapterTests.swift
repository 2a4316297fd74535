import CellKit
import CellKitTestSupport
import Testing

@MainActor
@Suite("CollectionDataAdapter")
struct CollectionDataAdapterTests {
    func itemFrame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func supplementaryFrame(_ collectionView: UICollectionView, _ kind: String, section: Int) -> CGRect? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?
            .frame
    }

    @Test("Setting data reloads: the visible cells show the new data in the cells already made")
    func settingDataReloadsAndReuses() throws {
        let (collectionView, _) = makeCollection()
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self)
        adapter.data = [Section(items: [UserItemModel("a"), UserItemModel("b")])]
        let before = collectionView.visibleCells
        #expect(before.count == 2)

        adapter.data = [Section(items: [UserItemModel("c")]), Section(items: [UserItemModel("d")])]
        let after = collectionView.visibleCells
        #expect(after.map { ($0 as? UserCollectionViewCell)?.nameLabel.text } == ["c", "d"])
        #expect(after.allSatisfy { cell in before.contains { $0 === cell } })
        #expect(collectionView.numberOfCreatedCells(withReuseIdentifier: UserItemModel.uniqueIdentifier) == 2)
    }

    @Test("A model's item size is asked with the view's size less the section's insets")
    func itemSizeFromModelWithSectionInsets() throws {
        let log = ContainerSizeLog()
        let (collectionView, _) = makeCollection(width: 300, height: 600)
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self)
        adapter.data = [
            Section(
                insets: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20),
                items: [UserItemModel("wide", sizeLog: log) { CGSize(width: $0.width, height: $0.height / 4) }])
        ]
        collectionView.layoutIfNeeded()

        #expect(!log.all.isEmpty)
        #expect(log.all.allSatisfy { $0 == CGSize(width: 270, height: 580) })
        #expect(itemFrame(collectionView, 0) == CGRect(x: 10, y: 5, width: 270, height: 145))
        #expect(collectionView.visibleCells.first?.frame == CGRect(x: 10, y: 5, width: 270, height: 145))
    }

    @Test("Without section insets the container size is the view's size less the layout's sectionInset")
    func itemSizeWithLayoutInsets() {
        let log = ContainerSizeLog()
        let (collectionView, _) = makeCollection(width: 300, height: 600) { $0.sectionInset = UIEdgeInsets(all: 8) }
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self)
        adapter.data = [Section(items: [UserItemModel("a", sizeLog: log) { _ in CGSize(width: 40, height: 40) }])]
        collectionView.layoutIfNeeded()

        #expect(!log.all.isEmpty)
        #expect(log.all.allSatisfy { $0 == CGSize(width: 284, height: 584) })
    }

    @Test("Items whose model gives no size use the layout's itemSize")
    func itemSizeFallback() {
        let (collectionView, _) = makeCollection { $0.itemSize = CGSize(width: 70, height: 30) }
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self)
        adapter.data = [
            Section(items: [UserItemModel("sized") { _ in CGSize(width: 100, height: 60) }, UserItemModel("default")])
        ]
        #expect(itemFrame(collectionView, 0)?.size == CGSize(width: 100, height: 60))
        #expect(itemFrame(collectionView, 1)?.size == CGSize(width: 70, height: 30))
    }

    @Test("A section's insets, line spacing and interitem spacing replace the layout's")
    func sectionMetricsOverrideLayout() {
        let (collectionView, _) = makeCollection(width: 300) {
            $0.itemSize = CGSize(width: 50, height: 50)
            $0.sectionInset = UIEdgeInsets(all: 4)
        }
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self)
        adapter.data = [
            Section(
                insets: UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 10), lineSpacing: 7, interitemSpacing: 30,
                items: (0..<4).map { UserItemModel("\($0)") })
        ]

        // 280 points between the insets hold three 50-point items 30 apart; the fourth wraps.
        #expect(itemFrame(collectionView, 0) == CGRect(x: 10, y: 20, width: 50, height: 50))
        #expect(itemFrame(collectionView, 2)?.maxX == 290)
        #expect(itemFrame(collectionView, 3) == CGRect(x: 10, y: 77, width: 50, height: 50))
    }

    @Test("A section without layout values keeps the layout's inset and spacing")
    func sectionWithoutMetricsKeepsLayout() {
        let (collectionView, _) = makeCollection(width: 300) {
            $0.itemSize = CGSize(width: 50, height: 50)
            $0.sectionInset = UIEdgeInsets(all: 4)
            $0.minimumLineSpacing = 12
        }
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self)
        adapter.data = [Section(items: (0..<6).map { UserItemModel("\($0)") })]

        // 292 points hold five 50-point items at least 10 apart; the sixth wraps 12 below.
        #expect(itemFrame(collectionView, 0) == CGRect(x: 4, y: 4, width: 50, height: 50))
        #expect(itemFrame(collectionView, 4)?.minY == 4)
        #expect(itemFrame(collectionView, 5) == CGRect(x: 4, y: 66, width: 50, height: 50))
    }

    @Test("Header and footer sizes come from their models")
    func supplementarySizesFromModels() throws {
        let (collectionView, _) = makeCollection(width: 300)
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self, CollectionTitleModel.self)
        adapter.data = [
            Section(
                header: CollectionTitleModel("Top", size: CGSize(width: 300, height: 44)),
                footer: CollectionTitleModel("Bottom", size: CGSize(width: 300, height: 16)),
                items: [UserItemModel("a")])
        ]

        #expect(
            supplementaryFrame(collectionView, UICollectionView.elementKindSectionHeader, section: 0)
                == CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(itemFrame(collectionView, 0)?.minY == 44)
        #expect(
            supplementaryFrame(collectionView, UICollectionView.elementKindSectionFooter, section: 0)
                == CGRect(x: 0, y: 94, width: 300, height: 16))
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleReusableView)
        let footer = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
                as? TitleReusableView)
        #expect(header.titleLabel.text == "Top")
        #expect(footer.titleLabel.text == "Bottom")
    }

    @Test("A header model's size is asked with the whole view's size, since headers span the section's insets")
    func headerSizeAskedWithViewSize() {
        let log = ContainerSizeLog()
        let (collectionView, _) = makeCollection(width: 300, height: 600)
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self, MeasuredHeaderModel.self)
        adapter.data = [
            Section(insets: UIEdgeInsets(all: 20), header: MeasuredHeaderModel(log: log), items: [UserItemModel("a")])
        ]

        #expect(
            supplementaryFrame(collectionView, UICollectionView.elementKindSectionHeader, section: 0)
                == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(!log.all.isEmpty)
        #expect(log.all.allSatisfy { $0 == CGSize(width: 300, height: 600) })
    }

    @Test("A header model without a size gets the layout's reference size, else defaultHeaderFooterHeight")
    func supplementarySizeDefaults() {
        let (collectionView, layout) = makeCollection(width: 300)
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        #expect(adapter.defaultHeaderFooterHeight == 28)
        collectionView.register(UserItemModel.self, CollectionTitleModel.self)
        adapter.data = [
            Section(header: CollectionTitleModel("Top"), footer: CollectionTitleModel("Bottom"), items: [UserItemModel("a")])
        ]
        #expect(supplementaryFrame(collectionView, UICollectionView.elementKindSectionHeader, section: 0)?.height == 28)
        #expect(supplementaryFrame(collectionView, UICollectionView.elementKindSectionFooter, section: 0)?.height == 28)

        layout.headerReferenceSize = CGSize(width: 0, height: 60)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        #expect(supplementaryFrame(collectionView, UICollectionView.elementKindSectionHeader, section: 0)?.height == 60)
        #expect(supplementaryFrame(collectionView, UICollectionView.elementKindSectionFooter, section: 0)?.height == 20)
    }

    @Test("A section without header and footer models has none, even when the layout has reference sizes")
    func noSupplementaryWithoutModels() {
        let (collectionView, _) = makeCollection(width: 300) { $0.headerReferenceSize = CGSize(width: 0, height: 60) }
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self)
        adapter.data = [Section(items: [UserItemModel("a")])]

        #expect(supplementaryFrame(collectionView, UICollectionView.elementKindSectionHeader, section: 0) == nil)
        #expect(supplementaryFrame(collectionView, UICollectionView.elementKindSectionFooter, section: 0) == nil)
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
        #expect(itemFrame(collectionView, 0)?.minY == 0)
    }

    @Test("Inference is off by default; on, setting data registers the cell and supplementary model types it holds")
    func inferenceRegistersTypes() throws {
        let (collectionView, _) = makeCollection()
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        #expect(!adapter.automaticallyInferCellViewModelTypes)
        adapter.data = [Section(items: [UserItemModel("a")])]
        #expect(collectionView.registry.registrations.isEmpty, "inference is off by default")

        adapter.automaticallyInferCellViewModelTypes = true
        #expect(
            collectionView.registry.registrations.map(\.modelType) == ["UserItemModel"],
            "turning inference on registers the types of the data already set")

        adapter.data = [Section(header: CollectionTitleModel("Top"), items: [UserItemModel("a"), TappableItemModel("b")])]

        #expect(
            collectionView.registry.registrations.map(\.modelType) == [
                "UserItemModel", "CollectionTitleModel", "TappableItemModel",
            ])
        #expect(collectionView.visibleCells.map { ($0 as? UserCollectionViewCell)?.nameLabel.text } == ["a", "b"])
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleReusableView)
        #expect(header.titleLabel.text == "Top")
    }

    @Test("Only items of interactive models are selectable; tapping one runs its selection handler")
    func onlyInteractiveItemsSelectable() {
        let log = TapLog()
        let (collectionView, _) = makeCollection()
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(UserItemModel.self, TappableItemModel.self)
        adapter.data = [Section(items: [UserItemModel("plain"), TappableItemModel("tap", selection: { log.record("tap") })])]
        collectionView.layoutIfNeeded()

        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(log.events.isEmpty)

        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(log.events == ["tap"])
    }

    @Test("Tapping a selected item in multiple selection runs its deselection handler")
    func deselectionHandler() {
        let log = TapLog()
        let (collectionView, _) = makeCollection()
        collectionView.allowsMultipleSelection = true
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(TappableItemModel.self)
        adapter.data = [
            Section(items: [
                TappableItemModel("a", selection: { log.record("select a") }, deselection: { log.record("deselect a") })
            ])
        ]
        collectionView.layoutIfNeeded()

        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))

        #expect(log.events == ["select a", "deselect a"])
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }
}
