import CellKitTestSupport
import Foundation
@testable import HeadlessUIKit
import Testing

/// Orthogonal sections (320x480 collection view, no insets unless a test says otherwise):
/// groups side by side across the scroll axis, an offset per section, culling and reuse,
/// snapping, and the visible-items handler. Every expected frame is worked out by hand above it.
@Suite("Compositional orthogonal sections")
@MainActor
struct CompositionalOrthogonalTests {
    typealias F = CompositionalFixture

    /// One full-size item per group, groups 0.8 wide (256) and 100 tall, 10 apart.
    private func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        return section
    }

    private func cell(_ collection: UICollectionView, _ item: Int) -> CountingCollectionCell? {
        collection.cellForItem(at: IndexPath(item: item, section: 0)) as? CountingCollectionCell
    }

    @Test("design test 10: groups run across, culled by the offset; cells leaving are reused")
    func continuousCarousel() throws {
        // Groups 256 wide, step 256 + 10 = 266: x = 0, 266, 532, 798; y = 0, 100 tall. The
        // section is one group long: the content is 100 tall.
        let layout = UICollectionViewCompositionalLayout(section: carousel(.continuous))
        let (collection, _) = F.makeCollection(items: [4], layout: layout)

        #expect((0...3).map { F.frame(layout, $0)?.minX } == [0, 266, 532, 798])
        #expect(F.frame(layout, 1) == CGRect(x: 266, y: 0, width: 256, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 100))
        // At offset 0 items 0 (0..256) and 1 (266..522, starting before 320) show.
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1])
        #expect(collection.numberOfCreatedCells(withReuseIdentifier: "cell") == 2)

        // Offset 300: item 0 at -300 (ends at -44, gone), item 1 at 266 - 300 = -34, item 2 at
        // 532 - 300 = 232, item 3 at 498 (past 320). Item 0's cell went to the pool and came
        // back for item 2.
        let firstCell = try #require(cell(collection, 0))
        collection.setOrthogonalContentOffset(300, inSection: 0)
        collection.layoutIfNeeded()
        #expect(collection.orthogonalContentOffset(inSection: 0) == 300)
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [1, 2])
        #expect(cell(collection, 1)?.frame == CGRect(x: -34, y: 0, width: 256, height: 100))
        #expect(cell(collection, 2)?.frame == CGRect(x: 232, y: 0, width: 256, height: 100))
        #expect(cell(collection, 2) === firstCell)
        #expect(F.frame(layout, 1)?.minX == -34)

        // Offset 600: items 2 (532 - 600 = -68) and 3 (798 - 600 = 198); item 3 reuses the cell
        // item 1 left. Still two cells made, and every reuse was prepared.
        collection.setOrthogonalContentOffset(600, inSection: 0)
        collection.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [2, 3])
        #expect(cell(collection, 2)?.frame.minX == -68)
        #expect(cell(collection, 3)?.frame.minX == 198)
        #expect(collection.numberOfCreatedCells(withReuseIdentifier: "cell") == 2)
        #expect((cell(collection, 3)?.prepareForReuseCount ?? 0) >= 1)
        #expect(collection.indexPathForItem(at: CGPoint(x: 250, y: 50)) == IndexPath(item: 3, section: 0))
    }

    @Test("scrollToItem scrolls an orthogonal section across to the item, as its horizontal position says")
    func scrollToItemInOrthogonalSection() {
        // Groups 256 wide at x = 0, 266, 532, 798 in the section; the largest offset is 1054 - 320 = 734.
        let layout = UICollectionViewCompositionalLayout(section: carousel(.continuous))
        let (collection, _) = F.makeCollection(items: [4], layout: layout)
        let third = IndexPath(item: 2, section: 0)
        // No horizontal position: the least scroll that shows item 2 (532..<788): 788 - 320 = 468.
        collection.scrollToItem(at: third, at: [], animated: false)
        #expect(collection.orthogonalContentOffset(inSection: 0) == 468)
        // .left: item 2 at the left edge, offset 532.
        collection.scrollToItem(at: third, at: .left, animated: false)
        #expect(collection.orthogonalContentOffset(inSection: 0) == 532)
        // .centeredHorizontally: centre 660 in the middle, 660 - 160 = 500.
        collection.scrollToItem(at: third, at: .centeredHorizontally, animated: false)
        #expect(collection.orthogonalContentOffset(inSection: 0) == 500)
        // .left on the last item (798) clamps to 734; the view itself does not scroll sideways.
        collection.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: false)
        #expect(collection.orthogonalContentOffset(inSection: 0) == 734)
        #expect(collection.contentOffset == .zero)
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 64)   // 798 - 734
    }

    @Test("offsets are clamped to the content, survive invalidation, and are clamped again on prepare")
    func offsetsClampAndSurvive() {
        // Content across: 798 + 256 = 1054; the largest offset is 1054 - 320 = 734.
        let layout = UICollectionViewCompositionalLayout(section: carousel(.continuous))
        let (collection, source) = F.makeCollection(items: [4], layout: layout)

        collection.setOrthogonalContentOffset(5000, inSection: 0)
        #expect(collection.orthogonalContentOffset(inSection: 0) == 734)
        collection.setOrthogonalContentOffset(-20, inSection: 0)
        #expect(collection.orthogonalContentOffset(inSection: 0) == 0)

        collection.setOrthogonalContentOffset(300, inSection: 0)
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(collection.orthogonalContentOffset(inSection: 0) == 300)
        #expect(F.frame(layout, 1)?.minX == -34)

        // Two items: the content is 266 + 256 = 522 across, the largest offset 522 - 320 = 202.
        source.itemCounts = [2]
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(collection.orthogonalContentOffset(inSection: 0) == 202)
        #expect(F.frame(layout, 1)?.minX == 64)  // 266 - 202
    }

    @Test("an orthogonal section is one group long; the sections after it follow; insets pad the scroller")
    func orthogonalSectionAmongOthers() {
        // Section 0: insets (10, 16, 10, 16), groups 0.8 of 320 - 32 = 288 wide = 230.4, step
        // 240.4, starting at x = 16, y = 10; the section ends at 10 + 100 + 10 = 120.
        // Section 1 (rows of 44) starts at 120. Across, the content is 16 + 3 x 240.4 +
        // 230.4 + 16 = 983.6, so the largest offset is 983.6 - 320 = 663.6.
        let carousel = carousel(.continuous)
        carousel.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let list = F.listSection()
        let layout = UICollectionViewCompositionalLayout { section, _ in section == 0 ? carousel : list }
        let (collection, _) = F.makeCollection(items: [4, 3], layout: layout)

        let first = F.frame(layout, 0)
        #expect(first?.origin == CGPoint(x: 16, y: 10))
        #expect(abs((first?.width ?? 0) - 230.4) < 0.0001)
        let second = F.frame(layout, 1)
        #expect(abs((second?.minX ?? 0) - 256.4) < 0.0001)
        #expect(F.frame(layout, 0, section: 1) == CGRect(x: 0, y: 120, width: 320, height: 44))
        collection.setOrthogonalContentOffset(10_000, inSection: 0)
        #expect(abs(collection.orthogonalContentOffset(inSection: 0) - 663.6) < 0.0001)
        // Rows do not move with the carousel.
        #expect(F.frame(layout, 0, section: 1) == CGRect(x: 0, y: 120, width: 320, height: 44))
    }

    @Test("a user's drag snaps as the section's behaviour says")
    func snapping() {
        // Groups every 266 (256 wide), a 320-wide viewport, at most 734.
        func resting(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, _ proposed: CGFloat, _ velocity: CGFloat) -> CGFloat {
            let layout = UICollectionViewCompositionalLayout(section: carousel(behavior))
            let (collection, _) = F.makeCollection(items: [4], layout: layout)
            let result = collection.scrollSectionByUser(0, toProposedOffset: proposed, velocity: velocity)
            #expect(collection.orthogonalContentOffset(inSection: 0) == result)
            return result
        }
        // .continuous: where the drag ends.
        #expect(resting(.continuous, 140, 0) == 140)
        // .groupPaging: 140 / 266 = 0.53 -> group 1 at rest: 266 (design test 10); the
        // velocity picks the group it points to: forwards 1 (266), backwards 0.
        #expect(resting(.groupPaging, 140, 0) == 266)
        #expect(resting(.groupPaging, 100, 0.5) == 266)
        #expect(resting(.groupPaging, 140, -0.5) == 0)
        // .continuousGroupLeadingBoundary: 400 / 266 = 1.5 -> group 2: 532.
        #expect(resting(.continuousGroupLeadingBoundary, 400, 0) == 532)
        // .paging by the viewport: 200 / 320 = 0.625 -> page 1: 320; 100 -> page 0.
        #expect(resting(.paging, 200, 0) == 320)
        #expect(resting(.paging, 100, 0) == 0)
        // .groupPagingCentered: group j centred at 0 + 128 - 160 + 266 j = -32 + 266 j;
        // 250 -> (250 + 160 - 128) / 266 = 1.06 -> group 1: 234. Group 0 (-32) clamps to 0.
        #expect(resting(.groupPagingCentered, 250, 0) == 234)
        #expect(resting(.groupPagingCentered, 10, 0) == 0)
        // Past the end: page 3 (960) clamps to 734.
        #expect(resting(.paging, 900, 0) == 734)
    }

    @Test("the visible-items handler sees the items on screen and the offset; its changes reach the cells")
    func visibleItemsInvalidationHandler() throws {
        // After a drag to 300 (continuous): items 1 (x = -34) and 2 (x = 232) are on screen, at
        // offset (300, 0). The handler fades every item it sees to 0.5 and hides item 2.
        let section = carousel(.continuous)
        var seen: [(IndexPath, CGRect)] = []
        var offsets: [CGPoint] = []
        var containerWidths: [CGFloat] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            seen = items.map { ($0.indexPath, $0.frame) }
            offsets.append(offset)
            containerWidths.append(environment.container.contentSize.width)
            for item in items {
                item.alpha = 0.5
                if item.indexPath.item == 2 { item.isHidden = true }
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collection, _) = F.makeCollection(items: [4], layout: layout)

        collection.scrollSectionByUser(0, toProposedOffset: 300, velocity: 0)
        #expect(seen.map(\.0) == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(seen.map(\.1.minX) == [-34, 232])
        #expect(offsets == [CGPoint(x: 300, y: 0)])
        #expect(containerWidths == [320])
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.alpha == 0.5)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isHidden == true)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
        // A programmatic scroll forgets the changes and does not call the handler.
        collection.setOrthogonalContentOffset(0, inSection: 0)
        collection.layoutIfNeeded()
        #expect(offsets.count == 1)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 1)
    }

    @Test("offsets move with their sections through batch updates, and go with a deleted section")
    func offsetsFollowBatchUpdates() {
        // Section 0 is a list, section 1 a carousel scrolled to 300. Inserting a list section
        // at 0 moves the carousel to section 2, with its offset; deleting it drops the offset.
        final class Kinds { var carousels: Set<Int> = [1] }
        let kinds = Kinds()
        let carousel = carousel(.continuous)
        let list = F.listSection()
        let layout = UICollectionViewCompositionalLayout { section, _ in kinds.carousels.contains(section) ? carousel : list }
        let (collection, source) = F.makeCollection(items: [2, 4], layout: layout)
        collection.setOrthogonalContentOffset(300, inSection: 1)

        kinds.carousels = [2]
        source.itemCounts = [1, 2, 4]
        collection.performBatchUpdates { collection.insertSections([0]) }
        collection.layoutIfNeeded()
        #expect(collection.orthogonalContentOffset(inSection: 2) == 300)
        // Section 2 starts after 44 + 2 x 44 = 132: item 1 at (266 - 300, 132).
        #expect(F.frame(layout, 1, section: 2) == CGRect(x: -34, y: 132, width: 256, height: 100))

        kinds.carousels = []
        source.itemCounts = [1, 2]
        collection.performBatchUpdates { collection.deleteSections([2]) }
        collection.layoutIfNeeded()
        kinds.carousels = [2]
        source.itemCounts = [1, 2, 4]
        collection.performBatchUpdates { collection.insertSections([2]) }
        #expect(collection.orthogonalContentOffset(inSection: 2) == 0)
    }

    @Test("the orthogonal API on a section that does not scroll orthogonally stops the program")
    func nonOrthogonalSectionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layout = UICollectionViewCompositionalLayout(section: CompositionalFixture.listSection())
                let (collection, _) = CompositionalFixture.makeCollection(items: [3], layout: layout)
                collection.setOrthogonalContentOffset(10, inSection: 0)
            }
        }
        #expect(standardError(of: result).contains(
            "setOrthogonalContentOffset(_:inSection:): section 0 does not scroll orthogonally; set its NSCollectionLayoutSection's orthogonalScrollingBehavior"))
    }
}
