import Foundation
import HeadlessUIKit

// Reusable views that count what the list and the data source do to them. The `Counting…` ones
// count `prepareForReuse()` and remember the index path they were configured for; the `Text…`
// ones add one label (in the content view) that `show(_:)` sets, counting those setups too.

// MARK: - Table

/// A table cell that counts its `prepareForReuse()` calls and remembers the row it was
/// configured for.
@MainActor
open class CountingTableCell: UITableViewCell {
    public private(set) var prepareForReuseCount = 0
    /// The row the data source last configured the cell for.
    public var configuredRow: IndexPath?

    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    open override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

/// A second counting table cell class, to tell registrations apart.
@MainActor
public final class OtherCountingTableCell: CountingTableCell {}

/// A counting table cell that shows one text in a label of its content view.
@MainActor
open class TextTableCell: CountingTableCell {
    public let label = UILabel()
    /// How often `show(_:)` ran: the setups a model or data source made.
    public private(set) var setupCount = 0

    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows `text` and counts one setup.
    public func show(_ text: String) {
        setupCount += 1
        label.text = text
    }
}

/// A table header/footer view that counts its `prepareForReuse()` calls.
@MainActor
public final class CountingHeaderFooterView: UITableViewHeaderFooterView {
    public private(set) var prepareForReuseCount = 0

    public override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

// MARK: - Collection

/// A collection cell that counts its `prepareForReuse()` calls and remembers the item it was
/// configured for.
@MainActor
open class CountingCollectionCell: UICollectionViewCell {
    public private(set) var prepareForReuseCount = 0
    /// The item the data source last configured the cell for.
    public var configuredItem: IndexPath?

    public required init(frame: CGRect) {
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    open override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

/// A second counting collection cell class.
@MainActor
public final class OtherCountingCollectionCell: CountingCollectionCell {}

/// A counting collection cell that shows one text in a label of its content view.
@MainActor
open class TextCollectionCell: CountingCollectionCell {
    public let label = UILabel()
    /// How often `show(_:)` ran: the setups a model or data source made.
    public private(set) var setupCount = 0

    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows `text` and counts one setup.
    public func show(_ text: String) {
        setupCount += 1
        label.text = text
    }
}

/// A collection supplementary view class with nothing in it.
@MainActor
public final class PlainSupplementaryView: UICollectionReusableView {}

/// A collection supplementary view that shows one text in a label.
@MainActor
public final class TextSupplementaryView: UICollectionReusableView {
    public let label = UILabel()

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
