import CellKit
import Foundation
import Testing

// The hot paths of models: identifiers written digit by digit into one string, and setup through
// the existential, whose fast path takes a view of exactly the model's class without a cast.

/// A model whose identifier and options the test chooses.
struct PositionedModel: CellViewModel, Accessible {
    var accessibilityIdentifier: String?
    var accessibilityOptions: AccessibilityDisplayOptions
    func setup(cell: UserTableViewCell) {}
}

/// A diffable model with an identity of any type, named for UI tests by that identity.
struct IdentityModel<ID: Hashable & Sendable>: CellViewModel, DiffableViewModel, Equatable, Accessible {
    var id: ID
    var accessibilityIdentifier: String? = "item"
    var accessibilityOptions: AccessibilityDisplayOptions = .identity
    var differenceIdentifier: ID { id }
    func setup(cell: UserTableViewCell) {}
}

/// An identity type described through `CustomStringConvertible`.
struct TicketNumber: Hashable, Sendable, CustomStringConvertible {
    var value: Int
    var description: String { "T-\(value)" }
}

/// An identity type with no description of its own: `String(describing:)` reflects it.
enum Shelf: Hashable, Sendable {
    case top, bottom(Int)
}

/// A cell class with a subclass, so setup sees both the exact class and a subclass.
class BaseItemCell: UITableViewCell {
    let titleLabel = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class DerivedItemCell: BaseItemCell {}

struct BaseItemModel: CellViewModel {
    let title: String
    func setup(cell: BaseItemCell) { cell.titleLabel.text = title }
}

/// A header view class with a subclass.
class BaseHeaderView: UITableViewHeaderFooterView {
    let titleLabel = UILabel()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class DerivedHeaderView: BaseHeaderView {}

struct BaseHeaderModel: SupplementaryViewModel {
    let title: String
    func setup(view: BaseHeaderView) { view.titleLabel.text = title }
}

/// The numbers whose digits are easy to get wrong: one digit, each step to one more digit, the
/// largest and smallest `Int`, and negatives.
let edgeNumbers = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 65_535, 999_999, 1_000_000, Int.max, -1, -9, -10, Int.min]

/// Bases that give small strings (up to 15 UTF-8 bytes) and large ones, and bytes beyond ASCII.
let identifierBases = ["", "id", "contact_cell", "fifteen_bytes__", "sixteen_bytes___", "café_☕️_€"]

@MainActor
@Suite("Hot paths of view models")
struct ViewModelHotPathTests {
    @Test("Position suffixes are the decimal digits of section and row, byte for byte as String(_:)")
    func positionDigits() {
        for base in identifierBases {
            for section in edgeNumbers {
                for row in edgeNumbers {
                    let indexPath = IndexPath(row: row, section: section)
                    let cases: [(AccessibilityDisplayOptions, String)] = [
                        (.all, base + "_" + String(section) + "_" + String(row)),
                        (.section, base + "_" + String(section)),
                        (.row, base + "_" + String(row)),
                        ([], base),
                    ]
                    for (options, expected) in cases {
                        let model = PositionedModel(accessibilityIdentifier: base, accessibilityOptions: options)
                        let erased: any AnyCellViewModel = model
                        let identifier = model.accessibilityIdentifier(for: indexPath)
                        #expect(identifier == expected, "options \(options.rawValue), section \(section), row \(row)")
                        #expect(identifier?.utf8.count == expected.utf8.count)
                        #expect(erased.accessibilityIdentifier(for: indexPath) == expected)
                    }
                }
            }
        }
    }

    @Test("Position suffixes at the edges, spelled out")
    func positionDigitsSpelledOut() {
        func identifier(_ section: Int, _ row: Int, _ options: AccessibilityDisplayOptions = .all) -> String? {
            PositionedModel(accessibilityIdentifier: "cell", accessibilityOptions: options)
                .accessibilityIdentifier(for: IndexPath(row: row, section: section))
        }
        #expect(identifier(0, 0) == "cell_0_0")
        #expect(identifier(0, 9) == "cell_0_9")
        #expect(identifier(9, 10) == "cell_9_10")
        #expect(identifier(10, 99) == "cell_10_99")
        #expect(identifier(99, 100) == "cell_99_100")
        #expect(identifier(3, 999_999) == "cell_3_999999")
        #expect(identifier(0, 1_000_000) == "cell_0_1000000")
        #expect(identifier(Int.max, Int.max) == "cell_9223372036854775807_9223372036854775807")
        #expect(identifier(Int.min, -1) == "cell_-9223372036854775808_-1")
        #expect(identifier(-10, -100) == "cell_-10_-100")
        #expect(identifier(-9, -99) == "cell_-9_-99")
        #expect(identifier(100, 1_000) == "cell_100_1000")
        #expect(identifier(1_000_000_000_000_000_000, 999_999_999_999_999_999)
            == "cell_1000000000000000000_999999999999999999")
        #expect(identifier(12, 345, .section) == "cell_12")
        #expect(identifier(12, 345, .row) == "cell_345")
        #expect(identifier(12, 345, []) == "cell")
        #expect(identifier(12, 345, .identity) == "cell", "identity without an identity falls back to no suffix")
        #expect(identifier(12, 345, [.identity, .row]) == "cell_345")
    }

    @Test("Only the positions the options ask for are read, so a one-index path works with .section")
    func onlyRequestedPositionsAreRead() {
        let model = PositionedModel(accessibilityIdentifier: "header", accessibilityOptions: .section)
        #expect(model.accessibilityIdentifier(for: IndexPath(index: 7)) == "header_7")
        #expect(model.accessibilityIdentifier(for: IndexPath(indexes: [4, 5, 6])) == "header_4")
    }

    @Test("A nil identifier stays nil whatever the options")
    func nilIdentifier() {
        for options: AccessibilityDisplayOptions in [[], .row, .section, .all, .identity] {
            #expect(PositionedModel(accessibilityIdentifier: nil, accessibilityOptions: options)
                .accessibilityIdentifier(for: IndexPath(row: 1, section: 2)) == nil)
            #expect(IdentityModel(id: 5, accessibilityIdentifier: nil, accessibilityOptions: options)
                .accessibilityIdentifier(for: IndexPath(row: 1, section: 2)) == nil)
        }
    }

    @Test("Identity suffixes are what String(describing:) writes, for Int, String and other identities")
    func identityText() {
        let indexPath = IndexPath(row: 3, section: 1)
        func check<ID: Hashable & Sendable>(_ id: ID, base: String = "item", _ expected: String) {
            let model = IdentityModel(id: id, accessibilityIdentifier: base)
            let erased: any AnyCellViewModel = model
            #expect(model.accessibilityIdentifier(for: indexPath) == expected)
            #expect(erased.accessibilityIdentifier(for: indexPath) == expected)
            #expect(expected == base + "_" + String(describing: id))
        }
        for number in edgeNumbers { check(number, "item_\(number)") }
        check(42, base: "a_longer_identifier", "a_longer_identifier_42")
        check("", "item_")
        check("alice", "item_alice")
        check("a-rather-long-identity-string", "item_a-rather-long-identity-string")
        check("zoë 🎉", base: "café", "café_zoë 🎉")
        check(Int?.some(5), "item_Optional(5)")
        check(Int?.none, "item_nil")
        check(Int32(-7), "item_-7")
        check(TicketNumber(value: 12), "item_T-12")
        check(Shelf.top, "item_top")
        check(Shelf.bottom(2), "item_bottom(2)")
    }

    @Test("Without .identity, a diffable model falls back to its position suffixes")
    func identityFallsBackToPositions() {
        let model = IdentityModel(id: 99, accessibilityOptions: .all)
        #expect(model.accessibilityIdentifier(for: IndexPath(row: 10, section: 0)) == "item_0_10")
        let both = IdentityModel(id: "x", accessibilityOptions: [.identity, .all])
        #expect(both.accessibilityIdentifier(for: IndexPath(row: 10, section: 0)) == "item_x")
    }

    @Test("Erased setup takes a view of exactly the model's class")
    func erasedSetupExactClass() throws {
        let model: any AnyCellViewModel = BaseItemModel(title: "exact")
        let cell = BaseItemCell(style: .default, reuseIdentifier: nil)
        try model.setupAny(view: cell)
        #expect(cell.titleLabel.text == "exact")
    }

    @Test("Erased setup takes a view of a subclass of the model's class")
    func erasedSetupSubclass() throws {
        let model: any AnyCellViewModel = BaseItemModel(title: "derived")
        let cell = DerivedItemCell(style: .default, reuseIdentifier: nil)
        try model.setupAny(view: cell)
        #expect(cell.titleLabel.text == "derived")

        let header: any AnySupplementaryViewModel = BaseHeaderModel(title: "header")
        let view = DerivedHeaderView(reuseIdentifier: nil)
        try header.setupAny(view: view)
        #expect(view.titleLabel.text == "header")
    }

    @Test("Erased setup refuses a superclass or an unrelated class of the model's view class")
    func erasedSetupRefusesOtherClasses() throws {
        let model: any AnyCellViewModel = BaseItemModel(title: "x")
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        let error = try #require(throws: CellKitError.self) { try model.setupAny(view: plain) }
        #expect(error == .viewTypeMismatch(model: "BaseItemModel", expected: "BaseItemCell", actual: "UITableViewCell"))

        let unrelated = UserTableViewCell(style: .default, reuseIdentifier: nil)
        #expect(throws: CellKitError.viewTypeMismatch(
            model: "BaseItemModel", expected: "BaseItemCell", actual: "UserTableViewCell")
        ) { try model.setupAny(view: unrelated) }
        #expect(unrelated.nameLabel.text == nil)

        let header: any AnySupplementaryViewModel = BaseHeaderModel(title: "header")
        #expect(throws: CellKitError.viewTypeMismatch(
            model: "BaseHeaderModel", expected: "BaseHeaderView", actual: "UITableViewHeaderFooterView")
        ) { try header.setupAny(view: UITableViewHeaderFooterView(reuseIdentifier: nil)) }
    }
}
