import CellKit
import CellKitTestSupport
import Testing

// An apply checks for an identity only the models outside the diff's common leading and trailing
// runs (the runs hold only models with an identity), and the diff does not compare again the
// leading rows the row-for-row check found equal. These applies put models without identity
// inside otherwise equal runs, at both ends, in one data set or in both, in the very arrays
// shown, and next to refused sections, and check that the refusal names the same model as a
// check of every row would, in the same order (the current data's sections first, each in order,
// a section's id after the models of the sections before it); and that the leading rows handed
// to the diff end where the rows stop being equal, section by section. The fixtures are
// AdapterApplyBehaviourTests'.

/// A second row model without identity, to tell which model a refusal names.
struct ApplyOtherPlainRow: CellViewModel {
    let text: String
    func setup(cell: TextTableCell) { cell.show(text) }
}

@MainActor
@Suite("Adapters apply: identities checked outside the common runs")
struct AdapterApplyIdentityCheckTests {
    private func table(_ sections: [Section]) -> (UITableView, TableDataAdapter) {
        let tableView = makeTable(height: 44 * 40)
        let adapter = TableDataAdapter(tableView: tableView)
        tableView.register(ApplyRow.self, ApplyPlainRow.self, ApplyOtherPlainRow.self, TitleHeaderModel.self)
        adapter.data = sections
        tableView.layoutIfNeeded()
        return (tableView, adapter)
    }

    /// `ApplyRow`s r0 … r<count - 1>, the row at `plain` (if any) replaced by an `ApplyPlainRow`,
    /// the row at `edited` showing ", edited", a row "new" inserted before `inserted` (at the end
    /// for `count`).
    private func rows(
        _ count: Int = 12, plain: Int? = nil, edited: Int? = nil, inserted: Int? = nil
    ) -> [any AnyCellViewModel] {
        (0..<count).flatMap { index -> [any AnyCellViewModel] in
            let row: any AnyCellViewModel =
                index == plain ? ApplyPlainRow(text: "p\(index)") : ApplyRow("r\(index)", index == edited ? "r\(index), edited" : nil)
            return index == inserted ? [ApplyRow("new"), row] : [row]
        } + (inserted == count ? [ApplyRow("new")] : [])
    }

    private let plainReason = "ApplyPlainRow does not adopt DiffableViewModel"
    private let otherPlainReason = "ApplyOtherPlainRow does not adopt DiffableViewModel"

    @Test("a model without identity in both data sets, where the common runs would hold it, is refused")
    func withoutIdentityInsideRuns() {
        // Before the first change (the leading run), after the last (the trailing run), and in a
        // section that is equal throughout, the other section changed.
        for plain in [0, 3, 10, 11] {
            for change in [(edited: 6, inserted: nil), (edited: nil, inserted: 6)] as [(edited: Int?, inserted: Int?)] {
                let (tableView, adapter) = table([Section(id: "s", items: rows(plain: plain))])
                let update = adapter.apply([Section(id: "s", items: rows(plain: plain, edited: change.edited, inserted: change.inserted))])
                #expect(reason(of: update).contains(plainReason), "plain row \(plain), \(change)")
                #expect(visibleTexts(tableView).count == (change.inserted == nil ? 12 : 13))
            }
        }
        let (_, adapter) = table([Section(id: "a", items: rows(plain: 4)), Section(id: "b", items: rows())])
        let update = adapter.apply([Section(id: "a", items: rows(plain: 4)), Section(id: "b", items: rows(edited: 2))])
        #expect(reason(of: update).contains(plainReason))
    }

    @Test("a model without identity in one data set only, or in the middle, is refused")
    func withoutIdentityInOneDataSet() {
        for plain in [0, 5, 11] {
            let (_, adapter) = table([Section(id: "s", items: rows(plain: plain))])
            #expect(reason(of: adapter.apply([Section(id: "s", items: rows(inserted: 6))])).contains(plainReason))
            let (_, other) = table([Section(id: "s", items: rows())])
            #expect(reason(of: other.apply([Section(id: "s", items: rows(plain: plain, inserted: 6))])).contains(plainReason))
        }
    }

    @Test("the very arrays shown, holding a model without identity, are refused")
    func sameArraysWithoutIdentity() {
        let (tableView, adapter) = table([Section(id: "s", items: rows(plain: 3)), Section(id: "t", items: rows())])
        #expect(reason(of: adapter.apply(adapter.data)).contains(plainReason))
        #expect(visibleTexts(tableView).count == 24)
    }

    @Test("the refusal names the first model without identity: the current data first, each section in order")
    func refusalOrder() {
        let plain = { (text: String) -> any AnyCellViewModel in ApplyPlainRow(text: text) }
        let otherPlain = { (text: String) -> any AnyCellViewModel in ApplyOtherPlainRow(text: text) }
        // Current: the other plain row in section 1; target: a plain row in section 0.
        let (_, adapter) = table([Section(id: "a", items: rows(3)), Section(id: "b", items: rows(3) + [otherPlain("o")])])
        let update = adapter.apply([Section(id: "a", items: [plain("p")] + rows(3)), Section(id: "b", items: rows(3))])
        #expect(reason(of: update).contains(otherPlainReason))

        // One data set: the first of two models without identity, in two sections or in one.
        let (_, second) = table([Section(id: "a", items: rows(3))])
        #expect(
            reason(
                of: second.apply([
                    Section(id: "a", items: rows(3) + [otherPlain("o")]), Section(id: "b", items: [plain("p")] + rows(3)),
                ])
            ).contains(otherPlainReason))
        let (_, third) = table([Section(id: "a", items: rows(3))])
        #expect(reason(of: third.apply([Section(id: "a", items: rows(2) + [plain("p"), otherPlain("o")])])).contains(plainReason))

        // A section without an id after a model without identity, in either data set: the model.
        let (_, fourth) = table([Section(id: "a", items: rows(3) + [otherPlain("o")])])
        #expect(reason(of: fourth.apply([Section(id: "a", items: rows(3)), Section(items: rows(2))])).contains(otherPlainReason))
        let (_, fifth) = table([Section(id: "a", items: rows(3))])
        #expect(reason(of: fifth.apply([Section(id: "a", items: [plain("p")]), Section(items: rows(2))])).contains(plainReason))
        // Before it, or in a later section: the section.
        let (_, sixth) = table([Section(id: "a", items: rows(3))])
        #expect(
            reason(of: sixth.apply([Section(items: rows(2)), Section(id: "a", items: [plain("p")])]))
                == "section 0 has no id; give every Section an id to animate changes")
        let (_, seventh) = table([Section(id: "a", items: rows(3))])
        #expect(
            reason(of: seventh.apply([Section(id: "a", items: rows(3)), Section(id: "a", items: [plain("p")])]))
                .contains("sections 0 and 1 both have the id"))
        // A refused section in the target, a model without identity anywhere in the current data.
        let (_, eighth) = table([Section(id: "a", items: rows(3)), Section(id: "b", items: rows(3) + [otherPlain("o")])])
        #expect(reason(of: eighth.apply([Section(items: rows(3))])).contains(otherPlainReason))
    }

    @Test("the leading equal rows of each section end where the rows differ: later changes are all shown")
    func leadingRowsPerSection() throws {
        // Section a equal, b with a content change at `edited` and an insertion (or not), c
        // equal or with one row fewer; the sections shown again with new cells only where needed.
        for edited in [0, 1, 5, 10, 11] {
            for inserted in [nil, 0, 7, 12] as [Int?] {
                let (tableView, adapter) = table([
                    Section(id: "a", items: rows(4)), Section(id: "b", items: rows()), Section(id: "c", items: rows(4)),
                ])
                let kept = try (0..<4).map { try #require(textCell(tableView, $0, section: 0)) }
                let target = [
                    Section(id: "a", items: rows(4)), Section(id: "b", items: rows(edited: edited, inserted: inserted)),
                    Section(id: "c", items: rows(3)),
                ]
                let update = adapter.apply(target)
                tableView.layoutIfNeeded()
                #expect(update != .batchUpdates(stages: 0) && reason(ofOptional: update) == nil)
                #expect(adapter.data.map(\.items.count) == [4, inserted == nil ? 12 : 13, 3])
                var expectedTexts = (0..<12).map { $0 == edited ? "r\($0), edited" : "r\($0)" }
                if let inserted { expectedTexts.insert("new", at: inserted) }
                let shown = (0..<expectedTexts.count).map { textCell(tableView, $0, section: 1)?.label.text }
                #expect(shown == expectedTexts, "edited \(edited), inserted \(String(describing: inserted))")
                #expect((0..<4).map { textCell(tableView, $0, section: 0) === kept[$0] } == [true, true, true, true])
                #expect(kept.allSatisfy { $0.setupCount == 1 })
            }
        }
    }

    private func reason(ofOptional update: DataUpdate) -> String? {
        if case .reloadData(let reason) = update { return reason }
        return nil
    }

    private func reason(of update: DataUpdate) -> String {
        if case .reloadData(let reason) = update { return reason }
        Issue.record("expected a reload, got \(update)")
        return ""
    }
}
