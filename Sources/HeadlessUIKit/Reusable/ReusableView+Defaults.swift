import Foundation

extension UITableViewCell {
    /// A clean list content configuration for the cell: ``UIListContentConfiguration/cell()``
    /// (UIKit styles table cells alike in every table style).
    ///
    /// - Complexity: O(1).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        hostedListContentView?.takeSpareCellConfiguration() ?? .cell()
    }

    /// A clean background for the cell, styled for its table: grouped-cell in the grouped
    /// styles, plain-cell otherwise.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableStyle == .plain || tableStyle == nil ? .listPlainCell() : .listGroupedCell()
    }
}

extension UITableViewHeaderFooterView {
    /// A clean list content configuration for a section header, styled for the table it was
    /// dequeued from: ``UIListContentConfiguration/plainHeader()`` in the plain style,
    /// ``UIListContentConfiguration/groupedHeader()`` in the grouped styles. The engine does not
    /// know whether the view will be a header or a footer; for a footer, start from
    /// ``UIListContentConfiguration/plainFooter()`` or ``UIListContentConfiguration/groupedFooter()``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        tableStyle == .plain || tableStyle == nil ? .plainHeader() : .groupedHeader()
    }

    /// A clean background for a header or footer, styled for its table.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableStyle == .plain || tableStyle == nil ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    }
}
