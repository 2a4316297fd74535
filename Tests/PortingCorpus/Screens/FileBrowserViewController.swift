#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct FileBrowserItem {
    let name: String
    let isFolder: Bool
    let byteCount: Int
}

/// A file browser: folders first, folder rows with a disclosure indicator, files with their size.
final class FileBrowserViewController: UITableViewController {
    let path: String
    private(set) var items: [FileBrowserItem]
    private(set) var openedFolders: [String] = []

    init(path: String, items: [FileBrowserItem]) {
        self.path = path
        self.items = items.sorted { lhs, rhs in
            if lhs.isFolder != rhs.isFolder { return lhs.isFolder }
            return lhs.name.localizedStandardCompare(rhs.name) == .orderedAscending
        }
        super.init(style: .plain)
        title = (path as NSString).lastPathComponent
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "File")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "File")
        cell.textLabel?.text = item.name
        cell.imageView?.image = UIImage(systemName: item.isFolder ? "folder.fill" : "doc.text")
        cell.detailTextLabel?.text = item.isFolder ? nil : "\(item.byteCount) bytes"
        cell.accessoryType = item.isFolder ? .disclosureIndicator : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        items[indexPath.row].isFolder ? indexPath : nil
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        openedFolders.append(path + "/" + items[indexPath.row].name)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
