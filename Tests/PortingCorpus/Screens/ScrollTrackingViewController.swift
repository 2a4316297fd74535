#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A fading-header screen: a header view whose alpha follows the scroll offset, and a "back to
/// top" state once the list has scrolled far.
final class ScrollTrackingViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let headerView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    let rows = (0..<40).map { "Row \($0)" }
    private(set) var showsBackToTop = false
    private(set) var draggingEvents: [String] = []

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        headerView.backgroundColor = .systemOrange
        tableView.tableHeaderView = headerView
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        headerView.alpha = max(0, min(1, 1 - offset / headerView.bounds.height))
        showsBackToTop = offset > 600
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        draggingEvents.append("willBeginDragging")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        draggingEvents.append("didEndDecelerating")
    }
}
