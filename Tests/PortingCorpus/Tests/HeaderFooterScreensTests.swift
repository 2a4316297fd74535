import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("AboutPhoneViewController")
struct AboutPhoneViewControllerTests {
    @Test("Grouped sections with header and footer titles, value1 rows, no selection")
    func titles() throws {
        let vc = AboutPhoneViewController()
        let window = present(vc)
        let table = vc.tableView!
        #expect(table.numberOfSections == 3)
        #expect(!table.allowsSelection)
        #expect(vc.tableView(table, titleForHeaderInSection: 0) == nil)
        #expect(table.headerView(forSection: 1)?.textLabel?.text?.lowercased() == "storage")
        #expect(table.footerView(forSection: 1)?.textLabel?.text == "Available space is approximate.")
        let version = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(version.textLabel?.text == "iOS Version")
        #expect(version.detailTextLabel?.text == "16.4")
        _ = window
    }

    @Test("A titled header takes height in the layout: the rows of section 1 start below it")
    func headerHeight() throws {
        let vc = AboutPhoneViewController()
        let window = present(vc)
        let table = vc.tableView!
        let header = table.rectForHeader(inSection: 1)
        #expect(header.height > 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == header.maxY)
        _ = window
    }
}

@MainActor
@Suite("CountryPickerViewController")
struct CountryPickerViewControllerTests {
    static let countries = ["Brazil", "Argentina", "Belgium", "Chile", "Austria"]

    @Test("Letter sections with header titles under a table header banner")
    func sections() throws {
        let vc = CountryPickerViewController(countries: Self.countries)
        let window = present(vc)
        #expect(vc.view === vc.tableView)
        #expect(vc.tableView.numberOfSections == 3)
        #expect(vc.sectionIndexTitles(for: vc.tableView) == ["A", "B", "C"])
        #expect(vc.tableView.headerView(forSection: 0)?.textLabel?.text == "A")
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Brazil")
        let banner = try #require(vc.tableView.tableHeaderView as? CountryPickerBanner)
        #expect(banner.frame.width == 390)
        #expect(banner.frame.height == 60)
        #expect(vc.tableView.rectForHeader(inSection: 0).minY == 60)
        _ = window
    }

    @Test("Picking a country")
    func pick() {
        let vc = CountryPickerViewController(countries: Self.countries)
        let window = present(vc)
        vc.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(vc.picked == "Austria")
        _ = window
    }
}

@MainActor
@Suite("ReceiptViewController")
struct ReceiptViewControllerTests {
    @Test("Line items, the total as footer title, header and footer views of the table")
    func receipt() throws {
        let vc = ReceiptViewController(
            shopName: "Corner Café",
            lines: [ReceiptLine(item: "Coffee", quantity: 2, unitPriceCents: 350), ReceiptLine(item: "Bagel", quantity: 1, unitPriceCents: 275)])
        let window = present(vc)
        let table = vc.tableView!
        #expect((table.tableHeaderView as? UILabel)?.text == "Corner Café")
        #expect((table.tableFooterView as? UILabel)?.text == "Thank you for shopping with us")
        let coffee = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(coffee.textLabel?.text == "Coffee × 2")
        #expect(coffee.detailTextLabel?.text == "$7.00")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Bagel")
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "Total: $9.75")
        #expect(table.headerView(forSection: 0)?.textLabel?.text?.lowercased() == "items")
        #expect(table.tableHeaderView?.frame.minY == 0)
        #expect(table.rectForHeader(inSection: 0).minY >= 80)
        _ = window
    }
}
