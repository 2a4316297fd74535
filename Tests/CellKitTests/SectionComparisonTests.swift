import CellKit
import CellKitTestSupport
import Testing

// `Section ==`, `OutlineItem ==` and the descriptions of sections and update results. The
// diffable fixtures (`ApplyRow`, `ApplyOtherRow`, `ApplyPlainRow`, `DiffableUserModel`) are
// AdapterApplyBehaviourTests' and CellViewModelNamesTests'.

/// A row model without identity whose type is `Equatable`.
struct ComparedEquatableRow: CellViewModel, Equatable {
    let text: String
    func setup(cell: TextTableCell) { cell.show(text) }
}

/// A row model without identity that is a class and not `Equatable`.
final class ComparedClassRow: CellViewModel {
    let text: String
    init(_ text: String) { self.text = text }
    func setup(cell: TextTableCell) { cell.show(text) }
}

/// An `Equatable` header model.
struct ComparedHeader: SupplementaryViewModel, Equatable {
    let title: String
    func setup(view: TitleHeaderView) { view.titleLabel.text = title }
}

/// A second `Equatable` header model, with the same content as ``ComparedHeader``.
struct ComparedOtherHeader: SupplementaryViewModel, Equatable {
    let title: String
    func setup(view: TitleHeaderView) { view.titleLabel.text = title }
}

@MainActor
@Suite("Sections compare and print their contents")
struct SectionComparisonTests {
    @Test("Diffable models compare as the diff does: same type, same identifier, same content")
    func diffableModels() {
        let section = Section(id: "s", items: [ApplyRow("a", "one"), DiffableUserModel(id: 1, name: "Harpo")])
        #expect(section == Section(id: "s", items: [ApplyRow("a", "one"), DiffableUserModel(id: 1, name: "Harpo")]))
        // Content changed (ApplyRow's Equatable `==`; DiffableUserModel's isEqual(to:) compares names).
        #expect(section != Section(id: "s", items: [ApplyRow("a", "two"), DiffableUserModel(id: 1, name: "Harpo")]))
        #expect(section != Section(id: "s", items: [ApplyRow("a", "one"), DiffableUserModel(id: 1, name: "Chico")]))
        // Identity changed, content the same.
        #expect(section != Section(id: "s", items: [ApplyRow("b", "one"), DiffableUserModel(id: 1, name: "Harpo")]))
        // Same identifier in another type.
        #expect(Section(id: "s", items: [ApplyRow("a")]) != Section(id: "s", items: [ApplyOtherRow(id: "a")]))
        // Order and count matter.
        #expect(section != Section(id: "s", items: [DiffableUserModel(id: 1, name: "Harpo"), ApplyRow("a", "one")]))
        #expect(section != Section(id: "s", items: [ApplyRow("a", "one")]))
    }

    @Test("Models without identity: Equatable types by ==, classes by instance, others equal to nothing")
    func modelsWithoutIdentity() {
        #expect(Section(items: [ComparedEquatableRow(text: "a")]) == Section(items: [ComparedEquatableRow(text: "a")]))
        #expect(Section(items: [ComparedEquatableRow(text: "a")]) != Section(items: [ComparedEquatableRow(text: "b")]))

        let instance = ComparedClassRow("a")
        #expect(Section(items: [instance]) == Section(items: [instance]))
        #expect(Section(items: [instance]) != Section(items: [ComparedClassRow("a")]), "another instance, same text")

        // A struct that adopts neither Equatable nor DiffableViewModel cannot be compared: the
        // section is not even equal to itself.
        let plain = Section(items: [ApplyPlainRow(text: "a")])
        #expect(plain != plain)
        // A diffable model is never equal to a model without identity.
        #expect(Section(items: [ApplyRow("a")]) != Section(items: [ComparedEquatableRow(text: "a")]))
    }

    @Test("Headers and footers compare by type and ==, and must both be present or both absent")
    func headersAndFooters() {
        let section = Section(id: 1, header: ComparedHeader(title: "H"), footer: ComparedHeader(title: "F"))
        #expect(section == Section(id: 1, header: ComparedHeader(title: "H"), footer: ComparedHeader(title: "F")))
        #expect(section != Section(id: 1, header: ComparedHeader(title: "X"), footer: ComparedHeader(title: "F")))
        #expect(section != Section(id: 1, header: ComparedOtherHeader(title: "H"), footer: ComparedHeader(title: "F")))
        #expect(section != Section(id: 1, header: ComparedHeader(title: "H")))
        #expect(section != Section(id: 1, footer: ComparedHeader(title: "F")))
        // A header type that is not Equatable is equal to nothing.
        #expect(Section(header: TitleHeaderModel("H")) != Section(header: TitleHeaderModel("H")))
    }

    @Test("Ids, insets and spacings are compared; layouts by kind")
    func layoutValues() {
        let base = Section(
            id: "s", insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), lineSpacing: 8, interitemSpacing: 4)
        #expect(base == base)
        var changed = base
        changed.id = "t"
        #expect(base != changed)
        changed = base
        changed.id = nil
        #expect(base != changed)
        changed = base
        changed.insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5)
        #expect(base != changed)
        changed = base
        changed.lineSpacing = nil
        #expect(base != changed)
        changed = base
        changed.interitemSpacing = 5
        #expect(base != changed)

        let plainList = Section(id: "s", layout: .list(UICollectionLayoutListConfiguration(appearance: .plain)))
        let groupedList = Section(id: "s", layout: .list(UICollectionLayoutListConfiguration(appearance: .grouped)))
        let grid = Section(
            id: "s",
            layout: .compositional { _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                return NSCollectionLayoutSection(
                    group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
            })
        #expect(plainList == groupedList, "two list layouts are of one kind")
        #expect(plainList != grid)
        #expect(plainList != Section(id: "s"))
    }

    @Test("Outline sections compare their trees: models, expansion and children")
    func outlines() {
        func library(expanded: Bool, child: String = "b") -> Section {
            Section(id: "o", outline: [OutlineItem(ApplyRow("a"), isExpanded: expanded, children: [OutlineItem(ApplyRow(child))])])
        }
        #expect(library(expanded: true) == library(expanded: true))
        #expect(library(expanded: false) == library(expanded: false))
        #expect(library(expanded: true) != library(expanded: false))
        // A hidden child differs too, though the visible items are the same.
        #expect(library(expanded: false) != library(expanded: false, child: "c"))
        #expect(library(expanded: false) != Section(id: "o", items: [ApplyRow("a")]), "an outline against plain items")
    }

    @Test("A section prints its id, layout values, header and footer types, and its items with their identifiers")
    func sectionDescription() {
        let section = Section(
            id: "friends", lineSpacing: 8, header: ComparedHeader(title: "Friends"),
            items: [ApplyRow("ada"), DiffableUserModel(id: 7, name: "Harpo"), ApplyPlainRow(text: "x")])
        #expect(
            section.description
                == #"Section(id: "friends", lineSpacing: 8.0, header: ComparedHeader, items: [ApplyRow("ada"), DiffableUserModel(7), ApplyPlainRow])"#
        )
        let full = Section(
            id: 3, insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), lineSpacing: 0, interitemSpacing: 5,
            footer: ComparedHeader(title: "F"), layout: .list(UICollectionLayoutListConfiguration(appearance: .plain)))
        #expect(
            full.description
                == "Section(id: 3, insets: {1, 2, 3, 4}, lineSpacing: 0.0, interitemSpacing: 5.0, layout: list, footer: ComparedHeader, items: [])"
        )
        #expect(Section().description == "Section(items: [])")
        let outline = Section(outline: [OutlineItem(ApplyRow("a"), isExpanded: true, children: [OutlineItem(ApplyRow("b"))])])
        #expect(outline.description == #"Section(outline, items: [ApplyRow("a"), ApplyRow("b")])"#)
    }

    @Test("An update result prints what the adapter did")
    func dataUpdateDescription() {
        #expect(DataUpdate.batchUpdates(stages: 0).description == "batch updates: nothing changed")
        #expect(DataUpdate.batchUpdates(stages: 1).description == "batch updates in 1 stage")
        #expect(DataUpdate.batchUpdates(stages: 3).description == "batch updates in 3 stages")
        #expect(DataUpdate.reloadData(reason: "section 0 has no id").description == "reloadData(): section 0 has no id")
        #expect(DataUpdate.refused(reason: "inside a batch update").description == "refused: inside a batch update")
    }

    @Test("A failed expectation on sections shows both sections' descriptions")
    func failureMessage() {
        let shown = [Section(id: "s", items: [ApplyRow("a", "one")])]
        let expected = [Section(id: "s", items: [ApplyRow("a", "one"), ApplyRow("b")])]
        withKnownIssue {
            #expect(shown == expected)
        } matching: { issue in
            let message = String(describing: issue)
            return message.contains(#"[Section(id: "s", items: [ApplyRow("a")])]"#)
                && message.contains(#"[Section(id: "s", items: [ApplyRow("a"), ApplyRow("b")])]"#)
        }
    }
}
