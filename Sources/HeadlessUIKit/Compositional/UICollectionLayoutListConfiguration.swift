import Foundation

/// How a list section of a compositional layout looks and behaves: its appearance, headers and
/// footers, separators, background and swipe actions; UIKit's
/// `UICollectionLayoutListConfiguration` (iOS 14).
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///     UISwipeActionsConfiguration(actions: [delete(at: indexPath)])
/// }
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// A value: copying it copies the closures it holds. O(1) to copy.
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list, which picks its cells' default content and background
    /// configurations, its insets and its separators.
    public enum Appearance: Hashable, Sendable {
        /// Rows edge to edge, headers pinned while their section shows.
        case plain
        /// Sections apart on a grouped background.
        case grouped
        /// Sections apart on a grouped background, inset from the sides with rounded corners.
        case insetGrouped
        /// A sidebar of a split view: grouped sections.
        case sidebar
        /// A sidebar of a split view: plain sections.
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item, styled as a header (the mode of expandable outlines).
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Gives the swipe actions of the item at an index path; nil (or no actions) for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// Adjusts the separators of the item at an index path: gets the configuration the list
    /// would use and returns the one to use (iOS 14.5).
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// Creates a configuration with `appearance` and every other property at its default. O(1).
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The list's look; fixed when the configuration is made.
    public let appearance: Appearance

    /// Whether rows show separators (true by default).
    public var showsSeparators = true

    /// The separators' look for every row, unless ``itemSeparatorHandler`` changes it for one
    /// (iOS 14.5); starts as `UIListSeparatorConfiguration(listAppearance:)` for the appearance.
    public var separatorConfiguration: UIListSeparatorConfiguration

    /// Adjusts the separators of single rows (iOS 14.5); nil by default.
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// The list's background colour; nil (the default) takes the appearance's: `systemBackground`
    /// for plain lists, `systemGroupedBackground` for the others.
    public var backgroundColor: UIColor?

    /// The actions a swipe from the leading edge shows on an item; nil (the default) for none.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// The actions a swipe from the trailing edge shows on an item; nil (the default) for none.
    /// A list, unlike a table, has no implicit Delete action.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Where section headers come from (``HeaderMode/none`` by default).
    public var headerMode = HeaderMode.none

    /// Where section footers come from (``FooterMode/none`` by default).
    public var footerMode = FooterMode.none

    /// Extra space above each section header (iOS 15), in either header mode; nil (the default)
    /// lets the list decide, which in the engine adds nothing (as its tables'
    /// `sectionHeaderTopPadding`). Sections without a header ignore it.
    public var headerTopPadding: CGFloat?

    /// The room above a section's header: ``headerTopPadding`` when the section has a header. O(1).
    var roomAboveHeader: CGFloat { headerMode == .none ? 0 : headerTopPadding ?? 0 }

    /// The background colour the list shows: ``backgroundColor``, else the appearance's. O(1).
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (appearance == .plain ? .systemBackground : .systemGroupedBackground)
    }

    /// The separators the item at `indexPath`, in a section of `itemCount` items, shows: with
    /// ``showsSeparators`` off, none (the separator configuration is then ineffective, as UIKit
    /// documents); otherwise ``separatorConfiguration``, passed through ``itemSeparatorHandler``,
    /// with its automatic visibilities decided. The engine's choices for ``UIListSeparatorConfiguration/Visibility/automatic``
    /// (UIKit does not document them): no top separator; a bottom separator below every item
    /// except the last of its section (a list, unlike a table, draws nothing past its items) and
    /// a section's header item in ``HeaderMode/firstItemInSection`` mode.
    ///
    /// - Complexity: O(1) plus the handler.
    func separators(at indexPath: IndexPath, itemCount: Int) -> UIListSeparatorConfiguration {
        var separators = separatorConfiguration
        guard showsSeparators else {
            separators.topSeparatorVisibility = .hidden
            separators.bottomSeparatorVisibility = .hidden
            return separators
        }
        if let itemSeparatorHandler { separators = itemSeparatorHandler(indexPath, separators) }
        if separators.topSeparatorVisibility == .automatic { separators.topSeparatorVisibility = .hidden }
        if separators.bottomSeparatorVisibility == .automatic {
            let last = indexPath.item == itemCount - 1
            separators.bottomSeparatorVisibility = last || isHeaderItem(at: indexPath) ? .hidden : .visible
        }
        return separators
    }

    /// Whether the item at `indexPath` is its section's header: the first item in
    /// ``HeaderMode/firstItemInSection`` mode. O(1).
    func isHeaderItem(at indexPath: IndexPath) -> Bool {
        headerMode == .firstItemInSection && indexPath.item == 0
    }

    /// The provider for swipes from `edge`. O(1).
    func swipeActionsProvider(for edge: ListView.SwipeEdge) -> SwipeActionsConfigurationProvider? {
        edge == .leading ? leadingSwipeActionsConfigurationProvider : trailingSwipeActionsConfigurationProvider
    }
}

/// How the separators above and below a list row look (iOS 14.5); UIKit's
/// `UIListSeparatorConfiguration`. O(1) to copy.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Hashable, Sendable {
        /// The list decides (the default): a row shows its bottom separator unless it is the
        /// last of its section or a section's header item; no row shows a top separator.
        case automatic
        /// Shown.
        case visible
        /// Not shown.
        case hidden
    }

    /// The insets that mean "the list decides" (every edge `.greatestFiniteMagnitude`), edge by
    /// edge: an automatic leading inset starts the separator where the row's text starts (the
    /// leading edge of a ``UIListContentView``'s text, else of its content view's layout
    /// margins), an automatic trailing inset ends it at the row's trailing edge. The top and
    /// bottom insets do not move a line drawn along an edge.
    nonisolated public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// The separators of a row in a list of `listAppearance`. O(1).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        self.listAppearance = listAppearance
    }

    /// The appearance the configuration was made for.
    let listAppearance: UICollectionLayoutListConfiguration.Appearance

    /// Whether the separator above the row shows (``Visibility/automatic`` by default).
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the separator below the row shows (``Visibility/automatic`` by default).
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The insets of the separator above the row (``automaticInsets`` by default).
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The insets of the separator below the row (``automaticInsets`` by default).
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour (UIKit's `separator` colour by default).
    public var color = UITableView.defaultSeparatorColor
    /// The separators' colour between selected rows in multiple selection (the same by default).
    public var multipleSelectionColor = UITableView.defaultSeparatorColor
    /// An effect the separators are drawn with (iOS 15; nil by default). The engine cannot blur
    /// or vibrate; the SVG renderer names the effect on each separator line.
    public var visualEffect: UIVisualEffect?
}

// MARK: - List sections and layouts

extension NSCollectionLayoutSection {
    /// A section laid out as a list of `configuration`'s appearance, to mix with other kinds of
    /// sections in a section provider.
    ///
    /// Rows are full-width items of estimated height 44 (one per group, no spacing), which size
    /// themselves from their cells. UIKit does not document its list metrics; the engine uses
    /// its tables' so that a list and a table of the same style look the same:
    /// - `.insetGrouped` and `.sidebar` rows are inset by 20 points on both sides
    ///   (``UITableView/insetGroupedMargin``);
    /// - in the grouped appearances (`.grouped`, `.insetGrouped`, `.sidebar`), a section without a
    ///   header (header mode `.none`) has an 18-point gap above its rows and one without a footer
    ///   an 18-point gap below them, a grouped table's gaps; plain appearances have none;
    /// - `headerMode = .firstItemInSection` makes each section's first item its header: its list
    ///   cell's default content and background configurations are the appearance's header ones,
    ///   and it shows no automatic separator below it;
    /// - ``UICollectionLayoutListConfiguration/headerTopPadding`` adds room above a section that
    ///   has a header (either mode), before the header;
    /// - `headerMode = .supplementary` adds a full-width header of kind
    ///   `UICollectionView.elementKindSectionHeader` (estimated height 44, then as tall as its view
    ///   measures), pinned while its section
    ///   shows in `.plain` and `.sidebarPlain`; `footerMode = .supplementary` a footer of kind
    ///   `UICollectionView.elementKindSectionFooter`.
    ///
    /// Cells dequeued for the section learn its appearance (a ``UICollectionViewListCell``'s default
    /// configurations follow it), and swipes on its items ask its providers.
    ///
    /// - Complexity: O(1).
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowEstimate))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        let appearance = configuration.appearance
        let grouped = appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar
        let side = appearance == .insetGrouped || appearance == .sidebar ? UITableView.insetGroupedMargin : 0
        section.contentInsets = NSDirectionalEdgeInsets(
            top: grouped && configuration.headerMode == .none ? UITableView.groupedSectionGap : 0,
            leading: side,
            bottom: grouped && configuration.footerMode != .supplementary ? UITableView.groupedSectionGap : 0,
            trailing: side)
        let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowEstimate))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: estimated, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = appearance == .plain || appearance == .sidebarPlain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: estimated, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` (see
    /// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``). Installed in a collection
    /// view, it gives the collection view the list's background colour (the configuration's
    /// `backgroundColor`, else `systemBackground` for plain lists and `systemGroupedBackground`
    /// for the others); UIKit's list layouts look that way, though it does not document how.
    ///
    /// - Complexity: O(1).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        })
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}

/// The metrics lists share with tables.
enum ListMetrics {
    /// The height rows are estimated at before they measure themselves.
    static let rowEstimate: CGFloat = 44
}
