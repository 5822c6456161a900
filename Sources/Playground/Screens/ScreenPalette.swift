import Foundation
import TransitionKit

/// The colours a screen derives from its background: row boxes, text, selection. Ours.
enum ScreenPalette {
    /// The colour of a selected row and of the ring around a selected tile.
    static let selection = UIColor.systemBlue
    /// Text on the selection.
    static let selectionText = UIColor.white

    /// Relative luminance (Rec. 709 weights on sRGB components), 0…1.
    static func luminance(_ color: UIColor) -> CGFloat {
        let (red, green, blue, _) = color.components
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// Black text on light backgrounds, white on dark ones.
    static func text(on background: UIColor) -> UIColor {
        luminance(background) > 0.5 ? .label : .white
    }

    /// A row box on `background`: grey on near-white, white on light colours, the background
    /// mixed 80 % towards white on darker ones.
    static func row(on background: UIColor) -> UIColor {
        let light = luminance(background)
        if light > 0.97 { return .systemGray5 }
        if light > 0.8 { return .white }
        let (red, green, blue, _) = background.components
        return UIColor(
            red: red + (1 - red) * 0.8, green: green + (1 - green) * 0.8, blue: blue + (1 - blue) * 0.8, alpha: 1)
    }
}
