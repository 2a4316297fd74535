extension NSDiffableDataSourceSnapshot {
    /// The snapshot without its reload and reconfigure marks: what a data source keeps once it
    /// has applied them.
    ///
    /// - Complexity: O(1) plus releasing the marks.
    package func clearingMarks() -> NSDiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    /// The snapshot's sections as diffable values: identities only (content is always equal;
    /// reloads and reconfigures come from the marks, not from content).
    ///
    /// - Complexity: O(*S* + *N*).
    package var identitySections: [ArraySection<IdentityOnly<SectionIdentifierType>, IdentityOnly<ItemIdentifierType>>] {
        zip(sectionOrder, sectionItems).map { section, items in
            ArraySection(model: IdentityOnly(section), elements: items.map(IdentityOnly.init))
        }
    }
}

/// A value diffed by identity alone: its content never differs.
public struct IdentityOnly<Identifier: Hashable & Sendable>: Differentiable, Sendable {
    /// The identifier the value stands for, which is also its `differenceIdentifier`.
    public let identifier: Identifier

    /// Wraps `identifier` as a value diffed by identity alone.
    public init(_ identifier: Identifier) { self.identifier = identifier }

    public var differenceIdentifier: Identifier { identifier }
    public func isContentEqual(to source: IdentityOnly) -> Bool { true }
}

extension NSDiffableDataSourceSnapshot {
    /// The section index and item index of `item`, or nil when it is not in the snapshot.
    ///
    /// - Complexity: O(1).
    package func position(of item: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let location = itemLocations[item], let section = sectionPositions[location.section] else { return nil }
        return (section, currentIndex(of: location))
    }
}
