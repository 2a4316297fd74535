import Foundation

/// A collection view cell styled as a list row, with accessories and indentation; the engine's
/// `UICollectionViewListCell` (iOS 14).
///
/// Layout, from the leading edge: the indentation (`indentationLevel × indentationWidth`), the
/// leading accessories, the content view, the trailing accessories. With
/// ``indentsAccessories`` off, the leading accessories stay at the edge and only the content
/// view moves in. Only the accessories whose ``UICellAccessory/DisplayedState`` matches the
/// cell's editing state take room. A cell with no accessories and no indentation lays out as a
/// plain collection view cell, and pays nothing for any of this.
///
/// The engine draws each system accessory as a text label, so the text and SVG renderers show
/// it: disclosure `›`, checkmark `✓`, detail `ⓘ`, delete `⊖`, insert `⊕`, reorder `≡` (`│≡`
/// with its vertical separator, the default), multiselect `○` (`●` while selected), outline
/// disclosure `▸` (`▾` while expanded), pop-up menu `⌃⌄`, and a label accessory's text. Their standard widths (UIKit does not
/// document them) are the table cell's: disclosure indicator, outline disclosure and pop-up
/// menu 34 points, checkmark 40, detail 48, editing controls and reorder 38; a label takes its
/// text's width plus 16, a custom view its frame's width plus 16. Tap them in tests with
/// ``UICollectionView/tapAccessory(_:at:)``.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, in order from the leading edge to the trailing edge on each side (empty
    /// by default).
    open var accessories: [UICellAccessory] = [] { didSet { setNeedsLayout() } }

    /// How many steps the content is indented (0 by default). A diffable data source's outline
    /// sets it to the item's level in its section snapshot as the cell is dequeued.
    @exclusivity(unchecked) open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }

    /// The width of one indentation step. UIKit does not document its default; the engine uses
    /// the table cell's documented 10 points.
    @exclusivity(unchecked) open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }

    /// Whether the leading accessories move in with the indentation (true by default); when
    /// off, only the content view does.
    @exclusivity(unchecked) open var indentsAccessories = true { didSet { if indentsAccessories != oldValue { setNeedsLayout() } } }

    /// The appearance of the list section the cell was last dequeued for; nil outside a list.
    @exclusivity(unchecked) var listAppearance: UICollectionLayoutListConfiguration.Appearance?

    /// Whether the cell was last dequeued as its section's header item (the first item of a
    /// list section in `.firstItemInSection` header mode).
    @exclusivity(unchecked) var isListHeaderItem = false

    /// The accessories on screen with their views and frames, from the last layout.
    private(set) var shownAccessories: [(accessory: UICellAccessory, view: UIView)] = []

    /// The labels drawing system accessories, reused from layout to layout.
    private var accessoryLabels: [UILabel] = []

    /// Whether a tap anywhere on the cell toggles its outline item instead of selecting it: an
    /// outline disclosure shows in the `.header` style, or in the `.automatic` style with a
    /// header content configuration. O(*a*) for *a* accessories.
    var togglesOutlineOnTap: Bool {
        guard let outline = shownAccessories.first(where: { $0.accessory.accessoryType == .outlineDisclosure })?.accessory else {
            return false
        }
        switch outline.outlineStyle {
        case .header: return true
        case .cell: return false
        case .automatic: return (contentConfiguration as? UIListContentConfiguration)?.isHeader ?? false
        }
    }

    /// A guide whose frame is the cell's bottom separator. Constrain its `leadingAnchor` to the
    /// leading edge of your content (and, if you wish, its `trailingAnchor`) so that the
    /// separator lines up with it:
    ///
    ///     separatorLayoutGuide.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor).isActive = true
    ///
    /// It only moves edges that the list's separator configuration leaves automatic
    /// (``UIListSeparatorConfiguration/automaticInsets``), in list sections. Unconstrained, the
    /// separator starts where the cell's list content text starts (else at the content view's
    /// leading margin) and runs to the cell's edge. The guide's `layoutFrame` is the separator's
    /// frame in the cell's coordinates (half a point high, along the bottom). Its constraints do
    /// not take part in sizing the cell: they are read against the laid-out frames when the
    /// separator is drawn (see the engine's rules in the guide's documentation; constraining
    /// anything but its horizontal edges stops the program).
    ///
    /// - Complexity: O(1); made on first use.
    public var separatorLayoutGuide: UILayoutGuide {
        if let separatorGuide { return separatorGuide }
        let guide = ListSeparatorLayoutGuide(cell: self)
        separatorGuide = guide
        return guide
    }

    private var separatorGuide: ListSeparatorLayoutGuide?

    /// Where the separators' automatic insets put their ends, in the cell's coordinates: the
    /// ``separatorLayoutGuide``'s edges.
    ///
    /// - Complexity: O(1) when the app did not constrain the guide.
    var automaticSeparatorEdges: (leading: CGFloat, trailing: CGFloat) {
        separatorGuide?.edges(of: self) ?? (automaticSeparatorLeading, bounds.width)
    }

    /// Where an automatic separator inset starts the cell's separators when the app did not
    /// constrain ``separatorLayoutGuide``, in the cell's coordinates: the leading edge of its
    /// ``UIListContentView``'s text, else of its content view's layout margins. O(1).
    var automaticSeparatorLeading: CGFloat {
        if let list = contentView as? UIListContentView, !list.textLabel.isHidden {
            return contentView.frame.minX + list.textLabel.frame.minX
        }
        return contentView.frame.minX + contentView.directionalLayoutMargins.leading
    }

    /// A clean list content configuration for the cell's list: ``UIListContentConfiguration/sidebarCell()``
    /// in sidebar appearances, ``UIListContentConfiguration/cell()`` otherwise and outside a list.
    /// A section's header item (its first item in `.firstItemInSection` header mode) gets the
    /// appearance's header instead: ``UIListContentConfiguration/sidebarHeader()`` in sidebars,
    /// ``UIListContentConfiguration/groupedHeader()`` in grouped and inset-grouped lists,
    /// ``UIListContentConfiguration/plainHeader()`` in plain ones.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (listAppearance, isListHeaderItem) {
        case (.sidebar?, true), (.sidebarPlain?, true): .sidebarHeader()
        case (.grouped?, true), (.insetGrouped?, true): .groupedHeader()
        case (.plain?, true): .plainHeader()
        case (.sidebar?, _), (.sidebarPlain?, _): .sidebarCell()
        default: hostedListContentView?.takeSpareCellConfiguration() ?? .cell()
        }
    }

    /// A clean background for the cell's list: ``UIBackgroundConfiguration/listGroupedCell()`` in
    /// grouped and inset-grouped lists, ``UIBackgroundConfiguration/listSidebarCell()`` in sidebars,
    /// ``UIBackgroundConfiguration/listPlainCell()`` in plain lists and outside a list. A
    /// section's header item gets the header background: ``UIBackgroundConfiguration/listSidebarHeader()``,
    /// ``UIBackgroundConfiguration/listGroupedHeaderFooter()`` or ``UIBackgroundConfiguration/listPlainHeaderFooter()``.
    public override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch (listAppearance, isListHeaderItem) {
        case (.grouped?, false), (.insetGrouped?, false): .listGroupedCell()
        case (.grouped?, true), (.insetGrouped?, true): .listGroupedHeaderFooter()
        case (.sidebar?, false), (.sidebarPlain?, false): .listSidebarCell()
        case (.sidebar?, true), (.sidebarPlain?, true): .listSidebarHeader()
        case (.plain?, true): .listPlainHeaderFooter()
        case (.plain?, false), (nil, _): .listPlainCell()
        }
    }

    open override var isEditing: Bool { didSet { if isEditing != oldValue { setNeedsLayout() } } }

    /// Learns its list's appearance and whether it is its section's header item; with a
    /// diffable data source, takes the item's level in its section snapshot as
    /// ``indentationLevel`` (0 in flat sections), as UIKit sets it automatically for
    /// hierarchical data. Other data sources set the level themselves. The engine decides these
    /// as the cell is dequeued: a cell that becomes a section's first item through a batch update
    /// keeps its style until it is next dequeued.
    override func prepareForDisplay(in collectionView: UICollectionView, at indexPath: IndexPath) {
        let list = collectionView.collectionViewLayout.listConfiguration(forSection: indexPath.section)
        listAppearance = list?.appearance
        isListHeaderItem = list?.isHeaderItem(at: indexPath) ?? false
        if let outline = collectionView.dataSource as? any OutlineToggling, let level = outline.outlineLevel(at: indexPath) {
            indentationLevel = level
        }
    }

    /// With accessories on screen, the content's size at the width the accessories leave it,
    /// plus their width; otherwise what a collection view cell answers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard !sizesWithAutoLayout, !accessories.isEmpty || indentationLevel > 0 else { return super.sizeThatFits(size) }
        if bounds.width != size.width { setFrameSize(CGSize(width: size.width, height: frame.height)) }
        placeContentView()
        let extra = bounds.width - contentView.frame.width
        let inner = contentView.sizeThatFits(CGSize(width: max(0, size.width - extra), height: size.height))
        return CGSize(width: inner.width + extra, height: inner.height)
    }

    override func placeContentView() {
        guard !accessories.isEmpty || indentationLevel > 0 || !shownAccessories.isEmpty else {
            super.placeContentView()
            return
        }
        let (leading, trailing) = accessoriesBySide()
        var views: [(accessory: UICellAccessory, view: UIView)] = []
        views.reserveCapacity(leading.count + trailing.count)
        var labelsUsed = 0
        for accessory in leading + trailing {
            let view: UIView
            if let custom = accessory.custom {
                view = custom.customView
                if !custom.maintainsFixedSize {
                    let fitted = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: bounds.height))
                    view.frame.size = CGSize(width: fitted.width, height: min(fitted.height, bounds.height))
                }
            } else {
                if labelsUsed == accessoryLabels.count { accessoryLabels.append(UILabel()) }
                let label = accessoryLabels[labelsUsed]
                labelsUsed += 1
                style(label, for: accessory)
                view = label
            }
            views.append((accessory, view))
        }
        for old in shownAccessories where old.view.superview === self && !views.contains(where: { $0.view === old.view }) {
            old.view.removeFromSuperview()
        }

        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        let height = bounds.height
        var x = indentsAccessories ? indent : 0
        for (accessory, view) in views.prefix(leading.count) {
            let width = reservedWidth(of: accessory, view: view)
            place(view, of: accessory, in: CGRect(x: x, y: 0, width: width, height: height))
            x += width
        }
        if !indentsAccessories { x += indent }
        var end = bounds.width
        for (accessory, view) in views.suffix(trailing.count).reversed() {
            let width = reservedWidth(of: accessory, view: view)
            end -= width
            place(view, of: accessory, in: CGRect(x: end, y: 0, width: width, height: height))
        }
        let contentFrame = CGRect(x: x, y: 0, width: max(0, end - x), height: height)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        shownAccessories = views
    }

    /// The accessories shown in the cell's editing state, by side: system ones in array order,
    /// then each custom view inserted where its placement's position says (clamped to the side).
    private func accessoriesBySide() -> (leading: [UICellAccessory], trailing: [UICellAccessory]) {
        var leading: [UICellAccessory] = []
        var trailing: [UICellAccessory] = []
        for accessory in accessories where accessory.custom == nil && accessory.isShown(editing: isEditing) {
            if accessory.isLeadingSystemAccessory { leading.append(accessory) } else { trailing.append(accessory) }
        }
        for accessory in accessories where accessory.isShown(editing: isEditing) {
            guard let custom = accessory.custom else { continue }
            switch custom.placement {
            case .leading(_, let position): leading.insert(accessory, at: min(max(0, position(leading)), leading.count))
            case .trailing(_, let position): trailing.insert(accessory, at: min(max(0, position(trailing)), trailing.count))
            }
        }
        return (leading, trailing)
    }

    private func style(_ label: UILabel, for accessory: UICellAccessory) {
        label.text = accessory.glyph(selected: isSelected, expanded: isExpanded)
        label.adjustsFontForContentSizeCategory = accessory.adjustsFontForContentSizeCategory
        label.font = accessory.font ?? .body
        label.textAlignment = .center
        label.textColor = accessory.options.tintColor ?? accessory.defaultColor(tint: tintColor)
        label.backgroundColor = accessory.accessoryType != .multiselect || isSelected ? accessory.options.backgroundColor : nil
    }

    private func reservedWidth(of accessory: UICellAccessory, view: UIView) -> CGFloat {
        /// The glyph's width, or the custom view's.
        func actual() -> CGFloat {
            accessory.custom != nil ? view.frame.width : view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: bounds.height)).width
        }
        switch accessory.options.reservedLayoutWidth {
        case .custom(let width): return max(0, width)
        case .actual: return actual()
        case .standard:
            let sizedByContent = accessory.custom != nil || accessory.accessoryType == .label
            return sizedByContent ? actual() + UITableViewCell.classicMargin : accessory.standardWidth
        }
    }

    /// A label fills its slot (its text centred); a custom view keeps its size, centred in the
    /// slot. Hidden accessories keep their slot and are not drawn.
    private func place(_ view: UIView, of accessory: UICellAccessory, in slot: CGRect) {
        if view.superview !== self { addSubview(view) }
        view.isHidden = accessory.options.isHidden
        if accessory.custom == nil {
            view.frame = slot
        } else {
            let size = view.frame.size
            view.frame.origin = CGPoint(x: slot.midX - size.width / 2, y: (slot.height - size.height) / 2)
        }
    }
}

extension UICellAccessory {
    /// Whether the accessory shows while the list is (or is not) editing. O(1).
    func isShown(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// The system accessories UIKit puts at the leading edge: the editing controls. O(1).
    var isLeadingSystemAccessory: Bool {
        switch accessoryType {
        case .delete, .insert, .multiselect: true
        default: false
        }
    }

    /// The text the engine draws for the accessory. O(1).
    func glyph(selected: Bool, expanded: Bool) -> String {
        switch accessoryType {
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .detail: "ⓘ"
        case .delete: "⊖"
        case .insert: "⊕"
        case .reorder: showsVerticalSeparator ? "│≡" : "≡"
        case .multiselect: selected ? "●" : "○"
        case .outlineDisclosure: expanded ? "▾" : "▸"
        case .popUpMenu: "⌃⌄"
        case .label: text ?? ""
        case .customView: ""
        }
    }

    /// The glyph's colour when the options give none. O(1).
    func defaultColor(tint: UIColor) -> UIColor {
        switch accessoryType {
        case .checkmark, .multiselect, .detail, .popUpMenu, .outlineDisclosure: tint
        case .delete: .systemRed
        case .insert: .systemGreen
        default: .secondaryLabel
        }
    }

    /// The standard width of a system accessory (see ``UICollectionViewListCell``). O(1).
    var standardWidth: CGFloat {
        switch accessoryType {
        case .disclosureIndicator, .outlineDisclosure, .popUpMenu: UITableViewCell.trailingWidth(of: .disclosureIndicator)
        case .checkmark: UITableViewCell.trailingWidth(of: .checkmark)
        case .detail: UITableViewCell.trailingWidth(of: .detailButton)
        case .delete, .insert, .multiselect: UITableViewCell.editingControlWidth
        case .reorder: UITableViewCell.reorderControlWidth
        case .label, .customView: 0
        }
    }
}
