import Foundation

/// A collection screen that shows new data as animated changes: the CellViewModel library's
/// `BaseDiffableCollectionViewController`.
///
/// It is a ``BaseCollectionViewController`` (same adapter, delegate methods, declared types and
/// initializers) whose ``setup(_:)`` and ``update(_:)`` go through the adapter's
/// ``ListDataAdapter/update(data:animated:)``: sections with an `identifier` whose models adopt
/// ``DiffableViewModel`` are matched by identity, and the difference is performed as batch
/// updates, so rows that stay keep their cells; data that cannot be diffed reloads.
///
/// ```swift
/// final class InboxScreen: BaseDiffableCollectionViewController {
///     override var viewModels: [any AnyCellViewModel.Type] { [MessageCellModel.self] }
/// }
///
/// let screen = InboxScreen(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// screen.setup([DiffableSection(identifier: "inbox", items: messages)])
/// screen.update([DiffableSection(identifier: "inbox", items: newMessages)])   // batch updates
/// ```
@MainActor
open class BaseDiffableCollectionViewController: BaseCollectionViewController {
    /// Shows `sections` without animation, as changes from the sections shown so far (a reload
    /// when they cannot be diffed). Loads the view first if it is not loaded.
    ///
    /// - Complexity: O(*n*) for the diff of *n* models, plus the batch updates (or the reload).
    open override func setup(_ sections: [DiffableSection]) {
        loadViewIfNeeded()
        adapter.update(data: sections, animated: false)
    }

    /// Shows `sections` as animated changes from the sections shown so far: insertions,
    /// deletions, moves, and reconfigures of the rows whose content changed (a reload when they
    /// cannot be diffed). The engine does not animate; the changes are batch updates. Loads the
    /// view first if it is not loaded.
    ///
    /// - Complexity: O(*n*) for the diff of *n* models, plus the batch updates (or the reload).
    open func update(_ sections: [DiffableSection]) {
        loadViewIfNeeded()
        adapter.update(data: sections, animated: true)
    }
}
