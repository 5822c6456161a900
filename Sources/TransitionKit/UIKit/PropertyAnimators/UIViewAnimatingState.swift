import Foundation

/// Where an animator object stands in its life, as UIKit's `UIViewAnimatingState`.
///
/// An animator starts `.inactive`; `startAnimation()`, `pauseAnimation()` or setting
/// `fractionComplete` make it `.active` (running or paused); it goes back to `.inactive` when
/// its animations finish, or after `stopAnimation(true)`. `stopAnimation(false)` makes it
/// `.stopped` until `finishAnimation(at:)`. Source: UIKit SDK header `UIViewAnimating.h` and
/// Apple's documentation for `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// The animations have not started (the initial state), or have finished.
    case inactive = 0
    /// The animations are running or paused.
    case active = 1
    /// The animations were stopped (`stopAnimation(false)`) and wait for `finishAnimation(at:)`;
    /// an animator in this state cannot be started.
    case stopped = 2
}
