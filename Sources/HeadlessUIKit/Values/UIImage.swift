import Foundation

/// An image: a name, a size and how it is drawn; the engine's `UIImage`.
///
/// The engine draws no pixels: an image is its name (a symbol or asset name), the size it reports,
/// its rendering mode, tint and symbol configuration, which is what layout, tests and pictures
/// need. Images are values (UIKit's `UIImage` is an immutable class): two images are equal when
/// all of those are equal, so `UIImage(systemName: "star") == UIImage(systemName: "star")`.
///
/// **Which names load.**
/// - ``init(systemName:)`` accepts names spelled as SF Symbols are (lowercase words of letters and
///   digits joined by dots: `star`, `star.fill`, `person.crop.circle.badge.plus`) and returns nil
///   for anything else, the empty name included. The engine keeps no catalogue of the thousands of
///   symbols (it changes every year), so a well-spelled name that iOS lacks still loads.
/// - ``init(named:)`` returns nil for the empty name and an image for any other, so that screens
///   whose assets live in the app's catalogue run unchanged. The image is 24×24 points unless a
///   test registered the asset's size with ``registerAsset(named:size:)``.
/// - ``init(data:)`` reads PNG data's size from its header and returns nil for other data.
///
/// **Symbol sizes.** A symbol is 24×24 points at the body text size (17 pt) and the medium scale;
/// a configuration's point size scales that linearly (`24 × pointSize / 17`), and the small and
/// large scales multiply it by 0.8 and 1.3 (the engine's approximation of SF Symbols' scales),
/// rounded to whole points. Weight does not change the size.
public struct UIImage: Hashable, Sendable, CustomStringConvertible {
    /// How an image uses its colours, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Hashable, Sendable {
        /// The context decides: image views tint symbol images and show other images as they are.
        case automatic
        /// Always the image's own colours.
        case alwaysOriginal
        /// Always a template: the shape filled with the tint colour.
        case alwaysTemplate
    }

    /// A symbol's stroke weight, as UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Hashable, Sendable {
        /// No weight given: the weight of the text around, regular by default.
        case unspecified = 0
        /// The thinnest stroke.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular, the default.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// The heaviest stroke.
        case black

        /// The font weight of the same name (``UIFont/Weight/regular`` for unspecified).
        public func fontWeight() -> UIFont.Weight {
            rawValue == 0 ? .regular : UIFont.Weight.named[rawValue - 1].0
        }

        /// The symbol weight nearest to a font weight.
        init(_ weight: UIFont.Weight) {
            self = SymbolWeight(rawValue: weight.nearestNamedIndex + 1) ?? .regular
        }
    }

    /// A symbol's size relative to the text next to it, as UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Hashable, Sendable {
        /// The scale the context chooses (medium in the engine).
        case `default` = -1
        /// No scale given.
        case unspecified = 0
        /// About 0.8 of medium in the engine.
        case small
        /// The reference size: a 17 pt symbol is 24 points.
        case medium
        /// About 1.3 of medium in the engine.
        case large

        /// The factor the engine applies to a medium symbol's size.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// How a symbol image is drawn: size, weight, scale and colours; UIKit's
    /// `UIImage.SymbolConfiguration`. Unset attributes are nil or unspecified; ``applying(_:)``
    /// combines two configurations.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size, when the configuration fixes one.
        var pointSize: CGFloat?
        /// The text style the symbol sizes with, when the configuration follows one.
        var textStyle: UIFont.TextStyle?
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var hierarchicalColor: UIColor?
        var paletteColors: [UIColor]?
        var prefersMulticolor = false

        private init() {}

        /// A configuration that sets nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// The symbol at `pointSize`.
        public init(pointSize: CGFloat) { self.pointSize = pointSize }

        /// The symbol at `pointSize` and `weight`.
        public init(pointSize: CGFloat, weight: SymbolWeight) {
            self.pointSize = pointSize
            self.weight = weight
        }

        /// The symbol at `pointSize`, `weight` and `scale`.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// The symbol at the size of `textStyle`, which follows Dynamic Type.
        public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

        /// The symbol at the size of `textStyle` and `scale`.
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.textStyle = textStyle
            self.scale = scale
        }

        /// The symbol at `weight`.
        public init(weight: SymbolWeight) { self.weight = weight }

        /// The symbol at `scale`.
        public init(scale: SymbolScale) { self.scale = scale }

        /// The symbol at `font`'s size and nearest weight.
        public init(font: UIFont) {
            pointSize = font.pointSize
            weight = SymbolWeight(font.weight)
        }

        /// The symbol at `font`'s size and nearest weight, and `scale`.
        public init(font: UIFont, scale: SymbolScale) {
            self.init(font: font)
            self.scale = scale
        }

        /// The hierarchical rendering mode: layers in shades of `hierarchicalColor`.
        public init(hierarchicalColor: UIColor) { self.hierarchicalColor = hierarchicalColor }

        /// The palette rendering mode: layers in `paletteColors`, in order.
        public init(paletteColors: [UIColor]) { self.paletteColors = paletteColors }

        /// The multicolour rendering mode.
        public static func preferringMulticolor() -> SymbolConfiguration {
            var configuration = SymbolConfiguration()
            configuration.prefersMulticolor = true
            return configuration
        }

        /// This configuration with the attributes `otherConfiguration` sets replacing these. A
        /// point size and a text style exclude each other: whichever the other sets wins.
        public func applying(_ otherConfiguration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other = otherConfiguration else { return self }
            var result = self
            if let size = other.pointSize {
                result.pointSize = size
                result.textStyle = nil
            }
            if let style = other.textStyle {
                result.textStyle = style
                result.pointSize = nil
            }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale != .unspecified { result.scale = other.scale }
            if let color = other.hierarchicalColor { result.hierarchicalColor = color }
            if let colors = other.paletteColors { result.paletteColors = colors }
            if other.prefersMulticolor { result.prefersMulticolor = true }
            return result
        }

        /// The same configuration without point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            var result = self
            result.pointSize = nil
            result.weight = .unspecified
            return result
        }

        /// The same configuration without text style.
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            var result = self
            result.textStyle = nil
            return result
        }

        /// The same configuration without scale.
        public func configurationWithoutScale() -> SymbolConfiguration {
            var result = self
            result.scale = .unspecified
            return result
        }

        /// The same configuration without weight.
        public func configurationWithoutWeight() -> SymbolConfiguration {
            var result = self
            result.weight = .unspecified
            return result
        }

        /// The side of a symbol drawn with this configuration, for `category`.
        func symbolSide(for category: UIContentSizeCategory) -> CGFloat {
            let size = pointSize ?? textStyle.map { $0.pointSize(for: category) } ?? 17
            return (24 * size / 17 * scale.factor).rounded()
        }
    }

    /// The configuration type images take, as UIKit's `UIImage.Configuration`. The engine has only
    /// symbol configurations.
    public typealias Configuration = SymbolConfiguration

    /// The symbol or asset name the image was made from. An engine addition (UIKit keeps it private).
    public let name: String
    /// The size of a bitmap image (unused for symbols, which size from their configuration).
    private let bitmapSize: CGSize
    /// Whether the image is a symbol (``init(systemName:)``).
    public let isSymbolImage: Bool
    /// How the image uses its colours.
    public let renderingMode: RenderingMode
    /// The image's scale factor: 1 for images from data, the same for every image the engine makes.
    public let scale: CGFloat
    /// The configuration the image was made with or given.
    private let configuration: SymbolConfiguration?
    /// The tint ``withTintColor(_:)`` gave the image. An engine addition (UIKit keeps it private).
    public let tintColor: UIColor?

    private init(
        name: String, bitmapSize: CGSize, isSymbolImage: Bool, renderingMode: RenderingMode = .automatic,
        scale: CGFloat = 1, configuration: SymbolConfiguration? = nil, tintColor: UIColor? = nil
    ) {
        self.name = name
        self.bitmapSize = bitmapSize
        self.isSymbolImage = isSymbolImage
        self.renderingMode = renderingMode
        self.scale = scale
        self.configuration = configuration
        self.tintColor = tintColor
    }

    /// An empty image of size zero, as UIKit's `UIImage()`.
    public init() {
        self.init(name: "", bitmapSize: .zero, isSymbolImage: false)
    }

    /// An image named `name` of `size` points. An engine addition, for tests that need an image of
    /// a given size without registering an asset.
    public init(named name: String, size: CGSize) {
        self.init(name: name, bitmapSize: size, isSymbolImage: false)
    }

    // MARK: Symbols

    /// The system symbol `name`, or nil when `name` is not spelled as a symbol name (lowercase
    /// letters and digits in words joined by dots).
    public init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn with `configuration`, or nil for a name not spelled as a symbol's.
    public init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard UIImage.isSymbolName(name) else { return nil }
        self.init(name: name, bitmapSize: .zero, isSymbolImage: true, configuration: configuration)
    }

    /// The system symbol `name` for `traitCollection` (symbols look the same for every trait in the
    /// engine), or nil for a name not spelled as a symbol's.
    public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Whether `name` is lowercase words of letters and digits joined by single dots.
    static func isSymbolName(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    // MARK: Assets

    private static let assetSizes = LockedValue<[String: CGSize]>([:])

    /// Records that the app's asset `name` is `size` points, for ``init(named:)``. An engine
    /// addition: tests call it where the app's asset catalogue would know the size.
    public static func registerAsset(named name: String, size: CGSize) {
        assetSizes.withLock { $0[name] = size }
    }

    /// The asset `name`: nil for the empty name, else an image of the registered size (24×24
    /// points when none was registered).
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The asset `name` from `bundle` for `traitCollection` (the engine has one catalogue and
    /// ignores both).
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty else { return nil }
        let size = UIImage.assetSizes.withLock { $0[name] } ?? CGSize(width: 24, height: 24)
        self.init(name: name, bitmapSize: size, isSymbolImage: false)
    }

    /// The asset `name` from `bundle` with `configuration` (a custom symbol's configuration).
    public init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
        if let configuration { self = withConfiguration(configuration) }
    }

    // MARK: Data

    /// An image from PNG data, sized from its header (`IHDR` width and height in pixels, at scale 1),
    /// or nil when the data is not PNG. The engine reads no other format.
    public init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG data at `scale` pixels per point (its size is the pixel size over the
    /// scale), or nil when the data is not PNG.
    public init?(data: Data, scale: CGFloat) {
        guard let pixels = UIImage.pngPixelSize(data), scale > 0 else { return nil }
        self.init(
            name: "data", bitmapSize: CGSize(width: pixels.width / scale, height: pixels.height / scale),
            isSymbolImage: false, scale: scale)
    }

    /// The pixel size in a PNG header: the 8-byte signature, then the `IHDR` chunk (length, type,
    /// big-endian width and height).
    static func pngPixelSize(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = bigEndian(16)
        let height = bigEndian(20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }

    // MARK: Variants

    /// The size in points: a symbol's from its configuration (text styles at the content size
    /// category of ``UITraitCollection/current``), an asset's or data's from its source.
    public var size: CGSize {
        guard followsTextStyle else { return size(for: .large) }
        return size(for: UITraitCollection.current.preferredContentSizeCategory)
    }

    /// Whether the size depends on the content size category (a symbol that follows a text style).
    var followsTextStyle: Bool { isSymbolImage && configuration?.textStyle != nil }

    /// The size at `category` (only symbols that follow a text style depend on it).
    func size(for category: UIContentSizeCategory) -> CGSize {
        guard isSymbolImage else { return bitmapSize }
        let side = (configuration ?? .unspecified).symbolSide(for: category)
        return CGSize(width: side, height: side)
    }

    /// The configuration of a symbol image; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? {
        isSymbolImage ? (configuration ?? .unspecified) : nil
    }

    /// The same image drawn with `configuration` in place of its own.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(
            name: name, bitmapSize: bitmapSize, isSymbolImage: isSymbolImage, renderingMode: renderingMode,
            scale: scale, configuration: configuration, tintColor: tintColor)
    }

    /// The same symbol with `configuration` applied on top of its own; nil for an image that is not
    /// a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration((self.configuration ?? .unspecified).applying(configuration))
    }

    /// The same image with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            name: name, bitmapSize: bitmapSize, isSymbolImage: isSymbolImage, renderingMode: renderingMode,
            scale: scale, configuration: configuration, tintColor: tintColor)
    }

    /// The same image tinted `color`, keeping its rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The same image tinted `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            name: name, bitmapSize: bitmapSize, isSymbolImage: isSymbolImage, renderingMode: renderingMode,
            scale: scale, configuration: configuration, tintColor: color)
    }

    /// `name WxH`.
    public var description: String { "\(name) \(size.compactDescription)" }

    // MARK: Encoding

    /// The image as PNG data, as UIKit's `pngData()`. The engine keeps no pixels: the data is a
    /// valid PNG (8-bit RGBA, uncompressed deflate blocks) of the image's pixel size (``size``
    /// × ``scale``, rounded up) whose pixels are all transparent, so that code that saves,
    /// uploads or measures images runs, and `UIImage(data:)` of the result has the same pixel
    /// size. nil for an image of no size, as UIKit returns nil without a bitmap.
    ///
    /// - Complexity: O(*w* × *h*) for the pixel size.
    public func pngData() -> Data? {
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        return UIImage.transparentPNG(width: width, height: height)
    }

    /// A PNG of `width` × `height` transparent RGBA pixels.
    static func transparentPNG(width: Int, height: Int) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8]) {
            let typed = Array(type.utf8) + body
            png.append(contentsOf: bigEndian(UInt32(body.count)))
            png.append(contentsOf: typed)
            png.append(contentsOf: bigEndian(crc32(typed)))
        }
        // IHDR: size, bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        // Each scanline is a filter byte (0, none) and 4 zero bytes a pixel.
        let raw = [UInt8](repeating: 0, count: height * (1 + 4 * width))
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, raw.count - offset)
            let isLast = offset + length == raw.count
            zlib.append(isLast ? 1 : 0)
            zlib += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            zlib += raw[offset..<offset + length]
            offset += length
        } while offset < raw.count
        // Adler-32 of zero bytes: a = 1, b = the number of bytes (mod 65521).
        let count = UInt32(raw.count % 65_521)
        zlib += bigEndian(count << 16 | 1)
        chunk("IDAT", zlib)
        chunk("IEND", [])
        return png
    }

    /// The CRC-32 PNG chunks carry (polynomial 0xEDB88320).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
