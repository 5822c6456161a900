import UIKit

/// A slide whose speed comes from a settings screen that was never opened: `speed` stays 0, so
/// the duration is 1 / 0 = `.infinity`. On iOS the push never ends and the stack is stuck.
class EndlessSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var speed: Double = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1 / speed
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        container.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: width, y: 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
        }, completion: { _ in
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A fade given its duration in milliseconds where UIKit wants seconds: 3600 "ms" is an hour.
class HourLongFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let durationInMilliseconds: TimeInterval = 3600

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return durationInMilliseconds
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
