import Foundation
import TransitionKit

/// The catalogue's "Bubble present": presentations grow out of a bubble from the tapped point
/// (the playground passes the selection's centre or the click through
/// `TransitionOriginReceiving`, as a screen knows its compose button's centre in an app) and
/// shrink back into it. `modalPresentationStyle` `.custom` with no presentation controller of
/// its own: the presenter's view stays beneath, as Apple documents for custom presentations.
/// Ours.
final class BubblePresentDelegate: NSObject, UIViewControllerTransitioningDelegate, TransitionOriginReceiving {
    /// Where the next presentation starts, in window coordinates (points); the window's centre
    /// until told.
    private(set) var origin = CGPoint(x: 195, y: 422)
    /// The bubble, shared by a presentation and its dismissal.
    private let bubble = UIView()

    func prepareForTransition(from point: CGPoint, image: UIImage?) {
        origin = point
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        BubblePresentAnimator(mode: .present, origin: origin, bubble: bubble)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BubblePresentAnimator(mode: .dismiss, origin: origin, bubble: bubble)
    }
}
