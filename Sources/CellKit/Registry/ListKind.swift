import Foundation

/// Whether a list is a table or a collection view: what registration messages name, and how
/// header and footer views are identified for UI tests
/// (``Accessible/accessibilityIdentifier(forHeaderFooterIn:of:)``).
public enum ListKind: Hashable, Sendable {
    /// A `UITableView`: cells descend from `UITableViewCell`, headers and footers from
    /// `UITableViewHeaderFooterView`.
    case table
    /// A `UICollectionView`: cells descend from `UICollectionViewCell`, headers and footers from
    /// `UICollectionReusableView`.
    case collection

    /// The kind of `list`.
    @MainActor public init(of list: ListView) {
        self = list is UITableView ? .table : .collection
    }

    /// How code names the list: `tableView`, `collectionView`.
    var variableName: String { self == .table ? "tableView" : "collectionView" }
    /// How prose names it: `table view`, `collection view`.
    var description: String { self == .table ? "table view" : "collection view" }
    /// The other kind of list, in prose.
    var other: ListKind { self == .table ? .collection : .table }
    /// The view class cells must descend from in this kind of list.
    var cellBase: String { self == .table ? "UITableViewCell" : "UICollectionViewCell" }
    /// The view class headers and footers must descend from in this kind of list.
    var supplementaryBase: String { self == .table ? "UITableViewHeaderFooterView" : "UICollectionReusableView" }
}
