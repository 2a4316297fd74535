#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A banner made with frames, used as the table's header view.
final class CountryPickerBanner: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        titleLabel.numberOfLines = 0
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    }
}

/// Countries grouped by first letter in a plain table, with letter headers and a banner.
final class CountryPickerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var letters: [String] = []
    private(set) var countriesByLetter: [String: [String]] = [:]
    private(set) var picked: String?

    init(countries: [String]) {
        super.init(nibName: nil, bundle: nil)
        countriesByLetter = Dictionary(grouping: countries.sorted()) { String($0.prefix(1)) }
        letters = countriesByLetter.keys.sorted()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Country")
        let banner = CountryPickerBanner(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 60))
        banner.titleLabel.text = "Choose the country of your billing address."
        tableView.tableHeaderView = banner
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        letters.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        countriesByLetter[letters[section]]?.count ?? 0
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        letters[section]
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        letters
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Country", for: indexPath)
        cell.textLabel?.text = countriesByLetter[letters[indexPath.section]]?[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked = countriesByLetter[letters[indexPath.section]]?[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
