#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A child list embedded in a dashboard.
final class DashboardRecentListViewController: UITableViewController {
    var entries: [String] = []
    private(set) var appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Recent")
        tableView.isScrollEnabled = false
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Recent", for: indexPath)
        cell.textLabel?.text = entries[indexPath.row]
        return cell
    }
}

/// A container: a summary label on top and two child table controllers below it.
final class DashboardContainerViewController: UIViewController {
    let summaryLabel = UILabel()
    let recentController = DashboardRecentListViewController(style: .plain)
    let pinnedController = DashboardRecentListViewController(style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.font = UIFont.preferredFont(forTextStyle: .largeTitle)
        summaryLabel.text = "Dashboard"
        view.addSubview(summaryLabel)

        recentController.entries = ["Opened Report.pdf", "Edited Budget.numbers", "Shared Photos"]
        pinnedController.entries = ["Project Plan"]
        for child in [recentController, pinnedController] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        summaryLabel.frame = CGRect(x: 20, y: 0, width: width - 40, height: 60)
        recentController.view.frame = CGRect(x: 0, y: 60, width: width, height: 300)
        pinnedController.view.frame = CGRect(x: 0, y: 360, width: width, height: view.bounds.height - 360)
    }

    func removePinned() {
        pinnedController.willMove(toParent: nil)
        pinnedController.view.removeFromSuperview()
        pinnedController.removeFromParent()
    }
}
