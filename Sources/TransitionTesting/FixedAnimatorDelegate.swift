import Foundation
import TransitionKit

/// The delegate a `TransitionRun` installs when the test gives an animator itself: it answers
/// every navigation operation, presentation, dismissal and tab switch with that animator (no
/// interaction controller, the presented controller's own presentation controller). Ours.
@MainActor
final class FixedAnimatorDelegate: UINavigationControllerDelegate, UIViewControllerTransitioningDelegate,
    UITabBarControllerDelegate
{
    let animator: any UIViewControllerAnimatedTransitioning

    init(_ animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}
