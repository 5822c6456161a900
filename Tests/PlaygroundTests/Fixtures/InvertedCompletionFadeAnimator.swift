import TransitionKit  // was: import UIKit

/// A cross-fade with the classic slip of the completion's sign: it calls
/// `completeTransition(transitionContext.transitionWasCancelled)` — `false` for a transition
/// nothing cancelled — so every push it runs is undone when the fade ends. 0.3 s.
final class InvertedCompletionFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(transitionContext.transitionWasCancelled)
            })
    }
}
