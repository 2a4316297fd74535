import CellKit

/// A person in the demo's address book.
struct Contact {
    let name: String
    let phone: String
}

/// A row showing a contact's name and phone number.
final class ContactTableViewCell: UITableViewCell {
    let nameLabel = UILabel()
    let phoneLabel = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        phoneLabel.font = .preferredFont(forTextStyle: .footnote)
        contentView.addSubview(nameLabel)
        contentView.addSubview(phoneLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inner = contentView.bounds.inset(by: UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16))
        nameLabel.frame = CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: nameLabel.font.lineHeight)
        phoneLabel.frame = CGRect(
            x: inner.minX, y: inner.maxY - phoneLabel.font.lineHeight, width: inner.width, height: phoneLabel.font.lineHeight)
    }
}

/// A tile showing a contact's name and phone number.
final class ContactCollectionViewCell: UICollectionViewCell {
    let nameLabel = UILabel()
    let phoneLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        phoneLabel.font = .preferredFont(forTextStyle: .footnote)
        contentView.backgroundColor = .systemGroupedBackground
        contentView.layer.cornerRadius = 8
        contentView.addSubview(nameLabel)
        contentView.addSubview(phoneLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inner = contentView.bounds.inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        nameLabel.frame = CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: nameLabel.font.lineHeight)
        phoneLabel.frame = CGRect(
            x: inner.minX, y: inner.maxY - phoneLabel.font.lineHeight, width: inner.width, height: phoneLabel.font.lineHeight)
    }
}

/// A section title, used for headers and footers in the table.
final class TitleHeaderFooterView: UITableViewHeaderFooterView {
    let titleLabel = UILabel()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        contentView.backgroundColor = .systemGroupedBackground
        contentView.addSubview(titleLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.inset(by: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }
}

/// A section title in the collection view.
final class TitleReusableView: UICollectionReusableView {
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        contentView.addSubview(titleLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.inset(by: UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12))
    }
}

/// A contact row in the table: tapping it reports the contact.
struct ContactRowModel: CellViewModel, InteractiveCellViewModel, Accessible {
    let contact: Contact
    let selectionHandler: (() -> Void)?

    var accessibilityIdentifier: String? { "contact" }
    var accessibilityOptions: AccessibilityDisplayOptions { .all }

    func height(constrainedBy width: CGFloat) -> CGFloat? { 56 }

    func setup(cell: ContactTableViewCell) {
        cell.nameLabel.text = contact.name
        cell.phoneLabel.text = contact.phone
    }
}

/// A contact tile in the collection view: two per line.
struct ContactTileModel: CellViewModel, InteractiveCellViewModel, Accessible {
    let contact: Contact
    let selectionHandler: (() -> Void)?

    var accessibilityIdentifier: String? { "tile" }
    var accessibilityOptions: AccessibilityDisplayOptions { .all }

    func size(constrainedBy containerSize: CGSize) -> CGSize? {
        CGSize(width: ((containerSize.width - 8) / 2).rounded(.down), height: 60)
    }

    func setup(cell: ContactCollectionViewCell) {
        cell.nameLabel.text = contact.name
        cell.phoneLabel.text = contact.phone
    }
}

/// A section title in the table.
struct TitleModel: SupplementaryViewModel, Accessible {
    let title: String
    let identifier: String

    var accessibilityIdentifier: String? { identifier }
    var accessibilityOptions: AccessibilityDisplayOptions { .section }

    func setup(view: TitleHeaderFooterView) { view.titleLabel.text = title }
}

/// A section title in the collection view.
struct TileTitleModel: SupplementaryViewModel, Accessible {
    let title: String

    var accessibilityIdentifier: String? { "tiles_header" }
    var accessibilityOptions: AccessibilityDisplayOptions { .section }

    func size(constrainedBy containerSize: CGSize) -> CGSize? { CGSize(width: containerSize.width, height: 32) }

    func setup(view: TitleReusableView) { view.titleLabel.text = title }
}

enum AddressBook {
    static let friends = [
        Contact(name: "Ada Lovelace", phone: "+44 20 7946 0001"),
        Contact(name: "Alan Turing", phone: "+44 20 7946 0002"),
        Contact(name: "Grace Hopper", phone: "+1 202 555 0103"),
        Contact(name: "Edsger Dijkstra", phone: "+31 20 555 0104"),
        Contact(name: "Barbara Liskov", phone: "+1 617 555 0105"),
    ]

    static let colleagues = [
        Contact(name: "Donald Knuth", phone: "+1 650 555 0201"),
        Contact(name: "Frances Allen", phone: "+1 914 555 0202"),
        Contact(name: "John Backus", phone: "+1 212 555 0203"),
        Contact(name: "Margaret Hamilton", phone: "+1 617 555 0204"),
        Contact(name: "Niklaus Wirth", phone: "+41 44 555 0205"),
        Contact(name: "Radia Perlman", phone: "+1 978 555 0206"),
        Contact(name: "Tony Hoare", phone: "+44 1865 555 0207"),
        Contact(name: "Leslie Lamport", phone: "+1 650 555 0208"),
    ]
}
