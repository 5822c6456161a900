import Foundation
import TransitionKit

/// A sheet over the lower half of the screen, written as UIKit tutorials write a custom
/// presentation: the frame from `frameOfPresentedViewInContainerView`, a dimming view faded in
/// and out alongside the transition (`animate(alongsideTransition:completion:)`), a tap on the
/// dimming view dismissing, and a pan down the sheet dismissing interactively (it begins only
/// for a drag more down than sideways). Ours (the catalogue's "Half sheet"); only
/// `#selector(…)` reads `Selector(Self.…)` here.
final class HalfSheetPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
    /// How much of the container's height the sheet covers: 0…1.
    static let heightFraction: CGFloat = 0.5
    /// Past this fraction of the sheet's height, or faster than `flickVelocity`, a released pan
    /// dismisses; otherwise the sheet goes back up.
    static let dismissFraction: CGFloat = 0.4
    /// Points per second down a release must reach to dismiss whatever the distance.
    static let flickVelocity: CGFloat = 800

    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        return view
    }()

    /// The interaction a pan down the sheet drives, while it does; the transitioning delegate
    /// hands it out as the dismissal's interaction controller.
    private(set) var dismissInteraction: UIPercentDrivenInteractiveTransition?

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        let tap = UITapGestureRecognizer(target: self, action: Selector(Self.dimmingTapped))
        dimmingView.addGestureRecognizer(tap)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let height = (bounds.height * Self.heightFraction).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else {
            dimmingView.removeFromSuperview()
            return
        }
        let pan = UIPanGestureRecognizer(target: self, action: Selector(Self.sheetPanned(_:)))
        pan.delegate = self
        presentedView?.addGestureRecognizer(pan)
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        presentedView?.layer.cornerRadius = 16
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true
    }

    /// The sheet's pan begins only for a drag more down than sideways; the tap always may.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: pan.view)
        return translation.y > abs(translation.x)
    }

    /// A tap outside the sheet dismisses it.
    func dimmingTapped() {
        presentedViewController.dismiss(animated: true)
    }

    /// A pan down the sheet drags it down: the dismissal starts on `.began`, follows the
    /// finger as a fraction of the sheet's height, and finishes or cancels on release.
    func sheetPanned(_ pan: UIPanGestureRecognizer) {
        guard let sheet = presentedView else { return }
        let fraction = max(0, min(1, pan.translation(in: sheet).y / max(sheet.bounds.height, 1)))
        switch pan.state {
        case .began:
            dismissInteraction = UIPercentDrivenInteractiveTransition()
            presentedViewController.dismiss(animated: true)
        case .changed:
            dismissInteraction?.update(fraction)
        case .ended:
            if fraction > Self.dismissFraction || pan.velocity(in: sheet).y > Self.flickVelocity {
                dismissInteraction?.finish()
            } else {
                dismissInteraction?.cancel()
            }
            dismissInteraction = nil
        case .cancelled, .failed:
            dismissInteraction?.cancel()
            dismissInteraction = nil
        default:
            break
        }
    }
}
