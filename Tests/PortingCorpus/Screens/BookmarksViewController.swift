#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Two sections: fixed system bookmarks that cannot be edited and user bookmarks that can be
/// deleted (batch updates) and moved only within their section.
final class BookmarksViewController: UITableViewController {
    let system = ["History", "Reading List"]
    var user = ["Swift.org", "Apple Developer", "Hacker News", "Wikipedia"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Bookmark")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? system.count : user.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Bookmark", for: indexPath)
        if indexPath.section == 0 {
            cell.textLabel?.text = system[indexPath.row]
            cell.imageView?.image = UIImage(systemName: indexPath.row == 0 ? "clock" : "eyeglasses")
        } else {
            cell.textLabel?.text = user[indexPath.row]
            cell.imageView?.image = UIImage(systemName: "book")
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == 1
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == 1
    }

    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath.section == sourceIndexPath.section ? proposedDestinationIndexPath : IndexPath(row: 0, section: sourceIndexPath.section)
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        user.insert(user.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        user.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    /// Deletes several bookmarks at once, as the toolbar's Delete button does in edit mode.
    func deleteBookmarks(at rows: [Int], completion: ((Bool) -> Void)? = nil) {
        tableView.performBatchUpdates({
            for row in rows.sorted(by: >) { self.user.remove(at: row) }
            self.tableView.deleteRows(at: rows.map { IndexPath(row: $0, section: 1) }, with: .automatic)
        }, completion: completion)
    }
}
