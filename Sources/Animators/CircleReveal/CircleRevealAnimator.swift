import Foundation
import TransitionKit

/// The circle reveal, written the way countless tutorials write it: the new screen is masked
/// by a `CAShapeLayer` whose oval path grows, in a `CABasicAnimation` of `"path"`, from a
/// small circle where the user tapped to one that covers the farthest corner of the screen;
/// the animation's delegate (this object, a `CAAnimationDelegate`) completes the transition
/// and removes the mask. A pop is the reverse: the old screen's mask shrinks back to where it
/// grew from, over the revealed screen below. Ease-in-ease-out, 0.6 s. The transition context
/// is held weakly, as in the tutorials.
final class CircleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let operation: UINavigationController.Operation
    /// The tapped point, in the container's (the window's) coordinates.
    let origin: CGPoint
    /// The radius of the circle the reveal starts from (a fingertip).
    let startRadius: CGFloat = 22

    weak var transitionContext: UIViewControllerContextTransitioning?

    init(operation: UINavigationController.Operation, origin: CGPoint) {
        self.operation = operation
        self.origin = origin
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }

        // The smallest circle about the origin that covers the whole screen reaches its
        // farthest corner.
        let bounds = containerView.bounds
        let farX = max(origin.x - bounds.minX, bounds.maxX - origin.x)
        let farY = max(origin.y - bounds.minY, bounds.maxY - origin.y)
        let endRadius = sqrt(farX * farX + farY * farY)
        let small = UIBezierPath(
            ovalIn: CGRect(
                x: origin.x - startRadius, y: origin.y - startRadius, width: 2 * startRadius, height: 2 * startRadius))
        let large = UIBezierPath(
            ovalIn: CGRect(
                x: origin.x - endRadius, y: origin.y - endRadius, width: 2 * endRadius, height: 2 * endRadius))

        let maskLayer = CAShapeLayer()
        let maskAnimation = CABasicAnimation(keyPath: "path")
        if operation == .push {
            containerView.addSubview(toView)
            maskLayer.path = large.cgPath
            toView.layer.mask = maskLayer
            maskAnimation.fromValue = small.cgPath
            maskAnimation.toValue = large.cgPath
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
            maskLayer.path = small.cgPath
            fromView.layer.mask = maskLayer
            maskAnimation.fromValue = large.cgPath
            maskAnimation.toValue = small.cgPath
        }
        maskAnimation.duration = transitionDuration(using: transitionContext)
        maskAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        maskAnimation.delegate = self
        maskLayer.add(maskAnimation, forKey: "path")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let transitionContext = transitionContext else { return }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        transitionContext.viewController(forKey: .from)?.view.layer.mask = nil
        transitionContext.viewController(forKey: .to)?.view.layer.mask = nil
    }
}
