// An interruptible "card" push in Swift 5 mode, the way iOS 10-era code catches a transition
// in flight: the interaction controller starts it running (wantsInteractiveStart = false), a
// touch pauses it, and the release finishes or cancels it. The animator vends a property
// animator with a custom Bézier curve; a UIView extension jiggles a view with a running
// property animator around keyframes, as animation tutorials do. Plain NSObject classes, not
// isolated to the main actor. Only `import UIKit` became `import TransitionKit`.
import TransitionKit

class CardPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var transitionAnimator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator = transitionAnimator {
            return animator
        }
        guard let toView = transitionContext.view(forKey: .to),
            let fromView = transitionContext.view(forKey: .from)
        else {
            fatalError("missing views")
        }
        let containerView = transitionContext.containerView
        toView.frame = containerView.bounds.offsetBy(dx: 0, dy: containerView.bounds.height)
        toView.layer.cornerRadius = 24
        containerView.addSubview(toView)

        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            controlPoint1: CGPoint(x: 0.2, y: 0.9),
            controlPoint2: CGPoint(x: 0.3, y: 1.0))
        animator.addAnimations {
            toView.frame = containerView.bounds
            toView.layer.cornerRadius = 0
            fromView.alpha = 0.5
        }
        animator.addCompletion { position in
            fromView.alpha = 1
            transitionContext.completeTransition(position == .end)
        }
        transitionAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        transitionAnimator = nil
    }
}

class CatchableTransitionController: NSObject, UINavigationControllerDelegate {
    let animator = CardPushAnimator()
    let interactor = UIPercentDrivenInteractiveTransition()

    override init() {
        super.init()
        interactor.wantsInteractiveStart = false
        interactor.completionCurve = .easeOut
    }

    /// A finger lands on the moving card.
    func touchDown() {
        interactor.pause()
    }

    /// The finger lifts, having dragged the card to `progress`.
    func touchUp(progress: CGFloat) {
        interactor.update(progress)
        if progress > 0.5 {
            interactor.finish()
        } else {
            interactor.cancel()
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return operation == .push ? animator : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        return interactor
    }
}

extension UIView {
    /// Wiggles the view left, right and back, over a third of a second.
    @discardableResult
    func jiggle() -> UIViewPropertyAnimator {
        return UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.33, delay: 0,
            animations: {
                UIView.animateKeyframes(
                    withDuration: 1, delay: 0,
                    animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                            self.transform = CGAffineTransform(rotationAngle: -.pi / 8)
                        }
                        UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                            self.transform = CGAffineTransform(rotationAngle: .pi / 8)
                        }
                        UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                            self.transform = .identity
                        }
                    },
                    completion: nil)
            },
            completion: { _ in
                self.transform = .identity
            })
    }
}
