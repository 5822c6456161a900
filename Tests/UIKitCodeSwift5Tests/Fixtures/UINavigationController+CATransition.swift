// Written as iOS code in Swift 5 mode is written (the classic answer to "custom push animation
// without a custom animator"): a CATransition on the navigation controller's view, then a
// push or pop without animation. Only `import UIKit` became `import TransitionKit`.
import TransitionKit

extension UINavigationController {
    func pushViewControllerFromRight(_ viewController: UIViewController) {
        let transition = CATransition()
        transition.duration = 0.5
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        transition.type = .push
        transition.subtype = .fromRight
        view.layer.add(transition, forKey: kCATransition)
        pushViewController(viewController, animated: false)
    }

    func popViewControllerWithFade() {
        let transition = CATransition()
        transition.duration = 0.3
        transition.type = .fade
        view.layer.add(transition, forKey: nil)
        popViewController(animated: false)
    }
}

/// Makes the transition a screen uses; the Swift 3 implementation below is as old tutorials
/// spell it (`kCATransitionPush`). It is marked deprecated only so that this test target builds
/// without warnings: TransitionKit accepts the old constants with a deprecation warning.
protocol TransitionMaking {
    func makeTransition() -> CATransition
}

struct Swift3TransitionMaker: TransitionMaking {
    @available(*, deprecated, message: "uses the pre-Swift-4.2 constants on purpose")
    func makeTransition() -> CATransition {
        let transition = CATransition()
        transition.duration = 0.4
        transition.type = kCATransitionMoveIn
        transition.subtype = kCATransitionFromTop
        return transition
    }
}
