import TransitionKit  // was: import UIKit

/// An animator as a Swift 5 iOS project has it: a plain `NSObject` subclass with a view in a
/// stored property, the transition protocol adopted in an extension. The new screen lifts up by
/// 40 points as it fades in over a dimmed old screen; a pop does the reverse. Only the import
/// line differs from the iOS file.
class LiftFadeAnimator: NSObject {
    let operation: UINavigationController.Operation
    let dimmingView = UIView()

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
    }
}

extension LiftFadeAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let isPush = operation == .push
        let lift = CGAffineTransform(translationX: 0, y: 40)
        dimmingView.frame = container.bounds
        if isPush {
            container.addSubview(dimmingView)
            container.addSubview(toView)
            dimmingView.alpha = 0
            toView.alpha = 0
            toView.transform = lift
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(dimmingView, belowSubview: fromView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if isPush {
                    self.dimmingView.alpha = 1
                    toView.alpha = 1
                    toView.transform = .identity
                } else {
                    self.dimmingView.alpha = 0
                    fromView.alpha = 0
                    fromView.transform = lift
                }
            },
            completion: { _ in
                self.dimmingView.removeFromSuperview()
                fromView.alpha = 1
                fromView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
