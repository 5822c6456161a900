import Foundation

/// A font: a size in points and a weight, as UIKit's `UIFont`. The terminal renderer draws
/// every font in the terminal's one typeface; weights at or above `.semibold` are drawn bold.
/// Source: Apple's UIKit documentation for `UIFont`.
public final class UIFont: Sendable, Equatable, Hashable {
    /// The weight of a font, UIKit's `UIFont.Weight` values (−1…1; 0 regular).
    ///
    /// Apple documents the names but not the numbers; the values below are the ones iOS reports
    /// at run time (observed, not published).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The weight as a number, −1…1 (0 regular, higher is heavier).
        public let rawValue: CGFloat
        /// A weight from its number; any value is kept (only ≥ `.semibold` changes drawing).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Lighter before heavier, by `rawValue`. Ours: it lets code test `weight >= .semibold`.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// −0.8. Drawn regular.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6. Drawn regular.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4. Drawn regular.
        public static let light = Weight(rawValue: -0.4)
        /// 0, the default. Drawn regular.
        public static let regular = Weight(rawValue: 0)
        /// 0.23. Drawn regular.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3, the lightest weight drawn bold.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4. Drawn bold.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56. Drawn bold.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62, the heaviest. Drawn bold.
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

    /// The same font at `fontSize` points. Source: Apple's UIKit documentation (`withSize(_:)`).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, fontName: fontName)
    }

    /// Whether the renderer draws it bold (weight ≥ semibold). Ours.
    public var isBold: Bool { weight >= .semibold }

    /// Equal when point size and weight are equal (`fontName` follows from them). Ours.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }
    /// Hashes point size and weight, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}
