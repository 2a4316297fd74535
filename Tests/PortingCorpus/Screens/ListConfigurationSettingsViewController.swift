#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// iOS 14 style cells: `defaultContentConfiguration()` instead of textLabel, a value-cell
/// configuration for details, tinted symbols with a fixed image size.
final class ListConfigurationSettingsViewController: UITableViewController {
    struct Item {
        let title: String
        let detail: String?
        let symbol: String
        let tint: UIColor
    }

    let items = [
        Item(title: "Screen Time", detail: "2h 14m", symbol: "hourglass", tint: .systemIndigo),
        Item(title: "Battery", detail: "87%", symbol: "battery.75", tint: .systemGreen),
        Item(title: "Siri & Search", detail: nil, symbol: "mic.fill", tint: .systemPink),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let item = items[indexPath.row]
        var content = item.detail == nil ? cell.defaultContentConfiguration() : UIListContentConfiguration.valueCell()
        content.text = item.title
        content.secondaryText = item.detail
        content.image = UIImage(systemName: item.symbol)
        content.imageProperties.tintColor = item.tint
        content.imageProperties.maximumSize = CGSize(width: 28, height: 28)
        content.imageToTextPadding = 12
        content.textProperties.font = UIFont.preferredFont(forTextStyle: .body)
        content.secondaryTextProperties.color = .secondaryLabel
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "System"
        header.contentConfiguration = content
        return header
    }
}
