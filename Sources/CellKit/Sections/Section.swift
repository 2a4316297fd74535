import Foundation

/// One section of a list: optional header and footer models, the item models, and the layout
/// values a collection view uses for it.
///
/// ```swift
/// let section = Section(
///     id: "friends",
///     insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
///     lineSpacing: 8,
///     interitemSpacing: 8,
///     header: TitleHeaderModel(title: "Friends"),
///     items: friends.map(UserCellModel.init))
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
    public var insets: UIEdgeInsets?
    /// The least distance between lines of items in a collection view.
    public var lineSpacing: CGFloat?
    /// The least distance between items in a line in a collection view.
    public var interitemSpacing: CGFloat?
    /// How the section is laid out by a compositional layout from
    /// ``CollectionDataAdapter/makeCompositionalLayout(configuration:)``; nil for a plain list
    /// there. Other layouts ignore it.
    public var layout: SectionLayout?
    /// The outline the section shows, when it was made with ``init(id:header:footer:outline:layout:)``:
    /// setting it shows its visible items (see ``OutlineItem``) as ``items``.
    public var outline: [OutlineItem]? {
        didSet { if let outline { (items, outlineRows) = OutlineItem.visibleRows(of: outline) } else { outlineRows = [] } }
    }
    /// Where each of ``items`` is in ``outline``, for an outline section.
    var outlineRows: [OutlineRow] = []

    /// Creates a section. The parameters after `id` are in the order of the CellViewModel
    /// library's `Section(insets:lineSpacing:header:footer:items:)`, which this spells too.
    public init(
        id: AnyHashable? = nil,
        insets: UIEdgeInsets? = nil,
        lineSpacing: CGFloat? = nil,
        interitemSpacing: CGFloat? = nil,
        header: (any AnySupplementaryViewModel)? = nil,
        footer: (any AnySupplementaryViewModel)? = nil,
        items: [any AnyCellViewModel] = [],
        layout: SectionLayout? = nil
    ) {
        self.id = id
        self.header = header
        self.footer = footer
        self.items = items
        self.insets = insets
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.layout = layout
    }

    /// Creates a section that shows `outline`: its root items and, under each expanded item, its
    /// children, depth-first, as ``items``. A collection adapter indents each list cell by its
    /// level and gives items with children an outline disclosure that expands and collapses them
    /// (``ListDataAdapter/toggleOutlineItem(at:)``).
    ///
    /// - Complexity: O(*n*) for the outline's *n* items.
    public init(
        id: AnyHashable? = nil, header: (any AnySupplementaryViewModel)? = nil, footer: (any AnySupplementaryViewModel)? = nil,
        outline: [OutlineItem], layout: SectionLayout? = nil
    ) {
        self.init(id: id, header: header, footer: footer, layout: layout)
        self.outline = outline
        (items, outlineRows) = OutlineItem.visibleRows(of: outline)
    }

    /// Creates a section as the CellViewModel library's `Section` and `DiffableSection` did:
    /// `identifier` becomes ``id``, which the diffing adapters match sections by.
    ///
    /// ```swift
    /// Section(identifier: "friends", insets: UIEdgeInsets(all: 8), lineSpacing: 8,
    ///         header: TitleHeaderModel(title: "Friends"), items: friends.map(UserCellModel.init))
    /// ```
    public init(
        identifier: String,
        insets: UIEdgeInsets? = nil,
        lineSpacing: CGFloat? = nil,
        header: (any AnySupplementaryViewModel)? = nil,
        footer: (any AnySupplementaryViewModel)? = nil,
        items: [any AnyCellViewModel]
    ) {
        self.init(id: identifier, insets: insets, lineSpacing: lineSpacing, header: header, footer: footer, items: items)
    }

    /// The section's ``id`` when it is a string, as the CellViewModel library's
    /// `DiffableSection.identifier` (an alias for reading ``id``).
    public var identifier: String? { id?.base as? String }

    /// The header or footer model for `kind`.
    public subscript(kind: SupplementaryKind) -> (any AnySupplementaryViewModel)? {
        switch kind {
        case .header: header
        case .footer: footer
        }
    }
}

/// The CellViewModel library's section for diffing: an alias of ``Section``. Give it an
/// `identifier` and models that adopt ``DiffableCellViewModel`` (or ``DiffableViewModel``), and
/// ``ListDataAdapter/apply(_:animated:)`` turns a new array of them into batch updates.
public typealias DiffableSection = Section
