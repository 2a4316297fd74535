import CellKitTestSupport
import ListDiff
import Testing

@testable import CellKit

// When the data applied has the same sections as the data shown, the adapters' apply leaves the
// rows that stay as they are at each section's ends out of the diff (`DiffTrim`): the diff's
// values of those rows are never made, and its changes are moved back to the whole sections'
// rows. These tests check that the trimmed diff gives the whole diff's changes, stage by stage,
// with each stage's data (random edits with repeated identifiers, content changes next to the
// ends, moves within and across sections), and that an apply through the adapter shows them:
// each row its model, the rows that stay their cells. The fixture `ApplyRow` is
// AdapterApplyBehaviourTests'.

@MainActor
@Suite("Adapters apply: the rows at the sections' ends left out of the diff")
struct AdapterApplyTrimTests {
    /// `count` rows named `<section>-<index>`, each its own text.
    private func rows(_ section: String, _ count: Int) -> [ApplyRow] {
        (0..<count).map { ApplyRow("\(section)-\($0)") }
    }

    /// `sections` edited at random: rows deleted, inserted (some with an identifier already in
    /// the data), changed in content, moved within their section or to another.
    private func edited(_ sections: [[ApplyRow]], _ generator: inout SeededGenerator) -> [[ApplyRow]] {
        var sections = sections
        for _ in 0..<generator.int(1...4) {
            let section = generator.int(0...(sections.count - 1))
            let count = sections[section].count
            switch generator.int(0...5) {
            case 0 where count > 0:
                sections[section].remove(at: generator.int(0...(count - 1)))
            case 1:
                sections[section].insert(ApplyRow("new-\(generator.int(0...5))"), at: generator.int(0...count))
            case 2 where count > 0:
                // A repeated identifier: a copy of another row of the data.
                let other = sections[generator.int(0...(sections.count - 1))]
                guard let copied = other.randomElement(using: &generator) else { break }
                sections[section].insert(copied, at: generator.int(0...count))
            case 3 where count > 0:
                let row = generator.int(0...(count - 1))
                sections[section][row].text += "!"
            case 4 where count > 1:
                let row = sections[section].remove(at: generator.int(0...(count - 1)))
                sections[section].insert(row, at: generator.int(0...(count - 1)))
            case 5 where count > 0:
                let row = sections[section].remove(at: generator.int(0...(count - 1)))
                let to = generator.int(0...(sections.count - 1))
                sections[to].insert(row, at: generator.int(0...sections[to].count))
            default:
                break
            }
        }
        return sections
    }

    private func data(_ sections: [[ApplyRow]]) -> [Section] {
        sections.enumerated().map { Section(id: "s\($0.offset)", items: $0.element) }
    }

    /// The rows of `sections` as `id:text`.
    private func texts(_ sections: [Section]) -> [[String]] {
        sections.map { $0.items.map { ($0 as? ApplyRow).map { "\($0.id):\($0.text)" } ?? "?" } }
    }

    @Test("the trimmed diff gives the whole diff's stages: the same changes at the same rows, and the same data at each stage")
    func trimmedDiffGivesTheWholeDiff() throws {
        var generator = SeededGenerator(seed: 17)
        var trimmedCases = 0
        for _ in 0..<600 {
            let shown = (0..<generator.int(1...3)).map { rows("s\($0)", generator.int(0...12)) }
            if compare(data(shown), data(edited(shown, &generator))) { trimmedCases += 1 }
        }
        #expect(trimmedCases > 300)
        // The common leading run going on past the equal rows through a row changed in content,
        // into rows equal at the end when counted from the end (the sections' lengths differ, so
        // the two counts pair other rows): nothing may be left out at the end there.
        let a = ApplyRow("a"), x = ApplyRow("x"), c = ApplyRow("c"), d = ApplyRow("d"), changed = ApplyRow("x", "x!")
        let cases: [(current: [[ApplyRow]], target: [[ApplyRow]])] = [
            ([[a, x, c]], [[a, changed, c, c]]),
            ([[a, x, c, d]], [[a, changed, c, d, c, d]]),
            ([[a, a, x, c]], [[a, a, changed, c, c]]),
            ([[a, x, c, c]], [[a, changed, c]]),
            ([[a], [a, x, c]], [[a], [a, changed, c, c]]),
        ]
        for (current, target) in cases {
            #expect(compare(data(current), data(target)), "\(texts(data(current))) -> \(texts(data(target)))")
        }
    }

    /// Compares the trimmed diff of `current` to `target` with the whole diff; whether the diff
    /// was trimmed.
    private func compare(_ current: [Section], _ target: [Section]) -> Bool {
        var wasTrimmed = false
        withModels(of: current) { currentModels in
            withModels(of: target) { targetModels in
                guard
                    let known = target.leadingRowsShown(
                        by: current, readingModelsAt: targetModels, sourceModelsAt: currentModels)
                else { return }
                guard
                    let trim = DiffTrim(
                        target: target, current: current, knownEqualRows: known, targetModels: targetModels,
                        currentModels: currentModels),
                    case .success(let source) = current.diffable(readingModelsAt: currentModels),
                    case .success(let destination) = target.diffable(readingModelsAt: targetModels),
                    case .success(let trimmedSource) = current.diffable(readingModelsAt: currentModels, trim: trim),
                    case .success(let trimmedDestination) = target.diffable(
                        readingModelsAt: targetModels, trim: trim)
                else { return }
                wasTrimmed = true
                let whole = StagedChangeset(
                    source: source, target: destination, _knownEqualLeadingRuns: known,
                    _acceptingElementsOutsideCommonRuns: { _, _ in true })
                let trimmed = StagedChangeset(
                    source: trimmedSource, target: trimmedDestination, _knownEqualLeadingRuns: [],
                    _acceptingElementsOutsideCommonRuns: { _, _ in true }
                ).map(trim.untrimmed)
                guard let whole, let trimmed else {
                    Issue.record("a diff refused models that all have an identity")
                    return
                }
                #expect(whole.count == trimmed.count, "\(texts(current)) -> \(texts(target))")
                for (wholeStage, trimmedStage) in zip(whole, trimmed) {
                    #expect(wholeStage.elementDeleted == trimmedStage.elementDeleted)
                    #expect(wholeStage.elementInserted == trimmedStage.elementInserted)
                    #expect(wholeStage.elementUpdated == trimmedStage.elementUpdated)
                    #expect(
                        wholeStage.elementMoved.map { "\($0)" } == trimmedStage.elementMoved.map { "\($0)" },
                        "\(texts(current)) -> \(texts(target))")
                    #expect(
                        texts([Section](wholeStage.data))
                            == texts([Section](trimmedStage.data, trimmedFrom: target, by: trim)))
                }
            }
        }
        return wasTrimmed
    }

    @Test("applies of random edits show each row's model; the rows that stay keep their cells, those changed in content show it")
    func appliesShowTheirRows() throws {
        var generator = SeededGenerator(seed: 29)
        for _ in 0..<60 {
            let shown = (0..<generator.int(1...3)).map { rows("s\($0)", generator.int(0...10)) }
            // Identifiers unique, so that each row's cell can be followed.
            var next = edited(shown, &generator)
            var seen = Set<String>()
            next = next.map { $0.filter { seen.insert($0.id).inserted } }
            let tableView = makeTable(height: 44 * 40)
            let adapter = TableDataAdapter(tableView: tableView)
            tableView.register(ApplyRow.self)
            adapter.data = data(shown)
            tableView.layoutIfNeeded()
            let before = cellsByID(tableView, adapter)
            guard case .batchUpdates = adapter.apply(data(next)) else {
                Issue.record("not applied as batch updates")
                return
            }
            tableView.layoutIfNeeded()
            let shownTexts = (tableView.indexPathsForVisibleRows ?? []).map {
                (tableView.cellForRow(at: $0) as? TextTableCell)?.label.text
            }
            #expect(shownTexts == next.flatMap { $0.map(\.text) }, "\(shown) -> \(next)")
            for (id, cell) in cellsByID(tableView, adapter) where before[id] != nil {
                #expect(cell === before[id], "\(id) kept its cell")
            }
        }
    }

    /// The visible cells by their row's identifier.
    private func cellsByID(_ tableView: UITableView, _ adapter: TableDataAdapter) -> [String: UITableViewCell] {
        var cells: [String: UITableViewCell] = [:]
        for path in tableView.indexPathsForVisibleRows ?? [] {
            guard let row = adapter.data[path.section].items[path.row] as? ApplyRow else { continue }
            cells[row.id] = tableView.cellForRow(at: path)
        }
        return cells
    }
}
