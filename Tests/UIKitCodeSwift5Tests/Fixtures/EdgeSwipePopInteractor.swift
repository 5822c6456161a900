// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// Written as iOS code in Swift 5 mode is written (the tutorial pattern of a custom edge-swipe
// pop): a navigation delegate that hands out a slide animator and, while a finger drives it,
// a UIPercentDrivenInteractiveTransition subclass that installs its own
// UIScreenEdgePanGestureRecognizer on the pushed screen. Two edits from the iOS file:
// `import UIKit` became `import TransitionKit`, and target–action's one change —
// `#selector(handleEdgePan(_:))` became `Selector(Self.handleEdgePan(_:))`, with the `@objc`
// in front of the method dropped (Linux has no Objective-C runtime).
import TransitionKit

final class EdgeSwipePopInteractor: UIPercentDrivenInteractiveTransition {
    var isInteracting = false
    private var shouldFinish = false
    private weak var navigationController: UINavigationController?

    init(attachTo viewController: UIViewController) {
        super.init()
        navigationController = viewController.navigationController
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(Self.handleEdgePan(_:)))
        edgePan.edges = .left
        viewController.view.addGestureRecognizer(edgePan)
    }

    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view, let superview = view.superview else { return }
        let translation = gesture.translation(in: superview)
        var progress = translation.x / superview.bounds.width
        progress = min(max(progress, 0.0), 1.0)

        switch gesture.state {
        case .began:
            isInteracting = true
            navigationController?.popViewController(animated: true)
        case .changed:
            shouldFinish = progress > 0.5
            update(progress)
        case .cancelled:
            isInteracting = false
            cancel()
        case .ended:
            isInteracting = false
            if shouldFinish {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

final class SlideBackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = container.bounds.offsetBy(dx: -width / 3, dy: 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            fromView.frame = container.bounds.offsetBy(dx: width, dy: 0)
            toView.frame = container.bounds
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class EdgeSwipeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interactor: EdgeSwipePopInteractor?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            interactor = EdgeSwipePopInteractor(attachTo: toVC)
            return nil
        }
        return SlideBackAnimator()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let interactor = interactor, interactor.isInteracting else { return nil }
        return interactor
    }
}
