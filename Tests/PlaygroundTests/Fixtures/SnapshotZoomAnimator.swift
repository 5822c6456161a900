import TransitionKit  // was: import UIKit

/// A snapshot-based zoom as tutorials write it: the real views are hidden while snapshots of
/// them animate — the old screen's grows to 1.1× as it fades out, the new screen's grows from
/// 0.8× as it fades in — and come back when it ends; the context is completed on the next turn
/// of the main queue, an iOS habit. 0.4 s.
final class SnapshotZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        if operation == .push {
            container.addSubview(toVC.view)
        } else {
            container.insertSubview(toVC.view, belowSubview: fromVC.view)
        }
        guard let fromSnapshot = fromVC.view.snapshotView(afterScreenUpdates: false),
            let toSnapshot = toVC.view.snapshotView(afterScreenUpdates: true)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        fromSnapshot.frame = fromVC.view.frame
        toSnapshot.frame = toVC.view.frame
        container.addSubview(fromSnapshot)
        container.addSubview(toSnapshot)
        fromVC.view.isHidden = true
        toVC.view.isHidden = true
        toSnapshot.alpha = 0
        toSnapshot.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromSnapshot.alpha = 0
                fromSnapshot.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
                toSnapshot.alpha = 1
                toSnapshot.transform = .identity
            },
            completion: { _ in
                fromVC.view.isHidden = false
                toVC.view.isHidden = false
                fromSnapshot.removeFromSuperview()
                toSnapshot.removeFromSuperview()
                DispatchQueue.main.async {
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            })
    }
}
