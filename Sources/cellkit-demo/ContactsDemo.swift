import CellKit

/// The demo: a two-section contacts screen shown in a table and in a flow-layout collection,
/// scrolled and tapped, printed as a person would see it.
@MainActor
enum ContactsDemo {
    /// Runs the whole demo and returns what it prints.
    static func run() -> String {
        var output = "CellKit demo: a contacts screen, headless\n"
        output += tableDemo()
        output += collectionDemo()
        output += SettingsDemo.run()
        return output
    }

    static func tableDemo() -> String {
        var output = ""
        var log: [String] = []
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(ContactRowModel.self, TitleModel.self)

        func rows(_ contacts: [Contact]) -> [any AnyCellViewModel] {
            contacts.map { contact in ContactRowModel(contact: contact) { log.append("selected \(contact.name)") } }
        }
        adapter.data = [
            Section(
                id: "friends",
                header: TitleModel(title: "Friends", identifier: "contacts_header"),
                footer: TitleModel(title: "\(AddressBook.friends.count) friends", identifier: "contacts_footer"),
                items: rows(AddressBook.friends)),
            Section(
                id: "colleagues",
                header: TitleModel(title: "Colleagues", identifier: "contacts_header"),
                footer: TitleModel(title: "\(AddressBook.colleagues.count) colleagues", identifier: "contacts_footer"),
                items: rows(AddressBook.colleagues)),
        ]
        try? tableView.registry.validate(adapter.data)

        output += ScreenPrinter.heading("Table, plain style: first screen", tableView)
        output += ScreenPrinter.describe(tableView)

        tableView.setContentOffset(CGPoint(x: 0, y: 360), animated: false)
        tableView.layoutIfNeeded()
        output += ScreenPrinter.heading("Table: scrolled down 360 points (the Colleagues header floats)", tableView)
        output += ScreenPrinter.describe(tableView)

        let tapped = IndexPath(row: 2, section: 1)
        tableView.tapRow(at: tapped)
        output += ScreenPrinter.heading("Table: tapped row \(tapped.row) of section \(tapped.section)", tableView)
        output += ScreenPrinter.describe(tableView)
        output += "handler log: \(log.joined(separator: ", "))\n"
        output += "cells created: \(tableView.numberOfCreatedCells(withReuseIdentifier: ContactRowModel.reuseIdentifier))"
            + " for \(AddressBook.friends.count + AddressBook.colleagues.count) rows\n"
        return output
    }

    static func collectionDemo() -> String {
        var output = ""
        var log: [String] = []
        let layout = FlowLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(ContactTileModel.self, TileTitleModel.self)

        func tiles(_ contacts: [Contact]) -> [any AnyCellViewModel] {
            contacts.map { contact in ContactTileModel(contact: contact) { log.append("selected \(contact.name)") } }
        }
        adapter.data = [
            Section(
                id: "friends", header: TileTitleModel(title: "Friends"), items: tiles(AddressBook.friends),
                insets: EdgeInsets(top: 8, left: 12, bottom: 16, right: 12), lineSpacing: 8, interitemSpacing: 8),
            Section(
                id: "colleagues", header: TileTitleModel(title: "Colleagues"), items: tiles(AddressBook.colleagues),
                insets: EdgeInsets(top: 8, left: 12, bottom: 16, right: 12), lineSpacing: 8, interitemSpacing: 8),
        ]

        output += ScreenPrinter.heading("Collection, flow layout: first screen", collectionView)
        output += ScreenPrinter.describe(collectionView)

        collectionView.scrollToItem(at: IndexPath(item: 4, section: 1), at: .centeredVertically, animated: false)
        collectionView.layoutIfNeeded()
        collectionView.tapItem(at: IndexPath(item: 4, section: 1))
        output += ScreenPrinter.heading("Collection: scrolled to item 4 of section 1 and tapped it", collectionView)
        output += ScreenPrinter.describe(collectionView)
        output += "handler log: \(log.joined(separator: ", "))\n"
        return output
    }
}
