import TransitionKit

// Sliding between tabs: the tab bar controller's delegate hands out an animator that pushes
// the new tab in from the side of its index, as Swift 5 tutorials do it. Only the import
// differs from the iOS original.

class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case left, right
    }

    let direction: Direction

    init(direction: Direction) {
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let width = containerView.frame.width
        let offset = direction == .left ? width : -width

        toView.frame = containerView.bounds
        toView.frame.origin.x = offset
        containerView.addSubview(toView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut,
            animations: {
                fromView.frame.origin.x = -offset
                toView.frame.origin.x = 0
            },
            completion: { _ in
                fromView.frame.origin.x = 0
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

class SlidingTabBarController: UITabBarController, UITabBarControllerDelegate {
    var selections: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(viewController.title ?? "")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = tabBarController.viewControllers,
            let fromIndex = controllers.firstIndex(of: fromVC),
            let toIndex = controllers.firstIndex(of: toVC)
        else {
            return nil
        }
        return TabSlideAnimator(direction: toIndex > fromIndex ? .left : .right)
    }
}
