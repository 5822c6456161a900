import UIKit

/// A navigation controller that runs its own transitions: it is its own delegate.
class CrossFadeNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }
}

extension CrossFadeNavigationController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CrossFadeAnimator(isPushing: operation == .push)
    }
}

/// Cross-fades the two screens, the incoming one scaling up slightly as it appears on push.
class CrossFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPushing: Bool

    init(isPushing: Bool) {
        self.isPushing = isPushing
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        if isPushing {
            toView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
            toView.transform = .identity
            fromView.alpha = 0
        }) { _ in
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
