import Foundation
import TransitionKit

/// The screen turns over like a card, with the new screen on its back: on a push the card
/// turns about its vertical centre line, the right side going away, a half turn in 0.7 s; a pop
/// turns it back the other way. In perspective (the container's `sublayerTransform.m34 =
/// −1/1000`), ease-in-out over the whole turn.
///
/// Written the way UIKit card-flip tutorials write it: both faces single-sided
/// (`isDoubleSided = false`), the back face starting a half turn away, and
/// `UIView.animateKeyframes` turning both faces' `layer.transform` about y in two quarter turns
/// (a `transform` animation takes the shorter way round, so a half turn needs a keyframe in the
/// middle). The face turned away hides itself, so the old screen shows for the first half and
/// the new one for the second. The completion puts both faces back at rest. Ours.
public final class CardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push (the right side goes away) or pop (the left side does).
    public let operation: UINavigationController.Operation

    /// The container's perspective: m34 = −1/1000, an eye 1000 points in front of the screen.
    public static let perspective: CGFloat = -1.0 / 1000

    /// An animator for `operation`.
    public init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    /// 0.7 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        0.7
    }

    /// Turns the old screen from 0 to π about y (−π on a pop) and the new one, on the card's
    /// back, from −π to 0 (π to 0), a quarter turn per keyframe. Completes with
    /// `!transitionWasCancelled`.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)

        var perspective = CATransform3DIdentity
        perspective.m34 = Self.perspective
        container.layer.sublayerTransform = perspective

        let halfTurn: CGFloat = operation == .pop ? -.pi : .pi
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false
        toView.layer.transform = CATransform3DMakeRotation(-halfTurn, 0, 1, 0)

        UIView.animateKeyframes(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    fromView.layer.transform = CATransform3DMakeRotation(halfTurn / 2, 0, 1, 0)
                    toView.layer.transform = CATransform3DMakeRotation(-halfTurn / 2, 0, 1, 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    fromView.layer.transform = CATransform3DMakeRotation(halfTurn, 0, 1, 0)
                    toView.layer.transform = CATransform3DIdentity
                }
            },
            completion: { _ in
                for face in [fromView, toView] {
                    face.layer.transform = CATransform3DIdentity
                    face.layer.isDoubleSided = true
                }
                container.layer.sublayerTransform = CATransform3DIdentity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
