import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Synchronization
import Testing

// The configuration update cycle documented on `ReusableView`: the order of its steps, how
// requests coalesce, that it runs before a view first shows, and how state reaches it.

/// A log that configurations (whose `updated(for:)` is not main-actor isolated) can write to.
private final class CycleLog: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ entry: String) { storage.withLock { $0.append(entry) } }
    var entries: [String] { storage.withLock { $0 } }
    func clear() { storage.withLock { $0.removeAll() } }
}

/// A configuration that logs `updated(for:)` and `makeContentView()`, and remembers the
/// selection and highlight of the state it was updated for.
private struct CycleConfiguration: UIContentConfiguration, Hashable {
    var name: String
    var log: CycleLog?
    var isHighlighted = false
    var isSelected = false

    @MainActor
    func makeContentView() -> any UIView & UIContentView {
        log?.append("makeContentView \(name)")
        return CycleContentView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> CycleConfiguration {
        log?.append("updated(for:) \(name)")
        var updated = self
        if let state = state as? UICellConfigurationState {
            updated.isHighlighted = state.isHighlighted
            updated.isSelected = state.isSelected
        }
        return updated
    }

    static func == (lhs: CycleConfiguration, rhs: CycleConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.isHighlighted == rhs.isHighlighted && lhs.isSelected == rhs.isSelected
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isHighlighted)
        hasher.combine(isSelected)
    }
}

/// Shows a ``CycleConfiguration`` and keeps every configuration it is given.
private final class CycleContentView: UIView, UIContentView {
    private(set) var given: [CycleConfiguration]

    init(configuration: CycleConfiguration) {
        given = [configuration]
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var current: CycleConfiguration { given[given.count - 1] }

    var configuration: any UIContentConfiguration {
        get { current }
        set { if let new = newValue as? CycleConfiguration { given.append(new) } }
    }
}

extension UIConfigurationStateCustomKey {
    fileprivate static let cycleItem = UIConfigurationStateCustomKey("tests.update-cycle.item")
}

/// A cell that builds its configuration from an item carried in a custom state, logging its
/// `updateConfiguration(using:)` calls and the traits it saw.
private final class CycleCell: UITableViewCell {
    var log: CycleLog?
    var item: String? {
        didSet { setNeedsUpdateConfiguration() }
    }
    private(set) var statesSeen: [UICellConfigurationState] = []

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.cycleItem] = item
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        statesSeen.append(state)
        log?.append("updateConfiguration")
        guard let item = state[.cycleItem] as? String else { return }
        contentConfiguration = CycleConfiguration(name: item, log: log)
    }
}

/// A data source whose cells are ``CycleCell``s showing "row N", and a delegate that records
/// what each cell shows when `willDisplay` arrives.
@MainActor
private final class CycleTableSource: UITableViewDataSource, UITableViewDelegate {
    var rowCount: Int
    var contentAtWillDisplay: [String?] = []
    var updateCountAtWillDisplay: [Int] = []

    init(rowCount: Int) { self.rowCount = rowCount }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cycle", for: indexPath)
        (cell as? CycleCell)?.item = "row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        contentAtWillDisplay.append((cell.contentView as? CycleContentView)?.current.name)
        updateCountAtWillDisplay.append(cell.configurationUpdateCount)
    }
}

/// A laid-out 320x480 table of ``CycleCell``s with its source (kept alive by the caller).
@MainActor
private func makeCycleTable(rows: Int = 5) -> (UITableView, CycleTableSource) {
    let table = makeTable()
    table.register(CycleCell.self, forCellReuseIdentifier: "cycle")
    let source = CycleTableSource(rowCount: rows)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, source)
}

@Suite("The configuration update cycle")
@MainActor
struct UpdateCycleTests {
    @Test("an update runs updateConfiguration, then the handler, then applies the last configuration once")
    func orderOfSteps() {
        let log = CycleLog()
        let cell = CycleCell(reuseIdentifier: nil)
        cell.log = log
        cell.item = "from update"
        cell.configurationUpdateHandler = { cell, _ in
            log.append("handler")
            cell.contentConfiguration = CycleConfiguration(name: "from handler", log: log)
        }

        cell.layoutIfNeeded()

        #expect(
            log.entries == [
                "updateConfiguration", "handler", "updated(for:) from handler", "makeContentView from handler",
            ])
        #expect((cell.contentView as? CycleContentView)?.current.name == "from handler")
    }

    @Test("several requests and state changes before a layout pass run one update")
    func requestsCoalesce() throws {
        let (table, source) = makeCycleTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CycleCell)
        let before = cell.configurationUpdateCount

        cell.setNeedsUpdateConfiguration()
        cell.setNeedsUpdateConfiguration()
        cell.isHighlighted = true
        cell.isSelected = true
        cell.setNeedsUpdateConfiguration()
        table.layoutIfNeeded()

        #expect(cell.configurationUpdateCount == before + 1)
        let shown = try #require((cell.contentView as? CycleContentView)?.current)
        #expect(shown.isHighlighted && shown.isSelected, "the one update saw every change")

        table.layoutIfNeeded()
        #expect(cell.configurationUpdateCount == before + 1, "no request, no update")
        withExtendedLifetime(source) {}
    }

    @Test("an update runs before a cell first shows: willDisplay sees its configuration applied")
    func updateBeforeFirstDisplay() {
        let (table, source) = makeCycleTable(rows: 3)

        #expect(source.contentAtWillDisplay.sorted { ($0 ?? "") < ($1 ?? "") } == ["row 0", "row 1", "row 2"])
        #expect(source.updateCountAtWillDisplay.count == 3)
        #expect(source.updateCountAtWillDisplay.allSatisfy { $0 >= 1 })
        withExtendedLifetime(table) {}
    }

    @Test("a configuration set outside an update shows at once, through updated(for:) for the current state")
    func assignmentOutsideAnUpdate() throws {
        let cell = UITableViewCell(reuseIdentifier: nil)
        cell.isSelected = true
        cell.contentConfiguration = CycleConfiguration(name: "direct")

        let shown = try #require((cell.contentView as? CycleContentView)?.current)
        #expect(shown.isSelected)
    }

    @Test("with automaticallyUpdatesContentConfiguration off, updated(for:) is not called")
    func automaticUpdatesOff() throws {
        let log = CycleLog()
        let cell = UITableViewCell(reuseIdentifier: nil)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.contentConfiguration = CycleConfiguration(name: "as is", log: log)
        cell.isSelected = true
        cell.layoutIfNeeded()

        #expect(!log.entries.contains { $0.hasPrefix("updated(for:)") })
        let view = try #require(cell.contentView as? CycleContentView)
        #expect(view.current.name == "as is")
        #expect(!view.current.isSelected, "the configuration is shown as it was set")

        cell.automaticallyUpdatesContentConfiguration = true
        cell.layoutIfNeeded()
        #expect(log.entries.contains("updated(for:) as is"))
        #expect(view.current.isSelected)
    }

    @Test("a custom state added by overriding configurationState reaches updateConfiguration")
    func customState() throws {
        let cell = CycleCell(reuseIdentifier: nil)
        cell.item = "Lisbon"
        var handlerItems: [AnyHashable?] = []
        cell.configurationUpdateHandler = { _, state in handlerItems.append(state[.cycleItem]) }
        cell.layoutIfNeeded()
        #expect(cell.configurationState[.cycleItem] == AnyHashable("Lisbon"))
        #expect((cell.contentView as? CycleContentView)?.current.name == "Lisbon")

        cell.item = "Oslo"
        cell.layoutIfNeeded()

        #expect((cell.contentView as? CycleContentView)?.current.name == "Oslo")
        #expect(cell.statesSeen.map { $0[.cycleItem] } == [AnyHashable("Lisbon"), AnyHashable("Oslo")])
        #expect(handlerItems == [AnyHashable("Lisbon"), AnyHashable("Oslo")])
    }

    @Test("a configuration update handler runs while set, and no more once it is removed or replaced")
    func handlerSetRemovedAndReplaced() {
        let cell = UITableViewCell(reuseIdentifier: nil)
        var calls: [String] = []
        cell.configurationUpdateHandler = { _, _ in calls.append("first") }
        cell.layoutIfNeeded()
        cell.configurationUpdateHandler = nil
        cell.layoutIfNeeded()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.configurationUpdateHandler == nil)
        cell.configurationUpdateHandler = { _, state in calls.append("second \(state.isSelected)") }
        cell.layoutIfNeeded()
        #expect(calls == ["first", "second true"])
        #expect(cell.configurationUpdateCount == 4)
    }

    @Test("a trait change on the table reaches the visible cells' state at the next layout pass")
    func traitChange() throws {
        let (table, source) = makeCycleTable(rows: 3)
        let cells = table.visibleCells.compactMap { $0 as? CycleCell }
        try #require(cells.count == 3)

        table.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(cells.allSatisfy { $0.statesSeen.last?.traitCollection.userInterfaceStyle == .light })

        table.layoutIfNeeded()

        for cell in cells {
            #expect(cell.statesSeen.last?.traitCollection.userInterfaceStyle == .dark)
            #expect(cell.configurationState.traitCollection.userInterfaceStyle == .dark)
        }
        withExtendedLifetime(source) {}
    }

    @Test("a tap shows the highlighted configuration during the touch, then the selected one")
    func stateFromATap() throws {
        let (table, source) = makeCycleTable(rows: 3)
        let indexPath = IndexPath(row: 1, section: 0)
        let view = try #require(table.cellForRow(at: indexPath)?.contentView as? CycleContentView)
        let before = view.given.count

        table.tapRow(at: indexPath)

        let duringTap = view.given.dropFirst(before).map { ($0.isHighlighted, $0.isSelected) }
        #expect(duringTap.count == 2)
        #expect(duringTap.first.map { $0 == (true, false) } == true, "highlighted while the finger is down")
        #expect(duringTap.last.map { $0 == (false, true) } == true, "selected after the tap")
        #expect(table.cellForRow(at: indexPath)?.contentView === view)
        #expect(view.current.isSelected && !view.current.isHighlighted)
        withExtendedLifetime(source) {}
    }
}
