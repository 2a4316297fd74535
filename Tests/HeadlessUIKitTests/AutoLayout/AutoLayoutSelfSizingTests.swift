import CellKitTestSupport
import Foundation
import HeadlessUIKit
import Testing

// Self-sizing rows and items from constraints. Text metrics: 8.5 points a character, 20.4
// points a line (17-point system font). A table cell's content view has 16-point margins at the
// sides and 11 at the top and bottom.

/// The "image + title + subtitle + badge" cell, built as iOS code builds it.
private final class AutoLayoutBadgeCell: UITableViewCell {
    let iconView = UIImageView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let badgeLabel = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [iconView, titleLabel, subtitleLabel, badgeLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        titleLabel.numberOfLines = 0
        subtitleLabel.numberOfLines = 0
        badgeLabel.setContentHuggingPriority(.defaultLow + 501, for: .horizontal)
        badgeLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            iconView.topAnchor.constraint(equalTo: margins.topAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 44),
            iconView.heightAnchor.constraint(equalToConstant: 44),
            iconView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 8),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            badgeLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            badgeLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            badgeLabel.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            subtitleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            subtitleLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private final class BadgeSource: UITableViewDataSource {
    var subtitles: [String]
    init(_ subtitles: [String]) { self.subtitles = subtitles }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { subtitles.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath) as! AutoLayoutBadgeCell
        cell.titleLabel.text = "Harpo"
        cell.subtitleLabel.text = subtitles[indexPath.row]
        cell.badgeLabel.text = "3"
        return cell
    }
}

@Suite("Auto Layout: self-sizing rows and items")
@MainActor
struct AutoLayoutSelfSizingTests {
    /// 60 characters: 3 lines in the 236-point subtitle column (27 characters a line).
    static let long = String(repeating: "Chico Zeppo ", count: 5)

    @Test("Rows with automatic heights measure their cells' constraints, and the cells lay out at the measured height")
    func tableRows() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(AutoLayoutBadgeCell.self, forCellReuseIdentifier: "badge")
        table.estimatedRowHeight = 44
        let source = BadgeSource([Self.long, "Gummo", ""])
        table.dataSource = source
        table.layoutIfNeeded()
        // Title 20.4 + 4 + subtitle 3 × 20.4, plus 11 + 11 margins: 107.6.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 107.6)
        // One subtitle line: 20.4 + 4 + 20.4 = 44.8 beats the 44-point icon; plus 22.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 66.8)
        // No subtitle: the icon is the tallest (44), the subtitle is empty; plus 22.
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == CGFloat(66))

        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? AutoLayoutBadgeCell)
        #expect(cell.iconView.frame == CGRect(x: 16, y: 11, width: 44, height: 44))
        #expect(cell.titleLabel.frame == CGRect(x: 68, y: 11, width: 42.5, height: 20.4))
        // The badge sits at the trailing margin, centred on the title's line.
        #expect(cell.badgeLabel.frame == CGRect(x: 320 - 16 - 8.5, y: 11, width: 8.5, height: 20.4))
        #expect(cell.subtitleLabel.frame == CGRect(x: 68, y: 35.4, width: 236, height: 61.2))
        #expect(cell.unsatisfiableConstraintReports.isEmpty)
        #expect(cell.contentView.frame.height == cell.frame.height)

        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        #expect(cell.isSelected)
        #expect(cell.subtitleLabel.frame.height == 61.2, "selection does not change the layout")
    }

    @Test("Estimated heights: a table makes only the cells the screen shows, as UIKit fills it cell by cell")
    func cellsCreatedForEstimatedRows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(AutoLayoutBadgeCell.self, forCellReuseIdentifier: "badge")
        table.estimatedRowHeight = 44
        let source = BadgeSource(Array(repeating: Self.long, count: 100))
        table.dataSource = source
        table.layoutIfNeeded()
        // Rows are 107.6 tall: 600 / 107.6 shows rows 0...5 (the sixth from 538 to 645.6). The
        // 44-point estimate would have put 14 rows on screen; only the six are made.
        #expect(table.indexPathsForVisibleRows == (0..<6).map { IndexPath(row: $0, section: 0) })
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "badge") == 6)
        // Scrolling a screen down (600...1200: rows 5...11) reuses the cells that left.
        table.contentOffset.y = 600
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (5..<12).map { IndexPath(row: $0, section: 0) })
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "badge") <= 7 + 2)
    }

    @Test("A rotation re-measures rows at the new width")
    func widthChange() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(AutoLayoutBadgeCell.self, forCellReuseIdentifier: "badge")
        table.estimatedRowHeight = 44
        let source = BadgeSource([Self.long])
        table.dataSource = source
        table.layoutIfNeeded()
        table.frame.size.width = 480
        table.layoutIfNeeded()
        // Subtitle column 480 − 68 − 16 = 396: 46 characters a line, 2 lines.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 87.2)   // 22 + 20.4 + 4 + 2 × 20.4
    }

    @Test("A fixed row height that the cell's required constraints cannot fit is logged next to the encapsulated height")
    func encapsulatedConflict() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(AutoLayoutBadgeCell.self, forCellReuseIdentifier: "badge")
        table.rowHeight = 30
        let source = BadgeSource(["Gummo"])
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let report = try #require(cell.contentView.unsatisfiableConstraintReports.first)
        #expect(report.constraints.contains { $0.identifier == "UIView-Encapsulated-Layout-Height" })
        #expect(report.brokenConstraint.identifier != "UIView-Encapsulated-Layout-Height", "the app's constraint is broken, as UIKit's logs show")
        #expect(cell.contentView.frame.height == 30)
    }

    @Test("The SVG picture draws Auto Layout cells at their solved frames, and their margins guides on request")
    func svgPicture() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(AutoLayoutBadgeCell.self, forCellReuseIdentifier: "badge")
        table.estimatedRowHeight = 44
        let source = BadgeSource(["Gummo"])
        table.dataSource = source
        let plain = SVGRenderer.render(table)
        // The subtitle at (68, 11 + 20.4 + 4), 236 wide, one line.
        #expect(plain.contains(#"x="68" y="35.4" width="236" height="20.4""#))
        #expect(!plain.contains("layout-guide"))
        // The content view's margins guide: 16 and 11 points in, around the 44.8-point content.
        let debugging = SVGRenderer.render(table, showingLayoutGuides: true)
        #expect(debugging.contains(#"class="layout-guide" x="16" y="11" width="288" height="44.8""#))
    }

    @Test("Collection items size from their constraints through preferredLayoutAttributesFitting")
    func collectionItems() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        collection.register(AutoLayoutTagCell.self, forCellWithReuseIdentifier: "tag")
        let source = TagSource(["Harpo", "Groucho"])
        collection.dataSource = source
        collection.layoutIfNeeded()
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        // Label plus 8-point insets: 42.5 + 16 by 20.4 + 16; 59.5 + 16 for "Groucho".
        #expect(first.size == CGSize(width: 58.5, height: 36.4))
        #expect(second.size == CGSize(width: 75.5, height: 36.4))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? AutoLayoutTagCell)
        #expect(cell.label.frame == CGRect(x: 8, y: 8, width: 59.5, height: 20.4))
    }
}

/// A collection cell with one label pinned 8 points inside its content view.
private final class AutoLayoutTagCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private final class TagSource: UICollectionViewDataSource {
    let tags: [String]
    init(_ tags: [String]) { self.tags = tags }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! AutoLayoutTagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }
}
