import CellKit

/// The demo: a two-section contacts screen shown in a table and in a flow-layout collection,
/// scrolled and tapped, printed as a person would see it.
@MainActor
enum ContactsDemo {
    /// Runs the whole demo and returns what it prints.
    static func run() -> String {
        "CellKit demo: a contacts screen, headless\n" + DemoScenario.output(of: DemoScenario.contacts)
    }

    /// The contacts screen as a table: the demo's screen for fixtures and pictures.
    static func contactsTable(onSelect: @escaping (String) -> Void = { _ in }) -> (UITableView, TableDataAdapter) {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(ContactRowModel.self, TitleModel.self)

        func rows(_ contacts: [Contact]) -> [any AnyCellViewModel] {
            contacts.map { contact in ContactRowModel(contact: contact) { onSelect(contact.name) } }
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
        tableView.layoutIfNeeded()
        return (tableView, adapter)
    }

    static func tableDemo() -> String {
        var log: [String] = []
        let (tableView, adapter) = contactsTable { log.append("selected \($0)") }
        defer { withExtendedLifetime(adapter) {} }
        var output = Appearance.screen("Table, plain style: first screen", tableView)

        tableView.setContentOffset(CGPoint(x: 0, y: 360), animated: false)
        tableView.layoutIfNeeded()
        output += Appearance.screen(
            "Table: scrolled down 360 points (the Colleagues header floats)", tableView)

        let tapped = IndexPath(row: 2, section: 1)
        tableView.tapRow(at: tapped)
        output += Appearance.screen(
            "Table: tapped row \(tapped.row) of section \(tapped.section)", tableView)
        output += "handler log: \(log.joined(separator: ", "))\n"
        output += "cells created: \(tableView.numberOfCreatedCells(withReuseIdentifier: ContactRowModel.uniqueIdentifier))"
            + " for \(AddressBook.friends.count + AddressBook.colleagues.count) rows\n"
        return output
    }

    static func collectionDemo() -> String {
        var output = ""
        var log: [String] = []
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        collectionView.register(ContactTileModel.self, TileTitleModel.self)

        func tiles(_ contacts: [Contact]) -> [any AnyCellViewModel] {
            contacts.map { contact in ContactTileModel(contact: contact) { log.append("selected \(contact.name)") } }
        }
        adapter.data = [
            Section(
                id: "friends", insets: UIEdgeInsets(top: 8, left: 12, bottom: 16, right: 12), lineSpacing: 8,
                interitemSpacing: 8, header: TileTitleModel(title: "Friends"), items: tiles(AddressBook.friends)),
            Section(
                id: "colleagues", insets: UIEdgeInsets(top: 8, left: 12, bottom: 16, right: 12), lineSpacing: 8,
                interitemSpacing: 8, header: TileTitleModel(title: "Colleagues"), items: tiles(AddressBook.colleagues)),
        ]

        output += Appearance.screen("Collection, flow layout: first screen", collectionView)

        collectionView.scrollToItem(at: IndexPath(item: 4, section: 1), at: .centeredVertically, animated: false)
        collectionView.layoutIfNeeded()
        collectionView.tapItem(at: IndexPath(item: 4, section: 1))
        output += Appearance.screen(
            "Collection: scrolled to item 4 of section 1 and tapped it", collectionView)
        output += "handler log: \(log.joined(separator: ", "))\n"
        return output
    }
}
