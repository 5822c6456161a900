// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// Written as iOS code in Swift 6 language mode is written: animator and interaction
// controller subclass NSObject and UIKit's classes; nothing is annotated by hand beyond what
// Xcode's Swift 6 mode asks for. Only `import UIKit` became `import TransitionKit`.
import TransitionKit

final class FadeThroughAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        toView.alpha = 0
        if operation == .push {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { fromView.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { toView.alpha = 1 }
        } completion: { _ in
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class EdgeSwipeInteractor: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false

    override init() {
        super.init()
        completionCurve = .easeOut
    }

    func began() { isInteracting = true }

    func changed(fraction: CGFloat) { update(fraction) }

    func ended(fraction: CGFloat, velocity: CGFloat) {
        isInteracting = false
        if fraction > 0.5 || velocity > 1000 { finish() } else { cancel() }
    }
}

final class FadeThroughNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let interactor = EdgeSwipeInteractor()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeThroughAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor.isInteracting ? interactor : nil
    }
}
