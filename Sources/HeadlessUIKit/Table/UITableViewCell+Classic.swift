import Foundation

extension UITableViewCell {
    /// The standard views at a cell's trailing edge, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Hashable, Sendable {
        /// No accessory.
        case none
        /// A chevron (drawn `›`): tapping the row shows more.
        case disclosureIndicator
        /// An info button and a chevron (drawn `ⓘ ›`); tapping the button calls the delegate's
        /// `accessoryButtonTappedForRowWith`.
        case detailDisclosureButton
        /// A checkmark (drawn `✓`).
        case checkmark
        /// An info button (drawn `ⓘ`); tapping it calls the delegate's `accessoryButtonTappedForRowWith`.
        case detailButton
    }

    /// How a cell shows selection, as `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Hashable, Sendable {
        /// No highlight or selection background (the cell is still selected).
        case none
        /// The default look (UIKit draws every style but none alike since iOS 7).
        case blue
        /// The default look.
        case gray
        /// The default look.
        case `default`
    }

    /// The editing control of a row, as `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Hashable, Sendable {
        /// No editing control while the table is editing, and no default Delete swipe action.
        case none
        /// A delete control at the leading edge; tapping it shows the Delete confirmation button
        /// (``UITableView/tapEditingControl(forRowAt:)``).
        case delete
        /// An insert control at the leading edge; tapping it calls the data source's `commit`
        /// with `.insert`.
        case insert
    }

    /// The primary label of the classic styles, made on first use and added to the content view;
    /// 17-point body text.
    public var textLabel: UILabel? {
        if let classicTextLabel { return classicTextLabel }
        let label = UILabel()
        switch style {
        case .value2:
            label.font = .subheadline
            label.textColor = .systemBlue
            label.textAlignment = .right
        default:
            label.font = .body
        }
        contentView.addSubview(label)
        classicTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles, made on first
    /// use; nil in the `.default` style, as UIKit. `.value1`: 17-point secondary text at the
    /// trailing edge; `.value2` and `.subtitle`: 15-point text (the engine follows its
    /// `valueCell()` / `subtitleCell()` presets; UIKit's exact sizes vary by release).
    public var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let classicDetailTextLabel { return classicDetailTextLabel }
        let label = UILabel()
        switch style {
        case .value1:
            label.font = .body
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .subheadline
        default:
            label.font = .subheadline
            label.textColor = .secondaryLabel
        }
        contentView.addSubview(label)
        classicDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image view at the leading edge, made on first use; it shows (and takes room) only
    /// while it has an image.
    public var imageView: UIImageView? {
        if let classicImageView { return classicImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        classicImageView = view
        setNeedsLayout()
        return view
    }

    /// How far the content view moves right for the editing control (delete or insert).
    nonisolated static let editingControlWidth: CGFloat = 38
    /// The width of the reorder control at the trailing edge while editing.
    nonisolated static let reorderControlWidth: CGFloat = 38
    /// The side margin of the classic labels and of custom accessory views.
    nonisolated static let classicMargin: CGFloat = 16

    /// The width the content view gives up at the trailing edge for a standard accessory:
    /// measured from UIKit on an iPhone (disclosure 34, checkmark 40, detail button 48, detail
    /// disclosure 68 points); approximate.
    nonisolated static func trailingWidth(of type: AccessoryType) -> CGFloat {
        switch type {
        case .none: 0
        case .disclosureIndicator: 34
        case .checkmark: 40
        case .detailButton: 48
        case .detailDisclosureButton: 68
        }
    }

    /// The text drawn for a standard accessory.
    nonisolated static func symbol(of type: AccessoryType) -> String? {
        switch type {
        case .none: nil
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .detailButton: "ⓘ"
        case .detailDisclosureButton: "ⓘ ›"
        }
    }

    /// The accessory type and view that apply now (the editing ones while editing).
    var currentAccessory: (type: AccessoryType, view: UIView?) {
        isEditing ? (editingAccessoryType, editingAccessoryView) : (accessoryType, accessoryView)
    }

    func accessoryChanged() { setNeedsLayout() }

    func accessoryViewChanged(_ old: UIView?) {
        if let old, old !== accessoryView, old !== editingAccessoryView, old.superview === self { old.removeFromSuperview() }
        setNeedsLayout()
    }

    /// Whether the reorder control shows: editing, ``showsReorderControl`` and a row that can move.
    var showsReorderControlNow: Bool { isEditing && showsReorderControl && rowCanMove }

    /// The accessory area and the content view's frame: the editing control pushes the content
    /// right by 38 points (when the row has one and ``shouldIndentWhileEditing``), the reorder
    /// control or accessory takes room at the trailing edge (a custom accessory view its width
    /// plus 16-point margins), and the classic labels are laid out inside the content view.
    func layoutClassicCell() {
        // Most custom cells use none of this: the content view just fills the cell. Checked
        // first, so their layout does not pay for accessories, editing controls and labels.
        if accessoryType == .none, editingAccessoryType == .none, accessoryView == nil, editingAccessoryView == nil,
            !isEditing, indentationLevel == 0, standardAccessoryLabel == nil, reorderControlLabel == nil,
            classicTextLabel == nil, classicDetailTextLabel == nil, classicImageView == nil
        {
            // Compared field by field: `CGRect.==` is a call into Foundation, about 55
            // instructions, at every layout of every cell.
            let size = bounds.size
            let current = contentView.frame
            if current.origin.x != 0 || current.origin.y != 0 || current.size.width != size.width
                || current.size.height != size.height
            {
                contentView.frame = CGRect(origin: .zero, size: size)
            }
            return
        }
        var leading = CGFloat(max(0, indentationLevel)) * indentationWidth
        if isEditing, editingStyle != .none, shouldIndentWhileEditing { leading += Self.editingControlWidth }
        var trailing: CGFloat = 0
        let (type, customView) = currentAccessory
        // Views of the other mode leave.
        for view in [accessoryView, editingAccessoryView].compactMap({ $0 }) where view !== customView && view.superview === self {
            view.removeFromSuperview()
        }
        if showsReorderControlNow {
            trailing = Self.reorderControlWidth
            standardAccessoryLabel?.removeFromSuperview()
            standardAccessoryLabel = nil
            customView?.removeFromSuperview()
            let control = reorderControlLabel ?? UILabel(text: "≡")
            reorderControlLabel = control
            if control.superview !== self { addSubview(control) }
            control.frame = CGRect(x: bounds.width - trailing, y: 0, width: trailing, height: bounds.height)
        } else {
            reorderControlLabel?.removeFromSuperview()
            reorderControlLabel = nil
            if let customView {
                standardAccessoryLabel?.removeFromSuperview()
                standardAccessoryLabel = nil
                if customView.superview !== self { addSubview(customView) }
                let size = customView.frame.size
                trailing = size.width + 2 * Self.classicMargin
                customView.frame.origin = CGPoint(
                    x: bounds.width - Self.classicMargin - size.width, y: (bounds.height - size.height) / 2)
            } else if let symbol = Self.symbol(of: type) {
                trailing = Self.trailingWidth(of: type)
                let label = standardAccessoryLabel ?? UILabel()
                label.text = symbol
                label.textColor = type == .checkmark ? tintColor : .secondaryLabel
                standardAccessoryLabel = label
                if label.superview !== self { addSubview(label) }
                label.frame = CGRect(x: bounds.width - trailing, y: 0, width: trailing, height: bounds.height)
            } else {
                standardAccessoryLabel?.removeFromSuperview()
                standardAccessoryLabel = nil
            }
        }
        let contentFrame = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - trailing), height: bounds.height)
        contentView.frame = contentFrame
        layoutClassicLabels(in: CGRect(origin: .zero, size: contentFrame.size), trailingAccessory: trailing > 0)
    }

    private var shownImageView: UIImageView? {
        guard let classicImageView, classicImageView.image != nil else { return nil }
        return classicImageView
    }

    private static func hasText(_ label: UILabel?) -> Bool { !(label?.text ?? "").isEmpty }

    /// Lays the classic labels out in `area` (content view coordinates) per ``style``.
    private func layoutClassicLabels(in area: CGRect, trailingAccessory: Bool) {
        guard classicTextLabel != nil || classicDetailTextLabel != nil || classicImageView != nil else { return }
        let margin = Self.classicMargin
        var textX = margin
        if let image = classicImageView {
            let size = image.image?.size ?? .zero
            image.frame = CGRect(x: margin, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            if image.image != nil { textX = margin + size.width + margin }
        }
        let right = area.width - (trailingAccessory ? 0 : margin)
        let available = max(0, right - textX)
        let unbounded = CGFloat.greatestFiniteMagnitude
        func size(_ label: UILabel?, width: CGFloat) -> CGSize {
            guard let label, Self.hasText(label) else { return .zero }
            return label.sizeThatFits(CGSize(width: width, height: unbounded))
        }
        switch style {
        case .default:
            let textSize = size(classicTextLabel, width: available)
            classicTextLabel?.frame = CGRect(x: textX, y: (area.height - textSize.height) / 2, width: available, height: textSize.height)
        case .subtitle:
            let textSize = size(classicTextLabel, width: available)
            let detailSize = size(classicDetailTextLabel, width: available)
            var y = (area.height - textSize.height - detailSize.height) / 2
            classicTextLabel?.frame = CGRect(x: textX, y: y, width: available, height: textSize.height)
            y += textSize.height
            classicDetailTextLabel?.frame = CGRect(x: textX, y: y, width: available, height: detailSize.height)
        case .value1:
            let detailSize = size(classicDetailTextLabel, width: available)
            classicDetailTextLabel?.frame = CGRect(
                x: right - detailSize.width, y: (area.height - detailSize.height) / 2,
                width: detailSize.width, height: detailSize.height)
            let textWidth = max(0, right - detailSize.width - (detailSize.width > 0 ? 8 : 0) - textX)
            let textSize = size(classicTextLabel, width: textWidth)
            classicTextLabel?.frame = CGRect(x: textX, y: (area.height - textSize.height) / 2, width: textWidth, height: textSize.height)
        case .value2:
            let column: CGFloat = 75
            let textSize = size(classicTextLabel, width: column)
            classicTextLabel?.frame = CGRect(x: margin, y: (area.height - textSize.height) / 2, width: column, height: textSize.height)
            let detailX = margin + column + 6
            let detailWidth = max(0, right - detailX)
            let detailSize = size(classicDetailTextLabel, width: detailWidth)
            classicDetailTextLabel?.frame = CGRect(
                x: detailX, y: (area.height - detailSize.height) / 2, width: detailWidth, height: detailSize.height)
        }
    }

    /// The height the classic labels need at `size.width` (11.8-point margins above and below,
    /// as the engine's list cells, so one body line measures 44), at least 44; nil when no
    /// classic label holds text.
    func classicSizeThatFits(_ size: CGSize) -> CGSize? {
        // Most cells never made a classic label: answered without reading any text.
        guard classicTextLabel != nil || classicDetailTextLabel != nil,
            Self.hasText(classicTextLabel) || Self.hasText(classicDetailTextLabel)
        else { return nil }
        let (type, customView) = currentAccessory
        let trailing = customView.map { $0.frame.width + 2 * Self.classicMargin } ?? Self.trailingWidth(of: type)
        var textX = Self.classicMargin
        if let image = shownImageView { textX += image.image!.size.width + Self.classicMargin }
        let width = max(0, size.width - trailing - textX - (trailing > 0 ? 0 : Self.classicMargin))
        func height(_ label: UILabel?) -> CGFloat {
            guard let label, Self.hasText(label) else { return 0 }
            return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        let labels: CGFloat =
            style == .subtitle
            ? height(classicTextLabel) + height(classicDetailTextLabel)
            : max(height(classicTextLabel), height(classicDetailTextLabel))
        let imageHeight = shownImageView?.image?.size.height ?? 0
        return CGSize(width: size.width, height: max(44, max(labels, imageHeight) + 2 * 11.8))
    }
}

extension UITableViewCell {
    /// Whether and how rows are separated, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Hashable, Sendable {
        /// No separators.
        case none
        /// A hairline below each row.
        case singleLine
    }
}
