import CellKit
import CellKitTestSupport
import Foundation
import Testing

// The code of CellKit's DocC articles "Auto Layout cells" (AutoLayoutCells.md) and
// "Compositional lists" (CompositionalLists.md), compiled and run as the articles show it, with
// what the articles say it does checked. Keep the two in step.

// MARK: Auto Layout cells

private final class MessageCell: UITableViewCell {
    let senderLabel = UILabel(), bodyLabel = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bodyLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [senderLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),   // a comfortable tap target
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private struct MessageModel: CellViewModel {
    let sender: String, body: String
    func setup(cell: MessageCell) {
        cell.senderLabel.text = sender
        cell.bodyLabel.text = body
    }
}

/// A 320×480 table showing `messages` through an adapter, as the article sets it up.
@MainActor
private func messagesTable(_ messages: [(sender: String, body: String)], rowHeight: CGFloat? = nil)
    -> (UITableView, TableDataAdapter)
{
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    if let rowHeight { tableView.rowHeight = rowHeight }
    let adapter = TableDataAdapter(tableView: tableView)
    tableView.register(MessageModel.self)
    adapter.data = [Section(items: messages.map { MessageModel(sender: $0.sender, body: $0.body) })]
    tableView.layoutIfNeeded()
    return (tableView, adapter)
}

// MARK: Compositional lists

private struct NetworkModel: CellViewModel, ListCellViewModel {
    let name: String
    func setup(cell: UICollectionViewListCell) {
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
    }
    var accessories: [UICellAccessory] { [.disclosureIndicator()] }
    func trailingSwipeActionsConfiguration() -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Forget") { _, _, done in done(true) }
        ])
    }
}

/// The article's folder model (it does not show one): a list cell with the folder's name.
private struct FolderModel: CellViewModel, DiffableViewModel {
    let name: String
    var differenceIdentifier: String { name }
    func isContentEqual(to source: FolderModel) -> Bool { name == source.name }
    func setup(cell: UICollectionViewListCell) {
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
    }
}

@MainActor
@Suite("The DocC articles' code")
struct ArticleSnippetTests {
    @Test("Auto Layout cells: rows size themselves from the stack's constraints and the margins")
    func selfSizingRows() throws {
        let long = String(repeating: "Chico Zeppo ", count: 5).trimmingCharacters(in: .whitespaces)
        let (tableView, adapter) = messagesTable([("Ada", "Hello"), ("Grace", long)])
        // 11 + 20.4 (sender) + 4 + 20.4 (one body line) + 11, as the article works out.
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66.8)
        // 8.5 points a character: 33 fit the 288-point column, so the ten five-letter words wrap
        // after the fifth (29 characters); the second line adds 20.4.
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 87.2)
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
        // The stack starts at the margins: 16 in, 11 down.
        #expect(cell.senderLabel.superview?.frame == CGRect(x: 16, y: 11, width: 288, height: 44.8))
        #expect(cell.contentView.unsatisfiableConstraintReports.isEmpty)
        withExtendedLifetime(adapter) {}
    }

    @Test("Auto Layout cells: a row too short for its cell is reported, and the app's constraint is the one broken")
    func conflictReport() throws {
        let (tableView, adapter) = messagesTable([("Ada", "Hello")], rowHeight: 30)
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let report = try #require(cell.contentView.unsatisfiableConstraintReports.first)
        #expect(report.constraints.contains { $0.identifier == "UIView-Encapsulated-Layout-Height" })
        #expect(report.brokenConstraint.identifier != "UIView-Encapsulated-Layout-Height")
        #expect(report.message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.message.contains("Will attempt to recover by breaking constraint"))
        // Views that contain the content view see the report too.
        #expect(cell.unsatisfiableConstraintReports.count == cell.contentView.unsatisfiableConstraintReports.count)
        #expect(!tableView.unsatisfiableConstraintReports.isEmpty)
        withExtendedLifetime(adapter) {}
    }

    @Test("Auto Layout cells: the SVG picture draws the margins guide only when asked")
    func layoutGuidesInSVG() {
        let (tableView, adapter) = messagesTable([("Ada", "Hello")])
        // The margins guide of the first row: 16 and 11 in, 320 − 32 wide, the stack's 44.8 tall.
        #expect(SVGRenderer.render(tableView, showingLayoutGuides: true)
            .contains(#"class="layout-guide" x="16" y="11" width="288" height="44.8""#))
        #expect(!SVGRenderer.render(tableView).contains("layout-guide"))
        withExtendedLifetime(adapter) {}
    }

    @Test("Compositional lists: sections laid out as they say, accessories, swipe actions, an outline")
    func compositionalList() throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.collectionViewLayout = adapter.makeCompositionalLayout()
        collectionView.register(NetworkModel.self, FolderModel.self)
        adapter.data = [
            Section(id: "networks", items: [NetworkModel(name: "Home"), NetworkModel(name: "Office")],
                    layout: .list(UICollectionLayoutListConfiguration(appearance: .insetGrouped))),
            Section(id: "library", outline: [
                OutlineItem(FolderModel(name: "Favorites"), children: [OutlineItem(FolderModel(name: "Recents"))]),
            ], layout: .list(UICollectionLayoutListConfiguration(appearance: .sidebar))),
        ]
        collectionView.layoutIfNeeded()
        // Inset-grouped: the rows inset 20 points from each side, 44 tall, below an 18-point gap.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 18, width: 280, height: 44))
        #expect(TextRenderer.render(collectionView).contains("[Home | ›]"))

        #expect(collectionView.swipeItem(at: IndexPath(item: 0, section: 0))?.map(\.title) == ["Forget"])
        collectionView.tapSwipeAction(at: 0)

        // The folder starts collapsed: one row; its disclosure shows Recents, one level in.
        #expect(collectionView.numberOfItems(inSection: 1) == 1)
        collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 1))
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 1) == 2)
        let child = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? UICollectionViewListCell)
        #expect(child.indentationLevel == 1)
        #expect(adapter.data[1].outline?[0].isExpanded == true)
    }
}
