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
