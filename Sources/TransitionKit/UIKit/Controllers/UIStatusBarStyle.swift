import Foundation

/// The look of the status bar, UIKit's `UIStatusBarStyle` with its raw values. Source: Apple's
/// UIKit documentation.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, whichever suits the interface style (light here: dark content).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
