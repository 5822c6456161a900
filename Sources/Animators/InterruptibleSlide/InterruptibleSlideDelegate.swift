import Foundation
import TransitionKit

/// The navigation delegate of the interruptible slide: an `InterruptibleSlideAnimator` for
/// every push and pop, and with it a `UIPercentDrivenInteractiveTransition` whose
/// `wantsInteractiveStart` is false — the transition starts running on its own, and the
/// interaction controller stays ready to catch it. In an app a pan gesture on the moving
/// screens calls `pause()` when it begins, `update(_:)` as it moves and `finish()` or `cancel()`
/// when it ends; in the playground `[` and `]` catch and scrub it, `Enter` finishes and `Esc`
/// cancels. Ours, written as an iOS 10 developer would against UIKit.
public final class InterruptibleSlideDelegate: NSObject, UINavigationControllerDelegate {
    /// The interaction controller of the latest transition, until it is shown.
    public private(set) var interactionController: UIPercentDrivenInteractiveTransition?

    /// A slide for pushes and pops; nil (the default) otherwise.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .none ? nil : InterruptibleSlideAnimator(operation: operation)
    }

    /// A fresh interaction controller that lets the transition start running: it can be
    /// paused later. After a release it continues with an ease-out curve.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard animationController is InterruptibleSlideAnimator else { return nil }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        interaction.timingCurve = UICubicTimingParameters(animationCurve: .easeOut)
        interactionController = interaction
        return interaction
    }

    /// Forgets the finished interaction.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        interactionController = nil
    }
}
