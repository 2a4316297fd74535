#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Long-press menus on notes: Pin, Duplicate, Delete (destructive).
final class NotesContextMenuViewController: UITableViewController {
    var notes = ["Groceries", "Ideas", "Passwords (not really)"]
    private(set) var pinned: Set<String> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        let note = notes[indexPath.row]
        cell.textLabel?.text = note
        cell.imageView?.image = pinned.contains(note) ? UIImage(systemName: "pin.fill") : nil
        return cell
    }

    func duplicateNote(at indexPath: IndexPath) {
        notes.insert(notes[indexPath.row] + " copy", at: indexPath.row + 1)
        tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: 0)], with: .automatic)
    }

    func deleteNote(at indexPath: IndexPath) {
        notes.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        let note = notes[indexPath.row]
        return UIContextMenuConfiguration(identifier: note as NSString, previewProvider: nil) { [weak self] _ in
            let pin = UIAction(title: self?.pinned.contains(note) == true ? "Unpin" : "Pin", image: UIImage(systemName: "pin")) { _ in
                guard let self else { return }
                if self.pinned.contains(note) { self.pinned.remove(note) } else { self.pinned.insert(note) }
                self.tableView.reloadRows(at: [indexPath], with: .none)
            }
            let duplicate = UIAction(title: "Duplicate", image: UIImage(systemName: "plus.square.on.square")) { _ in
                self?.duplicateNote(at: indexPath)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.deleteNote(at: indexPath)
            }
            return UIMenu(title: "", children: [pin, duplicate, delete])
        }
    }
}
