import Foundation
import TransitionKit

/// The navigation delegate of the "Edge-swipe pop" entry: a `ParallaxSlideAnimator` for pushes
/// and pops, and its `EdgeSwipeInteractionController` as the interaction controller only while
/// the edge swipe drives a pop (a pop from code runs on its own). UIKit's own
/// `interactivePopGestureRecognizer` does not pop here: the delegate gives a custom animator and,
/// when that gesture asks, no interaction controller. Ours, written as an iOS developer would
/// against UIKit.
public final class EdgeSwipePopDelegate: NSObject, UINavigationControllerDelegate {
    /// The edge swipe, on `navigationController`'s view.
    public let interactionController: EdgeSwipeInteractionController

    /// Puts the edge swipe on `navigationController`'s view and becomes its delegate.
    public init(navigationController: UINavigationController) {
        interactionController = EdgeSwipeInteractionController(navigationController: navigationController)
        super.init()
        navigationController.delegate = self
    }

    /// A parallax slide for pushes and pops.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .none ? nil : ParallaxSlideAnimator(operation: operation)
    }

    /// The edge swipe's interaction controller while it drives a pop; nil otherwise.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactionController.interactionInProgress ? interactionController : nil
    }
}
