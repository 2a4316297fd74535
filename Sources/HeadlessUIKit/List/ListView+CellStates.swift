import Foundation

/// Editing mode and the per-row cell states the list drives (expansion, swipe, reordering,
/// drag and drop, focus).
///
/// The list remembers each state by index path and applies it to the cell on screen now and to
/// every cell it shows later, so a state survives scrolling and reuse. Each change asks the
/// cell for a configuration update.
extension ListView {
    /// Turns editing mode on or off, as `setEditing(_:animated:)`.
    ///
    /// - Complexity: O(*v*) for *v* cells on screen.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Marks the row or item at `indexPath` expanded (its children show) or collapsed.
    ///
    /// - Complexity: O(1).
    public func setExpanded(_ expanded: Bool, at indexPath: IndexPath) {
        updateStates(at: indexPath, operation: "setExpanded(_:at:)") { $0.isExpanded = expanded }
    }

    /// Whether the row or item at `indexPath` is marked expanded.
    public func isExpanded(at indexPath: IndexPath) -> Bool { cellStates[indexPath]?.isExpanded ?? false }

    /// Shows or hides the swipe actions of the row or item at `indexPath`. Showing them hides
    /// those of any other row, as a person's swipe does.
    ///
    /// - Complexity: O(*k*) for *k* rows with states.
    public func setSwiped(_ swiped: Bool, at indexPath: IndexPath) {
        if swiped {
            for (other, states) in cellStates where states.isSwiped && other != indexPath {
                updateStates(at: other, operation: "setSwiped(_:at:)") { $0.isSwiped = false }
            }
        }
        updateStates(at: indexPath, operation: "setSwiped(_:at:)") { $0.isSwiped = swiped }
    }

    /// Marks the row or item at `indexPath` as being reordered, or not.
    ///
    /// - Complexity: O(1).
    public func setReordering(_ reordering: Bool, at indexPath: IndexPath) {
        updateStates(at: indexPath, operation: "setReordering(_:at:)") { $0.isReordering = reordering }
    }

    /// Sets where the row or item at `indexPath` is in a drag (`.lifting`, `.dragging`, `.none`).
    ///
    /// - Complexity: O(1).
    public func setDragState(_ state: UICellConfigurationState.DragState, at indexPath: IndexPath) {
        updateStates(at: indexPath, operation: "setDragState(_:at:)") { $0.dragState = state }
    }

    /// Sets whether the row or item at `indexPath` is under a drop (`.targeted`, `.notTargeted`, `.none`).
    ///
    /// - Complexity: O(1).
    public func setDropState(_ state: UICellConfigurationState.DropState, at indexPath: IndexPath) {
        updateStates(at: indexPath, operation: "setDropState(_:at:)") { $0.dropState = state }
    }

    private func updateStates(at indexPath: IndexPath, operation: String, _ change: (inout CellStates) -> Void) {
        validate(indexPath, operation: operation)
        var states = cellStates[indexPath] ?? CellStates()
        change(&states)
        cellStates[indexPath] = states == CellStates() ? nil : states
        if let cell = displayedCells[indexPath] { applyListStates(to: cell, at: indexPath) }
    }

    /// Shows ``isEditing`` on every cell on screen.
    func applyEditing() {
        (self as? UITableView)?.applyEditingAttributesToDisplayedCells()
        for (_, cell) in displayedCells { cell.isEditing = isEditing }
    }

    /// Checks ``focusedIndexPath`` and shows it on the cells on screen.
    func applyFocus() {
        if let focusedIndexPath { validate(focusedIndexPath, operation: "focusedIndexPath") }
        for (indexPath, cell) in displayedCells { cell.isFocused = indexPath == focusedIndexPath }
    }

    /// Gives `cell` the states the list keeps for `indexPath`, before it shows. An element of a
    /// diffable outline (a section applied as a section snapshot) is expanded as the snapshot
    /// says, as UIKit shows it; other elements as ``setExpanded(_:at:)`` marked them.
    func applyListStates(to cell: ReusableView, at indexPath: IndexPath) {
        applyListStates(to: cell, at: indexPath, outlineExpansion: concrete.outlineExpansion(at: indexPath))
    }

    /// ``applyListStates(to:at:)`` with what the list's outline says of the element
    /// (``ConcreteList/outlineExpansion(at:)``), which a caller that knows the list's type asks
    /// directly (through ``concrete``, the call retained the list first: about 110 instructions).
    ///
    /// `isEditing` is always set (it is open: an override hears every set); the other states,
    /// whose setters only ask for a configuration update when the value changes, are set only
    /// when they differ from the cell's.
    func applyListStates(to cell: ReusableView, at indexPath: IndexPath, outlineExpansion: Bool?) {
        let states = cellStates.isEmpty ? CellStates() : cellStates[indexPath] ?? CellStates()
        cell.isEditing = isEditing
        // Nil checked first: the common case then compares no index paths (a call into Foundation).
        let isFocused = focusedIndexPath != nil && focusedIndexPath == indexPath
        if cell.isFocused != isFocused { cell.isFocused = isFocused }
        let isExpanded = outlineExpansion ?? states.isExpanded
        if cell.isExpanded != isExpanded { cell.isExpanded = isExpanded }
        if cell.isSwiped != states.isSwiped { cell.isSwiped = states.isSwiped }
        if cell.isReordering != states.isReordering { cell.isReordering = states.isReordering }
        if cell.cellDragState != states.dragState { cell.cellDragState = states.dragState }
        if cell.cellDropState != states.dropState { cell.cellDropState = states.dropState }
    }

    /// Gives every cell on screen its list states again (after its outline changed).
    ///
    /// - Complexity: O(*v*) for *v* cells on screen.
    func applyListStatesToDisplayedCells() {
        for (indexPath, cell) in displayedCells { applyListStates(to: cell, at: indexPath) }
    }

    /// Forgets every kept state (the data changed under them).
    func resetListStates() {
        cellStates = [:]
        focusedIndexPath = nil
    }
}
