import CellKit
import CellKitTesting
import Foundation
import ListDiff
import ListWorkloads

// Runs one of the key list workloads once, for `count-instructions.sh` to count its
// instructions under callgrind: the workload's setup runs outside `measuredRegion`, its measured
// part inside, and callgrind collects only inside (`--toggle-collect=cellkit_measured_region`).
// Prints the workload's name and how many units (scroll steps, applies, rows) it measured.
//
// Usage: InstructionCounts <workload> [units [rows]]; without arguments, lists the workloads.
// `rows` sizes the list (or the data set) of workloads that have one; scrolling stops at the
// bottom, so a short list may measure fewer steps than asked.

/// Whether `measuredRegion` prints each region's wall time and page faults
/// (`CELLKIT_REGION_STATS=1`), read once at launch. Without it, nothing but the workload runs
/// around the region.
let regionStats = ProcessInfo.processInfo.environment["CELLKIT_REGION_STATS"] != nil

/// Runs `body` as the measured part of a workload, in `cellkit_measured_region`.
@MainActor
func measuredRegion(_ body: @escaping @MainActor () -> Void) {
    regionBody = body
    guard regionStats else {
        enterMeasuredRegion()
        regionBody = nil
        return
    }
    var before = rusage()
    getrusage(RUSAGE_SELF.rawValue, &before)
    let start = DispatchTime.now().uptimeNanoseconds
    enterMeasuredRegion()
    let end = DispatchTime.now().uptimeNanoseconds
    do {
        // The region's wall time and page faults (`CELLKIT_REGION_STATS=1`), for a look at time
        // beyond instructions; taken outside the region, so the counts are unchanged.
        var after = rusage()
        getrusage(RUSAGE_SELF.rawValue, &after)
        let message = String(
            format: "region: %.2f ms, %ld minor faults, %ld major\n", Double(end - start) / 1e6,
            after.ru_minflt - before.ru_minflt, after.ru_majflt - before.ru_majflt)
        FileHandle.standardError.write(message.data(using: .utf8)!)
    }
    regionBody = nil
}

/// What `enterMeasuredRegion` runs: handed over through a variable, so that the function takes
/// no closure and the optimizer makes no copy of it specialized for one under another name (a
/// copy specialized for a closure was inlined, and callgrind never saw the region entered).
nonisolated(unsafe) var regionBody: (@MainActor () -> Void)?

/// The measured region. Its symbol name is fixed so that callgrind can collect instructions
/// inside it alone; never inlined, so that it exists to be found.
@_silgen_name("cellkit_measured_region") @inline(never)
func enterMeasuredRegion() {
    MainActor.assumeIsolated { regionBody!() }
}

/// A workload: what one unit is, the default number of units and of rows (nil for a workload
/// without a list), and the code (setup, then the measured region around the units of work),
/// which returns the number of units it measured.
struct Workload {
    let name: String
    let unit: String
    let defaultUnits: Int
    let defaultRows: Int?
    let run: @MainActor (_ units: Int, _ rows: Int) -> Int
}

/// A `TableDataAdapter` over `rows` `RowModel`s, shown.
@MainActor
func shownAdapterTable(rows: Int, exactHeights: Bool) -> (UITableView, TableDataAdapter) {
    let (table, adapter) = makeEagerTable()
    if exactHeights {
        table.rowHeight = 44
        table.estimatedRowHeight = 0
    }
    adapter.data = [Section(items: ModelCache.models(rows))]
    table.layoutIfNeeded()
    return (table, adapter)
}

/// Scrolls `list` down at most `units` steps in the measured region; the steps made.
@MainActor
func measuredScroll(_ list: UIScrollView, _ units: Int) -> Int {
    var steps = 0
    measuredRegion { steps = scroll(list, steps: units) }
    return steps
}

/// `units` applies to a table adapter showing `rows` diffable rows (`DiffRowModel`, or with
/// `boxed` `BoxedRowModel`, too large to lie in the existential). Each applies data built apart
/// from the data shown (as an app's new models are): equal to it, or, when `changing`,
/// alternately with one row removed and one inserted and back. With `copied`, each applies the
/// data shown copied and edited in the same way (``copiedEdits(of:units:rows:_:)``): the models
/// (and their boxes) are shared with the data shown.
@MainActor
func applies(_ units: Int, rows: Int, changing: Bool, boxed: Bool = false, copied: Bool = false) -> Int {
    let (table, adapter) = makeEagerTable()
    table.register(DiffRowModel.self)
    table.register(BoxedRowModel.self)
    let data = boxed ? boxedApplyData : applyData
    adapter.data = data(rows, false)
    table.layoutIfNeeded()
    let next =
        copied
        ? copiedEdits(of: adapter.data, units: units, rows: \.[0].items) {
            boxed ? BoxedRowModel(id: $0, title: $1) as any AnyCellViewModel : DiffRowModel(id: $0, title: $1)
        }
        : (0..<units).map { data(rows, changing && $0 % 2 == 0) }
    var stages = 0
    measuredRegion {
        for data in next {
            if case .batchUpdates(let count) = adapter.apply(data, animated: false) { stages += count }
        }
    }
    precondition(stages == (changing ? units : 0), "unexpected stages: \(stages)")
    return units
}

/// The diffs of ``applies(_:rows:changing:boxed:copied:)`` as raw `StagedChangeset`s over plain
/// values of the same identities and contents (`DiffRowValue`, or with `boxed` `BoxedRowValue`),
/// each data set built apart (or, `copied`, copied from the one before and edited) and the one
/// it replaces dropped as the adapter drops it: the adapter's apply against the raw diff in one
/// place.
@MainActor
func rawApplies(_ units: Int, rows: Int, changing: Bool, boxed: Bool = false, copied: Bool = false) -> Int {
    boxed
        ? rawApplies(units, rows: rows, changing: changing, copied: copied, rawBoxedApplyData, BoxedRowValue.init)
        : rawApplies(units, rows: rows, changing: changing, copied: copied, rawApplyData, DiffRowValue.init)
}

@MainActor
func rawApplies<Row: Differentiable>(
    _ units: Int, rows: Int, changing: Bool, copied: Bool,
    _ data: (Int, Bool) -> [ArraySection<SingleSection, Row>], _ make: (Int, String) -> Row
) -> Int {
    var shown = data(rows, false)
    let next =
        copied
        ? copiedEdits(of: shown, units: units, rows: \.[0].elements, make)
        : (0..<units).map { data(rows, changing && $0 % 2 == 0) }
    var stages = 0
    measuredRegion {
        for data in next {
            stages += StagedChangeset(source: shown, target: data).count
            shown = data
        }
    }
    precondition(stages == (changing ? units : 0), "unexpected stages: \(stages)")
    return units
}

/// How a setup workload reads its models and calls their setup.
enum SetupCall { case typed, erased, erasedInPlace }

/// `units` setups of one dequeued cell by 100 `RowModel`s in turn, called as `call` says.
@MainActor
func setups(_ units: Int, _ call: SetupCall) -> Int {
    let (table, source) = makeTable(rows: 1, estimated: false)
    let cell = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
    let typedCell = cell as! BenchmarkCell
    let models = (0..<100).map { RowModel(title: "Row \($0)") }
    var erased: [any AnyCellViewModel] = models
    measuredRegion {
        switch call {
        case .typed:
            for index in 0..<units { models[index % 100].setup(cell: typedCell) }
        case .erased:
            for index in 0..<units { try! erased[index % 100].setupAny(view: cell) }
        case .erasedInPlace:
            // The same call on the model where it lies: an `inout` existential is not copied
            // out of the array first, as `erased[i]` is.
            @MainActor func setup(_ model: inout any AnyCellViewModel) { try! model.setupAny(view: cell) }
            erased.withUnsafeMutableBufferPointer { models in
                for index in 0..<units { setup(&models[index % 100]) }
            }
        }
    }
    withExtendedLifetime((table, source, erased)) {}
    return units
}

/// `units` diffs of one of DiffBenchmarks' cases (the one of `rows` elements whose name ends
/// with `suffix`, or has none), each checked once by replaying it on the source.
func diffWorkload(_ name: String, suffix: String?) -> Workload {
    Workload(name: name, unit: "diff", defaultUnits: 1, defaultRows: 100_000) { units, rows in
        let sizes = [5_000: "5k", 100_000: "100k", 1_000_000: "1M"]
        guard let size = sizes[rows] else { fatalError("\(name): rows must be one of \(sizes.keys.sorted())") }
        let caseName = suffix.map { "\(size) \($0)" } ?? size
        let (source, target) = diffCases.first { $0.name == caseName }!.inputs()
        var changesets: [StagedChangeset<SingleSection, UUID>] = []
        measuredRegion {
            for _ in 0..<units { changesets.append(StagedChangeset(source: source, target: target)) }
        }
        precondition((changesets[0].last?.data.first?.elements ?? source) == target, "\(name): the changeset does not end at the target")
        return units
    }
}

let workloads: [Workload] = [
    Workload(name: "table-scroll-estimated", unit: "step", defaultUnits: 2_000, defaultRows: 1_000_000) { units, rows in
        let (table, source) = makeTable(rows: rows, estimated: true)
        table.layoutIfNeeded()
        return withExtendedLifetime(source) { measuredScroll(table, units) }
    },
    Workload(name: "table-scroll-fixed", unit: "step", defaultUnits: 2_000, defaultRows: 1_000_000) { units, rows in
        let (table, source) = makeTable(rows: rows, estimated: false)
        table.layoutIfNeeded()
        return withExtendedLifetime(source) { measuredScroll(table, units) }
    },
    Workload(name: "adapter-scroll", unit: "step", defaultUnits: 2_000, defaultRows: 1_000_000) { units, rows in
        let (table, adapter) = shownAdapterTable(rows: rows, exactHeights: false)
        return withExtendedLifetime(adapter) { measuredScroll(table, units) }
    },
    Workload(name: "adapter-scroll-exact", unit: "step", defaultUnits: 2_000, defaultRows: 1_000_000) { units, rows in
        let (table, adapter) = shownAdapterTable(rows: rows, exactHeights: true)
        return withExtendedLifetime(adapter) { measuredScroll(table, units) }
    },
    Workload(name: "compositional-scroll", unit: "step", defaultUnits: 2_000, defaultRows: 1_000_000) { units, rows in
        let (collection, source) = makeEstimatedCompositional(items: rows)
        return withExtendedLifetime(source) { measuredScroll(collection, units) }
    },
    Workload(name: "adapter-data-first-layout", unit: "reload", defaultUnits: 1, defaultRows: 1_000_000) { units, rows in
        let models = [Section(items: ModelCache.models(rows))]
        var kept: [(UITableView, TableDataAdapter)] = []
        for _ in 0..<units {
            let (table, adapter) = makeEagerTable()
            measuredRegion {
                adapter.data = models
                table.layoutIfNeeded()
            }
            kept.append((table, adapter))
        }
        return units
    },
    Workload(name: "adapter-apply-unchanged", unit: "apply", defaultUnits: 2, defaultRows: 100_000) { units, rows in
        applies(units, rows: rows, changing: false)
    },
    Workload(name: "adapter-apply-1+1", unit: "apply", defaultUnits: 2, defaultRows: 100_000) { units, rows in
        applies(units, rows: rows, changing: true)
    },
    Workload(name: "adapter-apply-unchanged-raw", unit: "apply", defaultUnits: 2, defaultRows: 100_000) { units, rows in
        rawApplies(units, rows: rows, changing: false)
    },
    Workload(name: "adapter-apply-1+1-raw", unit: "apply", defaultUnits: 2, defaultRows: 100_000) { units, rows in
        rawApplies(units, rows: rows, changing: true)
    },
    Workload(name: "adapter-apply-1+1-boxed", unit: "apply", defaultUnits: 2, defaultRows: 100_000) { units, rows in
        applies(units, rows: rows, changing: true, boxed: true)
    },
    Workload(name: "adapter-apply-1+1-boxed-raw", unit: "apply", defaultUnits: 2, defaultRows: 100_000) { units, rows in
        rawApplies(units, rows: rows, changing: true, boxed: true)
    },
    Workload(name: "adapter-apply-1+1-copied", unit: "apply", defaultUnits: 2, defaultRows: 100_000) { units, rows in
        applies(units, rows: rows, changing: true, copied: true)
    },
    Workload(name: "adapter-apply-1+1-copied-raw", unit: "apply", defaultUnits: 2, defaultRows: 100_000) { units, rows in
        rawApplies(units, rows: rows, changing: true, copied: true)
    },
    Workload(name: "adapter-apply-1+1-copied-boxed", unit: "apply", defaultUnits: 2, defaultRows: 100_000) { units, rows in
        applies(units, rows: rows, changing: true, boxed: true, copied: true)
    },
    Workload(name: "adapter-apply-1+1-copied-boxed-raw", unit: "apply", defaultUnits: 2, defaultRows: 100_000) {
        units, rows in
        rawApplies(units, rows: rows, changing: true, boxed: true, copied: true)
    },
    Workload(name: "fixture", unit: "row", defaultUnits: 1, defaultRows: 100_000) { units, rows in
        let sections = [Section(items: ModelCache.models(rows))]
        measuredRegion {
            for _ in 0..<units {
                do {
                    _ = try AccessibilityFixture(sections: sections, in: .table)
                } catch {
                    fatalError("\(error)")
                }
            }
        }
        return units * rows
    },
    // The kiwisolver peer workloads of issue 14 (AutoLayoutWorkloads.swift).
    Workload(name: "w1-build", unit: "cell", defaultUnits: 1_000, defaultRows: nil) { units, _ in
        var cells: [CellLayout] = []
        cells.reserveCapacity(units)
        measuredRegion {
            for _ in 0..<units {
                let cell = CellLayout()
                cell.container.layoutIfNeeded()
                cells.append(cell)
            }
        }
        return withExtendedLifetime(cells) { units }
    },
    Workload(name: "w1-resolve-width", unit: "re-solve", defaultUnits: 10_000, defaultRows: nil) { units, _ in
        let cell = CellLayout()
        cell.container.layoutIfNeeded()
        measuredRegion {
            for i in 0..<units {
                cell.container.frame.size.width = i & 1 == 0 ? 320 : 375
                cell.container.layoutIfNeeded()
            }
        }
        return units
    },
    Workload(name: "w1-resolve-title", unit: "re-solve", defaultUnits: 10_000, defaultRows: nil) { units, _ in
        let cell = CellLayout()
        cell.container.layoutIfNeeded()
        measuredRegion {
            for i in 0..<units {
                cell.title.contentSize.width = i & 1 == 0 ? 160 : 120
                cell.container.layoutIfNeeded()
            }
        }
        return units
    },
    Workload(name: "w2-siblings", unit: "view", defaultUnits: 1, defaultRows: 10_000) { units, rows in
        var kept: [(UIView, [UIView])] = []
        measuredRegion {
            for _ in 0..<units {
                let siblings = makeSiblings(rows)
                siblings.0.layoutIfNeeded()
                kept.append(siblings)
            }
        }
        return withExtendedLifetime(kept) { units * rows }
    },
    Workload(name: "w3-build", unit: "build", defaultUnits: 1, defaultRows: 1_000) { units, rows in
        var kept: [(UIView, [UIView])] = []
        measuredRegion {
            for _ in 0..<units {
                let chain = makeChain(rows, width: 60_000)
                chain.0.layoutIfNeeded()
                kept.append(chain)
            }
        }
        return withExtendedLifetime(kept) { units }
    },
    Workload(name: "w3-resolve-slack", unit: "re-solve", defaultUnits: 1_000, defaultRows: 1_000) { units, rows in
        let (container, views) = makeChain(rows, width: 60_000)
        container.layoutIfNeeded()
        measuredRegion {
            for i in 0..<units {
                container.frame.size.width = i & 1 == 0 ? 59_000 : 60_000
                container.layoutIfNeeded()
            }
        }
        return withExtendedLifetime(views) { units }
    },
    // The diff cases of DiffBenchmarks (DiffWorkloads.swift); rows: 5,000, 100,000 or 1,000,000.
    diffWorkload("diff-ranges", suffix: nil),
    diffWorkload("diff-scattered", suffix: "scattered"),
    diffWorkload("diff-end-shuffled", suffix: "end-shuffled"),
    Workload(name: "setup-typed", unit: "setup", defaultUnits: 100_000, defaultRows: nil) { units, _ in
        setups(units, .typed)
    },
    Workload(name: "setup-erased", unit: "setup", defaultUnits: 100_000, defaultRows: nil) { units, _ in
        setups(units, .erased)
    },
    Workload(name: "setup-erased-in-place", unit: "setup", defaultUnits: 100_000, defaultRows: nil) { units, _ in
        setups(units, .erasedInPlace)
    },
]

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let name = arguments.first, let workload = workloads.first(where: { $0.name == name }) else {
        for workload in workloads { print(workload.name, workload.defaultUnits, workload.defaultRows ?? 0, workload.unit) }
        return
    }
    let units = arguments.dropFirst().first.flatMap { Int($0) } ?? workload.defaultUnits
    let rows = arguments.dropFirst(2).first.flatMap { Int($0) } ?? workload.defaultRows ?? 0
    let measured = workload.run(units, rows)
    print(workload.name, measured, rows, workload.unit)
}
