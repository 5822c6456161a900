// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// Written as a 2018 tutorial wrote it, in Swift 4 (iOS 11 SDK): a "message sent" push. A paper
// plane (an image in a plain layer's contents) flies around the screen's corner at constant
// speed, turning with the path; a dimming layer opens an even-odd hole where it lands; a ring
// draws itself around the landing point; implicit actions are switched off through
// CATransaction's key-value API with kCFBooleanTrue; Reduce Motion gets a cross-fade. The
// Swift 4 spellings (`kCAGravityResizeAspect`, `kCAAnimationPaced`, `kCAAnimationRotateAuto`,
// `kCAFillRuleEvenOdd`, `kCALineCapRound`, `UIImageRenderingMode`, `UIImpactFeedbackStyle`,
// `UIAccessibilityIsReduceMotionEnabled()`, …) and `UIApplication.shared.statusBarFrame`
// compile with deprecation warnings naming today's spelling: the warnings of this file are
// expected. Only `import UIKit` became `import TransitionKit`.
import TransitionKit

class SentConfirmationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 1.0
    var log: [String] = []
    var plane: CALayer?
    var spotlight: CAShapeLayer?
    var ring: CAShapeLayer?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        containerView.addSubview(toView)
        let bounds = containerView.bounds
        log.append("Sending in \(NSStringFromCGRect(bounds))")

        let feedback = UIImpactFeedbackGenerator(style: UIImpactFeedbackStyle.medium)
        feedback.prepare()

        if UIAccessibilityIsReduceMotionEnabled() {
            toView.alpha = 0
            UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
            return
        }

        // The paper plane starts under the status bar, on the left.
        let plane = CALayer()
        plane.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
        plane.contents = UIImage(named: "paperplane")?.withRenderingMode(UIImageRenderingMode.alwaysOriginal).cgImage
        plane.contentsGravity = kCAGravityResizeAspect
        plane.contentsScale = UIScreen.main.scale
        plane.position = CGPoint(x: 40, y: UIApplication.shared.statusBarFrame.maxY + 40)
        let landing = CGPoint(x: bounds.maxX - 40, y: bounds.maxY - 100)

        let route = UIBezierPath()
        route.move(to: plane.position)
        route.addLine(to: CGPoint(x: landing.x, y: plane.position.y))
        route.addLine(to: landing)

        // Dim everything but a growing hole around the landing point.
        let spotlight = CAShapeLayer()
        spotlight.fillRule = kCAFillRuleEvenOdd
        spotlight.fillColor = UIColor(white: 0, alpha: 0.6).cgColor
        let startPath = UIBezierPath(rect: bounds)
        startPath.append(UIBezierPath(ovalIn: CGRect(x: landing.x - 1, y: landing.y - 1, width: 2, height: 2)))
        let endPath = UIBezierPath(rect: bounds)
        endPath.append(UIBezierPath(ovalIn: CGRect(x: landing.x - 900, y: landing.y - 900, width: 1800, height: 1800)))

        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: landing, radius: 24, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.white.cgColor
        ring.lineWidth = 4
        ring.lineCap = kCALineCapRound
        ring.lineJoin = kCALineJoinRound

        // Build the scene without implicit animations.
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        containerView.layer.addSublayer(spotlight)
        containerView.layer.addSublayer(ring)
        containerView.layer.addSublayer(plane)
        spotlight.path = endPath.cgPath
        ring.strokeEnd = 1
        plane.position = landing
        CATransaction.commit()
        self.plane = plane
        self.spotlight = spotlight
        self.ring = ring

        let flight = CAKeyframeAnimation(keyPath: "position")
        flight.path = route.cgPath
        flight.calculationMode = kCAAnimationPaced
        flight.rotationMode = kCAAnimationRotateAuto
        flight.duration = duration

        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = startPath.cgPath
        grow.toValue = endPath.cgPath
        grow.duration = duration

        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = duration

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            plane.removeFromSuperlayer()
            spotlight.removeFromSuperlayer()
            ring.removeFromSuperlayer()
            feedback.impactOccurred()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        plane.add(flight, forKey: "flight")
        spotlight.add(grow, forKey: "grow")
        ring.add(draw, forKey: "draw")
        CATransaction.commit()
    }
}

class SentNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator = SentConfirmationAnimator()

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return operation == .push ? animator : nil
    }
}
