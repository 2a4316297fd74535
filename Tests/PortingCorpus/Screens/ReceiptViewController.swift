#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

struct ReceiptLine {
    let item: String
    let quantity: Int
    let unitPriceCents: Int
}

/// A receipt: a header view with the shop's name, a footer view with a thank-you note, line
/// items as value1 rows, and the total as the section's footer title.
final class ReceiptViewController: UITableViewController {
    let shopName: String
    let lines: [ReceiptLine]

    var totalCents: Int { lines.reduce(0) { $0 + $1.quantity * $1.unitPriceCents } }

    init(shopName: String, lines: [ReceiptLine]) {
        self.shopName = shopName
        self.lines = lines
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func price(_ cents: Int) -> String {
        String(format: "$%d.%02d", cents / 100, cents % 100)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 80))
        header.text = shopName
        header.textAlignment = .center
        header.font = UIFont.systemFont(ofSize: 28, weight: .heavy)
        tableView.tableHeaderView = header

        let footer = UILabel(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 44))
        footer.text = "Thank you for shopping with us"
        footer.textAlignment = .center
        footer.textColor = .tertiaryLabel
        tableView.tableFooterView = footer
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Items"
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Total: \(Self.price(totalCents))"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Line")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "Line")
        let line = lines[indexPath.row]
        cell.textLabel?.text = line.quantity > 1 ? "\(line.item) × \(line.quantity)" : line.item
        cell.detailTextLabel?.text = Self.price(line.quantity * line.unitPriceCents)
        cell.selectionStyle = .none
        return cell
    }
}
