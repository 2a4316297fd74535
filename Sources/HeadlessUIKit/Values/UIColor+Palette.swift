import Foundation

// UIKit's fixed and system colours. System colours carry the sRGB values Apple publishes for the
// default (not increased-contrast) light and dark appearances, in bytes out of 255 and opacity.
extension UIColor {
    // MARK: Fixed colours

    /// Grey 0, as UIKit's `UIColor.black`.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Grey 1, as UIKit's `UIColor.white`.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey 0 with opacity 0, as UIKit's `UIColor.clear`.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Grey 0.5, as UIKit's `UIColor.gray`.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Grey 1/3, as UIKit's `UIColor.darkGray`.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Grey 2/3, as UIKit's `UIColor.lightGray`.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// RGB (1, 0, 0), as UIKit's `UIColor.red`.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// RGB (0, 1, 0), as UIKit's `UIColor.green`.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// RGB (0, 0, 1), as UIKit's `UIColor.blue`.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// RGB (0, 1, 1), as UIKit's `UIColor.cyan`.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB (1, 1, 0), as UIKit's `UIColor.yellow`.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// RGB (1, 0, 1), as UIKit's `UIColor.magenta`.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB (1, 0.5, 0), as UIKit's `UIColor.orange`.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB (0.5, 0, 0.5), as UIKit's `UIColor.purple`.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB (0.6, 0.4, 0.2), as UIKit's `UIColor.brown`.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Black text for light backgrounds in either appearance, as UIKit's `UIColor.darkText`.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// White text at opacity 0.6 for dark backgrounds, as UIKit's `UIColor.lightText`.
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    /// The names ``description`` gives colours with these components.
    static let fixedNames: [Components: String] = {
        let named: [(UIColor, String)] = [
            (.black, "black"), (.white, "white"), (.clear, "clear"), (.gray, "gray"), (.darkGray, "darkGray"),
            (.lightGray, "lightGray"), (.red, "red"), (.green, "green"), (.blue, "blue"), (.cyan, "cyan"),
            (.yellow, "yellow"), (.magenta, "magenta"), (.orange, "orange"), (.purple, "purple"), (.brown, "brown"),
        ]
        var names: [Components: String] = [:]
        for (color, name) in named {
            if case .components(let value) = color.storage { names[value] = name }
        }
        return names
    }()

    /// A system colour from bytes out of 255 and an opacity, for each appearance.
    private static func system(
        _ name: String, light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> UIColor {
        func components(_ bytes: (CGFloat, CGFloat, CGFloat, CGFloat)) -> Components {
            Components(red: bytes.0 / 255, green: bytes.1 / 255, blue: bytes.2 / 255, alpha: bytes.3)
        }
        return UIColor(storage: .system(SystemColor(name: name, light: components(light), dark: components(dark)), alpha: nil))
    }

    // MARK: System colours

    /// Red, as UIKit's `UIColor.systemRed`: light rgb(255, 59, 48), dark rgb(255, 69, 58).
    public static let systemRed = system("systemRed", light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    /// Orange, as UIKit's `UIColor.systemOrange`: light rgb(255, 149, 0), dark rgb(255, 159, 10).
    public static let systemOrange = system("systemOrange", light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    /// Yellow, as UIKit's `UIColor.systemYellow`: light rgb(255, 204, 0), dark rgb(255, 214, 10).
    public static let systemYellow = system("systemYellow", light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    /// Green, as UIKit's `UIColor.systemGreen`: light rgb(52, 199, 89), dark rgb(48, 209, 88).
    public static let systemGreen = system("systemGreen", light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    /// Mint, as UIKit's `UIColor.systemMint`: light rgb(0, 199, 190), dark rgb(99, 230, 226).
    public static let systemMint = system("systemMint", light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    /// Teal, as UIKit's `UIColor.systemTeal`: light rgb(48, 176, 199), dark rgb(64, 200, 224).
    public static let systemTeal = system("systemTeal", light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    /// Cyan, as UIKit's `UIColor.systemCyan`: light rgb(50, 173, 230), dark rgb(100, 210, 255).
    public static let systemCyan = system("systemCyan", light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    /// Blue, the default tint, as UIKit's `UIColor.systemBlue`: light rgb(0, 122, 255), dark rgb(10, 132, 255).
    public static let systemBlue = system("systemBlue", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    /// Indigo, as UIKit's `UIColor.systemIndigo`: light rgb(88, 86, 214), dark rgb(94, 92, 230).
    public static let systemIndigo = system("systemIndigo", light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    /// Purple, as UIKit's `UIColor.systemPurple`: light rgb(175, 82, 222), dark rgb(191, 90, 242).
    public static let systemPurple = system("systemPurple", light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    /// Pink, as UIKit's `UIColor.systemPink`: light rgb(255, 45, 85), dark rgb(255, 55, 95).
    public static let systemPink = system("systemPink", light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    /// Brown, as UIKit's `UIColor.systemBrown`: light rgb(162, 132, 94), dark rgb(172, 142, 104).
    public static let systemBrown = system("systemBrown", light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    /// The base grey, as UIKit's `UIColor.systemGray`: light rgb(142, 142, 147), dark rgb(142, 142, 147).
    public static let systemGray = system("systemGray", light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    /// The second grey, as UIKit's `UIColor.systemGray2`: light rgb(174, 174, 178), dark rgb(99, 99, 102).
    public static let systemGray2 = system("systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    /// The third grey, as UIKit's `UIColor.systemGray3`: light rgb(199, 199, 204), dark rgb(72, 72, 74).
    public static let systemGray3 = system("systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    /// The fourth grey (behind a selected cell), as UIKit's `UIColor.systemGray4`: light rgb(209, 209, 214), dark rgb(58, 58, 60).
    public static let systemGray4 = system("systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    /// The fifth grey, as UIKit's `UIColor.systemGray5`: light rgb(229, 229, 234), dark rgb(44, 44, 46).
    public static let systemGray5 = system("systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    /// The sixth grey, nearest the background, as UIKit's `UIColor.systemGray6`: light rgb(242, 242, 247), dark rgb(28, 28, 30).
    public static let systemGray6 = system("systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// Primary text, as UIKit's `UIColor.label`: light rgb(0, 0, 0), dark rgb(255, 255, 255).
    public static let label = system("label", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// Secondary text, as UIKit's `UIColor.secondaryLabel`: light rgb(60, 60, 67, 0.6), dark rgb(235, 235, 245, 0.6).
    public static let secondaryLabel = system("secondaryLabel", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// Tertiary text, as UIKit's `UIColor.tertiaryLabel`: light rgb(60, 60, 67, 0.3), dark rgb(235, 235, 245, 0.3).
    public static let tertiaryLabel = system("tertiaryLabel", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Quaternary text, as UIKit's `UIColor.quaternaryLabel`: light rgb(60, 60, 67, 0.18), dark rgb(235, 235, 245, 0.16).
    public static let quaternaryLabel = system("quaternaryLabel", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// The fill of thin and small shapes, as UIKit's `UIColor.systemFill`: light rgb(120, 120, 128, 0.2), dark rgb(120, 120, 128, 0.36).
    public static let systemFill = system("systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    /// The fill of medium-size shapes, as UIKit's `UIColor.secondarySystemFill`: light rgb(120, 120, 128, 0.16), dark rgb(120, 120, 128, 0.32).
    public static let secondarySystemFill = system("secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    /// The fill of large shapes, as UIKit's `UIColor.tertiarySystemFill`: light rgb(118, 118, 128, 0.12), dark rgb(118, 118, 128, 0.24).
    public static let tertiarySystemFill = system("tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    /// The fill of large areas with complex content, as UIKit's `UIColor.quaternarySystemFill`: light rgb(116, 116, 128, 0.08), dark rgb(118, 118, 128, 0.18).
    public static let quaternarySystemFill = system("quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
    /// Placeholder text in controls, as UIKit's `UIColor.placeholderText`: light rgb(60, 60, 67, 0.3), dark rgb(235, 235, 245, 0.3).
    public static let placeholderText = system("placeholderText", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// The background of the main interface (a plain table's cells), as UIKit's `UIColor.systemBackground`: light rgb(255, 255, 255), dark rgb(0, 0, 0).
    public static let systemBackground = system("systemBackground", light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    /// Content layered on the main background, as UIKit's `UIColor.secondarySystemBackground`: light rgb(242, 242, 247), dark rgb(28, 28, 30).
    public static let secondarySystemBackground = system("secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// Content layered on the secondary background, as UIKit's `UIColor.tertiarySystemBackground`: light rgb(255, 255, 255), dark rgb(44, 44, 46).
    public static let tertiarySystemBackground = system("tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// The background of a grouped interface (a grouped table), as UIKit's `UIColor.systemGroupedBackground`: light rgb(242, 242, 247), dark rgb(0, 0, 0).
    public static let systemGroupedBackground = system("systemGroupedBackground", light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    /// Content layered on the grouped background (a grouped table's cells), as UIKit's `UIColor.secondarySystemGroupedBackground`: light rgb(255, 255, 255), dark rgb(28, 28, 30).
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    /// Content layered on the secondary grouped background, as UIKit's `UIColor.tertiarySystemGroupedBackground`: light rgb(242, 242, 247), dark rgb(44, 44, 46).
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1))
    /// Thin separators that let the content show through, as UIKit's `UIColor.separator`: light rgb(60, 60, 67, 0.29), dark rgb(84, 84, 88, 0.6).
    public static let separator = system("separator", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    /// Separators that hide the content behind them, as UIKit's `UIColor.opaqueSeparator`: light rgb(198, 198, 200), dark rgb(56, 56, 58).
    public static let opaqueSeparator = system("opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
    /// Links, as UIKit's `UIColor.link`: light rgb(0, 122, 255), dark rgb(9, 132, 255).
    public static let link = system("link", light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
    /// The tint of the view that draws the colour (iOS 15); resolves as `systemBlue` outside a view, as UIKit's `UIColor.tintColor`: light rgb(0, 122, 255), dark rgb(10, 132, 255).
    public static let tintColor = system("tintColor", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
}
