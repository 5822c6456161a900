import Foundation
import TransitionKit

extension UIColor {
    /// Red, green, blue and alpha, each 0…1 (`getRed(_:green:blue:alpha:)` in one value).
    var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }
}
