import Foundation

/// Gives the animators, interaction controllers and presentation controller of a
/// presentation, as UIKit's `UIViewControllerTransitioningDelegate`: set it as the presented
/// controller's `transitioningDelegate` (held weakly). Every method is optional (the default
/// implementations below return nil: the system animation for the controller's
/// `modalTransitionStyle`, no interaction, the system presentation controller for its
/// `modalPresentationStyle`). `presentationController(forPresented:presenting:source:)` is
/// asked for `.custom` presentations only. Source: Apple's UIKit documentation for
/// `UIViewControllerTransitioningDelegate`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented`; `presenting` is the controller that presents
    /// (the root, the context's definer or the last presented one), `source` the one
    /// `present(_:animated:completion:)` was called on.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator that dismisses `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the presentation, or nil.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives the dismissal, or nil.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation, or nil for a plain
    /// `UIPresentationController` (full-screen frame, the presenter's view kept).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: the system animation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: the system animation.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: not interactive.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: not interactive.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: a plain `UIPresentationController`.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
