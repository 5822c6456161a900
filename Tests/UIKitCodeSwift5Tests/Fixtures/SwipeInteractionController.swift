// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// Written as iOS code in Swift 5 mode is written (the tutorial style of a swipe-to-dismiss
// interaction controller): a plain NSObject subclass, not isolated to the main actor, that
// creates and drives UIKit objects. Only `import UIKit` became `import TransitionKit`.
import TransitionKit

class SwipeInteractionController: NSObject {
    var interactionInProgress = false

    let interactor = UIPercentDrivenInteractiveTransition()
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
    }

    /// What a pan gesture handler does with the translation across the view.
    func handlePan(translationX: CGFloat, ended: Bool) {
        guard let view = viewController?.view else { return }
        var progress = translationX / view.bounds.width
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))
        if ended {
            interactionInProgress = false
            if shouldCompleteTransition {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        } else {
            interactionInProgress = true
            shouldCompleteTransition = progress > 0.5
            interactor.update(progress)
        }
    }
}

extension UIView {
    /// A helper of the kind apps keep in an extension: a dimming overlay the size of the view.
    func makeDimmingView(alpha: CGFloat = 0.4) -> UIView {
        let dimming = UIView(frame: bounds)
        dimming.backgroundColor = UIColor.black.withAlphaComponent(alpha)
        dimming.alpha = 0
        return dimming
    }
}

protocol TransitionShadowProviding {}

extension TransitionShadowProviding {
    /// A protocol-extension default that builds a view (nonisolated in Swift 5 mode).
    func shadowView(for frame: CGRect) -> UIView {
        let shadow = UIView(frame: frame)
        shadow.backgroundColor = .black
        shadow.layer.shadowOpacity = 0.3
        return shadow
    }
}

final class ShadowedPushAnimator: NSObject, UIViewControllerAnimatedTransitioning, TransitionShadowProviding {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let shadow = shadowView(for: container.bounds)
        shadow.alpha = 0
        container.addSubview(shadow)
        toView.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        container.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.frame = container.bounds
                shadow.alpha = 1
            },
            completion: { _ in
                shadow.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
