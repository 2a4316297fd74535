import Foundation
import HeadlessUIKit
import Testing

/// A table data source of self-sizing rows (a `UIListContentConfiguration`, a secondary text on
/// every third row) that records, for each cell it dequeues, the cell's frame next to
/// `rectForRow(at:)` read at the same moment. `beforeDequeue` runs first (to change the table
/// under the measuring pass).
@MainActor
private final class FrameCheckingSource: UITableViewDataSource {
    let rows: Int
    var beforeDequeue: ((UITableView, IndexPath) -> Void)?
    private(set) var frames: [(indexPath: IndexPath, frame: CGRect, rect: CGRect)] = []

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        beforeDequeue?(tableView, indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        frames.append((indexPath, cell.frame, tableView.rectForRow(at: indexPath)))
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        content.secondaryText = indexPath.row % 3 == 0 ? "Detail" : nil
        cell.contentConfiguration = content
        return cell
    }
}

/// The measuring pass hands the dequeue the frame it read for the row it asks the data source
/// for, and a collection cell's preferred attributes copy the layout's without a cast: both must
/// give what the slow paths give.
@MainActor
@Suite("Measuring fast paths: the dequeued row's frame, the preferred attributes' copy")
struct MeasuringFastPathTests {
    private func table(style: UITableView.Style, source: FrameCheckingSource) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = 44
        table.dataSource = source
        return table
    }

    private func scrollDown(_ table: UITableView, steps: Int) {
        table.layoutIfNeeded()
        for _ in 0..<steps {
            table.contentOffset.y += table.bounds.height
            table.layoutIfNeeded()
        }
    }

    @Test("a cell dequeued while its row is measured has the row's rectangle", arguments: [
        UITableView.Style.plain, .insetGrouped,
    ])
    func dequeuedFrameIsTheRowsRect(style: UITableView.Style) {
        let source = FrameCheckingSource(rows: 500)
        let table = table(style: style, source: source)
        scrollDown(table, steps: 6)
        #expect(source.frames.count > 60)
        for entry in source.frames {
            #expect(entry.frame == entry.rect, "row \(entry.indexPath.row)")
        }
        if style == .insetGrouped {
            #expect(source.frames.allSatisfy { $0.frame.minX == UITableView.insetGroupedMargin })
        }
        // Reused as before: no more cells made than the screen shows plus two.
        #expect(table.numberOfCreatedCells(withReuseIdentifier: "row") <= table.visibleCells.count + 2)
    }

    @Test("a cell dequeued after the data source changed the estimate has the row's new rectangle")
    func dequeuedFrameAfterTheGeometryChanged() {
        let source = FrameCheckingSource(rows: 500)
        let table = table(style: .plain, source: source)
        table.layoutIfNeeded()
        var changed = false
        source.beforeDequeue = { table, _ in
            guard !changed else { return }
            changed = true
            // Drops the geometry the measuring pass read the row's frame from.
            table.estimatedRowHeight = 80
        }
        table.contentOffset.y = 2000
        table.layoutIfNeeded()
        #expect(changed)
        for entry in source.frames {
            #expect(entry.frame == entry.rect, "row \(entry.indexPath.row)")
        }
    }

    @Test("a cell dequeued for another row than the one measured has that row's rectangle")
    func dequeuedForAnotherRow() {
        let source = FrameCheckingSource(rows: 500)
        let table = table(style: .plain, source: source)
        var extra: [(frame: CGRect, rect: CGRect)] = []
        source.beforeDequeue = { table, indexPath in
            guard indexPath.row > 0, indexPath.row % 5 == 0 else { return }
            let other = IndexPath(row: indexPath.row - 1, section: 0)
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: other)
            extra.append((cell.frame, table.rectForRow(at: other)))
        }
        scrollDown(table, steps: 3)
        #expect(!extra.isEmpty)
        for entry in extra { #expect(entry.frame == entry.rect) }
    }

    @Test("the preferred attributes are a copy with the layout's values and the fitted size")
    func preferredAttributesCopy() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 2))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        attributes.alpha = 0.5
        attributes.zIndex = 7
        attributes.isHidden = true
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(preferred !== attributes)
        #expect(type(of: preferred) == UICollectionViewLayoutAttributes.self)
        #expect(preferred.indexPath == IndexPath(item: 3, section: 2))
        #expect(preferred.alpha == 0.5)
        #expect(preferred.zIndex == 7)
        #expect(preferred.isHidden)
        #expect(preferred.representedElementCategory == .cell)
        #expect(preferred.representedElementKind == nil)
        #expect(preferred.size == cell.sizeThatFits(attributes.size))
        // The layout's attributes are untouched.
        #expect(attributes.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("the preferred attributes of a subclass are copied through its copy(with:)")
    func preferredAttributesOfASubclass() {
        final class TaggedAttributes: UICollectionViewLayoutAttributes {
            var tag = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! TaggedAttributes
                copy.tag = tag
                return copy
            }
        }
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let attributes = TaggedAttributes(forCellWith: IndexPath(item: 1, section: 0))
        attributes.tag = 42
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(preferred !== attributes)
        #expect((preferred as? TaggedAttributes)?.tag == 42)
    }
}
