import Foundation

/// What the system's presentation controllers share: when the container lays out outside a
/// transition (after the window changed size), the presented view goes back to
/// `frameOfPresentedViewInContainerView`, as the system styles follow a rotation on iOS. Ours.
@MainActor
class SystemPresentationController: UIPresentationController {
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if !isTransitioning { placePresentedView() }
    }
}

/// The system presentation controller of `.fullScreen` and `.currentContext`: the presented
/// view covers the container and the presenter's view is removed when the presentation ends
/// (it gets `viewWillDisappear`/`viewDidDisappear`). Source: Apple's UIKit documentation for
/// `UIModalPresentationStyle.fullScreen` ("the views belonging to the presenting view
/// controller are removed after the presentation completes").
@MainActor
final class FullScreenPresentationController: SystemPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// The system presentation controller of `.overFullScreen` and `.overCurrentContext`: the
/// presented view covers the container and the presenter's view stays below it (no
/// appearance callbacks for the presenter). Source: Apple's UIKit documentation for
/// `UIModalPresentationStyle.overFullScreen` ("the views beneath the presented content are
/// not removed from the view hierarchy when the presentation finishes").
@MainActor
final class OverFullScreenPresentationController: SystemPresentationController {
    override var shouldRemovePresentersView: Bool { false }
}

/// The iOS 13 page sheet on a phone (`.automatic`, `.pageSheet`, `.formSheet`, `.popover`): a
/// card from `sheetTopGap` points below the container's top safe-area inset to the bottom,
/// top corners rounded by `cornerRadius`, over a black dimming view; the presenter's view is
/// pushed back — scaled to `(width − 2·presenterInset) / width` about its centre, moved down so
/// that its top sits at the top safe-area inset, top corners rounded — and stays in the
/// hierarchy (no appearance callbacks for it, as on iOS 13 and later). Source: Apple's UIKit
/// documentation for `UIModalPresentationStyle.pageSheet` and `.automatic`; the numbers are
/// ours, read from iPhone screenshots (10 pt gap, 10 pt corners, 16 pt side inset, 20 %
/// dimming). While the sheet is up, a drag down from it dismisses it interactively
/// (`SheetDismissalController`), as a swipe down does on iOS.
@MainActor
final class PageSheetPresentationController: SystemPresentationController {
    /// Points between the top safe-area inset and the sheet's top.
    static let sheetTopGap: CGFloat = 10
    /// The sheet's and the pushed-back presenter's top corner radius, points.
    static let cornerRadius: CGFloat = 10
    /// Points the pushed-back presenter leaves free on each side.
    static let presenterInset: CGFloat = 16
    /// Opacity of the black dimming over the presenter when the sheet is up.
    static let dimming: CGFloat = 0.2

    private let dimmingView = UIView(frame: .zero)
    /// The swipe down that dismisses the sheet, on the container while the sheet is up.
    private lazy var swipeDown = SheetDismissalController(presentation: self)
    private var presenterLook: (transform: CGAffineTransform, radius: CGFloat, corners: CACornerMask, clips: Bool)?
    private var sheetLook: (radius: CGFloat, corners: CACornerMask, clips: Bool)?

    override var shouldRemovePresentersView: Bool { false }
    override var adaptivePresentationStyle: UIModalPresentationStyle { .none }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let top = container.safeAreaInsets.top + Self.sheetTopGap
        return CGRect(x: 0, y: top, width: container.bounds.width, height: max(container.bounds.height - top, 0))
    }

    /// The pushed-back presenter's transform for a container of `bounds` with top inset `top`.
    static func pushedBackTransform(in bounds: CGRect, topInset top: CGFloat) -> CGAffineTransform {
        guard bounds.width > 0 else { return .identity }
        let scale = (bounds.width - 2 * presenterInset) / bounds.width
        // Scaled about its centre, the top comes down by (1 − scale) · height / 2; move it the
        // rest of the way to the inset.
        let drop = top - (1 - scale) * bounds.height / 2
        return CGAffineTransform(translationX: 0, y: drop).scaledBy(x: scale, y: scale)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.isUserInteractionEnabled = false
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        if let sheet = presentedView {
            sheetLook = (sheet.layer.cornerRadius, sheet.layer.maskedCorners, sheet.layer.masksToBounds)
            sheet.layer.cornerRadius = Self.cornerRadius
            sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            sheet.layer.masksToBounds = true
        }
        let presenterView = presentingViewController.loadedView
        presenterLook = (
            presenterView.transform, presenterView.layer.cornerRadius, presenterView.layer.maskedCorners,
            presenterView.layer.masksToBounds
        )
        presenterView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presenterView.layer.masksToBounds = true
        let pushedBack = Self.pushedBackTransform(in: container.bounds, topInset: container.safeAreaInsets.top)
        let change = {
            self.dimmingView.alpha = Self.dimming
            presenterView.transform = pushedBack
            presenterView.layer.cornerRadius = Self.cornerRadius
        }
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in change() }, completion: nil)
        } else {
            change()
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            containerView?.addGestureRecognizer(swipeDown.recognizer)
        } else {
            restorePresenter()
        }
    }

    override func dismissalTransitionWillBegin() {
        guard let look = presenterLook else { return }
        let presenterView = presentingViewController.loadedView
        let change = {
            self.dimmingView.alpha = 0
            presenterView.transform = look.transform
            presenterView.layer.cornerRadius = look.radius
        }
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in change() }, completion: nil)
        } else {
            change()
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            containerView?.removeGestureRecognizer(swipeDown.recognizer)
            restorePresenter()
        } else {
            // Let go of: the sheet stays up, the presenter stays pushed back.
            let presenterView = presentingViewController.loadedView
            UIView.performWithoutAnimation {
                dimmingView.alpha = Self.dimming
                if let container = containerView {
                    presenterView.transform = Self.pushedBackTransform(
                        in: container.bounds, topInset: container.safeAreaInsets.top)
                }
                presenterView.layer.cornerRadius = Self.cornerRadius
            }
        }
    }

    /// After a change of size, with the sheet up: the dimming covers the new container and the
    /// presenter is pushed back for the new size.
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard !isTransitioning, presenterLook != nil, let container = containerView else { return }
        UIView.performWithoutAnimation {
            dimmingView.frame = container.bounds
            presentingViewController.loadedView.transform = Self.pushedBackTransform(
                in: container.bounds, topInset: container.safeAreaInsets.top)
        }
    }

    private func restorePresenter() {
        guard let look = presenterLook else { return }
        let presenterView = presentingViewController.loadedView
        UIView.performWithoutAnimation {
            presenterView.transform = look.transform
            presenterView.layer.cornerRadius = look.radius
            presenterView.layer.maskedCorners = look.corners
            presenterView.layer.masksToBounds = look.clips
        }
        if let look = sheetLook, let sheet = presentedView {
            sheet.layer.cornerRadius = look.radius
            sheet.layer.maskedCorners = look.corners
            sheet.layer.masksToBounds = look.clips
        }
        sheetLook = nil
        dimmingView.removeFromSuperview()
        presenterLook = nil
    }
}
