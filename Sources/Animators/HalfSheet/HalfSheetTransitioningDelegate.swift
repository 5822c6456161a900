import Foundation
import TransitionKit

/// The catalogue's "Half sheet": every presentation is a `HalfSheetPresentationController`
/// (with `modalPresentationStyle` `.custom`) slid up and down by `HalfSheetAnimator`; a pan
/// down the sheet makes the dismissal interactive. Ours.
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        HalfSheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let sheet = dismissed.presentationController as? HalfSheetPresentationController
        return HalfSheetAnimator(isPresenting: false, interaction: sheet?.dismissInteraction)
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        (animator as? HalfSheetAnimator)?.interaction
    }
}
