// Written as iOS code in Swift 6 language mode is written (the tutorial cube push): the
// container gets a perspective, both screens turn a quarter turn about y around the edge they
// share, with explicit CABasicAnimations of "transform" carrying NSValue(caTransform3D:).
// Only `import UIKit` became `import TransitionKit`.
import TransitionKit

final class CubeNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation
    private let duration: TimeInterval = 0.6

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.addSubview(toView)
        toView.frame = container.bounds

        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective

        let width = container.bounds.width
        let pushing = operation == .push
        // Both faces hinge on the shared edge: the old screen's right edge when pushing.
        let edgeX: CGFloat = pushing ? width : 0
        fromView.layer.anchorPoint = CGPoint(x: pushing ? 1 : 0, y: 0.5)
        toView.layer.anchorPoint = CGPoint(x: pushing ? 0 : 1, y: 0.5)
        fromView.layer.position = CGPoint(x: edgeX, y: container.bounds.midY)
        toView.layer.position = CGPoint(x: edgeX, y: container.bounds.midY)
        // The face turned away (the new one at the start) must not show through.
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false

        let direction: CGFloat = pushing ? 1 : -1
        let travel = CATransform3DMakeTranslation(-direction * width, 0, 0)
        let fromEnd = CATransform3DConcat(CATransform3DMakeRotation(-direction * .pi / 2, 0, 1, 0), travel)
        let toStart = CATransform3DMakeRotation(direction * .pi / 2, 0, 1, 0)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            for view in [fromView, toView] {
                view.layer.transform = CATransform3DIdentity
                view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                view.layer.isDoubleSided = true
                view.frame = container.bounds
            }
            container.layer.sublayerTransform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        fromView.layer.add(turn(from: CATransform3DIdentity, to: fromEnd), forKey: "cube")
        toView.layer.add(turn(from: toStart, to: travel), forKey: "cube")
        fromView.layer.transform = fromEnd
        toView.layer.transform = travel
        CATransaction.commit()
    }

    private func turn(from start: CATransform3D, to end: CATransform3D) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: start)
        animation.toValue = NSValue(caTransform3D: end)
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }
}

final class CubeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CubeNavigationAnimator(operation: operation)
    }
}

/// A badge whose text changes with a short cross-fade, the CATransition way.
final class StatusBadge: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = bounds
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setText(_ text: String, animated: Bool) {
        if animated {
            let fade = CATransition()
            fade.type = .fade
            fade.duration = 0.2
            label.layer.add(fade, forKey: kCATransition)
        }
        label.text = text
    }
}
