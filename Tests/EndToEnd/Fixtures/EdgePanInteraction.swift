import UIKit

/// Slides the new screen in from the right on push, and back out to the right on pop.
class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width

        if operation == .push {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut, animations: {
            if self.operation == .push {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
            } else {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
            }
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Drives the pop with a swipe from the screen's left edge.
class EdgePanInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
        super.init()
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        gesture.edges = .left
        viewController.view.addGestureRecognizer(gesture)
    }

    @objc func handleGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view?.superview else { return }
        let translation = gesture.translation(in: view)
        var progress = translation.x / view.bounds.width
        progress = min(max(progress, 0.0), 1.0)

        switch gesture.state {
        case .began:
            interactionInProgress = true
            viewController?.navigationController?.popViewController(animated: true)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

/// Hands out the slide for every push and pop, and the edge pan while a finger drives a pop.
class EdgePanNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private var interactionController: EdgePanInteractionController?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            interactionController = EdgePanInteractionController(viewController: toVC)
        }
        return SlideAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
                              -> UIViewControllerInteractiveTransitioning? {
        guard let interactionController = interactionController,
              interactionController.interactionInProgress else { return nil }
        return interactionController
    }
}
