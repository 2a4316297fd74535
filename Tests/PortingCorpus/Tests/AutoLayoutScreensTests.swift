import Foundation
import HeadlessUIKit
import Testing

// Screens whose cells are built with Auto Layout and stack views. Text metrics: a character is
// half the point size wide, a line 1.2 × the point size tall; a table cell's content view has
// 16-point side margins and 11-point top and bottom margins in a compact width.

@Suite("NewsFeedAutoLayoutViewController")
@MainActor
struct NewsFeedAutoLayoutScreenTests {
    @Test("Rows size themselves from the posts' wrapped text, laid out against the margins")
    func selfSizingRows() throws {
        let screen = NewsFeedAutoLayoutViewController()
        let window = present(screen)
        defer { withExtendedLifetime(window) {} }
        let tableView = screen.tableView!
        // Body column: 390 − 16 − 40 − 12 − 16 = 306 points, 36 characters a line.
        // One line: 11 + 20.4 (author) + 4 + 20.4 + 11 = 66.8; the 74-character post takes 3 lines.
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66.8)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 107.6)
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == 66.8)

        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NewsFeedPostCell)
        #expect(cell.avatarView.frame == CGRect(x: 16, y: 11, width: 40, height: 40))
        #expect(cell.authorLabel.frame == CGRect(x: 68, y: 11, width: 42.5, height: 20.4))
        // The time's baseline meets the author's: 11 + 0.95 × 17 = 27.15, less 0.95 × 13.
        #expect(cell.timeLabel.frame == CGRect(x: 361, y: 14.8, width: 13, height: 15.6))
        #expect(cell.bodyLabel.frame == CGRect(x: 68, y: 35.4, width: 306, height: 61.2))
        #expect(cell.unsatisfiableConstraintReports.isEmpty)
    }

    @Test("A longer post re-measures its row when the table reloads")
    func reloadRemeasures() {
        let screen = NewsFeedAutoLayoutViewController()
        let window = present(screen)
        defer { withExtendedLifetime(window) {} }
        screen.posts[0].body = String(repeating: "x", count: 73)   // 3 lines of 36
        screen.tableView.reloadData()
        screen.tableView.layoutIfNeeded()
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 107.6)
    }
}

@Suite("SymbolStackGridViewController")
@MainActor
struct SymbolStackGridScreenTests {
    @Test("Items size from their stack views: the name's width (at least the 50-point estimate) and the stacked height")
    func itemSizes() throws {
        let screen = SymbolStackGridViewController()
        let window = present(screen)
        defer { withExtendedLifetime(window) {} }
        let collectionView = screen.collectionView!
        // Height: 8 + 32 (image) + 6 + 14.4 (12-point name) + 8 = 68.4. Width: the name (6 points a
        // character) plus 16, or the 50-point estimate the fitting priority pulls towards when the
        // content is narrower.
        let widths = (0..<5).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size.width }
        #expect(widths == [58, 50, 76, 70, 50])
        let heights = Set((0..<5).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size.height })
        #expect(heights == [68.4])

        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? SymbolStackGridCell)
        // Centred in the 42-point stack: the image at (42 − 32) / 2.
        #expect(cell.imageView.frame == CGRect(x: 5, y: 0, width: 32, height: 32))
        #expect(cell.nameLabel.frame == CGRect(x: 0, y: 38, width: 42, height: 14.4))
    }

    @Test("Selecting an item recolours its name without moving anything")
    func selection() throws {
        let screen = SymbolStackGridViewController()
        let window = present(screen)
        defer { withExtendedLifetime(window) {} }
        screen.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
        let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? SymbolStackGridCell)
        #expect(cell.isSelected)
        #expect(cell.nameLabel.textColor == .systemRed)
        #expect(cell.nameLabel.frame == CGRect(x: 0, y: 38, width: 60, height: 14.4))
    }
}
