import Foundation

/// Horizontal alignment of text, with UIKit's raw values on iOS.
/// Source: UIKit SDK (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// UIKit: lines fill the width, the last line of a paragraph naturally aligned.
    case justified = 3
    /// The script's natural alignment: left here.
    case natural = 4
}
