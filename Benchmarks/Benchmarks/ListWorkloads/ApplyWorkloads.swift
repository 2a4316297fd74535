import CellKit
import ListDiff

// The data of the apply workloads, shared by `ListBenchmarks`' "Table adapter apply" and "Raw
// StagedChangeset" benchmarks and `InstructionCounts`' `adapter-apply-*` workloads, so that the
// adapter's apply and the raw diff measure the same rows, built the same way.

/// `count` rows made by `make` from an identity and a title, built anew at each call as an app
/// builds the models of new data; with `changed`, the row at a third removed and a new row
/// inserted at two thirds.
///
/// - Complexity: O(`count`).
public func applyRows<Row>(_ count: Int, changed: Bool, _ make: (Int, String) -> Row) -> [Row] {
    var rows = (0..<count).map { make($0, "Row \($0 % 1000)") }
    if changed {
        rows.remove(at: count / 3)
        rows.insert(make(-1, "New"), at: 2 * count / 3)
    }
    return rows
}

/// `count` diffable rows (``DiffRowModel``) in one section (see ``applyRows(_:changed:_:)``).
///
/// - Complexity: O(`count`).
@MainActor
public func applyData(_ count: Int, changed: Bool) -> [Section] {
    [Section(id: "rows", items: applyRows(count, changed: changed) { DiffRowModel(id: $0, title: $1) as any AnyCellViewModel })]
}

/// The rows of ``applyData(_:changed:)`` as plain values (``DiffRowValue``: the same identities
/// and contents) in one section, for the raw diff.
///
/// - Complexity: O(`count`).
public func rawApplyData(_ count: Int, changed: Bool) -> [ArraySection<SingleSection, DiffRowValue>] {
    [ArraySection(model: SingleSection(), elements: applyRows(count, changed: changed, DiffRowValue.init))]
}

/// A diffable row too large to lie in the existential's own storage (three words): an identity
/// and three strings of realistic length (each past the 15 bytes a string keeps inline), as an
/// app's view model often is. The existential (`any AnyCellViewModel`) keeps it in a box.
public struct BoxedRowModel: CellViewModel, DiffableViewModel, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let subtitle: String
    public let detail: String
    public init(id: Int, title: String) {
        self.id = id
        self.title = title + " of the list"
        self.subtitle = "Subtitle of row number \(id)"
        self.detail = "Some detail text for row \(id), updated today"
    }
    public var differenceIdentifier: Int { id }
    public func setup(cell: BenchmarkCell) { cell.label.text = title }
}

/// ``BoxedRowModel``'s identities and contents as plain values, for the raw diff beside the
/// adapter's.
public struct BoxedRowValue: Differentiable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let subtitle: String
    public let detail: String
    public init(id: Int, title: String) {
        self.id = id
        self.title = title + " of the list"
        self.subtitle = "Subtitle of row number \(id)"
        self.detail = "Some detail text for row \(id), updated today"
    }
    public var differenceIdentifier: Int { id }
}

/// ``applyData(_:changed:)`` with ``BoxedRowModel``s.
///
/// - Complexity: O(`count`).
@MainActor
public func boxedApplyData(_ count: Int, changed: Bool) -> [Section] {
    [Section(id: "rows", items: applyRows(count, changed: changed) { BoxedRowModel(id: $0, title: $1) as any AnyCellViewModel })]
}

/// ``rawApplyData(_:changed:)`` with ``BoxedRowValue``s.
///
/// - Complexity: O(`count`).
public func rawBoxedApplyData(_ count: Int, changed: Bool) -> [ArraySection<SingleSection, BoxedRowValue>] {
    [ArraySection(model: SingleSection(), elements: applyRows(count, changed: changed, BoxedRowValue.init))]
}

/// `units` data sets, each the one before it (first `shown`) copied and edited, as an app edits
/// a copy of the data it shows (`var data = adapter.data; data[0].items.insert(…)`): the copies
/// share their models (boxes included) with the data shown. Alternately the row at a third of
/// the first section removed and a new row (`make(-1, "New")`) inserted at two thirds, and back
/// (the new row removed, the original row put back), as ``applyRows(_:changed:_:)`` alternates.
///
/// - Complexity: O(`units` × rows).
public func copiedEdits<Data, Row>(
    of shown: Data, units: Int, rows: WritableKeyPath<Data, [Row]>, _ make: (Int, String) -> Row
) -> [Data] {
    let original = shown[keyPath: rows]
    let count = original.count
    var data = shown
    return (0..<units).map { unit in
        if unit % 2 == 0 {
            data[keyPath: rows].remove(at: count / 3)
            data[keyPath: rows].insert(make(-1, "New"), at: 2 * count / 3)
        } else {
            data[keyPath: rows].remove(at: 2 * count / 3)
            data[keyPath: rows].insert(original[count / 3], at: count / 3)
        }
        return data
    }
}
