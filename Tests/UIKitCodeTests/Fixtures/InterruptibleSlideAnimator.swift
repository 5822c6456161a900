// An interruptible push/pop slide written the way WWDC 2016's "Advances in UIKit Animations
// and Transitions" showed: the property animator is made once in interruptibleAnimator(using:),
// kept in a property, started by animateTransition(using:) and let go in animationEnded(_:).
// Swift 6 language mode; only `import UIKit` became `import TransitionKit`.
import TransitionKit

final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation
    private var animator: UIViewImplicitlyAnimating?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator {
            return animator
        }
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            fatalError("a navigation transition has a from and a to view")
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let finalFrame = transitionContext.finalFrame(for: toVC)

        if operation == .push {
            container.addSubview(toView)
            toView.frame = finalFrame.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = finalFrame.offsetBy(dx: -width * 0.3, dy: 0)
        }

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
        {
            toView.frame = finalFrame
            if self.operation == .push {
                fromView.frame = fromView.frame.offsetBy(dx: -width * 0.3, dy: 0)
            } else {
                fromView.frame = fromView.frame.offsetBy(dx: width, dy: 0)
            }
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// The edge-swipe interaction controller: driven from a pan gesture's translation.
final class SlideInteractionController: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false

    func gestureBegan() {
        isInteracting = true
    }

    func gestureChanged(translationX: CGFloat, width: CGFloat) {
        update(min(max(translationX / width, 0), 1))
    }

    func gestureEnded(translationX: CGFloat, velocityX: CGFloat, width: CGFloat) {
        isInteracting = false
        if translationX / width > 0.5 || velocityX > 800 {
            finish()
        } else {
            cancel()
        }
    }
}

final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let interactionController = SlideInteractionController()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        InterruptibleSlideAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactionController.isInteracting ? interactionController : nil
    }
}
