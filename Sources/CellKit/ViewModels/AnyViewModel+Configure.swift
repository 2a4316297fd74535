import Foundation

// A model setting up a view: the step every dequeue with a model ends in (see
// `UITableView+ViewModels.swift` and `UICollectionView+ViewModels.swift` in Registry/).

extension AnyViewModel {
    /// Gives `view` the model's accessibility identifier for `indexPath` (nil clears it), its
    /// configuration provider (nil clears a reused view's) and, for a list cell of a
    /// ``ListCellViewModel``, its accessories, and runs the model's setup; a view of the wrong
    /// class stops the program with the ``CellKitError`` description.
    ///
    /// - Complexity: O(1) plus the model's setup.
    @MainActor func configure(_ view: ReusableView, at indexPath: IndexPath) {
        configure(view, identifiedAs: accessibilityIdentifier(for: indexPath))
    }

    /// As ``configure(_:at:)``, with the accessibility identifier given: a table's header and
    /// footer views take their section's (``Accessible/accessibilityIdentifier(for:)-(Int)``).
    ///
    /// - Complexity: O(1) plus the model's setup.
    @inline(__always)
    @MainActor func configure(_ view: ReusableView, identifiedAs identifier: String?) {
        view.accessibilityIdentifier = identifier
        view.configurationProvider = configurationProvider()
        applyListCellAccessories(to: view)
        do {
            try setupAny(view: view)
        } catch {
            listFailure(error.description)
        }
    }
}
