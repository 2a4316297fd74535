#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A source of posts the screen reads each time it appears.
final class FeedStore {
    var posts: [String] = []
}

/// A feed that reloads in viewWillAppear and keeps the selection until it appears again
/// (clearsSelectionOnViewWillAppear).
final class FeedReloadViewController: UITableViewController {
    let store: FeedStore
    private(set) var lifecycle: [String] = []

    init(store: FeedStore) {
        self.store = store
        super.init(style: .plain)
        clearsSelectionOnViewWillAppear = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        super.loadView()
        lifecycle.append("loadView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        lifecycle.append("viewDidLoad")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
        tableView.estimatedRowHeight = 0
        tableView.rowHeight = 50
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lifecycle.append("viewWillAppear")
        tableView.reloadData()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lifecycle.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        lifecycle.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lifecycle.append("viewDidDisappear")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.posts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
        cell.textLabel?.text = store.posts[indexPath.row]
        cell.textLabel?.numberOfLines = 1
        return cell
    }
}
