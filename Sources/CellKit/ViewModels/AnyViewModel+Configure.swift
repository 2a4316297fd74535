import Foundation

// A model setting up a view: the step every dequeue with a model ends in (see
// `UITableView+ViewModels.swift` and `UICollectionView+ViewModels.swift` in Registry/).

extension AnyViewModel {
    /// Gives `view` the model's accessibility identifier for `indexPath` (nil clears it), its
    /// configuration provider (nil clears a reused view's) and, for a list cell of a
    /// ``ListCellViewModel``, its accessories, and runs the model's setup; a view of the wrong
    /// class stops the program with the ``CellKitError`` description (inside
    /// `ProgrammerErrors.withHandler(_:_:)` the handler gets it and the view is left without the
    /// setup). A model type whose declared view class its setup cannot take is reported as
    /// that (``CellKitError/inconsistentViewClass(model:classProperty:declared:setup:setupTakes:)``).
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
            // With a test's handler (ProgrammerErrors): reported, and the view is shown without the setup.
            listRecoverableFailure(Self.setupFailure(error).description)
        }
    }

    /// What to report when the model's setup refused a view: a declared view class the setup
    /// cannot take when the model type has one (the caller's mistake), else `error`.
    static func setupFailure(_ error: CellKitError) -> CellKitError {
        viewClassInconsistency ?? error
    }
}
