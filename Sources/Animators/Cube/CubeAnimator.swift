import Foundation
import TransitionKit

/// A cube turning a quarter turn: the old and the new screen are two faces of a cube that
/// share an edge, seen in perspective. On a push the cube turns to the left — the old screen
/// swings back about its right edge as that edge slides to the left of the screen, and the new
/// screen swings in from the right about its left edge, the same edge; a pop turns it back to
/// the right. 0.6 s, ease-in-out.
///
/// Written the way public cube-transition tutorials write it for UIKit: the container gets a
/// perspective (`sublayerTransform.m34 = −1/500`), each face's anchor point moves to the
/// shared edge, and one `UIView.animate` block moves the faces' centres (the edge) and sets
/// their `layer.transform` to a rotation about y. The faces are single-sided and the new one
/// goes below the old: Core Animation draws siblings in order, not by depth, so the face that
/// is turned away must hide itself. The completion puts both faces back at rest (identity
/// transform, centred anchor point, the container's frame) and takes the perspective away
/// again. Ours.
public final class CubeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push (the cube turns left) or pop (it turns right).
    public let operation: UINavigationController.Operation

    /// The container's perspective: m34 = −1/500, an eye 500 points in front of the screen.
    public static let perspective: CGFloat = -1.0 / 500

    /// An animator for `operation`.
    public init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    /// 0.6 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        0.6
    }

    /// Puts the new face below the old one, turned a quarter turn about the shared edge, and
    /// turns both together while the edge slides across the screen: on a push from the right
    /// edge (x = width) to the left (x = 0), the old face from 0 to −π/2 and the new one from
    /// π/2 to 0; on a pop the mirror image. Completes with `!transitionWasCancelled`.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let bounds = transitionContext.finalFrame(for: toVC)
        toView.frame = bounds
        container.insertSubview(toView, belowSubview: fromView)

        var perspective = CATransform3DIdentity
        perspective.m34 = Self.perspective
        container.layer.sublayerTransform = perspective

        // Push: the shared edge is the old screen's right edge and the new one's left edge; it
        // travels from the right of the screen to the left. Pop: the other way round.
        let pushing = operation != .pop
        let edgeStart = pushing ? bounds.maxX : bounds.minX
        let edgeEnd = pushing ? bounds.minX : bounds.maxX
        let quarterTurn: CGFloat = pushing ? .pi / 2 : -.pi / 2
        fromView.layer.anchorPoint = CGPoint(x: pushing ? 1 : 0, y: 0.5)
        toView.layer.anchorPoint = CGPoint(x: pushing ? 0 : 1, y: 0.5)
        fromView.center = CGPoint(x: edgeStart, y: bounds.midY)
        toView.center = CGPoint(x: edgeStart, y: bounds.midY)
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false
        toView.layer.transform = CATransform3DMakeRotation(quarterTurn, 0, 1, 0)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                fromView.center = CGPoint(x: edgeEnd, y: bounds.midY)
                toView.center = CGPoint(x: edgeEnd, y: bounds.midY)
                fromView.layer.transform = CATransform3DMakeRotation(-quarterTurn, 0, 1, 0)
                toView.layer.transform = CATransform3DIdentity
            },
            completion: { _ in
                for face in [fromView, toView] {
                    face.layer.transform = CATransform3DIdentity
                    face.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                    face.layer.isDoubleSided = true
                    face.frame = bounds
                }
                container.layer.sublayerTransform = CATransform3DIdentity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
