#if canImport(UIKit)
import UIKit
import CellViewModel
#else
import HeadlessUIKit
import CellKit
#endif

struct CVMUser {
    let name: String
    let isOnline: Bool
}

final class CVMUserTableViewCell: UITableViewCell {
    let nameLabel = UILabel()
    let statusView = UIView()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = UIFont.systemFont(ofSize: 17, weight: .medium)
        statusView.layer.cornerRadius = 5
        contentView.addSubview(nameLabel)
        contentView.addSubview(statusView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        statusView.frame = CGRect(x: 16, y: (contentView.bounds.height - 10) / 2, width: 10, height: 10)
        nameLabel.frame = CGRect(x: 36, y: 0, width: contentView.bounds.width - 52, height: contentView.bounds.height)
    }
}

struct CVMUserCellModel: CellViewModel, InteractiveCellViewModel {
    var user: CVMUser
    var selectionHandler: (() -> Void)?

    var accessibilityIdentifier: String? {
        return "user_cell"
    }

    var accessibilityOptions: AccessibilityDisplayOptions {
        return [.row, .section]
    }

    func height(constrainedBy maxWidth: CGFloat) -> CGFloat? {
        return 56
    }

    func setup(cell: CVMUserTableViewCell) {
        cell.nameLabel.text = user.name
        cell.statusView.backgroundColor = user.isOnline ? .systemGreen : .systemGray3
    }
}

/// A CellViewModel screen: the base controller's table, registered models, `setup(_:)`.
final class CVMUsersViewController: BaseTableViewController {
    private(set) var openedUsers: [String] = []

    override var viewModels: [AnyCellViewModel.Type] {
        return [CVMUserCellModel.self]
    }

    override func viewDidLoad() {
        _tableView = UITableView(frame: view.bounds, style: .plain)
        _tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(_tableView)
        super.viewDidLoad()
        reload(with: [
            CVMUser(name: "Harpo", isOnline: true),
            CVMUser(name: "Chico", isOnline: false),
            CVMUser(name: "Groucho", isOnline: true),
        ])
    }

    func reload(with users: [CVMUser]) {
        let online = users.filter { $0.isOnline }
        let offline = users.filter { !$0.isOnline }
        setup([
            Section(items: online.map(makeModel)),
            Section(items: offline.map(makeModel)),
        ])
    }

    private func makeModel(_ user: CVMUser) -> AnyCellViewModel {
        CVMUserCellModel(user: user, selectionHandler: { [weak self] in
            self?.openedUsers.append(user.name)
        })
    }
}
