import CellKit
import CellKitTestSupport
import Testing

// The identity the adapters diff by, read through `any AnyCellViewModel` as an adapter holds
// models: `hasDiffIdentity`, `hashDiffIdentity(into:)`, `hasSameDiffIdentity(as:)` and
// `isContentEqual(toModel:)` must agree with `diffIdentity()` (type plus identifier) for both
// kinds of diffable model. The fixtures are AdapterApplyBehaviourTests' and
// CellViewModelNamesTests'.

private func hash(_ model: any AnyCellViewModel) -> Int {
    var hasher = Hasher()
    model.hashDiffIdentity(into: &hasher)
    return hasher.finalize()
}

@MainActor
@Suite("Diff identities read through AnyCellViewModel")
struct DiffIdentityTests {
    @Test("A DiffableViewModel matches a model of its type with an equal identifier, whatever the content")
    func diffableViewModel() {
        let a: any AnyCellViewModel = ApplyRow("a", "first")
        let sameID: any AnyCellViewModel = ApplyRow("a", "changed")
        let otherID: any AnyCellViewModel = ApplyRow("b", "first")
        #expect(a.hasDiffIdentity)
        #expect(a.hasSameDiffIdentity(as: sameID))
        #expect(sameID.hasSameDiffIdentity(as: a))
        #expect(!a.hasSameDiffIdentity(as: otherID))
        #expect(hash(a) == hash(sameID))
        // Content: the model's own equality, asked only between models of one type.
        #expect(!a.isContentEqual(toModel: sameID))
        #expect(a.isContentEqual(toModel: ApplyRow("a", "first")))
        // The same answers as the boxed identity.
        #expect(a.diffIdentity() == sameID.diffIdentity())
        #expect(a.diffIdentity() != otherID.diffIdentity())
    }

    @Test("Models of two types never match, even with equal identifiers")
    func typesNeverMatch() {
        let row: any AnyCellViewModel = ApplyRow("a")
        let other: any AnyCellViewModel = ApplyOtherRow(id: "a")
        #expect(!row.hasSameDiffIdentity(as: other))
        #expect(!other.hasSameDiffIdentity(as: row))
        #expect(!row.isContentEqual(toModel: other))
        #expect(row.diffIdentity() != other.diffIdentity())
    }

    @Test("The CellViewModel library's DiffableCellViewModel matches by diffIdentifier within its type")
    func originalDiffables() {
        let harpo: any AnyCellViewModel = DiffableUserModel(id: 1, name: "Harpo")
        let renamed: any AnyCellViewModel = DiffableUserModel(id: 1, name: "Chico")
        let other: any AnyCellViewModel = DiffableUserModel(id: 2, name: "Harpo")
        #expect(harpo.hasDiffIdentity)
        #expect(harpo.hasSameDiffIdentity(as: renamed))
        #expect(!harpo.hasSameDiffIdentity(as: other))
        #expect(hash(harpo) == hash(renamed))
        #expect(!harpo.isContentEqual(toModel: renamed))
        #expect(!harpo.hasSameDiffIdentity(as: ApplyRow("1")))
    }

    @Test("A subclass instance has its own identity, and its content compares with its superclass's as `as?` allows")
    func classModels() {
        let base: any AnyCellViewModel = IdentityClassRow(id: 1, text: "one")
        let sub: any AnyCellViewModel = IdentityClassSubRow(id: 1, text: "one")
        // Identities are typed by the dynamic type, as `diffIdentity()` types them, so equal
        // identities always hash alike.
        #expect(base.diffIdentity() != sub.diffIdentity())
        #expect(!base.hasSameDiffIdentity(as: sub))
        #expect(!sub.hasSameDiffIdentity(as: base))
        #expect(sub.hasSameDiffIdentity(as: IdentityClassSubRow(id: 1, text: "changed")))
        // Content: the superclass takes the subclass instance (`sub as? IdentityClassRow`
        // succeeds) and compares; the subclass cannot take the superclass instance.
        #expect(base.isContentEqual(toModel: sub))
        #expect(!base.isContentEqual(toModel: IdentityClassSubRow(id: 1, text: "two")))
        #expect(!sub.isContentEqual(toModel: base))
    }

    @Test("An Identifiable, Equatable model needs neither differenceIdentifier nor isContentEqual(to:)")
    func identifiableModels() throws {
        let a: any AnyCellViewModel = IdentifiableRow(id: 7, text: "seven")
        #expect(a.hasSameDiffIdentity(as: IdentifiableRow(id: 7, text: "renamed")))
        #expect(!a.hasSameDiffIdentity(as: IdentifiableRow(id: 8, text: "seven")))
        #expect(a.isContentEqual(toModel: IdentifiableRow(id: 7, text: "seven")))
        #expect(!a.isContentEqual(toModel: IdentifiableRow(id: 7, text: "renamed")))

        // Through an adapter: matched by id, so the edited row keeps its cell and is set up again.
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(IdentifiableRow.self)
        adapter.data = [Section(id: "s", items: [IdentifiableRow(id: 1, text: "one"), IdentifiableRow(id: 2, text: "two")])]
        tableView.layoutIfNeeded()
        let cellTwo = try #require(textCell(tableView, 1))
        let update = adapter.apply([
            Section(id: "s", items: [IdentifiableRow(id: 2, text: "two, edited"), IdentifiableRow(id: 3, text: "three")])
        ])
        if case .batchUpdates = update {} else { Issue.record("expected batch updates, got \(update)") }
        #expect(visibleTexts(tableView) == ["two, edited", "three"])
        #expect(textCell(tableView, 0) === cellTwo)
        #expect(cellTwo.prepareForReuseCount == 0)
    }

    @Test("A model without identity has none: it matches nothing, not even itself")
    func plainModels() {
        let plain: any AnyCellViewModel = ApplyPlainRow(text: "x")
        #expect(!plain.hasDiffIdentity)
        #expect(plain.diffIdentity() == nil)
        #expect(!plain.hasSameDiffIdentity(as: plain))
        #expect(!ApplyRow("x").hasSameDiffIdentity(as: plain))
    }
}

/// A class-based diffable model, and a subclass of it.
class IdentityClassRow: CellViewModel, DiffableViewModel {
    let id: Int
    let text: String
    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: IdentityClassRow) -> Bool { text == source.text }
    func setup(cell: TextTableCell) { cell.show(text) }
}

final class IdentityClassSubRow: IdentityClassRow {}

/// A diffable model that writes neither `differenceIdentifier` nor `isContentEqual(to:)`:
/// `Identifiable` gives the identity, `Equatable` the content equality.
struct IdentifiableRow: CellViewModel, DiffableViewModel, Identifiable, Equatable {
    let id: Int
    let text: String
    func setup(cell: TextTableCell) { cell.show(text) }
}
