#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

enum ThemedPalette {
    /// The brand colour: a deep teal in light mode, a lighter one in dark mode.
    static let brand = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 1)
            : UIColor(red: 0, green: 0.4, blue: 0.4, alpha: 1)
    }

    static let cardBackground = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .white
    })
}

/// A list styled from trait-dependent colours and Dynamic Type fonts, restyled when the
/// appearance changes.
final class ThemedListViewController: UITableViewController {
    let rows = ["Appearance", "Accent", "Typography"]
    private(set) var appearanceChanges = 0
    private(set) var borderColor: CGColor?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .systemGroupedBackground
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Themed")
        applyTheme()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            appearanceChanges += 1
            applyTheme()
        }
    }

    private func applyTheme() {
        // CGColor does not follow the appearance: resolve it for the current traits.
        borderColor = ThemedPalette.brand.resolvedColor(with: traitCollection).cgColor
        tableView.layer.borderColor = borderColor
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Themed", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.textLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.textLabel?.textColor = ThemedPalette.brand
        cell.backgroundColor = ThemedPalette.cardBackground
        cell.tintColor = ThemedPalette.brand
        return cell
    }
}
