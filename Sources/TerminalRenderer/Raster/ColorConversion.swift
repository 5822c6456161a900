import Foundation
import TransitionKit

/// Reads TransitionKit colours as an opaque `RGB` plus an opacity (0…1). Ours.
enum ColorConversion {
    /// `color`'s sRGB components and alpha; nil for nil.
    static func rgba(_ color: CGColor?) -> (color: RGB, alpha: Double)? {
        guard let color, let c = color.components, c.count >= 4 else { return nil }
        return (RGB(fractionRed: Double(c[0]), green: Double(c[1]), blue: Double(c[2])), Double(c[3]))
    }

    /// `color`'s sRGB components and alpha; nil for nil.
    static func rgba(_ color: UIColor?) -> (color: RGB, alpha: Double)? {
        guard let color else { return nil }
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (RGB(fractionRed: Double(red), green: Double(green), blue: Double(blue)), Double(alpha))
    }
}
