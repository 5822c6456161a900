import Foundation

/// Horizontal alignment of text, with UIKit's raw values on iOS.
/// Source: UIKit SDK (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// The script's natural alignment: left here.
    case natural = 4
}
