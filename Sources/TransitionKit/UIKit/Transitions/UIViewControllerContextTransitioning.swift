import Foundation

/// What an animator is given to run a transition: the container view, the two view
/// controllers and their views, their start and end frames, and the calls that report
/// progress and the end. UIKit creates it; you never implement it.
///
/// For a navigation transition or a tab switch the container already holds the from view; the
/// animator adds the to view. `initialFrame(for:)` is the container's bounds for the from
/// controller and `.zero` for the to controller; `finalFrame(for:)` is the bounds for the to
/// controller and `.zero` for the from controller (it will be removed).
///
/// For a presentation the from controller is the presenting one and the to controller the
/// presented one (for a dismissal the other way round). The animator adds the presented view
/// on presentation (`view(forKey: .to)`, the presentation controller's `presentedView`) and
/// need not remove it on dismissal (`view(forKey: .from)`; it leaves when the dismissal
/// completes). The presenter's view takes part only when the presentation removes it
/// (`.fullScreen`, `.currentContext`, a presentation controller whose
/// `shouldRemovePresentersView` is true): it is then in the container during the transition,
/// `view(forKey: .from)` of the presentation and `view(forKey: .to)` of the dismissal, with
/// the container's bounds as its initial and final frame. Otherwise (`.overFullScreen`,
/// `.overCurrentContext`, the page sheet, `.custom` by default) it stays where it is, below
/// the container, and those keys give nil and its frames `.zero` — the animator should not
/// touch it. `finalFrame(for: presented)` on presentation and `initialFrame(for: presented)` on
/// dismissal are `frameOfPresentedViewInContainerView`; `initialFrame(for: presented)` on
/// presentation and `finalFrame(for: presented)` on dismissal are `.zero`.
///
/// Frames are in the container's coordinates, in points. Source: UIKit SDK header
/// `UIViewControllerTransitioning.h` ("viewForKey: may return nil, which would indicate that
/// the animator should not manipulate the associated view controller's view") and Apple's
/// documentation for `UIPresentationController.shouldRemovePresentersView` and `presentedView`.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the from view is already in it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is currently driven interactively. Can change more than once for
    /// an interruptible transition (paused, then finished or cancelled).
    var isInteractive: Bool { get }
    /// Whether the interactive transition was cancelled (`cancelInteractiveTransition()`); for
    /// an interruptible transition, until it is paused again.
    var transitionWasCancelled: Bool { get }
    /// The rotation applied to the container during the transition: identity here.
    var targetTransform: CGAffineTransform { get }

    /// Reports interactive progress, 0…1 (values outside are clamped). These four only report:
    /// the interaction controller moves the animations (a `UIPercentDrivenInteractiveTransition`
    /// does both).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition should complete (for an
    /// interruptible transition: unless it is interrupted again).
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition should go back (for an
    /// interruptible transition: unless it is interrupted again).
    func cancelInteractiveTransition()
    /// Reports that an interruptible transition was paused: it is interactive again, the
    /// coordinator's `notifyWhenInteractionChanges` handlers hear it, and TransitionKit's
    /// frozen-transition watchdog waits until the interaction ends.
    func pauseInteractiveTransition()

    /// Ends the transition. `true`: the to controller is now visible (the from view leaves the
    /// container and the stack settles). `false`: the transition was undone (the to view leaves
    /// and the stack is as before). Call exactly once, after your animations end.
    func completeTransition(_ didComplete: Bool)

    /// The from or to view controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from or to view controller's view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame `vc`'s view has at the start, in container coordinates; `.zero` if unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame `vc`'s view must have at the end, in container coordinates; `.zero` if it
    /// will not be visible.
    func finalFrame(for vc: UIViewController) -> CGRect
}
