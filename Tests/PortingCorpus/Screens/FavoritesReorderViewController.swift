#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A reorder-only list: always editing, no delete controls, rows do not indent.
final class FavoritesReorderViewController: UITableViewController {
    var favorites = ["Maps", "Music", "Photos", "Weather", "Notes"]
    private(set) var moves: [(from: Int, to: Int)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Favorite")
        tableView.isEditing = true
        tableView.allowsSelectionDuringEditing = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        favorites.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Favorite", for: indexPath)
        cell.textLabel?.text = favorites[indexPath.row]
        cell.showsReorderControl = true
        return cell
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .none
    }

    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        false
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        // The first favourite is pinned.
        indexPath.row != 0
    }

    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath.row == 0 ? IndexPath(row: 1, section: 0) : proposedDestinationIndexPath
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        favorites.insert(favorites.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        moves.append((sourceIndexPath.row, destinationIndexPath.row))
    }
}
