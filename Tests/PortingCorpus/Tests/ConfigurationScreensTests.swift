import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("ProfileContentConfiguration")
struct ProfileContentConfigurationTests {
    @Test("The custom content view shows name and handle; selection updates the configuration")
    func customConfiguration() throws {
        let vc = ProfileListViewController()
        let window = present(vc)
        let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let configuration = try #require(cell.contentConfiguration as? ProfileContentConfiguration)
        #expect(configuration.name == "Ada Lovelace")
        let contentView = try #require(firstSubview(of: ProfileContentView.self, in: cell))
        #expect(contentView.nameLabel.text == "Ada Lovelace")
        #expect(contentView.handleLabel.text == "@ada")
        #expect(contentView.nameLabel.textColor == .label)
        #expect(cell.frame.height == 64)

        vc.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(contentView.nameLabel.textColor == .white)
        // UIKit stores the configuration updated for the selected state back in the cell.
        #expect((cell.contentConfiguration as? ProfileContentConfiguration)?.isHighlightedOrSelected == true)
        #expect((cell.contentConfiguration as? ProfileContentConfiguration)?.nameColor == .white)
        _ = window
    }

    @Test("updated(for:) reads the cell state")
    func updated() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let updated = ProfileContentConfiguration(name: "x").updated(for: state)
        #expect(updated.isHighlightedOrSelected)
        #expect(updated.nameColor == .white)
    }
}

@MainActor
@Suite("ListConfigurationSettingsViewController")
struct ListConfigurationSettingsViewControllerTests {
    @Test("Value-cell and default configurations with tinted, size-limited symbols")
    func configurations() throws {
        let vc = ListConfigurationSettingsViewController()
        let window = present(vc)
        let first = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration)
        #expect(first.text == "Screen Time")
        #expect(first.secondaryText == "2h 14m")
        #expect(first.image != nil)
        #expect(first.imageProperties.tintColor == .systemIndigo)
        #expect(first.imageProperties.maximumSize == CGSize(width: 28, height: 28))
        #expect(first.imageToTextPadding == 12)
        #expect(first.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20))
        let third = try #require(vc.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.contentConfiguration as? UIListContentConfiguration)
        #expect(third.text == "Siri & Search")
        #expect(third.secondaryText == nil)
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType == .disclosureIndicator)
        // No heightForHeaderInSection: UIKit self-sizes the header view the delegate returns.
        let header = try #require(vc.tableView.headerView(forSection: 0))
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "System")
        #expect(header.frame.height > 0)
        #expect(vc.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.frame.height)
        _ = window
    }
}

@MainActor
@Suite("SelectableCardsViewController")
struct SelectableCardsViewControllerTests {
    @Test("configurationUpdateHandler styles cards; selecting one turns it blue")
    func selection() throws {
        let vc = SelectableCardsViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        #expect((0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minY } == [20, 112, 204])
        let yearly = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect((yearly.contentConfiguration as? UIListContentConfiguration)?.text == "Yearly")
        #expect((yearly.contentConfiguration as? UIListContentConfiguration)?.secondaryText == nil)
        #expect(yearly.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        #expect(yearly.backgroundConfiguration?.cornerRadius == 12)

        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        collectionView.layoutIfNeeded()
        #expect((yearly.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Selected")
        #expect(yearly.backgroundConfiguration?.backgroundColor == .systemBlue)
        _ = window
    }
}

@MainActor
@Suite("StatusUpdateConfigurationCell")
struct StatusUpdateConfigurationCellTests {
    @Test("updateConfiguration(using:) builds content and background from a custom state")
    func customState() throws {
        let vc = StatusListViewController()
        let window = present(vc)
        let archived = try #require(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? StatusUpdateConfigurationCell)
        #expect(archived.configurationState.isArchived)
        #expect((archived.contentConfiguration as? UIListContentConfiguration)?.text == "Old news")
        #expect((archived.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Archived")
        #expect(archived.backgroundConfiguration?.backgroundColor == .systemGray6)
        #expect(archived.updateCount >= 1)

        let live = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? StatusUpdateConfigurationCell)
        #expect((live.contentConfiguration as? UIListContentConfiguration)?.secondaryText == nil)
        vc.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(live.backgroundConfiguration?.backgroundColor == .systemGray4)
        _ = window
    }
}

@MainActor
@Suite("BadgeContentConfiguration")
struct BadgeContentConfigurationTests {
    @Test("Badges show counts, hide at zero, cap at 99+")
    func badges() throws {
        let vc = BadgeMailboxesViewController()
        let window = present(vc)
        let views = try (0..<3).map { item in
            let cell = try #require(vc.collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
            #expect(cell.frame == CGRect(x: 0, y: CGFloat(item) * 44, width: 390, height: 44))
            return try #require(firstSubview(of: BadgeContentView.self, in: cell))
        }
        #expect(views.map(\.titleLabel.text) == ["Inbox", "Drafts", "Spam"])
        #expect(views.map(\.badgeLabel.text) == ["12", "0", "99+"])
        #expect(views.map(\.badgeLabel.isHidden) == [false, true, false])
        _ = window
    }

    @Test("A view supports only its own configuration type")
    func supports() {
        let view = BadgeContentView(configuration: BadgeContentConfiguration())
        #expect(view.supports(BadgeContentConfiguration(title: "x")))
        #expect(!view.supports(UIListContentConfiguration.cell()))
        view.configuration = BadgeContentConfiguration(title: "Sent", count: 3)
        #expect(view.titleLabel.text == "Sent")
        #expect(view.badgeLabel.text == "3")
    }
}
