import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("SettingsRootViewController")
struct SettingsRootViewControllerTests {
    @Test("Value1 rows with details, disclosure indicators and a toggle accessory view")
    func showsRows() throws {
        let vc = SettingsRootViewController()
        let window = present(vc)
        let table = vc.tableView!
        #expect(vc.title == "Settings")
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.numberOfRows(inSection: 1) == 2)

        let airplane = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(airplane.textLabel?.text == "Airplane Mode")
        #expect(airplane.accessoryView is SettingsToggleView)
        #expect(airplane.selectionStyle == .none)
        #expect(airplane.imageView?.image != nil)

        let wifi = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(wifi.textLabel?.text == "Wi-Fi")
        #expect(wifi.detailTextLabel?.text == "Home")
        #expect(wifi.accessoryType == .disclosureIndicator)
        #expect(wifi.accessoryView == nil)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.detailTextLabel?.text == "On")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "General")
        _ = window
    }

    @Test("Turning airplane mode on through the accessory turns Wi-Fi off after a reload")
    func toggle() throws {
        let vc = SettingsRootViewController()
        let window = present(vc)
        let toggle = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? SettingsToggleView)
        toggle.toggle()
        #expect(vc.isAirplaneModeOn)
        vc.tableView.reloadData()
        vc.tableView.layoutIfNeeded()
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.text == "Off")
        _ = window
    }

    @Test("willSelectRowAt refuses the toggle row; other rows open and deselect")
    func selection() {
        let vc = SettingsRootViewController()
        let window = present(vc)
        vc.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(vc.openedRows.isEmpty)
        vc.tableView.tapRow(at: IndexPath(row: 1, section: 1))
        #expect(vc.openedRows == [.general])
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        _ = window
    }
}

@MainActor
@Suite("SettingsSoundPickerViewController")
struct SettingsSoundPickerViewControllerTests {
    @Test("The chosen sound has the only checkmark; the section has its header title")
    func checkmark() throws {
        let vc = SettingsSoundPickerViewController(selectedSound: "Chimes")
        let window = present(vc)
        let table = vc.tableView!
        #expect(table.numberOfRows(inSection: 0) == 7)
        let accessories = (0..<7).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.accessoryType }
        #expect(accessories == [UITableViewCell.AccessoryType.none, .none, .none, .none, .none, .checkmark, .none])
        #expect(vc.tableView(table, titleForHeaderInSection: 0) == "Ringtones")
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text?.lowercased() == "ringtones")
        _ = window
    }

    @Test("Tapping a sound moves the checkmark and reports the pick")
    func pick() {
        let vc = SettingsSoundPickerViewController(selectedSound: "Chimes")
        var picked: [String] = []
        vc.onPick = { picked.append($0) }
        let window = present(vc)
        vc.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(picked == ["Reflection"])
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .checkmark)
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 5, section: 0))?.accessoryType == UITableViewCell.AccessoryType.none)
        _ = window
    }
}

@MainActor
@Suite("SettingsAccountViewController")
struct SettingsAccountViewControllerTests {
    @Test("A table added in viewDidLoad fills the view; value1 rows with detail buttons")
    func rows() throws {
        let vc = SettingsAccountViewController()
        let window = present(vc)
        #expect(vc.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(vc.tableView.numberOfRows(inSection: 0) == 4)
        let email = try #require(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(email.textLabel?.text == "Email")
        #expect(email.detailTextLabel?.text == "ada@example.com")
        #expect(email.accessoryType == .detailButton)
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == UITableViewCell.AccessoryType.none)
        _ = window
    }

    @Test("Rows do not highlight, so a tap selects nothing; the info button reports its row")
    func interaction() {
        let vc = SettingsAccountViewController()
        let window = present(vc)
        vc.tableView.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        vc.tableView(vc.tableView, accessoryButtonTappedForRowWith: IndexPath(row: 2, section: 0))
        #expect(vc.infoRequests == ["Phone"])
        _ = window
    }
}

@MainActor
@Suite("SettingsPrivacyViewController")
struct SettingsPrivacyViewControllerTests {
    @Test("Custom accessory views show each permission; a tap flips it after reloadRows")
    func pills() throws {
        let vc = SettingsPrivacyViewController(style: .insetGrouped)
        let window = present(vc)
        func pill(_ row: Int) -> String? {
            (vc.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.accessoryView as? PrivacyStatusPill)?.label.text
        }
        #expect((0..<4).map(pill) == ["On", "Off", "On", "Off"])
        #expect(vc.tableView(vc.tableView, titleForFooterInSection: 0) == "Apps that have requested access will appear here.")
        #expect(vc.tableView.footerView(forSection: 0)?.textLabel?.text == "Apps that have requested access will appear here.")
        vc.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(pill(1) == "On")
        #expect(vc.permissions[1].isGranted)
        _ = window
    }
}

@MainActor
@Suite("SettingsDisplayViewController")
struct SettingsDisplayViewControllerTests {
    @Test("Appearance choices carry a checkmark; value rows show details")
    func rows() throws {
        let vc = SettingsDisplayViewController()
        let window = present(vc)
        let table = vc.tableView!
        #expect(table.style == .grouped)
        #expect((0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.accessoryType } == [UITableViewCell.AccessoryType.none, .none, .checkmark])
        #expect(table.headerView(forSection: 0)?.textLabel?.text?.lowercased() == "appearance")
        let textSize = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(textSize.textLabel?.text == "Text Size")
        #expect(textSize.detailTextLabel?.text == "Default")
        #expect(textSize.accessoryType == .disclosureIndicator)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.detailTextLabel?.text == "2 Minutes")
        _ = window
    }

    @Test("Choosing Light reloads the section with the checkmark moved")
    func choose() {
        let vc = SettingsDisplayViewController()
        let window = present(vc)
        vc.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        vc.tableView.layoutIfNeeded()
        #expect(vc.appearance == .light)
        #expect((0..<3).compactMap { vc.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.accessoryType } == [UITableViewCell.AccessoryType.checkmark, .none, .none])
        _ = window
    }
}
