import Foundation

/// How a ``Section`` is laid out in a collection view whose layout
/// ``CollectionDataAdapter/makeCompositionalLayout(configuration:)`` made.
///
/// ```swift
/// Section(id: "settings", header: TitleHeaderModel(title: "Network"), items: rows,
///         layout: .list(UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
/// Section(id: "photos", items: photos, layout: .compositional { environment in
///     let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
///     let group = NSCollectionLayoutGroup.horizontal(
///         layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)), subitems: [item])
///     return NSCollectionLayoutSection(group: group)
/// })
/// ```
public enum SectionLayout {
    /// A list section of the configuration
    /// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`). The adapter completes it
    /// from the section: a header or footer model turns on the `.supplementary` header or footer
    /// mode when the configuration has none, and swipe-action providers the configuration leaves
    /// nil ask the row's ``ListCellViewModel``.
    case list(UICollectionLayoutListConfiguration)
    /// A section the closure makes for the layout environment (called at each layout pass, as a
    /// compositional layout's section provider).
    case compositional(@MainActor (NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection)
}

extension CollectionDataAdapter {
    /// A compositional layout whose sections follow ``ListDataAdapter/data``: each section as its
    /// ``Section/layout`` says, a section without one as a plain list
    /// (``SectionLayout/list(_:)`` of `.plain`). Install it in the adapter's collection view; it
    /// reads the data at each layout pass, so it follows later changes of the data. The adapter
    /// is held weakly.
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = adapter.makeCompositionalLayout()
    /// ```
    ///
    /// - Complexity: O(1); each layout pass then costs O(1) per section on top of the layout's own work.
    public func makeCompositionalLayout(
        configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(
            sectionProvider: { [weak self] index, environment in self?.layoutSection(at: index, environment: environment) },
            configuration: configuration)
    }

    /// The layout section of `data[index]`, or nil past the data.
    ///
    /// - Complexity: O(1) plus the section's closure.
    func layoutSection(at index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        guard data.indices.contains(index) else { return nil }
        let section = data[index]
        switch section.layout ?? .list(UICollectionLayoutListConfiguration(appearance: .plain)) {
        case .compositional(let make):
            return make(environment)
        case .list(var list):
            if list.headerMode == .none, section.header != nil { list.headerMode = .supplementary }
            if list.footerMode == .none, section.footer != nil { list.footerMode = .supplementary }
            if list.leadingSwipeActionsConfigurationProvider == nil {
                list.leadingSwipeActionsConfigurationProvider = { [weak self] in self?.data.swipeActions(at: $0, edge: .leading) }
            }
            if list.trailingSwipeActionsConfigurationProvider == nil {
                list.trailingSwipeActionsConfigurationProvider = { [weak self] in self?.data.swipeActions(at: $0, edge: .trailing) }
            }
            return .list(using: list, layoutEnvironment: environment)
        }
    }
}
