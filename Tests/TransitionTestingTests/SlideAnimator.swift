import Foundation
import TransitionKit

/// A linear slide written as an iOS developer writes one: 0.4 s, `.curveLinear`, the new
/// screen in from the right edge (push, presentation, tab switch) or the old one out to it
/// (pop, dismissal), the revealed one below. Linear, so every value at a time is the fraction
/// of the distance: at t the moving view's x is 390 · (1 − t / 0.4) coming in, 390 · t / 0.4
/// going out.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isReversed: Bool

    init(reversed: Bool = false) {
        isReversed = reversed
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let width = container.bounds.width
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if isReversed {
            if let toView, let fromView { container.insertSubview(toView, belowSubview: fromView) }
        } else if let toView {
            container.addSubview(toView)
            toView.frame = container.bounds.offsetBy(dx: width, dy: 0)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                if self.isReversed {
                    fromView?.frame.origin.x = width
                } else {
                    toView?.frame = container.bounds
                }
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Adds the new screen and never calls `completeTransition(_:)`: a common bug.
final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3) { toView.alpha = 1 }
    }
}

/// Fades the new screen in over 0.25 s and then completes with `false`: another common bug
/// (`completeTransition(transitionContext.transitionWasCancelled)`, the negation left out).
final class UndoingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: 0.25, animations: { toView.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(transitionContext.transitionWasCancelled) })
    }
}

/// Fades the new screen in over 0.2 s and completes on the next turn of the main queue
/// (`DispatchQueue.main.async`), as many iOS animators do.
final class MainQueueFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: 0.2, animations: { toView.alpha = 1 },
            completion: { _ in
                DispatchQueue.main.async {
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            })
    }
}

/// A screen with a title and a coloured background, for frames and stacks.
final class ColoredViewController: UIViewController {
    init(_ title: String, _ color: UIColor) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        view.backgroundColor = color
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
