import CellKitTestSupport
import CellKitTesting
import Testing

// Tests that keep running (issue 16): with a handler installed, the programmer errors the engine
// can step over are handed to it and the engine goes on with its fallback; without one they stop
// the program with the same text.

/// The programmer errors a handler received. Only touched on the main actor: the engine reports
/// synchronously from the test's own calls.
private final class ReceivedErrors: @unchecked Sendable {
    var errors: [ProgrammerError] = []
    var messages: [String] { errors.map(\.message) }
}

/// Runs `body` with a handler collecting the programmer errors, and returns them.
@MainActor
private func collectingProgrammerErrors(_ body: () -> Void) -> ReceivedErrors {
    let received = ReceivedErrors()
    ProgrammerErrors.withHandler({ received.errors.append($0) }, body)
    return received
}

/// A model that declares `cellClass` as a class its setup cannot take.
struct MisdeclaredCellModel: CellViewModel {
    static var cellClass: AnyClass { BannerTableViewCell.self }
    func setup(cell: UserTableViewCell) { cell.nameLabel.text = "never" }
}

/// A model whose accessibility identifier is empty.
struct EmptyIdentifierModel: CellViewModel, Accessible {
    var accessibilityIdentifier: String? { "" }
    func setup(cell: UserTableViewCell) {}
}

private let misdeclaredMessage =
    "MisdeclaredCellModel.cellClass is BannerTableViewCell, but its setup(cell:) takes UserTableViewCell, and "
    + "BannerTableViewCell is not UserTableViewCell or a subclass of it"

@MainActor
@Suite("Programmer errors: a test's handler records them and the engine goes on")
struct ProgrammerErrorHandlerTests {
    @Test("a forgotten registration records one issue at the test's line, and the test goes on with placeholder cells")
    func forgottenRegistrationRecordsAnIssue() {
        let tableView = makeTable()
        let adapter = TableDataAdapter(tableView: tableView)
        withKnownIssue {
            withProgrammerErrorsRecorded {
                adapter.data = [Section(items: [UserCellModel(user: User(name: "Groucho"))])]
                tableView.layoutIfNeeded()
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("UserCellModel is not registered with this table view.") }
        }
        // The run goes on: the row shows an empty placeholder cell, framed as the row.
        let cells = tableView.visibleCells
        #expect(cells.count == 1)
        #expect(cells.first.map { type(of: $0) == UITableViewCell.self } == true)
        #expect(cells.first?.frame == tableView.rectForRow(at: IndexPath(row: 0, section: 0)))
    }

    @Test("each dequeue of an unregistered model reports once, naming the type and the register call")
    func unregisteredModelReportsOncePerDequeue() {
        let (collectionView, _) = makeCollection()
        let adapter = CollectionDataAdapter(collectionView: collectionView)
        let received = collectingProgrammerErrors {
            adapter.data = [Section(items: [UserItemModel("Chico"), UserItemModel("Harpo")])]
            collectionView.layoutIfNeeded()
        }
        #expect(received.messages.count == 2)
        #expect(received.messages.allSatisfy {
            $0 == "UserItemModel is not registered with this collection view. Call collectionView.register("
                + "UserItemModel.self) before it shows the model, or set automaticallyInferCellViewModelTypes on its adapter."
        })
        #expect(collectionView.visibleCells.map { type(of: $0) == UICollectionViewCell.self } == [true, true])
    }

    @Test("a dequeue of an unregistered reuse identifier reports UIKit's text and returns an empty cell")
    func unregisteredIdentifierReturnsPlaceholder() throws {
        let (tableView, _) = makeTable(rows: [1])
        var cell: UITableViewCell?
        let received = collectingProgrammerErrors {
            cell = tableView.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
        #expect(received.messages == [
            "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier "
                + "or connect a prototype cell in a storyboard"
        ])
        #expect(received.errors.first?.fileID == "HeadlessUIKit/UITableView.swift")
        #expect(try #require(cell).reuseIdentifier == "missing")

        let (collectionView, _, _) = makeCollection(items: [1])
        var item: UICollectionViewCell?
        let fromCollection = collectingProgrammerErrors {
            item = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        }
        #expect(fromCollection.messages.count == 1)
        #expect(fromCollection.messages.first?.hasPrefix("could not dequeue a view of kind: UICollectionElementKindCell with identifier missing") == true)
        #expect(try #require(item).frame == collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
    }

    @Test("an invalid batch update reports UIKit's exception text and changes nothing; completion does not run")
    func refusedBatchUpdateChangesNothing() {
        let (tableView, source) = makeTable(rows: [3])
        let before = tableView.visibleCells.map(ObjectIdentifier.init)
        var completed = false
        let received = collectingProgrammerErrors {
            source.rowCounts = [4]
            tableView.performBatchUpdates({}, completion: { _ in completed = true })
        }
        #expect(received.messages.count == 1)
        #expect(received.messages.first?.hasPrefix(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: "
                + "invalid number of rows in section 0.") == true)
        #expect(!completed)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.visibleCells.map(ObjectIdentifier.init) == before)
    }

    @Test("an insertion outside a batch that does not match the data source reports and changes nothing")
    func refusedSingleChangeChangesNothing() {
        let (tableView, _) = makeTable(rows: [3])
        let received = collectingProgrammerErrors {
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(received.messages.count == 1)
        #expect(received.messages.first?.hasPrefix("insertRows(at:with:): Invalid update") == true)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test("an apply between beginUpdates() and endUpdates() reports at endUpdates(), and adapter and table stay as they were")
    func applyInsideBeginEndReports() {
        let (tableView, adapter) = applyTable([applySection("s", ["a", "b", "c"])])
        let received = collectingProgrammerErrors {
            tableView.beginUpdates()
            _ = adapter.apply([applySection("s", ["a", "b", "c", "d", "e"])])
            tableView.endUpdates()
        }
        #expect(received.messages.count == 1)
        #expect(received.messages.first?.contains("apply(_:animated:) was called inside a batch update of the table view") == true)
        #expect(adapter.data[0].items.count == 3)
        #expect(visibleTexts(tableView) == ["a", "b", "c"])
    }

    @Test("a model whose cellClass its setup cannot take is reported as that at registration, and by checkNoRegistrationConflicts")
    func misdeclaredViewClassIsReported() throws {
        let tableView = makeTable()
        let received = collectingProgrammerErrors { tableView.register(MisdeclaredCellModel.self) }
        #expect(received.messages.count == 1)
        #expect(received.messages.first?.hasPrefix(misdeclaredMessage) == true)
        let error = #expect(throws: CellKitTestingError.self) { try tableView.checkNoRegistrationConflicts() }
        guard case .inconsistentViewClasses(let errors) = error else {
            Issue.record("expected inconsistentViewClasses, got \(String(describing: error))")
            return
        }
        #expect(errors == [
            .inconsistentViewClass(
                model: "MisdeclaredCellModel", classProperty: "cellClass", declared: "BannerTableViewCell",
                setup: "setup(cell:)", setupTakes: "UserTableViewCell")
        ])
        // A dequeue reports the same cause, not a reuse identifier registered again.
        let adapter = TableDataAdapter(tableView: tableView)
        let atDequeue = collectingProgrammerErrors {
            adapter.data = [Section(items: [MisdeclaredCellModel()])]
            tableView.layoutIfNeeded()
        }
        #expect(atDequeue.messages.count == 1)
        #expect(atDequeue.messages.first?.hasPrefix(misdeclaredMessage) == true)
        #expect(tableView.visibleCells.first is BannerTableViewCell)
    }

    @Test("consistent models are not reported by assertNoRegistrationConflicts")
    func consistentModelsPass() throws {
        let tableView = makeTable()
        tableView.register(UserCellModel.self)
        #expect(tableView.assertNoRegistrationConflicts())
    }

    @Test("an empty accessibility identifier is reported, not exported")
    func emptyAccessibilityIdentifierIsReported() {
        let error = #expect(throws: CellKitTestingError.self) {
            try AccessibilityFixture(
                sections: [Section(items: [UserCellModel(user: User(name: "Zeppo")), EmptyIdentifierModel()])], in: .table)
        }
        guard case .emptyAccessibilityIdentifiers(let entries) = error else {
            Issue.record("expected emptyAccessibilityIdentifiers, got \(String(describing: error))")
            return
        }
        #expect(entries.map(\.place) == ["row 1 of section 0"])
        #expect(error?.description.hasPrefix(
            "1 view's model returns an empty accessibilityIdentifier, which no UI test can look up, so the fixture "
                + "does not export it: EmptyIdentifierModel (row 1 of section 0).") == true)
    }

    @Test("an apply that falls back to a reload keeps the reason where a test can read it")
    func fallbackReasonIsKept() {
        let (tableView, adapter) = applyTable([applySection("s", ["a"])])
        #expect(adapter.lastUpdate == nil)
        tableView.register(ApplyPlainRow.self)
        adapter.update(data: [Section(id: "s", items: [ApplyPlainRow(text: "plain")])], animated: true)
        guard case .reloadData(let reason) = adapter.lastUpdate else {
            Issue.record("expected a reload, got \(String(describing: adapter.lastUpdate))")
            return
        }
        #expect(reason.contains("ApplyPlainRow does not adopt DiffableViewModel"))
    }

    @Test("the handler applies only inside withHandler")
    func handlerIsScoped() {
        #expect(ProgrammerErrors.handler == nil)
        ProgrammerErrors.withHandler({ _ in }) { #expect(ProgrammerErrors.handler != nil) }
        #expect(ProgrammerErrors.handler == nil)
    }

    @Test("without a handler, a forgotten registration still stops the program with the same text")
    func withoutHandlerItStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = makeTable()
                let adapter = TableDataAdapter(tableView: tableView)
                adapter.data = [Section(items: [UserCellModel(user: User(name: "Groucho"))])]
                tableView.layoutIfNeeded()
            }
        }
        #expect(standardError(of: result).contains("UserCellModel is not registered with this table view."))
    }

    @Test("without a handler, a model whose cellClass its setup cannot take stops at registration")
    func misdeclaredViewClassStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { makeTable().register(MisdeclaredCellModel.self) }
        }
        #expect(standardError(of: result).contains(misdeclaredMessage))
    }
}
