import Foundation

/// The flow control of an animator object, as UIKit's `UIViewAnimating`: start, pause, stop
/// and finish its animations, run them backwards, and scrub them by fraction.
///
/// `UIViewPropertyAnimator` adopts it; so may your own animator class (an `NSObject`, as on
/// iOS). Fractions are 0 (start) … 1 (end); delays are seconds. Source: UIKit SDK header
/// `UIViewAnimating.h` and Apple's documentation for `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// `.inactive`, `.active` (running or paused) or `.stopped`.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running, forwards or reversed (the state is then `.active`).
    var isRunning: Bool { get }
    /// Whether the animations run (or, when not running, will run) back towards their start.
    var isReversed: Bool { get set }
    /// How far the animations are, 0 at the start … 1 at the end; set it while paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations, or resumes them after a pause.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses running animations where they stand; on an inactive animator, activates it paused.
    func pauseAnimation()
    /// Stops the animations where they stand, leaving the animated properties at their current
    /// values: `true` makes the animator `.inactive` at once (no completions), `false` makes it
    /// `.stopped` until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a `.stopped` animator: the properties take the values of `finalPosition` and the
    /// completions run.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
