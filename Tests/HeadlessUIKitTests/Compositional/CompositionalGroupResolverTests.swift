import CellKitTestSupport
import Foundation
@testable import HeadlessUIKit
import Testing

/// Group layout on its own (no collection view): the design's first tests, each frame worked
/// out by hand from UIKit's documented rules in the comment above it. The container is a
/// 320x480 collection view with no insets unless a test says otherwise.
@Suite("Compositional group resolver")
@MainActor
struct CompositionalGroupResolverTests {
    private let container = CGSize(width: 320, height: 480)
    private let environment = LayoutEnvironment(
        container: LayoutContainer(contentSize: CGSize(width: 320, height: 480)), traitCollection: UITraitCollection())

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func resolve(_ group: NSCollectionLayoutGroup, in container: CGSize? = nil) -> GroupPattern {
        GroupResolver.resolve(group, in: container ?? self.container, environment: environment)
    }

    // MARK: Values

    @Test("dimensions, sizes and spacings report what they were made with, and compare by value")
    func values() {
        let fraction = NSCollectionLayoutDimension.fractionalWidth(0.25)
        #expect(fraction.isFractionalWidth && !fraction.isFractionalHeight && !fraction.isAbsolute && !fraction.isEstimated)
        #expect(fraction.dimension == 0.25)
        #expect(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
        #expect(NSCollectionLayoutDimension.absolute(44).isAbsolute)
        #expect(NSCollectionLayoutDimension.estimated(44).isEstimated)
        #expect(NSCollectionLayoutDimension.absolute(44) == NSCollectionLayoutDimension.absolute(44))
        #expect(NSCollectionLayoutDimension.absolute(44) != NSCollectionLayoutDimension.estimated(44))
        #expect(size(.absolute(1), .absolute(2)) == size(.absolute(1), .absolute(2)))
        #expect(size(.fractionalWidth(1), .absolute(44)).description == ".fractionalWidth(1) x .absolute(44)")

        let flexible = NSCollectionLayoutSpacing.flexible(10)
        #expect(flexible.isFlexible && !flexible.isFixed && flexible.spacing == 10)
        #expect(NSCollectionLayoutSpacing.fixed(4).isFixed)
        let edges = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: .flexible(0), bottom: nil)
        #expect(edges.leading == .fixed(1) && edges.top == nil && edges.trailing == .flexible(0))
    }

    @Test("items, groups and sections keep their defaults and copy their values")
    func defaultsAndCopies() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(10)))
        #expect(item.contentInsets == .zero && item.edgeSpacing == nil && item.supplementaryItems.isEmpty)
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let itemCopy = try #require(item.copy() as? NSCollectionLayoutItem)
        #expect(itemCopy !== item && itemCopy.contentInsets == item.contentInsets && itemCopy.layoutSize == item.layoutSize)

        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])
        #expect(group.subitems == [item] && group.interItemSpacing == nil)
        group.interItemSpacing = .fixed(3)
        let groupCopy = try #require(group.copy() as? NSCollectionLayoutGroup)
        #expect(groupCopy.interItemSpacing == .fixed(3) && groupCopy.subitems == [item])

        let section = NSCollectionLayoutSection(group: group)
        #expect(section.contentInsets == .zero && section.interGroupSpacing == 0)
        #expect(section.contentInsetsReference == .automatic && section.orthogonalScrollingBehavior == .none)
        #expect(section.supplementariesFollowContentInsets && section.boundarySupplementaryItems.isEmpty)
        section.interGroupSpacing = 7
        #expect((section.copy() as? NSCollectionLayoutSection)?.interGroupSpacing == 7)

        #expect(group.visualDescription() == """
            horizontal group .fractionalWidth(1) x .absolute(10), interItemSpacing .fixed(3)
              item .absolute(10) x .absolute(10)
            """)
    }

    // MARK: Design tests 1-8

    @Test("1: a quarter-width square item repeats four times across a full-width group")
    func quarterWidthGrid() {
        // Group 320 wide, 80 tall. Item: 0.25 x 320 = 80 wide, and 0.25 x 320 = 80 tall (both
        // fractions of the group's width). 4 x 80 = 320 fits; a fifth (400) does not.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalWidth(0.25)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [item])
        let pattern = resolve(group)

        #expect(pattern.size == CGSize(width: 320, height: 80))
        #expect(pattern.frames == [0, 80, 160, 240].map { CGRect(x: $0, y: 0, width: 80, height: 80) })
        #expect(!pattern.overflows)
    }

    @Test("2: a counted group resizes its items to fill the width with fixed spacing between")
    func countedFixedSpacing() {
        // 3 items, 2 gaps of 10: (320 - 20) / 3 = 100 each, at x = 0, 110, 220.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)

        #expect(resolve(group).frames == [0, 110, 220].map { CGRect(x: $0, y: 0, width: 100, height: 100) })
    }

    @Test("2b: repeatingSubitem keeps the item's own size and places exactly count, overflowing if told to")
    func repeatingSubitemKeepsSize() {
        // 3 items of 60 with 10 between: x = 0, 70, 140; nothing is resized.
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(60), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let pattern = resolve(group)
        #expect(pattern.frames == [0, 70, 140].map { CGRect(x: $0, y: 0, width: 60, height: 50) })
        #expect(!pattern.overflows)

        // 6 x 60 + 5 x 10 = 410 > 320: all six are placed, and the overflow is reported.
        let crowded = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 6)
        crowded.interItemSpacing = .fixed(10)
        let overflowing = resolve(crowded)
        #expect(overflowing.frames.count == 6 && overflowing.frames[5].minX == 350)
        #expect(overflowing.overflows)
    }

    @Test("3: flexible spacing shares the leftover width evenly between the gaps")
    func flexibleSpacing() {
        // Three 90-wide items take 270; a fourth needs 3 x 10 + 360 = 390 > 320. The leftover
        // 320 - 270 = 50 goes to two gaps of 25: x = 0, 115, 230.
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(90), .absolute(90)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(90)), subitems: [item])
        group.interItemSpacing = .flexible(10)

        #expect(resolve(group).frames == [0, 115, 230].map { CGRect(x: $0, y: 0, width: 90, height: 90) })
    }

    @Test("3b: with one item there is no gap, so flexible spacing leaves it at the leading edge")
    func flexibleSpacingOneItem() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(200), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        #expect(resolve(group).frames == [CGRect(x: 0, y: 0, width: 200, height: 50)])
    }

    @Test("4: fractions resolve against the section's content area (the container minus the section insets)")
    func fractionsOfInsetContainer() {
        // Section insets 20 + 20 leave 320 - 40 = 280: a half-width item is 140 wide.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let pattern = resolve(group, in: CGSize(width: 280, height: 460))
        #expect(pattern.frames == [CGRect(x: 0, y: 0, width: 140, height: 50), CGRect(x: 140, y: 0, width: 140, height: 50)])
    }

    @Test("5: item content insets shrink the cell inside its slot, except along an estimated axis")
    func itemContentInsets() {
        // Slots are 80x80 at x = 0, 80, ...; insets of 2 give (2, 2, 76, 76), (82, 2, 76, 76).
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .absolute(80)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [item])
        let frames = resolve(group).frames
        #expect(frames[0] == CGRect(x: 2, y: 2, width: 76, height: 76))
        #expect(frames[1] == CGRect(x: 82, y: 2, width: 76, height: 76))

        // An estimated height keeps its 80 points: only the leading and trailing insets apply.
        let estimated = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .estimated(80)))
        estimated.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let estimatedGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(80)), subitems: [estimated])
        #expect(resolve(estimatedGroup).frames[0] == CGRect(x: 2, y: 0, width: 76, height: 80))
    }

    @Test("6: flexible leading and trailing edge spacing centres a lone item in its group")
    func flexibleEdgesCentre() {
        // 320 - 100 = 220 left over, shared by the two flexible edges: x = 110.
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 1)
        #expect(resolve(group).frames == [CGRect(x: 110, y: 0, width: 100, height: 50)])
    }

    @Test("6b: fixed edge spacing moves items without resizing them, across the axis too")
    func fixedEdgeSpacing() {
        // Each item takes 10 + 100 = 110 along x: two fit (220), a third (330) does not.
        // Across: top 5 fixed, so y = 5, and the item stays 40 tall in the 60-tall group.
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        #expect(resolve(group).frames == [10, 120].map { CGRect(x: $0, y: 5, width: 100, height: 40) })

        // Flexible top and bottom share the 60 - 40 = 20 left over: y = 10.
        let centred = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .flexible(0), trailing: nil, bottom: .flexible(0))
        let centredGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), repeatingSubitem: centred, count: 1)
        #expect(resolve(centredGroup).frames == [CGRect(x: 0, y: 10, width: 100, height: 40)])
    }

    @Test("7: nested groups: a large item beside a vertical pair, as in Apple's sample")
    func nestedGroups() {
        // Outer group 320 x 200. Leading item 0.75 x 320 = 240 wide, the full 200 tall.
        // Trailing vertical group 0.25 x 320 = 80 wide at x = 240, 200 tall; its items are its
        // full width (80) and half its height (100): y = 0 and 100.
        let large = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.75), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, pair])
        let pattern = resolve(group)

        #expect(pattern.frames == [
            CGRect(x: 0, y: 0, width: 240, height: 200),
            CGRect(x: 240, y: 0, width: 80, height: 100),
            CGRect(x: 240, y: 100, width: 80, height: 100),
        ])
        #expect(pattern.size == CGSize(width: 320, height: 200))
    }

    @Test("7b: a group's content insets shrink it, and its subitems resolve against what is left")
    func groupContentInsets() {
        // Group 320 x 100 inset by 10 all round: 300 x 80 from (10, 10). Half-width items are
        // 150 x 80: x = 10 and 160.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        #expect(resolve(group).frames == [10, 160].map { CGRect(x: $0, y: 10, width: 150, height: 80) })
    }

    @Test("7c: a vertical group places its subitems top to bottom, round again while they fit")
    func verticalGroup() {
        // Items 100 tall, 10 apart, in 320: 100, 210, 320 fit; a fourth (430) does not.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .absolute(320)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        #expect(resolve(group).frames == [0, 110, 220].map { CGRect(x: 0, y: $0, width: 160, height: 100) })
    }

    @Test("8: custom group frames pass through, relative to the group, with the group's size as container")
    func customGroup() {
        var containers: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { environment in
            containers.append(environment.container.contentSize)
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 60, y: 20, width: 100, height: 80), zIndex: 3),
            ]
        }
        let pattern = resolve(group)
        #expect(pattern.frames == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 60, y: 20, width: 100, height: 80)])
        #expect(pattern.zIndices == [0, 3])
        #expect(containers == [CGSize(width: 320, height: 100)])
    }

    // MARK: Refusals

    @Test("a group with no subitems stops the program, naming the factory")
    func emptyGroupRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)),
                    subitems: [])
            }
        }
        #expect(standardError(of: result).contains(
            "NSCollectionLayoutGroup.horizontal(layoutSize:subitems:) was given no subitems; pass at least one item"))
    }

    @Test("a counted group with a count below 1 stops the program")
    func zeroCountRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)))
                _ = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, repeatingSubitem: item, count: 0)
            }
        }
        #expect(standardError(of: result).contains(
            "NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:) was given count 0; pass a count of at least 1"))
    }

    @Test("a negative dimension stops the program")
    func negativeDimensionRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = NSCollectionLayoutDimension.absolute(-5)
        }
        #expect(standardError(of: result).contains(
            "NSCollectionLayoutDimension.absolute(-5.0): a dimension must be a finite number of at least 0; pass 0 or more"))
    }
}
