#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

final class TasksStore {
    struct Task {
        let id: Int
        var title: String
        var isDone: Bool
    }

    private(set) var tasks: [Int: Task] = [:]
    private(set) var order: [Int] = []

    func add(_ title: String) -> Int {
        let id = (order.max() ?? 0) + 1
        tasks[id] = Task(id: id, title: title, isDone: false)
        order.append(id)
        return id
    }

    func toggle(_ id: Int) {
        tasks[id]?.isDone.toggle()
    }
}

/// Items are identifiers only; a change of a task reconfigures its row instead of replacing it.
final class TasksDiffableViewController: UITableViewController {
    enum Section { case main }

    let store = TasksStore()
    private(set) var dataSource: UITableViewDiffableDataSource<Section, Int>!
    private(set) var cellProviderCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Task")
        dataSource = UITableViewDiffableDataSource<Section, Int>(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Task", for: indexPath)
            guard let self, let task = self.store.tasks[id] else { return cell }
            self.cellProviderCalls += 1
            var content = cell.defaultContentConfiguration()
            content.text = task.title
            content.image = UIImage(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func addTask(_ title: String) {
        let id = store.add(title)
        var snapshot = dataSource.snapshot()
        snapshot.appendItems([id], toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        store.toggle(id)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
