import Foundation

/// Where an animator's animations ended, as UIKit's `UIViewAnimatingPosition`: the value its
/// completion handlers receive and `finishAnimation(at:)` takes. Source: UIKit SDK header
/// `UIViewAnimating.h` and Apple's documentation for `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end: the animated properties have the values the animation blocks set.
    case end = 0
    /// At the start: the animated properties are back at the values they had before.
    case start = 1
    /// Somewhere in between: the properties keep the values they had when the animator stopped.
    case current = 2
}
