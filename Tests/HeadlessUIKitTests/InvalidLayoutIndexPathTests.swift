import CellKitTestSupport
import HeadlessUIKit
import Testing

/// A custom layout whose one cell's attributes carry an index path of three indexes, which UIKit
/// refuses: collection views take only index paths of a section and an item.
@MainActor
private final class ThreeIndexLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 44) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(indexes: [0, 0, 0]))
        attributes.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        return [attributes]
    }
}

@Suite("Layouts handing out index paths that are not a section and an item")
struct InvalidLayoutIndexPathTests {
    @Test("a cell at an index path of three indexes stops the app with UIKit's message")
    func threeIndexPathStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                                      collectionViewLayout: ThreeIndexLayout())
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                let source = CountSource(1)
                collectionView.dataSource = source
                collectionView.layoutIfNeeded()
                withExtendedLifetime(source) {}
            }
        }
        #expect(standardError(of: result).contains("must contain exactly two indices"))
    }
}
