#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A custom content configuration, as WWDC 2020's "Modern cell configuration" shows it.
struct ProfileContentConfiguration: UIContentConfiguration, Hashable {
    var name: String?
    var handle: String?
    var avatarSymbol = "person.crop.circle.fill"
    var nameColor: UIColor = .label
    var isHighlightedOrSelected = false

    func makeContentView() -> UIView & UIContentView {
        ProfileContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> ProfileContentConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.isHighlightedOrSelected = state.isHighlighted || state.isSelected
        updated.nameColor = updated.isHighlightedOrSelected ? .white : .label
        return updated
    }
}

final class ProfileContentView: UIView, UIContentView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    private var appliedConfiguration: ProfileContentConfiguration!

    var configuration: UIContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let newConfiguration = newValue as? ProfileContentConfiguration else { return }
            apply(configuration: newConfiguration)
        }
    }

    init(configuration: ProfileContentConfiguration) {
        super.init(frame: .zero)
        avatarView.tintColor = .systemTeal
        nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        handleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = .secondaryLabel
        addSubview(avatarView)
        addSubview(nameLabel)
        addSubview(handleLabel)
        apply(configuration: configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply(configuration: ProfileContentConfiguration) {
        guard appliedConfiguration != configuration else { return }
        appliedConfiguration = configuration
        avatarView.image = UIImage(systemName: configuration.avatarSymbol)
        nameLabel.text = configuration.name
        nameLabel.textColor = configuration.nameColor
        handleLabel.text = configuration.handle
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarView.frame = CGRect(x: 16, y: (bounds.height - 40) / 2, width: 40, height: 40)
        nameLabel.frame = CGRect(x: 68, y: 10, width: bounds.width - 84, height: 22)
        handleLabel.frame = CGRect(x: 68, y: 34, width: bounds.width - 84, height: 18)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 64)
    }
}

/// Followers list built from the custom configuration.
final class ProfileListViewController: UITableViewController {
    let profiles: [(String, String)] = [("Ada Lovelace", "@ada"), ("Charles Babbage", "@difference"), ("Mary Somerville", "@mary")]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Profile")
        tableView.rowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        profiles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Profile", for: indexPath)
        var configuration = ProfileContentConfiguration()
        configuration.name = profiles[indexPath.row].0
        configuration.handle = profiles[indexPath.row].1
        cell.contentConfiguration = configuration
        return cell
    }
}
