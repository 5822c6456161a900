import Foundation
import TransitionKit

/// Hands out a `CardFlipAnimator` for every push and pop: the navigation delegate object a
/// view controller keeps and sets as `navigationController?.delegate`. Ours.
public final class CardFlipNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// A card flip for pushes and pops; nil (the default) otherwise.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .none ? nil : CardFlipAnimator(operation: operation)
    }
}
