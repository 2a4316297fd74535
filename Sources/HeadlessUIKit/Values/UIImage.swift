import Foundation

/// A named image with a size; the engine's `UIImage`.
///
/// The engine draws no pixels: an image is its name (a symbol or asset name) and the size it
/// reports, which is what layout and snapshots need.
public struct UIImage: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var size: CGSize

    /// An image with the given name and size (24x24 by default, the size of a body symbol).
    public init(named name: String, size: CGSize = CGSize(width: 24, height: 24)) {
        self.name = name
        self.size = size
    }

    /// A symbol image, as `UIImage(systemName:)`.
    public init(systemName: String) {
        self.init(named: systemName)
    }

    public var description: String { "\(name) \(size.compactDescription)" }
}
