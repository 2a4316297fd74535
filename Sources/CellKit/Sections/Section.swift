import Foundation

/// One section of a list: optional header and footer models, the item models, and the layout
/// values a collection view uses for it.
///
/// ```swift
/// let section = Section(
///     id: "friends",
///     header: TitleHeaderModel(title: "Friends"),
///     items: friends.map(UserCellModel.init),
///     insets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
///     lineSpacing: 8,
///     interitemSpacing: 8)
/// ```
///
/// Insets and spacing are flow-layout values: a collection view uses them in place of its
/// layout's `sectionInset`, `minimumLineSpacing` and `minimumInteritemSpacing`; a table view has
/// no such metrics and ignores them. nil keeps the layout's value.
public struct Section {
    /// An identifier for the section; the diffing adapters use it to match sections.
    public var id: AnyHashable?
    /// The model of the section's header, if any.
    public var header: (any AnySupplementaryViewModel)?
    /// The model of the section's footer, if any.
    public var footer: (any AnySupplementaryViewModel)?
    /// The models of the section's rows or items, in order.
    public var items: [any AnyCellViewModel]
    /// The space around the section's items in a collection view.
    public var insets: EdgeInsets?
    /// The least distance between lines of items in a collection view.
    public var lineSpacing: CGFloat?
    /// The least distance between items in a line in a collection view.
    public var interitemSpacing: CGFloat?

    public init(
        id: AnyHashable? = nil,
        header: (any AnySupplementaryViewModel)? = nil,
        footer: (any AnySupplementaryViewModel)? = nil,
        items: [any AnyCellViewModel] = [],
        insets: EdgeInsets? = nil,
        lineSpacing: CGFloat? = nil,
        interitemSpacing: CGFloat? = nil
    ) {
        self.id = id
        self.header = header
        self.footer = footer
        self.items = items
        self.insets = insets
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
    }

    /// The header or footer model for `kind`.
    public subscript(kind: SupplementaryKind) -> (any AnySupplementaryViewModel)? {
        switch kind {
        case .header: header
        case .footer: footer
        }
    }
}
