import Foundation

extension Array where Element == Section {
    /// The item model at `indexPath`.
    ///
    /// - Complexity: O(1).
    func model(at indexPath: IndexPath) -> any AnyCellViewModel {
        self[indexPath.section].items[indexPath[1]]
    }

    /// The interactive model at `indexPath`, if the model there is one.
    func interactiveModel(at indexPath: IndexPath) -> (any InteractiveCellViewModel)? {
        model(at: indexPath) as? any InteractiveCellViewModel
    }
}
