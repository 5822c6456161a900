import Foundation
import TransitionKit

/// Seed 004's animator ("TransAnimationModel"), translated line by line: 3 s of keyframes.
///
/// Push: the new screen goes in below the old one; the old screen's anchor point moves to its
/// bottom centre (frame kept), then it rotates by π/2 over the first 65 % and on to π — the
/// article writes the second keyframe as start 0.65, duration 1.0, which overruns 1 and is
/// clamped (and reported); the completion removes it. Pop: a snapshot of the old screen goes
/// below the new one, the real old view is removed, and the new screen — still carrying the π
/// left by the push — rotates by π/2 twice, ending upright; the completion removes the snapshot.
/// Source: `shared/seeds/004_bb89fd127158d004.txt`.
public final class TransAnimationModel: NSObject, UIViewControllerAnimatedTransitioning {
    /// The article's transition type.
    public enum TransAnimationType: Sendable {
        /// The article's push: the old screen turns half a turn clockwise about its bottom centre.
        case push
        /// The article's pop: the new screen, left at π by the push, turns on round to upright.
        case pop
    }

    /// Push or pop.
    public var type: TransAnimationType

    /// An animator for `type`.
    public init(type: TransAnimationType) {
        self.type = type
    }

    /// 3 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        return 3.0
    }

    /// Runs the push or pop described on the type: 3 s of keyframes (hard-coded, as in the
    /// article, rather than read from `transitionDuration`), ease-in-out overall; completes with
    /// `true`. Returns without completing if a controller is missing from the context.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),  // the current screen
            let toVC = transitionContext.viewController(forKey: .to)  // the pushed screen
        else { return }
        let containView = transitionContext.containerView  // the container
        if self.type == .push {  // the transition type: push
            containView.addSubview(toVC.view)
            containView.addSubview(fromVC.view)
            // Move the anchor point — the point the animation turns about (default 0.5, 0.5).
            self.updateAnchorPointAndOffset(CGPoint(x: 0.5, y: 1), view: fromVC.view)
            UIView.animateKeyframes(
                withDuration: 3.0, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.65) {
                        fromVC.view.transform = CGAffineTransform(rotationAngle: .pi / 2)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.65, relativeDuration: 1.00) {
                        fromVC.view.transform = CGAffineTransform(rotationAngle: .pi / 2 * 2)
                    }
                },
                completion: { _ in
                    fromVC.view.removeFromSuperview()
                    transitionContext.completeTransition(true)  // call when the animation ends
                })
        } else {
            containView.addSubview(toVC.view)
            guard let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false) else { return }
            snapshot.frame = fromVC.view.frame
            containView.addSubview(snapshot)
            containView.bringSubviewToFront(snapshot)
            fromVC.view.removeFromSuperview()
            containView.insertSubview(snapshot, belowSubview: toVC.view)
            UIView.animateKeyframes(
                withDuration: 3.0, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.65) {
                        toVC.view.transform = toVC.view.transform.rotated(by: .pi / 2)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.65, relativeDuration: 1.00) {
                        toVC.view.transform = toVC.view.transform.rotated(by: .pi / 2)
                    }
                },
                completion: { _ in
                    snapshot.removeFromSuperview()
                    transitionContext.completeTransition(true)
                })
        }
    }

    /// Moves `view`'s anchor point to `anchorPoint` (a 0…1 fraction of its bounds) and shifts
    /// its centre so its frame stays where it was. (Not shown in the article; the usual helper.)
    func updateAnchorPointAndOffset(_ anchorPoint: CGPoint, view: UIView) {
        let oldOrigin = view.frame.origin
        view.layer.anchorPoint = anchorPoint
        let newOrigin = view.frame.origin
        let transition = CGPoint(x: newOrigin.x - oldOrigin.x, y: newOrigin.y - oldOrigin.y)
        view.center = CGPoint(x: view.center.x - transition.x, y: view.center.y - transition.y)
    }
}
