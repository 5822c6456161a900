import TransitionKit  // was: import UIKit

/// The classic custom push of countless answers online: a navigation controller subclass that
/// adds a `CATransition` to its view's layer, then pushes (and pops) without animation, so that
/// Core Animation slides the new screen in from the right (and the old one back from the left)
/// over 0.3 s. There is no animator and no transition context: UIKit sees a push that is not
/// animated, and the stack changes at once.
final class ClassicPushNavigationController: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        view.layer.add(slide(from: .fromRight), forKey: kCATransition)
        super.pushViewController(viewController, animated: false)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        view.layer.add(slide(from: .fromLeft), forKey: kCATransition)
        return super.popViewController(animated: false)
    }

    private func slide(from subtype: CATransitionSubtype) -> CATransition {
        let transition = CATransition()
        transition.duration = 0.3
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        transition.type = .push
        transition.subtype = subtype
        return transition
    }
}
