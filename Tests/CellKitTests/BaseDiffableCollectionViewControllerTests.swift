import CellKit
import CellKitTestSupport
import Testing

/// A message item with identity (its id) and content (its text), 50 points tall.
struct MessageItemModel: CellViewModel, DiffableViewModel, Equatable {
    let id: String
    var text: String

    init(_ id: String, text: String? = nil) {
        self.id = id
        self.text = text ?? id
    }

    var differenceIdentifier: String { id }

    func height(constrainedBy width: CGFloat) -> CGFloat? { 50 }
    func setup(cell: TextCollectionCell) { cell.show(text) }
}

/// A diffable screen made with the convenience initializer.
final class InboxScreen: BaseDiffableCollectionViewController {
    private(set) var selected: [IndexPath] = []

    override var viewModels: [any AnyCellViewModel.Type] { [MessageItemModel.self, TappableItemModel.self] }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
        super.collectionView(collectionView, didSelectItemAt: indexPath)
    }
}

@MainActor
@Suite("BaseDiffableCollectionViewController")
struct BaseDiffableCollectionViewControllerTests {
    private func inbox(_ ids: [String]) -> InboxScreen {
        let screen = InboxScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        screen.setup([
            DiffableSection(
                identifier: "inbox", insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), lineSpacing: 0,
                items: ids.map { MessageItemModel($0) })
        ])
        screen._collectionView.layoutIfNeeded()
        return screen
    }

    private func texts(_ screen: InboxScreen) -> [String?] {
        screen._collectionView.visibleCells.map { ($0 as? TextCollectionCell)?.label.text }
    }

    private func cell(_ screen: InboxScreen, _ item: Int) throws -> TextCollectionCell {
        try #require(screen._collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? TextCollectionCell)
    }

    @Test("setup(_:) loads the screen and shows the sections, sized by the models")
    func setupShows() throws {
        let screen = inbox(["a", "b"])
        #expect(screen.isViewLoaded)
        #expect(screen._collectionView.delegate === screen)
        #expect(screen.adapter.forwardingDelegate == nil)
        #expect(texts(screen) == ["a", "b"])
        // Full width less the insets, the model's height, lines 0 apart.
        #expect(try cell(screen, 0).frame == CGRect(x: 10, y: 0, width: 300, height: 50))
        #expect(try cell(screen, 1).frame == CGRect(x: 10, y: 50, width: 300, height: 50))
    }

    @Test("update(_:) performs batch updates: the items that stay keep their cells, unprepared and not set up again")
    func updateKeepsCells() throws {
        let screen = inbox(["a", "b", "c", "d"])
        let cellOfA = try cell(screen, 0)
        let cellOfC = try cell(screen, 2)
        let cellOfD = try cell(screen, 3)
        let created = screen._collectionView.numberOfCreatedCells(withReuseIdentifier: MessageItemModel.uniqueIdentifier)
        #expect(created == 4)

        screen.update([
            DiffableSection(
                identifier: "inbox", insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), lineSpacing: 0,
                items: [MessageItemModel("c"), MessageItemModel("a"), MessageItemModel("x"), MessageItemModel("d")])
        ])
        screen._collectionView.layoutIfNeeded()

        #expect(texts(screen) == ["c", "a", "x", "d"])
        #expect(try cell(screen, 0) === cellOfC)
        #expect(try cell(screen, 1) === cellOfA)
        #expect(try cell(screen, 3) === cellOfD)
        for kept in [cellOfA, cellOfC, cellOfD] {
            #expect(kept.prepareForReuseCount == 0, "a reload would have sent the cell back to its pool")
            #expect(kept.setupCount == 1, "a kept item whose content did not change is not set up again")
        }
        #expect(try cell(screen, 0).frame == CGRect(x: 10, y: 0, width: 300, height: 50))
    }

    @Test("update(_:) reconfigures an item whose content changed in its own cell")
    func updateReconfiguresInPlace() throws {
        let screen = inbox(["a", "b"])
        let cellOfB = try cell(screen, 1)

        screen.update([
            DiffableSection(
                identifier: "inbox", insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), lineSpacing: 0,
                items: [MessageItemModel("a"), MessageItemModel("b", text: "b, edited")])
        ])
        screen._collectionView.layoutIfNeeded()

        #expect(texts(screen) == ["a", "b, edited"])
        #expect(try cell(screen, 1) === cellOfB)
        #expect(cellOfB.prepareForReuseCount == 0)
        #expect(cellOfB.setupCount == 2)
    }

    @Test("The diffable screen answers selection as the collection screen does: the handler runs once")
    func selectionThroughDiffableScreen() {
        let log = TapLog()
        let screen = InboxScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        screen.setup([
            DiffableSection(
                identifier: "inbox",
                items: [MessageItemModel("a"), TappableItemModel("compose", selection: { log.record("compose") })])
        ])
        screen._collectionView.layoutIfNeeded()

        screen._collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(log.events == ["compose"])
        #expect(screen.selected == [IndexPath(item: 1, section: 0)])
    }
}
