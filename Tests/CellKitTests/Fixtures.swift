import CellKit
import CellKitTestSupport
import Synchronization

// Shared fixtures for the CellKit tests. Everything here is declared at file scope so that exit
// tests (whose bodies cannot capture) can use it too. Counting cells, `makeTable` and
// `makeCollection` are CellKitTestSupport's.

// MARK: - Scenario 1, as the README writes it

struct User: Hashable, Sendable {
    let name: String
}

final class UserTableViewCell: UITableViewCell {
    let nameLabel = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct UserCellModel: CellViewModel, Accessible {
    let user: User

    var accessibilityIdentifier: String? { "user_cell" }
    var accessibilityOptions: AccessibilityDisplayOptions { [.row, .section] }

    func setup(cell: UserTableViewCell) {
        cell.nameLabel.text = user.name
    }
}

/// A second row type, so data sources can mix models without a `switch`.
final class BannerTableViewCell: UITableViewCell {
    let messageLabel = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(messageLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct BannerCellModel: CellViewModel {
    let message: String

    func setup(cell: BannerTableViewCell) {
        cell.messageLabel.text = message
    }
}

// MARK: - Table models with knobs

/// A user row whose height and accessibility identifier are chosen by the test.
struct SizedUserCellModel: CellViewModel, Accessible {
    var name: String
    var rowHeight: CGFloat?
    var accessibilityIdentifier: String?
    var accessibilityOptions: AccessibilityDisplayOptions = []

    init(
        _ name: String, height: CGFloat? = nil, accessibilityIdentifier: String? = nil,
        accessibilityOptions: AccessibilityDisplayOptions = []
    ) {
        self.name = name
        self.rowHeight = height
        self.accessibilityIdentifier = accessibilityIdentifier
        self.accessibilityOptions = accessibilityOptions
    }

    func height(constrainedBy width: CGFloat) -> CGFloat? { rowHeight }

    func setup(cell: UserTableViewCell) {
        cell.nameLabel.text = name
    }
}

/// A row a quarter as tall as it is wide.
struct QuarterHeightCellModel: CellViewModel {
    func height(constrainedBy width: CGFloat) -> CGFloat? { width / 4 }
    func setup(cell: UserTableViewCell) {}
}

/// Two model types sharing one reuse identifier (and cell class), so a cell set up by an
/// `Accessible` model can be reused for a model that is not.
let sharedUserReuseIdentifier = "shared.user"

struct TaggedUserCellModel: CellViewModel, Accessible {
    static var uniqueIdentifier: String { sharedUserReuseIdentifier }
    let name: String
    var accessibilityIdentifier: String? { "tagged_\(name)" }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = name }
}

struct UntaggedUserCellModel: CellViewModel {
    static var uniqueIdentifier: String { sharedUserReuseIdentifier }
    let name: String
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = name }
}

/// A model type that picks its own reuse identifier.
struct CustomIdentifierCellModel: CellViewModel {
    static var uniqueIdentifier: String { "custom-user-row" }
    let name: String
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = name }
}

/// A model with an identifier but no options, to see the default options.
struct DefaultOptionsModel: CellViewModel, Accessible {
    var accessibilityIdentifier: String? { "plain_id" }
    func setup(cell: UserTableViewCell) {}
}

/// A row whose cell counts what the list and the model do to it.
struct CountingCellModel: CellViewModel {
    let value: String
    func setup(cell: TextTableCell) { cell.show(value) }
}

/// Records what selection handlers did.
@MainActor
final class TapLog {
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
}

/// A row that reacts to taps.
struct TappableCellModel: CellViewModel, InteractiveCellViewModel {
    let title: String
    let selectionHandler: (() -> Void)?
    let deselectionHandler: (() -> Void)?

    init(_ title: String, selection: (() -> Void)? = nil, deselection: (() -> Void)? = nil) {
        self.title = title
        self.selectionHandler = selection
        self.deselectionHandler = deselection
    }

    func setup(cell: UserTableViewCell) { cell.nameLabel.text = title }
}

// MARK: - Table headers and footers

final class TitleHeaderView: UITableViewHeaderFooterView {
    let titleLabel = UILabel()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct TitleHeaderModel: SupplementaryViewModel, Accessible {
    var title: String
    var fixedHeight: CGFloat?
    var accessibilityIdentifier: String?
    var accessibilityOptions: AccessibilityDisplayOptions

    init(
        _ title: String, height: CGFloat? = nil, accessibilityIdentifier: String? = nil,
        accessibilityOptions: AccessibilityDisplayOptions = []
    ) {
        self.title = title
        self.fixedHeight = height
        self.accessibilityIdentifier = accessibilityIdentifier
        self.accessibilityOptions = accessibilityOptions
    }

    func height(constrainedBy width: CGFloat) -> CGFloat? { fixedHeight }

    func setup(view: TitleHeaderView) { view.titleLabel.text = title }
}

/// A second header type, for inference and validation tests.
struct FooterNoteModel: SupplementaryViewModel {
    let note: String
    func setup(view: TitleHeaderView) { view.titleLabel.text = note }
}

// MARK: - Collection cells and supplementary views

final class UserCollectionViewCell: UICollectionViewCell {
    let nameLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Thread-safe record of the container sizes a model was asked about.
final class ContainerSizeLog: Sendable {
    private let sizes = Mutex<[CGSize]>([])
    func append(_ size: CGSize) { sizes.withLock { $0.append(size) } }
    var all: [CGSize] { sizes.withLock { $0 } }
}

struct UserItemModel: CellViewModel, Accessible {
    var name: String
    /// Returns the size for a container size; nil leaves the layout's item size.
    var sizing: (@Sendable (CGSize) -> CGSize?)?
    var sizeLog: ContainerSizeLog?
    var accessibilityIdentifier: String? { "user_item" }
    var accessibilityOptions: AccessibilityDisplayOptions { .all }

    init(_ name: String, sizeLog: ContainerSizeLog? = nil, sizing: (@Sendable (CGSize) -> CGSize?)? = nil) {
        self.name = name
        self.sizeLog = sizeLog
        self.sizing = sizing
    }

    func size(constrainedBy containerSize: CGSize) -> CGSize? {
        sizeLog?.append(containerSize)
        return sizing?(containerSize)
    }

    func setup(cell: UserCollectionViewCell) { cell.nameLabel.text = name }
}

/// A collection item that reacts to taps.
struct TappableItemModel: CellViewModel, InteractiveCellViewModel {
    let title: String
    let selectionHandler: (() -> Void)?
    let deselectionHandler: (() -> Void)?

    init(_ title: String, selection: (() -> Void)? = nil, deselection: (() -> Void)? = nil) {
        self.title = title
        self.selectionHandler = selection
        self.deselectionHandler = deselection
    }

    func setup(cell: UserCollectionViewCell) { cell.nameLabel.text = title }
}

final class TitleReusableView: UICollectionReusableView {
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct CollectionTitleModel: SupplementaryViewModel, Accessible {
    var title: String
    var fixedSize: CGSize?
    var accessibilityIdentifier: String?
    var accessibilityOptions: AccessibilityDisplayOptions

    init(
        _ title: String, size: CGSize? = nil, accessibilityIdentifier: String? = nil,
        accessibilityOptions: AccessibilityDisplayOptions = []
    ) {
        self.title = title
        self.fixedSize = size
        self.accessibilityIdentifier = accessibilityIdentifier
        self.accessibilityOptions = accessibilityOptions
    }

    func size(constrainedBy containerSize: CGSize) -> CGSize? { fixedSize }

    func setup(view: TitleReusableView) { view.titleLabel.text = title }
}

/// A collection header that records the container size it is asked with and is a tenth as
/// tall as that container is wide.
struct MeasuredHeaderModel: SupplementaryViewModel {
    let log: ContainerSizeLog
    func size(constrainedBy containerSize: CGSize) -> CGSize? {
        log.append(containerSize)
        return CGSize(width: containerSize.width, height: containerSize.width / 10)
    }
    func setup(view: TitleReusableView) {}
}

// MARK: - Models whose view class does not fit the list they are registered with

/// A cell model whose cell is a collection cell: refused by table views.
struct PhotoCellModel: CellViewModel {
    func setup(cell: UserCollectionViewCell) {}
}

// MARK: - Helpers

/// The texts of the name labels of the visible user cells of a table, in row order.
@MainActor
func visibleNames(in tableView: UITableView) -> [String?] {
    tableView.visibleCells.map { ($0 as? UserTableViewCell)?.nameLabel.text }
}
