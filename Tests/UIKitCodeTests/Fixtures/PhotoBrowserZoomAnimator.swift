// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// A photo browser's zoom: the grid lays its thumbnails out by IndexPath across the screen's
// width; the push grows the tapped photo, loaded with UIImage(named:) from the app's PNGs,
// from its cell to the whole screen on a spring (UISpringTimingParameters with an initial
// velocity as a CGVector) in a property animator. The zooming photo rides in the key window,
// above the navigation bar, and a frozen copy of the grid (resizableSnapshotView) fades out
// behind it. Swift 6 language mode; only `import UIKit` became `import TransitionKit`.
import TransitionKit

final class PhotoGridViewController: UIViewController {
    let columns = 3
    let spacing: CGFloat = 2
    let topInset: CGFloat = 100
    var selectedIndexPath = IndexPath(item: 0, section: 0)

    func frameForItem(at indexPath: IndexPath) -> CGRect {
        let side = (UIScreen.main.bounds.width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        let row = CGFloat(indexPath.item / columns)
        let column = CGFloat(indexPath.item % columns)
        return CGRect(x: column * (side + spacing), y: topInset + row * (side + spacing), width: side, height: side)
    }
}

final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let originFrame: CGRect
    let photoName: String
    private(set) var zoomView: UIImageView?
    private(set) var backdrop: UIView?

    init(originFrame: CGRect, photoName: String) {
        self.originFrame = originFrame
        self.photoName = photoName
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        toView.frame = UIScreen.main.bounds
        toView.alpha = 0
        container.addSubview(toView)

        let backdrop = fromView.resizableSnapshotView(from: fromView.bounds, afterScreenUpdates: false, withCapInsets: .zero)
        if let backdrop {
            backdrop.frame = fromView.frame
            container.insertSubview(backdrop, belowSubview: toView)
        }
        self.backdrop = backdrop

        let zoomView = UIImageView(image: UIImage(named: photoName))
        zoomView.contentMode = .scaleAspectFill
        zoomView.clipsToBounds = true
        let window = UIApplication.shared.connectedScenes
            .compactMap { ($0 as? UIWindowScene)?.keyWindow }
            .first
        let host: UIView = window ?? container
        zoomView.frame = container.convert(originFrame, to: host)
        host.addSubview(zoomView)
        self.zoomView = zoomView

        let spring = UISpringTimingParameters(dampingRatio: 0.85, initialVelocity: CGVector(dx: 0, dy: 0.4))
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: spring)
        animator.addAnimations {
            zoomView.frame = host.bounds
            backdrop?.alpha = 0
        }
        animator.addCompletion { position in
            toView.alpha = 1
            zoomView.removeFromSuperview()
            backdrop?.removeFromSuperview()
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}
