import Foundation

/// Editing: the cells' editing controls, the accessory button, deleting, inserting and moving
/// rows as a person does, through the data source's and delegate's editing methods.
///
/// The test drivers here (``tapAccessoryButton(forRowAt:)``, ``tapEditingControl(forRowAt:)``,
/// ``tapDeleteConfirmation(forRowAt:)``, ``moveRowInteractively(from:to:)``) do what a person's
/// touches do and call the app's methods in UIKit's order. A person can only touch what is on
/// screen: a row that is not stops the program with a message that says to scroll to it first.
extension UITableView {
    /// Gives a cell on screen its editing attributes from the data source and delegate:
    /// `canEditRowAt` and `editingStyleForRowAt` decide its editing control, `canMoveRowAt`
    /// whether its reorder control shows, `shouldIndentWhileEditingRowAt` whether its content
    /// moves right. Called while editing, before the cell shows and when editing starts.
    func applyEditingAttributes(to cell: UITableViewCell, at indexPath: IndexPath) {
        cell.editingStyle = editingStyle(forRowAt: indexPath)
        cell.rowCanMove = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        cell.shouldIndentWhileEditing = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
    }

    /// Gives every cell on screen its editing attributes (editing has just started).
    func applyEditingAttributesToDisplayedCells() {
        guard isEditing else { return }
        for (indexPath, cell) in displayedCells {
            applyEditingAttributes(to: unsafeDowncast(cell, to: UITableViewCell.self), at: indexPath)
        }
    }

    /// The row's editing style: `.none` when the data source says it cannot be edited, else the
    /// delegate's `editingStyleForRowAt` (`.delete` by default).
    func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// The title of the row's Delete button: the delegate's, else "Delete".
    func deleteTitle(forRowAt indexPath: IndexPath) -> String {
        delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    }

    /// The cell of a row on screen, stopping the program when the row is not on screen.
    func tableCellOnScreen(at indexPath: IndexPath, operation: String) -> UITableViewCell {
        unsafeDowncast(cellOnScreen(at: indexPath, operation: operation), to: UITableViewCell.self)
    }

    // MARK: Test drivers

    /// A person's tap on the row's detail button, for tests: calls the delegate's
    /// `tableView(_:accessoryButtonTappedForRowWith:)`. The cell must show a detail button
    /// (``UITableViewCell/AccessoryType/detailButton`` or
    /// ``UITableViewCell/AccessoryType/detailDisclosureButton``, the editing one while editing)
    /// and no custom accessory view; otherwise the program stops, since there is nothing to tap.
    public func tapAccessoryButton(forRowAt indexPath: IndexPath) {
        let cell = tableCellOnScreen(at: indexPath, operation: "tapAccessoryButton(forRowAt:)")
        let (type, view) = cell.currentAccessory
        listPrecondition(
            view == nil && (type == .detailButton || type == .detailDisclosureButton),
            "tapAccessoryButton(forRowAt:): the cell at \(indexPath.uikitDescription) shows no detail button "
                + "(accessory type \(type)\(view == nil ? "" : ", custom accessory view"))")
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// A person's tap on the row's editing control while editing, for tests. For a `.delete`
    /// row it shows the Delete confirmation button (the cell shows `isSwiped`) and returns its
    /// title (the delegate's `titleForDeleteConfirmationButtonForRowAt`, else "Delete"); for an
    /// `.insert` row it calls the data source's `commit` with `.insert` and returns nil. Stops
    /// the program when the table is not editing or the row has no editing control.
    @discardableResult
    public func tapEditingControl(forRowAt indexPath: IndexPath) -> String? {
        let cell = tableCellOnScreen(at: indexPath, operation: "tapEditingControl(forRowAt:)")
        listPrecondition(isEditing, "tapEditingControl(forRowAt:): the table view is not editing; call setEditing(true, animated:) first")
        let style = editingStyle(forRowAt: indexPath)
        switch style {
        case .none:
            listFailure("tapEditingControl(forRowAt:): the row at \(indexPath.uikitDescription) has no editing control (editing style none)")
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
            return nil
        case .delete:
            _ = cell
            deleteConfirmationRow = indexPath
            setSwiped(true, at: indexPath)
            return deleteTitle(forRowAt: indexPath)
        }
    }

    /// A person deleting a row in editing mode, for tests: taps the row's delete control (if
    /// its Delete button is not showing yet), then the Delete button, which calls the data
    /// source's `tableView(_:commit:forRowAt:)` with `.delete`. The data source updates its
    /// model and calls `deleteRows(at:with:)`, as in UIKit.
    public func tapDeleteConfirmation(forRowAt indexPath: IndexPath) {
        if deleteConfirmationRow != indexPath {
            let title = tapEditingControl(forRowAt: indexPath)
            listPrecondition(
                title != nil, "tapDeleteConfirmation(forRowAt:): the row at \(indexPath.uikitDescription) has an insert control, not a delete control")
        }
        deleteConfirmationRow = nil
        if currentCounts.contains(indexPath) { setSwiped(false, at: indexPath) }
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
    }

    /// A person dragging a row by its reorder control to `destination` while editing, for
    /// tests, in UIKit's order: the delegate's `targetIndexPathForMoveFromRowAt:toProposedIndexPath:`
    /// may redirect the drop; the table moves the row (a batch update with one move) and the
    /// data source's `tableView(_:moveRowAt:to:)` updates the model (inside that update, so
    /// the counts it leaves are checked). Dropping a row where it was calls nothing more.
    ///
    /// Stops the program when the table is not editing or `canMoveRowAt` says no, as a person
    /// would find no reorder control.
    ///
    /// - Returns: where the row landed.
    @discardableResult
    public func moveRowInteractively(from source: IndexPath, to destination: IndexPath) -> IndexPath {
        _ = cellOnScreen(at: source, operation: "moveRowInteractively(from:to:)")
        listPrecondition(isEditing, "moveRowInteractively(from:to:): the table view is not editing; call setEditing(true, animated:) first")
        listPrecondition(
            dataSource?.tableView(self, canMoveRowAt: source) ?? false,
            "moveRowInteractively(from:to:): the row at \(source.uikitDescription) cannot move (canMoveRowAt returned false)")
        setReordering(true, at: source)
        let target =
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination)
            ?? destination
        setReordering(false, at: source)
        guard target != source else { return source }
        do {
            try performUpdates {
                pendingUpdate?.movedItems.append((source, target))
                dataSource?.tableView(self, moveRowAt: source, to: target)
            }
        } catch {
            listFailure("moveRowInteractively(from:to:): \(error.description)")
        }
        return target
    }
}
