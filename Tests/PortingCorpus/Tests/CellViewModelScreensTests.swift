import CellKit
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("CVMUsersViewController")
struct CVMUsersViewControllerTests {
    @Test("BaseTableViewController shows the sections given to setup(_:), 56 points a row")
    func rows() throws {
        let vc = CVMUsersViewController()
        let window = present(vc)
        let table = try #require(vc._tableView)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        let groucho = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CVMUserTableViewCell)
        #expect(groucho.nameLabel.text == "Groucho")
        #expect(groucho.statusView.backgroundColor == .systemGreen)
        #expect(groucho.accessibilityIdentifier == "user_cell_0_1")
        #expect(groucho.frame.height == 56)
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 1)) as? CVMUserTableViewCell)?.statusView.backgroundColor == .systemGray3)
        _ = window
    }

    @Test("Selecting an interactive model calls its selection handler")
    func select() {
        let vc = CVMUsersViewController()
        let window = present(vc)
        vc._tableView.tapRow(at: IndexPath(row: 0, section: 1))
        #expect(vc.openedUsers == ["Chico"])
        _ = window
    }
}

@MainActor
@Suite("CVMGalleryViewController")
struct CVMGalleryViewControllerTests {
    @Test("_collectionView is the view; section insets, line spacing and header height from the models")
    func layout() throws {
        let vc = CVMGalleryViewController()
        let window = present(vc)
        let collectionView = try #require(vc._collectionView)
        #expect(vc.view === collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        let header = try #require(
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? CVMGalleryHeaderView)
        #expect(header.titleLabel.text == "Recent")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        let frames = (0..<5).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // (390 - 10 - 10 - 10) / 2 = 180 wide, 100 high (the model's height), 10 between lines.
        #expect(frames == [
            CGRect(x: 10, y: 40, width: 180, height: 100),
            CGRect(x: 200, y: 40, width: 180, height: 100),
            CGRect(x: 10, y: 150, width: 180, height: 100),
            CGRect(x: 200, y: 150, width: 180, height: 100),
            CGRect(x: 10, y: 260, width: 180, height: 100),
        ])
        #expect((collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CVMGalleryCell)?.titleLabel.text == "City")
        _ = window
    }
}

@MainActor
@Suite("CVMAdapterSettingsViewController")
struct CVMAdapterSettingsViewControllerTests {
    @Test("The adapter is the data source; the controller supplies headers from the section models")
    func rows() throws {
        let vc = CVMAdapterSettingsViewController()
        let window = present(vc)
        let table = vc.tableView
        #expect(table.numberOfSections == 2)
        let username = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CVMSwitchRowCell)
        #expect(username.titleLabel.text == "Username")
        #expect(username.valueLabel.text == "ada")
        #expect(username.accessoryType == UITableViewCell.AccessoryType.none)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == .disclosureIndicator)
        let header = try #require(table.headerView(forSection: 0) as? CVMSectionTitleView)
        #expect(header.titleLabel.text == "ACCOUNT")
        #expect(table.rectForHeader(inSection: 0).height == 36)
        _ = window
    }

    @Test("Only rows with a handler highlight; selecting one routes")
    func route() {
        let vc = CVMAdapterSettingsViewController()
        let window = present(vc)
        vc.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        vc.tableView.tapRow(at: IndexPath(row: 0, section: 1))
        #expect(vc.route == ["help"])
        _ = window
    }
}

@MainActor
@Suite("CVMDiffableFeedViewController")
struct CVMDiffableFeedViewControllerTests {
    @Test("update(data:animated:) shows the feed and then the changed post")
    func feed() throws {
        let vc = CVMDiffableFeedViewController()
        let window = present(vc)
        vc.show([CVMPost(id: 1, text: "First", likes: 1), CVMPost(id: 2, text: "Second", likes: 0), CVMPost(id: 3, text: "Third", likes: 5)])
        vc.collectionView.layoutIfNeeded()
        let collectionView = vc.collectionView!
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect((0..<3).map { (collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? CVMPostCell)?.likesLabel.text }
            == ["1 like", "0 likes", "5 likes"])
        #expect((0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minY } == [0, 81, 162])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 390, height: 80))

        vc.like(postID: 2)
        collectionView.layoutIfNeeded()
        #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CVMPostCell)?.likesLabel.text == "1 like")
        #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CVMPostCell)?.textLabel.text == "Second")
        _ = window
    }
}
