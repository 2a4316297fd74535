import Foundation
import HeadlessUIKit
import Testing

/// A PNG header: signature, then an IHDR chunk of `width` × `height` pixels (8-bit RGBA).
private func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
    bytes += [8, 6, 0, 0, 0]
    return Data(bytes)
}

@Suite("UIImage: symbols, assets, data, configurations")
struct ImageValueTests {
    @Test("init(systemName:) loads names spelled as SF Symbols and returns nil for others",
        arguments: ["star", "star.fill", "0.circle", "person.crop.circle.badge.plus", "sun.max"])
    func symbolNames(name: String) throws {
        let image = try #require(UIImage(systemName: name))
        #expect(image.isSymbolImage)
        #expect(image.renderingMode == .automatic)
        #expect(image.size == CGSize(width: 24, height: 24))
        #expect(image.symbolConfiguration == .unspecified)
    }

    @Test("init(systemName:) returns nil for the empty name and names not spelled as symbols",
        arguments: ["", "Star", "star..fill", ".star", "star.", "star fill", "star_fill"])
    func rejectedSymbolNames(name: String) {
        #expect(UIImage(systemName: name) == nil)
        #expect(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)) == nil)
    }

    @Test("init(named:) returns nil for the empty name, a registered asset at its size, others at 24×24")
    func assets() throws {
        #expect(UIImage(named: "") == nil)
        UIImage.registerAsset(named: "image-tests-banner", size: CGSize(width: 320, height: 120))
        let banner = try #require(UIImage(named: "image-tests-banner"))
        #expect(banner.size == CGSize(width: 320, height: 120))
        #expect(!banner.isSymbolImage)
        #expect(banner.symbolConfiguration == nil)
        #expect(UIImage(named: "image-tests-banner", in: nil, compatibleWith: nil) == banner)
        #expect(UIImage(named: "image-tests-unregistered")?.size == CGSize(width: 24, height: 24))
        #expect(UIImage().size == .zero)
    }

    @Test("init(data:) reads a PNG's pixel size from its header and refuses other data")
    func pngData() throws {
        let png = pngHeader(width: 64, height: 32)
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 64, height: 32))
        #expect(image.scale == 1)
        #expect(UIImage(data: png, scale: 2)?.size == CGSize(width: 32, height: 16))
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 20))) == nil, "JPEG")
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: png.prefix(20)) == nil, "cut short")
        #expect(UIImage(data: pngHeader(width: 0, height: 10)) == nil)
    }

    @Test("symbol sizes: 24 points at 17, linear in the point size, times 0.8 or 1.3 for the small and large scales")
    func symbolSizes() throws {
        let star = try #require(UIImage(systemName: "star"))
        func side(_ configuration: UIImage.SymbolConfiguration) -> CGFloat { star.withConfiguration(configuration).size.width }
        #expect(side(.init(pointSize: 34)) == 48)
        #expect(side(.init(pointSize: 17, weight: .bold, scale: .large)) == 31)  // 24 × 1.3 = 31.2
        #expect(side(.init(pointSize: 17, weight: .bold, scale: .small)) == 19)  // 24 × 0.8 = 19.2
        #expect(side(.init(textStyle: .largeTitle)) == 48)  // 34 pt at Large
        #expect(side(.init(textStyle: .caption2, scale: .large)) == 20)  // 24 × 11/17 × 1.3 = 20.2
        #expect(side(.init(font: .systemFont(ofSize: 34, weight: .heavy))) == 48)
        #expect(side(.init(weight: .black)) == 24, "weight leaves the size")
        #expect(UIImage(systemName: "star", withConfiguration: .init(pointSize: 34))?.size.width == 48)
    }

    @Test("applying(_:) lets the other configuration's attributes win; point size and text style exclude each other")
    func applying() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .light, scale: .small)
        #expect(base.applying(.init(weight: .bold)) == .init(pointSize: 20, weight: .bold, scale: .small))
        #expect(base.applying(.init(scale: .large)) == .init(pointSize: 20, weight: .light, scale: .large))
        #expect(base.applying(nil) == base)
        let styled = base.applying(.init(textStyle: .title1))
        #expect(styled == UIImage.SymbolConfiguration(textStyle: .title1).applying(.init(weight: .light)).applying(.init(scale: .small)))
        #expect(styled.applying(.init(pointSize: 20)) == base)
        #expect(base.configurationWithoutWeight() == .init(pointSize: 20, weight: .unspecified, scale: .small))
        #expect(base.configurationWithoutScale() == .init(pointSize: 20, weight: .light))
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed) != UIImage.SymbolConfiguration(paletteColors: [.systemRed]))
        #expect(UIImage.SymbolConfiguration.preferringMulticolor() != .unspecified)
    }

    @Test("SymbolWeight maps to the font weight of the same name")
    func symbolWeights() {
        #expect(UIImage.SymbolWeight.bold.fontWeight() == .bold)
        #expect(UIImage.SymbolWeight.ultraLight.fontWeight() == .ultraLight)
        #expect(UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12, weight: .semibold))
            == .init(pointSize: 12, weight: .semibold))
    }

    @Test("withConfiguration replaces, applyingSymbolConfiguration merges; bitmaps have no symbol configuration")
    func configurations() throws {
        let star = try #require(UIImage(systemName: "star", withConfiguration: .init(pointSize: 20, weight: .bold)))
        #expect(star.symbolConfiguration == .init(pointSize: 20, weight: .bold))
        #expect(star.withConfiguration(.init(scale: .large)).symbolConfiguration == .init(scale: .large))
        #expect(star.applyingSymbolConfiguration(.init(scale: .large))?.symbolConfiguration == .init(pointSize: 20, weight: .bold, scale: .large))
        let photo = UIImage(named: "photo", size: CGSize(width: 40, height: 30))
        #expect(photo.applyingSymbolConfiguration(.init(scale: .large)) == nil)
        #expect(photo.withConfiguration(.init(pointSize: 40)).size == CGSize(width: 40, height: 30))
    }

    @Test("rendering modes and tints: withTintColor keeps the mode unless given one")
    func renderingAndTint() throws {
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        let tinted = star.withTintColor(.systemRed)
        #expect(tinted.tintColor == .systemRed)
        #expect(tinted.renderingMode == .automatic)
        let template = star.withTintColor(.systemRed, renderingMode: .alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template != tinted)
        #expect(star == UIImage(systemName: "star"), "equal images from the same name")
        #expect(star.tintColor == nil)
    }
}
