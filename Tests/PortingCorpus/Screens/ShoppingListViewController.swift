#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Editing with an insert row: in edit mode a last "Add Item" row shows the green plus.
final class ShoppingListViewController: UITableViewController {
    var items = ["Apples", "Bread", "Coffee"]
    var nextItemName = "New Item"

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        let addRow = IndexPath(row: items.count, section: 0)
        if editing {
            tableView.insertRows(at: [addRow], with: .automatic)
        } else {
            tableView.deleteRows(at: [addRow], with: .automatic)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count + (isEditing ? 1 : 0)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        if indexPath.row == items.count {
            cell.textLabel?.text = "Add Item"
            cell.textLabel?.textColor = .systemBlue
        } else {
            cell.textLabel?.text = items[indexPath.row]
            cell.textLabel?.textColor = .label
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == items.count ? .insert : .delete
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        switch editingStyle {
        case .delete:
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            items.append(nextItemName)
            tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
        default:
            break
        }
    }
}
