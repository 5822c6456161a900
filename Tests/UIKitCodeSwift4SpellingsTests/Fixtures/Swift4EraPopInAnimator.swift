// Written as a 2017–2018 tutorial wrote it, in Swift 4 (iOS 11 SDK) spellings that the iOS SDK
// no longer accepts: `UINavigationControllerOperation`, `UIViewAnimationOptions`,
// `kCAFillModeForwards`, `kCAMediaTimingFunctionEaseInEaseOut`, `bringSubview(toFront:)`,
// `addChildViewController`, … TransitionKit compiles them with a deprecation warning naming
// today's spelling: the warnings of this file are expected. Only `import UIKit` became
// `import TransitionKit`.
import TransitionKit

class PopInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationControllerOperation
    let duration = 0.6

    init(operation: UINavigationControllerOperation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // The Swift 2 keys, as the oldest tutorials have them.
        guard let fromVC = transitionContext.viewController(forKey: UITransitionContextFromViewControllerKey),
            let toVC = transitionContext.viewController(forKey: UITransitionContextToViewControllerKey),
            let toView = toVC.view, let fromView = fromVC.view
        else { return }
        let containerView = transitionContext.containerView

        if operation == .push {
            containerView.addSubview(toView)
            containerView.bringSubview(toFront: toView)
            toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            toView.alpha = 0
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
            containerView.sendSubview(toBack: toView)
        }

        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = 0
        round.toValue = 20
        round.duration = duration
        round.fillMode = kCAFillModeForwards
        round.isRemovedOnCompletion = false
        round.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        toView.layer.add(round, forKey: "round")

        UIView.animate(
            withDuration: duration, delay: 0, options: UIViewAnimationOptions.curveEaseOut,
            animations: {
                if self.operation == .push {
                    toView.transform = CGAffineTransform.identity
                    toView.alpha = 1
                } else {
                    fromView.alpha = 0
                }
            },
            completion: { finished in
                toView.layer.removeAnimation(forKey: "round")
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

class PopInNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationControllerOperation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return PopInAnimator(operation: operation)
    }
}

/// A container of the same era: a banner child controller added and removed with the Swift 4
/// containment calls, laid out with the old insets helpers.
class BannerHostViewController: UIViewController {
    let banner = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        let imageView = UIImageView(frame: view.bounds)
        imageView.contentMode = UIViewContentMode.scaleAspectFill
        imageView.autoresizingMask = UIViewAutoresizing.flexibleWidth.union(.flexibleHeight)
        view.addSubview(imageView)
    }

    func showBanner() {
        addChildViewController(banner)
        let insets = UIEdgeInsetsMake(60, 16, 0, 16)
        let area = UIEdgeInsetsInsetRect(view.bounds, insets)
        banner.view.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 80)
        view.addSubview(banner.view)
        banner.didMove(toParentViewController: self)
    }

    func hideBanner() {
        banner.willMove(toParentViewController: nil)
        banner.view.removeFromSuperview()
        banner.removeFromParentViewController()
    }

    var bannerIsShown: Bool { return childViewControllers.contains(banner) }

    let titleFont = UIFont.systemFont(ofSize: 17, weight: UIFontWeightBold)
    let curve: UIViewAnimationCurve = .easeInOut
    let keyframeOptions: UIViewKeyframeAnimationOptions = [.calculationModeCubic]
}
