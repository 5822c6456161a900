import Foundation
import TransitionKit

/// A card stack: a push slides the new screen up from the bottom as a card with rounded
/// corners while the old screen shrinks back (scale 0.92), moves down 12 points and dims under
/// a black veil (alpha 0.35); a pop runs the reverse. 0.5 s, ease-in-out.
/// Ours, written as an iOS developer would against UIKit.
public final class CardStackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push or pop.
    public let operation: UINavigationController.Operation
    /// Scale of the screen behind the card.
    static let backScale: CGFloat = 0.92
    /// Opacity of the veil over the screen behind, fully covered.
    static let veilAlpha: CGFloat = 0.35
    /// Corner radius of the card, points.
    static let cornerRadius: CGFloat = 24

    /// An animator for `operation`.
    public init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    /// 0.5 seconds.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        0.5
    }

    /// The screen behind is scaled and moved with a transform, the card moved with its
    /// centre, the veil faded; the completion puts everything back to identity and removes the
    /// veil, then completes with `!transitionWasCancelled`.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let bounds = transitionContext.finalFrame(for: toVC)
        let pushed = operation != .pop
        let card = pushed ? toView : fromView
        let back = pushed ? fromView : toView
        let veil = UIView(frame: bounds)
        veil.backgroundColor = .black
        let behind = CGAffineTransform(translationX: 0, y: 12).scaledBy(x: Self.backScale, y: Self.backScale)
        let cardUp = CGPoint(x: bounds.midX, y: bounds.midY)
        let cardDown = CGPoint(x: bounds.midX, y: bounds.midY + bounds.height)

        toView.frame = bounds
        if pushed {
            container.addSubview(veil)
            container.addSubview(card)
            veil.alpha = 0
            card.center = cardDown
        } else {
            container.insertSubview(back, belowSubview: card)
            container.insertSubview(veil, belowSubview: card)
            veil.alpha = Self.veilAlpha
            back.transform = behind
        }
        card.layer.cornerRadius = Self.cornerRadius
        card.clipsToBounds = true

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                if pushed {
                    card.center = cardUp
                    back.transform = behind
                    veil.alpha = Self.veilAlpha
                } else {
                    card.center = cardDown
                    back.transform = .identity
                    veil.alpha = 0
                }
            },
            completion: { _ in
                veil.removeFromSuperview()
                back.transform = .identity
                card.center = cardUp
                card.layer.cornerRadius = 0
                card.clipsToBounds = false
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
