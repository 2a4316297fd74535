import Foundation
import HeadlessUIKit
import Testing

/// The fast paths of the compositional self-sizing scroll (issue 15, eighth round): each must
/// give what the plain path gives.
@MainActor
@Suite("Compositional scroll fast paths")
struct CompositionalScrollFastPathTests {
    @Test("preferred attributes copied again and again each have exactly their source's values; copies held are never reused")
    func preferredAttributesCopiesLookNew() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        struct Values: Equatable {
            var indexPath: IndexPath, origin: CGPoint, alpha: CGFloat, isHidden: Bool, zIndex: Int
            var category: UICollectionView.ElementCategory, kind: String?
        }
        func values(_ attributes: UICollectionViewLayoutAttributes) -> Values {
            Values(
                indexPath: attributes.indexPath, origin: attributes.frame.origin, alpha: attributes.alpha,
                isHidden: attributes.isHidden, zIndex: attributes.zIndex, category: attributes.representedElementCategory,
                kind: attributes.representedElementKind)
        }
        // Sources alternating between plain cells and supplementary views with every value set,
        // so that a copy made into an object another copy used must overwrite each of them.
        func source(_ index: Int) -> UICollectionViewLayoutAttributes {
            let attributes =
                index % 2 == 0
                ? UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 1))
                : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge \(index)", with: IndexPath(item: index, section: 2))
            attributes.frame = CGRect(x: CGFloat(index), y: CGFloat(2 * index), width: 100, height: 50)
            if index % 2 == 1 {
                attributes.alpha = 0.5
                attributes.isHidden = true
                attributes.zIndex = index
            }
            return attributes
        }
        var held: [(copy: UICollectionViewLayoutAttributes, values: Values)] = []
        var seen: [ObjectIdentifier: Int] = [:]
        for index in 0..<200 {
            let attributes = source(index)
            let preferred = cell.preferredLayoutAttributesFitting(attributes)
            #expect(preferred !== attributes)
            #expect(type(of: preferred) == UICollectionViewLayoutAttributes.self)
            #expect(values(preferred) == values(attributes), "copy \(index)")
            #expect(preferred.size == cell.sizeThatFits(attributes.size))
            #expect(!held.contains { $0.copy === preferred }, "copy \(index) reuses a copy someone holds")
            seen[ObjectIdentifier(preferred), default: 0] += 1
            if index % 7 == 0 { held.append((preferred, values(preferred))) }
        }
        // Held copies keep their values (their own, not a later copy's).
        for (copy, expected) in held { #expect(values(copy) == expected) }
        // Copies let go of are copied into again: far fewer objects than copies.
        #expect(seen.count < 100)
    }
}
