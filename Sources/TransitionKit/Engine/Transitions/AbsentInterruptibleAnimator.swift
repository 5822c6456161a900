import Foundation

/// What the default `interruptibleAnimator(using:)` returns: the mark of an animator that does
/// not implement the optional method (Swift on Linux has no optional protocol requirements to
/// ask `responds(to:)` about). The transition context treats it as "no interruptible
/// animator"; every member does nothing. Ours.
@MainActor
final class AbsentInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    let state = UIViewAnimatingState.inactive
    let isRunning = false
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
