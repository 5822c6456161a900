import TransitionKit  // was: import UIKit

/// A UIKit animator as you would write it for iOS: the new screen zooms down from 1.2× while
/// it fades in, the old one recedes to 0.9×. Only the import line differs from the iOS file.
final class ZoomFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        if operation == .push {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.alpha = 0
        toView.transform =
            operation == .push ? CGAffineTransform(scaleX: 1.2, y: 1.2) : CGAffineTransform(scaleX: 0.9, y: 0.9)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
                toView.transform = .identity
                fromView.alpha = 0
                fromView.transform =
                    self.operation == .push
                    ? CGAffineTransform(scaleX: 0.9, y: 0.9) : CGAffineTransform(scaleX: 1.2, y: 1.2)
            },
            completion: { _ in
                fromView.alpha = 1
                fromView.transform = .identity
                // Completing on the next turn of the main queue, a habit from iOS, works here too.
                DispatchQueue.main.async {
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            })
    }
}
