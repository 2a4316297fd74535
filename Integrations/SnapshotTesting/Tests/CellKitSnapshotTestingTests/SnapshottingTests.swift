import CellKit
import CellKitSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

// Snapshots of a small contacts screen through each strategy, compared with the references in
// __Snapshots__ (recorded once with SNAPSHOT_TESTING_RECORD=all and read before committing:
// each shows what the strategy's documentation says it shows); and a mismatch, checked for the
// line diff a failure reports.

final class ContactCell: UITableViewCell {
    let nameLabel = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }
}

struct ContactModel: CellViewModel, DiffableViewModel, Identifiable, Equatable, Accessible {
    let id: Int
    let name: String
    var accessibilityIdentifier: String? { "contact" }
    var accessibilityOptions: AccessibilityDisplayOptions { .identity }
    func height(constrainedBy maxWidth: CGFloat) -> CGFloat? { 44 }
    func setup(cell: ContactCell) { cell.nameLabel.text = name }
}

final class ContactItemCell: UICollectionViewCell {
    let nameLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

struct ContactItemModel: CellViewModel, Accessible {
    let name: String
    var accessibilityIdentifier: String? { "contact_item" }
    var accessibilityOptions: AccessibilityDisplayOptions { .row }
    func size(constrainedBy containerSize: CGSize) -> CGSize? { CGSize(width: 100, height: 60) }
    func setup(cell: ContactItemCell) { cell.nameLabel.text = name }
}

/// A table showing `names` through an adapter, laid out 320×200.
@MainActor
func contactsTable(_ names: [String]) -> (UITableView, TableDataAdapter) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    table.register(ContactModel.self)
    let adapter = TableDataAdapter(tableView: table)
    adapter.data = Sections {
        Section(id: "contacts") {
            for (index, name) in names.enumerated() { ContactModel(id: index, name: name) }
        }
    }
    table.layoutIfNeeded()
    return (table, adapter)
}

/// A screen whose view holds a table shown through an adapter.
final class ContactsViewController: UIViewController {
    let tableView = UITableView(frame: .zero)
    lazy var adapter = TableDataAdapter(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactModel.self)
        view.addSubview(tableView)
        adapter.data = [Section(id: "contacts", items: [ContactModel(id: 1, name: "Ada"), ContactModel(id: 2, name: "Grace")])]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }
}

@MainActor
@Suite("Snapshot strategies for CellKit lists and screens")
struct SnapshottingTests {
    @Test("a table's screen, as text")
    func tableScreen() {
        let (table, adapter) = contactsTable(["Ada", "Grace", "Hedy"])
        assertSnapshot(of: table, as: .screen)
        withExtendedLifetime(adapter) {}
    }

    @Test("a table's screen, as an SVG picture")
    func tableSVG() {
        let (table, adapter) = contactsTable(["Ada", "Grace"])
        assertSnapshot(of: table, as: .svg())
        withExtendedLifetime(adapter) {}
    }

    @Test("the accessibility identifiers of a table adapter's data, as the fixture's JSON")
    func tableFixture() {
        let (table, adapter) = contactsTable(["Ada", "Grace", "Hedy"])
        assertSnapshot(of: table, as: .accessibilityFixture)
        withExtendedLifetime(adapter) {}
    }

    @Test("a collection view's screen, as text")
    func collectionScreen() {
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(ContactItemModel.self)
        let adapter = CollectionDataAdapter(collectionView: collection)
        adapter.data = Sections { Section { for name in ["Ada", "Grace", "Hedy", "Katherine"] { ContactItemModel(name: name) } } }
        collection.layoutIfNeeded()
        assertSnapshot(of: collection, as: .screen)
        assertSnapshot(of: collection, as: .accessibilityFixture)
    }

    @Test("a view controller's screen: shown in a window first, then its lists as text")
    func viewControllerScreen() {
        let controller = ContactsViewController()
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 320, height: 160)))
        // Shown at the size asked: viewDidLoad ran and the table was laid out to fill the window.
        #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 320, height: 160))
    }

    @Test("a fixture snapshot of a table whose data source is not an adapter stops, naming the data source and the fix")
    func fixtureWithoutAdapterStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                // What assertSnapshot does first: take the snapshot.
                Snapshotting<UITableView, String>.accessibilityFixture.snapshot(table).run { _ in }
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("the data source of UITableView is nil"))
        #expect(message.contains("show the data through a TableDataAdapter or CollectionDataAdapter"))
    }

    @Test("a screen that changed fails with a line diff naming the changed rows")
    func mismatchShowsLineDiff() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellkit-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (before, keptBefore) = contactsTable(["Ada", "Grace"])
        let recording = verifySnapshot(
            of: before, as: .screen, named: "contacts", record: .all, snapshotDirectory: directory)
        // Recording always reports itself as a failure, so that a recorded test cannot pass.
        #expect(recording?.contains("Record mode is on") == true)

        let (after, keptAfter) = contactsTable(["Ada", "Grete"])
        let failure = try #require(
            verifySnapshot(of: after, as: .screen, named: "contacts", record: .never, snapshotDirectory: directory))
        let lines = failure.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("−") && $0.contains("Grace") })
        #expect(lines.contains { $0.hasPrefix("+") && $0.contains("Grete") })
        #expect(!lines.contains { ($0.hasPrefix("−") || $0.hasPrefix("+")) && $0.contains("Ada") })
        #expect(verifySnapshot(of: before, as: .screen, named: "contacts", record: .never, snapshotDirectory: directory) == nil)
        withExtendedLifetime((keptBefore, keptAfter)) {}
    }
}
