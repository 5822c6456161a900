// Written as iOS code in Swift 6 language mode is written, in the style of the tutorials that
// animate a picture of the old screen: the from view is drawn into an image with
// `UIGraphicsImageRenderer` and `layer.render(in:)`, the image shown in a `UIImageView` that
// slides away and fades while the real from view hides. Only `import UIKit` became
// `import TransitionKit`.
import TransitionKit

final class SnapshotSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval = 0.5
    private(set) weak var snapshotView: UIImageView?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView

        let renderer = UIGraphicsImageRenderer(bounds: fromView.bounds)
        let snapshot = renderer.image { ctx in
            fromView.layer.render(in: ctx.cgContext)
        }
        let snapshotView = UIImageView(image: snapshot)
        snapshotView.frame = fromView.frame
        self.snapshotView = snapshotView

        toView.frame = transitionContext.finalFrame(for: toViewController)
        container.addSubview(toView)
        container.addSubview(snapshotView)
        fromView.isHidden = true

        UIView.animate(
            withDuration: duration, delay: 0, options: .curveEaseIn,
            animations: {
                snapshotView.frame = snapshotView.frame.offsetBy(dx: -container.bounds.width, dy: 0)
                snapshotView.alpha = 0
            },
            completion: { _ in
                fromView.isHidden = false
                snapshotView.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class SnapshotSlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator = SnapshotSlideAnimator()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? animator : nil
    }
}

/// A screen with a coloured background and a title label, to be pictured.
final class PosterViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        label.text = "Poster"
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 400, width: view.bounds.width, height: 44)
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
    }
}
