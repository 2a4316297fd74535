import Foundation

extension TableViewCell {
    /// A clean list content configuration for the cell: ``ListContentConfiguration/cell()``
    /// (UIKit styles table cells alike in every table style).
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// A clean background for the cell, styled for its table: grouped-cell in the grouped
    /// styles, plain-cell otherwise.
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        tableStyle == .plain || tableStyle == nil ? .listPlainCell() : .listGroupedCell()
    }
}

extension TableViewHeaderFooterView {
    /// A clean list content configuration for a section header, styled for the table it was
    /// dequeued from: ``ListContentConfiguration/plainHeader()`` in the plain style,
    /// ``ListContentConfiguration/groupedHeader()`` in the grouped styles. The engine does not
    /// know whether the view will be a header or a footer; for a footer, start from
    /// ``ListContentConfiguration/plainFooter()`` or ``ListContentConfiguration/groupedFooter()``.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        tableStyle == .plain || tableStyle == nil ? .plainHeader() : .groupedHeader()
    }

    /// A clean background for a header or footer, styled for its table.
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        tableStyle == .plain || tableStyle == nil ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    }
}

/// A collection view cell styled as a list row; the engine's `UICollectionViewListCell`.
@MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// A clean list content configuration: ``ListContentConfiguration/cell()``.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// A clean background: ``BackgroundConfiguration/listPlainCell()``.
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }
}
