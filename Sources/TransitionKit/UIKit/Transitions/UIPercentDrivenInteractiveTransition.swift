import Foundation

/// An interaction controller that drives an animator's transition by a percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition`.
///
/// It runs the animator's `animateTransition(using:)` itself. When the animator has an
/// interruptible animator (`interruptibleAnimator(using:)`, iOS 10), it drives that animator:
/// `update(_:)` scrubs its `fractionComplete`, `finish()` continues it forwards and `cancel()`
/// reversed, with `timingCurve` (or `completionCurve`) over `(1 − p) · duration /
/// completionSpeed` (or `p · duration / completionSpeed`), and `pause()` takes over a
/// transition that runs on its own. Otherwise it holds the animations' layer time and moves
/// them to `update(_:)`'s fraction linearly in time, then plays the rest forwards or backwards
/// over the same time with `completionCurve`. With `wantsInteractiveStart` false the transition
/// starts running as if it were not interactive. Source: Apple's UIKit documentation for
/// `UIPercentDrivenInteractiveTransition` and the SDK header `UIViewControllerTransitioning.h`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration in seconds (the animator's), 0 before it starts.
    open private(set) var duration: CGFloat = 0
    /// The last fraction given to `update(_:)` (or where a paused interruptible transition
    /// stood), 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// Speed factor for the rest of the transition after `finish()` or `cancel()`; default 1.
    open var completionSpeed: CGFloat = 1
    /// Curve for the rest of the transition after `finish()` or `cancel()`; default ease-in-out.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// For an interruptible animator: the timing it continues with after `finish()` or
    /// `cancel()` instead of `completionCurve`; ignored otherwise. Default nil.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactively; default true. Set false to start an
    /// interruptible transition running and take it over later with `pause()`.
    open var wantsInteractiveStart = true

    private var driver: PercentDrivenDriver?

    /// An interaction controller at 0 %, completion speed 1, ease-in-out completion curve.
    public override init() {
        super.init()
    }

    /// Starts the transition: runs the animator's `animateTransition(using:)` and, if it starts
    /// interactively, holds it at 0 %.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        let driver = PercentDrivenDriver(context: context, owner: self)
        self.driver = driver
        duration = CGFloat(driver.duration)
        percentComplete = 0
        driver.start()
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1): linearly in time, or, for an
    /// interruptible animator, by pausing it and setting its `fractionComplete`.
    open func update(_ percentComplete: CGFloat) {
        guard
            let percentComplete = AnimationEngine.shared.diagnostics.checkedFraction(
                percentComplete, of: "UIPercentDrivenInteractiveTransition.update(_:)")
        else { return }
        let clamped = min(max(percentComplete, 0), 1)
        self.percentComplete = clamped
        driver?.update(clamped)
    }

    /// Plays the rest of the transition forwards and lets it complete.
    open func finish() {
        driver?.end(cancelled: false, speed: completionSpeed, curve: completionCurve, timingCurve: timingCurve)
    }

    /// Plays the transition backwards to its start and lets it be cancelled.
    open func cancel() {
        driver?.end(cancelled: true, speed: completionSpeed, curve: completionCurve, timingCurve: timingCurve)
    }

    /// Pauses a running interruptible transition where it stands and makes it interactive again
    /// (the coordinator's `notifyWhenInteractionChanges` handlers hear it); `percentComplete`
    /// becomes where it stands. A transition without an interruptible animator cannot be paused
    /// (reported as an `interruptible-transition-misuse`, ignored).
    open func pause() {
        driver?.pause()
    }

    func interactionDidResume(at percent: CGFloat) {
        percentComplete = percent
    }

    func driverDidFinish() {
        driver = nil
    }
}
