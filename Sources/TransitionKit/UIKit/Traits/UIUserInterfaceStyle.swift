import Foundation

/// Light or dark appearance, UIKit's `UIUserInterfaceStyle` with its raw values. TransitionKit
/// draws the light appearance only. Source: Apple's UIKit documentation.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// The light appearance (every trait collection here).
    case light = 1
    /// The dark appearance.
    case dark = 2
}
