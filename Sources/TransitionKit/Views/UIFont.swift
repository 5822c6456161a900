import Foundation

/// A font: a size in points and a weight, as UIKit's `UIFont`. The terminal renderer draws
/// every font in the terminal's one typeface; weights at or above `.semibold` are drawn bold.
/// Source: Apple's UIKit documentation for `UIFont`.
public final class UIFont: Sendable, Equatable, Hashable {
    /// The weight of a font, UIKit's `UIFont.Weight` values (−1…1; 0 regular).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// A descriptive name (".SFUI-Regular" style).
    public let fontName: String

    private init(pointSize: CGFloat, weight: Weight, fontName: String) {
        self.pointSize = pointSize
        self.weight = weight
        self.fontName = fontName
    }

    /// The system font at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, fontName: ".SFUI-Regular")
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, fontName: weight >= .semibold ? ".SFUI-Bold" : ".SFUI-Regular")
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, fontName: fontName)
    }

    /// Whether the renderer draws it bold (weight ≥ semibold). Ours.
    public var isBold: Bool { weight >= .semibold }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}
