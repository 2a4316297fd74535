#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct TodoItem: Equatable {
    var title: String
    var isDone: Bool
}

/// The classic editable list: Edit button, swipe-to-delete through `commit editingStyle`, reorder.
final class TodoListViewController: UITableViewController {
    var items = [
        TodoItem(title: "Buy milk", isDone: false),
        TodoItem(title: "Walk the dog", isDone: true),
        TodoItem(title: "File taxes", isDone: false),
        TodoItem(title: "Call mum", isDone: false),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To Do"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TodoCell")
        tableView.allowsSelectionDuringEditing = false
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TodoCell", for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = item.title
        cell.textLabel?.textColor = item.isDone ? .secondaryLabel : .label
        cell.accessoryType = item.isDone ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        items[indexPath.row].isDone.toggle()
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let moved = items.remove(at: sourceIndexPath.row)
        items.insert(moved, at: destinationIndexPath.row)
    }
}
