import CellKitTestSupport
import Foundation
@testable import HeadlessUIKit
import Testing

/// Supplementary items attached to items (badges), placed by their anchors (320x480 collection
/// view). Every expected frame is worked out by hand above it.
@Suite("Compositional item supplementary items")
@MainActor
struct CompositionalItemSupplementaryTests {
    typealias F = CompositionalFixture

    /// A quarter-width square grid (80-point cells, four to a row) whose items carry `attached`.
    private func grid(_ attached: [NSCollectionLayoutSupplementaryItem]) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: F.size(.fractionalWidth(0.25), .fractionalWidth(0.25)), supplementaryItems: attached)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func badge(_ kind: String, _ anchor: NSCollectionLayoutAnchor, item: NSCollectionLayoutAnchor? = nil) -> NSCollectionLayoutSupplementaryItem {
        let size = F.size(.fractionalWidth(0.25), .fractionalHeight(0.25))  // 20 x 20 on an 80-point cell
        if let item {
            return NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: anchor, itemAnchor: item)
        }
        return NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: anchor)
    }

    private func attachedFrame(_ layout: UICollectionViewLayout, _ kind: String, item: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: 0))?.frame
    }

    @Test("a corner badge with a fractional offset sticks out of its cell; the data source's views show at each item")
    func cornerBadgeWithFractionalOffset() {
        // 20x20 inside the top-trailing corner of item 0 (0, 0, 80, 80): x = 80 - 20 = 60, y = 0;
        // the offset (0.3, -0.3) of its own size moves it by (6, -6): (66, -6, 20, 20).
        // Item 5 is at (80, 80): its badge at (146, 74). zIndex 1 by default.
        let layout = grid([badge("badge", NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))])
        let (collection, _) = F.makeCollection(items: [8], layout: layout, supplementaryKinds: ["badge"])

        #expect(attachedFrame(layout, "badge", item: 0) == CGRect(x: 66, y: -6, width: 20, height: 20))
        #expect(attachedFrame(layout, "badge", item: 5) == CGRect(x: 146, y: 74, width: 20, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 5, section: 0))?.zIndex == 1)
        #expect(attachedFrame(layout, "badge", item: 8) == nil)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: "badge") == (0...7).map { IndexPath(item: $0, section: 0) })
        #expect(collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 5, section: 0))?.frame
            == CGRect(x: 146, y: 74, width: 20, height: 20))
    }

    @Test("no edges centres the item; one edge puts it at that edge's middle; an absolute offset moves it in points")
    func centredAndEdgeBadges() {
        // Centred on item 0: (30, 30, 20, 20). Bottom edge: its bottom-middle on the cell's
        // (40, 80), so (30, 60), moved by (0, 5): (30, 65, 20, 20).
        let layout = grid([
            badge("centre", NSCollectionLayoutAnchor(edges: [])),
            badge("bottom", NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 0, y: 5))),
        ])
        _ = F.makeCollection(items: [4], layout: layout)

        #expect(attachedFrame(layout, "centre", item: 0) == CGRect(x: 30, y: 30, width: 20, height: 20))
        #expect(attachedFrame(layout, "bottom", item: 0) == CGRect(x: 30, y: 65, width: 20, height: 20))
        // Item 3 is at x = 240: the same, 240 to the right.
        #expect(attachedFrame(layout, "bottom", item: 3) == CGRect(x: 270, y: 65, width: 20, height: 20))
    }

    @Test("an item anchor puts that point of the supplementary item on the container's anchor")
    func itemAnchor() {
        // The badge's centre (10, 10 in its own frame) on item 0's top-trailing corner (80, 0):
        // (70, -10, 20, 20). With the item anchor's absolute offset (2, 0) the point is 2 further
        // right inside the badge, so the badge sits 2 further left: (68, -10).
        let layout = grid([
            badge("centred", NSCollectionLayoutAnchor(edges: [.top, .trailing]), item: NSCollectionLayoutAnchor(edges: [])),
            badge("moved", NSCollectionLayoutAnchor(edges: [.top, .trailing]),
                  item: NSCollectionLayoutAnchor(edges: [], absoluteOffset: CGPoint(x: 2, y: 0))),
        ])
        _ = F.makeCollection(items: [1], layout: layout)

        #expect(attachedFrame(layout, "centred", item: 0) == CGRect(x: 70, y: -10, width: 20, height: 20))
        #expect(attachedFrame(layout, "moved", item: 0) == CGRect(x: 68, y: -10, width: 20, height: 20))
    }

    @Test("badges are returned with the elements of a rect they overlap, even outside their cell")
    func badgesInElementQueries() {
        // Rows at y = 0, 80, 160. The rect (0, 0, 320, 1) holds row 0's cells and their badges
        // (which start at y = -6). The rect (0, -6, 320, 6) holds only the badges of row 0.
        let layout = grid([badge("badge", NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))])
        _ = F.makeCollection(items: [12], layout: layout)

        let top = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 1)) ?? []
        #expect(top.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item) == [0, 1, 2, 3])
        #expect(top.filter { $0.representedElementKind == "badge" }.map(\.indexPath.item) == [0, 1, 2, 3])
        let above = layout.layoutAttributesForElements(in: CGRect(x: 0, y: -6, width: 320, height: 6)) ?? []
        #expect(above.map(\.representedElementKind) == Array(repeating: "badge", count: 4))
    }
}
