import CellKitTestSupport
import Foundation
@testable import HeadlessUIKit
import Testing

/// Collection views hold their data source weakly; the tests keep theirs here.
@MainActor private var keptSources: [AnyObject] = []

/// A decoration view class for the tests.
@MainActor
final class CardBackgroundView: UICollectionReusableView {}

/// Shared helpers for the compositional supplementary, decoration and orthogonal suites.
@MainActor
enum CompositionalFixture {
    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Full-width rows 44 points tall, one per group.
    static func listSection() -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))]))
    }

    /// A full-width boundary item `length` points tall.
    static func boundary(
        _ kind: String, _ alignment: NSRectAlignment, length: CGFloat
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(length)), elementKind: kind, alignment: alignment)
    }

    /// A 320x480 collection view of `CountingCollectionCell`s with `layout`, whose data source
    /// shows a `PlainSupplementaryView` for every kind in `supplementaryKinds`; laid out once.
    static func makeCollection(
        items: [Int], layout: UICollectionViewLayout, supplementaryKinds: Set<String> = [],
        width: CGFloat = 320, height: CGFloat = 480
    ) -> (UICollectionView, RecordingCollectionSource) {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        for kind in supplementaryKinds {
            collection.register(
                PlainSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        let source = RecordingCollectionSource(itemCounts: items)
        source.supplementaryKinds = supplementaryKinds
        keptSources.append(source)
        keptSources.append(collection)  // the layout holds its collection view weakly
        collection.dataSource = source
        collection.layoutIfNeeded()
        return (collection, source)
    }

    static func supplementaryFrame(_ layout: UICollectionViewLayout, _ kind: String, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    static func frame(_ layout: UICollectionViewLayout, _ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    static func scroll(_ collection: UICollectionView, toY y: CGFloat) {
        collection.contentOffset = CGPoint(x: 0, y: y)
        collection.layoutIfNeeded()
    }
}

/// Boundary supplementary items of sections and of the layout (320x480 collection view, no
/// insets unless a test says otherwise). Every expected frame is worked out by hand above it.
@Suite("Compositional boundary supplementary items")
@MainActor
struct CompositionalBoundaryTests {
    typealias F = CompositionalFixture

    @Test("a .top header takes its room before the section; a .bottom footer after it; both are shown")
    func headerAndFooterExtendTheSection() throws {
        // Header 44 at y = 0; rows of 44 from y = 44: item 0 at 44, item 9 at 44 + 9 x 44 = 440,
        // item 19 ends at 44 + 20 x 44 = 924, where the 30-point footer starts; content 954.
        let section = F.listSection()
        section.boundarySupplementaryItems = [F.boundary("header", .top, length: 44), F.boundary("footer", .bottom, length: 30)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collection, _) = F.makeCollection(items: [20], layout: layout, supplementaryKinds: ["header", "footer"])

        #expect(F.supplementaryFrame(layout, "header") == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(F.frame(layout, 0) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(F.frame(layout, 9) == CGRect(x: 0, y: 440, width: 320, height: 44))
        #expect(F.supplementaryFrame(layout, "footer") == CGRect(x: 0, y: 924, width: 320, height: 30))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 954))
        #expect(F.supplementaryFrame(layout, "missing") == nil)
        // On screen (0..480): the header, not the footer; the view is the data source's.
        let header = try #require(collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)))
        #expect(header is PlainSupplementaryView)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(collection.visibleSupplementaryViews(ofKind: "footer").isEmpty)
        // Scrolled to the end (954 - 480 = 474): the footer shows at 924.
        F.scroll(collection, toY: 474)
        #expect(collection.visibleSupplementaryViews(ofKind: "footer").map(\.frame) == [CGRect(x: 0, y: 924, width: 320, height: 30)])
        #expect(collection.visibleSupplementaryViews(ofKind: "header").isEmpty)
    }

    @Test("a header that does not extend the boundary overlaps the content and takes no room")
    func nonExtendingHeaderOverlaps() {
        // The header sits at the content's start, y = 0, over item 0 (also at y = 0). 20 rows of
        // 44: content 880.
        let section = F.listSection()
        let header = F.boundary("header", .top, length: 44)
        header.extendsBoundary = false
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = F.makeCollection(items: [20], layout: layout)

        #expect(F.supplementaryFrame(layout, "header") == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(F.frame(layout, 0) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(layout.collectionViewContentSize.height == 880)
    }

    @Test("a pinned header stays at the top of the visible bounds, clamped to its section's end")
    func pinnedHeaderClampsToItsSection() {
        // Three sections: header 44 + 10 rows of 44 = 484 each. Section 0: 0..484 (content
        // ends at 484), section 1: 484..968, section 2: 968..1452.
        // Scrolled to 100: header 0 at max(0, min(100, 484 - 44 = 440)) = 100.
        // Scrolled to 460: header 0 at min(460, 440) = 440; header 1 stays at its place, 484.
        // Scrolled to 600 (visible 600..1080): section 0 is off screen; header 1 at
        // min(600, 968 - 44 = 924) = 600; header 2 at its place, 968.
        let section = F.listSection()
        let header = F.boundary("header", .top, length: 44)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collection, _) = F.makeCollection(items: [10, 10, 10], layout: layout, supplementaryKinds: ["header"])

        #expect(F.supplementaryFrame(layout, "header")?.minY == 0)
        F.scroll(collection, toY: 100)
        #expect(F.supplementaryFrame(layout, "header")?.minY == 100)
        #expect(collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        F.scroll(collection, toY: 460)
        #expect(F.supplementaryFrame(layout, "header")?.minY == 440)
        #expect(F.supplementaryFrame(layout, "header", section: 1)?.minY == 484)
        F.scroll(collection, toY: 600)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)])
        #expect(collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1))?.frame.minY == 600)
        #expect(collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 2))?.frame.minY == 968)
    }

    @Test("a pinned footer stays at the bottom of the visible bounds, never above its content's start")
    func pinnedFooterStaysAtTheBottom() {
        // One section: 20 rows of 44 (0..880), footer 30 at 880. Unscrolled, visible 0..480:
        // the footer sits at min(880, 480 - 30 = 450) = 450, in front of the rows (zIndex 1).
        let section = F.listSection()
        let footer = F.boundary("footer", .bottom, length: 30)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [footer]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collection, _) = F.makeCollection(items: [20], layout: layout, supplementaryKinds: ["footer"])

        let attributes = layout.layoutAttributesForSupplementaryView(ofKind: "footer", at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == CGRect(x: 0, y: 450, width: 320, height: 30))
        #expect(attributes?.zIndex == 1)
        #expect(collection.visibleSupplementaryViews(ofKind: "footer").map(\.frame.minY) == [450])
    }

    @Test("insets: boundary items follow the section's leading and trailing insets unless told not to")
    func supplementariesFollowContentInsets() {
        // Insets (10, 20, 10, 20): the header is 320 - 40 = 280 wide at x = 20, y = 0; the rows
        // start after the header and the top inset: y = 44 + 10 = 54, x = 20, 280 wide.
        // With supplementariesFollowContentInsets false the header spans 0..320.
        let section = F.listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [F.boundary("header", .top, length: 44)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = F.makeCollection(items: [3], layout: layout)

        #expect(F.supplementaryFrame(layout, "header") == CGRect(x: 20, y: 0, width: 280, height: 44))
        #expect(F.frame(layout, 0) == CGRect(x: 20, y: 54, width: 280, height: 44))

        section.supplementariesFollowContentInsets = false
        layout.invalidateLayout()
        #expect(F.supplementaryFrame(layout, "header") == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(F.frame(layout, 0) == CGRect(x: 20, y: 54, width: 280, height: 44))
    }

    @Test("supplementaryContentInsetsReference: boundary items measure their width from another reference")
    func supplementaryContentInsetsReference() {
        // Layout margins 16 left and right; the section's reference is .none and its insets are
        // (0, 10, 0, 10): rows at x = 10, 300 wide. The header's reference (.automatic: the
        // configuration's .safeArea, zero here) plus the section's insets: x = 10, 300 wide.
        // With .layoutMargins: 16 + 10 = 26, 320 - 52 = 268 wide; not following the section's
        // insets as well: 16, 288 wide.
        let section = F.listSection()
        section.contentInsetsReference = .none
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = [F.boundary("header", .top, length: 44)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collection, _) = F.makeCollection(items: [2], layout: layout)
        collection.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        layout.invalidateLayout()

        #expect(F.frame(layout, 0) == CGRect(x: 10, y: 44, width: 300, height: 44))
        #expect(F.supplementaryFrame(layout, "header") == CGRect(x: 10, y: 0, width: 300, height: 44))
        section.supplementaryContentInsetsReference = .layoutMargins
        layout.invalidateLayout()
        #expect(F.supplementaryFrame(layout, "header") == CGRect(x: 26, y: 0, width: 268, height: 44))
        section.supplementariesFollowContentInsets = false
        layout.invalidateLayout()
        #expect(F.supplementaryFrame(layout, "header") == CGRect(x: 16, y: 0, width: 288, height: 44))
        #expect(F.frame(layout, 0) == CGRect(x: 10, y: 44, width: 300, height: 44))
    }

    @Test("corner and side alignments, offsets, estimated sizes and zIndex")
    func alignmentsOffsetsAndZIndex() {
        // A 100x30 .topTrailing badge (extends): x = 320 - 100 = 220, y = 0; it takes 30 of room.
        // A 60x20 .bottomLeading note (extends): after the content, which is 30 + 4 x 44 = 206:
        // (0, 206, 60, 20); the content is 226 long.
        // A 40x40 .leading marker (side: takes no room), moved by (5, 0): centred on the
        // content 30..206, y = 30 + (176 - 40) / 2 = 98, x = 0 + 5 = 5.
        // An estimated 80 x estimated 50 .top label that does not extend: at its estimate,
        // centred across (x = (320 - 80) / 2 = 120) at the content's start, y = 30; zIndex 7.
        let badge = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: F.size(.absolute(100), .absolute(30)), elementKind: "badge", alignment: .topTrailing)
        let note = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: F.size(.absolute(60), .absolute(20)), elementKind: "note", alignment: .bottomLeading)
        let marker = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: F.size(.absolute(40), .absolute(40)), elementKind: "marker", alignment: .leading,
            absoluteOffset: CGPoint(x: 5, y: 0))
        let label = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: F.size(.estimated(80), .estimated(50)), elementKind: "label", alignment: .top)
        label.extendsBoundary = false
        label.zIndex = 7
        let section = F.listSection()
        section.boundarySupplementaryItems = [badge, note, marker, label]
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = F.makeCollection(items: [4], layout: layout)

        #expect(F.supplementaryFrame(layout, "badge") == CGRect(x: 220, y: 0, width: 100, height: 30))
        #expect(F.frame(layout, 0) == CGRect(x: 0, y: 30, width: 320, height: 44))
        #expect(F.supplementaryFrame(layout, "note") == CGRect(x: 0, y: 206, width: 60, height: 20))
        #expect(F.supplementaryFrame(layout, "marker") == CGRect(x: 5, y: 98, width: 40, height: 40))
        #expect(F.supplementaryFrame(layout, "label") == CGRect(x: 120, y: 30, width: 80, height: 50))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "label", at: IndexPath(item: 0, section: 0))?.zIndex == 7)
        #expect(layout.collectionViewContentSize.height == 226)
        // layoutAttributesForElements returns them too (the whole content is in the rect).
        let kinds = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? [])
            .compactMap(\.representedElementKind)
        #expect(Set(kinds) == ["badge", "note", "marker", "label"])
    }

    @Test("the layout's own boundary items come before the first section and after the last")
    func layoutBoundaryItems() {
        // Layout header 50 at y = 0. Section 0: rows at 50 and 94, ends at 138; 10 of
        // inter-section spacing; section 1: rows at 148 and 192, ends at 236, where the
        // 40-point layout footer starts. Content 276.
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [
            F.boundary("layoutHeader", .top, length: 50), F.boundary("layoutFooter", .bottom, length: 40),
        ]
        let layout = UICollectionViewCompositionalLayout(section: F.listSection(), configuration: configuration)
        let (collection, _) = F.makeCollection(items: [2, 2], layout: layout, supplementaryKinds: ["layoutHeader", "layoutFooter"])

        #expect(F.supplementaryFrame(layout, "layoutHeader") == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(F.frame(layout, 0) == CGRect(x: 0, y: 50, width: 320, height: 44))
        #expect(F.frame(layout, 0, section: 1) == CGRect(x: 0, y: 148, width: 320, height: 44))
        #expect(F.supplementaryFrame(layout, "layoutFooter") == CGRect(x: 0, y: 236, width: 320, height: 40))
        #expect(layout.collectionViewContentSize.height == 276)
        #expect(collection.visibleSupplementaryViews(ofKind: "layoutFooter").map(\.frame.minY) == [236])
    }

    @Test("a scrolling-sideways layout: a .leading header takes room before the section along x")
    func horizontalLayoutLeadingHeader() {
        // Scrolling sideways, the group is a full-height (480) column 100 wide; a 60-wide,
        // full-height .leading header sits at x = 0 and the first column starts at x = 60.
        let item = NSCollectionLayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: F.size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: F.size(.absolute(60), .fractionalHeight(1)), elementKind: "header", alignment: .leading)
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        _ = F.makeCollection(items: [3], layout: layout)

        #expect(F.supplementaryFrame(layout, "header") == CGRect(x: 0, y: 0, width: 60, height: 480))
        #expect(F.frame(layout, 0) == CGRect(x: 60, y: 0, width: 100, height: 480))
        #expect(layout.collectionViewContentSize == CGSize(width: 360, height: 480))
    }

    @Test("two boundary items of one kind in a section stop the program")
    func duplicateBoundaryKindStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let section = CompositionalFixture.listSection()
                section.boundarySupplementaryItems = [
                    CompositionalFixture.boundary("header", .top, length: 44),
                    CompositionalFixture.boundary("header", .bottom, length: 44),
                ]
                _ = CompositionalFixture.makeCollection(items: [1], layout: UICollectionViewCompositionalLayout(section: section))
            }
        }
        #expect(standardError(of: result).contains("section 0 has two boundary supplementary items of kind 'header'"))
    }
}

/// Decoration items: background rectangles, registration, and the collection view's
/// decoration views (made from the registered class, reused, behind the cells, rendered).
@Suite("Compositional decoration items")
@MainActor
struct CompositionalDecorationTests {
    typealias F = CompositionalFixture

    /// Insets (10, 20, 10, 20), a 44-point header and `rows` rows of 44, with a "card"
    /// background inset by (2, 4, 2, 4).
    private func cardSection() -> NSCollectionLayoutSection {
        let section = F.listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [F.boundary("header", .top, length: 44)]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        section.decorationItems = [background]
        return section
    }

    @Test("a background covers the section's content area, insets included, shrunk by its own insets")
    func backgroundFrame() {
        // Content area: after the header (y = 44) to the end of the bottom inset,
        // 44 + 10 + 4 x 44 + 10 = 240; across the whole width 0..320 (the section's insets are
        // inside it). Shrunk by (2, 4, 2, 4): (4, 46, 312, 192). zIndex -1, behind the cells.
        let layout = UICollectionViewCompositionalLayout(section: cardSection())
        layout.register(CardBackgroundView.self, forDecorationViewOfKind: "card")
        _ = F.makeCollection(items: [4], layout: layout)

        let attributes = layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == CGRect(x: 4, y: 46, width: 312, height: 192))
        #expect(attributes?.zIndex == -1)
        #expect(attributes?.representedElementCategory == .decorationView)
        #expect(attributes?.representedElementKind == "card")
        #expect(layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test("the collection view makes decoration views from the registered class, behind the cells, and reuses them")
    func decorationViewsAreShownAndReused() throws {
        // Three sections of 8 rows: each is 44 + 10 + 8 x 44 + 10 = 416 long, so sections start
        // at 0, 416, 832. Card 0 covers 44..416 shrunk by 2 and 2: (4, 46, 312, 372 - 4 = 368);
        // card 1 starts at 416 + 46 = 462, card 2 at 832 + 46 = 878 (off screen at first).
        // Scrolled to 500 (visible 500..980), cards 1 and 2 show: card 0's view went to the
        // pool and came back for card 2, so two views were ever made.
        let layout = UICollectionViewCompositionalLayout(section: cardSection())
        layout.register(CardBackgroundView.self, forDecorationViewOfKind: "card")
        let (collection, _) = F.makeCollection(items: [8, 8, 8], layout: layout)

        let onScreen = collection.visibleDecorationViews()
        #expect(onScreen.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let first = try #require(onScreen.first?.view)
        #expect(first is CardBackgroundView)
        #expect(first.frame == CGRect(x: 4, y: 46, width: 312, height: 368))
        #expect(onScreen.last?.view.frame.minY == 462)
        // Behind everything: the decoration views are the first subviews.
        #expect(collection.subviews.prefix(2).allSatisfy { $0 is CardBackgroundView })

        F.scroll(collection, toY: 500)
        let later = collection.visibleDecorationViews()
        #expect(later.map(\.indexPath) == [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)])
        #expect(later.last?.view.frame.minY == 878)
        #expect(Set(later.map { ObjectIdentifier($0.view) }) == Set(onScreen.map { ObjectIdentifier($0.view) }))
        F.scroll(collection, toY: 0)
        let back = collection.visibleDecorationViews()
        #expect(back.count == 2)
        // The view that left came back from the pool: still only two views were ever made.
        #expect(Set(back.map { ObjectIdentifier($0.view) }) == Set(onScreen.map { ObjectIdentifier($0.view) }))
    }

    @Test("the renderers show decorations: a rule in text, a <g class=\"decoration\"> in SVG")
    func renderersShowDecorations() {
        let layout = UICollectionViewCompositionalLayout(section: cardSection())
        layout.register(CardBackgroundView.self, forDecorationViewOfKind: "card")
        let (collection, _) = F.makeCollection(items: [2], layout: layout)

        let text = TextRenderer.render(collection)
        // Content area 44..(44 + 10 + 2 x 44 + 10 = 152), shrunk: (4, 46, 312, 104).
        #expect(text.contains("decoration card 0.0"))
        #expect(text.contains("decoration card 0.0  (4, 46, 312, 104)"))
        let svg = SVGRenderer.render(collection)
        #expect(svg.contains("<g class=\"decoration\" data-kind=\"card\" data-index-path=\"0.0\">"))
        // Drawn first, before any item.
        let decoration = svg.range(of: "class=\"decoration\"")
        let item = svg.range(of: "class=\"item\"")
        #expect(decoration != nil && item != nil && decoration!.lowerBound < item!.lowerBound)
    }

    @Test("a decoration of an unregistered kind stops the program when it comes on screen")
    func unregisteredDecorationStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let section = CompositionalFixture.listSection()
                section.decorationItems = [.background(elementKind: "card")]
                _ = CompositionalFixture.makeCollection(items: [1], layout: UICollectionViewCompositionalLayout(section: section))
            }
        }
        #expect(standardError(of: result).contains(
            "decoration view of kind 'card', but no class is registered for it; call register(_:forDecorationViewOfKind:)"))
    }

    @Test("registering a class that is not a reusable view stops the program")
    func registeringAPlainViewStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UICollectionViewCompositionalLayout(section: CompositionalFixture.listSection())
                    .register(UIView.self, forDecorationViewOfKind: "card")
            }
        }
        #expect(standardError(of: result).contains("which is not a subclass of UICollectionReusableView"))
    }
}
