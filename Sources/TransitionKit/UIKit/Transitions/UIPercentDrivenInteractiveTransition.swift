import Foundation

/// An interaction controller that drives an animator's ordinary animations by a percentage,
/// as UIKit's `UIPercentDrivenInteractiveTransition`: it runs the animator's
/// `animateTransition(using:)` itself, holds the animations, moves them to `update(_:)`'s
/// fraction, and on `finish()` or `cancel()` plays the rest forwards or backwards over
/// `(1 − p) · duration / completionSpeed` (or `p · duration / completionSpeed`) with
/// `completionCurve`. Source: Apple's UIKit documentation for
/// `UIPercentDrivenInteractiveTransition`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration in seconds (the animator's), 0 before it starts.
    open private(set) var duration: CGFloat = 0
    /// The last fraction given to `update(_:)`, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// Speed factor for the rest of the transition after `finish()` or `cancel()`; default 1.
    open var completionSpeed: CGFloat = 1
    /// Curve for the rest of the transition after `finish()` or `cancel()`; default ease-in-out.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactively; default true.
    open var wantsInteractiveStart = true

    private var driver: PercentDrivenDriver?

    /// An interaction controller at 0 %, completion speed 1, ease-in-out completion curve.
    public override init() {
        super.init()
    }

    /// Starts the transition: runs the animator's `animateTransition(using:)` and holds its
    /// animations at 0 %.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? NavigationTransitionContext else { return }
        let driver = PercentDrivenDriver(context: context, owner: self)
        self.driver = driver
        duration = CGFloat(driver.duration)
        percentComplete = 0
        driver.start()
    }

    /// Moves the held animations to `percentComplete` (clamped to 0…1) of their timeline,
    /// linearly in time.
    open func update(_ percentComplete: CGFloat) {
        let clamped = min(max(percentComplete, 0), 1)
        self.percentComplete = clamped
        driver?.update(clamped)
    }

    /// Plays the rest of the transition forwards and lets it complete.
    open func finish() {
        driver?.end(cancelled: false, speed: completionSpeed, curve: completionCurve)
    }

    /// Plays the transition backwards to its start and lets it be cancelled.
    open func cancel() {
        driver?.end(cancelled: true, speed: completionSpeed, curve: completionCurve)
    }

    /// Stops the transition where it is (it stays interactive).
    open func pause() {
        driver?.pause()
    }

    func driverDidFinish() {
        driver = nil
    }
}
