import Foundation

/// An sRGB colour with opacity, as UIKit's `UIColor`.
///
/// Components are 0…1 fractions. The system colours carry the light-appearance sRGB values
/// Apple publishes in the Human Interface Guidelines (dynamic dark-mode variants are not
/// modelled). Source: Apple's UIKit documentation for `UIColor`.
public final class UIColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    let rgba: RGBA

    /// Creates a colour from red, green, blue and alpha, each 0…1 (clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = RGBA(
            red: min(max(red, 0), 1), green: min(max(green, 0), 1),
            blue: min(max(blue, 0), 1), alpha: min(max(alpha, 0), 1))
    }

    /// Creates a grey: `white` 0 is black, 1 is white; `alpha` 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB), each 0…1, and alpha 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    init(_ rgba: RGBA) {
        self.rgba = rgba
    }

    /// The same colour with opacity `alpha` (0…1).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// Writes the red, green, blue and alpha components (0…1) and returns `true`, as UIKit
    /// does for colours in a compatible (RGB) colour space, which all of these are.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Writes the grey level (the mean of red, green and blue, 0…1) and alpha; returns `true`.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (rgba.red + rgba.green + rgba.blue) / 3
        alpha?.pointee = rgba.alpha
        return true
    }

    /// The Core Graphics colour with the same components.
    public var cgColor: CGColor { rgba.cgColor }

    /// Equal when red, green, blue and alpha are all equal (every colour here is sRGB, so the
    /// colour space never differs).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.rgba == rhs.rgba }
    /// Hashes the four components, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba.red)
        hasher.combine(rgba.green)
        hasher.combine(rgba.blue)
        hasher.combine(rgba.alpha)
    }

    /// `UIColor(red: r, green: g, blue: b, alpha: a)` with three decimals, for logs and test
    /// output. Ours.
    public var description: String {
        String(
            format: "UIColor(red: %.3f, green: %.3f, blue: %.3f, alpha: %.3f)",
            Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    // MARK: Fixed colours (UIKit's `UIColor.black` … `UIColor.clear`)

    /// Black, grey 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey, grey 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light grey, grey 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White, grey 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey, grey 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red, RGB (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green, RGB (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue, RGB (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan, RGB (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow, RGB (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta, RGB (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange, RGB (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple, RGB (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown, RGB (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent: grey 0, alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: System colours (light appearance, sRGB values from Apple's HIG)

    /// sRGB (255, 59, 48).
    public static let systemRed = rgb(255, 59, 48)
    /// sRGB (255, 149, 0).
    public static let systemOrange = rgb(255, 149, 0)
    /// sRGB (255, 204, 0).
    public static let systemYellow = rgb(255, 204, 0)
    /// sRGB (52, 199, 89).
    public static let systemGreen = rgb(52, 199, 89)
    /// sRGB (0, 199, 190).
    public static let systemMint = rgb(0, 199, 190)
    /// sRGB (48, 176, 199).
    public static let systemTeal = rgb(48, 176, 199)
    /// sRGB (50, 173, 230).
    public static let systemCyan = rgb(50, 173, 230)
    /// sRGB (0, 122, 255).
    public static let systemBlue = rgb(0, 122, 255)
    /// sRGB (88, 86, 214).
    public static let systemIndigo = rgb(88, 86, 214)
    /// sRGB (175, 82, 222).
    public static let systemPurple = rgb(175, 82, 222)
    /// sRGB (255, 45, 85).
    public static let systemPink = rgb(255, 45, 85)
    /// sRGB (162, 132, 94).
    public static let systemBrown = rgb(162, 132, 94)
    /// sRGB (142, 142, 147).
    public static let systemGray = rgb(142, 142, 147)
    /// sRGB (174, 174, 178).
    public static let systemGray2 = rgb(174, 174, 178)
    /// sRGB (199, 199, 204).
    public static let systemGray3 = rgb(199, 199, 204)
    /// sRGB (209, 209, 214).
    public static let systemGray4 = rgb(209, 209, 214)
    /// sRGB (229, 229, 234).
    public static let systemGray5 = rgb(229, 229, 234)
    /// sRGB (242, 242, 247).
    public static let systemGray6 = rgb(242, 242, 247)
    /// The tint of controls: system blue.
    public static let tintColor = systemBlue
    /// sRGB (0, 122, 255).
    public static let link = rgb(0, 122, 255)
    /// White: the background of the main interface.
    public static let systemBackground = rgb(255, 255, 255)
    /// sRGB (242, 242, 247): content layered on the main background.
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// White: content layered on secondary backgrounds.
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    /// sRGB (242, 242, 247): the background of grouped tables.
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// White: content on a grouped background.
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
    /// Black: primary text.
    public static let label = rgb(0, 0, 0)
    /// sRGB (60, 60, 67) at alpha 0.6: secondary text.
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// sRGB (60, 60, 67) at alpha 0.3: tertiary text.
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    /// sRGB (60, 60, 67) at alpha 0.29: thin separators.
    public static let separator = rgb(60, 60, 67, 0.29)
    /// sRGB (198, 198, 200): opaque separators.
    public static let opaqueSeparator = rgb(198, 198, 200)

    /// The named colours above by their Swift names (`"systemBlue"`, `"white"`, …), for
    /// reading colours from text such as the playground's screens file. Ours.
    public static let named: [String: UIColor] = [
        "black": black, "darkGray": darkGray, "lightGray": lightGray, "white": white, "gray": gray,
        "red": red, "green": green, "blue": blue, "cyan": cyan, "yellow": yellow, "magenta": magenta,
        "orange": orange, "purple": purple, "brown": brown, "clear": clear,
        "systemRed": systemRed, "systemOrange": systemOrange, "systemYellow": systemYellow,
        "systemGreen": systemGreen, "systemMint": systemMint, "systemTeal": systemTeal,
        "systemCyan": systemCyan, "systemBlue": systemBlue, "systemIndigo": systemIndigo,
        "systemPurple": systemPurple, "systemPink": systemPink, "systemBrown": systemBrown,
        "systemGray": systemGray, "systemGray2": systemGray2, "systemGray3": systemGray3,
        "systemGray4": systemGray4, "systemGray5": systemGray5, "systemGray6": systemGray6,
        "tintColor": tintColor, "link": link,
        "systemBackground": systemBackground, "secondarySystemBackground": secondarySystemBackground,
        "tertiarySystemBackground": tertiarySystemBackground,
        "systemGroupedBackground": systemGroupedBackground,
        "secondarySystemGroupedBackground": secondarySystemGroupedBackground,
        "label": label, "secondaryLabel": secondaryLabel, "tertiaryLabel": tertiaryLabel,
        "separator": separator, "opaqueSeparator": opaqueSeparator,
    ]
}
