import Foundation
import TransitionKit

/// Seed 002's delegate style: a separate delegate object, set on the navigation controller by
/// the app delegate, holding one push and one pop animation. (The article spells it
/// `CustonNavigationControllerDelegate`.) Source: `shared/seeds/002_1ee4e0391532b16b.txt`.
public final class CustomNavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
    private let pushAnimation = PushTransitionAnimation()
    private let popAnimation = PopTransitionAnimation()

    /// The held `PopTransitionAnimation` for a pop and `PushTransitionAnimation` for a push (the
    /// same two instances every time); nil (the system default slide) otherwise.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if operation == .pop {
            return popAnimation
        }
        if operation == .push {
            return pushAnimation
        }
        return nil
    }
}
