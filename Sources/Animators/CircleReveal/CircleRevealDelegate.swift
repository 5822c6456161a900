import Foundation
import TransitionKit

/// The navigation delegate of the circle reveal: as a list that knows its tapped cell, it
/// remembers where each push starts and hands a `CircleRevealAnimator` growing from there; a
/// pop shrinks the screen back into the point it grew from. The playground tells it the
/// tapped point before each push (the selected tile or row, or a mouse click).
public final class CircleRevealDelegate: NSObject, UINavigationControllerDelegate, TransitionOriginReceiving {
    private var nextOrigin = CGPoint.zero
    /// Where each pushed screen grew from, by screen.
    private var origins: [ObjectIdentifier: CGPoint] = [:]

    /// Remembers `point` (window coordinates, points) for the next push. Ours: the playground
    /// calls it before each push.
    public func prepareForTransition(from point: CGPoint, image: UIImage?) {
        nextOrigin = point
    }

    /// A `CircleRevealAnimator` for a push (from the remembered point) and for a pop (back to
    /// where the popped screen grew from).
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push:
            origins[ObjectIdentifier(toVC)] = nextOrigin
            return CircleRevealAnimator(operation: .push, origin: nextOrigin)
        case .pop:
            let origin = origins.removeValue(forKey: ObjectIdentifier(fromVC)) ?? nextOrigin
            return CircleRevealAnimator(operation: .pop, origin: origin)
        default:
            return nil
        }
    }
}
