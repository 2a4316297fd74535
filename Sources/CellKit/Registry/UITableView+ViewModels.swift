import Foundation

extension UITableView {
    /// A cell for `model` at `indexPath`, dequeued with the model type's reuse identifier,
    /// given the model's accessibility identifier and set up by the model.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    ///     tableView.dequeueReusableCell(with: models[indexPath.row], for: indexPath)
    /// }
    /// ```
    ///
    /// An unregistered model type stops the program with a message naming the type and the
    /// `register` call that fixes it.
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    public func dequeueReusableCell(with model: any AnyCellViewModel, for indexPath: IndexPath) -> UITableViewCell {
        guard let identifier = registry.reuseIdentifier(forRegistered: model) else {
            let placeholder = UITableViewCell(style: .default, reuseIdentifier: nil)
            placeholder.frame = rectForRow(at: indexPath)
            return placeholder
        }
        return dequeueReusableCell(with: model, for: indexPath, reuseIdentifier: identifier)
    }

    /// What every dequeue of a cell with a model does once the model's type is known to be
    /// registered under `identifier`: dequeue, identify, set up. The lazy adapters come here after
    /// their own registration check, whose message suits a data provider.
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    func dequeueReusableCell(
        with model: any AnyCellViewModel, for indexPath: IndexPath, reuseIdentifier identifier: String
    ) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath)
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
    ) -> UITableViewHeaderFooterView {
        guard let identifier = registry.reuseIdentifier(forRegistered: model) else {
            return UITableViewHeaderFooterView(reuseIdentifier: nil)
        }
        guard let view = dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
            listFailure("no header/footer view class is registered for \(identifier)")
        }
        model.configure(view, identifiedAs: model.accessibilityIdentifier(forHeaderFooterIn: section, of: .table))
        return view
    }

    /// The CellViewModel library's name for ``dequeueReusableHeaderFooterView(with:inSection:)``
    /// (an alias: it calls that method), for a delegate's `viewForHeaderInSection` and
    /// `viewForFooterInSection`:
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    ///     tableView.dequeueReusableSupplementaryView(with: headers[section], for: section)
    /// }
    /// ```
    ///
    /// The result is optional because the original's was; it is never nil here: an unregistered
    /// model type stops the program with a message naming the type and the `register` call.
    ///
    /// - Complexity: O(1) amortized plus the model's setup.
    public func dequeueReusableSupplementaryView(
        with model: any AnySupplementaryViewModel, for section: Int
    ) -> UITableViewHeaderFooterView? {
        dequeueReusableHeaderFooterView(with: model, inSection: section)
    }

    /// Registers the header/footer view class `T` under its ``Reusable/uniqueIdentifier``, for
    /// ``dequeueReusableHeaderFooterView(ofType:)``: the CellViewModel library's way to use a
    /// header or footer view without a view model. Registers nothing with the ``registry``, which
    /// records model types.
    ///
    /// ```swift
    /// final class SpacerFooterView: UITableViewHeaderFooterView, Reusable {}
    /// tableView.register(headerFooter: SpacerFooterView.self)
    /// ```
    ///
    /// A view class that picks its own identifier declares it `nonisolated static var
    /// uniqueIdentifier` (views are main-actor classes; the protocol's requirement is not
    /// isolated).
    ///
    /// - Complexity: O(1).
    public func register<T: UITableViewHeaderFooterView & Reusable>(headerFooter: T.Type) {
        register(T.self, forHeaderFooterViewReuseIdentifier: T.uniqueIdentifier)
    }

    /// A queued or new header/footer view of class `T`, registered with
    /// ``register(headerFooter:)``: dequeued under `T.uniqueIdentifier`. It is not identified or
    /// set up; that is the caller's part.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    ///     tableView.dequeueReusableHeaderFooterView(ofType: SpacerFooterView.self)
    /// }
    /// ```
    ///
    /// When no class is registered under that identifier, the program stops with a message naming
    /// `T` and `tableView.register(headerFooter: T.self)`; when the class registered there is not
    /// `T` (nor a subclass), with a message naming both classes.
    ///
    /// - Complexity: O(1) amortized.
    public func dequeueReusableHeaderFooterView<T: UITableViewHeaderFooterView & Reusable>(ofType _: T.Type) -> T {
        let identifier = T.uniqueIdentifier
        guard let view = dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
            listFailure(
                "\(T.self) is not registered with this table view: no header/footer view class is registered "
                    + "under its uniqueIdentifier \"\(identifier)\". Call tableView.register(headerFooter: \(T.self).self) "
                    + "before dequeuing it.")
        }
        guard let typed = view as? T else {
            listFailure(
                "The header/footer view class registered under \"\(identifier)\" is \(type(of: view)), not "
                    + "\(T.self), so dequeueReusableHeaderFooterView(ofType: \(T.self).self) cannot return it. Call "
                    + "tableView.register(headerFooter: \(T.self).self), or give \(T.self) its own uniqueIdentifier.")
        }
        return typed
    }
}
