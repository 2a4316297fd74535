#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Filtering a list by applying new snapshots; an empty result shows a background label.
final class SearchResultsDiffableViewController: UIViewController, UITableViewDelegate {
    enum Section: Hashable { case results }

    let allTerms: [String]
    private(set) var tableView: UITableView!
    private(set) var dataSource: UITableViewDiffableDataSource<Section, String>!
    private let emptyLabel = UILabel()

    init(terms: [String]) {
        allTerms = terms
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.delegate = self
        tableView.keyboardDismissMode = .onDrag
        view.addSubview(tableView)
        emptyLabel.text = "No Results"
        emptyLabel.textAlignment = .center
        emptyLabel.textColor = .secondaryLabel

        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, term in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Result")
                ?? UITableViewCell(style: .default, reuseIdentifier: "Result")
            cell.textLabel?.text = term
            cell.imageView?.image = UIImage(systemName: "magnifyingglass")
            return cell
        }
        search(for: "")
    }

    func search(for query: String) {
        let matches = query.isEmpty ? allTerms : allTerms.filter { $0.localizedCaseInsensitiveContains(query) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.results])
        snapshot.appendItems(matches)
        dataSource.apply(snapshot, animatingDifferences: true)
        tableView.backgroundView = matches.isEmpty ? emptyLabel : nil
    }
}
