import TransitionKit

// A half-height sheet with a dimming view, written the way UIKit tutorials write a custom
// presentation: a UIPresentationController subclass for the frame and the dimming, an
// animator that slides the sheet up and down, and a transitioning delegate tying them
// together. Only the import differs from the iOS original.

final class HalfSheetPresentationController: UIPresentationController {
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        return view
    }()

    /// How much of the container the sheet covers.
    var heightFraction: CGFloat = 0.5

    var dimmingAlpha: CGFloat { dimmingView.alpha }
    var dimmingSuperview: UIView? { dimmingView.superview }

    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        CGSize(width: parentSize.width, height: (parentSize.height * heightFraction).rounded())
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return CGRect(origin: CGPoint(x: 0, y: bounds.height - size.height), size: size)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.frame = CGRect(origin: .zero, size: size)
        })
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)

        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        }
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
}

final class HalfSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let duration: TimeInterval = 0.4

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key),
            let sheetView = transitionContext.view(forKey: isPresenting ? .to : .from)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let shownFrame =
            isPresenting
            ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        var hiddenFrame = shownFrame
        hiddenFrame.origin.y = containerView.bounds.height

        if isPresenting {
            containerView.addSubview(sheetView)
            sheetView.frame = hiddenFrame
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseOut],
            animations: {
                sheetView.frame = self.isPresenting ? shownFrame : hiddenFrame
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !self.isPresenting && !cancelled {
                    sheetView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private(set) weak var lastPresentationController: HalfSheetPresentationController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        lastPresentationController = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        HalfSheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        HalfSheetAnimator(isPresenting: false)
    }
}

final class FiltersViewController: UIViewController {
    private(set) var sizesTransitionedTo: [CGSize] = []

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizesTransitionedTo.append(size)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Filters"
        label.frame = CGRect(x: 20, y: 20, width: 200, height: 30)
        view.addSubview(label)
    }
}

final class ListViewController: UIViewController {
    let sheetTransition = HalfSheetTransitioningDelegate()

    func showFilters() -> FiltersViewController {
        let filters = FiltersViewController()
        filters.modalPresentationStyle = .custom
        filters.transitioningDelegate = sheetTransition
        present(filters, animated: true)
        return filters
    }
}
