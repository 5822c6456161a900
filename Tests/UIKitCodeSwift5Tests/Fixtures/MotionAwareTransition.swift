// Written as iOS code in Swift 5 mode is written, after the accessibility tutorials: the
// navigation delegate keeps `reduceMotion` current from UIKit's setting, observing
// `UIAccessibility.reduceMotionStatusDidChangeNotification` (a block observer on the posting
// thread, the main one, removed in deinit), and hands the animator what it knows; the animator slides the new screen in from
// the right, or, when the person asked for less motion, cross-dissolves it in place instead of
// moving it. Only `import UIKit` became `import TransitionKit`.
import TransitionKit

class MotionAwareNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var reduceMotion = UIAccessibility.isReduceMotionEnabled
    private(set) var settingChanges = 0
    private var observer: NSObjectProtocol?

    override init() {
        super.init()
        observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            // UIKit posts it on the main thread.
            MainActor.assumeIsolated {
                self?.reduceMotion = UIAccessibility.isReduceMotionEnabled
                self?.settingChanges += 1
            }
        }
    }

    deinit {
        if let observer = observer {
            NotificationCenter.default.removeObserver(observer)
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard operation == .push else { return nil }
        return MotionAwarePushAnimator(reduceMotion: reduceMotion)
    }
}

class MotionAwarePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let reduceMotion: Bool
    private(set) var askedUIKit = false

    init(reduceMotion: Bool) {
        self.reduceMotion = reduceMotion
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)

        // Ask again at the last moment, as the setting may have changed since.
        askedUIKit = true
        if reduceMotion || UIAccessibility.isReduceMotionEnabled {
            toView.frame = finalFrame
            toView.alpha = 0
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0,
                options: .curveLinear,
                animations: {
                    toView.alpha = 1
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            toView.frame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0,
                options: .curveLinear,
                animations: {
                    toView.frame = finalFrame
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}
