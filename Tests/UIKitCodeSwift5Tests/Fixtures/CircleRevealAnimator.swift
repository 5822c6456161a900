// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// The circle reveal as countless tutorials write it: the new screen is masked by a
// CAShapeLayer whose oval path grows from the tapped button to one that covers the screen,
// with a CABasicAnimation of "path" whose delegate completes the transition. Swift 5 style,
// force-unwraps and all; only `import UIKit` became `import TransitionKit`.
import TransitionKit

class CircleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    weak var transitionContext: UIViewControllerContextTransitioning?
    /// The tapped button's frame, in the container's coordinates.
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        let toViewController = transitionContext.viewController(forKey: .to)!
        containerView.addSubview(toViewController.view)

        let circleMaskPathInitial = UIBezierPath(ovalIn: originFrame)
        let extremePoint = CGPoint(x: originFrame.midX - 0, y: originFrame.midY - toViewController.view.bounds.height)
        let radius = sqrt((extremePoint.x * extremePoint.x) + (extremePoint.y * extremePoint.y))
        let circleMaskPathFinal = UIBezierPath(ovalIn: originFrame.insetBy(dx: -radius, dy: -radius))

        let maskLayer = CAShapeLayer()
        maskLayer.path = circleMaskPathFinal.cgPath
        toViewController.view.layer.mask = maskLayer

        let maskLayerAnimation = CABasicAnimation(keyPath: "path")
        maskLayerAnimation.fromValue = circleMaskPathInitial.cgPath
        maskLayerAnimation.toValue = circleMaskPathFinal.cgPath
        maskLayerAnimation.duration = self.transitionDuration(using: transitionContext)
        maskLayerAnimation.delegate = self
        maskLayer.add(maskLayerAnimation, forKey: "path")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        self.transitionContext?.completeTransition(!self.transitionContext!.transitionWasCancelled)
        self.transitionContext?.viewController(forKey: .to)?.view.layer.mask = nil
    }
}
