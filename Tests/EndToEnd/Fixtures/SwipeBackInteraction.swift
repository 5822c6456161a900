import UIKit

/// Pushes slide the new screen over the old one, which sinks back a little; pops reverse it.
class DepthSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let offscreen = CGAffineTransform(translationX: container.bounds.width, y: 0)
        let sunk = CGAffineTransform(scaleX: 0.92, y: 0.92)

        if operation == .push {
            container.addSubview(toView)
            toView.transform = offscreen
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.transform = sunk
            toView.alpha = 0.6
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            if self.operation == .push {
                toView.transform = .identity
                fromView.transform = sunk
                fromView.alpha = 0.6
            } else {
                toView.transform = .identity
                toView.alpha = 1
                fromView.transform = offscreen
            }
        }, completion: { _ in
            fromView.transform = .identity
            fromView.alpha = 1
            toView.transform = .identity
            toView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Swipe from the left edge of a screen to go back to the one before, following the finger.
/// Create one per screen (in viewDidLoad), and return it from the navigation controller
/// delegate's interactionControllerFor while `interactionInProgress` is true.
class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
        super.init()
        prepareGestureRecognizer(in: viewController.view)
    }

    private func prepareGestureRecognizer(in view: UIView) {
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        gesture.edges = .left
        view.addGestureRecognizer(gesture)
    }

    @objc func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = gestureRecognizer.view?.superview else { return }
        let translation = gestureRecognizer.translation(in: view)
        var progress = translation.x / view.bounds.width
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))

        switch gestureRecognizer.state {
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
