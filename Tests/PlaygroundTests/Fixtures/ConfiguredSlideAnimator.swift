import TransitionKit  // was: import UIKit

/// A push slide whose length comes from the app's settings, as apps with a "slow animations"
/// switch write it: the new screen slides in from the right over `transitionDuration(using:)`,
/// read back inside `animateTransition(using:)`. With a setting never filled in the duration is
/// whatever the settings code gave: `.infinity` (`1 / 0` speed), an hour, −1 or `.nan`.
final class ConfiguredSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
        container.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.transform = .identity
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
