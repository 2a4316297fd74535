import Foundation

extension UIView {
    /// `color` as this view draws it: resolved with the view's ``traitCollection`` (so a dark
    /// trait shows dark values), with ``UIColor/tintColor`` standing for the view's own tint.
    ///
    /// - Complexity: O(*d*) in the depth of the view (reading its traits).
    func resolvedColor(_ color: UIColor) -> UIColor {
        guard color.isDynamic else { return color }
        let traits = traitCollection
        if color == .tintColor, let tint = tintColor, tint != .tintColor { return tint.resolvedColor(with: traits) }
        return color.resolvedColor(with: traits)
    }
}
