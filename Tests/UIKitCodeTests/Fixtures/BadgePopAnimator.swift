// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// A push that springs the new screen up from the bottom, pops its badge in with a grouped
// Core Animation (scale and fade, half way through), and cross-fades the title with a
// CATransition, written as iOS code in Swift 6 language mode is written. Only `import UIKit`
// became `import TransitionKit`.
import TransitionKit

final class BadgeViewController: UIViewController {
    let badge = UIView(frame: CGRect(x: 300, y: 120, width: 60, height: 60))
    let titleLabel = UILabel(frame: CGRect(x: 20, y: 120, width: 260, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 30
        titleLabel.text = "Loading…"
        view.addSubview(badge)
        view.addSubview(titleLabel)
    }
}

final class BadgePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) as? BadgeViewController,
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 0.5
        scale.toValue = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.4
        fade.toValue = 1
        let pop = CAAnimationGroup()
        pop.animations = [scale, fade]
        pop.duration = 0.3
        pop.beginTime = CACurrentMediaTime() + 0.3
        pop.fillMode = .backwards
        toVC.badge.layer.add(pop, forKey: "pop")

        let crossfade = CATransition()
        crossfade.type = .fade
        crossfade.duration = 0.6
        toVC.titleLabel.layer.add(crossfade, forKey: kCATransition)
        toVC.titleLabel.text = "Inbox"

        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
            toView.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class BadgePopNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? BadgePopAnimator() : nil
    }
}
