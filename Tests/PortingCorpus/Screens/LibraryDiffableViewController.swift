#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct LibraryBook: Hashable {
    let isbn: String
    let title: String
}

/// A reading queue: the diffable data source subclass lets rows move, and commits the move
/// into its own snapshot.
final class LibraryQueueDataSource: UITableViewDiffableDataSource<String, LibraryBook> {
    var onReorder: (([LibraryBook]) -> Void)?

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // The table already shows the row where the person dropped it; the default keeps the
        // snapshot in step, and the new order is saved.
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        onReorder?(snapshot().itemIdentifiers)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        let count = snapshot().numberOfItems
        return count == 1 ? "1 Book" : "\(count) Books"
    }
}

final class LibraryDiffableViewController: UITableViewController {
    private(set) var dataSource: LibraryQueueDataSource!
    private(set) var savedOrder: [String] = []
    let books: [LibraryBook]

    init(books: [LibraryBook]) {
        self.books = books
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Book")
        dataSource = LibraryQueueDataSource(tableView: tableView) { tableView, indexPath, book in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = book.title
            content.secondaryText = book.isbn
            cell.contentConfiguration = content
            return cell
        }
        dataSource.onReorder = { [weak self] books in self?.savedOrder = books.map(\.isbn) }
        var snapshot = NSDiffableDataSourceSnapshot<String, LibraryBook>()
        snapshot.appendSections(["queue"])
        snapshot.appendItems(books)
        dataSource.apply(snapshot, animatingDifferences: false)
        setEditing(true, animated: false)
    }
}
