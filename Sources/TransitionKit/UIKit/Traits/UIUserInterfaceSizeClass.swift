import Foundation

/// The rough width or height class of an interface, UIKit's `UIUserInterfaceSizeClass` with
/// its raw values. Source: Apple's UIKit documentation.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Constrained space: an iPhone's width in portrait.
    case compact = 1
    /// Expansive space: an iPhone's height in portrait.
    case regular = 2
}
