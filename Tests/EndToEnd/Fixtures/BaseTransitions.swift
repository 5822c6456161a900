import UIKit

/// The shared part of the app's transitions: the operation, the duration, and a plain cross-fade
/// that the subclasses replace with their own animation.
class BaseTransition: NSObject {
    let operation: UINavigationController.Operation
    let duration: TimeInterval

    init(operation: UINavigationController.Operation, duration: TimeInterval = 0.35) {
        self.operation = operation
        self.duration = duration
        super.init()
    }

    /// Adds the incoming view to the container: above the outgoing one for a push, below it for
    /// a pop.
    func install(_ toView: UIView, above fromView: UIView, in container: UIView) {
        if operation == .push {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
    }
}

extension BaseTransition: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    /// A cross-fade; subclasses override it.
    @objc func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        install(toView, above: fromView, in: transitionContext.containerView)
        toView.alpha = 0
        UIView.animate(withDuration: duration, animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Fades the outgoing screen out while the incoming one fades in, on a black background.
class FadeThroughTransition: BaseTransition {
    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.backgroundColor = .black
        install(toView, above: fromView, in: container)
        toView.alpha = 0
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.alpha = 0
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.alpha = 1
            }
        }, completion: { _ in
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Slides the incoming screen up from the bottom on push, and the outgoing one down on pop.
class SlideUpTransition: BaseTransition {
    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let height = container.bounds.height
        install(toView, above: fromView, in: container)
        if operation == .push {
            toView.frame.origin.y = height
        }
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [], animations: {
            if self.operation == .push {
                toView.frame.origin.y = 0
            } else {
                fromView.frame.origin.y = height
            }
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
