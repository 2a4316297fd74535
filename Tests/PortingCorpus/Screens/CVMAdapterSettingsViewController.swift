#if canImport(UIKit)
import UIKit
import CellViewModel
#else
import HeadlessUIKit
import CellKit
#endif

final class CVMSwitchRowCell: UITableViewCell {
    let titleLabel = UILabel()
    let valueLabel = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        valueLabel.textColor = .secondaryLabel
        valueLabel.textAlignment = .right
        contentView.addSubview(titleLabel)
        contentView.addSubview(valueLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        titleLabel.frame = CGRect(x: 16, y: 0, width: bounds.width * 0.6, height: bounds.height)
        valueLabel.frame = CGRect(x: bounds.width * 0.6, y: 0, width: bounds.width * 0.4 - 16, height: bounds.height)
    }
}

struct CVMOptionCellModel: CellViewModel, InteractiveCellViewModel {
    let title: String
    let value: String
    let selectionHandler: (() -> Void)?

    func setup(cell: CVMSwitchRowCell) {
        cell.titleLabel.text = title
        cell.valueLabel.text = value
        cell.accessoryType = selectionHandler == nil ? .none : .disclosureIndicator
    }
}

final class CVMSectionTitleView: UITableViewHeaderFooterView {
    let titleLabel = UILabel()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 4)
    }
}

struct CVMSectionTitleModel: SupplementaryViewModel {
    let title: String

    func height(constrainedBy maxWidth: CGFloat) -> CGFloat? {
        return 36
    }

    func setup(view: CVMSectionTitleView) {
        view.titleLabel.text = title.uppercased()
    }
}

/// A plain view controller that owns a TableViewDataAdapter, as the library's README shows: the
/// adapter is the data source, the controller the delegate (section views, selection).
final class CVMAdapterSettingsViewController: UIViewController, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .grouped)
    private lazy var adapter = TableViewDataAdapter(tableView: self.tableView)
    private(set) var route: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        tableView.register(CVMOptionCellModel.self)
        tableView.register(CVMSectionTitleModel.self)
        tableView.dataSource = adapter
        tableView.delegate = self
        setup(username: "ada")
    }

    func setup(username: String) {
        adapter.data = [
            Section(header: CVMSectionTitleModel(title: "Account"), items: [
                CVMOptionCellModel(title: "Username", value: username, selectionHandler: nil),
                CVMOptionCellModel(title: "Password", value: "••••••", selectionHandler: { [weak self] in
                    self?.route.append("password")
                }),
            ]),
            Section(header: CVMSectionTitleModel(title: "Support"), items: [
                CVMOptionCellModel(title: "Help", value: "", selectionHandler: { [weak self] in
                    self?.route.append("help")
                }),
            ]),
        ]
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let header = adapter.sectionModel(at: section).header else { return nil }
        return tableView.dequeueReusableSupplementaryView(with: header, for: section)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        adapter.sectionModel(at: section).header?.height(constrainedBy: tableView.bounds.width) ?? 0
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        (adapter.itemModel(at: indexPath) as? InteractiveCellViewModel)?.selectionHandler != nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        (adapter.itemModel(at: indexPath) as? InteractiveCellViewModel)?.selectionHandler?()
    }
}
