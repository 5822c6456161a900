import Foundation
import TransitionKit

/// Pops that are interactive by default: the delegate returns a
/// `UIPercentDrivenInteractiveTransition` for every pop, so a pop starts held at 0 % and
/// follows whatever drives the interaction. UIKit's `interactivePopGestureRecognizer` asks for
/// it when an edge swipe begins and drives it — in the playground a drag from the phone's left
/// edge, or `]` (a finger put on the edge and moved 5 % per press; `Enter` flicks it, `Esc`
/// cancels). A pop from code (`b`) is held at 0 % too, for `[` `]` to scrub. The animation is a
/// linear parallax slide (`SlideAnimator`); pushes are not interactive. Ours, written as an
/// iOS developer would against UIKit.
public final class InteractivePopDelegate: NSObject, UINavigationControllerDelegate {
    /// The interaction controller of the pop in progress, if any.
    public private(set) var interactionController: UIPercentDrivenInteractiveTransition?

    /// A slide for pushes and pops.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .none ? nil : SlideAnimator(operation: operation)
    }

    /// A fresh percent-driven interaction controller for pops; nil for pushes.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let slide = animationController as? SlideAnimator, slide.operation == .pop else { return nil }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .easeOut
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
