import Foundation

/// What the two adapters share: sections of models over a list, type inference, animated
/// apply, and keeping the views on screen in step with the models after an apply. Each adapter
/// supplies the few list-specific pieces.
@MainActor
protocol SectionsAdapter: AnyObject {
    var sections: [Section] { get set }
    var automaticallyInferCellViewModelTypes: Bool { get }
    /// The list the adapter drives.
    var list: ListView { get }
    var listRegistry: ViewModelRegistry { get }
    func registerModelTypes(_ modelTypes: [any AnyViewModel.Type])
    func reloadList()
    /// The cells on screen, with their index paths.
    func cellsOnScreen() -> [(IndexPath, ReusableView)]
    /// The headers and footers on screen, with their slot and index path (row 0 of the section).
    func supplementaryViewsOnScreen() -> [(SupplementaryKind, IndexPath, ReusableView)]
}

extension SectionsAdapter {
    /// Registers the unregistered model types of `sections` when inference is on.
    ///
    /// - Complexity: O(*n*) in the number of models, when inference is on.
    func registerInferredTypes(in sections: [Section]) {
        guard automaticallyInferCellViewModelTypes else { return }
        listRegistry.inferTypes(in: sections) { registerModelTypes($0) }
    }

    /// Shows `newSections` as batch updates when both data sets can be diffed, else with a
    /// reload; then refreshes the views on screen.
    ///
    /// - Complexity: O(*n*) for the diff plus the batch updates.
    func applySections(_ newSections: [Section]) -> DataUpdate {
        registerInferredTypes(in: newSections)
        let update = applyDiff(
            from: sections, to: newSections, on: list, setData: { self.sections = $0 }, reload: { self.reloadList() })
        refreshViewsOnScreen()
        return update
    }

    /// Gives the cells on screen the accessibility identifiers of their models at their current
    /// index paths, and sets up the headers and footers on screen again with the current models
    /// of their sections. UIKit would leave position-suffixed identifiers of moved rows stale;
    /// CellKit keeps them equal to what a fixture of the data set lists.
    ///
    /// - Complexity: O(*v*) for *v* views on screen.
    func refreshViewsOnScreen() {
        for (indexPath, cell) in cellsOnScreen() {
            cell.accessibilityIdentifier = sections.model(at: indexPath).resolvedAccessibilityIdentifier(at: indexPath)
        }
        for (kind, indexPath, view) in supplementaryViewsOnScreen() {
            guard sections.indices.contains(indexPath.section), let model = sections[indexPath.section][kind],
                view.reuseIdentifier == type(of: model).reuseIdentifier
            else { continue }
            model.configure(view, at: indexPath)
        }
    }
}
