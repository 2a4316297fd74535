import Foundation

extension TableView {
    /// A cell for `model` at `indexPath`, dequeued with the model type's reuse identifier,
    /// given the model's accessibility identifier and set up by the model.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    ///     tableView.dequeueReusableCell(with: models[indexPath.row], for: indexPath)
    /// }
    /// ```
    ///
    /// An unregistered model type stops the program with a message naming the type and the
    /// `register` call that fixes it.
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    public func dequeueReusableCell(with model: any AnyCellViewModel, for indexPath: IndexPath) -> TableViewCell {
        let cell = dequeueReusableCell(withIdentifier: registry.reuseIdentifier(forRegistered: model), for: indexPath)
        model.configure(cell, at: indexPath)
        return cell
    }

    /// A header or footer view for `model` in `section`, dequeued, given the section's
    /// accessibility identifier (``Accessible/accessibilityIdentifier(for:)-(Int)``) and set up by
    /// the model. An unregistered model type stops the program as for cells.
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    public func dequeueReusableHeaderFooterView(
        with model: any AnySupplementaryViewModel, inSection section: Int
    ) -> TableViewHeaderFooterView {
        let identifier = registry.reuseIdentifier(forRegistered: model)
        guard let view = dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
            listFailure("no header/footer view class is registered for \(identifier)")
        }
        model.configure(view, identifiedAs: model.accessibilityIdentifier(forHeaderFooterIn: section, of: .table))
        return view
    }
}
