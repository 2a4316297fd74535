import CellKitTesting
import Foundation
import Testing

// Models, views and helpers shared by the CellKitTesting tests.

// MARK: - Table views

final class UserTableViewCell: UITableViewCell {}
final class BannerTableViewCell: UITableViewCell {}
final class OtherTableViewCell: UITableViewCell {}
final class TitleHeaderView: UITableViewHeaderFooterView {}
final class OtherHeaderView: UITableViewHeaderFooterView {}

/// A user row suffixed with its section and row: `user_cell_<section>_<row>`.
struct UserCellModel: CellViewModel, Accessible {
    var name: String
    var accessibilityIdentifier: String? { "user_cell" }
    var accessibilityOptions: AccessibilityDisplayOptions { .all }
    func setup(cell: UserTableViewCell) {}
}

/// A row without an accessibility identifier.
struct BannerCellModel: CellViewModel {
    var message: String
    func setup(cell: BannerTableViewCell) {}
}

/// A header or footer with a chosen identifier and options.
struct TitleHeaderModel: SupplementaryViewModel, Accessible {
    var title: String
    var accessibilityIdentifier: String?
    var accessibilityOptions: AccessibilityDisplayOptions = .section
    func setup(view: TitleHeaderView) {}
}

/// A row whose identifier and options the test chooses.
struct TaggedCellModel: CellViewModel, Accessible {
    var accessibilityIdentifier: String?
    var accessibilityOptions: AccessibilityDisplayOptions = []
    init(_ identifier: String?, options: AccessibilityDisplayOptions = []) {
        self.accessibilityIdentifier = identifier
        self.accessibilityOptions = options
    }
    func setup(cell: UserTableViewCell) {}
}

/// A row with identity: with `.identity` its identifier is `contact_<id>`.
struct ContactRowModel: CellViewModel, DiffableViewModel, Accessible, Equatable {
    var id: Int
    var name: String
    var accessibilityOptions: AccessibilityDisplayOptions = [.identity, .section, .row]
    var accessibilityIdentifier: String? { "contact" }
    var differenceIdentifier: Int { id }
    func setup(cell: UserTableViewCell) {}
}

/// A model nested in a screen type, as apps often declare them.
enum SettingsScreen {
    struct ToggleRowModel: CellViewModel {
        func setup(cell: BannerTableViewCell) {}
    }
}

/// A class-based row, suffixed with its position: `class_row_<section>_<row>`.
class ClassRowModel: CellViewModel, Accessible {
    var accessibilityIdentifier: String? { "class_row" }
    var accessibilityOptions: AccessibilityDisplayOptions { .all }
    func setup(cell: UserTableViewCell) {}
}

/// A subclass of ``ClassRowModel``, which data sets may hold as its superclass.
final class ClassSubRowModel: ClassRowModel {}

// MARK: - Collection views

final class ItemCollectionCell: UICollectionViewCell {}
final class OtherCollectionCell: UICollectionViewCell {}
final class TitleReusableView: UICollectionReusableView {}
final class OtherReusableView: UICollectionReusableView {}

struct ItemModel: CellViewModel, Accessible {
    var accessibilityIdentifier: String? { "item" }
    var accessibilityOptions: AccessibilityDisplayOptions { .all }
    func setup(cell: ItemCollectionCell) {}
}

struct CollectionTitleModel: SupplementaryViewModel, Accessible {
    var accessibilityIdentifier: String? { "collection_title" }
    var accessibilityOptions: AccessibilityDisplayOptions { .section }
    func setup(view: TitleReusableView) {}
}

// MARK: - Helpers

// `makeTable()` and `makeCollection(width:height:)` are CellKitTestSupport's.

/// This package's `Fixtures/CellKitTesting`, where the tests' own golden files live.
func ownFixtures() throws -> URL {
    try GoldenFile.fixturesDirectory("CellKitTesting")
}

/// A fresh temporary directory, removed by the caller with `removeTemporaryDirectory`.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("CellKitTestingTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func removeTemporaryDirectory(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
}

/// The data set of the accessibility fixture tests: headers, footers, rows with and without
/// identifiers, and identity-suffixed contacts.
func sampleSections() -> [Section] {
    [
        Section(
            header: TitleHeaderModel(title: "Friends", accessibilityIdentifier: "friends_header"),
            footer: TitleHeaderModel(title: "Footer", accessibilityIdentifier: "friends_footer"),
            items: [
                UserCellModel(name: "Ada"),
                BannerCellModel(message: "No identifier, no entry"),
                UserCellModel(name: "Grace"),
            ]),
        Section(items: [
            ContactRowModel(id: 42, name: "Linus"),
            ContactRowModel(id: 7, name: "Barbara"),
            TaggedCellModel("settings.toggle-Wifi"),
        ]),
    ]
}
