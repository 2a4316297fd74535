import Foundation

/// The part that cells, header/footer views and supplementary views share: a reuse identifier,
/// a content view, and the selection and highlight state the list drives.
///
/// UIKit repeats these members on each of its reusable classes; the engine keeps them in one
/// base. Subclass ``TableViewCell``, ``CollectionViewCell``, ``TableViewHeaderFooterView`` or
/// ``CollectionReusableView`` rather than this class.
@MainActor
open class ReusableView: View {
    /// The identifier the view was registered and dequeued with; nil for a view made by hand.
    public package(set) var reuseIdentifier: String?

    /// The view to add content to. It fills the view's bounds.
    public internal(set) var contentView = View()

    /// Whether the view shows as selected. Setting it calls ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the view shows as highlighted (touched). Setting it calls ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    private var selectedState = false
    private var highlightedState = false

    init(frame: CGRect, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Sets the selection state. Override it to restyle; call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
    }

    /// Sets the highlight state. Override it to restyle; call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
    }

    /// Called by the list when it hands the view out again, before the dequeue call returns.
    /// Override it to reset state that setup does not always overwrite; call `super`.
    ///
    /// The default clears the highlight and selection, as UIKit's cells do.
    open func prepareForReuse() {
        if highlightedState { setHighlighted(false, animated: false) }
        if selectedState { setSelected(false, animated: false) }
    }

    /// Makes ``contentView`` fill the bounds. Call `super` when you override it.
    open override func layoutSubviews() {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
}

/// A row of a ``TableView``; the engine's `UITableViewCell`.
///
/// Subclass it and add subviews to ``ReusableView/contentView`` in the required initializer:
///
/// ```swift
/// final class UserTableViewCell: TableViewCell {
///     let nameLabel = Label()
///
///     required init(style: CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(nameLabel)
///     }
/// }
/// ```
@MainActor
open class TableViewCell: ReusableView {
    /// UIKit's predefined cell styles; the engine records the style and leaves content to you.
    public enum CellStyle: Hashable, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The style the cell was created with.
    public let style: CellStyle

    /// Creates a cell. The table view calls this with `.default` and the registered identifier.
    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44), reuseIdentifier: reuseIdentifier)
    }
}

/// A section header or footer of a ``TableView``; the engine's `UITableViewHeaderFooterView`.
@MainActor
open class TableViewHeaderFooterView: ReusableView {
    /// Creates a header or footer view. The table view calls this with the registered identifier.
    public required init(reuseIdentifier: String?) {
        super.init(frame: .zero, reuseIdentifier: reuseIdentifier)
    }
}

/// A supplementary view (header, footer) of a ``CollectionView``; the engine's
/// `UICollectionReusableView`.
@MainActor
open class CollectionReusableView: ReusableView {
    /// Creates the view. The collection view calls this and then sets the reuse identifier.
    public required init(frame: CGRect) {
        super.init(frame: frame, reuseIdentifier: nil)
    }

    /// Called with the layout's attributes before the view is shown. The default applies the frame.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }
}

/// An item of a ``CollectionView``; the engine's `UICollectionViewCell`.
@MainActor
open class CollectionViewCell: CollectionReusableView {}
