#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A counter badge as a content configuration for collection cells; disabled-looking when the
/// count is zero, dimmed while highlighted.
struct BadgeContentConfiguration: UIContentConfiguration {
    var title = ""
    var count = 0
    var badgeColor: UIColor = .systemRed
    var contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    var alpha: CGFloat = 1

    func makeContentView() -> UIView & UIContentView {
        BadgeContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> BadgeContentConfiguration {
        var updated = self
        if let cellState = state as? UICellConfigurationState {
            updated.alpha = cellState.isHighlighted ? 0.5 : 1
        }
        return updated
    }
}

final class BadgeContentView: UIView, UIContentView {
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    private(set) var applyCount = 0

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: BadgeContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
        badgeLabel.font = UIFont.systemFont(ofSize: 13, weight: .bold)
        badgeLabel.textAlignment = .center
        badgeLabel.textColor = .white
        badgeLabel.layer.cornerRadius = 11
        badgeLabel.clipsToBounds = true
        addSubview(titleLabel)
        addSubview(badgeLabel)
        apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is BadgeContentConfiguration
    }

    private func apply() {
        guard let configuration = configuration as? BadgeContentConfiguration else { return }
        applyCount += 1
        titleLabel.text = configuration.title
        badgeLabel.text = configuration.count > 99 ? "99+" : "\(configuration.count)"
        badgeLabel.isHidden = configuration.count == 0
        badgeLabel.backgroundColor = configuration.badgeColor
        alpha = configuration.alpha
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let configuration = configuration as? BadgeContentConfiguration else { return }
        let insets = configuration.contentInsets
        let content = CGRect(
            x: insets.leading, y: insets.top,
            width: bounds.width - insets.leading - insets.trailing, height: bounds.height - insets.top - insets.bottom)
        badgeLabel.frame = CGRect(x: content.maxX - 34, y: content.midY - 11, width: 34, height: 22)
        titleLabel.frame = CGRect(x: content.minX, y: content.minY, width: content.width - 42, height: content.height)
    }
}

/// Mailboxes as a one-column flow grid of badge cells.
final class BadgeMailboxesViewController: UICollectionViewController {
    let mailboxes: [(String, Int)] = [("Inbox", 12), ("Drafts", 0), ("Spam", 140)]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Mailbox")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        mailboxes.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Mailbox", for: indexPath)
        var configuration = BadgeContentConfiguration()
        configuration.title = mailboxes[indexPath.item].0
        configuration.count = mailboxes[indexPath.item].1
        cell.contentConfiguration = configuration
        return cell
    }
}
