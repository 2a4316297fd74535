import Foundation

/// A view that shows an ``Image``; the engine's `UIImageView`.
@MainActor
open class ImageView: View {
    /// The image shown; nil shows nothing.
    open var image: Image? { didSet { if image != oldValue { setNeedsLayout() } } }

    /// Creates an image view showing `image`, sized to it.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size, or zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }
}
