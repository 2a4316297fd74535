import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("PhotoGridViewController")
struct PhotoGridViewControllerTests {
    @Test("Three 120-point columns: 390 - 2×5 inset - 2×10 spacing = 360")
    func grid() throws {
        let vc = PhotoGridViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        #expect(collectionView.numberOfItems(inSection: 0) == 20)
        let frames = [0, 1, 2, 3].map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 5, y: 5, width: 120, height: 120),
            CGRect(x: 135, y: 5, width: 120, height: 120),
            CGRect(x: 265, y: 5, width: 120, height: 120),
            CGRect(x: 5, y: 135, width: 120, height: 120),
        ])
        // 7 lines: 5 + 7×120 + 6×10 + 5.
        #expect(collectionView.collectionViewLayout.collectionViewContentSize.height == 910)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.accessibilityLabel == "photo-4")
        _ = window
    }

    @Test("Tapping a photo opens it and deselects it")
    func tap() {
        let vc = PhotoGridViewController()
        let window = present(vc)
        vc.collectionView.tapItem(at: IndexPath(item: 4, section: 0))
        #expect(vc.openedPhotos == ["photo-4"])
        #expect(vc.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        _ = window
    }
}

@MainActor
@Suite("TagCloudViewController")
struct TagCloudViewControllerTests {
    static let tags = ["swift", "ios", "uikit", "collectionview", "flow", "layout", "tags"]

    @Test("The left-aligned subclass keeps 8 points between chips from the left inset")
    func leftAligned() {
        let vc = TagCloudViewController(tags: Self.tags)
        let window = present(vc)
        let collectionView = vc.collectionView!
        let frames = (0..<7).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Widths 8×characters + 24; line 1 holds 64+48+64+136 + 3×8 = 336 ≤ 358; flow does not fit.
        #expect(frames == [
            CGRect(x: 16, y: 16, width: 64, height: 28),
            CGRect(x: 88, y: 16, width: 48, height: 28),
            CGRect(x: 144, y: 16, width: 64, height: 28),
            CGRect(x: 216, y: 16, width: 136, height: 28),
            CGRect(x: 16, y: 52, width: 56, height: 28),
            CGRect(x: 80, y: 52, width: 72, height: 28),
            CGRect(x: 160, y: 52, width: 56, height: 28),
        ])
        #expect((collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? TagCloudCell)?.label.text == "collectionview")
        _ = window
    }

    @Test("Multiple selection: tapping toggles tags")
    func select() {
        let vc = TagCloudViewController(tags: Self.tags)
        let window = present(vc)
        vc.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        vc.collectionView.tapItem(at: IndexPath(item: 4, section: 0))
        vc.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(vc.selectedTags == ["flow"])
        #expect(vc.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        _ = window
    }
}

@MainActor
@Suite("StoreSectionsViewController")
struct StoreSectionsViewControllerTests {
    @Test("Headers and footers come from viewForSupplementaryElementOfKind with delegate sizes")
    func supplementaries() throws {
        let vc = StoreSectionsViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        let header0 = try #require(
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? StoreSectionHeaderView)
        #expect(header0.titleLabel.text == "Editors' Choice")
        #expect(header0.frame == CGRect(x: 0, y: 0, width: 390, height: 50))

        // Items 80 wide: 4 fit in 360 (4×80 + 3×10 = 350); section 0 is one line.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == CGPoint(x: 15, y: 58))
        let footer0 = try #require(
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
                as? StoreFooterView)
        #expect(footer0.label.text == "Updated weekly")
        // 50 header + 8 inset + 100 line + 8 inset.
        #expect(footer0.frame == CGRect(x: 0, y: 166, width: 390, height: 30))
        let header1 = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? StoreSectionHeaderView
        #expect(header1?.frame.minY == 196)
        #expect(header1?.titleLabel.text == "Top Free")
        // Section 1 has no note: a zero footer size means no footer.
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1)) == nil)
        // Section 1 wraps after 4 apps: second line 12 below the first.
        let secondLineY: CGFloat = 196 + 50 + 8 + 100 + 12
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 1))?.frame.minY == secondLineY)
        _ = window
    }
}

@MainActor
@Suite("ChipsSelfSizingViewController")
struct ChipsSelfSizingViewControllerTests {
    @Test("estimatedItemSize = automaticSize: chips take the size their cell prefers")
    func selfSizing() throws {
        let vc = ChipsSelfSizingViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        collectionView.layoutIfNeeded()
        let sizes = (0..<7).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.size }
        #expect(sizes == vc.chips.map { ChipsSelfSizingCell.fittingSize(for: $0) })
        // Line 1: 59+59+80+52+66 = 316 plus 4×8 fits in 366; "Headless" (80) starts line 2.
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let fifth = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        let sixth = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(first.frame.origin == CGPoint(x: 12, y: 12))
        // A full line is justified: its last item ends at the right inset.
        #expect(fifth.frame.maxX == 378)
        #expect(sixth.frame.origin == CGPoint(x: 12, y: 52))
        _ = window
    }
}

@MainActor
@Suite("CarouselViewController")
struct CarouselViewControllerTests {
    @Test("A horizontal flow lays cards left to right in one line")
    func horizontal() {
        let vc = CarouselViewController()
        let window = present(vc)
        let collectionView = vc.collectionView!
        #expect(collectionView.frame == CGRect(x: 0, y: 100, width: 390, height: 200))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 10, width: 280, height: 180))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 316, y: 10, width: 280, height: 180))
        // 20 + 6×280 + 5×16 + 20.
        #expect(collectionView.contentSize.width == 1800)
        #expect(collectionView.indexPathsForVisibleItems.sorted() == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        _ = window
    }

    @Test("Scrolling reports the offset through scrollViewDidScroll")
    func scroll() {
        let vc = CarouselViewController()
        let window = present(vc)
        vc.collectionView.setContentOffset(CGPoint(x: 600, y: 0), animated: false)
        vc.collectionView.layoutIfNeeded()
        #expect(vc.lastScrollOffsetX == 600)
        #expect(vc.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 612)
        #expect((vc.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CarouselCardCell)?.titleLabel.text == "Trending")
        _ = window
    }
}

@MainActor
@Suite("CalendarMonthViewController")
struct CalendarMonthViewControllerTests {
    @Test("Seven 55-point columns; the 5 leftover points spread over a full week's 6 gaps")
    func grid() throws {
        let vc = CalendarMonthViewController(firstWeekday: 3, numberOfDays: 30, today: 15)
        let window = present(vc)
        let collectionView = vc.collectionView!
        #expect(collectionView.numberOfItems(inSection: 0) == 33)
        let gap = 5.0 / 6.0
        for column in 0..<7 {
            let frame = try #require(collectionView.cellForItem(at: IndexPath(item: 7 + column, section: 0))?.frame)
            let expectedX = CGFloat(column) * (55 + gap)
            #expect(abs(frame.minX - expectedX) < 0.01)
            #expect(frame.minY == 48)
            #expect(frame.size == CGSize(width: 55, height: 48))
        }
        let today = try #require(collectionView.cellForItem(at: IndexPath(item: 17, section: 0)) as? CalendarDayCell)
        #expect(today.dayLabel.text == "15")
        #expect(today.isToday)
        #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CalendarDayCell)?.dayLabel.text == "")
        _ = window
    }

    @Test("Blank cells cannot be selected; a day can")
    func pick() {
        let vc = CalendarMonthViewController(firstWeekday: 3, numberOfDays: 30, today: 15)
        let window = present(vc)
        vc.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(vc.pickedDay == nil)
        vc.collectionView.tapItem(at: IndexPath(item: 12, section: 0))
        #expect(vc.pickedDay == 10)
        _ = window
    }
}
