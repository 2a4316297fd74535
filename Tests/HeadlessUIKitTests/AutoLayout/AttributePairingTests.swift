import Foundation
@testable import HeadlessUIKit
import Testing

@Suite("Auto Layout: attribute pairs")
@MainActor
struct AttributePairingTests {
    /// Every attribute, `notAnAttribute` included.
    static let all: [NSLayoutConstraint.Attribute] = (0...20).compactMap { NSLayoutConstraint.Attribute(rawValue: $0) }

    /// UIKit's rule, from the attributes' own properties: leading/trailing never meet left/right,
    /// sizes pair with sizes, positions with positions on their axis.
    static func uikitAccepts(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute) -> Bool {
        if b == .notAnAttribute { return true }
        if (a.isDirectional && b.isAbsolute) || (a.isAbsolute && b.isDirectional) { return false }
        if a.isLocation != b.isLocation { return false }
        return !a.isLocation || a.axis == b.axis
    }

    @Test("The bit-test fast path accepts only pairs UIKit accepts, and every usual pair")
    func fastPathAgreesWithTheRule() {
        #expect(Self.all.count == 21)
        var accepted = 0
        for a in Self.all {
            for b in Self.all where NSLayoutConstraint.Attribute.pairFreely(a, b) {
                #expect(Self.uikitAccepts(a, b), "\(a.loggedName) with \(b.loggedName)")
                accepted += 1
            }
        }
        // The x positions (10, less the 2 × 2 × 4 mixed pairs), the y positions (8) and the sizes (2).
        #expect(accepted == 10 * 10 - 2 * 4 * 4 + 8 * 8 + 2 * 2)
    }

    @Test("Anchors of one axis make constraints; sizes pair across axes (aspect ratios)")
    func anchorPairs() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let directionalX: [NSLayoutXAxisAnchor] = [child.leadingAnchor, child.trailingAnchor, child.centerXAnchor]
        let absoluteX: [NSLayoutXAxisAnchor] = [parent.leftAnchor, parent.rightAnchor, parent.centerXAnchor]
        for x in directionalX {
            for other in [parent.leadingAnchor, parent.trailingAnchor, parent.centerXAnchor] {
                #expect(x.constraint(equalTo: other).firstAttribute == x.attribute)
            }
        }
        for x in absoluteX {
            for other in [child.leftAnchor, child.rightAnchor, child.centerXAnchor] {
                #expect(x.constraint(equalTo: other).secondAttribute == other.attribute)
            }
        }
        let y: [NSLayoutYAxisAnchor] = [child.topAnchor, child.bottomAnchor, child.centerYAnchor, child.firstBaselineAnchor,
                                        child.lastBaselineAnchor, parent.layoutMarginsGuide.topAnchor]
        for first in y {
            for second in y { #expect(first.constraint(equalTo: second, constant: 4).constant == 4) }
        }
        #expect(child.widthAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 2).multiplier == 2)
    }
}
